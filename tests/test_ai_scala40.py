"""The Scala 40 computer players (issue 6/9): legal, seeded, honest, and each level's habits."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest
from scala40_helpers import cards, position

from mazzo.ai import choose_move
from mazzo.ai.scala40 import PLAYERS, easy, hard, hard_values, normal
from mazzo.ai.scala40_reading import imagined_hands, passed_cards, take_chances, wanted
from mazzo.game import deal_rng, new_game
from mazzo.scala40 import Add, Discard, DrawStock, Meld, Open, ScalaState, SwapJoker, TakeDiscard, parse_move

LEVELS = tuple(PLAYERS)


def move_of(level: str, state: ScalaState, seed: int = 0):
    return PLAYERS[level](state.view(state.turn), random.Random(seed))


def turn_of(level: str, state: ScalaState, seed: int = 0) -> tuple[ScalaState, list[str]]:
    """Play the whole turn of the player to move; the moves as text."""
    player, moves = state.turn, []
    while not state.round_over and state.turn == player:
        move = move_of(level, state, seed + len(moves))
        moves.append(str(move))
        state = state.apply(move)
    return state, moves


def rounds(levels: tuple[str, str], count: int, seed: int = 0):
    """Seeded whole rounds between two levels: every (state, move) pair, in order."""
    for number in range(count):
        state = new_game(ScalaState, seed + number)
        steps = 0
        while not state.round_over:
            player = state.turn
            move = PLAYERS[levels[player]](state.view(player), deal_rng(seed + number, "computer", steps))
            yield state, move
            state = state.apply(move)
            steps += 1
            assert steps < 2000, f"the round does not end: {state.position()}"


# -- every level plays legal moves, whole rounds end, and it is seeded ---------------------------


PAIRINGS = [("easy", "normal"), ("normal", "hard"), ("hard", "easy"), ("hard", "hard")]


@pytest.mark.parametrize("seed, levels", enumerate(PAIRINGS))
def test_every_level_always_makes_a_legal_move_and_rounds_end(seed, levels):
    moves = 0
    for state, move in rounds(levels, 12, seed=1000 * seed):
        assert move in state.legal_moves(), (str(move), state.position())
        moves += 1
    assert moves > 12 * 20


def test_whole_matches_between_the_levels_end_with_a_winner():
    for seed, levels in enumerate([("easy", "hard"), ("normal", "easy"), ("hard", "normal")]):
        state, steps = new_game(ScalaState, seed), 0
        while not state.game_over:
            if state.round_over:
                state = state.next_round()
                continue
            player = state.turn
            state = state.apply(PLAYERS[levels[player]](state.view(player), deal_rng(seed, "computer", steps)))
            steps += 1
        assert state.winner in (0, 1) and max(state.scores) >= state.options.target


def test_same_view_and_same_seed_give_the_same_move_whatever_the_global_random_does():
    for state, _ in rounds(("hard", "normal"), 2, seed=40):
        view = state.view(state.turn)
        for level in LEVELS:
            first = PLAYERS[level](view, random.Random(9))
            random.seed(12345)
            random.random()
            assert PLAYERS[level](view, random.Random(9)) == first


def test_choose_move_dispatches_scala40_to_the_level():
    state = position("2C 3C 4C 9H 9S 9D QH KH AH 5S 6D 7C 8S", discard="5C", phase="draw")
    view = state.view(0)
    assert choose_move(PLAYERS, "easy", view, random.Random(1)) == DrawStock()
    assert choose_move(PLAYERS, "hard", view, random.Random(1)) == TakeDiscard()  # 2C 3C 4C 5C and the rest open


# -- honest: the view only ------------------------------------------------------------------


def shuffled_world(state: ScalaState, rng: random.Random) -> ScalaState:
    """Another full state the player to move cannot tell from ``state``: the other hand
    and the stock dealt again from the same unseen cards."""
    view = state.view(state.turn)
    hidden = list(view.unseen())
    rng.shuffle(hidden)
    size = view.opponent_hand_size
    return view.complete(hidden[:size], hidden[size:], seed=rng.randrange(1000))


def test_honest_each_level_makes_the_same_move_whatever_the_hidden_cards_are():
    rng = random.Random(5)
    checked = 0
    for index, (state, move) in enumerate(rounds(("hard", "normal"), 10, seed=70)):
        if index % 3:
            continue
        one, two = shuffled_world(state, rng), shuffled_world(state, rng)
        assert one.hands[1 - state.turn] != two.hands[1 - state.turn] or one.stock != two.stock
        for level in LEVELS:
            seed = rng.randrange(10**6)
            expected = move_of(level, state, seed)
            assert move_of(level, one, seed) == expected
            assert move_of(level, two, seed) == expected
        checked += 1
    assert checked > 100


@pytest.mark.parametrize("level", [easy, normal, hard])
def test_a_level_refuses_a_full_state_and_a_view_of_the_other_players_turn(level):
    state = new_game(ScalaState, 3)
    with pytest.raises(TypeError):
        level(state, random.Random(0))
    with pytest.raises(ValueError):
        level(state.view(1 - state.turn), random.Random(0))


# -- Easy --------------------------------------------------------------------------------


def test_easy_never_takes_from_the_discard_pile_even_when_the_card_would_open():
    # 5C would make 2C-5C and the nines and the hearts: a 40 opening.
    state = position("2C 3C 4C 9H 9S 9D QH KH AH 5S 6D 7C 8S", discard="5C", phase="draw")
    assert move_of("easy", state) == DrawStock()
    for level in ("normal", "hard"):
        assert move_of(level, state) == TakeDiscard()
    takes = sum(isinstance(m, TakeDiscard) for s, m in rounds(("easy", "easy"), 6, seed=90))
    assert takes == 0


def test_easy_discards_at_random_but_never_a_joker_nor_a_card_of_a_combination_in_hand():
    state = position("JK 7H 7S 7D 2C 5D 9S JH KC", phase="play")
    discarded = {str(move_of("easy", state, seed)) for seed in range(40)}
    assert discarded == {"discard 2C", "discard 5D", "discard 9S", "discard JH", "discard KC"}


# -- Normal ------------------------------------------------------------------------------


def test_normal_takes_a_discard_that_completes_a_combination_and_lays_it_down():
    state = position("7H 8H 2C 5D QS", discard="9H", phase="draw", opened=(True, True),
                     table=((1, "4S4D4C"),))
    assert move_of("normal", state) == TakeDiscard()
    after, moves = turn_of("normal", state.apply(TakeDiscard()))
    assert moves[0] == "meld 7H8H9H"
    assert moves[-1].startswith("discard")


def test_normal_does_not_take_a_discard_it_can_only_add_to_the_table_but_hard_does():
    state = position("2C 5D QS", discard="7H", phase="draw", opened=(True, True), table=((1, "4H5H6H"),))
    assert move_of("normal", state) == DrawStock()
    assert move_of("hard", state) == TakeDiscard()
    _, moves = turn_of("hard", state.apply(TakeDiscard()))
    assert moves[0] == "add 0 7H"


def test_normal_keeps_the_cards_that_nearly_make_a_combination():
    # 7H 8H and the two queens are near-combinations; 2C, 5D and KS stand alone.
    state = position("7H 8H QD QS 2C 5D KS", phase="play", opened=(True, False), table=((0, "3C3D3S"),))
    discarded = {move_of("normal", state, seed).card for seed in range(20)}
    assert discarded <= set(cards("2C 5D KS"))


# -- Hard --------------------------------------------------------------------------------


def test_hard_counts_the_cards_still_live_normal_does_not():
    # Both 6H and both 9H are in the discard pile: 7H 8H can only grow with a joker,
    # while the queens may still meet QH or QC.
    state = position("7H 8H QD QS", "2D 3D 4S 8C 9D TS KC", discard="6H 6H 9H 9H 5C", phase="play",
                     opened=(True, False), table=((0, "2C3C4C"),))
    assert move_of("hard", state).card in set(cards("7H 8H"))
    assert move_of("normal", state).card in set(cards("QD QS"))  # as good for Normal: the higher goes


def test_hard_opens_as_soon_as_it_can():
    state = position("QH KH AH 9C 9D 9S 2S 5D 7C 8S JD 3H 6C 4D", phase="play")
    move = move_of("hard", state)
    assert isinstance(move, Open)
    assert move in state.legal_moves()


def test_hard_plans_its_opening_to_leave_the_fewest_cards_normal_takes_the_biggest():
    # The Ace goes high (T-A of spades, 51 points) or low (A-2-3 beside T-K, 46 points, 7 cards).
    state = position("AS 2S 3S 3S 7C 7H 9C TC TS JS QS KS", phase="play")
    assert move_of("normal", state) == parse_move("open TSJSQSKSAS")
    assert move_of("hard", state) == parse_move("open AS2S3S+TSJSQSKS")


def test_hard_never_discards_a_card_the_other_player_could_add_to_the_table():
    # QH and 3C fit the other player's combinations; Hard has not opened, so it cannot add
    # them itself, and it breaks up a near-combination rather than hand them over.
    table = ((1, "9HTHJH"), (1, "3D3S3H"))
    state = position("QH 3C 5S 6S 8D 9D", phase="play", opened=(False, True), table=table)
    for seed in range(10):
        assert move_of("hard", state, seed).card in set(cards("5S 6S 8D 9D"))
    assert move_of("normal", state).card == cards("QH")[0]  # Normal sheds its highest lone card


def test_hard_discards_a_table_card_when_every_card_fits_the_table():
    state = position("QH 3C", phase="play", opened=(False, True), table=((1, "9HTHJH"), (1, "3D3S3H")))
    assert move_of("hard", state) in state.legal_moves()


def test_hard_takes_back_a_joker_when_it_can_and_lays_it_down_again():
    state = position("8H 2C 2D 9S KD", phase="play", opened=(True, True), table=((1, "7HJK9H"),))
    assert move_of("hard", state) == SwapJoker(0, cards("8H")[0])
    after, moves = turn_of("hard", state)
    assert moves[:2] == ["swap 0 8H", "meld 2D2CJK"] and moves[2] in ("discard KD", "discard 9S")
    assert all(not isinstance(m, SwapJoker) for m in (move_of("normal", state, s) for s in range(5)))


def test_hard_takes_the_discard_to_swap_it_for_a_table_joker():
    state = position("2C 5D QS", discard="8H", phase="draw", opened=(True, True), table=((1, "7HJK9H"),))
    assert move_of("hard", state) == TakeDiscard()
    assert move_of("hard", state.apply(TakeDiscard())) == SwapJoker(0, cards("8H")[0])


def test_hard_sheds_high_cards_when_the_other_player_is_close_to_closing():
    hand, table = "KH QH 2C", ((1, "7D8D9D"), (0, "5S5H5D"))
    calm = position(hand, "AS 3H 6C 8C TS JS QS KC JD TD", phase="play", opened=(True, True), table=table)
    close = position(hand, "AS 3H", phase="play", opened=(True, True), table=table)
    assert move_of("hard", calm) == Discard(cards("2C")[0])  # keeps the start of a Q-K-A run while it may grow
    assert move_of("hard", close) in (Discard(cards("KH")[0]), Discard(cards("QH")[0]))


def test_hard_will_not_feed_what_the_other_player_took_from_the_discard_pile():
    # 9D is Hard's highest lone card, but the other player took a 9 (9C) from the discard pile.
    base = position("9D 2H 3S 6S", "4C 5C 2D 3D 7S", phase="play", opened=(True, True), table=((1, "8C9CTC"),))
    assert move_of("hard", base).card == cards("9D")[0]
    history = ((0, parse_move("draw")), (0, parse_move("discard 9C")), (1, parse_move("take")))
    assert move_of("hard", replace(base, history=history)).card != cards("9D")[0]


def test_every_level_closes_by_putting_its_last_joker_on_the_table():
    state = position("JK 5C", phase="play", opened=(True, True), table=((1, "7H8H9H"),))
    for level in LEVELS:
        after, moves = turn_of(level, state)
        assert moves[0].startswith("add 0 JK") and moves[1] == "discard 5C"
        assert after.round_over and after.result.closer == 0


def test_a_taken_discard_always_goes_down_the_same_turn():
    for state, move in rounds(("hard", "normal"), 15, seed=200):
        if isinstance(move, TakeDiscard):
            after = state.apply(move)
            final, moves = turn_of("hard" if state.turn == 0 else "normal", after)
            assert "return" not in moves and any(isinstance(parse_move(m), (Open, Meld, Add, SwapJoker)) for m in moves)


# -- Hard's evaluation (issue 2.6): the move Hard plays is the one it values most ---------------


def test_hard_plays_the_move_its_evaluation_values_most_through_whole_rounds():
    checked = 0
    for number, (state, _) in enumerate(rounds(("hard", "hard"), 3, seed=300)):
        view = state.view(state.turn)
        values = hard_values(view, random.Random(number))
        assert [move for move, _ in values] == view.legal_moves()
        best = max(value for _, value in values)
        first_best = next(move for move, value in values if value == best)
        assert hard(view, random.Random(number)) == first_best
        checked += len(values) > 1
    assert checked > 50


def test_hards_evaluation_is_the_same_whatever_the_hidden_cards_are():
    rng = random.Random(8)
    for index, (state, _) in enumerate(rounds(("hard", "normal"), 3, seed=90)):
        if index % 4:
            continue
        one, two = shuffled_world(state, rng), shuffled_world(state, rng)
        player = state.turn
        assert hard_values(one.view(player), random.Random(index)) == hard_values(two.view(player), random.Random(index))


def test_hard_values_closing_above_everything_and_a_card_of_a_combination_far_below_a_lone_one():
    closing = position("JK 5C", phase="play", opened=(True, True), table=((1, "7H8H9H"),))
    values = dict(hard_values(closing.view(0), random.Random(0)))
    assert max(values, key=values.__getitem__) == parse_move("add 0 JK")
    assert values[parse_move("add 0 JK")] > values[parse_move("discard 5C")] + 50  # the other pays 13 cards
    run = position("5C 6C 7C KD 2S", phase="play", opened=(True, True), table=((1, "7H8H9H"),))
    values = dict(hard_values(run.view(0), random.Random(0)))
    assert values[parse_move("meld 5C6C7C")] > values[parse_move("discard KD")] > values[parse_move("discard 6C")] + 20


#: The other player (1) opens, discards; Hard discards 9D; they draw past it.
DREW_PAST_9D = tuple(
    (player, parse_move(move))
    for player, move in zip((1, 1, 1, 0, 0, 1, 1, 0), ("draw", "open 6H7H8H9H+JDJSJC", "discard 5C", "draw", "discard 9D", "draw", "discard 2S", "draw"), strict=True)
)


def test_hard_reads_the_cards_the_other_player_drew_past_once_opened():
    state = replace(position("3C 4C KD", phase="play", opened=(True, True), table=((1, "6H7H8H9H"), (1, "JDJSJC"))), history=DREW_PAST_9D)
    assert passed_cards(state.view(0), 1) == list(cards("9D"))  # the 5C was theirs; 2S not yet passed


def test_a_hand_wants_the_cards_that_make_three_with_two_of_its_own():
    assert set(cards("6H 9H JK")) <= wanted(cards("7H 8H KS")) and not {*cards("5H TH")} & wanted(cards("7H 8H KS"))
    assert set(cards("7D 7C")) <= wanted(cards("7H 7S"))
    assert set(cards("5H 9H 7D")) <= wanted(cards("JK 7H"))


def test_a_card_the_other_player_drew_past_makes_hands_that_take_its_kind_less_likely():
    # Once opened, they drew past a 9D: hands with a pair that 9D completes (9H 9C, 8D TD...) weigh
    # less, so a 9S, which most of the same pairs of nines want, is less likely to be taken.
    state = position("4C 9S KD", phase="play", opened=(True, True), table=((1, "6H7H8H9H"), (1, "JDJSJC")))
    blind, read = (
        take_chances(list(cards("4C 9S")), imagined_hands(s.view(0), random.Random(1), 400))
        for s in (state, replace(state, history=DREW_PAST_9D))
    )
    assert read[cards("9S")[0]] < blind[cards("9S")[0]]


def test_hard_values_a_draw_that_voids_the_round_at_nothing():
    # The stock is out and was rebuilt once already: drawing ends the round void, for 0 points.
    state = position("3C 4C KD", phase="draw", opened=(True, True), stock="-", rebuilt=True)
    values = dict(hard_values(state.view(0), random.Random(0)))
    assert values[DrawStock()] == 0.0 and state.apply(DrawStock()).result.void
