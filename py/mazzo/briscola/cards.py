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


def winning_place(cards: Sequence[Card], trumps: str) -> int:
    """Which of a trick's ``cards`` (in playing order, the led card first) takes it: the
    highest trump, or else the highest card of the suit led."""
    best = 0
    for place, card in enumerate(cards[1:], 1):
        if beats(card, cards[best], trumps):
            best = place
    return best


class Trick(NamedTuple):
    """One finished trick: who led, the cards played in order from the leader, and who won it."""

    leader: int
    cards: tuple[Card, ...]
    winner: int

    @classmethod
    def played(cls, leader: int, cards: Sequence[Card], trumps: str) -> Trick:
        """The trick ``leader`` led with ``cards[0]``, each next seat answering in turn."""
        return cls(leader, tuple(cards), (leader + winning_place(cards, trumps)) % len(cards))

    @property
    def led(self) -> Card:
        return self.cards[0]

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
        if len(cards) != players:
            raise StateError("trick_cards", players=players)
        leader = SEAT.read(entry["leader"], "a trick's leader", players)
        tricks.append(Trick(leader, cards, SEAT.read(entry["winner"], "a trick's winner", players)))
    return tuple(tricks)


#: The tricks of a round as plain data: ``[{"leader": 0, "cards": ["AD", "3D"], "winner": 0}, ...]``.
TRICKS: Codec[tuple[Trick, ...]] = Codec(_write_tricks, _read_tricks)


def leader_of(dealer: int, tricks: Sequence[Trick], players: int) -> int:
    """Who leads the trick after ``tricks``: the player after the dealer first, then each trick's winner."""
    return tricks[-1].winner if tricks else (dealer + 1) % players


def side_of(seat: int) -> int:
    """A seat's side: each player at a table of two, and partners facing each other (0+2, 1+3) at four."""
    return seat % 2


def won_piles(tricks: Sequence[Trick], players: int) -> tuple[tuple[Card, ...], ...]:
    """The cards each seat has won, trick by trick."""
    return tuple(tuple(card for trick in tricks if trick.winner == seat for card in trick.cards) for seat in range(players))


def card_points_of(tricks: Sequence[Trick]) -> tuple[int, int]:
    """The points each side (a player, or a partnership) has won in ``tricks``."""
    won = [0, 0]
    for trick in tricks:
        won[side_of(trick.winner)] += trick.points
    return (won[0], won[1])
