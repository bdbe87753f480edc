"""Computer players: each level decides from its own player view only.

``choose_move(game, level, view, rng)`` is the one entry point; the protocol
passes a generator seeded from the game seed and the move number, so a game
against the computer replays exactly.
"""

from __future__ import annotations

import random
from typing import Any

from .scala40 import PLAYERS as SCALA40_PLAYERS
from .scopa import PLAYERS as SCOPA_PLAYERS

LEVELS = ("easy", "normal", "hard")


def choose_move(game: str, level: str, view: Any, rng: random.Random) -> Any:
    """The move the computer at ``level`` makes from ``view`` (a legal move of the view's player)."""
    if level not in LEVELS:
        raise ValueError(f"unknown level {level!r}")
    if game == "scala40":
        return SCALA40_PLAYERS[level](view, rng)
    if game == "scopa":
        return SCOPA_PLAYERS[level](view, rng)
    moves = view.legal_moves()
    if not moves:
        raise ValueError("the computer has no move to make")
    return moves[rng.randrange(len(moves))]
