"""Screen Scala 40 Hard's point weights against another level: prints a table, asserts nothing.

    python3 bench/scala40_tune.py --matches 400 --seed 5000000 --variants "shipped;CARD_COST=4;CARD_COST=1,JOKER_HELD=16"

Each variant (``;``-separated; ``shipped`` or comma-separated ``NAME=VALUE`` settings) sets the named
constants in every ``mazzo.ai.scala40*`` module that has them (a weight imported by name is set
where it is used too), then plays the same seeded matches as ``scala40_strength.py``, in this one
process, each match under every variant in turn (the table printed every ``--progress`` matches,
so that a run stopped early is still paired); the last column is each match's lead (the points the other
level took less Hard's) less the same match's under the first variant, mean ± 95%: the deals are
the same, so this paired figure is less noisy than the two rows apart. Tune on seeds of their own
and confirm on fresh ones. Only Hard's weights belong here: Normal shares ``BLIND_CHANCE``, ``SECOND_CHANCE``, ``JOKER_KEEP``,
``MELDED_KEEP`` and ``PENALTY_TIE``, which are refused.
"""

from __future__ import annotations

import argparse
import importlib
import sys
import time
from pathlib import Path
from types import ModuleType

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "py"))

from duel import mean_interval, pair_row, play_matches
from scala40_strength import play_match

MODULES = ("scala40_plan", "scala40_values", "scala40_reading")
#: Weights Normal plays by too: changing them would change the opponent.
SHARED = {"BLIND_CHANCE", "SECOND_CHANCE", "JOKER_KEEP", "MELDED_KEEP", "PENALTY_TIE"}


def modules() -> list[ModuleType]:
    return [importlib.import_module(f"mazzo.ai.{name}") for name in MODULES]


def settings(variant: str) -> dict[str, float]:
    """``NAME=VALUE,...`` as a dict (``shipped``: none)."""
    if variant == "shipped":
        return {}
    return {name: float(value) for name, _, value in (item.partition("=") for item in variant.split(","))}


def apply(setting: dict[str, float], shipped: dict[str, float]) -> None:
    """Every weight back to its shipped value, then ``setting`` on top, in every module that holds it."""
    for name, value in {**shipped, **setting}.items():
        holders = [module for module in modules() if hasattr(module, name)]
        if not holders:
            raise SystemExit(f"no Scala 40 module has {name}")
        for module in holders:
            setattr(module, name, type(getattr(module, name))(value))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--matches", type=int, default=400, help="matches per variant (even: both seats)")
    parser.add_argument("--seed", type=int, default=5000000, help="the first game seed")
    parser.add_argument("--target", type=int, default=101)
    parser.add_argument("--against", default="normal", help="the level Hard plays against")
    parser.add_argument("--variants", default="shipped", help="variants separated by ';'")
    parser.add_argument("--progress", type=int, default=50, help="print the table every this many matches (even)")
    args = parser.parse_args()

    variants = args.variants.split(";")
    names = {name for variant in variants for name in settings(variant)}
    if names & SHARED:
        raise SystemExit(f"Normal plays by {', '.join(sorted(names & SHARED))} too")
    shipped = {name: getattr(next(m for m in modules() if hasattr(m, name)), name) for name in names}
    print(f"Scala 40 Hard v {args.against}, {args.matches} matches to {args.target}, seeds from {args.seed}")
    print()
    print("| variant | matches | Hard wins | 95% CI | rounds | Hard's lead per round | other concedes | Hard concedes | time "
          "| lead per match less the first variant's |")
    print("| --- | ---: | ---: | --- | ---: | ---: | ---: | ---: | ---: | ---: |")
    results = {variant: ([0], [], [], []) for variant in variants}  # wins, Hard's points, the other's, leads
    start = time.perf_counter()
    for i in range(args.matches):
        for variant in variants:
            apply(settings(variant), shipped)
            won, hard_rounds, other_rounds = play_matches((play_match, "hard", args.against, [i], args.seed, args.target))
            wins, hard_points, other_points, leads = results[variant]
            wins[0] += won
            hard_points += hard_rounds
            other_points += other_rounds
            leads.append(sum(other_rounds) - sum(hard_rounds))
        if (i + 1) % args.progress == 0 or i + 1 == args.matches:
            print(f"after {i + 1} matches:", flush=True)
            for variant in variants:
                wins, hard_points, other_points, leads = results[variant]
                row = pair_row((variant, args.against), i + 1, wins[0], other_points, hard_points, time.perf_counter() - start)
                first = results[variants[0]][3]
                paired = ""
                if variant != variants[0]:
                    paired = mean_interval([a - b for a, b in zip(leads, first, strict=True)], 1, sign=True)
                print(f"{row.replace(f' v {args.against}', '', 1)} {paired} |", flush=True)

if __name__ == "__main__":
    main()
