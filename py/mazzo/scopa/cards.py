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
#: The King of coins: a point of the count, like the settebello, when Re Bello is played.
RE_BELLO = Card(10, COINS)
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


#: The capture rules: plain Scopa's, Asso piglia tutto (an Ace takes the whole table), Scopa di Quindici.
CLASSIC = "classic"
ACE_TAKES_ALL = "ace_takes_all"
FIFTEEN = "fifteen"
CAPTURE_RULES = (CLASSIC, ACE_TAKES_ALL, FIFTEEN)
#: At fifteen, the played card and the cards it takes add up to this.
FIFTEEN_TOTAL = 15


def capture_options(card: Card, table: Sequence[Card], rule: str = CLASSIC) -> list[tuple[Card, ...]]:
    """Every capture ``card`` may make from ``table`` under the capture ``rule``, in a fixed order.

    Plain Scopa: same value first: if the table holds cards of the played value, the only
    options are each of those cards alone; otherwise every set of two or more table cards
    adding up to the value. Asso piglia tutto: as plain Scopa, but an Ace with no Ace on the
    table takes the whole table. Fifteen: every set of one or more table cards adding up to
    15 less the played value. No option means the card is laid down.
    """
    value = card.value
    if rule == FIFTEEN:
        return sums(table, FIFTEEN_TOTAL - value, least=1)
    same: list[tuple[Card, ...]] = [(c,) for c in table if c.value == value]
    if same:
        return same
    if rule == ACE_TAKES_ALL and value == 1 and table:
        return [tuple(sorted(table, key=DECK.index))]
    return sums(table, value, least=2)


def sums(table: Sequence[Card], total: int, least: int) -> list[tuple[Card, ...]]:
    """Every set of at least ``least`` cards of ``table`` adding up to ``total``, in a fixed order."""
    options: list[tuple[Card, ...]] = []
    candidates = sorted((c for c in table if c.value <= total), key=DECK.index)

    def extend(start: int, remaining: int, chosen: tuple[Card, ...]) -> None:
        for i in range(start, len(candidates)):
            c = candidates[i]
            if c.value == remaining:
                if len(chosen) + 1 >= least:
                    options.append(chosen + (c,))
            elif c.value < remaining:
                extend(i + 1, remaining - c.value, chosen + (c,))

    extend(0, total, ())
    return options


def scores_scopa(move: Play, rule: str) -> bool:
    """Whether ``move``, clearing the table before the round's last card, is a scopa: always,
    but for an Ace taking the whole table by Asso piglia tutto (an Ace taking an Ace is one)."""
    return not (rule == ACE_TAKES_ALL and move.card.value == 1 and all(c.value != 1 for c in move.captures))


def legal_plays(hand: Sequence[Card], table: Sequence[Card], rule: str = CLASSIC) -> list[Play]:
    """The legal moves for ``hand`` on ``table`` under the capture ``rule``: hand order, then capture order."""
    moves: list[Play] = []
    for card in hand:
        options = capture_options(card, table, rule)
        if options:
            moves.extend(Play(card, option) for option in options)
        else:
            moves.append(Play(card))
    return moves


def refusal(move: Play, hand: Sequence[Card], table: Sequence[Card], rule: str = CLASSIC) -> IllegalMoveError | None:
    """Which rule ``move`` breaks under the capture ``rule``, as the error to raise; None when it is legal."""
    if move.card not in hand:
        return IllegalMoveError("not_in_hand", card=str(move.card))
    missing = [c for c in move.captures if c not in table]
    if missing:
        return IllegalMoveError("not_on_table", cards=card_names(missing))
    options = capture_options(move.card, table, rule)
    if move.captures in options or (not move.captures and not options):
        return None
    same = [c for c in table if c.value == move.card.value]
    if rule == ACE_TAKES_ALL and move.card.value == 1 and not same:
        return IllegalMoveError("ace_takes_all", card=str(move.card))
    if not move.captures:
        return IllegalMoveError("must_capture", card=str(move.card))
    total = sum(c.value for c in move.captures)
    if rule == FIFTEEN:
        if len(move.captures) == 1 and move.captures[0].value == move.card.value:
            return IllegalMoveError("fifteen_no_same_value", card=str(move.card))
        return IllegalMoveError("fifteen_sum", card=str(move.card), captures=card_names(move.captures),
                                total=total + move.card.value)
    if same and len(move.captures) > 1:
        return IllegalMoveError("same_value_first", card=str(move.card), same=card_names(same))
    return IllegalMoveError("wrong_sum", captures=card_names(move.captures), total=total, value=move.card.value)
