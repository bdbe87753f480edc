"""How strong the Scala 40 computer levels are against each other: prints a table, asserts nothing.

    python3 bench/scala40_strength.py [--matches 1000] [--workers 2] [--seed 0] [--target 101] [--pairs hard-plan]

Every pair of levels plays seeded matches to the target, each deal from both seats
(bench/duel.py). Each move gets the generator the protocol would give it (``deal_rng(seed, "computer", moves so far)``). Reported per pair: the first
level's match win rate with a Wilson 95% interval, and each level's average points
conceded per round (the points it took in a round, void rounds counted as 0) with a
normal 95% interval. ``plan`` is main's Hard before it weighed its moves (issue 2.6): the turn
plan with Hard's habits, which Hard still follows after each move it weighs. ``omniscient``
(bench/scala40_reference.py) is Hard playing its turns out in the true position.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from collections.abc import Callable
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "py"))

from duel import mean_interval, play_pair, wilson  # noqa: E402

from mazzo.ai.scala40 import PLAYERS  # noqa: E402
from mazzo.ai.scala40_plan import HARD, play  # noqa: E402
from scala40_reference import omniscient  # noqa: E402
from mazzo.game import deal_rng, new_game  # noqa: E402
from mazzo.scala40 import Move, ScalaOptions, ScalaState, ScalaView  # noqa: E402

#: Every pair of levels, the stronger first.
PAIRS = "normal-easy,hard-easy,hard-normal"

def from_view(player: Callable[[ScalaView, random.Random], Move]) -> Callable[[ScalaState, random.Random], Move]:
    """A level as the bench calls it: given the state, it decides from the view of the player to move."""
    return lambda state, rng: player(state.view(state.turn), rng)


#: The levels, main's Hard before issue 2.6 and the omniscient reference (bench only).
LEVELS = {
    **{name: from_view(player) for name, player in PLAYERS.items()},
    "plan": from_view(lambda view, rng: play(view, rng, HARD)),
    "omniscient": omniscient,
}


def play_match(levels: tuple[str, str], seed: int, target: int) -> tuple[int, list[tuple[int, int]]]:
    """One match, ``levels[p]`` in seat ``p``: the winner's seat and each round's points."""
    state = new_game(ScalaState, seed, ScalaOptions(target=target))
    log_length = 0
    rounds = []
    while True:
        if state.round_over:
            rounds.append(state.result.points)
            if state.game_over:
                return state.winner, rounds
            state = state.next_round()
            log_length += 1  # the protocol logs "next-round" too
            continue
        player = state.turn
        move = LEVELS[levels[player]](state, deal_rng(seed, "computer", log_length))
        state = state.apply(move)
        log_length += 1


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--matches", type=int, default=1000, help="matches per pair of levels (even: both seats)")
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--seed", type=int, default=0, help="the first game seed")
    parser.add_argument("--target", type=int, default=101, choices=(51, 101, 151, 201))
    parser.add_argument("--progress", type=int, default=0, help="report to stderr every this many matches (even)")
    parser.add_argument("--pairs", default=PAIRS, help=f"first-second,... of {', '.join(LEVELS)} (default {PAIRS})")
    args = parser.parse_args()

    print(f"Scala 40 levels, {args.matches} matches to {args.target} per pair, seeds from {args.seed}, seats alternated")
    print()
    print("| pair | matches | first level wins | 95% CI | rounds | first concedes per round | second concedes per round | time |")
    print("| --- | ---: | ---: | --- | ---: | ---: | ---: | ---: |")
    with ProcessPoolExecutor(args.workers) as pool:
        for first, second in (pair.split("-") for pair in args.pairs.split(",")):
            start = time.perf_counter()

            def report(played: int, wins: int, conceded_first: list[int], conceded_second: list[int]) -> None:
                low, high = wilson(wins, played)
                print(f"  ({first} v {second}: {wins} of {played}, {low:.1%} to {high:.1%})", file=sys.stderr, flush=True)

            wins, conceded_first, conceded_second = play_pair(
                pool, play_match, (first, second), args.matches, args.workers, args.seed, args.target,
                args.progress, report if args.progress else None,
            )
            low, high = wilson(wins, args.matches)
            print(
                f"| {first} v {second} | {args.matches} | {wins / args.matches:6.1%} | {low:.1%} to {high:.1%} "
                f"| {len(conceded_first)} | {mean_interval(conceded_first, 1)} | {mean_interval(conceded_second, 1)} "
                f"| {time.perf_counter() - start:.0f} s |",
                flush=True,
            )


if __name__ == "__main__":
    main()
