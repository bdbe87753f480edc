"""What a new player tripped on in issue 4.2, kept in sight: the hint's bubble beside the cards it names
(item 3), the first visit's menu whole at once (8) and its Deal within reach (9), the score bar and the
statistics (13), the labels of Scala 40's hands beside the magnifier (7)."""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from .harness import wait_for_app
from .test_settings_room import choose, close_room
from .test_tripped_more import DESKTOP, PHONE, SIDEWAYS, open_page, overlap

VIEWPORTS = pytest.mark.parametrize("viewport", [DESKTOP, SIDEWAYS, PHONE], ids=["desktop", "sideways", "phone"])

BOX = "(node) => { const r = node.getBoundingClientRect(); return [r.left, r.top, r.right, r.bottom]; }"


def box_of(locator) -> list[float]:
    return locator.evaluate(BOX)


def lit_cards(page) -> list[list[float]]:
    """The boxes of the card buttons the hint lights (its data-lit: their ids, else their faces)."""
    return page.evaluate(
        """() => {
          const lit = document.getElementById("hint").dataset.lit.split(" ");
          return [...document.querySelectorAll("#hand-cards button, #table-cards button")]
            .filter((b) => lit.includes(b.dataset.id ?? b.dataset.card))
            .map((b) => { const r = b.getBoundingClientRect(); return [r.left, r.top, r.right, r.bottom]; });
        }"""
    )


def assert_bubble_clear_of_its_cards(page, viewport) -> None:
    bubble = box_of(page.locator("#hint"))
    lit = lit_cards(page)
    assert lit, "the hint lights no card"
    assert not [card for card in lit if overlap(bubble, card)], (bubble, lit)
    assert bubble[0] >= -0.5 and bubble[1] >= -0.5, bubble
    assert bubble[2] <= viewport["width"] + 0.5 and bubble[3] <= viewport["height"] + 0.5, (bubble, viewport)


@VIEWPORTS
@pytest.mark.parametrize(("game", "odds"), [("scopa", False), ("scopone", True), ("briscola", False)])
def test_item_3_the_hint_bubble_never_covers_a_card_it_lights_and_long_odds_fold(pages, site, viewport, game, odds):
    page = open_page(pages, site.url + f"?game={game}&seed=7&lang=en", viewport)
    if odds:
        choose(page, "showOdds", True)
        close_room(page)
    page.keyboard.press("h")
    expect(page.locator("#hint")).to_be_visible()
    assert_bubble_clear_of_its_cards(page, viewport)
    if not odds:
        return
    lines = page.locator("#hint .odds li")
    count = lines.count()
    assert count > 3  # Scopone's first move: ten to choose from
    expect(page.locator("#hint .odds li:visible")).to_have_count(3)
    more = page.locator("#hint .odds button.more")
    expect(more).to_have_text(f"Show {count - 3} more moves")
    more.click()
    expect(page.locator("#hint .odds li:visible")).to_have_count(count)
    expect(more).to_have_count(0)
    assert_bubble_clear_of_its_cards(page, viewport)


@pytest.mark.parametrize("lang", ["en", "it", "fr", "id", "ko", "sw"])
def test_item_3_the_odds_more_button_is_worded_in_every_language(pages, site, lang):
    page = open_page(pages, site.url + f"?game=scopone&seed=7&lang={lang}")
    choose(page, "showOdds", True)
    close_room(page)
    page.keyboard.press("h")
    more = page.locator("#hint .odds button.more")
    expect(more).to_be_visible()
    count = page.locator("#hint .odds li").count() - 3
    words = page.evaluate(
        "async ([lang, count]) => (await import(`./ui/i18n/${lang}.js`)).default.coach.odds.more(count)", [lang, count]
    )
    assert more.inner_text() == words and str(count) in words


# Each frame while the page loads and a little after: the first visit's menu's options and where its Deal is.
SAMPLE_THE_MENU = """
window.menuSamples = [];
const sample = () => {
  const deal = document.querySelector("#menu[open] [data-action='deal']");
  if (deal) {
    const r = deal.getBoundingClientRect();
    const options = [...document.querySelectorAll("#menu [data-option]")].map((o) => o.dataset.option).join(" ");
    const ready = document.documentElement.dataset.app === "ready";
    window.menuSamples.push({ ready, options, deal: [r.left, r.top, r.width, r.height] });
  }
  if (window.menuSamples.filter((s) => s.ready).length < 30) requestAnimationFrame(sample);
};
requestAnimationFrame(sample);
"""


@VIEWPORTS
def test_item_8_the_first_visits_menu_keeps_its_shape_once_the_engine_is_ready(pages, site, viewport):
    page = pages.new(first_visit=True, reduced_motion="reduce", viewport=viewport)
    page.add_init_script(SAMPLE_THE_MENU)
    page.goto(site.url)
    page.wait_for_function("() => window.menuSamples.filter((s) => s.ready).length >= 30", timeout=120_000)
    samples = page.evaluate("() => window.menuSamples")
    loading = [sample for sample in samples if not sample["ready"]]
    assert loading, "the menu was not on show before the engine was ready"
    assert {(sample["options"], tuple(sample["deal"])) for sample in samples} == {
        (loading[0]["options"], tuple(loading[0]["deal"]))
    }
    assert "players" in loading[0]["options"] and "target" in loading[0]["options"]


@VIEWPORTS
def test_item_9_the_first_visits_deal_is_in_sight_and_a_fade_says_the_menu_scrolls(pages, site, viewport):
    page = pages.new(first_visit=True, reduced_motion="reduce", viewport=viewport)
    page.goto(site.url)
    menu = page.locator("#menu[open]")
    expect(menu).to_be_visible()
    wait_for_app(page)
    expect(menu.locator('[data-option="capture"]')).to_have_count(1)
    deal, shown = box_of(menu.locator('[data-action="deal"]')), box_of(menu)
    assert deal[1] >= max(0, shown[1]) - 0.5 and deal[3] <= min(viewport["height"], shown[3]) + 0.5, (deal, shown, viewport)
    scrolls = menu.evaluate("(menu) => menu.scrollHeight > menu.clientHeight + 1")
    fade = "(menu) => getComputedStyle(menu.querySelector('.actions'), '::before').opacity"
    if not scrolls:
        expect(menu).not_to_have_attribute("data-more-below", "")
        return
    expect(menu).to_have_attribute("data-more-below", "")
    page.wait_for_function(f"() => ({fade})(document.getElementById('menu')) === '1'")
    menu.evaluate("(menu) => menu.scrollTo(0, menu.scrollHeight)")
    expect(menu).not_to_have_attribute("data-more-below", "")
    assert box_of(menu.locator('[data-action="daily"]'))[3] <= viewport["height"] + 0.5
