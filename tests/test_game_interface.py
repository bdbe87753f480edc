"""The contract every game keeps (OpenSpiel style), checked the same way for each game at each of its
tables (tests/tables.py).

Game-specific invariants (card accounting, hidden cards) are in test_<game>_random.py.
"""

from __future__ import annotations

import functools
import itertools
import json
import random
from dataclasses import dataclass
from typing import Any

import pytest
from mazzo.ai import LEVELS
from mazzo.fields import Options, Seen, choice, declared, house_rule, table_size
from mazzo.game import IllegalMoveError, MazzoError, StateError, new_game, play_random
from mazzo.games import RULES
from refusal import refused
from tables import TABLES, new_table

ROUNDS = 60


#: The tables, each a module-scoped parameter of the tests that read its random rounds, so that
#: pytest runs a table's tests one after another and they share its rounds (random_rounds).
EACH_TABLE = pytest.mark.parametrize("game", sorted(TABLES), scope="module")


@functools.lru_cache(maxsize=1)
def random_rounds(game: str, rounds: int = ROUNDS) -> tuple[tuple[Any, Any, Any], ...]:
    """(state, move, after) for every move of ``rounds`` seeded random rounds at the table ``game``.

    Played once for the tests of a table in a row, which only read them (the states are immutable);
    the last table's only are kept (Scala 40's are about 30 MB)."""
    steps = []
    for seed in range(rounds):
        rng = random.Random(seed)
        state = new_table(game, seed)
        while not state.round_over:
            legal = state.legal_moves()
            move = legal[rng.randrange(len(legal))]
            after = state.apply(move)
            steps.append((state, move, after))
            state = after
    return tuple(steps)


@EACH_TABLE
def test_moves_are_unique_values_whose_notation_round_trips(game):
    for state, move, _ in random_rounds(game):
        texts = [str(m) for m in state.legal_moves()]
        assert len(set(texts)) == len(texts)
        assert all(state.parse_move(t) == m for t, m in zip(texts, state.legal_moves()))
        assert hash(move) == hash(state.parse_move(str(move)))


@EACH_TABLE
def test_apply_returns_a_new_state_and_never_changes_the_old_one(game):
    for state, move, after in random_rounds(game):
        if state.current_player is not None and (len(state.history) % 7 == 0):
            before = json.dumps(state.to_dict(), sort_keys=True)
            assert state.apply(move) == after and after is not state
            assert json.dumps(state.to_dict(), sort_keys=True) == before


@EACH_TABLE
def test_someone_moves_until_the_round_is_over_and_then_nobody(game):
    for state, _, after in random_rounds(game):
        assert state.current_player in range(state.PLAYERS) and state.legal_moves()
        if after.round_over:
            assert after.current_player is None and after.legal_moves() == []
            with pytest.raises(IllegalMoveError):
                after.apply(state.legal_moves()[0])


@EACH_TABLE
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


@EACH_TABLE
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


@pytest.mark.parametrize("game", sorted(RULES))
def test_computer_levels_decide_from_a_players_view_on_that_players_turn_only(game):
    rules = RULES[game]
    state = new_table(game, 4)
    for level, player in rules.seating(state.options).players.items():
        with pytest.raises(TypeError, match=r"decides from a \w*View"):
            player(state, random.Random(0))
        with pytest.raises(ValueError, match="not this player's turn"):
            player(state.view((state.turn + 1) % state.PLAYERS), random.Random(0))
        assert player(state.view(state.turn), random.Random(0)) in state.legal_moves(), level


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


# -- one declaration of each field (issue 2.3) --------------------------------------------


def hidden_fields(state) -> dict:
    """What a view hides of ``state``, in the form ``View.completed`` takes, read from the declarations."""
    player = state.current_player
    hidden = {}
    for field in declared(type(state)):
        value = getattr(state, field.name)
        if field.seen is Seen.OWNER:
            hidden[field.name] = {seat: value[seat] for seat in range(state.PLAYERS) if seat != player}
        elif field.seen in (Seen.SIZE, Seen.NOBODY):
            hidden[field.name] = value
    return hidden


@pytest.mark.parametrize("game", sorted(RULES))
def test_a_saved_state_holds_each_declared_field_once_under_its_key(game):
    state = new_game(RULES[game].state, 3)
    assert list(state.to_dict()) == ["game", *(field.key for field in declared(type(state)))]


@pytest.mark.parametrize("game", sorted(RULES))
def test_a_view_shows_owned_fields_as_its_own_value_and_everyones_sizes_and_no_secret_or_counted_field(game):
    for state, _, _ in random_rounds(game, 12):
        if len(state.history) % 11:
            continue
        for player in range(state.PLAYERS):
            view = state.view(player)
            data = view.to_dict()
            for field in declared(type(state)):
                value = getattr(state, field.name)
                if field.seen is Seen.OWNER:
                    assert getattr(view, field.own) == value[player]
                    assert list(data[f"{field.own}_sizes"]) == [len(v) for v in value]
                elif field.seen is Seen.SIZE:
                    assert data[f"{field.name}_size"] == len(value) and field.key not in data
                elif field.seen is Seen.NOBODY:
                    assert field.key not in data
                elif field.name != "turn":
                    assert getattr(view, field.name) == value


@pytest.mark.parametrize("game", sorted(RULES))
def test_a_view_completed_with_the_true_hidden_fields_is_the_state_again(game):
    for state, _, _ in random_rounds(game, 12):
        if len(state.history) % 7 == 0:
            view = state.view(state.current_player)
            assert view.completed(type(state), hidden_fields(state)) == state


@pytest.mark.parametrize("game", sorted(RULES))
def test_new_game_draws_the_first_dealer_from_the_seed_and_refuses_a_bad_seed_or_options(game):
    cls = RULES[game].state
    dealers = {new_game(cls, seed).dealer for seed in range(40)}
    assert dealers == set(range(cls.PLAYERS)) and new_game(cls, 9) == new_game(cls, 9)
    assert new_game(cls, 9, cls.OPTIONS()) == new_game(cls, 9)
    with refused(StateError, "not_natural"):
        new_game(cls, -1)
    other = next(rules.state.OPTIONS for rules in RULES.values() if rules.state.OPTIONS is not cls.OPTIONS)
    with refused(StateError, "wrong_options"):
        new_game(cls, 9, other())


@pytest.mark.parametrize("game", sorted(RULES))
def test_each_option_is_declared_once_with_its_choices_and_checked_against_them(game):
    options = RULES[game].state.OPTIONS
    for name, choices, default in options.declared_choices():
        assert default in choices and getattr(options(), name) == default
        with refused(StateError, "not_a_flag" if isinstance(default, bool) else "not_one_of"):
            options(**{name: "none of them"})


def test_an_option_not_declared_with_its_choices_is_a_mistake_found_at_once():
    @dataclass(frozen=True)
    class Undeclared(Options):
        rounds: int = 3

    with pytest.raises(TypeError, match="Undeclared.rounds"):
        Undeclared()


def test_a_header_names_the_target_first_a_house_rule_only_when_not_the_default_and_the_table_size_last():
    @dataclass(frozen=True)
    class Table(Options):
        fast: bool = house_rule((False, True), default=False, word="fast")
        target: int = choice((5, 9), default=5)
        deck: str = house_rule(("short", "long"), default="short")
        players: int = table_size(4)

    assert Table().words() == ["5", "four"]
    assert Table(fast=True, target=9, deck="long").words() == ["9", "fast", "long", "four"]
    assert Table.from_words(["9", "fast", "long", "four"]) == Table(fast=True, target=9, deck="long")
    for bad in (["5"], ["7", "four"], ["5", "four", "fast"], ["5", "short", "four"], ["5", "fast", "fast", "four"]):
        with pytest.raises(ValueError):
            Table.from_words(bad)
    with refused(StateError, "not_one_of"):
        Table(players=3)


@pytest.mark.parametrize("game", sorted(TABLES))
def test_every_combination_of_a_tables_options_has_its_own_header_words_that_read_back(game):
    options = type(new_table(game, 1).options)
    names, values = zip(*((name, choices) for name, choices, _ in options.declared_choices()))
    seen = set()
    for combination in itertools.product(*values):
        chosen = options(**dict(zip(names, combination)))
        words = tuple(chosen.words())
        assert options.from_words(list(words)) == chosen and words not in seen
        seen.add(words)


@pytest.mark.parametrize("game", sorted(RULES))
def test_the_next_round_passes_the_deal_on_and_only_after_a_round(game):
    state = new_game(RULES[game].state, 4)
    with refused(IllegalMoveError, "round_not_over"):
        state.next_round()
    over = play_random(state, random.Random(4))
    if not over.game_over:
        following = over.next_round()
        assert following.dealer == (over.dealer + 1) % over.PLAYERS and following.round_no == over.round_no + 1
        assert following.match_scores == over.scores


@pytest.mark.parametrize("game", sorted(RULES))
def test_a_summary_has_its_lines_as_data_ending_with_the_round_and_the_totals(game):
    rules = RULES[game]
    for seed in range(20):
        state = play_random(new_game(rules.state, seed), random.Random(seed))
        lines = json.loads(json.dumps(state.round_summary()))["lines"]
        by_name = {line["line"]: line for line in lines}
        assert [line["line"] for line in lines][-2:] == ["round", "total"]
        assert by_name["total"]["values"] == list(state.scores)
        assert [a + b for a, b in zip(state.match_scores, by_name["round"]["values"])] == list(state.scores)
        assert all(len(line["values"]) == state.SIDES for line in lines)


@pytest.mark.parametrize("game", sorted(RULES))
def test_every_game_has_a_computer_player_at_each_level(game):
    assert sorted(RULES[game].players) == sorted(LEVELS)
