"""Tressette through the protocol (issue 4.3): both tables, the refusal of a card off the suit led
by its code naming the suit, computers at every level, and a save that replays exactly."""

from __future__ import annotations

import json

import pytest
from mazzo.protocol import HUMAN, Session
from mazzo.tressette import TressetteFourState, TressetteState
from test_protocol import ask, ok


def play_to_the_end_of_the_hand(session: Session, level_moves: str = "last") -> dict:
    view = ok(session, type="view", game="tressette")["view"]
    while not view["round_over"]:
        if view["computer_to_move"]:
            view = ok(session, type="computer", game="tressette")["view"]
        else:
            moves = view["legal_moves"]
            view = ok(session, type="play", game="tressette", move=moves[-1 if level_moves == "last" else 0])["view"]
    return view


@pytest.mark.parametrize(("players", "cls"), [(2, TressetteState), (4, TressetteFourState)])
def test_new_game_takes_players_declarations_and_target(players, cls):
    session = Session()
    ok(session, type="new_game", game="tressette", seed=5, options={"players": players, "declarations": False, "target": 11})
    state = session.tables["tressette"].state
    assert type(state) is cls and state.options.target == 11 and not state.options.declarations
    view = ok(session, type="view", game="tressette")["view"]
    assert view["hand_sizes"] == [10] * players and view["stock_size"] == 40 - 10 * players
    assert view["player"] == HUMAN and view["drawn"] == [] and view["declarations"] == [[]] * players
    hello = ok(Session(), type="ping")
    choices = hello["options"]["tressette"]
    assert "tressette" in hello["games"] and choices["target"] == {"choices": [11, 21, 31, 41], "default": 21}
    assert choices["players"] == {"choices": [2, 4], "default": 2} and choices["declarations"]["default"] is True


@pytest.mark.parametrize("options", [{"target": 15}, {"players": 3}, {"declarations": "yes"}])
def test_bad_options_are_refused(options):
    reply = ask(Session(), type="new_game", game="tressette", seed=1, options=options)
    assert reply["ok"] is False


def test_a_card_off_the_suit_led_is_refused_naming_the_suit_and_changes_nothing():
    for seed in range(40):
        session = Session()
        ok(session, type="new_game", game="tressette", seed=seed, level="easy")
        view = ok(session, type="view", game="tressette")["view"]
        if view["computer_to_move"]:
            view = ok(session, type="computer", game="tressette")["view"]
        led = view["trick"][0][1] if view["trick"] else None
        off = [card for card in view["hand"] if led and card[1] != led and card not in view["legal_moves"]]
        if not off:
            continue
        before = session.tables["tressette"].state
        reply = ask(session, type="play", game="tressette", move=off[0])
        assert reply["ok"] is False and reply["error"]["reason"] == "must_follow_suit"
        assert reply["error"]["params"] == {"card": off[0], "suit": led}
        assert session.tables["tressette"].state == before
        return
    pytest.fail("no position with a card off the suit led")


@pytest.mark.parametrize("players", [2, 4])
@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_a_hand_against_each_level_saves_and_replays_exactly(players, level):
    session = Session()
    ok(session, type="new_game", game="tressette", seed=9, level=level, options={"players": players})
    view = play_to_the_end_of_the_hand(session)
    summary = ok(session, type="summary", game="tressette")["summary"]
    lines = {line["line"]: line for line in summary["lines"]}
    assert sum(lines["round"]["values"]) == 11 + sum(lines["declarations"]["points"])
    assert lines["total"]["values"] == view["scores"]
    save = ok(session, type="save", game="tressette")["save"]
    restored = Session()
    assert ok(restored, type="load", save=json.loads(json.dumps(save)))["view"] == view
    assert restored.tables["tressette"].state == session.tables["tressette"].state


@pytest.mark.parametrize("players", [2, 4])
def test_the_odds_answer_every_legal_card_and_the_hint_is_their_first(players):
    session = Session()
    ok(session, type="new_game", game="tressette", seed=3, options={"players": players})
    view = ok(session, type="view", game="tressette")["view"]
    while view["computer_to_move"]:
        view = ok(session, type="computer", game="tressette")["view"]
    before = session.tables["tressette"].state
    hint = ok(session, type="hint", game="tressette")
    assert hint["move"] in view["legal_moves"] and hint["reasons"]
    odds = ok(session, type="odds", game="tressette")
    assert sorted(entry["move"] for entry in odds["moves"]) == sorted(view["legal_moves"])
    assert odds["hint"] == hint["move"] == odds["moves"][0]["move"] and odds["moves"][0]["best"]
    assert odds["deals"] > 1 and odds["by"] in ("match", "points") and all(entry["error"] >= 0 for entry in odds["moves"])
    assert session.tables["tressette"].assisted and session.tables["tressette"].state == before
    assert ok(session, type="odds", game="tressette")["moves"] == odds["moves"]  # the same position, the same odds
