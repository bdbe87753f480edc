"""The meld finder against plain brute force: every combination, every opening, every addition."""

from __future__ import annotations

from collections import Counter
from itertools import combinations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from scala40_oracle import readings, run_groups

from mazzo.game import IllegalMoveError
from mazzo.scala40 import (
    JOKER,
    Add,
    Card,
    SwapJoker,
    TableMeld,
    find_additions,
    find_melds,
    find_openings,
    find_swaps,
    read_meld,
)
from mazzo.scala40.cards import parse_cards


def cards(text: str) -> tuple[Card, ...]:
    return tuple(Card.parse(t) for t in text.split())


def texts(melds) -> list[str]:
    return ["".join(map(str, m)) for m in melds]


# -- brute force -------------------------------------------------------------------------------


def arrangements(group: tuple[Card, ...]) -> set[tuple[Card, ...]]:
    """Every way to lay ``group`` down as one combination, as ``read_meld`` accepts it."""
    real = [c for c in group if c != JOKER]
    jokers = len(group) - len(real)
    tries = set()
    for ace in (1, 14):
        ordered = sorted(real, key=lambda c: (ace if c.rank == 1 else c.rank, c.suit))
        if jokers == 0:
            tries.add(tuple(ordered))
        elif jokers == 1:
            tries.update(tuple(ordered[:i] + [JOKER] + ordered[i:]) for i in range(len(ordered) + 1))
    found = set()
    for cards_in_order in tries:
        try:
            found.add(read_meld(cards_in_order)[0])
        except IllegalMoveError:
            pass
    return found


def sub_multisets(hand: tuple[Card, ...]) -> set[tuple[Card, ...]]:
    return {tuple(sorted(group)) for size in range(3, len(hand) + 1) for group in combinations(hand, size)}


def all_melds(hand: tuple[Card, ...]) -> set[tuple[Card, ...]]:
    return {m for group in sub_multisets(hand) for m in arrangements(group)}


def could_join(meld: tuple[Card, ...], card: Card) -> bool:
    """``card`` added at either end of ``meld`` still makes a combination."""
    for extended in ((*meld, card), (card, *meld)):
        try:
            read_meld(extended)
            return True
        except IllegalMoveError:
            pass
    return False


def brute_openings(hand: tuple[Card, ...], must: Card | None = None, min_points: int = 40) -> set[tuple]:
    """Every opening as find_openings defines it, by trying every bundle of combinations."""
    melds = sorted(all_melds(hand))
    found = set()

    def visit(first: int, left: Counter, chosen: list[tuple[Card, ...]]) -> None:
        size = sum(left.values())
        fitting = [m for m in melds if Counter(m) <= left and len(m) < size]
        if chosen and not fitting:
            points = sum(TableMeld.build(0, m).points for m in chosen)
            used = Counter(c for m in chosen for c in m)
            kept = set(left.elements())
            joker_for_kept = must != JOKER and any(
                set(TableMeld.build(0, m).stands_for()) & kept for m in chosen
            )
            joins = size > 1 and any(could_join(m, c) for m in chosen for c in kept)
            if points >= min_points and (must is None or used[must]) and not joker_for_kept and not joins:
                found.add(tuple(sorted(chosen)))
        for index in range(first, len(melds)):
            meld = melds[index]
            if meld in fitting:
                visit(index, left - Counter(meld), chosen + [meld])

    visit(0, Counter(hand), [])
    return found


# A small pool makes combinations frequent: three suits, low and high ranks, jokers.
POOL = [Card(rank, suit) for suit in "DHS" for rank in (1, 2, 3, 4, 5, 10, 11, 12, 13)] + [JOKER]
hands = st.lists(st.sampled_from(POOL), min_size=3, max_size=9).filter(
    lambda h: max(Counter(h).values()) <= 2
).map(lambda h: tuple(sorted(h)))


# -- examples ----------------------------------------------------------------------------------


def test_find_melds_lists_sets_then_runs_with_every_place_a_joker_can_take():
    melds = texts(find_melds(cards("QD QS QC 7H 8H JK")))
    assert melds == ["QDQSQC", "QDQSJK", "QDQCJK", "QSQCJK", "QDQSQCJK", "JK7H8H", "7H8HJK"]


def test_find_openings_gives_the_best_openings_first_and_none_that_is_part_of_another():
    found = find_openings(cards("7H 8H 9H QS QD QC JK 2C 5D"))
    assert [(o.points, o.cards, texts(o.melds)) for o in found] == [
        (64, 7, ["QDQSQC", "7H8H9HJK"]),
        (64, 7, ["QDQSQCJK", "7H8H9H"]),
        (60, 7, ["QDQSQC", "JK7H8H9H"]),
    ]


def test_find_openings_needs_40_points():
    assert find_openings(cards("2D 3D 4D TH JH QH KC")) == []
    assert [texts(o.melds) for o in find_openings(cards("AD 2D 3D 4D TH JH QH KC"))] == [["AD2D3D4D", "THJHQH"]]


def test_find_openings_keeps_a_card_to_discard():
    found = find_openings(cards("QD QS QC KD KS KC"))
    assert [texts(o.melds) for o in found] == []
    found = find_openings(cards("QD QS QC KD KS KC 2H"))
    assert [texts(o.melds) for o in found] == [["QDQSQC", "KDKSKC"]]


def test_find_openings_with_a_taken_discard_uses_it():
    hand = cards("QD QS QC KD KS KH JD JS JH 2C 5C")
    assert [texts(o.melds) for o in find_openings(hand, must_include=Card(12, "C"))] == [["JDJHJS", "QDQSQC", "KDKHKS"]]
    assert find_openings(hand, must_include=Card(2, "C")) == []


def test_find_openings_with_a_taken_joker_lets_it_stand_for_a_card_the_hand_keeps():
    hand = cards("7H 8H 9H KD KS KH 2C JK")
    assert find_openings(hand, must_include=JOKER)
    assert all(JOKER in [c for m in o.melds for c in m] for o in find_openings(hand, must_include=JOKER))


def test_find_additions_and_swaps_on_the_table():
    table = (TableMeld.build(1, cards("7H 8H 9H")), TableMeld.build(1, cards("QS QD JK")))
    adds = find_additions(cards("6H TH QC JK 2C"), table)
    assert [str(a) for a in adds] == ["add 0 TH", "add 0 JK", "add 0 6H low", "add 0 JK low", "add 1 QC"]
    assert find_swaps(cards("QH QC 2C"), table) == [SwapJoker(1, Card(12, "H")), SwapJoker(1, Card(12, "C"))]


# -- against brute force -----------------------------------------------------------------------


@settings(max_examples=150, deadline=None)
@given(hands)
def test_find_melds_finds_exactly_every_combination_the_hand_can_make(hand):
    found = find_melds(hand)
    assert len(found) == len(set(found))
    assert set(found) == all_melds(hand)
    assert all(read_meld(m)[0] == m for m in found), "combinations come in table order"


@settings(max_examples=200, deadline=None)
@given(hands, st.sampled_from([None, *POOL]))
def test_find_openings_finds_exactly_the_openings_brute_force_finds(hand, must):
    if must is not None and must not in hand:
        must = None
    found = find_openings(hand, must_include=must)
    assert {tuple(sorted(o.melds)) for o in found} == brute_openings(hand, must)
    for opening in found:
        assert opening.points == sum(TableMeld.build(0, m).points for m in opening.melds) >= 40
        assert opening.cards == sum(len(m) for m in opening.melds) < len(hand)
    keys = [(-o.points, -o.cards) for o in found]
    assert keys == sorted(keys), "best first"


@settings(max_examples=200, deadline=None)
@given(hands, st.lists(st.sampled_from(["7H8H9H", "QSQDJK", "AD2DJK", "JKKSAS", "2D2H2S", "3D4D5D6D7D8D9DTDJDQDKD"]),
                       max_size=3))
def test_find_additions_and_swaps_find_exactly_what_brute_force_finds(hand, table_texts):
    table = tuple(TableMeld.build(1, parse_cards(t)) for t in table_texts)
    expected_adds = []
    expected_swaps = []
    for index, meld in enumerate(table):
        for card in sorted(set(hand)):
            for low in (False, True):
                extended = (card, *meld.cards) if low else (*meld.cards, card)
                try:
                    made, start = read_meld(extended)
                except IllegalMoveError:
                    continue
                if meld.start or not low:
                    expected_adds.append(Add(index, card, low))
            if JOKER in meld.cards and card != JOKER:
                swapped = tuple(card if c == JOKER else c for c in meld.cards)
                try:
                    read_meld(swapped)
                    expected_swaps.append(SwapJoker(index, card))
                except IllegalMoveError:
                    pass
    assert sorted(find_additions(hand, table), key=str) == sorted(expected_adds, key=str)
    assert sorted(find_swaps(hand, table), key=str) == sorted(expected_swaps, key=str)


@pytest.mark.parametrize("text", ["JK JK AH 3C 3D 3S 5H 5S 9D 9S TD JD QD KD", "JK JK AH 2H 3H 4H 5H 6H 7H 8H 9H TH JH QH"])
def test_find_openings_handles_hard_14_card_hands_with_two_jokers(text):
    found = find_openings(cards(text))
    assert found and all(o.points >= 40 and o.cards <= 13 for o in found)
    assert all(len(m) >= 3 and sum(c == JOKER for c in m) <= 1 for o in found for m in o.melds)


# -- long runs against the brute-force reading (tests/scala40_oracle.py) -----------------------

WHOLE_SUIT = tuple(Card(rank, "H") for rank in range(1, 14))


@pytest.mark.parametrize("hand", [WHOLE_SUIT + (JOKER,), WHOLE_SUIT[1:] + (JOKER,), WHOLE_SUIT[:6] + WHOLE_SUIT[7:] + (JOKER,)])
def test_find_melds_lists_every_reading_of_every_run_of_a_whole_suit_with_a_joker(hand):
    expected = {order for size in range(3, len(hand) + 1) for group in combinations(hand, size) for order in readings(group)}
    assert set(find_melds(hand)) == expected


BIG_RUNS = [g for length in range(8, 14) for g in run_groups(length) if max(readings(g).values(), default=0) >= 40]


@pytest.mark.parametrize("group", BIG_RUNS, ids=lambda g: "".join(map(str, g)))
def test_find_openings_lists_a_long_run_at_its_best_value(group):
    expected = readings(group)
    best = max(expected.values())
    whole = [o for o in find_openings((*group, Card(5, "C"))) if len(o.melds) == 1 and len(o.melds[0]) == len(group)]
    assert whole and whole[0].points == best and expected[whole[0].melds[0]] == best


TABLE_RUNS = sorted({order for length in range(3, 14) for g in run_groups(length) for order in readings(g)})


def test_cards_go_onto_table_runs_of_every_length_exactly_where_brute_force_says_at_its_value():
    for order in TABLE_RUNS:
        meld = TableMeld.build(1, order)
        assert meld.points == readings(order)[order]
        expected = set()
        for card in (*sorted(set(WHOLE_SUIT)), JOKER, Card(7, "S")):
            for low in (False, True):
                grown = (card, *order) if low else (*order, card)
                if grown in readings(grown):
                    expected.add((card, low))
                    assert meld.with_card(card, low).points == readings(grown)[grown]
        assert set(meld.additions()) == expected, meld.text


def test_a_joker_in_a_table_run_of_any_length_gives_way_to_exactly_the_card_of_its_place():
    for order in (o for o in TABLE_RUNS if JOKER in o):
        meld = TableMeld.build(1, order)
        swapped = {c: tuple(c if x == JOKER else x for x in order) for c in WHOLE_SUIT}
        expected = [c for c, cards_after in swapped.items() if cards_after in readings(cards_after)]
        assert list(meld.stands_for()) == expected, meld.text
        assert meld.with_joker_replaced(expected[0]).points == meld.points
