"""Scopa's course and Scopone's: the lessons in the order a beginner needs them."""

from __future__ import annotations

from ..scopa import ScopaState, ScoponeState
from ..scopa.cards import DECK
from .goals import AnyMove, Sweeps, Takes, TakesCard, TakesForPrimiera
from .lesson import Goal, Lesson

#: The header of a Scopa lesson: the learner (seat 0) to play, the deck still holding cards.
HEADER = "scopa/11 seed=1 round=0 dealer=1 turn=0 score=0-0 last=-"


def lesson(name: str, hand: str, table: str, goal: Goal, solution: str, wrong: tuple[tuple[str, str], ...]) -> Lesson:
    """A lesson at a table of two: the learner's hand and the table given, the other hand three cards of
    the rest, the rest the deck."""
    position = f"{HEADER} | {hand} | 2S 3S 4S | {table} | * | - | - | - | -"
    return Lesson(f"scopa.{name}", ScopaState, DECK, position, (goal,), (solution,), wrong)


SCOPA = (
    # The face cards are worth 8, 9 and 10: the King takes the Knight and the Ace.
    lesson("values", "KD 4C 2H", "QC AS 5H 6C", Takes(frozenset({"QC", "AS"})), "KDxAS+QC",
           (("KDx5H+QC", "wrong_sum"), ("KD", "must_capture"))),
    # A card takes a card of the same value.
    lesson("take_one", "7D JS 2C", "7H 4C 5D QH", Takes(frozenset({"7H"})), "7Dx7H", (("7D", "must_capture"),)),
    # Or several that add up to its value.
    lesson("take_sum", "6C KS 3D", "4D 2H JC 5H", Takes(frozenset({"4D", "2H"})), "6Cx4D+2H",
           (("6Cx4D", "wrong_sum"),)),
    # A card of the same value on the table must be taken before any sum.
    lesson("same_value_first", "5D QS AH", "5C 3H 2D KC", Takes(frozenset({"5C"})), "5Dx5C",
           (("5Dx3H+2D", "same_value_first"),)),
    # Taking every card on the table is a scopa, a point.
    lesson("scopa", "6D 2C KH", "4C 2H", Sweeps(), "6Dx2H+4C", (("2Cx2H", "lesson_sweep"),)),
    # At the end, the cards left on the table go to the last player who took: take while you can.
    Lesson(
        "scopa.last_taker", ScopaState, DECK,
        "scopa/11 seed=1 round=0 dealer=1 turn=0 score=0-0 last=1 | 3D | QH | 3S 5C | - | * | - | - | -",
        (Takes(frozenset({"3S"})),), ("3Dx3S",), (("3D", "must_capture"),),
    ),
    # The settebello, the 7 of coins, is a point alone.
    lesson("settebello", "7C 4C JH", "7D 3C 5H QC", TakesCard("7D"), "7Cx7D", (("JHx3C+5H", "lesson_take_card"),)),
    # The primiera: sevens count most, then sixes, then Aces; a face card least.
    lesson("primiera", "6S KD 3C", "6H KC 2D", TakesForPrimiera(), "6Sx6H", (("KDxKC", "lesson_primiera"),)),
    # The count, with a worked primiera: the last two cards, the deck spent, the piles nearly even. The
    # 7 of hearts wins the primiera (the other side's sevens are of coins and swords, its clubs no
    # better than a 5, and hearts the learner has none of): take it, then play the King out; the
    # count follows, its primiera line 78 to 75.
    Lesson(
        "scopa.count", ScopaState, DECK,
        "scopa/11 seed=1 round=0 dealer=1 turn=0 score=0-0 last=1 | 7C KD | 2S | 7H KC 3D | - | * | "
        "7D 7S 5C 6H AH 2H 3H 4H 5H JH QH KH AD 2D 4D 5D AS 3S | - | -",
        (TakesForPrimiera(), AnyMove()), ("7Cx7H", "KDxKC"), (("KDxKC", "lesson_primiera"),),
    ),
    # A whole round's last turns against the computer, the coach's hint there to ask, to the count: the
    # 7 sweeps the table first (laid, it would break the rule that a card takes when it can).
    Lesson(
        "scopa.round", ScopaState, DECK,
        "scopa/11 seed=1 round=0 dealer=1 turn=0 score=0-0 last=1 | 7D 2S KH | 6C QD | 4H 3C | - | * | "
        "AD 2D 3D 4D 5D AH 2H AS 3S 4S 5S 6S | - | -",
        (AnyMove(), AnyMove(), AnyMove()), ("7Dx4H+3C", "2S", "KH"), (("7D", "must_capture"),), coach=True,
    ),
)

#: The header of a Scopone lesson: everything dealt, the learner (seat 0) to play, partner across (seat 2).
SCOPONE_HEADER = "scopone/11/scientifico seed=1 round=0 dealer=3 turn=0 score=0-0 last=-"


def scopone(name: str, hand: str, table: str, goal: Goal, solution: str, wrong: tuple[tuple[str, str], ...]) -> Lesson:
    """A Scopone lesson late in the hand: the learner's hand and the table given, two cards in each other
    hand, the rest already taken by the players on the learner's right."""
    others = "AS 2S | 3S 4S | 5S 6S"
    position = f"{SCOPONE_HEADER} | {hand} | {others} | {table} | - | - | * | - | - | - | - | - | -"
    return Lesson(f"scopone.{name}", ScoponeState, DECK, position, (goal,), (solution,), wrong)


SCOPONE = (
    # All forty cards are dealt, ten each: there is no deck, and your partner sits across.
    scopone("take_one", "7D JC 2C", "7H 4C 5D QH", Takes(frozenset({"7H"})), "7Dx7H", (("7D", "must_capture"),)),
    scopone("take_sum", "6C KC 3D", "4D 2H JD 5H", Takes(frozenset({"4D", "2H"})), "6Cx4D+2H",
            (("6Cx4D", "wrong_sum"),)),
    scopone("same_value_first", "5D QC AH", "5C 3H 2D KC", Takes(frozenset({"5C"})), "5Dx5C",
            (("5Dx3H+2D", "same_value_first"),)),
    scopone("scopa", "6D 2C KH", "4C 2H", Sweeps(), "6Dx2H+4C", (("2Cx2H", "lesson_sweep"),)),
    scopone("settebello", "7C 4C JH", "7D 3C 5H QC", TakesCard("7D"), "7Cx7D", (("JHx3C+5H", "lesson_take_card"),)),
    scopone("primiera", "6C KD 3C", "6H KC 2D", TakesForPrimiera(), "6Cx6H", (("KDxKC", "lesson_primiera"),)),
)
