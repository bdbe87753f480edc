"""One test per rule of Tressette, named after the rule (issue 4.3)."""

from __future__ import annotations

import itertools
import json
import random
from dataclasses import replace

import pytest
from mazzo.briscola import Trick
from mazzo.game import IllegalMoveError, NotationError, StateError, new_game, play_random
from mazzo.scopa import DECK, Card
from mazzo.tressette import (
    ORDER,
    STRENGTH,
    THIRDS,
    TOTAL_THIRDS,
    Declaration,
    TressetteFourState,
    TressetteOptions,
    TressetteState,
    declarations_of,
    events,
    trick_of,
)
from refusal import refused
from tressette_helpers import cards, first_cards, play, table

# -- the deck, the order and the points --------------------------------------------------


def test_the_deck_is_the_forty_italian_cards_in_scopas_notation():
    state = new_game(TressetteState, 1)
    every = [*state.hands[0], *state.hands[1], *state.stock]
    assert sorted(every) == sorted(DECK) and len(every) == 40
    assert state.parse_move("3S") == Card(3, "S")
    with pytest.raises(NotationError):
        state.parse_move("8D")


def test_order_in_each_suit_is_three_two_ace_king_knight_jack_seven_six_five_four():
    assert ORDER == (3, 2, 1, 10, 9, 8, 7, 6, 5, 4)
    for higher, lower in itertools.pairwise(ORDER):
        assert STRENGTH[higher] > STRENGTH[lower]
        assert trick_of(0, [Card(lower, "C"), Card(higher, "C")]).winner == 1
        assert trick_of(0, [Card(higher, "C"), Card(lower, "C")]).winner == 0


def test_an_ace_is_a_point_a_three_two_king_knight_or_jack_a_third_and_the_rest_nothing():
    assert THIRDS == {1: 3, 3: 1, 2: 1, 10: 1, 9: 1, 8: 1, 7: 0, 6: 0, 5: 0, 4: 0}
    assert TOTAL_THIRDS == 32


def test_fractions_are_dropped_so_the_cards_make_ten_whole_points_and_the_hand_eleven():
    for seed in range(40):
        state = play_random(new_game(TressetteState, seed, TressetteOptions(declarations=False)), random.Random(seed))
        assert sum(state.thirds) == 32
        whole = [points - last for points, last in zip(state.hand_points, state.last_trick, strict=True)]
        assert [won // 3 for won in state.thirds] == whole
        assert sum(won // 3 for won in state.thirds) == 10 and sum(state.hand_points) == 11


def test_two_thirds_are_dropped_a_side_with_a_third_left_over_loses_it():
    # seat 0 takes 3D 2D KD (three thirds: a point) and AC JC (a point and a third): 2 points
    tricks = (Trick(0, cards("3D 4D"), 0), Trick(0, cards("2D KD"), 0), Trick(0, cards("AC JC"), 0))
    state = replace(table("-", "-"), tricks=tricks + (Trick(0, cards("4S 5S"), 1),) * 17)
    assert state.round_over and state.thirds == (7, 0) and state.hand_points == (2, 1)


def test_the_last_trick_adds_a_point_to_the_side_that_takes_it():
    state = table("4S", "5S", turn=0)
    last = replace(state, tricks=(Trick(0, cards("7C 6C"), 0),) * 19)
    over = play(last, "4S", "5S")
    assert over.round_over and over.tricks[-1].winner == 1 and over.last_trick == (0, 1)
    assert over.hand_points == (0, 1)


# -- the play ------------------------------------------------------------------------------


def test_the_player_after_the_dealer_leads_first_and_the_deal_passes_each_hand():
    state = new_game(TressetteState, 5)
    assert state.turn == (state.dealer + 1) % 2
    again = play_random(state, random.Random(5)).next_round()
    assert again.dealer == (state.dealer + 1) % 2 and again.turn == state.dealer
    four = new_game(TressetteFourState, 5)
    dealers = [four.dealer]
    for round_no in range(3):
        four = play_random(four, random.Random(round_no))
        if four.game_over:
            break
        four = four.next_round()
        dealers.append(four.dealer)
        assert four.turn == (four.dealer + 1) % 4
    assert dealers == [(dealers[0] + step) % 4 for step in range(len(dealers))]


def test_a_player_must_follow_the_suit_led_if_able():
    state = table("3C", "4D AS 7S KC", trick="5S", turn=1, dealer=1)
    assert state.legal_moves() == [Card(1, "S"), Card(7, "S")]
    with refused(IllegalMoveError, "must_follow_suit", card="4D", suit="S"):
        state.apply(Card(4, "D"))
    assert state == table("3C", "4D AS 7S KC", trick="5S", turn=1, dealer=1)
    assert play(state, "7S").tricks[-1].winner == 1


def test_a_player_without_the_suit_led_may_play_any_card():
    state = table("3C", "4D KC", trick="5S", turn=1, dealer=1)
    assert state.legal_moves() == list(cards("4D KC"))


def test_the_highest_card_of_the_suit_led_wins_and_another_suit_never_does():
    assert trick_of(0, cards("4S 3C")).winner == 0
    assert trick_of(1, cards("4S 3C 5S 2D")).winner == (1 + 2) % 4


def test_the_winner_of_a_trick_leads_the_next():
    state = play(table("4S 6C", "3S 5C", stock="7D 7H", turn=0), "4S", "3S")
    assert state.turn == 1 and state.leader == 1


def test_a_card_not_in_the_hand_or_after_the_hand_is_refused_and_changes_nothing():
    state = new_game(TressetteState, 3)
    other = state.hands[1 - state.turn][0]
    with refused(IllegalMoveError, "not_in_hand", card=str(other)):
        state.apply(other)
    over = play_random(state, random.Random(3))
    with refused(IllegalMoveError, "round_over"):
        over.apply(Card(1, "S"))


# -- two players: the stock --------------------------------------------------------------


def test_at_two_ten_cards_each_and_twenty_face_down_in_the_stock():
    state = new_game(TressetteState, 7)
    assert [len(hand) for hand in state.hands] == [10, 10] and len(state.stock) == 20
    assert state.view(0).to_dict()["stock_size"] == 20 and "stock" not in state.view(0).to_dict()


def test_at_two_the_winner_draws_first_then_the_loser_and_both_see_each_card_drawn():
    state = play(table("4S 6C", "3S 5C", stock="7D 2H KH", turn=0), "4S", "3S")
    assert Card(7, "D") in state.hands[1] and Card(2, "H") in state.hands[0]
    assert state.stock == cards("KH") and state.drawn == cards("7D 2H")
    for seat in (0, 1):
        view = state.view(seat)
        assert view.drawn == cards("7D 2H") and view.extras()["drawn_by"] == [1, 0]
    before = table("4S 6C", "3S 5C", stock="7D 2H KH", turn=0)
    seen = events(play(before, "4S"), Card(3, "S"), state, 0)
    assert [(e["player"], e["card"]) for e in seen if e["type"] == "draw"] == [(1, "7D"), (0, "2H")]


def test_at_two_the_last_ten_tricks_are_played_from_hand():
    state = new_game(TressetteState, 9)
    for trick in range(20):
        state = first_cards(state, 2)
        assert len(state.stock) == max(0, 20 - 2 * (trick + 1))
        assert len(state.hands[0]) == min(10, 19 - trick)
    assert state.round_over and len(state.tricks) == 20 and len(state.drawn) == 20


# -- four players --------------------------------------------------------------------------


def test_at_four_all_forty_cards_are_dealt_ten_each_with_no_stock():
    state = new_game(TressetteFourState, 4)
    assert [len(hand) for hand in state.hands] == [10] * 4 and state.stock == ()
    assert sorted(card for hand in state.hands for card in hand) == sorted(DECK)


def test_at_four_partners_sit_opposite_and_pool_their_tricks():
    tricks = (Trick(0, cards("AS 4S 5S 6S"), 0), Trick(0, cards("4C AC 5C 6C"), 1), Trick(1, cards("5D 4D AD 6D"), 3))
    state = replace(table("-", "-", "-", "-"), tricks=tricks)
    assert state.thirds == (3, 6)
    assert state.view(2).to_dict()["partnerships"] == [[0, 2], [1, 3]]


def test_at_four_a_hand_is_ten_tricks():
    state = play_random(new_game(TressetteFourState, 8), random.Random(8))
    assert len(state.tricks) == 10 and sum(state.hand_points) - sum(state.declared_points) == 11


# -- declarations ------------------------------------------------------------------------


def test_a_napoletana_is_the_ace_two_and_three_of_one_suit_worth_three():
    assert declarations_of(cards("AD 2D 3D 4C")) == (Declaration("napoletana", "D"),)
    assert Declaration("napoletana", "D").points == 3
    assert declarations_of(cards("AD 2D 4D 3C")) == ()


def test_a_longer_run_is_one_napoletana_and_a_hand_may_hold_several():
    assert declarations_of(cards("AD 2D 3D 4D 5D")) == (Declaration("napoletana", "D"),)
    both = declarations_of(cards("AD 2D 3D AC 2C 3C"))
    assert both == (Declaration("napoletana", "D"), Declaration("napoletana", "C"))


def test_three_of_the_threes_twos_or_aces_is_three_points_naming_the_missing_suit():
    for value, name in ((3, "threes"), (2, "twos"), (1, "aces")):
        held = [Card(value, suit) for suit in "DHC"]
        assert declarations_of(held) == (Declaration(name, "S"),)
        assert Declaration(name, "S").points == 3 and Declaration(name, "S").cards == tuple(held)


def test_all_four_of_a_kind_is_four_points_instead_of_three():
    assert declarations_of([Card(3, suit) for suit in "DHSC"]) == (Declaration("threes", None),)
    assert Declaration("threes", None).points == 4


def test_a_card_may_count_in_a_napoletana_and_a_group_at_once():
    found = declarations_of(cards("AD 2D 3D 3H 3S"))
    assert found == (Declaration("napoletana", "D"), Declaration("threes", "C"))
    assert sum(d.points for d in found) == 6


def test_declarations_are_made_with_the_first_card_and_public_from_then():
    state = table("AD 2D 3D 4C", "5C 6C 7C JC", turn=0)
    assert state.declarations == ((), ())
    after = play(state, "4C")
    assert after.declarations == ((Declaration("napoletana", "D"),), ())
    assert after.view(1).declarations[0] == (Declaration("napoletana", "D"),)
    seen = events(state, Card(4, "C"), after, 1)
    assert {"type": "declaration", "player": 0, "combination": "napoletana", "suit": "D", "points": 3} in seen
    later = play(after, "5C", "6C", "AD")
    assert later.declarations == after.declarations  # made once, with the first card only


def test_declarations_are_each_players_own_and_a_side_scores_both_partners_without_a_trick():
    # seat 0 holds AD 2D and seat 2 holds 3D: no Napoletana between partners
    state = table("AD 2D AS", "4C", "3D AH AC", "5C", turn=0)
    after = play(state, "AS", "4C", "AH")
    assert after.declarations[0] == () and after.declarations[2] == ()
    one = table("AD 2D 3D", "4C 5C 6C", "AH AS AC", "7C JC QC", turn=1)
    done = play(one, "4C", "AC", "7C", "3D")
    assert done.declared_points == (6, 0)
    last = replace(done, tricks=(Trick(1, cards("4C 3D 5C AS"), 0),) * 9 + (Trick(1, cards("4C 3D 5C AS"), 1),), trick=())
    last = replace(last, tricks=tuple(Trick(t.leader, t.cards, 1) for t in last.tricks))
    assert last.round_over and last.thirds[0] == 0 and last.hand_points[0] == 6


def test_at_two_only_the_ten_cards_first_dealt_count():
    state = play(table("AD 2D 4S", "5S 6S", stock="3D 7C", turn=0, dealer=1), "4S", "5S")
    assert Card(3, "D") in state.hands[1] or Card(3, "D") in state.hands[0]
    state = play(table("AD 2D 4S", "6S 5S", stock="7C 3D", turn=0, dealer=1), "4S", "6S")
    assert Card(3, "D") in state.hands[0] and state.declarations[0] == ()
    assert play(state, "7C", "AD").declarations[0] == ()


def test_with_declarations_off_nothing_is_declared():
    state = play(table("AD 2D 3D", "4C 5C", turn=0, declarations=False), "AD")
    assert state.declarations == ((), ())


# -- the match ---------------------------------------------------------------------------


def test_the_target_is_21_by_default_or_11_31_41_and_the_options_are_checked():
    assert TressetteOptions().target == 21 and TressetteOptions().declarations is True
    for target in (11, 31, 41):
        assert TressetteOptions(target=target).target == target
    with refused(StateError, "not_one_of"):
        TressetteOptions(target=15)
    with refused(StateError, "not_a_flag"):
        TressetteOptions(declarations=1)  # type: ignore[arg-type]


def test_the_match_is_judged_only_at_the_end_of_a_hand():
    state = replace(table("4S", "5S", scores=(20, 0), turn=0), tricks=(Trick(0, cards("AC 4C"), 0),) * 19)
    assert state.scores == (20, 0) and state.winner is None and not state.game_over
    over = play(state, "4S", "5S")
    assert over.winner == 0 and over.scores[0] >= 21


def test_when_both_sides_reach_the_target_the_higher_total_wins():
    state = replace(table("AS", "5S", scores=(20, 20), turn=0), tricks=(Trick(0, cards("AC 4C"), 0),) * 19)
    over = play(state, "AS", "5S")
    assert over.hand_points == (over.thirds[0] // 3 + 1, 0) and over.winner == 0
    last_to_one = play(replace(state, hands=(cards("4S"), cards("5S"))), "4S", "5S")
    assert last_to_one.scores[1] == 21 and last_to_one.scores[0] > 21 and last_to_one.winner == 0


def test_equal_totals_at_the_target_play_another_hand():
    tricks = (Trick(0, cards("AC 4C"), 0),) * 3 + (Trick(0, cards("AH 4H"), 1),) * 3 + (Trick(0, cards("4D 5D"), 0),) * 13
    state = replace(table("4S", "5S", scores=(18, 18), turn=0), tricks=tricks)
    over = play(state, "4S", "5S")
    assert over.hand_points == (3, 4) and over.scores == (21, 22) and over.winner == 1
    even = replace(state, match_scores=(19, 18))
    tied = play(even, "4S", "5S")
    assert tied.scores == (22, 22) and tied.winner is None and not tied.game_over
    assert tied.next_round().match_scores == (22, 22)


# -- views, text, saves --------------------------------------------------------------------


def test_each_view_shows_its_own_hand_only_and_never_the_stock():
    state = first_cards(new_game(TressetteState, 11), 3)
    for seat in (0, 1):
        data = json.dumps(state.view(seat).to_dict())
        hidden = [card for card in (*state.hands[1 - seat], *state.stock) if card not in state.drawn]
        assert not any(f'"{card}"' in data for card in hidden)
        assert all(f'"{card}"' in data for card in state.hands[seat])


def test_the_position_text_round_trips_and_names_the_options():
    state = first_cards(new_game(TressetteState, 13, TressetteOptions(target=11, declarations=False)), 7)
    text = state.position()
    assert text.startswith("tressette/11/nodeclarations ")
    assert TressetteState.from_position(text) == replace(state, history=())
    four = first_cards(new_game(TressetteFourState, 13), 6)
    assert four.position().startswith("tressette/21/four ")
    assert TressetteFourState.from_position(four.position()) == replace(four, history=())
    for bad in ("tressette/21 | x", "scopa/11 seed=1", text.replace("/nodeclarations", "/napola"), text.replace("|", "/", 1)):
        with pytest.raises(NotationError):
            TressetteState.from_position(bad)


def test_a_save_round_trips_exactly():
    state = first_cards(new_game(TressetteState, 14), 23)
    assert TressetteState.from_dict(json.loads(json.dumps(state.to_dict()))) == state


def test_impossible_saved_states_are_refused_by_their_code():
    state = first_cards(new_game(TressetteState, 12), 6)
    data = json.loads(json.dumps(state.to_dict()))

    def refused_with(code: str, **changes: object) -> None:
        with refused(StateError, code):
            TressetteState.from_dict({**json.loads(json.dumps(data)), **changes})

    hand = data["hands"][0]
    refused_with("cards_do_not_add_up", hands=[[*hand[:-1], data["hands"][1][0]], data["hands"][1]])
    first = dict(data["tricks"][0])
    refused_with("trick_winner", tricks=[{**first, "winner": 1 - first["winner"]}, *data["tricks"][1:]])
    refused_with("trick_leader", tricks=[{**first, "leader": 1 - first["leader"]}, *data["tricks"][1:]])
    refused_with("wrong_turn", turn=1 - data["turn"])
    refused_with("target_reached", match_scores=[21, 3])
    refused_with("drawn_out_of_step", drawn=data["drawn"][:-1])
    refused_with("declarations_out_of_step", options={"target": 21, "declarations": False},
                 declarations=[["napoletana-D"], []])
    refused_with("unreadable", declarations=[["pair-D"], []])
    swapped = replace(play(table("4S 6C", "3S 5C", stock="7D 2H KH", turn=0), "4S", "3S"), drawn=cards("2H 7D"))
    with refused(StateError, "drawn_misplaced", card="2H", player=1):
        swapped._validate_drawn([])


def test_a_card_off_the_suit_led_shows_a_void_and_a_saved_state_cannot_hide_one():
    base = table("4S 5C", "6C 7S", turn=0, dealer=1)
    cheat = replace(base, hands=(cards("5C 7S"), cards("6C 4S")), tricks=(Trick(0, cards("3S 6H"), 0),))
    with refused(StateError, "did_not_follow", number=1, player=1, suit="S"):
        cheat.check_trick(1, 0, cards("3S 6H"))
