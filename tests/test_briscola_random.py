"""Hundreds of seeded random Briscola hands, checking the invariants at every play (the thousands
are bench/soak.py's: 100,000 hands at each table, through the protocol)."""

from __future__ import annotations

import json
import random

from mazzo.briscola import (
    HALF,
    STOCK_AT_DEAL,
    TOTAL_POINTS,
    TRICKS_PER_HAND,
    BriscolaFourOptions,
    BriscolaFourState,
    BriscolaOptions,
    BriscolaState,
    events,
)
from mazzo.game import new_game
from mazzo.scopa import DECK

HANDS = 500


def check_invariants(state: BriscolaState) -> None:
    played = [card for trick in state.tricks for card in trick.cards] + list(state.trick)
    assert sorted([*state.hands[0], *state.hands[1], *state.stock, *played]) == sorted(DECK), "all 40 cards are accounted for"
    assert len(state.stock) == max(0, STOCK_AT_DEAL - 2 * len(state.tricks)), "two cards drawn after each trick"
    assert not state.stock or state.stock[-1] == state.briscola, "the briscola lies under the stock until drawn last"
    assert sum(state.card_points) == sum(trick.points for trick in state.tricks) <= TOTAL_POINTS
    for player in (0, 1):
        view = state.view(player)
        hidden = set(state.hands[1 - player]) | set(state.stock[:-1])
        if view.briscola_with_other:
            hidden.discard(state.briscola)
            assert state.briscola in state.hands[1 - player]
        assert hidden == set(view.unseen()), "a view's unseen cards are exactly the ones out of its sight"
        shown = json.dumps({key: value for key, value in view.to_dict().items() if key != "history"})
        leaked = [card for card in hidden if f'"{card}"' in shown]
        assert not leaked, f"the view of player {player} names hidden cards {leaked}"


def drawn_cards_named(before: BriscolaState, after: BriscolaState, viewer: int) -> list[str | None]:
    return [e["card"] for e in events(before, after.history[-1][1], after, viewer) if e["type"] == "draw"]


def test_hundreds_of_random_hands_keep_every_invariant():
    rng = random.Random(2025)
    for seed in range(HANDS):
        state = new_game(BriscolaState, seed, BriscolaOptions(show_points=seed % 2 == 0))
        check_invariants(state)
        while not state.round_over:
            legal = state.legal_moves()
            assert legal == list(state.hands[state.turn]), "any card of the hand may be played"
            move = legal[rng.randrange(len(legal))]
            after = state.apply(move)
            if len(after.tricks) > len(state.tricks) and state.stock:
                winner = after.tricks[-1].winner
                assert after.hands[winner][-1] == state.stock[0], "the winner draws first"
                assert after.hands[1 - winner][-1] == state.stock[1]
                for viewer in (0, 1):
                    names = drawn_cards_named(state, after, viewer)
                    drawn = [(winner, state.stock[0]), (1 - winner, state.stock[1])]
                    expected = [str(c) if p == viewer or c == state.briscola else None for p, c in drawn]
                    assert names == expected, "a drawn card is named to its player, and the briscola to both"
            state = after
            if seed % 10 == 0:
                check_invariants(state)
            if seed % 50 == 0:
                assert BriscolaState.from_dict(json.loads(json.dumps(state.to_dict()))) == state
                assert BriscolaState.from_position(state.position()).position() == state.position()
        check_invariants(state)
        assert len(state.tricks) == TRICKS_PER_HAND and len(state.history) == 40 and state.current_player is None
        a, b = state.card_points
        assert a + b == TOTAL_POINTS
        assert state.hand_winner == (0 if a > HALF else 1 if b > HALF else None)
        summary = state.round_summary()
        assert [p["round_points"] for p in summary["players"]] == [a, b]
        assert [p["total"] for p in summary["players"]] == list(state.scores)


FOUR_HANDS = 300


def check_four_invariants(state: BriscolaFourState) -> None:
    played = [card for trick in state.tricks for card in trick.cards] + list(state.trick)
    held = [card for hand in state.hands for card in hand]
    assert sorted([*held, *state.stock, *played]) == sorted(DECK), "all 40 cards are accounted for"
    assert len(state.stock) == max(0, 28 - 4 * len(state.tricks)), "four cards drawn after each trick"
    assert not state.stock or state.stock[-1] == state.briscola, "the briscola lies under the stock until drawn last"
    assert sum(state.card_points) == sum(trick.points for trick in state.tricks) <= TOTAL_POINTS
    for player in range(4):
        view = state.view(player)
        hidden = {card for seat in range(4) if seat != player for card in state.hands[seat]} | set(state.stock[:-1])
        holder = view.briscola_holder
        if holder is not None:
            assert state.briscola in state.hands[holder]
            hidden.discard(state.briscola)
        assert hidden == set(view.unseen()), "a view's unseen cards are exactly the ones out of its sight"
        shown = json.dumps({key: value for key, value in view.to_dict().items() if key != "history"})
        leaked = [card for card in hidden if f'"{card}"' in shown]
        assert not leaked, f"the view of seat {player} names hidden cards {leaked} (a partner's among them)"


def test_random_hands_of_four_keep_every_invariant():
    rng = random.Random(2026)
    for seed in range(FOUR_HANDS):
        state = new_game(BriscolaFourState, seed, BriscolaFourOptions(show_points=seed % 2 == 0))
        while not state.round_over:
            legal = state.legal_moves()
            assert legal == list(state.hands[state.turn]), "any card of the hand may be played"
            after = state.apply(legal[rng.randrange(len(legal))])
            if len(after.tricks) > len(state.tricks) and state.stock:
                order = [(after.tricks[-1].winner + place) % 4 for place in range(4)]
                assert [after.hands[seat][-1] for seat in order] == list(state.stock[:4]), "winner first, then in turn"
                for viewer in range(4):
                    names = drawn_cards_named(state, after, viewer)
                    expected = [str(c) if seat == viewer or c == state.briscola else None
                                for seat, c in zip(order, state.stock[:4], strict=True)]
                    assert names == expected, "a drawn card is named to its drawer, and the briscola to all"
            state = after
            if seed % 5 == 0:
                check_four_invariants(state)
            if seed % 25 == 0:
                assert BriscolaFourState.from_dict(json.loads(json.dumps(state.to_dict()))) == state
                assert BriscolaFourState.from_position(state.position()).position() == state.position()
        check_four_invariants(state)
        assert len(state.tricks) == 10 and len(state.history) == 40 and state.current_player is None
        a, b = state.card_points
        assert a + b == TOTAL_POINTS
        assert state.hand_winner == (0 if a > HALF else 1 if b > HALF else None)
        assert [side["total"] for side in state.round_summary()["players"]] == list(state.scores)
