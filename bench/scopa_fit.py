"""Fit Scopa Hard's end-of-hand value by self-play and write it into the package, exactly.

    python3 bench/scopa_fit.py --seed 0 --rounds 6000 [--out py/mazzo/ai/scopa_values_table.py]

Hard at a small budget (``SELF_PLAY``: 4 deals of 4,000 nodes a decision) plays seeded
rounds against itself: a player close to the Hard whose search will read the table, yet
quick enough for thousands of rounds (Normal is quicker still, but it leaves sweeps and
takes where Hard would not, so its rounds would teach Hard the wrong odds). At the end
of each hand of cards but the last, every category's key is recorded from the next
hand's leader (``scopa_values.keys``) with how that category ended: +1, 0 or -1 for
most cards, coins and primiera, the settebello's +1 or -1 while nobody has it, and the
scopas still to come. Each key's value is the mean of what followed it, shrunk toward
``estimate``'s even-split odds by ``PRIOR_WEIGHT`` imagined positions, so that a key
seen a few times moves little. The same arguments write the identical file.
"""

from __future__ import annotations

import argparse
import sys
from collections import defaultdict
from functools import partial
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "py"))

from mazzo.ai.scopa import HardSettings, hard
from mazzo.ai.scopa_sim import COINS, SETTEBELLO, mask_of, primiera
from mazzo.ai.scopa_values import CATEGORIES, keys, prior
from mazzo.game import deal_rng, new_game
from mazzo.scopa import ScopaState

#: Hard at a small budget, valuing hand ends by ``estimate``: the table it writes plays no part in its rounds.
SELF_PLAY = partial(hard, settings=HardSettings(deals=4, work=4_000, learned=False))
PRIOR_WEIGHT = 30
DIGITS = 4
TABLE = Path(__file__).resolve().parent.parent / "py" / "mazzo" / "ai" / "scopa_values_table.py"
#: Each category's name in the written module.
NAMES = {category: category.upper() for category in CATEGORIES}
#: One recorded hand end: each category's key, and the state it was seen in.
Sample = tuple[dict[str, tuple[int, ...]], int, int, bool]


def sign(a: int, b: int) -> int:
    return (a > b) - (a < b)


def hand_end(state: ScopaState) -> tuple[dict[str, tuple[int, ...]], int, int, bool]:
    """The keys of ``state`` (just after a hand's last play and the next deal), from the next hand's leader;
    with the leader's seat, the scopa difference then, and whether the settebello was still out."""
    leader = state.turn
    pile_me, pile_opp = mask_of(state.piles[leader]), mask_of(state.piles[1 - leader])
    deck_left = len(state.deck) + 6  # the next hands were in the deck when the hand ended
    scopa_diff = len(state.scopas[leader]) - len(state.scopas[1 - leader])
    still_out = not ((pile_me | pile_opp) & SETTEBELLO)
    return keys(pile_me, pile_opp, mask_of(state.table), deck_left), leader, scopa_diff, still_out


def outcomes(final: ScopaState, leader: int, scopa_diff: int, still_out: bool) -> dict[str, int]:
    """How each category ended for ``leader``, from a finished round (the settebello only if it was out)."""
    mine, theirs = mask_of(final.piles[leader]), mask_of(final.piles[1 - leader])
    ended = {
        "cards": sign(mine.bit_count(), theirs.bit_count()),
        "coins": sign((mine & COINS).bit_count(), (theirs & COINS).bit_count()),
        "primiera": sign(primiera(mine), primiera(theirs)),
        "scopas": len(final.scopas[leader]) - len(final.scopas[1 - leader]) - scopa_diff,
    }
    if still_out:
        ended["settebello"] = 1 if mine & SETTEBELLO else -1
    return ended


def self_play(seed: int) -> list[tuple[dict[str, tuple[int, ...]], dict[str, int]]]:
    """One seeded round of Hard at a small budget against itself: each hand end's keys and outcomes."""
    state, moves, seen = new_game(ScopaState, seed), 0, []
    while not state.round_over:
        state = state.apply(SELF_PLAY(state.view(state.turn), deal_rng(seed, "computer", moves)))
        moves += 1
        if moves % 6 == 0 and not state.round_over:
            seen.append(hand_end(state))
    return [(found, outcomes(state, leader, scopas, out)) for found, leader, scopas, out in seen]


def fit(seed: int, rounds: int) -> dict[str, dict[tuple[int, ...], float]]:
    """Each category's fitted value per key seen, over ``rounds`` rounds from game seed ``seed``."""
    sums: dict[str, dict[tuple[int, ...], list[int]]] = {c: defaultdict(lambda: [0, 0]) for c in CATEGORIES}
    for number in range(seed, seed + rounds):
        for found, ended in self_play(number):
            for category, outcome in ended.items():
                cell = sums[category][found[category]]
                cell[0] += outcome
                cell[1] += 1
    return {
        category: {
            key: round((total + PRIOR_WEIGHT * prior(category, key)) / (count + PRIOR_WEIGHT), DIGITS)
            for key, (total, count) in sorted(cells.items())
        }
        for category, cells in sums.items()
    }


def module_text(fitted: dict[str, dict[tuple[int, ...], float]], seed: int, rounds: int) -> str:
    """The table as a Python module, keys in order, wrapped at 120 characters."""
    lines = [
        '"""Scopa Hard\'s end-of-hand values, fitted by self-play. Written by a script: do not edit.',
        "",
        f"    python3 bench/scopa_fit.py --seed {seed} --rounds {rounds}",
        "",
        "Each category maps a key (``scopa_values.keys``) to what followed it in self-play, shrunk",
        "toward the even-split odds; ``scopa_values`` reads them.",
        '"""',
        "",
    ]
    for category, cells in fitted.items():
        lines.append(f"{NAMES[category]}: dict[tuple[int, ...], float] = {{")
        row = "   "
        for key, value in cells.items():
            item = f" {key}: {value},"
            if len(row) + len(item) > 120:
                lines.append(row)
                row = "   "
            row += item
        if row.strip():
            lines.append(row)
        lines.append("}")
    return "\n".join(lines) + "\n"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seed", type=int, required=True, help="the first game seed of the self-play rounds")
    parser.add_argument("--rounds", type=int, required=True)
    parser.add_argument("--out", type=Path, default=TABLE, help="where to write the module")
    args = parser.parse_args()
    args.out.write_text(module_text(fit(args.seed, args.rounds), args.seed, args.rounds))
    print(f"wrote {args.out}")


if __name__ == "__main__":
    main()
