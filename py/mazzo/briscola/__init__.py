"""Briscola for two players: the cards' order, points and tricks (``cards``), and the state,
view and events (``state``). ``mazzo.game.new_game(BriscolaState, seed, options)`` starts a
match. The deck and the card notation are Scopa's.
"""

from .cards import COUNT_LINES, HALF, ORDER, POINTS, STRENGTH, TOTAL_POINTS, TRICKS, Trick, beats, points
from .state import (
    HAND_SIZE,
    STOCK_AT_DEAL,
    TARGETS,
    TRICKS_PER_HAND,
    BriscolaOptions,
    BriscolaState,
    BriscolaView,
    card_points_of,
    events,
    leader_of,
    won_piles,
)

__all__ = [
    "COUNT_LINES", "HALF", "ORDER", "POINTS", "STRENGTH", "TOTAL_POINTS", "TRICKS", "Trick", "beats", "points",
    "HAND_SIZE", "STOCK_AT_DEAL", "TARGETS", "TRICKS_PER_HAND", "BriscolaOptions", "BriscolaState", "BriscolaView",
    "card_points_of", "events", "leader_of", "won_piles",
]
