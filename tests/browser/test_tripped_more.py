"""More of what a new player tripped on (issue 3.2): a status line that lost its lines on a phone, a count
panel as wide as the window, Scala 40's hint in the way of what it names, a blank loading panel, Scopone's
unsorted hand, Briscola's last trick and its briscola out of sight.
"""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from .harness import wait_for_app
from .test_scopa_ui import seed_with_a_capture_choice, wait_until_idle

LANGUAGES = ("en", "it", "fr", "id", "ko", "sw")
PHONE = {"width": 390, "height": 844}
SIDEWAYS = {"width": 844, "height": 390}
DESKTOP = {"width": 1280, "height": 800}


def open_page(pages, url: str, viewport=None):
    page = pages.new(reduced_motion="reduce", viewport=viewport or DESKTOP)
    page.goto(url)
    wait_for_app(page)
    wait_until_idle(page)
    return page


def switch_language(page, lang: str) -> None:
    page.evaluate("async (lang) => (await import('./ui/language.js')).switchLanguage(lang)", lang)
    expect(page.locator("html")).to_have_attribute("lang", lang)


def overlap(a, b) -> bool:
    """Whether two boxes [left, top, right, bottom] share more than half a pixel each way."""
    return min(a[2], b[2]) - max(a[0], b[0]) > 0.5 and min(a[3], b[3]) - max(a[1], b[1]) > 0.5


def inside(inner, outer) -> bool:
    return inner[0] >= outer[0] - 0.5 and inner[1] >= outer[1] - 0.5 and inner[2] <= outer[2] + 0.5 and inner[3] <= outer[3] + 0.5


# --------------------------------------------------------------------------- item 2: the status line on a phone

#: The status line's box, each line of its text, and every card button's box.
STATUS_BOXES = """() => {
  const box = (r) => [r.left, r.top, r.right, r.bottom];
  const status = document.getElementById("status");
  const range = document.createRange();
  range.selectNodeContents(status.querySelector(".line"));
  const lines = [...range.getClientRects()].filter((r) => r.width > 0 && r.height > 0).map(box);
  const cards = [...document.querySelectorAll(".cards button.card")].map((b) => box(b.getBoundingClientRect()));
  return { status: box(status.getBoundingClientRect()), lines, cards, text: status.textContent };
}"""


@pytest.mark.parametrize("viewport", [PHONE, SIDEWAYS], ids=["upright", "sideways"])
def test_item_2_the_status_line_shows_a_long_message_whole_and_clear_of_the_cards_in_every_language(pages, site, viewport):
    seed, card, _ = seed_with_a_capture_choice()
    page = open_page(pages, f"{site.url}?game=scopa&level=normal&seed={seed}", viewport)
    page.locator(f'#hand-cards button[data-card="{card}"]').click()
    expect(page.locator("html")).to_have_attribute("data-screen", "choosing")
    screen = [0, 0, viewport["width"], viewport["height"]]
    for lang in LANGUAGES:
        switch_language(page, lang)
        boxes = page.evaluate(STATUS_BOXES)
        assert len(boxes["lines"]) >= 2, (lang, boxes["text"])
        assert inside(boxes["status"], screen), lang
        outside = [line for line in boxes["lines"] if not inside(line, boxes["status"])]
        assert not outside, (lang, boxes["text"], boxes["status"], outside)
        covering = [rect for rect in boxes["cards"] if overlap(rect, boxes["status"])]
        assert not covering, (lang, boxes["status"], covering)
