"""How strong the computer levels are at a table of four: seeded matches between two teams, a table, no asserts.

    python3 bench/four_strength.py --game scopa [--matches 1000] [--workers 2] [--seed 0] [--pairs hard-normal]
    python3 bench/four_strength.py --game scopone [--variant classico] ...

Scopa in pairs or Scopone: each team is one level in both of its seats (0+2 or 1+3), every
seat deciding from its own view. Each deal is played twice, the teams changing seats
(bench/duel.py), and each move gets the generator the protocol would give it
(``deal_rng(seed, "computer", log length)``). Reported per pair: the first team's match win
rate with a Wilson 95% interval, and points per round: first minus second, and each
team's, each with a normal 95% interval.
"""

from __future__ import annotations

import argparse
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "py"))

from duel import match_arguments, print_pairs, read_pairs  # noqa: E402
from scopa_strength import play_out  # noqa: E402

from mazzo.ai import LEVELS, choose_move  # noqa: E402
from mazzo.game import new_game  # noqa: E402
from mazzo.games import RULES  # noqa: E402
from mazzo.scopa import Play, ScopaState  # noqa: E402

DEFAULT_PAIRS = "normal-easy,hard-easy,hard-normal"
#: The table each --game names, as the protocol's new_game options ask for it.
TABLES = {"scopa": {"players": 4}, "scopone": {}}


def options_data(game: str, variant: str | None, target: int) -> dict[str, object]:
    data: dict[str, object] = {**TABLES[game], "target": target}
    if variant:
        data["variant"] = variant
    return data


def play_match(players: tuple[str, str], seed: int, table: tuple[str, str | None, int]) -> tuple[int, list[tuple[int, int]]]:
    """One match, ``players[side]`` in both seats of each side: the winning side and each round's points."""
    game, variant, target = table
    rules = RULES[game]
    options = rules.read_options(options_data(game, variant, target))
    seating = rules.seating(options)

    def choose(state: ScopaState, rng: random.Random) -> Play:
        return choose_move(seating.players, players[state.turn % 2], state.view(state.turn), rng)

    return play_out(new_game(seating.state, seed, options), choose, seed)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", choices=sorted(TABLES), required=True)
    parser.add_argument("--variant", choices=("scientifico", "classico"), help="Scopone's variant")
    match_arguments(parser, 1000, DEFAULT_PAIRS)
    args = parser.parse_args()
    if args.variant and args.game != "scopone":
        raise SystemExit("--variant is Scopone's")
    pairs = read_pairs(args.pairs, LEVELS)

    name = f"{args.game} ({args.variant})" if args.variant else args.game
    print(f"{name} for four, teams of one level, {args.matches} matches to {args.target} per pair, seeds from {args.seed}, "
          "seats alternated")
    print()
    print_pairs(play_match, pairs, args.matches, args.workers, args.seed, (args.game, args.variant, args.target), args.progress)


if __name__ == "__main__":
    main()
