"""What the coach's odds cost: one `odds` request at every turn of the person, natively (CPython)
and in the browser worker. Prints a table, asserts nothing (targets in the worker: p95 at most
300 ms at a table of two and 1 s at four).

    nice -n 19 .venv/bin/python bench/odds.py [--rounds 4] [--browser [--browser-rounds 2]]   (the worker: a built dist/)

Each round is one seeded round of each table at the Normal level, the person (seat 0) playing
varied legal moves and asking for the odds before each. Natively the figure is ``Session.handle``
of the request (JSON in and out); in the browser, the request through the page's own client,
timed in the page (bench/coach.py's way).
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "py"))

from coach import Ask, native_asker, timed_in  # noqa: E402
from think import summary, worker_page  # noqa: E402

TABLES = {
    "Scopa": ("scopa", {}),
    "Briscola": ("briscola", {}),
    "Scopa for four": ("scopa", {"players": 4}),
    "Scopone": ("scopone", {}),
    "Briscola for four": ("briscola", {"players": 4}),
}


def odds_times(ask: Ask, game: str, options: dict[str, object], seed: int) -> list[float]:
    """Milliseconds of each odds request of one round."""
    view = ask({"type": "new_game", "game": game, "seed": seed, "options": options})[1]["view"]
    times, turn = [], 0
    while not view["round_over"]:
        if view["computer_to_move"]:
            view = ask({"type": "computer", "game": game})[1]["view"]
            continue
        ms, reply = ask({"type": "odds", "game": game})
        assert "moves" in reply, reply
        times.append(ms)
        moves = view["legal_moves"]
        view = ask({"type": "play", "game": game, "move": moves[(seed + turn) % len(moves)]})[1]["view"]
        turn += 1
    return times


def measure(ask: Ask, rounds: int, where: str) -> None:
    for name, (game, options) in TABLES.items():
        samples = [ms for seed in range(rounds) for ms in odds_times(ask, game, options, seed)]
        print(summary(f"odds, {name}", where, samples), flush=True)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=4, help="native: rounds per table")
    parser.add_argument("--browser", action="store_true", help="also time the requests in the browser worker")
    parser.add_argument("--browser-rounds", type=int, default=2, help="browser: rounds per table")
    args = parser.parse_args()
    print("| request | where | requests | median ms | p95 ms | max ms |")
    print("| --- | --- | ---: | ---: | ---: | ---: |")
    measure(native_asker(), args.rounds, f"native, {args.rounds} rounds")
    if args.browser:
        with worker_page() as page:
            measure(timed_in(page), args.browser_rounds, f"browser worker, {args.browser_rounds} rounds")


if __name__ == "__main__":
    main()
