"""Scopa for four and Scopone at the table, in Chromium: played by keys and by taps, checked against the engine.

As in test_scopa_ui.py, every page opens with a seed and the test replays the same game in this
process (same seed, level, options and moves: every computer seat's moves are deterministic given
those), so the hands, the other seats' hand sizes, the table, the sides' scores and the count the page
shows are the engine's own. Pages run with reduced motion: every step still plays, in order.
"""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from . import test_scopa_ui as scopa_ui
from .harness import Mirror as GameMirror, open_menu
from .harness import wait_for_app
from .test_i18n import messages, said_of_moves
from .test_scopa_ui import (
    DESKTOP,
    LEVEL,
    MIN_TAP,
    PHONE_PORTRAIT,
    RECORD_NEWS,
    card_button,
    cards_shown,
    html,
    open_table,
    save_screenshot,
    sent_moves,
    tap_move,
    varied_move,
    wait_until_idle,
)

OTHER_SEATS = (1, 2, 3)
PHONE = {"viewport": PHONE_PORTRAIT, "is_mobile": True, "has_touch": True, "device_scale_factor": 3}
# Every request the page sends and every text the live region says, in one timeline.
RECORD_TIMELINE = """() => {
  const client = globalThis.mazzo.client;
  const request = client.request.bind(client);
  window.timeline = [];
  client.request = (type, fields = {}) => {
    window.timeline.push({ request: type });
    return request(type, fields);
  };
  const news = document.getElementById("news");
  new MutationObserver(() => window.timeline.push({ news: news.textContent }))
    .observe(news, { childList: true, characterData: true, subtree: true });
}"""


class Mirror(GameMirror):
    """The page's table of four replayed by the engine in this process: Scopone (in a variant) or Scopa for four."""

    def __init__(self, game: str, seed: int, level: str = LEVEL, **options) -> None:
        super().__init__(game, seed, level, options)

    def options_of(self, card: str) -> list[str]:
        return [move for move in self.view["legal_moves"] if move.split("x")[0] == card]


def scopone(seed: int, variant: str = "scientifico") -> Mirror:
    return Mirror("scopone", seed, variant=variant)


def scopa_for_four(seed: int) -> Mirror:
    return Mirror("scopa", seed, players=4)


def engine_view(page, game: str) -> dict:
    return page.evaluate("(game) => globalThis.mazzo.client.request('view', { game })", game)["view"]


def held(hand: list[str]) -> list[str]:
    """The hand as a table of four shows it: by rank, then coins, cups, swords, clubs."""
    return sorted(hand, key=lambda card: ("A234567JQK".index(card[0]), "DHSC".index(card[1])))


def key_of(index: int) -> str:
    """The key that picks the hand's card at `index`: 1 to 9, then 0 for the tenth."""
    return "0" if index == 9 else str(index + 1)


def key_move(page, mirror: Mirror, move: str) -> None:
    """Plays `move` with the keys only: its card's key, then arrows to its capture and Enter."""
    card = move.split("x")[0]
    page.keyboard.press(key_of(held(mirror.view["hand"]).index(card)))
    options = mirror.options_of(card)
    if len(options) > 1:
        for _ in range(options.index(move)):
            page.keyboard.press("ArrowRight")
        page.keyboard.press("Enter")


def assert_page_shows(page, mirror: Mirror) -> None:
    """Your hand, the table, each other seat's hand size and the turn, as the engine has them."""
    view = mirror.view
    assert cards_shown(page, "hand") == held(view["hand"])
    assert sorted(cards_shown(page, "table")) == sorted(view["table"])
    for seat in OTHER_SEATS:
        size = view["hand_sizes"][seat]
        seat_node = page.locator(f"#seat-{seat}")
        if size:
            assert seat_node.get_attribute("data-count") == str(size), seat
        else:
            assert seat_node.count() == 0, seat
    assert html(page, "turn") == ("over" if view["round_over"] else "human")


def play_round(page, mirror: Mirror, make_move) -> int:
    """Plays the round to its count (test_scopa_ui's play_round), checking the other seats too; the moves made."""
    return scopa_ui.play_round(page, mirror, make_move, shows=assert_page_shows)


def assert_count_matches(page, summary: dict) -> None:
    """The round panel, line by line, for both sides, is the engine's count, with each partner's scopas under the side's."""
    panel = page.locator("#count")
    expect(panel).to_be_visible()
    assert panel.locator("th.player").all_text_contents() == ["Us", "Them"]
    for line in summary["lines"]:
        for side, value in enumerate(line["values"]):
            cell = panel.locator(f'td[data-line="{line["line"]}"][data-player="{side}"]')
            if isinstance(value, int) and not isinstance(value, bool):
                assert cell.locator(".value").inner_text() == str(value), (line["line"], side)
            if line["points"] is not None:
                assert cell.locator(".points").get_attribute("data-points") == str(line["points"][side]), (line["line"], side)
    names = {0: "you", 1: "right", 2: "partner", 3: "left"}
    for side, count in enumerate(summary["players"]):
        detail = panel.locator(f'td[data-line="scopa"][data-player="{side}"] .detail').inner_text()
        partners = zip(count["seats"], count["seat_scopas"], strict=True)
        assert detail == " · ".join(f"{names[seat]}\xa0{scopas}" for seat, scopas in partners)
        assert sum(count["seat_scopas"]) == count["scopas"]


def assert_scores_match(page, summary: dict) -> None:
    """The score bar: the two sides by name, and each side's total."""
    assert [page.locator(f"#score-name-{side}").text_content() for side in (0, 1)] == ["Us", "Them"]
    for side, count in enumerate(summary["players"]):
        assert page.locator(f"#score-{side}").inner_text() == str(count["total"])


def assert_fits_the_screen(page, width: int, height: int) -> None:
    """Every card button is large enough to tap, on screen, clear of the bars and of the other card buttons."""
    cards = page.locator("#hand-cards button, #table-cards button")
    bars = [page.locator(selector).bounding_box() for selector in ("#bar", "#toolbar")]
    rects = [cards.nth(i).bounding_box() for i in range(cards.count())]
    for i, a in enumerate(rects):
        assert a["x"] >= 0 and a["y"] >= 0 and a["x"] + a["width"] <= width + 0.5 and a["y"] + a["height"] <= height + 0.5, a
        for b in rects[i + 1 :] + bars:
            overlap_x = min(a["x"] + a["width"], b["x"] + b["width"]) - max(a["x"], b["x"])
            overlap_y = min(a["y"] + a["height"], b["y"] + b["height"]) - max(a["y"], b["y"])
            assert overlap_x <= 0.5 or overlap_y <= 0.5, (a, b)
    for i in range(page.locator("#hand-cards button").count()):
        box = page.locator("#hand-cards button").nth(i).bounding_box()
        assert box["width"] >= MIN_TAP and box["height"] >= MIN_TAP, box
    assert page.evaluate("() => document.documentElement.scrollWidth") <= width


# --------------------------------------------------------------------------- tests


@pytest.mark.parametrize("query, game, options", [
    ("?game=scopone", "scopone", {"variant": "scientifico"}),
    ("?game=scopone&variant=classico", "scopone", {"variant": "classico"}),
    ("?game=scopa&players=4", "scopa", {"players": 4}),
])
def test_the_url_opens_each_table_of_four(pages, site, query, game, options):
    seed = 7
    mirror = Mirror(game, seed, **options)
    page = open_table(pages, site, f"{query}&seed={seed}")
    assert html(page, "game") == game
    view = engine_view(page, game)
    assert view["options"] | options == view["options"] and view["partnerships"] == [[0, 2], [1, 3]]
    assert view["history"] == mirror.view["history"]
    assert_page_shows(page, mirror)
    assert [page.locator(f"#score-name-{side}").text_content() for side in (0, 1)] == ["Us", "Them"]
    assert page.locator("#rules").get_attribute("href") == f"rules/{game}.en.html"


def test_a_whole_round_of_scopone_by_keyboard_on_a_desktop_with_keys_1_to_9_and_0(pages, site):
    seed = 4
    mirror = scopone(seed)
    page = open_table(pages, site, f"?game=scopone&seed={seed}", viewport=DESKTOP)
    hand = page.locator("#hand-cards button")
    assert hand.count() == 10
    assert [hand.nth(i).get_attribute("aria-keyshortcuts") for i in range(10)] == [*"123456789", "0"]
    assert page.locator("#keys").inner_text() == "Keys 1 to 9, and 0 for the tenth card."
    # The ten cards lie in one row on a desktop.
    assert len({round(hand.nth(i).bounding_box()["y"]) for i in range(10)}) == 1

    # 0 picks the tenth card: it plays at once with a single move, else its first capture is previewed for Enter.
    tenth = held(mirror.view["hand"])[9]
    first_way = mirror.options_of(tenth)[0]
    page.keyboard.press("0")
    if len(mirror.options_of(tenth)) > 1:
        expect(page.locator("html")).to_have_attribute("data-screen", "choosing")
        page.keyboard.press("Enter")
    mirror.play(first_way)
    wait_until_idle(page)
    assert sent_moves(page) == [first_way]
    turns = play_round(page, mirror, key_move)
    assert turns == 9
    summary = mirror.summary()
    assert_count_matches(page, summary)
    page.keyboard.press("Enter")  # the panel's focused button goes on
    mirror.next_round()
    wait_until_idle(page)
    assert html(page, "round") == "2"
    assert_page_shows(page, mirror)
    assert_scores_match(page, summary)


def test_a_whole_round_of_scopa_for_four_by_tapping_on_a_phone_held_upright(pages, site):
    seed = 12
    mirror = scopa_for_four(seed)
    page = open_table(pages, site, f"?game=scopa&players=4&seed={seed}", **PHONE)
    width, height = PHONE_PORTRAIT["width"], PHONE_PORTRAIT["height"]

    def tap_and_check(page, mirror, move):
        assert_fits_the_screen(page, width, height)
        tap_move(page, mirror, move)

    play_round(page, mirror, tap_and_check)
    summary = mirror.summary()
    assert_count_matches(page, summary)
    save_screenshot(page, "four-scopa-phone-count")
    page.locator('#count [data-action="continue"]').tap()
    mirror.next_round()
    wait_until_idle(page)
    assert_page_shows(page, mirror)
    assert_scores_match(page, summary)


def test_scopones_ten_cards_lie_in_two_rows_that_fit_a_phone_held_upright_and_play_by_tapping(pages, site):
    mirror = scopone(3)
    page = open_table(pages, site, "?game=scopone&seed=3", **PHONE)
    save_screenshot(page, "four-scopone-phone")
    hand = page.locator("#hand-cards button")
    rows = sorted({round(hand.nth(i).bounding_box()["y"]) for i in range(hand.count())})
    assert hand.count() == len(mirror.view["hand"]) and len(rows) == 2
    assert_fits_the_screen(page, PHONE_PORTRAIT["width"], PHONE_PORTRAIT["height"])
    for turn in range(3):
        move = varied_move(mirror, turn)
        tap_move(page, mirror, move)
        mirror.play(move)
        wait_until_idle(page)
        assert_page_shows(page, mirror)
        assert_fits_the_screen(page, PHONE_PORTRAIT["width"], PHONE_PORTRAIT["height"])


def test_the_three_computers_turns_are_each_asked_for_and_shown_one_after_another_before_yours(pages, site):
    seed = 5
    mirror = scopone(seed)
    page = open_table(pages, site, f"?game=scopone&seed={seed}")
    page.evaluate(RECORD_TIMELINE)
    before = len(mirror.view["history"])
    move = varied_move(mirror, 0)
    key_move(page, mirror, move)
    mirror.play(move)
    wait_until_idle(page)
    timeline = page.evaluate("() => window.timeline")
    played = mirror.view["history"][before:]
    assert [seat for seat, _ in played] == [0, 1, 2, 3]
    requests = [entry["request"] for entry in timeline if "request" in entry]
    assert requests == ["play", "computer", "computer", "computer"]
    # Each seat's move is said after the page asked for it and before it asks for the next one.
    said = [entry.get("news") or entry["request"] for entry in timeline]
    openings = ["You play ", "The opponent on your right plays ", "Your partner plays ", "The opponent on your left plays "]
    steps = [i for i, entry in enumerate(said) if any(entry.startswith(opening) for opening in openings)]
    assert [next(o for o in openings if said[i].startswith(o)) for i in steps] == openings
    computer_requests = [i for i, entry in enumerate(said) if entry == "computer"]
    assert computer_requests[0] < steps[1] < computer_requests[1] < steps[2] < computer_requests[2] < steps[3]
    assert_page_shows(page, mirror)


def test_each_computer_seats_move_is_animated_with_full_motion(pages, site):
    seed = 5
    page = pages.new(reduced_motion="no-preference", viewport=DESKTOP)
    page.goto(site.url + f"?game=scopone&seed={seed}")
    wait_for_app(page)
    wait_until_idle(page)
    mirror = scopone(seed)
    # While each computer's card travels the table is moving, on the computer's screen (busy) or, for the
    # last move before the player's turn, already on theirs (the table playable while it runs): sampled at every frame.
    page.evaluate("""() => {
      window.frames_seen = [];
      const look = () => {
        const d = document.documentElement.dataset;
        window.frames_seen.push([d.screen, d.busy ?? "", d.moving ?? "", document.getElementById("news").textContent]);
        if (window.frames_seen.length < 20000) requestAnimationFrame(look);
      };
      requestAnimationFrame(look);
    }""")
    move = varied_move(mirror, 0)
    key_move(page, mirror, move)
    mirror.play(move)
    wait_until_idle(page)
    frames = page.evaluate("() => window.frames_seen")
    for opening in ("The opponent on your right plays ", "Your partner plays ", "The opponent on your left plays "):
        moving = [frame for frame in frames if frame[3].startswith(opening) and frame[2] == "1" and frame[:2] in (["computer-turn", "1"], ["your-turn", ""])]
        assert len(moving) > 3, opening  # the card travelled over several frames
    assert_page_shows(page, mirror)


def test_the_menu_deals_scopa_for_four_and_scopone_classico(pages, site):
    page = open_table(pages, site, "?seed=20")
    assert len(engine_view(page, "scopa")["hand_sizes"]) == 2
    open_menu(page)
    menu = page.locator("#menu")
    expect(menu.locator('[data-option="players"] input:checked')).to_have_value("2")
    assert menu.locator('[data-option="variant"]').count() == 0
    menu.locator('[data-option="players"] input[value="4"]').check()
    menu.locator('[data-action="deal"]').click()  # before any move: at once
    wait_until_idle(page)
    view = engine_view(page, "scopa")
    assert view["options"]["players"] == 4
    assert_page_shows(page, scopa_for_four(21))  # the page's second game: seed 20 + 1

    open_menu(page)
    menu.locator('[data-option="game"] input[value="scopone"]').check()
    assert menu.locator('[data-option="players"]').count() == 0
    expect(menu.locator('[data-option="variant"] input:checked')).to_have_value("scientifico")
    menu.locator('[data-option="variant"] input[value="classico"]').check()
    menu.locator('[data-action="deal"]').click()
    expect(page.locator("html")).to_have_attribute("data-game", "scopone")
    wait_until_idle(page)
    view = engine_view(page, "scopone")
    assert view["options"]["variant"] == "classico"
    assert view["hand_sizes"][0] == 9
    assert sum(view["hand_sizes"]) + len(view["history"]) == 36  # nine each were dealt: four went to the table
    open_menu(page)
    expect(menu.locator('[data-option="variant"] input:checked')).to_have_value("classico")


@pytest.mark.parametrize("query, game", [("?game=scopone", "scopone"), ("?game=scopa&players=4", "scopa")])
def test_a_reload_goes_on_with_the_table_of_four_exactly_where_it_was(pages, site, query, game):
    page = open_table(pages, site, query)
    hand = cards_shown(page, "hand")
    card_button(page, "hand", hand[0]).click()
    if html(page, "screen") == "choosing":
        page.keyboard.press("ArrowRight")
        page.keyboard.press("Enter")
    wait_until_idle(page)
    before = engine_view(page, game)
    page.reload()
    wait_for_app(page)
    wait_until_idle(page)
    after = engine_view(page, game)
    assert after == before
    assert len(after["hand_sizes"]) == 4
    assert cards_shown(page, "hand") == held(before["hand"])
    for seat in OTHER_SEATS:
        if before["hand_sizes"][seat]:
            assert page.locator(f"#seat-{seat}").get_attribute("data-count") == str(before["hand_sizes"][seat])
    assert [page.locator(f"#score-{side}").inner_text() for side in (0, 1)] == [str(score) for score in before["scores"]]


def test_every_seats_move_scopa_and_the_round_are_announced_by_seat_in_the_language_in_use(pages, site):
    seed = next(seed for seed in range(40) if played_out(scopa_for_four(seed))["scopas"])
    mirror = scopa_for_four(seed)
    page = open_table(pages, site, f"?game=scopa&players=4&seed={seed}&lang=it")
    page.evaluate(RECORD_NEWS)
    play_round(page, mirror, key_move)
    news = page.evaluate("() => window.news")
    history = mirror.view["history"]
    for said, move in zip(said_of_moves(page, "it", history, "t.four.announce"), history, strict=True):
        assert said in news, move
    summary = mirror.summary()
    for side in summary["players"]:
        for seat, scopas in zip(side["seats"], side["seat_scopas"], strict=True):
            assert news.count(messages(page, "it", "t.four.announce.scopa(args[0])", seat)) == scopas, seat
    ours, theirs = (side["round_points"] for side in summary["players"])
    assert messages(page, "it", "t.four.announce.roundOver(args[0], args[1])", ours, theirs) in news
    for seat in OTHER_SEATS:
        size = mirror.view["hand_sizes"][seat]
        if size:
            label = messages(page, "it", "t.four.hand(args[0], args[1])", seat, size)
            assert page.locator(f"#seat-{seat}").get_attribute("aria-label") == label


def played_out(mirror: Mirror) -> dict:
    """The first round of `mirror` played as play_round plays it: {scopas: how many were made}."""
    turn = 0
    while not mirror.view["round_over"]:
        mirror.play(varied_move(mirror, turn))
        turn += 1
    return {"scopas": sum(side["scopas"] for side in mirror.summary()["players"])}


# Every text the table's painter writes in one frame, drawn again now.
TEXTS_DRAWN = """() => {
  const drawn = [];
  const fillText = CanvasRenderingContext2D.prototype.fillText;
  CanvasRenderingContext2D.prototype.fillText = function (text, ...rest) {
    drawn.push(String(text));
    return fillText.call(this, text, ...rest);
  };
  try { globalThis.mazzo.surface.redraw(); } finally { CanvasRenderingContext2D.prototype.fillText = fillText; }
  return drawn;
}"""


@pytest.mark.parametrize(
    ("query", "mirror", "lang"),
    [("?game=scopa&players=4&seed=303&lang=en", lambda: scopa_for_four(303), "en"), ("?game=scopone&seed=3&lang=it", lambda: scopone(3), "it")],
    ids=["scopa-en", "scopone-it"],
)
def test_10_every_other_hand_is_named_by_its_seat_and_every_pile_by_its_owner_and_cards_won_never_like_a_hand(
    pages, site, query, mirror, lang
):
    mirror = mirror()
    page = open_table(pages, site, f"{query}&level={LEVEL}")
    game = "scopone" if "scopone" in query else "scopa"
    while sum(1 for pile in mirror.view["piles"] if pile) < 2 and not mirror.view["round_over"]:
        move = mirror.view["legal_moves"][0]
        key_move(page, mirror, move)
        mirror.play(move)
        wait_until_idle(page)
    view = engine_view(page, game)
    assert view["piles"] == mirror.view["piles"]
    drawn = page.evaluate(TEXTS_DRAWN)
    def named(seat: int, count: int) -> str:
        return messages(page, lang, "t.four.tag(args[0], args[1])", seat, count)

    for seat in OTHER_SEATS:
        if view["hand_sizes"][seat]:
            assert named(seat, view["hand_sizes"][seat]) in drawn, f"seat {seat}'s hand is not named: {drawn}"
    assert sum(1 for pile in view["piles"] if pile) >= 2
    for seat, pile in enumerate(view["piles"]):
        assert messages(page, lang, "t.four.pileOwner(args[0])", seat) in drawn, f"seat {seat}'s pile is not named: {drawn}"
        assert messages(page, lang, "t.four.pileWon(args[0])", len(pile)) in drawn, f"seat {seat}'s pile has no count: {drawn}"
        if seat and len(pile) != view["hand_sizes"][seat]:
            assert named(seat, len(pile)) not in drawn, "a pile labelled like a hand"
