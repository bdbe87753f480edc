"""What a new player tripped on (issue 3.2): a shared deal that lost its table, the deal of the day
unmarked, a count that could not be put aside, a refusal bubble that lingered over the cards.
"""

from __future__ import annotations

from urllib.parse import parse_qs, urlparse

import pytest
from playwright.sync_api import expect

from .harness import open_menu, wait_for_app
from .test_daily_ui import play_to_the_count
from .test_offline_embed import ask
from .test_scopa_ui import wait_until_idle
from .test_tripped_more import resize

#: The link the count panel shares for `seed` of the game on the table, built by the count's own function.
SHARE_LINK = """async (seed) => {
  const { shareLink } = await import("./app/plugins/daily.js");
  const client = globalThis.mazzo.client;
  const game = document.documentElement.dataset.game;
  const { view } = await client.request("view", { game });
  const { options } = await client.request("ping");
  return shareLink(game, seed, view.options, options[game]);
}"""


def open_page(pages, url: str, viewport=None):
    page = pages.new(reduced_motion="reduce", viewport=viewport or {"width": 1280, "height": 800})
    page.goto(url)
    wait_for_app(page)
    wait_until_idle(page)
    return page


@pytest.mark.parametrize(
    "table",
    [
        "game=scopa&target=21&napola=1",
        "game=scopa&players=4",
        "game=scopone",
        "game=scopone&variant=classico",
        "game=scopa&re_bello=1&capture=fifteen",
        "game=scopone&capture=ace_takes_all",
        "game=scala40&target=51",
        "game=briscola&target=3&show_points=1",
    ],
)
def test_item_1_a_shared_deal_opens_the_same_table_with_the_same_cards(pages, site, table):
    seed = 303
    page = open_page(pages, f"{site.url}?{table}&seed={seed}")
    game = page.locator("html").get_attribute("data-game")
    dealt = ask(page, "view", game=game)["view"]
    link = page.evaluate(SHARE_LINK, seed)
    # A friend, in a browser of their own, deals the same cards at the same table.
    friend = open_page(pages, link)
    assert friend.locator("html").get_attribute("data-game") == game
    shown = ask(friend, "view", game=game)["view"]
    assert shown["options"] == dealt["options"]
    for dealt_field in ("hand", "hand_sizes", "table", "briscola", "discard"):
        assert shown.get(dealt_field) == dealt.get(dealt_field), dealt_field
    assert shown == dealt


def test_item_1_the_count_at_game_over_shares_the_link_of_the_deal_with_its_table(pages, site):
    page = open_page(pages, f"{site.url}?game=briscola&level=easy&target=1&show_points=1")
    play_to_the_count(page)
    expect(page.locator('#count [data-action="share"]')).to_be_visible(timeout=60_000)
    seed = ask(page, "reveal", game="briscola")["seed"]
    link = page.locator('#count [data-action="share"]').get_attribute("data-link")
    assert link == page.evaluate(SHARE_LINK, seed)
    query = parse_qs(urlparse(link).query)
    assert query == {"game": ["briscola"], "deal": [str(seed)], "target": ["1"], "show_points": ["1"], "players": ["2"]}


def count_is_open(page) -> bool:
    return page.evaluate("() => document.getElementById('count').open")


def test_item_7_esc_puts_the_count_at_game_over_aside_and_enter_brings_it_back(pages, site):
    page = open_page(pages, f"{site.url}?game=briscola&level=easy&target=1")
    play_to_the_count(page)
    expect(page.locator('#count [data-action="share"]')).to_be_visible(timeout=60_000)
    page.keyboard.press("Escape")
    page.wait_for_function("() => !document.getElementById('count').open")
    # The final table stays: the game is still over, its last cards on show, and the way back is offered.
    assert page.locator("html").get_attribute("data-screen") == "game-over"
    assert ask(page, "view", game="briscola")["view"]["game_over"]
    expect(page.locator("#count-again")).to_be_visible()
    expect(page.locator("#count-again")).to_be_focused()
    page.keyboard.press("Enter")
    expect(page.locator('#count [data-action="share"]')).to_be_visible()
    assert count_is_open(page)
    # The close button puts it aside too, and N deals a new game from the final table.
    page.locator('#count [data-action="aside"]').click()
    page.wait_for_function("() => !document.getElementById('count').open")
    page.keyboard.press("n")
    page.wait_for_function("() => document.documentElement.dataset.screen !== 'game-over'")
    wait_until_idle(page)
    expect(page.locator("#count-again")).to_be_hidden()
    assert not ask(page, "view", game="briscola")["view"]["game_over"]


#: The refusal bubble's box and each card's, on the screen.
BOXES = """() => {
  const box = (node) => { const r = node.getBoundingClientRect(); return [r.left, r.top, r.right, r.bottom]; };
  const cards = [...document.querySelectorAll("#hand-cards button[data-card], #table-cards button[data-card]")];
  return { bubble: box(document.getElementById("refusal")), cards: cards.map(box) };
}"""


def overlap(a, b) -> bool:
    return min(a[2], b[2]) - max(a[0], b[0]) > 0.5 and min(a[3], b[3]) - max(a[1], b[1]) > 0.5


def test_item_8_a_refusal_leaves_the_cards_in_sight_and_goes_at_the_next_action(pages, site):
    """On a desktop, then on a phone (the window resized), on one page."""
    page = open_page(pages, f"{site.url}?game=scopa&practice=1&seed=8")
    refusal = page.locator("#refusal")
    for viewport in ({"width": 1280, "height": 800}, {"width": 390, "height": 844}):
        resize(page, viewport)
        page.keyboard.press("u")
        expect(refusal).to_contain_text("There is no move of yours to take back")
        boxes = page.evaluate(BOXES)
        assert boxes["cards"], viewport
        assert not [card for card in boxes["cards"] if overlap(boxes["bubble"], card)], viewport
        # A click on the felt is the player's next action: the bubble goes.
        page.mouse.click(3, viewport["height"] / 2)
        expect(refusal).to_be_hidden()
        # So is a key that means nothing here.
        page.keyboard.press("u")
        expect(refusal).to_be_visible()
        page.keyboard.press("x")
        expect(refusal).to_be_hidden()


def open_daily(page) -> None:
    """Chooses the deal of the day of the game on the table, in the menu."""
    open_menu(page)
    page.locator('#menu [data-action="daily"]').click()


def test_item_6_the_deal_of_the_day_says_so_and_once_finished_says_its_result_before_dealing_it_again(pages, site):
    page = open_page(pages, f"{site.url}?game=briscola&level=easy&target=1")
    expect(page.locator("#score-round")).not_to_contain_text("Today's deal")
    open_daily(page)
    expect(page.locator("#score-round")).to_contain_text("Today's deal")
    wait_until_idle(page)
    play_to_the_count(page)
    line = page.locator("#count .daily-result").text_content()
    page.keyboard.press("Escape")
    page.wait_for_function("() => !document.getElementById('count').open")
    # The menu marks it played, with its result; choosing it again tells the result and asks; keeping on plays nothing new.
    open_menu(page)
    expect(page.locator("#menu .daily-played")).to_contain_text(line)
    page.locator('#menu [data-action="daily"]').click()
    expect(page.locator("#confirm")).to_contain_text(line)
    page.keyboard.press("Escape")
    page.wait_for_function("() => !document.getElementById('confirm').open")
    assert ask(page, "view", game="briscola")["view"]["game_over"]
    # Asked to, it deals the day's cards again.
    open_daily(page)
    page.locator('#confirm [data-answer="yes"]').click()
    page.wait_for_function("() => document.documentElement.dataset.screen !== 'game-over'")
    wait_until_idle(page)
    assert not ask(page, "view", game="briscola")["view"]["game_over"]
    expect(page.locator("#score-round")).to_contain_text("Today's deal")
