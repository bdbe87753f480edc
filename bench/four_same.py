"""Hard at a table of four, this tree's against another commit's: the same decisions, and how much CPU each takes.

    python3 bench/four_same.py [--reference main] [--tree HEAD~1] [--positions 100] [--seed 0]

A speedup of the search must not change a single decision. Each table's positions are
reached by Normal's play at every seat from seeded deals (every third decision that has
a choice); at each, Hard's move and Hard's values of every move (the coach's
``hard_values``) are computed by this tree's ``py/`` (or ``--tree``'s) and by
``--reference``'s (each commit's taken with ``git archive``), each in its own process,
with the generator the protocol would give it. Prints, per table, whether every move
and every value is the same, and each side's CPU time per decision (median, p95, max,
total), measured in one run. Exits 1 on any difference.
"""

from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import sys
import tarfile
import tempfile
import time
from io import BytesIO
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
#: Each table as the protocol's new_game asks for it.
TABLES = {"Scopa for four": ("scopa", {"players": 4}), "Scopone": ("scopone", {})}
#: Every this-many-th decision with a choice is a position to compare.
STRIDE = 3


def decide(py: str, game: str, options: dict[str, object], positions: int, seed: int) -> dict[str, list]:
    """Hard's move, values and CPU milliseconds at each position, by the ``mazzo`` in ``py``."""
    sys.path.insert(0, py)
    from mazzo.ai.scopa_four import hard, hard_values
    from mazzo.game import deal_rng, new_game
    from mazzo.games import RULES

    rules = RULES[game]
    chosen = rules.read_options(options)
    seating = rules.seating(chosen)
    out: dict[str, list] = {"moves": [], "values": [], "ms": []}
    choices = 0
    while len(out["moves"]) < positions:
        state, moves = new_game(seating.state, seed, chosen), 0
        while not state.game_over and len(out["moves"]) < positions:
            if state.round_over:
                state = state.next_round()
                continue
            view = state.view(state.turn)
            if len(state.legal_moves()) > 1:
                choices += 1
                if choices % STRIDE == 0:
                    start = time.process_time()
                    move = hard(view, deal_rng(seed, "computer", moves))
                    out["ms"].append((time.process_time() - start) * 1000)
                    out["moves"].append(str(move))
                    values = hard_values(view, deal_rng(seed, "computer", moves))
                    out["values"].append([[str(play), repr(value)] for play, value in values])
            state = state.apply(seating.players["normal"](view, deal_rng(seed, "computer", moves)))
            moves += 1
        seed += 1
    return out


def commit_tree(ref: str, into: Path) -> Path:
    """``ref``'s ``py/`` unpacked under ``into``."""
    archive = subprocess.run(["git", "-C", str(ROOT), "archive", ref, "py"], check=True, capture_output=True).stdout
    with tarfile.open(fileobj=BytesIO(archive)) as tar:
        tar.extractall(into, filter="data")
    return into / "py"


def run_side(py: Path, game: str, options: dict[str, object], positions: int, seed: int) -> dict[str, list]:
    command = [sys.executable, __file__, "--side", str(py), "--game", game, "--options", json.dumps(options),
               "--positions", str(positions), "--seed", str(seed)]
    return json.loads(subprocess.run(command, check=True, capture_output=True, text=True).stdout)


def times(name: str, ms: list[float]) -> str:
    ordered = sorted(ms)
    p95 = ordered[min(len(ordered) - 1, int(len(ordered) * 0.95))]
    return f"{name} {statistics.median(ordered):.2f} / {p95:.2f} / {ordered[-1]:.2f} / {sum(ordered):.0f}"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--reference", default="main", help="the commit to compare with")
    parser.add_argument("--tree", help="a commit to measure instead of this tree")
    parser.add_argument("--positions", type=int, default=100, help="positions per table")
    parser.add_argument("--seed", type=int, default=0, help="the first deal's seed")
    parser.add_argument("--side", help=argparse.SUPPRESS)
    parser.add_argument("--game", help=argparse.SUPPRESS)
    parser.add_argument("--options", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.side:
        print(json.dumps(decide(args.side, args.game, json.loads(args.options), args.positions, args.seed)))
        return

    measuring = args.tree or "this tree"
    print(f"Hard, {measuring} against {args.reference}: {args.positions} positions a table, seeds from {args.seed}")
    print("CPU ms a decision: median / p95 / max / total")
    print()
    print(f"| table | same moves | same values | {args.reference} | {measuring} | total ratio |")
    print("| --- | --- | --- | --- | --- | ---: |")
    differ = False
    with tempfile.TemporaryDirectory() as temp:
        reference = commit_tree(args.reference, Path(temp) / "reference")
        measured = commit_tree(args.tree, Path(temp) / "tree") if args.tree else ROOT / "py"
        for name, (game, options) in TABLES.items():
            before = run_side(reference, game, options, args.positions, args.seed)
            now = run_side(measured, game, options, args.positions, args.seed)
            moves = sum(a == b for a, b in zip(before["moves"], now["moves"], strict=True))
            values = sum(a == b for a, b in zip(before["values"], now["values"], strict=True))
            differ |= moves < args.positions or values < args.positions
            ratio = sum(before["ms"]) / sum(now["ms"])
            print(f"| {name} | {moves} of {args.positions} | {values} of {args.positions} | "
                  f"{times('', before['ms'])} | {times('', now['ms'])} | {ratio:.2f} |", flush=True)
    sys.exit(1 if differ else 0)


if __name__ == "__main__":
    main()
