"""What the coach's odds cost: one `odds` request at every turn of the person, natively (CPython).
Prints a table, asserts nothing (targets in the worker: p95 at most 300 ms at a table of two and
1 s at four; Pyodide runs the searches about 1.8 times slower than CPython).

    nice -n 19 python3 bench/odds.py [--rounds 4]

Each round is one seeded round of each table at the Normal level, the person (seat 0) playing
varied legal moves and asking for the odds before each; the figure is ``Session.handle`` of the
request, JSON in and out.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "py"))

from mazzo.protocol import Session  # noqa: E402
from think import summary  # noqa: E402

TABLES = {
    "Scopa": ("scopa", {}),
    "Briscola": ("briscola", {}),
    "Scopa for four": ("scopa", {"players": 4}),
    "Scopone": ("scopone", {}),
    "Briscola for four": ("briscola", {"players": 4}),
}


def odds_times(game: str, options: dict[str, object], seed: int) -> list[float]:
    """Milliseconds of each odds request of one round."""
    session = Session()

    def ask(request: dict[str, object]) -> dict:
        return json.loads(session.handle(json.dumps({**request, "game": game})))

    view = ask({"type": "new_game", "seed": seed, "options": options})["view"]
    times, turn = [], 0
    while not view["round_over"]:
        if view["computer_to_move"]:
            view = ask({"type": "computer"})["view"]
            continue
        start = time.perf_counter()
        reply = ask({"type": "odds"})
        times.append((time.perf_counter() - start) * 1000)
        assert reply["ok"], reply
        moves = view["legal_moves"]
        view = ask({"type": "play", "move": moves[(seed + turn) % len(moves)]})["view"]
        turn += 1
    return times


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=4)
    args = parser.parse_args()
    print("| table | where | requests | median ms | p95 ms | max ms |")
    print("| --- | --- | --- | --- | --- | --- |")
    for name, (game, options) in TABLES.items():
        samples = [ms for seed in range(args.rounds) for ms in odds_times(game, options, seed)]
        print(summary(f"odds, {name}", "CPython", samples), flush=True)


if __name__ == "__main__":
    main()
