"""The computer players of Briscola for four (issue 3.6): legal, seeded, honest, playing for the partnership."""

from __future__ import annotations

import random
from functools import partial

import pytest
from briscola_helpers import four
from honesty import hidden_cards_play_no_part
from mazzo.ai import choose_move
from mazzo.ai.briscola_four import PLAYERS, HardSettings, easy, hard, hard_values, normal
from mazzo.briscola import BriscolaFourState
from mazzo.game import deal_rng, new_game
from mazzo.scopa import Card

QUICK_HARD = partial(hard, settings=HardSettings(deals=6))
QUICK_LEVELS = {"easy": easy, "normal": normal, "hard": QUICK_HARD}


def random_positions(count: int, seed: int):
    """Mid-hand states reached by random play, the player to move holding cards."""
    rng = random.Random(seed)
    for number in range(count):
        state = new_game(BriscolaFourState, seed * 1000 + number)
        for _ in range(rng.randrange(40)):
            state = state.apply(rng.choice(state.legal_moves()))
        yield state


def with_hidden_cards_shuffled(state: BriscolaFourState, viewer: int, rng: random.Random) -> BriscolaFourState:
    """The same position for ``viewer``: the other three hands (the partner's among them) and the
    face-down stock dealt again from the same unseen cards; a briscola drawn stays with its drawer."""
    view = state.view(viewer)
    hidden = list(view.unseen())
    rng.shuffle(hidden)
    holder = view.briscola_holder
    others: list[Card] = []
    for seat, size in enumerate(view.hand_sizes):
        if seat != viewer:
            known = [state.briscola] if seat == holder else []
            others += hidden[: size - len(known)] + known
            hidden = hidden[size - len(known) :]
    return view.complete(others, hidden, seed=state.seed)


@pytest.mark.parametrize("level", list(QUICK_LEVELS))
def test_every_level_always_returns_a_legal_move(level):
    for number, state in enumerate(random_positions(100, seed=len(level))):
        move = QUICK_LEVELS[level](state.view(state.turn), random.Random(number))
        assert move in state.legal_moves(), (str(move), state.position())


@pytest.mark.parametrize("level", list(QUICK_LEVELS))
def test_same_view_and_same_seed_give_the_same_move(level):
    for number, state in enumerate(random_positions(20, seed=11)):
        view = state.view(state.turn)
        first = QUICK_LEVELS[level](view, deal_rng(number, "computer", 3))
        random.seed(number)  # the global generator must play no part
        random.random()
        assert QUICK_LEVELS[level](view, deal_rng(number, "computer", 3)) == first, state.position()


@pytest.mark.parametrize("level", list(QUICK_LEVELS))
def test_shuffling_the_cards_it_cannot_see_never_changes_its_choice(level):
    states = random_positions(50, seed=23)
    assert hidden_cards_play_no_part(QUICK_LEVELS[level], states, with_hidden_cards_shuffled, random.Random(5)) > 30


def test_the_real_hard_ignores_the_hidden_cards_too():
    assert hidden_cards_play_no_part(hard, random_positions(4, seed=31), with_hidden_cards_shuffled, random.Random(9)) > 0


@pytest.mark.parametrize("level", list(PLAYERS))
def test_choose_move_sends_briscola_for_four_to_its_level(level):
    state = new_game(BriscolaFourState, 8)
    view = state.view(state.turn)
    assert choose_move(PLAYERS, level, view, deal_rng(8, "computer", 0)) == PLAYERS[level](view, deal_rng(8, "computer", 0))


def test_normal_gives_its_points_to_a_trick_its_partner_holds_for_sure():
    # Seat 1 led the 2 of swords, seat 2 (the partner of seat 0) took it with the trump Ace,
    # seat 3 followed low: seat 0 plays last and loads the partner's trick with its Ace of coins.
    state = four("AD 4H 5S", "-", "-", "-", briscola="JC", trick="2S AC 4S", stock="KD QD JD", turn=0, dealer=0)
    assert normal(state.view(0), random.Random(1)) == Card(1, "D")


def test_normal_does_not_load_a_trick_the_other_side_holds():
    # Seat 3, an opponent, holds the trick with the Ace of swords: nothing is worth giving.
    state = four("AD 4H 5S", "-", "-", "-", briscola="JC", trick="2S 4S AS", stock="KD QD JD", turn=0, dealer=0)
    assert normal(state.view(0), random.Random(1)) != Card(1, "D")


def test_hard_counts_its_partners_points_as_its_own():
    # Last to play on its partner's sure trick: Hard adds the Three rather than keep it.
    state = four("3D 4H 5S", "-", "-", "-", briscola="JC", trick="2S AC 4S", stock="KD QD JD", turn=0, dealer=0)
    values = dict(hard_values_of(state))
    assert values[Card(3, "D")] > values[Card(4, "H")]


def hard_values_of(state: BriscolaFourState):
    return hard_values(state.view(0), random.Random(0), HardSettings(deals=1))


def test_a_hand_between_levels_replays_exactly_from_its_seed():
    def played(seed: int) -> list[str]:
        state, moves = new_game(BriscolaFourState, seed), []
        while not state.round_over:
            level = (normal, easy)[state.turn % 2]
            move = level(state.view(state.turn), deal_rng(seed, "computer", len(state.history)))
            moves.append(str(move))
            state = state.apply(move)
        random.seed(seed)
        return moves

    assert played(40) == played(40) and played(40) != played(41)
