"""What a new player tripped on in issue 4.2, kept in sight: the hint's bubble beside the cards it names
(item 3), the first visit's menu whole at once (8) and its Deal within reach (9), the score bar and the
statistics (13), the labels of Scala 40's hands beside the magnifier (7)."""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from .harness import wait_for_app
from .test_i18n import LANGUAGES
from .test_settings_room import choose, close_room
from .test_tripped_more import DESKTOP, PHONE, SIDEWAYS, open_page, overlap, play_round_by_the_engine, resize, switch_language

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
    assert lit, ("the hint lights no card", viewport)
    assert not [card for card in lit if overlap(bubble, card)], (bubble, lit, viewport)
    assert bubble[0] >= -0.5 and bubble[1] >= -0.5, (bubble, viewport)
    assert bubble[2] <= viewport["width"] + 0.5 and bubble[3] <= viewport["height"] + 0.5, (bubble, viewport)


@pytest.mark.parametrize(("game", "odds"), [("scopa", False), ("scopone", True), ("briscola", False)])
def test_item_3_the_hint_bubble_never_covers_a_card_it_lights_and_long_odds_fold(pages, site, game, odds):
    """At each size in turn on one page, the window resized and the bubble asked for again: it is placed as the table
    lies at that size."""
    page = open_page(pages, site.url + f"?game={game}&seed=7&lang=en", DESKTOP)
    if odds:
        choose(page, "showOdds", True)
        close_room(page)
    for viewport in (DESKTOP, SIDEWAYS, PHONE):
        resize(page, viewport)
        page.keyboard.press("h")
        expect(page.locator("#hint")).to_be_visible()
        assert_bubble_clear_of_its_cards(page, viewport)
        if odds:
            assert_long_odds_fold(page, viewport)
        page.keyboard.press("h")
        expect(page.locator("#hint")).to_be_hidden()


@pytest.mark.parametrize(("game", "first"), [("briscola", PHONE), ("tressette", DESKTOP)], ids=["briscola-phone", "tressette-desktop"])
def test_item_3_the_hint_bubble_on_show_follows_its_cards_when_a_phone_is_turned(pages, site, game, first):
    """Asked for once, the bubble stays on show through each resize (a phone turned, a window dragged) and is placed
    again beside its cards as the table lies at the new size: before, it stood where the cards had been, over them or
    past the window's edge."""
    page = open_page(pages, site.url + f"?game={game}&seed=7&lang=en", first)
    page.keyboard.press("h")
    expect(page.locator("#hint")).to_be_visible()
    for viewport in (DESKTOP, PHONE, SIDEWAYS, DESKTOP):
        resize(page, viewport)
        page.evaluate("() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))")
        expect(page.locator("#hint")).to_be_visible()
        assert_bubble_clear_of_its_cards(page, viewport)


def assert_long_odds_fold(page, viewport) -> None:
    """The odds past the best three fold behind a button that unfolds them, the bubble still clear of its cards."""
    lines = page.locator("#hint .odds li")
    count = lines.count()
    assert count > 3, viewport  # Scopone's first move: ten to choose from
    expect(page.locator("#hint .odds li:visible")).to_have_count(3)
    more = page.locator("#hint .odds button.more")
    expect(more).to_have_text(f"Show {count - 3} more moves")
    more.click()
    expect(page.locator("#hint .odds li:visible")).to_have_count(count)
    expect(more).to_have_count(0)
    assert_bubble_clear_of_its_cards(page, viewport)


@pytest.mark.parametrize("game", ["briscola", "scopa", "scopone", "tressette"])
def test_item_3_on_a_desktop_the_hint_bubble_leaves_the_other_players_hands_in_sight(pages, site, game):
    """The table has room on a desktop: the bubble keeps clear of every other hand (Briscola's bubble lay over the
    computer's cards, at the top of the table)."""
    page = open_page(pages, site.url + f"?game={game}&seed=5&level=hard&lang=en")
    page.keyboard.press("h")
    expect(page.locator("#hint")).to_be_visible()
    assert_bubble_clear_of_its_cards(page, DESKTOP)
    bubble = box_of(page.locator("#hint"))
    hands = page.locator("#seats > *").evaluate_all(f"(seats) => seats.map({BOX})")
    assert hands, "the other hands are labelled on the table"
    assert not [hand for hand in hands if overlap(bubble, hand)], (bubble, hands)


def test_item_3_the_odds_more_button_is_worded_in_every_language(pages, site):
    # One page reads the same hint in each language in turn: the page only reads the dealt table.
    page = open_page(pages, site.url + "?game=scopone&seed=7&lang=en")
    choose(page, "showOdds", True)
    close_room(page)
    for lang in LANGUAGES:
        if lang != "en":
            switch_language(page, lang)
        page.keyboard.press("h")
        more = page.locator("#hint .odds button.more")
        expect(more).to_be_visible()
        count = page.locator("#hint .odds li").count() - 3
        words = page.evaluate(
            "async ([lang, count]) => (await import(`./ui/i18n/${lang}.js`)).default.coach.odds.more(count)", [lang, count]
        )
        assert more.inner_text() == words and str(count) in words, lang
        page.keyboard.press("h")  # H again puts the hint away
        expect(page.locator("#hint")).to_be_hidden()


# Each frame while the page loads and a little after: the first visit's menu's options, its picks, the focus and
# where its Deal is.
SAMPLE_THE_MENU = """
window.menuSamples = [];
const sample = () => {
  const deal = document.querySelector("#menu[open] [data-action='deal']");
  if (deal) {
    const r = deal.getBoundingClientRect();
    const options = [...document.querySelectorAll("#menu [data-option]")].map((o) => o.dataset.option).join(" ");
    const ready = document.documentElement.dataset.app === "ready";
    const checked = [...document.querySelectorAll("#menu input:checked")].map((input) => input.value).join(" ");
    const focus = document.activeElement?.dataset.action ?? document.activeElement?.tagName;
    window.menuSamples.push({ ready, options, checked, focus, deal: [r.left, r.top, r.width, r.height] });
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
    # Nothing under the player's finger changes: the options, the picks, Deal's place and the focus on it.
    shapes = {(sample["options"], sample["checked"], sample["focus"], tuple(sample["deal"])) for sample in samples}
    assert shapes == {(loading[0]["options"], loading[0]["checked"], "deal", tuple(loading[0]["deal"]))}
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


# Every text the table's painter writes in one frame, with its box, and every magnifier's box (a small whole ring).
DRAWN_BOXES = """() => {
  const texts = [], rings = [];
  const proto = CanvasRenderingContext2D.prototype;
  const { fillText, arc } = proto;
  proto.fillText = function (text, x, y, ...rest) {
    const m = this.measureText(String(text));
    const shift = { center: m.width / 2, right: m.width, end: m.width }[this.textAlign] ?? 0;
    const left = x - shift;
    const top = this.textBaseline === "top" ? y : y - m.actualBoundingBoxAscent;
    const height = m.actualBoundingBoxAscent + m.actualBoundingBoxDescent;
    texts.push({ text: String(text), box: [left, top, left + m.width, top + height] });
    return fillText.call(this, text, x, y, ...rest);
  };
  proto.arc = function (x, y, r, start, end, ...rest) {
    if (r < 10 && end - start >= 2 * Math.PI - 1e-6) {
      const size = r / 0.34;
      rings.push([x - r - 1, y - r - 1, x - r - 1 + size, y - r - 1 + size]);
    }
    return arc.call(this, x, y, r, start, end, ...rest);
  };
  try { globalThis.mazzo.surface.redraw(); } finally { Object.assign(proto, { fillText, arc }); }
  return { texts, rings };
}"""


def test_item_7_scala40_for_four_sideways_names_the_opened_hands_clear_of_the_magnifier(pages, site):
    # Seed 7 at Easy: Across and Right have opened by your first turn. One page, drawn in English then in Italian.
    page = open_page(pages, site.url + "?game=scala40&players=4&seed=7&level=easy&lang=en", SIDEWAYS)
    view = page.evaluate("() => globalThis.mazzo.client.request('view', { game: 'scala40' })")["view"]
    assert view["opened"][2] and view["opened"][3]
    for lang, opened in (("en", "· opened"), ("it", "· ha aperto")):
        if lang != "en":
            switch_language(page, lang)
        drawn = page.evaluate(DRAWN_BOXES)
        titles = [entry for entry in drawn["texts"] if entry["text"].endswith(opened)]
        assert len(drawn["rings"]) >= 2 and len(titles) >= 2, (lang, drawn)
        clash = [(title, ring) for title in titles for ring in drawn["rings"] if overlap(title["box"], ring)]
        assert not clash, (lang, clash)


# The font size of every text the score bar shows (a text of its own, drawn larger than a pixel: not one kept for
# screen readers only).
SCORE_TEXT_SIZES = """() => [...document.querySelectorAll(".bar .score, .bar .score *")]
  .filter((node) => [...node.childNodes].some((child) => child.nodeType === Node.TEXT_NODE && child.textContent.trim()))
  .filter((node) => { const r = node.getBoundingClientRect(); return r.width > 1 && r.height > 1; })
  .map((node) => [node.textContent.trim(), parseFloat(getComputedStyle(node).fontSize)])"""


def test_item_13_the_score_bars_text_is_12_px_or_more_and_14_on_a_phone(pages, site):
    # One page, resized to each size in turn, read at each in English then in Italian.
    page = open_page(pages, site.url + "?game=scopa&seed=7&lang=en", DESKTOP)
    for viewport in (DESKTOP, SIDEWAYS, PHONE):
        resize(page, viewport)
        least = 12 if viewport is DESKTOP else 14
        for lang in ("en", "it"):
            switch_language(page, lang)
            expect(page.locator("#score-meta")).to_be_visible()
            sizes = page.evaluate(SCORE_TEXT_SIZES)
            assert any(text == page.locator("#score-round").inner_text() for text, _ in sizes), (viewport, lang, sizes)
            assert [(text, size) for text, size in sizes if size < least - 0.01] == [], (viewport, lang)


def test_item_13_an_empty_statistics_chart_says_there_is_nothing_yet(pages, site):
    # One page, its panel opened in English, closed, the language switched, opened again in Italian.
    page = open_page(pages, site.url + "?game=scopa&seed=7&lang=en", PHONE)
    for lang in ("en", "it"):
        if lang != "en":
            switch_language(page, lang)
        page.locator("#statistics-open").click()
        empty = page.locator("#statistics .chart-empty")
        expect(empty).to_be_visible()
        words = page.evaluate("async (lang) => (await import(`./ui/i18n/${lang}.js`)).default.statistics.chartEmpty", lang)
        assert empty.inner_text() == words, lang
        chart = box_of(page.locator("#statistics canvas.statistics-chart"))
        said = box_of(empty)
        across = said[0] >= chart[0] - 0.5 and said[2] <= chart[2] + 0.5
        assert across and said[1] >= chart[1] - 0.5 and said[3] <= chart[3] + 0.5, (lang, said, chart)
        page.keyboard.press("Escape")
        expect(page.locator("#statistics")).to_be_hidden()


# The boxes of what the score bar's first side, its dash and its second side show (their text, not their grid cells).
SCORE_PARTS = """() => [...document.querySelectorAll(".bar .score .side, .bar .score .versus")].map((part) => {
  const range = document.createRange();
  range.selectNodeContents(part);
  const r = range.getBoundingClientRect();
  return [r.left, r.top, r.right, r.bottom];
})"""


def test_item_13_the_italian_score_bar_keeps_its_scores_together(pages, site):
    page = open_page(pages, site.url + "?game=briscola&target=3&seed=7&lang=it", DESKTOP)
    expect(page.locator("#score-meta")).to_be_visible()
    first, versus, second = page.evaluate(SCORE_PARTS)
    # The gaps between the scores are the bar's own (0.45rem), however long the round's line under them.
    assert versus[0] - first[2] < 12 and second[0] - versus[2] < 12, (first, versus, second)


# Each column's value boxes in the count, row by row: [line, player, left, right].
COUNT_VALUES = """() => [...document.querySelectorAll("#count td[data-player] .value")].map((value) => {
  const r = value.getBoundingClientRect();
  return [value.parentElement.dataset.line, value.parentElement.dataset.player, r.left, r.right];
})"""


def test_item_13_briscolas_count_lines_up_every_rows_numbers_in_its_column(pages, site):
    """On a desktop, then on a phone (the window resized), on one page and one count."""
    page = open_page(pages, site.url + "?game=briscola&target=3&level=easy&lang=it", DESKTOP)
    play_round_by_the_engine(page, "briscola")
    for viewport in (DESKTOP, PHONE):
        resize(page, viewport)
        values = page.evaluate(COUNT_VALUES)
        for player in ("0", "1"):
            rights = {line: right for line, seat, _, right in values if seat == player}
            assert "hand_points" in rights and "total" in rights, viewport
            assert max(rights.values()) - min(rights.values()) < 0.5, (viewport, rights)
