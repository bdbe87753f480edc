"""Scala 40 for three and four (issue 3.5): one test per rule, named after it."""

from __future__ import annotations

import json
import random
from collections import Counter

import pytest
from mazzo.game import IllegalMoveError, StateError, new_game, play_random
from mazzo.scala40 import (
    ScalaFourState,
    ScalaManyState,
    ScalaThreeState,
    TableMeld,
    parse_cards,
    parse_move,
)
from mazzo.scala40.cards import FULL_DECK, HAND_SIZE
from mazzo.scala40.count import still_in
from refusal import refused
from scala40_helpers import cards

TABLES = [ScalaThreeState, ScalaFourState]


def seated(
    table: type[ScalaManyState],
    hands: list[str],
    *,
    opened: tuple[bool, ...] | None = None,
    melds: tuple[tuple[int, str], ...] = (),
    turn: int = 0,
    phase: str = "play",
    scores: tuple[int, ...] | None = None,
    out: tuple[bool, ...] | None = None,
    dealer: int | None = None,
    opened_now: bool = False,
) -> ScalaManyState:
    """A checked position of ``table`` with the named hands (one per seat); the other cards are the stock."""
    players = table.PLAYERS
    table_melds = tuple(TableMeld.build(owner, parse_cards(text)) for owner, text in melds)
    named = Counter([*(c for h in hands for c in cards(h)), *(c for m in table_melds for c in m.cards), *cards("5C")])
    rest = tuple(sorted((FULL_DECK - named).elements()))
    out = out or (False,) * players
    state = table(
        options=table.OPTIONS(),
        seed=0,
        round_no=0,
        dealer=(turn - 1) % players if dealer is None else dealer,
        turn=turn,
        phase=phase,
        hands=tuple(tuple(sorted(cards(h))) for h in hands),
        stock=rest,
        discard=cards("5C"),
        table=table_melds,
        opened=opened or (False,) * players,
        taken=None,
        opened_now=opened_now,
        rebuilt=False,
        match_scores=scores or (0,) * players,
        out=out,
    )
    return table.from_dict(state.to_dict())


def play(state, *moves: str):
    for move in moves:
        state = state.apply(parse_move(move))
    return state


@pytest.mark.parametrize("table", TABLES)
def test_three_or_four_players_share_the_108_cards_13_each_one_card_up_the_rest_the_stock(table):
    for seed in range(20):
        state = new_game(table, seed)
        assert [len(h) for h in state.hands] == [HAND_SIZE] * table.PLAYERS
        assert len(state.discard) == 1 and not state.discard[0].is_joker
        assert len(state.stock) == 108 - HAND_SIZE * table.PLAYERS - 1
        assert Counter([*(c for h in state.hands for c in h), *state.stock, *state.discard]) == FULL_DECK


@pytest.mark.parametrize("table", TABLES)
def test_play_starts_after_the_dealer_and_passes_in_a_fixed_direction(table):
    state = new_game(table, 4)
    players = table.PLAYERS
    assert state.turn == (state.dealer + 1) % players
    seen = [state.turn]
    while len(seen) < 2 * players:
        state = play(state, "draw", f"discard {state.hands[state.turn][0]}")
        seen.append(state.turn)
    assert seen == [(state.dealer + 1 + i) % players for i in range(2 * players)]


@pytest.mark.parametrize("table", TABLES)
def test_the_deal_passes_on_each_round(table):
    state = new_game(table, 2)
    dealers = [state.dealer]
    rng = random.Random(2)
    while len(dealers) < 4:
        state = play_random(state, rng)
        if state.game_over or any(s >= 101 for s in state.scores):
            break
        state = state.next_round()
        dealers.append(state.dealer)
    assert dealers == [(dealers[0] + i) % table.PLAYERS for i in range(len(dealers))]


def test_a_player_adds_to_any_players_melds_once_opened():
    state = seated(
        ScalaThreeState, ["TH 2C 3C", "4D 9S", "KC KD"], opened=(True, False, True), melds=((2, "7H8H9H"),)
    )
    after = play(state, "add 0 TH")
    assert after.table[0].owner == 2 and after.table[0].cards == cards("7H 8H 9H TH")
    with refused(IllegalMoveError, "not_opened"):
        play(state._but(opened=(False, False, True)), "add 0 TH")


def test_a_joker_is_taken_back_from_any_players_meld():
    state = seated(ScalaFourState, ["8H 2C 3C", "4D", "9S", "KC"], opened=(True, True, False, False),
                   melds=((1, "7HJK9H"),))
    after = play(state, "swap 0 8H")
    assert after.table[0].cards == cards("7H 8H 9H") and "JK" in map(str, after.hands[0])


def test_the_stock_is_rebuilt_from_the_discards_and_a_second_end_voids_the_round():
    state = seated(ScalaThreeState, ["2C 3C", "4D 9S", "KC KD"])
    state = state._but(stock=(), discard=state.stock + state.discard, phase="draw")
    after = play(state, "draw")
    assert after.rebuilt and len(after.discard) == 1 and after.result is None
    void = play(after._but(stock=(), phase="draw"), "draw")
    assert void.result is not None and void.result.void and void.result.points == (0, 0, 0)


@pytest.mark.parametrize("table", TABLES)
def test_when_a_player_closes_every_other_player_pays_their_hand(table):
    players = table.PLAYERS
    hands = ["KC", "AC KD", "2C 3C", "JK 5D"][:players]
    state = seated(table, hands, opened=(True, True, False, True)[:players])
    closed = play(state, "discard KC")
    expected = (0, 21, 100, 30)[:players]
    assert closed.result.closer == 0 and closed.result.points == expected and closed.scores == expected


def test_closing_in_the_turn_of_the_opening_doubles_every_other_players_penalty():
    state = seated(ScalaThreeState, ["KC", "AC KD", "2C 3C"], opened=(True, True, False), opened_now=True)
    closed = play(state, "discard KC")
    assert closed.result.doubled and closed.result.points == (0, 42, 200)


def test_a_player_who_reaches_101_is_out_and_the_others_play_on():
    state = seated(ScalaFourState, ["KC", "AC KD", "2C 3C", "4D"], opened=(True, True, False, True),
                   scores=(0, 0, 10, 5))
    closed = play(state, "discard KC")
    assert closed.scores == (0, 21, 110, 9) and not closed.game_over and closed.left_in == (0, 1, 3)
    assert closed.round_summary()["players"][2]["out"] is True
    following = closed.next_round()
    assert following.out == (False, False, True, False) and following.hands[2] == ()
    assert all(len(following.hands[p]) == HAND_SIZE for p in (0, 1, 3))
    assert following.dealer != 2 and following.turn != 2
    view = following.view(0)
    assert view.out == (False, False, True, False) and view.to_dict()["out"] == [False, False, True, False]
    turns = set()
    state = following
    for _ in range(8):
        turns.add(state.turn)
        state = play(state, "draw", f"discard {state.hands[state.turn][0]}")
    assert turns == {0, 1, 3}


def test_the_last_player_left_wins_the_match():
    state = seated(ScalaThreeState, ["-", "KC", "AC KD 2C 3C"], opened=(False, True, False),
                   scores=(150, 90, 20), out=(True, False, False), turn=1, dealer=2)
    closed = play(state, "discard KC")
    assert closed.scores == (150, 90, 120) and closed.game_over and closed.winner == 1 and closed.left_in == (1,)
    with refused(IllegalMoveError, "game_over"):
        closed.next_round()


def test_if_every_remaining_player_reaches_101_in_the_same_round_the_lowest_wins():
    assert still_in((0, 1, 2), (130, 120, 140), 101) == (1,)


def test_equal_lowest_scores_play_another_round_among_those_tied():
    assert still_in((0, 1, 2, 3), (130, 120, 120, 140), 101) == (1, 2)
    tied = seated(ScalaFourState, ["-", "AC KD 2C", "3C 4D 5D KC", "-"], scores=(130, 120, 120, 140),
                  out=(True, False, False, True), turn=1, dealer=2)
    assert not tied.game_over and tied.playing == (1, 2) and tied.next_seat(2) == 1


def test_a_player_out_holds_nothing_and_is_checked_when_a_save_is_read():
    with refused(StateError, "seats_out_wrong"):  # seat 0 is out but still holds a card
        seated(ScalaThreeState, ["KC", "AC KD", "2C 3C"], scores=(150, 0, 0), out=(True, False, False), turn=1, dealer=2)
    with refused(StateError, "seats_out_wrong"):  # seat 0 is out under the target
        seated(ScalaThreeState, ["-", "AC KD", "2C 3C"], scores=(50, 0, 0), out=(True, False, False), turn=1, dealer=2)
    with refused(StateError, "target_reached"):  # seat 1 is in at the target while seat 2 is under it
        seated(ScalaThreeState, ["KC", "AC KD", "2C 3C"], scores=(0, 101, 0))


@pytest.mark.parametrize("table", TABLES)
def test_each_view_holds_its_own_hand_every_meld_with_its_owner_others_hand_sizes_who_opened_scores_and_who_is_out(
    table,
):
    state = new_game(table, 9)
    rng = random.Random(9)
    for _ in range(120):
        if state.round_over:
            break
        moves = state.legal_moves()
        state = state.apply(moves[rng.randrange(len(moves))])
    for seat in range(table.PLAYERS):
        view = state.view(seat).to_dict()
        assert view["hand"] == [str(c) for c in state.hands[seat]]
        assert view["hand_sizes"] == [len(h) for h in state.hands]
        assert [m["owner"] for m in view["table"]] == [m.owner for m in state.table]
        assert view["opened"] == list(state.opened) and view["out"] == list(state.out)
        assert view["scores"] == list(state.scores) and "opponent_hand_size" not in view
        text = json.dumps({k: v for k, v in view.items() if k not in ("hand", "history")})
        assert "stock" not in view and "seed" not in view and '"hands"' not in text


@pytest.mark.parametrize("table", TABLES)
def test_positions_and_saves_round_trip_through_whole_matches(table):
    for seed in range(6):
        state, rng = new_game(table, seed), random.Random(seed)
        while True:
            for _ in range(40):
                if state.round_over:
                    break
                moves = state.legal_moves()
                state = state.apply(moves[rng.randrange(len(moves))])
                assert table.from_position(state.position()).position() == state.position()
                assert table.from_dict(json.loads(json.dumps(state.to_dict()))) == state
            state = play_random(state, rng)
            if state.game_over:
                break
            state = state.next_round()


def test_a_move_out_of_turn_is_refused_with_its_code():
    state = seated(ScalaThreeState, ["KC 2C", "AC KD", "2C 3C"], phase="draw")
    for seat in (1, 2):
        refusal = state.view(seat).refusal("draw")
        assert refusal is not None and refusal.code == "not_your_turn" and state.view(seat).legal_moves() == []
    assert state.view(0).refusal("draw") is None
    with refused(IllegalMoveError, "draw_first"):
        play(state, "discard KC")


def test_drawing_melding_the_40_opening_and_discarding_work_as_for_two():
    state = seated(ScalaFourState, ["QH KH AH 3S 3D 3C 2C 9D", "4D 9S", "KC KD", "5D 6D"], phase="draw", turn=0)
    taken = play(state, "take")
    assert taken.taken == cards("5C")[0] and taken.discard == ()
    with refused(IllegalMoveError, "taken_pending", card="5C"):
        play(taken, "discard 2C")
    with refused(IllegalMoveError, "below_40"):
        play(state, "draw", "open QHKHAH")
    opened = play(state, "draw", "open QHKHAH+3S3D3C")
    assert opened.opened == (True, False, False, False) and [m.owner for m in opened.table] == [0, 0]
    after = play(opened, "discard 2C")
    assert after.turn == 1 and after.discard[-1] == cards("2C")[0] and after.phase == "draw"
