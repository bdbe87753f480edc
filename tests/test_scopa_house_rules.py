"""One test per house rule of Scopa, named after the rule (issue 3.6): Re Bello, Asso piglia tutto
and Scopa di Quindici, at a table of two, of four and at Scopone, each off by default."""

from __future__ import annotations

import json
import random

import pytest
from mazzo.ai.scopa_sim import capturer, mask_of
from mazzo.game import IllegalMoveError, NotationError, StateError, new_game
from mazzo.scopa import (
    CAPTURE_RULES,
    DECK,
    Play,
    ScopaFourOptions,
    ScopaFourState,
    ScopaOptions,
    ScopaState,
    ScoponeOptions,
    ScoponeState,
    capture_options,
    count_round,
)
from refusal import refused
from scopa_helpers import cards, four_position, position


def play(state: ScopaState, text: str) -> ScopaState:
    return state.apply(Play.parse(text))


def options_of(state: ScopaState, text: str) -> list[str]:
    """The captures the card ``text`` may make at ``state``, as move texts."""
    return sorted(str(m) for m in state.legal_moves() if str(m.card) == text)


# -- every house rule is an option, off by default ---------------------------------------------------


@pytest.mark.parametrize("options", [ScopaOptions, ScopaFourOptions, ScoponeOptions])
def test_house_rules_are_off_by_default_and_offered_with_their_choices(options):
    assert options().re_bello is False and options().capture == "classic"
    offered = options.choices()
    assert offered["re_bello"] == {"choices": [False, True], "default": False}
    assert offered["capture"] == {"choices": ["classic", "ace_takes_all", "fifteen"], "default": "classic"}


@pytest.mark.parametrize("bad", [{"capture": "scopa"}, {"capture": 15}, {"re_bello": 1}, {"re_bello": "yes"}])
def test_house_rules_outside_their_choices_are_refused(bad):
    with pytest.raises(StateError):
        ScopaOptions.from_dict(bad)


@pytest.mark.parametrize("game, options, header", [
    (ScopaState, ScopaOptions(re_bello=True), "scopa/11/rebello"),
    (ScopaState, ScopaOptions(napola=True, re_bello=True, capture="fifteen"), "scopa/11/napola/rebello/fifteen"),
    (ScopaState, ScopaOptions(target=21, capture="ace_takes_all"), "scopa/21/ace_takes_all"),
    (ScopaFourState, ScopaFourOptions(re_bello=True, capture="fifteen"), "scopa/11/rebello/fifteen/four"),
    (ScoponeState, ScoponeOptions(capture="ace_takes_all", variant="classico"), "scopone/11/ace_takes_all/classico"),
])
def test_house_rules_combine_and_positions_and_saves_carry_them(game, options, header):
    state = new_game(game, 6, options)
    for _ in range(5):
        state = state.apply(state.legal_moves()[-1])
    text = state.position()
    assert text.split()[0] == header
    assert game.from_position(text).position() == text and game.from_position(text).options == options
    assert game.from_dict(json.loads(json.dumps(state.to_dict()))) == state


@pytest.mark.parametrize("header", ["scopa/11/fifteen/ace_takes_all", "scopa/11/classic", "scopa/11/rebello/rebello/x"])
def test_a_position_naming_two_capture_rules_or_an_unknown_one_is_refused(header):
    text = new_game(ScopaState, 1).position().replace("scopa/11", header, 1)
    with pytest.raises(NotationError):
        ScopaState.from_position(text)


# -- Re Bello -----------------------------------------------------------------------------------------


def split_deck(mine: str) -> list[list]:
    """``mine`` to the first player, every other card to the second."""
    held = cards(mine)
    return [list(held), [c for c in DECK if c not in held]]


def test_re_bello_the_king_of_coins_counted_with_re_bello_only():
    a, b = count_round(split_deck("KD"), (0, 0), napola=False)
    assert "re_bello" not in a.points and a.round_points == 0
    a, b = count_round(split_deck("KD"), (0, 0), napola=False, re_bello=True)
    assert (a.re_bello, a.points["re_bello"], b.points["re_bello"]) == (True, 1, 0) and a.round_points == 1
    a, b = count_round(split_deck("KH"), (0, 0), napola=False, re_bello=True)
    assert (a.points["re_bello"], b.points["re_bello"]) == (0, 1)


def test_re_bello_scores_with_the_settebello_and_the_napola():
    a, _ = count_round(split_deck("KD 7D AD 2D 3D"), (0, 0), napola=True, re_bello=True)
    assert a.points["settebello"] == a.points["re_bello"] == 1 and a.points["napola"] == 3


def test_re_bello_goes_to_the_partnership_that_took_it():
    # Seat 2 took the King of coins: a point for seats 0 and 2; the round ends with seat 0's last card.
    state = four_position(("KS", "-", "-", "-"), "-", piles=("-", "-", "KD", "-"), deck="-", turn=0, last=0,
                          options=ScopaFourOptions(re_bello=True))
    state = play(state, "KS")
    assert state.count[0].points["re_bello"] == 1 and state.count[1].points["re_bello"] == 0
    summary = state.round_summary()
    assert summary["re_bello"] is True and "re_bello" in [line["line"] for line in summary["lines"]]
    assert summary["players"][0]["re_bello"] is True


def test_re_bello_off_the_summary_has_no_re_bello_line():
    state = four_position(("KS", "-", "-", "-"), "-", piles=("-", "-", "KD", "-"), deck="-", turn=0, last=0)
    summary = play(state, "KS").round_summary()
    assert summary["re_bello"] is False and "re_bello" not in [line["line"] for line in summary["lines"]]


# -- Asso piglia tutto --------------------------------------------------------------------------------


def test_ace_takes_all_an_ace_with_no_ace_on_the_table_takes_the_whole_table():
    state = position("AH 5C", "6S 2C", "7D KS 3C", capture="ace_takes_all")
    assert options_of(state, "AH") == ["AHx7D+KS+3C"]
    after = play(state, "AHx7D+KS+3C")
    assert after.table == () and set(after.piles[0]) == set(cards("AH 7D KS 3C"))


def test_ace_takes_all_an_ace_taking_the_whole_table_is_no_scopa():
    state = position("AH 5C", "6S 2C", "7D KS 3C", capture="ace_takes_all")
    assert play(state, "AHx7D+KS+3C").scopas == ((), ())
    # The same clearing of the table by a sum is a scopa.
    state = position("KH 5C", "6S 2C", "7D 3C", capture="ace_takes_all")
    assert play(state, "KHx7D+3C").scopas == (cards("KH"), ())


def test_ace_takes_all_an_ace_with_an_ace_on_the_table_takes_that_ace_only():
    state = position("AH 5C", "6S 2C", "AD 7D 3C", capture="ace_takes_all")
    assert options_of(state, "AH") == ["AHxAD"]
    with refused(IllegalMoveError, "same_value_first", card="AH", same=["AD"]):
        play(state, "AHxAD+7D+3C")
    assert play(state, "AHxAD").table == cards("7D 3C")


def test_ace_takes_all_an_ace_taking_the_last_ace_on_the_table_is_a_scopa():
    state = position("AH 5C", "6S 2C", "AD", capture="ace_takes_all")
    assert play(state, "AHxAD").scopas == (cards("AH"), ())


def test_ace_takes_all_an_ace_on_an_empty_table_is_laid():
    state = position("AH 5C", "6S 2C", "-", capture="ace_takes_all")
    assert options_of(state, "AH") == ["AH"]
    assert play(state, "AH").table == cards("AH")


def test_ace_takes_all_an_ace_that_does_not_take_everything_is_refused():
    state = position("AH 5C", "6S 2C", "7D KS 3C", capture="ace_takes_all")
    for move in ("AH", "AHx7D", "AHx7D+3C"):
        with refused(IllegalMoveError, "ace_takes_all", card="AH"):
            play(state, move)


def test_ace_takes_all_everything_else_as_in_plain_scopa():
    state = position("5H", "6S", "5D 3C 2S", capture="ace_takes_all")
    assert options_of(state, "5H") == ["5Hx5D"]
    plain = position("AH", "6S", "7D KS 3C")
    assert options_of(plain, "AH") == ["AH"]  # the plain rule: an Ace with no Ace to take is laid


# -- Scopa di Quindici --------------------------------------------------------------------------------


def test_fifteen_with_the_played_card_counted():
    state = position("7H KH", "6S 2C", "JS 5C 3D 2S", capture="fifteen")
    # A 7 takes an 8 (the Jack), or a 5 and a 3; a King, 10, takes a 5, or a 3 and a 2.
    assert options_of(state, "7H") == ["7Hx3D+5C", "7HxJS"]
    assert options_of(state, "KH") == ["KHx3D+2S", "KHx5C"]


def test_fifteen_no_same_value_capture():
    state = position("5H QC", "6S 2C", "5D QS", capture="fifteen")
    assert options_of(state, "5H") == ["5H"]  # a 5 takes no 5: 5 and 5 make 10
    with refused(IllegalMoveError, "fifteen_no_same_value", card="5H"):
        play(state, "5Hx5D")
    with refused(IllegalMoveError, "fifteen_no_same_value", card="QC"):
        play(state, "QCxQS")


def test_fifteen_a_capture_that_does_not_make_fifteen_is_refused_with_its_total():
    state = position("7H", "6S", "JS 5C 3D 2S", capture="fifteen")
    with refused(IllegalMoveError, "fifteen_sum", card="7H", captures=["2S", "5C"], total=14):
        play(state, "7Hx5C+2S")


def test_fifteen_taking_is_compulsory_and_the_player_chooses_among_the_ways():
    state = position("7H", "6S", "JS 5C 3D", capture="fifteen")
    with refused(IllegalMoveError, "must_capture", card="7H"):
        play(state, "7H")
    assert play(state, "7HxJS").table == cards("5C 3D")
    assert play(state, "7Hx5C+3D").table == cards("JS")


def test_fifteen_clearing_the_table_is_a_scopa():
    state = position("7H 2C", "6S", "5C 3D", capture="fifteen")
    assert play(state, "7Hx5C+3D").scopas == (cards("7H"), ())


def test_fifteen_clearing_the_table_with_the_last_card_of_the_round_is_no_scopa():
    state = position("7H", "-", "5C 3D", deck="-", capture="fifteen")
    after = play(state, "7Hx5C+3D")
    assert after.round_over and after.scopas == ((), ())


def test_fifteen_at_a_table_of_four_and_at_scopone():
    for state in (
        four_position(("7H 2C", "6S", "4D", "3S"), "JS 5C", options=ScopaFourOptions(capture="fifteen")),
        four_position(("7H 2C", "6S", "4D", "3S"), "JS 5C", options=ScoponeOptions(capture="fifteen"), state=ScoponeState),
    ):
        assert options_of(state, "7H") == ["7HxJS"] and options_of(state, "2C") == ["2CxJS+5C"]


def test_the_capture_rules_are_the_same_for_the_computer_players_simulator():
    rng = random.Random(36)
    for rule in CAPTURE_RULES:
        found = capturer(rule)
        for _ in range(400):
            table = rng.sample(DECK, rng.randrange(0, 8))
            card = rng.choice([c for c in DECK if c not in table])
            engine = sorted(mask_of(option) for option in capture_options(card, table, rule))
            assert sorted(found(mask_of(table), card.value)) == engine, (rule, card, table)
