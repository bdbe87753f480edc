"""Scopa for two players: cards and plays (``cards``), the count (``count``), and the
state, view and events (``state``). ``mazzo.game.new_game(ScopaState, seed, options)``
starts a game.
"""

from .cards import (
    CARDS,
    COINS,
    DECK,
    RANKS,
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
)
from .count import NAPOLA_MIN_RUN, PRIMIERA, PlayerCount, best_primiera_cards, count_round, napola_run, primiera
from .state import HAND_SIZE, KINGS_FOR_REDEAL, TABLE_SIZE, TARGETS, ScopaOptions, ScopaState, ScopaView, events, shuffled_deck

__all__ = [
    "CARDS", "COINS", "DECK", "RANKS", "SETTEBELLO", "SUITS", "Card", "Play", "capture_options", "card_names",
    "cards_text", "legal_plays", "parse_cards", "refusal",
    "NAPOLA_MIN_RUN", "PRIMIERA", "PlayerCount", "best_primiera_cards", "count_round", "napola_run", "primiera",
    "HAND_SIZE", "KINGS_FOR_REDEAL", "TABLE_SIZE", "TARGETS", "ScopaOptions", "ScopaState", "ScopaView", "events",
    "shuffled_deck",
]
