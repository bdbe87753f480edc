"""The coach's one ordering of the legal moves, which the hint and the odds both follow.

What decides the game decides the order: the match when this round can end it (and some imagined
play-out of the round did end it), else the expected points at the end of the round. The match is
the chance to win it, a play-out where it goes on counting half (neither won nor lost: keeping it
going is worth more than losing it, less than winning it). Both are means over the same imagined
deals, so two moves are compared deal by deal: a move is beaten when another's mean is higher by
more than one standard error of the difference between the two over those deals. The moves no
other move beats form the best group (they are equal, as far as the deals can tell); the hint is
the one of them with the most expected points (then the better match, then the first in the legal
order), so among equals the points break the tie. The list puts the hint first, then the rest of
the best group, then every other move, each part by the deciding measure, then the points, then
the legal order.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import TYPE_CHECKING

from .match import mean_and_error

if TYPE_CHECKING:
    from .odds import MoveOdds

#: What decides the order: the match (won, going on, lost), or the expected points.
MATCH = "match"
POINTS = "points"
#: Differences below this are rounding, not a lead.
TOLERANCE = 1e-9


def deciding_measure(moves: Sequence[MoveOdds]) -> str:
    """The match when it can end with this round and some play-out ended it, else the points."""
    return MATCH if any(m.match is not None and m.match.going_on < 1 for m in moves) else POINTS


def samples_of(move: MoveOdds, measure: str) -> tuple[float, ...]:
    """The move's value in each imagined deal, by ``measure``: the match's outcome, or the points."""
    if measure == MATCH:
        assert move.match is not None
        return move.match.outcomes
    return move.samples


def mean_of(move: MoveOdds, measure: str) -> float:
    if measure == MATCH:
        assert move.match is not None
        return move.match.worth
    return move.points


def beats(one: MoveOdds, other: MoveOdds, measure: str, exact: bool) -> bool:
    """Whether ``one`` is ahead of ``other`` by more than one standard error of their difference
    over the same deals (with every deal counted once, by anything at all)."""
    if mean_of(one, measure) <= mean_of(other, measure) + TOLERANCE:
        return False
    differences = [a - b for a, b in zip(samples_of(one, measure), samples_of(other, measure), strict=True)]
    lead, error = mean_and_error(differences, exact)
    return lead > error + TOLERANCE


def ranked(moves: Sequence[MoveOdds], exact: bool, match_exact: bool) -> tuple[tuple[MoveOdds, ...], str]:
    """``moves`` (in the legal order) in the coach's order, the best group marked ``best`` and the
    hint first; and the measure that decided it."""
    measure = deciding_measure(moves)
    counted_once = match_exact if measure == MATCH else exact
    places = range(len(moves))
    best = {i for i in places if not any(beats(moves[j], moves[i], measure, counted_once) for j in places)}
    hint = min(best, key=lambda i: (-moves[i].points, -mean_of(moves[i], measure), i))
    rest = sorted(
        (i for i in places if i != hint), key=lambda i: (i not in best, -mean_of(moves[i], measure), -moves[i].points, i)
    )
    return tuple(replace(moves[i], best=i in best) for i in (hint, *rest)), measure
