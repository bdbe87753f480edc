"""Watching the computer play (issue 3.7, app/plugins/watch.js): the menu's Watch deals the game picked with
every seat the computer's; a whole match then runs by itself to the end; pause stops the moves and
One move plays exactly one; the other hands lie face up in the DOM contract (#seat-N[data-cards])
only while the watcher asks, and a game with a person never receives another seat's hand. The
watch screen is kept in screenshots on a desktop and a phone.
"""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import expect

from .harness import ARTIFACTS, RECORD_REPLIES, open_menu, received, wait_for_app

DESKTOP = {"width": 1280, "height": 800}
PHONE = {"width": 390, "height": 844}
#: A whole watched match, or a few moves of one, at the engine's pace on a loaded machine.
MATCH_LIMIT_MS = 240_000


#: What speaks to a player at the table, who is not there while the computer plays alone.
SPEAKS_TO_YOU = {
    "en": re.compile(r"\b(you|your|yours)\b", re.IGNORECASE),
    "it": re.compile(
        r"\b(tu|te|tuo|tua|tuoi|tue|voi|vostra|vostro|hai|giochi|prendi|peschi|rispondi|apri|cali|attacchi|rimetti|riprendi|scarti)\b", re.IGNORECASE
    ),
}
#: The seats' places, as the watch bar names them.
PLACES = {"en": ("Bottom", "Right", "Top", "Left"), "it": ("Sotto", "Destra", "Sopra", "Sinistra")}


#: Every text the table's painter writes from now on (window.drawnWords).
RECORD_DRAWN = """() => {
  const fillText = CanvasRenderingContext2D.prototype.fillText;
  window.drawnWords = new Set();
  CanvasRenderingContext2D.prototype.fillText = function (text, ...rest) {
    window.drawnWords.add(String(text));
    return fillText.call(this, text, ...rest);
  };
}"""
#: Every text drawn since RECORD_DRAWN, with the table drawn once more now.
TEXTS_DRAWN = "() => (globalThis.mazzo.surface.redraw(), [...window.drawnWords])"


def data(page, name: str) -> str | None:
    return page.locator("html").get_attribute(f"data-{name}")


def hands_received(page) -> list[str]:
    """The requests whose replies held every seat's hand (the view's `hands`), since RECORD_REPLIES ran."""
    return [entry["type"] for entry in received(page) if (entry["reply"].get("view") or {}).get("hands")]


def watched(page) -> int:
    return int(data(page, "watched") or 0)


def open_game(pages, site, query: str, viewport=DESKTOP):
    page = pages.new(reduced_motion="reduce", viewport=viewport)
    page.goto(site.url + query)
    wait_for_app(page)
    page.wait_for_function("() => !document.documentElement.dataset.busy && !document.documentElement.dataset.moving && document.documentElement.dataset.turn", timeout=MATCH_LIMIT_MS)
    page.evaluate(RECORD_REPLIES)
    return page


def watch(page, picks: dict[str, str] | None = None) -> None:
    """The menu's Watch, with `picks` (option → value), for the game on the table; returns once moves come."""
    menu = open_menu(page)
    for option, value in (picks or {}).items():
        menu.locator(f'[data-option="{option}"] input[value="{value}"]').check()
    menu.locator('[data-action="watch"]').click()
    expect(page.locator("#watch")).to_be_visible()
    page.wait_for_function("() => Number(document.documentElement.dataset.watched) >= 1", timeout=MATCH_LIMIT_MS)


def pause_and_settle(page) -> int:
    """Pauses (K) and waits until the move under way (if any) is shown and the game waits: returns the moves shown."""
    page.keyboard.press("k")
    page.wait_for_function("() => document.documentElement.dataset.screen === 'paused'", timeout=MATCH_LIMIT_MS)
    return watched(page)


def engine_view(page, game: str, **fields) -> dict:
    return page.evaluate("([game, fields]) => globalThis.mazzo.client.request('view', { game, ...fields })", [game, fields])["view"]


def moves_made(view: dict) -> tuple[int, int]:
    """How far the engine's game is: its round, and the moves of that round."""
    return view["round"], len(view["history"])


def seat_cards(page) -> dict[str, str | None]:
    return page.eval_on_selector_all("#seats .seat", "seats => Object.fromEntries(seats.map((s) => [s.id, s.dataset.cards ?? null]))")


def announcements(page) -> list[str]:
    """Every line the table said, in order (#mirror-log, the screen reader's live log)."""
    return page.eval_on_selector_all("#mirror-log p", "lines => lines.map((line) => line.textContent)")


@pytest.mark.parametrize(
    ("query", "picks", "lang", "until"),
    [
        ("?game=scopa&seed=5&lang=en", {"players": "2"}, "en", "round"),
        ("?game=briscola&seed=5&lang=it", {"players": "4", "target": "1"}, "it", "game"),
        ("?game=scala40&seed=5&lang=en", {"players": "3"}, "en", "moves"),
        ("?game=scala40&seed=5&lang=it", {"players": "3"}, "it", "moves"),
        ("?game=briscola&seed=5&lang=en", {"players": "2", "target": "1"}, "en", "game"),
        ("?game=briscola&seed=5&lang=it", {"players": "2", "target": "1"}, "it", "moves"),
        ("?game=briscola&seed=5&lang=en", {"players": "4", "target": "1"}, "en", "moves"),
        ("?game=scopone&seed=5&lang=it", {}, "it", "moves"),
        ("?game=tressette&seed=5&lang=en", {"players": "2"}, "en", "moves"),
        ("?game=tressette&seed=5&lang=it", {"players": "4"}, "it", "moves"),
    ],
)
def test_a_watched_game_names_each_seat_by_its_place_and_never_says_you(pages, site, query, picks, lang, until):
    page = open_game(pages, site, query)
    # The table for screen readers on, by its skip link: the mirror and the log are what is checked.
    page.locator("#skip").focus()
    page.keyboard.press("Enter")
    expect(page.locator("#mirror")).not_to_have_attribute("hidden", "")
    watch(page, picks)
    page.evaluate(RECORD_DRAWN)
    while page.locator("#watch-speed .value").text_content() != strings_of(page)["instant"]:
        page.keyboard.press("v")
    if until == "moves":
        page.wait_for_function("() => Number(document.documentElement.dataset.watched) >= 16", timeout=MATCH_LIMIT_MS)
        pause_and_settle(page)
    else:
        # A round counted (its line, and the count's lines said), or the whole match to its winner.
        screen = "game-over" if until == "game" else "round-over"
        page.wait_for_function(f"() => document.documentElement.dataset.screen === '{screen}'", timeout=MATCH_LIMIT_MS)
    # What was said since the watch began (the game on the table before it had a person at it).
    lines = announcements(page)
    lines = lines[lines.index(page.evaluate("() => globalThis.mazzo.texts().watch.started")) :]
    assert len(lines) >= 10
    said_to_you = [line for line in lines if SPEAKS_TO_YOU[lang].search(line)]
    assert said_to_you == [], said_to_you
    # The moves name their seats by their places.
    assert any(line.startswith(PLACES[lang]) or f" {PLACES[lang][0]}" in line for line in lines[1:]), lines
    if until == "game":
        headline = page.locator("#count .headline").text_content() or ""
        assert not SPEAKS_TO_YOU[lang].search(headline) and any(place in headline for place in PLACES[lang]), headline
    # The mirror names them so too: every part of the table (the score, the hand on show at the bottom,
    # the other hands, what lies on the table, the captures), all but the keys' help.
    parts = page.eval_on_selector_all('#mirror-parts section:not([data-part="keys"])', "parts => parts.map((part) => part.textContent)")
    assert parts and not [part for part in parts if SPEAKS_TO_YOU[lang].search(part)], [SPEAKS_TO_YOU[lang].findall(part) for part in parts]
    # And the words drawn on the canvas (zones, frames, pills): whatever was drawn since the watch began, and now.
    drawn = page.evaluate(TEXTS_DRAWN)
    assert drawn and not [text for text in drawn if SPEAKS_TO_YOU[lang].search(text)], drawn
    if until == "moves":
        expect(page.locator('#mirror-parts section[data-part="hand"] :is(h2, h3, h4)').first).to_contain_text(PLACES[lang][0])


@pytest.mark.parametrize("players", [2, 4])
def test_a_watched_briscola_hand_goes_on_the_banner_to_its_places(pages, site, players):
    page = open_game(pages, site, "?game=briscola&seed=5&lang=en")
    watch(page, {"players": str(players), "target": "1"})
    # Fast, not instant, and no screen reader: the hand's banner holds a few frames.
    while page.locator("#watch-speed .value").text_content() != "Fast":
        page.keyboard.press("v")
    page.evaluate(RECORD_DRAWN)
    page.wait_for_function("() => document.documentElement.dataset.screen === 'game-over'", timeout=MATCH_LIMIT_MS)
    words = page.evaluate(
        """(seats) => {
          const watch = globalThis.mazzo.texts().watch;
          const winners = seats === 4 ? watch.sides(4) : [watch.seat(0, 2), watch.seat(1, 2)];
          return { won: winners.map((side) => watch.handTo?.(side)), said: winners.map((side) => watch.sideWins?.(side)), banner: globalThis.mazzo.texts().briscola.banner };
        }""",
        players,
    )
    drawn = page.evaluate(TEXTS_DRAWN)
    # The banner gives the hand to a seat (a side at four) by its places, never "won" or "lost".
    assert words["banner"]["won"] not in drawn and words["banner"]["lost"] not in drawn, drawn
    assert [text for text in drawn if text in words["won"]], drawn
    if players == 4:
        # The hand's result said aloud names the side too.
        assert [line for line in announcements(page) if line in words["said"]], announcements(page)


def strings_of(page) -> dict[str, str]:
    return page.evaluate("() => ({ instant: globalThis.mazzo.texts().settingsRoom.speeds.instant })")


def test_a_whole_watched_match_of_briscola_runs_by_itself_to_the_end(pages, site):
    page = open_game(pages, site, "?game=briscola&seed=3")
    watch(page, {"players": "2", "target": "1"})
    # The fastest of the settings room's speeds, with V.
    while page.locator("#watch-speed .value").text_content() != "Instant":
        page.keyboard.press("v")
    page.wait_for_function("() => document.documentElement.dataset.screen === 'game-over'", timeout=MATCH_LIMIT_MS)
    expect(page.locator("#count[open]")).to_be_visible()
    view = engine_view(page, "briscola")
    assert view["game_over"] and view["seats"] == ["computer", "computer"]
    # Every card of every hand was played, one move each, and each was shown.
    assert watched(page) == 40 * (view["round"] + 1)
    assert data(page, "watch") == "playing"
    # Nobody played it: the statistics keep none of it.
    assert page.evaluate("() => globalThis.mazzo.client.request('statistics')")["statistics"]["games"] == {}


def test_pause_stops_the_moves_and_one_move_plays_exactly_one(pages, site):
    page = open_game(pages, site, "?game=scopa&seed=11")
    watch(page, {"players": "2"})
    shown = pause_and_settle(page)
    before = moves_made(engine_view(page, "scopa"))
    expect(page.locator("#watch-play .label")).to_have_text("Play")
    # Paused, the engine is asked for no move: its game stands still however long the page waits on it.
    for _ in range(3):
        assert moves_made(engine_view(page, "scopa")) == before and watched(page) == shown
    page.keyboard.press("j")
    page.wait_for_function(f"() => Number(document.documentElement.dataset.watched) === {shown + 1} && document.documentElement.dataset.screen === 'paused'", timeout=MATCH_LIMIT_MS)
    round_, history = moves_made(engine_view(page, "scopa"))
    assert (round_, history) == (before[0], before[1] + 1)
    assert moves_made(engine_view(page, "scopa")) == (round_, history) and watched(page) == shown + 1
    # The controls are buttons reached by the keyboard: One move focused and pressed plays one more.
    page.locator("#watch-step").focus()
    page.keyboard.press("Space")
    page.wait_for_function(f"() => Number(document.documentElement.dataset.watched) === {shown + 2} && document.documentElement.dataset.screen === 'paused'", timeout=MATCH_LIMIT_MS)
    # Play goes on by itself.
    page.keyboard.press("k")
    page.wait_for_function(f"() => Number(document.documentElement.dataset.watched) >= {shown + 4}", timeout=MATCH_LIMIT_MS)
    assert data(page, "watch") == "playing"


@pytest.mark.parametrize(("query", "picks", "game"), [("?game=scopa&seed=4", {"players": "4"}, "scopa"), ("?game=scala40&seed=4", {"players": "3"}, "scala40")])
def test_face_up_shows_the_other_hands_and_hidden_does_not(pages, site, query, picks, game):
    page = open_game(pages, site, query)
    watch(page, picks)
    pause_and_settle(page)
    expect(page.locator("#watch-faces")).to_have_attribute("aria-pressed", "true")
    hands = engine_view(page, game, open_hands=True)["hands"]
    seats = len(hands)
    expected = {f"seat-{seat}": " ".join(hands[seat]) for seat in range(1, seats) if hands[seat]}
    page.wait_for_function(
        "(expected) => Object.entries(expected).every(([id, cards]) => document.getElementById(id)?.dataset.cards === cards)", arg=expected, timeout=MATCH_LIMIT_MS
    )
    page.keyboard.press("f")
    expect(page.locator("#watch-faces")).to_have_attribute("aria-pressed", "false")
    page.wait_for_function("() => [...document.querySelectorAll('#seats .seat')].every((seat) => !seat.dataset.cards)", timeout=MATCH_LIMIT_MS)
    assert all(cards is None for cards in seat_cards(page).values())
    # Hidden, a move comes without the other hands.
    before = len(hands_received(page))
    shown = watched(page)
    page.keyboard.press("j")
    page.wait_for_function(f"() => Number(document.documentElement.dataset.watched) === {shown + 1} && document.documentElement.dataset.screen === 'paused'", timeout=MATCH_LIMIT_MS)
    assert len(hands_received(page)) == before
    assert all(cards is None for cards in seat_cards(page).values())


def test_the_reasons_of_each_move_show_beside_it_when_asked(pages, site):
    page = open_game(pages, site, "?game=briscola&seed=6")
    watch(page, {"players": "2"})
    shown = pause_and_settle(page)
    expect(page.locator("#watch-why")).to_be_hidden()
    page.keyboard.press("i")
    expect(page.locator("#watch-reasons")).to_have_attribute("aria-pressed", "true")
    page.keyboard.press("j")
    page.wait_for_function(f"() => Number(document.documentElement.dataset.watched) === {shown + 1} && document.documentElement.dataset.screen === 'paused'", timeout=MATCH_LIMIT_MS)
    why = page.locator("#watch-why")
    expect(why).to_be_visible()
    expect(why).to_contain_text(" of ")
    expect(why).to_contain_text("Why:")


def test_a_game_with_a_person_never_receives_another_hand(pages, site):
    page = open_game(pages, site, "?game=scopa&players=4&seed=9")
    expect(page.locator("#watch")).to_be_hidden()
    # The watch's keys mean nothing here, and the engine refuses every hand to the page.
    for key in ("f", "k", "j"):
        page.keyboard.press(key)
    assert data(page, "watch") is None
    error = page.evaluate(
        "() => globalThis.mazzo.client.request('view', { game: 'scopa', open_hands: true }).then(() => null, (error) => [error.code, error.reason])"
    )
    assert error == ["not_watching", "not_watching"]
    # A round played on: the person's moves and the computers' replies, none with another hand.
    for _ in range(4):
        page.wait_for_function("() => document.documentElement.dataset.screen === 'your-turn' && !document.documentElement.dataset.busy && !document.documentElement.dataset.moving", timeout=MATCH_LIMIT_MS)
        page.keyboard.press("1")
        page.wait_for_function("() => ['your-turn', 'choosing'].includes(document.documentElement.dataset.screen) && !document.documentElement.dataset.busy && !document.documentElement.dataset.moving || document.documentElement.dataset.screen === 'computer-turn'", timeout=MATCH_LIMIT_MS)
        if data(page, "screen") == "choosing":
            page.keyboard.press("Enter")
    assert hands_received(page) == []
    assert all(cards is None for cards in seat_cards(page).values())


@pytest.mark.parametrize(("name", "viewport"), [("desktop", DESKTOP), ("phone", PHONE)])
def test_the_watch_screen_keeps_its_controls_in_sight_above_the_table(pages, site, name, viewport):
    page = open_game(pages, site, "?game=scopone&seed=2", viewport=viewport)
    watch(page)
    pause_and_settle(page)
    page.keyboard.press("i")
    shown = watched(page)
    page.keyboard.press("j")
    page.wait_for_function(f"() => Number(document.documentElement.dataset.watched) === {shown + 1} && document.documentElement.dataset.screen === 'paused'", timeout=MATCH_LIMIT_MS)
    page.wait_for_function("() => document.querySelectorAll('#seats .seat[data-cards]').length === 3", timeout=MATCH_LIMIT_MS)
    boxes = page.eval_on_selector_all("#watch button", "buttons => buttons.map((b) => b.getBoundingClientRect().toJSON())")
    assert len(boxes) == 5
    for box in boxes:
        assert box["x"] >= 0 and box["x"] + box["width"] <= viewport["width"] and box["y"] >= 0
        assert box["height"] >= 44 and box["width"] >= 44, "each control a tap target"
    bar = page.locator("#bar").bounding_box()
    seats = page.eval_on_selector_all("#seats .seat, #hand-cards button, #table-cards button", "nodes => nodes.map((n) => n.getBoundingClientRect().top)")
    assert seats and min(seats) >= bar["y"] + bar["height"] - 1, "the table lies under the watch bar"
    ARTIFACTS.mkdir(exist_ok=True)
    page.screenshot(path=ARTIFACTS / f"watch-{name}.png")


def test_a_watched_game_comes_back_paused_after_a_reload_with_its_hands_face_up(pages, site):
    # No seed in the address: a reload then goes on with the game saved.
    page = open_game(pages, site, "?game=briscola")
    watch(page, {"players": "4"})
    pause_and_settle(page)
    before = engine_view(page, "briscola")
    page.reload()
    wait_for_app(page)
    page.wait_for_function("() => document.documentElement.dataset.screen === 'paused'", timeout=MATCH_LIMIT_MS)
    assert data(page, "watch") == "paused" and engine_view(page, "briscola") == before
    hands = engine_view(page, "briscola", open_hands=True)["hands"]
    expected = {f"seat-{seat}": " ".join(hands[seat]) for seat in range(1, 4) if hands[seat]}
    page.wait_for_function(
        "(expected) => Object.entries(expected).every(([id, cards]) => document.getElementById(id)?.dataset.cards === cards)", arg=expected, timeout=MATCH_LIMIT_MS
    )
    page.keyboard.press("j")
    page.wait_for_function("() => Number(document.documentElement.dataset.watched) === 1 && document.documentElement.dataset.screen === 'paused'", timeout=MATCH_LIMIT_MS)


#: Every reason the watch bar shows from now on (window.reasonsShown).
RECORD_REASONS = """() => {
  window.reasonsShown = [];
  const why = document.getElementById('watch-why');
  new MutationObserver(() => why.textContent && window.reasonsShown.push(why.textContent)).observe(why, { childList: true, characterData: true, subtree: true });
}"""

#: How a watched Briscola for four ends: the side that won the match, as a pair of places.
SIDES_WIN = {"en": re.compile(r"^(Bottom & top|Right & left) win the match!$"), "it": re.compile(r"^(Sotto e sopra|Destra e sinistra) vincono la partita!$")}


@pytest.mark.parametrize("lang", ["en", "it"])
def test_item6_a_watched_briscola_for_four_says_the_side_wins_the_match_and_its_reasons_name_no_you(pages, site, lang):
    page = open_game(pages, site, f"?game=briscola&seed=5&lang={lang}")
    watch(page, {"players": "4", "target": "1"})
    page.keyboard.press("i")
    expect(page.locator("#watch-reasons")).to_have_attribute("aria-pressed", "true")
    page.evaluate(RECORD_REASONS)
    while page.locator("#watch-speed .value").text_content() != strings_of(page)["instant"]:
        page.keyboard.press("v")
    page.wait_for_function("() => document.documentElement.dataset.screen === 'game-over'", timeout=MATCH_LIMIT_MS)
    reasons = page.evaluate("() => window.reasonsShown")
    assert len(reasons) >= 20
    said_to_you = [line for line in reasons if SPEAKS_TO_YOU[lang].search(line)]
    assert said_to_you == [], said_to_you
    expect(page.locator("#count .headline")).to_have_text(SIDES_WIN[lang])
    ARTIFACTS.mkdir(exist_ok=True)
    page.screenshot(path=ARTIFACTS / f"watch-four-won-{lang}.png")
