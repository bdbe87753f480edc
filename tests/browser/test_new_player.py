"""What a new player tripped on (issue 2.3), one test for each, so none comes back.

1. a language switch says the last announcement again, and renames the Scala 40 hands and table;
2. the Scala 40 refusal bubble stays whole on the screen and clear of the status line;
3. the toolbar (and the embedding address) offers each game's target;
4. after a dialog, game keys reach the game, not the toolbar button that kept the focus;
5. before drawing, Enter and A say to draw first, as X does;
6. on a narrow screen the round and the target stay in sight;
7. the version keeps off the cards, key hints keep whole, count labels do not wrap, Scala 40 says "match".
"""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from .harness import choose_in_menu, wait_for_app
from .test_i18n import messages, switch_language
from .test_scala_ui import Mirror as ScalaMirror
from .test_scala_ui import action, after_drawing, engine_view, hand_button, select_by_mouse
from .test_scala_ui import open_table as open_scala
from .test_scopa_ui import Mirror as ScopaMirror
from .test_scopa_ui import click_and_follow, html, open_table, varied_move, wait_until_idle
from .test_scopa_ui import engine_view as scopa_view
from .test_tripped_more import play_round_by_the_engine

PHONE = {"width": 390, "height": 844}
DESKTOP = {"width": 1280, "height": 720}


def box_of(page, selector: str) -> dict:
    return page.locator(selector).bounding_box()


def overlap(a: dict, b: dict) -> bool:
    x = min(a["x"] + a["width"], b["x"] + b["width"]) - max(a["x"], b["x"])
    y = min(a["y"] + a["height"], b["y"] + b["height"]) - max(a["y"], b["y"])
    return x > 0.5 and y > 0.5


# --------------------------------------------------------------------------- 1. a language switch


def test_1_a_language_switch_says_the_last_announcement_again_in_the_new_language(pages, site):
    mirror = ScopaMirror(17)
    page = open_table(pages, site, "?seed=17")
    click_and_follow(page, mirror, varied_move(mirror, 0))
    last_player, last_move = mirror.view["history"][-1]
    card, _, taken = last_move.partition("x")
    english = page.locator("#news").inner_text()
    switch_language(page, "sw")
    names = messages(page, "sw", "args[0].map((code) => t.cardName({value: 'A234567JQK'.indexOf(code[0]) + 1, suit: code[1]}, 'napoli'))",
                     [card, *(taken.split("+") if taken else [])])
    # The last thing said was that move, or the scopa it made.
    said = {
        messages(page, "sw", "t.announce.play(args[0], args[1], args[2])", last_player, names[0], names[1:]),
        messages(page, "sw", "t.announce.scopa(args[0])", last_player),
    }
    page.wait_for_function("(english) => document.getElementById('news').textContent !== english", arg=english)
    assert page.locator("#news").inner_text() in said


def test_1_a_language_switch_renames_the_scala40_hands_and_table_for_screen_readers(pages, site):
    page = open_scala(pages, site, 3)
    seat = page.locator("#seat-1")
    count = int(seat.get_attribute("data-count"))
    switch_language(page, "ko")
    expect(seat).to_have_attribute("aria-label", messages(page, "ko", "t.opponentHand(args[0])", count))
    expect(page.locator("#table-cards")).to_have_attribute("aria-label", messages(page, "ko", "t.groups.table"))
    expect(page.locator("#actions")).to_have_attribute("aria-label", messages(page, "ko", "t.groups.actions"))
    stock = page.locator('#table-cards [data-pile="stock"]')
    expect(stock).to_have_attribute("aria-label", messages(page, "ko", "t.scala40.stock(args[0])", int(stock.get_attribute("data-count"))))


# --------------------------------------------------------------------------- 2. the refusal bubble


@pytest.mark.parametrize("viewport", [PHONE, DESKTOP], ids=["phone", "desktop"])
def test_2_the_scala40_refusal_stays_whole_on_screen_and_clear_of_the_status_line(pages, site, viewport):
    mirror = ScalaMirror(3)
    phone = viewport is PHONE
    page = open_scala(pages, site, 3, viewport=viewport, is_mobile=phone, has_touch=phone)
    after_drawing(page, mirror)
    hand = mirror.view["hand"]
    unrelated = next([a, b] for a in hand for b in hand if a[0] != b[0] and a[1] != b[1] and "JK" not in (a, b))
    select_by_mouse(page, unrelated)
    action(page, "lay").click()
    expect(page.locator("#table-cards [data-prepared]")).to_have_count(1)
    action(page, "open").click()
    refusal = page.locator("#refusal")
    expect(refusal).to_be_visible()
    assert refusal.inner_text().strip()
    bubble = refusal.bounding_box()
    assert bubble["x"] >= 0 and bubble["y"] >= 0, bubble
    assert bubble["x"] + bubble["width"] <= viewport["width"] and bubble["y"] + bubble["height"] <= viewport["height"], bubble
    # Its text is not cut: nothing overflows the bubble.
    assert page.evaluate("() => { const e = document.getElementById('refusal'); return e.scrollWidth <= e.clientWidth && e.scrollHeight <= e.clientHeight; }")
    status = page.locator("#status .line").bounding_box()
    assert not overlap(bubble, status), (bubble, status)
    for bar in ("#bar", "#toolbar"):
        assert not overlap(bubble, box_of(page, bar)), bar
    assert engine_view(page)["history"] == mirror.view["history"]


# --------------------------------------------------------------------------- 3. the target


def test_3_the_menu_offers_the_target_and_a_change_starts_a_new_game_after_asking(pages, site):
    mirror = ScopaMirror(30)
    page = open_table(pages, site, "?seed=30")
    click_and_follow(page, mirror, varied_move(mirror, 0))
    page.keyboard.press("t")  # the menu, at the target
    checked = page.locator('#menu [data-option="target"] input:checked')
    expect(checked).to_be_focused()
    expect(checked).to_have_value("11")
    page.locator('#menu [data-option="target"] input[value="16"]').check()
    page.locator('#menu [data-action="deal"]').click()
    expect(page.locator("#confirm")).to_be_visible()
    page.locator('#confirm [data-answer="yes"]').click()
    expect(page.locator("html")).to_have_attribute("data-target", "16")
    wait_until_idle(page)
    assert scopa_view(page)["options"]["target"] == 16
    assert "16" in page.locator("#score-target").inner_text()
    choose_in_menu(page, {"target": "21"})  # before any move, at once
    expect(page.locator("html")).to_have_attribute("data-target", "21")
    wait_until_idle(page)
    assert page.locator("#confirm").is_hidden()
    assert scopa_view(page)["options"]["target"] == 21


@pytest.mark.parametrize(("query", "game", "target"), [("?seed=4&target=31", "scopa", 31), ("?game=scala40&seed=4&target=51", "scala40", 51)])
def test_3_the_target_is_an_embedding_parameter(pages, site, query, game, target):
    page = pages.new(reduced_motion="reduce", viewport=DESKTOP)
    page.goto(site.url + query)
    wait_for_app(page)
    wait_until_idle(page)
    assert html(page, "game") == game and html(page, "target") == str(target)
    view = page.evaluate("(game) => globalThis.mazzo.client.request('view', { game })", game)["view"]
    assert view["options"]["target"] == target
    page.keyboard.press("g")
    expect(page.locator('#menu [data-option="target"] input:checked')).to_have_value(str(target))


@pytest.mark.parametrize("game", ["scopa", "scala40"])
def test_3_the_menu_offers_the_engines_own_targets_from_its_ping(pages, site, game):
    """The targets are the choices ping gives from the engine's options class, in its order; a target the
    engine does not offer, asked in the address, gives way to the engine's default."""
    page = pages.new(reduced_motion="reduce", viewport=DESKTOP)
    page.goto(site.url + f"?game={game}&seed=4&target=12")
    wait_for_app(page)
    wait_until_idle(page)
    target = page.evaluate("() => globalThis.mazzo.client.request('ping')")["options"][game]["target"]
    choices, default = target["choices"], target["default"]
    assert 12 not in choices and html(page, "target") == str(default)
    view = page.evaluate("(game) => globalThis.mazzo.client.request('view', { game })", game)["view"]
    assert view["options"]["target"] == default
    page.keyboard.press("t")
    expect(page.locator('#menu [data-option="target"] input:checked')).to_have_value(str(default))
    offered = page.locator('#menu [data-option="target"] input')
    assert [int(value) for value in offered.evaluate_all("(inputs) => inputs.map((input) => input.value)")] == choices
    page.keyboard.press("Escape")
    for choice in choices:
        choose_in_menu(page, {"target": str(choice)})  # before any move, at once
        expect(page.locator("html")).to_have_attribute("data-target", str(choice))
        wait_until_idle(page)


# --------------------------------------------------------------------------- 4. game keys after a dialog


def test_4_after_a_dialog_space_and_enter_reach_the_scala40_game(pages, site):
    mirror = ScalaMirror(3)
    page = open_scala(pages, site, 3)
    after_drawing(page, mirror)
    page.locator("#settings-open").click()
    expect(page.locator("#settings")).to_be_visible()
    page.keyboard.press("Escape")
    expect(page.locator("#settings-open")).to_be_focused()  # the tool keeps the focus, as a dialog's opener should
    page.keyboard.press("Home")
    page.keyboard.press(" ")  # selects the first card, does not reopen the settings room
    expect(page.locator("#hand-cards button[aria-pressed='true']")).to_have_count(1)
    assert page.locator("#settings").is_hidden()
    page.locator("#settings-open").focus()
    page.keyboard.press("Enter")  # lays the selection down in the frame
    expect(page.locator("#table-cards [data-prepared]")).to_have_count(1)
    assert page.locator("#settings").is_hidden()


# --------------------------------------------------------------------------- 5. draw first


def test_5_before_drawing_enter_a_and_x_all_say_to_draw_first(pages, site):
    page = open_scala(pages, site, 3)
    refusal = page.locator("#refusal")
    draw_first = messages(page, "en", "t.refusals.draw_first")
    for key in ("Enter", "a", "x"):
        page.keyboard.press(key)
        expect(refusal).to_have_text(draw_first)
    hand_button(page, ScalaMirror(3).view["hand"][0]).click()
    for key in ("Enter", "a"):
        page.keyboard.press(key)
        expect(refusal).to_have_text(draw_first)
    assert page.locator("#table-cards [data-prepared]").count() == 0


# --------------------------------------------------------------------------- 6. the round and the target on a phone


@pytest.mark.parametrize("query", ["?seed=13", "?game=scala40&seed=13"])
def test_6_a_phone_shows_the_round_and_the_target(pages, site, query):
    page = pages.new(reduced_motion="reduce", viewport=PHONE, is_mobile=True, has_touch=True)
    page.goto(site.url + query)
    wait_for_app(page)
    wait_until_idle(page)
    for part in ("#score-round", "#score-target"):
        expect(page.locator(part)).to_be_visible()
    game = html(page, "game")
    target = messages(page, "en", "args[0] === 'scala40' ? t.scala40.target(101) : t.score.target(11)", game)
    expect(page.locator("#score-target")).to_have_text(target)
    meta = box_of(page, "#score-meta")
    assert meta["x"] >= 0 and meta["x"] + meta["width"] <= PHONE["width"]
    assert not overlap(meta, box_of(page, "#settings-open"))


# --------------------------------------------------------------------------- 7. small things


def test_7_the_version_keeps_off_the_scala40_hand(pages, site):
    page = open_scala(pages, site, 3)
    version = page.locator("#version")
    if version.is_visible():
        cards = page.locator("#hand-cards button")
        assert not any(overlap(version.bounding_box(), cards.nth(i).bounding_box()) for i in range(cards.count()))
    assert "mazzo" in version.inner_text()


def test_7_key_hints_never_break_inside_a_hint(pages, site):
    mirror = ScalaMirror(3)
    widths = (700, 900, 1100)
    page = open_scala(pages, site, 3, viewport={"width": widths[0], "height": 720})
    broken = "() => [...document.querySelectorAll('#keys .hint')].filter((e) => e.getClientRects().length > 1).map((e) => e.textContent)"
    for turn in range(2):  # before drawing, and after (the longest hints)
        if turn:
            after_drawing(page, mirror)
        for width in widths:  # one page, its window made narrower and wider
            page.set_viewport_size({"width": width, "height": 720})
            assert page.locator("#keys .hint").count() >= 2, width
            assert page.evaluate(broken) == [], width


def test_7_scala40_count_labels_keep_to_one_line(pages, site):
    page = open_scala(pages, site, 3)
    # The round is only the way to its count: the engine plays it, and the page opens again on the count.
    play_round_by_the_engine(page, "scala40", reopen=site.url + "?game=scala40")
    labels = page.locator("#count th.line")
    expect(page.locator("#count")).to_be_visible()
    lines = page.evaluate(
        "() => [...document.querySelectorAll('#count th.line')].map((e) => { const r = document.createRange(); r.selectNodeContents(e); return r.getClientRects().length; })"
    )
    assert labels.count() >= 6 and lines == [1] * labels.count(), lines
    assert page.evaluate("() => { const d = document.getElementById('count'); return d.scrollWidth <= d.clientWidth; }")


def test_7_the_new_match_question_says_match_as_the_announcements_do(pages, site):
    mirror = ScalaMirror(3)
    page = open_scala(pages, site, 3)
    after_drawing(page, mirror)
    page.keyboard.press("n")
    expect(page.locator("#confirm")).to_be_visible()
    question = page.locator("#confirm .question").inner_text()
    assert question == messages(page, "en", "t.scala40.confirm.newGame")
    assert "match" in question and "game" not in question
    assert page.locator('#confirm [data-answer="yes"]').inner_text() == "New match"
    assert "match" in messages(page, "en", "t.scala40.announce.newGame('Normal')")
