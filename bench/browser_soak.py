"""A long session in one page: rounds of every table through the browser's engine worker, saves on,
every message the worker sends checked for a hidden card.

    python3 build.py                                   # build dist/ first
    .venv/bin/python bench/browser_soak.py [--rounds 20] [--only scopa briscola4-watched] [--chromium /usr/bin/chromium]

Serves dist/ (cross-origin isolated, so that the page may measure its own memory with
performance.measureUserAgentSpecificMemory), opens it in headless Chromium, and through the
page's engine client plays `--rounds` rounds of each table (TABLES: every game at every size,
Scopa's house rules, people playing together on the device, a watched table of computers), the
tables in turn round by round, each round a new game with its own seed at the next level (Easy,
Normal, Hard), so that the worker writes a save after every move, as in play: the people's moves
a seeded random legal move, the computers' asked of the engine; a pass-and-play table tells the
worker its people's names (the statistics count each), a watched one asks for every hand and the
computer's reasons with each move, as the page does while watching.

Every message the engine worker sends the page is recorded and checked against the same requests
replayed in this process (mazzo.protocol.Session): the same view, and no card out of sight of the
person whose view it is (the leak check of tests/browser/test_reliability.py, for every seat a
person holds; every hand only at the watched table), no seed, save, deck or stock. After the
first tenth of the rounds and after each further tenth it reads the worker's heap (the
WebAssembly memory, which never shrinks: its high-water mark) and Python objects ({"type":
"memory"}), the page's JavaScript heap (performance.memory after a garbage collection) and memory
(measureUserAgentSpecificMemory), the origin's stored bytes (navigator.storage.estimate) and the
saves' size. Prints them, the ratio end / first tenth, the console errors and the leaks, and
exits with 1 when there is a leak, a mismatch or a console error, or when the page's heap or the
stored bytes grew by more than FLAT after the first tenth.
"""

from __future__ import annotations

import argparse
import json
import shutil
import sys
import threading
import time
from pathlib import Path
from typing import Any

from playwright.sync_api import sync_playwright

from load import load_build, wait_stored  # bench/load.py

ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT / "py"), str(ROOT / "tests")]

from card_sight import RECORD_WORKER_MESSAGES, leaks  # noqa: E402

from mazzo.protocol import Session  # noqa: E402

DIST = ROOT / "dist"
FLAGS = ["--no-sandbox", "--disable-background-networking", "--disable-component-update", "--disable-sync",
         "--js-flags=--expose-gc", "--enable-precise-memory-info"]
LEVELS = ("easy", "normal", "hard")
#: How much the page's heap and the stored bytes may grow after the first tenth and still be flat.
FLAT = 1.05
PAIRS = ["person", "computer", "person", "computer"]
#: Each table: its game, options, seats (None: one person at seat 0) and the people's names.
TABLES: dict[str, tuple[str, dict[str, Any], list[str] | None, list[str | None] | None]] = {
    "scopa": ("scopa", {}, None, None),
    "scopa-ace": ("scopa", {"capture": "ace_takes_all"}, None, None),
    "scopa-ace-rebello": ("scopa", {"capture": "ace_takes_all", "re_bello": True}, None, None),
    "scopa-fifteen": ("scopa", {"capture": "fifteen"}, None, None),
    "scopa-fifteen-rebello": ("scopa", {"capture": "fifteen", "re_bello": True}, None, None),
    "scopa4-ace": ("scopa", {"players": 4, "capture": "ace_takes_all"}, None, None),
    "scopone-fifteen": ("scopone", {"capture": "fifteen", "re_bello": True}, None, None),
    "scopone-classico-ace": ("scopone", {"capture": "ace_takes_all", "variant": "classico"}, None, None),
    "briscola": ("briscola", {"show_points": True}, None, None),
    "briscola4": ("briscola", {"players": 4}, None, None),
    "scala40": ("scala40", {}, None, None),
    "scala40-3": ("scala40", {"players": 3}, None, None),
    "scala40-4": ("scala40", {"players": 4}, None, None),
    "tressette": ("tressette", {}, None, None),
    "tressette4": ("tressette", {"players": 4}, None, None),
    # People playing together on the device (pass and play), and a table of computers watched.
    "scopa4-fifteen-together": ("scopa", {"players": 4, "capture": "fifteen"}, PAIRS, ["Anna", None, "Bruno", None]),
    "briscola-together": ("briscola", {}, ["person", "person"], ["Anna", "Bruno"]),
    "scala40-3-together": ("scala40", {"players": 3}, ["person", "computer", "person"], ["Anna", None, "Carla"]),
    "briscola4-watched": ("briscola", {"players": 4}, ["computer"] * 4, None),
    "tressette4-together": ("tressette", {"players": 4}, PAIRS, ["Anna", None, "Bruno", None]),
}
#: Plays one round of a new game through the page's engine client, as the page asks; returns each
#: request with the worker's messages that came for it.
ROUND = """async ([game, level, seed, options, seats, names]) => {
  const client = globalThis.mazzo.client;
  const watched = seats !== null && !seats.includes("person");
  const log = [];
  const ask = async (type, fields = {}) => {
    const request = { game, ...fields };
    window.workerMessages.splice(0);
    const reply = await client.request(type, request);
    log.push({ type, fields: request, messages: window.workerMessages.splice(0) });
    return reply;
  };
  let random = seed;
  const next = () => ((random = (Math.imul(random, 1103515245) + 12345) >>> 0) / 4294967296);
  const hands = watched ? { open_hands: true } : {};
  let { view } = await ask("new_game", { level, seed, options, ...(seats ? { seats } : {}), ...hands });
  if (names) await ask("people", { names });
  while (!view.round_over) {
    if (view.computer_to_move) ({ view } = await ask("computer", watched ? { ...hands, reasons: true } : {}));
    else ({ view } = await ask("play", { move: view.legal_moves[Math.floor(next() * view.legal_moves.length)] }));
  }
  await ask("summary");
  return log;
}"""
MEASURE = """async () => {
  const engine = await globalThis.mazzo.client.request("memory");
  globalThis.gc?.();
  const heap = performance.memory ? performance.memory.usedJSHeapSize : null;
  const page = crossOriginIsolated && performance.measureUserAgentSpecificMemory
    ? (await performance.measureUserAgentSpecificMemory()).bytes
    : null;
  const stored = (await navigator.storage.estimate()).usage;
  const saves = await new Promise((resolve, reject) => {
    const opening = indexedDB.open("mazzo", 2);
    opening.onsuccess = () => {
      const reading = opening.result.transaction("saves").objectStore("saves").getAll();
      reading.onsuccess = () => { opening.result.close(); resolve(JSON.stringify(reading.result).length); };
      reading.onerror = () => reject(reading.error);
    };
    opening.onerror = () => reject(opening.error);
  });
  return { engine: engine.heap_bytes, objects: engine.python_objects, heap, page, stored, saves };
}"""
#: The worker's own requests, which the engine (and so the mirror) never sees.
WORKER_ONLY = {"people", "memory"}


def isolated_server(build):
    """dist/ served as build.py serves it, plus the headers that make the page cross-origin isolated."""

    class Isolated(build.DistHandler):
        def end_headers(self) -> None:
            self.send_header("Cross-Origin-Opener-Policy", "same-origin")
            self.send_header("Cross-Origin-Embedder-Policy", "require-corp")
            super().end_headers()

    policy = build.page_content_security_policy(DIST)

    def handler(*args, **kwargs):
        return Isolated(*args, directory=str(DIST), prefix="/", policy=policy, quiet=True, **kwargs)

    return build.http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)


def wait_quiet_storage(page, limit_s: float = 300) -> None:
    """Until the origin's stored bytes stop changing (the service worker has cached the build), so
    that what the rounds store is all that can grow."""
    deadline = time.monotonic() + limit_s
    sizes: list[int] = []
    while len(sizes) < 3 or len(set(sizes[-3:])) > 1:
        if time.monotonic() > deadline:
            sys.exit(f"bench: the stored bytes still change after {limit_s} s")
        sizes.append(page.evaluate("async () => (await navigator.storage.estimate()).usage"))
        page.wait_for_timeout(2_000)


def check_round(table: str, log: list[dict[str, Any]]) -> list[str]:
    """The round's requests replayed by a mirror: each reply the same as the page's, and no message
    showing a card out of sight of the person whose view it is."""
    game, _, seats, _ = TABLES[table]
    watched = seats is not None and "person" not in seats
    mirror = Session()
    problems = []
    for entry in log:
        if entry["type"] in WORKER_ONLY:
            continue
        mirrored = json.loads(mirror.handle(json.dumps({"type": entry["type"], **entry["fields"]})))
        here = mirror.tables[game]
        for raw in entry["messages"]:
            message = json.loads(raw)
            if "ok" not in message:
                continue  # the worker's own news (a save that failed): no game in it
            if (message["ok"], message.get("view")) != (mirrored["ok"], mirrored.get("view")):
                problems.append(f"{table}: the page's {entry['type']} is not the mirror's: {raw[:200]}")
            # The count at the end of the round shows every hand's cards: only hidden fields are checked then.
            state = None if entry["type"] == "summary" else here.state
            viewer = message["view"]["player"] if "view" in message else here.viewer
            problems += [f"{table}: {leak}" for leak in (leaks(raw, state, viewer, watched) if state else [])]
    return problems


def play(page, rounds: int, tables: list[str], figures: dict, problems: list[str]) -> int:
    """Plays `rounds` rounds of each table, in turn; measures after the first tenth and each further tenth."""
    total = rounds * len(tables)
    requests = 0
    started = time.monotonic()
    for number in range(total):
        table = tables[number % len(tables)]
        game, options, seats, names = TABLES[table]
        level = LEVELS[(number // len(tables)) % len(LEVELS)]
        log = page.evaluate(ROUND, [game, level, 10_000 + number, options, seats, names])
        requests += len(log)
        problems += check_round(table, log)
        tenth = (number + 1) * 10 // total
        if tenth != number * 10 // total:
            figures[f"{tenth}/10 ({number + 1} rounds)"] = page.evaluate(MEASURE)
            print(f"{tenth}/10: {number + 1} rounds, {requests:,} requests, {len(problems)} problems,"
                  f" {time.monotonic() - started:,.0f} s", file=sys.stderr, flush=True)
    return requests


def report(figures: dict, errors: list[str], problems: list[str]) -> bool:
    """Prints the figures and what went wrong; whether it all held."""
    print("| when | engine heap | Python objects | page JS heap | page memory | stored (origin) | saves |")
    print("|---|---:|---:|---:|---:|---:|---:|")
    mb = lambda value: "n/a" if value is None else f"{value / 1e6:,.2f} MB"  # noqa: E731
    for when, f in figures.items():
        print(f"| {when} | {mb(f['engine'])} | {f['objects']:,} | {mb(f['heap'])} | {mb(f['page'])} |"
              f" {mb(f['stored'])} | {f['saves'] / 1e3:,.1f} KB |")
    first, *_, end = figures.values()
    ratios = {key: end[key] / first[key] for key in ("engine", "objects", "heap", "page", "stored") if first[key]}
    print("end ÷ first tenth: " + ", ".join(f"{key} {ratio:.3f}" for key, ratio in ratios.items()))
    grew = [key for key in ("heap", "stored") if ratios.get(key, 1.0) > FLAT]
    print(f"console errors: {len(errors)}" + "".join(f"\n  {error}" for error in errors[:10]))
    print(f"leaks and mismatches: {len(problems)}" + "".join(f"\n  {problem}" for problem in problems[:10]))
    print(f"grew by more than {FLAT - 1:.0%} after the first tenth: {', '.join(grew) or 'nothing'}")
    return not (errors or problems or grew)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--rounds", type=int, default=20, help="rounds of each table")
    parser.add_argument("--only", nargs="+", choices=list(TABLES), metavar="TABLE", help="play only these tables")
    parser.add_argument("--chromium", default=shutil.which("chromium") or "/usr/bin/chromium")
    args = parser.parse_args()
    if not (DIST / "index.html").exists():
        sys.exit("bench: build dist/ first (python3 build.py)")
    tables = args.only or list(TABLES)
    server = isolated_server(load_build())
    threading.Thread(target=server.serve_forever, daemon=True).start()
    errors: list[str] = []
    problems: list[str] = []
    figures: dict[str, dict] = {}
    started = time.monotonic()
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=args.chromium, args=FLAGS)
        page = browser.new_page()
        page.add_init_script(RECORD_WORKER_MESSAGES)
        page.on("console", lambda message: message.type == "error" and errors.append(message.text))
        page.on("pageerror", lambda error: errors.append(f"uncaught: {error}"))
        page.goto(f"http://127.0.0.1:{server.server_address[1]}/")
        page.wait_for_function("() => document.documentElement.dataset.app === 'ready'", timeout=180_000)
        wait_stored(page)
        wait_quiet_storage(page)
        isolated = page.evaluate("() => crossOriginIsolated")
        requests = play(page, args.rounds, tables, figures, problems)
        browser.close()
    server.shutdown()
    print(f"Browser soak: {args.rounds} rounds of each of {len(tables)} tables ({args.rounds * len(tables)} in all) in one"
          f" page, every level in turn, saves on; {requests:,} requests; cross-origin isolated: {isolated};"
          f" {time.monotonic() - started:,.0f} s")
    sys.exit(0 if report(figures, errors, problems) else 1)


if __name__ == "__main__":
    main()
