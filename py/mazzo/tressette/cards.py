"""Tressette's cards and tricks: the order of a suit, the thirds each card is worth, who takes a
trick, and the declarations (accusi) a hand holds.

The deck and the notation are Scopa's (``mazzo.scopa.cards``): a card is its rank and suit,
``3D`` (ranks ``A 2 3 4 5 6 7 J Q K``, suits ``D H S C``). A move is the card played. A trick is
Briscola's ``Trick`` (its leader, its cards, its winner) taken by Tressette's rule: no trumps, the
highest card of the suit led.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import NamedTuple

from ..briscola.cards import Trick, side_of
from ..fields import Codec
from ..game import Json, StateError
from ..scopa.cards import DECK, SUITS, Card

#: The values of a suit from the strongest card to the weakest: 3, 2, Ace, King, Knight, Jack, 7, 6, 5, 4.
ORDER = (3, 2, 1, 10, 9, 8, 7, 6, 5, 4)
#: How strong each value is within its suit (higher wins).
STRENGTH = {value: len(ORDER) - place for place, value in enumerate(ORDER)}
#: What each card is worth, in thirds of a point: an Ace 3 (a whole point); a 3, 2, King, Knight or Jack 1; the rest 0.
THIRDS = {1: 3, 2: 1, 3: 1, 10: 1, 9: 1, 8: 1, 7: 0, 6: 0, 5: 0, 4: 0}
#: The thirds in the deck: 32, so 10 whole points once the fractions are dropped.
TOTAL_THIRDS = sum(THIRDS[card.value] for card in DECK)
#: The last trick of a hand ("l'ultima") adds a whole point.
LAST_TRICK = 1
#: The count's lines of cards: the Aces (a point each) and the figures (3, 2, King, Knight, Jack: a third each).
FIGURES = (3, 2, 10, 9, 8)


def thirds(cards: Iterable[Card]) -> int:
    return sum(THIRDS[card.value] for card in cards)


def winning_place(cards: Sequence[Card]) -> int:
    """Which of a trick's ``cards`` (the led card first) takes it: the highest of the suit led."""
    led = cards[0].suit
    return max((place for place, card in enumerate(cards) if card.suit == led), key=lambda place: STRENGTH[cards[place].value])


def trick_of(leader: int, cards: Sequence[Card]) -> Trick:
    """The finished trick ``leader`` led with ``cards[0]``, each next seat answering in turn."""
    return Trick(leader, tuple(cards), (leader + winning_place(cards)) % len(cards))


def won_thirds(tricks: Sequence[Trick]) -> tuple[int, int]:
    """The thirds each side has taken in ``tricks`` (the last trick's point not counted)."""
    won = [0, 0]
    for trick in tricks:
        won[side_of(trick.winner)] += thirds(trick.cards)
    return (won[0], won[1])


# -- declarations ------------------------------------------------------------------------

#: The groups a declaration may be of: three or four cards of one of these values.
GROUPS = {"threes": 3, "twos": 2, "aces": 1}
NAPOLETANA = "napoletana"
#: A Napoletana, or three of a kind: 3 points; all four of a kind: 4.
DECLARED_POINTS = 3
ALL_FOUR_POINTS = 4


class Declaration(NamedTuple):
    """One declaration: a Napoletana (Ace, 2 and 3 of ``suit``), or three or four of a group
    (``threes``, ``twos``, ``aces``), ``suit`` then naming the suit missing (None: all four)."""

    combination: str
    suit: str | None

    @property
    def points(self) -> int:
        return ALL_FOUR_POINTS if self.combination in GROUPS and self.suit is None else DECLARED_POINTS

    @property
    def cards(self) -> tuple[Card, ...]:
        """The cards it shows its declarer held."""
        if self.combination == NAPOLETANA:
            assert self.suit is not None
            return tuple(Card(value, self.suit) for value in (1, 2, 3))
        return tuple(Card(GROUPS[self.combination], suit) for suit in SUITS if suit != self.suit)

    def __str__(self) -> str:
        """``napoletana-D``, ``threes-S`` (the 3 of swords missing), ``aces`` (all four)."""
        return self.combination if self.suit is None else f"{self.combination}-{self.suit}"

    @classmethod
    def parse(cls, text: object) -> Declaration:
        """``str()`` read back (ValueError when it is no declaration)."""
        if not isinstance(text, str):
            raise ValueError(repr(text))
        combination, _, suit = text.partition("-")
        declaration = cls(combination, suit or None)
        if combination not in (NAPOLETANA, *GROUPS) or (suit and suit not in SUITS) or (combination == NAPOLETANA and not suit):
            raise ValueError(text)
        return declaration

    def to_dict(self) -> dict[str, Json]:
        return {"combination": self.combination, "suit": self.suit, "points": self.points}


def declarations_of(hand: Iterable[Card]) -> tuple[Declaration, ...]:
    """Every declaration ``hand`` makes: each Napoletana it holds, then each group of three or four."""
    held = set(hand)
    found = [Declaration(NAPOLETANA, suit) for suit in SUITS if {Card(1, suit), Card(2, suit), Card(3, suit)} <= held]
    for combination, value in GROUPS.items():
        missing = [suit for suit in SUITS if Card(value, suit) not in held]
        if len(missing) <= 1:
            found.append(Declaration(combination, missing[0] if missing else None))
    return tuple(found)


def _write_declarations(values: tuple[Declaration, ...]) -> Json:
    return [str(value) for value in values]


def _read_declarations(data: object, key: str, players: int) -> tuple[Declaration, ...]:
    if not isinstance(data, list):
        raise StateError("not_a_list", field=key)
    try:
        return tuple(Declaration.parse(text) for text in data)
    except ValueError as error:
        raise StateError("unreadable", field=key, text=repr(data)) from error


#: One seat's declarations as plain data: ``["napoletana-D", "aces"]``.
DECLARATIONS: Codec[tuple[Declaration, ...]] = Codec(_write_declarations, _read_declarations)
