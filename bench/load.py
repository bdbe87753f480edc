"""How fast the game opens: first paint, ready with an empty cache and with a warm one, bytes.

    python3 build.py                      # build dist/ first
    .venv/bin/python bench/load.py [--runs 5] [--chromium /usr/bin/chromium]

Serves dist/ on a local port, opens it in headless Chromium (Playwright) and measures, per run:
- first paint: the browser's first-contentful-paint (the felt table is drawn at once);
- ready, empty cache: from navigation start to <html data-app="ready"> in a fresh profile;
- ready, warm cache: the same after a reload, with the service worker serving the files;
- bytes on a first visit: every file the page fetched, raw and as a host serving gzip sends it
  (each file gzipped here at level 6: the local server does not compress).
Prints a table of medians (and min / max). Nothing here is asserted: it is a benchmark.
"""

from __future__ import annotations

import argparse
import gzip
import importlib.util
import shutil
import statistics
import sys
import threading
import urllib.parse
from pathlib import Path

from playwright.sync_api import sync_playwright

ROOT = Path(__file__).resolve().parents[1]
DIST = ROOT / "dist"
FLAGS = ["--no-sandbox", "--disable-background-networking", "--disable-component-update", "--disable-sync"]
#: Records when <html data-app> becomes "ready", before any page script runs.
READY_PROBE = """
new MutationObserver((_, observer) => {
  if (document.documentElement.dataset.app === "ready") {
    window.__mazzoReadyAt = performance.now();
    observer.disconnect();
  }
}).observe(document, { attributes: true, subtree: true, attributeFilter: ["data-app"] });
"""


def load_build():
    spec = importlib.util.spec_from_file_location("mazzo_build", ROOT / "build.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def wait_ready(page) -> float:
    page.wait_for_function("() => window.__mazzoReadyAt !== undefined", timeout=120_000)
    return page.evaluate("window.__mazzoReadyAt")


def first_paint(page) -> float:
    page.wait_for_function("() => performance.getEntriesByName('first-contentful-paint').length > 0")
    return page.evaluate("performance.getEntriesByName('first-contentful-paint')[0].startTime")


def one_run(browser, url: str) -> dict[str, float]:
    context = browser.new_context(viewport={"width": 1280, "height": 720})
    context.add_init_script(READY_PROBE)
    fetched: dict[str, None] = {}
    context.on("requestfinished", lambda request: fetched.setdefault(request.url))
    page = context.new_page()
    page.goto(url)
    cold = wait_ready(page)
    paint = first_paint(page)
    page.wait_for_function("() => navigator.serviceWorker.controller !== null", timeout=60_000)
    first_visit = list(fetched)
    page.reload()
    warm = wait_ready(page)
    context.close()
    raw = gzipped = 0
    for address in first_visit:
        path = DIST / urllib.parse.unquote(urllib.parse.urlsplit(address).path.lstrip("/"))
        if path.is_dir():
            path = path / "index.html"
        if path.is_file():
            data = path.read_bytes()
            raw += len(data)
            gzipped += len(gzip.compress(data, 6))
    return {"paint": paint, "cold": cold, "warm": warm, "raw": raw, "gzip": gzipped}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--chromium", default=shutil.which("chromium") or "/usr/bin/chromium")
    args = parser.parse_args()
    if not (DIST / "index.html").exists():
        sys.exit("bench: build dist/ first (python3 build.py)")
    server = load_build().make_server(DIST, quiet=True)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    url = f"http://127.0.0.1:{server.server_address[1]}/"
    runs = []
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=args.chromium, args=FLAGS)
        for _ in range(args.runs):
            runs.append(one_run(browser, url))
        browser.close()
    server.shutdown()
    dist_bytes = sum(p.stat().st_size for p in DIST.rglob("*") if p.is_file())

    def row(name: str, key: str, unit: str, scale: float = 1.0) -> str:
        values = [r[key] / scale for r in runs]
        fmt = "{:,.0f}" if unit == "ms" else "{:,.2f}"
        cells = [fmt.format(statistics.median(values)), fmt.format(min(values)), fmt.format(max(values))]
        return f"| {name} | {' | '.join(cells)} | {unit} |"

    print(f"Load, {args.runs} runs, headless Chromium, local server, cache emptied before each run")
    print("| measure | median | min | max | unit |")
    print("|---|---:|---:|---:|---|")
    print(row("first paint (first-contentful-paint)", "paint", "ms"))
    print(row("ready, empty cache", "cold", "ms"))
    print(row("ready, warm cache (service worker)", "warm", "ms"))
    print(row("first visit, bytes as files", "raw", "MB", 1e6))
    print(row("first visit, bytes gzipped", "gzip", "MB", 1e6))
    print(f"| dist/ on disk | {dist_bytes / 1e6:,.2f} | | | MB |")


if __name__ == "__main__":
    main()
