"""How fast the Scala 40 meld finder and engine are: prints tables, asserts nothing.

    python3 bench/bench_scala40.py [--hands 2000] [--rounds 300]

The finder runs on seeded random 14-card hands holding two jokers (the case the
UI and the computer players must answer within milliseconds), then on a few
freak hands; the engine plays seeded random rounds, mostly laying down when it can.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "py"))

from mazzo.game import new_game  # noqa: E402
from mazzo.scala40 import (  # noqa: E402
    DECK,
    JOKER,
    Add,
    DrawStock,
    Meld,
    Open,
    ScalaState,
    SwapJoker,
    TableMeld,
    find_additions,
    find_melds,
    find_openings,
    parse_cards,
)

FREAK_HANDS = {
    "straight flush A-Q + 2 jokers": "JKJKAH2H3H4H5H6H7H8H9HTHJHQH",
    "2-3-4 of every suit + 2 jokers": "JKJK2H2D2S2C3H3D3S3C4H4D4S4C",
    "sets and a run + 2 jokers": "JKJKAH3C3D3S5H5S9D9STDJDQDKD",
}
TABLE = ("7H8H9H", "QSQDJK", "AD2D3D", "5C5H5S")


def timed_ms(function, *args) -> float:
    """The best of three runs: the other processes of a busy machine are not the finder's time."""
    best = float("inf")
    for _ in range(3):
        start = time.perf_counter()
        function(*args)
        best = min(best, time.perf_counter() - start)
    return best * 1000


def row(name: str, samples: list[float]) -> str:
    ordered = sorted(samples)
    p95 = ordered[min(len(ordered) - 1, int(len(ordered) * 0.95))]
    return f"| {name:<34} | {statistics.median(ordered):9.3f} | {p95:9.3f} | {ordered[-1]:9.3f} |"


def bench_finder(hands: int) -> None:
    rng = random.Random(40)
    real = [c for c in DECK if c != JOKER]
    table = tuple(TableMeld.build(1, parse_cards(t)) for t in TABLE)
    samples: dict[str, list[float]] = {"find_openings": [], "find_melds": [], "find_additions (4 on table)": []}
    found = []
    for _ in range(hands):
        hand = rng.sample(real, 12) + [JOKER, JOKER]
        samples["find_openings"].append(timed_ms(find_openings, hand))
        samples["find_melds"].append(timed_ms(find_melds, hand))
        samples["find_additions (4 on table)"].append(timed_ms(find_additions, hand, table))
        found.append(len(find_openings(hand)))
    print(f"Meld finder, {hands} random 14-card hands with two jokers (ms, best of 3 runs per hand)\n")
    print(f"| {'function':<34} | {'median':>9} | {'p95':>9} | {'max':>9} |")
    print(f"| {'-' * 34} | {'-' * 9}:| {'-' * 9}:| {'-' * 9}:|")
    for name, times in samples.items():
        print(row(name, times))
    can_open = sum(1 for n in found if n) / len(found)
    print(f"\n{can_open:.0%} of these hands can open; at most {max(found)} openings for one hand.\n")
    print("Freak hands (ms)\n")
    print(f"| {'hand':<34} | {'ms':>9} | {'openings':>9} |")
    print(f"| {'-' * 34} | {'-' * 9}:| {'-' * 9}:|")
    for name, text in FREAK_HANDS.items():
        hand = parse_cards(text)
        print(f"| {name:<34} | {timed_ms(find_openings, hand):9.1f} | {len(find_openings(hand)):9d} |")
    print()


def bench_engine(rounds: int) -> None:
    legal_ms: list[float] = []
    apply_ms: list[float] = []
    moves = 0
    start = time.perf_counter()
    for seed in range(rounds):
        rng = random.Random(seed)
        state = new_game(ScalaState, seed)
        while not state.round_over:
            t0 = time.perf_counter()
            legal = state.legal_moves()
            t1 = time.perf_counter()
            lay_downs = [m for m in legal if isinstance(m, (Open, Meld, Add, SwapJoker))]
            if lay_downs and rng.random() < 0.8:
                move = rng.choice(lay_downs)
            elif DrawStock() in legal and rng.random() < 0.7:
                move = DrawStock()
            else:
                move = rng.choice(legal)
            t2 = time.perf_counter()
            state = state.apply(move)
            t3 = time.perf_counter()
            legal_ms.append((t1 - t0) * 1000)
            apply_ms.append((t3 - t2) * 1000)
            moves += 1
    elapsed = time.perf_counter() - start
    print(f"Engine, {rounds} random rounds ({moves} moves, {moves / rounds:.0f} a round)\n")
    print(f"| {'per move (ms)':<34} | {'median':>9} | {'p95':>9} | {'max':>9} |")
    print(f"| {'-' * 34} | {'-' * 9}:| {'-' * 9}:| {'-' * 9}:|")
    print(row("legal_moves()", legal_ms))
    print(row("apply()", apply_ms))
    print(f"\n{rounds / elapsed:.0f} random rounds a second, {moves / elapsed:.0f} moves a second (legal_moves, choice and apply).")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=2000)
    parser.add_argument("--rounds", type=int, default=300)
    args = parser.parse_args()
    print(f"Python {sys.version.split()[0]}\n")
    bench_finder(args.hands)
    bench_engine(args.rounds)


if __name__ == "__main__":
    main()
