"""Scopa's cards and plays: the 40 cards, the notation, and which captures a card may make.

Notation: a card is its rank and suit, ``7D`` (ranks ``A 2 3 4 5 6 7 J Q K`` for
values 1-10; suits ``D H S C`` for coins, cups, swords, batons, the French
equivalents diamonds, hearts, spades, clubs). A move is the card played, then
``x`` and the captured cards joined by ``+``: ``QCx5D+4S``; a card laid on the
table without capturing is just ``QC``.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import NamedTuple

from ..fields import cards_of
from ..game import IllegalMoveError, NotationError

RANKS = "A234567JQK"
SUITS = "DHSC"
COINS = "D"


class Card(NamedTuple):
    """One of the 40 cards: value 1-10 (8 Jack/Fante, 9 Knight/Cavallo, 10 King/Re), suit D/H/S/C."""

    value: int
    suit: str

    def __str__(self) -> str:
        return RANKS[self.value - 1] + self.suit

    @classmethod
    def parse(cls, text: str) -> Card:
        if not isinstance(text, str) or len(text) != 2 or text[0] not in RANKS or text[1] not in SUITS:
            raise NotationError("bad_card", text=repr(text))
        return cls(RANKS.index(text[0]) + 1, text[1])


DECK: tuple[Card, ...] = tuple(Card(value, suit) for suit in SUITS for value in range(1, 11))
SETTEBELLO = Card(7, COINS)
CARDS = cards_of(Card.parse)


def cards_text(cards: Iterable[Card]) -> str:
    return " ".join(map(str, cards)) or "-"


def parse_cards(text: str) -> tuple[Card, ...]:
    return () if text.strip() == "-" else tuple(Card.parse(token) for token in text.split())


def card_names(cards: Iterable[Card]) -> list[str]:
    return [str(c) for c in cards]


@dataclass(frozen=True, slots=True)
class Play:
    """Play ``card``; capture ``captures`` from the table (empty: lay it down)."""

    card: Card
    captures: tuple[Card, ...] = ()

    def __post_init__(self) -> None:
        # One canonical order, so equal moves compare equal and print alike.
        object.__setattr__(self, "captures", tuple(sorted(self.captures, key=DECK.index)))

    def __str__(self) -> str:
        if not self.captures:
            return str(self.card)
        return f"{self.card}x{'+'.join(map(str, self.captures))}"

    @classmethod
    def parse(cls, text: str) -> Play:
        if not isinstance(text, str):
            raise NotationError("bad_move", text=repr(text))
        card_text, sep, captured = text.strip().partition("x")
        if sep and not captured:
            raise NotationError("bad_move", text=repr(text))
        captures = tuple(Card.parse(c) for c in captured.split("+")) if sep else ()
        if len(set(captures)) != len(captures):
            raise NotationError("bad_move", text=repr(text))
        return cls(Card.parse(card_text), captures)


def capture_options(card: Card, table: Sequence[Card]) -> list[tuple[Card, ...]]:
    """Every capture ``card`` may make from ``table``, in a fixed order.

    Same value first: if the table holds cards of the played value, the only
    options are each of those cards alone. Otherwise every set of two or more
    table cards adding up to the value. No option means the card is laid down.
    """
    value = card.value
    same: list[tuple[Card, ...]] = [(c,) for c in table if c.value == value]
    if same:
        return same
    options: list[tuple[Card, ...]] = []
    candidates = sorted((c for c in table if c.value < value), key=DECK.index)

    def extend(start: int, remaining: int, chosen: tuple[Card, ...]) -> None:
        for i in range(start, len(candidates)):
            c = candidates[i]
            if c.value == remaining:
                if chosen:
                    options.append(chosen + (c,))
            elif c.value < remaining:
                extend(i + 1, remaining - c.value, chosen + (c,))

    extend(0, value, ())
    return options


def legal_plays(hand: Sequence[Card], table: Sequence[Card]) -> list[Play]:
    """The legal moves for ``hand`` on ``table``: hand order, then capture order."""
    moves: list[Play] = []
    for card in hand:
        options = capture_options(card, table)
        if options:
            moves.extend(Play(card, option) for option in options)
        else:
            moves.append(Play(card))
    return moves


def refusal(move: Play, hand: Sequence[Card], table: Sequence[Card]) -> IllegalMoveError | None:
    """Which rule ``move`` breaks, as the error to raise; None when it is legal."""
    if move.card not in hand:
        return IllegalMoveError("not_in_hand", card=str(move.card))
    missing = [c for c in move.captures if c not in table]
    if missing:
        return IllegalMoveError("not_on_table", cards=card_names(missing))
    options = capture_options(move.card, table)
    if move.captures in options or (not move.captures and not options):
        return None
    if not move.captures:
        return IllegalMoveError("must_capture", card=str(move.card))
    same = [c for c in table if c.value == move.card.value]
    if same and len(move.captures) > 1:
        return IllegalMoveError("same_value_first", card=str(move.card), same=card_names(same))
    total = sum(c.value for c in move.captures)
    return IllegalMoveError("wrong_sum", captures=card_names(move.captures), total=total, value=move.card.value)
