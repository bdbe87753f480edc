"""Opening in half a second (issue 2.1), in Chromium: the engine snapshot and downloading each file once.

The first visit boots the engine normally; once the game is ready the page makes a snapshot
of it in a throwaway worker (globalThis.mazzo.snapshot tells the outcome) and later visits
restore from it. The engine client tells which way the worker booted (client.boot.path) and,
when a stored snapshot was not used, why (client.boot.fallback).
"""

from __future__ import annotations

import threading
import time
from collections import Counter

import pytest

from .harness import Site, build, wait_for_app
from .test_reliability import ask, same_game, start, step

SNAPSHOT_LIMIT_MS = 180_000
STORED = "() => globalThis.mazzo.snapshot?.stored === true"
#: Rewrites the stored snapshot entry: `change` names what to break (see BREAKS).
BREAK_SNAPSHOT = """async (change) => {
  const { checksum } = await import("./engine/snapshots.js");
  const cache = await caches.open("mazzo-snapshot");
  const [entry] = await cache.keys();
  const stored = await cache.match(entry);
  const headers = Object.fromEntries(stored.headers);
  let bytes = new Uint8Array(await stored.arrayBuffer());
  if (change === "corrupt") bytes[bytes.length >> 1] ^= 0xff;
  if (change === "truncated") bytes = bytes.slice(0, bytes.length >> 1);
  if (change === "other_build") headers["x-engine-key"] = "314.0.7-0000000000000000";
  if (change === "restore_failed") {
    // Pyodide's own stamp, the build id of its WebAssembly (bytes 16 to 47): it refuses the
    // snapshot as it restores it. The checksum is made right, so only Pyodide can tell.
    bytes.fill(0, 16, 48);
    headers["x-checksum"] = checksum(bytes);
  }
  await cache.put(entry, new Response(bytes, { headers }));
}"""
#: What the stored snapshot entry says about itself, and whether its bytes match it.
STORED_ENTRY = """async () => {
  const { checksum } = await import("./engine/snapshots.js");
  const cache = await caches.open("mazzo-snapshot");
  const entries = await cache.keys();
  const stored = await cache.match(entries[0]);
  const bytes = new Uint8Array(await stored.arrayBuffer());
  const built = await (await fetch("build.json")).json();
  return {
    entries: entries.length,
    key_is_this_builds: stored.headers.get("x-engine-key") === built.engine,
    whole: bytes.length === Number(stored.headers.get("x-length")) && checksum(bytes) === stored.headers.get("x-checksum"),
  };
}"""


def open_page(pages, url: str):
    page = pages.new(viewport={"width": 1280, "height": 720}, reduced_motion="reduce")
    page.goto(url)
    wait_for_app(page)
    return page


def boot(page) -> dict:
    return page.evaluate("() => globalThis.mazzo.client.boot")


def wait_for_snapshot(page) -> dict:
    page.wait_for_function("() => globalThis.mazzo.snapshot !== undefined", timeout=SNAPSHOT_LIMIT_MS)
    return page.evaluate("() => globalThis.mazzo.snapshot")


def reload(page) -> None:
    page.reload()
    wait_for_app(page)


def play_a_round(page, game: str = "scopa", seed: int = 8) -> None:
    """Deals a seeded game and plays its first round to the end, checked move by move against a mirror."""
    mirror = start(page, game, seed)
    while not step(page, mirror, game)["round_over"]:
        pass


def test_a_second_visit_restores_the_engine_from_its_snapshot_and_the_saved_game_resumes(pages, site):
    page = open_page(pages, site.url)
    assert boot(page)["path"] == "boot" and boot(page)["fallback"] == "none", "a first visit has no snapshot"
    mirror = start(page, "scopa", 21, moves=5)
    made = wait_for_snapshot(page)
    assert made["stored"] is True, made
    assert made["heap"] <= 30 * 1024 * 1024, "the engine's imports kept Pyodide's heap at 30 MiB"
    reload(page)
    assert boot(page) | {"phases": None} == {"path": "snapshot", "fallback": None, "phases": None}
    same_game(page, mirror, "scopa")
    for _ in range(4):
        step(page, mirror, "scopa")


def test_a_corrupted_truncated_other_builds_or_unrestorable_snapshot_falls_back_to_a_boot_plays_and_is_replaced(
    pages, site
):
    page = open_page(pages, site.url)
    assert wait_for_snapshot(page)["stored"] is True
    for change in ("corrupt", "truncated", "other_build", "restore_failed"):
        page.evaluate(BREAK_SNAPSHOT, change)
        reload(page)
        assert boot(page)["path"] == "boot", f"a {change} snapshot is not restored"
        assert boot(page)["fallback"] == change
        assert page.locator("#notice").is_hidden(), "the fallback is silent for the player"
        play_a_round(page)
        assert wait_for_snapshot(page)["stored"] is True, f"a new snapshot replaces the {change} one"
        assert page.evaluate(STORED_ENTRY) == {"entries": 1, "key_is_this_builds": True, "whole": True}
    reload(page)
    assert boot(page)["path"] == "snapshot"
    play_a_round(page)


def new_deal(page) -> tuple:
    view = ask(page, "new_game", game="scopa", level="easy")["view"]
    return tuple(view["hand"]), tuple(view["table"])


def test_two_restores_in_a_row_deal_different_games(pages, site):
    page = open_page(pages, site.url)
    assert wait_for_snapshot(page)["stored"] is True
    deals = []
    for _ in range(2):
        reload(page)
        assert boot(page)["path"] == "snapshot"
        page.wait_for_function("() => !document.documentElement.dataset.busy", timeout=60_000)
        deals.append(new_deal(page))
    assert deals[0] != deals[1], "each restore draws its own seeds: nothing random was frozen in the snapshot"


def test_offline_a_second_visit_restores_from_the_snapshot_and_plays(pages, site):
    page = open_page(pages, site.url)
    assert wait_for_snapshot(page)["stored"] is True
    page.wait_for_function("() => navigator.serviceWorker.controller !== null", timeout=60_000)
    page.context.set_offline(True)
    reload(page)
    assert boot(page)["path"] == "snapshot"
    play_a_round(page)


@pytest.fixture
def logged_site(servers):
    """dist/ served by a server of its own that logs every response it sends: (path, status)."""
    responses: list = []
    server = build.make_server(build.DIST, quiet=True, dev=True, responses=responses)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    site = Site(f"http://127.0.0.1:{server.server_address[1]}", "/")
    servers.sites["logged"] = site  # a local server: the harness lets its pages use it
    yield site.url, responses
    del servers.sites["logged"]
    server.shutdown()
    server.server_close()
    thread.join()


#: Whether the service worker has cached every file of the build, the files cached later too.
ALL_CACHED = """async () => {
  const names = (await caches.keys()).filter((name) => name.startsWith("mazzo-build-"));
  if (names.length !== 1) return false;
  const cached = await (await caches.open(names[0])).keys();
  const source = await (await fetch("sw.js")).text();
  const files = JSON.parse(source.match(/const PRECACHE = (\\{.*?\\});\\n/)[1]).files;
  return cached.length === Object.keys(files).length;
}"""


def wait_until(page, script: str, what: str, limit_s: float = 120) -> None:
    """Until `script` (which may be async: wait_for_function cannot await) gives a true value."""
    deadline = time.monotonic() + limit_s
    while not page.evaluate(script):
        assert time.monotonic() < deadline, f"still not true after {limit_s} s: {what}"
        page.wait_for_timeout(500)


def wait_until_all_cached(page) -> None:
    wait_until(page, ALL_CACHED, "the service worker has cached the whole build")


def test_a_first_visit_fetches_no_file_twice(pages, logged_site):
    url, responses = logged_site
    page = open_page(pages, url)
    assert wait_for_snapshot(page)["stored"] is True
    wait_until_all_cached(page)
    sent = Counter(path for path, status in responses if status == 200)
    assert sent, "the server logged the visit"
    assert {path: count for path, count in sent.items() if count > 1} == {}
    for runtime in ("/pyodide/pyodide.asm.wasm", "/pyodide/python_stdlib.zip", "/pyodide/pyodide.asm.mjs"):
        assert [path for path, _ in responses].count(runtime) == 1, f"{runtime} crossed the wire once"
