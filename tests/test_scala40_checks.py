"""check_melds: the rules' verdict on groups a player is gathering, through the protocol."""

from __future__ import annotations

import json

import pytest
from scala40_helpers import cards, position

from mazzo.protocol import Session, Table
from mazzo.games import RULES
from mazzo.scala40 import check_groups
from mazzo.scala40.checks import arrange

HAND = "7H 9H JK QS QD QC 2C 5D 9S 3S 4S KD AD KC"


def session_at(state) -> Session:
    session = Session()
    session.tables["scala40"] = Table(RULES["scala40"], "normal", 0, state.options, state)
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
