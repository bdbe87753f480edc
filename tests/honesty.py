"""The honesty check every game's computer players pass: a level decides from what its player
sees, so dealing the cards it cannot see again, among themselves, never changes its move."""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable
from typing import Any


def hidden_cards_play_no_part(
    choose: Callable[[Any, random.Random], Any],
    states: Iterable[Any],
    shuffled: Callable[[Any, int, random.Random], Any],
    shuffler: random.Random,
) -> int:
    """For each state, two deals of the hidden cards (``shuffled(state, viewer, rng)``) that look
    the same to the player to move get the same move from ``choose`` with the same seed.
    Returns how many pairs of deals differed, so a test can check the shuffling did shuffle."""
    differed = 0
    for number, state in enumerate(states):
        player = state.turn
        one, other = shuffled(state, player, shuffler), shuffled(state, player, shuffler)
        differed += one != other
        assert one.view(player) == other.view(player) == state.view(player)
        assert choose(one.view(player), random.Random(number)) == choose(other.view(player), random.Random(number))
    return differed
