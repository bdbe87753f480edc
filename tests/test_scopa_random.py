"""Thousands of seeded random Scopa rounds, checking the invariants at every move."""

from __future__ import annotations

import json
import random
from collections import Counter
from typing import Any

from mazzo.game import new_game
from mazzo.games import RULES
from mazzo.scopa import DECK, ScopaState

ROUNDS = 2000


def hidden_cards(state: Any, viewer: int) -> Counter[str]:
    """The cards ``viewer`` must never see: the other hand and the deck."""
    if isinstance(state, ScopaState):
        return Counter(map(str, (*state.hands[1 - viewer], *state.deck)))
    raise TypeError(state)


def visible_cards(state: Any, viewer: int) -> Counter[str]:
    if isinstance(state, ScopaState):
        return Counter(map(str, (*state.hands[viewer], *state.table, *state.piles[0], *state.piles[1])))
    raise TypeError(state)


def card_strings(data: Any) -> Counter[str]:
    """Every string in a JSON-like value that names a card or is a move naming cards."""
    found: Counter[str] = Counter()
    if isinstance(data, str):
        for token in data.replace("x", " ").replace("+", " ").split():
            found[token] += 1
    elif isinstance(data, dict):
        for value in data.values():
            found += card_strings(value)
    elif isinstance(data, list):
        for value in data:
            found += card_strings(value)
    return found


def check_invariants(state: ScopaState) -> None:
    everywhere = [*state.hands[0], *state.hands[1], *state.table, *state.deck, *state.piles[0], *state.piles[1]]
    assert sorted(everywhere) == sorted(DECK), "all 40 cards are accounted for"
    for player in (0, 1):
        view = state.view(player).to_dict()
        names = set(card_strings(view))
        leaked = (set(hidden_cards(state, player)) & names) - set(visible_cards(state, player))
        assert not leaked, f"the view of player {player} shows hidden cards {leaked}"


def test_thousands_of_random_rounds_keep_every_invariant():
    rules = RULES["scopa"]
    rng = random.Random(2024)
    for seed in range(ROUNDS):
        state = new_game(rules.state, seed, rules.read_options({"napola": seed % 2 == 0}))
        check_invariants(state)
        plays = 0
        while not state.round_over:
            legal = state.legal_moves()
            texts = [str(m) for m in legal]
            assert legal and len(set(texts)) == len(texts), "legal moves are unique and never empty mid-round"
            move = legal[rng.randrange(len(legal))]
            assert state.parse_move(str(move)) == move, "move notation round-trips"
            after = state.apply(move)
            assert state.apply(move) == after, "the same move from the same state gives the same state"
            state = after
            plays += 1
            if seed % 10 == 0:
                check_invariants(state)
                assert type(state).from_dict(json.loads(json.dumps(state.to_dict()))) == state
                assert type(state).from_position(state.position()).position() == state.position()
        check_invariants(state)
        assert plays == 36 and state.legal_moves() == [] and state.current_player is None
        summary = state.round_summary()
        for player, line in enumerate(summary["players"]):
            assert line["round_points"] == sum(line["points"].values()) >= 0
            assert line["total"] == state.scores[player]
        assert sum(line["cards"] for line in summary["players"]) == 40


def test_whole_games_end_with_a_winner_at_or_above_the_target():
    for seed in range(50):
        rules = RULES["scopa"]
        state = new_game(rules.state, seed, rules.read_options({"target": 16}))
        rng = random.Random(seed)
        while not state.game_over:
            if state.round_over:
                state = state.next_round()
            legal = state.legal_moves()
            state = state.apply(legal[rng.randrange(len(legal))])
        winner = state.winner
        assert state.scores[winner] >= 16 and state.scores[winner] > state.scores[1 - winner]
