"""The coach at the table in Chromium: H (or the Hint button) shows the move Hard would make,
lit on the table and worded in the page's language; taking it is just playing it."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import expect

from . import test_scala_ui as scala40_ui
from .harness import ARTIFACTS, choose_in_menu, open_menu, play_round_in_the_engine, wait_for_app
from .test_scopa_ui import open_table, wait_until_idle
from .test_settings_room import choose, close_room
from .test_tripped_more import play_round_by_the_engine, switch_language

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
        "codes": bubble.locator(":scope > ul > li").evaluate_all("items => items.map((i) => i.dataset.code)"),
        "title": bubble.locator(":scope > p").inner_text(),
        "reasons": bubble.locator(":scope > ul > li").all_inner_texts(),
    }


@pytest.mark.parametrize(("game", "lang"), [("scopa", "it"), ("scala40", "ko"), ("briscola", "sw"), ("scopa", "en"), ("scopone", "fr"), ("tressette", "id")])
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


def test_item5_a_second_h_hides_the_hint_bubble_and_a_third_shows_it_again(pages, site):
    page = open_table(pages, site, "?game=scopa&seed=7")
    page.keyboard.press("h")
    move = shown_hint(page)["move"]
    page.keyboard.press("h")
    expect(page.locator("#hint")).to_be_hidden()
    assert page.locator("#hint").get_attribute("data-move") is None
    page.keyboard.press("h")
    assert shown_hint(page)["move"] == move


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


@pytest.mark.parametrize("game", ["briscola", "tressette"])
def test_practice_then_u_takes_back_the_move_and_the_computers_reply(pages, site, game):
    page = open_table(pages, site, f"?game={game}&seed=4&lang=it&practice=1")
    expect(page.locator("#undo")).to_be_visible()
    before = engine(page, "view", game)["view"]
    assert before["practice"] is True
    page.locator(f'#hand-cards button[data-card="{before["hand"][0]}"]').click()
    wait_until_idle(page)
    assert engine(page, "view", game)["view"]["history"] != before["history"]
    page.keyboard.press("u")
    page.wait_for_function("() => window.sentRequests.some((r) => r.type === 'undo')")
    wait_until_idle(page)
    after = engine(page, "view", game)["view"]
    assert after["history"] == before["history"] and after["hand"] == before["hand"] and after["assisted"] is True
    shown = page.eval_on_selector_all("#hand-cards button[data-card]", "bs => bs.map((b) => b.dataset.card)")
    assert shown == before["hand"]


def test_practice_in_the_menu_starts_a_practice_game_with_undo(pages, site):
    page = open_table(pages, site, "?game=scopa&seed=3&lang=ko")
    expect(page.locator("#undo")).to_be_hidden()
    choose_in_menu(page, {"practice": "true"})
    expect(page.locator("html")).to_have_attribute("data-practice", "1")
    expect(page.locator("#undo")).to_be_visible()
    wait_until_idle(page)
    assert engine(page, "view", "scopa")["view"]["practice"] is True
    # nothing played yet: undo says so, in the page's language
    page.keyboard.press("u")
    words = page.evaluate("async () => (await import('./ui/i18n/ko.js')).default.coach.nothingToUndo")
    expect(page.locator("#refusal")).to_have_text(words)


def test_an_embedding_page_can_turn_hints_and_practice_off(pages, site):
    page = open_table(pages, site, "?game=scopa&seed=3&hints=0&practice=0")
    for tool in ("hint-tool", "undo"):
        expect(page.locator(f"#{tool}")).to_be_hidden()
    page.keyboard.press("h")
    page.keyboard.press("u")
    assert page.evaluate("() => window.sentRequests.filter((r) => ['hint', 'undo'].includes(r.type)).length") == 0
    expect(page.locator("#hint")).to_be_hidden()
    # The menu offers no practice either.
    open_menu(page)
    expect(page.locator('#menu [data-option="level"]')).to_be_visible()
    expect(page.locator('#menu [data-option="practice"]')).to_have_count(0)


# The review's words in a language, around the moves (worded by coach-words.js, tested with the hint):
# what comes before and after the move in the first step's line, and before the better move in the
# costliest move's cost (its loss in the game's unit, as review.js rounds it).
REVIEW_WORDS = """async ([lang, total, player, unit, loss]) => {
  const words = (await import(`./ui/i18n/${lang}.js`)).default.coach.review;
  const around = (text) => [text.split("\\u0001")[0], text.split("\\u0001").at(-1)];
  const points = loss === null ? 0 : loss < 0.25 ? 0 : unit === "round" && loss < 0.75 ? 0.5 : Math.max(1, Math.round(loss));
  return {
    title: words.title, previous: words.previous, next: words.next,
    step: around(words.step(1, total, words.who(player, 2), "\\u0001")),
    cost: loss === null ? null : words.cost(words.lost(unit, points), "\\u0001").split("\\u0001")[0],
  };
}"""


def assert_review_lists_the_costliest(review, answer: dict) -> list[dict]:
    """The review offers the round's three costliest moves by Hard's evaluation; the first shows its step."""
    costly = sorted((m for m in answer["moves"] if m["loss"] > 0), key=lambda m: -m["loss"])[:3]
    jumps = review.locator('[data-action="jump"]')
    listed = jumps.evaluate_all("buttons => buttons.map((b) => Number(b.dataset.step))")
    assert listed == [m["step"] for m in costly]
    if costly:
        jumps.first.click()
        expect(review).to_have_attribute("data-step", str(costly[0]["step"]))
    return costly


def test_scala40s_review_lists_the_costliest_moves_by_hards_evaluation_in_penalty_points(pages, site):
    seed = 4
    page = scala40_ui.open_table(pages, site, seed)
    # The round is only the way to its review: played in the page's engine, the page then opened again on its count.
    mirror = scala40_ui.Mirror(seed)
    play_round_in_the_engine(page, mirror, lambda turn: scala40_ui.varied_move(mirror.view, turn))
    page.goto(site.url + "?game=scala40")
    wait_for_app(page)
    page.locator('#count [data-action="review"]').click()
    review = page.locator("#review")
    expect(review).to_be_visible()
    answer = engine(page, "review", "scala40")
    assert all("loss" in move and "best" in move for move in answer["moves"])
    costly = assert_review_lists_the_costliest(review, answer)
    assert costly  # the varied discards cost something
    words = page.evaluate(REVIEW_WORDS, ["en", len(answer["steps"]), 0, "penalty", costly[0]["loss"]])
    cost = review.locator(".cost").inner_text()
    assert cost.startswith(words["cost"]) and "penalty point" in cost


def briscolas_count(pages, site, query: str = "", **context):
    """Briscola's hand of seed 2 on its count: the hand is only the way there, so the page's engine plays it (the
    human its first legal card) and the page opens again without the seed, on the finished match's count."""
    page = open_table(pages, site, f"?game=briscola&seed=2{query}", **context)
    play_round_by_the_engine(page, "briscola", reopen=f"{site.url}?game=briscola{query}")
    return page


def test_the_count_opens_the_review_of_the_round_step_by_step(pages, site):
    """In each language in turn on one page, switched as the player does, the review opened again from the count."""
    page = briscolas_count(pages, site)
    for lang in ("en", "it", "ko"):
        switch_language(page, lang)
        page.locator('#count [data-action="review"]').click()
        review = page.locator("#review")
        expect(review).to_be_visible()
        answer = engine(page, "review", "briscola")
        assert review.get_attribute("data-step") == "0", lang
        costly = sorted((m for m in answer["moves"] if m["loss"] > 0), key=lambda m: -m["loss"])[:1]
        first = costly[0] if costly else {"loss": None, "step": 0}
        words = page.evaluate(REVIEW_WORDS, [lang, len(answer["steps"]), answer["steps"][0]["player"], "cards", first["loss"]])
        expect(review.locator("h2")).to_have_text(words["title"])
        step_line = review.locator(".step").inner_text()
        assert step_line.startswith(words["step"][0]) and step_line.endswith(words["step"][1]), (lang, step_line)
        if lang == "en":
            assert step_line.startswith("Move 1 of 40 · The computer: play the ")
        expect(review.locator('[data-action="previous"]')).to_have_text(words["previous"])
        expect(review.locator('[data-action="next"]')).to_have_text(words["next"])
        hands = answer["steps"][0]["before"]["hands"]
        assert len(hands) == 2 and all(len(hand) == 3 for hand in hands), lang
        shown = page.eval_on_selector_all("#hand-cards button[data-card]", "bs => bs.map((b) => b.dataset.card)")
        assert shown == hands[0] and page.locator("#seat-1").get_attribute("data-cards") == " ".join(hands[1]), lang
        page.keyboard.press("ArrowRight")
        expect(review).to_have_attribute("data-step", "1")
        page.keyboard.press("ArrowLeft")
        expect(review).to_have_attribute("data-step", "0")
        assert assert_review_lists_the_costliest(review, answer)[:1] == costly, lang
        if costly:
            assert review.locator(".cost").inner_text().startswith(words["cost"]), lang
        review.locator('[data-action="close"]').click()
        expect(review).to_be_hidden()
        expect(page.locator("#count")).to_be_visible()


def test_the_odds_are_off_by_default_and_once_on_list_every_legal_move_best_first_with_the_hint(pages, site):
    page = open_table(pages, site, "?game=scopa&seed=7&lang=it")
    page.keyboard.press("h")
    shown_hint(page)
    expect(page.locator("#hint .odds")).to_have_count(0)
    assert page.evaluate("() => window.sentRequests.filter((r) => r.type === 'odds').length") == 0
    page.keyboard.press("h")
    choose(page, "showOdds", True)
    close_room(page)
    page.keyboard.press("h")
    shown_hint(page)
    view = engine(page, "view", "scopa")["view"]
    odds = engine(page, "odds", "scopa")
    best_first = sorted(odds["moves"], key=lambda entry: -entry["points"])
    lines = page.locator("#hint .odds li")
    expect(lines).to_have_count(len(view["legal_moves"]))
    assert lines.evaluate_all("items => items.map((i) => i.dataset.move)") == [entry["move"] for entry in best_first]
    assert all("±" in text for text in lines.all_inner_texts())
    assert view["assisted"] is True


def hint_with_the_odds_on(pages, site, query: str):
    """The table of ``query``, the odds turned on in the settings and H pressed: the page, its hint on show."""
    page = open_table(pages, site, query)
    choose(page, "showOdds", True)
    close_room(page)
    page.keyboard.press("h")
    shown_hint(page)
    return page


def test_scala40_has_no_odds_and_its_hint_shows_as_before(pages, site):
    page = hint_with_the_odds_on(pages, site, "?game=scala40&seed=7")
    expect(page.locator("#hint .odds")).to_have_count(0)


def test_near_a_matchs_end_each_odds_line_adds_the_moves_chance_to_win_the_match(pages, site):
    page = hint_with_the_odds_on(pages, site, "?game=briscola&seed=7&lang=en")  # one hand won wins the match: always near its end
    odds = engine(page, "odds", "briscola")
    assert odds["match_deals"] > 1 and any(entry["going_on"] < 1 for entry in odds["moves"])
    lines = page.locator("#hint .odds li")
    expect(lines).to_have_count(len(odds["moves"]))
    texts = dict(zip(lines.evaluate_all("items => items.map((i) => i.dataset.move)"), lines.all_inner_texts(), strict=True))
    for entry in odds["moves"]:
        win, error = round(entry["win"] * 100), round(entry["win_error"] * 100)
        # The figure and its error never part at a line's end: no-break spaces round the ±.
        assert texts[entry["move"]].endswith(f"; chance to win the match {win}%\u00a0±\u00a0{error}"), texts[entry["move"]]


def test_far_from_a_matchs_end_the_odds_lines_give_points_only(pages, site):
    page = hint_with_the_odds_on(pages, site, "?game=scopa&seed=7&lang=en&target=31")
    assert "match_deals" not in engine(page, "odds", "scopa")
    lines = page.locator("#hint .odds li")
    expect(lines.first).to_be_visible()
    assert not any("match" in text for text in lines.all_inner_texts())


def test_item10_the_reviews_costliest_buttons_name_the_card_played_and_are_44_px_at_least(pages, site):
    """In each language in turn on one page, switched as the player does, the review opened again from the count."""
    page = briscolas_count(pages, site, viewport={"width": 390, "height": 844}, is_mobile=True, has_touch=True)
    for lang, card_word in (("en", r"\bof\b"), ("it", r"\bdi\b")):
        switch_language(page, lang)
        page.locator('#count [data-action="review"]').click()
        review = page.locator("#review")
        expect(review).to_be_visible()
        jumps = review.locator('[data-action="jump"]')
        assert jumps.count() > 0, lang
        for i in range(jumps.count()):
            jump = jumps.nth(i)
            text = jump.inner_text().strip()
            # The card played, named ("7 of coins"), not the bare step number.
            assert re.search(card_word, text) and not text.isdigit(), (lang, text)
            assert text in (jump.get_attribute("aria-label") or ""), (lang, jump.get_attribute("aria-label"))
            box = jump.bounding_box()
            assert box and box["width"] >= 44 and box["height"] >= 44, (lang, text, box)
        ARTIFACTS.mkdir(exist_ok=True)
        page.screenshot(path=ARTIFACTS / f"review-costliest-phone-{lang}.png")
        review.locator('[data-action="close"]').click()
        expect(review).to_be_hidden()
