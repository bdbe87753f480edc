"""Fit Briscola Hard's values of the cards held by self-play: prints the fitted table, asserts nothing.

    nice -n 19 .venv/bin/python bench/briscola_fit.py --hands 4000 [--seed 7000000] [--deals 8]

Hard (with ``--deals`` imagined deals a decision, for speed) plays seeded hands against itself.
Between any two tricks, from the side of the player who leads next, the script records which
cards each hand holds (a card by whether it is a trump and its value), how many cards are left
to draw, and what the rest of the hand brought: that player's card points from there on less
the other's. A least-squares fit then says what each kind of card held is worth to its holder,
and what leading is worth, each as ``a + b * (cards left to draw) / 34``: the values Hard's search
judges a position by at its horizon (``briscola_search.HOLD_FIT``, ``LEAD_FIT``). Needs numpy
(bench only). The same arguments print the same table.
"""

from __future__ import annotations

import argparse
import functools
import sys
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "py"))

from mazzo.ai.briscola import HardSettings, hard  # noqa: E402
from mazzo.briscola import STOCK_AT_DEAL, BriscolaState  # noqa: E402
from mazzo.game import deal_rng, new_game  # noqa: E402

#: Each kind of card: trump or not, by value (1 to 10): 20 kinds, and leading.
KINDS = 20
VALUES = "A234567JQK"


def kind(card, trumps: str) -> int:
    return (10 if card.suit == trumps else 0) + card.value - 1


def features(state: BriscolaState) -> np.ndarray:
    """For the player who leads next: each kind's count in their hand less in the other's, then 1
    (leading), each twice: as it is, and times the share of the stock left to draw."""
    me = state.turn
    row = np.zeros(KINDS + 1)
    for card in state.hands[me]:
        row[kind(card, state.trumps)] += 1
    for card in state.hands[1 - me]:
        row[kind(card, state.trumps)] -= 1
    row[KINDS] = 1
    return np.concatenate((row, row * len(state.stock) / STOCK_AT_DEAL))


def self_play(hands: int, seed: int, settings: HardSettings) -> tuple[np.ndarray, np.ndarray]:
    """Every position between tricks of ``hands`` seeded self-play hands with cards still to draw beyond
    the last two (the search is exact from there): features, and what followed."""
    player = functools.partial(hard, settings=settings)
    rows, outcomes = [], []
    for number in range(hands):
        state = new_game(BriscolaState, seed + number)
        moments = []
        while not state.round_over:
            if not state.trick and len(state.stock) > 2:
                moments.append((features(state), state.turn, state.card_points))
            state = state.apply(player(state.view(state.turn), deal_rng(seed + number, "computer", len(state.history))))
        final = state.card_points
        for row, leader, before in moments:
            rows.append(row)
            outcomes.append((final[leader] - before[leader]) - (final[1 - leader] - before[1 - leader]))
        if (number + 1) % 500 == 0:
            print(f"{number + 1} hands", file=sys.stderr, flush=True)
    return np.array(rows), np.array(outcomes, dtype=float)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=4000)
    parser.add_argument("--seed", type=int, default=7_000_000)
    parser.add_argument("--deals", type=int, default=8)
    parser.add_argument("--fitted", action="store_true", help="Hard plays by the fitted values already in the search")
    parser.add_argument("--save", type=Path, metavar="FILE", help="also keep the positions' features and outcomes (.npz)")
    parser.add_argument("--load", type=Path, metavar="FILE", help="fit the positions of a --save file instead of playing")
    args = parser.parse_args()
    if args.load:
        saved = np.load(args.load)
        rows, outcomes = saved["rows"], saved["outcomes"]
    else:
        rows, outcomes = self_play(args.hands, args.seed, HardSettings(deals=args.deals, fitted=args.fitted))
    if args.save:
        np.savez(args.save, rows=rows, outcomes=outcomes)
    weights, *_ = np.linalg.lstsq(rows, outcomes, rcond=None)
    residual = outcomes - rows @ weights
    sigma = float(np.sqrt(residual @ residual / (len(outcomes) - rows.shape[1])))
    errors = sigma * np.sqrt(np.diag(np.linalg.pinv(rows.T @ rows)))
    print(f"{len(outcomes)} positions from {args.hands} hands of Hard (deals={args.deals}, fitted {args.fitted}) "
          f"from seed {args.seed} or --load; "
          f"residual sd {sigma:.1f}, variance explained {1 - residual.var() / outcomes.var():.1%}")
    print()
    print("| kind | a | ± | b | ± | at stock 34 | at stock 0 |")
    print("| --- | ---: | ---: | ---: | ---: | ---: | ---: |")
    names = [f"{'trump' if k >= 10 else 'plain'} {VALUES[k % 10]}" for k in range(KINDS)] + ["leading"]
    for k, name in enumerate(names):
        a, b = weights[k], weights[KINDS + 1 + k]
        print(f"| {name} | {a:+.2f} | {errors[k]:.2f} | {b:+.2f} | {errors[KINDS + 1 + k]:.2f} | {a + b:+.2f} | {a:+.2f} |")
    print()
    print("HOLD_FIT =", [[round(float(weights[k]), 2), round(float(weights[KINDS + 1 + k]), 2)] for k in range(KINDS)])
    print("LEAD_FIT =", [round(float(weights[KINDS]), 2), round(float(weights[2 * KINDS + 1]), 2)])


if __name__ == "__main__":
    main()
