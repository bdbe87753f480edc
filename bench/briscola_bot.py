"""A Briscola level against BriscolaBot-v3, the strongest published Briscola player: paired deals, a table, no asserts.

    nice -n 19 .venv/bin/python bench/briscola_bot.py --bot SNAPSHOT [--hands 10000] [--seed 0] [--levels hard,normal]
    nice -n 19 .venv/bin/python bench/briscola_bot.py --bot SNAPSHOT --hands 2000 --levels hard,hard:deals=48

BriscolaBot (the public repository LetteraUnica/BriscolaBot: PPO with league self-play) is
not part of mazzo and nothing of it is in this repository: ``SNAPSHOT`` is a copy of that
repository (a work tree, or a bare git directory read with ``git show``) or its
``pretrained_models/briscola-bot-v3.onnx`` itself, the bytes its play screen loads. The
model runs in onnxruntime, a bench-only package (``.venv/bin/pip install onnxruntime onnx``),
never needed by the game or the tests.

The bot plays as its play screen plays it: its observation (``observation``, below) and the
mask of the cards in its hand go through the network, and one card is sampled from the
softmax of the masked logits, by the generator the protocol gives the move
(``deal_rng(seed, "computer", moves so far)``). The play screen runs the exported graph,
whose last step samples without a seed; here the graph is cut just before that step
(``bot_session``), so the card is drawn by the same chances from a seeded generator.

Hand ``i`` uses game seed ``seed + i // 2`` with the level in seat ``i % 2``: every deal is
played from both seats. Reported: the level's card points less the bot's a hand, with the
95% interval of the mean over the deals (each deal's two hands averaged: the pairing takes
the luck of the cards out), the hands each won, and the time. ``--baseline DIR`` (a copy of
an older ``py/mazzo/ai``) also plays that copy's Hard as the level ``baseline``, on the same deals;
``hard:NAME=VALUE:...`` is Hard with those of its settings changed (``HardSettings``). Every level
after the first also gets its margin less the first's, hand by hand on the same deals (or less the
first level's of an earlier run saved with ``--save``, given as ``--compare``).
"""

from __future__ import annotations

import argparse
import importlib
import json
import math
import random
import statistics
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "py"))

from duel import Z95, with_settings  # noqa: E402
from scopa_strength import baseline_hard  # noqa: E402

from mazzo.ai.briscola import PLAYERS, HardSettings  # noqa: E402
from mazzo.briscola import BriscolaState, BriscolaView  # noqa: E402
from mazzo.game import deal_rng, new_game  # noqa: E402
from mazzo.scopa.cards import Card  # noqa: E402

MODEL_IN_REPOSITORY = "pretrained_models/briscola-bot-v3.onnx"
#: The bot's suits ("seeds") in its order: batons, cups, coins, swords; its card is seed * 10 + value - 1.
BOT_SEEDS = "CHDS"
CARDS = 40
#: The network's input: four rows of 40 cards (played in finished tricks, the briscola, the card
#: led to the trick in play, the hand), the two players' points over 120, then the mask of the hand.
OBSERVATION = 4 * CARDS + 2
TOTAL_POINTS = 120.0
Player = Callable[[BriscolaView, random.Random], Card]


def bot_card(card: Card) -> int:
    """The bot's number for a card."""
    return BOT_SEEDS.index(card.suit) * 10 + card.value - 1


def observation(view: BriscolaView) -> np.ndarray:
    """The bot's input for the player of ``view``, as its environment's ``observe`` builds it, with the mask of the hand."""
    rows = np.zeros((4, CARDS), dtype=np.float32)
    for trick in view.tricks:
        for card in trick.cards:
            rows[0, bot_card(card)] = 1
    rows[1, bot_card(view.briscola)] = 1
    if view.led is not None:
        rows[2, bot_card(view.led)] = 1
    for card in view.hand:
        rows[3, bot_card(card)] = 1
    won = [0, 0]
    for trick in view.tricks:
        won[trick.winner] += trick.points
    points = np.array([won[view.player] / TOTAL_POINTS, won[1 - view.player] / TOTAL_POINTS], dtype=np.float32)
    mask = rows[3].copy()
    return np.concatenate((rows.ravel(), points, mask)).astype(np.float32)


def model_bytes(snapshot: Path) -> bytes:
    """The ONNX model's bytes from ``snapshot``: the file itself, a work tree holding it, or a bare git directory."""
    if snapshot.is_file():
        return snapshot.read_bytes()
    if (snapshot / MODEL_IN_REPOSITORY).is_file():
        return (snapshot / MODEL_IN_REPOSITORY).read_bytes()
    if snapshot.is_dir():
        shown = subprocess.run(
            ["git", "--git-dir", str(snapshot), "show", f"HEAD:{MODEL_IN_REPOSITORY}"], capture_output=True, check=False
        )
        if shown.returncode == 0 and shown.stdout:
            return shown.stdout
    raise SystemExit(
        f"no BriscolaBot model at {snapshot}: give a copy of the LetteraUnica/BriscolaBot repository "
        f"(a work tree or its git directory) or its {MODEL_IN_REPOSITORY}"
    )


def bot_session(snapshot: Path) -> Callable[[np.ndarray], np.ndarray]:
    """The network as a function from one input row to the 40 log-chances its last step samples from.

    The exported graph ends by sampling a card (ONNX ``Multinomial``, unseeded) from the logarithm
    of the softmax of the logits, the cards not in hand set to -1e8; that input of the sampling
    step is made the graph's output instead."""
    try:
        import onnx
        import onnxruntime
    except ImportError:
        raise SystemExit("this bench needs onnxruntime and onnx: .venv/bin/pip install onnxruntime onnx") from None
    model = onnx.load_from_string(model_bytes(snapshot))
    sampling = [node for node in model.graph.node if node.op_type == "Multinomial"]
    if len(sampling) != 1:
        raise SystemExit(f"expected one Multinomial step in the bot's graph, found {len(sampling)}")
    del model.graph.output[:]
    model.graph.output.append(onnx.helper.make_tensor_value_info(sampling[0].input[0], onnx.TensorProto.FLOAT, None))
    options = onnxruntime.SessionOptions()
    options.intra_op_num_threads = 1
    options.inter_op_num_threads = 1
    session = onnxruntime.InferenceSession(model.SerializeToString(), sess_options=options)
    name = session.get_inputs()[0].name

    def run(row: np.ndarray) -> np.ndarray:
        return np.asarray(session.run(None, {name: row.reshape(1, -1)})[0], dtype=np.float64).reshape(-1)

    return run


def bot_player(network: Callable[[np.ndarray], np.ndarray]) -> Player:
    """The bot as a player: one card sampled with ``rng`` by the chances its network gives the cards in hand."""

    def play(view: BriscolaView, rng: random.Random) -> Card:
        weights = np.exp(network(observation(view)))
        by_number = {bot_card(card): card for card in view.hand}
        numbers = sorted(by_number)
        chances = [float(weights[number]) for number in numbers]
        point = rng.random() * sum(chances)
        for number, chance in zip(numbers, chances, strict=True):
            point -= chance
            if point < 0:
                return by_number[number]
        return by_number[numbers[-1]]

    return play


def play_hand(level: Player, bot: Player, seed: int, seat: int) -> tuple[int, int]:
    """One hand, ``level`` in ``seat``: its card points and the bot's."""
    state = new_game(BriscolaState, seed)
    while not state.round_over:
        player = state.turn
        rng = deal_rng(seed, "computer", len(state.history))
        move = (level if player == seat else bot)(state.view(player), rng)
        state = state.apply(move)
    return state.card_points[seat], state.card_points[1 - seat]


def summary(name: str, results: list[tuple[int, int]], first: list[tuple[int, int]], seconds: float) -> str:
    """A row: hands, the level's margin a hand with the paired interval, hands won and lost, its points, the
    time, and the margin less the first row's on the same deals (empty for the first row)."""
    margins = [mine - theirs for mine, theirs in results]
    won = sum(margin > 0 for margin in margins)
    lost = sum(margin < 0 for margin in margins)
    than_first = [margin - (mine - theirs) for margin, (mine, theirs) in zip(margins, first, strict=False)]
    return (
        f"| {name} | {len(margins)} | {paired_mean(margins)} | {won / len(margins):.1%} | {lost / len(margins):.1%} "
        f"| {statistics.fmean(m for m, _ in results):.2f} | {seconds:.0f} s | {paired_mean(than_first) if first else ''} |"
    )


def paired_mean(margins: list[int]) -> str:
    """The mean a hand with the 95% interval of the mean over deals (each deal's two hands averaged)."""
    deals = [(margins[i] + margins[i + 1]) / 2 for i in range(0, len(margins) - 1, 2)]
    half = Z95 * statistics.stdev(deals) / math.sqrt(len(deals)) if len(deals) > 1 else float("nan")
    return f"{statistics.fmean(margins):+.2f} ± {half:.2f}"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--bot", type=Path, required=True, help="a copy of the BriscolaBot repository, or its v3 .onnx file")
    parser.add_argument("--hands", type=int, default=10_000, help="hands per level (even: each deal from both seats)")
    parser.add_argument("--seed", type=int, default=0, help="the first game seed")
    parser.add_argument("--levels", default="hard", help="comma-separated: easy, normal, hard, baseline, "
                        "or hard:NAME=VALUE:... (Hard with those HardSettings)")
    parser.add_argument("--baseline", metavar="DIR", help="a copy of an older py/mazzo/ai: its Hard plays as 'baseline'")
    parser.add_argument("--progress", type=int, default=0, metavar="N", help="print the figures so far every N hands (even)")
    parser.add_argument("--save", type=Path, metavar="FILE", help="write each level's points hand by hand (JSON)")
    parser.add_argument("--compare", type=Path, metavar="FILE", help="a --save file of the same seeds: its first level "
                        "is the one each row's last column is measured against")
    args = parser.parse_args()
    players: dict[str, Player] = dict(PLAYERS)
    if args.baseline:
        baseline_hard(args.baseline)  # loads the copy as mazzo.ai_baseline
        players["baseline"] = importlib.import_module("mazzo.ai_baseline.briscola").hard
    levels = [(variant, with_settings(variant, players, HardSettings)) for variant in args.levels.split(",")]
    bot = bot_player(bot_session(args.bot))

    print(f"Briscola against BriscolaBot-v3, {args.hands} hands per level, seeds from {args.seed}, seats alternated")
    print()
    print("| level | hands | its margin a hand (paired 95%) | it wins | bot wins | its points | time "
          "| margin less the first row's |")
    print("| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |")
    first: list[tuple[int, int]] = [tuple(hand) for hand in next(iter(json.loads(args.compare.read_text()).values()))] \
        if args.compare else []
    saved: dict[str, list[tuple[int, int]]] = {}
    for name, level in levels:
        start, results = time.perf_counter(), []
        for i in range(args.hands):
            results.append(play_hand(level, bot, args.seed + i // 2, i % 2))
            if args.progress and (i + 1) % args.progress == 0 and i + 1 < args.hands:
                print(summary(name, results, first, time.perf_counter() - start), file=sys.stderr, flush=True)
                if args.save:  # the hands so far are kept, should the run be stopped
                    args.save.write_text(json.dumps({**saved, name: results}))
        print(summary(name, results, first, time.perf_counter() - start), flush=True)
        first = first or results
        saved[name] = results
        if args.save:
            args.save.write_text(json.dumps(saved))


if __name__ == "__main__":
    main()
