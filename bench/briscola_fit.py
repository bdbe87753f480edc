"""Fit Briscola Hard's values of the cards held by self-play: prints the fitted table, asserts nothing.

    nice -n 19 .venv/bin/python bench/briscola_fit.py --hands 1500 --seed 7200000 --player hard:deals=16 --save A.npz
    nice -n 19 .venv/bin/python bench/briscola_fit.py --load A.npz B.npz --ridge 100

Hard (``--player``: with fewer imagined deals a decision, for speed) plays seeded hands against itself.
Between any two tricks with more than the last two cards to draw (the search is exact from there),
from the side of the player who leads next, the script records which kind of card each hand holds
(plain or trump, by value, and whether it is the master of its suit: no higher card of it left in
the other hand or the stock), how many cards are left to draw, and what the rest of the hand
brought: that player's card points from there on less the other's. A least-squares fit with a
ridge penalty then says what each kind of card held is worth to its holder, and what leading is
worth, each as ``a + b * (cards left to draw) / 34`` (a master: ``a`` alone): the values Hard's
search judges a position by at its horizon (``briscola_search.HOLD_FIT``, ``LEAD_FIT``). ``--save``
keeps the positions as they are played (every 250 hands), ``--load`` fits saved ones. Needs numpy
(bench only). The same arguments print the same table.
"""

from __future__ import annotations

import argparse
import random
import sys
from collections.abc import Callable
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "py"))

from duel import with_settings  # noqa: E402

from mazzo.ai.briscola import PLAYERS, HardSettings  # noqa: E402
from mazzo.briscola import STOCK_AT_DEAL, STRENGTH, BriscolaState, BriscolaView  # noqa: E402
from mazzo.game import deal_rng, new_game  # noqa: E402
from mazzo.scopa.cards import Card  # noqa: E402

#: Each kind of card: plain or trump, by value (1 to 10), and whether it is the master of its suit
#: (no higher card of it left anywhere but in its holder's hand): 40 kinds, then leading.
KINDS = 40
VALUES = "A234567JQK"


def kind(card: Card, trumps: str, others: set[Card]) -> int:
    """The kind of ``card`` held while ``others`` (the other hand and the stock) are still to be played."""
    master = not any(other.suit == card.suit and STRENGTH[other.value] > STRENGTH[card.value] for other in others)
    return (20 if master else 0) + (10 if card.suit == trumps else 0) + card.value - 1


def features(state: BriscolaState) -> np.ndarray:
    """For the player who leads next: each kind's count in their hand less in the other's, then 1
    (leading), each twice: as it is, and times the share of the stock left to draw."""
    me = state.turn
    row = np.zeros(KINDS + 1)
    for player, sign in ((me, 1), (1 - me, -1)):
        others = {*state.hands[1 - player], *state.stock}
        for card in state.hands[player]:
            row[kind(card, state.trumps, others)] += sign
    row[KINDS] = 1
    return np.concatenate((row, row * len(state.stock) / STOCK_AT_DEAL))


def self_play(
    hands: int, seed: int, player: Callable[[BriscolaView, random.Random], Card], save: Path | None
) -> tuple[np.ndarray, np.ndarray]:
    """Every position between tricks of ``hands`` seeded self-play hands with cards still to draw beyond
    the last two (the search is exact from there): features, and what followed."""
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
        if (number + 1) % 250 == 0:
            print(f"{number + 1} hands", file=sys.stderr, flush=True)
            if save:  # what is played so far is kept, should the run be stopped
                np.savez(save, rows=np.array(rows), outcomes=np.array(outcomes, dtype=float))
    return np.array(rows), np.array(outcomes, dtype=float)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=4000)
    parser.add_argument("--seed", type=int, default=7_000_000)
    parser.add_argument("--player", default="hard:deals=8",
                        help="who plays itself: hard:NAME=VALUE:... (Hard with those HardSettings)")
    parser.add_argument("--save", type=Path, metavar="FILE", help="also keep the positions' features and outcomes (.npz)")
    parser.add_argument("--ridge", type=float, default=100.0, help="the ridge penalty, in positions")
    parser.add_argument("--load", type=Path, nargs="+", metavar="FILE",
                        help="fit the positions of --save files instead of playing")
    args = parser.parse_args()
    if args.load:
        saved = [np.load(path) for path in args.load]
        rows, outcomes = np.concatenate([s["rows"] for s in saved]), np.concatenate([s["outcomes"] for s in saved])
    else:
        rows, outcomes = self_play(args.hands, args.seed, with_settings(args.player, PLAYERS, HardSettings), args.save)
        if args.save:
            np.savez(args.save, rows=rows, outcomes=outcomes)
    weights, errors, sigma, explained = ridge_fit(rows, outcomes, args.ridge)
    print(f"{len(outcomes)} positions from {args.hands} hands of {args.player} from seed {args.seed} (or --load), "
          f"ridge {args.ridge}: residual sd {sigma:.1f}, variance explained {explained:.1%}")
    print()
    print("| kind | a | ± | b | ± | at stock 34 | at stock 0 |")
    print("| --- | ---: | ---: | ---: | ---: | ---: | ---: |")
    names = [f"{'trump' if k % 20 >= 10 else 'plain'} {VALUES[k % 10]}{', master' if k >= 20 else ''}" for k in range(KINDS)]
    names.append("leading")
    for k, name in enumerate(names):
        a, b = weights[k], weights[KINDS + 1 + k]
        print(f"| {name} | {a:+.2f} | {errors[k]:.2f} | {b:+.2f} | {errors[KINDS + 1 + k]:.2f} | {a + b:+.2f} | {a:+.2f} |")
    print()
    print("HOLD_FIT =", [(round(float(weights[k]), 2), round(float(weights[KINDS + 1 + k]), 2)) for k in range(KINDS)])
    print("LEAD_FIT =", (round(float(weights[KINDS]), 2), round(float(weights[2 * KINDS + 1]), 2)))


def ridge_fit(rows: np.ndarray, outcomes: np.ndarray, ridge: float) -> tuple[np.ndarray, np.ndarray, float, float]:
    """Least squares with a ridge penalty (``ridge`` positions' worth of a zero weight), each master
    kind worth the same whatever is left to draw (a master of a low card is rare, so its slope would
    be noise): the weights (zero where left out), their standard errors, the residual sd and the share
    of the outcomes' variance explained."""
    kept = [k for k in range(rows.shape[1]) if not KINDS + 1 + 20 <= k < 2 * KINDS + 1]
    x = rows[:, kept]
    gram = x.T @ x + ridge * np.eye(len(kept))
    solved = np.linalg.solve(gram, x.T @ outcomes)
    residual = outcomes - x @ solved
    sigma = float(np.sqrt(residual @ residual / (len(outcomes) - len(kept))))
    errors, weights = np.zeros(rows.shape[1]), np.zeros(rows.shape[1])
    weights[kept] = solved
    errors[kept] = sigma * np.sqrt(np.diag(np.linalg.inv(gram)))
    return weights, errors, sigma, float(1 - residual.var() / outcomes.var())


if __name__ == "__main__":
    main()
