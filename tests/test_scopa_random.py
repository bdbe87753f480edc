"""Hundreds of seeded random rounds of Scopa (by two and by four) and of Scopone, checking the
invariants at every move (the thousands are bench/soak.py's: 100,000 rounds at each table, through
the protocol)."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest
from mazzo.scopa import DECK, Card, Play, ScopaState
from tables import new_table

ROUNDS = 500
#: The tables of the Scopa engine, each played ROUNDS times (Scopone alternating its variants).
SCOPA_TABLES = ("scopa", "scopa/4", "scopone")


def hidden_cards(state: ScopaState, viewer: int) -> set[str]:
    """The cards ``viewer`` must never see: the other hands (a partner's too) and the deck."""
    return {str(c) for seat, hand in enumerate(state.hands) if seat != viewer for c in hand} | set(map(str, state.deck))


def visible_cards(state: ScopaState, viewer: int) -> set[str]:
    return set(map(str, (*state.hands[viewer], *state.table, *(c for pile in state.piles for c in pile))))


def card_names(data: Any, found: set[str] | None = None) -> set[str]:
    """Every word of every string in a JSON-like value: card names, and the cards a move names."""
    found = set() if found is None else found
    if isinstance(data, str):
        found.update(data.replace("x", " ").replace("+", " ").split())
    elif isinstance(data, dict):
        for value in data.values():
            card_names(value, found)
    elif isinstance(data, list):
        for value in data:
            card_names(value, found)
    return found


def check_invariants(state: ScopaState) -> None:
    everywhere = [*(c for h in state.hands for c in h), *state.table, *state.deck, *(c for p in state.piles for c in p)]
    assert sorted(everywhere) == sorted(DECK), "all 40 cards are accounted for"
    for player in range(state.PLAYERS):
        view = state.view(player).to_dict()
        leaked = (hidden_cards(state, player) & card_names(view)) - visible_cards(state, player)
        assert not leaked, f"the view of player {player} shows hidden cards {leaked}"


@pytest.mark.parametrize("table", SCOPA_TABLES)
def test_hundreds_of_random_rounds_keep_every_invariant(table):
    rng = random.Random(2024)
    for seed in range(ROUNDS):
        variant = {"variant": ("scientifico", "classico")[seed // 2 % 2]} if table == "scopone" else {}
        state = new_table(table, seed, napola=seed % 2 == 0, **variant)
        check_invariants(state)
        plays, to_play = 0, len(DECK) - len(state.table)
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
        assert plays == to_play and state.legal_moves() == [] and state.current_player is None
        summary = state.round_summary()
        for side, line in enumerate(summary["players"]):
            assert line["round_points"] == sum(line["points"].values()) >= 0
            assert line["total"] == state.scores[side]
            assert sum(line["seat_scopas"]) == line["scopas"] == line["points"]["scopa"]
        assert sum(line["cards"] for line in summary["players"]) == 40, "the sides' cards add up to 40"
        assert sum(len(pile) for pile in state.piles) == 40


@pytest.mark.parametrize("table", SCOPA_TABLES)
def test_whole_games_end_with_a_winner_at_or_above_the_target(table):
    for seed in range(50):
        state = new_table(table, seed, target=16)
        rng = random.Random(seed)
        while not state.game_over:
            if state.round_over:
                state = state.next_round()
            legal = state.legal_moves()
            state = state.apply(legal[rng.randrange(len(legal))])
        winner = state.winner
        assert state.scores[winner] >= 16 and state.scores[winner] > state.scores[1 - winner]


#: Rounds played with each house rule at each table.
HOUSE_ROUNDS = 100
#: The house rules (issue 3.6): each by itself, and all together with the napola.
HOUSE_RULES = {
    "re_bello": {"re_bello": True},
    "ace_takes_all": {"capture": "ace_takes_all"},
    "fifteen": {"capture": "fifteen"},
    "all": {"capture": "fifteen", "re_bello": True, "napola": True},
}


def check_capture_rule(state: ScopaState, move: Play, after: ScopaState) -> None:
    """``move`` took what its rule lets it take, and scored a scopa exactly when its rule says."""
    rule, table, taken = state.options.capture, state.table, move.captures
    aces_on_table = any(c.value == 1 for c in table)
    if rule == "fifteen":
        assert not taken or move.card.value + sum(c.value for c in taken) == 15, "at fifteen a take makes 15"
    elif rule == "ace_takes_all" and move.card.value == 1 and not aces_on_table:
        assert sorted(taken) == sorted(table), "an Ace with no Ace on the table takes the whole table"
    elif taken:
        assert sum(c.value for c in taken) == move.card.value, "a take adds up to the card's value"
    cleared = bool(taken) and len(taken) == len(table)
    last_card = after.round_over
    ace_sweep = rule == "ace_takes_all" and move.card.value == 1 and not aces_on_table
    scored = len(after.scopas[state.turn]) > len(state.scopas[state.turn])
    assert scored == (cleared and not last_card and not ace_sweep), "a scopa is scored as the rule says"


@pytest.mark.parametrize("rule", HOUSE_RULES)
@pytest.mark.parametrize("table", SCOPA_TABLES)
def test_random_rounds_with_each_house_rule_keep_every_invariant(table, rule):
    rng = random.Random(36)
    options = HOUSE_RULES[rule]
    for seed in range(HOUSE_ROUNDS):
        state = new_table(table, seed, **options)
        while not state.round_over:
            legal = state.legal_moves()
            texts = [str(m) for m in legal]
            assert legal and len(set(texts)) == len(texts), "legal moves are unique and never empty mid-round"
            assert legal == state.view(state.turn).legal_moves(), "the view's legal moves are the state's"
            move = legal[rng.randrange(len(legal))]
            assert state.parse_move(str(move)) == move
            after = state.apply(move)
            check_capture_rule(state, move, after)
            state = after
            if seed % 10 == 0:
                check_invariants(state)
                assert type(state).from_dict(json.loads(json.dumps(state.to_dict()))) == state
                assert type(state).from_position(state.position()).position() == state.position()
        check_invariants(state)
        summary = state.round_summary()
        lines = {line["line"]: line for line in summary["lines"]}
        assert ("re_bello" in lines) == state.options.re_bello == summary["re_bello"]
        if state.options.re_bello:
            holder = next(side for side, pile in enumerate(state.side_piles()) if Card(10, "D") in pile)
            assert lines["re_bello"]["points"] == [int(side == holder) for side in range(2)]
        for line in summary["players"]:
            assert line["round_points"] == sum(line["points"].values()) >= 0
            assert sum(line["seat_scopas"]) == line["scopas"] == line["points"]["scopa"]
        assert sum(len(pile) for pile in state.piles) == 40
