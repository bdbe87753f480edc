"""Scala 40 for three and four, each player for themselves.

The rules are the two-player table's (``ScalaState``): the same 108 cards, 13 each, play
passing to the next seat and the deal passing each round. What differs: every other player
pays when someone closes, and a player who reaches the target is out while the others play
on (``count.still_in``), so a round is dealt only to the players left in (``out``).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ..fields import FLAG, options_codec, per_seat, public, table_size
from ..game import Json, StateError, view_of
from .count import RoundResult, summary_players
from .state import ScalaOptions, ScalaState, flags_of, flags_text
from .view import ScalaView

#: The ``players`` option of each larger table.
THREE, FOUR = 3, 4


@dataclass(frozen=True)
class ScalaThreeOptions(ScalaOptions):
    """Scala 40's options at the table of three (``scala40/101/three``)."""

    players: int = table_size(THREE)


@dataclass(frozen=True)
class ScalaFourOptions(ScalaOptions):
    """Scala 40's options at the table of four."""

    players: int = table_size(FOUR)


@dataclass(frozen=True)
class ScalaManyState(ScalaState):
    """A Scala 40 match of three or four, each for themselves; ``out``: who reached the target
    in an earlier round and is dealt no more cards."""

    out: tuple[bool, ...] = field(default=(), metadata=public(per_seat(FLAG)))

    @classmethod
    def seats_out(cls, playing: tuple[int, ...]) -> dict[str, Any]:
        return {"out": tuple(seat not in playing for seat in range(cls.PLAYERS))}

    @property
    def playing(self) -> tuple[int, ...]:
        return tuple(seat for seat, out in enumerate(self.out) if not out)

    def validate_seats(self) -> None:
        """Two players at least are in; a player out holds nothing, never opened, and reached
        the target. Those in are all under it, or all reached it with the same score (a tie
        for the lowest, playing another round)."""
        playing, scores, target = self.playing, self.match_scores, self.options.target
        if len(playing) < 2 or self.turn not in playing or self.dealer not in playing:
            raise StateError("seats_out_wrong")
        for seat, out in enumerate(self.out):
            if out and (self.hands[seat] or self.opened[seat] or scores[seat] < target):
                raise StateError("seats_out_wrong")
        in_scores = {scores[p] for p in playing}
        if max(in_scores) >= target and (min(in_scores) < target or len(in_scores) > 1):
            raise StateError("target_reached")

    def players_summary(self, result: RoundResult) -> list[Json]:
        """As at a table of two, and whether each player is out once this round is counted."""
        left = self.left_in
        players = summary_players(self.hands, self.opened, result, self.scores)
        return [{**player, "out": seat not in left} for seat, player in enumerate(players)]

    def seats_out_text(self) -> str:
        return f" out={flags_text(self.out)}"

    @classmethod
    def seats_out_of(cls, fields: dict[str, str]) -> dict[str, Json]:
        return {"out": flags_of(fields["out"], cls.PLAYERS)}


@dataclass(frozen=True)
class ScalaThreeState(ScalaManyState):
    PLAYERS = THREE
    SIDES = THREE
    OPTIONS = ScalaThreeOptions

    options: ScalaThreeOptions = field(metadata=public(options_codec(ScalaThreeOptions)))


@dataclass(frozen=True)
class ScalaFourState(ScalaManyState):
    PLAYERS = FOUR
    SIDES = FOUR
    OPTIONS = ScalaFourOptions

    options: ScalaFourOptions = field(metadata=public(options_codec(ScalaFourOptions)))


@dataclass(frozen=True)
class ScalaManyView(ScalaView):
    """What one player at a table of three or four knows: as at two, with every hand's size
    (``hand_sizes``) and who is out."""

    out: tuple[bool, ...]

    @property
    def playing(self) -> tuple[int, ...]:
        return tuple(seat for seat, out in enumerate(self.out) if not out)

    def hand_size_extras(self) -> dict[str, Json]:
        return {}


@view_of(ScalaThreeState)
@dataclass(frozen=True)
class ScalaThreeView(ScalaManyView):
    """A view of a table of three."""


@view_of(ScalaFourState)
@dataclass(frozen=True)
class ScalaFourView(ScalaManyView):
    """A view of a table of four."""
