"""The coach at the table in Chromium: H (or the Hint button) shows the move Hard would make,
lit on the table and worded in the page's language; taking it is just playing it."""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from .test_scopa_ui import open_table, wait_until_idle

# The words the page should show for a hint, from the language's message file: card names as the
# game names them (Scala 40's French cards, else the Italian cards in the Napoli style).
EXPECTED_WORDS = """async ([lang, game, hint]) => {
  const t = (await import(`./ui/i18n/${lang}.js`)).default;
  const name = game === "scala40" ? (c) => t.scala40.cardName(c)
    : (c) => t.cardName({ value: "A234567JQK".indexOf(c[0]) + 1, suit: c[1] }, "napoli");
  const cards = (text) => text.match(/JK|[A2-9TJQK][DHSC]/g) ?? [];
  const word = (value) => typeof value === "string" ? (cards(value).length === 1 ? name(value) : cards(value).map(name))
    : Array.isArray(value) ? value.map(name) : value;
  const reasons = hint.reasons.map(({ code, ...params }) => {
    const say = t.coach.reasons[code];
    return typeof say === "function" ? say(Object.fromEntries(Object.entries(params).map(([k, v]) => [k, word(v)]))) : say;
  });
  const first = hint.move.split(" ")[0];
  const verb = /^[a-z]+$/.test(first) ? first : hint.move.includes("x") ? "capture" : "play";
  return { title: t.coach.title(t.coach.moves[verb](cards(hint.move).map(name))), reasons };
}"""


def engine(page, request: str, game: str) -> dict:
    return page.evaluate(f"(game) => globalThis.mazzo.client.request('{request}', {{ game }})", game)


def shown_hint(page) -> dict:
    bubble = page.locator("#hint")
    expect(bubble).to_be_visible()
    return {
        "move": bubble.get_attribute("data-move"),
        "codes": bubble.locator("li").evaluate_all("items => items.map((i) => i.dataset.code)"),
        "title": bubble.locator("p").inner_text(),
        "reasons": bubble.locator("li").all_inner_texts(),
    }


@pytest.mark.parametrize(("game", "lang"), [("scopa", "it"), ("scala40", "ko"), ("briscola", "sw"), ("scopa", "en")])
def test_h_shows_a_legal_hint_worded_in_the_pages_language(pages, site, game, lang):
    page = open_table(pages, site, f"?game={game}&seed=7&lang={lang}")
    expect(page.locator('#toolbar [data-intent="hint"]')).to_be_visible()
    page.keyboard.press("h")
    hint = shown_hint(page)
    view = engine(page, "view", game)["view"]
    asked = engine(page, "hint", game)
    assert hint["move"] == asked["move"] and hint["move"] in view["legal_moves"]
    assert hint["codes"] == [reason["code"] for reason in asked["reasons"]]
    words = page.evaluate(EXPECTED_WORDS, [lang, game, asked])
    assert hint["title"] == words["title"] and hint["reasons"] == words["reasons"]
    assert page.locator("#hint").get_attribute("aria-live") == "polite"


def test_the_hint_button_then_the_hinted_card_plays_the_hint(pages, site):
    page = open_table(pages, site, "?game=briscola&seed=4&lang=fr")
    page.locator('#toolbar [data-intent="hint"]').click()
    move = shown_hint(page)["move"]
    page.locator(f'#hand-cards button[data-card="{move}"]').click()
    expect(page.locator("#hint")).to_be_hidden()  # the hint goes with the turn
    wait_until_idle(page)
    played = page.evaluate("() => window.sentRequests.filter((r) => r.type === 'play').map((r) => r.move)")
    assert played == [move]
    history = engine(page, "view", "briscola")["view"]["history"]
    assert [0, move] in history
