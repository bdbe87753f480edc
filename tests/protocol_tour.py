"""A tour of the protocol: every game, every level, every request type, and requests it refuses.

It imports nothing from mazzo and takes `handle` as an argument, so the same source runs in
CPython (tests/test_stdlib_kept.py) and inside the browser's Pyodide (bench/stdlib_probe.py):
both then look at which standard library modules answering every kind of request imported.
"""

from __future__ import annotations

import json
from typing import Callable

GAMES = {
    "scopa": {"napola": True, "target": 11, "re_bello": True, "capture": "fifteen"},
    "scala40": {"target": 51},
    "briscola": {"target": 2, "show_points": True},
    "scopone": {"variant": "classico", "napola": True, "capture": "ace_takes_all"},
}
LEVELS = ("easy", "normal", "hard")
#: The human's Scala 40 moves, most wanted first, so a round ends in a few hundred requests.
SCALA40_PREFERENCE = ("open", "meld", "add", "swap", "discard", "take", "draw", "return")
#: Enough requests for a round in either game; the tour never waits for a whole match.
REQUESTS_PER_GAME = 400

BAD_REQUESTS = (
    "",
    "{",
    "[1, 2]",
    '"play"',
    "null",
    '{"id": NaN, "type": "ping"}',
    '{"id": 1.5, "type": "ping"}',
    # Too deep for CPython's json (RecursionError); Pyodide parses it. About 5,000 deep
    # overflows Chromium's stack in the worker, a fatal Pyodide error: the tour stays below.
    "[" * 2_000 + "]" * 2_000,
    " " * (1 << 20) + "{}",
    '{"type": "ping", "id": "\\ud800"}',
    '{"id": 1}',
    '{"type": "fly"}',
    '{"type": "ping", "colour": "red"}',
    '{"type": "new_game"}',
    '{"type": "new_game", "game": "poker"}',
    '{"type": "new_game", "game": "scopa", "level": "genius"}',
    '{"type": "new_game", "game": "scopa", "seed": -1}',
    '{"type": "new_game", "game": "scopa", "seed": 1e300}',
    '{"type": "new_game", "game": "scopa", "seed": true}',
    '{"type": "new_game", "game": "scopa", "seed": 9007199254740992}',
    '{"type": "new_game", "game": "scopa", "options": {"target": 12}}',
    '{"type": "new_game", "game": "scopa", "options": {"napola": "yes"}}',
    '{"type": "new_game", "game": "scala40", "options": {"target": 100}}',
    '{"type": "new_game", "game": "scala40", "options": [1]}',
    '{"type": "new_game", "game": "briscola", "options": {"target": 5}}',
    '{"type": "new_game", "game": "scopa", "options": {"players": 3}}',
    '{"type": "new_game", "game": "scopone", "options": {"variant": "moderno"}}',
    '{"type": "load", "save": {}}',
    '{"type": "load", "save": "x"}',
    '{"type": "load", "save": {"format": 99, "game": "scopa"}}',
)


def tour(handle: Callable[[str], str]) -> dict[str, int]:
    """Send the whole tour through `handle`; return how many replies had each outcome ("ok" or an error code)."""
    outcomes: dict[str, int] = {}

    def ask(request) -> dict:
        raw = request if isinstance(request, str) else json.dumps(request)
        reply = json.loads(handle(raw))
        outcome = "ok" if reply["ok"] else reply["error"]["code"]
        outcomes[outcome] = outcomes.get(outcome, 0) + 1
        return reply

    ask({"id": "hello", "type": "ping"})
    for game in GAMES:
        ask({"type": "view", "game": game})  # no game yet
    for raw in BAD_REQUESTS:
        ask(raw)
    for game, options in GAMES.items():
        for seed, level in enumerate(LEVELS):
            ask({"id": seed, "type": "new_game", "game": game, "level": level, "seed": seed, "options": options})
            refused_moves(ask, game)
            ask({"type": "hint", "game": game})
            ask({"type": "odds", "game": game})
            play_a_round(ask, game)
            ask({"type": "summary", "game": game})
            ask({"type": "review", "game": game})
            save = ask({"type": "save", "game": game})["save"]
            ask({"type": "next_round", "game": game})
            ask({"type": "load", "save": save})
            ask({"type": "load", "save": {**save, "log": [*save["log"], "QQ"]}})
            ask({"type": "load", "save": {**save, "seed": "0"}})
        ask({"type": "new_game", "game": game})  # a seed the engine draws
        ask({"type": "undo", "game": game})  # not a practice game
        ask({"type": "new_game", "game": game, "seed": 1, "practice": True})
        refused_moves(ask, game)
        ask({"type": "undo", "game": game})
        ask({"type": "new_game", "game": game, "seed": 2, "seats": ["computer"] * 4})  # watching (Scopone only)
        ask({"type": "computer", "game": game})
    ask({"type": "new_game", "game": "scala40", "seed": 7})
    hand = ask({"type": "view", "game": "scala40"})["view"]["hand"]
    for groups in (
        [hand[:3], hand[3:7], hand[7:]],
        [["7H", "8H", "9H"], ["QD", "QS", "QC"], ["JK", "2H", "3H"]],
        [["XX"]],
        [],
        "7H",
        [hand] * 15,
    ):
        ask({"type": "check_melds", "game": "scala40", "groups": groups})
    ask({"type": "check_melds", "game": "scopa", "groups": []})
    return outcomes


def refused_moves(ask: Callable, game: str) -> None:
    """Out of turn, unreadable and illegal moves, and the end-of-round requests in mid-round."""
    if ask({"type": "view", "game": game})["view"]["computer_to_move"]:
        ask({"type": "play", "game": game, "move": "discard AH"})  # not the human's turn
    while ask({"type": "view", "game": game})["view"]["computer_to_move"]:
        ask({"type": "computer", "game": game})
    ask({"type": "computer", "game": game})  # not the computer's turn
    for move in ("", "ZZ", "7Hx", "open", "meld 7H", "discard", "add 9 TH", "swap 1 XX", 7, None):
        ask({"type": "play", "game": game, "move": move})
    ask({"type": "next_round", "game": game})  # the round is not over
    ask({"type": "summary", "game": game})


def play_a_round(ask: Callable, game: str) -> None:
    """The computer and a naive human play until the round is over (or the tour's budget is spent)."""
    for _ in range(REQUESTS_PER_GAME):
        view = ask({"type": "view", "game": game})["view"]
        if view["round_over"]:
            return
        if view["computer_to_move"]:
            ask({"type": "computer", "game": game})
        else:
            ask({"type": "play", "game": game, "move": preferred(game, view["legal_moves"])})


def preferred(game: str, moves: list[str]) -> str:
    """The naive human's move: in Scala 40 one that gets rid of cards, to end the round sooner."""
    if game != "scala40":
        return moves[-1]
    return min(moves, key=lambda move: SCALA40_PREFERENCE.index(move.split()[0]))
