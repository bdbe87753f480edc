"""One test per rule of Scopa for four and Scopone Scientifico, named after the rule (issue 2.4)."""

from __future__ import annotations

import json

import pytest
from refusal import refused
from scopa_helpers import cards, four_position

from mazzo.game import IllegalMoveError, NotationError, StateError, new_game
from mazzo.scopa import state as state_module
from mazzo.scopa import (
    DECK,
    KINGS_FOR_REDEAL,
    Play,
    ScopaFourOptions,
    ScopaFourState,
    ScoponeOptions,
    ScoponeState,
    shuffled_deck,
)

CLASSICO = ScoponeOptions(variant="classico")


def play(state, text: str):
    return state.apply(Play.parse(text))


def plays(state, *texts: str):
    for text in texts:
        state = play(state, text)
    return state


def seat_cards(text: str, seat: int) -> tuple[str, str, str, str]:
    hands = ["-"] * 4
    hands[seat] = text
    return (hands[0], hands[1], hands[2], hands[3])


# -- the seats and the turn ---------------------------------------------------------------------


def test_seats_0_to_3_in_partnerships_0_and_2_against_1_and_3():
    state = new_game(ScopaFourState, 5, ScopaFourOptions())
    assert state.PLAYERS == 4 and state.SIDES == 2
    assert [list(state.seats_of(side)) for side in (0, 1)] == [[0, 2], [1, 3]]
    view = state.view(2).to_dict()
    assert view["partnerships"] == [[0, 2], [1, 3]] and view["side"] == 0 and state.view(3).to_dict()["side"] == 1


@pytest.mark.parametrize("game, options", [(ScopaFourState, ScopaFourOptions()), (ScoponeState, ScoponeOptions())])
def test_play_passes_to_the_next_seat_starting_with_the_player_after_the_dealer(game, options):
    for seed in range(8):
        state = new_game(game, seed, options)
        assert state.turn == (state.dealer + 1) % 4
        for _ in range(9):
            mover = state.turn
            state = state.apply(state.legal_moves()[0])
            assert state.turn == (mover + 1) % 4 and state.history[-1][0] == mover


@pytest.mark.parametrize("game, options", [(ScopaFourState, ScopaFourOptions()), (ScoponeState, ScoponeOptions())])
def test_the_deal_passes_to_the_next_seat_each_round(game, options):
    state = new_game(game, 3, options)
    dealers = [state.dealer]
    for _ in range(4):
        while not state.round_over:
            state = state.apply(state.legal_moves()[-1])
        if state.game_over:
            break
        state = state.next_round()
        dealers.append(state.dealer)
    assert dealers == [(dealers[0] + i) % 4 for i in range(len(dealers))] and len(dealers) >= 2


def test_a_move_out_of_turn_is_refused_and_changes_nothing():
    state = four_position(("5C", "5H", "KD", "KS"), "5D 3H", turn=0)
    snapshot = state.to_dict()
    with refused(IllegalMoveError, "not_in_hand", card="5H"):
        play(state, "5Hx5D")
    assert state.to_dict() == snapshot


# -- captures as in two-player Scopa --------------------------------------------------------------


def test_captures_as_in_scopa_same_value_first_at_four():
    state = four_position(("5C", "AH", "KD", "KS"), "5D 3H 2S")
    with refused(IllegalMoveError, "same_value_first", card="5C", same=["5D"]):
        play(state, "5Cx3H+2S")
    assert play(state, "5Cx5D").table == cards("3H 2S")


def test_captures_as_in_scopa_a_card_that_can_capture_must_capture_at_four():
    state = four_position(("6C 2D", "AH", "KD", "KS"), "4D 2S")
    with refused(IllegalMoveError, "must_capture", card="6C"):
        play(state, "6C")


def test_captures_as_in_scopa_the_player_chooses_among_captures_at_four():
    state = four_position(("7C", "AH", "KD", "KS"), "6D AS 4H 3S")
    assert {str(m) for m in state.legal_moves()} == {"7Cx6D+AS", "7Cx4H+3S"}
    assert play(state, "7Cx4H+3S").piles[0] == cards("4H 3S 7C")


def test_captures_as_in_scopa_no_scopa_with_the_last_card_of_the_round():
    state = four_position(("-", "-", "-", "7C"), "4D 3S", piles=("AH", "-", "-", "-"), deck="-", turn=3, last=0)
    after = play(state, "7Cx4D+3S")
    assert after.round_over and after.scopas == ((), (), (), ())


def test_captures_as_in_scopa_the_cards_left_on_the_table_go_to_the_side_that_captured_last():
    # Seat 2 captured last; seat 3 lays the last card of the round: the table goes to seat 2's pile.
    state = four_position(("-", "-", "-", "KC"), "AD 2S", piles=("-", "-", "3H", "-"), deck="-", turn=3, last=2)
    after = play(state, "KC")
    assert after.round_over and after.table == () and set(cards("AD 2S KC")) <= set(after.piles[2])
    assert after.scopas == ((), (), (), ()) and after.count[0].cards == len(after.piles[0]) + len(after.piles[2])


# -- Scopa for four: the deal ----------------------------------------------------------------------


def test_scopa_for_four_deals_three_cards_each_and_four_on_the_table():
    for seed in range(10):
        state = new_game(ScopaFourState, seed, ScopaFourOptions())
        assert [len(h) for h in state.hands] == [3, 3, 3, 3] and len(state.table) == 4 and len(state.deck) == 24


@pytest.mark.parametrize("kings", [3, 4])
def test_scopa_for_four_redeals_when_three_or_four_kings_are_on_the_table(kings, monkeypatch):
    # The first shuffle puts ``kings`` Kings among the four table cards (dealt after the twelve in hand).
    others = [c for c in DECK if c.value != 10]
    first = others[:12] + [c for c in DECK if c.value == 10][:kings] + others[12 : 16 - kings]
    first += [c for c in DECK if c not in first]
    real = state_module.shuffled_deck
    rigged = lambda seed, round_no, attempt: first if attempt == 0 else real(seed, round_no, attempt)  # noqa: E731
    monkeypatch.setattr(state_module, "shuffled_deck", rigged)
    state = ScopaFourState.deal(ScopaFourOptions(), 5, 0, 0, (0, 0))
    assert list(state.table) == real(5, 0, 1)[12:16] != first[12:16]
    assert sum(c.value == 10 for c in first[12:16]) == kings >= KINGS_FOR_REDEAL


def test_scopa_for_four_two_kings_on_the_table_are_not_redealt():
    seed = next(s for s in range(10_000) if sum(c.value == 10 for c in shuffled_deck(s, 0, 0)[12:16]) == 2)
    state = ScopaFourState.deal(ScopaFourOptions(), seed, 0, 0, (0, 0))
    assert list(state.table) == shuffled_deck(seed, 0, 0)[12:16]


def test_scopa_for_four_deals_three_more_cards_each_whenever_all_hands_are_empty():
    # The dealer (seat 3) plays the last card of the hands: the player after the dealer (seat 0)
    # gets the first three and plays first, then seats 1, 2 and 3.
    state = four_position(("-", "-", "-", "KC"), "AD", turn=3, dealer=3)
    deck = state.deck
    after = play(state, "KC")
    assert list(after.hands) == [deck[0:3], deck[3:6], deck[6:9], deck[9:12]]
    assert after.deck == deck[12:] and after.turn == 0
    not_yet = four_position(("-", "-", "AS", "KC"), "AD", turn=3, dealer=3)
    assert play(not_yet, "KC").deck == not_yet.deck


# -- Scopone ---------------------------------------------------------------------------------------


def test_scopone_scientifico_deals_all_40_cards_ten_each_and_the_table_empty():
    for seed in range(10):
        state = new_game(ScoponeState, seed)
        assert state.options.variant == "scientifico"
        assert [len(h) for h in state.hands] == [10, 10, 10, 10] and state.table == () and state.deck == ()
        assert sorted(c for h in state.hands for c in h) == sorted(DECK)


def test_scopone_classico_deals_nine_each_and_four_on_the_table():
    for seed in range(10):
        state = new_game(ScoponeState, seed, CLASSICO)
        assert [len(h) for h in state.hands] == [9, 9, 9, 9] and len(state.table) == 4 and state.deck == ()


def test_scopone_classico_redeals_three_or_four_kings_on_the_table_as_scopa_does():
    seed = next(s for s in range(100_000) if sum(c.value == 10 for c in shuffled_deck(s, 0, 0)[36:40]) >= 3)
    state = ScoponeState.deal(CLASSICO, seed, 0, 0, (0, 0))
    assert sum(c.value == 10 for c in state.table) < KINGS_FOR_REDEAL
    assert list(state.table) != shuffled_deck(seed, 0, 0)[36:40]


def test_scopone_never_deals_again_in_a_round():
    state = new_game(ScoponeState, 4)
    for _ in range(39):
        state = state.apply(state.legal_moves()[0])
        assert state.deck == () and sum(map(len, state.hands)) == 40 - len(state.history)
    assert not state.round_over and sum(map(len, state.hands)) == 1
    assert state.apply(state.legal_moves()[0]).round_over


@pytest.mark.parametrize("bad", [{"variant": "moderno"}, {"variant": 1}, {"players": 4}, {"target": 12}])
def test_scopone_options_refuse_what_it_does_not_have(bad):
    with pytest.raises(StateError):
        ScoponeOptions.from_dict(bad)


# -- the count, per partnership ---------------------------------------------------------------------


def finished(piles: tuple[str, str, str, str], scores=(0, 0), target: int = 11, napola: bool = False):
    """A finished round of Scopa for four: seat 0 plays the last card (the King of swords, laid down)
    and seat 0's side captured last, so the table goes to seat 0; ``piles[1]`` takes what nobody named."""
    named = {str(c) for text in piles for c in cards(text)} | {"KS"}
    seat_1 = " ".join([*map(str, cards(piles[1])), *(str(c) for c in DECK if str(c) not in named)]) or "-"
    full = (piles[0], seat_1, piles[2], piles[3])
    state = four_position(("KS", "-", "-", "-"), "-", piles=full, deck="-", turn=0, last=0, scores=scores,
                          options=ScopaFourOptions(target=target, napola=napola))
    return play(state, "KS")


def test_the_count_adds_up_both_partners_captures():
    state = finished(("AD 2D", "3D", "4D 5D", "6D"))
    us, them = state.count
    assert us.cards == len(state.piles[0]) + len(state.piles[2])
    assert them.cards == len(state.piles[1]) + len(state.piles[3])
    assert us.coins == 4 and them.coins == 6  # AD 2D 4D 5D against 3D 6D and the rest (7D to KD, in seat 1's pile)


def test_the_count_most_cards_twenty_to_twenty_scores_nobody():
    left = [c for c in DECK if str(c) != "KS"]
    ours = " ".join(map(str, left[:10])), " ".join(map(str, left[10:19]))  # 10 + 9 + the King swept: 20
    state = finished((ours[0], "-", ours[1], "-"))
    us, them = state.count
    assert (us.cards, them.cards) == (20, 20) and us.points["cards"] == them.points["cards"] == 0
    state = finished((ours[0] + " " + str(left[19]), "-", ours[1], "-"))
    assert state.count[0].points["cards"] == 1


def test_the_count_most_coins_five_to_five_scores_nobody():
    state = finished(("AD 2D 3D", "-", "4D 5D", "-"))
    us, them = state.count
    assert (us.coins, them.coins) == (5, 5) and us.points["coins"] == them.points["coins"] == 0
    assert finished(("AD 2D 3D", "-", "4D 5D 6D", "-")).count[0].points["coins"] == 1


def test_the_count_the_settebello_scores_for_the_partnership_that_took_it():
    state = finished(("-", "-", "7D", "-"))
    assert state.count[0].points["settebello"] == 1 and state.count[1].points["settebello"] == 0


def test_the_count_primiera_over_the_pairs_cards_together():
    # Seat 0 holds the sevens of coins and cups, seat 2 those of swords and batons: 84 together.
    state = finished(("7D 7H", "-", "7S 7C", "-"))
    assert state.count[0].primiera == 84 and state.count[0].points["primiera"] == 1


def test_the_count_primiera_a_missing_suit_means_none():
    # Seat 1's side takes everything but seat 0's and seat 2's cards: every baton is ours.
    batons = " ".join(str(c) for c in DECK if c.suit == "C")
    state = finished(("7D 7H 7S", "-", batons, "-"))
    assert state.count[1].primiera is None and state.count[0].points["primiera"] == 1


def test_the_count_primiera_equal_scores_nobody():
    # Each side's best cards are two sevens and two sixes: 78 each; the rest goes to seat 2.
    mine = "7D 7H 6S 6C"
    theirs_best = "7S 7C 6D 6H"
    rest = [c for c in DECK if str(c) not in (mine + " " + theirs_best + " KS").split()]
    low = " ".join(str(c) for c in rest if c.value in (1, 2, 3, 4, 5, 8, 9, 10))
    state = finished((mine, theirs_best, low, "-"))
    assert state.count[0].primiera == state.count[1].primiera == 78
    assert state.count[0].points["primiera"] == state.count[1].points["primiera"] == 0


def two_scopas_round():
    """A last hand of Scopa for four where seat 0 sweeps, then seat 2: a scopa each for 0+2."""
    state = four_position(("7C AD", "KH AH", "KD AS", "JD QH"), "4D 3S", deck="-", turn=0)
    return plays(state, "7Cx4D+3S", "KH", "KDxKH", "JD", "AD", "AHxAD", "AS", "QHxJD+AS")


def test_the_count_every_scopa_of_either_partner_scores():
    state = two_scopas_round()
    assert state.round_over and state.scopas[0] == cards("7C") and state.scopas[2] == cards("KD")
    assert state.scopas[3] == ()  # seat 3 cleared the table with the last card of the round: no scopa
    assert state.count[0].scopas == 2 and state.count[0].points["scopa"] == 2 and state.count[1].points["scopa"] == 0


def test_the_count_napola_as_an_option_over_the_pairs_coins():
    assert finished(("AD 2D", "-", "3D 4D", "-")).count[0].points.get("napola") is None
    state = finished(("AD 2D", "-", "3D 4D", "-"), napola=True)
    assert state.count[0].points["napola"] == 4 and state.count[1].points["napola"] == 0


# -- the target ------------------------------------------------------------------------------------

ALL_FOUR = "7D 6D 5D 4D 3D 2D AD 7H 7C 7S 6H 6C 6S AH AC AS 5H 5C 5S 4H 4C 4S"  # cards, coins, settebello, primiera


def test_to_11_by_default_16_21_and_31_as_options():
    assert ScopaFourOptions().target == ScoponeOptions().target == 11
    for target in (16, 21, 31):
        assert ScopaFourOptions.from_dict({"players": 4, "target": target}).target == target
        assert ScoponeOptions.from_dict({"target": target}).target == target
    with pytest.raises(StateError):
        ScopaFourOptions(target=12)


def test_to_the_target_only_one_side_there_wins():
    state = finished((ALL_FOUR, "-", "-", "-"), scores=(8, 3))
    assert state.scores == (12, 3) and state.game_over and state.winner == 0


def test_to_the_target_both_sides_there_the_higher_score_wins():
    state = finished((ALL_FOUR, "-", "-", "-"), scores=(10, 12))
    assert state.scores == (14, 12) and state.winner == 0


def test_to_the_target_equal_scores_play_another_round():
    state = finished((ALL_FOUR, "-", "-", "-"), scores=(9, 13))
    assert state.scores == (13, 13) and not state.game_over
    assert state.next_round().round_no == 1 and state.next_round().dealer == 0


# -- the count panel's numbers ----------------------------------------------------------------------


def test_the_count_panel_shows_both_sides_line_by_line_with_each_partners_scopas():
    state = two_scopas_round()
    summary = json.loads(json.dumps(state.round_summary()))
    us, them = summary["players"]
    assert us["seats"] == [0, 2] and them["seats"] == [1, 3]
    assert us["seat_scopas"] == [1, 1] and us["scopas"] == 2 and them["seat_scopas"] == [0, 0]
    for side in (us, them):
        numbers = {"cards", "coins", "settebello", "primiera", "scopas", "napola", "points", "round_points", "total"}
        assert numbers <= set(side)
    lines = {line["line"]: line for line in summary["lines"]}
    assert list(lines) == ["cards", "coins", "settebello", "primiera", "scopa", "round", "total"]
    assert lines["scopa"]["values"] == [2, 0] and lines["total"]["values"] == list(state.scores)
    assert lines["cards"]["values"] == [us["cards"], them["cards"]] and us["cards"] + them["cards"] == 40


# -- the text forms -----------------------------------------------------------------------------------


@pytest.mark.parametrize("game, options, header", [
    (ScopaFourState, ScopaFourOptions(napola=True), "scopa/11/napola/four"),
    (ScoponeState, ScoponeOptions(), "scopone/11/scientifico"),
    (ScoponeState, ScoponeOptions(target=21, variant="classico"), "scopone/21/classico"),
])
def test_positions_of_a_table_of_four_name_its_options_and_round_trip(game, options, header):
    state = new_game(game, 6, options)
    for _ in range(7):
        state = state.apply(state.legal_moves()[-1])
    text = state.position()
    assert text.split()[0] == header and text.count("|") == 14
    assert game.from_position(text).position() == text
    assert game.from_dict(json.loads(json.dumps(state.to_dict()))) == state


@pytest.mark.parametrize("text", [
    "scopa/11 seed=0 round=0 dealer=0 turn=1 score=0-0 last=- | " + " | ".join(["-"] * 14),
    "scopone/11/moderno seed=0 round=0 dealer=0 turn=1 score=0-0 last=- | " + " | ".join(["-"] * 14),
    "scopone/11 seed=0 round=0 dealer=0 turn=1 score=0-0 last=- | " + " | ".join(["-"] * 14),
])
def test_a_position_of_another_table_is_refused(text):
    game = ScoponeState if text.startswith("scopone") else ScopaFourState
    with pytest.raises(NotationError):
        game.from_position(text)


@pytest.mark.parametrize("corrupt", [
    lambda d: d.update(match_scores=[0, 0, 0, 0]),
    lambda d: d.update(hands=d["hands"][:2]),
    lambda d: d.update(turn=4),
    lambda d: d.update(options={"napola": False, "target": 11, "players": 2}),
    lambda d: d.update(deck=d["deck"] + [d["hands"][0][0]]),
])
def test_a_corrupted_state_of_four_is_refused(corrupt):
    data = new_game(ScopaFourState, 4, ScopaFourOptions()).to_dict()
    corrupt(data)
    with pytest.raises(StateError):
        ScopaFourState.from_dict(data)


def test_scopone_hands_hold_at_most_ten_cards():
    data = new_game(ScoponeState, 2).to_dict()
    data["hands"][0].append(data["hands"][1].pop())
    with refused(StateError, "hand_too_big", most=10):
        ScoponeState.from_dict(data)
