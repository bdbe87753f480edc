"""Hundreds of seeded random Scala 40 rounds, checking the invariants at every move (the
thousands are bench/soak.py's: 20,000 rounds at each Scala 40 table, through the protocol)."""

from __future__ import annotations

import json
import random
from collections import Counter
from collections.abc import Iterator
from typing import Any

import pytest
from mazzo.game import IllegalMoveError, new_game
from mazzo.scala40 import (
    JOKER,
    Add,
    Discard,
    DrawStock,
    Meld,
    Open,
    ReturnDiscard,
    ScalaState,
    SwapJoker,
    TakeDiscard,
    events,
    parse_move,
)
from mazzo.scala40.cards import FULL_DECK, KINDS
from mazzo.scala40.turn import ACTIONS

ROUNDS = 400
#: Every this many rounds, also check views, saves, events and refused moves at every move.
DEEP_EVERY = 40
CARD_NAMES = {str(c) for c in KINDS}


SORTED_DECK = sorted(FULL_DECK.elements())


def all_cards(state: ScalaState) -> list:
    """Every card of the state, sorted: equal to SORTED_DECK when all 108 are there."""
    return sorted([*state.hands[0], *state.hands[1], *state.stock, *state.discard,
                   *(c for m in state.table for c in m.cards)])


def named_cards(data: Any) -> Iterator[str]:
    """Every card named by a string in a JSON-like value (moves are split into words and
    combinations into cards), except what table jokers stand for, which names no real card,
    and the history, which names cards where they were seen (it is checked move by move)."""
    if isinstance(data, str):
        for word in data.replace("+", " ").split():
            pieces = [word[i : i + 2] for i in range(0, len(word), 2)]
            if all(p in CARD_NAMES for p in pieces):
                yield from pieces
    elif isinstance(data, dict):
        for key, value in data.items():
            if key not in ("stands_for", "history"):
                yield from named_cards(value)
    elif isinstance(data, list):
        for value in data:
            yield from named_cards(value)


def check_view(state: ScalaState, viewer: int) -> None:
    view = state.view(viewer).to_dict()
    assert json.loads(json.dumps(view)) == view
    assert all(text == "draw" or not text.startswith("draw") for _, text in view["history"])
    table = [c for m in state.table for c in m.cards]
    shown = Counter(view["hand"] + view["discard"] + [c for m in view["table"] for c in m["cards"]])
    assert shown == Counter(map(str, [*state.hands[viewer], *state.discard, *table])), "the view shows exactly these cards"
    assert view["opponent_hand_size"] == len(state.hands[1 - viewer]) and view["stock_size"] == len(state.stock)
    hidden = {str(c) for c in (*state.hands[1 - viewer], *state.stock)}
    taken = [] if state.taken is None else [state.taken]  # taken from the discard pile in sight of all
    visible = {str(c) for c in (*state.hands[viewer], *state.discard, *table, *taken)}
    leaked = (set(named_cards(view)) & hidden) - visible
    assert not leaked, f"the view of player {viewer} names hidden cards {leaked}"


def check_deeply(state: ScalaState, move: Any, after: ScalaState) -> None:
    assert ScalaState.from_dict(json.loads(json.dumps(after.to_dict()))) == after, "JSON round trip"
    assert ScalaState.from_position(after.position()).position() == after.position()
    assert state.apply(move) == after, "the same move from the same state gives the same state"
    for viewer in (0, 1):
        check_view(after, viewer)
        seen = events(state, move, after, viewer)
        assert json.loads(json.dumps(seen)) == seen
        if isinstance(move, DrawStock) and viewer != state.turn:
            assert all(e.get("card") is None for e in seen), "a card drawn from the stock is shown only to its drawer"
    legal = {str(m) for m in state.legal_moves()}
    absent = next(c for c in KINDS if c not in state.hands[state.turn])
    snapshot = state.to_dict()
    for text in ("draw", "take", "return", "add 99 7H", "swap 99 7H", f"discard {absent}"):
        if text not in legal:
            with pytest.raises(IllegalMoveError):
                state.apply(parse_move(text))
    assert state.to_dict() == snapshot, "refused moves change nothing"


def choose(legal: list, rng: random.Random) -> Any:
    """A random legal move, but mostly a lay-down when there is one (so rounds get opened,
    extended and closed) and mostly the stock rather than the discard pile."""
    lay_downs = [m for m in legal if isinstance(m, (Open, Meld, Add, SwapJoker))]
    if lay_downs and rng.random() < 0.8:
        return rng.choice(lay_downs)
    if DrawStock() in legal and rng.random() < 0.7:
        return DrawStock()
    return rng.choice(legal)


def test_hundreds_of_random_rounds_keep_every_invariant():
    seen: Counter = Counter()
    for seed in range(ROUNDS):
        rng = random.Random(seed)
        state = new_game(ScalaState, seed)
        deep = seed % DEEP_EVERY == 0
        while not state.round_over:
            legal = state.legal_moves()
            texts = [str(m) for m in legal]
            assert legal and len(set(texts)) == len(texts), "legal moves are unique and never empty mid-round"
            move = choose(legal, rng)
            assert parse_move(str(move)) == move, "move notation round-trips"
            after = state.apply(move)
            assert all_cards(after) == SORTED_DECK, "all 108 cards are accounted for"
            if deep:
                check_deeply(state, move, after)
            assert after.history == state.history + ((state.turn, move),), "the history is the moves played"
            if isinstance(move, SwapJoker):
                assert JOKER in after.hands[state.turn]
            if after.rebuilt and not state.rebuilt:
                seen["rebuilt"] += 1
            seen[type(move).__name__] += 1
            state = after
        result = state.result
        seen["void" if result.void else "doubled" if result.doubled else "closed"] += 1
        summary = state.round_summary()
        assert json.loads(json.dumps(summary)) == summary
        assert sum(line["round_points"] for line in summary["players"]) == sum(result.points)
        if not result.void:
            assert result.points[result.closer] == 0 and not state.hands[result.closer]
    for what in ("closed", "void", "rebuilt", "Open", "Meld", "Add", "SwapJoker", "TakeDiscard", "ReturnDiscard"):
        assert seen[what], f"the random rounds never saw {what}: {seen}"


def test_whole_matches_end_when_a_player_reaches_101_and_the_other_wins():
    for seed in range(10):
        rng = random.Random(seed)
        state = new_game(ScalaState, seed)
        while not state.game_over:
            if state.round_over:
                assert max(state.scores) < 101
                state = state.next_round()
            state = state.apply(choose(state.legal_moves(), rng))
        loser = 1 - state.winner
        assert state.scores[loser] >= 101 > state.scores[state.winner]


def sample_of(action: str, hand: tuple) -> object:
    """A move of kind ``action`` built from the hand (any cards will do: an action refused now is
    refused whatever its cards)."""
    one, three = hand[0], tuple(hand[:3])
    return {
        "draw": DrawStock(), "take": TakeDiscard(), "return": ReturnDiscard(), "open": Open((three,)),
        "meld": Meld(three), "add": Add(0, one), "swap": SwapJoker(0, one), "discard": Discard(one),
    }[action]


def test_the_views_verdict_on_each_action_is_the_engines_and_allows_every_legal_move():
    # Rules only in Python (issue 2.3): the page reads what is allowed now, never works it out.
    for seed in range(12):
        rng = random.Random(seed)
        state = new_game(ScalaState, seed)
        while not state.round_over:
            legal = state.legal_moves()
            for viewer in (0, 1):
                actions = state.view(viewer).to_dict()["actions"]
                assert sorted(actions) == sorted(ACTIONS)
                if viewer != state.turn:
                    assert all(a["refusal"] == {"code": "not_your_turn", "params": {}} for a in actions.values())
                    continue
                assert all(actions[str(move).split()[0]]["allowed"] for move in legal)
                for action, verdict in actions.items():
                    if not verdict["allowed"]:
                        with pytest.raises(IllegalMoveError) as caught:
                            state.apply(sample_of(action, state.hands[viewer]))
                        assert {"code": caught.value.code, "params": caught.value.params} == verdict["refusal"]
            state = state.apply(choose(legal, rng))
        assert all(a["refusal"]["code"] == "round_over" for a in state.view(0).to_dict()["actions"].values())
