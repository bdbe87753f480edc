"""What the coach costs: a hint per move and a whole round's review, natively and in the worker.
Prints a table, asserts nothing (targets: a hint under 300 ms p95 in the worker, a review under 2 s).

    python3 bench/coach.py [--rounds 4] [--game scala40]
    .venv/bin/python bench/coach.py --browser [--browser-rounds 2] [--phone]   (needs a built dist/; --phone: half a core)

Each round is one seeded round of each game at the Normal level, the human playing varied
legal moves and asking for a hint before each; once it is over, its review is asked for.
Natively the figure is ``Session.handle`` of the request (JSON in and out); in the browser it is
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

TABLES = [("scopa", {}), ("scopa", {"players": 4}), ("scopone", {}), ("briscola", {}), ("scala40", {})]
#: One request through the page's client, timed inside the page.
TIMED_REQUEST = """async (fields) => {
  const start = performance.now();
  const reply = await globalThis.mazzo.client.request(fields.type, fields);
  return { ms: performance.now() - start, reply };
}"""

Ask = Callable[[dict[str, object]], tuple[float, dict]]


def native_asker() -> Ask:
    session = Session()

    def ask(request: dict[str, object]) -> tuple[float, dict]:
        start = time.perf_counter()
        reply = json.loads(session.handle(json.dumps(request)))
        return (time.perf_counter() - start) * 1000, reply

    return ask


def one_round(ask: Ask, game: str, options: dict, seed: int) -> tuple[list[float], float]:
    """The hint times of one round, and its review's time."""
    _, reply = ask({"type": "new_game", "game": game, "seed": seed, "options": options})
    view, hints, turn = reply["view"], [], 0
    while not view["round_over"]:
        if view["computer_to_move"]:
            view = ask({"type": "computer", "game": game})[1]["view"]
            continue
        ms, _ = ask({"type": "hint", "game": game})
        hints.append(ms)
        turn += 1
        view = ask({"type": "play", "game": game, "move": view["legal_moves"][turn * 7 % len(view["legal_moves"])]})[1]["view"]
    review_ms, _ = ask({"type": "review", "game": game})
    return hints, review_ms


def measure(ask: Ask, rounds: int, where: str, games: list[str]) -> None:
    for game, options in TABLES:
        if game not in games:
            continue
        hints, reviews = [], []
        for seed in range(rounds):
            times, review_ms = one_round(ask, game, options, seed)
            hints += times
            reviews.append(review_ms)
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
    parser.add_argument("--rounds", type=int, default=4, help="native: rounds per game")
    parser.add_argument("--browser", action="store_true", help="also time the requests in the browser worker")
    parser.add_argument("--browser-rounds", type=int, default=2, help="browser: rounds per game")
    parser.add_argument("--phone", action="store_true", help="browser: on the phone profile (bench/phone.py: half a core)")
    games = sorted({game for game, _ in TABLES})
    parser.add_argument("--game", action="append", choices=games, help="time only this game (repeatable; default all)")
    args = parser.parse_args()
    games = args.game or games
    print("the coach's cost per request, milliseconds")
    print()
    print("| request | where | requests | median | p95 | max |")
    print("| --- | --- | ---: | ---: | ---: | ---: |")
    measure(native_asker(), args.rounds, f"native, {args.rounds} rounds", games)
    if args.browser:
        in_browser(args.browser_rounds, games, args.phone)


if __name__ == "__main__":
    main()
