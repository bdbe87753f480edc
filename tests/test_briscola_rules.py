"""One test per rule of Briscola, named after the rule (issue 2.5)."""

from __future__ import annotations

import json
import random
from dataclasses import replace

import pytest
from briscola_helpers import cards, play, table
from refusal import refused

from mazzo.briscola import (
    HALF,
    ORDER,
    POINTS,
    STOCK_AT_DEAL,
    TOTAL_POINTS,
    BriscolaOptions,
    BriscolaState,
    Trick,
    beats,
    events,
)
from mazzo.game import IllegalMoveError, NotationError, StateError, new_game, play_random
from mazzo.scopa import DECK, Card


def first_cards(state: BriscolaState, count: int) -> BriscolaState:
    """``count`` plays, each the first card of the hand to move."""
    for _ in range(count):
        state = state.apply(state.legal_moves()[0])
    return state


# -- the deck, the order and the points --------------------------------------------------


def test_the_deck_is_scopas_forty_italian_cards_with_the_same_notation():
    state = new_game(BriscolaState, 1)
    every = [*state.hands[0], *state.hands[1], *state.stock]
    assert sorted(every) == sorted(DECK) and len(every) == 40
    assert state.parse_move("QS") == Card(9, "S") and str(Card(10, "C")) == "KC"


@pytest.mark.parametrize("bad", ["", "7", "8D", "1D", "7DD", "QSx2S", None, 7])
def test_an_unreadable_card_is_a_notation_error(bad):
    with pytest.raises(NotationError):
        new_game(BriscolaState, 1).parse_move(bad)


def test_order_in_each_suit_is_ace_three_king_knight_jack_seven_six_five_four_two():
    assert ORDER == (1, 3, 10, 9, 8, 7, 6, 5, 4, 2)
    for suit in "DHSC":
        for higher, lower in zip(ORDER, ORDER[1:], strict=False):
            assert beats(Card(higher, suit), Card(lower, suit), trumps="C" if suit != "C" else "D")
            assert not beats(Card(lower, suit), Card(higher, suit), trumps="H")


def test_card_points_ace_11_three_10_king_4_knight_3_jack_2_the_rest_0_and_120_in_all():
    assert POINTS == {1: 11, 3: 10, 10: 4, 9: 3, 8: 2, 7: 0, 6: 0, 5: 0, 4: 0, 2: 0}
    assert TOTAL_POINTS == 120 and HALF == 60


# -- the deal ----------------------------------------------------------------------------


def test_deal_gives_three_cards_each_turns_up_the_briscola_and_lays_it_under_the_stock():
    state = new_game(BriscolaState, 7)
    assert [len(h) for h in state.hands] == [3, 3]
    assert len(state.stock) == STOCK_AT_DEAL == 34
    assert state.stock[-1] == state.briscola and state.trumps == state.briscola.suit


def test_the_player_after_the_dealer_leads_first_and_the_deal_alternates():
    state = new_game(BriscolaState, 3, BriscolaOptions(target=3))
    assert state.turn == state.leader == 1 - state.dealer
    following = play_random(state, random.Random(3)).next_round()
    assert following.dealer == 1 - state.dealer and following.turn == state.dealer and following.round_no == 1


# -- a trick ---------------------------------------------------------------------------


def test_any_card_may_be_played_there_is_no_obligation_to_follow_suit_or_to_trump():
    state = table("AS 2H 4C", "KS 3S 5D", briscola="JC", stock="-", led="7S", turn=1)
    assert state.legal_moves() == list(cards("KS 3S 5D"))
    answered = play(state, "5D")  # it could follow suit and take with the King or the Three
    assert answered.tricks[-1].winner == 0


def test_the_highest_card_of_the_suit_led_wins_without_a_trump():
    state = table("KS", "3S", briscola="JC", led=None, turn=0)
    assert play(state, "KS", "3S").tricks[-1] == Trick(0, (Card(10, "S"), Card(3, "S")), 1)


def test_a_trump_beats_the_suit_led():
    state = table("AS", "2C", briscola="JC", turn=0)
    assert play(state, "AS", "2C").tricks[-1].winner == 1


def test_the_higher_trump_wins_when_both_are_trumps():
    state = table("3C", "KC", briscola="JC", turn=0)
    assert play(state, "3C", "KC").tricks[-1].winner == 0
    assert beats(Card(1, "C"), Card(3, "C"), "C")


def test_an_off_suit_card_loses_to_the_card_led():
    state = table("2S", "AH", briscola="JC", turn=0)
    after = play(state, "2S", "AH")
    assert after.tricks[-1].winner == 0 and after.card_points == (11, 0)


def test_the_winner_of_a_trick_leads_the_next():
    state = table("2S 4D", "AS 5D", briscola="JC", turn=0)
    after = play(state, "2S", "AS")
    assert after.turn == after.leader == 1 and after.current_player == 1


# -- the draws ---------------------------------------------------------------------------


def test_the_winner_draws_first_then_the_other():
    state = table("2S 4D 6D", "AS 5D 7D", briscola="JC", stock="KD QD JD", turn=0)
    after = play(state, "2S", "AS")  # player 1 wins and draws the King
    assert after.hands[1][-1] == Card(10, "D") and after.hands[0][-1] == Card(9, "D")
    assert after.stock == cards("JD JC")


def test_the_briscola_is_the_last_card_drawn_and_goes_to_the_loser_of_the_trick():
    state = table("2S 4D 6D", "AS 5D 7D", briscola="JC", stock="KD", turn=0)
    after = play(state, "2S", "AS")
    assert after.stock == () and after.hands[1][-1] == Card(10, "D") and after.hands[0][-1] == Card(8, "C")
    assert after.trumps == "C", "the briscola's suit stays trumps after it is drawn"


def test_a_whole_hand_is_twenty_tricks_with_draws_after_the_first_seventeen():
    state = new_game(BriscolaState, 11)
    stock_sizes = []
    while not state.round_over:
        state = first_cards(state, 2)
        stock_sizes.append(len(state.stock))
    assert stock_sizes == [34 - 2 * n for n in range(1, 18)] + [0, 0, 0]
    assert len(state.tricks) == 20 and state.hands == ((), ())


# -- the count, the hand and the match -----------------------------------------------------


def test_more_than_60_points_wins_the_hand_and_the_points_always_add_up_to_120():
    for seed in range(30):
        state = play_random(new_game(BriscolaState, seed), random.Random(seed))
        a, b = state.card_points
        assert a + b == 120
        assert state.hand_winner == (0 if a > 60 else 1 if b > 60 else None)


def drawn_hand() -> BriscolaState:
    """A finished hand split 60-60: each player won two Aces, two Threes, two Kings, two Knights, two Jacks."""
    rng = random.Random(0)
    for seed in range(2000):
        state = play_random(new_game(BriscolaState, seed), rng)
        if state.card_points == (60, 60):
            return state
    raise AssertionError("no drawn hand in 2000 random hands")


def test_60_60_is_a_draw_that_counts_for_nobody():
    state = drawn_hand()
    assert state.hand_winner is None and state.scores == (0, 0)
    assert not state.game_over and state.winner is None, "a one-hand match goes on after a draw"
    summary = state.round_summary()
    assert summary["hand_winner"] is None and [line["total"] for line in summary["players"]] == [0, 0]
    assert state.next_round().round_no == 1


@pytest.mark.parametrize("target", [1, 2, 3])
def test_the_match_is_won_by_the_first_to_win_the_hands_chosen(target):
    state = new_game(BriscolaState, 5, BriscolaOptions(target=target))
    rng, hands = random.Random(target), 0
    while True:
        state = play_random(state, rng)
        hands += 1
        if state.game_over:
            break
        assert max(state.scores) < target
        state = state.next_round()
    assert state.scores[state.winner] == target and state.scores[1 - state.winner] < target
    assert hands >= target
    with refused(IllegalMoveError, "game_over"):
        state.next_round()


def test_a_match_is_one_hand_by_default_and_the_options_are_checked():
    assert BriscolaOptions() == BriscolaOptions(target=1, show_points=False)
    with refused(StateError, "not_one_of", field="target"):
        BriscolaOptions(target=4)
    with refused(StateError, "not_a_flag", field="show_points"):
        BriscolaOptions(show_points="yes")


def test_the_summary_counts_each_kind_of_card_that_scores():
    state = play_random(new_game(BriscolaState, 8), random.Random(8))
    summary = state.round_summary()
    names = [line["line"] for line in summary["lines"]]
    assert names == ["aces", "threes", "kings", "knights", "jacks", "hand_points", "round", "total"]
    for line in summary["lines"][:5]:
        assert sum(line["values"]) == 4
    assert [sum(p["points"].values()) for p in summary["players"]] == list(state.card_points)
    assert summary["lines"][5]["values"] == list(state.card_points)
    assert summary["lines"][6]["values"] == [int(player == state.hand_winner) for player in (0, 1)]
    with refused(IllegalMoveError, "round_not_over"):
        new_game(BriscolaState, 8).round_summary()


# -- what a player sees ------------------------------------------------------------------


def test_the_view_shows_the_briscola_the_card_led_and_the_tricks_but_not_the_other_hand_or_the_stock():
    state = first_cards(new_game(BriscolaState, 4), 3)
    leader = state.leader
    view = state.view(1 - leader).to_dict()
    assert view["briscola"] == str(state.briscola) and view["trumps"] == state.trumps
    assert view["trick"] == [str(state.led)] and view["leader"] == leader
    assert view["tricks"] == [t.to_dict() for t in state.tricks] and view["stock_size"] == 34 - 2
    assert view["opponent_hand_size"] == 2 and view["briscola_in_stock"] is True
    text = json.dumps({k: v for k, v in view.items() if k != "history"})
    for hidden in (*state.hands[leader], *state.stock[:-1]):
        assert f'"{hidden}"' not in text


def test_the_trick_just_finished_stays_in_the_view_until_the_next_lead():
    state = first_cards(new_game(BriscolaState, 4), 2)
    trick = state.tricks[-1]
    shown = state.view(0).to_dict()["last_trick"]
    assert shown == {**trick.to_dict(), "points": trick.points}
    assert first_cards(state, 1).view(0).to_dict()["last_trick"] is None


def test_the_running_points_are_shown_only_with_the_show_points_option():
    plain = first_cards(new_game(BriscolaState, 6), 8)
    shown = first_cards(new_game(BriscolaState, 6, BriscolaOptions(show_points=True)), 8)
    assert plain.view(0).to_dict()["points"] is None
    assert shown.view(0).to_dict()["points"] == list(shown.card_points)


def test_a_card_the_other_player_draws_is_named_only_when_it_is_the_briscola():
    state = table("2S 4D 6D", "AS 5D 7D", briscola="JC", stock="KD QD JD", turn=0)
    middle = play(state, "2S")
    seen = events(middle, Card(1, "S"), middle.apply(Card(1, "S")), viewer=0)
    assert [e["type"] for e in seen] == ["play", "trick", "draw", "draw"]
    assert seen[2] == {"type": "draw", "player": 1, "card": None, "stock_size": 3}
    assert seen[3] == {"type": "draw", "player": 0, "card": "QD", "stock_size": 2}
    last = table("2S 4D 6D", "AS 5D 7D", briscola="JC", stock="KD", turn=0)
    middle = play(last, "2S")
    seen = events(middle, Card(1, "S"), middle.apply(Card(1, "S")), viewer=1)
    assert seen[1] == {"type": "trick", "leader": 0, "cards": ["2S", "AS"], "winner": 1, "points": 11}
    assert seen[3] == {"type": "draw", "player": 0, "card": "JC", "stock_size": 0}


def test_the_last_play_of_a_hand_reports_the_hand_and_the_match():
    state = new_game(BriscolaState, 9)
    while len(state.history) < 39:
        state = first_cards(state, 1)
    after = first_cards(state, 1)
    seen = events(state, state.legal_moves()[0], after, viewer=0)
    types = [e["type"] for e in seen]
    assert types[:3] == ["play", "trick", "round_over"] and ("game_over" in types) == after.game_over
    assert seen[2] == {"type": "round_over", "points": list(after.card_points), "hand_winner": after.hand_winner,
                       "scores": list(after.scores)}


# -- refusals ------------------------------------------------------------------------------


def test_a_card_not_in_the_hand_is_refused_and_changes_nothing():
    state = new_game(BriscolaState, 2)
    other = state.hands[1 - state.turn][0]
    with refused(IllegalMoveError, "not_in_hand", card=str(other)):
        state.apply(other)
    with refused(IllegalMoveError, "not_a_move"):
        state.apply("AS")
    assert state == new_game(BriscolaState, 2)


def test_no_card_may_be_played_once_the_hand_is_over():
    state = play_random(new_game(BriscolaState, 2), random.Random(2))
    assert state.legal_moves() == [] and state.current_player is None
    with refused(IllegalMoveError, "round_over"):
        state.apply(Card(1, "S"))


def test_impossible_saved_states_are_refused_by_their_code():
    state = first_cards(new_game(BriscolaState, 12), 5)
    data = state.to_dict()

    def refused_with(code: str, **changes: object) -> None:
        with refused(StateError, code):
            BriscolaState.from_dict({**json.loads(json.dumps(data)), **changes})

    hand = data["hands"][0]
    refused_with("cards_do_not_add_up", hands=[[*hand[:-1], data["hands"][1][0]], data["hands"][1]])
    stock = data["stock"]
    refused_with("briscola_not_last", stock=[stock[-1], *stock[:-1]])
    first = dict(data["tricks"][0])
    refused_with("trick_winner", tricks=[{**first, "winner": 1 - first["winner"]}, *data["tricks"][1:]])
    refused_with("trick_leader", tricks=[{**first, "leader": 1 - first["leader"]}, *data["tricks"][1:]])
    refused_with("trick_cards", tricks=[{**first, "cards": first["cards"][:1]}, *data["tricks"][1:]])
    refused_with("wrong_turn", turn=1 - data["turn"])
    refused_with("target_reached", match_scores=[1, 0])
    refused_with("wrong_fields", tricks=[{"leader": 0}])
    swapped = replace(state, hands=(state.hands[0] + state.hands[1][:1], state.hands[1][1:]))
    with refused(StateError, "hands_out_of_step"):
        swapped.validate()
    pushed_back = replace(state, hands=(state.hands[0][1:], state.hands[1][1:]),
                          stock=(state.hands[0][0], state.hands[1][0], *state.stock))
    with refused(StateError, "stock_out_of_step", tricks=2, expected=30, found=32):
        pushed_back.validate()


def test_the_position_text_round_trips_and_names_the_options():
    state = first_cards(new_game(BriscolaState, 13, BriscolaOptions(target=2, show_points=True)), 7)
    text = state.position()
    assert text.startswith("briscola/2/points ")
    again = BriscolaState.from_position(text)
    assert again == replace(state, history=())
    for bad in ("briscola/2 | x", "scopa/11 seed=1", text.replace("/points", "/napola"), text.replace("|", "/", 1)):
        with pytest.raises(NotationError):
            BriscolaState.from_position(bad)
