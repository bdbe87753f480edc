"""The capture memos' cost: a native process's peak memory as Scopa Hard plays each capture rule in turn,
and its CPU time, at each memo limit (issue 4.1: an engine's WebAssembly memory never shrinks).

    python3 bench/scopa_memo.py [--limits 200000 50000 20000] [--rounds 40]

Each limit runs in a fresh process (peak memory is per process), on the same seeded rounds: Hard
decides at every turn of Normal v Normal rounds under the classic rule, then Ace takes all, then
fifteen, so every rule's memo fills as a long session's would.
"""

from __future__ import annotations

import argparse
import resource
import subprocess
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "py"))


def peak_mb() -> float:
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def one_limit(limit: int, rounds: int) -> str:
    """This process's row: the peak after each rule's rounds, and the CPU seconds of them all."""
    from mazzo.ai import scopa_sim

    scopa_sim._CAPTURE_CACHE_LIMIT = limit
    from mazzo.ai.scopa import hard, normal
    from mazzo.game import deal_rng, new_game
    from mazzo.scopa import ScopaState
    from mazzo.scopa.cards import CAPTURE_RULES
    from mazzo.scopa.state import ScopaOptions

    cells = [f"{limit:,}", f"{peak_mb():.0f}"]
    start = time.process_time()
    for rule in CAPTURE_RULES:
        for seed in range(5000, 5000 + rounds):
            state, moves = new_game(ScopaState, seed, ScopaOptions(capture=rule)), 0
            while not state.round_over:
                view = state.view(state.turn)
                hard(view, deal_rng(seed, "computer", moves))
                state, moves = state.apply(normal(view, deal_rng(seed, "computer", moves))), moves + 1
        cells.append(f"{peak_mb():.0f}")
    cells.append(f"{time.process_time() - start:.1f}")
    return "| " + " | ".join(cells) + " |"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--limits", type=int, nargs="+", default=[200_000, 50_000, 20_000])
    parser.add_argument("--rounds", type=int, default=40, help="rounds of each capture rule")
    parser.add_argument("--one", type=int, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.one is not None:
        print(one_limit(args.one, args.rounds))
        return
    print(f"Scopa Hard's capture memos: {args.rounds} rounds of each rule; peak memory of a native process, MB")
    print()
    print("| limit | at start | after classic | after Ace takes all | after fifteen | CPU s |")
    print("|---:|---:|---:|---:|---:|---:|")
    for limit in args.limits:
        row = subprocess.run([sys.executable, __file__, "--one", str(limit), "--rounds", str(args.rounds)],
                             capture_output=True, text=True, check=True).stdout.strip()
        print(row, flush=True)


if __name__ == "__main__":
    main()
