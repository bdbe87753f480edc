"""What the strength benches share: a pair of players over seeded matches from both seats, the
95% intervals, and the table they print.

Match ``i`` of a pair uses game seed ``seed + i // 2`` and seats the pair's first player as
player ``i % 2``: every deal is played twice, once from each seat.
"""

from __future__ import annotations

import argparse
import math
import statistics
import time
from collections.abc import Collection
from concurrent.futures import ProcessPoolExecutor
from typing import Any, Callable

Z95 = 1.96
#: ``play_match(players, seed, table)`` plays one match, ``players[p]`` in seat ``p`` (at a table of
#: four: in both seats of side ``p``), and returns the winner's seat (side) and, per round, a figure
#: for each (points won or conceded). ``table`` is whatever else the bench fixes: the target, ...
PlayMatch = Callable[[tuple[str, str], int, Any], tuple[int, list[tuple[int, int]]]]


def play_matches(job: tuple[PlayMatch, str, str, list[int], int, Any]) -> tuple[int, list[int], list[int]]:
    """Matches ``numbers`` of a pair: the first player's wins, and each side's figure per round."""
    play_match, first, second, numbers, seed, table = job
    wins, first_figures, second_figures = 0, [], []
    for i in numbers:
        seat = i % 2  # the first player's seat
        winner, rounds = play_match((first, second) if seat == 0 else (second, first), seed + i // 2, table)
        wins += winner == seat
        first_figures.extend(figures[seat] for figures in rounds)
        second_figures.extend(figures[1 - seat] for figures in rounds)
    return wins, first_figures, second_figures


def play_pair(
    pool: ProcessPoolExecutor, play_match: PlayMatch, pair: tuple[str, str], matches: int, workers: int, seed: int,
    table: Any,
) -> tuple[int, list[int], list[int]]:
    """Every match of ``pair``, shared among the pool's workers."""
    jobs = [(play_match, *pair, list(range(w, matches, workers)), seed, table) for w in range(workers)]
    wins, first_figures, second_figures = 0, [], []
    for w, a, b in pool.map(play_matches, jobs):
        wins, first_figures, second_figures = wins + w, first_figures + a, second_figures + b
    return wins, first_figures, second_figures


def wilson(successes: int, trials: int) -> tuple[float, float]:
    """The Wilson score 95% interval of a proportion."""
    p = successes / trials
    denominator = 1 + Z95**2 / trials
    centre = (p + Z95**2 / (2 * trials)) / denominator
    half = Z95 * math.sqrt(p * (1 - p) / trials + Z95**2 / (4 * trials**2)) / denominator
    return centre - half, centre + half


def mean_interval(samples: list[int], digits: int, sign: bool = False) -> str:
    """The mean with the half-width of its normal 95% interval."""
    half = Z95 * statistics.stdev(samples) / math.sqrt(len(samples))
    return f"{statistics.fmean(samples):{'+' if sign else ''}.{digits}f} ± {half:.{digits}f}"


def match_arguments(parser: argparse.ArgumentParser, matches: int, pairs: str) -> None:
    """The options every strength bench takes: how many matches, on how many processes, from which seed, to what target."""
    parser.add_argument("--matches", type=int, default=matches, help="matches per pair (even: each deal from both seats)")
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--seed", type=int, default=0, help="the first game seed")
    parser.add_argument("--target", type=int, default=11, choices=(11, 16, 21, 31))
    parser.add_argument("--pairs", default=pairs, help=f"first-second,... (default {pairs})")


def read_pairs(text: str, known: Collection[str]) -> list[tuple[str, str]]:
    """``first-second,...`` as pairs of player names, each one of ``known``."""
    pairs = []
    for item in text.split(","):
        first, _, second = item.partition("-")
        for name in (first, second):
            if name not in known:
                raise SystemExit(f"unknown player {name!r}; players: {', '.join(known)}")
        pairs.append((first, second))
    return pairs


def print_pairs(
    play_match: PlayMatch, pairs: list[tuple[str, str]], matches: int, workers: int, seed: int, table: Any
) -> None:
    """The table's head, then a row per pair as soon as its matches are played."""
    print("| pair | matches | first wins | 95% CI | rounds | margin per round | first per round | second per round | time |")
    print("| --- | ---: | ---: | --- | ---: | ---: | ---: | ---: | ---: |")
    with ProcessPoolExecutor(workers) as pool:
        for first, second in pairs:
            start = time.perf_counter()
            wins, first_points, second_points = play_pair(pool, play_match, (first, second), matches, workers, seed, table)
            low, high = wilson(wins, matches)
            margins = [a - b for a, b in zip(first_points, second_points)]
            print(
                f"| {first} v {second} | {matches} | {wins / matches:.1%} | {low:.1%} to {high:.1%} "
                f"| {len(margins)} | {mean_interval(margins, 2, sign=True)} | {mean_interval(first_points, 2)} "
                f"| {mean_interval(second_points, 2)} | {time.perf_counter() - start:.0f} s |",
                flush=True,
            )
