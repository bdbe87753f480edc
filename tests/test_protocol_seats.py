"""Seats (issue 3.7): any seat of any table a person's or a computer's, declared in new_game.

A person's move is played with that seat's view; every view sent is one person's (the person to
move, else the last who moved; seat 0's when every seat is a computer's), and never names a card
of another seat's hand; saves and replays keep the seats.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from card_sight import NOT_IN_SIGHT, expected_viewer, names_in, sight
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from tables import TABLES
from test_protocol import ask, ok

from mazzo import coach
from mazzo.games import RULES
from mazzo.protocol import SAVE_FORMAT, Session

FIXTURES = Path(__file__).resolve().parent / "fixtures"
#: View fields that name cards of the viewer's own moves again (their legal moves, Scala 40's verdicts).
OWN_MOVES = NOT_IN_SIGHT | {"legal_moves", "actions"}
#: Enough moves to pass the turn round the table several times; a whole round for Scopa and Briscola.
MOST_STEPS = 45


def players_of(table: str) -> int:
    game, options = TABLES[table]
    rules = RULES[game]
    return rules.seating(rules.read_options(options)).state.PLAYERS


def new_game(session: Session, table: str, seed: int, seats: list[str] | None = None, **more) -> dict:
    game, options = TABLES[table]
    extra = {} if seats is None else {"seats": seats}
    return ok(session, type="new_game", game=game, seed=seed, options=options, **extra, **more)


def check_sent_view(session: Session, game: str, view: dict, seats: list[str], viewer: int, events: list | None = None) -> None:
    """The view sent is ``viewer``'s own and names no card out of that seat's sight, nor do the
    ``events`` sent with it name a card another seat holds unseen (but in Scala 40, where a discard
    taken is named as everyone saw it go, and may have a twin in sight)."""
    table = session.tables[game]
    state = table.state
    assert view["player"] == viewer and view["seats"] == seats
    assert view["hand"] == [str(card) for card in state.hands[viewer]]
    seen, _ = sight(state, viewer)
    out_of_sight = names_in(view, OWN_MOVES) - seen
    assert not out_of_sight, f"seat {viewer}'s view names {sorted(out_of_sight.elements())}"
    if events and game != "scala40":
        held = {str(card) for seat, hand in enumerate(state.hands) if seat != viewer for card in hand}
        assert not (set(names_in(events)) & held) - set(seen), f"events sent to seat {viewer} name another hand's cards"
    turn = state.current_player
    assert view["computer_to_move"] == (turn is not None and seats[turn] == "computer")


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data(), table=st.sampled_from(sorted(TABLES)), seed=st.integers(0, 2**32))
def test_a_persons_view_never_holds_another_seats_hand(data, table, seed):
    game, _ = TABLES[table]
    seats = data.draw(st.lists(st.sampled_from(["person", "computer"]), min_size=players_of(table), max_size=players_of(table)))
    session = Session()
    view = new_game(session, table, seed, seats, level="easy")["view"]
    last = None
    check_sent_view(session, game, view, seats, expected_viewer(seats, session.tables[game].state.current_player, last))
    for _ in range(MOST_STEPS):
        state = session.tables[game].state
        turn = state.current_player
        if turn is None:
            break
        if seats[turn] == "computer":
            assert ask(session, type="play", game=game, move=str(state.legal_moves()[0]))["error"]["code"] == "not_your_turn"
            reply = ok(session, type="computer", game=game)
        else:
            assert ask(session, type="computer", game=game)["error"]["reason"] == "not_computer_turn"
            named = data.draw(st.sampled_from([{}, {"seat": turn}]))
            reply = ok(session, type="play", game=game, move=data.draw(st.sampled_from(view["legal_moves"])), **named)
            last = turn
        view = reply["view"]
        viewer = expected_viewer(seats, session.tables[game].state.current_player, last)
        check_sent_view(session, game, view, seats, viewer, reply["events"])


@pytest.mark.parametrize("table", sorted(TABLES))
def test_every_table_takes_seats_and_a_person_in_any_seat_plays_with_that_seats_view(table):
    game, _ = TABLES[table]
    players = players_of(table)
    session = Session()
    seats = ["computer"] * (players - 1) + ["person"]
    view = new_game(session, table, 7, seats)["view"]
    assert view["player"] == players - 1 and view["seats"] == seats
    while not view["round_over"] and view["computer_to_move"]:
        view = ok(session, type="computer", game=game)["view"]
    if not view["round_over"]:
        state = session.tables[game].state
        assert state.current_player == players - 1 and view["legal_moves"] == [str(m) for m in state.legal_moves()]
        ok(session, type="play", game=game, move=view["legal_moves"][0], seat=players - 1)


def test_the_default_seats_are_one_person_in_seat_0_and_computers_elsewhere():
    for table in ("scopa", "scopa/4", "scala40/3"):
        view = new_game(Session(), table, 3)["view"]
        assert view["seats"] == ["person"] + ["computer"] * (players_of(table) - 1) and view["player"] == 0


def test_two_people_pass_the_device_the_view_follows_the_person_to_move():
    session = Session()
    seats = ["person", "computer", "person", "computer"]
    view = new_game(session, "scopa/4", 11, seats)["view"]
    movers = []
    while not view["round_over"]:
        turn = session.tables["scopa"].state.current_player
        if view["computer_to_move"]:
            view = ok(session, type="computer", game="scopa")["view"]
        else:
            assert view["player"] == turn and view["turn"] == turn
            movers.append(turn)
            view = ok(session, type="play", game="scopa", move=view["legal_moves"][-1])["view"]
    assert set(movers) == {0, 2}


def test_a_request_that_names_a_seat_must_name_the_person_to_move():
    session = Session()
    new_game(session, "scopa/4", 11, ["person", "person", "computer", "computer"])
    state = session.tables["scopa"].state
    while state.current_player not in (0, 1):
        ok(session, type="computer", game="scopa")
        state = session.tables["scopa"].state
    turn, other = state.current_player, 1 - state.current_player
    move = str(state.legal_moves()[0])
    error = ask(session, type="play", game="scopa", move=move, seat=other)["error"]
    refused = (error["code"], error["reason"], error["params"])
    assert refused == ("not_your_turn", "not_seat_to_move", {"seat": other, "turn": turn})
    for bad in (4, -1, "0", None, 1.0, True):
        error = ask(session, type="hint", game="scopa", seat=bad)["error"]
        assert (error["code"], error["reason"], error["params"]) == ("bad_request", "bad_seat", {"most": 3})
    assert session.tables["scopa"].state == state
    while session.tables["scopa"].state.current_player in (0, 1):
        ok(session, type="play", game="scopa", move=str(session.tables["scopa"].state.legal_moves()[0]))
    turn = session.tables["scopa"].state.current_player
    error = ask(session, type="play", game="scopa", move=move, seat=turn)["error"]
    assert (error["code"], error["reason"], error["params"]) == ("not_your_turn", "seat_is_computer", {"seat": turn})


@pytest.mark.parametrize("seats", [["person"], ["person", "human"], "person", [0, 1], [], None, ["person"] * 3])
def test_seats_that_do_not_fit_the_table_are_refused(seats):
    error = ask(Session(), type="new_game", game="scopa", seed=1, seats=seats)["error"]
    assert (error["code"], error["reason"]) == ("bad_request", "bad_seats")
    assert error["params"] == {"players": 2, "kinds": ["person", "computer"]}


def test_a_hint_is_for_the_person_to_move_from_their_own_view():
    session = Session()
    new_game(session, "scopa/4", 5, ["computer", "computer", "person", "computer"])
    while session.tables["scopa"].state.current_player != 2:
        ok(session, type="computer", game="scopa")
    table = session.tables["scopa"]
    hint = ok(session, type="hint", game="scopa", seat=2)
    assert hint["move"] == str(coach.advise(table.state.view(2), table.seating.players["hard"]).hint.move)
    assert session.tables["scopa"].assisted


@pytest.mark.parametrize("table", ["scopa", "scopa/4", "scopone", "briscola", "briscola/4", "scala40/3"])
def test_watching_every_seat_a_computers_steps_one_move_at_a_time(table):
    game, _ = TABLES[table]
    session = Session()
    seats = ["computer"] * players_of(table)
    view = new_game(session, table, 9, seats)["view"]
    for number in range(1, MOST_STEPS + 1):
        if view["round_over"]:
            break
        assert view["computer_to_move"] and view["player"] == 0 and view["seats"] == seats
        move = str(session.tables[game].state.legal_moves()[0])
        assert ask(session, type="play", game=game, move=move)["error"]["code"] == "not_your_turn"
        assert ask(session, type="hint", game=game)["error"]["code"] == "not_your_turn"
        view = ok(session, type="computer", game=game)["view"]
        assert len(session.tables[game].log) == number


@pytest.mark.parametrize("table", ["scopa/4", "briscola", "scala40/4", "scopone/classico"])
def test_a_save_keeps_the_seats_and_replays_exactly(table):
    game, _ = TABLES[table]
    players = players_of(table)
    seats = ["person" if seat % 2 else "computer" for seat in range(players)]
    session = Session()
    new_game(session, table, 21, seats, practice=True)
    for _ in range(12):
        view = ok(session, type="view", game=game)["view"]
        if view["round_over"]:
            break
        step = {"type": "computer"} if view["computer_to_move"] else {"type": "play", "move": view["legal_moves"][0]}
        ok(session, **step, game=game)
    save = ok(session, type="save", game=game)["save"]
    assert save["format"] == SAVE_FORMAT and save["seats"] == seats
    other = Session()
    loaded = ok(other, type="load", save=save)
    assert other.tables[game] == session.tables[game]
    assert loaded["view"] == ok(session, type="view", game=game)["view"]
    save["seats"] = seats[:-1]
    assert ask(Session(), type="load", save=save)["error"]["reason"] == "bad_seats"


def fixtures(form: int) -> list[str]:
    return sorted(path.stem.removeprefix("save-") for path in FIXTURES.glob(f"save-format{form}-*.json"))


@pytest.mark.parametrize("name", fixtures(2))
def test_a_format_2_save_loads_with_the_default_seats_and_saves_again_in_the_new_format(name):
    """Format 2 saves of every table there was before seats: written by the engine of the day (commit
    52937a8 for Scopa's house rules, Scopone's and Scala 40 for three), replayed to the same position."""
    fixture = json.loads((FIXTURES / f"save-{name}.json").read_text())
    game = fixture["save"]["game"]
    session = Session()
    loaded = ok(session, type="load", save=fixture["save"])
    table = session.tables[game]
    assert table.state.position() == fixture["position"] and loaded["view"]["scores"] == fixture["scores"]
    players = len(table.state.hands)
    assert loaded["view"]["seats"] == ["person"] + ["computer"] * (players - 1) and loaded["view"]["player"] == 0
    again = {**fixture["save"], "format": SAVE_FORMAT, "seats": loaded["view"]["seats"]}
    assert ok(session, type="save", game=game)["save"] == again


@pytest.mark.parametrize("name", fixtures(3))
def test_a_format_3_save_loads_with_its_seats_to_the_same_position_and_saves_again_the_same(name):
    """Format 3 saves (issue 4.5): people together, people and computers mixed, a watched table, with
    the house rules, written by this format's first engine; each loads with its seats and its viewer."""
    fixture = json.loads((FIXTURES / f"save-{name}.json").read_text())
    save = fixture["save"]
    session = Session()
    loaded = ok(session, type="load", save=save)
    table = session.tables[save["game"]]
    assert table.state.position() == fixture["position"] and loaded["view"]["scores"] == fixture["scores"]
    assert loaded["view"]["seats"] == save["seats"]
    assert loaded["view"]["player"] == expected_viewer(save["seats"], table.state.current_player, table.viewer)
    assert ok(session, type="save", game=save["game"])["save"] == save


def test_undo_takes_back_the_last_persons_move_with_the_computers_replies():
    session = Session()
    new_game(session, "scopa/4", 8, ["person", "computer", "person", "computer"], practice=True)
    moves = []
    while len(moves) < 3:
        table = session.tables["scopa"]
        if table.computer_to_move:
            ok(session, type="computer", game="scopa")
        else:
            moves.append((table, table.state.current_player))
            ok(session, type="play", game="scopa", move=str(table.state.legal_moves()[0]))
    while session.tables["scopa"].computer_to_move:
        ok(session, type="computer", game="scopa")
    view = ok(session, type="undo", game="scopa")["view"]
    before, seat = moves[-1]
    assert session.tables["scopa"].state == before.state and view["player"] == seat
