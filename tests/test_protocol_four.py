"""The protocol at a table of four (issue 2.4): Scopa in pairs and Scopone, every seat but the human's a computer."""

from __future__ import annotations

import json

import pytest
from test_protocol import ask, ok

import mazzo.protocol
from mazzo.protocol import HUMAN, Session
from mazzo.scopa import PartnershipView, ScopaFourState, ScoponeState

FOUR_TABLES = [
    ("scopa", {"players": 4}, ScopaFourState, 3),
    ("scopone", {"variant": "scientifico"}, ScoponeState, 10),
    ("scopone", {"variant": "classico"}, ScoponeState, 9),
]


def started(game: str, options: dict, seed: int = 3, level: str = "easy") -> Session:
    session = Session()
    ok(session, type="new_game", game=game, seed=seed, level=level, options=options)
    return session


def step(session: Session, game: str, choose=lambda moves: moves[0]) -> dict:
    """One move of the round: the computer's while one of them is to move, else the human's."""
    view = ok(session, type="view", game=game)["view"]
    if view["computer_to_move"]:
        return ok(session, type="computer", game=game)
    return ok(session, type="play", game=game, move=choose(view["legal_moves"]))


@pytest.mark.parametrize("game, options, state_class, hand", FOUR_TABLES)
def test_new_game_at_four_sends_the_humans_view_only_with_every_seats_hand_size(game, options, state_class, hand):
    session = started(game, options, seed=12)
    state = session.tables[game].state
    assert type(state) is state_class and state.PLAYERS == 4
    view = ok(session, type="view", game=game)["view"]
    assert view["player"] == HUMAN and view["hand"] == [str(c) for c in state.hands[HUMAN]]
    assert view["hand_sizes"] == [hand] * 4 and view["partnerships"] == [[0, 2], [1, 3]] and view["side"] == 0
    assert view["dealer"] == state.dealer and view["turn"] == state.turn and view["scores"] == [0, 0]
    text = json.dumps({key: value for key, value in view.items() if key != "hand"})
    for seat in (1, 2, 3):  # the partner's hand is as hidden as the opponents'
        assert not any(f'"{card}"' in text for card in state.hands[seat])
    assert "deck" not in view and "seed" not in view


@pytest.mark.parametrize("game, options, state_class, hand", FOUR_TABLES)
def test_computer_to_move_while_any_seat_but_the_humans_is_to_move(game, options, state_class, hand):
    session = started(game, options, seed=4)
    seen = set()
    for _ in range(30):
        state = session.tables[game].state
        view = ok(session, type="view", game=game)["view"]
        assert view["computer_to_move"] == (state.current_player in (1, 2, 3))
        if view["computer_to_move"]:
            seen.add(state.current_player)
            refused = ask(session, type="play", game=game, move=str(state.legal_moves()[0]))
            assert refused["error"]["code"] == "not_your_turn"
        else:
            assert ask(session, type="computer", game=game)["error"]["code"] == "not_computer_turn"
        step(session, game)
    assert seen == {1, 2, 3}


@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_each_computer_seat_decides_from_its_own_view_never_its_partners_hand(level, monkeypatch):
    handed = []
    real = mazzo.protocol.choose_move

    def watched(players, chosen_level, view, rng):
        handed.append(view)
        return real(players, chosen_level, view, rng)

    monkeypatch.setattr(mazzo.protocol, "choose_move", watched)
    session = started("scopa", {"players": 4}, seed=8, level=level)
    for _ in range(16):
        state = session.tables["scopa"].state
        before = len(handed)
        step(session, "scopa")
        if len(handed) > before:
            view = handed[-1]
            assert isinstance(view, PartnershipView) and view.player == state.current_player != HUMAN
            assert view == state.view(view.player) and view.hand == state.hands[view.player]
    assert {view.player for view in handed} == {1, 2, 3}


def test_the_partners_plays_are_the_computers_too():
    session = started("scopone", {}, seed=1)
    partner_moves = 0
    while not ok(session, type="view", game="scopone")["view"]["round_over"]:
        mover = session.tables["scopone"].state.current_player
        reply = step(session, "scopone")
        partner_moves += mover == 2 and reply["type"] == "computer"
    assert partner_moves == 10


@pytest.mark.parametrize("game, options, state_class, hand", FOUR_TABLES)
def test_a_whole_round_at_four_then_the_summary_per_partnership_and_the_next_round(game, options, state_class, hand):
    session = started(game, options, seed=21)
    while not ok(session, type="view", game=game)["view"]["round_over"]:
        step(session, game)
    view = ok(session, type="view", game=game)["view"]
    summary = ok(session, type="summary", game=game)["summary"]
    assert [side["total"] for side in summary["players"]] == view["scores"]
    assert [side["seats"] for side in summary["players"]] == [[0, 2], [1, 3]]
    assert sum(side["cards"] for side in summary["players"]) == 40
    if not view["game_over"]:
        following = ok(session, type="next_round", game=game)["view"]
        assert following["round"] == 1 and following["dealer"] == (view["dealer"] + 1) % 4
        assert len(following["hand"]) == hand


@pytest.mark.parametrize("game, options, state_class, hand", FOUR_TABLES)
def test_a_save_of_four_replays_exactly_and_the_computers_carry_on_alike(game, options, state_class, hand):
    session = started(game, {**options, "napola": True}, seed=33, level="hard")
    for _ in range(11):
        step(session, game, choose=lambda moves: moves[-1])
    save = ok(session, type="save", game=game)["save"]
    assert save["options"]["napola"] is True and {key: save["options"][key] for key in options} == options
    restored = Session()
    loaded = ok(restored, type="load", save=json.loads(json.dumps(save)))
    assert loaded["game"] == game and loaded["view"] == ok(session, type="view", game=game)["view"]
    assert restored.tables[game].state == session.tables[game].state
    for _ in range(9):
        assert step(session, game) == step(restored, game)


@pytest.mark.parametrize(
    "game, options, reason",
    [
        ("scopa", {"players": 3}, "not_one_of"),
        ("scopa", {"players": "4"}, "not_one_of"),
        ("scopa", {"players": 4, "variant": "classico"}, "wrong_fields"),
        ("scopone", {"variant": "moderno"}, "not_one_of"),
        ("scopone", {"players": 2}, "not_one_of"),
        ("scopone", {"target": 12}, "not_one_of"),
    ],
)
def test_bad_options_of_four_are_refused_and_change_nothing(game, options, reason):
    session = started("scopa", {"players": 4})
    before = session.tables["scopa"]
    error = ask(session, type="new_game", game=game, options=options)["error"]
    assert (error["code"], error["reason"]) == ("bad_request", reason)
    assert session.tables == {"scopa": before}


def test_scopa_by_two_and_by_four_share_the_game_name_and_the_latest_new_game_wins():
    session = started("scopa", {"players": 4})
    ok(session, type="new_game", game="scopa", seed=2)
    assert session.tables["scopa"].state.PLAYERS == 2
    assert ok(session, type="view", game="scopa")["view"]["hand_sizes"] == [3, 3]
