"""The table turned round the person to move (web/engine/turned.js, issue 3.7's pass and play), read by
Node over views the engine really sends: the view's player becomes seat 0, every other seat keeps
its place round the table, the player's side becomes side 0, and turning back gives the view again.
"""

from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path

import pytest
from mazzo.protocol import Session

TURNED = (Path(__file__).resolve().parents[1] / "web" / "engine" / "turned.js").as_uri()


def node(expression: str, **inputs) -> object:
    """`expression` over `t` (turned.js) and the `inputs` (given on its standard input: whole rounds
    are too long for a command line), as Node evaluates it."""
    if not shutil.which("node"):
        pytest.skip("Node.js is needed to read web/engine/turned.js")
    script = (
        "import { readFileSync } from 'node:fs';"
        "const t = await import(process.argv[1]); const inputs = JSON.parse(readFileSync(0, 'utf8'));"
        f"const run = ({', '.join(inputs) or '_'}) => {expression};"
        "console.log(JSON.stringify(run(...Object.values(inputs))));"
    )
    command = ["node", "--input-type=module", "-e", script, TURNED]
    result = subprocess.run(command, input=json.dumps(inputs), capture_output=True, text=True, check=False)
    assert result.returncode == 0, result.stderr
    return json.loads(result.stdout)


def replies_of(game: str, options: dict, seats: list[str], seed: int = 7) -> list[dict]:
    """Every reply of a round where every person plays their first legal move, and the summary."""
    session = Session()

    def ask(**message):
        reply = json.loads(session.handle(json.dumps({"game": game, **message})))
        assert reply["ok"], reply
        return reply

    replies = [ask(type="new_game", seed=seed, options=options, seats=seats)]
    while not replies[-1]["view"]["round_over"]:
        view = replies[-1]["view"]
        replies.append(ask(type="computer") if view["computer_to_move"] else ask(type="play", move=view["legal_moves"][0]))
    return replies + [{**ask(type="summary"), "view": replies[-1]["view"]}]


TABLES = [
    ("scopa", {"players": 4}, ["person", "computer", "person", "computer"]),
    ("scopa", {"players": 4}, ["person", "person", "computer", "computer"]),
    ("briscola", {}, ["person", "person"]),
    ("briscola", {"players": 4}, ["person", "person", "person", "person"]),
    ("scala40", {"players": 3}, ["person", "computer", "person"]),
]


@pytest.mark.parametrize(("game", "options", "seats"), TABLES)
def test_every_reply_turns_round_its_player_and_back(game, options, seats):
    replies = replies_of(game, options, seats)
    turned = node(
        "replies.map((reply) => { const turn = t.turnOf(reply.view);"
        " const back = { ...turn, by: (turn.seats - turn.by) % turn.seats };"
        " const once = t.turnReply(turn, reply); const { seat, ...view } = once.view;"
        " const again = t.turnReply(back, { ...once, view }); delete again.view.seat;"
        " return { once, seat, back: again }; })",
        replies=replies,
    )
    assert {reply["view"]["player"] for reply in replies} != {0}, "the round gives some other seat the view"
    for reply, each in zip(replies, turned, strict=True):
        view, once = reply["view"], each["once"]["view"]
        count, sides, player = len(view["seats"]), len(view["scores"]), view["player"]
        assert once["player"] == 0 and each["seat"] == player
        assert once["hand"] == view["hand"]
        assert once["hand_sizes"] == [view["hand_sizes"][(seat + player) % count] for seat in range(count)]
        assert once["scores"] == [view["scores"][(side + player) % sides] for side in range(sides)]
        assert once["seats"] == [view["seats"][(seat + player) % count] for seat in range(count)]
        if once["turn"] is not None:
            assert once["turn"] == (view["turn"] - player) % count
        if "side" in view:
            assert once["side"] == 0 and 0 in once["partnerships"][0]
        assert each["back"] == reply


def test_a_summary_is_read_from_the_side_of_the_seat_it_is_turned_round():
    replies = replies_of("briscola", {"players": 4}, ["person", "computer", "person", "computer"])
    summary = replies[-1]["summary"]
    for seat in range(4):
        turned = node("t.turnReply({ by, seats: 4, sides: 2 }, { summary }).summary", by=seat, summary=summary)
        assert 0 in turned["players"][0]["seats"]
        assert turned["players"][0]["round_points"] == summary["players"][seat % 2]["round_points"]
        if summary["winner"] is not None:
            assert turned["winner"] == (summary["winner"] - seat) % 2
