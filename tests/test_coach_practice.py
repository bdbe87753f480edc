"""Practice games: undo takes back the human's last move and the computer's replies; a game where
undo or a hint was used is marked assisted, in its view and its save."""

from __future__ import annotations

import json

import pytest

from mazzo.protocol import SAVE_FORMAT, Session


def ask(session: Session, **request) -> dict:
    return json.loads(session.handle(json.dumps(request)))


def practice(game: str, seed: int, **fields) -> Session:
    session = Session()
    assert ask(session, type="new_game", game=game, seed=seed, practice=True, **fields)["ok"]
    return session


def to_human(session: Session, game: str) -> dict:
    """The computer's moves until the human is to move (or the round is over): the view then."""
    view = ask(session, type="view", game=game)["view"]
    while view["computer_to_move"]:
        view = ask(session, type="computer", game=game)["view"]
    return view


def unmarked(view: dict) -> dict:
    return {key: value for key, value in view.items() if key != "assisted"}


@pytest.mark.parametrize("game", ["scopa", "scala40", "briscola", "scopone"])
def test_undo_takes_back_the_humans_last_move_and_the_computers_replies(game):
    session = practice(game, seed=8)
    to_human(session, game)
    ask(session, type="play", game=game, move=to_human(session, game)["legal_moves"][0])
    before = to_human(session, game)
    log = ask(session, type="save", game=game)["save"]["log"]
    move = before["legal_moves"][-1]
    ask(session, type="play", game=game, move=move)
    after = to_human(session, game)
    assert len(ask(session, type="save", game=game)["save"]["log"]) > len(log)
    undone = ask(session, type="undo", game=game)
    assert undone["ok"] and undone["events"] == [{"type": "undo"}]
    assert unmarked(undone["view"]) == unmarked(before) and undone["view"]["assisted"] is True
    assert ask(session, type="save", game=game)["save"]["log"] == log
    # the engine is deterministic: the same move brings the same replies again
    ask(session, type="play", game=game, move=move)
    assert unmarked(to_human(session, game)) == unmarked(after)


def test_in_scala40_undo_takes_back_one_step_of_the_turn():
    session = practice("scala40", seed=3)
    before = to_human(session, "scala40")
    drawn = ask(session, type="play", game="scala40", move="draw")["view"]
    assert drawn["turn"] == 0 and len(drawn["hand"]) == len(before["hand"]) + 1
    assert unmarked(ask(session, type="undo", game="scala40")["view"]) == unmarked(before)


def test_undo_is_refused_outside_practice_and_changes_nothing():
    session = Session()
    ask(session, type="new_game", game="scopa", seed=2)
    view = to_human(session, "scopa")
    ask(session, type="play", game="scopa", move=view["legal_moves"][0])
    save = ask(session, type="save", game="scopa")
    error = ask(session, type="undo", game="scopa")["error"]
    assert (error["code"], error["reason"]) == ("bad_request", "not_practice")
    assert ask(session, type="save", game="scopa") == save


def test_with_nothing_to_undo_in_the_round_undo_is_refused():
    session = practice("briscola", seed=5, options={"target": 2})
    to_human(session, "briscola")
    error = ask(session, type="undo", game="briscola")["error"]
    assert (error["code"], error["reason"]) == ("illegal_move", "nothing_to_undo")
    view = to_human(session, "briscola")
    while not view["round_over"]:
        ask(session, type="play", game="briscola", move=view["legal_moves"][0])
        view = to_human(session, "briscola")
    ask(session, type="next_round", game="briscola")
    to_human(session, "briscola")
    save = ask(session, type="save", game="briscola")
    error = ask(session, type="undo", game="briscola")["error"]  # the last round's moves stay
    assert (error["code"], error["reason"]) == ("illegal_move", "nothing_to_undo")
    assert ask(session, type="save", game="briscola") == save
    assert ask(Session(), type="undo", game="briscola")["error"]["code"] == "no_game"


def test_practice_and_the_assisted_mark_are_in_the_view_and_the_save_and_come_back_on_load():
    session = practice("scopa", seed=4)
    view = to_human(session, "scopa")
    assert view["practice"] is True and view["assisted"] is False
    ask(session, type="play", game="scopa", move=view["legal_moves"][0])
    to_human(session, "scopa")
    ask(session, type="undo", game="scopa")
    save = ask(session, type="save", game="scopa")["save"]
    assert (save["format"], save["practice"], save["assisted"]) == (SAVE_FORMAT, True, True)
    again = Session()
    loaded = ask(again, type="load", save=save)["view"]
    assert (loaded["practice"], loaded["assisted"]) == (True, True)
    assert ask(again, type="save", game="scopa")["save"] == save


def test_a_game_is_not_practice_unless_asked_and_practice_must_be_true_or_false():
    session = Session()
    assert ask(session, type="new_game", game="scopa", seed=1)["view"]["practice"] is False
    error = ask(session, type="new_game", game="scopa", seed=1, practice="yes")["error"]
    assert (error["code"], error["reason"]) == ("bad_request", "not_a_flag")


@pytest.mark.parametrize("mark", ["practice", "assisted"])
def test_a_save_with_a_mark_that_is_not_true_or_false_is_refused(mark):
    session = practice("scopa", seed=4)
    save = ask(session, type="save", game="scopa")["save"]
    error = ask(Session(), type="load", save={**save, mark: 1})["error"]
    assert (error["code"], error["reason"]) == ("bad_save", "save_fields")
