"""The deal of the day and a shared deal in Chromium (issue 2.7): the toolbar deals today's cards (the engine
works out the seed from the date; the page never holds it), the count at the end of the game gives the
result line and the link, and the link deals the same cards to a friend.
"""

from __future__ import annotations

import json
import random
from pathlib import Path
from urllib.parse import parse_qs, urlparse

import pytest
from playwright.sync_api import expect

from .harness import ARTIFACTS, open_menu, wait_for_app
from .test_offline_embed import ask
from .test_scopa_ui import RECORD_REQUESTS, wait_until_idle

#: Today on the device, as the page writes it.
TODAY = """() => {
  const d = new Date();
  return [d.getFullYear(), d.getMonth() + 1, d.getDate()].map((p) => String(p).padStart(2, "0")).join("-");
}"""


def open_briscola(pages, url: str):
    page = pages.new(reduced_motion="reduce", viewport={"width": 1280, "height": 800})
    page.goto(url)
    wait_for_app(page)
    wait_until_idle(page)
    return page


def play_to_the_last_card(page) -> None:
    """Plays the hand through the engine client until the human holds the last card of the match."""
    while True:
        view = ask(page, "view", game="briscola")["view"]
        if view["computer_to_move"]:
            ask(page, "computer", game="briscola")
        elif len(view["hand"]) == 1 and view["stock_size"] == 0:
            return
        else:
            ask(page, "play", game="briscola", move=view["legal_moves"][0])


def reload_page(page) -> None:
    page.reload()


def reload_frame(frame) -> None:
    """A frame has no reload of Playwright's: the old document is marked, and the new one (without the
    mark) awaited, lest the checks that follow read the old one (its table still at the deal: the moves
    went to the engine, not through the page)."""
    frame.evaluate("() => { window.beforeReload = true; location.reload(); }")
    frame.wait_for_function("() => !window.beforeReload")


def play_to_the_count(page, reload=reload_page) -> None:
    """Plays the match through the engine client, each hand's last card on the table: the count at game
    over opens. A hand drawn 60 to 60 counts for nobody, and the match goes on to another hand."""
    while True:
        play_to_the_last_card(page)
        reload(page)
        wait_for_app(page)
        wait_until_idle(page)
        page.locator("#hand-cards button[data-card]").click()
        # The page's count shows once its own requests for the hand are answered (wait_for_function cannot
        # await a request: a promise is true at once, and the engine was asked mid-trick).
        expect(page.locator("#count")).to_be_visible(timeout=60_000)
        if ask(page, "view", game="briscola")["view"]["game_over"]:
            return
        ask(page, "next_round", game="briscola")


def test_the_deal_of_the_day_gives_its_result_line_and_a_link_that_deals_it_again(pages, site):
    page = open_briscola(pages, f"{site.url}?game=briscola&level=easy&target=1")
    page.evaluate(RECORD_REQUESTS)
    open_menu(page)
    page.locator('#menu [data-action="daily"]').click()
    page.wait_for_function("() => window.sentRequests.some((r) => r.type === 'new_game')")
    wait_until_idle(page)
    today = page.evaluate(TODAY)
    (sent,) = page.evaluate("() => window.sentRequests.filter((r) => r.type === 'new_game')")
    assert sent["daily"] == today and "seed" not in sent
    dealt = ask(page, "view", game="briscola")["view"]
    # The seed stays with the engine until the game is over.
    refused = page.evaluate("() => globalThis.mazzo.client.request('reveal', { game: 'briscola' }).catch((e) => e.code)")
    assert refused == "not_over"
    play_to_the_count(page)
    expect(page.locator("#count .daily-result")).to_be_visible(timeout=60_000)
    summary = ask(page, "summary", game="briscola")["summary"]
    scores = [side["total"] for side in summary["players"]]
    line = page.locator("#count .daily-result").text_content()
    assert line.startswith("mazzo Briscola, ") and f"{scores[0]}\u2013{scores[1]}" in line
    assert ("won" if summary["winner"] == 0 else "lost") in line
    link = page.locator('#count [data-action="share"]').get_attribute("data-link")
    query = parse_qs(urlparse(link).query)
    seed = random.Random(f"mazzo:0:daily:briscola:{today}").randrange(2**53)
    # The link names the table of two: a friend who last chose Briscola for four gets the same deal.
    assert query == {"game": ["briscola"], "deal": [str(seed)], "target": ["1"], "show_points": ["0"], "players": ["2"]}
    # A friend's page deals the same cards.
    friend = open_briscola(pages, link)
    shown = ask(friend, "view", game="briscola")["view"]
    assert (shown["hand"], shown["briscola"]) == (dealt["hand"], dealt["briscola"])


def test_an_embedded_copy_plays_the_deal_of_the_day_and_tells_its_host_the_result(pages, servers, site):
    host = servers.site("/host/")
    page = pages.new(reduced_motion="reduce", viewport={"width": 1280, "height": 900})
    pages.log(page).allow_console_error("Blocked autofocusing on a <button> element in a cross-origin subframe")
    page.goto(f"{host.url}dev/embed-demo.html?src={site.url}index.html%3Fgame%3Dbriscola%26level%3Deasy")
    expect(page.locator('#log li[data-type="ready"]')).to_have_count(1, timeout=120_000)
    game = next(frame for frame in page.frames if frame.url.startswith(site.origin))
    wait_until_idle(game)
    # The score opens the statistics, which offer the day's deal.
    game.locator("#bar .score").click()
    game.locator('#statistics [data-action="daily"]').click()
    game.wait_for_function("() => document.documentElement.dataset.screen !== 'dealing'")
    wait_until_idle(game)
    play_to_the_count(game, reload=reload_frame)
    expect(page.locator('#log li[data-type="daily_result"]')).to_have_count(1, timeout=60_000)
    heard = json.loads(page.locator('#log li[data-type="daily_result"]').text_content())
    summary = ask(game, "summary", game="briscola")["summary"]
    assert heard["game"] == "briscola" and heard["date"] == game.evaluate(TODAY)
    assert heard["winner"] == ("you" if summary["winner"] == 0 else "computer")
    assert heard["scores"] == [side["total"] for side in summary["players"]]
    assert heard["line"] == game.locator("#count .daily-result").text_content()
    assert set(heard["feats"]) == {"eighty"}


#: A device's sharing sheet (the Web Share API), standing in: what it was handed.
FAKE_SHARE = "navigator.share = (data) => { window.shared = data; return Promise.resolve(); };"


@pytest.mark.parametrize(("lang", "sheet"), [("en", False), ("it", False), ("en", True)], ids=["en-copy", "it-copy", "en-share-sheet"])
def test_item11_the_link_is_shared_by_a_labelled_button_by_the_devices_sheet_else_copied_and_said(pages, site, lang, sheet):
    page = pages.new(reduced_motion="reduce", viewport={"width": 390, "height": 844}, is_mobile=True, has_touch=True)
    page.context.grant_permissions(["clipboard-read", "clipboard-write"], origin=site.url.rstrip("/"))
    if sheet:
        page.add_init_script(FAKE_SHARE)
    page.goto(f"{site.url}?game=briscola&level=easy&target=1&lang={lang}")
    wait_for_app(page)
    wait_until_idle(page)
    play_to_the_count(page)
    share = page.locator('#count [data-action="share"]')
    expect(share).to_be_visible(timeout=60_000)
    words = page.evaluate("() => globalThis.mazzo.texts().daily")
    # Labelled: its own words, and the caption over it says what the link gives.
    expect(share).to_have_text(words["share"])
    caption = page.locator("#count .share-caption")
    expect(caption).to_have_text(words["link"])
    assert share.get_attribute("aria-describedby") == caption.get_attribute("id")
    box = share.bounding_box()
    assert box and box["height"] >= 44
    # No box showing a cut address.
    expect(page.locator("#count input.share-link")).to_have_count(0)
    link = share.get_attribute("data-link") or ""
    seed = ask(page, "reveal", game="briscola")["seed"]
    assert f"deal={seed}" in link
    share.tap()
    if sheet:
        page.wait_for_function("() => window.shared")
        assert page.evaluate("() => window.shared.url") == link
    else:
        expect(page.locator("#count .share-said")).to_have_text(words["copied"])
        assert page.evaluate("() => navigator.clipboard.readText()") == link
    page.screenshot(path=ARTIFACTS / f"share-phone-{lang}{'-sheet' if sheet else ''}.png")


DOCS = Path(__file__).resolve().parents[2] / "docs"


@pytest.mark.parametrize("lang", ["en", "it"])
def test_item14_the_deal_of_the_day_is_the_menus_by_one_name_and_the_docs_say_so(pages, site, lang):
    page = open_briscola(pages, f"{site.url}?game=briscola&lang={lang}")
    words = page.evaluate("() => globalThis.mazzo.texts()")
    # Not in the toolbar, which holds what is used while playing: in the menu, beside Deal.
    expect(page.locator('#toolbar [data-intent="daily"], #toolbar [data-action="daily"]')).to_have_count(0)
    expect(open_menu(page).locator('[data-action="daily"]')).to_have_text(words["menu"]["daily"])
    page.keyboard.press("Escape")
    # The statistics panel offers it too, by the same name.
    page.locator("#statistics-open").click()
    expect(page.locator('#statistics [data-action="daily"]')).to_have_text(words["menu"]["daily"])
    # And the documentation says where it is.
    embedding = (DOCS / "embedding.md").read_text(encoding="utf-8")
    assert "toolbar's Daily deal" not in embedding
    assert "menu's Deal of the day" in embedding
