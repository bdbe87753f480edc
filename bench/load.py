"""How fast the game opens, against a bare Pyodide boot in the same run, and what a first visit downloads,
at the pace of a player's network.

    python3 build.py                      # build dist/ first
    .venv/bin/python bench/load.py [--runs 5] [--profile none|fast|slow|all] [--device desktop|phone|both]
                                   [--chromium /usr/bin/chromium]

Serves dist/ on a local port, as a static host would: gzip where it makes a file at least 10%
smaller (Content-Encoding, level 6; not the precompressed snapshot), HTTP/1.1 with keep-alive,
every response logged with the bytes of its body. A network profile paces every response:
- none: as fast as the loopback goes;
- fast: 20 Mbit/s with a 40 ms round trip; slow: 4 Mbit/s with a 150 ms round trip.
A new connection costs one round trip (its setup) and every response another before its first
byte; bodies are written in 16 KiB chunks from one token bucket that every response in flight
shares (the player's one link). The embedding host page has its own server on the same link.

Each run opens headless Chromium in fresh browser profiles (a real profile, with a disk cache,
as a new player's browser has), at one profile, in this order:
- bare boot: web/dev/bare-boot.html, whose worker only runs loadPyodide from the same files:
  ready with an empty cache, then after a reload (the HTTP cache warm): the yardstick;
- first visit: first paint (first-contentful-paint), ready (<html data-app="ready"> after
  navigation start), the worker's phases and the path it took (the shipped snapshot, or a boot
  and why); then the snapshot stored for the next visit; then every response until the network
  is quiet for QUIET_S seconds (the service worker caching the rest included);
- warm with the snapshot (a reload): ready and phases; warm without it (deleted, a reload);
- first visit without the shipped snapshot (engine/snapshot.gz answers 404, which the worker
  takes as missing): the boot of the wheel, today's cold path before the shipped snapshot;
- embedded first visit: web/dev/embed-demo.html served from another port (another origin)
  frames the game, in a fresh profile: nothing stored for that top-level site; ready after the
  host page's navigation. (Another site, such as localhost, would be truer still, but Playwright
  never gets that frame from the full Chromium here, so it cannot be timed: see
  docs/performance.md);
- first visit with Save-Data: navigator.connection.saveData on in the page (the DevTools
  protocol's Emulation.setDataSaverOverride; the page tells its engine worker as it starts it);
  ready, path, and every response until quiet.
Phases are times after navigation start: the stored snapshot read and checked (or found
missing), the runtime's files fetched, its WebAssembly compiled,
Python booted or restored, the engine imported, the saved games restored, ready (the first view).
The first visit also times what a player sees: the menu usable (its welcome open with Deal), Deal
tapped at once, then the first card playable (<html data-screen="your-turn">, nothing under way:
the deal's animation at the default speed included, and the computer's first move when it leads);
the return visit (a reload, the snapshot stored) the menu opened and Deal tapped again, and the
first card playable after it. Deal is tapped again on a first visit once ready (another fresh
profile), so that "after Deal" is also read without the engine's loading in it.
Ratios are taken within each run, then the median of them is shown, with the range.

Devices (--device): `desktop`, the machine's cores and a 1280x720 window; `phone`, every browser
process held to half of one core by a CPU quota (bench/phone.py: Linux's cgroup cpu controller,
checked by a plain loop before any figure is reported) at a 390x844 touch viewport. The bench's
own process (its servers, Playwright) is never held. Nothing here is asserted: it is a benchmark.
"""

from __future__ import annotations

import argparse
import gzip
import http.server
import importlib.util
import os
import shutil
import statistics
import sys
import tempfile
import threading
import time
import urllib.parse
from contextlib import nullcontext
from dataclasses import dataclass, field
from pathlib import Path

from phone import CONTEXT as PHONE_CONTEXT
from phone import PhoneProfile
from playwright.sync_api import sync_playwright

ROOT = Path(__file__).resolve().parents[1]
DIST = ROOT / "dist"
DESKTOP_CONTEXT = {"viewport": {"width": 1280, "height": 720}}
FLAGS = ["--no-sandbox", "--disable-background-networking", "--disable-component-update", "--disable-sync"]
#: Records, in every frame and before any page script runs, when <html data-app> first becomes "ready",
#: when the menu first offers Deal, each click on Deal, and each time a card becomes playable (the
#: player's turn, nothing under way). The bench waits on `__mazzoUntil(kind, after)`, a promise:
#: never on Playwright's `wait_for_function`, whose polling at every animation frame has the page draw
#: frames that a player's page would not, and so slows the engine's loading on a phone's half core.
PROBE = """
{
  const times = (window.__mazzoTimes = { ready: null, menu: null, deals: [], playable: [] });
  const waiters = [];
  const met = {
    ready: () => times.ready !== null,
    menu: () => times.menu !== null,
    played: (before) => times.deals.length > before && times.playable.some((at) => at > times.deals[times.deals.length - 1]),
  };
  let wasPlayable = false;
  const look = () => {
    const root = document.documentElement;
    if (times.ready === null && root.dataset.app === "ready") times.ready = performance.now();
    if (times.menu === null && document.querySelector("#menu[open] button[data-action=deal]")) times.menu = performance.now();
    const playable = root.dataset.screen === "your-turn" && root.dataset.busy === undefined;
    if (playable && !wasPlayable) times.playable.push(performance.now());
    wasPlayable = playable;
    for (const waiter of [...waiters]) {
      if (!met[waiter.kind](waiter.after)) continue;
      waiters.splice(waiters.indexOf(waiter), 1);
      waiter.resolve(times);
    }
  };
  window.__mazzoUntil = (kind, after = 0) => new Promise((resolve) => { waiters.push({ kind, after, resolve }); look(); });
  new MutationObserver(look).observe(document, {
    attributes: true, childList: true, subtree: true, attributeFilter: ["data-app", "data-screen", "data-busy", "open"],
  });
  document.addEventListener("click", (event) => {
    const deal = event.target instanceof Element && event.target.closest("#menu button[data-action=deal]");
    if (deal) times.deals.push(event.timeStamp);
    look();
  }, true);
}
"""
PHASES = {
    "created": "worker created",
    "started": "worker started",
    "read": "stored snapshot read and checked",
    "fetched": "runtime files fetched",
    "compiled": "WebAssembly compiled",
    "runtime": "Python booted or restored",
    "engine": "engine imported",
    "saves": "saved games restored",
}
QUIET_S = 3.0
SHIPPED_SNAPSHOT = "/engine/snapshot.gz"
CHUNK = 16 * 1024


@dataclass(frozen=True)
class Profile:
    """A player's network: its bandwidth (None: unpaced) and round-trip time."""

    name: str
    bits_per_s: float | None
    round_trip_s: float

    def __str__(self) -> str:
        if self.bits_per_s is None:
            return "no network profile (loopback)"
        return f"{self.bits_per_s / 1e6:g} Mbit/s, {self.round_trip_s * 1000:g} ms round trip"


PROFILES = {
    "none": Profile("none", None, 0.0),
    "fast": Profile("fast", 20e6, 0.040),
    "slow": Profile("slow", 4e6, 0.150),
}


class Link:
    """The player's one link: round trips, and a token bucket that every response in flight shares.

    Each chunk reserves the next free slot of the link and is written when its slot ends, so
    responses in flight take turns chunk by chunk and together never pass the bandwidth.
    """

    def __init__(self, profile: Profile):
        self.profile = profile
        self.lock = threading.Lock()
        self.free_at = 0.0

    def round_trip(self) -> None:
        if self.profile.round_trip_s:
            time.sleep(self.profile.round_trip_s)

    def pace(self, size: int) -> None:
        if self.profile.bits_per_s is None:
            return
        with self.lock:
            start = max(time.monotonic(), self.free_at)
            self.free_at = start + size * 8 / self.profile.bits_per_s
            done = self.free_at
        time.sleep(max(0.0, done - time.monotonic()))


@dataclass
class Site:
    """What the bench's two servers share: the link, the responses sent, the paths answered 404."""

    link: Link
    responses: list[tuple[str, int, int]] = field(default_factory=list)  # (path, status, body bytes)
    refused: set[str] = field(default_factory=set)


#: Each file's gzipped body (level 6), or None where gzip saves less than 10%; by path and mtime.
GZIPPED: dict[tuple[Path, float], bytes | None] = {}


def gzipped_body(file: Path) -> bytes | None:
    key = (file, file.stat().st_mtime)
    if key not in GZIPPED:
        data = file.read_bytes()
        packed = gzip.compress(data, 6)
        GZIPPED[key] = packed if len(packed) < 0.9 * len(data) else None
    return GZIPPED[key]


def paced_handler(build, site: Site, policy: str):
    """A handler class serving dist/ as DistHandler does, as a static host would, at the site's link's pace."""

    class PacedHandler(build.DistHandler):
        protocol_version = "HTTP/1.1"  # keep-alive: a connection's setup is paid once

        def setup(self) -> None:
            super().setup()
            site.link.round_trip()  # the connection's setup

        def handle_one_request(self) -> None:
            self.command, self.sent_status, self.sent_bytes, self.gzipped = None, None, 0, None
            super().handle_one_request()
            if self.command is not None and self.sent_status is not None:
                site.responses.append((urllib.parse.urlsplit(self.path).path, self.sent_status, self.sent_bytes))

        def send_response(self, code, message=None) -> None:
            self.sent_status = int(code)
            super().send_response(code, message)

        def send_head(self):
            site.link.round_trip()  # the request's way there and the first byte's way back
            path = urllib.parse.urlsplit(self.path).path
            if path in site.refused:
                self.send_error(404)
                return None
            self.gzipped = self.gzip_if_accepted()
            return super().send_head()

        def gzip_if_accepted(self) -> bytes | None:
            if "gzip" not in self.headers.get("Accept-Encoding", ""):
                return None
            file = Path(self.translate_path(self.path))
            if file.is_dir():
                file /= "index.html"
            return gzipped_body(file) if file.is_file() else None

        def send_error(self, code, message=None, explain=None) -> None:
            self.gzipped = None
            super().send_error(code, message, explain)

        def send_header(self, keyword: str, value: str) -> None:
            if keyword.lower() == "content-length" and self.gzipped is not None:
                super().send_header("Content-Encoding", "gzip")
                super().send_header("Vary", "Accept-Encoding")
                value = str(len(self.gzipped))
            super().send_header(keyword, value)

        def copyfile(self, source, outputfile) -> None:
            body = self.gzipped if self.gzipped is not None else source.read()
            try:
                for start in range(0, len(body), CHUNK):
                    chunk = body[start:start + CHUNK]
                    site.link.pace(len(chunk))
                    outputfile.write(chunk)
                    self.sent_bytes += len(chunk)
            except (BrokenPipeError, ConnectionResetError):
                pass  # the browser went away mid-download

    def handler(*args, **kwargs):
        return PacedHandler(*args, directory=str(DIST), policy=policy, quiet=True, dev=True, **kwargs)

    return handler


def start_server(build, site: Site) -> http.server.ThreadingHTTPServer:
    handler = paced_handler(build, site, build.page_content_security_policy(DIST))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server


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


def until(page_or_frame, kind: str, after: int = 0) -> dict:
    """The probe's times once `kind` is met (see PROBE): a promise awaited, no polling."""
    return page_or_frame.evaluate("([kind, after]) => window.__mazzoUntil(kind, after)", [kind, after])


def wait_ready(page_or_frame) -> float:
    return until(page_or_frame, "ready")["ready"]


def first_paint(page) -> float:
    page.wait_for_function("() => performance.getEntriesByName('first-contentful-paint').length > 0", polling=100)
    return page.evaluate("() => performance.getEntriesByName('first-contentful-paint')[0].startTime")


def boot_of(page_or_frame) -> dict:
    return page_or_frame.evaluate("() => globalThis.mazzo.client.boot")


def boot_report(boot: dict, visit: str, offset: float = 0.0) -> dict[str, float]:
    """The worker's phases (ms after navigation, shifted by `offset`) and the path it took, as 0/1 shares."""
    result = {f"{visit}_{name}": at + offset for name, at in boot["phases"].items()}
    for path in ("shipped", "snapshot", "boot"):
        result[f"{visit}_path_{path}"] = float(boot["path"] == path)
    return result


def wait_quiet(responses: list) -> None:
    """Until the servers have sent nothing for QUIET_S seconds."""
    seen, since = len(responses), time.monotonic()
    while time.monotonic() - since < QUIET_S:
        time.sleep(0.25)
        if len(responses) != seen:
            seen, since = len(responses), time.monotonic()


def visit_bytes(responses: list, visit: str) -> dict:
    """Every response of a visit, duplicates included, and the bytes of their bodies as sent."""
    paths = [path for path, _, _ in responses]
    repeated = {path for path in paths if paths.count(path) > 1}
    return {
        f"{visit}_responses": len(responses),
        f"{visit}_repeats": len(paths) - len(set(paths)),
        f"{visit}_bytes": sum(sent for _, _, sent in responses),
        f"{visit}_repeated": sorted(f"{path} {status}" for path, status, _ in responses if path in repeated),
    }


class Visits:
    """One run's visits at one network profile, each in a fresh browser profile."""

    def __init__(self, playwright, device: Device, site: Site, game_url: str, host_url: str, scratch: Path):
        self.playwright, self.device, self.site = playwright, device, site
        self.game_url, self.host_url, self.scratch = game_url, host_url, scratch

    def context(self, name: str):
        context = self.playwright.chromium.launch_persistent_context(
            str(self.scratch / name), executable_path=self.device.executable, args=FLAGS, **self.device.context,
        )
        context.add_init_script(PROBE)
        return context

    def press(self, locator) -> None:
        """A tap on a phone, a click on a desktop."""
        locator.tap() if self.device.touch else locator.click()

    def deal(self, page) -> dict[str, float]:
        """Taps Deal in the menu on show; when the first card is playable after it: {deal, playable} (ms after navigation)."""
        deals = len(page.evaluate("() => window.__mazzoTimes.deals"))
        self.press(page.locator("#menu[open] button[data-action=deal]"))
        times = until(page, "played", deals)
        dealt = times["deals"][-1]
        return {"deal": dealt, "playable": min(at for at in times["playable"] if at > dealt)}

    def bare_boot(self) -> dict:
        context = self.context("bare")
        page = context.pages[0]
        page.goto(self.game_url + "dev/bare-boot.html")
        cold = wait_ready(page)
        page.reload()
        warm = wait_ready(page)
        context.close()
        return {"bare_cold": cold, "bare_warm": warm}

    def first_and_warm(self) -> dict:
        """A first visit (the shipped snapshot's path) and its bytes until quiet; then warm visits,
        with the stored snapshot and without it."""
        context = self.context("first")
        page = context.pages[0]
        self.site.responses.clear()
        page.goto(self.game_url)
        # A new player's first visit opens on the menu: Deal is tapped as soon as it is there.
        until(page, "menu")
        played = self.deal(page)
        result = {"cold": wait_ready(page), "paint": first_paint(page)} | boot_report(boot_of(page), "cold")
        result |= {
            "cold_menu": until(page, "menu")["menu"],
            "cold_playable": played["playable"],
            "cold_deal_to_playable": played["playable"] - played["deal"],
        }
        # A snapshot stored for the next visit: the shipped one (stored by the worker), or one
        # the page makes after a boot (its maker's outcome then tells its times).
        wait_stored(page)
        snapshot = page.evaluate("() => globalThis.mazzo.snapshot") or {}
        wait_quiet(self.site.responses)
        result |= visit_bytes(self.site.responses, "cold")
        result |= {
            "snapshot_make": snapshot.get("make_ms", float("nan")),
            "snapshot_store": snapshot.get("store_ms", float("nan")),
        }
        page.reload()
        result["warm"] = wait_ready(page)
        result |= boot_report(boot_of(page), "warm")
        # The return visit opens on the game dealt before: the menu, then Deal again.
        self.press(page.locator("#menu-open"))
        played = self.deal(page)
        result["warm_deal_to_playable"] = played["playable"] - played["deal"]
        page.evaluate("() => caches.delete('mazzo-snapshot')")
        page.reload()
        result["warm_no_snapshot"] = wait_ready(page)
        context.close()
        return result

    def first_deal_when_ready(self) -> dict:
        """A first visit whose player taps Deal only once the engine is ready: the deal alone, no loading in it."""
        context = self.context("deal-when-ready")
        page = context.pages[0]
        page.goto(self.game_url)
        wait_ready(page)
        played = self.deal(page)
        context.close()
        return {"ready_deal_to_playable": played["playable"] - played["deal"]}

    def first_without_shipped(self) -> dict:
        """A first visit with engine/snapshot.gz answering 404: the engine boots from the wheel."""
        context = self.context("unshipped")
        page = context.pages[0]
        self.site.refused.add(SHIPPED_SNAPSHOT)
        try:
            page.goto(self.game_url)
            result = {"unshipped": wait_ready(page)} | boot_report(boot_of(page), "unshipped")
        finally:
            context.close()
            self.site.refused.discard(SHIPPED_SNAPSHOT)
        return result

    def embedded_first(self) -> dict:
        """The game framed by a page of another origin, nothing stored: ready after the host page's navigation."""
        context = self.context("embedded")
        page = context.pages[0]
        page.goto(f"{self.host_url}dev/embed-demo.html?src={urllib.parse.quote(self.game_url + 'index.html')}")
        frame = game_frame(page, self.game_url)
        ready = wait_ready(frame)
        offset = frame.evaluate("() => performance.timeOrigin") - page.evaluate("() => performance.timeOrigin")
        result = {"embedded": ready + offset} | boot_report(boot_of(frame), "embedded", offset)
        context.close()
        return result

    def save_data_first(self) -> dict:
        """A first visit with navigator.connection.saveData on, and its bytes until quiet."""
        context = self.context("save-data")
        page = context.pages[0]
        context.new_cdp_session(page).send("Emulation.setDataSaverOverride", {"dataSaverEnabled": True})
        self.site.responses.clear()
        page.goto(self.game_url)
        result = {"save_data": wait_ready(page)} | boot_report(boot_of(page), "save_data")
        result["save_data_seen"] = float(page.evaluate("() => navigator.connection?.saveData === true"))
        result["save_data_skipped"] = float(boot_of(page)["shipped"] == "save_data")
        wait_quiet(self.site.responses)
        result |= visit_bytes(self.site.responses, "save_data")
        context.close()
        return result


def game_frame(page, game_url: str, limit_s: float = 60):
    """The host page's iframe once it holds the game."""
    deadline = time.monotonic() + limit_s
    while time.monotonic() < deadline:
        for frame in page.frames:
            if frame.url.startswith(game_url):
                return frame
        page.wait_for_timeout(100)
    raise SystemExit(f"load: the embed demo framed no game after {limit_s} s")


def measure(visits: Visits, runs: int, label: str) -> list[dict]:
    results = []
    for number in range(runs):
        visits.scratch = visits.scratch.parent / f"run-{number}"
        result = visits.bare_boot()
        result |= visits.first_and_warm()
        result |= visits.first_deal_when_ready()
        result |= visits.first_without_shipped()
        result |= visits.embedded_first()
        result |= visits.save_data_first()
        result |= ratios(result)
        results.append(result)
        print(f"{label}, run {number + 1}: first visit {result['cold']:,.0f} ms (without the shipped snapshot"
              f" {result['unshipped']:,.0f}, embedded {result['embedded']:,.0f}), warm {result['warm']:,.0f} ms;"
              f" bare {result['bare_cold']:,.0f} / {result['bare_warm']:,.0f} ms", file=sys.stderr, flush=True)
    return results


def ratios(result: dict) -> dict[str, float]:
    return {
        "ratio_cold": result["cold"] / result["bare_cold"],
        "ratio_unshipped": result["unshipped"] / result["bare_cold"],
        "ratio_shipped_unshipped": result["cold"] / result["unshipped"],
        "ratio_embedded": result["embedded"] / result["bare_cold"],
        "ratio_embedded_unshipped": result["embedded"] / result["unshipped"],
        "ratio_warm": result["warm"] / result["bare_warm"],
    }


def row(runs: list[dict], name: str, key: str, unit: str, scale: float = 1.0, digits: int = 0) -> None:
    values = [r[key] / scale for r in runs if key in r and r[key] == r[key]]  # NaN: not measured
    if not values:
        return
    fmt = f"{{:,.{digits}f}}"
    cells = [fmt.format(statistics.median(values)), fmt.format(min(values)), fmt.format(max(values))]
    print(f"| {name} | {' | '.join(cells)} | {unit} |")


def table(title: str, runs: list[dict]) -> None:
    print(f"\n{title}: {len(runs)} runs, headless Chromium, fresh profiles, local server")
    print("| measure | median | min | max | unit |")
    print("|---|---:|---:|---:|---|")
    ready_rows(runs)
    path_rows(runs)
    for visit, label in VISITS.items():
        for phase, phase_label in PHASES.items():
            row(runs, f"phase, {label}: {phase_label}", f"{visit}_{phase}", "ms")
        row(runs, f"phase, {label}: first view (ready)", visit, "ms")
    row(runs, "snapshot made on the device (after a boot)", "snapshot_make", "ms")
    row(runs, "snapshot stored", "snapshot_store", "ms")
    for visit, label in (("cold", "first visit"), ("save_data", "first visit, Save-Data")):
        row(runs, f"{label}: responses (duplicates included)", f"{visit}_responses", "")
        row(runs, f"{label}: responses for a file already sent", f"{visit}_repeats", "")
        row(runs, f"{label}: bytes sent, every response", f"{visit}_bytes", "MB", 1e6, 2)
        print(f"{label}, files answered more than once (run 1): {', '.join(runs[0][f'{visit}_repeated']) or 'none'}")


#: The visits whose phases the table gives, by their key.
VISITS = {
    "cold": "first visit",
    "unshipped": "first visit, no shipped snapshot",
    "embedded": "embedded first visit",
    "save_data": "first visit, Save-Data",
    "warm": "warm, snapshot",
}


def ready_rows(runs: list[dict]) -> None:
    row(runs, "bare Pyodide boot, empty cache", "bare_cold", "ms")
    row(runs, "bare Pyodide boot, warm HTTP cache", "bare_warm", "ms")
    row(runs, "first paint (first-contentful-paint)", "paint", "ms")
    row(runs, "ready, first visit (shipped snapshot)", "cold", "ms")
    row(runs, "ready, first visit without the shipped snapshot", "unshipped", "ms")
    row(runs, "ready, embedded first visit (another origin)", "embedded", "ms")
    row(runs, "ready, first visit with Save-Data", "save_data", "ms")
    row(runs, "first visit ÷ bare boot, empty cache", "ratio_cold", "×", digits=2)
    row(runs, "first visit without the shipped snapshot ÷ bare boot", "ratio_unshipped", "×", digits=2)
    row(runs, "first visit ÷ first visit without the shipped snapshot", "ratio_shipped_unshipped", "×", digits=2)
    row(runs, "embedded first visit ÷ bare boot, empty cache", "ratio_embedded", "×", digits=2)
    row(runs, "embedded first visit ÷ first visit without the shipped snapshot", "ratio_embedded_unshipped", "×", digits=2)
    row(runs, "ready, warm, from the snapshot", "warm", "ms")
    row(runs, "ready, warm ÷ bare boot, warm", "ratio_warm", "×", digits=2)
    row(runs, "ready, warm, no snapshot", "warm_no_snapshot", "ms")
    row(runs, "first visit: menu usable (Deal on show)", "cold_menu", "ms")
    row(runs, "first visit, Deal tapped at once: first card playable", "cold_playable", "ms")
    row(runs, "first visit, Deal tapped at once: Deal to first card playable", "cold_deal_to_playable", "ms")
    row(runs, "first visit, Deal tapped once ready: Deal to first card playable", "ready_deal_to_playable", "ms")
    row(runs, "return visit, Deal tapped: Deal to first card playable", "warm_deal_to_playable", "ms")


def path_rows(runs: list[dict]) -> None:
    row(runs, "first visits restored from the shipped snapshot", "cold_path_shipped", "share", digits=2)
    row(runs, "first visits without it that booted", "unshipped_path_boot", "share", digits=2)
    row(runs, "embedded first visits restored from the shipped snapshot", "embedded_path_shipped", "share", digits=2)
    row(runs, "Save-Data first visits that saw saveData on", "save_data_seen", "share", digits=2)
    row(runs, "Save-Data first visits that skipped the shipped snapshot", "save_data_skipped", "share", digits=2)
    row(runs, "warm visits restored from the stored snapshot", "warm_path_snapshot", "share", digits=2)


@dataclass(frozen=True)
class Device:
    """What the browser runs as: its executable (a launcher, for the phone's quota), its window, touch or not."""

    name: str
    executable: str
    context: dict
    touch: bool


def devices(chosen: str, chromium: str, phone: PhoneProfile | None, scratch: Path) -> list[Device]:
    """The devices `chosen` (desktop, phone or both; the desktop alone when the phone's quota cannot be set)."""
    desktop = Device("Desktop (the machine's cores, 1280x720)", chromium, DESKTOP_CONTEXT, touch=False)
    if phone is None:
        return [desktop]
    held = Device("Phone (half of one core, 390x844 touch)", phone.launcher(chromium, scratch), PHONE_CONTEXT, touch=True)
    return {"desktop": [desktop], "phone": [held], "both": [desktop, held]}[chosen]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--profile", choices=(*PROFILES, "all"), default="all")
    parser.add_argument("--device", choices=("desktop", "phone", "both"), default="both")
    parser.add_argument("--chromium", default=shutil.which("chromium") or "/usr/bin/chromium")
    args = parser.parse_args()
    if not (DIST / "index.html").exists():
        sys.exit("bench: build dist/ first (python3 build.py)")
    build = load_build()
    dist_bytes = sum(p.stat().st_size for p in DIST.rglob("*") if p.is_file())
    profiles = list(PROFILES.values()) if args.profile == "all" else [PROFILES[args.profile]]
    phone = PhoneProfile() if args.device != "desktop" else None
    if phone and phone.missing():
        print(f"phone profile: not measured: {phone.missing()}", file=sys.stderr)
        if args.device == "phone":
            sys.exit(1)
        phone = None
    with tempfile.TemporaryDirectory() as scratch, sync_playwright() as playwright, phone or nullcontext():
        print(f"machine load as it started (1, 5, 15 min): {os.getloadavg()}", flush=True)
        if phone:
            slowdown = phone.check(playwright, args.chromium, Path(scratch), FLAGS)
            print(f"phone profile: a plain loop in a worker ran {slowdown:.2f}x slower under the quota", flush=True)
        for device in devices(args.device, args.chromium, phone, Path(scratch)):
            for profile in profiles:
                site = Site(Link(profile))
                game, host = start_server(build, site), start_server(build, site)
                urls = (f"http://127.0.0.1:{server.server_address[1]}/" for server in (game, host))
                visits = Visits(playwright, device, site, *urls, Path(scratch) / device.name[:5] / profile.name / "run")
                label = f"{device.name}, {profile}"
                table(label, measure(visits, args.runs, label))
                game.shutdown()
                host.shutdown()
    print(f"\ndist/ on disk: {dist_bytes / 1e6:,.2f} MB")
    print(f"machine load as it ended (1, 5, 15 min): {os.getloadavg()}")


if __name__ == "__main__":
    main()
