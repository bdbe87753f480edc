"""People playing together on one device (issue 3.7): the menu's seats and names, the table turned
round the person to move, the pass screen between two people's turns, the hint for the seat to move.

The engine's replies are recorded raw, as they leave the worker (the page's client wrapped), and
checked against the same game replayed in this process: every view the page received holds only
its own seat's hand. Between two people's turns the table is covered: no card button, nothing read
to a screen reader, and the canvas holds the felt alone (the same pixels at every pass screen).
"""

from __future__ import annotations

import json
import re

import pytest

from mazzo.protocol import Session
from playwright.sync_api import expect

from .harness import ARTIFACTS, RECORD_REPLIES, open_menu, received, wait_for_app

PHONE = {"viewport": {"width": 390, "height": 844}, "is_mobile": True, "has_touch": True, "device_scale_factor": 2}
DESKTOP = {"viewport": {"width": 1280, "height": 800}}
ENGINE_LIMIT_MS = 60_000

# The canvas's pixels, as a digest (FNV-1a over every pixel), to compare two covered tables: encoding them as a PNG
# (toDataURL) took most of the time of a game played by two people.
CANVAS = """() => {
  const canvas = document.getElementById("table");
  const { data } = canvas.getContext("2d").getImageData(0, 0, canvas.width, canvas.height);
  const pixels = new Uint32Array(data.buffer);
  let hash = 2166136261;
  for (let i = 0; i < pixels.length; i++) hash = Math.imul(hash ^ pixels[i], 16777619);
  return `${canvas.width}x${canvas.height}:${hash >>> 0}`;
}"""

SETTLED = """() => {
  const d = document.documentElement.dataset;
  return !d.busy && !d.moving && ['your-turn', 'passing', 'round-over', 'game-over'].includes(d.screen);
}"""


def html(page, name: str) -> str | None:
    return page.locator("html").get_attribute(f"data-{name}")


def open_page(pages, site, query: str, **context):
    page = pages.new(reduced_motion="reduce", **context)
    page.goto(site.url + query)
    wait_for_app(page)
    page.wait_for_function("() => !document.documentElement.dataset.busy && !document.documentElement.dataset.moving", timeout=ENGINE_LIMIT_MS)
    page.evaluate(RECORD_REPLIES)
    return page


def seat_people(menu, people: list[str | None], touch: bool = False) -> None:
    """Sets each seat of the menu's table: a name for a person, None for the computer."""
    for seat, name in enumerate(people):
        row = menu.locator(f'[data-option="seats"] [data-seat="{seat}"]')
        if seat:
            radio = row.locator(f'input[value="{"computer" if name is None else "person"}"]')
            radio.tap() if touch else radio.check()
        if name is not None:
            row.locator("input.seat-name").fill(name)


def deal_together(page, game: str, picks: dict[str, str], people: list[str | None], touch: bool = False) -> None:
    menu = open_menu(page)
    menu.locator(f'[data-option="game"] input[value="{game}"]').check()
    for option, value in picks.items():
        menu.locator(f'[data-option="{option}"] input[value="{value}"]').check()
    seat_people(menu, people, touch)
    deal = menu.locator('[data-action="deal"]')
    deal.tap() if touch else deal.click()


def played(page) -> int:
    """How many moves the page has sent its engine so far (RECORD_REPLIES)."""
    return page.evaluate("() => window.replies.filter((entry) => entry.type === 'play').length")


def wait_for_move_sent(page, before: int) -> None:
    """Until the page has sent a move more than `before`: the player's turn may come back at once (the same
    person to lead again, while the trick still goes to its pile), so the screen is no sign."""
    page.wait_for_function("(n) => window.replies.filter((entry) => entry.type === 'play').length > n", arg=before)


def settle(page) -> str:
    page.wait_for_function(SETTLED, timeout=ENGINE_LIMIT_MS)
    return html(page, "screen") or ""


def hand_shown(page) -> list[str]:
    return page.eval_on_selector_all("#hand-cards button[data-card]", "buttons => buttons.map((b) => b.dataset.card)")


def cards_held(game: str, seed: int, options: dict, seats: list[str], moves: list[str]) -> dict[int, set[str]]:
    """Every card each seat held in the game the page played (its people's `moves` in order, the
    computers' as the engine chooses them), replayed in this process."""
    session = Session()

    def ask(**message):
        reply = json.loads(session.handle(json.dumps({"game": game, **message})))
        assert reply["ok"], reply
        return reply

    ask(type="new_game", seed=seed, level="normal", options=options, seats=seats)
    held: dict[int, set[str]] = {seat: set() for seat in range(len(seats))}
    played = iter(moves)
    while True:
        state = session.tables[game].state
        for seat, hand in enumerate(state.hands):
            held[seat] |= {str(card) for card in hand}
        if state.current_player is None:
            return held
        if session.tables[game].computer_to_move:
            ask(type="computer")
        else:
            move = next(played, None)
            if move is None:
                return held
            ask(type="play", move=move)


def assert_views_own_hands(page, game: str, options: dict, seats: list[str]) -> list[dict]:
    """Every view the page received holds only its player's own cards; returns the replies."""
    replies = received(page)
    start = max(i for i, entry in enumerate(replies) if entry["type"] == "new_game")
    replies = [entry for entry in replies[start:] if entry["fields"].get("game") == game]
    seed = replies[0]["fields"]["seed"]
    moves = [entry["fields"]["move"] for entry in replies if entry["type"] == "play"]
    held = cards_held(game, seed, options, seats, moves)
    views = [entry["reply"]["view"] for entry in replies if "view" in entry["reply"]]
    assert views
    for view in views:
        assert seats[view["player"]] == "person"
        assert set(view["hand"]) <= held[view["player"]], view
        others = set().union(*(cards for seat, cards in held.items() if seat != view["player"]))
        assert not set(view["hand"]) & others
    return replies


def assert_covered(page, felt: str | None) -> str:
    """The table is covered: no card, seat or action button, nothing in the screen reader's table,
    the canvas the felt alone (`felt`, the pixels of an earlier pass screen, when given)."""
    expect(page.locator("#pass[open]")).to_be_visible()
    assert page.locator("#hand-cards button, #table-cards button, #seats > *").count() == 0
    assert page.locator("#mirror-parts > *").count() == 0
    page.evaluate("() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))")
    pixels = page.evaluate(CANVAS)
    if felt is not None:
        assert pixels == felt, "the covered table drew something of the game"
    return pixels


def tap_move(page, view: dict, move: str, touch: bool) -> None:
    """Plays `move` (Scopa: card, then the cards taken when the card can take in several ways)."""
    card = move.split("x")[0]
    button = page.locator(f'#hand-cards button[data-card="{card}"]')
    button.tap() if touch else button.click()
    ways = [each for each in view["legal_moves"] if each.split("x")[0] == card]
    if len(ways) > 1:
        for taken in move.split("x")[1].split("+"):
            target = page.locator(f'#table-cards button[data-card="{taken}"]')
            target.tap() if touch else target.click()


def last_view(page) -> dict:
    """The last view the engine sent, raw: its player is the person at the device. (Picked in the page: the whole
    record, asked for at every turn, grew to a transfer of every view so far.)"""
    return page.evaluate("() => window.replies.findLast((entry) => 'view' in entry.reply).reply.view")


# --------------------------------------------------------------------------- tests


def test_scopa_for_four_with_two_people_by_taps_hides_every_hand_between_their_turns(pages, site):
    seed = 11
    seats = ["person", "computer", "person", "computer"]
    page = open_page(pages, site, f"?seed={seed}", **PHONE)
    deal_together(page, "scopa", {"players": "4"}, ["Anna", None, "Bruno", None], touch=True)
    felt = None
    passes = 0
    names_seen = set()
    while (screen := settle(page)) not in ("round-over", "game-over"):
        last = last_view(page)
        if screen == "passing":
            name = {0: "Anna", 2: "Bruno"}[last["player"]]
            expect(page.locator("#pass .title")).to_have_text(f"Pass to {name}")
            felt = assert_covered(page, felt)
            passes += 1
            page.locator('#pass [data-action="show"]').tap()
            continue
        # The person to move sees their own hand at the bottom, named in the status line.
        name = {0: "Anna", 2: "Bruno"}[last["player"]]
        names_seen.add(name)
        expect(page.locator("#prompt")).to_contain_text(f"{name}'s turn")
        assert sorted(hand_shown(page)) == sorted(last["hand"])
        before = played(page)
        tap_move(page, last, last["legal_moves"][0], touch=True)
        wait_for_move_sent(page, before)
    assert passes >= 10
    assert names_seen == {"Anna", "Bruno"}
    assert_views_own_hands(page, "scopa", {"players": 4}, seats)
    # The count shows everyone's.
    expect(page.locator("#count[open]")).to_be_visible()
    assert page.locator("#count td[data-line]").count() > 0


def test_the_pass_screen_before_the_first_tap_names_the_sides_of_the_table_coming(pages, site):
    # A game against the computer on the table first: its bar says "You" and "Computer".
    page = open_page(pages, site, "?seed=11&lang=en", **DESKTOP)
    settle(page)
    expect(page.locator("#score-name-0")).to_have_text("You")
    deal_together(page, "scopa", {"players": "4"}, ["Anna", None, "Bruno", None])
    assert settle(page) == "passing"
    # No view of the new game is on the table yet, and the bar names its partnerships already.
    sides = page.evaluate("() => globalThis.mazzo.texts().four.sides")
    expect(page.locator("#score-name-0")).to_have_text(sides[0])
    expect(page.locator("#score-name-1")).to_have_text(sides[1])


def test_briscola_for_two_people_by_keys_turns_the_table_and_counts_per_name(pages, site):
    seed = 3
    seats = ["person", "person"]
    page = open_page(pages, site, f"?seed={seed}&game=briscola", **DESKTOP)
    deal_together(page, "briscola", {}, ["Anna", "Bruno"])
    felt = None
    turns = 0
    while (screen := settle(page)) not in ("round-over", "game-over"):
        if screen == "passing":
            felt = assert_covered(page, felt)
            page.keyboard.press("Enter" if turns % 2 else "Space")
            continue
        view = last_view(page)
        expect(page.locator("#prompt")).to_contain_text(f"{['Anna', 'Bruno'][view['player']]}'s turn")
        # The score bar names the person at the device first, the other person second.
        names = ["Anna", "Bruno"][view["player"]], ["Anna", "Bruno"][1 - view["player"]]
        assert (page.locator("#score-name-0").text_content(), page.locator("#score-name-1").text_content()) == names
        assert sorted(hand_shown(page)) == sorted(view["hand"])
        before = played(page)
        page.keyboard.press("1")
        turns += 1
        wait_for_move_sent(page, before)
    assert turns == 40
    assert_views_own_hands(page, "briscola", {}, seats)
    # The moves said name the mover, never "you" nor "the computer" (nobody at this table is either).
    said = page.eval_on_selector_all("#mirror-log p", "lines => lines.map((line) => line.textContent)")
    assert any(re.match(r"(Anna|Bruno) (leads|answers with|takes the trick|draws)", line) for line in said), said
    assert not [line for line in said if re.search(r"\b(you|your)\b|the computer", line, re.IGNORECASE)], said
    # Each person's statistics apart, by name (the match read from their side); the one player's untouched.
    statistics = page.evaluate("() => globalThis.mazzo.client.request('statistics')")["statistics"]
    assert "briscola" not in statistics["games"]
    won = {name: statistics["people"][name]["games"]["briscola"]["normal"]["plain"]["matchesWon"] for name in ("Anna", "Bruno")}
    assert sorted(won.values()) == [0, 1]
    winner = next(name for name, count in won.items() if count)
    # The count names the winner (the game's words would say "you" or "the computer").
    expect(page.locator("#count .headline")).to_have_text(f"{winner} wins the game!")
    # The panel picks whose: the one player's first, then each name.
    page.evaluate("() => document.getElementById('count').close()")
    page.locator("#statistics-open").click()
    panel = page.locator("#statistics[open]")
    whose = panel.locator('[data-option="whose"] input')
    expect(whose).to_have_count(3)
    assert [whose.nth(i).get_attribute("value") for i in range(3)] == ["", "Anna", "Bruno"]
    expect(panel.locator(".statistics-empty")).to_be_visible()
    panel.locator(f'[data-option="whose"] input[value="{winner}"]').check()
    expect(panel.locator('tr[data-row="matchesWon"] td[data-level="normal"][data-kind="plain"]')).to_have_text("1")


def test_the_toolbar_answers_under_the_pass_screen_and_never_shows_a_hand(pages, site):
    page = open_page(pages, site, "?seed=3&game=briscola", **PHONE)
    deal_together(page, "briscola", {}, ["Anna", "Bruno"], touch=True)
    assert settle(page) == "passing"
    felt = assert_covered(page, None)
    # What is for the person to move waits for them: the hint and the review, disabled under the cover.
    for tool in ("#hint-tool", "#review-open"):
        expect(page.locator(tool)).to_be_disabled()
    page.keyboard.press("h")
    expect(page.locator("#hint")).to_be_hidden()
    # The menu, the settings, the statistics and the sound answer, and the table stays covered.
    for tool, panel, close in (
        ("#menu-open", "#menu[open]", '[data-action="close"]'),
        ("#settings-open", "#settings[open]", ".close"),
        ("#statistics-open", "#statistics[open]", '[data-action="close"]'),
    ):
        page.locator(tool).tap(timeout=5_000)
        expect(page.locator(panel)).to_be_visible()
        page.locator(panel).locator(close).first.tap()
        expect(page.locator(panel)).to_have_count(0)
        assert html(page, "screen") == "passing"
        assert_covered(page, felt)
    sound = page.locator("#sound")
    if sound.is_visible():
        pressed = sound.get_attribute("aria-pressed")
        sound.tap(timeout=5_000)
        expect(sound).not_to_have_attribute("aria-pressed", pressed or "")
        assert_covered(page, felt)
    ARTIFACTS.mkdir(exist_ok=True)
    page.screenshot(path=ARTIFACTS / "pass-toolbar-phone.png")
    # The person to move taps the panel: their cards, and their tools.
    page.locator('#pass [data-action="show"]').tap()
    assert settle(page) == "your-turn"
    expect(page.locator("#hint-tool")).to_be_enabled()
    expect(page.locator("#hand-cards button[data-card]")).to_have_count(3)



def test_the_hint_comes_for_the_seat_to_move(pages, site):
    page = open_page(pages, site, "?seed=5&game=briscola", **DESKTOP)
    deal_together(page, "briscola", {}, ["Anna", "Bruno"])
    for _ in range(3):
        screen = settle(page)
        if screen == "passing":
            page.keyboard.press("Enter")
            screen = settle(page)
        view = last_view(page)
        page.keyboard.press("h")
        expect(page.locator("#hint")).to_be_visible()
        hint = [entry for entry in received(page) if entry["type"] == "hint"][-1]
        assert hint["fields"]["seat"] == view["player"]
        assert page.locator("#hint").get_attribute("data-move") in view["legal_moves"]
        before = played(page)
        page.keyboard.press("1")
        wait_for_move_sent(page, before)


def test_the_menu_keeps_the_seats_and_names_and_one_person_plays_as_before(pages, site):
    page = open_page(pages, site, "?seed=5", **DESKTOP)
    menu = open_menu(page)
    menu.locator('[data-option="players"] input[value="4"]').check()
    rows = menu.locator('[data-option="seats"] [data-seat]')
    expect(rows).to_have_count(4)
    # Seat 0 is always a person's; its default name is the placeholder, in the page's language.
    assert rows.nth(0).locator("input[type=radio]").count() == 0
    assert rows.nth(0).locator("input.seat-name").get_attribute("placeholder") == "Player 1"
    expect(rows.nth(2).locator("input.seat-name")).to_be_hidden()
    rows.nth(2).locator('input[value="person"]').check()
    # A name is plain text, held to 20 characters, trimmed.
    rows.nth(2).locator("input.seat-name").fill("  <b>Bruno</b> the great and good")
    menu.locator('[data-action="deal"]').click()
    # A game of people together starts behind the pass screen, whoever plays first.
    assert settle(page) == "passing"
    page.keyboard.press("Enter")
    settle(page)
    request = [entry for entry in received(page) if entry["type"] == "new_game"][-1]["fields"]
    assert request["seats"] == ["person", "computer", "person", "computer"]
    kept = page.evaluate("() => JSON.parse(localStorage.getItem('mazzo.settings')).together")
    assert kept["scopa:4"] == ["", None, "<b>Bruno</b> the g", None]
    menu = open_menu(page)
    row = menu.locator('[data-option="seats"] [data-seat="2"]')
    expect(row.locator('input[value="person"]')).to_be_checked()
    assert row.locator("input.seat-name").input_value() == "<b>Bruno</b> the g"
    # Back to two players: one person and the computer, new_game names no seats, as before.
    menu.locator('[data-option="players"] input[value="2"]').check()
    expect(menu.locator('[data-option="seats"] [data-seat]')).to_have_count(2)
    menu.locator('[data-action="deal"]').click()
    assert settle(page) == "your-turn"
    request = [entry for entry in received(page) if entry["type"] == "new_game"][-1]["fields"]
    assert "seats" not in request
    assert page.locator("#pass[open]").count() == 0


def test_a_game_of_two_people_goes_on_after_a_reload_behind_the_pass_screen(pages, site):
    page = open_page(pages, site, "?game=briscola", **DESKTOP)
    deal_together(page, "briscola", {}, ["Anna", "Bruno"])
    assert settle(page) == "passing"
    # Whoever leads (the deal decides), the other follows.
    first = (page.locator("#pass .title").text_content() or "").removeprefix("Pass to ").strip()
    assert first in ("Anna", "Bruno")
    second = "Bruno" if first == "Anna" else "Anna"
    page.keyboard.press("Enter")
    assert settle(page) == "your-turn"
    page.keyboard.press("1")
    assert settle(page) == "passing"
    expect(page.locator("#pass .title")).to_have_text(f"Pass to {second}")
    page.reload()
    wait_for_app(page)
    # The saved game comes back covered, for the person to move, named as the menu named them.
    assert settle(page) == "passing"
    expect(page.locator("#pass .title")).to_have_text(f"Pass to {second}")
    assert page.locator("#hand-cards button").count() == 0
    page.locator('#pass [data-action="show"]').click()
    assert settle(page) == "your-turn"
    expect(page.locator("#prompt")).to_contain_text(f"{second}'s turn")
    expect(page.locator("#hand-cards button[data-card]")).to_have_count(3)



@pytest.mark.parametrize("context", [DESKTOP, PHONE], ids=["desktop", "phone"])
def test_pass_and_play_dealt_from_the_first_visits_menu_shows_the_pass_screen(pages, site, context):
    # A first visit: the welcome's menu, no game saved yet, the engine loading behind it.
    page = pages.new(first_visit=True, reduced_motion="reduce", **context)
    page.goto(site.url + "?lang=en")
    menu = page.locator("#menu")
    expect(menu).to_be_visible()
    expect(menu.locator('[data-option="players"]')).to_be_visible(timeout=ENGINE_LIMIT_MS)
    touch = context is PHONE
    menu.locator('[data-option="game"] input[value="scopa"]').check()
    menu.locator('[data-option="players"] input[value="2"]').check()
    seat_people(menu, ["Anna", "Bruno"], touch)
    deal = menu.locator('[data-action="deal"]')
    deal.tap() if touch else deal.click()
    assert settle(page) == "passing"
    # The pass screen covers the table, names the person coming, and the bar names the two.
    expect(page.locator("#pass[open]")).to_be_visible()
    first = (page.locator("#pass .title").text_content() or "").removeprefix("Pass to ").strip()
    assert first in ("Anna", "Bruno")
    expect(page.locator("#score-name-0")).to_have_text("Anna")
    expect(page.locator("#score-name-1")).to_have_text("Bruno")
    ARTIFACTS.mkdir(exist_ok=True)
    page.screenshot(path=ARTIFACTS / f"pass-first-visit-{'phone' if touch else 'desktop'}.png")
    show = page.locator('#pass [data-action="show"]')
    show.tap() if touch else show.click()
    assert settle(page) == "your-turn"
    expect(page.locator("#prompt")).to_contain_text(f"{first}'s turn")
    expect(page.locator("#hand-cards button[data-card]")).to_have_count(3)
    expect(page.locator("#hint-tool")).to_be_enabled()
