"""How long the computer levels think per move, in any game: prints a table, asserts nothing.

    python3 bench/think.py --game scopa [--players 4] [--matches 10]
    python3 bench/think.py --game scopone [--variant classico]
    .venv/bin/python bench/think.py --game scala40 --browser [--browser-matches 2]   (needs a built dist/)
    python3 bench/think.py --game scopone --cpu
    python3 bench/think.py --game tressette --players 4 --levels hard   (two or four, as Briscola)
    .venv/bin/python bench/think.py --game scala40 --players 4 --levels hard --matches 2 --browser
    .venv/bin/python bench/think.py --game briscola --matches 0 --browser --phone   (the worker on a phone's half core)

Natively, each level plays seeded matches against itself and every decision is timed
(the level's function on the player's view; the best of three runs, as the machine
may be busy with other work); with ``--cpu`` in the process's CPU time instead, which
leaves out the other processes of a loaded machine. With ``--browser`` it also serves dist/,
opens it in Chromium (Playwright, the system ``/usr/bin/chromium``) and plays matches
against the page's engine worker: the computers' moves (every seat but the human's)
are ``computer`` requests of the protocol sent through the page's own client
(``globalThis.mazzo.client``) and timed in the page, so a figure is the whole request
as the app sees it (the decision, the move, the reply's view and events); the human
seat's moves are decided natively by the same level, on a copy of the game kept in
step, and sent as ``play`` requests. With ``--phone`` the browser runs as bench/phone.py's phone:
every process held to half of one core (refused, with the reason, where the quota cannot be set).
"""

from __future__ import annotations

import argparse
import importlib.util
import statistics
import sys
import tempfile
import threading
import time
from collections.abc import Callable, Iterator
from contextlib import ExitStack, contextmanager
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "py"))

from mazzo.ai import LEVELS, choose_move  # noqa: E402
from mazzo.game import State, deal_rng, new_game  # noqa: E402
from mazzo.games import RULES, Seating  # noqa: E402

CHROMIUM = "/usr/bin/chromium"
CHROMIUM_FLAGS = ["--no-sandbox", "--disable-background-networking", "--disable-component-update", "--disable-sync"]
BOOT_LIMIT_MS = 120_000
HUMAN = 0
#: Time one computer request inside the page, so the figure leaves out Playwright's round trip.
TIMED_COMPUTER_REQUEST = """async (game) => {
  const start = performance.now();
  const reply = await globalThis.mazzo.client.request("computer", { game });
  return { ms: performance.now() - start, move: reply.move, hand: reply.view.hand };
}"""


def summary(name: str, where: str, samples: list[float]) -> str:
    ordered = sorted(samples)
    p95 = ordered[min(len(ordered) - 1, int(len(ordered) * 0.95))]
    return f"| {name} | {where} | {len(ordered)} | {statistics.median(ordered):7.2f} | {p95:7.2f} | {ordered[-1]:7.2f} |"


def seated(game: str, options: dict[str, object]) -> tuple[Seating, object]:
    """The table ``options`` ask for (its state class and players), and the options themselves."""
    chosen = RULES[game].read_options(options)
    return RULES[game].seating(chosen), chosen


def native_times(
    game: str, options: dict[str, object], level: str, matches: int, clock: Callable[[], float] = time.perf_counter
) -> list[float]:
    """Milliseconds per decision of ``level`` playing itself over seeded matches, by ``clock``."""
    seating, chosen = seated(game, options)
    times = []
    for seed in range(matches):
        state, moves = new_game(seating.state, seed, chosen), 0
        while not state.game_over:
            if state.round_over:
                state = state.next_round()
                continue
            view = state.view(state.turn)
            best = float("inf")
            for _ in range(3):  # the best of three: other processes of a busy machine are not the level's time
                rng = deal_rng(seed, "computer", moves)
                start = clock()
                move = choose_move(seating.players, level, view, rng)
                best = min(best, clock() - start)
            times.append(best * 1000)
            state = state.apply(move)
            moves += 1
    return times


def load_build_module():
    spec = importlib.util.spec_from_file_location("mazzo_build", ROOT / "build.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@contextmanager
def worker_page(phone: bool = False) -> Iterator[Any]:
    """dist/ served here and opened in Chromium, its engine ready: the page (Playwright's).

    With ``phone``, the browser runs as bench/phone.py's phone: every process held to half a core
    (checked first; no figure when the quota cannot be set or does not hold), at a phone's viewport.
    """
    from phone import CONTEXT as PHONE_CONTEXT
    from phone import PhoneProfile
    from playwright.sync_api import sync_playwright

    build = load_build_module()
    dist = ROOT / "dist"
    if not (dist / "index.html").exists():
        raise SystemExit("dist/ is not built: run python3 build.py first")
    server = build.make_server(dist, quiet=True)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        with sync_playwright() as playwright, ExitStack() as held:
            executable, context = CHROMIUM, {}
            if phone:
                profile = held.enter_context(PhoneProfile())
                scratch = Path(held.enter_context(tempfile.TemporaryDirectory()))
                slowdown = profile.check(playwright, CHROMIUM, scratch, CHROMIUM_FLAGS)
                print(f"phone profile: a plain loop in a worker ran {slowdown:.2f}x slower under the quota", file=sys.stderr)
                executable, context = profile.launcher(CHROMIUM, scratch), PHONE_CONTEXT
            browser = playwright.chromium.launch(executable_path=executable, args=CHROMIUM_FLAGS)
            page = browser.new_page(**context)
            # A parameter in the URL skips the menu a first visit opens: the page deals at once.
            page.goto(f"http://127.0.0.1:{server.server_address[1]}/?level=easy")
            page.wait_for_function("() => document.documentElement.dataset.app === 'ready'", timeout=BOOT_LIMIT_MS)
            # The page deals its own first game: once it waits for the player, it sends nothing more.
            page.wait_for_function(
                "() => { const d = document.documentElement.dataset; return !d.busy && d.turn === 'human' }",
                timeout=BOOT_LIMIT_MS,
            )
            settle_first_visit(page)
            yield page
            browser.close()
    finally:
        server.shutdown()
        server.server_close()


def settle_first_visit(page) -> None:
    """Until what a first visit does once the page is idle is done: the engine snapshot stored for the
    next visit and the service worker caching the site, which take the phone's half core for some
    seconds. Figures are then the requests' own, not theirs queued behind that work."""
    deadline = time.monotonic() + BOOT_LIMIT_MS / 1000
    stored = "async () => (await caches.has('mazzo-snapshot'))" \
        " && (await (await caches.open('mazzo-snapshot')).keys()).length > 0"
    while not page.evaluate(stored):
        if time.monotonic() > deadline:
            raise SystemExit("think: no engine snapshot stored: the first visit did not settle")
        page.wait_for_timeout(200)
    page.evaluate("() => navigator.serviceWorker?.ready.then(() => true)")
    page.wait_for_timeout(3000)


def browser_times(
    game: str, options: dict[str, object], levels: list[str], matches: int, phone: bool = False
) -> dict[str, list[float]]:
    """Milliseconds per ``computer`` request in the page's worker (on the phone profile with ``phone``), per level."""
    times: dict[str, list[float]] = {}
    with worker_page(phone) as page:
        page.evaluate("() => globalThis.mazzo.client.request('ping')")
        for level in levels:
            times[level] = []
            for seed in range(matches):
                times[level] += browser_match(page, game, options, level, seed)
    return times


def browser_match(page, game: str, options: dict[str, object], level: str, seed: int) -> list[float]:
    """One match against the page's worker; the human seat decided natively, kept in step."""
    request = "(fields) => globalThis.mazzo.client.request(fields.type, fields)"
    page.evaluate(request, {"type": "new_game", "game": game, "level": level, "seed": seed, "options": options})
    seating, chosen = seated(game, options)
    state: State = new_game(seating.state, seed, chosen)
    log_length, times = 0, []
    while not state.game_over:
        if state.round_over:
            page.evaluate(request, {"type": "next_round", "game": game})
            state, log_length = state.next_round(), log_length + 1
            continue
        if state.turn != HUMAN:
            reply = page.evaluate(TIMED_COMPUTER_REQUEST, game)
            times.append(reply["ms"])
            move = state.parse_move(reply["move"])
        else:
            move = choose_move(seating.players, level, state.view(HUMAN), deal_rng(seed, "human", log_length))
            reply = page.evaluate(request, {"type": "play", "game": game, "move": str(move)})
            reply = {"hand": reply["view"]["hand"]}
        state, log_length = state.apply(move), log_length + 1
        if reply["hand"] != [str(card) for card in state.hands[HUMAN]]:
            raise SystemExit(f"the page's game and the copy here went apart at move {log_length} of seed {seed}")
    return times


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", choices=sorted(RULES), required=True)
    parser.add_argument("--players", type=int, help="the table's size, for a game played by two or four")
    parser.add_argument("--variant", help="Scopone's variant")
    parser.add_argument("--matches", type=int, default=10, help="native: matches per level (0: none)")
    parser.add_argument("--cpu", action="store_true", help="native: time in the process's CPU time, not wall time")
    parser.add_argument("--browser", action="store_true", help="also time the computer requests in the browser worker")
    parser.add_argument("--browser-matches", type=int, default=2, help="browser: matches per level")
    parser.add_argument("--phone", action="store_true", help="browser: on the phone profile (bench/phone.py: half a core)")
    parser.add_argument("--levels", nargs="+", choices=LEVELS, default=list(LEVELS), help="the levels timed")
    args = parser.parse_args()

    options = {key: value for key, value in (("players", args.players), ("variant", args.variant)) if value is not None}
    levels = args.levels
    print(f"{args.game} {options or ''} think time per move, milliseconds")
    print()
    print("| level | where | moves | median | p95 | max |")
    print("| --- | --- | ---: | ---: | ---: | ---: |")
    clock, where = (time.process_time, "native CPU") if args.cpu else (time.perf_counter, "native")
    for level in levels if args.matches else []:
        samples = native_times(args.game, options, level, args.matches, clock)
        print(summary(level, f"{where}, {args.matches} matches v itself", samples), flush=True)
    if args.browser:
        where = f"{'phone' if args.phone else 'browser'} worker, {args.browser_matches} matches"
        for level, samples in browser_times(args.game, options, levels, args.browser_matches, args.phone).items():
            print(summary(level, where, samples), flush=True)


if __name__ == "__main__":
    main()
