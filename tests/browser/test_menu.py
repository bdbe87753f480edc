"""The game menu (app/views/menu.js, issue 3.2): the front door. It reaches every game and every option by
keyboard and by taps and deals what was chosen (checked against the engine's view); Continue resumes
a saved game; each game's deal of the day is marked once played; a Deal that throws a game under way
away asks once; a first visit opens it with a welcome, unless the URL asks for something; the count at
game over opens it; axe finds nothing serious in it, and every language fits a phone.
"""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from .harness import choose_in_menu, open_menu, switch_to_game, wait_for_app
from .test_a11y import serious_problems
from .test_daily_ui import open_briscola, play_to_the_count
from .test_reliability import ask
from .test_i18n import LANGUAGES, OVERFLOWS, messages
from .test_scopa_ui import Mirror, click_and_follow, engine_view, html, open_table, varied_move, wait_until_idle
from .test_tripped_more import switch_language

GAMES = ("scopa", "scala40", "briscola", "scopone")
#: The options the menu offers for each game, in their order (the game's own choice first, its house rules after the napola).
OPTIONS = {
    "scopa": ["players", "seats", "level", "target", "napola", "re_bello", "capture", "practice"],
    "scala40": ["players", "seats", "level", "target", "practice"],
    "briscola": ["players", "seats", "level", "target", "show_points", "practice"],
    "scopone": ["seats", "variant", "level", "target", "napola", "re_bello", "capture", "practice"],
}
PHONE_UPRIGHT = {"width": 390, "height": 844}
PHONE_SIDEWAYS = {"width": 844, "height": 390}


def view_of(page, game: str) -> dict:
    return page.evaluate("(game) => globalThis.mazzo.client.request('view', { game })", game)["view"]


def first_visit(pages, url: str, **context):
    """A page opened as a true first visit (no welcome shown before)."""
    page = pages.new(first_visit=True, reduced_motion="reduce", **({"viewport": {"width": 1280, "height": 800}} | context))
    page.goto(url)
    return page


def focused_option(page) -> dict:
    return page.evaluate(
        """() => {
          const e = document.activeElement;
          return { option: e.closest("[data-option]")?.dataset.option ?? null, action: e.dataset.action ?? null, value: e.value ?? null };
        }"""
    )


# --------------------------------------------------------------------------- the first visit


def test_a_first_visit_opens_the_menu_with_its_welcome_and_deals_what_is_tapped(pages, site):
    page = first_visit(pages, site.url, has_touch=True)
    menu = page.locator("#menu")
    expect(menu).to_be_visible()
    expect(menu.locator(".welcome p")).to_have_count(3)
    expect(menu.locator(".welcome")).to_contain_text("this device")
    # The engine's own options come once it is ready: Scala 40's targets.
    menu.locator('[data-option="game"] input[value="scala40"]').tap()
    expect(menu.locator('[data-option="target"] input[value="51"]')).to_be_visible(timeout=120_000)
    menu.locator('[data-option="level"] input[value="hard"]').tap()
    menu.locator('[data-option="target"] input[value="51"]').tap()
    menu.locator('[data-action="deal"]').tap()
    wait_for_app(page)
    wait_until_idle(page)
    expect(menu).to_be_hidden()
    view = view_of(page, "scala40")
    assert html(page, "game") == "scala40"
    assert (view["level"], view["options"]["target"]) == ("hard", 51)
    # Welcomed once: the next visit opens on the table, the game going on.
    page.reload()
    wait_for_app(page)
    wait_until_idle(page)
    expect(menu).to_be_hidden()
    assert view_of(page, "scala40")["history"] == view["history"]


def test_a_first_visit_is_ready_once_the_engine_is_with_the_welcome_still_waiting_for_the_player(pages, site):
    page = first_visit(pages, site.url)
    wait_for_app(page)  # ready means the engine is, not that the player has chosen
    expect(page.locator("#menu")).to_be_visible()
    assert page.locator("html").get_attribute("data-screen") not in ("your-turn", "computer-turn"), "nothing is dealt yet"
    page.locator('#menu [data-action="deal"]').click()
    wait_until_idle(page)
    assert view_of(page, "scopa")["hand"], "the deal comes with the player's choice"


def test_a_deal_before_the_engine_is_ready_waits_saying_so_then_deals(pages, site):
    page = pages.new(first_visit=True, reduced_motion="reduce")
    # The engine's worker script held back until the menu has been answered.
    held = []
    page.context.route("**/engine/worker.js", lambda route: held.append(route))
    page.goto(site.url)
    menu = page.locator("#menu")
    expect(menu).to_be_visible()
    menu.locator('[data-option="level"] input[value="easy"]').check()
    menu.locator('[data-action="deal"]').click()
    expect(menu.locator(".menu-status")).not_to_be_empty()
    expect(menu.locator('[data-action="deal"]')).to_be_disabled()
    assert html(page, "app") == "loading"
    page.wait_for_function("() => true")  # a round trip, for the held request to be seen
    assert held, "the worker's script was asked for"
    held[0].continue_()
    wait_for_app(page)
    wait_until_idle(page)
    expect(menu).to_be_hidden()
    assert engine_view(page)["level"] == "easy"


def test_esc_on_the_welcome_closes_it_and_the_table_is_dealt(pages, site):
    page = first_visit(pages, site.url + "?lang=it")  # the language alone asks for nothing
    expect(page.locator("#menu")).to_be_visible()
    expect(page.locator("#menu .welcome")).to_be_visible()
    page.keyboard.press("Escape")
    wait_for_app(page)
    wait_until_idle(page)
    expect(page.locator("#menu")).to_be_hidden()
    assert html(page, "game") == "scopa" and engine_view(page)["history"] is not None


@pytest.mark.parametrize(
    ("query", "game"),
    [
        ("?game=scala40", "scala40"),
        ("?seed=4", "scopa"),
        ("?level=hard", "scopa"),
        ("?players=4", "scopa"),
        ("?game=scopone&variant=classico", "scopone"),
        ("?game=scopa&deal=303", "scopa"),
        ("?hints=0", "scopa"),
    ],
)
def test_url_parameters_skip_the_menu_on_a_first_visit(pages, site, query, game):
    page = first_visit(pages, site.url + query)
    wait_for_app(page)
    wait_until_idle(page)
    assert html(page, "game") == game
    expect(page.locator("#menu")).to_be_hidden()
    assert html(page, "screen") == "your-turn"


# --------------------------------------------------------------------------- choosing


def test_the_menu_reaches_every_game_and_option_by_keyboard_and_deals_it(pages, site):
    page = open_table(pages, site, "?seed=5")
    page.keyboard.press("g")
    expect(page.locator("#menu")).to_be_visible()
    expect(page.locator('#menu [data-action="deal"]')).to_be_focused()
    for index, game in enumerate(GAMES):
        # Back to the game group, then every group in turn up to Deal.
        while focused_option(page)["option"] != "game":
            page.keyboard.press("Shift+Tab")
        assert focused_option(page)["value"] == game
        reached = []
        while focused_option(page)["action"] != "deal":
            page.keyboard.press("Tab")
            option = focused_option(page)["option"]
            if option and option not in reached:
                reached.append(option)
        assert reached == OPTIONS[game], game
        if index < len(GAMES) - 1:
            while focused_option(page)["option"] != "game":
                page.keyboard.press("Shift+Tab")
            page.keyboard.press("ArrowRight")  # the next game
            assert focused_option(page)["value"] == GAMES[index + 1]
    # Scopone classico, at level easy, to 21, by arrows; Enter deals.
    while focused_option(page)["option"] != "variant":
        page.keyboard.press("Shift+Tab")
    page.keyboard.press("ArrowRight")
    page.keyboard.press("Tab")
    assert focused_option(page) == {"option": "level", "action": None, "value": "normal"}
    page.keyboard.press("ArrowLeft")
    page.keyboard.press("Tab")
    page.keyboard.press("ArrowRight")
    page.keyboard.press("ArrowRight")
    assert focused_option(page) == {"option": "target", "action": None, "value": "21"}
    page.keyboard.press("Enter")
    expect(page.locator("html")).to_have_attribute("data-game", "scopone")
    wait_until_idle(page)
    view = view_of(page, "scopone")
    assert (view["options"]["variant"], view["level"], view["options"]["target"]) == ("classico", "easy", 21)


@pytest.mark.parametrize("game", GAMES)
def test_the_menu_deals_every_option_of_each_game_by_taps(pages, site, game):
    page = open_table(pages, site, "?seed=6", has_touch=True)
    offered = page.evaluate("() => globalThis.mazzo.client.request('ping')")["options"][game]
    open_menu(page)
    menu = page.locator("#menu")
    menu.locator(f'[data-option="game"] input[value="{game}"]').tap()
    picks = {}
    # Every option with one value to pick (the seats, a row per seat, are test_pass_and_play.py's).
    for option in (option for option in OPTIONS[game] if option != "seats"):
        inputs = menu.locator(f'[data-option="{option}"] input')
        values = inputs.evaluate_all("(inputs) => inputs.map((input) => input.value)")
        if option in offered:
            assert values == [str(value).lower() for value in offered[option]["choices"]], option
        # The last value of each: not the default anywhere.
        inputs.last.tap()
        picks[option] = values[-1]
    menu.locator('[data-action="deal"]').tap()
    expect(page.locator("html")).to_have_attribute("data-game", game)
    wait_until_idle(page)
    view = view_of(page, game)
    assert view["level"] == picks["level"] and view["practice"] is (picks["practice"] == "true")
    for option in OPTIONS[game]:
        if option in offered:
            assert str(view["options"][option]).lower() == picks[option], option


def test_continue_resumes_the_saved_game_with_its_history(pages, site):
    mirror = Mirror(30)
    page = open_table(pages, site, "?seed=30")
    click_and_follow(page, mirror, varied_move(mirror, 0))
    before = engine_view(page)
    switch_to_game(page, "briscola")  # none in progress: dealt
    open_menu(page)
    menu = page.locator("#menu")
    expect(menu.locator('[data-option="game"] label:has(input[value="scopa"]) .segment-note')).to_have_text("game in progress")
    menu.locator('[data-option="game"] input[value="scopa"]').check()
    menu.locator('[data-action="continue"]').click()
    expect(page.locator("html")).to_have_attribute("data-game", "scopa")
    wait_until_idle(page)
    assert engine_view(page)["history"] == before["history"]
    assert page.locator("#hand-cards button[data-card]").evaluate_all("(bs) => bs.map((b) => b.dataset.card)") == before["hand"]


def test_changing_options_under_way_asks_once_at_the_deal_never_at_each_pick(pages, site):
    mirror = Mirror(40)
    page = open_table(pages, site, "?seed=40")
    click_and_follow(page, mirror, varied_move(mirror, 0))
    open_menu(page)
    menu = page.locator("#menu")
    for option, value in (("level", "hard"), ("target", "16"), ("napola", "true"), ("players", "4")):
        menu.locator(f'[data-option="{option}"] input[value="{value}"]').check()
        expect(page.locator("#confirm")).to_be_hidden()
    page.evaluate(
        """() => { window.questions = 0;
          new MutationObserver(() => document.getElementById("confirm").open && window.questions++)
            .observe(document.getElementById("confirm"), { attributes: true, attributeFilter: ["open"] }); }"""
    )
    menu.locator('[data-action="deal"]').click()
    expect(page.locator("#confirm")).to_be_visible()
    page.locator('#confirm [data-answer="yes"]').click()
    wait_until_idle(page)
    view = engine_view(page)
    assert (view["level"], view["options"]["target"], view["options"]["napola"], view["options"]["players"]) == ("hard", 16, True, 4)
    assert page.evaluate("() => window.questions") == 1
    # Esc in the menu changes nothing.
    open_menu(page)
    menu.locator('[data-option="level"] input[value="easy"]').check()
    page.keyboard.press("Escape")
    expect(menu).to_be_hidden()
    assert html(page, "level") == "hard" and engine_view(page)["history"] == view["history"]


def test_a_closed_menu_holds_no_picks_and_each_opening_shows_the_values_in_use(pages, site):
    page = open_table(pages, site, "?seed=5&level=normal")
    menu = open_menu(page)
    menu.locator('[data-option="level"] input[value="easy"]').check()
    page.keyboard.press("Escape")
    assert page.locator("#menu input").count() == 0  # nothing left for a script or a reader to find
    menu = open_menu(page)
    expect(menu.locator('[data-option="level"] input:checked')).to_have_value("normal")


def test_a_menu_opened_again_before_the_next_frame_stays_open(pages, site):
    """A dialog's close event comes at the next frame: the close of the menu just shut must not
    shut the one opened after it (a fast engine reopens it within the frame)."""
    page = open_table(pages, site, "?seed=5")
    for _ in range(5):
        open_menu(page)
        page.evaluate(
            """() => new Promise((done) => requestAnimationFrame(() => {
                document.getElementById("menu").close();
                window.dispatchEvent(new KeyboardEvent("keydown", { key: "g" }));
                done();
            }))"""
        )
        expect(page.locator("#menu[open] [data-action='deal']")).to_be_visible()
        # Two frames on, the late close event has come: the menu is still open.
        page.evaluate("() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))")
        expect(page.locator("#menu[open] [data-action='deal']")).to_be_visible()
        page.keyboard.press("Escape")
        expect(page.locator("#menu")).to_be_hidden()


def test_each_game_shows_its_deal_of_the_day_marked_played_with_its_result(pages, site):
    page = open_table(pages, site, "?seed=3")
    line = "mazzo Briscola, 2 December 2026: won 2–0"
    page.evaluate(
        """(line) => {
          const now = new Date(), day = [now.getFullYear(), now.getMonth() + 1, now.getDate()].map((p) => String(p).padStart(2, "0")).join("-");
          localStorage.setItem("mazzo.daily.finished", JSON.stringify({ briscola: { day, line } }));
        }""",
        line,
    )
    open_menu(page)
    menu = page.locator("#menu")
    expect(menu.locator('[data-action="daily"]')).to_be_visible()
    expect(menu.locator(".daily-played")).to_have_count(0)  # Scopa's is not played
    expect(menu.locator('[data-option="game"] label:has(input[value="briscola"]) .segment-note')).to_have_text("today's deal played")
    menu.locator('[data-option="game"] input[value="briscola"]').check()
    expect(menu.locator(".daily-played")).to_have_text(f"Played today: {line}")
    # Dealing it again asks, with the result.
    menu.locator('[data-action="daily"]').click()
    expect(page.locator("#confirm")).to_contain_text(line)
    page.keyboard.press("Escape")
    expect(page.locator("#confirm")).to_be_hidden()
    assert html(page, "game") == "scopa"


def test_the_count_at_game_over_opens_the_menu_over_it(pages, site):
    page = open_briscola(pages, f"{site.url}?game=briscola&level=easy&target=1")
    # A seeded deal (kept, and resumed by the reload): an unseeded one may end 60 to 60, a tie that
    # plays another hand instead of ending the match.
    ask(page, "new_game", game="briscola", level="easy", seed=3, options={"target": 1})
    play_to_the_count(page)
    assert ask(page, "view", game="briscola")["view"]["game_over"], "the seeded hand ends the match"
    another = page.locator('#count [data-action="menu"]')
    expect(another).to_be_visible(timeout=60_000)
    another.click()
    expect(page.locator("#menu")).to_be_visible()
    page.keyboard.press("Escape")  # back to the count
    expect(page.locator("#menu")).to_be_hidden()
    expect(page.locator("#count")).to_be_visible()
    another.click()
    page.locator('#menu [data-option="game"] input[value="scopa"]').check()
    page.locator('#menu [data-action="deal"]').click()
    expect(page.locator("html")).to_have_attribute("data-game", "scopa")
    wait_until_idle(page)
    expect(page.locator("#count")).to_be_hidden()


# --------------------------------------------------------------------------- everyone, every language


def test_the_menu_has_no_serious_axe_problem(pages, site):
    page = first_visit(pages, site.url + "?lang=fr")
    expect(page.locator('#menu [data-option="target"]')).to_be_visible(timeout=120_000)
    assert serious_problems(page) == [], "welcome"
    page.keyboard.press("Escape")
    wait_for_app(page)
    wait_until_idle(page)
    open_menu(page)
    for game in GAMES:
        page.locator(f'#menu [data-option="game"] input[value="{game}"]').check()
        assert serious_problems(page) == [], game


def test_every_language_fits_the_menu_on_a_phone_upright_and_sideways(pages, site):
    """The first visit's menu, its welcome included, in each language in turn on one page: the language switched as
    the player does, the welcome worded again in it."""
    page = first_visit(pages, f"{site.url}?lang={LANGUAGES[0]}", viewport=PHONE_UPRIGHT, is_mobile=True, has_touch=True)
    menu = page.locator("#menu")
    expect(menu.locator('[data-option="target"]')).to_be_visible(timeout=120_000)
    for lang in LANGUAGES:
        switch_language(page, lang)
        expect(menu.locator(".welcome p")).to_have_text(messages(page, lang, "t.menu.welcome"))
        for viewport in (PHONE_UPRIGHT, PHONE_SIDEWAYS):
            page.set_viewport_size(viewport)
            for game in GAMES:
                menu.locator(f'[data-option="game"] input[value="{game}"]').check()
                assert page.evaluate(OVERFLOWS) == [], (lang, viewport, game)
                deal = menu.locator('[data-action="deal"]').bounding_box()
                assert deal["y"] + deal["height"] <= viewport["height"], ("Deal in sight", lang, viewport, game)
