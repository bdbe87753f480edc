"""Six languages in Chromium: how the page picks one, the switcher, numbers, the rules panel,
and every language on a phone (nothing clipped, a screenshot of each in artifacts/).

Expected texts come from the message files themselves, loaded by the page
(`import("./i18n/it.js")`): the tests check that the page shows them, where and when.
"""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import expect

from .harness import build, open_menu, wait_for_app
from .test_scopa_ui import (
    RECORD_NEWS,
    Mirror,
    cards_shown,
    click_and_follow,
    engine_view,
    html,
    open_table,
    save_screenshot,
    varied_move,
    wait_until_idle,
)

LANGUAGES = ("en", "it", "fr", "id", "ko", "sw")
PHONE_PORTRAIT = {"width": 360, "height": 640}
PHONE_LANDSCAPE = {"width": 640, "height": 360}
# The page's way of naming a card from its code, for the message files' cardName.
CARD = "({value: 'A234567JQK'.indexOf(code[0]) + 1, suit: code[1]})"


def messages(page, lang: str, expression: str, *args):
    """`expression` evaluated with `t`, the language's message file as the page loads it, and `args`."""
    return page.evaluate(
        f"async ([lang, args]) => {{ const t = (await import(`./ui/i18n/${{lang}}.js`)).default; return {expression}; }}",
        [lang, list(args)],
    )


def card_names(page, lang: str, cards: list[str], style: str = "napoli") -> list[str]:
    return messages(page, lang, f"args[0].map((code) => t.cardName({CARD}, args[1]))", cards, style)


def said_of_moves(page, lang: str, history: list, words: str = "t.announce") -> list[str]:
    """What the live region says of each move of `history` ([seat, move], ...) in `lang`, with `words`' play(seat, card, captures)."""
    said = []
    for seat, move in history:
        card, _, taken = move.partition("x")
        names = card_names(page, lang, [card, *(taken.split("+") if taken else [])])
        said.append(messages(page, lang, f"{words}.play(args[0], args[1], args[2])", seat, names[0], names[1:]))
    return said


def switch_language(page, lang: str) -> None:
    """Chooses `lang` in the settings room, and closes the room."""
    page.locator("#settings-open").click()
    expect(page.locator("#settings")).to_be_visible()
    page.locator(f'#settings input[data-setting="language"][value="{lang}"]').check()
    expect(page.locator("html")).to_have_attribute("lang", lang)
    page.keyboard.press("Escape")
    expect(page.locator("#settings")).to_be_hidden()


def assert_page_speaks(page, lang: str, game: str = "scopa") -> None:
    """The bar, the toolbar, the groups and the rules link are in `lang`."""
    t = messages(
        page,
        lang,
        "({menu: t.menu.open, statistics: t.statistics.toolbar, you: t.players[0], computer: t.players[1],"
        " hand: t.groups.hand, rules: t.toolbar.rules, settings: t.toolbar.settings})",
    )
    expect(page.locator("html")).to_have_attribute("lang", lang)
    expect(page.locator("#menu-open")).to_have_text(t["menu"])
    expect(page.locator("#statistics-open")).to_have_text(t["statistics"])
    expect(page.locator("#bar .score .name").first).to_have_text(t["you"])
    expect(page.locator("#bar .score .name").last).to_have_text(t["computer"])
    expect(page.locator("#hand-cards")).to_have_attribute("aria-label", t["hand"])
    expect(page.locator("#rules")).to_have_text(t["rules"])
    expect(page.locator("#rules")).to_have_attribute("href", f"rules/{game}.{lang}.html")
    expect(page.locator("#settings-open")).to_have_text(t["settings"])


# --------------------------------------------------------------------------- choosing the language


@pytest.mark.parametrize(
    ("query", "locale", "expected"),
    [
        ("?lang=it", "fr-FR", "it"),
        ("", "fr-FR", "fr"),
        ("", "sw-KE", "sw"),
        ("?lang=xx", "ko-KR", "ko"),
        ("", "de-DE", "en"),
    ],
    ids=["address-wins", "browser", "browser-region", "unknown-address-ignored", "else-english"],
)
def test_language_comes_from_the_address_else_the_browser_else_english(pages, site, query, locale, expected):
    page = pages.new(locale=locale)
    page.goto(site.url + query)
    assert_page_speaks(page, expected)


def test_switching_language_changes_every_text_at_once_and_the_game_goes_on(pages, site):
    mirror = Mirror(17)
    page = open_table(pages, site, "?seed=17")
    assert_page_speaks(page, "en")
    page.evaluate(RECORD_NEWS)
    click_and_follow(page, mirror, varied_move(mirror, 0))
    hand, table = cards_shown(page, "hand"), cards_shown(page, "table")
    history = engine_view(page)["history"]
    page.evaluate("() => { window.sameDocument = true; }")
    asked = len(pages.log(page).requests)

    page.locator("#settings-open").click()
    choices = page.locator('#settings input[data-setting="language"]')
    expect(choices).to_have_count(len(LANGUAGES))
    for i, lang in enumerate(LANGUAGES):  # each language in its own words, marked with its own lang
        assert choices.nth(i).get_attribute("value") == lang
        name = page.locator(f'#settings label:has(input[data-setting="language"][value="{lang}"]) span')
        assert name.get_attribute("lang") == lang
        assert name.inner_text().strip() == page.evaluate("async (lang) => (await import('./ui/strings.js')).LANGUAGE_NAMES[lang]", lang)
    assert page.locator('#settings input[data-setting="language"]:checked').get_attribute("value") == "en"
    page.locator('#settings input[data-setting="language"][value="it"]').check()
    # The room stays open, in the new language, until it is closed; the focus goes back to its tool.
    expect(page.locator("#settings .title")).to_have_text(messages(page, "it", "t.settingsRoom.title"))
    page.keyboard.press("Escape")
    expect(page.locator("#settings")).to_be_hidden()
    expect(page.locator("#settings-open")).to_be_focused()

    assert_page_speaks(page, "it")
    page.keyboard.press("l")
    expect(page.locator('#menu [data-option="level"] label:has(input:checked)')).to_have_text(messages(page, "it", "t.levels.normal"))
    page.keyboard.press("Escape")
    expect(page.locator("#prompt")).to_have_text(messages(page, "it", "t.status.yourTurn.text"))
    labels = [page.locator(f'#hand-cards button[data-card="{card}"]').get_attribute("aria-label") for card in hand]
    assert labels == card_names(page, "it", hand)

    # The same game, not a reloaded page: same document, same cards, same moves, no page asked for.
    assert page.evaluate("() => window.sameDocument") is True
    assert cards_shown(page, "hand") == hand and cards_shown(page, "table") == table
    assert engine_view(page)["history"] == history
    assert not [url for url in pages.log(page).requests[asked:] if url.split("?")[0] in (site.url, site.url + "index.html")]

    # It goes on in Italian: the next move is announced in Italian.
    move = varied_move(mirror, 1)
    click_and_follow(page, mirror, move)
    card, _, taken = move.partition("x")
    names = card_names(page, "it", [card, *(taken.split("+") if taken else [])])
    said = messages(page, "it", "t.announce.play(0, args[0], args[1])", names[0], names[1:])
    assert said in page.evaluate("() => window.news")

    # The choice is remembered.
    page.goto(site.url)
    wait_for_app(page)
    assert_page_speaks(page, "it")


def test_a_language_in_the_address_follows_the_switcher_without_navigating(pages, site):
    page = open_table(pages, site, "?lang=fr&seed=3")
    assert_page_speaks(page, "fr")
    page.evaluate("() => { window.sameDocument = true; }")
    switch_language(page, "sw")
    assert "lang=sw" in page.url and "seed=3" in page.url
    assert page.evaluate("() => window.sameDocument") is True
    page.reload()
    wait_for_app(page)
    assert_page_speaks(page, "sw")


def test_numbers_follow_the_language(page, site):
    page.goto(site.url + "?seed=1")
    written = page.evaluate(
        """async () => {
          const { LANGUAGES } = await import("./ui/strings.js");
          const written = {};
          for (const lang of LANGUAGES) {
            await mazzo.switchLanguage(lang);
            written[lang] = mazzo.texts().number(1234567);
          }
          return written;
        }"""
    )
    # Grouping as each language writes it (CLDR): a comma, a dot or a narrow no-break space.
    assert written == {
        "en": "1,234,567",
        "it": "1.234.567",
        "fr": "1\u202f234\u202f567",
        "id": "1.234.567",
        "ko": "1,234,567",
        "sw": "1,234,567",
    }


def test_the_scala40_table_speaks_the_language_in_use(pages, site):
    page = pages.new(reduced_motion="reduce", viewport={"width": 1280, "height": 720})
    page.goto(site.url + "?game=scala40&seed=4&lang=fr")
    wait_for_app(page)
    wait_until_idle(page)
    hand = page.locator("#hand-cards button[data-card]")
    stock = page.locator('#table-cards [data-pile="stock"]')
    for lang in ("fr", "ko"):
        if lang != "fr":
            switch_language(page, lang)
        assert_page_speaks(page, lang, game="scala40")
        cards = [hand.nth(i).get_attribute("data-card") for i in range(hand.count())]
        labels = [hand.nth(i).get_attribute("aria-label") for i in range(hand.count())]
        assert labels == messages(page, lang, "args[0].map((card) => t.scala40.cardName(card))", cards)
        count = int(stock.get_attribute("data-count"))
        expect(stock).to_have_attribute("aria-label", messages(page, lang, "t.scala40.stock(args[0])", count))
        expect(page.locator('#actions [data-action="sort"]')).to_have_text(messages(page, lang, "t.scala40.actions.sort"))
        open_menu(page)
        expect(page.locator('#menu [data-option="game"] label:has(input:checked) .segment-label')).to_have_text(messages(page, lang, "t.games.scala40"))
        page.keyboard.press("Escape")


# --------------------------------------------------------------------------- the rules, in the game


def rules_heading(game: str, lang: str) -> str:
    page = (build.DIST / "rules" / f"{game}.{lang}.html").read_text(encoding="utf-8")
    return re.sub(r"<[^>]+>", "", re.search(r"<h1[^>]*>(.*?)</h1>", page, re.S).group(1)).strip()


def test_rules_link_opens_the_rules_in_a_panel_in_the_language_in_use(pages, site):
    mirror = Mirror(3)
    page = open_table(pages, site, "?lang=ko&seed=3")
    for lang in ("ko", "sw"):
        if lang != "ko":
            switch_language(page, lang)
        expect(page.locator("#rules")).to_have_attribute("href", f"rules/scopa.{lang}.html")
        page.locator("#rules").click()
        panel = page.locator("#rules-panel")
        expect(panel).to_be_visible()
        expect(panel.locator(".rules-content h1")).to_have_text(rules_heading("scopa", lang))
        assert panel.locator(".rules-content").get_attribute("lang") == lang
        assert panel.locator("h2").count() >= 5 and panel.locator("table").count() >= 2
        page_link = panel.locator("a.page")
        assert page_link.get_attribute("href").endswith(f"rules/scopa.{lang}.html")
        assert page_link.get_attribute("target") == "_blank"
        assert page.evaluate("() => { const ids = [...document.querySelectorAll('[id]')].map((e) => e.id); return ids.length === new Set(ids).size; }")
        save_screenshot(page, f"i18n-rules-panel-{lang}")
        page.keyboard.press("Escape")
        expect(panel).to_be_hidden()
        expect(page.locator("#rules")).to_be_focused()
    # Reading the rules changed nothing in the game.
    assert cards_shown(page, "hand") == mirror.view["hand"]


@pytest.mark.parametrize(("game", "lang"), [("scopa", "it"), ("scala40", "ko")])
def test_the_question_mark_opens_the_rules_panel_at_the_games_keys(pages, site, game, lang):
    page = open_table(pages, site, f"?game={game}&lang={lang}&seed=3")
    page.keyboard.press("?")
    panel = page.locator("#rules-panel")
    expect(panel).to_be_visible()
    expect(panel.locator(".rules-content h1")).to_have_text(rules_heading(game, lang))
    controls = panel.locator('[data-section="controls-keyboard"]')
    expect(controls).to_be_focused()
    expect(controls).to_be_in_viewport()
    # The keys' table names this key too, in the page's language.
    assert any(row.startswith("?") for row in panel.locator('[data-section="controls-keyboard"] ~ table tr').all_inner_texts())
    page.keyboard.press("Escape")
    expect(panel).to_be_hidden()


def test_the_rules_panel_opens_the_full_page_on_request(pages, site):
    page = open_table(pages, site, "?lang=id&seed=3")
    page.locator("#rules").click()
    with page.context.expect_page() as opened:
        page.locator("#rules-panel a.page").click()
    rules = opened.value
    rules.wait_for_load_state()
    assert rules.url == site.url + "rules/scopa.id.html"
    assert rules.locator("h1").inner_text().strip() == rules_heading("scopa", "id")


# --------------------------------------------------------------------------- every language on a phone

OVERFLOWS = """() => {
  const problems = [];
  const width = window.innerWidth, height = window.innerHeight;
  const visible = (e) => e.getClientRects().length > 0 && getComputedStyle(e).visibility !== "hidden";
  const shown = (e) => e.getBoundingClientRect();
  // A panel's contents may scroll up and down within it (the menu on a phone on its side), not sideways.
  for (const e of document.querySelectorAll("#bar button, #bar a, dialog[open] button, dialog[open] a, dialog[open] label, dialog[open] legend, .score")) {
    if (!visible(e) || shown(e).width === 0) continue;
    const r = shown(e);
    const name = `${e.id || e.className || e.tagName} "${e.textContent.trim().slice(0, 30)}"`;
    const inPanel = e.closest("dialog") !== null;
    if (e.scrollWidth > e.clientWidth + 1 || e.scrollHeight > e.clientHeight + 1) problems.push(`${name} clips its text`);
    if (r.left < 0 || r.right > width + 0.5 || (!inPanel && (r.top < 0 || r.bottom > height + 0.5))) problems.push(`${name} leaves the screen`);
  }
  const tools = [...document.querySelectorAll("#toolbar > *, #bar .score")]
    .filter(visible).map((e) => [e, shown(e)]).filter(([, r]) => r.width > 0);
  tools.forEach(([a, ra], i) => tools.slice(i + 1).forEach(([b, rb]) => {
    const x = Math.min(ra.right, rb.right) - Math.max(ra.left, rb.left);
    const y = Math.min(ra.bottom, rb.bottom) - Math.max(ra.top, rb.top);
    if (x > 0.5 && y > 0.5) problems.push(`${a.id || a.className} overlaps ${b.id || b.className}`);
  }));
  for (const cell of document.querySelectorAll("dialog[open] th, dialog[open] td")) {
    if (cell.scrollWidth > cell.clientWidth + 1) problems.push(`count cell "${cell.textContent}" clips`);
  }
  const open = document.querySelector("dialog[open]");
  if (open && open.scrollWidth > open.clientWidth + 1) problems.push(`${open.id} scrolls sideways`);
  if (document.documentElement.scrollWidth > width) problems.push("the page scrolls sideways");
  return problems;
}"""

SHOW_COUNT = """async () => {
  // The count panel's own module, alone (the page's copy is inside its bundle), in the page's language.
  const { showCount } = await import("./ui/panel.js");
  const texts = await import("./ui/strings.js");
  await texts.loadLanguage(document.documentElement.lang);
  texts.setLanguage(document.documentElement.lang);
  const strings = texts.strings;
  const lines = Object.keys(strings.count.lines);
  showCount(document.getElementById("count"), {
    title: strings.count.title(12),
    headline: strings.count.winner(1, 9, 11),
    headers: strings.players,
    rows: lines.map((line) => ({ line, label: strings.count.lines[line], cells: [{ value: "21", points: 1 }, { value: strings.count.yes, points: 0 }] })),
    note: strings.count.target(11),
    action: strings.count.next,
  });
}"""


def test_every_language_fits_a_phone_upright_and_sideways_with_nothing_clipped(pages, site):
    """One page, in each language in turn (switched in the settings room, held upright): its table, menu,
    settings, count and rules checked upright, then all again turned sideways (the turn redraws them as a
    fresh page at that size would)."""
    page = open_table(pages, site, "?lang=en&seed=13", viewport=PHONE_PORTRAIT, is_mobile=True, has_touch=True)
    for lang in LANGUAGES:
        page.set_viewport_size(PHONE_PORTRAIT)
        if lang != "en":
            switch_language(page, lang)
        assert_page_speaks(page, lang)
        assert_fits_both_ways(page, lang)


def assert_fits_both_ways(page, lang: str) -> None:
    """The table, the menu with every game, the settings, a count and the rules unclipped upright, then sideways."""
    for orientation, viewport in (("portrait", PHONE_PORTRAIT), ("landscape", PHONE_LANDSCAPE)):
        page.set_viewport_size(viewport)
        page.wait_for_function(f"() => innerWidth === {viewport['width']} && innerHeight === {viewport['height']}")
        save_screenshot(page, f"i18n-phone-{orientation}-{lang}")
        for _ in range(3):  # every card style's name
            assert page.evaluate(OVERFLOWS) == [], (orientation, html(page, "style"))
            page.keyboard.press("d")
        open_menu(page)  # the menu: every game's options
        for game in ("scopa", "scala40", "briscola", "scopone", "tressette"):
            page.locator(f'#menu [data-option="game"] input[value="{game}"]').check()
            assert page.evaluate(OVERFLOWS) == [], (orientation, game)
        save_screenshot(page, f"i18n-phone-{orientation}-{lang}-menu")
        page.keyboard.press("Escape")

        page.locator("#settings-open").click()
        assert page.evaluate(OVERFLOWS) == [], orientation
        page.keyboard.press("Escape")

        page.evaluate(SHOW_COUNT)
        expect(page.locator("#count")).to_be_visible()
        assert page.evaluate(OVERFLOWS) == [], orientation
        save_screenshot(page, f"i18n-phone-{orientation}-{lang}-count")
        page.locator('#count [data-action="continue"]').click()

        page.locator("#rules").click()
        panel = page.locator("#rules-panel")
        expect(panel.locator(".rules-content h1")).to_be_visible()
        assert page.evaluate(OVERFLOWS) == [], orientation
        page.keyboard.press("Escape")
        expect(panel).to_be_hidden()


#: Words the page writes alike in every language: the games' and the app's names, the house rules' Italian
#: names, each language's name for itself (the switcher), the card styles' names.
NAMES = re.compile(r"^(mazzo|scopa|scopone|briscola|tressette|napoletana|scala|napola|bello|primiera|settebello|english|italiano|français|bahasa|indonesia|kiswahili|한국어|napoli|piacenza|treviso|sicilia)$")
#: Words each language writes as English does, its own words too (Italian "computer", "volume", "per").
ALIKE = {"it": {"computer", "volume", "per", "menu"}, "fr": {"points", "table", "volume", "normal", "scores", "menu"}, "id": {"normal", "target", "volume", "per", "menu"}, "ko": set(), "sw": set()}

def screen_words(page) -> dict[str, set[str]]:
    """The words of the menu (Briscola picked), the settings room, the statistics panel, the rules link and the table's bars, lower case."""
    words = lambda text: {word.lower() for word in re.findall(r"[^\W\d_]{3,}", text)}  # noqa: E731
    found = {}
    menu = open_menu(page)
    menu.locator('[data-option="game"] input[value="briscola"]').check()
    expect(menu.locator(".daily-played")).to_be_visible()
    found["menu"] = words(menu.inner_text())
    page.keyboard.press("Escape")
    expect(page.locator("#menu")).to_be_hidden()
    for opener, panel in (("#settings-open", "#settings"), ("#statistics-open", "#statistics")):
        page.locator(opener).click()
        expect(page.locator(panel)).to_be_visible()
        found[panel] = words(page.locator(panel).inner_text())
        page.keyboard.press("Escape")
        expect(page.locator(panel)).to_be_hidden()
    rules = page.locator("#rules")
    found["rules"] = words((rules.inner_text() or "") + " " + (rules.get_attribute("aria-label") or "") + " " + (rules.get_attribute("title") or ""))
    # The table itself: the score bar, the toolbar and the status line under the cards.
    found["table"] = words(" ".join(page.locator(part).inner_text() for part in ("#bar", "#toolbar", "#status")))
    return found


def test_item5_no_english_word_outside_names_on_the_menu_settings_statistics_rules_link_or_table_in_any_language(pages, site):
    from .test_daily_ui import open_briscola, play_to_the_count

    # Today's deal of Briscola played to its end in English: its result line is on the menu in every language.
    page = open_briscola(pages, f"{site.url}?game=briscola&level=easy&target=1&lang=en")
    open_menu(page)
    page.locator('#menu [data-action="daily"]').click()
    wait_until_idle(page)
    play_to_the_count(page)
    expect(page.locator("#count .daily-result")).to_be_visible(timeout=60_000)
    page.evaluate("() => document.getElementById('count').close()")
    english = screen_words(page)
    everything_english = set().union(*english.values())
    for lang in LANGUAGES[1:]:
        switch_language(page, lang)
        shown = screen_words(page)
        stray = {screen: sorted(words & everything_english - ALIKE[lang] - {word for word in words if NAMES.match(word)}) for screen, words in shown.items()}
        assert not any(stray.values()), (lang, {screen: words for screen, words in stray.items() if words})
        if lang in ("it", "ko"):
            open_menu(page).locator('[data-option="game"] input[value="briscola"]').check()
            save_screenshot(page, f"menu-daily-played-{lang}")
            page.keyboard.press("Escape")
