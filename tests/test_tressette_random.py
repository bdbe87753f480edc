"""Thousands of random Tressette hands, a thousand at two and a thousand at four, every invariant checked
after every play (issue 4.3): the 40 cards, the thirds and whole points, no view naming a card out of
its player's sight, and at two every drawn card public once drawn (bench/soak.py plays 100,000 at
each table through the protocol)."""

from __future__ import annotations

import json
import random

import pytest
from card_sight import names_in
from mazzo.game import new_game
from mazzo.scopa import DECK
from mazzo.tressette import THIRDS, TOTAL_THIRDS, TressetteFourOptions, TressetteFourState, TressetteOptions, TressetteState

#: Hands played at each table, one seed each.
HANDS = {2: 1000, 4: 1000}


def options_for(players: int, seed: int) -> TressetteOptions:
    declarations, target = seed % 3 != 0, (11, 21, 31, 41)[seed % 4]
    if players == 4:
        return TressetteFourOptions(target=target, declarations=declarations)
    return TressetteOptions(target=target, declarations=declarations)


def check(state: TressetteState) -> None:
    played = [card for trick in state.tricks for card in trick.cards] + list(state.trick)
    assert sorted([*(c for hand in state.hands for c in hand), *state.stock, *played]) == sorted(DECK)
    assert len(set(played)) == len(played)
    assert sum(state.thirds) <= TOTAL_THIRDS
    for seat in range(state.PLAYERS):
        view = state.view(seat)
        data = view.to_dict()
        in_sight = {*state.hands[seat], *played, *state.drawn}
        named = set(names_in(json.loads(json.dumps(data))))
        assert named <= set(map(str, in_sight)), (seat, sorted(named - set(map(str, in_sight))))
        assert data["drawn"] == [str(card) for card in state.drawn]
        assert set(view.unseen()) == set(DECK) - in_sight - {c for cards in view.known_held() for c in cards}


@pytest.mark.parametrize(("cls", "players"), [(TressetteState, 2), (TressetteFourState, 4)])
def test_random_hands_keep_every_invariant(cls, players):
    for seed in range(HANDS[players]):
        rng = random.Random(seed)
        state = new_game(cls, seed, options_for(players, seed))
        watched = seed % 20 == 0  # every view after every play in one hand in 20; the cards and points in all
        while not state.round_over:
            if watched:
                check(state)
            before_tricks = len(state.tricks)
            moves = state.legal_moves()
            state = state.apply(moves[rng.randrange(len(moves))])
            if len(state.tricks) > before_tricks and players == 2 and len(state.tricks) <= 10:
                # the two cards just drawn are public: in every view, and in the drawer's hand
                assert len(state.drawn) == 2 * len(state.tricks)
                for seat in (0, 1):
                    assert state.view(seat).drawn == state.drawn
            if len(state.tricks) == state.tricks_per_hand() - 1 and not state.trick:
                # before the last trick: the cards taken make 10 whole points, the fractions dropped
                left = sum(THIRDS[c.value] for hand in state.hands for c in hand)
                assert sum(state.thirds) + left == TOTAL_THIRDS
        assert sum(state.thirds) == TOTAL_THIRDS == 32
        assert sum(won // 3 for won in state.thirds) == 10
        assert sum(state.hand_points) == 11 + sum(state.declared_points)
        if not state.options.declarations:
            assert state.declarations == ((),) * players
