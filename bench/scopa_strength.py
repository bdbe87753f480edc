"""How strong the Scopa computer levels are: seeded matches between pairs, a table, no asserts.

    python3 bench/scopa_strength.py [--matches 2000] [--workers 2] [--seed 0] [--pairs normal-easy,hard-normal]

Players: the levels ``easy``, ``normal``, ``hard``, and from bench/scopa_reference.py
``reference`` (the published recipe) and ``omniscient`` (sees every card). Each deal is
played from both seats (bench/duel.py). Each move gets the generator
the protocol would give it (``deal_rng(seed, "computer", log length)``). Reported per
pair: the first player's match win rate with a Wilson 95% interval, and points per
round: first minus second, and each side's, each with a normal 95% interval.
"""

from __future__ import annotations

import argparse
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "py"))

from duel import mean_interval, play_pair, read_pairs, wilson  # noqa: E402
from scopa_reference import omniscient, reference  # noqa: E402

from mazzo.ai.scopa import PLAYERS  # noqa: E402
from mazzo.game import deal_rng, new_game  # noqa: E402
from mazzo.scopa import ScopaOptions, ScopaState  # noqa: E402

#: Who decides from a view; the omniscient reference alone is handed the whole state.
FROM_VIEW = {**PLAYERS, "reference": reference}
FROM_STATE = {"omniscient": omniscient}
DEFAULT_PAIRS = "normal-easy,hard-easy,hard-normal,hard-reference,omniscient-hard"


def play_match(players: tuple[str, str], seed: int, target: int) -> tuple[int, list[tuple[int, int]]]:
    """One match, ``players[p]`` in seat ``p``: the winner's seat and each round's points."""
    state = new_game(ScopaState, seed, ScopaOptions(target=target))
    log_length = 0
    rounds = []
    while True:
        while not state.round_over:
            player = state.turn
            name = players[player]
            rng = deal_rng(seed, "computer", log_length)
            if name in FROM_STATE:
                move = FROM_STATE[name](state, rng)
            else:
                move = FROM_VIEW[name](state.view(player), rng)
            state = state.apply(move)
            log_length += 1
        count = state.count
        rounds.append((count[0].round_points, count[1].round_points))
        if state.game_over:
            return state.winner, rounds
        state = state.next_round()
        log_length += 1  # the protocol logs "next-round" too


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--matches", type=int, default=2000, help="matches per pair (even: each deal from both seats)")
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--seed", type=int, default=0, help="the first game seed")
    parser.add_argument("--target", type=int, default=11, choices=(11, 16, 21, 31))
    parser.add_argument("--pairs", default=DEFAULT_PAIRS, help=f"first-second,... (default {DEFAULT_PAIRS})")
    args = parser.parse_args()

    print(f"Scopa, {args.matches} matches to {args.target} per pair, seeds from {args.seed}, seats alternated")
    print()
    print("| pair | matches | first wins | 95% CI | rounds | margin per round | first per round | second per round | time |")
    print("| --- | ---: | ---: | --- | ---: | ---: | ---: | ---: | ---: |")
    with ProcessPoolExecutor(args.workers) as pool:
        for first, second in read_pairs(args.pairs, [*FROM_VIEW, *FROM_STATE]):
            start = time.perf_counter()
            wins, first_points, second_points = play_pair(
                pool, play_match, (first, second), args.matches, args.workers, args.seed, args.target
            )
            low, high = wilson(wins, args.matches)
            margins = [a - b for a, b in zip(first_points, second_points)]
            print(
                f"| {first} v {second} | {args.matches} | {wins / args.matches:.1%} | {low:.1%} to {high:.1%} "
                f"| {len(margins)} | {mean_interval(margins, 2, sign=True)} | {mean_interval(first_points, 2)} "
                f"| {mean_interval(second_points, 2)} | {time.perf_counter() - start:.0f} s |",
                flush=True,
            )


if __name__ == "__main__":
    main()
