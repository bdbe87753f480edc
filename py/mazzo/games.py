"""The games mazzo knows: one registry entry each, the only place the protocol learns of a game.

A new game is its module (a ``State``, its ``View``, its events), its computer
players, and one line here. A game played at tables of different sizes (Scopa, Briscola, Tressette, by two
or four) has a state class and computer players for each: its option ``players`` picks one.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field, fields
from typing import Any

from . import briscola, scala40, scopa, tressette
from .ai import briscola as briscola_players
from .ai import briscola_four as briscola_four_players
from .ai import scala40 as scala40_players
from .ai import scopa as scopa_players
from .ai import scopa_four as scopa_four_players
from .ai import tressette as tressette_players
from .fields import Options
from .game import Json, State, StateError
from .requests import Request
from .scala40.checks import CHECK_MELDS

#: How a game tells what one player saw happen in a move: (before, move, after, viewer) -> events.
Events = Callable[[Any, Any, Any, int], list[dict[str, Json]]]
#: A computer player of one level: (its game's view, a seeded generator) -> a move of that game.
Player = Callable[[Any, Any], Any]


@dataclass(frozen=True)
class Seating:
    """A game at a table of another size: its state class (``PLAYERS`` seats) and its computer players."""

    state: type[State[Any, Any]]
    players: Mapping[str, Player]


@dataclass(frozen=True)
class Rules:
    """One game: its state class, how its moves look to a player, its computer players and its own requests.

    ``state`` and ``players`` are the game's usual table; ``more_seatings`` the same game at
    tables of other sizes, which the option ``players`` asks for.
    """

    state: type[State[Any, Any]]
    events: Events
    players: Mapping[str, Player]
    requests: Mapping[str, Request] = field(default_factory=dict)
    more_seatings: tuple[Seating, ...] = ()

    @property
    def name(self) -> str:
        return self.state.GAME

    @property
    def seatings(self) -> tuple[Seating, ...]:
        return (Seating(self.state, self.players), *self.more_seatings)

    def read_options(self, data: object) -> Options:
        """The game's options from plain data (StateError for bad ones); ``players`` picks the table.

        The usual table's options hold no ``players`` (its saves were written before other
        tables were), so there it is only checked and left out.
        """
        wanted = data.get("players", self.state.PLAYERS) if isinstance(data, dict) else self.state.PLAYERS
        for seating in self.seatings:
            if type(wanted) is int and wanted == seating.state.PLAYERS:
                options = seating.state.OPTIONS
                if isinstance(data, dict) and "players" not in {f.name for f in fields(options)}:
                    data = {key: value for key, value in data.items() if key != "players"}
                return options.from_dict(data)
        raise StateError("not_one_of", field="players", choices=[seating.state.PLAYERS for seating in self.seatings])

    def seating(self, options: Options) -> Seating:
        """The table these options are for."""
        return next(seating for seating in self.seatings if type(options) is seating.state.OPTIONS)

    def option_choices(self) -> dict[str, Json]:
        """Each option's values and default, as the usual table's options class declares them (for
        the page's settings), and ``players`` for a game played at tables of other sizes."""
        choices = self.state.OPTIONS.choices()
        if self.more_seatings:
            sizes: list[Json] = [seating.state.PLAYERS for seating in self.seatings]
            choices["players"] = {"choices": sizes, "default": self.state.PLAYERS}
        return choices


RULES: dict[str, Rules] = {
    rules.name: rules
    for rules in (
        Rules(
            scopa.ScopaState, scopa.events, scopa_players.PLAYERS,
            more_seatings=(Seating(scopa.ScopaFourState, scopa_four_players.PLAYERS),),
        ),
        Rules(
            scala40.ScalaState, scala40.events, scala40_players.PLAYERS, {"check_melds": CHECK_MELDS},
            more_seatings=tuple(
                Seating(state, scala40_players.PLAYERS) for state in (scala40.ScalaThreeState, scala40.ScalaFourState)
            ),
        ),
        Rules(
            briscola.BriscolaState, briscola.events, briscola_players.PLAYERS,
            more_seatings=(Seating(briscola.BriscolaFourState, briscola_four_players.PLAYERS),),
        ),
        Rules(scopa.ScoponeState, scopa.events, scopa_four_players.PLAYERS),
        Rules(
            tressette.TressetteState, tressette.events, tressette_players.PLAYERS,
            more_seatings=(Seating(tressette.TressetteFourState, tressette_players.PLAYERS),),
        ),
    )
}
