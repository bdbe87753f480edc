"""Everyone can play: axe-core finds no serious or critical problem on the game pages (in
every language, with every panel open) or on the rules pages (light and dark); every
control is reached with Tab and shows its focus; and the live region says every move,
scopa and round result in the language in use.
"""

from __future__ import annotations

import pytest
from axe_playwright_python.sync_playwright import Axe
from playwright.sync_api import expect

from .harness import build, wait_for_app
from .test_blind import (
    Heard,
    assert_names_no_hidden_card,
    part,
    place_label,
    play_scala_move,
    scala_names,
    scala_pick,
    turn_on_by_the_skip_link,
)
from .test_i18n import LANGUAGES, messages, said_of_moves, switch_language
from .test_scopa_ui import (
    PHONE_PORTRAIT,
    RECORD_NEWS,
    Mirror,
    click_move,
    open_table,
    play_round,
    seed_with_a_capture_choice,
    varied_move,
    wait_until_idle,
)
from .test_tripped_more import play_round_by_the_engine

AXE = Axe()
SERIOUS = ("serious", "critical")


#: The axe rules whose result can change with the colours alone (what the dark scheme changes on the rules pages).
COLOUR_RULES = ["color-contrast", "link-in-text-block"]


def serious_problems(page, rules: list[str] | None = None) -> list[str]:
    """axe-core's serious and critical violations on the page as it is now (of `rules` only, if named), one line each."""
    options = {"resultTypes": ["violations"]} | ({"runOnly": rules} if rules else {})
    violations = AXE.run(page, options=options).response["violations"]
    return [
        f"{v['id']} ({v['impact']}): {v['help']} at {[node['target'] for node in v['nodes']][:5]}"
        for v in violations
        if v["impact"] in SERIOUS
    ]


# --------------------------------------------------------------------------- axe on the game page


def test_scopa_page_in_every_language_has_no_serious_axe_problem(pages, site):
    page = open_table(pages, site, "?seed=17")
    for lang in LANGUAGES:
        if lang != "en":
            switch_language(page, lang)
        assert serious_problems(page) == [], lang


def test_scopa_page_with_each_panel_open_has_no_serious_axe_problem(pages, site):
    seed, card, _ = seed_with_a_capture_choice()
    mirror = Mirror(seed)
    page = open_table(pages, site, f"?seed={seed}&lang=fr")

    page.locator(f'#hand-cards button[data-card="{card}"]').click()
    expect(page.locator("html")).to_have_attribute("data-screen", "choosing")
    assert serious_problems(page) == [], "choosing a capture"
    page.keyboard.press("Escape")

    page.locator("#settings-open").click()
    expect(page.locator("#settings")).to_be_visible()
    assert serious_problems(page) == [], "settings room"
    page.keyboard.press("Escape")

    page.locator("#rules").click()
    expect(page.locator("#rules-panel .rules-content h1")).to_be_visible()
    assert serious_problems(page) == [], "rules panel"
    page.keyboard.press("Escape")

    move = varied_move(mirror, 0)
    click_move(page, mirror, move)
    mirror.play(move)
    page.wait_for_function("() => !document.documentElement.dataset.busy && !document.documentElement.dataset.moving", timeout=60_000)
    page.keyboard.press("n")
    expect(page.locator("#confirm")).to_be_visible()
    assert serious_problems(page) == [], "new game question"


def test_scopa_page_on_a_phone_has_no_serious_axe_problem(pages, site):
    page = open_table(pages, site, "?seed=13&lang=sw", viewport=PHONE_PORTRAIT, is_mobile=True, has_touch=True)
    assert serious_problems(page) == []


def test_scala40_page_has_no_serious_axe_problem(pages, site):
    page = pages.new(reduced_motion="reduce")
    page.goto(site.url + "?game=scala40&seed=4")
    wait_for_app(page)
    if page.locator("html").get_attribute("data-game") != "scala40":
        pytest.skip("the Scala 40 table is not in this build yet")
    for lang in ("en", "it", "ko"):
        if lang != "en":
            switch_language(page, lang)
        assert serious_problems(page) == [], lang


def test_briscola_page_with_a_trick_on_the_table_and_the_points_shown_has_no_serious_axe_problem(pages, site):
    page = open_table(pages, site, "?game=briscola&seed=3&show_points=1")
    page.locator("#hand-cards button").first.click()
    page.wait_for_function("() => !document.documentElement.dataset.busy && !document.documentElement.dataset.moving", timeout=60_000)
    assert page.locator('#table-cards [data-place="trick"]').count() == 1  # the computer took it and led
    for lang in ("en", "ko", "sw"):
        if lang != "en":
            switch_language(page, lang)
        assert serious_problems(page) == [], lang
    page.keyboard.press("n")
    expect(page.locator("#confirm")).to_be_visible()
    assert serious_problems(page) == [], "new match question"


def test_briscola_page_on_a_phone_has_no_serious_axe_problem(pages, site):
    page = open_table(pages, site, "?game=briscola&seed=13&lang=id", viewport=PHONE_PORTRAIT, is_mobile=True, has_touch=True)
    assert serious_problems(page) == []


@pytest.mark.parametrize("query", ["?game=tressette&seed=3", "?game=tressette&players=4&seed=2"])
def test_tressette_with_a_declaration_on_the_table_has_no_serious_axe_problem(pages, site, query):
    page = open_table(pages, site, query)
    legal = page.evaluate("() => globalThis.mazzo.client.request('view', { game: 'tressette' })")["view"]["legal_moves"]
    page.locator(f'#hand-cards button[data-card="{legal[0]}"]').click()
    page.wait_for_function(
        "() => !document.documentElement.dataset.busy && !document.documentElement.dataset.moving", timeout=60_000
    )
    assert page.locator('#table-cards [data-place="declarations"]').count() >= 1
    for lang in ("en", "it", "ko"):
        if lang != "en":
            switch_language(page, lang)
        assert serious_problems(page) == [], lang


# --------------------------------------------------------------------------- axe on the tables of four


@pytest.mark.parametrize("query", ["?game=scopone&seed=3", "?game=scopa&players=4&seed=3"])
def test_tables_of_four_in_every_language_have_no_serious_axe_problem(pages, site, query):
    page = open_table(pages, site, query)
    for lang in LANGUAGES:
        if lang != "en":
            switch_language(page, lang)
        assert serious_problems(page) == [], lang


def test_scopone_on_a_phone_and_its_count_have_no_serious_axe_problem(pages, site):
    page = open_table(pages, site, "?game=scopone&seed=3&lang=ko", viewport=PHONE_PORTRAIT, is_mobile=True, has_touch=True)
    assert serious_problems(page) == [], "phone"
    # The round is only the way to its count: the engine plays it, and the page opens again on the count.
    play_round_by_the_engine(page, "scopone", reopen=site.url + "?game=scopone&lang=ko")
    assert serious_problems(page) == [], "count panel"


# --------------------------------------------------------------------------- axe on the rules pages


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_every_rules_page_has_no_serious_axe_problem(pages, site, scheme):
    """Every rule in the light scheme; in the dark one, the rules the colours decide: the dark scheme changes only
    rules.css's colours (its `prefers-color-scheme: dark` block sets colour variables and nothing else), so every
    other rule finds in the dark what it finds in the light. The colour rules are four fifths of axe's time here."""
    page = pages.new(color_scheme=scheme)
    rules = sorted(path.name for path in (build.DIST / "rules").glob("*.html"))
    assert len(rules) == len(list(build.RULES.glob("*.md"))) >= 3 * len(LANGUAGES)
    for name in rules:
        page.goto(site.url + f"rules/{name}")
        assert serious_problems(page, COLOUR_RULES if scheme == "dark" else None) == [], name


def test_without_javascript_the_game_page_links_to_the_rules_which_read_in_full(pages, site):
    page = pages.new(java_script_enabled=False)
    page.goto(site.url)
    links = page.locator("noscript a")
    assert [links.nth(i).get_attribute("href") for i in range(links.count())] == [
        "rules/scopa.en.html", "rules/scala40.en.html", "rules/briscola.en.html", "rules/tressette.en.html",
    ]
    for i in range(links.count()):
        page.goto(site.url)
        page.locator("noscript a").nth(i).click()
        expect(page.locator("main#content h1")).to_be_visible()
        assert page.locator("main#content h2").count() >= 5  # (axe, a script, checks these pages above)


@pytest.mark.parametrize("query", ["?seed=17", "?game=scala40&seed=3", "?game=briscola&players=4&seed=7"])
def test_the_table_for_screen_readers_in_every_language_has_no_serious_axe_problem(pages, site, query):
    page = open_table(pages, site, query)
    page.keyboard.press("Tab")
    page.keyboard.press("Enter")
    expect(page.locator("#mirror")).not_to_have_attribute("hidden", "")
    for lang in LANGUAGES:
        if lang != "en":
            switch_language(page, lang)
        expect(page.locator("#mirror-title")).to_have_text(messages(page, lang, "t.mirror.title"))
        assert serious_problems(page) == [], lang


# --------------------------------------------------------------------------- keyboard


def test_every_control_is_reached_with_tab_and_shows_its_focus(pages, site):
    mirror = Mirror(17)
    page = open_table(pages, site, "?seed=17&lang=id")
    reached = []
    for _ in range(40):
        page.keyboard.press("Tab")
        focused = page.evaluate(
            """() => {
              const e = document.activeElement, style = getComputedStyle(e);
              const ring = (style.outlineStyle !== "none" && parseFloat(style.outlineWidth) >= 2) || style.boxShadow !== "none";
              return { key: e.id || e.dataset.card || e.dataset.intent || e.tagName, ring };
            }"""
        )
        if reached and focused["key"] == reached[0]["key"]:
            break
        if focused["key"] != "BODY":  # past the last control, the browser's own controls
            reached.append(focused)
    keys = [focused["key"] for focused in reached]
    wanted = ["menu-open", "hint-tool", "statistics-open", "settings-open", "rules", "sound", *mirror.view["hand"]]
    assert [key for key in wanted if key not in keys] == []
    assert [focused["key"] for focused in reached if not focused["ring"]] == []


# --------------------------------------------------------------------------- the live region


def seed_with_a_scopa_after_the_first_move() -> int:
    """The first seed whose first round, played as play_round plays it, has a scopa after your first move."""
    for seed in range(200):
        mirror = Mirror(seed)
        before = len(mirror.view["history"])
        turn = 0
        while not mirror.view["round_over"]:
            mirror.play(varied_move(mirror, turn))
            turn += 1
        scopas = sum(p["scopas"] for p in mirror.summary()["players"])
        if scopas and before == 0:
            return seed
    raise AssertionError("no seed below 200 has a scopa in its first round")


def test_moves_scopas_and_the_round_are_announced_in_the_language_in_use(pages, site):
    seed = seed_with_a_scopa_after_the_first_move()
    mirror = Mirror(seed)
    page = open_table(pages, site, f"?seed={seed}&lang=it")
    page.evaluate(RECORD_NEWS)
    play_round(page, mirror, click_move)
    news = page.evaluate("() => window.news")

    for said, move in zip(said_of_moves(page, "it", mirror.view["history"]), mirror.view["history"], strict=True):
        assert said in news, move
    summary = mirror.summary()
    for player, count in enumerate(summary["players"]):
        scopa = messages(page, "it", "t.announce.scopa(args[0])", player)
        assert news.count(scopa) == count["scopas"], player
    mine, theirs = (count["round_points"] for count in summary["players"])
    assert messages(page, "it", "t.announce.roundOver(args[0], args[1])", mine, theirs) in news
    assert page.locator("#status").get_attribute("aria-live") == "polite"

    # The round's count, in Italian, passes axe too.
    labels = page.locator("#count th.line").all_inner_texts()
    lines = messages(page, "it", "t.count.lines")
    assert set(labels) - {""} <= set(lines.values())
    assert serious_problems(page) == [], "count panel"


def test_scala40s_places_for_a_selected_card_in_the_table_for_screen_readers_have_no_serious_axe_problem(pages, site):
    seed = 37
    heard = Heard("scala40", seed)
    page = open_table(pages, site, f"?game=scala40&seed={seed}")
    turn_on_by_the_skip_link(page, "en")
    turn = 0
    while not (move := scala_pick(heard.view, turn)).startswith("add "):
        wait_until_idle(page)
        play_scala_move(page, "en", heard, move)
        turn += 1
    wait_until_idle(page)
    card = move.split(" ")[2]
    part(page, "en", "hand").get_by_role("button", name=scala_names(page, "en", [card])[0], exact=True).first.press("Enter")
    for lang in LANGUAGES:
        if lang != "en":
            switch_language(page, lang)
        expect(part(page, lang, "table").get_by_role("button", name=place_label(page, lang, heard.view, move), exact=True)).to_be_visible()
        assert_names_no_hidden_card(page, lang, heard)
        assert serious_problems(page) == [], lang
