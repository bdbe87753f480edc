"""Briscola at a table of two (``state``) or four in pairs (``four``): the cards' order, points
and tricks (``cards``), the options and the state (``state``), the players' views and the
events (``view``).
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
    side_of,
    winning_place,
    won_piles,
)
from .four import FOUR, BriscolaFourOptions, BriscolaFourState
from .state import HAND_SIZE, STOCK_AT_DEAL, TARGETS, TRICKS_PER_HAND, BriscolaOptions, BriscolaState
from .view import BriscolaFourView, BriscolaView, events

__all__ = [
    "COUNT_LINES", "HALF", "ORDER", "POINTS", "STRENGTH", "TOTAL_POINTS", "TRICKS", "Trick", "beats", "card_points_of",
    "leader_of", "points", "side_of", "winning_place", "won_piles",
    "FOUR", "BriscolaFourOptions", "BriscolaFourState",
    "HAND_SIZE", "STOCK_AT_DEAL", "TARGETS", "TRICKS_PER_HAND", "BriscolaOptions", "BriscolaState",
    "BriscolaFourView", "BriscolaView", "events",
]
