"""How strong Hard is at Scala 40's tables of three and four: one Hard against Normals, a table, no asserts.

    python3 bench/scala40_many_strength.py [--players 3] [--matches 1000] [--seed 0]

Each seeded match puts Hard in a different seat (the match number modulo the seats), every seat
deciding from its own view with the generator the protocol would give it (``deal_rng(seed,
"computer", moves)``). Reported: Hard's share of the matches won with a Wilson 95% interval
(a third or a quarter by chance; issue 3.5 asks at least 50% at three and 40% at four), and
Hard's think time per move (p95 and max, in ms): the CPU time of this process, so that a loaded machine (a bench
runs at nice 19 beside others) does not count the time it was kept waiting.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "py"))

from duel import wilson  # noqa: E402

from mazzo.ai.scala40 import PLAYERS  # noqa: E402
from mazzo.game import deal_rng, new_game  # noqa: E402
from mazzo.scala40 import ScalaFourState, ScalaThreeState  # noqa: E402

TABLES = {3: ScalaThreeState, 4: ScalaFourState}


def match(players: int, seed: int, hard_seat: int, thinking: list[float]) -> int:
    """One whole match; the winner's seat. Each Hard move's think time goes to ``thinking`` (CPU seconds)."""
    state = new_game(TABLES[players], seed)
    moves = 0
    while True:
        while not state.round_over:
            seat = state.turn
            level = "hard" if seat == hard_seat else "normal"
            start = time.process_time()
            move = PLAYERS[level](state.view(seat), deal_rng(seed, "computer", moves))
            if level == "hard":
                thinking.append(time.process_time() - start)
            state = state.apply(move)
            moves += 1
        if state.game_over:
            assert state.winner is not None
            return state.winner
        state = state.next_round()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--players", type=int, choices=sorted(TABLES), default=3)
    parser.add_argument("--matches", type=int, default=1000)
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args()
    wins, thinking = 0, []
    for number in range(args.matches):
        seed = args.seed + number
        wins += match(args.players, seed, number % args.players, thinking) == number % args.players
        if (number + 1) % args.players == 0 or number + 1 == args.matches:  # whole rotations, so a long run can be cut short
            report(args.players, wins, number + 1, thinking)


def report(players: int, wins: int, matches: int, thinking: list[float]) -> None:
    ordered = sorted(thinking)
    low, high = wilson(wins, matches)
    p95 = ordered[int(0.95 * (len(ordered) - 1))] * 1000
    print(f"Scala 40 for {players}: Hard against Normals won {wins} of {matches} matches "
          f"({100 * wins / matches:.1f}%, 95% interval {100 * low:.1f}-{100 * high:.1f}%); "
          f"Hard's think time over {len(ordered)} moves: p95 {p95:.0f} ms, max {ordered[-1] * 1000:.0f} ms", flush=True)


if __name__ == "__main__":
    main()
