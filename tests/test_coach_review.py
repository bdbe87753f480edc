"""The review of a finished round: the player's moves weighed by Hard from the view they had, the
costliest first once sorted, and every step of the round with all the hands."""

from __future__ import annotations

import json
import random

import pytest
import scala40_helpers as scala40
from scopa_helpers import position

from mazzo.ai import scala40 as scala40_players
from mazzo.ai import scopa as scopa_players
from mazzo.coach import reasons, round_review, view_rng
from mazzo.coach.reasons import REASONS
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


@pytest.mark.parametrize(
    ("start", "move", "evaluate"),
    [
        (position("5S KC 7D", "AC 4H QS", "2C 3C"), "KC", scopa_players.hard_values),
        (scala40.position("5C 6C 7C KD 2S", "2D 3D 4S 6H 8C", opened=(True, True)), "discard KD", scala40_players.hard_values),
    ],
)
def test_a_review_weighs_from_the_view_the_player_had_not_the_hidden_cards(start, move, evaluate):
    view = start.view(HUMAN)
    hidden = list(view.unseen())
    random.Random(1).shuffle(hidden)
    size = len(start.hands[1 - HUMAN])
    other = view.complete(hidden[:size], hidden[size:])
    assert other != start and other.view(HUMAN) == view
    played = start.parse_move(move)
    judged = [weighed(s.view(HUMAN), played, evaluate, view_rng(view), reasons) for s in (start, other)]
    assert judged[0] == judged[1]


@pytest.mark.parametrize(
    ("game", "options"),
    [("scopa", {}), ("briscola", {}), ("scopone", {}), ("scala40", {}), ("tressette", {}), ("tressette", {"players": 4})],
)
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


@pytest.mark.parametrize(
    ("hand", "opened", "other", "blunder", "best"),
    [
        # Throwing a card of the run in hand: the run should go down first.
        ("5C 6C 7C KD 2S", True, "2D 3D 4S 6H 8C 9D TS QH KC", "discard 6C", "meld 5C6C7C"),
        # Not opened, feeding the other player, down to one card, the card that goes on their run: they close.
        ("TH 4D", False, "KC", "discard TH", "discard 4D"),
    ],
)
def test_a_known_scala40_blunder_is_the_costliest_move_of_the_review(hand, opened, other, blunder, best):
    start = scala40.position(hand, other, phase="play", opened=(opened, True), table=((1, "7H8H9H"),))
    steps = steps_from(start, blunder)
    answer = round_review(steps, HUMAN, scala40_players.hard)
    (weighed_move,) = answer["moves"]
    assert (weighed_move["step"], weighed_move["move"], weighed_move["best"]) == (0, blunder, best)
    assert weighed_move["loss"] >= 5


def test_no_review_before_the_round_is_over():
    session = Session()
    ask(session, type="new_game", game="briscola", seed=1)
    error = ask(session, type="review", game="briscola")["error"]
    assert (error["code"], error["reason"]) == ("illegal_move", "round_not_over")


def hints_and_review(game: str, seed: int, options: dict) -> list[list[str]]:
    """The reason codes of every hint at the human's turns through a round (varied legal moves), then of
    every move of the round's review."""
    session = Session()
    view = ask(session, type="new_game", game=game, seed=seed, options=options)["view"]
    given = []
    while not view["round_over"]:
        if view["computer_to_move"]:
            view = ask(session, type="computer", game=game)["view"]
            continue
        given.append([why["code"] for why in ask(session, type="hint", game=game)["reasons"]])
        legal = view["legal_moves"]
        view = ask(session, type="play", game=game, move=legal[len(given) * 7 % len(legal)])["view"]
    review = ask(session, type="review", game=game)
    return given + [[why["code"] for why in move["reasons"]] for move in review["moves"]]


GAMES = [("scopa", {}), ("scopa", {"players": 4}), ("scopone", {}), ("scala40", {}), ("briscola", {})]


@pytest.mark.parametrize(("game", "options"), GAMES)
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_item5_no_hint_and_no_reviewed_move_falls_back_to_the_strongest_players_choice(game, options, seed):
    """Issue 3.2, item 5: every hint and every reviewed move says what it gains, avoids or keeps."""
    for codes in hints_and_review(game, seed, options):
        assert codes and "hard_choice" not in codes and set(codes) <= set(REASONS), codes


@pytest.mark.parametrize("seed", range(1, 31))
def test_item5_the_first_scopa_hint_of_a_round_has_a_reason_of_its_own(seed):
    session = Session()
    view = ask(session, type="new_game", game="scopa", seed=seed)["view"]
    while view["computer_to_move"]:
        view = ask(session, type="computer", game="scopa")["view"]
    codes = [why["code"] for why in ask(session, type="hint", game="scopa")["reasons"]]
    assert codes and "hard_choice" not in codes
