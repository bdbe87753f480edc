"""The meld finder: which combinations a hand can lay down, open with, or add to the table.

The UI (hints) and the computer players both call it every turn, so it works on
card counts indexed by card kind rather than on Card objects.

A candidate combination is a set of distinct cards of the hand (each kind at
most once, at most one joker), so a bundle of candidates fits in the hand when
no kind is asked for more often than the hand holds it.
"""

from __future__ import annotations

import functools
from collections.abc import Iterable, Sequence
from itertools import combinations
from typing import NamedTuple

from .cards import KINDS, SUITS, Card
from .melds import ACE_HIGH, MAX_RUN, MIN_CARDS, TableMeld, position_points, position_rank, set_points
from .moves import Add, SwapJoker

OPENING_POINTS = 40
#: How much work find_openings may do, in combinations checked (see there): ordinary
#: 14-card hands with two jokers need at most about 20,000.
SEARCH_LIMIT = 100_000
JOKER_KIND = len(KINDS) - 1
_KIND = {card: index for index, card in enumerate(KINDS)}
_SUIT_INDEX = {suit: index for index, suit in enumerate(SUITS)}
RANKS_PER_SUIT = 13
#: The most a card can count in a combination: Ace 11, J/Q/K 10, a joker standing for an Ace 11.
_BEST_VALUE = [max(set_points(c.rank), position_points(c.rank)) if c.rank else 11 for c in KINDS]


class Opening(NamedTuple):
    """One way to open: the combinations (in table order, as written), their points and card count."""

    melds: tuple[tuple[Card, ...], ...]
    points: int
    cards: int


class _Candidate(NamedTuple):
    kinds: tuple[int, ...]  # the card kinds it uses, one of each
    points: int
    cards: tuple[Card, ...]  # table order
    stands_for: tuple[int, ...]  # the kinds that may take its joker's place
    extended_by: tuple[int, ...]  # the kinds that could be added to it


def _kind_of(rank: int, suit_index: int) -> int:
    return suit_index * RANKS_PER_SUIT + rank - 1


def _counts(hand: Iterable[Card]) -> list[int]:
    counts = [0] * len(KINDS)
    for card in hand:
        counts[_KIND[card]] += 1
    return counts


def _candidates(hand: Iterable[Card]) -> list[_Candidate]:
    """Every combination the hand can form on its own: sets by rank, then runs by suit, in a fixed order.

    A joker may stand in for a card the hand also holds (that card can then go
    into another combination).
    """
    joker = False
    suits_held = [0] * (RANKS_PER_SUIT + 1)  # per rank, a bit per suit held
    ranks_held = [0] * len(SUITS)  # per suit, a bit per rank held (bit 0: the Ace)
    for card in hand:
        if card.rank:
            suit_index = _SUIT_INDEX[card.suit]
            suits_held[card.rank] |= 1 << suit_index
            ranks_held[suit_index] |= 1 << (card.rank - 1)
        else:
            joker = True
    found: list[_Candidate] = []
    fewest = 2 if joker else 3
    for rank in range(1, RANKS_PER_SUIT + 1):
        if suits_held[rank].bit_count() >= fewest:
            found.extend(_set_candidates(rank, suits_held[rank], joker))
    for suit_index, held in enumerate(ranks_held):
        found.extend(_run_candidates(suit_index, held, joker))
    return found


@functools.lru_cache(maxsize=1024)
def _set_candidates(rank: int, suits_held: int, joker: bool) -> tuple[_Candidate, ...]:
    """The sets of one rank from the suits held (bit i for suit i), with and without a joker."""
    held = [s for s in range(len(SUITS)) if suits_held >> s & 1]
    found = []
    value = set_points(rank)
    for size in (3, 4):
        for suits in combinations(held, size):
            kinds = tuple(_kind_of(rank, s) for s in suits)
            missing = tuple(_kind_of(rank, s) for s in range(len(SUITS)) if s not in suits)
            extended_by = missing + (JOKER_KIND,) if missing else ()
            found.append(_Candidate(kinds, value * size, tuple(KINDS[k] for k in kinds), (), extended_by))
    if joker:
        for size in (2, 3):
            for suits in combinations(held, size):
                kinds = tuple(_kind_of(rank, s) for s in suits)
                missing = tuple(_kind_of(rank, s) for s in range(len(SUITS)) if s not in suits)
                cards = tuple(KINDS[k] for k in kinds) + (KINDS[JOKER_KIND],)
                extended_by = missing if size == 2 else ()
                found.append(_Candidate(kinds + (JOKER_KIND,), value * (size + 1), cards, missing, extended_by))
    return tuple(found)


@functools.lru_cache(maxsize=8192)
def _run_candidates(suit_index: int, held_ranks: int, joker: bool) -> tuple[_Candidate, ...]:
    """The runs of one suit from the ranks held (bit r-1 for rank r), with and without a joker."""
    # kind of the card at each run position 1..14 (index 0 unused), and whether it is held
    kind_at = [0] + [_kind_of(position_rank(p), suit_index) for p in range(1, ACE_HIGH + 1)]
    have = [False] + [bool(held_ranks >> (position_rank(p) - 1) & 1) for p in range(1, ACE_HIGH + 1)]
    found = []
    for start in range(1, ACE_HIGH - MIN_CARDS + 2):
        gap = 0  # the one position a joker must fill, if any
        for end in range(start, min(start + MAX_RUN, ACE_HIGH + 1)):
            if not have[end]:
                if gap or not joker:
                    break
                gap = end
            if end - start + 1 < MIN_CARDS:
                continue
            positions = range(start, end + 1)
            points = sum(position_points(p) for p in positions)
            ends = () if end - start + 1 == MAX_RUN else tuple(kind_at[p] for p in (start - 1, end + 1) if 1 <= p <= ACE_HIGH)
            joker_places = [gap] if gap else [0, *positions] if joker else [0]
            for place in joker_places:
                kinds = tuple(JOKER_KIND if p == place else kind_at[p] for p in positions)
                stands_for = (kind_at[place],) if place else ()
                extended_by = ends if place or not ends else ends + (JOKER_KIND,)
                found.append(_Candidate(kinds, points, tuple(KINDS[k] for k in kinds), stands_for, extended_by))
    return tuple(found)


def find_melds(hand: Iterable[Card]) -> list[tuple[Card, ...]]:
    """Every combination the hand can lay down by itself (sets by rank, then runs by suit and start)."""
    return [c.cards for c in _candidates(hand)]


def find_openings(
    hand: Sequence[Card], min_points: int = OPENING_POINTS, must_include: Card | None = None
) -> list[Opening]:
    """The ways to open: bundles of combinations worth ``min_points`` or more that keep
    at least one card in hand to discard, and that nothing left in hand could join,
    as a further combination or at the end of one of theirs (so no opening is a mere
    part of another). With ``must_include`` (a card taken from the discard pile), only
    bundles that use it.

    Best first: most points, then most cards, then in card order. A joker that stands
    for a card the hand keeps is left out (the same opening with the real card and
    the joker kept is listed instead). Each opening lists its combinations in
    ``find_melds`` order.

    The search tries the biggest combinations first and stops after ``SEARCH_LIMIT``
    checks: only freak hands reach it (a long straight flush with jokers, which can be
    cut in thousands of ways), and then it returns the openings found so far.
    """
    counts = _counts(hand)
    size = len(hand)
    listed = [c for c in _candidates(hand) if len(c.cards) < size]
    used_kinds = {k for c in listed for k in c.kinds}
    reachable = sum(_BEST_VALUE[k] * counts[k] for k in used_kinds)
    if reachable < min_points:
        return []
    # Search the biggest combinations first; ``rank`` keeps find_melds order for the output.
    candidates = sorted(listed, key=lambda c: -c.points)
    rank = {c: i for i, c in enumerate(listed)}
    # The hand as one integer: a 4-bit field per kind holding 8 + its count. Taking a
    # candidate subtracts 1 from each of its fields; it fits while every field keeps its 8.
    guards = sum(8 << (4 * k) for k in range(len(KINDS)))
    masks = [sum(1 << (4 * k) for k in c.kinds) for c in candidates]
    worth = [sum(_BEST_VALUE[k] for k in c.kinds) for c in candidates]
    must = -1 if must_include is None else _KIND[must_include]
    must_count = counts[must] if must >= 0 else 0
    keep_real_cards = must != JOKER_KIND  # a taken joker must go down, even in place of a held card
    chosen: list[int] = []
    found: list[Opening] = []
    budget = [SEARCH_LIMIT]

    def search(fitting: list[int], first: int, hand_bits: int, points: int, left: int, reachable: int) -> None:
        if points + reachable < min_points:
            return
        if not fitting and points >= min_points:
            remaining = [(hand_bits >> (4 * k)) & 7 for k in range(len(KINDS))]
            bundle = sorted((candidates[i] for i in chosen), key=rank.__getitem__)
            if (
                (must < 0 or remaining[must] < must_count)
                and not (keep_real_cards and _joker_for_kept_card(bundle, remaining))
                and not (left > 1 and any(remaining[k] for c in bundle for k in c.extended_by))
            ):
                found.append(Opening(tuple(c.cards for c in bundle), points, size - left))
        for i in fitting:
            if i < first:
                continue
            budget[0] -= len(fitting)
            if budget[0] < 0:
                return
            after = hand_bits - masks[i]
            now_left = left - len(candidates[i].kinds)
            still = [j for j in fitting if (after - masks[j]) & guards == guards and len(candidates[j].kinds) < now_left]
            chosen.append(i)
            search(still, i, after, points + candidates[i].points, now_left, reachable - worth[i])
            chosen.pop()

    hand_bits = guards + sum(n << (4 * k) for k, n in enumerate(counts))
    search(list(range(len(candidates))), 0, hand_bits, 0, size, reachable)
    found.sort(key=lambda o: (-o.points, -o.cards, [[_KIND[c] for c in m] for m in o.melds]))
    return found


def _joker_for_kept_card(bundle: Sequence[_Candidate], counts: Sequence[int]) -> bool:
    """True when a combination's joker stands for a card still left in hand."""
    return any(counts[k] for candidate in bundle for k in candidate.stands_for)


def find_additions(hand: Iterable[Card], table: Sequence[TableMeld]) -> list[Add]:
    """Every single card of the hand that can go onto a table combination, meld by meld."""
    held = set(hand)
    return [
        Add(index, card, low)
        for index, meld in enumerate(table)
        for card, low in meld.additions()
        if card in held
    ]


def find_swaps(hand: Iterable[Card], table: Sequence[TableMeld]) -> list[SwapJoker]:
    """Every joker on the table that a card of the hand can take the place of."""
    held = set(hand)
    return [
        SwapJoker(index, card)
        for index, meld in enumerate(table)
        for card in meld.stands_for()
        if card in held
    ]
