"""How strong the computer levels are at a table of four: seeded matches between two teams, a table, no asserts.

    python3 bench/four_strength.py --game scopa [--matches 1000] [--workers 2] [--seed 0] [--pairs hard-normal]
    python3 bench/four_strength.py --game scopone [--variant classico] ...
    python3 bench/four_strength.py --game scopone --pairs hard-baseline --baseline /tmp/main-ai

With ``--baseline DIR`` (a copy of an older ``py/mazzo/ai``, e.g. main's), also ``baseline``:
that copy's Hard of the tables of four, so a change to Hard is measured against the Hard before it.

Scopa in pairs or Scopone: each team is one level in both of its seats (0+2 or 1+3), every
seat deciding from its own view. Each deal is played twice, the teams changing seats
(bench/duel.py), and each move gets the generator the protocol would give it
(``deal_rng(seed, "computer", log length)``). Reported per pair: the first team's match win
rate with a Wilson 95% interval, and points per round: first minus second, and each
team's, each with a normal 95% interval.
"""

from __future__ import annotations

import argparse
import importlib
import os
import random
import sys
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "py"))

from duel import match_arguments, print_pairs, read_pairs  # noqa: E402
from scopa_strength import BASELINE_DIRECTORY, baseline_hard, play_out  # noqa: E402

from mazzo.ai import LEVELS, choose_move  # noqa: E402
from mazzo.game import new_game  # noqa: E402
from mazzo.games import RULES  # noqa: E402
from mazzo.scopa import PartnershipView, Play, ScopaState  # noqa: E402

DEFAULT_PAIRS = "normal-easy,hard-easy,hard-normal"
#: The table each --game names, as the protocol's new_game options ask for it.
TABLES = {"scopa": {"players": 4}, "scopone": {}}


def baseline_four_hard(directory: str) -> Callable[[PartnershipView, random.Random], Play]:
    """The Hard of the tables of four of an older copy of ``mazzo.ai`` in ``directory`` (loaded as Scopa's bench loads it)."""
    baseline_hard(directory)
    return importlib.import_module("mazzo.ai_baseline.scopa_four").hard  # type: ignore[no-any-return]


#: Players beside the levels, each deciding from its seat's view: ``baseline`` with ``--baseline``
#: (scopa_strength's environment variable, so that every worker process loads it too).
OTHERS: dict[str, Callable[[PartnershipView, random.Random], Play]] = {}
if os.environ.get(BASELINE_DIRECTORY):
    OTHERS["baseline"] = baseline_four_hard(os.environ[BASELINE_DIRECTORY])


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
        name, view = players[state.turn % 2], state.view(state.turn)
        return OTHERS[name](view, rng) if name in OTHERS else choose_move(seating.players, name, view, rng)

    return play_out(new_game(seating.state, seed, options), choose, seed)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", choices=sorted(TABLES), required=True)
    parser.add_argument("--variant", choices=("scientifico", "classico"), help="Scopone's variant")
    match_arguments(parser, 1000, DEFAULT_PAIRS)
    parser.add_argument("--baseline", metavar="DIR", help="a copy of an older py/mazzo/ai: its Hard plays as 'baseline'")
    args = parser.parse_args()
    if args.variant and args.game != "scopone":
        raise SystemExit("--variant is Scopone's")
    if args.baseline:
        os.environ[BASELINE_DIRECTORY] = args.baseline
        OTHERS["baseline"] = baseline_four_hard(args.baseline)
    pairs = read_pairs(args.pairs, [*LEVELS, *OTHERS])

    name = f"{args.game} ({args.variant})" if args.variant else args.game
    print(f"{name} for four, teams of one level, {args.matches} matches to {args.target} per pair, seeds from {args.seed}, "
          "seats alternated")
    print()
    print_pairs(play_match, pairs, args.matches, args.workers, args.seed, (args.game, args.variant, args.target), args.progress)


if __name__ == "__main__":
    main()
