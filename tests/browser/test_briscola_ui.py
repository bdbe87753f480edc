"""The Briscola table in Chromium: played by keys and by taps, checked against the engine.

As for Scopa (test_scopa_ui.py), every page opens with a seed and the test replays the same
game in this process (harness.Mirror), so what the page shows after every turn (your hand,
the trick, the stock and the briscola under it, both won piles, the last trick, the points)
is compared with the engine's own view. Pages run with reduced motion; no test reads a clock.
"""

from __future__ import annotations

import json

from playwright.sync_api import expect
from test_rules_pages import section_text, source

from .harness import Mirror, choose_in_menu, open_menu, switch_to_game, wait_for_app
from .test_i18n import card_names
from .test_offline_embed import ask
from .test_scopa_ui import MIN_TAP, PHONE_LANDSCAPE, PHONE_PORTRAIT, RECORD_NEWS, html, open_table, wait_until_idle
from .test_tripped_more import play_round_by_the_engine

LEVEL = "normal"


class BriscolaMirror(Mirror):
    def __init__(self, seed: int, level: str = LEVEL, **options) -> None:
        super().__init__("briscola", seed, level, options)


def engine_view(page) -> dict:
    return page.evaluate("() => globalThis.mazzo.client.request('view', { game: 'briscola' })")["view"]


def sent_moves(page) -> list[str]:
    return page.evaluate("() => window.sentRequests.filter((r) => r.type === 'play').map((r) => r.move)")


def hand_button(page, card: str):
    return page.locator(f'#hand-cards button[data-card="{card}"]')


def place(page, name: str, player: int | None = None):
    seat = "" if player is None else f'[data-player="{player}"]'
    return page.locator(f'#table-cards button[data-place="{name}"]{seat}')


def assert_page_shows(page, view: dict) -> None:
    """Everything the table shows, as its buttons say it, is the engine's view."""
    assert page.eval_on_selector_all("#hand-cards button[data-card]", "bs => bs.map((b) => b.dataset.card)") == view["hand"]
    trick = page.eval_on_selector_all('#table-cards button[data-place="trick"]', "bs => bs.map((b) => b.dataset.card)")
    assert trick == view["trick"]
    stock = place(page, "stock")
    assert stock.get_attribute("data-count") == str(view["stock_size"])
    assert stock.get_attribute("data-briscola") == (view["briscola"] if view["briscola_in_stock"] else None)
    last = view["last_trick"]
    for player in (0, 1):
        pile = place(page, "pile", player)
        assert pile.get_attribute("data-count") == str(view["pile_sizes"][player])
        assert pile.get_attribute("data-last-trick") == (" ".join(last["cards"]) if last and last["winner"] == player else None)
        assert pile.get_attribute("data-points") == (None if view["points"] is None else str(view["points"][player]))
    seat = page.locator("#seat-1")
    if view["opponent_hand_size"]:
        assert seat.get_attribute("data-count") == str(view["opponent_hand_size"])
    else:
        assert seat.count() == 0
    assert page.locator("#score-0").inner_text() == str(view["scores"][0])
    assert page.locator("#score-1").inner_text() == str(view["scores"][1])
    assert html(page, "turn") == ("over" if view["round_over"] else "human")


def varied_move(view: dict, turn: int) -> str:
    moves = view["legal_moves"]
    return moves[(turn * 7) % len(moves)]


def key_move(page, view: dict, move: str) -> None:
    page.keyboard.press(str(view["hand"].index(move) + 1))


def tap_move(page, view: dict, move: str) -> None:
    hand_button(page, move).tap()


def play_hand(page, mirror: Mirror, make_move, every_turn=assert_page_shows) -> None:
    """Plays the hand to its count (Briscola's, or Tressette's with its own `every_turn`), checking after every turn
    that the page shows the engine's game."""
    turn = 0
    while not mirror.view["round_over"]:
        wait_until_idle(page)
        every_turn(page, mirror.view)
        move = varied_move(mirror.view, turn)
        make_move(page, mirror.view, move)
        mirror.play(move)
        turn += 1
    wait_until_idle(page)
    every_turn(page, mirror.view)
    assert sent_moves(page)[-turn:] == [move for player, move in mirror.view["history"] if player == 0][-turn:]


def assert_count_is_the_summary(page, summary: dict) -> None:
    """The round panel shows the summary's lines, in its order, each value and points as the engine gives them."""
    panel = page.locator("#count")
    expect(panel).to_be_visible()
    lines = [line["line"] for line in summary["lines"]]
    assert panel.locator("tbody tr").evaluate_all("rows => rows.map((r) => r.dataset.line)") == lines
    for line in summary["lines"]:
        for player in (0, 1):
            cell = panel.locator(f'td[data-line="{line["line"]}"][data-player="{player}"]')
            assert cell.locator(".value").inner_text() == str(line["values"][player]), (line, player)
            points = None if line["points"] is None else str(line["points"][player])
            assert cell.locator(".points").get_attribute("data-points") == points, (line, player)


# --------------------------------------------------------------------------- tests


def test_the_address_opens_briscola_with_the_seeded_deal_and_the_briscola_under_the_stock(pages, site):
    mirror = BriscolaMirror(5)
    page = open_table(pages, site, "?game=briscola&seed=5")
    assert html(page, "game") == "briscola"
    assert page.locator("#rules").get_attribute("href") == "rules/briscola.en.html"
    assert_page_shows(page, mirror.view)
    assert place(page, "stock").get_attribute("data-count") == "34"
    assert place(page, "stock").get_attribute("aria-label").endswith(card_names(page, "en", [mirror.view["briscola"]])[0])
    # The menu has Briscola chosen; it offers no napola, it offers the running points.
    open_menu(page)
    expect(page.locator('#menu [data-option="game"] label:has(input:checked) .segment-label')).to_have_text("Briscola")
    expect(page.locator('#menu [data-option="napola"]')).to_have_count(0)
    expect(page.locator('#menu [data-option="show_points"]')).to_be_visible()


def test_a_whole_match_of_two_hands_played_with_the_keyboard_on_a_desktop(pages, site):
    seed = 7
    mirror = BriscolaMirror(seed, target=2)
    page = open_table(pages, site, f"?game=briscola&seed={seed}&target=2")
    assert engine_view(page)["options"] == {"target": 2, "show_points": False}
    while True:
        play_hand(page, mirror, key_move)
        summary = mirror.summary()
        assert_count_is_the_summary(page, summary)
        if summary["game_over"]:
            break
        page.keyboard.press("Enter")  # the panel's focused button: the next hand
        mirror.next_round()
        wait_until_idle(page)
        assert html(page, "round") == str(mirror.view["round"] + 1)
        assert page.locator("#count").is_hidden()
    assert html(page, "screen") == "game-over"
    assert max(p["total"] for p in summary["players"]) == 2


def test_a_hand_drawn_60_to_60_counts_for_nobody_and_another_is_dealt_and_item13_the_count_is_titled_by_the_hand(pages, site):
    """Two rules of one count, on the one hand played for both."""
    seed = 3  # at level easy, the moves varied_move makes end this hand 60 to 60
    mirror = BriscolaMirror(seed, level="easy")
    page = open_table(pages, site, f"?game=briscola&level=easy&seed={seed}")
    play_hand(page, mirror, key_move)
    summary = mirror.summary()
    assert summary["hand_winner"] is None and not summary["game_over"]
    assert_count_is_the_summary(page, summary)
    # Item 13: Briscola's count is titled by the hand, as its rows are.
    expect(page.locator("#count .title")).to_have_text("Hand 1 — the count")
    expect(page.locator('#count tr[data-line="round"]')).to_contain_text("This hand")
    assert html(page, "screen") == "round-over"
    assert page.locator("#count .headline").count() == 0
    assert "60 to 60 is a draw" in page.locator("#count .note").inner_text()
    page.locator('#count [data-action="continue"]').click()
    mirror.next_round()
    wait_until_idle(page)
    assert html(page, "round") == "2"
    assert_page_shows(page, mirror.view)


def test_a_whole_hand_played_by_tapping_on_a_phone_held_upright(pages, site):
    mirror = BriscolaMirror(13)
    phone = {"viewport": PHONE_PORTRAIT, "is_mobile": True, "has_touch": True, "device_scale_factor": 3}
    page = open_table(pages, site, "?game=briscola&seed=13", **phone)

    def fits(page, view):
        assert_page_shows(page, view)
        assert_fits(page, PHONE_PORTRAIT)

    play_hand(page, mirror, tap_move, every_turn=fits)
    assert_count_is_the_summary(page, mirror.summary())


def assert_fits(page, viewport: dict) -> None:
    """No scrolling; every card and place a tap target inside the screen, none under another or under a bar."""
    width, height = viewport["width"], viewport["height"]
    assert page.evaluate("() => document.documentElement.scrollWidth") <= width
    buttons = page.locator("#hand-cards button, #table-cards button")
    rects = [buttons.nth(i).bounding_box() for i in range(buttons.count())]
    for box in rects:
        assert box["width"] >= MIN_TAP and box["height"] >= MIN_TAP, box
        assert box["x"] >= 0 and box["x"] + box["width"] <= width + 0.5, box
        assert box["y"] >= 0 and box["y"] + box["height"] <= height + 0.5, box
    bars = [page.locator(selector).bounding_box() for selector in ("#bar .score", "#toolbar")]
    for i, a in enumerate(rects):
        for b in rects[i + 1 :] + bars:
            overlap_x = min(a["x"] + a["width"], b["x"] + b["width"]) - max(a["x"], b["x"])
            overlap_y = min(a["y"] + a["height"], b["y"] + b["height"]) - max(a["y"], b["y"])
            assert overlap_x <= 0.5 or overlap_y <= 0.5, (a, b)


def test_a_phone_held_sideways_fits_the_table_too(pages, site):
    mirror = BriscolaMirror(13)
    page = open_table(pages, site, "?game=briscola&seed=13", viewport=PHONE_LANDSCAPE, is_mobile=True, has_touch=True)
    for turn in range(3):
        assert_fits(page, PHONE_LANDSCAPE)
        move = varied_move(mirror.view, turn)
        tap_move(page, mirror.view, move)
        mirror.play(move)
        wait_until_idle(page)
        assert_page_shows(page, mirror.view)


def test_the_briscola_lies_under_the_stock_until_it_is_drawn_last(pages, site):
    """Checked at every turn of a hand by assert_page_shows; here, when it goes and to whom it is said to go."""
    seed = 21
    mirror = BriscolaMirror(seed)
    page = open_table(pages, site, f"?game=briscola&seed={seed}")
    page.evaluate(RECORD_NEWS)
    briscola = mirror.view["briscola"]
    shown = []

    def remembered(page, view):
        assert_page_shows(page, view)
        shown.append(view["stock_size"])

    play_hand(page, mirror, key_move, every_turn=remembered)
    assert shown[0] == 34 and 0 in shown
    # It was on show down to the last card of the stock, which it was.
    assert [size for size in shown if size > 0][-1] == 2
    name = card_names(page, "en", [briscola])[0]
    drawn = [text for text in page.evaluate("() => window.news") if "briscola" in text and name in text]
    assert drawn and (drawn[-1].startswith("You draw") or drawn[-1].startswith("The computer draws")), drawn


def test_the_running_points_are_hidden_unless_asked_for(pages, site):
    page = open_table(pages, site, "?game=briscola&seed=3")
    assert html(page, "show-points") == "0"
    mirror = BriscolaMirror(3)
    move = varied_move(mirror.view, 0)
    key_move(page, mirror.view, move)
    mirror.play(move)
    wait_until_idle(page)
    assert page.locator("[data-points]").count() == 0
    labels = " ".join(page.locator("#table-cards button").evaluate_all("bs => bs.map((b) => b.getAttribute('aria-label'))"))
    assert "in all" not in labels

    choose_in_menu(page, {"show_points": "true"})  # a move was made: it asks first, as the options are the new game's
    page.locator('#confirm [data-answer="yes"]').click()
    expect(page.locator("html")).to_have_attribute("data-show-points", "1")
    wait_until_idle(page)
    shown = BriscolaMirror(4, show_points=True)  # the page's second game: seed 3 + 1
    assert engine_view(page)["options"]["show_points"] is True
    turn = 0
    while sum(shown.view["points"]) == 0 or turn < 2:
        move = varied_move(shown.view, turn)
        key_move(page, shown.view, move)
        shown.play(move)
        wait_until_idle(page)
        assert_page_shows(page, shown.view)  # data-points are the view's running points
        turn += 1
    assert "in all" in place(page, "pile", 0).get_attribute("aria-label")


def test_a_reload_takes_the_hand_up_exactly_where_it_was(pages, site):
    page = open_table(pages, site, "?game=briscola&target=3&show_points=1")
    for turn in range(5):
        view = engine_view(page)
        key_move(page, view, varied_move(view, turn))
        wait_until_idle(page)
    before = engine_view(page)
    page.reload()
    wait_for_app(page)
    wait_until_idle(page)
    after = engine_view(page)
    assert after == before
    assert_page_shows(page, after)
    assert html(page, "target") == "3" and html(page, "show-points") == "1"


def test_a_reload_on_the_count_of_a_finished_match_puts_the_count_back_not_a_fresh_deal(pages, site):
    page = open_table(pages, site, "?game=briscola&seed=2")
    # One hand is the match (the default target): played in the page's engine, the match is over at its count.
    play_round_by_the_engine(page, "briscola", reopen=site.url + "?game=briscola")
    # The finished hand, not a fresh deal: all 40 cards played, the winner's line on show.
    finished = engine_view(page)
    assert finished["game_over"] and len(finished["history"]) == 40
    expect(page.locator("#count .headline")).to_be_visible()
    expect(page.locator("html")).to_have_attribute("data-screen", "game-over")


def keyboard_keys(game: str, lang: str) -> list[str]:
    """The keys in the first column of a rules page's keyboard table ("1, 2, 3" is three keys)."""
    rows = [line for line in section_text(source(game, lang), "controls-keyboard").splitlines() if line.startswith("|")]
    return [key.strip() for row in rows[2:] for key in row.split("|")[1].split(",")]


def test_the_keys_the_rules_page_names_do_what_it_says(pages, site):
    page = open_table(pages, site, "?game=briscola&seed=9")
    keys = keyboard_keys("briscola", "en")
    # Every key the page answers to (test_rules_pages checks the list against the code); these try the first six.
    assert keys == ["1", "2", "3", "N", "L", "D", "T", "G", "H", "P", "U", "M", "Y", "E", "C", "W", "R", "K", "J", "V", "F", "I", "?"]
    view = engine_view(page)
    page.keyboard.press("3")
    wait_until_idle(page)
    assert sent_moves(page) == [view["hand"][2]]
    page.keyboard.press("n")
    expect(page.locator("#confirm")).to_be_visible()
    assert "new match" in page.locator("#confirm .question").inner_text().lower()
    page.keyboard.press("Escape")
    expect(page.locator("#confirm")).to_be_hidden()
    # L opens the menu at the level, T at the target; G opens it on Deal.
    for key, focused in (("L", '[data-option="level"] input:checked'), ("T", '[data-option="target"] input:checked'), ("G", '[data-action="deal"]')):
        page.keyboard.press(key.lower())
        expect(page.locator(f"#menu {focused}")).to_be_focused()
        page.keyboard.press("Escape")
        expect(page.locator("#menu")).to_be_hidden()
    page.keyboard.press("d")
    expect(page.locator("html")).to_have_attribute("data-style", "piacenza")


def test_the_game_switch_reaches_briscola_and_keeps_its_hand(pages, site):
    page = open_table(pages, site, "?seed=30")
    switch_to_game(page, "briscola")
    view = engine_view(page)
    key_move(page, view, view["legal_moves"][0])
    wait_until_idle(page)
    played = engine_view(page)
    switch_to_game(page, "scopa")
    switch_to_game(page, "briscola")
    assert engine_view(page) == played
    assert_page_shows(page, played)


def test_the_host_of_an_embedded_briscola_hears_it_ready_and_the_match_won(pages, servers, site):
    host = servers.site("/host/")
    seed = 2
    mirror = BriscolaMirror(seed, level="easy")
    page = pages.new(viewport={"width": 1280, "height": 900}, reduced_motion="reduce")
    pages.log(page).allow_console_error("Blocked autofocusing on a <button> element in a cross-origin subframe")
    page.goto(f"{host.url}dev/embed-demo.html?src={site.url}index.html%3Fgame%3Dbriscola%26level%3Deasy%26seed%3D{seed}")
    expect(page.locator('#log li[data-type="ready"]')).to_have_count(1, timeout=120_000)

    def heard(kind):
        return [json.loads(item) for item in page.locator(f'#log li[data-type="{kind}"]').all_text_contents()]

    assert heard("ready") == [{"source": "mazzo", "type": "ready", "game": "briscola"}]
    game = next(f for f in page.frames if f.url.startswith(site.origin))
    wait_until_idle(game)
    turn = 0
    while not mirror.view["round_over"]:
        move = varied_move(mirror.view, turn)
        game.locator(f'#hand-cards button[data-card="{move}"]').click()
        mirror.play(move)
        wait_until_idle(game)
        turn += 1
    summary = mirror.summary()
    assert summary["game_over"], "the seed's hand is not drawn: one hand won is the match"
    expect(page.locator('#log li[data-type="game_over"]')).to_have_count(1)
    winner = "you" if summary["winner"] == 0 else "computer"
    scores = [player["total"] for player in summary["players"]]
    won = {"source": "mazzo", "type": "game_over", "game": "briscola", "winner": winner, "scores": scores}
    assert heard("game_over") == [won]
    assert ask(game, "view", game="briscola")["view"]["scores"] == scores
