"""The rules' reading of a group of cards by brute force, to hold the engine's meld reading against.

Every assignment is tried one by one: each Ace below the 2 or above the King, the joker as
any card of any position, and the group kept when its cards then stand in one place each,
one after the other, in one suit, never holding both Aces. Written from the rules of
docs/scala40.md alone, sharing no code with the engine.
"""

from __future__ import annotations

from itertools import product
from typing import Sequence

from mazzo.scala40 import JOKER, Card

LOW_ACE, HIGH_ACE = 1, 14
SUIT_ORDER = "DHSC"


def card_value(rank: int) -> int:
    """A card's points in a set: the Ace 11, J/Q/K 10, the others their face value."""
    return 11 if rank == 1 else min(rank, 10)


def position_value(position: int) -> int:
    """A card's points at a run position: the low Ace 1, the high Ace 11."""
    return 1 if position == LOW_ACE else card_value(position if position < HIGH_ACE else 1)


def readings(group: Sequence[Card]) -> dict[tuple[Card, ...], int]:
    """Every table order in which ``group`` (given in any order) is a combination, with its points."""
    real = [c for c in group if c != JOKER]
    jokers = len(group) - len(real)
    if len(group) < 3 or jokers > 1:
        return {}
    if len({c.rank for c in real}) == 1:
        return _set_reading(group, real)
    found: dict[tuple[Card, ...], int] = {}
    real_places = [(LOW_ACE, HIGH_ACE) if c.rank == 1 else (c.rank,) for c in real]
    joker_places = [range(LOW_ACE, HIGH_ACE + 1)] * jokers
    for places in product(*real_places, *joker_places):
        ordered = sorted(places)
        if ordered != list(range(ordered[0], ordered[0] + len(group))):
            continue  # not one card per place, one after the other
        if LOW_ACE in places and HIGH_ACE in places or len({c.suit for c in real}) > 1:
            continue
        cards_at = dict(zip(places, [*real, *[JOKER] * jokers]))
        found[tuple(cards_at[p] for p in ordered)] = sum(map(position_value, ordered))
    return found


def _set_reading(group: Sequence[Card], real: Sequence[Card]) -> dict[tuple[Card, ...], int]:
    if len(group) > 4 or len({c.suit for c in real}) < len(real):
        return {}
    order = tuple(sorted(real, key=lambda c: SUIT_ORDER.index(c.suit))) + (JOKER,) * (len(group) - len(real))
    return {order: card_value(real[0].rank) * len(group)}


def best_value(group: Sequence[Card]) -> int | None:
    """The most ``group`` counts as a combination, or None if it is none."""
    return max(readings(group).values(), default=None)


def run_groups(length: int, suit: str = "H") -> list[tuple[Card, ...]]:
    """Every group of ``length`` cards of ``suit`` at consecutive positions (1 is the Ace below
    the 2, 14 the Ace above the King), from every first position: all real cards, then the
    joker in the place of each card in turn (either end, every gap between)."""
    groups = []
    for first in range(LOW_ACE, HIGH_ACE - length + 2):
        real = [Card(1 if p == HIGH_ACE else p, suit) for p in range(first, first + length)]
        groups.append(tuple(real))
        groups.extend(tuple(real[:i] + [JOKER] + real[i + 1 :]) for i in range(length))
    return groups
