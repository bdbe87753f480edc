"""Hostile input for the options of the tables of issues 3.5 to 3.7 (issue 4.5): a new_game with a bad
``players``, ``seats``, ``capture`` or ``re_bello`` is refused with its code, reason and message, and the
game in progress is left exactly as it was, and plays on. (A person's name never reaches the engine:
the page keeps the names and tells them to its worker's statistics, tested in the browser.)"""

from __future__ import annotations

import functools
import json

import pytest
from tables import TABLES, new_table
from test_protocol import ask, ok

from mazzo.protocol import Session

#: The tables a game is in progress at when the bad request comes: each new size and house rule.
IN_PROGRESS = ["scopa/4/fifteen", "scopone/ace_takes_all", "briscola/4", "scala40/4", "scopa/fifteen"]
#: Names as a person might type them, where a seat's kind belongs: too long, markup, right to left, emoji.
NAMES = ["Anna" * 100, "<b>person</b>", "<script>alert(1)</script>", "\u202eperson", "\u202enosrep", "person\u200f",
         "آنا", "🂡", "person 🙂", "Person", " person", "person\u0000"]
BAD_PLAYERS = [5, 1, 0, -4, "4", "four", 4.0, 4.5, True, None, [4], {"players": 4}, 2**64]
BAD_CAPTURES = ["all", "ace", "Fifteen", "fifteen ", "\u202efifteen", "<b>fifteen</b>", "🂡", "", 15, True, None,
                ["fifteen"], {"capture": "fifteen"}]
BAD_FLAGS = ["yes", "true", "on", 1, 0, "1", None, [], {}, "🂡"]


def snapshot(session: Session) -> str:
    return json.dumps({name: [table.save(), table.viewer] for name, table in session.tables.items()}, sort_keys=True)


def in_progress(table: str) -> tuple[Session, str]:
    """A game at ``table`` with people and computers mixed, a few moves in, in a session of its own
    (its tables are immutable: a copy of the dict is a copy of the session)."""
    game, played = played_at(table)
    session = Session()
    session.tables = dict(played.tables)
    return session, game


@functools.cache
def played_at(table: str) -> tuple[str, Session]:
    game, options = TABLES[table]
    session = Session()
    seats = ["person", "computer", "person", "computer"][: new_table(table, 0).PLAYERS]
    view = ok(session, type="new_game", game=game, seed=45, level="easy", options=options, seats=seats)["view"]
    for _ in range(5):
        move = {"type": "computer"} if view["computer_to_move"] else {"type": "play", "move": view["legal_moves"][0]}
        view = ok(session, game=game, **move)["view"]
    return game, session


def refused_and_nothing_changed(table: str, request: dict, code: str, reason: str) -> dict:
    session, game = in_progress(table)
    before = snapshot(session)
    reply = ask(session, type="new_game", game=request.pop("game", game), seed=7, **request)
    assert reply["ok"] is False, reply
    error = reply["error"]
    assert (error["code"], error["reason"]) == (code, reason) and error["message"], error
    assert snapshot(session) == before, "a refused request changed the game in progress"
    view = ok(session, type="view", game=game)["view"]  # and it plays on
    move = {"type": "computer"} if view["computer_to_move"] else {"type": "play", "move": view["legal_moves"][-1]}
    ok(session, game=game, **move)
    return error


@pytest.mark.parametrize("table", IN_PROGRESS)
@pytest.mark.parametrize("players", BAD_PLAYERS, ids=repr)
def test_a_bad_number_of_players_is_refused_and_the_game_in_progress_is_kept(table, players):
    error = refused_and_nothing_changed(table, {"options": {"players": players}}, "bad_request", "not_one_of")
    assert error["params"]["field"] == "players" and "players" in error["message"]


@pytest.mark.parametrize("table", IN_PROGRESS)
@pytest.mark.parametrize("seats", [
    [], ["person"] * 5, ["person"], "person,computer", None, 4, {"0": "person"}, ["person", None],
    [["person"], "computer"], ["computer", "person", "person", "computer", "person"],
], ids=repr)
def test_seats_that_do_not_fit_the_table_are_refused(table, seats):
    options = TABLES[table][1]
    error = refused_and_nothing_changed(table, {"options": options, "seats": seats}, "bad_request", "bad_seats")
    assert error["params"] == {"players": new_table(table, 0).PLAYERS, "kinds": ["person", "computer"]}


@pytest.mark.parametrize("table", IN_PROGRESS)
@pytest.mark.parametrize("name", NAMES, ids=repr)
def test_a_name_where_a_seats_kind_belongs_is_refused(table, name):
    options = TABLES[table][1]
    seats = ["computer"] * (new_table(table, 0).PLAYERS - 1) + [name]
    refused_and_nothing_changed(table, {"options": options, "seats": seats}, "bad_request", "bad_seats")


@pytest.mark.parametrize("table", ["scopa/4/fifteen", "scopone/ace_takes_all", "scopa/fifteen"])
@pytest.mark.parametrize("capture", BAD_CAPTURES, ids=repr)
def test_a_capture_rule_that_is_not_offered_is_refused(table, capture):
    options = TABLES[table][1]
    error = refused_and_nothing_changed(table, {"options": {**options, "capture": capture}}, "bad_request", "not_one_of")
    assert error["params"] == {"field": "capture", "choices": ["classic", "ace_takes_all", "fifteen"]}


@pytest.mark.parametrize("table", ["scopa/4/fifteen", "scopone/ace_takes_all", "scopa/fifteen"])
@pytest.mark.parametrize("re_bello", BAD_FLAGS, ids=repr)
def test_re_bello_is_a_flag_or_refused(table, re_bello):
    options = TABLES[table][1]
    error = refused_and_nothing_changed(table, {"options": {**options, "re_bello": re_bello}}, "bad_request", "not_a_flag")
    assert error["params"] == {"field": "re_bello"}


@pytest.mark.parametrize("table, game", [("briscola/4", "briscola"), ("scala40/4", "scala40"), ("scopa/4/fifteen", "scala40")])
@pytest.mark.parametrize("rule", [{"capture": "fifteen"}, {"re_bello": True}, {"seats": ["person"]}, {"names": ["Anna"]}])
def test_a_house_rule_asked_of_a_game_without_it_is_refused(table, game, rule):
    """Briscola and Scala 40 have no capture rule nor Re Bello; no game takes seats or names among its options."""
    refused_and_nothing_changed(table, {"game": game, "options": rule}, "bad_request", "wrong_fields")


@pytest.mark.parametrize("field, value", [("names", ["Anna", "Bruno"]), ("people", ["Anna", None]), ("players", 4)])
def test_new_game_takes_no_names_nor_players_beside_its_options(field, value):
    error = refused_and_nothing_changed("scopa/4/fifteen", {field: value}, "bad_request", "unexpected_fields")
    assert error["params"]["fields"] == [field]
