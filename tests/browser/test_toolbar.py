"""The toolbar holds what is used in play (issue 3.2): the menu, Hint, Undo (in practice), Review,
Statistics, Settings, Rules and the sound. On a phone, upright and sideways, every tool is in sight
without scrolling and at least a tap (44 px) square; the score looks like the button it is; the page
allows pinch-zoom, and a tap still plays a card.
"""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from .test_scopa_ui import Mirror, engine_view, open_table, wait_until_idle

PHONE_UPRIGHT = {"width": 390, "height": 844}
PHONE_SIDEWAYS = {"width": 844, "height": 390}
DESKTOP = {"width": 1280, "height": 800}
MIN_TAP = 44
TOOLS = ("menu", "hint", "undo", "review", "statistics", "settings", "rules", "sound")

#: Every tool on show: its intent (or id), its box, and whether its content overflows it.
TOOL_BOXES = """() => [...document.querySelectorAll("#toolbar > *, #language, #bar .score")]
  .filter((e) => e.getClientRects().length > 0)
  .map((e) => { const r = e.getBoundingClientRect();
    return { name: e.dataset.intent || e.id, x: r.x, y: r.y, w: r.width, h: r.height, clipped: e.scrollWidth > e.clientWidth + 1 }; })"""


@pytest.mark.parametrize("viewport", [PHONE_UPRIGHT, PHONE_SIDEWAYS], ids=["upright", "sideways"])
def test_on_a_phone_every_tool_is_in_sight_and_a_tap_square(pages, site, viewport):
    # Practice, so that Undo shows too: every tool at once.
    page = open_table(pages, site, "?seed=13&practice=1", viewport=viewport, is_mobile=True, has_touch=True)
    boxes = page.evaluate(TOOL_BOXES)
    names = {box["name"] for box in boxes}
    assert {"menu", "hint", "undo", "review", "statistics", "settings", "sound", "rules"} <= names, names
    assert page.evaluate("() => { const t = document.getElementById('toolbar'); return t.scrollWidth <= t.clientWidth; }")
    for box in boxes:
        assert box["w"] >= MIN_TAP and box["h"] >= MIN_TAP, box
        assert box["x"] >= 0 and box["y"] >= 0 and box["x"] + box["w"] <= viewport["width"] and box["y"] + box["h"] <= viewport["height"], box
        assert not box["clipped"], box
    for i, a in enumerate(boxes):
        for b in boxes[i + 1 :]:
            overlap_x = min(a["x"] + a["w"], b["x"] + b["w"]) - max(a["x"], b["x"])
            overlap_y = min(a["y"] + a["h"], b["y"] + b["h"]) - max(a["y"], b["y"])
            assert overlap_x <= 0.5 or overlap_y <= 0.5, (a, b)


@pytest.mark.parametrize("viewport", [PHONE_UPRIGHT, DESKTOP], ids=["phone", "desktop"])
def test_each_tool_is_named_and_the_score_looks_like_the_button_it_is(pages, site, viewport):
    page = open_table(pages, site, "?seed=13", viewport=viewport)
    for name, label in (("menu", "Menu"), ("hint", "Hint"), ("review", "Review"), ("statistics", "Statistics"), ("settings", "Settings"), ("sound", "Sound")):
        expect(page.locator(f'#toolbar button[data-intent="{name}"]')).to_have_accessible_name(label)
    expect(page.locator("#rules")).to_have_accessible_name("Rules")
    expect(page.locator("#settings-open")).to_have_attribute("data-intent", "settings")
    score = page.locator("#bar .score")
    look = score.evaluate("(e) => { const s = getComputedStyle(e); return { frame: s.boxShadow, background: s.backgroundColor, cursor: s.cursor }; }")
    assert look["frame"] != "none" and look["background"] not in ("transparent", "rgba(0, 0, 0, 0)") and look["cursor"] == "pointer", look
    box = score.bounding_box()
    assert box["height"] >= MIN_TAP
    score.click()
    expect(page.locator("#statistics")).to_be_visible()


def test_the_tools_that_cycled_are_gone_and_g_opens_the_menu(pages, site):
    page = open_table(pages, site, "?seed=13")
    for gone in ("newGame", "game", "level", "target", "napola", "showPoints", "players", "variant", "daily", "practice"):
        expect(page.locator(f'#toolbar [data-intent="{gone}"]')).to_have_count(0)
    page.keyboard.press("g")
    expect(page.locator("#menu")).to_be_visible()
    expect(page.locator("html")).to_have_attribute("data-game", "scopa")
    page.keyboard.press("Escape")
    page.locator("#menu-open").click()
    expect(page.locator("#menu")).to_be_visible()


def test_with_zoom_allowed_a_tap_still_plays_a_card(pages, site):
    """The page lets a phone zoom (test_boot's viewport test); the table's taps are unchanged."""
    mirror = Mirror(13)
    page = open_table(pages, site, "?seed=13", viewport=PHONE_UPRIGHT, is_mobile=True, has_touch=True)
    # Pinch-zoom and panning stay the browser's; a double tap does not wait to zoom.
    assert page.evaluate("() => getComputedStyle(document.documentElement).touchAction") == "manipulation"
    card = mirror.view["hand"][0]
    page.locator(f'#hand-cards button[data-card="{card}"]').tap()
    page.wait_for_function("() => document.documentElement.dataset.screen !== 'your-turn' || document.documentElement.dataset.busy")
    wait_until_idle(page)
    assert any(player == 0 for player, _ in engine_view(page)["history"])
