"""The contract every game keeps (OpenSpiel style), checked the same way for each game at each of its
tables (tests/tables.py).

Game-specific invariants (card accounting, hidden cards) are in test_<game>_random.py.
"""

from __future__ import annotations

import json
import random

import pytest

from tables import TABLES, new_table

from mazzo.game import IllegalMoveError, MazzoError, play_random

ROUNDS = 60


def random_rounds(game: str):
    """(state, move, after) for every move of ROUNDS seeded random rounds at the table ``game``."""
    for seed in range(ROUNDS):
        rng = random.Random(seed)
        state = new_table(game, seed)
        while not state.round_over:
            legal = state.legal_moves()
            move = legal[rng.randrange(len(legal))]
            after = state.apply(move)
            yield state, move, after
            state = after


@pytest.mark.parametrize("game", sorted(TABLES))
def test_moves_are_unique_values_whose_notation_round_trips(game):
    for state, move, _ in random_rounds(game):
        texts = [str(m) for m in state.legal_moves()]
        assert len(set(texts)) == len(texts)
        assert all(state.parse_move(t) == m for t, m in zip(texts, state.legal_moves()))
        assert hash(move) == hash(state.parse_move(str(move)))


@pytest.mark.parametrize("game", sorted(TABLES))
def test_apply_returns_a_new_state_and_never_changes_the_old_one(game):
    for state, move, after in random_rounds(game):
        if state.current_player is not None and (len(state.history) % 7 == 0):
            before = json.dumps(state.to_dict(), sort_keys=True)
            assert state.apply(move) == after and after is not state
            assert json.dumps(state.to_dict(), sort_keys=True) == before


@pytest.mark.parametrize("game", sorted(TABLES))
def test_someone_moves_until_the_round_is_over_and_then_nobody(game):
    for state, _, after in random_rounds(game):
        assert state.current_player in range(state.PLAYERS) and state.legal_moves()
        if after.round_over:
            assert after.current_player is None and after.legal_moves() == []
            with pytest.raises(IllegalMoveError):
                after.apply(state.legal_moves()[0])


@pytest.mark.parametrize("game", sorted(TABLES))
def test_views_are_json_and_offer_moves_only_to_the_player_to_move(game):
    for state, _, _ in random_rounds(game):
        if len(state.history) % 5:
            continue
        for player in range(state.PLAYERS):
            view = state.view(player)
            data = view.to_dict()
            assert json.loads(json.dumps(data)) == data and data["player"] == player
            mine = player == state.current_player
            assert [str(m) for m in view.legal_moves()] == ([str(m) for m in state.legal_moves()] if mine else [])


@pytest.mark.parametrize("game", sorted(TABLES))
def test_saved_states_and_positions_round_trip(game):
    cls = None
    for state, _, after in random_rounds(game):
        cls = type(after)
        if len(after.history) % 9 == 0:
            assert cls.from_dict(json.loads(json.dumps(after.to_dict()))) == after
            assert cls.from_position(after.position()).position() == after.position()
    with pytest.raises(MazzoError):
        cls.from_dict({"game": cls.GAME})


@pytest.mark.parametrize("game", sorted(TABLES))
def test_a_finished_round_has_a_summary_whose_totals_are_the_scores(game):
    for seed in range(ROUNDS):
        state = play_random(new_table(game, seed), random.Random(seed))
        summary = json.loads(json.dumps(state.round_summary()))
        assert [line["total"] for line in summary["players"]] == list(state.scores)


def play_rounds(game: str, seed: int, rounds: int = 3) -> list[str]:
    """Moves and positions of a few random rounds, moves drawn from a generator seeded once."""
    rng = random.Random(seed)
    state = new_table(game, seed)
    log = []
    for _ in range(rounds):
        while not state.round_over:
            legal = state.legal_moves()
            random.seed(rng.random())  # disturb the global generator: the engines must not use it
            move = legal[rng.randrange(len(legal))]
            log.append(str(move))
            state = state.apply(move)
        log.append(state.position())
        if state.game_over:
            break
        state = state.next_round()
    return log


@pytest.mark.parametrize("game", sorted(TABLES))
def test_same_seed_gives_the_same_game_even_when_the_global_random_is_disturbed(game):
    for seed in range(5):
        assert play_rounds(game, seed) == play_rounds(game, seed)
    assert play_rounds(game, 1) != play_rounds(game, 2)
