"""A long session in one page: rounds of both games through the browser's engine worker, saves on.

    python3 build.py                                   # build dist/ first
    .venv/bin/python bench/browser_soak.py [--scopa 300] [--scala40 60] [--chromium /usr/bin/chromium]

Serves dist/ (cross-origin isolated, so that the page may measure its own memory with
performance.measureUserAgentSpecificMemory), opens it in headless Chromium, and through the
page's engine client plays rounds of Scopa, then of Scala 40, at every level in turn (the
computer's moves asked of the engine, the human's a seeded random legal move), each round a
new game with its own seed, so that the worker writes a save after every move, as in play.
After the first tenth of the rounds and after each level it reads the worker's heap (the
WebAssembly memory, which never shrinks: its high-water mark) and Python objects ({"type":
"memory"}), the page's memory and the origin's stored bytes (navigator.storage.estimate) and
the saves' size; prints them, the ratio end / first tenth, and the console errors seen. Nothing is asserted: it is a benchmark.
"""

from __future__ import annotations

import argparse
import shutil
import sys
import threading
import time
from pathlib import Path

from playwright.sync_api import sync_playwright

from load import load_build  # bench/load.py

ROOT = Path(__file__).resolve().parents[1]
DIST = ROOT / "dist"
FLAGS = ["--no-sandbox", "--disable-background-networking", "--disable-component-update", "--disable-sync"]
LEVELS = ("easy", "normal", "hard")
#: Plays one round of a new game through the page's engine client; returns the requests made.
ROUND = """async ([game, level, seed]) => {
  const ask = (type, fields = {}) => globalThis.mazzo.client.request(type, { game, ...fields });
  let random = seed;
  const next = () => ((random = (Math.imul(random, 1103515245) + 12345) >>> 0) / 4294967296);
  let { view } = await ask("new_game", { level, seed });
  let requests = 1;
  while (!view.round_over) {
    if (view.computer_to_move) ({ view } = await ask("computer"));
    else ({ view } = await ask("play", { move: view.legal_moves[Math.floor(next() * view.legal_moves.length)] }));
    requests += 1;
  }
  return requests;
}"""
MEASURE = """async () => {
  const engine = await globalThis.mazzo.client.request("memory");
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
  return { heap: engine.heap_bytes, objects: engine.python_objects, page, stored, saves };
}"""


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


def play(page, game: str, rounds: int, first_seed: int, figures: dict) -> int:
    """Plays the rounds, a third at each level; measures after the first tenth and after each level."""
    requests = 0
    for number in range(rounds):
        level = LEVELS[number * len(LEVELS) // rounds]
        requests += page.evaluate(ROUND, [game, level, first_seed + number])
        if number + 1 == max(1, rounds // 10):
            figures[f"{game}, first tenth"] = page.evaluate(MEASURE)
        if number + 1 == rounds or LEVELS[(number + 1) * len(LEVELS) // rounds] != level:
            figures[f"{game}, after {level}"] = page.evaluate(MEASURE)
    return requests


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--scopa", type=int, default=300, help="Scopa rounds")
    parser.add_argument("--scala40", type=int, default=60, help="Scala 40 rounds")
    parser.add_argument("--chromium", default=shutil.which("chromium") or "/usr/bin/chromium")
    args = parser.parse_args()
    if not (DIST / "index.html").exists():
        sys.exit("bench: build dist/ first (python3 build.py)")
    server = isolated_server(load_build())
    threading.Thread(target=server.serve_forever, daemon=True).start()
    errors: list[str] = []
    figures: dict[str, dict] = {}
    started = time.monotonic()
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=args.chromium, args=FLAGS)
        page = browser.new_page()
        page.on("console", lambda message: message.type == "error" and errors.append(message.text))
        page.on("pageerror", lambda error: errors.append(f"uncaught: {error}"))
        page.goto(f"http://127.0.0.1:{server.server_address[1]}/")
        page.wait_for_function("() => document.documentElement.dataset.app === 'ready'", timeout=180_000)
        page.wait_for_function("() => globalThis.mazzo.snapshot !== undefined", timeout=180_000)
        isolated = page.evaluate("() => crossOriginIsolated")
        requests = {}
        for game, rounds, seed in (("scopa", args.scopa, 1_000), ("scala40", args.scala40, 2_000)):
            requests[game] = play(page, game, rounds, seed, figures)
            print(f"{game}: {rounds} rounds, {requests[game]:,} requests, {time.monotonic() - started:,.0f} s",
                  file=sys.stderr, flush=True)
        browser.close()
    server.shutdown()

    print(f"Browser soak: {args.scopa} Scopa and {args.scala40} Scala 40 rounds in one page, every level,"
          f" saves on; cross-origin isolated: {isolated}; {time.monotonic() - started:,.0f} s")
    print("| when | engine heap | Python objects | page memory | stored (origin) | saves |")
    print("|---|---:|---:|---:|---:|---:|")
    for when, f in figures.items():
        page_memory = "n/a" if f["page"] is None else f"{f['page'] / 1e6:,.1f} MB"
        print(f"| {when} | {f['heap'] / 1e6:,.1f} MB | {f['objects']:,} | {page_memory} |"
              f" {f['stored'] / 1e6:,.2f} MB | {f['saves'] / 1e3:,.1f} KB |")
    for game in ("scopa", "scala40"):
        first, end = figures[f"{game}, first tenth"], figures[f"{game}, after {LEVELS[-1]}"]
        ratios = {key: end[key] / first[key] for key in ("heap", "objects", "page", "stored") if first[key]}
        print(f"{game}, end ÷ first tenth: " + ", ".join(f"{key} {ratio:.3f}" for key, ratio in ratios.items()))
    print(f"console errors: {len(errors)}" + "".join(f"\n  {error}" for error in errors[:10]))


if __name__ == "__main__":
    main()
