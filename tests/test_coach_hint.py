"""The hint request: the coach's move from the human's view only (the first of the odds, Hard's in Scala 40),
with its reasons; it changes nothing."""

from __future__ import annotations

import json
import random
from dataclasses import replace

import pytest
from mazzo.coach import view_rng
from mazzo.coach.reasons import REASONS
from mazzo.protocol import HUMAN, Session

GAMES = [("scopa", {}), ("scopa", {"players": 4}), ("scopone", {}), ("scala40", {}), ("briscola", {})]


def ask(session: Session, **request) -> dict:
    return json.loads(session.handle(json.dumps(request)))


def at_human_turn(game: str, options: dict, seed: int, moves: int) -> Session:
    """A session of ``game`` after ``moves`` moves of the human (varied legal moves), at the human's turn."""
    session = Session()
    ask(session, type="new_game", game=game, seed=seed, options=options)
    played = 0
    while True:
        view = ask(session, type="view", game=game)["view"]
        if view["computer_to_move"]:
            ask(session, type="computer", game=game)
        elif played == moves or view["round_over"]:
            return session
        else:
            legal = view["legal_moves"]
            ask(session, type="play", game=game, move=legal[(played * 7) % len(legal)])
            played += 1


def shuffled_hidden(session: Session, game: str, seed: int) -> None:
    """Deal the cards the human cannot see again, at random: the human's view stays the same."""
    table = session.tables[game]
    view = table.state.view(HUMAN)
    hidden = list(view.unseen())
    random.Random(seed).shuffle(hidden)
    if game == "briscola" and view.briscola_with_other:
        hidden.append(view.briscola)
    others = sum(size for seat, size in enumerate(view.hand_sizes) if seat != HUMAN)
    state = view.complete(hidden[:others], hidden[others:], seed=table.state.seed)
    assert state.view(HUMAN) == view and state != table.state
    session.tables[game] = replace(table, state=state)


@pytest.mark.parametrize(("game", "options"), GAMES)
def test_a_hint_is_a_legal_move_with_known_reasons_the_first_of_the_odds_else_hards_move(game, options):
    session = at_human_turn(game, options, seed=11, moves=2)
    reply = ask(session, type="hint", game=game)
    view = ask(session, type="view", game=game)["view"]
    assert reply["ok"] and reply["move"] in view["legal_moves"]
    assert 1 <= len(reply["reasons"]) <= 3 and all(r["code"] in REASONS for r in reply["reasons"])
    if game == "scala40":  # no odds: Hard's own decision
        table = session.tables[game]
        own = table.state.view(HUMAN)
        assert reply["move"] == str(table.seating.players["hard"](own, view_rng(own)))
    else:
        odds = ask(session, type="odds", game=game)
        assert reply["move"] == odds["hint"] == odds["moves"][0]["move"] and odds["moves"][0]["best"]


@pytest.mark.parametrize(("game", "options"), GAMES)
def test_the_hint_never_sees_more_than_the_player(game, options):
    for seed in range(3):
        session = at_human_turn(game, options, seed=seed, moves=1)
        before = ask(session, type="hint", game=game)
        shuffled_hidden(session, game, seed)
        assert ask(session, type="hint", game=game) == before


@pytest.mark.parametrize(("game", "options"), GAMES)
def test_asking_for_a_hint_changes_nothing_but_the_assisted_mark(game, options):
    session = at_human_turn(game, options, seed=5, moves=1)
    save, view = ask(session, type="save", game=game)["save"], ask(session, type="view", game=game)["view"]
    assert save["assisted"] is False and view["assisted"] is False
    first = ask(session, type="hint", game=game)
    assert ask(session, type="hint", game=game) == first
    assert ask(session, type="save", game=game)["save"] == {**save, "assisted": True}
    assert ask(session, type="view", game=game)["view"] == {**view, "assisted": True}
    # and the game goes on as it would have: the computer's replies are the same
    played = ask(session, type="play", game=game, move=first["move"])
    again = at_human_turn(game, options, seed=5, moves=1)
    unhelped = ask(again, type="play", game=game, move=first["move"])
    assert unhelped["events"] == played["events"] and unhelped["view"] == {**played["view"], "assisted": False}


def test_no_hint_while_the_computer_is_to_move():
    session = Session()
    for seed in range(20):
        ask(session, type="new_game", game="scopa", seed=seed)
        if ask(session, type="view", game="scopa")["view"]["computer_to_move"]:
            break
    reply = ask(session, type="hint", game="scopa")
    assert reply["error"]["code"] == "not_your_turn" and reply["error"]["reason"] == "not_your_turn"


def test_no_hint_once_the_round_is_over():
    session = at_human_turn("briscola", {}, seed=3, moves=99)
    assert ask(session, type="view", game="briscola")["view"]["round_over"]
    reply = ask(session, type="hint", game="briscola")
    assert reply["error"]["code"] == "illegal_move" and reply["error"]["reason"] == "round_over"


def test_no_hint_without_a_game_or_with_other_fields():
    assert ask(Session(), type="hint", game="scala40")["error"]["code"] == "no_game"
    session = at_human_turn("scopa", {}, seed=1, moves=0)
    assert ask(session, type="hint", game="scopa", move="AC")["error"]["reason"] == "unexpected_fields"
