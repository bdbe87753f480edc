"""Computer players: each level decides from its own player view only.

Each game's players are a table by level (``mazzo.ai.scopa.PLAYERS``, ...), listed in
the game's registry entry (``mazzo.games``). ``choose_move(players, level, view, rng)``
is the one entry point; the protocol passes a generator seeded from the game seed and
the move number, so a game against the computer replays exactly.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping
from typing import Any

LEVELS = ("easy", "normal", "hard")


def choose_move(
    players: Mapping[str, Callable[[Any, random.Random], Any]], level: str, view: object, rng: random.Random
) -> Any:
    """The move the computer at ``level`` makes from ``view`` with its game's ``players``: a legal move of the view's player."""
    if level not in LEVELS or level not in players:
        raise ValueError(f"unknown level {level!r}")
    return players[level](view, rng)
