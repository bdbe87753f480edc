"""The games mazzo knows: one registry entry each, the only place the protocol learns of a game.

A new game is its module (a ``State``, its ``View``, its events), its computer
players, and one line here.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from . import briscola, scala40, scopa
from .ai import briscola as briscola_players
from .ai import scala40 as scala40_players
from .ai import scopa as scopa_players
from .fields import Options
from .game import Json, State
from .requests import Request
from .scala40.checks import CHECK_MELDS

#: How a game tells what one player saw happen in a move: (before, move, after, viewer) -> events.
Events = Callable[[Any, Any, Any, int], list[dict[str, Json]]]
#: A computer player of one level: (its game's view, a seeded generator) -> a move of that game.
Player = Callable[[Any, Any], Any]


@dataclass(frozen=True)
class Rules:
    """One game: its state class, how its moves look to a player, its computer players and its own requests."""

    state: type[State[Any, Any]]
    events: Events
    players: Mapping[str, Player]
    requests: Mapping[str, Request] = field(default_factory=dict)

    @property
    def name(self) -> str:
        return self.state.GAME

    def read_options(self, data: object) -> Options:
        """The game's options from plain data (StateError for bad ones)."""
        return self.state.OPTIONS.from_dict(data)


RULES: dict[str, Rules] = {
    rules.name: rules
    for rules in (
        Rules(scopa.ScopaState, scopa.events, scopa_players.PLAYERS),
        Rules(scala40.ScalaState, scala40.events, scala40_players.PLAYERS, {"check_melds": CHECK_MELDS}),
        Rules(briscola.BriscolaState, briscola.events, briscola_players.PLAYERS),
    )
}
