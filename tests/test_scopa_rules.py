"""One test per rule of Scopa, named after the rule (issue 1/9)."""

from __future__ import annotations

import pytest
from refusal import refused
from scopa_helpers import cards, position

from mazzo.game import IllegalMoveError, NotationError, StateError, new_game
from mazzo.scopa import (
    DECK,
    PRIMIERA,
    Card,
    Play,
    ScopaOptions,
    ScopaState,
    capture_options,
    count_round,
    napola_run,
    primiera,
    shuffled_deck,
)


def play(state: ScopaState, text: str) -> ScopaState:
    return state.apply(Play.parse(text))


# -- the deck and the notation ---------------------------------------------------------


def test_deck_has_40_italian_cards_ace_to_king_in_four_suits():
    assert len(DECK) == len(set(DECK)) == 40
    assert {c.suit for c in DECK} == {"D", "H", "S", "C"}
    assert sorted({c.value for c in DECK}) == list(range(1, 11))


def test_card_notation_round_trips_and_names_faces_as_jack_queen_king():
    assert [Card.parse(str(c)) for c in DECK] == list(DECK)
    assert str(Card(8, "S")) == "JS" and str(Card(9, "H")) == "QH" and str(Card(10, "C")) == "KC"
    assert str(Card(7, "D")) == "7D"


@pytest.mark.parametrize("bad", ["", "7", "7X", "8D", "10D", "1D", "7DD", "7d", None, 7])
def test_unreadable_card_raises_notation_error(bad):
    with pytest.raises(NotationError):
        Card.parse(bad)


def test_move_notation_round_trips_with_captures_in_canonical_order():
    move = Play.parse("QCx4S+5D")
    assert str(move) == "QCx5D+4S"
    assert Play.parse(str(move)) == move == Play(Card(9, "C"), (Card(4, "S"), Card(5, "D")))
    assert str(Play.parse("3H")) == "3H"


@pytest.mark.parametrize("bad", ["QCx", "QCx5D+5D", "x5D", "QC 5D", "QCx5D+", 12])
def test_unreadable_move_raises_notation_error(bad):
    with pytest.raises(NotationError):
        Play.parse(bad)


# -- the deal ----------------------------------------------------------------------------


def test_deal_gives_three_cards_each_and_four_on_the_table():
    state = new_game(ScopaState, 7)
    assert [len(h) for h in state.hands] == [3, 3]
    assert len(state.table) == 4 and len(state.deck) == 30


def test_non_dealer_plays_first_and_dealer_alternates_between_rounds():
    state = new_game(ScopaState, 3)
    assert state.turn == 1 - state.dealer
    finished = position("AD", "-", "-", deck="-", turn=0, dealer=state.dealer, last=1)
    finished = play(finished, "AD")
    assert finished.round_over
    nxt = finished.next_round()
    assert nxt.dealer == 1 - finished.dealer and nxt.turn == finished.dealer
    assert nxt.round_no == 1


def test_redeal_on_three_kings_on_the_table():
    def kings_on_table(seed: int, attempt: int) -> int:
        return sum(c.value == 10 for c in shuffled_deck(seed, 0, attempt)[6:10])

    seed = next(s for s in range(10_000) if kings_on_table(s, 0) >= 3)
    attempt = next(a for a in range(1, 100) if kings_on_table(seed, a) < 3)
    state = ScopaState.deal(ScopaOptions(), seed, 0, 0, (0, 0))
    assert list(state.table) == shuffled_deck(seed, 0, attempt)[6:10]
    assert sum(c.value == 10 for c in state.table) < 3


def test_two_kings_on_the_table_are_not_redealt():
    seed = next(s for s in range(10_000) if sum(c.value == 10 for c in shuffled_deck(s, 0, 0)[6:10]) == 2)
    state = ScopaState.deal(ScopaOptions(), seed, 0, 0, (0, 0))
    assert list(state.table) == shuffled_deck(seed, 0, 0)[6:10]


def test_same_seed_gives_the_same_deal_and_other_seeds_differ():
    assert new_game(ScopaState, 11) == new_game(ScopaState, 11)
    assert len({new_game(ScopaState, s).position() for s in range(20)}) == 20


# -- captures ----------------------------------------------------------------------------


def test_knight_takes_a_nine():
    assert capture_options(Card(9, "C"), cards("QD 3H")) == [cards("QD")]


def test_knight_takes_five_plus_four():
    assert capture_options(Card(9, "C"), cards("5D 4S 2H")) == [cards("5D 4S")]


def test_knight_takes_six_plus_two_plus_ace():
    assert capture_options(Card(9, "C"), cards("6D 2H AS")) == [cards("6D 2H AS")]


def test_same_value_first_5_takes_the_5_not_3_plus_2():
    assert capture_options(Card(5, "C"), cards("5D 3H 2S")) == [cards("5D")]
    state = position("5C", "AH", "5D 3H 2S")
    with refused(IllegalMoveError, "same_value_first"):
        play(state, "5Cx3H+2S")
    after = play(state, "5Cx5D")
    assert after.table == cards("3H 2S")


def test_same_value_first_player_chooses_which_of_several():
    state = position("5C", "AH", "5D 5H 3S 2S")
    assert {str(m) for m in state.legal_moves()} == {"5Cx5D", "5Cx5H"}
    assert play(state, "5Cx5H").table == cards("5D 3S 2S")


def test_must_capture_a_card_that_can_capture_cannot_be_laid_down():
    state = position("6C 2D", "AH", "4D 2S")
    with refused(IllegalMoveError, "must_capture"):
        play(state, "6C")
    assert str(state.legal_moves()[0]) == "6Cx4D+2S"


def test_a_card_that_captures_nothing_stays_on_the_table():
    state = position("KC", "AH", "4D 2S")
    after = play(state, "KC")
    assert after.table == cards("4D 2S KC") and after.piles[0] == ()


def test_player_chooses_among_several_captures():
    state = position("7C", "AH", "6D AS 4H 3S 5C 2D")
    options = {frozenset(map(str, m.captures)) for m in state.legal_moves()}
    assert options == {frozenset(t.split()) for t in ("6D AS", "4H 3S", "5C 2D", "AS 4H 2D")}
    for move in state.legal_moves():
        assert sum(c.value for c in move.captures) == 7
    assert play(state, "7Cx3S+4H").piles[0] == cards("4H 3S 7C")


def test_capture_sums_are_every_subset_adding_up():
    table = cards("AD 2D 3D 4D")
    sums = {tuple(sorted(c.value for c in opt)) for opt in capture_options(Card(6, "S"), table)}
    assert sums == {(2, 4), (1, 2, 3)}


def test_illegal_moves_raise_clear_errors_and_leave_the_state_untouched():
    state = position("5C QH", "AH", "5D 3H 2S")
    snapshot = state.to_dict()
    for text, code, params in [
        ("7D", "not_in_hand", {"card": "7D"}),
        ("QHxKS", "not_on_table", {"cards": ["KS"]}),
        ("QHx5D+3H", "wrong_sum", {"total": 8, "value": 9}),
        ("5Cx3H+2S", "same_value_first", {"card": "5C", "same": ["5D"]}),
        ("5C", "must_capture", {"card": "5C"}),
    ]:
        with refused(IllegalMoveError, code, **params):
            play(state, text)
    assert state.to_dict() == snapshot


def test_wrong_player_cannot_move_and_a_non_move_is_rejected():
    state = position("5C", "AH", "5D")
    with refused(IllegalMoveError, "not_in_hand"):
        play(state, "AH")
    with pytest.raises(IllegalMoveError):
        state.apply("5Cx5D")  # type: ignore[arg-type]


# -- scopa, refills and the end of the round ---------------------------------------------


def test_scopa_taking_every_card_on_the_table_scores_one():
    state = position("7C", "AH", "4D 3S")
    after = play(state, "7Cx4D+3S")
    assert after.table == () and after.scopas[0] == cards("7C")


def test_no_scopa_on_the_last_card_of_the_round():
    state = position("-", "7C", "4D 3S", pile0="AH", deck="-", turn=1, last=0)
    after = play(state, "7Cx4D+3S")
    assert after.round_over and after.scopas[1] == ()


def test_both_hands_empty_deals_three_more_cards_each_while_the_deck_lasts():
    state = position("-", "KC", "AD", turn=1, dealer=1)
    deck_before = state.deck
    after = play(state, "KC")
    assert after.hands[0] == deck_before[:3] and after.hands[1] == deck_before[3:6]
    assert after.deck == deck_before[6:] and after.turn == 0


def test_table_to_last_capturer_at_the_end_and_not_a_scopa():
    state = position("-", "KC", "AD 2S", pile0="3H", deck="-", turn=1, last=0)
    after = play(state, "KC")
    assert after.round_over and after.table == ()
    assert set(cards("AD 2S KC")) <= set(after.piles[0])
    assert after.scopas == ((), ())


def test_round_is_over_only_when_deck_and_hands_are_empty():
    state = position("AD", "KC", "-", deck="-", turn=0, last=None)
    assert not state.round_over
    assert not play(state, "AD").round_over
    assert play(play(state, "AD"), "KC").round_over


# -- the count ---------------------------------------------------------------------------


def test_primiera_values_are_21_18_16_15_14_13_12_and_10():
    assert [PRIMIERA[v] for v in (7, 6, 1, 5, 4, 3, 2, 8, 9, 10)] == [21, 18, 16, 15, 14, 13, 12, 10, 10, 10]


def test_primiera_example_7h_7d_6c_5s_is_75():
    assert primiera(cards("7H 7D 6C 5S")) == 75
    assert primiera(cards("7H 7D 6C 5S 2S KD AC")) == 75  # only the best card of each suit counts


def test_primiera_missing_suit_means_no_primiera():
    assert primiera(cards("7H 7D 6C 5C")) is None
    a, b = count_round([cards("7H 7D 6C 5C"), cards("AS 2H 2D 2C")], (0, 0), napola=False)
    assert a.primiera is None and b.primiera == 12 * 3 + 16
    assert (a.points["primiera"], b.points["primiera"]) == (0, 1)


def test_primiera_equal_totals_score_nothing():
    a, b = count_round([cards("7H 7D 6C 5S"), cards("7C 7S 6D 5H")], (0, 0), napola=False)
    assert a.primiera == b.primiera == 75
    assert a.points["primiera"] == b.points["primiera"] == 0


def split_deck(first: str) -> list[tuple[Card, ...]]:
    mine = cards(first)
    return [mine, tuple(c for c in DECK if c not in mine)]


def test_most_cards_twenty_one_scores_and_twenty_twenty_ties():
    coins = [c for c in DECK if c.suit == "D"]
    others = [c for c in DECK if c.suit != "D"]
    twenty = coins[:5] + others[:15]
    rest = [c for c in DECK if c not in twenty]
    a, b = count_round([twenty, rest], (0, 0), napola=False)
    assert (a.cards, b.cards) == (20, 20) and a.points["cards"] == b.points["cards"] == 0
    a, b = count_round([twenty + [rest[-1]], rest[:-1]], (0, 0), napola=False)
    assert (a.cards, a.points["cards"], b.points["cards"]) == (21, 1, 0)


def test_most_coins_six_scores_and_five_five_ties():
    coins = [c for c in DECK if c.suit == "D"]
    others = [c for c in DECK if c.suit != "D"]
    five_five = [coins[:5] + others[:15], coins[5:] + others[15:]]
    a, b = count_round(five_five, (0, 0), napola=False)
    assert (a.coins, b.coins) == (5, 5) and a.points["coins"] == b.points["coins"] == 0
    a, b = count_round([coins[:6] + others[:15], coins[6:] + others[15:]], (0, 0), napola=False)
    assert (a.coins, a.points["coins"], b.points["coins"]) == (6, 1, 0)


def test_settebello_scores_one_for_whoever_took_it():
    a, b = count_round(split_deck("7D"), (0, 0), napola=False)
    assert (a.settebello, a.points["settebello"], b.points["settebello"]) == (True, 1, 0)


def test_one_point_per_scopa():
    a, b = count_round(split_deck("AD"), (3, 1), napola=False)
    assert (a.points["scopa"], b.points["scopa"]) == (3, 1)


def test_worked_example_cards_coins_settebello_primiera_and_two_scopas_score_6_against_1():
    # Player 0 takes 22 cards with 7 coins including the settebello and the best primiera,
    # and made two scopas; player 1 made one scopa.
    mine = cards("7D 6D 5D 4D 3D 2D AD 7H 7C 7S 6H 6C 6S AH AC AS 5H 5C 5S 4H 4C 4S")
    theirs = tuple(c for c in DECK if c not in mine)
    a, b = count_round([mine, theirs], (2, 1), napola=False)
    assert a.points == {"cards": 1, "coins": 1, "settebello": 1, "primiera": 1, "scopa": 2}
    assert a.round_points == 6 and b.round_points == 1


def test_napola_ace_two_three_of_coins_scores_3():
    assert napola_run(cards("AD 2D 3D 5D")) == 3
    assert napola_run(cards("AD 2D")) == 0 and napola_run(cards("2D 3D 4D")) == 0


def test_napola_with_the_four_scores_4_and_with_four_and_five_scores_5():
    assert napola_run(cards("AD 2D 3D 4D")) == 4
    assert napola_run(cards("AD 2D 3D 4D 5D 7D")) == 5


def test_napola_runs_up_to_the_king_for_10():
    assert napola_run([c for c in DECK if c.suit == "D"]) == 10


def test_napola_counts_only_when_the_option_is_on():
    a, _ = count_round(split_deck("AD 2D 3D 4D"), (0, 0), napola=False)
    assert "napola" not in a.points
    a, b = count_round(split_deck("AD 2D 3D 4D"), (0, 0), napola=True)
    assert a.points["napola"] == 4 and b.points["napola"] == 0


def test_napola_is_off_by_default():
    assert ScopaOptions().napola is False and new_game(ScopaState, 1).options.napola is False


# -- the game ----------------------------------------------------------------------------


def finish(scores: tuple[int, int], mine: str, target: int = 11) -> ScopaState:
    """A finished round where player 0 captured ``mine`` and player 1 the rest."""
    theirs = " ".join(str(c) for c in DECK if c not in cards(mine) and str(c) != "KS")
    state = position("KS", "-", "-", pile0=mine, pile1=theirs, deck="-", last=0, scores=scores, target=target)
    return play(state, "KS")


def test_game_to_11_points_by_default_with_16_21_and_31_as_options():
    assert ScopaOptions().target == 11
    for target in (16, 21, 31):
        assert ScopaOptions(target=target).target == target
    with pytest.raises(StateError):
        ScopaOptions(target=12)


def test_only_one_player_over_the_target_wins():
    # Player 0 takes cards, coins, settebello, primiera: 4 points, 8 + 4 = 12.
    state = finish((8, 3), "7D 6D 5D 4D 3D 2D AD 7H 7C 7S 6H 6C 6S AH AC AS 5H 5C 5S 4H 4C 4S")
    assert state.scores == (12, 3) and state.game_over and state.winner == 0


def test_both_over_11_the_higher_score_wins():
    # Player 0 scores 4, player 1 nothing: 10 + 4 = 14 against 12.
    state = finish((10, 12), "7D 6D 5D 4D 3D 2D AD 7H 7C 7S 6H 6C 6S AH AC AS 5H 5C 5S 4H 4C 4S")
    assert state.scores == (14, 12) and state.winner == 0


def test_tie_over_the_target_means_another_round():
    # Player 0 scores 4 and reaches 13, as player 1 already had: play on.
    state = finish((9, 13), "7D 6D 5D 4D 3D 2D AD 7H 7C 7S 6H 6C 6S AH AC AS 5H 5C 5S 4H 4C 4S")
    assert state.scores == (13, 13) and not state.game_over and state.winner is None
    assert state.next_round().round_no == 1


def test_nobody_at_the_target_plays_on():
    state = finish((0, 0), "7D 6D 5D 4D 3D 2D AD 7H 7C 7S 6H 6C 6S AH AC AS 5H 5C 5S 4H 4C 4S")
    assert state.scores == (4, 0) and not state.game_over
    with pytest.raises(IllegalMoveError):
        finish((8, 3), "7D 6D 5D 4D 3D 2D AD 7H 7C 7S 6H 6C 6S AH AC AS 5H 5C 5S 4H 4C 4S").next_round()


def test_target_option_changes_when_the_game_ends():
    mine = "7D 6D 5D 4D 3D 2D AD 7H 7C 7S 6H 6C 6S AH AC AS 5H 5C 5S 4H 4C 4S"
    assert not finish((8, 3), mine, target=16).game_over
    assert finish((12, 3), mine, target=16).winner == 0


def test_round_summary_is_line_by_line_with_totals():
    state = finish((2, 1), "7D 6D 5D 4D 3D 2D AD 7H 7C 7S 6H 6C 6S AH AC AS 5H 5C 5S 4H 4C 4S")
    summary = state.round_summary()
    me, other = summary["players"]
    assert (me["cards"], me["coins"], me["settebello"], me["primiera"]) == (23, 7, True, 84)  # the 22 named plus the King swept at the end
    assert me["primiera_cards"] == ["7D", "7H", "7S", "7C"]
    assert me["points"] == {"cards": 1, "coins": 1, "settebello": 1, "primiera": 1, "scopa": 0}
    assert (me["round_points"], me["total"], other["total"]) == (4, 6, 1)
    with pytest.raises(IllegalMoveError):
        new_game(ScopaState, 1).round_summary()


# -- the view and the data forms ---------------------------------------------------------


def test_view_holds_own_hand_and_only_counts_of_the_hidden_cards():
    state = new_game(ScopaState, 5)
    view = state.view(0)
    assert view.hand == state.hands[0] and view.opponent_hand_size == 3 and view.deck_size == 30
    text = str(view.to_dict())
    for hidden in (*state.hands[1], *state.deck):
        assert f"'{hidden}'" not in text


def test_json_round_trip_mid_round_is_exact():
    state = new_game(ScopaState, 9)
    for _ in range(7):
        state = state.apply(state.legal_moves()[0])
    assert ScopaState.from_dict(state.to_dict()) == state


def test_position_text_round_trips():
    state = play(position("5C QH", "AH", "5D 3H 2S", pile0="KD", last=0), "5Cx5D")
    assert ScopaState.from_position(state.position()).position() == state.position()


@pytest.mark.parametrize(
    "corrupt",
    [
        lambda d: d.update(deck=d["deck"][:-1]),  # a card missing
        lambda d: d.update(table=d["table"] + [d["hands"][0][0]]),  # a card twice
        lambda d: d.update(turn=2),
        lambda d: d.update(hands=[["ZZ"], []]),
        lambda d: d.update(match_scores="3-2"),
        lambda d: d.pop("history"),
        lambda d: d.update(options={"napola": "yes", "target": 11}),
    ],
)
def test_corrupted_state_raises_state_error(corrupt):
    data = new_game(ScopaState, 4).to_dict()
    corrupt(data)
    with pytest.raises(StateError):
        ScopaState.from_dict(data)
