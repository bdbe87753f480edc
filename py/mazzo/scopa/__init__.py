"""Scopa at a table of two (``state``) or four (``four``: Scopa in pairs; ``scopone``, its
variant): cards and plays (``cards``), the count (``count``), the players' views (``view``)
and the events (``events``). ``mazzo.game.new_game(ScopaState, seed, options)`` starts a game.
"""

from .cards import (
    ACE_TAKES_ALL,
    CAPTURE_RULES,
    CARDS,
    CLASSIC,
    COINS,
    DECK,
    FIFTEEN,
    RANKS,
    RE_BELLO,
    SETTEBELLO,
    SUITS,
    Card,
    Play,
    capture_options,
    card_names,
    cards_text,
    legal_plays,
    parse_cards,
    refusal,
    scores_scopa,
)
from .count import NAPOLA_MIN_RUN, PRIMIERA, PlayerCount, best_primiera_cards, count_round, napola_run, primiera
from .events import events
from .four import ScopaFourOptions, ScopaFourState, ScopaFourView
from .scopone import SCOPONE_DEALS, ScoponeOptions, ScoponeState, ScoponeView
from .state import (
    HAND_SIZE,
    KINGS_FOR_REDEAL,
    TABLE_SIZE,
    TARGETS,
    Dealing,
    ScopaOptions,
    ScopaState,
    dealt_hands,
    shuffled_deck,
)
from .view import PartnershipView, ScopaView

__all__ = [
    "ACE_TAKES_ALL", "CAPTURE_RULES", "CARDS", "CLASSIC", "COINS", "DECK", "FIFTEEN", "RANKS", "RE_BELLO", "SETTEBELLO",
    "SUITS", "Card", "Play", "capture_options", "card_names", "cards_text", "legal_plays", "parse_cards", "refusal",
    "scores_scopa",
    "NAPOLA_MIN_RUN", "PRIMIERA", "PlayerCount", "best_primiera_cards", "count_round", "napola_run", "primiera",
    "events",
    "PartnershipView", "ScopaFourOptions", "ScopaFourState", "ScopaFourView",
    "SCOPONE_DEALS", "ScoponeOptions", "ScoponeState", "ScoponeView",
    "HAND_SIZE", "KINGS_FOR_REDEAL", "TABLE_SIZE", "TARGETS", "Dealing", "ScopaOptions", "ScopaState", "ScopaView",
    "dealt_hands", "shuffled_deck",
]
