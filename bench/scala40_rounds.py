"""Where one Scala 40 level loses to another, round by round: prints a summary, asserts nothing.

    python3 bench/scala40_rounds.py --matches 300 [--seed 7000000] [--pair hard-normal] [--workers 2]

The matches of ``scala40_strength.py`` (each deal from both seats, the protocol's generators), and of
every round: who closed, what each paid and whether they had opened, the turn each opened in, and
how often each took the other's discard, before opening (to open with it) and after.
"""

from __future__ import annotations

import argparse
import sys
from collections import Counter
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "py"))

from mazzo.game import deal_rng, new_game
from mazzo.scala40 import DrawStock, Open, ScalaOptions, ScalaState, TakeDiscard
from mazzo.scala40.state import DRAW
from scala40_strength import LEVELS

#: Per round and seat (the first level's, then the other's): the figures counted.
FIGURES = ("rounds closed", "points paid", "paid unopened", "times caught unopened", "opening turn", "rounds opened",
           "takes before opening", "takes after opening")


def play_match(job: tuple[tuple[str, str], int, int]) -> tuple[bool, Counter[tuple[str, int]]]:
    """Match ``number`` of the pair: whether the first level won, and its rounds' figures by (figure, side: 0 the first)."""
    pair, seed, number = job
    first = number % 2
    levels = pair if first == 0 else pair[::-1]
    game_seed = seed + number // 2
    state = new_game(ScalaState, game_seed, ScalaOptions(target=101))
    counts: Counter[tuple[str, int]] = Counter()
    log_length, turns = 0, [0, 0]
    while True:
        if state.round_over:
            for seat in (0, 1):
                side = 0 if seat == first else 1
                paid = state.result.points[seat]
                counts["rounds closed", side] += state.result.closer == seat
                counts["points paid", side] += paid
                if not state.opened[seat] and state.result.closer is not None:
                    counts["paid unopened", side] += paid
                    counts["times caught unopened", side] += 1
            if state.game_over:
                return state.winner == first, counts
            state, log_length, turns = state.next_round(), log_length + 1, [0, 0]
            continue
        seat = state.turn
        side = 0 if seat == first else 1
        move = LEVELS[levels[seat]](state, deal_rng(game_seed, "computer", log_length))
        if state.phase == DRAW and isinstance(move, (DrawStock, TakeDiscard)):
            turns[seat] += 1
        if isinstance(move, TakeDiscard):
            counts["takes after opening" if state.opened[seat] else "takes before opening", side] += 1
        if isinstance(move, Open):
            counts["opening turn", side] += turns[seat]
            counts["rounds opened", side] += 1
        state, log_length = state.apply(move), log_length + 1


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--matches", type=int, default=300, help="matches (even: both seats)")
    parser.add_argument("--seed", type=int, default=7000000, help="the first game seed")
    parser.add_argument("--pair", default="hard-normal", help=f"first-second of {', '.join(LEVELS)}")
    parser.add_argument("--workers", type=int, default=2)
    args = parser.parse_args()
    pair = tuple(args.pair.split("-"))
    wins, counts = 0, Counter[tuple[str, int]]()
    with ProcessPoolExecutor(args.workers) as pool:
        for won, figures in pool.map(play_match, [(pair, args.seed, i) for i in range(args.matches)], chunksize=4):
            wins += won
            counts.update(figures)
    rounds = sum(counts["rounds closed", side] for side in (0, 1))
    print(f"{pair[0]} v {pair[1]}: {args.matches} matches from seed {args.seed}, {pair[0]} won {wins}; {rounds} rounds closed")
    print()
    print(f"| per round closed (the opening turn: per round opened) | {pair[0]} | {pair[1]} |")
    print("| --- | ---: | ---: |")
    for figure in FIGURES:
        per = [counts["rounds opened", side] if figure == "opening turn" else rounds for side in (0, 1)]
        print(f"| {figure} | {counts[figure, 0] / max(1, per[0]):.3f} | {counts[figure, 1] / max(1, per[1]):.3f} |")

if __name__ == "__main__":
    main()
