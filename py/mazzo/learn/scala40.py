"""Scala 40's course: the turn, runs and sets, the joker, opening with 40, adding, taking a joker back,
closing and the penalties."""

from __future__ import annotations

from ..scala40 import ScalaState
from ..scala40.cards import DECK
from .goals import AnyMove, DiscardsCostliest, MoveOf
from .lesson import Goal, Lesson


def lesson(
    name: str, hand: str, table: str, goals: tuple[Goal, ...], solution: tuple[str, ...], wrong: tuple[tuple[str, str], ...],
    phase: str = "play", opened: str = "1,0",
) -> Lesson:
    """The learner (seat 0) in ``phase``, having opened or not (``opened``), ``hand`` in card order and
    ``table`` the combinations down; the other hand holds ten cards, the discard pile one, the rest the stock."""
    header = (
        f"scala40/101 seed=1 round=0 dealer=1 turn=0 phase={phase} taken=- opened={opened} now=0 rebuilt=0 "
        "score=0-0 result=-"
    )
    other = "2D 2D 3D 3D 4D 4D 5D 5D 6D 6D"
    position = f"{header} | {hand} | {other} | * | 9D | {table}"
    return Lesson(f"scala40.{name}", ScalaState, DECK, position, goals, solution, wrong)


SCALA40 = (
    # A turn: draw first (from the stock, or the discard pile), lay down what you can, discard one card.
    lesson("turn", "AC 2S 3C 4H 5H 7S 8D 9H TC JS QD KH KS", "-", (AnyMove(),), ("draw",),
           (("discard KH", "draw_first"),), phase="draw", opened="0,0"),
    # A run: three or more cards of one suit in sequence.
    lesson("runs", "5H 6H 7H 9H KS", "1:2C3C4C", (MoveOf("meld"),), ("meld 5H6H7H",),
           (("meld 6H7H9H", "run_gap"),), opened="1,1"),
    # A set: three or four cards of one rank, each of another suit.
    lesson("sets", "4H 9C 9D 9S 9S", "1:2C3C4C", (MoveOf("meld"),), ("meld 9D9S9C",),
           (("meld 9D9S9S", "set_repeats_suit"),), opened="1,1"),
    # The joker stands for any card, one to a combination.
    lesson("joker", "JK JK 4S 5S KH", "1:2C3C4C", (MoveOf("meld"),), ("meld 4S5SJK",),
           (("meld 4SJKJK", "meld_two_jokers"),), opened="1,1"),
    # The first lay-down, the opening, must be worth 40 points or more: all its combinations at once.
    lesson("opening", "2C QC QD QH KD KH KS", "-", (MoveOf("open"),), ("open QDQHQC+KDKHKS",),
           (("open KDKHKS", "below_40"),), opened="0,0"),
    # Once opened, add your cards to the combinations on the table, yours or the others'.
    lesson("adding", "2C 8H 9S", "1:5H6H7H", (MoveOf("add"),), ("add 0 8H",),
           (("add 0 9S", "wrong_end"),), opened="1,1"),
    # Put the card a joker stands for in its place, and the joker comes to your hand.
    lesson("joker_back", "2C 6H 8H", "1:5HJK7H", (MoveOf("swap"),), ("swap 0 6H",),
           (("swap 0 8H", "joker_stands_for"),), opened="1,1"),
    # You close by discarding your last card: a lay-down must keep one card to discard.
    lesson("closing", "8C", "0:5C6C7C", (MoveOf("discard"),), ("discard 8C",),
           (("add 0 8C", "keep_a_card"),)),
    # When someone closes, the cards left in your hand cost their points: let the costly ones go.
    lesson("penalties", "2C 5S KD", "0:5C6C7C", (DiscardsCostliest(),), ("discard KD",),
           (("discard 2C", "lesson_penalty"),)),
)
