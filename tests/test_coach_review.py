"""The review of a finished round: the player's moves weighed by Hard from the view they had, the
costliest first once sorted, and every step of the round with all the hands."""

from __future__ import annotations

import json
import random

import pytest
from scopa_helpers import position

from mazzo.ai import scopa as scopa_players
from mazzo.coach import reasons, round_review, view_rng
from mazzo.coach.review import weighed
from mazzo.protocol import HUMAN, Session


def ask(session: Session, **request) -> dict:
    return json.loads(session.handle(json.dumps(request)))


def played_round(game: str, seed: int, options: dict | None = None) -> Session:
    """A session whose first round is over, the human having played varied legal moves."""
    session = Session()
    view = ask(session, type="new_game", game=game, seed=seed, options=options or {})["view"]
    turn = 0
    while not view["round_over"]:
        if view["computer_to_move"]:
            view = ask(session, type="computer", game=game)["view"]
        else:
            turn += 1
            view = ask(session, type="play", game=game, move=view["legal_moves"][turn * 7 % len(view["legal_moves"])])["view"]
    return session


def steps_from(state, *moves: str):
    steps = []
    for text in moves:
        move = state.parse_move(text)
        steps.append((state, move))
        state = state.apply(move)
    return steps


def test_a_known_blunder_is_the_costliest_move_of_the_review():
    # Laying the King instead of sweeping 2 and 3 with the 5: the scopa is thrown away.
    start = position("5S KC", "AC 4H", "2C 3C", deck="")
    steps = steps_from(start, "KC", "AC", "5Sx2C+3C", "4H")
    answer = round_review(steps, HUMAN, scopa_players.hard)
    costliest = max(answer["moves"], key=lambda move: move["loss"])
    assert (costliest["step"], costliest["move"], costliest["best"]) == (0, "KC", "5Sx2C+3C")
    assert costliest["loss"] >= 1 and {"code": "scopa"} in costliest["reasons"]
    last = answer["moves"][-1]
    assert (last["step"], last["loss"], last["best"]) == (2, 0.0, "5Sx2C+3C")  # the only move left is the best


def test_a_review_weighs_from_the_view_the_player_had_not_the_hidden_cards():
    start = position("5S KC 7D", "AC 4H QS", "2C 3C")
    view = start.view(HUMAN)
    hidden = list(view.unseen())
    random.Random(1).shuffle(hidden)
    other = view.complete(hidden[:3], hidden[3:])
    assert other != start and other.view(HUMAN) == view
    move = start.parse_move("KC")
    judged = [weighed(s.view(HUMAN), move, scopa_players.hard_values, view_rng(view), reasons) for s in (start, other)]
    assert judged[0] == judged[1]


@pytest.mark.parametrize(("game", "options"), [("scopa", {}), ("briscola", {}), ("scopone", {})])
def test_the_review_of_a_round_weighs_every_move_of_the_human_and_shows_every_step(game, options):
    session = played_round(game, seed=6, options=options)
    save = ask(session, type="save", game=game)
    answer = ask(session, type="review", game=game)
    assert answer["ok"] and ask(session, type="save", game=game) == save  # a review changes nothing
    steps, moves = answer["steps"], answer["moves"]
    assert [step["move"] for step in steps] == save["save"]["log"]
    assert [move["step"] for move in moves] == [i for i, step in enumerate(steps) if step["player"] == HUMAN]
    for move in moves:
        assert move["loss"] >= 0 and move["reasons"] and move["move"] == steps[move["step"]]["move"]
    first = steps[0]["before"]
    assert all(len(hand) > 0 for hand in first["hands"])  # every hand in full
    assert not {"deck", "stock", "seed", "history"} & set(first)


def test_scala40s_review_lists_the_moves_and_steps_without_an_evaluation():
    session = played_round("scala40", seed=2)
    answer = ask(session, type="review", game="scala40")
    assert answer["moves"] and all(set(move) == {"step", "move"} for move in answer["moves"])
    assert "stock" not in answer["steps"][0]["before"] and len(answer["steps"][0]["before"]["hands"]) == 2


def test_no_review_before_the_round_is_over():
    session = Session()
    ask(session, type="new_game", game="briscola", seed=1)
    error = ask(session, type="review", game="briscola")["error"]
    assert (error["code"], error["reason"]) == ("illegal_move", "round_not_over")
