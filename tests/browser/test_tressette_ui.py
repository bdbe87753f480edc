"""Tressette at the table in Chromium, for two and for four, checked against the engine.

Each test opens a seeded page, makes the moves that matter through the page (a click, a tap, a
refused card), plays the rest of the hand through the engine client and reloads (the page takes the
saved game up), then compares what the page shows and says with the engine's view, events and
summary. Pages run with reduced motion; no test reads a clock.
"""

from __future__ import annotations

import random
import re
from urllib.parse import parse_qs, urlparse

from playwright.sync_api import expect

from . import test_pass_and_play as pass_and_play
from .harness import Mirror, choose_in_menu, open_menu, wait_for_app
from .test_blind import announced, turn_on_by_the_skip_link
from .test_daily_ui import TODAY
from .test_i18n import card_names, messages, switch_language
from .test_review_table import WORDS, assert_step_drawn, costliest, open_review
from .test_scopa_ui import RECORD_REQUESTS, html, open_table, save_screenshot, wait_until_idle

PHONE = {"width": 390, "height": 844}


def ask(page, kind: str, **fields) -> dict:
    return page.evaluate(
        "([kind, fields]) => globalThis.mazzo.client.request(kind, { game: 'tressette', ...fields })", [kind, fields]
    )


def engine_view(page) -> dict:
    return ask(page, "view")["view"]


def place(page, name: str, player: int | None = None):
    seat = "" if player is None else f'[data-player="{player}"]'
    return page.locator(f'#table-cards button[data-place="{name}"]{seat}')


def play_through_the_client(page, until) -> dict:
    """Plays on through the engine client, behind the page's back (the first legal card at each turn of
    yours), until `until(view)`; returns the view then."""
    view = engine_view(page)
    while not until(view):
        view = ask(
            page, "play" if view["turn"] == 0 else "computer", **({"move": view["legal_moves"][0]} if view["turn"] == 0 else {})
        )["view"]
    return view


def reload(page) -> None:
    """Opens the page again, without the seed that would deal anew: it takes the saved game up."""
    page.evaluate(
        "() => { const url = new URL(location.href); url.searchParams.delete('seed'); history.replaceState(null, '', url); }"
    )
    page.reload()
    wait_for_app(page)
    wait_until_idle(page)
    page.evaluate(RECORD_REQUESTS)


def assert_page_shows(page, view: dict) -> None:
    """Your hand, the trick with who played each card, the stock, each pile and each seat's declarations: the engine's view."""
    seats = len(view["hand_sizes"])
    assert page.eval_on_selector_all("#hand-cards button[data-card]", "bs => bs.map((b) => b.dataset.card)") == view["hand"]
    trick = page.eval_on_selector_all(
        '#table-cards button[data-place="trick"]', "bs => bs.map((b) => [b.dataset.card, Number(b.dataset.player)])"
    )
    assert trick == [[card, (view["leader"] + i) % seats] for i, card in enumerate(view["trick"])]
    assert place(page, "stock").get_attribute("data-count") == str(view["stock_size"])
    for seat in range(seats):
        assert place(page, "pile", seat).get_attribute("data-count") == str(view["pile_sizes"][seat])
        shown = place(page, "declarations", seat)
        made = view["declarations"][seat]
        if made:
            assert shown.get_attribute("data-declarations") == " ".join(made)
        else:
            assert shown.count() == 0


def assert_count_is_the_summary(page, summary: dict) -> None:
    """The count shows the summary's lines, in its order, each side's value and points as the engine gives them
    (a side's declarations by name)."""
    panel = page.locator("#count")
    expect(panel).to_be_visible()
    assert panel.locator("tbody tr").evaluate_all("rows => rows.map((r) => r.dataset.line)") == [
        line["line"] for line in summary["lines"]
    ]
    for line in summary["lines"]:
        for side in (0, 1):
            cell = panel.locator(f'td[data-line="{line["line"]}"][data-player="{side}"]')
            value = line["values"][side]
            if isinstance(value, list):
                named = [messages(page, "en", "t.tressette.declaration(args[0], 'napoli')", made) for made in value]
                assert cell.locator(".value").inner_text() == (", ".join(named) if named else "none"), (line, side)
            else:
                assert cell.locator(".value").inner_text() == str(value), (line, side)
            points = None if line["points"] is None else str(line["points"][side])
            assert cell.locator(".points").get_attribute("data-points") == points, (line, side)


def test_a_hand_at_two_by_clicks_says_each_drawn_card_shows_the_declaration_and_counts_as_the_engine(pages, site):
    # Seed 3: you lead, and hold a Napoletana of batons, declared with your first card.
    page = open_table(pages, site, "?game=tressette&level=easy&seed=3")
    assert html(page, "game") == "tressette"
    view = engine_view(page)
    assert_page_shows(page, view)
    assert place(page, "stock").get_attribute("data-count") == "20"
    # By ear: the table's lines go to the log.
    turn_on_by_the_skip_link(page, "en")
    page.locator(f'#hand-cards button[data-card="{view["legal_moves"][0]}"]').click()
    page.wait_for_function("() => window.sentRequests.filter((r) => r.type === 'play').length === 1")
    wait_until_idle(page)
    view = engine_view(page)
    assert view["declarations"][0] == ["napoletana-C"]
    assert_page_shows(page, view)
    said = announced(page)
    declared = messages(page, "en", "t.tressette.announce.declaration(0, t.tressette.declaration('napoletana-C', 'napoli'), 3)")
    assert declared in said
    # Both cards drawn after the first trick are said, the computer's too: drawn in sight of both players.
    first, second = view["drawn"][:2]
    winner = view["tricks"][0]["winner"]
    names = card_names(page, "en", [first, second])
    drawn = [
        messages(page, "en", "t.tressette.announce.draw(args[0], args[1])", seat, name)
        for seat, name in zip((winner, 1 - winner), names, strict=True)
    ]
    assert [line for line in said if line in drawn] == drawn
    save_screenshot(page, "tressette-desktop-two")
    # The rest of the hand through the engine; the reload takes it up, and the count is the engine's, line by line.
    play_through_the_client(page, lambda view: view["round_over"])
    reload(page)
    assert_count_is_the_summary(page, ask(page, "summary")["summary"])
    save_screenshot(page, "tressette-count-two")


def test_a_card_off_the_suit_led_is_refused_naming_the_suit_and_a_reload_keeps_the_game(pages, site):
    page = open_table(pages, site, "?game=tressette&level=easy&seed=5")

    def must_follow(view: dict) -> bool:
        return view["turn"] == 0 and bool(view["trick"]) and len(view["legal_moves"]) < len(view["hand"])

    view = play_through_the_client(page, must_follow)
    reload(page)
    assert engine_view(page) == view
    assert_page_shows(page, view)
    led = view["trick"][0]
    wrong = next(card for card in view["hand"] if card not in view["legal_moves"])
    for lang in ("en", "it"):
        if lang == "it":
            switch_language(page, "it")
        page.locator(f'#hand-cards button[data-card="{wrong}"]').click()
        suit = messages(page, lang, "t.suitName(args[0], 'napoli')", led[-1])
        expected = messages(
            page,
            lang,
            "t.refusals.must_follow_suit({ card: args[0], suit: args[1] })",
            card_names(page, lang, [wrong])[0],
            suit,
        )
        expect(page.locator("#refusal")).to_contain_text(expected)
    assert engine_view(page) == view


def test_a_hand_at_four_by_taps_on_a_phone_shows_who_played_what_and_counts_as_the_engine(pages, site):
    page = open_table(
        pages, site, "?game=tressette&players=4&level=easy&seed=2", viewport=PHONE, has_touch=True, is_mobile=True
    )
    view = play_through_the_client(page, lambda view: view["turn"] == 0)
    reload(page)
    assert len(view["hand_sizes"]) == 4 and view["stock_size"] == 0
    assert_page_shows(page, view)
    page.locator(f'#hand-cards button[data-card="{view["legal_moves"][0]}"]').tap()
    page.wait_for_function("() => window.sentRequests.filter((r) => r.type === 'play').length === 1")
    wait_until_idle(page)
    view = engine_view(page)
    assert_page_shows(page, view)
    save_screenshot(page, "tressette-phone-four")
    page.set_viewport_size({"width": 844, "height": 390})
    wait_until_idle(page)
    save_screenshot(page, "tressette-phone-four-sideways")
    play_through_the_client(page, lambda view: view["round_over"])
    reload(page)
    summary = ask(page, "summary")["summary"]
    assert any(line["line"] == "declarations" and any(line["values"]) for line in summary["lines"]), "a side declared"
    assert_count_is_the_summary(page, summary)


def test_the_address_and_the_menu_choose_the_table_the_target_and_the_declarations(pages, site):
    page = open_table(pages, site, "?game=tressette&players=4&target=11&declarations=0&seed=3")
    view = engine_view(page)
    assert view["options"] == {"target": 11, "declarations": False, "players": 4} and len(view["hand_sizes"]) == 4
    menu = open_menu(page)
    expect(menu.locator('[data-option="game"] label:has(input:checked) .segment-label')).to_have_text("Tressette")
    for option, chosen in (("players", "4"), ("target", "11"), ("declarations", "false")):
        expect(menu.locator(f'[data-option="{option}"] input[value="{chosen}"]')).to_be_checked()
    expect(menu.locator('[data-option="napola"]')).to_have_count(0)
    page.keyboard.press("Escape")
    # From the menu: two players, to 31, with declarations; the next deal is so.
    choose_in_menu(page, {"players": "2", "target": "31", "declarations": "true"})
    page.wait_for_function("() => window.sentRequests.filter((r) => r.type === 'new_game').length === 1")
    wait_until_idle(page)
    view = engine_view(page)
    assert view["options"] == {"target": 31, "declarations": True} and len(view["hand_sizes"]) == 2


def test_the_review_draws_each_step_of_the_hand_on_the_tressette_table(pages, site):
    page = open_table(pages, site, "?game=tressette&level=easy&seed=3")
    play_through_the_client(page, lambda view: view["round_over"])
    reload(page)
    answer = open_review(page)
    assert_step_drawn(page, answer, 0)
    page.keyboard.press("ArrowRight")
    assert_step_drawn(page, answer, 1)
    # The table is Tressette's: its stock, never a briscola under it.
    expected = messages(page, "en", "t.tressette.stock(20)")
    expect(place(page, "stock")).to_have_attribute("aria-label", expected)
    # Each of the player's cards weighed by Hard, the costliest worded in points of the hand, as Scopa's.
    assert all(move["loss"] >= 0 and move["best"] for move in answer["moves"])
    worst = costliest(answer)
    page.locator(f'#review [data-action="jump"][data-step="{worst["step"]}"]').click()
    words = page.evaluate(WORDS, ["en", 2, "round", worst["loss"]])
    cost = page.locator("#review .cost").inner_text()
    assert cost.startswith(words["cost"]) and words["lost"] in cost and "point" in cost


def test_two_people_play_tressette_on_one_device_each_named_and_never_you(pages, site):
    page = pass_and_play.open_page(pages, site, "?seed=3&game=tressette", **pass_and_play.DESKTOP)
    pass_and_play.deal_together(page, "tressette", {}, ["Anna", "Bruno"])
    turns = 0
    while turns < 6:
        if pass_and_play.settle(page) == "passing":
            page.keyboard.press("Enter")
            continue
        view = pass_and_play.last_view(page)
        assert sorted(pass_and_play.hand_shown(page)) == sorted(view["hand"])
        before = pass_and_play.played(page)
        page.keyboard.press(str((view["hand"].index(view["legal_moves"][-1]) + 1) % 10))  # 0: the tenth card
        pass_and_play.wait_for_move_sent(page, before)
        turns += 1
    said = page.eval_on_selector_all("#mirror-log p", "lines => lines.map((line) => line.textContent)")
    assert any(re.match(r"(Anna|Bruno) (leads|answers with|takes the trick|draws|declares)", line) for line in said), said
    assert not [line for line in said if re.search(r"\b(you|your)\b|the computer", line, re.IGNORECASE)], said


def test_the_deal_of_the_day_of_tressette_ends_on_its_result_line_and_a_link_that_deals_it_again(pages, site):
    page = open_table(pages, site, "?game=tressette&level=easy&target=11")
    open_menu(page)
    page.locator('#menu [data-action="daily"]').click()
    page.wait_for_function("() => window.sentRequests.some((r) => r.type === 'new_game' && r.daily)")
    wait_until_idle(page)
    dealt = engine_view(page)
    today = page.evaluate(TODAY)
    seed = random.Random(f"mazzo:0:daily:tressette:{today}").randrange(2**53)
    # The same match here, your first legal card each turn: how many cards you play before your last.
    mirror = Mirror("tressette", seed, "easy", {"target": 11})
    assert mirror.view["hand"] == dealt["hand"]
    yours = 0
    while not mirror.view["game_over"]:
        if mirror.view["round_over"]:
            mirror.next_round()
            continue
        mirror.play(mirror.view["legal_moves"][0])
        yours += 1
    # All but your last card through the engine client (its hands dealt by it too), the last through the page.
    for _ in range(yours - 1):
        view = play_through_the_client(page, lambda view: view["turn"] == 0 or view["round_over"])
        while view["round_over"]:
            ask(page, "next_round")
            view = play_through_the_client(page, lambda view: view["turn"] == 0)
        ask(page, "play", move=view["legal_moves"][0])
    view = play_through_the_client(page, lambda view: view["turn"] == 0 or view["round_over"])
    if view["round_over"]:
        ask(page, "next_round")
    reload(page)
    view = engine_view(page)
    page.locator(f'#hand-cards button[data-card="{view["legal_moves"][0]}"]').click()
    expect(page.locator("#count .daily-result")).to_be_visible(timeout=60_000)
    line = page.locator("#count .daily-result").text_content()
    scores = mirror.view["scores"]
    assert line.startswith("mazzo Tressette, ") and f"{scores[0]}\u2013{scores[1]}" in line
    query = parse_qs(urlparse(page.locator('#count [data-action="share"]').get_attribute("data-link")).query)
    assert query["game"] == ["tressette"] and query["deal"] == [str(seed)] and query["players"] == ["2"]
