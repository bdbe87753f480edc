"""Every table the games registry knows, for the tests that cover them all: each game at each of its
sizes (``scopa`` and ``scopa/4``), and Scopone in both variants."""

from __future__ import annotations

import random
from typing import Any

from mazzo.game import State, new_game
from mazzo.games import RULES

#: Tables that differ by an option other than the number of players: Scopone's other variant, and
#: Scopa's house rules (issue 3.6) at each table of the Scopa engine.
VARIANTS = {
    "scopone/classico": ("scopone", {"variant": "classico"}),
    "scopa/ace_takes_all": ("scopa", {"capture": "ace_takes_all", "re_bello": True}),
    "scopa/fifteen": ("scopa", {"capture": "fifteen"}),
    "scopa/4/fifteen": ("scopa", {"players": 4, "capture": "fifteen", "re_bello": True}),
    "scopone/ace_takes_all": ("scopone", {"capture": "ace_takes_all"}),
}


def _tables() -> dict[str, tuple[str, dict[str, Any]]]:
    tables: dict[str, tuple[str, dict[str, Any]]] = {}
    for game, rules in RULES.items():
        for number, seating in enumerate(rules.seatings):
            players = seating.state.PLAYERS
            tables[f"{game}/{players}" if number else game] = (game, {"players": players} if number else {})
    return {**tables, **VARIANTS}


#: Table name -> (game, options data of its new_game request).
TABLES = _tables()


def new_table(table: str, seed: int, **options: Any) -> State[Any, Any]:
    """A new game at ``table`` from ``seed``, with ``options`` on top of the table's own."""
    game, data = TABLES[table]
    rules = RULES[game]
    chosen = rules.read_options({**data, **options})
    return new_game(rules.seating(chosen).state, seed, chosen)


def random_moves(state: State[Any, Any], rng: random.Random, most: int) -> State[Any, Any]:
    """``state`` after up to ``most`` random legal moves, fewer if the round ends first."""
    for _ in range(most):
        if state.round_over:
            break
        moves = state.legal_moves()
        state = state.apply(moves[rng.randrange(len(moves))])
    return state
