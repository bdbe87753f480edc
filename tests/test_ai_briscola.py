"""The Briscola computer players (issue 2.5): legal, seeded, honest, and each level's habits."""

from __future__ import annotations

import random
from functools import partial

import pytest
from briscola_helpers import cards, table
from honesty import hidden_cards_play_no_part

from mazzo.ai import choose_move
from mazzo.ai.briscola import (
    NO_CARD,
    PLAYERS,
    HardSettings,
    easy,
    hard,
    imagined_deals,
    normal,
    plays_likelihood,
    their_recent_plays,
    view_position,
    weighed_deals,
)
from mazzo.ai.briscola_search import CARD_ID, HOLD_FIT, LEAD_FIT, Search, final_value, position_of, tricks_left
from mazzo.briscola import STRENGTH, BriscolaState
from mazzo.game import deal_rng, new_game
from mazzo.scopa import Card
from mazzo.scopa.cards import DECK, SUITS

#: Hard with a small budget, for the many-positions tests; the real Hard plays a few too.
QUICK_HARD = partial(hard, settings=HardSettings(deals=4, end_deals=4))
QUICK_LEVELS = {"easy": easy, "normal": normal, "hard": QUICK_HARD}


def random_positions(count: int, seed: int):
    """Mid-hand states reached by random play, the player to move holding cards."""
    rng = random.Random(seed)
    for number in range(count):
        state = new_game(BriscolaState, seed * 1000 + number)
        for _ in range(rng.randrange(40)):
            state = state.apply(rng.choice(state.legal_moves()))
        yield state


def hands(levels, count: int, seed: int):
    """Whole seeded hands between two levels: every (state, move), in order."""
    for number in range(count):
        state = new_game(BriscolaState, seed + number)
        while not state.round_over:
            player = state.turn
            move = levels[player](state.view(player), deal_rng(seed + number, "computer", len(state.history)))
            yield state, move
            state = state.apply(move)


def with_hidden_cards_shuffled(state: BriscolaState, viewer: int, rng: random.Random) -> BriscolaState:
    """The same position for ``viewer``, the other hand and the face-down stock dealt again
    from the same unseen cards (a briscola the other player drew stays in their hand)."""
    view = state.view(viewer)
    hidden = list(view.unseen())
    rng.shuffle(hidden)
    known = [state.briscola] if view.briscola_with_other else []
    held = view.opponent_hand_size - len(known)
    return view.complete([*hidden[:held], *known], hidden[held:], seed=state.seed)


# -- every level plays legal moves, from views only, seeded -----------------------------------


@pytest.mark.parametrize("level", list(QUICK_LEVELS))
def test_every_level_always_returns_a_legal_move(level):
    for number, state in enumerate(random_positions(120, seed=len(level))):
        move = QUICK_LEVELS[level](state.view(state.turn), random.Random(number))
        assert move in state.legal_moves(), (str(move), state.position())


def test_the_real_hard_plays_legal_moves_through_whole_hands():
    moves = [(state, move) for state, move in hands((hard, normal), 2, seed=77)]
    assert len(moves) == 2 * 40
    assert all(move in state.legal_moves() for state, move in moves)


@pytest.mark.parametrize("level", list(QUICK_LEVELS))
def test_same_view_and_same_seed_give_the_same_move(level):
    for number, state in enumerate(random_positions(25, seed=11)):
        view = state.view(state.turn)
        first = QUICK_LEVELS[level](view, deal_rng(number, "computer", 3))
        random.seed(number)  # the global generator must play no part
        random.random()
        assert QUICK_LEVELS[level](view, deal_rng(number, "computer", 3)) == first, state.position()


@pytest.mark.parametrize("level", list(QUICK_LEVELS))
def test_choice_does_not_change_when_the_hidden_cards_are_shuffled_among_themselves(level):
    states = random_positions(60, seed=23)
    assert hidden_cards_play_no_part(QUICK_LEVELS[level], states, with_hidden_cards_shuffled, random.Random(5)) > 40


def test_the_real_hard_ignores_the_hidden_cards_too():
    assert hidden_cards_play_no_part(hard, random_positions(4, seed=31), with_hidden_cards_shuffled, random.Random(9)) > 0


@pytest.mark.parametrize("level", list(PLAYERS))
def test_choose_move_sends_briscola_to_the_briscola_level(level):
    view = new_game(BriscolaState, 8).view(new_game(BriscolaState, 8).turn)
    assert choose_move(PLAYERS, level, view, deal_rng(8, "computer", 0)) == PLAYERS[level](view, deal_rng(8, "computer", 0))


def test_a_hand_between_levels_replays_exactly_from_its_seed():
    def played(seed: int) -> list[str]:
        moves = [str(move) for _, move in hands((normal, easy), 2, seed)]
        random.seed(seed)  # disturbing the global generator between runs changes nothing
        return moves

    assert played(40) == played(40) and played(40) != played(41)


# -- each level's habits ---------------------------------------------------------------------


def test_easy_takes_the_trick_when_it_has_a_card_that_wins_it():
    state = table("2S 5D 7H", "KS 4C 6D", briscola="JC", led="2S", turn=1)
    taken = {easy(state.view(1), random.Random(seed)) for seed in range(30)}
    assert taken == {Card(10, "S"), Card(4, "C")}


def test_easy_plays_at_random_when_no_card_wins():
    state = table("AS", "2D 4H 6D", briscola="JC", led="AS", turn=1)
    assert len({easy(state.view(1), random.Random(seed)) for seed in range(40)}) == 3


def test_normal_takes_points_cheaply_with_a_higher_card_of_the_suit_led():
    # The King of swords led: the Ace of swords takes 15 points without spending a trump.
    state = table("KS", "AS 2C 4D", briscola="JC", led="KS", turn=1)
    assert normal(state.view(1), random.Random(0)) == Card(1, "S")


def test_normal_trumps_an_ace_or_a_three_but_keeps_its_trumps_for_tricks_that_matter():
    three = table("3H", "2C 4D 5S", briscola="JC", led="3H", turn=1)
    assert normal(three.view(1), random.Random(0)) == Card(2, "C")
    nothing = table("2H", "2C 4D 5S", briscola="JC", led="2H", turn=1)
    assert normal(nothing.view(1), random.Random(0)) in (Card(4, "D"), Card(5, "S"))


def test_normal_never_throws_an_ace_or_a_three_where_it_can_be_taken():
    # Answering a card it cannot beat, it gives the 4 rather than its Ace or its Three.
    answering = table("KH", "AS 3D 4S", briscola="JC", led="KH", turn=1)
    assert normal(answering.view(1), random.Random(0)) == Card(4, "S")
    # Leading, it keeps the Ace and the Three, which a trump out of sight could take.
    leading = table("2H 5H 6H", "AS 3D 4S", briscola="JC", stock="KD 7D 7S", turn=1, dealer=0)
    assert normal(leading.view(1), random.Random(0)) == Card(4, "S")


def test_hard_imagines_only_deals_consistent_with_what_it_has_seen():
    rng = random.Random(3)
    checked = 0
    for state in random_positions(60, seed=8):
        view = state.view(state.turn)
        unseen = set(view.unseen())
        for other, stock in imagined_deals(view, rng, 6):
            assert len(other) == view.opponent_hand_size and len(stock) == max(0, view.stock_size - 1)
            assert set(other) | set(stock) == unseen | ({view.briscola} if view.briscola_with_other else set())
            if view.briscola_with_other:
                assert view.briscola in other
            view.complete(other, stock)  # the view agrees: no StateError
            checked += 1
    assert checked > 200


def test_hard_imagines_every_deal_when_there_are_few():
    state = new_game(BriscolaState, 21)
    while len(state.stock) > 2:
        state = state.apply(state.legal_moves()[0])
    view = state.view(state.turn)
    deals = list(imagined_deals(view, random.Random(0), 48))
    assert len(deals) == len(set(map(lambda deal: (tuple(deal[0]), tuple(deal[1])), deals))) == len(view.unseen())


def test_hard_imagines_more_deals_near_the_end_of_the_stock():
    settings = HardSettings()
    counted = {}
    state = new_game(BriscolaState, 11)
    while len(state.stock) >= settings.end_stock - 2:
        view = state.view(state.turn)
        if view.led is None and len(state.stock) in (settings.end_stock + 2, settings.end_stock):
            trumps = SUITS.index(view.briscola.suit)
            counted[len(state.stock)] = len(weighed_deals(view, random.Random(0), settings, trumps, drawn=2))
        state = state.apply(state.legal_moves()[0])
    assert counted == {settings.end_stock + 2: settings.deals, settings.end_stock: settings.end_deals}
    assert settings.end_deals > settings.deals


def test_hard_finds_the_other_players_recent_plays_newest_first():
    rng = random.Random(4)
    for number in range(30):
        state = new_game(BriscolaState, number)
        while not state.round_over:
            view = state.view(state.turn)
            theirs = [(index, card) for index, (player, card) in enumerate(view.history) if player != view.player]
            plays = their_recent_plays(view, 3)
            assert [play.card for play in plays] == [CARD_ID[card] for _, card in theirs[::-1][:3]]
            for play, (index, _) in zip(plays, theirs[::-1], strict=False):
                answered = index % 2 == 1
                assert (play.led != NO_CARD) == answered
                assert play.drew == (index // 2 < min(len(view.tricks), 17))
            state = state.apply(rng.choice(state.legal_moves()))


def test_hard_reads_an_ace_not_trumped_as_no_small_trump():
    # Trumps are batons. Player 0 led the Ace of swords; player 1 let it go with the 4 of coins
    # and drew. Normal would have trumped the Ace with a small baton, had it held one.
    state = table("AS 5H 6H", "4D 7D KH", briscola="JC", stock="2D 6D 7H", turn=0)
    state = state.apply(Card(1, "S")).apply(Card(4, "D"))
    plays = their_recent_plays(state.view(0), 2)
    assert [(play.card, play.led, play.drew) for play in plays] == [(CARD_ID[Card(4, "D")], CARD_ID[Card(1, "S")], True)]
    held = lambda text: tuple(CARD_ID[c] for c in cards(text))
    trumps = 3  # batons: "C" is the fourth suit
    without = plays_likelihood(plays, held("5D 7D KH"), trumps, 2.0)
    # One small trump now may be the card drawn after the trick; of two, one was surely held then.
    assert plays_likelihood(plays, held("2C 7D KH"), trumps, 2.0) < without / 2
    assert plays_likelihood(plays, held("2C 4C KH"), trumps, 2.0) < without / 100


# -- the search agrees with the engine, and Hard plays the last tricks perfectly ------------


def exact_value(state: BriscolaState, player: int) -> float:
    """Minimax over the engine itself: the value for ``player`` of the rest of the hand."""
    if state.round_over:
        return final_value(state.card_points[player] - state.card_points[1 - player])
    values = [exact_value(state.apply(move), player) for move in state.legal_moves()]
    return max(values) if state.turn == player else min(values)


def endgames(count: int, seed: int, tricks: int):
    """Positions with ``tricks`` tricks left, from random play: a lead or an answer to make."""
    rng = random.Random(seed)
    for number in range(count):
        state = new_game(BriscolaState, seed * 1000 + number)
        while len(state.tricks) < 20 - tricks or (state.led is None and rng.random() < 0.5):
            state = state.apply(rng.choice(state.legal_moves()))
        yield state


def test_the_search_to_the_end_of_the_hand_matches_minimax_over_the_engine():
    checked = 0
    for state in endgames(60, seed=5, tricks=4):
        player = state.turn
        position = position_of(state, player)
        search = Search(position.trumps)
        for move in state.legal_moves():
            expected = exact_value(state.apply(move), player)
            assert search.after_play(position, CARD_ID[move], tricks_left(position)) == expected, state.position()
        checked += 1
    assert checked >= 40


def test_hard_plays_a_best_card_once_the_stock_is_out():
    # With the stock out, the other hand is every unseen card: Hard searches the rest exactly.
    checked = 0
    for number, state in enumerate(endgames(80, seed=6, tricks=3)):
        if state.stock:
            continue
        player = state.turn
        best = exact_value(state, player)
        assert exact_value(state.apply(hard(state.view(player), random.Random(number))), player) == best, state.position()
        checked += 1
    assert checked >= 40


# -- Hard's imagined positions, draws and reading (issue 4.7) ----------------------------------


def test_hard_builds_the_imagined_position_from_the_view_as_the_engine_would():
    rng = random.Random(12)
    checked = 0
    for state in random_positions(80, seed=14):
        view = state.view(state.turn)
        for weight, theirs, stock in weighed_deals(view, rng, HardSettings(deals=3), view_position(view).trumps, 2):
            completed = view.complete([DECK[card] for card in theirs], [DECK[card] for card in stock[: view.stock_size - 1]])
            expected = position_of(completed, view.player)
            assert view_position(view)._replace(theirs=theirs, stock=stock) == expected, state.position()
            assert weight > 0
            checked += 1
    assert checked > 150


def test_blind_draws_give_each_player_the_same_face_down_card_whoever_takes_the_trick():
    # I lead the 2 of swords; they may take it with the Ace of swords or let it go with the 4 of cups.
    # The next face-down card is the Ace of batons (trumps), the one after it the 2 of cups. By the
    # rules the trick's winner draws the Ace; blind, I draw it whoever wins.
    state = table("2S 5H 6H", "AS 4H 7D", briscola="KC", stock="AC 2H 6D 7S", turn=0, dealer=1)
    position = position_of(state, 0)
    ruled, blind = Search(position.trumps, blind_draws=False), Search(position.trumps)
    taken = -11 + fitted_worth("5H 6H 2H", "4H 7D AC") - fitted_worth("4H 7D AC", "5H 6H 2H") - LEAD
    taken_blind = -11 + fitted_worth("5H 6H AC", "4H 7D 2H") - fitted_worth("4H 7D 2H", "5H 6H AC") - LEAD
    let_go = fitted_worth("5H 6H AC", "AS 7D 2H") - fitted_worth("AS 7D 2H", "5H 6H AC") + LEAD
    assert ruled.after_play(position, CARD_ID[Card(2, "S")], 1) == pytest.approx(min(taken, let_go))
    assert blind.after_play(position, CARD_ID[Card(2, "S")], 1) == pytest.approx(min(taken_blind, let_go))
    assert taken < taken_blind  # by the rules their Ace takes the trick and the Ace of batons with it


#: The stock left in the positions of the tests below, after one trick's draws: 6D 7S and the briscola.
REST = cards("6D 7S KC")
LEAD = LEAD_FIT[0] + LEAD_FIT[1] * 3 / 34


def fitted_worth(held: str, other: str, rest: tuple[Card, ...] = REST, left: int = 3) -> float:
    """What the fitted values make of the cards ``held`` (batons trumps) while ``other`` and ``rest`` are to be played."""
    total = 0.0
    for card in cards(held):
        higher = [c for c in (*cards(other), *rest) if c.suit == card.suit and STRENGTH[c.value] > STRENGTH[card.value]]
        a, b = HOLD_FIT[(0 if higher else 20) + (10 if card.suit == "C" else 0) + card.value - 1]
        total += a + b * left / 34
    return total


def test_the_fitted_values_judge_the_horizon_by_each_kind_of_card_held_and_by_who_leads():
    # Answering the 2 of swords: the Ace of swords takes 11 points, the 4 of cups lets it go. One
    # trick ahead, the horizon weighs each card held by its kind, whether it is the master of its
    # suit (no higher card of it in the other hand or the stock) and the cards left to draw.
    state = table("AS 4H 7D", "5H 6H", briscola="KC", stock="AC 2H 6D 7S", led="2S", turn=0, dealer=0)
    position = position_of(state, 0)
    search = Search(position.trumps)
    # Blind draws: I draw the Ace of batons, they the 2 of cups, whoever takes the trick.
    took = 11 + fitted_worth("4H 7D AC", "5H 6H 2H") - fitted_worth("5H 6H 2H", "4H 7D AC") + LEAD
    let_go = fitted_worth("AS 7D AC", "5H 6H 2H") - fitted_worth("5H 6H 2H", "AS 7D AC") - LEAD
    assert search.after_play(position, CARD_ID[Card(1, "S")], 1) == pytest.approx(took)
    assert search.after_play(position, CARD_ID[Card(4, "H")], 1) == pytest.approx(let_go)
    assert fitted_worth("AC", "", ()) > fitted_worth("AS", "", ()) + 5  # a trump Ace is worth far more than a plain one
    assert fitted_worth("3S", "-", ()) > fitted_worth("3S", "AS", ()) + 1  # a Three gains once its suit's Ace is gone
