"""How fast the Scopa engine plays: random rounds and moves per second, natively.

    python3 bench/bench_scopa.py [--seconds 5]
"""

from __future__ import annotations

import argparse
import platform
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "py"))

from mazzo.game import new_game  # noqa: E402
from mazzo.scopa import ScopaState  # noqa: E402


def measure(seconds: float) -> tuple[int, int, float]:
    """Play random rounds (legal moves listed, one applied) for about ``seconds``."""
    rng = random.Random(1)
    rounds = moves = 0
    start = time.perf_counter()
    while (elapsed := time.perf_counter() - start) < seconds:
        state = new_game(ScopaState, rounds)
        while not state.round_over:
            legal = state.legal_moves()
            state = state.apply(legal[rng.randrange(len(legal))])
            moves += 1
        rounds += 1
    return rounds, moves, elapsed


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--seconds", type=float, default=5.0)
    args = parser.parse_args()
    rounds, moves, elapsed = measure(args.seconds)
    print(f"Scopa engine, {platform.python_implementation()} {platform.python_version()}, one core")
    print(f"| {'measure':<26} | {'value':>10} |")
    print(f"|{'-' * 28}|{'-' * 12}|")
    print(f"| {'rounds played':<26} | {rounds:>10,} |")
    print(f"| {'random rounds per second':<26} | {rounds / elapsed:>10,.0f} |")
    print(f"| {'moves per second':<26} | {moves / elapsed:>10,.0f} |")
    print(f"| {'microseconds per move':<26} | {elapsed / moves * 1e6:>10,.1f} |")


if __name__ == "__main__":
    main()
