"""How strong the Briscola computer levels are: seeded hands between pairs, a table, no asserts.

    python3 bench/briscola_strength.py [--hands 2000] [--workers 2] [--seed 0] [--pairs normal-easy,hard-normal]
    python3 bench/briscola_strength.py --players 4 --pairs hard-normal [--hands 2000] [--progress 20]

Players: the levels ``easy``, ``normal``, ``hard``, and from bench/briscola_reference.py
``omniscient`` (sees every card); ``hard:NAME=VALUE:...`` is Hard with those of its settings
changed (``HardSettings``), to screen a change: ``--pairs hard:deals=96-hard``. Each deal is played
from both seats (bench/duel.py), one
hand at a time; each move gets the generator the protocol would give it
(``deal_rng(seed, "computer", moves so far)``). Reported per pair: the hands the first
player won out of the decided ones (60-60 is a draw) with a Wilson 95% interval, the draws,
and card points per hand: first minus second, and each side's, each with a normal 95% interval.
With ``--progress N``, the row so far also goes to stderr after every N hands, the hands played in
order: a long run stopped early still has its figures, every deal so far played from both seats.

With ``--players 4``, Briscola in pairs: each side is one level in both of its seats (0+2 or
1+3), every seat deciding from its own view, the sides changing seats on each deal's replay.
"""

from __future__ import annotations

import argparse
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "py"))

from briscola_reference import omniscient  # noqa: E402
from duel import mean_interval, play_pair, read_pairs, wilson, with_settings  # noqa: E402

from mazzo.ai import briscola_four  # noqa: E402
from mazzo.ai.briscola import PLAYERS, HardSettings  # noqa: E402
from mazzo.briscola import BriscolaFourState, BriscolaState  # noqa: E402
from mazzo.game import deal_rng, new_game  # noqa: E402

#: Who decides from a view; the omniscient reference alone is handed the whole state.
FROM_VIEW = dict(PLAYERS)
FROM_STATE = {"omniscient": omniscient}
DEFAULT_PAIRS = "normal-easy,hard-easy,hard-normal,omniscient-hard"


def play_hand(players: tuple[str, str], seed: int, seats: int) -> tuple[int, list[tuple[int, int]]]:
    """One hand at a table of ``seats``, ``players[p]`` in the seats of side ``p``: the winning
    side (-1 on a draw) and both sides' points."""
    state = new_game(BriscolaFourState if seats == 4 else BriscolaState, seed)
    while not state.round_over:
        player = state.turn
        name = players[player % 2]
        rng = deal_rng(seed, "computer", len(state.history))
        if seats == 4:
            move = with_settings(name, briscola_four.PLAYERS, briscola_four.HardSettings)(state.view(player), rng)
        elif name in FROM_STATE:
            move = FROM_STATE[name](state, rng)
        else:
            move = with_settings(name, FROM_VIEW, HardSettings)(state.view(player), rng)
        state = state.apply(move)
    won = state.hand_winner
    return -1 if won is None else won, [state.card_points]


def hand_row(pair: tuple[str, str], hands: int, wins: int, first_points: list[int], second_points: list[int],
             seconds: float) -> str:
    """A pair's row of the table: the first player's wins among the decided hands, and the points per hand."""
    decided = sum(a != b for a, b in zip(first_points, second_points, strict=True))
    low, high = wilson(wins, decided)
    margins = [a - b for a, b in zip(first_points, second_points, strict=True)]
    return (
        f"| {pair[0]} v {pair[1]} | {hands} | {hands - decided} | {wins / decided:.1%} "
        f"| {low:.1%} to {high:.1%} | {mean_interval(margins, 1, sign=True)} | {mean_interval(first_points, 1)} "
        f"| {mean_interval(second_points, 1)} | {seconds:.0f} s |"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=2000, help="hands per pair (even: each deal from both seats)")
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--seed", type=int, default=0, help="the first game seed")
    parser.add_argument("--pairs", default=DEFAULT_PAIRS, help=f"first-second,... (default {DEFAULT_PAIRS})")
    parser.add_argument("--players", type=int, default=2, choices=(2, 4), help="the table: two, or four in pairs")
    parser.add_argument("--progress", type=int, default=0, metavar="N", help="the row so far to stderr every N hands (even)")
    args = parser.parse_args()
    if args.progress % 2:
        raise SystemExit("--progress must be even: every deal is played from both seats")
    known = list(briscola_four.PLAYERS) if args.players == 4 else [*FROM_VIEW, *FROM_STATE]

    table = "Briscola in pairs, sides of one level" if args.players == 4 else "Briscola"
    print(f"{table}, {args.hands} hands per pair, seeds from {args.seed}, seats alternated")
    print()
    print("| pair | hands | draws | first wins (decided) | 95% CI | margin per hand | first per hand | second per hand | time |")
    print("| --- | ---: | ---: | ---: | --- | ---: | ---: | ---: | ---: |")
    with ProcessPoolExecutor(args.workers) as pool:
        for pair in read_pairs(args.pairs, known):
            start = time.perf_counter()

            def report(hands: int, wins: int, first_points: list[int], second_points: list[int]) -> None:
                print(hand_row(pair, hands, wins, first_points, second_points, time.perf_counter() - start),
                      file=sys.stderr, flush=True)

            wins, first_points, second_points = play_pair(
                pool, play_hand, pair, args.hands, args.workers, args.seed, args.players,
                args.progress, report if args.progress else None,
            )
            print(hand_row(pair, args.hands, wins, first_points, second_points, time.perf_counter() - start), flush=True)


if __name__ == "__main__":
    main()
