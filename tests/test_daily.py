"""The deal of the day (issue 2.7): one deal per game per day, the same for everyone and offline, from a
seed derived from the date as docs/protocol.md says; the seed stays secret until the game is over,
then `reveal` gives it, and that seed deals the same cards again (the shared link's `deal`).
"""

from __future__ import annotations

import json
import random

import pytest
from mazzo.protocol import Session
from protocol_tour import play_a_round

DAY = "2026-12-01"


def asker(session: Session):
    return lambda request: json.loads(session.handle(json.dumps(request)))


def daily_game(game: str, day: str = DAY, **options) -> tuple[Session, dict]:
    session = Session()
    reply = asker(session)({"type": "new_game", "game": game, "daily": day, "level": "easy", "options": options})
    assert reply["ok"], reply
    return session, reply


def test_the_days_deal_is_the_same_in_every_session_and_differs_by_day_and_game():
    views = [daily_game("scopa")[1]["view"] for _ in range(2)]
    assert views[0] == views[1]
    assert daily_game("scopa", "2026-12-02")[1]["view"]["hand"] != views[0]["hand"]
    assert daily_game("scopone")[1]["view"]["hand"] != views[0]["hand"]


def test_the_seed_is_derived_from_the_game_and_date_as_documented():
    session, _ = daily_game("briscola", target=1)
    ask = asker(session)
    play_a_round(ask, "briscola")
    assert ask({"type": "view", "game": "briscola"})["view"]["game_over"]
    documented = random.Random(f"mazzo:0:daily:briscola:{DAY}").randrange(2**53)
    assert ask({"type": "reveal", "game": "briscola"})["seed"] == documented


def test_the_seed_stays_secret_until_the_game_is_over_and_then_deals_the_same_cards_again():
    session, dealt = daily_game("briscola", target=1)
    ask = asker(session)
    assert "seed" not in json.dumps(dealt)
    refused = ask({"type": "reveal", "game": "briscola"})
    assert (refused["ok"], refused["error"]["code"], refused["error"]["reason"]) == (False, "not_over", "game_not_over")
    play_a_round(ask, "briscola")
    seed = ask({"type": "reveal", "game": "briscola"})["seed"]
    again = asker(Session())({"type": "new_game", "game": "briscola", "seed": seed, "level": "easy", "options": {"target": 1}})
    assert again["view"] == dealt["view"]


@pytest.mark.parametrize(
    ("fields", "reason"),
    [
        ({"daily": "2026-02-30"}, "bad_daily"),
        ({"daily": "1 December 2026"}, "bad_daily"),
        ({"daily": 20261201}, "bad_daily"),
        ({"daily": DAY, "seed": 4}, "seed_and_daily"),
    ],
)
def test_a_bad_daily_request_is_refused_and_changes_nothing(fields, reason):
    session = Session()
    ask = asker(session)
    before = ask({"type": "new_game", "game": "scopa", "seed": 1})["view"]
    refused = ask({"type": "new_game", "game": "scopa", **fields})
    assert (refused["ok"], refused["error"]["code"], refused["error"]["reason"]) == (False, "bad_request", reason)
    assert ask({"type": "view", "game": "scopa"})["view"] == before
