"""Briscola's cards and tricks: the order of the cards, their points, who wins a trick, and what the tricks add up to.

The deck and the notation are Scopa's (``mazzo.scopa.cards``), so the page's card art
and card names serve both games: a card is its rank and suit, ``7D`` (ranks ``A 2 3 4
5 6 7 J Q K``, suits ``D H S C``). A move is the card played: ``KS``.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import NamedTuple

from ..fields import SEAT, Codec
from ..game import Json, StateError
from ..scopa.cards import CARDS, DECK, Card, card_names

#: The values of a suit from the strongest card to the weakest: Ace, 3, King, Knight, Jack, 7, 6, 5, 4, 2.
ORDER = (1, 3, 10, 9, 8, 7, 6, 5, 4, 2)
#: How strong each value is within its suit (higher wins).
STRENGTH = {value: len(ORDER) - place for place, value in enumerate(ORDER)}
#: Card points: Ace 11, 3 10, King 4, Knight 3, Jack 2, the rest 0.
POINTS = {1: 11, 3: 10, 10: 4, 9: 3, 8: 2, 7: 0, 6: 0, 5: 0, 4: 0, 2: 0}
TOTAL_POINTS = sum(POINTS[card.value] for card in DECK)
#: More than half the points wins the hand; exactly half each is a draw.
HALF = TOTAL_POINTS // 2
#: The count's lines: the name of each kind of card that scores, and its value.
COUNT_LINES = (("aces", 1), ("threes", 3), ("kings", 10), ("knights", 9), ("jacks", 8))


def points(cards: Iterable[Card]) -> int:
    return sum(POINTS[card.value] for card in cards)


def beats(answer: Card, led: Card, trumps: str) -> bool:
    """Whether ``answer`` takes the trick ``led`` opened: a higher card of the suit led, or
    a trump on a card that is not one. Any other card loses: nothing obliges a suit."""
    if answer.suit == led.suit:
        return STRENGTH[answer.value] > STRENGTH[led.value]
    return answer.suit == trumps


class Trick(NamedTuple):
    """One finished trick: who led, the card led, the card that answered it, and who won it."""

    leader: int
    led: Card
    answer: Card
    winner: int

    @classmethod
    def played(cls, leader: int, led: Card, answer: Card, trumps: str) -> Trick:
        return cls(leader, led, answer, 1 - leader if beats(answer, led, trumps) else leader)

    @property
    def cards(self) -> tuple[Card, Card]:
        return (self.led, self.answer)

    @property
    def points(self) -> int:
        return points(self.cards)

    def to_dict(self) -> dict[str, Json]:
        return {"leader": self.leader, "cards": card_names(self.cards), "winner": self.winner}


TRICK_FIELDS = ["leader", "cards", "winner"]


def _write_tricks(tricks: tuple[Trick, ...]) -> Json:
    return [trick.to_dict() for trick in tricks]


def _read_tricks(data: object, key: str, players: int) -> tuple[Trick, ...]:
    if not isinstance(data, list):
        raise StateError("not_a_list", field=key)
    tricks = []
    for entry in data:
        if not isinstance(entry, dict) or set(entry) != set(TRICK_FIELDS):
            raise StateError("wrong_fields", field="a trick", fields=TRICK_FIELDS)
        cards = CARDS.read(entry["cards"], "a trick's cards", players)
        if len(cards) != 2:
            raise StateError("trick_cards")
        leader = SEAT.read(entry["leader"], "a trick's leader", players)
        tricks.append(Trick(leader, cards[0], cards[1], SEAT.read(entry["winner"], "a trick's winner", players)))
    return tuple(tricks)


#: The tricks of a round as plain data: ``[{"leader": 0, "cards": ["AD", "3D"], "winner": 0}, ...]``.
TRICKS: Codec[tuple[Trick, ...]] = Codec(_write_tricks, _read_tricks)


def leader_of(dealer: int, tricks: Sequence[Trick]) -> int:
    """Who leads the trick after ``tricks``: the dealer's opponent first, then each trick's winner."""
    return tricks[-1].winner if tricks else 1 - dealer


def won_piles(tricks: Sequence[Trick]) -> tuple[tuple[Card, ...], tuple[Card, ...]]:
    """The cards each player has won, trick by trick."""
    return (
        tuple(card for trick in tricks if trick.winner == 0 for card in trick.cards),
        tuple(card for trick in tricks if trick.winner == 1 for card in trick.cards),
    )


def card_points_of(tricks: Sequence[Trick]) -> tuple[int, int]:
    """The points each player has won in ``tricks``."""
    piles = won_piles(tricks)
    return (points(piles[0]), points(piles[1]))
