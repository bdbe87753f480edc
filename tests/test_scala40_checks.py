"""check_melds: the rules' verdict on groups a player is gathering, through the protocol."""

from __future__ import annotations

import json
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from scala40_helpers import cards, position
from scala40_oracle import readings, run_groups

from mazzo.protocol import Session, Table
from mazzo.games import RULES
from mazzo.game import IllegalMoveError
from mazzo.scala40 import JOKER, Card, TableMeld, check_groups
from mazzo.scala40.cards import KINDS
from mazzo.scala40.checks import check_group
from mazzo.scala40.melds import arrange

HAND = "7H 9H JK QS QD QC 2C 5D 9S 3S 4S KD AD KC"


def session_at(state) -> Session:
    session = Session()
    session.tables["scala40"] = Table(RULES["scala40"], "normal", 0, state.options, state, ("person", "computer"), 0)
    return session


def check(session: Session, groups) -> dict:
    reply = json.loads(session.handle(json.dumps({"type": "check_melds", "game": "scala40", "groups": groups})))
    assert reply["ok"], reply
    return reply


def test_a_run_given_out_of_order_comes_back_low_to_high_with_its_points():
    verdict = check_groups(position(HAND), 0, [cards("9H 7H JK")])
    group = verdict["groups"][0]
    assert group["cards"] == ["7H", "JK", "9H"] and group["kind"] == "run" and group["points"] == 24
    assert group["joker"] == {"index": 1, "stands_for": ["8H"]}


@pytest.mark.parametrize(
    "given, arranged",
    [("AH KH QH", "QH KH AH"), ("3D AD 2D", "AD 2D 3D"), ("JK 8H 9H", "8H 9H JK"), ("JK QH KH AH", "JK QH KH AH")],
)
def test_runs_are_arranged_with_the_ace_and_joker_where_they_are_worth_most(given, arranged):
    assert " ".join(map(str, arrange(cards(given)))) == arranged


def assert_read_as_brute_force_reads(group) -> None:
    """The group's verdict, given in this order, is the brute force's: a combination or not,
    and then at its best value, laid in one of the orders the brute force found; and the
    table-order reader accepts this order exactly when it is one of those orders."""
    expected = readings(group)
    verdict = check_group(0, group)
    assert verdict["ok"] == bool(expected), (group, verdict)
    if expected:
        laid = tuple(Card.parse(c) for c in verdict["cards"])
        assert verdict["points"] == max(expected.values()) == expected[laid], (group, verdict)
    else:
        assert verdict["points"] == 0 and verdict["reason"] and verdict["message"]
    try:
        meld = TableMeld.build(0, group)
    except IllegalMoveError:
        assert tuple(group) not in expected, group
    else:
        assert expected.get(meld.cards) == meld.points, group


def test_the_issue_s_thirteen_card_runs_are_runs_at_their_best_value():
    turning = check_groups(position(HAND), 0, [cards("KH AH 2H 3H 4H 5H 6H 7H 8H 9H TH JH JK")])["groups"][0]
    assert turning["ok"] and turning["points"] == 95  # 2-A, the joker as the Queen, the Ace high worth 11
    assert turning["cards"][-3:] == ["JK", "KH", "AH"] and turning["joker"]["stands_for"] == ["QH"]
    low_ace = check_groups(position(HAND), 0, [cards("AD 2D 3D 4D 5D 6D 7D 8D 9D TD JD QD JK")])["groups"][0]
    assert low_ace["ok"] and low_ace["points"] == 95  # 2-A, the joker as the King, not A-K (85)
    assert low_ace["cards"][-2:] == ["JK", "AD"] and low_ace["joker"]["stands_for"] == ["KD"]


@pytest.mark.parametrize("length", range(3, 15))
def test_a_run_of_any_length_with_the_joker_at_either_end_or_in_any_gap_is_read_at_its_best_in_any_order(length):
    rng = random.Random(length)
    for group in run_groups(length):
        assert_read_as_brute_force_reads(group)
        for _ in range(3):
            shuffled = list(group)
            rng.shuffle(shuffled)
            assert_read_as_brute_force_reads(tuple(shuffled))


@st.composite
def near_runs(draw) -> list[Card]:
    """Runs of one suit, some with jokers in place of their cards, some with a stray card
    added or a card dropped, in any order."""
    length = draw(st.integers(3, 14))
    group = list(draw(st.sampled_from(run_groups(length, draw(st.sampled_from("DS"))))))
    for _ in range(draw(st.integers(0, 1))):
        group[draw(st.integers(0, length - 1))] = JOKER
    group += draw(st.lists(st.sampled_from(KINDS), max_size=2))
    if draw(st.booleans()):
        group.pop(draw(st.integers(0, len(group) - 1)))
    return draw(st.permutations(group))


@settings(max_examples=400, deadline=None)
@given(st.one_of(near_runs(), st.lists(st.sampled_from(KINDS[:13] + KINDS[26:39] + KINDS[-1:]), max_size=6)))
def test_any_group_in_any_order_gets_the_verdict_and_best_value_brute_force_finds(group):
    assert_read_as_brute_force_reads(tuple(group))


@pytest.mark.parametrize("group", ["2H KH AH", "QH 2H AH KH", "JK AH 2H KH", "3H KH JK AH"])
def test_a_group_that_would_turn_the_corner_says_so_in_any_order(group):
    verdict = check_groups(position(HAND), 0, [cards(group)])["groups"][0]
    assert (verdict["ok"], verdict["reason"]) == (False, "not_a_run") and "K-A-2" in verdict["message"]


@pytest.mark.parametrize(
    "group, reason",
    [("JK 5C", "too_few"), ("JK JK 5C", "two_jokers"), ("7H 7H 7S", "not_a_set"), ("2C 5D 9S", "not_a_run"),
     ("KH AH 2H", "not_a_run")],
)
def test_each_invalid_group_says_why(group, reason):
    verdict = check_groups(position(HAND), 0, [cards(group)])["groups"][0]
    assert (verdict["ok"], verdict["reason"], verdict["points"]) == (False, reason, 0) and verdict["message"]


def test_the_total_adds_the_valid_groups_only():
    verdict = check_groups(position(HAND), 0, [cards("QS QD QC"), cards("9H 7H JK"), cards("2C 5D 9S")])
    assert verdict["points"] == 30 + 24


def test_forty_points_in_the_play_phase_would_open_and_give_the_move():
    session = session_at(position(HAND))
    reply = check(session, [["QS", "QD", "QC"], ["9H", "7H", "JK"]])
    assert reply["open"] == {"ok": True, "reason": None, "points": 54, "move": "open QDQSQC+7HJK9H", "message": None}
    assert json.loads(session.handle(json.dumps({"type": "play", "game": "scala40", "move": reply["open"]["move"]})))["ok"]


def test_thirty_nine_points_would_not_open():
    verdict = check_groups(position(HAND), 0, [cards("AD KD QD"), cards("3S 4S 2S")])  # not held: 2S
    assert verdict["open"]["reason"] == "not_held"
    verdict = check_groups(position("7H 8H 9H 4S 5S 6S 2C 3C 4C KD KC 9D 9S"), 0, [cards("7H 8H 9H"), cards("4S 5S 6S")])
    assert verdict["points"] == 39 and verdict["open"]["reason"] == "below_40"


def test_a_taken_discard_must_be_in_the_opening():
    state = position(HAND + " QH", taken="QH")
    verdict = check_groups(state, 0, [cards("QS QD QC"), cards("9H 7H JK")])
    assert verdict["open"]["reason"] == "taken_missing"


def test_not_in_the_draw_phase():
    verdict = check_groups(position(HAND, phase="draw"), 0, [cards("QS QD QC"), cards("9H 7H JK")])
    assert verdict["open"]["reason"] == "not_now"


@pytest.mark.parametrize("groups", ["7H", [["ZZ"]], [[]], [[7]], [["7H"]] * 15])
def test_bad_groups_are_a_bad_request_and_change_nothing(groups):
    session = session_at(position(HAND))
    before = session.tables["scala40"]
    reply = json.loads(session.handle(json.dumps({"type": "check_melds", "game": "scala40", "groups": groups})))
    assert reply["error"]["code"] == "bad_request" and session.tables["scala40"] is before


def test_check_melds_is_for_scala40_only():
    reply = json.loads(Session().handle(json.dumps({"type": "check_melds", "game": "scopa", "groups": []})))
    assert reply["error"]["code"] == "bad_request"
