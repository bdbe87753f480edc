"""The coach: the move to play from a player's view, and why, with one voice for the hint and the odds.

Where a game has odds (``mazzo.coach.odds``: Scopa, Scopone, Briscola, Tressette), one evaluation of the
position answers both: the odds rank every legal move by what decides the game, and the hint is
the first of that ranking (``mazzo.coach.ranking``), so the hint is always of the best group the
odds list marks. Scala 40 has no odds (a turn is several moves): its hint is Hard's own decision.
Either is worked out from the player's view only, with a generator drawn from that view, so
asking twice gives the same answer and never touches the game. The reasons are checks of the
position, each a code with parameters that the page words in the player's language
(``mazzo.coach.reasons`` lists them).
"""

from __future__ import annotations

import json
import random
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from ..game import Json, State, View
from . import briscola, review, scala40, scopa, tressette
from .odds import Odds, has_odds, odds
from .reasons import Check, Plain, Reason

__all__ = [
    "CHECKS", "PLAIN", "Advice", "Hint", "Odds", "advise", "has_odds", "odds", "position_key", "reasons", "round_review",
    "view_rng",
]

#: A hint gives at most this many reasons.
MOST_REASONS = 3

#: Each game's checks, in the order their reasons are worth reading.
CHECKS: Mapping[str, Sequence[Check]] = {
    "scopa": scopa.CHECKS,
    "scopone": scopa.CHECKS,
    "scala40": scala40.CHECKS,
    "briscola": briscola.CHECKS,
    "tressette": tressette.CHECKS,
}
#: What each game's move surely does, said when none of its checks holds.
PLAIN: Mapping[str, Plain] = {
    "scopa": scopa.plain,
    "scopone": scopa.plain,
    "scala40": scala40.plain,
    "briscola": briscola.plain,
    "tressette": tressette.plain,
}


@dataclass(frozen=True)
class Hint:
    """The move to play, in the view's notation once written, and up to three reasons."""

    move: Any
    reasons: tuple[Reason, ...]

    def to_dict(self) -> dict[str, Json]:
        return {"move": str(self.move), "reasons": [dict(r) for r in self.reasons]}


@dataclass(frozen=True)
class Advice:
    """The coach's answer for one position: the hint, and the odds it heads (None in Scala 40)."""

    hint: Hint
    odds: Odds | None


def position_key(view: View[Any]) -> str:
    """What the view shows, as text: the same position, the same key (and the same advice)."""
    return json.dumps(view.to_dict(), sort_keys=True)


def view_rng(view: View[Any]) -> random.Random:
    """A generator fixed by what the view shows: the same position gets the same hint, and
    the game's own generators (its seed, the computer's) are never drawn from. Seeding from
    a string hashes it with SHA-512, stable across Python versions."""
    return random.Random("mazzo:hint:" + position_key(view))


def reasons(view: View[Any], move: Any) -> tuple[Reason, ...]:
    """Why ``move`` is good in ``view``: the first reasons that hold, else what the move surely does
    (what it takes, gives or keeps), so that the coach always says something of the position."""
    game = view.STATE.GAME
    found = [why for check in CHECKS[game] if (why := check(view, move)) is not None]
    return tuple(found[:MOST_REASONS]) or (PLAIN[game](view, move),)


def advise(view: View[Any], hard: Callable[[Any, random.Random], Any]) -> Advice:
    """The hint for ``view``, with the reasons that hold: the odds' first move where the game has
    odds (and those odds), else what ``hard`` (the game's Hard player) would play."""
    rng = view_rng(view)
    found = odds(view, rng) if has_odds(view) else None
    move = found.hint if found is not None else hard(view, rng)
    return Advice(Hint(move, reasons(view, move)), found)


def round_review(steps: Sequence[tuple[State[Any, Any], Any]], player: int, hard: Callable[..., Any]) -> dict[str, Json]:
    """The review of a finished round (``coach.review``): the player's moves weighed by ``hard``'s
    evaluation from their view then, with the hint's generator and reasons, and every step."""
    return review.review(steps, player, hard, view_rng, reasons)
