"""Tressette's odds (issue 4.3): the deals they imagine agree with all the player has seen (a seat
that did not follow a suit holds none of it, the cards drawn in sight or shown by a declaration are
where they went, the played ones are gone), each card's points are the hand's as the engine counts
them at the end of the hand (whole points, the last trick, the declarations), the match chance is
the engine's own verdict on those hands, and the budget is counted in plays simulated."""

from __future__ import annotations

import dataclasses
import importlib
import random
from collections.abc import Iterator
from typing import Any

import pytest
from mazzo.coach.odds import odds, setup_of, ways
from mazzo.game import StateError
from mazzo.games import RULES
from tables import new_table, random_moves

TABLES = ["tressette", "tressette/4"]
#: The odds' module (``mazzo.coach`` names its ``odds`` function the same).
odds_module = importlib.import_module("mazzo.coach.odds")


def positions(table: str, count: int, seed: int, least_moves: int = 0) -> Iterator[Any]:
    """Seeded positions of ``table`` in play, after at least ``least_moves`` random cards."""
    rng = random.Random(seed)
    found = 0
    while found < count:
        state = random_moves(new_table(table, rng.randrange(10**6)), rng, least_moves + rng.randrange(36))
        if not state.round_over:
            found += 1
            yield state


def imagined(view: Any, rng: random.Random, most: int) -> tuple[Any, list[list[int]], bool]:
    """The odds' setup for ``view`` and the ways of the hidden cards they imagine."""
    setup = setup_of(view)
    layouts, exact = ways(setup.hidden, setup.hands, rng, most, setup.fits, setup.draw)
    return setup, layouts, exact


def breaks_the_view(view: Any, deal: Any) -> list[str]:
    """What ``deal`` (a full state) gets wrong about ``view``: a card of a suit a seat showed void in
    that it was not seen to get, a card known held elsewhere, a card played or in the player's hand."""
    known, voids, played = view.known_held(), view.voids(), view.played()
    wrong = []
    for seat, hand in enumerate(deal.hands):
        if seat == view.player:
            continue
        unknown = [card for card in hand if card not in known[seat]]
        wrong += [f"{seat} holds {card} of void {card.suit}" for card in unknown if card.suit in voids[seat]]
        wrong += [f"{seat} lacks known {card}" for card in known[seat] if card not in hand]
        wrong += [f"{seat} holds seen {card}" for card in hand if card in played or card in view.hand]
    wrong += [f"stock holds seen {card}" for card in deal.stock if card in played or card in view.hand or card in view.drawn]
    return wrong


@pytest.mark.parametrize("table", TABLES)
def test_the_imagined_deals_give_no_void_seat_a_card_of_its_suit_and_no_seen_card_to_a_hidden_hand(table):
    voids = 0
    for number, state in enumerate(positions(table, 12, seed=len(table), least_moves=8)):
        view = state.view(state.turn)
        voids += any(view.voids()[seat] for seat in range(state.PLAYERS) if seat != view.player)
        setup, layouts, _ = imagined(view, random.Random(number), 64)
        for layout in layouts:
            deal = setup.deal(layout)
            assert breaks_the_view(view, deal) == [], state.position()
            deal.validate()  # the engine's own check: a card off the suit led means none of that suit held
            assert deal.view(view.player) == view
    assert voids  # the positions did show voids


@pytest.mark.parametrize("table", TABLES)
def test_a_uniform_draw_would_break_the_voids_so_the_check_can_fail(table):
    """The check above catches what the shared odds' uniform draw would do in Tressette."""
    broken = 0
    for number, state in enumerate(positions(table, 12, seed=len(table), least_moves=8)):
        view = state.view(state.turn)
        setup = setup_of(view)
        layouts, _ = ways(setup.hidden, setup.hands, random.Random(number), 64)
        broken += any(breaks_the_view(view, setup.deal(layout)) for layout in layouts)
    assert broken


def end_positions(table: str, count: int) -> Iterator[Any]:
    """Positions near the hand's end where the hidden cards lie in few ways (every one counted once)."""
    rng, found = random.Random(table), 0
    while found < count:
        state = new_table(table, rng.randrange(10**6))
        while not state.round_over and (state.stock or sum(len(hand) for hand in state.hands) > 9):
            state = random_moves(state, rng, 1)
        if not state.round_over and any(state.view(state.turn).voids()):
            found += 1
            yield state


@pytest.mark.parametrize("table", TABLES)
def test_on_the_last_cards_every_way_that_fits_the_view_is_counted_once_and_only_those(table):
    ruled_out = 0
    for state in end_positions(table, 4):
        view = state.view(state.turn)
        setup, layouts, exact = imagined(view, random.Random(0), 10_000)
        assert exact
        every, _ = ways(setup.hidden, setup.hands, random.Random(0), 10_000)
        possible = []
        for layout in every:
            try:
                setup.deal(layout).validate()
            except StateError:
                continue
            possible.append(layout)
        assert layouts == possible
        assert odds(view, random.Random(0), deals=10_000).deals == len(possible)
        ruled_out += len(possible) < len(every)
    assert ruled_out or table == "tressette"  # at two, with the stock gone, the other hand is every unseen card


def played_out_by_the_engine(deal: Any, move: Any) -> Any:
    """``move`` in ``deal``, then Normal's card for every seat from its own view to the hand's end."""
    normal = RULES[deal.GAME].seating(deal.options).players["normal"]
    state = deal.apply(move)
    while not state.round_over:
        state = state.apply(normal(state.view(state.turn), random.Random(0)))
    return state


@pytest.mark.parametrize("table", TABLES)
def test_the_points_are_the_hand_points_the_engine_counts_declarations_and_last_trick_included(table):
    declared = 0
    for number, state in enumerate(positions(table, 8, seed=41)):
        view = state.view(state.turn)
        side = view.player % 2
        setup, layouts, _ = imagined(view, random.Random(number), 3)
        for layout in layouts:
            deal = setup.deal(layout)
            for move, value in zip(setup.moves, setup.values(layout), strict=True):
                ended = played_out_by_the_engine(deal, move)
                points = ended.hand_points
                assert value == points[side] - points[1 - side], (state.position(), str(move))
                declared += any(ended.declarations)
    assert declared  # declarations were counted in some hands


@pytest.mark.parametrize("table", TABLES)
def test_near_the_match_end_the_chance_is_the_engines_verdict_on_each_deal(table):
    for number, state in enumerate(positions(table, 4, seed=43)):
        state = dataclasses.replace(state, match_scores=(state.options.target - 4, state.options.target - 5))
        view = state.view(state.turn)
        setup, layouts, _ = imagined(view, random.Random(number), 3)
        for layout in layouts:
            deal = setup.deal(layout)
            for move, end in zip(setup.moves, setup.ends(layout), strict=True):
                winner = played_out_by_the_engine(deal, move).winner
                assert end == (None if winner is None else float(winner == view.player % 2))
        found = odds(view, random.Random(number))
        assert found.match_deals == found.deals and all(m.match is not None for m in found.moves)


def test_the_budget_is_plays_simulated_not_time():
    state = new_table("tressette", 9)
    view = state.view(state.turn)
    moves, plays_left = len(view.legal_moves()), 40
    affordable = odds_module.TRESSETTE_PLAYS // (moves * plays_left)
    expected = max(odds_module.TRESSETTE_FEWEST, min(odds_module.TRESSETTE_DEALS, affordable))
    found = odds(view, random.Random(1))
    assert found.deals == expected and not found.exact
    assert odds(view, random.Random(1)) == found
