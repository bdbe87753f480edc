"""What the strength benches share: a pair of players over seeded matches from both seats, and the
95% intervals their tables print.

Match ``i`` of a pair uses game seed ``seed + i // 2`` and seats the pair's first player as
player ``i % 2``: every deal is played twice, once from each seat.
"""

from __future__ import annotations

import math
import statistics
from concurrent.futures import ProcessPoolExecutor
from typing import Callable

Z95 = 1.96
#: ``play_match(players, seed, target)`` plays one match, ``players[p]`` in seat ``p``, and
#: returns the winner's seat and, per round, a figure for each seat (points won or conceded).
PlayMatch = Callable[[tuple[str, str], int, int], tuple[int, list[tuple[int, int]]]]


def play_matches(job: tuple[PlayMatch, str, str, list[int], int, int]) -> tuple[int, list[int], list[int]]:
    """Matches ``numbers`` of a pair: the first player's wins, and each side's figure per round."""
    play_match, first, second, numbers, seed, target = job
    wins, first_figures, second_figures = 0, [], []
    for i in numbers:
        seat = i % 2  # the first player's seat
        winner, rounds = play_match((first, second) if seat == 0 else (second, first), seed + i // 2, target)
        wins += winner == seat
        first_figures.extend(figures[seat] for figures in rounds)
        second_figures.extend(figures[1 - seat] for figures in rounds)
    return wins, first_figures, second_figures


def play_pair(
    pool: ProcessPoolExecutor, play_match: PlayMatch, pair: tuple[str, str], matches: int, workers: int, seed: int,
    target: int,
) -> tuple[int, list[int], list[int]]:
    """Every match of ``pair``, shared among the pool's workers."""
    jobs = [(play_match, *pair, list(range(w, matches, workers)), seed, target) for w in range(workers)]
    wins, first_figures, second_figures = 0, [], []
    for w, a, b in pool.map(play_matches, jobs):
        wins, first_figures, second_figures = wins + w, first_figures + a, second_figures + b
    return wins, first_figures, second_figures


def read_pairs(text: str, players: list[str]) -> list[tuple[str, str]]:
    """``first-second,...`` as pairs of names, each one of ``players`` (else the bench stops, naming them)."""
    pairs = []
    for item in text.split(","):
        first, _, second = item.partition("-")
        for name in (first, second):
            if name not in players:
                raise SystemExit(f"unknown player {name!r}; players: {', '.join(players)}")
        pairs.append((first, second))
    return pairs


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
