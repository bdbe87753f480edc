"""One tab plays at a time (issue 2.2), in Chromium: two pages of one browser context, and two
embedded copies on one host page.

The games are driven through each page's own engine client and replayed by a mirror in this
process (as in test_reliability.py), so "the game moved over exactly" means the same view as
the mirror's, computer replies included.
"""

from __future__ import annotations

import json

from playwright.sync_api import expect

from mazzo.protocol import Session

from .harness import wait_for_app
from .test_reliability import ask, engine_worker, same_game, start, step, to_a_persons_turn

#: Counts the saves the engine worker writes (IndexedDB puts), from now on.
COUNT_PUTS = """() => {
  self.puts = 0;
  const put = IDBObjectStore.prototype.put;
  IDBObjectStore.prototype.put = function (...args) { self.puts += 1; return put.apply(this, args); };
}"""


def open_tab(pages, site, first=None, query: str = ""):
    """A page of the site: in a fresh browser context, or as another tab of `first`'s context
    (its console errors go to `first`'s log, which the harness checks)."""
    if first is None:
        page = pages.new(viewport={"width": 1280, "height": 720}, reduced_motion="reduce")
    else:
        page = first.context.new_page()
        log = pages.log(first)
        page.on("console", lambda message: message.type == "error" and log.console_errors.append(message.text))
        page.on("pageerror", lambda error: log.console_errors.append(f"uncaught: {error}"))
    page.goto(site.url + query)
    page.wait_for_function("() => ['ready', 'elsewhere'].includes(document.documentElement.dataset.app)", timeout=120_000)
    return page


def play_here(page) -> None:
    page.locator("#play-here").click()
    wait_for_app(page)


def test_a_second_tab_says_the_game_is_open_elsewhere_and_writes_no_save(pages, site):
    first = open_tab(pages, site)
    assert first.evaluate("document.documentElement.dataset.app") == "ready"
    mirror = start(first, "scopa", 31, moves=4)
    second = open_tab(pages, site, first)
    wait_for_app(second, "elsewhere")
    notice = second.locator(".elsewhere")
    expect(notice).to_be_visible()
    expect(notice).to_contain_text("open in another tab")
    expect(second.locator("#play-here")).to_be_focused()
    assert second.locator("#menu-open").is_hidden(), "the table takes no command while elsewhere"
    # Even asked straight through its engine client, the tab that is not playing writes nothing.
    engine_worker(second).evaluate(COUNT_PUTS)
    ask(second, "new_game", game="scopa", level="hard")
    assert engine_worker(second).evaluate("self.puts") == 0
    for _ in range(3):
        step(first, mirror, "scopa")
    # Reloading the tab that plays keeps the game in it, though the other tab was waiting for it.
    first.reload()
    wait_for_app(first)
    wait_for_app(second, "elsewhere")
    same_game(first, mirror, "scopa")
    # Taken over, the game is the one played, not the one the waiting tab dealt itself.
    play_here(second)
    same_game(second, mirror, "scopa")


def move_over(playing, waiting, mirror: Session, game: str, same=same_game) -> None:
    """Play here in `playing`: `waiting` steps aside, the game that moved over is the mirror's
    (`same` checks it), and three more moves are played in it."""
    play_here(playing)
    wait_for_app(waiting, "elsewhere")
    same(playing, mirror, game)
    for _ in range(3):
        step(playing, mirror, game)


def test_play_here_moves_the_game_over_exactly_back_and_forth_mid_round(pages, site):
    first = open_tab(pages, site)
    mirror = start(first, "scopa", 32, moves=3)
    second = open_tab(pages, site, first)
    for playing, waiting in ((second, first), (first, second), (second, first)):
        move_over(playing, waiting, mirror, "scopa")
    first.reload()
    wait_for_app(first, "elsewhere")


PAIRS = ["person", "computer", "person", "computer"]
#: A watched game opens again paused: the watcher goes on when they wish.
WATCH_PAUSED = "() => document.documentElement.dataset.watch === 'paused' && !document.documentElement.dataset.busy"


def test_play_here_moves_a_game_of_people_together_at_a_table_of_four_over_exactly(pages, site):
    """Pass and play (issue 4.5): the game moves over behind the pass screen, for the person to move."""
    first = open_tab(pages, site)
    options = {"players": 4, "capture": "fifteen", "re_bello": True}
    mirror = start(first, "scopa", 34, moves=5, options=options, seats=PAIRS)
    to_a_persons_turn(first, mirror, "scopa")
    second = open_tab(pages, site, first)
    for playing, waiting in ((second, first), (first, second)):
        move_over(playing, waiting, mirror, "scopa", same_behind_the_pass_screen)
        to_a_persons_turn(playing, mirror, "scopa")


def same_behind_the_pass_screen(page, mirror: Session, game: str) -> None:
    """The page's engine has the mirror's game, and the table waits for the person to move to tap."""
    expect(page.locator("#pass[open]")).to_be_visible()
    assert page.locator("#hand-cards button").count() == 0, "no hand shows before the person taps"
    same_game(page, mirror, game)


def same_watched_game(page, mirror: Session, game: str) -> None:
    """The page's engine has the mirror's watched game, and the table shows it paused."""
    page.wait_for_function(WATCH_PAUSED, timeout=60_000)
    assert page.evaluate("document.documentElement.dataset.game") == game
    assert ask(page, "view", game=game)["view"] == json.loads(mirror.handle(json.dumps({"type": "view", "game": game})))["view"]


def test_play_here_moves_a_watched_game_at_a_table_of_four_over_exactly_paused(pages, site):
    """Watching (issue 4.5): the computers' game moves over and waits, paused, for the watcher."""
    first = open_tab(pages, site, query="?game=briscola&players=4")
    mirror = start(first, "briscola", 35, moves=6, options={"players": 4}, seats=["computer"] * 4)
    second = open_tab(pages, site, first, query="?game=briscola&players=4")
    for playing, waiting in ((second, first), (first, second), (second, first)):
        move_over(playing, waiting, mirror, "briscola", same_watched_game)
    second.close()
    wait_for_app(first)
    same_watched_game(first, mirror, "briscola")


def test_closing_the_playing_tab_frees_the_game_for_the_other(pages, site):
    first = open_tab(pages, site)
    second = open_tab(pages, site, first)
    play_here(second)
    wait_for_app(first, "elsewhere")
    mirror = start(second, "scala40", 33, moves=5)
    second.close()
    wait_for_app(first)
    same_game(first, mirror, "scala40")
    step(first, mirror, "scala40")


def test_two_embedded_copies_on_one_host_page_are_handled_as_two_tabs(pages, servers, site):
    host = servers.site("/host/")
    page = pages.new(viewport={"width": 1280, "height": 1800}, reduced_motion="reduce")
    page.goto(f"{host.url}dev/embed-demo.html?copies=2&src={site.url}index.html")
    page.wait_for_function("() => document.querySelectorAll('iframe').length === 2")
    games = [frame for frame in page.frames if frame.url.startswith(site.origin)]
    assert len(games) == 2
    for game in games:
        game.wait_for_function("() => ['ready', 'elsewhere'].includes(document.documentElement.dataset.app)", timeout=120_000)
    states = sorted(game.evaluate("document.documentElement.dataset.app") for game in games)
    assert states == ["elsewhere", "ready"], "one copy plays, the other says it is open elsewhere"
    waiting = next(game for game in games if game.evaluate("document.documentElement.dataset.app") == "elsewhere")
    playing = next(game for game in games if game is not waiting)
    waiting.locator("#play-here").click()
    waiting.wait_for_function("() => document.documentElement.dataset.app === 'ready'", timeout=60_000)
    playing.wait_for_function("() => document.documentElement.dataset.app === 'elsewhere'", timeout=60_000)
