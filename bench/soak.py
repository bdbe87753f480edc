"""Soak test: many rounds of every table played through the JSON protocol, every invariant checked
after every move. Prints the number of violations (it must be zero) and the throughput.

    python3 bench/soak.py       # 100,000 rounds of Scopa and of Briscola by two and by four, of each Scopone, 20,000 of Scala 40
                                # by two and 10,000 each by three and by four
    python3 bench/soak.py --scopa 2000 --scopa4 2000 --scopone-scientifico 2000 --scopone-classico 2000 --scala40 500 \
        --scala40-3 300 --scala40-4 300 --briscola 2000 --briscola4 2000

The human's moves are random legal moves taken from its view; the computers play at the Easy
level through the protocol's `computer` request, exactly as in the browser.
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
import random
import sys
import time
from collections import Counter
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT / "py"), str(ROOT / "tests")]

import card_sight  # noqa: E402

from mazzo.protocol import HUMAN, Session  # noqa: E402
from mazzo.scala40 import DECK as SCALA_DECK  # noqa: E402
from mazzo.scopa import DECK as SCOPA_DECK  # noqa: E402
from mazzo.scopa import ScopaState  # noqa: E402

SCALA_FULL = Counter(SCALA_DECK)
#: View fields not counted as cards in sight: those of card_sight.NOT_IN_SIGHT, the player's own
#: moves and Scala 40's verdicts on them (``actions``: cards of the hand and the table again).
NOT_IN_SIGHT = card_sight.NOT_IN_SIGHT | {"legal_moves", "actions"}
#: Every this many rounds, also check that a save reloads to the same game.
SAVE_EVERY = 100
#: The tables soaked: each one's game, and the options of its new_game for a match number.
#: Scopa's house rules, one set a match in turn: none, Re Bello, Asso piglia tutto, Scopa di Quindici.
HOUSE_RULES = ({}, {"re_bello": True}, {"capture": "ace_takes_all"}, {"capture": "fifteen", "re_bello": True})
TABLES = {
    "scopa": ("scopa", lambda match: HOUSE_RULES[match % 4]),
    "scopa4": ("scopa", lambda match: {"players": 4, **HOUSE_RULES[match % 4]}),
    "scopone-scientifico": ("scopone", lambda match: {"variant": "scientifico", **HOUSE_RULES[match % 4]}),
    "scopone-classico": ("scopone", lambda match: {"variant": "classico", **HOUSE_RULES[match % 4]}),
    "scala40": ("scala40", lambda match: {}),
    "scala40-3": ("scala40", lambda match: {"players": 3}),
    "scala40-4": ("scala40", lambda match: {"players": 4}),
    # Briscola's options vary from match to match: points shown or not, one to three hands.
    "briscola": ("briscola", lambda match: {"show_points": match % 2 == 0, "target": 1 + match % 3}),
    "briscola4": ("briscola", lambda match: {"players": 4, "show_points": match % 2 == 0, "target": 1 + match % 3}),
}
DEFAULT_ROUNDS = {
    "scopa": 100_000, "scopa4": 100_000, "scopone-scientifico": 100_000, "scopone-classico": 100_000,
    "scala40": 20_000, "scala40-3": 10_000, "scala40-4": 10_000, "briscola": 100_000, "briscola4": 100_000,
}


def violations(state: Any, view: dict[str, Any], previous_scores: list[int]) -> list[str]:
    """Every invariant the move broke, in words (empty when all hold)."""
    found = []
    held = [c for hand in state.hands for c in hand]
    if isinstance(state, ScopaState):
        cards = [*held, *state.table, *state.deck, *(c for pile in state.piles for c in pile)]
        if sorted(cards) != sorted(SCOPA_DECK):
            found.append("the 40 Scopa cards do not add up")
        if view["deck_size"] != len(state.deck):
            found.append("the deck count is wrong")
    elif state.GAME == "briscola":
        found += briscola_violations(state, view)
    else:
        cards = [*held, *state.stock, *state.discard, *(c for m in state.table for c in m.cards)]
        if Counter(cards) != SCALA_FULL:
            found.append("the 108 Scala 40 cards do not add up")
        if view["stock_size"] != len(state.stock):
            found.append("the stock count is wrong")
    seen, _ = card_sight.sight(state)
    shown = card_sight.names_in(view, NOT_IN_SIGHT)
    if shown - seen:
        found.append(f"the view names cards out of sight: {sorted((shown - seen).elements())}")
    if view["hand"] != [str(c) for c in state.hands[HUMAN]]:
        found.append("the view's hand is not the human's hand")
    if view["hand_sizes"] != [len(hand) for hand in state.hands]:
        found.append("a hand count is wrong")
    mine = state.current_player == HUMAN
    if view["legal_moves"] != ([str(m) for m in state.legal_moves()] if mine else []):
        found.append("the view's legal moves are not the engine's")
    if any(a < b for a, b in zip(view["scores"], previous_scores)):
        found.append("a score went down")
    if "seed" in view or "deck" in view or "stock" in view:
        found.append("the view holds the seed, the deck or the stock")
    return found


def briscola_violations(state: Any, view: dict[str, Any]) -> list[str]:
    """Briscola's own invariants: the cards, the stock and the briscola under it, the tricks and the points."""
    found = []
    played = [card for trick in state.tricks for card in trick.cards] + list(state.trick)
    if sorted([*(card for hand in state.hands for card in hand), *state.stock, *played]) != sorted(SCOPA_DECK):
        found.append("the 40 Briscola cards do not add up")
    drawn = state.PLAYERS * len(state.tricks)
    if view["stock_size"] != len(state.stock) or len(state.stock) != max(0, state.stock_at_deal() - drawn):
        found.append("the stock count is wrong")
    if view["briscola_in_stock"] != bool(state.stock) or (state.stock and state.stock[-1] != state.briscola):
        found.append("the briscola is not under the stock until it is drawn last")
    if view["briscola"] != str(state.briscola) or view["tricks"] != [trick.to_dict() for trick in state.tricks]:
        found.append("the view's briscola or tricks are not the engine's")
    if (view["points"] is not None) != state.options.show_points or sum(state.card_points) > 120:
        found.append("the running points are shown without the option, or are wrong")
    if state.round_over and sum(state.card_points) != 120:
        found.append("a finished hand's points do not add up to 120")
    return found


def soak(job: tuple[str, int, int]) -> tuple[str, int, int, Counter[str], float]:
    """Play ``rounds`` rounds at ``table`` from ``first_seed``; count moves and violations."""
    table, first_seed, rounds = job
    game, options = TABLES[table]
    rng = random.Random(first_seed)
    session = Session()
    moves = 0
    broken: Counter[str] = Counter()
    start = time.perf_counter()

    def ask(**request: Any) -> dict[str, Any]:
        reply = json.loads(session.handle(json.dumps({"game": game, **request})))
        if not reply["ok"]:
            broken[f"refused: {reply['error']['code']}"] += 1
        return reply

    played = 0
    seed = first_seed
    while played < rounds:
        view = ask(type="new_game", seed=seed, level="easy", options=options(seed))["view"]
        seed += 1
        while played < rounds:
            scores = view["scores"]
            if view["round_over"]:
                played += 1
                summary = ask(type="summary")["summary"]
                if [p["total"] for p in summary["players"]] != view["scores"]:
                    broken["the summary's totals are not the scores"] += 1
                if played % SAVE_EVERY == 0:
                    save = session.tables[game].save()
                    copy = Session()
                    copy.handle(json.dumps({"type": "load", "save": save}))
                    if copy.tables[game].state != session.tables[game].state:
                        broken["a save did not reload to the same game"] += 1
                if view["game_over"]:
                    break
                view = ask(type="next_round")["view"]
                continue
            if view["computer_to_move"]:
                view = ask(type="computer")["view"]
            else:
                view = ask(type="play", move=rng.choice(view["legal_moves"]))["view"]
            moves += 1
            for problem in violations(session.tables[game].state, view, scores):
                broken[problem] += 1
    return table, played, moves, broken, time.perf_counter() - start


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    for table, rounds in DEFAULT_ROUNDS.items():
        parser.add_argument(f"--{table}", dest=table, type=int, default=rounds, help=f"{table} rounds")
    parser.add_argument("--processes", type=int, default=2)
    args = parser.parse_args()
    chunk = 500
    jobs = []
    for table in TABLES:
        rounds = getattr(args, table)
        for first in range(0, rounds, chunk):
            jobs.append((table, 1_000_000 * len(jobs), min(chunk, rounds - first)))
    totals: dict[str, list[Any]] = {table: [0, 0, Counter(), 0.0] for table in TABLES}
    wall = time.perf_counter()
    with multiprocessing.Pool(args.processes) as pool:
        for table, played, moves, broken, seconds in pool.imap_unordered(soak, jobs):
            total = totals[table]
            total[0] += played
            total[1] += moves
            total[2] += broken
            total[3] += seconds
    wall = time.perf_counter() - wall
    print(f"Soak through the protocol, {args.processes} processes, {wall:.0f} s wall time")
    print("| table | rounds | moves | violations | rounds/s (one core) | moves/s (one core) |")
    print("|---|---:|---:|---:|---:|---:|")
    for table, (played, moves, broken, seconds) in totals.items():
        if played:
            print(f"| {table} | {played:,} | {moves:,} | {sum(broken.values())} | {played / seconds:,.0f} | {moves / seconds:,.0f} |")
    for table, (_, _, broken, _) in totals.items():
        for problem, count in broken.most_common():
            print(f"  {table}: {count} x {problem}")

if __name__ == "__main__":
    main()
