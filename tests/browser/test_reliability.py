"""Never lose a game, never leak a card (issue 9/9), in Chromium.

Games are driven through the page's own engine client (the same worker, saves and
replies as the table uses); the same requests are replayed in this process with
mazzo.protocol.Session, whose full state tells which cards the page must not see.
"""

from __future__ import annotations

import json
import re

import pytest
from playwright.sync_api import expect

from card_sight import RECORD_WORKER_MESSAGES, leaks

from mazzo.protocol import Session

from .harness import wait_for_app

PUT_SAVE = """([game, save]) => new Promise((resolve, reject) => {
  const opening = indexedDB.open("mazzo", 2);
  opening.onsuccess = () => {
    const writing = opening.result.transaction("saves", "readwrite");
    writing.objectStore("saves").put(save, game);
    writing.oncomplete = () => { opening.result.close(); resolve(); };
    writing.onerror = () => reject(writing.error);
  };
  opening.onerror = () => reject(opening.error);
})"""


def ask(page, kind: str, **fields) -> dict:
    return page.evaluate("([kind, fields]) => globalThis.mazzo.client.request(kind, fields)", [kind, fields])


def step(page, mirror: Session, game: str, before_move=lambda: None) -> dict:
    """One move of whoever is to move (the human plays its last legal move), on the page and the mirror."""
    view = ask(page, "view", game=game)["view"]
    before_move()
    if view["round_over"]:
        kind, fields = "next_round", {}
    elif view["computer_to_move"]:
        kind, fields = "computer", {}
    else:
        kind, fields = "play", {"move": view["legal_moves"][-1]}
    reply = ask(page, kind, game=game, **fields)
    mirrored = json.loads(mirror.handle(json.dumps({"type": kind, "game": game, **fields})))
    assert mirrored["ok"] and mirrored["view"] == reply["view"], "the page's engine and the mirror agree"
    return reply["view"]


def to_a_persons_turn(page, mirror: Session, game: str) -> None:
    """Plays the computers' moves until a person is to move: a game of people together opens again
    behind the pass screen, which waits for them before any computer plays."""
    while ask(page, "view", game=game)["view"]["computer_to_move"]:
        step(page, mirror, game)


IDLE = "() => document.documentElement.dataset.turn !== 'computer' && !document.documentElement.dataset.busy && !document.documentElement.dataset.moving"


def settle(page, mirror: Session, game: str) -> dict:
    """Wait until the table has played the computer's moves it owes (after a start or a resume)
    and the mirror has played the same; return the mirror's view of ``game``."""
    page.wait_for_function(IDLE, timeout=60_000)
    if page.evaluate("document.documentElement.dataset.game") == game:
        # After "Play here" the table can look idle a moment before it plays the computer's
        # owed moves: wait until the page's own engine owes none.
        for _ in range(600):  # a minute at most
            if not ask(page, "view", game=game)["view"]["computer_to_move"]:
                break
            page.wait_for_timeout(100)
        page.wait_for_function(IDLE, timeout=60_000)
        while json.loads(mirror.handle(json.dumps({"type": "view", "game": game})))["view"]["computer_to_move"]:
            mirror.handle(json.dumps({"type": "computer", "game": game}))
    return json.loads(mirror.handle(json.dumps({"type": "view", "game": game})))["view"]


def same_game(page, mirror: Session, game: str) -> None:
    """The page's engine has the mirror's game: the same view, once the computer's owed moves are made
    (the page's view is asked after them, not before)."""
    settled = settle(page, mirror, game)
    assert ask(page, "view", game=game)["view"] == settled


def engine_worker(page):
    """The page's engine worker (not the throwaway snapshot maker)."""
    (worker,) = [worker for worker in page.workers if worker.url.endswith("/engine/worker.js")]
    return worker


def start(page, game: str, seed: int, moves: int = 0, options: dict | None = None, seats: list[str] | None = None) -> Session:
    """Deals a seeded game at Easy (with `options` and `seats`, else the defaults) on the page and on a mirror,
    and plays `moves` moves of it."""
    page.wait_for_function(IDLE, timeout=60_000)  # the table's own first game is dealt and waits for you
    dealt = {"game": game, "seed": seed, "level": "easy", **({"options": options} if options else {}), **({"seats": seats} if seats else {})}
    ask(page, "new_game", **dealt)
    mirror = Session()
    assert json.loads(mirror.handle(json.dumps({"type": "new_game", **dealt})))["ok"]
    for _ in range(moves):
        step(page, mirror, game)
    return mirror


def open_page(pages, site, query: str = ""):
    page = pages.new(viewport={"width": 1280, "height": 720}, reduced_motion="reduce")
    page.goto(site.url + query)
    wait_for_app(page)
    return page


# ------------------------------------------------------------------ never lose a game


@pytest.mark.parametrize("game, seed, stops", [("scopa", 41, (0, 3, 11)), ("scala40", 42, (1, 6, 17))])
def test_reload_at_several_points_resumes_exactly_where_the_game_was(pages, site, game, seed, stops):
    page = open_page(pages, site)
    mirror = start(page, game, seed)
    moves = 0
    for stop in stops:
        while moves < stop:
            step(page, mirror, game)
            moves += 1
        page.reload()
        wait_for_app(page)
        # Same hands, deck, scores and options; the computer's moves after the reload are the ones
        # it would have made anyway (the mirror never reloaded).
        same_game(page, mirror, game)
    for _ in range(4):
        step(page, mirror, game)


@pytest.mark.parametrize(
    "corrupt",
    [
        pytest.param(lambda save: json.dumps(save)[:40], id="truncated JSON"),
        pytest.param(lambda save: {**save, "format": 0}, id="wrong version"),
        pytest.param(lambda save: {**save, "seed": "forty-one", "log": 7}, id="wrong types"),
        pytest.param(lambda save: {**save, "log": ["ZZ"]}, id="impossible cards"),
        pytest.param(lambda save: {**save, "log": save["log"][:1] * 2}, id="duplicate cards"),
    ],
)
def test_a_corrupted_save_is_reported_and_a_fresh_game_starts(pages, site, corrupt):
    page = open_page(pages, site)
    mirror = start(page, "scopa", 77, moves=3)
    save = mirror.tables["scopa"].save()
    page.evaluate(PUT_SAVE, ["scopa", corrupt(save)])
    page.reload()
    wait_for_app(page)
    notice = page.locator("#notice")
    expect(notice).to_be_visible()
    expect(notice).to_contain_text(re.compile("could not be restored"))
    fresh = ask(page, "view", game="scopa")["view"]
    assert fresh["history"] != mirror.tables["scopa"].view()["history"] or fresh["round"] == 0
    assert len(fresh["hand"]) == 3 and fresh["deck_size"] == 30


def test_a_worker_that_dies_is_restarted_and_the_game_resumes(pages, site):
    page = open_page(pages, site)
    pages.log(page).allow_console_error("mazzo: worker failed")
    mirror = start(page, "scopa", 5, moves=5)
    engine_worker(page).evaluate("setTimeout(() => { throw new Error('the engine broke') })")
    wait_for_app(page, "error")
    expect(page.locator("#failure-message")).to_contain_text("stopped")
    page.locator("#retry").click()
    wait_for_app(page)
    same_game(page, mirror, "scopa")


BREAK_NEXT_ANNOUNCEMENT = """() => {
  const strings = mazzo.texts();
  const play = strings.announce.play;
  strings.announce.play = () => {
    strings.announce.play = play;
    throw new Error("a step failed on purpose");
  };
}"""


def test_a_table_step_that_throws_is_reported_and_the_game_plays_on(pages, site):
    page = open_page(pages, site)  # no seed in the address: a reload goes on with the saved game
    pages.log(page).allow_console_error("a step failed on purpose")
    page.wait_for_function(IDLE, timeout=60_000)
    page.evaluate(BREAK_NEXT_ANNOUNCEMENT)
    page.locator("#hand-cards button").first.click()
    # A card that can take in more than one way waits for the choice (marks on the table) first.
    page.wait_for_function(
        """() => document.querySelector('#table-cards button[data-mark]')
                 || document.getElementById('news').textContent.includes('on purpose')""",
        timeout=60_000,
    )
    if page.locator("#table-cards button[data-mark]").count():
        page.locator("#table-cards button[data-mark]").first.click()
    # The step that announces the move throws: the table says so and is not left busy for ever.
    expect(page.locator("#news")).to_contain_text("a step failed on purpose", timeout=60_000)
    page.wait_for_function("() => !document.documentElement.dataset.busy && !document.documentElement.dataset.moving", timeout=60_000)
    # Nothing is lost: the move was played, and a reload goes on with the game from there.
    played = ask(page, "view", game="scopa")["view"]["history"]
    assert any(player == 0 for player, _ in played), played
    page.reload()
    wait_for_app(page)
    page.wait_for_function(IDLE, timeout=60_000)
    assert ask(page, "view", game="scopa")["view"]["history"][: len(played)] == played


# ------------------------------------------------------------------ never leak a card


def check_messages(page, mirror: Session, game: str) -> int:
    """Check the messages the page received since the last check against what the mirror hides now."""
    messages = page.evaluate("window.workerMessages.splice(0)")
    for raw in messages:
        assert not leaks(raw, mirror.tables[game].state)
    return len(messages)


@pytest.mark.parametrize("game, seed, moves, options", [
    ("scopa", 9, 80, None),
    ("scala40", 10, 120, None),
    # Scala 40 for three and four (issue 3.5): two and three hands out of sight.
    ("scala40", 14, 160, {"players": 3}),
    ("scala40", 15, 200, {"players": 4}),
    ("briscola", 11, 40, {"players": 4}),
    # Scopa's house rules (issue 3.6): an Ace taking the table, takes at fifteen.
    ("scopa", 12, 80, {"capture": "ace_takes_all", "re_bello": True}),
    ("scopa", 13, 80, {"capture": "fifteen", "napola": True}),
])
def test_no_message_to_the_page_holds_a_hidden_card_or_the_seed(pages, site, game, seed, moves, options):
    page = pages.new(viewport={"width": 1280, "height": 720}, reduced_motion="reduce")
    page.add_init_script(RECORD_WORKER_MESSAGES)
    page.goto(site.url)
    wait_for_app(page)
    page.wait_for_function(IDLE, timeout=60_000)
    page.evaluate("window.workerMessages.splice(0)")  # the table's own first game, not the one checked here
    mirror = start(page, game, seed, options=options)
    checked = check_messages(page, mirror, game)
    for _ in range(moves):
        view = step(page, mirror, game, before_move=lambda: check_messages(page, mirror, game))
        checked += check_messages(page, mirror, game)
        if view["game_over"]:
            break
    assert checked >= moves
    assert ask_refused(page, "save", game=game) == "unknown_type", "the page cannot ask for a save"
    assert ask_refused(page, "load", save={}) == "unknown_type", "nor load one"


def ask_refused(page, kind: str, **fields) -> str:
    return page.evaluate(
        "([kind, fields]) => globalThis.mazzo.client.request(kind, fields).then(() => 'ok', (error) => error.code)",
        [kind, fields],
    )


def test_a_request_nested_thousands_deep_is_refused_and_the_engine_lives_on(pages, site):
    # Parsed in the worker, such JSON would overflow the WebAssembly stack and kill the interpreter.
    page = pages.new()
    page.goto(site.url)
    wait_for_app(page)
    refused = page.evaluate(
        """() => { let groups = []; for (let i = 0; i < 5000; i++) groups = [groups];
                   return globalThis.mazzo.client.request("check_melds", { game: "scala40", groups })
                     .then(() => "ok", (error) => error.code); }"""
    )
    assert refused == "bad_json"
    assert page.evaluate("() => globalThis.mazzo.client.request('ping').then((reply) => reply.version)")
