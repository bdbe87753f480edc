"""How fast the game opens, against a bare Pyodide boot in the same run, and what a first visit downloads.

    python3 build.py                      # build dist/ first
    .venv/bin/python bench/load.py [--runs 5] [--cores all|one|both] [--chromium /usr/bin/chromium]

Serves dist/ on a local port (no compression; responses logged at the server) and opens it in
headless Chromium, each run in fresh browser profiles (a real profile, with a disk cache, as a
new player's browser has). Per run, in this order:
- bare boot: web/dev/bare-boot.html, whose worker only runs loadPyodide from the same files:
  ready with an empty cache, then after a reload (the HTTP cache warm): the yardstick;
- mazzo, empty cache: first paint (first-contentful-paint), ready (<html data-app="ready">
  after navigation start) and the worker's phases; then the engine snapshot the page makes
  once the game is ready (its make and store times and stored size); then every response
  until the network is quiet (the service worker caching the rest included);
- mazzo warm with the snapshot (a reload): ready and phases;
- mazzo warm without it (the snapshot deleted, a reload): ready.
Bytes: every response the server sent during the first visit, duplicates included (a 304 has
no body), each body gzipped here at level 6 as a host serving gzip would send it; and the
distinct files. Ratios are taken within each run, then the median of them is shown.
With --cores one (or both) the browser runs under `taskset -c 0`, one core, closer to a
phone's share of a busy CPU. Nothing here is asserted: it is a benchmark.
"""

from __future__ import annotations

import argparse
import gzip
import importlib.util
import shutil
import statistics
import sys
import tempfile
import threading
import time
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
PHASES = ("created", "started", "fetched", "compiled", "runtime", "engine", "saves")
QUIET_S = 3.0


def load_build():
    spec = importlib.util.spec_from_file_location("mazzo_build", ROOT / "build.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def wait_stored(page, limit_s: float = 180) -> None:
    """Until Cache Storage holds an engine snapshot (wait_for_function cannot await a promise)."""
    deadline = time.monotonic() + limit_s
    while not page.evaluate("async () => (await caches.has('mazzo-snapshot')) && (await (await caches.open('mazzo-snapshot')).keys()).length > 0"):
        if time.monotonic() > deadline:
            raise SystemExit(f"load: no engine snapshot stored after {limit_s} s")
        page.wait_for_timeout(200)


def wait_ready(page) -> float:
    page.wait_for_function("() => window.__mazzoReadyAt !== undefined", timeout=180_000)
    return page.evaluate("() => window.__mazzoReadyAt")


def first_paint(page) -> float:
    page.wait_for_function("() => performance.getEntriesByName('first-contentful-paint').length > 0")
    return page.evaluate("() => performance.getEntriesByName('first-contentful-paint')[0].startTime")


def boot_of(page) -> dict:
    return page.evaluate("() => globalThis.mazzo.client.boot")


def wait_quiet(responses: list) -> None:
    """Until the server has sent nothing for QUIET_S seconds."""
    seen, since = len(responses), time.monotonic()
    while time.monotonic() - since < QUIET_S:
        time.sleep(0.25)
        if len(responses) != seen:
            seen, since = len(responses), time.monotonic()


class Run:
    """One run's browser profiles, each fresh, on one Chromium (maybe held to one core)."""

    def __init__(self, playwright, chromium: str, url: str, responses: list):
        self.playwright, self.chromium, self.url, self.responses = playwright, chromium, url, responses

    def context(self, profile: str):
        context = self.playwright.chromium.launch_persistent_context(
            profile, executable_path=self.chromium, args=FLAGS, viewport={"width": 1280, "height": 720}
        )
        context.add_init_script(READY_PROBE)
        return context

    def bare(self, profile: str) -> dict[str, float]:
        context = self.context(profile)
        page = context.pages[0]
        page.goto(self.url + "dev/bare-boot.html")
        cold = wait_ready(page)
        page.reload()
        warm = wait_ready(page)
        context.close()
        return {"bare_cold": cold, "bare_warm": warm}

    def mazzo(self, profile: str) -> dict[str, float]:
        context = self.context(profile)
        page = context.pages[0]
        self.responses.clear()
        page.goto(self.url)
        result = {"cold": wait_ready(page), "paint": first_paint(page)}
        result |= {f"cold_{name}": at for name, at in boot_of(page)["phases"].items()}
        result["cold_path_shipped"] = float(boot_of(page)["path"] == "shipped")
        # A snapshot stored for the next visit: the shipped one (stored by the worker), or one
        # the page makes after a boot (its maker's outcome then tells its times).
        wait_stored(page)
        snapshot = page.evaluate("() => globalThis.mazzo.snapshot") or {}
        wait_quiet(self.responses)
        result |= first_visit_bytes(self.responses)
        result |= {
            "snapshot_stored": float(snapshot.get("stored", True)),
            "snapshot_make": snapshot.get("make_ms", float("nan")),
            "snapshot_store": snapshot.get("store_ms", float("nan")),
            "snapshot_bytes": snapshot.get("bytes", 0),
        }
        page.reload()
        result["warm"] = wait_ready(page)
        boot = boot_of(page)
        result["warm_path_snapshot"] = float(boot["path"] == "snapshot")
        result |= {f"warm_{name}": at for name, at in boot["phases"].items()}
        page.evaluate("() => caches.delete('mazzo-snapshot')")
        page.reload()
        result["warm_no_snapshot"] = wait_ready(page)
        context.close()
        return result


def first_visit_bytes(responses: list) -> dict[str, float]:
    """Every response's body as sent (raw) and gzipped at level 6, and the distinct files'."""
    sizes = {}
    raw = gzipped = 0
    for path, status in responses:
        file = DIST / urllib.parse.unquote(path.lstrip("/"))
        if file.is_dir():
            file /= "index.html"
        if status != 200 or not file.is_file():
            continue
        if path not in sizes:
            data = file.read_bytes()
            sizes[path] = (len(data), len(gzip.compress(data, 6)))
        raw += sizes[path][0]
        gzipped += sizes[path][1]
    return {
        "responses": len(responses),
        "bytes_raw": raw,
        "bytes_gzip": gzipped,
        "files": len(sizes),
        "files_gzip": sum(g for _, g in sizes.values()),
        "repeats": len(responses) - len(set(path for path, _ in responses)),
        "repeated": sorted({f"{path} {status}" for path, status in responses if [p for p, _ in responses].count(path) > 1}),
    }


def one_core(chromium: str, scratch: Path) -> str:
    """A launcher that runs `chromium` (and so every process it starts) on core 0 only."""
    launcher = scratch / "chromium-one-core"
    launcher.write_text(f'#!/bin/sh\nexec taskset -c 0 "{chromium}" "$@"\n')
    launcher.chmod(0o755)
    return str(launcher)


def measure(playwright, chromium: str, url: str, responses: list, runs: int, scratch: Path) -> list[dict]:
    results = []
    for number in range(runs):
        run = Run(playwright, chromium, url, responses)
        result = run.bare(str(scratch / f"bare-{number}"))
        result |= run.mazzo(str(scratch / f"mazzo-{number}"))
        result["ratio_warm"] = result["warm"] / result["bare_warm"]
        result["ratio_cold"] = result["cold"] / result["bare_cold"]
        results.append(result)
        print(f"run {number + 1}: ready {result['cold']:,.0f} ms empty, {result['warm']:,.0f} ms warm;"
              f" bare {result['bare_cold']:,.0f} / {result['bare_warm']:,.0f} ms", file=sys.stderr, flush=True)
    return results


def table(title: str, runs: list[dict]) -> None:
    def row(name: str, key: str, unit: str, scale: float = 1.0, digits: int = 0) -> None:
        values = [r[key] / scale for r in runs if key in r]
        fmt = f"{{:,.{digits}f}}"
        cells = [fmt.format(statistics.median(values)), fmt.format(min(values)), fmt.format(max(values))]
        print(f"| {name} | {' | '.join(cells)} | {unit} |")

    print(f"\n{title}: {len(runs)} runs, headless Chromium, fresh profiles, local server")
    print("| measure | median | min | max | unit |")
    print("|---|---:|---:|---:|---|")
    row("bare Pyodide boot, empty cache", "bare_cold", "ms")
    row("bare Pyodide boot, warm HTTP cache", "bare_warm", "ms")
    row("first paint (first-contentful-paint)", "paint", "ms")
    row("ready, empty cache", "cold", "ms")
    row("ready, empty cache ÷ bare boot, empty cache", "ratio_cold", "×", digits=2)
    row("ready, warm, from the snapshot", "warm", "ms")
    row("ready, warm ÷ bare boot, warm", "ratio_warm", "×", digits=2)
    row("first visits restored from the shipped snapshot", "cold_path_shipped", "share", digits=2)
    row("warm visits restored from the snapshot", "warm_path_snapshot", "share", digits=2)
    row("ready, warm, no snapshot", "warm_no_snapshot", "ms")
    for visit, label in (("cold", "empty cache"), ("warm", "warm, snapshot")):
        for phase in PHASES:
            row(f"phase, {label}: {phase}", f"{visit}_{phase}", "ms")
    row("snapshot made (boot, install, import, snapshot)", "snapshot_make", "ms")
    row("snapshot stored", "snapshot_store", "ms")
    row("snapshot size", "snapshot_bytes", "MB", 1e6, 2)
    row("first visit: responses (duplicates included)", "responses", "")
    row("first visit: responses for a file already sent", "repeats", "")
    row("first visit: bytes as sent", "bytes_raw", "MB", 1e6, 2)
    row("first visit: bytes gzipped, every response", "bytes_gzip", "MB", 1e6, 2)
    row("first visit: distinct files", "files", "")
    row("first visit: distinct files gzipped", "files_gzip", "MB", 1e6, 2)
    print(f"first visit, files answered more than once (run 1): {', '.join(runs[0]['repeated']) or 'none'}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--cores", choices=("all", "one", "both"), default="both")
    parser.add_argument("--chromium", default=shutil.which("chromium") or "/usr/bin/chromium")
    args = parser.parse_args()
    if not (DIST / "index.html").exists():
        sys.exit("bench: build dist/ first (python3 build.py)")
    responses: list = []
    server = load_build().make_server(DIST, quiet=True, dev=True, responses=responses)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    url = f"http://127.0.0.1:{server.server_address[1]}/"
    dist_bytes = sum(p.stat().st_size for p in DIST.rglob("*") if p.is_file())
    with tempfile.TemporaryDirectory() as scratch, sync_playwright() as playwright:
        for cores in ("all", "one") if args.cores == "both" else (args.cores,):
            chromium = args.chromium if cores == "all" else one_core(args.chromium, Path(scratch))
            runs = measure(playwright, chromium, url, responses, args.runs, Path(scratch) / cores)
            table("All cores" if cores == "all" else "One core (taskset -c 0)", runs)
    server.shutdown()
    print(f"\ndist/ on disk: {dist_bytes / 1e6:,.2f} MB")


if __name__ == "__main__":
    main()
