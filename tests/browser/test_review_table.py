"""The review of a round on the table (issue 3.2): each step drawn as it was (every hand face up, the
move played lit with a check, the better one with a star), stepping forwards and back, closing back to
the round's end and its count; the cost in each game's unit; the players named as the table names
them; a compact panel that fits a phone upright and sideways; the toolbar's Review."""

from __future__ import annotations

import pytest
from axe_playwright_python.sync_playwright import Axe
from playwright.sync_api import expect

from . import test_four_ui as four
from . import test_scopa_ui as scopa_ui
from .test_coach_ui import briscolas_count, engine
from .test_i18n import LANGUAGES, OVERFLOWS, switch_language
from .test_scopa_ui import open_table, wait_until_idle
from .test_tripped_more import play_round_by_the_engine

SERIOUS = ("serious", "critical")
MIN_TAP = 44

# What the table shows, through its buttons: your hand, the table's cards, each other hand (face up
# in a review's step), with the cards lit (data-lit), and the review's step, move and better move.
TABLE = """() => {
  const cards = (group) => [...document.querySelectorAll(`#${group}-cards button[data-card]`)]
    .map((b) => ({ card: b.dataset.card, lit: b.dataset.lit ?? null }));
  const review = document.getElementById("review");
  return {
    hand: cards("hand"), table: cards("table"),
    seats: [...document.querySelectorAll("#seats .seat")].map((s) => ({
      seat: Number(s.id.slice(5)), count: s.dataset.count, cards: s.dataset.cards ?? null, lit: s.dataset.lit ?? null,
      label: s.getAttribute("aria-label"),
    })),
    open: review.open, step: review.dataset.step ?? null, move: review.dataset.move ?? null,
    better: review.dataset.better ?? null,
  };
}"""

# The review's words in a language: who a seat is, what a hand face up says before its cards, and
# the cost of a loss in a game's unit, as review.js rounds it.
WORDS = """async ([lang, seats, unit, loss]) => {
  const words = (await import(`./ui/i18n/${lang}.js`)).default.coach.review;
  const points = loss < 0.25 ? 0 : unit === "round" && loss < 0.75 ? 0.5 : Math.max(1, Math.round(loss));
  return {
    who: [0, 1, 2, 3].slice(0, seats).map((seat) => words.who(seat, seats)),
    holds: [0, 1, 2, 3].slice(0, seats).map((seat) => words.holds(seat, seats, ["\\u0001"]).split("\\u0001")[0]),
    lost: words.lost(unit, points),
    cost: words.cost(words.lost(unit, points), "\\u0001").split("\\u0001")[0],
    notYet: words.notYet,
  };
}"""


def open_review(page) -> dict:
    page.locator('#count [data-action="review"]').click()
    # The engine weighs every move of the hand first (Tressette's twenty: about 0.7 CPU-seconds natively), longer
    # than an expectation's default on a loaded machine.
    expect(page.locator("#review")).to_be_visible(timeout=scopa_ui.ENGINE_LIMIT_MS)
    return engine(page, "review", page.locator("html").get_attribute("data-game"))


def shown(page) -> dict:
    return page.evaluate(TABLE)


def costliest(answer: dict) -> dict:
    return max((m for m in answer["moves"] if m["loss"] > 0), key=lambda m: m["loss"])


def assert_step_drawn(page, answer: dict, at: int) -> None:
    """The table shows step `at` as it was: every hand (yours as buttons, the others face up), the
    table's cards, the move played lit with a check, the better move (if any) with a star."""
    expect(page.locator("#review")).to_have_attribute("data-step", str(at))
    step = answer["steps"][at]
    before, table = step["before"], shown(page)
    # Your hand as the table holds it (at a table of four, in order of rank), the cards it held.
    assert sorted(c["card"] for c in table["hand"]) == sorted(before["hands"][0])
    for seat, hand in enumerate(before["hands"][1:], start=1):
        node = next((s for s in table["seats"] if s["seat"] == seat), None)
        assert (node["cards"] if node else "") == " ".join(hand), seat
    if isinstance(before.get("table"), list) and all(isinstance(card, str) for card in before["table"]):
        assert sorted(c["card"] for c in table["table"]) == sorted(before["table"])
    played = step["move"].split("x")[0]
    if step["player"] == 0:
        assert {c["card"]: c["lit"] for c in table["hand"]}[played] == "select"
    else:
        assert played in next(s for s in table["seats"] if s["seat"] == step["player"])["lit"].split()
    verdict = next((m for m in answer["moves"] if m["step"] == at), None)
    if verdict and verdict["loss"] > 0:
        assert table["better"] == verdict["best"]
        better = verdict["best"].split("x")[0]
        if better != played:
            assert {c["card"]: c["lit"] for c in table["hand"]}[better] == "hint"


def test_the_review_draws_each_step_on_the_table_and_closing_puts_back_the_rounds_end(pages, site):
    page = briscolas_count(pages, site)
    end = shown(page)
    screen = page.locator("html").get_attribute("data-screen")
    answer = open_review(page)
    expect(page.locator("#count")).to_be_hidden()
    expect(page.locator("html")).to_have_attribute("data-screen", "reviewing")
    assert_step_drawn(page, answer, 0)
    page.keyboard.press("ArrowRight")
    assert_step_drawn(page, answer, 1)
    assert shown(page)["hand"] != end["hand"]
    page.keyboard.press("ArrowRight")
    assert_step_drawn(page, answer, 2)
    page.keyboard.press("ArrowLeft")
    assert_step_drawn(page, answer, 1)
    worst = costliest(answer)
    page.locator(f'#review [data-action="jump"][data-step="{worst["step"]}"]').click()
    assert_step_drawn(page, answer, worst["step"])
    page.keyboard.press("Escape")
    expect(page.locator("#review")).to_be_hidden()
    expect(page.locator("#count")).to_be_visible()
    expect(page.locator("html")).to_have_attribute("data-screen", screen)
    after = shown(page)
    assert (after["hand"], after["table"], after["seats"]) == (end["hand"], end["table"], end["seats"])


def test_the_cost_is_worded_in_briscolas_card_points(pages, site):
    """In each language in turn on one page, switched in the settings room (the count put aside and brought back), the
    review opened again from the count."""
    page = briscolas_count(pages, site)
    for lang in ("en", "it", "ko"):
        if lang != "en":
            page.keyboard.press("Escape")
            expect(page.locator("#count")).to_be_hidden()
            switch_language(page, lang)
            page.locator("#count-again").click()
            expect(page.locator("#count")).to_be_visible()
        answer = open_review(page)
        worst = costliest(answer)
        page.locator(f'#review [data-action="jump"][data-step="{worst["step"]}"]').click()
        words = page.evaluate(WORDS, [lang, 2, "cards", worst["loss"]])
        cost = page.locator("#review .cost").inner_text()
        assert cost.startswith(words["cost"]) and words["lost"] in cost, (lang, cost)
        if lang == "en":
            assert "card point" in cost, cost
        assert page.locator("#review .reasons li").count() == len(worst["reasons"]), lang
        page.keyboard.press("Escape")
        expect(page.locator("#count")).to_be_visible()


def test_scopa_for_four_names_each_seat_as_the_table_does_and_words_the_cost_in_round_points(pages, site):
    seed = 12
    mirror = four.scopa_for_four(seed)
    page = open_table(pages, site, f"?game=scopa&players=4&seed={seed}")
    four.play_round(page, mirror, scopa_ui.click_move)
    answer = open_review(page)
    names = page.evaluate(WORDS, ["en", 4, "round", 0])
    assert names["who"][1:] == ["The opponent on your right", "Your partner", "The opponent on your left"]
    for at in range(4):
        page.locator('#review [data-action="jump"]').first.wait_for()
        player = answer["steps"][at]["player"]
        while page.locator("#review").get_attribute("data-step") != str(at):
            page.keyboard.press("ArrowRight" if int(page.locator("#review").get_attribute("data-step")) < at else "ArrowLeft")
        assert_step_drawn(page, answer, at)
        assert page.locator("#review .step").inner_text().split(" · ", 1)[1].startswith(f"{names['who'][player]}:")
        for seat in (1, 2, 3):
            label = page.locator(f"#seat-{seat}").get_attribute("aria-label")
            assert label.startswith(names["holds"][seat]), label
    worst = costliest(answer)
    page.locator(f'#review [data-action="jump"][data-step="{worst["step"]}"]').click()
    words = page.evaluate(WORDS, ["en", 4, "round", worst["loss"]])
    cost = page.locator("#review .cost").inner_text()
    assert cost.startswith(words["cost"]) and words["lost"] in cost
    assert any(unit in words["lost"] for unit in ("point", "points"))


PHONES = [{"width": 390, "height": 844}, {"width": 844, "height": 390}]


@pytest.mark.parametrize("viewport", PHONES, ids=["upright", "sideways"])
def test_the_panel_fits_a_phone_in_every_language_and_leaves_the_table_in_sight(pages, site, viewport):
    """At the costliest step (a cost and its reasons: the longest words), in each of the six languages."""
    page = briscolas_count(pages, site, viewport=viewport, is_mobile=True, has_touch=True)
    worst = costliest(open_review(page))
    page.locator('#review [data-action="close"]').tap()
    page.locator('#count [data-action="aside"]').tap()  # the count put aside: the toolbar is at hand
    expect(page.locator("#count")).to_be_hidden()
    for lang in LANGUAGES:
        switch_language(page, lang)
        page.locator('#toolbar [data-intent="review"]').tap()
        page.locator(f'#review [data-action="jump"][data-step="{worst["step"]}"]').tap()
        expect(page.locator("#review .reasons")).to_be_visible()
        assert_fits_beside_the_table(page, viewport, lang)
        page.locator('#review [data-action="close"]').tap()
        page.locator('#count [data-action="aside"]').tap()
        expect(page.locator("#count")).to_be_hidden()


def assert_fits_beside_the_table(page, viewport: dict, lang: str) -> None:
    """The open review's panel inside the screen, nothing in it clipped, its buttons big enough for a
    finger, and your cards clear of it."""
    panel = page.locator("#review").bounding_box()
    assert panel["x"] >= 0 and panel["y"] >= 0
    right, bottom = panel["x"] + panel["width"], panel["y"] + panel["height"]
    assert right <= viewport["width"] + 0.5 and bottom <= viewport["height"] + 0.5, lang
    for button in page.locator("#review button").all():
        box = button.bounding_box()
        assert box["height"] >= MIN_TAP and box["y"] + box["height"] <= viewport["height"] + 0.5, (lang, button.inner_text())
    said = page.locator("#review .said")
    assert said.evaluate("(s) => s.scrollHeight <= s.clientHeight + 1"), lang  # nothing clipped
    assert page.evaluate(OVERFLOWS) == [], lang
    for card in page.locator("#hand-cards button").all():  # the table's cards stay clear of the panel
        box = card.bounding_box()
        clear = box["y"] + box["height"] <= panel["y"] + 0.5 or box["x"] + box["width"] <= panel["x"] + 0.5
        assert clear, (lang, card.get_attribute("data-card"))


def test_the_review_on_the_table_has_no_serious_axe_problem(pages, site):
    page = briscolas_count(pages, site, "&lang=fr")
    answer = open_review(page)
    page.locator(f'#review [data-action="jump"][data-step="{costliest(answer)["step"]}"]').click()
    violations = Axe().run(page).response["violations"]
    assert [v["id"] for v in violations if v["impact"] in SERIOUS] == []


def test_the_toolbars_review_says_why_not_during_a_round_and_opens_the_finished_rounds(pages, site):
    page = open_table(pages, site, "?game=briscola&seed=2&lang=it")
    tool = page.locator('#toolbar [data-intent="review"]')
    expect(tool).to_be_visible()
    tool.click()
    words = page.evaluate(WORDS, ["it", 2, "cards", 0])
    expect(page.locator("#refusal")).to_have_text(words["notYet"])
    expect(page.locator("#review")).to_be_hidden()
    # The hand is only the way to its end: the page's engine plays it, and the page opens again on the count.
    play_round_by_the_engine(page, "briscola", reopen=site.url + "?game=briscola&lang=it")
    page.locator('#count [data-action="aside"]').click()  # the count put aside: the toolbar is at hand
    expect(page.locator("#count")).to_be_hidden()
    tool.click()
    expect(page.locator("#review")).to_be_visible()
    expect(page.locator("#review")).to_have_attribute("data-step", "0")
    page.locator('#review [data-action="close"]').click()
    expect(page.locator("#review")).to_be_hidden()
    expect(page.locator("#count")).to_be_visible()


def test_without_hints_there_is_no_review(pages, site):
    page = briscolas_count(pages, site, "&hints=0")
    expect(page.locator('#toolbar [data-intent="review"]')).to_have_count(1)
    expect(page.locator('#toolbar [data-intent="review"]')).to_be_hidden()
    expect(page.locator('#count [data-action="review"]')).to_have_count(0)
    wait_until_idle(page)
