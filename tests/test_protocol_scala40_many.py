"""The protocol at Scala 40's tables of three and four (issue 3.5): every seat but the human's a computer."""

from __future__ import annotations

import json

import mazzo.protocol
import pytest
from mazzo.protocol import HUMAN, Session
from mazzo.scala40 import ScalaFourState, ScalaManyView, ScalaThreeState
from test_protocol import ask, ok

TABLES = [(3, ScalaThreeState), (4, ScalaFourState)]


def started(players: int, seed: int = 3, level: str = "easy") -> Session:
    session = Session()
    ok(session, type="new_game", game="scala40", seed=seed, level=level, options={"players": players})
    return session


def step(session: Session) -> dict:
    """One move: the computer's while one of them is to move, else the human's first legal move
    (the next round once one is over)."""
    view = ok(session, type="view", game="scala40")["view"]
    if view["round_over"]:
        return ok(session, type="next_round", game="scala40")
    if view["computer_to_move"]:
        return ok(session, type="computer", game="scala40")
    return ok(session, type="play", game="scala40", move=view["legal_moves"][0])


@pytest.mark.parametrize("players, state_class", TABLES)
def test_new_game_with_players_sends_the_humans_view_only_with_every_seats_hand_size(players, state_class):
    session = started(players, seed=12)
    state = session.tables["scala40"].state
    assert type(state) is state_class
    view = ok(session, type="view", game="scala40")["view"]
    assert view["player"] == HUMAN and view["hand"] == [str(c) for c in state.hands[HUMAN]]
    assert view["hand_sizes"] == [13] * players and view["out"] == [False] * players
    assert view["opened"] == [False] * players and view["scores"] == [0] * players
    assert "opponent_hand_size" not in view and "stock" not in view and "seed" not in view
    assert ok(session, type="save", game="scala40")["save"]["options"]["players"] == players


@pytest.mark.parametrize("players, state_class", TABLES)
def test_computer_to_move_while_any_seat_but_the_humans_is_to_move(players, state_class):
    session = started(players, seed=4)
    seen = set()
    for _ in range(60):
        state = session.tables["scala40"].state
        view = ok(session, type="view", game="scala40")["view"]
        assert view["computer_to_move"] == (state.current_player not in (None, HUMAN))
        if view["computer_to_move"]:
            seen.add(state.current_player)
            refused = ask(session, type="play", game="scala40", move=str(state.legal_moves()[0]))
            assert refused["error"]["code"] == "not_your_turn"
        step(session)
    assert seen == set(range(1, players))


@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_each_computer_seat_decides_from_its_own_view(level, monkeypatch):
    handed = []
    real = mazzo.protocol.choose_move

    def watched(players, chosen_level, view, rng):
        handed.append(view)
        return real(players, chosen_level, view, rng)

    monkeypatch.setattr(mazzo.protocol, "choose_move", watched)
    session = started(4, seed=8, level=level)
    for _ in range(40):
        state = session.tables["scala40"].state
        before = len(handed)
        step(session)
        if len(handed) > before:
            view = handed[-1]
            assert isinstance(view, ScalaManyView) and view.player == state.current_player != HUMAN
            assert view == state.view(view.player)
    assert {view.player for view in handed} == {1, 2, 3}


@pytest.mark.parametrize("players, state_class", TABLES)
def test_a_whole_match_by_protocol_ends_with_the_last_player_left(players, state_class):
    session = started(players, seed=21, level="normal")
    while True:
        view = ok(session, type="view", game="scala40")["view"]
        if view["round_over"]:
            summary = ok(session, type="summary", game="scala40")["summary"]
            assert [p["total"] for p in summary["players"]] == view["scores"]
            assert len(summary["players"]) == players and all("out" in p for p in summary["players"])
            if view["game_over"]:
                break
            following = ok(session, type="next_round", game="scala40")["view"]
            out = [p["out"] for p in summary["players"]]
            assert following["out"] == out and not out[following["dealer"]]
            continue
        step(session)
    assert [p["out"] for p in summary["players"]].count(False) == 1
    assert not summary["players"][view["winner"]]["out"]


@pytest.mark.parametrize("players, state_class", TABLES)
def test_a_save_replays_exactly_and_the_computers_carry_on_alike(players, state_class):
    session = started(players, seed=33, level="hard")
    for _ in range(25):
        step(session)
    save = ok(session, type="save", game="scala40")["save"]
    restored = Session()
    loaded = ok(restored, type="load", save=json.loads(json.dumps(save)))
    assert loaded["view"] == ok(session, type="view", game="scala40")["view"]
    assert restored.tables["scala40"].state == session.tables["scala40"].state
    for _ in range(10):
        assert step(session) == step(restored)


@pytest.mark.parametrize("options", [{"players": 5}, {"players": "3"}, {"players": 3, "variant": "x"}])
def test_bad_players_are_refused_and_change_nothing(options):
    session = Session()
    reply = ask(session, type="new_game", game="scala40", seed=1, options=options)
    assert reply["error"]["code"] == "bad_request" and "scala40" not in session.tables


@pytest.mark.parametrize("players, state_class", TABLES)
def test_a_hint_is_a_legal_move_and_a_finished_round_has_a_review(players, state_class):
    session = Session()
    ok(session, type="new_game", game="scala40", seed=5, level="hard", options={"players": players}, practice=True)
    hints = 0
    while not ok(session, type="view", game="scala40")["view"]["round_over"]:
        view = ok(session, type="view", game="scala40")["view"]
        if view["computer_to_move"]:
            ok(session, type="computer", game="scala40")
            continue
        hint = ok(session, type="hint", game="scala40")
        assert hint["move"] in view["legal_moves"]
        hints += 1
        ok(session, type="play", game="scala40", move=hint["move"])
    assert hints and ok(session, type="review", game="scala40")["type"] == "review"
