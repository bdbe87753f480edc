"""The JSON protocol: the one door to the engines."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
from scopa_helpers import position

from mazzo import __version__
from mazzo.games import RULES
from mazzo.protocol import COMPUTER, HUMAN, SAVE_FORMAT, Session, Table
from mazzo.refusals import REFUSALS

ROOT = Path(__file__).resolve().parents[1]


def ask(session: Session, **request) -> dict:
    return json.loads(session.handle(json.dumps(request)))


def ok(session: Session, **request) -> dict:
    reply = ask(session, **request)
    assert reply["ok"], reply
    return reply


def error_code(session: Session, raw: str) -> str:
    reply = json.loads(session.handle(raw))
    assert reply["ok"] is False and reply["error"]["message"]
    return reply["error"]["code"]


def started(seed: int = 3, **fields) -> Session:
    session = Session()
    ok(session, type="new_game", game="scopa", seed=seed, **fields)
    return session


def play_to_the_end_of_the_round(session: Session) -> dict:
    """Human plays its first legal move, the computer answers, until the round ends."""
    while True:
        view = ok(session, type="view", game="scopa")["view"]
        if view["round_over"]:
            return view
        if view["computer_to_move"]:
            ok(session, type="computer", game="scopa")
        else:
            ok(session, type="play", game="scopa", move=view["legal_moves"][0])


def test_ping_answers_with_the_version_and_echoes_the_id():
    reply = ok(Session(), type="ping", id=7)
    assert reply["id"] == 7 and reply["version"] == __version__ and "scopa" in reply["games"]


def test_ping_gives_each_games_option_choices_as_its_options_class_declares_them():
    options = ok(Session(), type="ping")["options"]
    assert options["scopa"] == {
        "napola": {"choices": [False, True], "default": False},
        "target": {"choices": [11, 16, 21, 31], "default": 11},
        "re_bello": {"choices": [False, True], "default": False},
        "capture": {"choices": ["classic", "ace_takes_all", "fifteen"], "default": "classic"},
        "players": {"choices": [2, 4], "default": 2},
    }
    assert options["scala40"] == {
        "target": {"choices": [51, 101, 151, 201], "default": 101},
        "players": {"choices": [2, 3, 4], "default": 2},
    }
    assert options["scopone"]["variant"] == {"choices": ["scientifico", "classico"], "default": "scientifico"}
    assert set(options) == set(RULES)


def seats_and_options(view: dict) -> dict:
    """A view's options, with ``players`` as its table has them (the usual table's options leave it out)."""
    return {"players": len(view["hand_sizes"]), **view["options"]}


@pytest.mark.parametrize("game", list(RULES))
def test_every_option_choice_the_ping_offers_starts_a_game_and_the_defaults_are_new_games_own(game):
    session = Session()
    offered = ok(session, type="ping")["options"][game]
    plain = seats_and_options(ok(session, type="new_game", game=game, seed=1)["view"])
    assert {name: plain[name] for name in offered} == {name: option["default"] for name, option in offered.items()}
    for name, option in offered.items():
        for value in option["choices"]:
            view = ok(session, type="new_game", game=game, seed=1, options={name: value})["view"]
            assert seats_and_options(view)[name] == value
        # Not offered: a number for a flag, another word for a word, a number past the choices for the others.
        default = option["default"]
        unlisted = 1 if isinstance(default, bool) else f"not {default}" if isinstance(default, str) else max(option["choices"]) + 1
        refusal = ask(session, type="new_game", game=game, options={name: unlisted})["error"]
        assert refusal["code"] == "bad_request" and refusal["params"]["field"] == name


def test_new_game_sends_the_human_view_only():
    session = started(seed=12)
    table = session.tables["scopa"]
    view = ok(session, type="view", game="scopa")["view"]
    assert view["player"] == HUMAN and view["hand"] == [str(c) for c in table.state.hands[HUMAN]]
    text = json.dumps(view)
    for hidden in (*table.state.hands[COMPUTER], *table.state.deck):
        assert f'"{hidden}"' not in text
    assert "seed" not in view


def test_play_applies_a_legal_move_and_returns_events():
    session = started()
    view = ok(session, type="view", game="scopa")["view"]
    if view["computer_to_move"]:
        ok(session, type="computer", game="scopa")
        view = ok(session, type="view", game="scopa")["view"]
    move = view["legal_moves"][0]
    reply = ok(session, type="play", game="scopa", move=move)
    assert reply["events"][0]["type"] == "play" and reply["events"][0]["card"] == move[:2]
    assert len(reply["view"]["hand"]) == len(view["hand"]) - 1


@pytest.mark.parametrize(
    "raw, code",
    [
        ("{", "bad_json"),
        ("[1, 2]", "bad_json"),
        ('{"type": "dance"}', "unknown_type"),
        ('{"id": 1}', "unknown_type"),
        ('{"type": "new_game", "game": "poker"}', "bad_request"),
        ('{"type": "new_game", "game": "scopa", "level": "genius"}', "bad_request"),
        ('{"type": "new_game", "game": "scopa", "seed": -1}', "bad_request"),
        ('{"type": "new_game", "game": "scopa", "seed": "12"}', "bad_request"),
        ('{"type": "new_game", "game": "scopa", "options": {"target": 12}}', "bad_request"),
        ('{"type": "new_game", "game": "scopa", "colour": "red"}', "bad_request"),
        ('{"type": "view", "game": "scala40x"}', "bad_request"),
        ('{"type": "play", "game": "scopa", "move": 5}', "bad_request"),
        ('{"type": "play", "game": "scopa", "move": "ZZ"}', "bad_notation"),
        ('{"type": "play", "game": "scopa", "move": "5Cx5C+5C"}', "bad_notation"),
        ('{"type": "load", "save": "nonsense"}', "bad_save"),
        ('{"type": "summary", "game": "scopa"}', "illegal_move"),
        ('{"type": "next_round", "game": "scopa"}', "illegal_move"),
        ('{"type": "new_game", "game": "briscola", "options": {"target": 4}}', "bad_request"),
        ('{"type": "new_game", "game": "briscola", "options": {"show_points": "yes"}}', "bad_request"),
        ('{"type": "play", "game": "briscola", "move": "AS"}', "no_game"),
    ],
)
def test_bad_requests_get_a_structured_error_and_change_nothing(raw, code):
    session = started(seed=5)
    before = session.tables["scopa"]
    assert error_code(session, raw) == code
    assert session.tables["scopa"] is before


def test_deeply_nested_json_is_refused_before_it_is_parsed():
    # In the browser, json.loads of a few thousand levels overflows the WebAssembly stack.
    session = started(seed=5)
    before = session.tables["scopa"]
    deep = '{"type": "check_melds", "game": "scala40", "groups": ' + "[" * 5000 + "]" * 5000 + "}"
    reply = json.loads(session.handle(deep))
    assert reply["error"]["code"] == "bad_json" and "deep" in reply["error"]["message"]
    assert session.tables["scopa"] is before
    # Brackets inside strings are text, not nesting.
    assert error_code(session, json.dumps({"type": "play", "game": "scopa", "move": "[" * 5000})) == "bad_notation"


def test_requests_before_any_game_say_no_game():
    assert error_code(Session(), '{"type": "view", "game": "scopa"}') == "no_game"


def test_illegal_move_and_wrong_turn_are_refused_with_the_state_unchanged():
    session = started(seed=8)
    table = session.tables["scopa"]
    if table.state.current_player == COMPUTER:
        assert error_code(session, json.dumps({"type": "play", "game": "scopa", "move": "AD"})) == "not_your_turn"
        ok(session, type="computer", game="scopa")
        table = session.tables["scopa"]
    not_mine = next(str(c) for c in table.state.hands[COMPUTER])
    assert error_code(session, json.dumps({"type": "play", "game": "scopa", "move": not_mine})) == "illegal_move"
    assert error_code(session, '{"type": "computer", "game": "scopa"}') == "not_computer_turn"
    assert session.tables["scopa"] is table


def test_a_whole_round_against_the_computer_then_the_summary_and_the_next_round():
    session = started(seed=21)
    view = play_to_the_end_of_the_round(session)
    summary = ok(session, type="summary", game="scopa")["summary"]
    assert [p["total"] for p in summary["players"]] == view["scores"]
    assert sum(p["cards"] for p in summary["players"]) == 40
    if not view["game_over"]:
        nxt = ok(session, type="next_round", game="scopa")["view"]
        assert nxt["round"] == 1 and len(nxt["hand"]) == 3


def test_save_and_load_resume_exactly_with_the_same_computer_move():
    session = started(seed=33, level="normal", options={"napola": True})
    for _ in range(9):
        view = ok(session, type="view", game="scopa")["view"]
        if view["computer_to_move"]:
            ok(session, type="computer", game="scopa")
        else:
            ok(session, type="play", game="scopa", move=view["legal_moves"][-1])
    save = ok(session, type="save", game="scopa")["save"]
    restored = Session()
    loaded = ok(restored, type="load", save=json.loads(json.dumps(save)))
    assert loaded["view"] == ok(session, type="view", game="scopa")["view"]
    assert restored.tables["scopa"].state == session.tables["scopa"].state
    for _ in range(6):
        view = ok(session, type="view", game="scopa")["view"]
        kind = {"type": "computer"} if view["computer_to_move"] else {"type": "play", "move": view["legal_moves"][0]}
        assert ok(session, game="scopa", **kind)["view"] == ok(restored, game="scopa", **kind)["view"]


@pytest.mark.parametrize(
    "corrupt",
    [
        lambda s: s.update(format=0),
        lambda s: s.update(seed="x"),
        lambda s: s.update(log="AD"),
        lambda s: s.update(log=s["log"] + ["ZZ"]),
        lambda s: s.update(log=s["log"] + s["log"][-1:]),  # the same card played twice
        lambda s: s.update(level=3),
        lambda s: s.pop("options"),
        lambda s: s.update(game="chess"),
    ],
)
def test_corrupted_saves_are_refused_as_bad_save(corrupt):
    session = started(seed=2)
    ok(session, type="computer", game="scopa") if session.tables["scopa"].state.current_player == COMPUTER else None
    view = ok(session, type="view", game="scopa")["view"]
    ok(session, type="play", game="scopa", move=view["legal_moves"][0])
    save = ok(session, type="save", game="scopa")["save"]
    corrupt(save)
    fresh = Session()
    assert error_code(fresh, json.dumps({"type": "load", "save": save})) == "bad_save"
    assert fresh.tables == {}


def test_a_whole_briscola_hand_with_the_points_shown_then_the_summary_and_a_save_that_replays():
    session = Session()
    options = {"target": 2, "show_points": True}
    view = ok(session, type="new_game", game="briscola", seed=6, level="normal", options=options)["view"]
    assert view["stock_size"] == 34 and view["briscola_in_stock"] and view["points"] == [0, 0]
    state = session.tables["briscola"].state
    text = json.dumps(view)
    for hidden in (*state.hands[COMPUTER], *state.stock[:-1]):
        assert f'"{hidden}"' not in text
    while not view["round_over"]:
        kind = {"type": "computer"} if view["computer_to_move"] else {"type": "play", "move": view["legal_moves"][-1]}
        reply = ok(session, game="briscola", **kind)
        assert reply["events"][0] == {"type": "play", "player": int(view["computer_to_move"]), "card": reply["move"]}
        view = reply["view"]
    summary = ok(session, type="summary", game="briscola")["summary"]
    assert sum(p["round_points"] for p in summary["players"]) == 120 == sum(view["points"])
    assert [p["total"] for p in summary["players"]] == view["scores"]
    save = ok(session, type="save", game="briscola")["save"]
    restored = Session()
    assert ok(restored, type="load", save=json.loads(json.dumps(save)))["view"] == view
    assert restored.tables["briscola"].state == session.tables["briscola"].state


def test_json_lines_on_stdin_and_stdout():
    lines = [
        {"id": 1, "type": "ping"},
        {"id": 2, "type": "new_game", "game": "scopa", "seed": 4},
        {"id": 3, "type": "play", "game": "scopa", "move": "nonsense"},
    ]
    run = subprocess.run(
        [sys.executable, "-m", "mazzo"],
        input="\n".join(json.dumps(line) for line in lines) + "\n",
        capture_output=True,
        text=True,
        cwd=ROOT / "py",
        check=True,
    )
    replies = [json.loads(line) for line in run.stdout.splitlines()]
    assert [r["id"] for r in replies] == [1, 2, 3]
    assert [r["ok"] for r in replies] == [True, True, False]


# -- refusals with codes, the registry, save formats (issues 2.2 and 2.3) -------------------

FIXTURES = ROOT / "tests" / "fixtures"


def error_of(session: Session, **request) -> dict:
    reply = ask(session, **request)
    assert reply["ok"] is False
    return reply["error"]


def test_an_illegal_move_is_refused_with_the_engines_reason_and_its_parameters():
    session = Session()
    state = position("6C 2D", "AH", "4D 2S")
    session.tables["scopa"] = Table(RULES["scopa"], "normal", 0, state.options, state, ("person", "computer"), 0)
    error = error_of(session, type="play", game="scopa", move="6C")
    assert error == {"code": "illegal_move", "reason": "must_capture", "params": {"card": "6C"},
                     "message": "6C can capture, and a card that can capture must capture"}


def test_every_error_reply_has_a_code_a_listed_reason_its_parameters_and_a_message():
    session = started(seed=5)
    for raw in ('{"type": "dance"}', "{", '{"type": "play", "game": "scopa", "move": "ZZ"}',
                '{"type": "new_game", "game": "scopa", "options": {"target": 12}}', '{"type": "view", "game": "go"}'):
        error = json.loads(session.handle(raw))["error"]
        assert set(error) == {"code", "reason", "params", "message"} and error["reason"] in REFUSALS
        assert set(error["params"]) == REFUSALS[error["reason"]].params and error["message"]


def test_a_games_own_request_is_found_through_its_registry_entry_and_refused_for_another_game():
    session = started(seed=5)
    error = error_of(session, type="check_melds", game="scopa", groups=[])
    assert (error["code"], error["reason"], error["params"]["games"]) == ("bad_request", "not_this_game", ["scala40"])
    assert "check_melds" in error_of(session, type="dance")["params"]["known"]
    ok(session, type="new_game", game="scala40", seed=5)
    assert ok(session, type="check_melds", game="scala40", groups=[])["points"] == 0


@pytest.mark.parametrize("game", ["scopa", "scala40"])
def test_a_format_1_save_written_before_the_interface_change_still_loads_to_the_same_position(game):
    fixture = json.loads((FIXTURES / f"save-format1-{game}.json").read_text())
    session = Session()
    loaded = ok(session, type="load", save=fixture["save"])
    table = session.tables[game]
    assert table.state.position() == fixture["position"] and loaded["view"]["scores"] == fixture["scores"]
    # saved again in this format: neither a practice game nor assisted, the default seats, and options
    # added since at their defaults
    options = {**table.state.OPTIONS().to_dict(), **fixture["save"]["options"]}
    assert ok(session, type="save", game=game)["save"] == {
        **fixture["save"], "format": SAVE_FORMAT, "practice": False, "assisted": False, "options": options,
        "seats": ["person", "computer"],
    }


@pytest.mark.parametrize("form", [SAVE_FORMAT + 1, 0, "1", None, True])
def test_a_save_of_a_format_this_version_does_not_read_is_refused_as_bad_save(form):
    save = json.loads((FIXTURES / "save-format1-scopa.json").read_text())["save"]
    save["format"] = form
    error = error_of(Session(), type="load", save=save)
    assert (error["code"], error["reason"], error["params"]["known"]) == ("bad_save", "save_format", list(range(1, SAVE_FORMAT + 1)))


def test_a_save_that_does_not_replay_names_the_move_and_the_engines_reason():
    save = json.loads((FIXTURES / "save-format1-scopa.json").read_text())["save"]
    save["log"].append(save["log"][-1])
    error = error_of(Session(), type="load", save=save)
    assert (error["code"], error["reason"], error["params"]["number"]) == ("bad_save", "save_replay", len(save["log"]))
