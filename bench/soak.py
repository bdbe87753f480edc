"""Soak test: many rounds of every table played through the JSON protocol, every invariant checked
after every move. Prints the number of violations (it must be zero) and the throughput.

    python3 bench/soak.py                      # every table at its default round count (below)
    python3 bench/soak.py --only briscola4 scopa-fifteen --briscola4 2000 --scopa-fifteen 2000 --processes 1
    python3 bench/soak.py --list               # the tables and their default round counts

The tables: Scopa for two and four with its house rules in turn, each Scopone, Scala 40 for two,
three and four, Briscola for two and four, and (issue 4.5) Scopa for two with each house rule alone
(each capture rule with Re Bello off and on), Scopa for four and Scopone with each capture rule.
A game of tricks at two and four is one line of TABLES (``**trick_tables(game, rounds)``, as
Briscola's and Tressette's), with the trick games' invariants.

Each match seats its players one of four ways, drawn from the run's generator: one person at seat
0 (new_game names no seats, as before), people and computers mixed (any seat), every seat a
person's (pass and play), or every seat a computer's (watched: the page's flags to see every hand
and the computer's reasons asked on some requests). The people's moves are random legal moves
taken from the view of the person to move, sometimes naming the seat; the computers play at Easy
through the protocol's ``computer`` request, exactly as in the browser. After every move: the
cards add up, the view is the right person's (the person to move, else the last who moved) and
names no card out of that seat's sight, nor do the events, the counts and legal moves are the
engine's, no score goes down, and the view holds no seed, deck or stock (every hand only when
watched and asked for). Once a round, a watcher's flag asked at a table with a person is refused.
Every 100th round, the save is asked through the protocol and loaded in a fresh session: the
same table (state, seats, viewer, log).
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
import random
import sys
import time
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT / "py"), str(ROOT / "tests")]

import card_sight  # noqa: E402
from mazzo.games import RULES  # noqa: E402
from mazzo.protocol import Session  # noqa: E402
from mazzo.scala40 import DECK as SCALA_DECK  # noqa: E402
from mazzo.scopa import DECK as SCOPA_DECK  # noqa: E402

SCALA_FULL = Counter(SCALA_DECK)
#: View fields not counted as cards in sight: those of card_sight.NOT_IN_SIGHT, the player's own
#: moves and Scala 40's verdicts on them (``actions``: cards of the hand and the table again), and
#: a watcher's every hand (``hands``, checked against the engine's apart).
NOT_IN_SIGHT = card_sight.NOT_IN_SIGHT | {"legal_moves", "actions", "hands"}
#: Every this many rounds, also check that a save reloads to the same game.
SAVE_EVERY = 100
#: Rounds a job plays: the unit of work handed to a process, and of the progress lines.
CHUNK = 500
#: Scopa's house rules, one set a match in turn: none, Re Bello, Asso piglia tutto, Scopa di Quindici.
HOUSE_RULES = ({}, {"re_bello": True}, {"capture": "ace_takes_all"}, {"capture": "fifteen", "re_bello": True})
#: How a match is seated: one person at seat 0 (no seats named), people and computers mixed, every
#: seat a person's, every seat a computer's (watched).
SEATINGS = ("one person", "mixed", "people", "watched")


@dataclass(frozen=True)
class Soaked:
    """A table soaked: its game, its default round count, and its new_game options for a match number."""

    game: str
    rounds: int
    options: Callable[[int], dict[str, Any]]


def fixed(options: dict[str, Any]) -> Callable[[int], dict[str, Any]]:
    return lambda match: options


NO_OPTIONS = fixed({})


def trick_tables(game: str, rounds: int, options: Callable[[int], dict[str, Any]] = NO_OPTIONS) -> dict[str, Soaked]:
    """A game of tricks at two and at four (``briscola``, ``briscola4``), checked as a game of tricks."""
    return {
        game: Soaked(game, rounds, lambda match: {**options(match), "players": 2}),
        f"{game}4": Soaked(game, rounds, lambda match: {**options(match), "players": 4}),
    }


def capture_rule(capture: str, **more: Any) -> Callable[[int], dict[str, Any]]:
    """One capture rule, Re Bello on every other match."""
    return lambda match: {**more, "capture": capture, "re_bello": match % 2 == 1}


def scopone(capture: str) -> Callable[[int], dict[str, Any]]:
    """Scopone with one capture rule, the variants in turn and Re Bello on every other pair of matches."""
    return lambda match: {"capture": capture, "variant": ("scientifico", "classico")[match % 2], "re_bello": match % 4 >= 2}


TABLES: dict[str, Soaked] = {
    "scopa": Soaked("scopa", 100_000, lambda match: HOUSE_RULES[match % 4]),
    "scopa4": Soaked("scopa", 100_000, lambda match: {"players": 4, **HOUSE_RULES[match % 4]}),
    "scopone-scientifico": Soaked("scopone", 100_000, lambda match: {"variant": "scientifico", **HOUSE_RULES[match % 4]}),
    "scopone-classico": Soaked("scopone", 100_000, lambda match: {"variant": "classico", **HOUSE_RULES[match % 4]}),
    "scala40": Soaked("scala40", 20_000, NO_OPTIONS),
    "scala40-3": Soaked("scala40", 20_000, fixed({"players": 3})),
    "scala40-4": Soaked("scala40", 20_000, fixed({"players": 4})),
    # Briscola's options vary from match to match: points shown or not, one to three hands.
    **trick_tables("briscola", 100_000, lambda match: {"show_points": match % 2 == 0, "target": 1 + match % 3}),
    # Tressette's vary too: declarations on or off, each target in turn.
    **trick_tables("tressette", 100_000, lambda match: {"declarations": match % 2 == 0, "target": (11, 21, 31, 41)[match % 4]}),
    # Issue 4.5: each of Scopa's house rules on its own table.
    "scopa-ace": Soaked("scopa", 100_000, fixed({"capture": "ace_takes_all"})),
    "scopa-ace-rebello": Soaked("scopa", 100_000, fixed({"capture": "ace_takes_all", "re_bello": True})),
    "scopa-fifteen": Soaked("scopa", 100_000, fixed({"capture": "fifteen"})),
    "scopa-fifteen-rebello": Soaked("scopa", 100_000, fixed({"capture": "fifteen", "re_bello": True})),
    "scopa4-ace": Soaked("scopa", 100_000, capture_rule("ace_takes_all", players=4)),
    "scopa4-fifteen": Soaked("scopa", 100_000, capture_rule("fifteen", players=4)),
    "scopone-ace": Soaked("scopone", 100_000, scopone("ace_takes_all")),
    "scopone-fifteen": Soaked("scopone", 100_000, scopone("fifteen")),
}


def seats_for(seating: str, players: int, rng: random.Random) -> list[str] | None:
    """The seats of a match seated so (None: new_game names none, seat 0 a person's)."""
    if seating == "one person":
        return None
    if seating == "people":
        return ["person"] * players
    if seating == "watched":
        return ["computer"] * players
    seats = [rng.choice(("person", "computer")) for _ in range(players)]
    person, computer = rng.sample(range(players), 2)
    seats[person], seats[computer] = "person", "computer"
    return seats


# -- the invariants -------------------------------------------------------------------------------


def scopa_cards(state: Any, view: dict[str, Any]) -> list[str]:
    found = []
    cards = [*(c for hand in state.hands for c in hand), *state.table, *state.deck, *(c for pile in state.piles for c in pile)]
    if sorted(cards) != sorted(SCOPA_DECK):
        found.append("the 40 Scopa cards do not add up")
    if view["deck_size"] != len(state.deck):
        found.append("the deck count is wrong")
    return found


def scala_cards(state: Any, view: dict[str, Any]) -> list[str]:
    found = []
    melded = [card for meld in state.table for card in meld.cards]
    cards = [*(card for hand in state.hands for card in hand), *state.stock, *state.discard, *melded]
    if Counter(cards) != SCALA_FULL:
        found.append("the 108 Scala 40 cards do not add up")
    if view["stock_size"] != len(state.stock):
        found.append("the stock count is wrong")
    return found


def trick_cards(state: Any, view: dict[str, Any]) -> list[str]:
    """A game of tricks with the 40 Italian cards: hands, stock, tricks taken and the trick on the table."""
    found = []
    played = [card for trick in state.tricks for card in trick.cards] + list(state.trick)
    if sorted([*(card for hand in state.hands for card in hand), *state.stock, *played]) != sorted(SCOPA_DECK):
        found.append(f"the 40 {state.GAME} cards do not add up")
    if view["stock_size"] != len(state.stock):
        found.append("the stock count is wrong")
    if view["tricks"] != [trick.to_dict() for trick in state.tricks]:
        found.append("the view's tricks are not the engine's")
    return found


def briscola_cards(state: Any, view: dict[str, Any]) -> list[str]:
    """Briscola's own on top of a game of tricks': the stock at the deal, the briscola under it, the points."""
    found = trick_cards(state, view)
    if len(state.stock) != max(0, state.stock_at_deal() - state.PLAYERS * len(state.tricks)):
        found.append("the stock count is wrong")
    if view["briscola_in_stock"] != bool(state.stock) or (state.stock and state.stock[-1] != state.briscola):
        found.append("the briscola is not under the stock until it is drawn last")
    if view["briscola"] != str(state.briscola):
        found.append("the view's briscola is not the engine's")
    if (view["points"] is not None) != state.options.show_points or sum(state.card_points) > 120:
        found.append("the running points are shown without the option, or are wrong")
    if state.round_over and sum(state.card_points) != 120:
        found.append("a finished hand's points do not add up to 120")
    return found


def tressette_cards(state: Any, view: dict[str, Any]) -> list[str]:
    """Tressette's own on top of a game of tricks': every drawn card in the view, the thirds, the hand's points."""
    found = trick_cards(state, view)
    if view["drawn"] != [str(card) for card in state.drawn]:
        found.append("the view does not show every card drawn")
    if sum(state.thirds) > 32 or (state.round_over and sum(state.hand_points) - sum(state.declared_points) != 11):
        found.append("the thirds or a finished hand's points do not add up (32 thirds, 11 points)")
    return found


#: Each game's own invariants on the cards (a game of tricks not named here is checked as one).
CARDS: dict[str, Callable[[Any, dict[str, Any]], list[str]]] = {
    "scopa": scopa_cards, "scopone": scopa_cards, "scala40": scala_cards, "briscola": briscola_cards,
    "tressette": tressette_cards,
}


def violations(table: Any, reply: dict[str, Any], last_person: int | None, previous_scores: list[int],
               open_hands: bool) -> list[str]:
    """Every invariant the move broke, in words (empty when all hold)."""
    state, view = table.state, reply["view"]
    found = CARDS.get(state.GAME, trick_cards)(state, view)
    seats = list(table.seats)
    viewer = card_sight.expected_viewer(seats, state.current_player, last_person)
    if view["player"] != viewer or table.viewer != viewer:
        found.append("the view is not the person's to move, nor the last who moved")
    if view["seats"] != seats:
        found.append("the view's seats are not the table's")
    seen, _ = card_sight.sight(state, view["player"])
    shown = card_sight.names_in(view, NOT_IN_SIGHT)
    if shown - seen:
        found.append(f"the view names cards out of sight: {sorted((shown - seen).elements())}")
    if state.GAME != "scala40":  # a Scala 40 discard taken is named as everyone saw it go, and may have a twin in sight
        held = {str(card) for seat, hand in enumerate(state.hands) if seat != view["player"] for card in hand}
        if (set(card_sight.names_in(reply.get("events", []))) & held) - set(seen):
            found.append("the events name another hand's cards")
    if view["hand"] != [str(c) for c in state.hands[view["player"]]]:
        found.append("the view's hand is not its player's hand")
    if view["hand_sizes"] != [len(hand) for hand in state.hands]:
        found.append("a hand count is wrong")
    turn = state.current_player
    if view["computer_to_move"] != (turn is not None and seats[turn] == "computer"):
        found.append("computer_to_move is wrong")
    if view["legal_moves"] != ([str(m) for m in state.legal_moves()] if turn == view["player"] else []):
        found.append("the view's legal moves are not the engine's")
    if any(a < b for a, b in zip(view["scores"], previous_scores, strict=False)):
        found.append("a score went down")
    if "seed" in view or "deck" in view or "stock" in view:
        found.append("the view holds the seed, the deck or the stock")
    if ("hands" in view) != open_hands or (open_hands and view["hands"] != [[str(c) for c in hand] for hand in state.hands]):
        found.append("every hand is shown unasked, or not as the engine holds them")
    return found


# -- the soak -------------------------------------------------------------------------------------


def soak(job: tuple[str, int, int]) -> tuple[str, int, int, Counter[str], float, float]:
    """Play ``rounds`` rounds at ``table`` from ``first_seed``; count moves and violations, and the
    seconds it took on the clock and of the processor (which a busy machine does not stretch)."""
    table_name, first_seed, rounds = job
    soaked = TABLES[table_name]
    game = soaked.game
    rng = random.Random(first_seed)
    session = Session()
    moves = 0
    broken: Counter[str] = Counter()
    start, cpu = time.perf_counter(), time.process_time()

    def ask(**request: Any) -> dict[str, Any]:
        reply = json.loads(session.handle(json.dumps({"game": game, **request})))
        if not reply["ok"]:
            broken[f"refused: {reply['error']['code']} ({reply['error']['reason']})"] += 1
        return reply

    def refused(reason: str, **request: Any) -> None:
        reply = json.loads(session.handle(json.dumps({"game": game, **request})))
        if reply["ok"] or reply["error"]["reason"] != reason:
            broken[f"{request['type']} not refused as {reason}"] += 1

    played = 0
    seed = first_seed
    while played < rounds:
        options = soaked.options(seed)
        players = RULES[game].seating(RULES[game].read_options(options)).state.PLAYERS
        seats = seats_for(rng.choice(SEATINGS), players, rng)
        watched = seats is not None and "person" not in seats
        asked = hands_asked(watched, rng)
        dealt = ask(type="new_game", seed=seed, level="easy", options=options, **asked,
                    **({} if seats is None else {"seats": seats}))
        seed += 1
        last_person: int | None = None
        for problem in violations(session.tables[game], dealt, last_person, [], asked.get("open_hands", False)):
            broken[problem] += 1
        view = dealt["view"]
        probed = watched
        while played < rounds:
            scores = view["scores"]
            if not probed:  # a watcher's flag, at a table with a person: refused
                refused("not_watching", type="view", open_hands=True)
                probed = True
            if view["round_over"]:
                played += 1
                probed = watched
                summary = ask(type="summary")["summary"]
                if [p["total"] for p in summary["players"]] != view["scores"]:
                    broken["the summary's totals are not the scores"] += 1
                if played % SAVE_EVERY == 0:
                    reloaded(session, game, broken)
                if view["game_over"]:
                    break
                asked = hands_asked(watched, rng)
                reply = ask(type="next_round", **asked)
            elif view["computer_to_move"]:
                asked = hands_asked(watched, rng)
                explain = {"reasons": True} if watched and rng.random() < 0.3 else {}
                reply = ask(type="computer", **asked, **explain)
                if explain and not reply.get("reasons"):
                    broken["a watcher's reasons were not given"] += 1
            elif not view["legal_moves"]:
                broken["a person is to move and the view lists no move"] += 1
                break
            else:
                last_person = view["player"]
                named = {"seat": last_person} if rng.random() < 0.5 else {}
                asked = {}
                reply = ask(type="play", move=rng.choice(view["legal_moves"]), **named)
            if not reply["ok"]:
                break
            if "move" in reply:  # a move, not the next round's deal
                moves += 1
            for problem in violations(session.tables[game], reply, last_person, scores, asked.get("open_hands", False)):
                broken[problem] += 1
            view = reply["view"]
    return table_name, played, moves, broken, time.perf_counter() - start, time.process_time() - cpu


def hands_asked(watched: bool, rng: random.Random) -> dict[str, bool]:
    """A watcher asks for every hand on some requests (the page, while the hands are face up); nobody else does."""
    return {"open_hands": rng.random() < 0.5} if watched else {}


def reloaded(session: Session, game: str, broken: Counter[str]) -> None:
    """The save, asked through the protocol, loads in a fresh session to the same table."""
    save = json.loads(session.handle(json.dumps({"type": "save", "game": game})))["save"]
    copy = Session()
    copy.handle(json.dumps({"type": "load", "save": save}))
    if copy.tables.get(game) != session.tables[game]:
        broken["a save did not reload to the same game"] += 1


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    for name, soaked in TABLES.items():
        parser.add_argument(f"--{name}", dest=name, type=int, default=soaked.rounds, help=f"{name} rounds")
    parser.add_argument("--only", nargs="+", choices=list(TABLES), metavar="TABLE", help="soak only these tables")
    parser.add_argument("--list", action="store_true", help="list the tables and their default round counts")
    parser.add_argument("--processes", type=int, default=2)
    args = parser.parse_args()
    if args.list:
        for name, soaked in TABLES.items():
            print(f"{name:24} {soaked.game:10} {soaked.rounds:>9,}")
        return
    chosen = args.only or list(TABLES)
    jobs = []
    for name in chosen:
        rounds = getattr(args, name)
        for first in range(0, rounds, CHUNK):
            jobs.append((name, 1_000_000 * len(jobs), min(CHUNK, rounds - first)))
    totals: dict[str, list[Any]] = {name: [0, 0, Counter(), 0.0, 0.0] for name in chosen}
    wall = time.perf_counter()
    with multiprocessing.Pool(args.processes) as pool:
        for name, played, moves, broken, seconds, cpu in pool.imap_unordered(soak, jobs):
            total = totals[name]
            total[0] += played
            total[1] += moves
            total[2] += broken
            total[3] += seconds
            total[4] += cpu
            print(f"{time.strftime('%H:%M:%S')} {name}: {total[0]:,} of {getattr(args, name):,} rounds,"
                  f" {sum(total[2].values())} violations, {total[0] / total[3]:,.1f} rounds/s on the clock,"
                  f" {total[0] / total[4]:,.1f} per CPU-second", file=sys.stderr, flush=True)
    wall = time.perf_counter() - wall
    print(f"Soak through the protocol, {args.processes} processes, {wall:.0f} s wall time")
    print("| table | rounds | moves | violations | rounds/s (a process, on the clock) | rounds per CPU-second"
          " | moves per CPU-second |")
    print("|---|---:|---:|---:|---:|---:|---:|")
    for name, (played, moves, broken, seconds, cpu) in totals.items():
        if played:
            print(f"| {name} | {played:,} | {moves:,} | {sum(broken.values())} | {played / seconds:,.1f} |"
                  f" {played / cpu:,.1f} | {moves / cpu:,.0f} |")
    for name, (_, _, broken, _, _) in totals.items():
        for problem, count in broken.most_common():
            print(f"  {name}: {count} x {problem}")


if __name__ == "__main__":
    main()
