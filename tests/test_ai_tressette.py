"""The Tressette computer players (issue 4.3): legal, seeded, honest at two and four, and each level's habits."""

from __future__ import annotations

import random
from dataclasses import replace
from functools import partial

import pytest
from honesty import hidden_cards_play_no_part
from mazzo.ai import choose_move
from mazzo.ai.tressette import CARD_ID, PLAYERS, HardSettings, World, easy, hard, hard_values, imagined_world, normal
from mazzo.briscola import Trick
from mazzo.game import StateError, deal_rng, new_game
from mazzo.scopa import DECK, Card
from mazzo.tressette import TressetteFourState, TressetteState
from tressette_helpers import cards, play, table

#: Hard with a small budget, for the many-positions tests; the real Hard plays a few too.
QUICK_HARD = partial(hard, settings=HardSettings(deals=3, fewest=3))
QUICK_LEVELS = {"easy": easy, "normal": normal, "hard": QUICK_HARD}
TABLES = [TressetteState, TressetteFourState]


def random_positions(cls: type[TressetteState], count: int, seed: int):
    """Mid-hand states reached by random play, the player to move holding cards."""
    rng = random.Random(seed)
    for number in range(count):
        state = new_game(cls, seed * 1000 + number)
        for _ in range(rng.randrange(40)):
            state = state.apply(rng.choice(state.legal_moves()))
        yield state


def with_hidden_cards_shuffled(state: TressetteState, viewer: int, rng: random.Random) -> TressetteState:
    """The same position for ``viewer``: the cards it cannot place dealt again among the other hands
    and the stock, each seat keeping the cards it is known to hold, until the deal is a possible one
    (no card of a suit a seat showed void in)."""
    view = state.view(viewer)
    known = view.known_held()
    others = [seat for seat in range(state.PLAYERS) if seat != viewer]
    for _ in range(500):
        hidden = list(view.unseen())
        rng.shuffle(hidden)
        hands = {}
        for seat in others:
            room = view.hand_sizes[seat] - len(known[seat])
            hands[seat], hidden = (*known[seat], *hidden[:room]), hidden[room:]
        guess = view.complete(hands, hidden, seed=state.seed)
        try:
            guess.validate()
        except StateError:
            continue
        return guess
    return state  # no other possible deal found: the same one


@pytest.mark.parametrize("cls", TABLES)
@pytest.mark.parametrize("level", list(QUICK_LEVELS))
def test_every_level_always_returns_a_legal_move(level, cls):
    for number, state in enumerate(random_positions(cls, 60, seed=len(level))):
        move = QUICK_LEVELS[level](state.view(state.turn), random.Random(number))
        assert move in state.legal_moves(), (str(move), state.position())


@pytest.mark.parametrize("cls", TABLES)
def test_the_real_hard_plays_legal_moves_through_a_whole_hand(cls):
    state = new_game(cls, 77)
    while not state.round_over:
        level = hard if state.turn % 2 == 0 else normal
        move = level(state.view(state.turn), deal_rng(77, "computer", len(state.history)))
        assert move in state.legal_moves()
        state = state.apply(move)


@pytest.mark.parametrize("cls", TABLES)
@pytest.mark.parametrize("level", list(QUICK_LEVELS))
def test_same_view_and_same_seed_give_the_same_move(level, cls):
    for number, state in enumerate(random_positions(cls, 15, seed=11)):
        view = state.view(state.turn)
        first = QUICK_LEVELS[level](view, deal_rng(number, "computer", 3))
        random.seed(number)  # the global generator must play no part
        random.random()
        assert QUICK_LEVELS[level](view, deal_rng(number, "computer", 3)) == first, state.position()


@pytest.mark.parametrize("cls", TABLES)
@pytest.mark.parametrize("level", list(QUICK_LEVELS))
def test_choice_does_not_change_when_the_hidden_cards_are_shuffled_among_themselves(level, cls):
    states = random_positions(cls, 40, seed=23)
    assert hidden_cards_play_no_part(QUICK_LEVELS[level], states, with_hidden_cards_shuffled, random.Random(5)) > 20


@pytest.mark.parametrize("cls", TABLES)
def test_the_real_hard_ignores_the_hidden_cards_too(cls):
    assert hidden_cards_play_no_part(hard, random_positions(cls, 3, seed=31), with_hidden_cards_shuffled, random.Random(9)) > 0


@pytest.mark.parametrize("level", list(PLAYERS))
def test_choose_move_sends_tressette_to_the_tressette_level(level):
    state = new_game(TressetteFourState, 4)
    view = state.view(state.turn)
    assert choose_move(PLAYERS, level, view, random.Random(1)) == PLAYERS[level](view, random.Random(1))


# -- each level's habits ---------------------------------------------------------------------


def test_easy_takes_the_trick_when_it_can():
    state = table("4S", "5S 3S 7C", trick="4S", turn=1)
    assert {easy(state.view(1), random.Random(seed)) for seed in range(10)} == {Card(5, "S"), Card(3, "S")}


def test_normal_leads_a_card_no_unplayed_card_can_take():
    state = table("3S 5C 6C", "4D 5D 6D", turn=0)
    assert normal(state.view(0), random.Random(1)) == Card(3, "S")


def test_normal_takes_a_trick_cheaply_and_gives_nothing_when_it_cannot():
    state = table("AS", "KS 3S 4S", trick="AS", turn=1)  # the Ace is a point: the 3 takes it
    assert normal(state.view(1), random.Random(1)) == Card(3, "S")
    lost = table("3S", "KS JS 4S", trick="3S", turn=1)  # nothing takes the 3: the 4, worth nothing
    assert normal(lost.view(1), random.Random(1)) == Card(4, "S")


def test_normal_gives_points_to_a_partner_sure_of_the_trick():
    state = table("3S", "4S", "5C AC", "6S", trick="3S 4S", turn=2)
    assert normal(state.view(2), random.Random(1)) == Card(1, "C")


# -- what Hard knows ------------------------------------------------------------------------


def test_hard_imagines_only_deals_consistent_with_what_it_has_seen():
    state = new_game(TressetteState, 5)
    rng = random.Random(5)
    while len(state.tricks) < 6 or state.turn != 0:
        state = state.apply(rng.choice(state.legal_moves()))
    view = state.view(0)
    for seed in range(30):
        world = imagined_world(view, random.Random(seed))
        assert isinstance(world, World) and len(world.stock) == view.stock_size
        assert world.hands[0] == [CARD_ID[c] for c in view.known_held()[0]]
        guess = view.complete({1: [DECK[c] for c in world.hands[1]]}, [DECK[c] for c in world.stock])
        guess.validate()  # drawn cards where they were drawn, no card of a suit a seat showed void in


def test_hard_reads_a_void_no_unseen_card_of_that_suit_goes_to_a_seat_that_did_not_follow():
    state = play(table("4S AC 2C 5D", "KD 7C 6C 3C", "5S 6S 7S JS", "QC 4C 5C AD", turn=0), "4S", "KD", "5S", "QC")
    view = state.view(2)
    assert "S" in view.voids()[1] and "S" in view.voids()[3]


def test_hard_knows_the_cards_drawn_in_sight():
    state = new_game(TressetteState, 6)
    while len(state.tricks) < 3:
        state = state.apply(state.legal_moves()[0])
    viewer = state.turn
    drawn_by_other = [card for card in state.drawn if card in state.hands[1 - viewer]]
    assert drawn_by_other and set(drawn_by_other) <= set(state.view(viewer).known_held()[1 - viewer])
    for seed in range(10):
        world = imagined_world(state.view(viewer), random.Random(seed))
        assert {CARD_ID[card] for card in drawn_by_other} <= set(world.hands[1 - viewer])


def test_hard_counts_its_budget_in_deals_and_plays_not_time():
    state = new_game(TressetteState, 9)
    view = state.view(state.turn)
    cheap = hard_values(view, random.Random(1), HardSettings(deals=2, plays=0, fewest=2))
    assert len(cheap) == len(view.legal_moves())
    assert hard_values(view, random.Random(1), HardSettings(deals=2, plays=0, fewest=2)) == cheap


def test_hard_at_the_end_of_the_hand_keeps_the_card_that_takes_the_last_trick():
    # two tricks left, every card known: leading the 4 loses a trick but keeps the 3 for the last one
    rest = [card for card in DECK if card not in cards("3D 4C AD 5C")]  # paired within each suit
    tricks = tuple(Trick(0, (rest[at], rest[at + 1]), 0) for at in range(0, len(rest), 2))
    end = replace(table("3D 4C", "AD 5C", turn=0), tricks=tricks)
    assert hard(end.view(0), random.Random(1)) == Card(4, "C")
