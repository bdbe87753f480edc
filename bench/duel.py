"""What the strength benches share: a pair of players over seeded matches from both seats, the
95% intervals, and the table they print.

Match ``i`` of a pair uses game seed ``seed + i // 2`` and seats the pair's first player as
player ``i % 2``: every deal is played twice, once from each seat.
"""

from __future__ import annotations

import argparse
import dataclasses
import functools
import math
import statistics
import sys
import time
from collections.abc import Callable, Collection, Mapping
from concurrent.futures import ProcessPoolExecutor
from typing import Any

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
    table: Any, progress: int = 0, report: Callable[[int, int, list[int], list[int]], None] | None = None,
) -> tuple[int, list[int], list[int]]:
    """Every match of ``pair``, shared among the pool's workers. With ``progress``, in runs of that many
    matches, in order, ``report(matches, wins, first_figures, second_figures)`` after each: a long run
    stopped early still has its figures, every deal so far played from both seats (``progress`` even)."""
    if progress:
        runs = [list(range(start, min(start + progress, matches))) for start in range(0, matches, progress)]
    else:
        runs = [list(range(w, matches, workers)) for w in range(workers)]
    jobs = [(play_match, *pair, numbers, seed, table) for numbers in runs]
    played, wins, first_figures, second_figures = 0, 0, [], []
    for numbers, (w, a, b) in zip(runs, pool.map(play_matches, jobs)):
        played, wins, first_figures, second_figures = played + len(numbers), wins + w, first_figures + a, second_figures + b
        if report:
            report(played, wins, first_figures, second_figures)
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
    parser.add_argument("--progress", type=int, default=0, metavar="N",
                        help="also print the figures so far to stderr after every N matches (even)")


def with_settings(variant: str, players: Mapping[str, Callable[..., Any]], settings_type: type) -> Callable[..., Any]:
    """The player ``variant`` names: a level of ``players``, or ``hard:NAME=VALUE:...``, Hard with those
    fields of its settings (``settings_type``) changed, to screen a change before making it."""
    name, *changes = variant.split(":")
    if name not in players:
        raise SystemExit(f"unknown player {name!r}; players: {', '.join(players)}")
    if not changes:
        return players[name]
    fields = {field.name for field in dataclasses.fields(settings_type)}
    settings: dict[str, float] = {}
    for change in changes:
        key, _, value = change.partition("=")
        if name != "hard" or key not in fields:
            raise SystemExit(f"only hard takes settings, one of {', '.join(sorted(fields))}: not {change!r}")
        settings[key] = float(value) if "." in value else int(value)
    return functools.partial(players[name], settings=settings_type(**settings))


def read_pairs(text: str, known: Collection[str]) -> list[tuple[str, str]]:
    """``first-second,...`` as pairs of player names, each one of ``known``."""
    pairs = []
    for item in text.split(","):
        first, _, second = item.partition("-")
        for name in (first, second):
            if name.split(":")[0] not in known:
                raise SystemExit(f"unknown player {name!r}; players: {', '.join(known)}")
        pairs.append((first, second))
    return pairs


def pair_row(pair: tuple[str, str], matches: int, wins: int, first_points: list[int], second_points: list[int], seconds: float) -> str:
    """A pair's row of the table: the first player's wins with their interval, and the points per round."""
    low, high = wilson(wins, matches)
    margins = [a - b for a, b in zip(first_points, second_points)]
    return (
        f"| {pair[0]} v {pair[1]} | {matches} | {wins / matches:.1%} | {low:.1%} to {high:.1%} "
        f"| {len(margins)} | {mean_interval(margins, 2, sign=True)} | {mean_interval(first_points, 2)} "
        f"| {mean_interval(second_points, 2)} | {seconds:.0f} s |"
    )


def print_pairs(
    play_match: PlayMatch, pairs: list[tuple[str, str]], matches: int, workers: int, seed: int, table: Any,
    progress: int = 0,
) -> None:
    """The table's head, then a row per pair as soon as its matches are played (with ``progress``, a row
    so far on stderr after every ``progress`` matches)."""
    if progress % 2:
        raise SystemExit("--progress must be even: every deal is played from both seats")
    print("| pair | matches | first wins | 95% CI | rounds | margin per round | first per round | second per round | time |")
    print("| --- | ---: | ---: | --- | ---: | ---: | ---: | ---: | ---: |")
    with ProcessPoolExecutor(workers) as pool:
        for pair in pairs:
            start = time.perf_counter()

            def report(played: int, wins: int, first: list[int], second: list[int]) -> None:
                print(pair_row(pair, played, wins, first, second, time.perf_counter() - start), file=sys.stderr, flush=True)

            wins, first_points, second_points = play_pair(
                pool, play_match, pair, matches, workers, seed, table, progress, report if progress else None
            )
            print(pair_row(pair, matches, wins, first_points, second_points, time.perf_counter() - start), flush=True)
