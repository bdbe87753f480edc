"""Scala 40's computer players at tables of three and four (issue 3.5): legal whole matches, honest,
and Hard weighs what its discard gives the next player, the only one who may take it."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest
from honesty import hidden_cards_play_no_part
from mazzo.ai.scala40 import PLAYERS
from mazzo.ai.scala40_plan import FEED_DANGER, HARD, keep_values
from mazzo.ai.scala40_reading import passed_cards, wanted
from mazzo.ai.scala40_values import imagined_worlds
from mazzo.game import deal_rng, new_game
from mazzo.scala40 import Discard, ScalaFourState, ScalaThreeState, parse_move
from scala40_helpers import cards
from test_scala40_many_rules import seated

TABLES = [ScalaThreeState, ScalaFourState]


def whole_round(table, seed: int, levels: tuple[str, ...]):
    """Every (state, move) of a seeded round, seat ``i`` played by ``levels[i]``."""
    state = new_game(table, seed)
    steps = 0
    while not state.round_over:
        player = state.turn
        move = PLAYERS[levels[player]](state.view(player), deal_rng(seed, "computer", steps))
        yield state, move
        state = state.apply(move)
        steps += 1
        assert steps < 3000, state.position()


@pytest.mark.parametrize("table", TABLES)
def test_every_level_at_every_seat_makes_legal_moves_and_whole_matches_end(table):
    levels = ("easy", "normal", "hard", "normal")[: table.PLAYERS]
    state, rounds = new_game(table, 5), 0
    while not state.game_over:
        player = state.turn
        move = PLAYERS[levels[player]](state.view(player), random.Random(len(state.history)))
        assert move in state.legal_moves() or state.apply(move)
        state = state.apply(move)
        if state.round_over and not state.game_over:
            state, rounds = state.next_round(), rounds + 1
        assert rounds < 40
    assert state.winner is not None and state.left_in == (state.winner,)


def dealt_again(state, viewer: int, rng: random.Random):
    view = state.view(viewer)
    hidden = list(view.unseen())
    rng.shuffle(hidden)
    others = sum(view.hand_sizes[p] for p in view.others)
    return view.complete(hidden[:others], hidden[others:], seed=rng.randrange(1000))


@pytest.mark.parametrize("level", sorted(PLAYERS))
@pytest.mark.parametrize("table", TABLES)
def test_honest_each_level_decides_the_same_whatever_the_other_hands_and_the_stock_hold(table, level):
    states = [s for seed in (40, 41) for i, (s, _) in enumerate(whole_round(table, seed, ("hard",) * 4)) if i % 7 == 0]
    differed = hidden_cards_play_no_part(PLAYERS[level], states[:40], dealt_again, random.Random(3))
    assert differed >= len(states[:40]) - 1


def test_hard_never_feeds_the_next_player_a_card_they_could_add_to_the_table():
    # Hard is seat 1; QH and 3C fit the table and seat 2, who plays next, has opened: Hard keeps them back.
    table = ((2, "9HTHJH"), (2, "3D3S3H"))
    hands = ["AC 2D", "QH 3C 5S 6S 8D 9D", "4C 7C"]
    state = seated(ScalaThreeState, hands, opened=(False, False, True), melds=table, turn=1)
    for seed in range(6):
        assert PLAYERS["hard"](state.view(1), random.Random(seed)).card in set(cards("5S 6S 8D 9D"))


def test_hard_fears_feeding_a_table_card_only_to_the_next_player():
    # The same hand: with seat 2 (next) opened QH is guarded; with only seat 0 opened, who plays
    # after seat 2 and so can never take seat 1's discard, it is not.
    hands = ["AC 2D", "QH 3C 5S 6S 8D 9D", "4C 7C"]
    guarded = seated(ScalaThreeState, hands, opened=(False, False, True), melds=((2, "9HTHJH"),), turn=1)
    free = seated(ScalaThreeState, hands, opened=(True, False, False), melds=((0, "9HTHJH"),), turn=1)
    queen = cards("QH")[0]
    assert keep_values(guarded.view(1), HARD)[queen] >= FEED_DANGER > keep_values(free.view(1), HARD)[queen]


def test_hard_reads_every_other_player_close_to_closing():
    table = ((2, "9HTHJH"),)
    calm = seated(ScalaFourState, ["KS 2C 3D 5S 9C", "AC 2D 4H 6C 8D TC", "4C 7C 8S 2H 5H", "9D JD 3S 6H 7D AD"],
                  opened=(True, False, True, False), melds=table)
    close = seated(ScalaFourState, ["KS 2C 3D 5S 9C", "AC 2D 4H 6C 8D TC", "4C", "9D JD 3S 6H 7D AD"],
                   opened=(True, False, True, False), melds=table)
    assert PLAYERS["hard"](close.view(0), random.Random(0)) == Discard(cards("KS")[0])
    assert calm.view(0).others == (1, 2, 3) and close.view(0).next_player == 1


#: Seat 2 opens and discards; Hard (seat 0) and seat 1 play; seat 2, who plays after seat 1 and so
#: can never take Hard's discard, draws past seat 1's 9D; then Hard draws and is to play.
SEAT_2_DREW_PAST_9D = tuple(
    (player, parse_move(move))
    for player, move in (
        (2, "draw"), (2, "open 6H7H8H9H+JDJSJC"), (2, "discard 5C"),
        (0, "draw"), (0, "discard 2S"), (1, "draw"), (1, "discard 9D"), (2, "draw"), (2, "discard 4S"), (0, "draw"),
    )
)


def test_hard_reads_every_other_player_from_the_cards_they_drew_past():
    # Not only the next player: the deals Hard imagines give seat 2 fewer hands that would have
    # taken the 9D it drew past (a pair of nines, 8D or TD...), so more of those cards lie in the stock.
    hands = ["3C 4C KD QS", "AC 2D 4H 6C 8D TC", "KS 2C 3D 5S 9C"]
    table = ((2, "6H7H8H9H"), (2, "JDJSJC"))
    blind = seated(ScalaThreeState, hands, opened=(True, False, True), melds=table)
    read = replace(blind, history=SEAT_2_DREW_PAST_9D)
    nine = cards("9D")[0]
    assert passed_cards(read.view(0), 2) == [nine] and read.view(0).next_player == 1

    def wanting_nine(state) -> int:
        return sum(nine in wanted(world.hands[2]) for world in imagined_worlds(state.view(0), random.Random(1), 300))

    assert wanting_nine(read) < 0.7 * wanting_nine(blind)
