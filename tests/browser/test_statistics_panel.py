"""The player's statistics in Chromium (issue 2.7): the worker of the tab that plays counts each round
as the engine ends it, the Statistics panel shows them, and they are exported, imported (a bad file
changes nothing and the panel says why) and reset after a confirmation.
"""

from __future__ import annotations

import json
import re

from playwright.sync_api import expect

from .harness import wait_for_app
from .test_offline_embed import ask, play_round
from .test_scopa_ui import wait_until_idle

SEED = 3


def open_page(pages, site):
    page = pages.new(reduced_motion="reduce", viewport={"width": 1280, "height": 800}, accept_downloads=True)
    page.goto(f"{site.url}?seed={SEED}&level=easy")
    wait_for_app(page)
    wait_until_idle(page)
    return page


def statistics(page) -> dict:
    return ask(page, "statistics")["statistics"]


def cell(page, row: str, level: str = "easy", kind: str = "plain"):
    return page.locator(f'#statistics tr[data-row="{row}"] td[data-level="{level}"][data-kind="{kind}"]')


def test_a_round_played_is_counted_once_and_the_panel_shows_it_with_its_feats(pages, site):
    page = open_page(pages, site)
    assert statistics(page)["games"] == {}
    play_round(page, "scopa")
    summary = ask(page, "summary", game="scopa")["summary"]
    ask(page, "summary", game="scopa")  # asking again counts nothing
    mine = summary["players"][0]
    tally = statistics(page)["games"]["scopa"]["easy"]["plain"]
    assert (tally["rounds"], tally["points"], tally["feats"]["scopas"]) == (1, mine["round_points"], mine["scopas"])
    page.locator("#statistics-open").click()
    expect(page.locator("#statistics")).to_be_visible()
    expect(cell(page, "rounds")).to_have_text("1")
    expect(cell(page, "scopas")).to_have_text(str(mine["scopas"]))
    expect(cell(page, "settebellos")).to_have_text("1" if mine["settebello"] else "0")
    expect(page.locator("#statistics canvas.statistics-chart")).to_have_attribute("role", "img")


def test_a_tab_that_does_not_play_counts_nothing_and_may_not_reset(pages, site):
    page = open_page(pages, site)
    ask(page, "playing", here=False)
    play_round(page, "scopa")
    assert statistics(page)["games"] == {}
    refused = page.evaluate("() => globalThis.mazzo.client.request('statistics_reset').catch((error) => error.code)")
    assert refused == "not_playing"


def test_export_import_and_reset_from_the_panel_and_a_bad_file_changes_nothing(pages, site):
    page = open_page(pages, site)
    play_round(page, "scopa")
    kept = statistics(page)
    page.locator("#statistics-open").click()
    with page.expect_download() as download:
        page.locator('#statistics [data-action="export"]').click()
    exported = json.loads(download.value.path().read_text(encoding="utf-8"))
    assert exported == kept
    chooser = page.locator('#statistics input[type="file"]')
    message = page.locator("#statistics .statistics-message")
    for bad in (b"{not json", json.dumps({"format": "other"}).encode(), json.dumps(damaged(kept)).encode()):
        chooser.set_input_files({"name": "bad.json", "mimeType": "application/json", "buffer": bad})
        expect(message).not_to_have_text("")
        assert statistics(page) == kept
        page.evaluate("() => { document.querySelector('#statistics .statistics-message').textContent = '' }")
    expect(cell(page, "rounds")).to_have_text("1")
    # Reset asks first: No keeps them, Yes erases them.
    page.locator('#statistics [data-action="reset"]').click()
    page.locator("#confirm button:not([data-answer])").click()
    assert statistics(page) == kept
    page.locator('#statistics [data-action="reset"]').click()
    page.locator('#confirm [data-answer="yes"]').click()
    expect(page.locator("#statistics .statistics-empty")).to_be_visible()
    assert statistics(page)["games"] == {}
    # The exported file brings them back.
    page.locator('#statistics input[type="file"]').set_input_files(download.value.path())
    expect(cell(page, "rounds")).to_have_text("1")
    assert statistics(page) == kept
    page.reload()
    wait_for_app(page)
    assert statistics(page) == kept


def damaged(data: dict) -> dict:
    """`data` with a tally that won more rounds than it played."""
    copy = json.loads(json.dumps(data))
    copy["games"]["scopa"]["easy"]["plain"]["roundsWon"] = 99
    return copy


def test_the_score_is_a_button_named_by_the_score_that_opens_the_statistics_by_keyboard(pages, site):
    """On a phone the toolbar has no room for Statistics: the score opens them, so it must be a real,
    focusable button, named by the points it shows and described as the statistics."""
    page = pages.new(reduced_motion="reduce", viewport={"width": 740, "height": 360}, has_touch=True, is_mobile=True)
    page.goto(f"{site.url}?seed={SEED}&level=easy")
    wait_for_app(page)
    wait_until_idle(page)
    expect(page.locator("#statistics-open")).to_be_hidden()
    score = page.locator("#bar .score")
    expect(score).to_have_role("button")
    expect(score).to_have_accessible_name(re.compile(r"^You 0 0 Computer Round 1 first to 11$"))
    expect(score).to_have_accessible_description("Statistics")
    score.focus()
    page.keyboard.press("Enter")
    expect(page.locator("#statistics")).to_be_visible()


def test_item13_resets_cancel_button_says_it_keeps_the_statistics(pages, site):
    page = open_page(pages, site)
    play_round(page, "scopa")
    page.locator("#statistics-open").click()
    page.locator('#statistics [data-action="reset"]').click()
    expect(page.locator("#confirm button:not([data-answer])")).to_have_text("Keep the statistics")
