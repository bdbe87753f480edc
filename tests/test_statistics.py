"""The player's statistics (issue 2.7): web/engine/statistics.js, which the engine worker runs, read by
Node over the round summaries the engine really sends: what a round and a match add, the feats read
from the summaries, games played with help counted apart, and an import checked in full.
"""

from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path

import pytest
from mazzo.protocol import Session
from protocol_tour import play_a_round

STATISTICS = (Path(__file__).resolve().parents[1] / "web" / "engine" / "statistics.js").as_uri()
DAY = "2026-12-01"


def node(expression: str, **inputs) -> object:
    """`expression` over `s` (statistics.js) and the `inputs`, as Node evaluates it; an error thrown
    is returned as {"error": reason, "field": field}."""
    if not shutil.which("node"):
        pytest.skip("Node.js is needed to read web/engine/statistics.js")
    script = (
        "const s = await import(process.argv[1]); const inputs = JSON.parse(process.argv[2]);"
        f"const run = ({', '.join(inputs) or '_'}) => {expression};"
        "let out; try { out = run(...Object.values(inputs)); }"
        "catch (e) { out = { error: e.reason ?? String(e), field: e.field }; }"
        "console.log(JSON.stringify(out));"
    )
    command = ["node", "--input-type=module", "-e", script, STATISTICS, json.dumps(inputs)]
    result = subprocess.run(command, capture_output=True, text=True, check=False)
    assert result.returncode == 0, result.stderr
    return json.loads(result.stdout)


def summary_of_a_round(game: str, seed: int, options: dict) -> dict:
    session = Session()

    def ask(request: dict) -> dict:
        return json.loads(session.handle(json.dumps(request)))

    ask({"type": "new_game", "game": game, "seed": seed, "level": "easy", "options": options})
    play_a_round(ask, game)
    return ask({"type": "summary", "game": game})["summary"]


def counted(*summaries: dict, level: str = "normal", assisted: bool = False) -> dict:
    """The statistics after counting `summaries` one after another from none."""
    rounds = [{"summary": summary, "level": level, "assisted": assisted, "day": DAY} for summary in summaries]
    return node("rounds.reduce((all, round) => s.countRound(all, round), s.empty())", rounds=rounds)


def tally(statistics: dict, game: str, level: str = "normal", kind: str = "plain") -> dict:
    return statistics["games"][game][level][kind]


@pytest.fixture(scope="module")
def scopa_round() -> dict:
    return summary_of_a_round("scopa", 4, {"target": 11})


@pytest.fixture(scope="module")
def briscola_match() -> dict:
    return summary_of_a_round("briscola", 4, {"target": 1})


def test_a_scopa_round_counts_its_points_and_its_feats_from_the_summary(scopa_round):
    mine, theirs = scopa_round["players"]
    counts = tally(counted(scopa_round), "scopa")
    assert counts["rounds"] == 1 and counts["matches"] == 0
    assert counts["roundsWon"] == int(mine["round_points"] > theirs["round_points"])
    assert counts["points"] == mine["round_points"]
    feats = {"scopas": mine["scopas"], "napolas": int(mine["napola"] > 0), "settebellos": int(mine["settebello"])}
    assert counts["feats"] == feats


def test_a_match_over_counts_the_match_its_result_and_the_streak(briscola_match):
    assert briscola_match["game_over"]
    won = briscola_match["winner"] == 0
    counts = tally(counted(briscola_match), "briscola")
    streaks = (counts["matches"], counts["matchesWon"], counts["streak"], counts["bestStreak"])
    assert streaks == (1, int(won), int(won), int(won))
    assert counts["results"] == [{"day": DAY, "won": won, "scores": [side["total"] for side in briscola_match["players"]]}]
    assert counts["roundsWon"] == int(briscola_match["hand_winner"] == 0)


def test_the_best_streak_stays_when_a_match_is_lost(briscola_match):
    win, loss = ({**briscola_match, "winner": winner} for winner in (0, 1))
    counts = tally(counted(win, win, loss, win), "briscola")
    assert (counts["matches"], counts["matchesWon"], counts["streak"], counts["bestStreak"]) == (4, 3, 1, 2)
    assert [result["won"] for result in counts["results"]] == [True, True, False, True]


def test_games_played_with_help_are_counted_apart_by_level(scopa_round):
    statistics = counted(scopa_round, level="hard", assisted=True)
    assert list(statistics["games"]["scopa"]) == ["hard"]
    assert list(statistics["games"]["scopa"]["hard"]) == ["assisted"]
    assert tally(statistics, "scopa", "hard", "assisted")["rounds"] == 1


def test_scala40_counts_a_round_closed_in_one_go_and_briscola_a_hand_of_eighty(briscola_match):
    scala = summary_of_a_round("scala40", 4, {"target": 51})
    closed = {**scala, "closer": 0, "doubled": True}
    assert tally(counted(closed), "scala40")["feats"] == {"inOneGo": 1}
    assert tally(counted({**closed, "doubled": False}), "scala40")["feats"] == {"inOneGo": 0}
    mine = briscola_match["players"][0]
    assert tally(counted(briscola_match), "briscola")["feats"] == {"eighty": int(mine["round_points"] >= 80)}
    eighty = {**briscola_match, "players": [{**mine, "round_points": 80}, briscola_match["players"][1]]}
    assert tally(counted(eighty), "briscola")["feats"] == {"eighty": 1}


def test_statistics_round_trip_through_the_check_an_import_gets(scopa_round, briscola_match):
    statistics = counted(scopa_round, briscola_match, scopa_round)
    assert node("s.validate(data)", data=statistics) == statistics


@pytest.mark.parametrize(
    ("change", "reason", "field"),
    [
        (lambda data: [1, 2], "not_statistics", ""),
        (lambda data: {**data, "format": "mazzo-statistics/9"}, "not_statistics", ""),
        (lambda data: {**data, "games": {"poker": {}}}, "bad_field", "poker"),
        (lambda data: {**data, "games": {"scopa": {"expert": {}}}}, "bad_field", "scopa.expert"),
        (lambda data: set_tally(data, rounds=-1), "bad_field", "scopa.normal.plain.rounds"),
        (lambda data: set_tally(data, roundsWon=5), "bad_field", "scopa.normal.plain.roundsWon"),
        (lambda data: set_tally(data, points=1.5), "bad_field", "scopa.normal.plain.points"),
        (lambda data: set_tally(data, feats={"scopas": "two"}), "bad_field", "scopa.normal.plain.feats.scopas"),
        (
            lambda data: set_tally(data, results=[{"day": DAY, "won": True, "scores": [1, 0]}]),
            "bad_field",
            "scopa.normal.plain.results",
        ),
        (
            lambda data: set_tally(data, matches=1, results=[{"day": "yesterday", "won": False, "scores": [1, 0]}]),
            "bad_field",
            "scopa.normal.plain.results.0",
        ),
    ],
)
def test_a_bad_import_is_refused_with_the_reason_and_where(scopa_round, change, reason, field):
    statistics = counted(scopa_round)
    assert node("s.validate(data)", data=change(statistics)) == {"error": reason, "field": field}


def set_tally(data: dict, **fields) -> dict:
    copy = json.loads(json.dumps(data))
    copy["games"]["scopa"]["normal"]["plain"].update(fields)
    return copy


@pytest.mark.parametrize("players", [3, 4])
def test_a_scala40_match_of_three_or_four_keeps_every_players_total_and_passes_the_import_check(players):
    """A match of three or four ends with a total per seat: the result keeps them all, and the check that a
    stored or imported copy gets accepts it (refusing it would lose the whole of the statistics)."""
    summary = summary_of_a_round("scala40", 3, {"players": players, "target": 51})
    over = {**summary, "game_over": True, "winner": 0}
    statistics = counted(over)
    assert tally(statistics, "scala40")["results"][0]["scores"] == [player["total"] for player in summary["players"]]
    assert node("s.validate(data)", data=statistics) == statistics


def test_people_playing_together_are_counted_apart_by_name_and_the_one_player_as_before(briscola_match):
    """Pass and play (issue 3.7): a round counted for a person lands under their name, read from
    their side (the worker turns the summary round their seat); the one player's tallies stay."""
    alone = counted(briscola_match)
    rounds = [
        {"summary": briscola_match, "level": "normal", "assisted": False, "day": DAY, "person": "Anna"},
        {"summary": {**briscola_match, "winner": 1 - briscola_match["winner"]}, "level": "normal", "assisted": False, "day": DAY, "person": "constructor"},
    ]
    both = node("rounds.reduce((all, round) => s.countRound(all, round), base)", rounds=rounds, base=alone)
    assert both["games"] == alone["games"]
    assert sorted(both["people"]) == ["Anna", "constructor"]
    anna, other = (both["people"][name]["games"]["briscola"]["normal"]["plain"] for name in ("Anna", "constructor"))
    assert anna == tally(alone, "briscola")
    assert (anna["matchesWon"], other["matchesWon"]) == ((1, 0) if briscola_match["winner"] == 0 else (0, 1))
    assert node("s.validate(data)", data=both) == both


@pytest.mark.parametrize("people", [[], {"": {"games": {}}}, {"Anna": {"games": {"chess": {}}}}, {"x" * 41: {"games": {}}}])
def test_a_bad_persons_statistics_are_refused(people):
    refused = node("s.validate(data)", data={"format": "mazzo-statistics/1", "games": {}, "people": people})
    assert refused["error"] == "bad_field" and refused["field"].startswith("people")


def test_a_round_counts_once_per_person_at_the_table_turned_round_their_seat_and_none_when_watched(briscola_match):
    """Pass and play and watching (issue 3.7), statistics.js `roundsOf`: two people at a table of two each
    get the round from their own side (seat 1's summary turned so that their side is players[0]); one
    person plays as ever; names that do not fit the table fall back to the one player; a table of
    computers only (a watched game) counts nothing."""
    round_ = {"summary": briscola_match, "level": "normal", "assisted": False, "day": DAY}

    def rounds(seats: list[str], names: list | None) -> list[dict]:
        return node("s.roundsOf(round, view, names)", round=round_, view={"seats": seats, "scores": [0, 0]}, names=names)

    both = rounds(["person", "person"], ["Anna", "Bruno"])
    assert [entry["person"] for entry in both] == ["Anna", "Bruno"]
    assert both[0]["summary"] == briscola_match
    points = [(side["round_points"], side["total"]) for side in briscola_match["players"]]
    assert [(side["round_points"], side["total"]) for side in both[1]["summary"]["players"]] == points[::-1]
    assert [side["seats"] for side in both[1]["summary"]["players"]] == [[0], [1]], "each side's seats seen from Bruno's"
    assert both[1]["summary"]["winner"] == 1 - briscola_match["winner"]
    assert rounds(["person", "computer"], ["Anna", None]) == [round_]
    assert rounds(["person", "person"], ["Anna"]) == [round_]
    assert rounds(["computer", "computer"], None) == []


@pytest.mark.parametrize(
    ("names", "fits"),
    [(["Anna", None, "Bruno", None], True), ([None, None], True), ([""], False), (["x" * 41], False), ([1], False),
     (["a"] * 5, False), ("Anna", False)],
)
def test_the_people_request_takes_a_name_or_null_per_seat_of_a_table(names, fits):
    assert node("s.peopleFit(names)", names=names) is fits


@pytest.mark.parametrize("players", [2, 4])
def test_a_tressette_hand_counts_its_points_and_a_hand_won_by_the_more_points(players):
    summary = summary_of_a_round("tressette", 3, {"players": players})
    mine, theirs = summary["players"]
    counts = tally(counted(summary), "tressette")
    assert counts["rounds"] == 1 and counts["points"] == mine["round_points"]
    assert counts["roundsWon"] == int(mine["round_points"] > theirs["round_points"])
