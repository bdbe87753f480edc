"""What the coach's odds cost: one `odds` request at every turn of the person, natively (CPython)
and in the browser worker. Prints a table, asserts nothing (target: the phone budget, natively p95
at most 250 ms and max 500 ms). The odds are the hint's evaluation too (``mazzo.coach``): a hint of
the same position after them costs nothing more.

    nice -n 19 .venv/bin/python bench/odds.py [--rounds 4] [--table NAME ...] [--cpu]
        [--browser [--browser-rounds 2] [--phone]]   (--browser: a built dist/)

Each round is one seeded round of each table at the Normal level, the person (seat 0) playing
varied legal moves and asking for the odds before each. Natively the figure is ``Session.handle``
of the request (JSON in and out); in the browser, the request through the page's own client,
timed in the page (bench/coach.py's way). With ``--cpu`` the native figure is the process's CPU
time instead of wall time, for a machine busy with other work (bench/think.py's way).

Natively a second table gives the match chance's part (``mazzo.coach.match``, present when the
match can end with the round and its first play-outs show that play may end it: with the default
targets, Briscola's every hand, Scopa's rounds near the match's end, Tressette's hands that can reach
the target; Tressette reads it from the odds' own play-outs): how many requests carried it,
the share of the odds' time its play-outs took (those that found the match going on included), and
how many deals it used (median, fewest).
"""

from __future__ import annotations

import argparse
import importlib
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "py"))

from coach import Ask, native_asker, timed_in  # noqa: E402
from think import summary, worker_page  # noqa: E402

#: The odds' module (``mazzo.coach`` names its ``odds`` function the same).
odds_module = importlib.import_module("mazzo.coach.odds")
#: Milliseconds in the match chance's play-outs, one entry per request that played any out (native runs only).
match_ms: list[float] = []


def timing_the_match_chance(clock: Callable[[], float]) -> Callable[..., Any]:
    """``match_odds`` as the odds call it, its time by ``clock`` added to ``match_ms``."""
    measured = odds_module.match_odds

    def timed(*args: Any) -> Any:
        start = clock()
        found = measured(*args)
        match_ms.append((clock() - start) * 1000)
        return found

    return timed

TABLES = {
    "Scopa": ("scopa", {}),
    "Briscola": ("briscola", {}),
    "Scopa for four": ("scopa", {"players": 4}),
    "Scopone": ("scopone", {}),
    "Briscola for four": ("briscola", {"players": 4}),
    "Tressette": ("tressette", {}),
    "Tressette for four": ("tressette", {"players": 4}),
}


#: The deals each match chance of a table used.
deals: list[int] = []


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
        if "match_deals" in reply:
            deals.append(reply["match_deals"])
        times.append(ms)
        moves = view["legal_moves"]
        view = ask({"type": "play", "game": game, "move": moves[(seed + turn) % len(moves)]})[1]["view"]
        turn += 1
    return times


def measure(ask: Ask, rounds: int, where: str, tables: list[str]) -> list[str]:
    """Prints each of ``tables``' odds times; returns each table's line of the match chance's part."""
    parts = []
    for name in tables:
        game, options = TABLES[name]
        match_ms.clear()
        deals.clear()
        samples = [ms for seed in range(rounds) for ms in odds_times(ask, game, options, seed)]
        print(summary(f"odds, {name}", where, samples), flush=True)
        if deals:
            share = sum(match_ms) / sum(samples)
            median = statistics.median(deals)
            parts.append(f"| {name} | {len(deals)} of {len(samples)} | {share:.0%} | {median:.0f} | {min(deals)} |")
    return parts


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=4, help="native: rounds per table (0: only the browser)")
    parser.add_argument("--browser", action="store_true", help="also time the requests in the browser worker")
    parser.add_argument("--browser-rounds", type=int, default=2, help="browser: rounds per table")
    parser.add_argument("--phone", action="store_true", help="browser: on the phone profile (bench/phone.py: half a core)")
    parser.add_argument("--cpu", action="store_true", help="native: time in the process's CPU time, not wall time")
    parser.add_argument("--table", action="append", choices=sorted(TABLES), help="only this table (repeatable; default: all)")
    args = parser.parse_args()
    tables = args.table or list(TABLES)
    print("| request | where | requests | median ms | p95 ms | max ms |")
    print("| --- | --- | ---: | ---: | ---: | ---: |")
    if args.rounds:
        clock, where = (time.process_time, "native CPU") if args.cpu else (time.perf_counter, "native")
        odds_module.match_odds = timing_the_match_chance(clock)
        parts = measure(native_asker(clock), args.rounds, f"{where}, {args.rounds} rounds", tables)
        print("\n| match chance, native | requests with it | share of the odds' time | deals, median | deals, fewest |")
        print("| --- | ---: | ---: | ---: | ---: |")
        print("\n".join(parts), flush=True)
    if args.browser:
        with worker_page(args.phone) as page:
            where = f"{'phone' if args.phone else 'browser'} worker, {args.browser_rounds} rounds"
            measure(timed_in(page), args.browser_rounds, where, tables)


if __name__ == "__main__":
    main()
