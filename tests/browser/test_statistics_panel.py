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
from .test_i18n import messages
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
    """The score opens the statistics, as the toolbar's Statistics does, so it must be a real,
    focusable button, named by the points it shows and described as the statistics."""
    page = pages.new(reduced_motion="reduce", viewport={"width": 740, "height": 360}, has_touch=True, is_mobile=True)
    page.goto(f"{site.url}?seed={SEED}&level=easy")
    wait_for_app(page)
    wait_until_idle(page)
    score = page.locator("#bar .score")
    expect(score).to_have_role("button")
    expect(score).to_have_accessible_name(re.compile(r"^You 0 0 Computer Round 1 first to 11$"))
    expect(score).to_have_accessible_description("Statistics")
    score.focus()
    page.keyboard.press("Enter")
    expect(page.locator("#statistics")).to_be_visible()


#: Five matches at Easy, oldest first: won by 1, lost by 7, won by 11, won by 4, lost by 2.
RESULTS = [(True, 11, 10), (False, 4, 11), (True, 16, 5), (True, 12, 8), (False, 9, 11)]

CHART_PIXELS = """([colours, felt]) => {
  const canvas = document.querySelector('#statistics canvas.statistics-chart');
  const { data, width, height } = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height);
  const near = (i, [r, g, b]) => Math.abs(data[i] - r) + Math.abs(data[i + 1] - g) + Math.abs(data[i + 2] - b) < 12;
  const counts = colours.map((colour) => { let n = 0; for (let i = 0; i < data.length; i += 4) if (near(i, colour)) n++; return n; });
  // The scale's labels: anything but the felt in the left edge, away from the line in the middle.
  const scale = window.devicePixelRatio || 1;
  let marks = 0;
  for (let y = 0; y < height; y++) {
    if (Math.abs(y - height / 2) < 3 * scale) continue;
    for (let x = Math.round(4 * scale); x < Math.round(20 * scale); x++) if (!near((y * width + x) * 4, felt)) marks++;
  }
  return { counts, marks };
}"""


def test_14_the_results_chart_has_a_scale_and_a_legend_in_the_language_in_use(pages, site):
    page = pages.new(reduced_motion="reduce", viewport={"width": 1280, "height": 800})
    page.goto(f"{site.url}?seed={SEED}&level=easy&lang=it")
    wait_for_app(page)
    wait_until_idle(page)
    feats = page.evaluate("async () => Object.keys((await import('./engine/statistics.js')).GAMES.scopa.feats)")
    tally = {
        "matches": 5, "matchesWon": 3, "rounds": 12, "roundsWon": 7, "streak": 0, "bestStreak": 2, "points": 52,
        "feats": dict.fromkeys(feats, 0),
        "results": [{"day": "2026-11-2" + str(i), "won": won, "scores": [mine, theirs]} for i, (won, mine, theirs) in enumerate(RESULTS)],
    }
    ask(page, "statistics_import", statistics={**statistics(page), "games": {"scopa": {"easy": {"plain": tally}}}})
    page.locator("#statistics-open").click()
    legend = page.locator("#statistics figure.statistics-figure figcaption")
    expect(legend).to_be_visible()
    keys = legend.locator(".legend-key")
    assert [keys.nth(i).get_attribute("data-outcome") for i in range(keys.count())] == ["won", "lost"]
    for i, outcome in enumerate(["won", "lost"]):
        expect(keys.nth(i)).to_have_text(messages(page, "it", f"t.statistics.legend.{outcome}"))
    expect(legend.locator(".legend-axes")).to_have_text(messages(page, "it", "t.statistics.legend.axes(args[0])", len(RESULTS)))
    # The swatches wear the bars' colours, and the chart has bars of both, and its scale at the left.
    swatches = [
        [int(part) for part in re.findall(r"\d+", keys.nth(i).locator(".swatch").evaluate("(e) => getComputedStyle(e).backgroundColor"))][:3]
        for i in range(2)
    ]
    drawn = page.evaluate(CHART_PIXELS, [swatches, [0x0F, 0x4A, 0x26]])
    assert all(count > 50 for count in drawn["counts"]), f"bars of each colour: {drawn}"
    assert drawn["marks"] > 20, "the scale's numbers are written at the left of the chart"


def test_item13_resets_cancel_button_says_it_keeps_the_statistics(pages, site):
    page = open_page(pages, site)
    play_round(page, "scopa")
    page.locator("#statistics-open").click()
    page.locator('#statistics [data-action="reset"]').click()
    expect(page.locator("#confirm button:not([data-answer])")).to_have_text("Keep the statistics")
