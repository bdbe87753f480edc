"""Briscola's course: trumps, which card takes a trick, the points, leading and answering, then a whole hand."""

from __future__ import annotations

from ..briscola import BriscolaState
from ..scopa.cards import DECK
from .goals import AnyMove, GivesNothing, PlaysTrump, WinsTrick
from .lesson import Goal, Lesson

#: The briscola of every lesson: clubs are trumps.
BRISCOLA = "4C"
#: The zone of the turned card, which lies again at the end of the stock.
TURNED = 2


def answering(name: str, hand: str, led: str, goal: Goal, solution: str, wrong: tuple[tuple[str, str], ...]) -> Lesson:
    """The first trick: the computer (seat 1) led ``led``, the learner answers from ``hand``."""
    position = f"briscola/1 seed=1 round=0 dealer=0 turn=0 score=0-0 | {hand} | 2D 3D | {BRISCOLA} | * {BRISCOLA} | {led} | -"
    return Lesson(f"briscola.{name}", BriscolaState, DECK, position, (goal,), (solution,), wrong, copies=(TURNED,))


def leading(name: str, hand: str, goal: Goal, solution: str, wrong: tuple[tuple[str, str], ...]) -> Lesson:
    """The first trick, led by the learner from ``hand``."""
    position = f"briscola/1 seed=1 round=0 dealer=1 turn=0 score=0-0 | {hand} | 2D 3D 5D | {BRISCOLA} | * {BRISCOLA} | - | -"
    return Lesson(f"briscola.{name}", BriscolaState, DECK, position, (goal,), (solution,), wrong, copies=(TURNED,))


BRISCOLA_COURSE = (
    # The card turned up under the stock names the trumps: its suit.
    leading("briscola", "5H 2C QS", PlaysTrump(), "2C", (("5H", "lesson_not_trump"),)),
    # A trump takes any card of another suit, whatever its value.
    answering("trumps", "2C 5H QD", "AS", WinsTrick(), "2C", (("5H", "lesson_trick_lost"), ("QD", "lesson_trick_lost"))),
    # In a suit the order is Ace, 3, King, Knight, Jack, then 7 down to 2.
    answering("order", "3H 7H 6D", "KH", WinsTrick(), "3H", (("7H", "lesson_trick_lost"),)),
    # The Ace is worth 11, the 3 10, the King 4, the Knight 3, the Jack 2: take the trick with both in it.
    answering("points", "AS 4H 6D", "3S", WinsTrick(), "AS", (("4H", "lesson_trick_lost"),)),
    # Take a trick with the trump that is worth least, and keep the strong ones.
    answering("small_trump", "2C AC 6S", "AH", WinsTrick(cheaply=True), "2C", (("AC", "lesson_cheaper"),)),
    # Lead a card worth nothing: whatever the other plays, you give away no points.
    leading("leading", "AS 4H KD", GivesNothing(), "4H", (("AS", "lesson_points_given"),)),
    # A trick worth nothing is not worth a trump: answer it with a card worth nothing.
    answering("answering", "2S KC 6D", "5H", GivesNothing(), "2S", (("KC", "lesson_trump_wasted"),)),
    # A whole hand's last three tricks, the stock spent, played out to the count with the coach on: the
    # first trick is the learner's to take (the 3 of hearts over the 2); the computer holds the two
    # best trumps, so it takes the second and leads the third, which the learner's last card answers.
    Lesson(
        "briscola.hand", BriscolaState, DECK,
        "briscola/1 seed=1 round=0 dealer=0 turn=0 score=0-0 | 3H KS 5D | AC 3C | 7C | - | 2H | "
        "1:AD2D 1:3D4D 1:6D7D 0:JDQD 1:KDAH 1:4H5H 0:6H7H 1:JHQH 0:KHAS 0:2S3S 1:4S5S 0:6S7S 1:JSQS "
        "0:2C4C 1:5C6C 0:7CJC 1:KCQC",
        (WinsTrick(), AnyMove(), AnyMove()), ("3H", "KS", "5D"), (("KS", "lesson_trick_lost"),),
        copies=(TURNED,), coach=True,
    ),
)
