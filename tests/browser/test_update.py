"""A new version while a game is under way (issue 2.2), in Chromium.

Two builds whose files differ are served one after the other from one address: the built
dist/, then a copy of it with a page text and the engine worker changed (so the engine key,
and with it the engine snapshot, changes too), its service worker's list made again by
build.py. The game goes on with the build it started on; the next start uses the new build
and loads the saved game in it.
"""

from __future__ import annotations

import json
import shutil
import threading

import pytest
from playwright.sync_api import expect

from .harness import Site, build, wait_for_app
from .test_reliability import same_game, start, step, to_a_persons_turn
from .test_snapshot import wait_for_stored_snapshot, wait_until, wait_until_all_cached

TAGLINE = "Italian card games"
NEW_TAGLINE = "Italian card games, new edition"


def second_build(first, directory):
    """A copy of the build `first` with an English text and the engine worker changed, re-listed."""
    shutil.copytree(first, directory)
    texts = directory / "main.js"  # the page's bundle, which holds the English texts
    source = texts.read_text(encoding="utf-8")
    assert source.count(f'"{TAGLINE}"') == 1
    texts.write_text(source.replace(f'"{TAGLINE}"', f'"{NEW_TAGLINE}"'), encoding="utf-8")
    worker = directory / "engine" / "worker.js"
    worker.write_text(worker.read_text(encoding="utf-8") + "\n// the second build\n", encoding="utf-8")
    built = json.loads((directory / "build.json").read_text())
    wheel = directory / built["wheels"]["mazzo"]
    manifest = build.engine_manifest(directory, wheel, built["lock"]["info"])
    assert manifest["engine"] != built["engine"]
    (directory / "build.json").write_text(json.dumps(manifest, indent=2) + "\n")
    shutil.copy(build.WEB / "sw.js", directory / "sw.js")
    build.precache_service_worker(directory)


@pytest.fixture
def two_builds(servers, tmp_path):
    """(site, deploy): dist/ served at one address; deploy() puts the second build there."""
    served = tmp_path / "served"
    served.symlink_to(build.DIST)
    second_build(build.DIST, tmp_path / "second")
    server = build.make_server(served, quiet=True, dev=True)  # dev: the tests import snapshots.js alone
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    site = Site(f"http://127.0.0.1:{server.server_address[1]}", "/")
    servers.sites["two builds"] = site

    def deploy():
        swapped = tmp_path / "swapped"
        swapped.symlink_to(tmp_path / "second")
        swapped.replace(served)

    yield site, deploy
    del servers.sites["two builds"]
    server.shutdown()
    server.server_close()
    thread.join()


def tagline(page) -> str:
    return page.locator(".tagline").text_content()


def installed(pages, site, query: str):
    """A page of the first build at `query`, its engine snapshot stored and every file cached (the service worker on)."""
    page = pages.new(viewport={"width": 1280, "height": 720}, reduced_motion="reduce", service_workers="allow")
    page.goto(f"{site.url}{query}")
    wait_for_app(page)
    wait_for_stored_snapshot(page)
    wait_until_all_cached(page)
    return page


def new_build_waits(page, deploy) -> None:
    """The second build deployed, until the page's service worker has it waiting (used at the next start)."""
    deploy()
    page.evaluate("() => navigator.serviceWorker.getRegistration().then((registration) => registration.update())")
    wait_until(page, "async () => (await navigator.serviceWorker.getRegistration()).waiting !== null", "the new build waits")


@pytest.mark.parametrize("game, options, seats", [
    ("scopa", None, None),
    # A table of four with people together (issue 4.5): it opens again behind the pass screen.
    ("scopone", {"capture": "ace_takes_all", "re_bello": True}, ["person", "computer", "person", "computer"]),
], ids=["scopa", "scopone-together"])
def test_a_new_version_lands_mid_game_the_game_goes_on_and_the_next_start_loads_it(pages, two_builds, game, options, seats):
    site, deploy = two_builds
    page = installed(pages, site, f"?game={game}")
    mirror = start(page, game, 61, moves=4, options=options, seats=seats)

    new_build_waits(page, deploy)
    expect(page.locator("#notice")).to_contain_text("new version")
    for _ in range(4):
        step(page, mirror, game)  # the game goes on, with the build it started on
    to_a_persons_turn(page, mirror, game)
    assert tagline(page) == TAGLINE

    # The next start: the old build's page gone (the new build takes over then), the game opened again.
    page.goto("about:blank")
    page.goto(f"{site.url}?game={game}")
    wait_for_app(page)
    assert tagline(page) == NEW_TAGLINE
    boot = page.evaluate("() => globalThis.mazzo.client.boot")
    assert boot["fallback"] == "other_build", "the old build's engine snapshot is not restored in the new one"
    if seats:
        expect(page.locator("#pass[open]")).to_be_visible()
    same_game(page, mirror, game)
    step(page, mirror, game)
