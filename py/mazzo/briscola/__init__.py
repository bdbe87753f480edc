"""Briscola for two players: the cards' order, points and tricks (``cards``), the options and
the state (``state``), the player's view and the events (``view``).
``mazzo.game.new_game(BriscolaState, seed, options)`` starts a match. The deck and the card
notation are Scopa's.
"""

from .cards import (
    COUNT_LINES,
    HALF,
    ORDER,
    POINTS,
    STRENGTH,
    TOTAL_POINTS,
    TRICKS,
    Trick,
    beats,
    card_points_of,
    leader_of,
    points,
    won_piles,
)
from .state import HAND_SIZE, STOCK_AT_DEAL, TARGETS, TRICKS_PER_HAND, BriscolaOptions, BriscolaState
from .view import BriscolaView, events

__all__ = [
    "COUNT_LINES", "HALF", "ORDER", "POINTS", "STRENGTH", "TOTAL_POINTS", "TRICKS", "Trick", "beats", "card_points_of",
    "leader_of", "points", "won_piles",
    "HAND_SIZE", "STOCK_AT_DEAL", "TARGETS", "TRICKS_PER_HAND", "BriscolaOptions", "BriscolaState",
    "BriscolaView", "events",
]
