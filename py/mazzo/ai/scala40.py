"""The Scala 40 computer players: Easy, Normal and Hard, each deciding from a ``ScalaView``, at a
table of two, three or four (the view says who plays next and who else is in the round).

Easy and Normal follow their turn plan (``scala40_plan``); Hard plays the move its evaluation
(``scala40_values``) finds worth most, the same evaluation the round review weighs moves by.
See docs/ai.md for how the levels play and how strong they measured.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from ..scala40 import Move, ScalaView
from .scala40_plan import EASY, NORMAL, play
from .scala40_values import hard, hard_values

__all__ = ["PLAYERS", "easy", "hard", "hard_values", "normal"]


def easy(view: ScalaView, rng: random.Random) -> Move:
    """Never takes the discard; opens and lays down what it can; discards rather at random."""
    return play(view, rng, EASY)


def normal(view: ScalaView, rng: random.Random) -> Move:
    """Takes the discard when it completes a combination; keeps what nearly makes one."""
    return play(view, rng, NORMAL)


PLAYERS: dict[str, Callable[[ScalaView, random.Random], Move]] = {"easy": easy, "normal": normal, "hard": hard}
