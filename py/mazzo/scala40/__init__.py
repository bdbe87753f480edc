"""Scala 40 for two players, and for three and four (``many``): rules engine, meld finder, player views and events.

``mazzo.game.new_game(ScalaState, seed, options)`` starts a match; a ``ScalaState``
implements ``mazzo.game.State``. Moves and their notation are in ``moves``, what
each action needs in ``turn``, the combinations in ``melds``, the meld finder in
``finder``, the count in ``count``, the player's view in ``view``. See docs/scala40.md.
"""

from .cards import DECK, JOKER, Card, card_names, cards_text, parse_cards, penalty
from .checks import check_groups
from .count import RoundResult, hand_points
from .events import events
from .finder import OPENING_POINTS, Opening, find_additions, find_melds, find_openings, find_swaps
from .many import (
    ScalaFourOptions,
    ScalaFourState,
    ScalaFourView,
    ScalaManyState,
    ScalaManyView,
    ScalaThreeOptions,
    ScalaThreeState,
    ScalaThreeView,
)
from .melds import TableMeld, read_meld
from .moves import Add, Discard, DrawStock, Meld, Move, Open, ReturnDiscard, SwapJoker, TakeDiscard, parse_move
from .state import ScalaOptions, ScalaState
from .turn import legal_turn_moves
from .view import ScalaView

__all__ = [
    "DECK", "JOKER", "Card", "card_names", "cards_text", "parse_cards", "penalty",
    "check_groups", "events",
    "OPENING_POINTS", "Opening", "find_additions", "find_melds", "find_openings", "find_swaps",
    "TableMeld", "read_meld",
    "Add", "Discard", "DrawStock", "Meld", "Move", "Open", "ReturnDiscard", "SwapJoker", "TakeDiscard", "parse_move",
    "RoundResult", "ScalaOptions", "ScalaState", "ScalaView", "hand_points", "legal_turn_moves",
    "ScalaFourOptions", "ScalaFourState", "ScalaFourView", "ScalaManyState", "ScalaManyView",
    "ScalaThreeOptions", "ScalaThreeState", "ScalaThreeView",
]
