"""Watching the computers play (issue 3.7): at a table of computers only, a watcher may ask for every
hand face up (``open_hands``) and for the coach's reasons of each computer's move (``reasons``);
a table with a person refuses both (``not_watching``), so a person's game never sends another
seat's hand. Asking changes no decision: each computer decides, and is explained, from its own view.
"""

from __future__ import annotations

import random
from dataclasses import replace

import pytest
import test_ai_scala40
import test_ai_scala40_many
from tables import TABLES
from test_coach_odds import SHUFFLERS
from test_protocol import ask, ok
from test_protocol_seats import new_game, players_of

from mazzo import coach
from mazzo.protocol import Session

#: How each table deals the cards its player to move cannot see again (the honesty tests' own).
DEALT_AGAIN = {
    **SHUFFLERS,
    "scala40": lambda state, seat, rng: test_ai_scala40.shuffled_world(state, rng),
    "scala40/3": test_ai_scala40_many.dealt_again,
    "scala40/4": test_ai_scala40_many.dealt_again,
}
#: Every table, each once: its game, and the requests that send a view.
WATCHED = ["scopa", "scopa/4", "scopone", "scala40", "scala40/3", "scala40/4", "briscola", "briscola/4"]


def hands_of(session: Session, game: str) -> list[list[str]]:
    return [[str(card) for card in hand] for hand in session.tables[game].state.hands]


@pytest.mark.parametrize("table", WATCHED)
def test_a_watcher_who_asks_sees_every_hand_and_one_who_does_not_sees_none(table):
    game, _ = TABLES[table]
    seats = ["computer"] * players_of(table)
    session = Session()
    view = new_game(session, table, 5, seats, open_hands=True)["view"]
    assert view["hands"] == hands_of(session, game) and view["hand"] == view["hands"][0]
    assert "hands" not in ok(session, type="view", game=game)["view"]
    assert ok(session, type="view", game=game, open_hands=True)["view"]["hands"] == hands_of(session, game)
    for step in range(40):
        if not session.tables[game].computer_to_move:
            break
        asked = step % 2 == 0
        view = ok(session, type="computer", game=game, **({"open_hands": True} if asked else {}))["view"]
        assert (view.get("hands") == hands_of(session, game)) if asked else "hands" not in view
    assert "hands" not in new_game(Session(), table, 5, seats)["view"]


def test_the_next_round_comes_with_every_hand_when_asked():
    session = Session()
    ok(session, type="new_game", game="briscola", seed=2, seats=["computer", "computer"], options={"target": 2})
    while not session.tables["briscola"].state.round_over:
        ok(session, type="computer", game="briscola")
    view = ok(session, type="next_round", game="briscola", open_hands=True)["view"]
    assert view["round"] == 1 and view["hands"] == hands_of(session, "briscola")


@pytest.mark.parametrize("table", WATCHED)
def test_a_table_with_a_person_refuses_every_hand_and_the_reasons_and_changes_nothing(table):
    game, _ = TABLES[table]
    players = players_of(table)
    for person in range(players):
        seats = ["computer"] * players
        seats[person] = "person"
        session = Session()
        new_game(session, table, 8, seats)
        error = ask(session, type="new_game", game=game, seed=9, options=TABLES[table][1], seats=seats, open_hands=True)["error"]
        assert (error["code"], error["reason"], error["params"]) == ("not_watching", "not_watching", {"field": "open_hands"})
        assert session.tables[game].seed == 8, "a refused new game keeps the game there was"
        while session.tables[game].computer_to_move:
            ok(session, type="computer", game=game)
        before = session.tables[game]
        for request, field in [("view", "open_hands"), ("computer", "open_hands"), ("computer", "reasons"), ("next_round", "open_hands")]:
            error = ask(session, type=request, game=game, **{field: True})["error"]
            assert (error["code"], error["reason"], error["params"]) == ("not_watching", "not_watching", {"field": field})
            assert session.tables[game] == before
        for flag in (1, "yes", None):
            error = ask(session, type="view", game=game, open_hands=flag)["error"]
            assert (error["code"], error["reason"], error["params"]) == ("bad_request", "not_a_flag", {"field": "open_hands"})


@pytest.mark.parametrize("table", sorted(DEALT_AGAIN))
def test_a_watched_computer_decides_and_is_explained_from_its_own_view_only(table):
    """The honesty tests' pattern: the cards the computer to move cannot see, dealt again among
    themselves, change neither its move nor its reasons, and asking for every hand changes nothing."""
    game, _ = TABLES[table]
    seats = ["computer"] * players_of(table)
    shuffler = random.Random(3)
    differed = 0
    for seed in range(3):
        session = Session()
        new_game(session, table, seed, seats, level="normal")
        for _ in range(24):
            watched = session.tables[game]
            if not watched.computer_to_move:
                break
            seat = watched.state.current_player
            dealt_again = DEALT_AGAIN[table](watched.state, seat, shuffler)
            assert dealt_again.view(seat) == watched.state.view(seat)
            differed += dealt_again != watched.state
            other = Session()
            other.tables[game] = replace(watched, state=dealt_again)
            seen = ok(session, type="computer", game=game, open_hands=True, reasons=True)
            blind = ok(other, type="computer", game=game, reasons=True)
            assert (seen["move"], seen["reasons"]) == (blind["move"], blind["reasons"])
            move = watched.state.parse_move(seen["move"])
            assert seen["reasons"] == [dict(reason) for reason in coach.reasons(watched.state.view(seat), move)]
    assert differed > 10


def test_the_reasons_come_only_when_asked():
    session = Session()
    new_game(session, "scopa", 4, ["computer", "computer"])
    assert "reasons" not in ok(session, type="computer", game="scopa")
    assert ok(session, type="computer", game="scopa", reasons=True)["reasons"]
