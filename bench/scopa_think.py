"""Scopa Hard's think time against an older copy's, on the very same decisions: a table, no asserts.

    python3 bench/scopa_think.py --baseline DIR [--rounds 12] [--seed 5000]

DIR is a copy of an older ``py/mazzo/ai`` (e.g. main's). Normal plays seeded rounds against
itself; at every decision both Hards decide from the same view with the protocol's generator,
each timed in the process's CPU time, so the two columns share one run and one machine load.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "py"))

from scopa_strength import baseline_hard
from think import summary

from mazzo.ai.scopa import hard, normal
from mazzo.game import deal_rng, new_game
from mazzo.scopa import ScopaState


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--baseline", metavar="DIR", required=True, help="a copy of an older py/mazzo/ai")
    parser.add_argument("--rounds", type=int, default=12)
    parser.add_argument("--seed", type=int, default=5000, help="the first game seed")
    args = parser.parse_args()
    levels = {"hard, the baseline": baseline_hard(args.baseline), "hard, now": hard}
    times: dict[str, list[float]] = {name: [] for name in levels}
    for seed in range(args.seed, args.seed + args.rounds):
        state, moves = new_game(ScopaState, seed), 0
        while not state.round_over:
            view = state.view(state.turn)
            for name, level in levels.items():
                start = time.process_time()
                level(view, deal_rng(seed, "computer", moves))
                times[name].append((time.process_time() - start) * 1000)
            state, moves = state.apply(normal(view, deal_rng(seed, "computer", moves))), moves + 1
    print(f"Scopa Hard, CPU milliseconds per decision, {args.rounds} rounds of Normal v Normal from seed {args.seed}")
    print()
    print("| level | where | decisions | median | p95 | max |")
    print("| --- | --- | ---: | ---: | ---: | ---: |")
    for name, samples in times.items():
        print(summary(name, "native CPU", samples))


if __name__ == "__main__":
    main()
