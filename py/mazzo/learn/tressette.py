"""Tressette's course at the table of two: following suit, the order of a suit, the points in thirds,
the declarations, reading a void and the drawn cards, then the last three tricks played out for the
last trick's point.

The first five lessons are the first trick of a hand, the learner holding the ten cards dealt; the
sixth and seventh come after one trick, its two drawn cards shown; the last is the end of a hand.
No hand holds a declaration but the one that teaches them.
"""

from __future__ import annotations

from ..scopa.cards import DECK
from ..tressette import TressetteState
from .goals import AnyMove, DodgesSeenCard, KeepsLastTrick, LeadsIntoVoid, TakesTrick, ThrowsNothing
from .lesson import Goal, Lesson

#: The zone of the drawn cards, each also in a hand or a trick.
DRAWN = 3
#: The header of a lesson at the first trick, the other player (seat 1) having led.
ANSWERING = "tressette/21 seed=1 round=0 dealer=0 turn=0 score=0-0"
#: The header of a lesson after the first trick, which the learner led and took (seat 0 leads again).
LEADING = "tressette/21 seed=1 round=0 dealer=1 turn=0 score=0-0"


def answering(name: str, hand: str, other: str, led: str, goal: Goal, solution: str,
              wrong: tuple[tuple[str, str], ...]) -> Lesson:
    """The first trick: the computer led ``led`` from the ten cards ``led`` and ``other``; the learner answers
    from the ten of ``hand``; the rest is the stock."""
    position = f"{ANSWERING} | {hand} | {other} | * | - | {led} | - | - -"
    return Lesson(f"tressette.{name}", TressetteState, DECK, position, (goal,), (solution,), wrong)


def after_first_trick(name: str, hand: str, other: str, drawn: str, trick: str, goal: Goal, solution: str,
                      wrong: tuple[tuple[str, str], ...]) -> Lesson:
    """The second trick, to lead: the learner led and took ``trick``, then drew the first of ``drawn`` and the
    computer the second, both shown."""
    position = f"{LEADING} | {hand} | {other} | * | {drawn} | - | 0:{trick} | - -"
    return Lesson(f"tressette.{name}", TressetteState, DECK, position, (goal,), (solution,), wrong, copies=(DRAWN,))


TRESSETTE = (
    # Follow the suit led while you hold it: any of your cups will do.
    answering("follow", "6H 4H 3S AD 2S 5C 7D JS QC KC", "5H 7H 4S 6S 5D 6D 7C 4C JD", "KH", AnyMove(), "6H",
              (("3S", "must_follow_suit"), ("AD", "must_follow_suit"))),
    # The order of a suit is 3, 2, Ace, King, Knight, Jack, 7, 6, 5, 4: the 2 takes the King.
    answering("order", "2S 7S 5H 6H 4D AD 3C JC QD 5C", "4S 5S 6D 7D 4H 7H 6C 7C JD", "KS", TakesTrick(), "2S",
              (("7S", "lesson_trick_lost"),)),
    # The Ace, a whole point, falls to the 3 (and to the 2), not to the King.
    answering("ace", "3C KC 5C 4H 6H 7S 4D JD QH 5S", "6C 7C 4S 6S 5D 6D 7D 5H 7H", "AC", TakesTrick(), "3C",
              (("KC", "lesson_trick_lost"), ("5C", "lesson_trick_lost"))),
    # With no card of the suit led, throw one worth nothing: an Ace is 3 thirds, a figure 1, a 7 to 4 none.
    answering("thirds", "AD KS 5S 4C 6C 7D JC QC 2D 3S", "4H 5H 6H 7H JH 4D 5D 6D 7S", "3H", ThrowsNothing(), "5S",
              (("AD", "lesson_thirds_given"), ("KS", "lesson_thirds_given"))),
    # Declarations are made for you with your first card: a Napoletana (Ace, 2 and 3 of coins) and three 3s,
    # 6 points; then follow suit and take the trick with the 3.
    answering("declarations", "AD 2D 3D 3S 3C 5H 6H 7S 4C JC", "5S 6S 4H 7H 4D 5D 6D 7D QH", "JS", TakesTrick(),
              "3S", (("3D", "must_follow_suit"), ("7S", "lesson_trick_lost"))),
    # The other player did not follow cups in the first trick: they hold none, and any cup takes.
    after_first_trick("void", "7H 4H KS 5S 4D JC 6C QD 7S 6D", "5C 7C AS 2C 6S JS 5D 7D AC QS", "6D QS", "5H4C",
                      LeadsIntoVoid(), "7H", (("KS", "lesson_not_void"),)),
    # At two, both drawn cards are shown: the other player drew the 3 of batons, which takes your 2.
    after_first_trick("drawn", "2C KC 5S 7S 4H 5H JD 6C 7D QH", "5D AD 4S 6S JS QS 7H 6H 4C 3C", "QH 3C", "6D4D",
                      DodgesSeenCard(), "5S", (("2C", "lesson_seen_drawn"),)),
    # The last three tricks, the stock spent, with the coach on: lose the trick you must lose first and keep
    # the two 3s to the end, for the last trick's point (either 3 first gives the other player the last trick).
    # The computer takes the 5 with its Ace and leads the 2 of batons: the learner throws the 3 of swords and
    # keeps the 3 of cups for the 2 of cups, the last trick (throwing the 3 of cups would lose it). With 13
    # thirds to 12 before, the last trick decides the count: 6 points to 5 for the learner, else 5 to 6.
    Lesson(
        "tressette.last_trick", TressetteState, DECK,
        "tressette/21 seed=1 round=0 dealer=1 turn=0 score=0-0 | 3S 3H 5C | AC 2C 2H | - | "
        "3C 7C 4D 3D 6S 2S 7H QH 5S 7S 6D 7D 4S 4C 3S AC 3H 2C 5C 2H | - | "
        "0:6HAH 1:ASKS 1:JCQC 0:QDJD 0:KH4H 0:JSQS 1:5D2D 0:JH5H 0:KC6C 0:ADKD 0:7C3C 1:4D3D 0:6S2S 1:QH7H 1:7S5S "
        "1:6D7D 0:4S4C | - -",
        (KeepsLastTrick(), KeepsLastTrick(), AnyMove()), ("5C", "3S", "3H"),
        (("3H", "lesson_last_trick"), ("3S", "lesson_last_trick")), copies=(DRAWN,), coach=True,
    ),
)
