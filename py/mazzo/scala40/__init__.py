"""Scala 40 for two players: rules engine, meld finder, player views and events.

``new_game(seed, options)`` starts a match; a ``ScalaState`` implements
``mazzo.game.State``. Moves and their notation are in ``moves``, the
combinations in ``melds``, the meld finder in ``finder``. See docs/scala40.md.
"""

from .cards import DECK, JOKER, Card, card_names, cards_text, parse_cards, penalty
from .checks import check_groups
from .events import events
from .finder import OPENING_POINTS, Opening, find_additions, find_melds, find_openings, find_swaps
from .melds import TableMeld, read_meld
from .moves import Add, Discard, DrawStock, Meld, Move, Open, ReturnDiscard, SwapJoker, TakeDiscard, parse_move
from .state import RoundResult, ScalaOptions, ScalaState, ScalaView, deal, hand_points, legal_turn_moves, new_game

__all__ = [
    "DECK", "JOKER", "Card", "card_names", "cards_text", "parse_cards", "penalty",
    "check_groups", "events",
    "OPENING_POINTS", "Opening", "find_additions", "find_melds", "find_openings", "find_swaps",
    "TableMeld", "read_meld",
    "Add", "Discard", "DrawStock", "Meld", "Move", "Open", "ReturnDiscard", "SwapJoker", "TakeDiscard", "parse_move",
    "RoundResult", "ScalaOptions", "ScalaState", "ScalaView", "deal", "hand_points", "legal_turn_moves", "new_game",
]
