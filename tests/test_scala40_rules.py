"""One test per rule of Scala 40, named after the rule (issue 4/9)."""

from __future__ import annotations

import json
from collections import Counter
from dataclasses import replace

import pytest

from mazzo.game import IllegalMoveError, NotationError, StateError, deal_rng, new_game
from mazzo.scala40 import (
    DECK,
    JOKER,
    Add,
    Card,
    Discard,
    DrawStock,
    Meld,
    Open,
    ScalaOptions,
    ScalaState,
    SwapJoker,
    TableMeld,
    TakeDiscard,
    events,
    parse_move,
    read_meld,
)
from mazzo.scala40.cards import FULL_DECK
from refusal import refused
from scala40_helpers import cards, position


def play(state: ScalaState, *moves: str) -> ScalaState:
    for text in moves:
        state = state.apply(parse_move(text))
    return state


def points(text: str) -> int:
    return TableMeld.build(0, cards(text)).points


def illegal(state: ScalaState, text: str, code: str, **params: object) -> None:
    """``text`` is refused with ``code`` (and ``params``), and the state is untouched."""
    before = state.to_dict()
    with refused(IllegalMoveError, code, **params):
        state.apply(parse_move(text))
    assert state.to_dict() == before


# -- cards and notation --------------------------------------------------------------------


def test_cards_are_two_french_decks_and_four_jokers_108_cards():
    assert len(DECK) == 108
    counts = Counter(DECK)
    assert counts[JOKER] == 4
    real = [c for c in counts if c != JOKER]
    assert len(real) == 52 and all(counts[c] == 2 for c in real)
    assert {c.suit for c in real} == set("DHSC") and {c.rank for c in real} == set(range(1, 14))


def test_card_notation_round_trips_with_t_for_ten_and_jk_for_the_joker():
    assert [Card.parse(str(c)) for c in DECK] == list(DECK)
    assert str(Card(10, "D")) == "TD" and str(Card(1, "S")) == "AS" and str(Card(13, "C")) == "KC"
    assert str(JOKER) == "JK" and Card.parse("JK") is JOKER


@pytest.mark.parametrize("bad", ["", "T", "10D", "1H", "7X", "jk", "7h", "JKK", "KJ", None, 7])
def test_unreadable_card_raises_notation_error(bad):
    with pytest.raises(NotationError):
        Card.parse(bad)


@pytest.mark.parametrize(
    "text",
    ["draw", "take", "return", "discard KC", "discard JK", "meld 7HJK9H", "open 7H8H9H+QDQSQC",
     "open AH2H3H", "add 0 TH", "add 12 6H low", "add 3 JK low", "swap 2 5D"],
)
def test_move_notation_round_trips(text):
    move = parse_move(text)
    assert str(move) == text and parse_move(str(move)) == move


def test_move_notation_reads_into_move_values():
    assert parse_move("open 7H8H9H+QDQSQC") == Open((cards("7H 8H 9H"), cards("QD QS QC")))
    assert parse_move("add 3 6H low") == Add(3, Card(6, "H"), True)
    assert parse_move("swap 1 JD") == SwapJoker(1, Card(11, "D"))
    assert parse_move("  discard   KC ") == Discard(Card(13, "C"))


@pytest.mark.parametrize(
    "bad",
    ["", "drew", "draw now", "discard", "discard 10C", "open", "open 7H8H9H+", "meld 7H8", "meld -",
     "add x TH", "add -1 TH", "add 1 TH high", "add 1", "swap 1", "swap one 5D", None, 3],
)
def test_unreadable_move_raises_notation_error(bad):
    with pytest.raises(NotationError):
        parse_move(bad)


# -- the deal ------------------------------------------------------------------------------


def test_each_player_gets_13_cards_one_card_face_up_starts_the_discard_pile_the_rest_is_the_stock():
    state = new_game(ScalaState, 7)
    assert [len(h) for h in state.hands] == [13, 13]
    assert len(state.discard) == 1 and len(state.stock) == 108 - 27
    assert Counter([*state.hands[0], *state.hands[1], *state.stock, *state.discard]) == FULL_DECK


def test_face_up_card_is_never_a_joker_it_goes_back_under_the_stock_and_the_next_is_turned():
    def top_of_rest_is_a_joker(seed: int) -> bool:
        deck = list(DECK)
        deal_rng(seed, 0).shuffle(deck)
        return deck[-1] == JOKER

    seed = next(s for s in range(1000) if top_of_rest_is_a_joker(s))
    state = ScalaState.deal(ScalaOptions(), seed, 0, 1, (0, 0))
    assert state.discard[-1] != JOKER
    assert state.stock[0] == JOKER, "the joker went back under the stock"
    assert all(not ScalaState.deal(ScalaOptions(), s, 0, 1, (0, 0)).discard[-1].is_joker for s in range(200))


def test_non_dealer_starts_and_the_dealer_alternates():
    state = new_game(ScalaState, 3)
    assert state.turn == 1 - state.dealer and state.phase == "draw"
    closed = position("KC", discard="5C", turn=0, opened=(True, False), dealer=state.dealer)
    closed = play(closed, "discard KC")
    assert closed.round_over
    following = closed.next_round()
    assert following.dealer == 1 - closed.dealer and following.turn == closed.dealer
    assert following.round_no == closed.round_no + 1


def test_same_seed_gives_the_same_deal_and_other_seeds_differ():
    assert new_game(ScalaState, 11).position() == new_game(ScalaState, 11).position()
    assert len({new_game(ScalaState, s).position() for s in range(20)}) == 20


# -- a turn --------------------------------------------------------------------------------


def test_a_turn_begins_with_drawing_from_the_stock_or_the_discard_pile():
    state = position("7H 8H 9H KC", phase="draw", opened=(True, False))
    illegal(state, "discard KC", "draw_first")
    illegal(state, "meld 7H8H9H", "draw_first")
    assert [str(m) for m in state.legal_moves()] == ["draw", "take"]
    drawn = play(state, "draw")
    assert drawn.phase == "play" and drawn.stock == state.stock[:-1]
    assert Counter(drawn.hands[0]) == Counter(state.hands[0]) + Counter([state.stock[-1]])
    illegal(drawn, "draw", "already_drawn")


def test_a_turn_draw_then_lay_down_then_discard_passes_the_turn():
    state = position("7H 8H 9H KC QD", phase="draw", opened=(True, False), stock="2C")
    state = play(state, "draw", "meld 7H8H9H", "discard KC")
    assert state.turn == 1 and state.phase == "draw"
    assert state.hands[0] == cards("2C QD") and state.table[0].cards == cards("7H 8H 9H")
    assert state.discard[-1] == Card(13, "C")


def test_whoever_discards_their_last_card_closes_and_ends_the_round():
    state = position("7H 8H 9H KC", opened=(True, False))
    state = play(state, "meld 7H8H9H", "discard KC")
    assert state.round_over and state.result.closer == 0 and state.current_player is None
    assert state.legal_moves() == []
    illegal(state, "draw", "round_over")


def test_you_always_keep_one_card_to_discard_you_close_by_discarding_never_by_laying_down():
    state = position("7H 8H 9H", opened=(True, False))
    illegal(state, "meld 7H8H9H", "keep_a_card")
    state = position("7H 8H 9H TH", table=((1, "JHQHKH"),), opened=(True, True))
    state = play(state, "meld 7H8H9H")
    illegal(state, "add 0 TH low", "keep_a_card")
    assert [str(m) for m in state.legal_moves()] == ["discard TH"]


# -- combinations --------------------------------------------------------------------------


def test_set_is_three_or_four_cards_of_one_rank_all_of_different_suits():
    assert read_meld(cards("7S 7H 7D")) == (cards("7D 7H 7S"), 0)
    assert read_meld(cards("7C 7S 7H 7D"))[0] == cards("7D 7H 7S 7C")
    with refused(IllegalMoveError, "set_too_big"):
        read_meld(cards("7D 7H 7S 7C JK"))
    with refused(IllegalMoveError, "meld_too_short"):
        read_meld(cards("7D 7H"))


def test_set_with_two_identical_suits_rejected():
    with refused(IllegalMoveError, "set_repeats_suit"):
        read_meld(cards("7H 7H 7S"))
    with refused(IllegalMoveError, "set_repeats_suit"):
        read_meld(cards("7H 7S 7H JK"))


def test_run_is_three_or_more_cards_of_one_suit_in_sequence():
    assert read_meld(cards("4S 5S 6S 7S")) == (cards("4S 5S 6S 7S"), 4)
    for bad in ("4S 5S 7S", "4S 5H 6S", "4S 5S 5S 6S"):
        with pytest.raises(IllegalMoveError):
            read_meld(cards(bad))


def test_run_is_written_from_low_to_high():
    with refused(IllegalMoveError, "run_order"):
        read_meld(cards("9H 8H 7H"))


def test_ace_sits_below_the_2_a23_counts_6():
    assert read_meld(cards("AH 2H 3H"))[1] == 1
    assert points("AH 2H 3H") == 6


def test_ace_sits_above_the_king_qka_counts_31():
    assert read_meld(cards("QH KH AH"))[1] == 12
    assert points("QH KH AH") == 31


def test_k_a_2_rejected_the_ace_never_goes_around():
    for bad in ("KH AH 2H", "KH JK 2H", "QH KH AH 2H"):
        with refused(IllegalMoveError, "run_wraps"):
            read_meld(cards(bad))


def test_a_run_may_not_hold_both_aces():
    with refused(IllegalMoveError, "run_too_long"):
        read_meld(cards("AH 2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH AH"))
    full = TableMeld.build(0, cards("AH 2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH"))
    assert full.additions() == ()


def test_joker_stands_for_any_card_in_a_run_in_its_place():
    assert read_meld(cards("7H JK 9H")) == (cards("7H JK 9H"), 7)
    assert TableMeld.build(0, cards("7H JK 9H")).stands_for() == cards("8H")
    assert TableMeld.build(0, cards("JK 8H 9H")).stands_for() == cards("7H")
    assert TableMeld.build(0, cards("8H 9H JK")).stands_for() == cards("TH")
    assert TableMeld.build(0, cards("JK 2H 3H")).stands_for() == cards("AH")
    assert TableMeld.build(0, cards("QH KH JK")).stands_for() == cards("AH")


def test_two_jokers_in_one_combination_rejected():
    for bad in ("7H JK JK", "7H JK 9H JK", "7H 7S JK JK"):
        with refused(IllegalMoveError, "meld_two_jokers"):
            read_meld(cards(bad))
    state = position("JK 9H 7S", table=((1, "7H8HJK"),), opened=(True, True))
    illegal(state, "add 0 JK low", "joker_already")


# -- opening -------------------------------------------------------------------------------


def test_card_values_numbers_face_value_faces_10_ace_11_or_1_in_a23():
    assert points("2D 2H 2S") == 6
    assert points("TD TH TS") == 30
    assert points("JD JH JS") == points("QD QH QS") == points("KD KH KS") == 30
    assert points("AD AH AS") == 33
    assert points("9S TS JS QS KS") == 49


def test_joker_counts_the_value_of_the_card_it_stands_for():
    assert points("7H JK 9H") == 24
    assert points("QH KH JK") == 31
    assert points("JK 2H 3H") == 6
    assert points("KD KH JK") == 30


def test_opening_with_39_rejected_and_40_accepted():
    state = position("AD 2D 3D 4D TH JH QH KC", opened=(False, False))
    assert points("2D 3D 4D") + points("TH JH QH") == 39
    illegal(state, "open 2D3D4D+THJHQH", "below_40", points=39, needed=40)
    assert points("AD 2D 3D 4D") + points("TH JH QH") == 40
    opened = play(state, "open AD2D3D4D+THJHQH")
    assert opened.opened == (True, False) and opened.hands[0] == cards("KC")
    assert [m.owner for m in opened.table] == [0, 0] and opened.opened_now


def test_opening_must_total_40_all_in_the_same_turn():
    state = position("2D 3D 4D 9H TH JH QH KC", opened=(False, False))
    illegal(state, "open 2D3D4D", "below_40")
    illegal(state, "meld 9HTHJHQH", "not_opened")
    opened = play(state, "open 2D3D4D+9HTHJHQH")
    assert sum(m.points for m in opened.table) == 9 + 39
    illegal(opened, "open 2D3D4D", "already_opened")


def test_before_opening_you_may_not_add_to_table_combinations():
    state = position("TH 5C 6C", table=((1, "7H8H9H"),), opened=(False, True))
    illegal(state, "add 0 TH", "not_opened")
    assert not any(isinstance(m, Add) for m in state.legal_moves())


def test_after_opening_you_may_lay_new_combinations_add_cards_and_swap_jokers_in_the_same_turn():
    state = position("3D 4D 5D 9H TH JH 6D 8S 8H 2C KC", table=((1, "7SJK9S"),), opened=(False, True))
    state = play(state, "open 3D4D5D+9HTHJH", "add 1 6D", "swap 0 8S", "add 2 8H low", "discard 2C")
    assert state.table[0].cards == cards("7S 8S 9S")
    assert state.table[1].cards == cards("3D 4D 5D 6D")
    assert state.table[2].cards == cards("8H 9H TH JH")
    assert state.hands[0] == tuple(sorted(cards("JK KC")))


# -- the discard pile ----------------------------------------------------------------------


def test_taking_the_discard_without_using_it_rejected():
    state = position("7H 8H KC QD", discard="9S", phase="draw", opened=(True, False))
    state = play(state, "take")
    assert state.taken == Card(9, "S") and Card(9, "S") in state.hands[0] and state.discard == ()
    illegal(state, "discard KC", "taken_pending")
    illegal(state, "discard 9S", "taken_pending")
    assert not any(isinstance(m, Discard) for m in state.legal_moves())


def test_taken_discard_must_go_down_in_that_same_turn_then_you_may_discard():
    state = position("7H 8H KC QD", discard="9H", phase="draw", opened=(True, False))
    state = play(state, "take", "meld 7H8H9H")
    assert state.taken is None
    state = play(state, "discard KC")
    assert state.turn == 1 and state.table[-1].cards == cards("7H 8H 9H")


def test_taken_discard_may_go_down_by_adding_it_to_a_table_combination():
    state = position("KC QD", discard="TH", table=((1, "7H8H9H"),), phase="draw", opened=(True, True))
    state = play(state, "take", "add 0 TH", "discard KC")
    assert state.table[0].cards == cards("7H 8H 9H TH")


def test_taking_the_discard_before_opening_only_when_it_is_part_of_the_opening():
    state = position("QD QS KH KS KD JS JD JH 2C 5C", discard="QC", phase="draw", opened=(False, False))
    state = play(state, "take")
    illegal(state, "open JDJHJS+KDKHKS", "taken_missing", card="QC")
    assert [str(m) for m in state.legal_moves()] == ["open JDJHJS+QDQSQC+KDKHKS", "return"]
    opened = play(state, "open JDJHJS+QDQSQC+KDKHKS")
    assert opened.taken is None and opened.hands[0] == cards("2C 5C")


def test_a_player_who_changes_their_mind_puts_the_discard_back_and_draws_from_the_stock():
    state = position("QD QS 2C 5C", discard="8C 9S", phase="draw", opened=(False, False))
    taken = play(state, "take")
    back = play(taken, "return")
    assert back.discard == state.discard and back.hands == state.hands and back.phase == "stock"
    illegal(back, "take", "draw_from_stock")
    assert [str(m) for m in back.legal_moves()] == ["draw"]
    drawn = play(back, "draw")
    assert drawn.phase == "play" and len(drawn.hands[0]) == 5 and drawn.discard == state.discard
    illegal(play(state, "draw"), "return", "nothing_taken")


# -- jokers on the table -------------------------------------------------------------------


def test_joker_retrieval_after_opening_the_real_card_takes_its_place_and_the_joker_goes_to_hand():
    state = position("8H KC QD", table=((1, "7HJK9H"),), opened=(True, True))
    assert [str(m) for m in state.legal_moves() if isinstance(m, SwapJoker)] == ["swap 0 8H"]
    state = play(state, "swap 0 8H")
    assert state.table[0].cards == cards("7H 8H 9H") and state.table[0].owner == 1
    assert state.hands[0] == tuple(sorted(cards("JK KC QD")))


def test_joker_retrieval_needs_the_card_it_stands_for_and_an_opened_player():
    state = position("8D 8H KC JK", table=((1, "7HJK9H"),), opened=(True, True))
    illegal(state, "swap 0 8D", "joker_stands_for", cards=["8H"], card="8D")
    illegal(state, "swap 0 JK", "joker_stands_for", cards=["8H"])
    illegal(position("8H KC", table=((1, "7HJK9H"),), opened=(False, True)), "swap 0 8H", "not_opened")
    illegal(position("8H KC", table=((1, "7H8H9H"),), opened=(True, True)), "swap 0 8H", "no_joker")


def test_joker_in_a_set_stands_for_any_suit_missing_from_the_set():
    meld = TableMeld.build(1, cards("7H 7S JK"))
    assert meld.stands_for() == cards("7D 7C")
    for card in ("7D", "7C"):
        state = play(position(f"{card} KC", table=((1, "7H7SJK"),), opened=(True, True)), f"swap 0 {card}")
        assert Counter(state.table[0].cards) == Counter(cards(f"7H 7S {card}")) and JOKER in state.hands[0]
    illegal(position("7H KC", table=((1, "7H7SJK"),), opened=(True, True)), "swap 0 7H", "joker_stands_for", cards=["7D", "7C"])


def test_joker_in_a_full_set_stands_for_the_one_missing_suit_and_adding_a_suit_narrows_it():
    assert TableMeld.build(1, cards("7D 7H 7S JK")).stands_for() == cards("7C")
    state = play(position("7C KC QD", table=((1, "7H7SJK"),), opened=(True, True)), "add 0 7C")
    assert state.table[0].cards == cards("7H 7S 7C JK") and state.table[0].stands_for() == cards("7D")


def test_view_shows_what_each_joker_stands_for():
    state = position("KC QD", table=((1, "7H7SJK"), (1, "JK8H9H"), (1, "2C3C4C")), opened=(True, True))
    table = state.view(0).to_dict()["table"]
    assert table[0] == {"owner": 1, "kind": "set", "cards": ["7H", "7S", "JK"],
                        "joker": {"index": 2, "stands_for": ["7D", "7C"]}}
    assert table[1]["kind"] == "run" and table[1]["joker"] == {"index": 0, "stands_for": ["7H"]}
    assert table[2]["joker"] is None


# -- adding to table combinations ----------------------------------------------------------


def test_adding_to_a_run_at_either_end_low_names_the_low_end():
    state = position("6H TH KC", table=((1, "7H8H9H"),), opened=(True, True))
    illegal(state, "add 0 6H", "wrong_end", end="high", meld="7H8H9H", wanted="TH")
    illegal(state, "add 0 TH low", "wrong_end", end="low", wanted="6H")
    state = play(state, "add 0 6H low", "add 0 TH")
    assert state.table[0].cards == cards("6H 7H 8H 9H TH")


def test_a_joker_may_be_added_at_either_end_of_a_run_without_one():
    state = position("JK KC QD", table=((1, "7H8H9H"), (1, "7H8H9H")), opened=(True, True))
    adds = [str(m) for m in state.legal_moves() if isinstance(m, Add)]
    assert adds == ["add 0 JK", "add 0 JK low", "add 1 JK", "add 1 JK low"]
    assert play(state, "add 0 JK low").table[0].stands_for() == cards("6H")
    assert play(state, "add 1 JK").table[1].stands_for() == cards("TH")


def test_adding_to_a_set_takes_a_missing_suit_up_to_four_cards():
    state = position("7C 7H KC", table=((1, "7D7H7S"),), opened=(True, True))
    illegal(state, "add 0 7H", "suit_already")
    illegal(state, "add 0 7C low", "set_has_no_end")
    state = play(state, "add 0 7C")
    assert state.table[0].cards == cards("7D 7H 7S 7C")
    illegal(state, "add 0 7H", "set_full")


def test_nothing_goes_beyond_an_ace_at_the_end_of_a_run():
    state = position("KH 4S JK QD", table=((1, "QHKHAH"), (1, "AS2S3S")), opened=(True, True))
    illegal(state, "add 0 KH", "run_end_closed")
    illegal(state, "add 1 KH low", "run_end_closed")
    adds = [str(m) for m in state.legal_moves() if isinstance(m, Add)]
    assert adds == ["add 0 JK low", "add 1 4S", "add 1 JK"]


# -- the round score -----------------------------------------------------------------------


def test_closer_scores_nothing_the_other_scores_the_cards_left_ace_11_faces_10_joker_25():
    state = position("KC", "AC KD QH JS 7D JK 2C", opened=(True, True))
    closed = play(state, "discard KC")
    assert closed.result.points == (0, 11 + 10 + 10 + 10 + 7 + 25 + 2)
    assert closed.scores == (0, 75) and not closed.result.doubled


def test_a_player_who_never_opened_scores_100():
    closed = play(position("KC", "AC KD", opened=(True, False)), "discard KC")
    assert closed.result.points == (0, 100)
    closed = play(position("2C 5C", "KC", opened=(False, True), turn=1), "discard KC")
    assert closed.result.points == (100, 0)


def test_doubled_score_for_closing_in_one_go_opening_and_closing_in_the_same_turn():
    state = position("3D 4D 5D 9H TH JH KC", "2C 3C", opened=(False, True))
    closed = play(state, "open 3D4D5D+9HTHJH", "discard KC")
    assert closed.result.doubled and closed.result.points == (0, 2 * (2 + 3))
    state = position("3D 4D 5D 9H TH JH KC", "2C 3C", opened=(False, False))
    assert play(state, "open 3D4D5D+9HTHJH", "discard KC").result.points == (0, 200)


def test_closing_in_a_later_turn_than_the_opening_is_not_doubled():
    state = position("3D 4D 5D 9H TH JH 7S 8S KC QC", "2C 3C", opened=(False, True), stock="9S 2S")
    state = play(state, "open 3D4D5D+9HTHJH", "discard QC")
    state = play(state, "draw", "discard 2S")
    state = play(state, "draw", "meld 7S8S9S", "discard KC")
    assert state.result.closer == 0 and not state.result.doubled and state.result.points == (0, 5)


def test_round_summary_lists_cards_left_points_opened_doubled_and_totals():
    state = position("3D 4D 5D 9H TH JH KC", "2C 3C JK", opened=(False, False), scores=(20, 30))
    summary = play(state, "open 3D4D5D+9HTHJH", "discard KC").round_summary()
    assert summary["closer"] == 0 and summary["doubled"] and not summary["void"]
    assert summary["players"][0] == {"cards": [], "card_points": 0, "opened": True, "closed": True,
                                     "round_points": 0, "total": 20}
    assert summary["players"][1] == {"cards": ["JK", "2C", "3C"], "card_points": 30, "opened": False,
                                     "closed": False, "round_points": 200, "total": 230}
    assert summary["game_over"] and summary["winner"] == 0
    with pytest.raises(IllegalMoveError):
        state.round_summary()


# -- the stock -----------------------------------------------------------------------------


def test_stock_exhausted_the_discard_pile_but_its_top_is_shuffled_once_into_a_new_stock():
    state = position("2C 5D 9S", "3H 6S TC", discard="KD", stock="-", phase="draw")
    assert state.stock == () and len(state.discard) > 2 and state.discard[-1] == Card(13, "D")
    after = play(state, "draw")
    assert after.rebuilt and after.discard == cards("KD")
    drawn = Counter(after.hands[0]) - Counter(state.hands[0])
    assert Counter(after.stock) + drawn == Counter(state.discard[:-1])
    assert list(after.stock) != list(state.discard[:-2]), "the new stock is shuffled"
    assert play(state, "draw") == after, "the rebuild shuffle comes from the seed"


def test_stock_rebuilt_once_then_when_it_runs_out_the_round_is_void_and_nobody_scores():
    state = position("2C 5D 9S", "3H 6S TC", stock="-", phase="draw", scores=(30, 40))
    state = play(state, "draw")
    rebuilt_size = len(state.stock) + 1
    draws = 1
    while not state.round_over:
        state = play(state.apply(Discard(state.hands[state.turn][0])), "draw")
        draws += 1
    assert draws == rebuilt_size + 1, "every card of the new stock was drawn, then the next draw ended the round"
    assert state.result.void and state.result.points == (0, 0) and state.scores == (30, 40)
    summary = state.round_summary()
    assert summary["void"] and summary["closer"] is None
    assert [p["round_points"] for p in summary["players"]] == [0, 0]
    assert state.next_round().scores == (30, 40)


# -- the match -----------------------------------------------------------------------------


def test_101_loses_the_match():
    state = position("KC", "AC KD QH", opened=(True, True), scores=(0, 70))
    closed = play(state, "discard KC")
    assert closed.scores == (0, 101)
    assert closed.game_over and closed.left_in == (0,) and closed.winner == 0
    with refused(IllegalMoveError, "game_over"):
        closed.next_round()


def test_100_points_do_not_lose_yet_rounds_go_on():
    state = position("KC", "AC KD 9H", opened=(True, True), scores=(0, 70))
    closed = play(state, "discard KC")
    assert closed.scores == (0, 100) and not closed.game_over and closed.winner is None
    following = closed.next_round()
    assert following.match_scores == (0, 100) and following.round_no == 1 and not following.round_over


def test_next_round_only_once_the_round_is_over():
    with refused(IllegalMoveError, "round_not_over"):
        new_game(ScalaState, 1).next_round()


def test_target_option_is_101_by_default_and_checked():
    assert new_game(ScalaState, 1).options.target == 101
    assert ScalaOptions.from_dict({"target": 201}).target == 201
    for bad in ({"target": 100}, {"target": "101"}, {"goal": 101}, [101]):
        with pytest.raises(StateError):
            ScalaOptions.from_dict(bad)


# -- errors, saves, views and events -------------------------------------------------------


@pytest.mark.parametrize(
    "move, why",
    [
        ("discard 2S", "not_held"),
        ("meld 7H8H9H", "not_held"),
        ("meld 7H8HTH", "run_gap"),
        ("add 5 KC", "no_such_meld"),
        ("add 0 KC", "wrong_end"),
        ("swap 0 KC", "no_joker"),
        ("open 7H8H9H", "already_opened"),
        ("take", "already_drawn"),
        ("return", "nothing_taken"),
    ],
)
def test_illegal_moves_raise_clear_errors_and_leave_the_state_untouched(move, why):
    state = position("7H 8H KC QD", table=((1, "4S5S6S"),), opened=(True, True))
    illegal(state, move, why)


def test_things_that_are_not_moves_are_illegal():
    state = position("7H 8H KC QD", table=((1, "4S5S6S"),), opened=(True, True))
    for bad in ("discard KC", None, Add("0", Card(7, "S")), Add(True, Card(7, "S")), Add(0, Card(7, "S"), 1),
                Discard(Card(14, "S")), Discard("KC"), Open([cards("7H 8H 9H")]), Meld(("7H", "8H", "9H"))):
        with pytest.raises(IllegalMoveError):
            state.apply(bad)


def test_json_round_trip_mid_turn_is_exact():
    state = position("QD QS KH KS KD JS 2C 5C", discard="QC", table=((1, "7H7SJK"), (1, "AD2D3D")),
                     phase="draw", opened=(False, True), scores=(12, 34))
    state = play(state, "take")
    data = json.loads(json.dumps(state.to_dict()))
    assert ScalaState.from_dict(data) == state and ScalaState.from_dict(data).to_dict() == data
    assert state.history == ((0, TakeDiscard()),) and data["history"] == [[0, "take"]]
    assert ScalaState.from_position(state.position()).position() == state.position()


def test_json_round_trip_after_the_round_is_exact():
    closed = play(position("3D 4D 5D 9H TH JH KC", "2C 3C", opened=(False, True)), "open 3D4D5D+9HTHJH", "discard KC")
    assert ScalaState.from_dict(json.loads(json.dumps(closed.to_dict()))) == closed
    assert ScalaState.from_position(closed.position()).position() == closed.position()


def _broken(change):
    data = position("7H 8H KC QD", table=((1, "7S8S9S"),), opened=(True, True)).to_dict()
    change(data)
    return data


@pytest.mark.parametrize(
    "change, why",
    [
        (lambda d: d["hands"][0].pop(), "cards_do_not_add_up"),
        (lambda d: d["stock"].append("JK"), "cards_do_not_add_up"),
        (lambda d: d["hands"][0].__setitem__(0, "8X"), "unreadable"),
        (lambda d: d["hands"][0].reverse(), "hand_out_of_order"),
        (lambda d: d.__setitem__("phase", "think"), "not_one_of"),
        (lambda d: d.__setitem__("turn", 2), "not_a_seat"),
        (lambda d: d.__setitem__("seed", -1), "not_natural"),
        (lambda d: d.__setitem__("opened", [True, False]), "meld_not_opened"),
        (lambda d: d["table"][0].__setitem__("cards", ["7S", "9S", "8S"]), "meld_unreadable"),
        (lambda d: d.__setitem__("taken", "2S"), "taken_misplaced"),
        (lambda d: d.__setitem__("opened_now", 1), "not_a_flag"),
        (lambda d: d.__setitem__("match_scores", [0, 101]), "target_reached"),
        (lambda d: d.__setitem__("result", {"closer": 0, "points": [0, 5], "doubled": False}), "wrong_closer"),
        (lambda d: d.__setitem__("result", {"closer": None, "points": [0, 5], "doubled": False}), "wrong_result"),
        (lambda d: d.pop("rebuilt"), "wrong_fields"),
        (lambda d: d.__setitem__("history", [[0, "dance"]]), "unreadable"),
        (lambda d: d.__setitem__("history", [[3, "draw"]]), "not_a_seat"),
        (lambda d: d.__setitem__("options", {"target": 7}), "not_one_of"),
    ],
)
def test_from_dict_rejects_impossible_states_with_a_clear_error(change, why):
    with refused(StateError, why):
        ScalaState.from_dict(_broken(change))


def test_from_dict_rejects_a_set_not_in_table_order_and_a_wrong_score():
    data = position("KC QD", table=((1, "7D7H7S"),), opened=(True, True)).to_dict()
    data["table"][0]["cards"] = ["7S", "7D", "7H"]
    with refused(StateError, "meld_out_of_order"):
        ScalaState.from_dict(data)
    closed = play(position("KC", "AC", opened=(True, True)), "discard KC").to_dict()
    closed["result"]["points"] = [0, 10]
    with refused(StateError, "wrong_result"):
        ScalaState.from_dict(closed)


@pytest.mark.parametrize("bad", ["", "scala40/101 seed=0", "scopa/11 seed=0 | a | b | c | d | e", 5])
def test_unreadable_position_raises_notation_error(bad):
    with pytest.raises((NotationError, StateError)):
        ScalaState.from_position(bad)


def test_view_holds_own_hand_counts_of_hidden_cards_and_the_public_piles():
    state = position("7H 8H KC QD", "2C 3D 4S 6H 8C 9D", discard="5C 9S", table=((1, "7S8S9S"),),
                     opened=(True, True), stock="AS 2S 3S")
    view = state.view(0).to_dict()
    assert view["hand"] == ["7H", "8H", "QD", "KC"]
    assert view["opponent_hand_size"] == 6 and view["stock_size"] == 3
    assert view["discard"][-2:] == ["5C", "9S"] and view["table"][0]["cards"] == ["7S", "8S", "9S"]
    assert view["legal_moves"] == [str(m) for m in state.legal_moves()]
    assert state.view(1).to_dict()["legal_moves"] == []
    assert "2C" not in json.dumps(view["hand"]) and "stock" not in view


def test_view_unseen_cards_and_complete_rebuild_a_consistent_state():
    state = position("7H 8H KC QD", "2C 3D 4S", discard="5C", table=((1, "7S8S9S"),), opened=(True, True),
                     stock="AS 2S 3S")
    view = state.view(0)
    hidden = Counter([*state.hands[1], *state.stock])
    assert Counter(view.unseen()) == hidden
    guess = view.complete(state.hands[1], state.stock, seed=state.seed)
    assert guess == state
    with refused(StateError, "wrong_guess"):
        view.complete(state.hands[1][:2], state.stock + state.hands[1][2:])
    with refused(StateError, "wrong_guess"):
        view.complete(cards("KD KD KD"), state.stock)


def test_events_show_a_drawn_card_only_to_the_player_who_drew_it():
    state = position("7H 8H KC", phase="draw", opened=(True, False), stock="2C 9H")
    after = play(state, "draw")
    assert events(state, DrawStock(), after, 0) == [{"type": "draw", "player": 0, "card": "9H", "stock_size": 1}]
    assert events(state, DrawStock(), after, 1) == [{"type": "draw", "player": 0, "card": None, "stock_size": 1}]


def test_events_for_take_meld_add_swap_discard_and_the_end_of_the_round():
    state = position("7H 8H 3S 5S KC QD", discard="9H", table=((1, "2SJK4S"),), phase="draw", opened=(True, True),
                     scores=(0, 90))
    moves = ["take", "meld 7H8H9H", "swap 0 3S", "add 0 5S", "discard QD"]
    seen = []
    for text in moves:
        move = parse_move(text)
        after = state.apply(move)
        seen.extend(events(state, move, after, 1))
        state = after
    assert seen == [
        {"type": "take", "player": 0, "card": "9H"},
        {"type": "meld", "player": 0, "meld": 1, "cards": ["7H", "8H", "9H"]},
        {"type": "swap", "player": 0, "meld": 0, "card": "3S"},
        {"type": "add", "player": 0, "meld": 0, "card": "5S", "low": False},
        {"type": "discard", "player": 0, "card": "QD"},
    ]
    final = position("KC", "AC", opened=(True, True), scores=(0, 90))
    closed = play(final, "discard KC")
    assert events(final, Discard(Card(13, "C")), closed, 1)[1:] == [
        {"type": "close", "player": 0, "doubled": False},
        {"type": "round_over", "void": False, "points": [0, 11], "scores": [0, 101]},
        {"type": "game_over", "winner": 0, "scores": [0, 101]},
    ]


def test_events_for_an_opening_name_each_new_combination_and_the_points():
    state = position("3D 4D 5D 9H TH JH KC", table=((1, "2C3C4C"),), opened=(False, True))
    move = parse_move("open 3D4D5D+9HTHJH")
    assert events(state, move, state.apply(move), 1) == [
        {"type": "open", "player": 0, "points": 41,
         "melds": [{"meld": 1, "cards": ["3D", "4D", "5D"]}, {"meld": 2, "cards": ["9H", "TH", "JH"]}]}
    ]


def test_events_for_a_rebuilt_stock_and_a_void_round():
    state = position("2C 5D 9S", "3H 6S TC", discard="KD", stock="-", phase="draw")
    after = play(state, "draw")
    seen = events(state, DrawStock(), after, 1)
    assert seen[0] == {"type": "rebuild", "stock_size": len(after.stock) + 1} and seen[1]["type"] == "draw"
    empty = replace(after, stock=(), phase="draw")
    void = play(empty, "draw")
    assert events(empty, DrawStock(), void, 0) == [{"type": "round_over", "void": True, "points": [0, 0], "scores": [0, 0]}]


def lines_of(state: ScalaState) -> dict[str, list]:
    return {line["line"]: line["values"] for line in state.round_summary()["lines"]}


def test_summary_lines_give_the_100_of_a_player_who_never_opened_doubled_when_closing_in_one_go():
    # Issue 2.3: the page computes no number; the 100 and the doubling come as lines.
    closed = play(position("3D 4D 5D 9H TH JH KC", "2C 3C"), "open 3D4D5D+9HTHJH", "discard KC")
    assert lines_of(closed) == {
        "cards_left": [0, 2], "card_points": [None, 5], "never_opened": [None, 100], "doubled": [None, 100],
        "round": [0, 200], "total": [0, 200],
    }


def test_summary_lines_of_an_opened_player_count_their_cards_and_no_100():
    closed = play(position("KC", "2C 3C", opened=(True, True)), "discard KC")
    assert lines_of(closed) == {
        "cards_left": [0, 2], "card_points": [None, 5], "never_opened": [None, None], "doubled": [None, None],
        "round": [0, 5], "total": [0, 5],
    }


def test_the_view_says_which_actions_the_turn_allows_now_and_the_opening_threshold():
    state = position("7H 8H 9H KC", phase="draw")
    actions = state.view(0).to_dict()["actions"]
    assert actions["draw"] == {"allowed": True, "refusal": None} and actions["take"]["allowed"]
    assert actions["discard"]["refusal"] == {"code": "draw_first", "params": {}}
    drawn = play(state, "draw").view(0).to_dict()
    assert drawn["actions"]["meld"]["refusal"] == {"code": "not_opened", "params": {"points": 40}}
    assert drawn["actions"]["open"]["allowed"] and drawn["actions"]["discard"]["allowed"]
    assert drawn["actions"]["draw"]["refusal"]["code"] == "already_drawn" and drawn["opening_points"] == 40
