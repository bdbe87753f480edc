"""Hundreds of seeded random rounds of Scala 40 for three and four, checking the invariants at every
move: the 108 cards add up, the penalties add up, and each view hides what it must (the thousands of
rounds are bench/soak.py's, 20,000 at each table through the protocol)."""

from __future__ import annotations

import random

import pytest
from mazzo.game import new_game
from mazzo.scala40 import ScalaFourState, ScalaThreeState, hand_points
from mazzo.scala40.cards import FULL_DECK

ROUNDS = 250
#: Every this many rounds, also check each seat's view against a deal of the cards it cannot see.
DEEP_EVERY = 20


SORTED_DECK = sorted(FULL_DECK.elements())


def every_card(state) -> list:
    """Every card of the state, sorted: equal to SORTED_DECK when all 108 are there (a sorted list
    compares several times faster than a Counter)."""
    return sorted([*(c for h in state.hands for c in h), *state.stock, *state.discard,
                   *(c for m in state.table for c in m.cards)])


def hidden_dealt_again(state, seat: int, rng: random.Random):
    """The same position as ``seat`` sees it, the other hands and the stock dealt again from its unseen cards."""
    view = state.view(seat)
    hidden = list(view.unseen())
    rng.shuffle(hidden)
    others = sum(view.hand_sizes[p] for p in range(state.PLAYERS) if p != seat)
    return view.complete(hidden[:others], hidden[others:], seed=state.seed)


@pytest.mark.parametrize("table", [ScalaThreeState, ScalaFourState])
def test_random_rounds_keep_the_108_cards_add_up_the_penalties_and_hide_the_other_hands(table):
    rng = random.Random(31)
    closed = 0
    for number in range(ROUNDS):
        state = new_game(table, number)
        if number % 3 == 0:  # some rounds later in a match, with players out
            while not state.game_over and rng.random() < 0.8:
                while not state.round_over:
                    moves = state.legal_moves()
                    state = state.apply(moves[rng.randrange(len(moves))])
                if state.game_over:
                    break
                state = state.next_round()
            if state.game_over:
                continue
        deep = number % DEEP_EVERY == 0
        while not state.round_over:
            assert every_card(state) == SORTED_DECK
            assert all(not state.hands[p] for p in range(table.PLAYERS) if p not in state.playing)
            if deep:
                for seat in state.playing:
                    other = hidden_dealt_again(state, seat, rng)
                    assert other.view(seat) == state.view(seat)
            moves = state.legal_moves()
            state = state.apply(moves[rng.randrange(len(moves))])
        result = state.result
        assert every_card(state) == SORTED_DECK
        if not result.void:
            closed += 1
            factor = 2 if result.doubled else 1
            for seat in range(table.PLAYERS):
                paid = hand_points(state.hands[seat], state.opened[seat]) * factor
                expected = paid if seat in state.playing and seat != result.closer else 0
                assert result.points[seat] == expected
        assert state.scores == tuple(a + b for a, b in zip(state.match_scores, result.points, strict=True))
    assert closed > ROUNDS // 4
