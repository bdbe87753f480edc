"""The Scopa table in Chromium: played by clicks, by taps and by keys, checked against the engine.

Every page opens with a seed; the test replays the same game in this process with
mazzo.protocol.Session (same seed, level, options and moves: the computer's moves
are deterministic given those), so the hands, table cards and count the page
shows are compared with the engine's own. Pages run with reduced motion, which
keeps every animation step in order but near-instant; no test reads a clock.
"""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from .harness import ARTIFACTS, SUB_PATH, choose_in_menu, play_round_in_the_engine, wait_for_app
from .harness import Mirror as GameMirror

LEVEL = "normal"
DESKTOP = {"width": 1280, "height": 720}
PHONE_PORTRAIT = {"width": 360, "height": 640}
PHONE_LANDSCAPE = {"width": 640, "height": 360}
MIN_TAP = 44
STYLES = ("napoli", "piacenza", "french")
# How long a step may take the engine in the worker (a hard-level move, a first deal).
ENGINE_LIMIT_MS = 60_000

# The page's sent requests, recorded by wrapping its engine client.
RECORD_REQUESTS = """() => {
  const client = globalThis.mazzo.client;
  const request = client.request.bind(client);
  window.sentRequests = [];
  client.request = (type, fields = {}) => {
    window.sentRequests.push({ type, ...fields });
    return request(type, fields);
  };
}"""
# Every text the live region says, in order.
RECORD_NEWS = """() => {
  window.news = [];
  const news = document.getElementById("news");
  new MutationObserver(() => window.news.push(news.textContent)).observe(news, { childList: true, characterData: true, subtree: true });
}"""


# --------------------------------------------------------------------------- the engine's side


class Mirror(GameMirror):
    """The page's Scopa game replayed by the engine in this process."""

    def __init__(self, seed: int, level: str = LEVEL, napola: bool = False) -> None:
        super().__init__("scopa", seed, level, {"napola": napola})

    def options_of(self, card: str) -> list[str]:
        """The card's legal moves, in the view's order."""
        return [move for move in self.view["legal_moves"] if move.split("x")[0] == card]


def captures_of(move: str) -> list[str]:
    _, _, taken = move.partition("x")
    return taken.split("+") if taken else []


def seed_with_a_capture_choice(level: str = LEVEL) -> tuple[int, str, list[str]]:
    """The first seed whose first human turn holds a card that captures in two or more ways,
    one of them taking two cards or more (so the choice is made by tapping several cards)."""
    for seed in range(1000):
        mirror = Mirror(seed, level)
        for card in mirror.view["hand"]:
            options = mirror.options_of(card)
            if len(options) > 1 and any(len(captures_of(option)) > 1 for option in options):
                return seed, card, options
    raise AssertionError("no seed below 1000 offers a capture choice at the first turn")


def varied_move(mirror: Mirror, turn: int) -> str:
    """A move that exercises the page: the last capture of a card that can capture in several ways, else varied."""
    for card in mirror.view["hand"]:
        options = mirror.options_of(card)
        if len(options) > 1:
            return options[-1]
    moves = mirror.view["legal_moves"]
    return moves[(turn * 7) % len(moves)]


# --------------------------------------------------------------------------- the page's side


def open_table(pages, site, query: str, **context):
    page = pages.new(reduced_motion="reduce", **({"viewport": DESKTOP} | context))
    page.goto(site.url + query)
    wait_for_app(page)
    wait_until_idle(page)
    page.evaluate(RECORD_REQUESTS)
    return page


def html(page, name: str) -> str | None:
    return page.locator("html").get_attribute(f"data-{name}")


def wait_until_idle(page) -> None:
    """Until nothing moves and the player is to act: a turn of theirs, or the count of a round."""
    page.wait_for_function(
        "() => { const d = document.documentElement.dataset; return !d.busy && !d.moving && (d.turn === 'human' || d.turn === 'over') }",
        timeout=ENGINE_LIMIT_MS,
    )


def cards_shown(page, group: str) -> list[str]:
    return page.eval_on_selector_all(f"#{group}-cards button[data-card]", "buttons => buttons.map((b) => b.dataset.card)")


def assert_page_shows(page, mirror: Mirror) -> None:
    assert cards_shown(page, "hand") == mirror.view["hand"]
    assert sorted(cards_shown(page, "table")) == sorted(mirror.view["table"])
    assert html(page, "turn") == ("over" if mirror.view["round_over"] else "human")


def sent_moves(page) -> list[str]:
    return page.evaluate("() => window.sentRequests.filter((r) => r.type === 'play').map((r) => r.move)")


def engine_view(page) -> dict:
    return page.evaluate("() => globalThis.mazzo.client.request('view', { game: 'scopa' })")["view"]


def card_button(page, group: str, card: str):
    return page.locator(f'#{group}-cards button[data-card="{card}"]')


def click_move(page, mirror: Mirror, move: str) -> None:
    """Plays `move` as a player does: the hand card, then (only when there is a choice) the cards to take."""
    card = move.split("x")[0]
    card_button(page, "hand", card).click()
    if len(mirror.options_of(card)) > 1:
        expect(page.locator("html")).to_have_attribute("data-screen", "choosing")
        for taken in captures_of(move):
            card_button(page, "table", taken).click()


def tap_move(page, mirror: Mirror, move: str) -> None:
    """Plays `move` with a finger: the hand card, then (only when there is a choice) the cards to take."""
    card = move.split("x")[0]
    card_button(page, "hand", card).tap()
    if len(mirror.options_of(card)) > 1:
        for taken in captures_of(move):
            card_button(page, "table", taken).tap()


def click_and_follow(page, mirror: Mirror, move: str) -> None:
    """Clicks `move`, replays it with the engine and waits for the page to show what followed."""
    click_move(page, mirror, move)
    mirror.play(move)
    wait_until_idle(page)


def key_move(page, mirror: Mirror, move: str) -> None:
    """Plays `move` with the keys only: its card's number, then arrows to its capture and Enter."""
    card = move.split("x")[0]
    page.keyboard.press(str(mirror.view["hand"].index(card) + 1))
    options = mirror.options_of(card)
    if len(options) > 1:
        for _ in range(options.index(move)):
            page.keyboard.press("ArrowRight")
        page.keyboard.press("Enter")


def play_round(page, mirror: Mirror, make_move, shows=None) -> int:
    """Plays the round to its count, checking after every turn that the page `shows` the engine's game
    (assert_page_shows unless told); the number of moves made."""
    shows = shows or assert_page_shows
    turn = 0
    while not mirror.view["round_over"]:
        wait_until_idle(page)
        shows(page, mirror)
        move = varied_move(mirror, turn)
        make_move(page, mirror, move)
        mirror.play(move)
        turn += 1
    wait_until_idle(page)
    shows(page, mirror)
    assert sent_moves(page)[-turn:] == [move for player, move in mirror.view["history"] if player == 0][-turn:]
    return turn


def assert_count_matches(page, summary: dict) -> None:
    """The round panel shows, line by line and for both players, the engine's count."""
    panel = page.locator("#count")
    expect(panel).to_be_visible()

    def cell(line: str, player: int):
        return panel.locator(f'td[data-line="{line}"][data-player="{player}"]')

    for player, count in enumerate(summary["players"]):
        numbers = {
            "cards": count["cards"],
            "coins": count["coins"],
            "scopa": count["scopas"],
            "round": count["round_points"],
            "total": count["total"],
        }
        if count["primiera"] is not None:
            numbers["primiera"] = count["primiera"]
        if summary["napola"]:
            numbers["napola"] = count["napola"]
        for line, number in numbers.items():
            assert cell(line, player).locator(".value").inner_text() == str(number), (line, player)
        for line, points in count["points"].items():
            assert cell(line, player).locator(".points").get_attribute("data-points") == str(points), (line, player)
    assert panel.locator('tr[data-line="napola"]').count() == (1 if summary["napola"] else 0)


def save_screenshot(page, name: str) -> None:
    ARTIFACTS.mkdir(exist_ok=True)
    page.screenshot(path=ARTIFACTS / f"{name}.png")


# --------------------------------------------------------------------------- tests


def test_page_gets_ready_with_the_seeded_deal_on_the_table(pages, site):
    mirror = Mirror(5)
    page = open_table(pages, site, "?seed=5")
    assert html(page, "app") == "ready"
    assert html(page, "game") == "scopa"
    assert_page_shows(page, mirror)
    assert page.locator("#score-0").inner_text() == "0"
    assert page.locator("#score-1").inner_text() == "0"


def test_a_whole_round_played_by_clicking_shows_the_engines_game_and_count(pages, site):
    seed = 21
    mirror = Mirror(seed)
    page = open_table(pages, site, f"?seed={seed}")
    play_round(page, mirror, click_move)
    summary = mirror.summary()
    assert_count_matches(page, summary)
    assert not summary["game_over"]

    page.locator('#count [data-action="continue"]').click()
    mirror.next_round()
    wait_until_idle(page)
    assert html(page, "round") == "2"
    assert page.locator("#count").is_hidden()
    assert_page_shows(page, mirror)
    assert page.locator("#score-0").inner_text() == str(summary["players"][0]["total"])
    assert page.locator("#score-1").inner_text() == str(summary["players"][1]["total"])


def test_a_whole_round_played_with_the_keyboard_only(pages, site):
    seed, _, _ = seed_with_a_capture_choice()
    mirror = Mirror(seed)
    page = open_table(pages, site, f"?seed={seed}")
    play_round(page, mirror, key_move)
    assert_count_matches(page, mirror.summary())

    page.keyboard.press("Enter")  # the panel's focused button continues
    mirror.next_round()
    wait_until_idle(page)
    assert html(page, "round") == "2"
    assert_page_shows(page, mirror)


def test_capture_choice_lights_the_takeable_cards_and_makes_the_capture_tapped(pages, site):
    seed, card, options = seed_with_a_capture_choice()
    mirror = Mirror(seed)
    chosen = options[-1]
    page = open_table(pages, site, f"?seed={seed}")

    card_button(page, "hand", card).click()
    expect(page.locator("html")).to_have_attribute("data-screen", "choosing")
    takeable = {taken for option in options for taken in captures_of(option)}
    for table_card in mirror.view["table"]:
        button = card_button(page, "table", table_card)
        assert button.get_attribute("data-mark") == ("capture" if table_card in takeable else None)
        assert button.get_attribute("aria-disabled") == ("false" if table_card in takeable else "true")
    assert card_button(page, "hand", card).get_attribute("aria-pressed") == "true"

    # Tapping a card untaps it when tapped again; nothing is played meanwhile.
    first = captures_of(chosen)[0]
    card_button(page, "table", first).click()
    assert card_button(page, "table", first).get_attribute("aria-pressed") == "true"
    card_button(page, "table", first).click()
    assert card_button(page, "table", first).get_attribute("aria-pressed") == "false"
    assert sent_moves(page) == []

    # Only the options consistent with the tapped cards stay lit.
    card_button(page, "table", first).click()
    still = [option for option in options if first in captures_of(option)]
    still_takeable = {taken for option in still for taken in captures_of(option)}
    for table_card in mirror.view["table"]:
        lit = card_button(page, "table", table_card).get_attribute("data-mark") is not None
        assert lit == (table_card in still_takeable)

    for taken in captures_of(chosen)[1:]:
        card_button(page, "table", taken).click()
    mirror.play(chosen)
    wait_until_idle(page)
    assert sent_moves(page) == [chosen]
    assert [0, chosen] in engine_view(page)["history"]
    assert_page_shows(page, mirror)


def test_a_card_with_one_capture_or_none_plays_at_once(pages, site):
    mirror = Mirror(2)
    page = open_table(pages, site, "?seed=2")
    single = next(move for move in mirror.view["legal_moves"] if len(mirror.options_of(move.split("x")[0])) == 1)
    card_button(page, "hand", single.split("x")[0]).click()
    mirror.play(single)
    wait_until_idle(page)
    assert sent_moves(page) == [single]
    assert_page_shows(page, mirror)


def test_focus_comes_back_to_the_hand_with_a_visible_ring_after_a_move_from_a_focused_card(pages, site):
    mirror = Mirror(2)
    page = open_table(pages, site, "?seed=2")
    single = next(move for move in mirror.view["legal_moves"] if len(mirror.options_of(move.split("x")[0])) == 1)
    card_button(page, "hand", single.split("x")[0]).focus()
    page.keyboard.press("Enter")  # the focused button plays it
    mirror.play(single)
    wait_until_idle(page)
    assert sent_moves(page) == [single]
    assert page.evaluate("() => document.activeElement.dataset.card") in mirror.view["hand"]
    assert page.evaluate("() => getComputedStyle(document.activeElement).outlineStyle") != "none"


def test_table_cards_and_turn_keys_do_nothing_unless_a_move_is_being_chosen(pages, site):
    seed, card, options = seed_with_a_capture_choice()
    mirror = Mirror(seed)
    page = open_table(pages, site, f"?seed={seed}")
    table_card = mirror.view["table"][0]
    card_button(page, "table", table_card).click(force=True)
    page.keyboard.press("Enter")
    page.keyboard.press("ArrowRight")
    page.keyboard.press("9")
    assert html(page, "screen") == "your-turn"
    assert sent_moves(page) == []

    # Esc gives up a capture choice started with the keys; then the arrows pick another capture.
    page.keyboard.press(str(mirror.view["hand"].index(card) + 1))
    expect(page.locator("html")).to_have_attribute("data-screen", "choosing")
    page.keyboard.press("Escape")
    expect(page.locator("html")).to_have_attribute("data-screen", "your-turn")
    assert all(card_button(page, "table", c).get_attribute("data-mark") is None for c in mirror.view["table"])
    key_move(page, mirror, options[1])
    mirror.play(options[1])
    wait_until_idle(page)
    assert sent_moves(page) == [options[1]]
    assert_page_shows(page, mirror)


def test_the_menus_level_deals_at_once_before_any_move_and_after_confirming_once_under_way(pages, site):
    page = open_table(pages, site, "?seed=11&level=normal")
    page.keyboard.press("l")  # the menu, at the level
    expect(page.locator('#menu [data-option="level"] input:checked')).to_be_focused()
    page.keyboard.press("ArrowRight")  # normal → hard
    page.keyboard.press("Enter")  # deals
    expect(page.locator("html")).to_have_attribute("data-level", "hard")
    wait_until_idle(page)
    assert page.locator("#confirm").is_hidden()
    assert engine_view(page)["level"] == "hard"

    mirror = Mirror(12, "hard")  # the page's second game: seed 11 + 1
    assert_page_shows(page, mirror)
    move = mirror.view["legal_moves"][0]
    click_and_follow(page, mirror, move)

    choose_in_menu(page, {"level": "easy"})
    expect(page.locator("#confirm")).to_be_visible()
    page.locator("#confirm button.secondary").click()  # keep playing
    assert html(page, "level") == "hard"
    assert engine_view(page)["history"] == mirror.view["history"]

    choose_in_menu(page, {"level": "easy"})
    page.locator('#confirm [data-answer="yes"]').click()
    expect(page.locator("html")).to_have_attribute("data-level", "easy")
    wait_until_idle(page)
    view = engine_view(page)
    assert view["level"] == "easy"
    assert_page_shows(page, Mirror(13, "easy"))


def test_new_game_key_asks_first_when_a_game_is_under_way_and_deals_the_next_seed(pages, site):
    mirror = Mirror(30)
    page = open_table(pages, site, "?seed=30")
    move = varied_move(mirror, 0)
    click_and_follow(page, mirror, move)
    page.keyboard.press("n")
    expect(page.locator("#confirm")).to_be_visible()
    page.keyboard.press("Escape")  # Esc answers no
    expect(page.locator("#confirm")).to_be_hidden()
    assert_page_shows(page, mirror)

    page.keyboard.press("n")
    page.locator('#confirm [data-answer="yes"]').click()
    wait_until_idle(page)
    assert_page_shows(page, Mirror(31))
    assert engine_view(page)["history"] == Mirror(31).view["history"]


def test_the_menus_napola_starts_a_new_game_with_napola_after_confirming(pages, site):
    mirror = Mirror(40)
    page = open_table(pages, site, "?seed=40")
    assert html(page, "napola") == "0"
    move = varied_move(mirror, 0)
    click_and_follow(page, mirror, move)

    choose_in_menu(page, {"napola": "true"})
    expect(page.locator("#confirm")).to_be_visible()
    page.locator('#confirm [data-answer="yes"]').click()
    expect(page.locator("html")).to_have_attribute("data-napola", "1")
    wait_until_idle(page)
    view = engine_view(page)
    assert view["options"]["napola"] is True
    napola_game = Mirror(41, napola=True)
    assert view["history"] == napola_game.view["history"]
    assert_page_shows(page, napola_game)


def test_napola_line_shows_in_the_count_when_napola_is_on(pages, site):
    mirror = Mirror(8, napola=True)
    page = open_table(pages, site, "?seed=8&napola=1")
    # The round is only the way to its count: played in the page's engine, the page then opened again on it.
    play_round_in_the_engine(page, mirror, lambda turn: varied_move(mirror, turn))
    page.goto(site.url)
    wait_for_app(page)
    assert_count_matches(page, mirror.summary())


def test_card_style_switch_redraws_relabels_and_is_remembered_across_a_reload(pages, site):
    page = open_table(pages, site, "?seed=9")
    assert html(page, "style") == "napoli"
    mirror = Mirror(9)
    knights = [card for card in mirror.view["hand"] + mirror.view["table"] if card[0] == "Q"]
    canvas_before = page.locator("#table").screenshot()
    save_screenshot(page, "scopa-table-napoli")

    page.locator("#settings-open").click()
    page.locator('#settings input[data-setting="style"][value="piacenza"]').check()
    page.keyboard.press("Escape")
    expect(page.locator("html")).to_have_attribute("data-style", "piacenza")
    assert page.locator("#table").screenshot() != canvas_before
    save_screenshot(page, "scopa-table-piacenza")

    page.keyboard.press("d")
    expect(page.locator("html")).to_have_attribute("data-style", "french")
    save_screenshot(page, "scopa-table-french")
    for knight in knights:  # the French deck calls the Knight the Queen
        group = "hand" if knight in mirror.view["hand"] else "table"
        assert card_button(page, group, knight).get_attribute("aria-label").startswith("Queen of ")

    page.reload()
    wait_for_app(page)
    wait_until_idle(page)
    assert html(page, "style") == "french"
    page.locator("#settings-open").click()
    expect(page.locator('#settings input[data-setting="style"][value="french"]')).to_be_checked()


@pytest.mark.parametrize("viewport", [PHONE_PORTRAIT, PHONE_LANDSCAPE], ids=["portrait", "landscape"])
def test_screenshots_of_the_table_on_a_phone_in_each_card_style(pages, site, viewport, request):
    orientation = request.node.callspec.id
    page = open_table(pages, site, "?seed=13", viewport=viewport, is_mobile=True, has_touch=True)
    for style in STYLES:
        expect(page.locator("html")).to_have_attribute("data-style", style)
        save_screenshot(page, f"scopa-table-phone-{orientation}-{style}")
        page.keyboard.press("d")


@pytest.mark.parametrize("viewport", [PHONE_PORTRAIT, PHONE_LANDSCAPE], ids=["portrait", "landscape"])
def test_phone_fits_without_scrolling_with_large_tap_targets_and_plays_by_tapping(pages, site, viewport):
    mirror = Mirror(13)
    page = open_table(pages, site, "?seed=13", viewport=viewport, is_mobile=True, has_touch=True, device_scale_factor=3)
    width, height = viewport["width"], viewport["height"]
    assert page.evaluate("() => document.documentElement.scrollWidth") <= width
    assert page.evaluate("() => document.body.scrollWidth") <= width

    tools = page.locator("#toolbar button:visible, #toolbar a:visible")
    assert tools.count() >= 7  # menu, hint, review, statistics, settings, rules, sound
    cards = page.locator("#hand-cards button, #table-cards button")
    assert cards.count() == len(mirror.view["hand"]) + len(mirror.view["table"])
    boxes = [locator.nth(i).bounding_box() for locator in (tools, cards) for i in range(locator.count())]
    if viewport is PHONE_LANDSCAPE:  # the bar stays one row high, so the table keeps its height
        assert page.locator("#toolbar").bounding_box()["y"] < page.locator("#bar .score").bounding_box()["y"] + 10
    for box in boxes:
        assert box["width"] >= MIN_TAP and box["height"] >= MIN_TAP, box
        # (half a pixel for the sub-pixel end of the toolbar scrolled to its last tool)
        inside = box["x"] + box["width"] <= width + 0.5 and box["y"] + box["height"] <= height
        assert box["x"] >= 0 and box["y"] >= 0 and inside, box

    # No card button lies under another card's button or under a bar.
    bars = [page.locator(selector).bounding_box() for selector in ("#bar .score", "#toolbar")]
    rects = [cards.nth(i).bounding_box() for i in range(cards.count())]
    for i, a in enumerate(rects):
        for b in rects[i + 1 :] + bars:
            overlap_x = min(a["x"] + a["width"], b["x"] + b["width"]) - max(a["x"], b["x"])
            overlap_y = min(a["y"] + a["height"], b["y"] + b["height"]) - max(a["y"], b["y"])
            assert overlap_x <= 0.5 or overlap_y <= 0.5, (a, b)

    move = varied_move(mirror, 0)
    tap_move(page, mirror, move)
    mirror.play(move)
    wait_until_idle(page)
    assert sent_moves(page) == [move]
    assert_page_shows(page, mirror)


def test_turning_the_phone_keeps_the_game_and_refits_the_table(pages, site):
    """Portrait to landscape and back in the middle of a round: the same game, still fitted and tappable."""
    mirror = Mirror(13)
    page = open_table(pages, site, "?seed=13", viewport=PHONE_PORTRAIT, is_mobile=True, has_touch=True, device_scale_factor=3)
    for turn, viewport in enumerate((PHONE_LANDSCAPE, PHONE_PORTRAIT)):
        move = varied_move(mirror, turn)
        tap_move(page, mirror, move)
        mirror.play(move)
        wait_until_idle(page)
        page.set_viewport_size(viewport)
        page.wait_for_function(f"() => innerWidth === {viewport['width']} && innerHeight === {viewport['height']}")
        wait_until_idle(page)
        assert_page_shows(page, mirror)
        assert engine_view(page)["history"] == mirror.view["history"]
        assert page.evaluate("() => document.documentElement.scrollWidth") <= viewport["width"]
        for i in range(page.locator("#hand-cards button").count()):
            box = page.locator("#hand-cards button").nth(i).bounding_box()
            assert box["width"] >= MIN_TAP and box["height"] >= MIN_TAP, box
            assert box["x"] >= 0 and box["x"] + box["width"] <= viewport["width"] + 0.5, box
            assert box["y"] >= 0 and box["y"] + box["height"] <= viewport["height"] + 0.5, box
    assert sent_moves(page) == [move for player, move in mirror.view["history"] if player == 0]


def test_every_card_and_action_is_a_labelled_button_and_moves_are_announced(pages, site):
    mirror = Mirror(17)
    page = open_table(pages, site, "?seed=17")
    page.evaluate(RECORD_NEWS)
    labels = {
        card: card_button(page, group, card).get_attribute("aria-label")
        for group in ("hand", "table")
        for card in mirror.view[group]
    }
    assert all(labels.values()) and len(set(labels.values())) == len(labels)
    assert page.locator("#status").get_attribute("aria-live") == "polite"
    for intent in ("menu", "hint", "statistics", "settings", "sound"):
        assert page.locator(f'#toolbar button[data-intent="{intent}"]').inner_text().strip()
    assert page.locator("#rules").get_attribute("href") == "rules/scopa.en.html"

    moves = mirror.view["legal_moves"]
    move = next((m for m in moves if captures_of(m)), moves[0])
    played_before = len(mirror.view["history"])
    click_and_follow(page, mirror, move)
    news = page.evaluate("() => window.news")
    mine = [text for text in news if text.startswith("You play ")]
    assert len(mine) == 1
    assert all(labels[card] in mine[0] for card in [move.split("x")[0], *captures_of(move)])
    theirs = [text for text in news if text.startswith("The computer plays ")]
    assert len(theirs) == sum(1 for player, _ in mirror.view["history"][played_before:] if player == 1)


def test_rules_link_opens_the_scopa_rules_page(pages, site):
    page = open_table(pages, site, "?seed=3")
    page.locator("#rules").click()  # the rules open in a panel over the game, which links to the page itself
    with page.context.expect_page() as opened:
        page.locator("#rules-panel a.page").click()
    rules = opened.value
    rules.wait_for_load_state()
    assert rules.url == site.url + "rules/scopa.en.html"
    assert rules.locator("h1").inner_text().strip()


def test_full_motion_shows_the_same_events_in_the_same_order_as_reduced_motion(pages, site):
    seed, card, options = seed_with_a_capture_choice()
    move = options[-1]
    heard = []
    for motion in ("reduce", "no-preference"):
        page = pages.new(reduced_motion=motion, viewport=DESKTOP)
        page.goto(site.url + f"?seed={seed}")
        wait_for_app(page)
        wait_until_idle(page)
        page.evaluate(RECORD_NEWS)
        mirror = Mirror(seed)
        click_and_follow(page, mirror, move)
        assert_page_shows(page, mirror)
        heard.append(page.evaluate("() => window.news"))
    assert heard[0] == heard[1]
    assert heard[0][0].startswith("You play ")


def test_a_move_plays_with_the_site_under_a_sub_path(pages, sub_path_site):
    assert sub_path_site.prefix == SUB_PATH
    mirror = Mirror(6)
    page = open_table(pages, sub_path_site, "?seed=6")
    move = varied_move(mirror, 0)
    click_and_follow(page, mirror, move)
    assert_page_shows(page, mirror)
    assert all(url.startswith(sub_path_site.url) for url in pages.log(page).requests)


def test_reload_goes_on_with_the_game_the_engine_saved(pages, site):
    page = open_table(pages, site, "")
    hand = cards_shown(page, "hand")
    first = hand[0]
    card_button(page, "hand", first).click()
    if html(page, "screen") == "choosing":
        page.keyboard.press("ArrowRight")
        page.keyboard.press("Enter")
    wait_until_idle(page)
    before = engine_view(page)
    page.reload()
    wait_for_app(page)
    wait_until_idle(page)
    after = engine_view(page)
    assert after["history"] == before["history"] and after["hand"] == before["hand"]
    assert cards_shown(page, "hand") == before["hand"]


def test_a_whole_game_ends_with_the_winner_named_and_a_new_game_offered(pages, site):
    seed = 51  # a game over in two rounds (seed 50 took five)
    mirror = Mirror(seed)
    page = open_table(pages, site, f"?seed={seed}")
    while True:
        play_round(page, mirror, click_move)
        summary = mirror.summary()
        assert_count_matches(page, summary)
        if summary["game_over"]:
            break
        page.locator('#count [data-action="continue"]').click()
        mirror.next_round()
    assert html(page, "screen") == "game-over"
    headline = page.locator("#count .headline").inner_text()
    winner_total, loser_total = sorted((p["total"] for p in summary["players"]), reverse=True)
    assert f"{winner_total} to {loser_total}" in headline
    assert headline.startswith("You win") == (summary["winner"] == 0)

    page.locator('#count [data-action="continue"]').click()
    wait_until_idle(page)
    assert html(page, "round") == "1"
    assert_page_shows(page, Mirror(seed + 1))
