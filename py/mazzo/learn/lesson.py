"""A lesson: a position in the engine's own notation, the learner's seat, and goals checked by the engine.

In the manner of lichess's Learn, a lesson is data: where the cards lie, what to do, the
plausible wrong move it refuses (with the rule it breaks) and why it matters. One small
judge runs any lesson: a move the rules refuse is refused with the engine's own code (the
rule), a legal move that misses the goal with the goal's code; each refusal is a try, and
the stars say how many it took. A lesson of several steps plays the other seats' answers
between them (the computer's Normal choice, fixed by the position's seed), or none when
the learner's turn goes on (Scala 40's lay-downs before a discard).

Positions are written as ``position()`` writes them, with one shorthand: ``*`` in a zone
stands for every card of the deck named nowhere else, in the deck's order, so a lesson
names only the cards that matter. ``Lesson.start()`` reads the full text back with the
game's ``from_position``.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, Protocol

from ..game import IllegalMoveError, NotationError, State

#: The learner's seat in every lesson: the person holding the device, at the bottom of the table.
LEARNER = 0
#: Stars for a lesson done at the first try, after one refused try, and after more.
STARS = (3, 2, 1)


class Goal(Protocol):
    """What one step asks: None when the learner's legal move does it, else the refusal that says why not."""

    def check(self, before: Any, move: Any, after: Any) -> IllegalMoveError | None: ...


@dataclass(frozen=True)
class Lesson:
    """One lesson of a course.

    ``name`` is ``<game>.<lesson>`` (the page's words are keyed by it), ``position`` the
    engine's notation (``*``: the rest of the deck), ``goals`` one per step the learner
    plays, ``solution`` a move per step that does it, and ``wrong`` plausible wrong moves
    of the first step, each with the refusal code that must answer it (the tests play both).
    ``copies`` are the zones (counted from 0 after the header) that show again a card named
    in another zone: Briscola's turned card, the stock's last. ``coach``: the coach's hint may be asked
    (the lessons that play a round out); in the others the learner works the step out alone.
    """

    name: str
    state: type[State[Any, Any]]
    deck: Sequence[object]
    position: str
    goals: tuple[Goal, ...]
    solution: tuple[str, ...]
    wrong: tuple[tuple[str, str], ...]
    copies: tuple[int, ...] = ()
    coach: bool = False

    @property
    def game(self) -> str:
        return self.name.split(".", 1)[0]

    def full_position(self) -> str:
        """The position with ``*`` written out: every card of the deck not named elsewhere, in deck order."""
        return filled(self.deck, self.position, self.copies)

    def start(self) -> State[Any, Any]:
        """The lesson's first position, read by the engine (NotationError or StateError if it is not one)."""
        return self.state.from_position(self.full_position())

    def judge(self, before: State[Any, Any], step: int, move: Any) -> State[Any, Any]:
        """The position after the learner's ``move`` at ``step``: the engine's refusal when the rules
        forbid it, the goal's when it is legal but does not do what the step asks."""
        after = before.apply(move)
        missed = self.goals[step].check(before, move, after)
        if missed is not None:
            raise missed
        return after


def stars(misses: int) -> int:
    """Three stars at the first try, fewer after refused tries, never none once done."""
    return STARS[min(misses, len(STARS) - 1)]


def filled(deck: Sequence[object], text: str, copies: tuple[int, ...] = ()) -> str:
    """``text`` with its ``*`` written out as the cards of ``deck`` that no zone names (NotationError
    when the zones name a card more often than the deck holds it)."""
    zones = text.split("|")
    named = Counter(card for place, zone in enumerate(zones[1:]) if place not in copies for card in cards_in(zone))
    held = Counter(map(str, deck))
    if named - held:
        raise NotationError("bad_position", text=repr(text))
    rest = held - named
    remaining: list[str] = []
    for card in map(str, deck):
        if rest[card] > 0:
            remaining.append(card)
            rest[card] -= 1
    return "|".join(zone.replace("*", " ".join(remaining)) for zone in zones)


def cards_in(zone: str) -> list[str]:
    """The cards a zone names: words of two characters each, after ``seat:`` for a trick or a combination."""
    return [
        body[i : i + 2]
        for word in zone.split()
        if word not in ("-", "*")
        for body in [word.split(":", 1)[-1]]
        for i in range(0, len(body), 2)
    ]
