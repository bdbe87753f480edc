"""How strong the Tressette computer levels are: seeded matches between pairs, a table, no asserts.

    python3 bench/tressette_strength.py [--players 2|4] [--matches 2000] [--workers 2] [--seed 0] [--target 21]
        [--pairs hard-normal,normal-easy] [--progress N]

Match ``i`` of a pair is dealt from game seed ``seed + i // 2`` and seats the pair's first level
on side ``i % 2``: every deal is played twice, once from each side (bench/duel.py). At four, a
side is one level in both of its seats (0+2 or 1+3), every seat deciding from its own view. Each
move gets the generator the protocol would give it (``deal_rng(seed, "computer", moves so far)``).
``hard:NAME=VALUE`` is Hard with those of its settings changed (``HardSettings``). Reported per
pair: the matches the first level won, with a Wilson 95% interval, and the points per hand.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "py"))

from duel import match_arguments, print_pairs, read_pairs, with_settings
from mazzo.ai.tressette import PLAYERS, HardSettings
from mazzo.game import deal_rng, new_game
from mazzo.tressette import TressetteFourOptions, TressetteFourState, TressetteOptions, TressetteState

DEFAULT_PAIRS = "hard-normal"


def play_match(levels: tuple[str, str], seed: int, table: tuple[int, int]) -> tuple[int, list[tuple[int, int]]]:
    """One match, ``levels[s]`` playing side ``s``: the winning side and each hand's points."""
    players, target = table
    if players == 4:
        state: TressetteState = new_game(TressetteFourState, seed, TressetteFourOptions(target=target))
    else:
        state = new_game(TressetteState, seed, TressetteOptions(target=target))
    choosers = [with_settings(level, PLAYERS, HardSettings) for level in levels]
    moves, hands = 0, []
    while True:
        if state.round_over:
            points = state.hand_points
            hands.append((points[0], points[1]))
            if state.game_over:
                assert state.winner is not None
                return state.winner, hands
            state = state.next_round()
            moves += 1  # the protocol logs "next-round" too
            continue
        seat = state.turn
        state = state.apply(choosers[seat % 2](state.view(seat), deal_rng(seed, "computer", moves)))
        moves += 1


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    match_arguments(parser, 2000, DEFAULT_PAIRS)
    parser.set_defaults(target=21)
    parser.add_argument("--players", type=int, default=2, choices=(2, 4), help="the table: two, or four in pairs")
    args = parser.parse_args()
    pairs = read_pairs(args.pairs, PLAYERS)
    print(f"Tressette at {args.players}: {args.matches} matches to {args.target} a pair, seeds from {args.seed}")
    print()
    print_pairs(play_match, pairs, args.matches, args.workers, args.seed, (args.players, args.target), args.progress)


if __name__ == "__main__":
    main()
