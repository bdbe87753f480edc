"""The 108 cards of Scala 40: two French decks and four jokers.

Notation: rank then suit, ``7H``; ranks ``A 2 3 4 5 6 7 8 9 T J Q K``, suits
``D H S C`` (diamonds, hearts, spades, clubs); a joker is ``JK``. The two decks
hold identical cards, so cards are plain values and a hand is a multiset.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from typing import NamedTuple

from ..game import NotationError

RANKS = "A23456789TJQK"
SUITS = "DHSC"
JOKER_TEXT = "JK"
JOKERS_IN_PLAY = 4
HAND_SIZE = 13

#: Points a card left in hand costs at the end of a round.
JOKER_PENALTY = 25
ACE_PENALTY = 11
FACE_VALUE = 10


class Card(NamedTuple):
    """A card: rank 1 (Ace) to 13 (King) and a suit letter; the joker is rank 0, suit ""."""

    rank: int
    suit: str

    def __str__(self) -> str:
        return JOKER_TEXT if self.rank == 0 else RANKS[self.rank - 1] + self.suit

    @property
    def is_joker(self) -> bool:
        return self.rank == 0

    @classmethod
    def parse(cls, text: str) -> Card:
        card = _BY_TEXT.get(text) if isinstance(text, str) else None
        if card is None:
            raise NotationError("bad_card", text=repr(text))
        return card


JOKER = Card(0, "")
#: The 53 different cards, jokers last; each real card is in play twice.
KINDS: tuple[Card, ...] = tuple(Card(rank, suit) for suit in SUITS for rank in range(1, 14)) + (JOKER,)
_BY_TEXT = {str(card): card for card in KINDS}
DECK: tuple[Card, ...] = KINDS[:-1] * 2 + (JOKER,) * JOKERS_IN_PLAY
FULL_DECK = Counter(DECK)


def penalty(card: Card) -> int:
    """What a card left in hand costs: Ace 11, J/Q/K 10, joker 25, others their face value."""
    if card.rank == 0:
        return JOKER_PENALTY
    if card.rank == 1:
        return ACE_PENALTY
    return min(card.rank, FACE_VALUE)


def cards_text(cards: Iterable[Card]) -> str:
    """Cards written one after the other, ``7H8H9H`` (``-`` for none)."""
    return "".join(map(str, cards)) or "-"


def parse_cards(text: str) -> tuple[Card, ...]:
    """Read ``cards_text`` back: two characters per card, ``-`` for none."""
    if not isinstance(text, str) or not text or (len(text) % 2 and text != "-"):
        raise NotationError("bad_cards", text=repr(text))
    if text == "-":
        return ()
    return tuple(Card.parse(text[i : i + 2]) for i in range(0, len(text), 2))


def card_names(cards: Iterable[Card]) -> list[str]:
    return [str(c) for c in cards]
