"""What the coach costs: a hint per move and a whole round's review, natively and in the worker.
Prints a table, asserts nothing (targets: a hint within the phone budget, natively p95 at most 250 ms
and max 500 ms; a review under 2 s in the worker). Where the game has odds the hint is their
evaluation (the odds of the same position then come from it at no cost), so this is the odds' cost too.

    python3 bench/coach.py [--rounds 4] [--game scala40] [--cpu] [--matches]
    .venv/bin/python bench/coach.py --browser [--browser-rounds 2] [--phone]   (needs a built dist/; --phone: half a core)

Each round is one seeded round of each game at the Normal level, the human playing varied
legal moves and asking for a hint before each; once it is over, its review is asked for. With
``--matches`` each seed plays its whole match instead, so that the later rounds, where the odds
work out the chance to win the match, are timed too.
Natively the figure is ``Session.handle`` of the request (JSON in and out), with ``--cpu`` in the
process's CPU time (which leaves out the other processes of a loaded machine); in the browser it is
the request through the page's own client, timed in the page (the worker, the protocol, the reply).
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "py"))

from mazzo.protocol import Session  # noqa: E402
from think import summary, worker_page  # noqa: E402

TABLES = [
    ("scopa", {}), ("scopa", {"players": 4}), ("scopone", {}), ("briscola", {}), ("briscola", {"players": 4}), ("scala40", {}),
]
#: One request through the page's client, timed inside the page.
TIMED_REQUEST = """async (fields) => {
  const start = performance.now();
  const reply = await globalThis.mazzo.client.request(fields.type, fields);
  return { ms: performance.now() - start, reply };
}"""

Ask = Callable[[dict[str, object]], tuple[float, dict]]


def native_asker(clock: Callable[[], float] = time.perf_counter) -> Ask:
    session = Session()

    def ask(request: dict[str, object]) -> tuple[float, dict]:
        start = clock()
        reply = json.loads(session.handle(json.dumps(request)))
        return (clock() - start) * 1000, reply

    return ask


def one_round(ask: Ask, game: str, view: dict) -> tuple[list[float], float, dict]:
    """The hint times of the round in play, its review's time, and the view at its end."""
    hints, turn = [], 0
    while not view["round_over"]:
        if view["computer_to_move"]:
            view = ask({"type": "computer", "game": game})[1]["view"]
            continue
        ms, _ = ask({"type": "hint", "game": game})
        hints.append(ms)
        turn += 1
        view = ask({"type": "play", "game": game, "move": view["legal_moves"][turn * 7 % len(view["legal_moves"])]})[1]["view"]
    review_ms, _ = ask({"type": "review", "game": game})
    return hints, review_ms, view


def one_game(ask: Ask, game: str, options: dict, seed: int, whole_match: bool) -> tuple[list[float], list[float]]:
    """The hint times and the reviews' times of the first round of a seeded game, or of its every
    round to the match's end (where the odds' chance to win the match comes in)."""
    view = ask({"type": "new_game", "game": game, "seed": seed, "options": options})[1]["view"]
    hints, reviews = [], []
    while True:
        times, review_ms, view = one_round(ask, game, view)
        hints += times
        reviews.append(review_ms)
        if not whole_match or view["game_over"]:
            return hints, reviews
        view = ask({"type": "next_round", "game": game})[1]["view"]


def measure(ask: Ask, rounds: int, where: str, games: list[str], whole_match: bool = False) -> None:
    for game, options in TABLES:
        if game not in games:
            continue
        hints, reviews = [], []
        for seed in range(rounds):
            times, review_times = one_game(ask, game, options, seed, whole_match)
            hints += times
            reviews += review_times
        name = game + (" for four" if options else "")
        print(summary(f"{name}: hint", where, hints), flush=True)
        print(summary(f"{name}: review of a round", where, reviews), flush=True)


def timed_in(page: object) -> Ask:
    """Requests through the client of the page (Playwright's), each timed inside the page."""

    def ask(request: dict[str, object]) -> tuple[float, dict]:
        timed = page.evaluate(TIMED_REQUEST, request)  # type: ignore[attr-defined]
        return timed["ms"], timed["reply"]

    return ask


def in_browser(rounds: int, games: list[str], phone: bool = False) -> None:
    with worker_page(phone) as page:
        measure(timed_in(page), rounds, f"{'phone' if phone else 'browser'} worker, {rounds} rounds", games)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=4, help="native: rounds (or matches) per game (0: only the browser)")
    parser.add_argument("--browser", action="store_true", help="also time the requests in the browser worker")
    parser.add_argument("--browser-rounds", type=int, default=2, help="browser: rounds per game")
    parser.add_argument("--phone", action="store_true", help="browser: on the phone profile (bench/phone.py: half a core)")
    games = sorted({game for game, _ in TABLES})
    parser.add_argument("--game", action="append", choices=games, help="time only this game (repeatable; default all)")
    parser.add_argument("--cpu", action="store_true", help="native: time in the process's CPU time, not wall time")
    parser.add_argument("--matches", action="store_true", help="native: each seed a whole match, not its first round")
    args = parser.parse_args()
    games = args.game or games
    print("the coach's cost per request, milliseconds")
    print()
    print("| request | where | requests | median | p95 | max |")
    print("| --- | --- | ---: | ---: | ---: | ---: |")
    clock, where = (time.process_time, "native CPU") if args.cpu else (time.perf_counter, "native")
    played = f"{args.rounds} matches" if args.matches else f"{args.rounds} rounds"
    if args.rounds:
        measure(native_asker(clock), args.rounds, f"{where}, {played}", games, args.matches)
    if args.browser:
        in_browser(args.browser_rounds, games, args.phone)


if __name__ == "__main__":
    main()
