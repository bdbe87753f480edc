"""Offline and installable, embedded in another site (issue 7/9), in Chromium."""

from __future__ import annotations

import json

from playwright.sync_api import expect

from .harness import wait_for_app
from .test_scopa_ui import Mirror, click_move, wait_until_idle
from .test_snapshot import wait_until_all_cached

IDLE = "() => document.documentElement.dataset.turn !== 'computer' && !document.documentElement.dataset.busy && !document.documentElement.dataset.moving"


def ask(target, kind: str, **fields) -> dict:
    return target.evaluate("([kind, fields]) => globalThis.mazzo.client.request(kind, fields)", [kind, fields])


def play_round(target, game: str) -> dict:
    """Plays until the round of ``game`` is over (the human plays its first legal move)."""
    while True:
        view = ask(target, "view", game=game)["view"]
        if view["round_over"]:
            return view
        if view["computer_to_move"]:
            ask(target, "computer", game=game)
        else:
            ask(target, "play", game=game, move=view["legal_moves"][0])


def test_after_one_visit_both_games_play_with_the_network_off(pages, site):
    page = pages.new(viewport={"width": 1280, "height": 720}, reduced_motion="reduce", service_workers="allow")
    page.goto(site.url)
    wait_for_app(page)
    # Once the game is ready and the page idle, the service worker caches the build.
    wait_until_all_cached(page)
    page.context.set_offline(True)
    page.reload()
    wait_for_app(page)
    page.wait_for_function(IDLE, timeout=60_000)
    ask(page, "new_game", game="scopa", seed=3, level="easy")
    view = play_round(page, "scopa")
    assert view["round_over"] and sum(len(pile) for pile in view["piles"]) == 40
    ask(page, "new_game", game="scala40", seed=3, level="easy")
    turn = []
    while True:
        view = ask(page, "view", game="scala40")["view"]
        if view["computer_to_move"]:
            ask(page, "computer", game="scala40")
            continue
        if turn and turn[-1].startswith("discard"):
            break
        move = next(m for m in view["legal_moves"] if m in ("draw",) or m.startswith("discard"))
        turn.append(ask(page, "play", game="scala40", move=move)["move"])
    assert turn[0] == "draw" and turn[-1].startswith("discard")
    # The rules pages were cached too.
    page.goto(site.url + "rules/scopa.it.html")
    expect(page.locator("main#content")).to_be_visible()


def test_the_site_is_installable_with_a_manifest_and_icons_drawn_at_build_time(page, site):
    page.goto(site.url)
    wait_for_app(page)
    href = page.locator('link[rel="manifest"]').get_attribute("href")
    manifest = page.evaluate("(url) => fetch(url).then((r) => r.json())", href)
    assert manifest["display"] == "standalone" and manifest["start_url"] == "./" and manifest["theme_color"]
    sizes = {icon["sizes"] for icon in manifest["icons"] if icon["type"] == "image/png"}
    assert {"192x192", "512x512"} <= sizes
    for icon in manifest["icons"]:
        status = page.evaluate("(url) => fetch(url).then((r) => r.status)", icon["src"])
        assert status == 200, icon["src"]


def test_a_page_on_another_origin_embeds_the_game_hears_its_events_and_commands_it(pages, servers, site):
    host = servers.site("/host/")  # another port: another origin
    assert host.origin != site.origin
    page = pages.new(viewport={"width": 1280, "height": 900}, reduced_motion="reduce")
    page.goto(f"{host.url}dev/embed-demo.html?src={site.url}index.html%3Flevel%3Deasy")
    log = page.locator("#log li")
    expect(page.locator('#log li[data-type="ready"]')).to_have_count(1, timeout=120_000)
    ready = json.loads(log.first.text_content())
    assert ready == {"source": "mazzo", "type": "ready", "game": "scopa"}
    frame = page.frame_locator("iframe")
    game = next(f for f in page.frames if f.url.startswith(site.origin))
    assert game.evaluate("document.documentElement.dataset.level") == "easy"
    # An embedded copy's storage is the host site's own: a first visit, which restores the shipped snapshot.
    assert game.evaluate("globalThis.mazzo.client.boot.path") == "shipped"
    assert page.locator("iframe").get_attribute("sandbox") == "allow-scripts allow-same-origin"
    # A message that is not from the named host is ignored ...
    game.evaluate("window.postMessage({ source: 'mazzo', type: 'new_game', level: 'normal' }, '*')")
    game.wait_for_timeout(300)
    assert game.evaluate("document.documentElement.dataset.level") == "easy"
    # ... the host's command is obeyed.
    page.locator("#new-game").click()
    game.wait_for_function("() => document.documentElement.dataset.level === 'hard'")
    expect(frame.locator("html")).to_have_attribute("data-app", "ready")


def catch_up(target) -> None:
    """Lets the computer make its moves, through the engine client (the table does not see them)."""
    while ask(target, "view", game="scopa")["view"]["computer_to_move"]:
        ask(target, "computer", game="scopa")


def play_to_the_last_card(target, mirror: Mirror) -> None:
    """Plays through the engine client until the human holds the last card of the round."""
    while not (mirror.view["deck_size"] == 0 and len(mirror.view["hand"]) == 1):
        move = mirror.view["legal_moves"][0]
        ask(target, "play", game="scopa", move=move)
        catch_up(target)
        mirror.play(move)


#: Counts the page's requests for persistent storage (in every frame, from its first script on).
COUNT_PERSIST = """
window.persistAsked = 0;
if (navigator.storage) {
  navigator.storage.persisted = () => Promise.resolve(false);
  navigator.storage.persist = () => { window.persistAsked += 1; return Promise.resolve(true); };
}
"""


def test_the_host_hears_every_round_over_and_the_game_over_with_the_result_and_storage_is_kept_then(
    pages, servers, site
):
    host = servers.site("/host/")
    seed = 5
    mirror = Mirror(seed, "easy")
    page = pages.new(viewport={"width": 1280, "height": 900}, reduced_motion="reduce")
    page.add_init_script(COUNT_PERSIST)
    # Chromium does not let a frame from another origin move the focus by itself (the count panel
    # offers its button to keyboard players); it says so in the console, and the game plays on.
    pages.log(page).allow_console_error("Blocked autofocusing on a <button> element in a cross-origin subframe")
    page.goto(f"{host.url}dev/embed-demo.html?src={site.url}index.html%3Flevel%3Deasy%26seed%3D{seed}")
    expect(page.locator('#log li[data-type="ready"]')).to_have_count(1, timeout=120_000)
    game = next(f for f in page.frames if f.url.startswith(site.origin))
    wait_until_idle(game)
    heard = lambda kind: [json.loads(item) for item in page.locator(f'#log li[data-type="{kind}"]').all_text_contents()]
    while True:
        # Most of the round goes through the engine client; the table picks the saved game up
        # again when the page opens without a seed, and its last move is played on the table.
        play_to_the_last_card(game, mirror)
        game.evaluate("() => { const url = new URL(location.href); url.searchParams.delete('seed'); location.replace(url); }")
        wait_for_app(game)
        wait_until_idle(game)
        move = mirror.view["legal_moves"][0]
        click_move(game, mirror, move)
        mirror.play(move)
        summary = mirror.summary()
        scores = [player["total"] for player in summary["players"]]
        if summary["game_over"]:
            break
        expect(page.locator('#log li[data-type="round_over"]')).to_have_count(summary["round"] + 1)
        assert game.evaluate("window.persistAsked") == 0, "persistent storage is asked for once a game is finished"
        assert heard("round_over")[-1] == {
            "source": "mazzo", "type": "round_over", "game": "scopa", "round": summary["round"], "scores": scores,
        }
        ask(game, "next_round", game="scopa")
        catch_up(game)
        mirror.next_round()
    expect(page.locator('#log li[data-type="game_over"]')).to_have_count(1)
    game.wait_for_function("() => window.persistAsked === 1")
    winner = "you" if summary["winner"] == 0 else "computer"
    assert heard("game_over") == [{"source": "mazzo", "type": "game_over", "game": "scopa", "winner": winner, "scores": scores}]
    assert len(heard("round_over")) == summary["round"]
