"""Combinations: what makes a set or a run, what they are worth, and how they grow.

A combination is written as its cards in table order, ``7HJK9H``: a run from
low to high, with a joker in the place of the card it stands for; a set in any
order (it is kept as D H S C, joker last). Positions in a run go from 1 (the
Ace below the 2) through 13 (the King) to 14 (the Ace above the King); a run
never holds both, so K-A-2 is impossible.

A joker in a run stands for the one card of its position. A joker in a set
stands for the set's rank in *any* suit the set is missing: in 7H 7S JK it is
7D or 7C (either may take its place), in 7D 7H 7S JK it is 7C.
"""

from __future__ import annotations

import functools
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from ..game import IllegalMoveError
from .cards import JOKER, SUITS, Card, card_names, cards_text

MIN_CARDS = 3
MAX_SET = 4
ACE_HIGH = 14
MAX_RUN = 13  # A..K or 2..A: a run may not hold both Aces
FACE_VALUE = 10
ACE_VALUE = 11


def position_rank(position: int) -> int:
    """The rank of the card at a run position (14 is the Ace above the King)."""
    return 1 if position == ACE_HIGH else position


def position_points(position: int) -> int:
    """What a card counts at a run position: the low Ace 1, the high Ace 11, J/Q/K 10."""
    if position == ACE_HIGH:
        return ACE_VALUE
    return min(position, FACE_VALUE)


def set_points(rank: int) -> int:
    """What a card of a set counts: the Ace 11, J/Q/K 10, others their face value."""
    return ACE_VALUE if rank == 1 else min(rank, FACE_VALUE)


def _suit_order(card: Card) -> int:
    return SUITS.index(card.suit) if card.suit else len(SUITS)


def _set_cards(cards: Sequence[Card]) -> tuple[Card, ...]:
    """Check a set and return it in table order; raises IllegalMoveError."""
    text = cards_text(cards)
    if len(cards) > MAX_SET:
        raise IllegalMoveError("set_too_big", cards=text, most=MAX_SET)
    suits = [c.suit for c in cards if not c.is_joker]
    doubled = sorted({str(c) for c in cards if not c.is_joker and suits.count(c.suit) > 1})
    if doubled:
        raise IllegalMoveError("set_repeats_suit", cards=text, repeated=doubled)
    return tuple(sorted(cards, key=_suit_order))


def _run_start(cards: Sequence[Card]) -> int:
    """Check a run written low to high and return the position of its first card."""
    text = cards_text(cards)
    real = [(i, c) for i, c in enumerate(cards) if not c.is_joker]
    if len({c.suit for _, c in real}) > 1:
        raise IllegalMoveError("meld_mixed", cards=text)
    if len(cards) > MAX_RUN:
        raise IllegalMoveError("run_too_long", cards=text, most=MAX_RUN)
    first_index, first = real[0]
    for first_position in (1, ACE_HIGH) if first.rank == 1 else (first.rank,):
        start = first_position - first_index
        if start >= 1 and start + len(cards) - 1 <= ACE_HIGH and all(
            position_rank(start + i) == c.rank for i, c in real
        ):
            return start
    if _wraps_around(real):
        raise IllegalMoveError("run_wraps", cards=text)
    if len(real) > 1 and real[0][1].rank > real[-1][1].rank and real[-1][1].rank != 1:
        raise IllegalMoveError("run_order", cards=text)
    raise IllegalMoveError("run_gap", cards=text)


def _wraps_around(real: Sequence[tuple[int, Card]]) -> bool:
    """True when the cards would follow each other only by going on from the King to the Ace and the 2."""
    first_index, first = real[0]
    return all((first.rank - 1 + i - first_index) % 13 + 1 == c.rank for i, c in real)


def read_meld(cards: Sequence[Card]) -> tuple[tuple[Card, ...], int]:
    """Check a combination as written; return its cards in table order and its run start (0 for a set).

    Raises IllegalMoveError saying which rule it breaks.
    """
    text = cards_text(cards)
    if len(cards) < MIN_CARDS:
        raise IllegalMoveError("meld_too_short", cards=text, fewest=MIN_CARDS)
    jokers = sum(1 for c in cards if c.is_joker)
    if jokers > 1:
        raise IllegalMoveError("meld_two_jokers", cards=text)
    real = [c for c in cards if not c.is_joker]
    if len({c.rank for c in real}) == 1:
        return _set_cards(cards), 0
    return tuple(cards), _run_start(cards)


@dataclass(frozen=True, slots=True)
class TableMeld:
    """A combination on the table: who laid it down, its cards in table order,
    and for a run the position of its first card (``start``; 0 for a set)."""

    owner: int
    cards: tuple[Card, ...]
    start: int

    @classmethod
    def build(cls, owner: int, cards: Sequence[Card]) -> TableMeld:
        """A checked combination (IllegalMoveError if it is not one)."""
        table_cards, start = read_meld(cards)
        return cls(owner, table_cards, start)

    @property
    def kind(self) -> str:
        return "set" if self.start == 0 else "run"

    @property
    def text(self) -> str:
        return cards_text(self.cards)

    def _real(self) -> list[Card]:
        return [c for c in self.cards if not c.is_joker]

    @property
    def joker_index(self) -> int | None:
        return self.cards.index(JOKER) if JOKER in self.cards else None

    @property
    def points(self) -> int:
        """What the combination counts towards an opening (a joker as the card it stands for)."""
        if self.start == 0:
            return set_points(self._real()[0].rank) * len(self.cards)
        return sum(position_points(self.start + i) for i in range(len(self.cards)))

    def stands_for(self) -> tuple[Card, ...]:
        """The cards that may take the joker's place (none without a joker)."""
        return _stands_for(self.cards, self.start)

    def additions(self) -> tuple[tuple[Card, bool], ...]:
        """Every card that may be added, with ``low`` True for the low end of a run:
        the missing suits of a set, the next card at each end of a run, and a joker
        wherever a card may go while the combination has none."""
        return _additions(self.cards, self.start)

    def why_not_add(self, card: Card, low: bool) -> IllegalMoveError | None:
        """Why ``card`` cannot be added (at the low end of a run when ``low``), as the error to raise; None if it can."""
        if (card, low) in self.additions():
            return None
        meld = self.text
        if card.is_joker and JOKER in self.cards:
            return IllegalMoveError("joker_already", meld=meld)
        if self.start == 0:
            if low:
                return IllegalMoveError("set_has_no_end", meld=meld)
            if len(self.cards) == MAX_SET:
                return IllegalMoveError("set_full", meld=meld)
            if card.rank != self._real()[0].rank:
                return IllegalMoveError("wrong_rank", card=str(card), meld=meld)
            return IllegalMoveError("suit_already", meld=meld)
        if len(self.cards) == MAX_RUN:
            return IllegalMoveError("run_full", meld=meld)
        end = "low" if low else "high"
        wanted = [c for c, at_low in self.additions() if at_low == low and not c.is_joker]
        if not wanted:
            return IllegalMoveError("run_end_closed", end=end, meld=meld)
        return IllegalMoveError("wrong_end", card=str(card), end=end, meld=meld, wanted=str(wanted[0]))

    def with_card(self, card: Card, low: bool) -> TableMeld:
        """The combination after adding ``card`` (IllegalMoveError if it does not fit)."""
        why = self.why_not_add(card, low)
        if why:
            raise why
        if self.start == 0:
            return TableMeld(self.owner, tuple(sorted((*self.cards, card), key=_suit_order)), 0)
        if low:
            return TableMeld(self.owner, (card, *self.cards), self.start - 1)
        return TableMeld(self.owner, (*self.cards, card), self.start)

    def with_joker_replaced(self, card: Card) -> TableMeld:
        """The combination after ``card`` takes the joker's place (IllegalMoveError if it may not)."""
        index = self.joker_index
        if index is None:
            raise IllegalMoveError("no_joker", meld=self.text)
        options = self.stands_for()
        if card not in options:
            raise IllegalMoveError("joker_stands_for", meld=self.text, cards=card_names(options), card=str(card))
        if self.start == 0:
            real = self._real()
            return TableMeld(self.owner, tuple(sorted((*real, card), key=_suit_order)), 0)
        return TableMeld(self.owner, self.cards[:index] + (card,) + self.cards[index + 1 :], self.start)

    def to_dict(self) -> dict[str, Any]:
        """The combination as the table shows it, with what its joker stands for."""
        index = self.joker_index
        joker = None if index is None else {"index": index, "stands_for": card_names(self.stands_for())}
        return {"owner": self.owner, "kind": self.kind, "cards": card_names(self.cards), "joker": joker}


# The two questions the finder asks of every table combination every turn, remembered
# by combination (a combination changes only when a card joins it).


@functools.lru_cache(maxsize=4096)
def _stands_for(cards: tuple[Card, ...], start: int) -> tuple[Card, ...]:
    if JOKER not in cards:
        return ()
    real = [c for c in cards if not c.is_joker]
    if start == 0:
        held = {c.suit for c in real}
        return tuple(Card(real[0].rank, s) for s in SUITS if s not in held)
    return (Card(position_rank(start + cards.index(JOKER)), real[0].suit),)


@functools.lru_cache(maxsize=4096)
def _additions(cards: tuple[Card, ...], start: int) -> tuple[tuple[Card, bool], ...]:
    real = [c for c in cards if not c.is_joker]
    joker_allowed = len(real) == len(cards)
    found = []
    if start == 0:
        if len(cards) == MAX_SET:
            return ()
        held = {c.suit for c in real}
        found = [(Card(real[0].rank, s), False) for s in SUITS if s not in held]
        if joker_allowed:
            found.append((JOKER, False))
        return tuple(found)
    if len(cards) == MAX_RUN:
        return ()
    end = start + len(cards) - 1
    for position, low in ((end + 1, False), (start - 1, True)):
        if 1 <= position <= ACE_HIGH:
            found.append((Card(position_rank(position), real[0].suit), low))
            if joker_allowed:
                found.append((JOKER, low))
    return tuple(found)
