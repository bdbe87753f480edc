"""Storage that says no (issue 2.2), in Chromium: a save that fails, a full disk, a database
deleted under the page.

The store is made to fail inside the engine worker (IndexedDB's put replaced there); the game
is checked against a mirror replayed in this process, as in test_reliability.py.
"""

from __future__ import annotations

import re

from playwright.sync_api import expect

from .harness import wait_for_app
from .test_reliability import engine_worker, open_page, same_game, start, step
from .test_snapshot import wait_for_stored_snapshot

#: Makes the engine worker's IndexedDB puts fail as a full disk does: `times` times (-1: always).
FAIL_PUTS = """(times) => {
  const put = IDBObjectStore.prototype.put;
  let left = times;
  IDBObjectStore.prototype.put = function (...args) {
    if (left === 0) return put.apply(this, args);
    left -= 1;
    throw new DOMException("the disk is full", "QuotaExceededError");
  };
}"""
DELETE_DATABASE = """() => new Promise((resolve, reject) => {
  const deleting = indexedDB.deleteDatabase("mazzo");
  deleting.onsuccess = () => resolve();
  deleting.onerror = () => reject(deleting.error);
})"""


def test_a_save_that_fails_leaves_play_going_and_tells_the_player_once(pages, site):
    page = open_page(pages, site)
    mirror = start(page, "scopa", 51)
    engine_worker(page).evaluate(FAIL_PUTS, -1)
    step(page, mirror, "scopa")
    notice = page.locator("#notice")
    expect(notice).to_be_visible()
    expect(notice).to_contain_text(re.compile("will not be kept"))
    page.locator("#notice-close").click()
    for _ in range(6):
        step(page, mirror, "scopa")  # the game goes on, checked move by move
    assert notice.is_hidden(), "the player is told once"


def test_when_the_disk_is_full_the_snapshot_goes_and_the_save_is_written(pages, site):
    page = open_page(pages, site)
    wait_for_stored_snapshot(page)
    mirror = start(page, "scopa", 52)
    engine_worker(page).evaluate(FAIL_PUTS, 1)
    step(page, mirror, "scopa")
    assert page.locator("#notice").is_hidden(), "the save went through once room was made"
    assert page.evaluate("() => caches.has('mazzo-snapshot')") is False, "the snapshot made the room"
    page.reload()
    wait_for_app(page)
    same_game(page, mirror, "scopa")


def test_a_database_deleted_under_the_page_is_made_again_and_the_game_kept(pages, site):
    page = open_page(pages, site)
    mirror = start(page, "scala40", 53, moves=3)
    page.evaluate(DELETE_DATABASE)  # completes only once the worker has let its connection go
    for _ in range(2):
        step(page, mirror, "scala40")
    assert page.locator("#notice").is_hidden()
    page.reload()
    wait_for_app(page)
    same_game(page, mirror, "scala40")
