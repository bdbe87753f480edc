"""The table's sounds follow the engine's events (issue 2.7): web/sound/cues.js, the one place that maps
events to sounds, read by Node as the browser reads it, over the events the engines really send.
"""

from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path

import pytest
from mazzo.protocol import Session
from protocol_tour import preferred

SOUND = Path(__file__).resolve().parents[1] / "web" / "sound"
#: A round of each game, at a low target so that Briscola's match ends with its hand.
GAMES = {
    "scopa": {"target": 11},
    "scala40": {"target": 51},
    "briscola": {"target": 1},
    "scopone": {"variant": "scientifico"},
}
#: Events that make no sound of their own: the count follows on the table, and a Scala 40 round is
#: closed by a card that sounds as it is laid.
SILENT = {"round_over", "close"}
REQUESTS = 600


def sounds_of(events: list[dict]) -> list[list[str]]:
    """cues.js's soundsOf for each list of events, and checks every name it gives is a voice of voices.js."""
    node = shutil.which("node")
    if not node:
        pytest.skip("Node.js is needed to read web/sound/")
    script = (
        "const [cues, voices] = await Promise.all([import(process.argv[1]), import(process.argv[2])]);"
        "const out = JSON.parse(process.argv[3]).map((events) => cues.soundsOf(events));"
        "const unknown = out.flat().filter((name) => !(name in voices.VOICES));"
        "if (unknown.length) throw new Error(`no voice for ${unknown}`);"
        "console.log(JSON.stringify(out));"
    )
    arguments = [(SOUND / "cues.js").as_uri(), (SOUND / "voices.js").as_uri(), json.dumps(events)]
    command = [node, "--input-type=module", "-e", script, *arguments]
    result = subprocess.run(command, capture_output=True, text=True, check=False)
    assert result.returncode == 0, result.stderr
    return json.loads(result.stdout)


def events_of_a_round(game: str, seed: int = 4) -> list[dict]:
    """Every event of a new game's first round (its deal first), as the page receives them."""
    session = Session()

    def ask(**request) -> dict:
        reply = json.loads(session.handle(json.dumps({"game": game, **request})))
        assert reply["ok"], reply
        return reply

    events = ask(type="new_game", seed=seed, level="easy", options=GAMES[game])["events"]
    for _ in range(REQUESTS):
        view = ask(type="view")["view"]
        if view["round_over"]:
            return events
        if view["computer_to_move"]:
            events += ask(type="computer")["events"]
        else:
            events += ask(type="play", move=preferred(game, view["legal_moves"]))["events"]
    raise AssertionError(f"a round of {game} did not end in {REQUESTS} requests")


def with_a_scopa() -> list[dict]:
    """The events of the first seed's Scopa round that holds a scopa."""
    for seed in range(50):
        events = events_of_a_round("scopa", seed)
        if any(event["type"] == "scopa" for event in events):
            return events
    raise AssertionError("no Scopa round of seeds 0-49 holds a scopa")


@pytest.fixture(scope="module")
def rounds() -> dict[str, list[dict]]:
    return {game: with_a_scopa() if game == "scopa" else events_of_a_round(game) for game in GAMES}


def test_every_event_the_engines_send_makes_a_sound_but_the_round_over_and_the_close(rounds):
    examples = {(game, event["type"]): event for game, events in rounds.items() for event in events}
    heard = sounds_of([[event] for event in examples.values()])
    for (game, kind), sounds in zip(examples, heard, strict=True):
        assert bool(sounds) == (kind not in SILENT), (game, kind, sounds)


def test_a_new_deal_shuffles_then_deals(rounds):
    first = [events[:1] for events in rounds.values()]
    assert all(events[0]["type"] == "new_game" for events in first)
    assert sounds_of(first) == [["shuffle", "deal"]] * len(first)


def test_a_scopa_card_that_takes_sounds_a_capture_and_one_that_takes_nothing_is_laid(rounds):
    plays = [event for event in rounds["scopa"] if event["type"] == "play"]
    taking = [event for event in plays if event["captures"]]
    laid = [event for event in plays if not event["captures"]]
    assert taking and laid
    assert sounds_of([[event] for event in taking + laid]) == [["capture"]] * len(taking) + [["lay"]] * len(laid)


def test_a_scopa_a_meld_and_a_briscola_trick_each_have_their_sound(rounds):
    wanted = {("scopa", "scopa"): ["scopa"], ("scala40", "open"): ["meld"], ("briscola", "trick"): ["trick"]}
    examples = [next(e for e in rounds[game] if e["type"] == kind) for game, kind in wanted]
    assert sounds_of([[event] for event in examples]) == list(wanted.values())


def test_the_match_won_and_lost_sound_apart_by_the_winner(rounds):
    (over,) = [event for event in rounds["briscola"] if event["type"] == "game_over"]
    other = {**over, "winner": 1 - over["winner"]}
    won, lost = (over, other) if over["winner"] == 0 else (other, over)
    assert sounds_of([[won], [lost]]) == [["win"], ["lose"]]


def test_the_sounds_of_a_reply_follow_its_events_in_order(rounds):
    (heard,) = sounds_of([rounds["briscola"][:8]])
    one_by_one = sounds_of([[event] for event in rounds["briscola"][:8]])
    assert heard == [name for sounds in one_by_one for name in sounds]
