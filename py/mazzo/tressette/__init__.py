"""Tressette at a table of two (``state``) or four in pairs (``four``): the cards' order, thirds,
tricks and declarations (``cards``), the options and the state (``state``), the players' views and
the events (``view``). ``mazzo.game.new_game(TressetteState, seed, options)`` starts a match. The
deck and the card notation are Scopa's; a trick is Briscola's.
"""

from .cards import (
    ALL_FOUR_POINTS,
    DECLARED_POINTS,
    LAST_TRICK,
    ORDER,
    STRENGTH,
    THIRDS,
    TOTAL_THIRDS,
    Declaration,
    declarations_of,
    thirds,
    trick_of,
    winning_place,
    won_thirds,
)
from .four import FOUR, TressetteFourOptions, TressetteFourState
from .state import HAND_SIZE, TARGETS, TressetteOptions, TressetteState, following, match_winner
from .view import TressetteFourView, TressetteView, events

__all__ = [
    "ALL_FOUR_POINTS", "DECLARED_POINTS", "LAST_TRICK", "ORDER", "STRENGTH", "THIRDS", "TOTAL_THIRDS", "Declaration",
    "declarations_of", "thirds", "trick_of", "winning_place", "won_thirds",
    "FOUR", "TressetteFourOptions", "TressetteFourState",
    "HAND_SIZE", "TARGETS", "TressetteOptions", "TressetteState", "following", "match_winner",
    "TressetteFourView", "TressetteView", "events",
]
