"""Scala 40 for three and four at the table, in Chromium: rounds played by keys and by taps, checked against the engine.

As in test_scala_ui.py, every page opens with a seed and the test replays the same game in this
process (same seed, level, options and moves: every computer seat's moves are deterministic given
those), so your hand, every combination with its owner, each other seat's hand size, who has opened,
who is out, the scores and the count the page shows are the engine's own. Pages run with reduced
motion: every step still plays, in order.
"""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from . import test_scala_ui as scala_ui
from .harness import Mirror as GameMirror
from .harness import open_menu, wait_for_app
from .test_scala_ui import DESKTOP, MIN_TAP, engine_view, hand_shown, key_move, melds_shown, short_label, tap_move, varied_move
from .test_scopa_ui import RECORD_NEWS, RECORD_REQUESTS, html, save_screenshot, wait_until_idle

LEVEL = "normal"
GAME = "scala40"
PHONE_UPRIGHT = {"width": 390, "height": 844}
PHONE_SIDEWAYS = {"width": 844, "height": 390}
PHONE = {"is_mobile": True, "has_touch": True, "device_scale_factor": 3}
#: Each seat's short name at a table of three and of four (en.js's scala40.many.names).
NAMES = {3: ["You", "Right", "Left"], 4: ["You", "Right", "Across", "Left"]}
#: Each seat as a sentence names it.
SEATS = {
    3: ["You", "The player on your right", "The player on your left"],
    4: ["You", "The player on your right", "The player across", "The player on your left"],
}
#: The moves a rich round makes: every kind of play on the table.
EVERY_KIND = {"draw", "open", "meld", "discard"}


class Mirror(GameMirror):
    """The page's table of three or four replayed by the engine in this process."""

    def __init__(self, players: int, seed: int, **options) -> None:
        super().__init__(GAME, seed, LEVEL, {"players": players, **options})


def replayed_round(players: int, seed: int, **options) -> tuple[Mirror, list[str]]:
    """The round of `seed` (with `options`) played to its end by varied_move, and your moves."""
    mirror = Mirror(players, seed, **options)
    mine: list[str] = []
    while not mirror.view["round_over"]:
        move = varied_move(mirror.view, len(mine))
        mirror.play(move)
        mine.append(move)
    return mirror, mine


def rich_seed(players: int, limit: int = 200) -> int:
    """The first seed whose round, played by varied_move, opens, lays down, adds or swaps and discards, in 30 moves at most."""
    for seed in range(limit):
        _, mine = replayed_round(players, seed)
        kinds = {move.split(" ")[0] for move in mine}
        if kinds >= EVERY_KIND and kinds & {"add", "swap"} and len(mine) <= 30:
            return seed
    raise AssertionError(f"no seed below {limit} fits")


def open_table(pages, site, players: int, seed: int, query: str = "", **context):
    page = pages.new(reduced_motion="reduce", **({"viewport": DESKTOP} | context))
    page.goto(site.url + f"?game=scala40&players={players}&seed={seed}{query}")
    wait_for_app(page)
    wait_until_idle(page)
    page.evaluate(RECORD_REQUESTS)
    return page


def assert_page_shows(page, mirror: Mirror) -> None:
    """Your hand, every combination with its owner, each other seat's hand, the piles and the turn, as the engine has them."""
    view = mirror.view
    players = len(view["hand_sizes"])
    assert hand_shown(page) == list(view["hand"])
    assert melds_shown(page) == [meld["cards"] for meld in view["table"]]
    owners = page.eval_on_selector_all(
        "#table-cards button[data-meld]", "buttons => buttons.map((b) => Number(b.dataset.owner))"
    )
    assert owners == [meld["owner"] for meld in view["table"]]
    assert page.locator('#table-cards [data-pile="stock"]').get_attribute("data-count") == str(view["stock_size"])
    top = view["discard"][-1] if view["discard"] else ""
    assert page.locator('#table-cards [data-pile="discard"]').get_attribute("data-top") == top
    for seat in range(1, players):
        node = page.locator(f"#seat-{seat}")
        label = node.get_attribute("aria-label")
        if view["round_over"]:
            continue  # the hands lie face up, as the count lists them
        if view["out"][seat]:
            assert label == f"{SEATS[players][seat]} is out of the match"
            continue
        assert node.get_attribute("data-count") == str(view["hand_sizes"][seat]), seat
        assert label.startswith(f"{SEATS[players][seat]} holds {view['hand_sizes'][seat]} card")
        assert label.endswith(" and has opened" if view["opened"][seat] else ", not opened yet"), label
    assert html(page, "turn") == ("over" if view["round_over"] else "human")


def assert_scores_match(page, mirror: Mirror) -> None:
    """The score bar: your total, then each other seat's by name (and whether it is out)."""
    view = mirror.view
    players = len(view["hand_sizes"])
    assert page.locator("#score-name-0").text_content() == "You"
    assert page.locator("#score-0").inner_text() == str(view["scores"][0])
    others = [
        f"{NAMES[players][seat]} {view['scores'][seat]}" + (" (out)" if view["out"][seat] else "") for seat in range(1, players)
    ]
    assert page.locator("#score-1").inner_text() == " · ".join(others)


def assert_count_matches(page, summary: dict) -> None:
    """The round panel: a column per player, every line of the summary for each, and who is out."""
    players = len(summary["players"])
    panel = page.locator("#count")
    expect(panel).to_be_visible()
    assert panel.locator("th.player").all_text_contents() == NAMES[players]
    lines = [line["line"] for line in summary["lines"]] + ["out"]
    assert panel.locator("tr[data-line]").evaluate_all("rows => rows.map((row) => row.dataset.line)") == lines

    def value(line: str, player: int) -> str:
        return panel.locator(f'td[data-line="{line}"][data-player="{player}"] .value').inner_text()

    for number, player in enumerate(summary["players"]):
        closed = player["closed"]
        assert value("cards_left", number) == ("closed" if closed else str(len(player["cards"])))
        assert value("round", number) == str(player["round_points"])
        assert value("total", number) == str(player["total"])
        assert value("out", number) == ("out" if player["out"] else "—")
        detail = panel.locator(f'td[data-line="cards_left"][data-player="{number}"] .detail')
        shown = detail.inner_text().split(" ") if detail.count() else []
        assert shown == [short_label(card) for card in player["cards"]]


def play_round(page, mirror: Mirror, make_move) -> list[str]:
    """Plays the round to its count (test_scala_ui's play_round), checking every seat after every move."""
    return scala_ui.play_round(page, mirror, make_move, shows=assert_page_shows)


def assert_fits(page, width: int, height: int) -> None:
    """Every hand card and table button lies on screen; every table button is large enough to tap; nothing scrolls sideways."""

    def inside(box: dict) -> bool:
        return -0.5 <= box["x"] <= width + 0.5 - box["width"] and -0.5 <= box["y"] <= height + 0.5 - box["height"]

    for selector in ("#hand-cards button[data-card]", "#table-cards button", "#seats [id^=seat-]", "#actions button:visible"):
        nodes = page.locator(selector)
        for i in range(nodes.count()):
            box = nodes.nth(i).bounding_box()
            assert box and inside(box), (selector, box)
            if selector == "#table-cards button":
                assert box["width"] >= MIN_TAP and box["height"] >= MIN_TAP, box
    assert page.evaluate("() => document.documentElement.scrollWidth") <= width


# --------------------------------------------------------------------------- tests


@pytest.mark.parametrize("players", [3, 4])
def test_the_url_opens_scala40_for_three_and_four_with_every_seat_named(pages, site, players):
    seed = 5
    mirror = Mirror(players, seed)
    page = open_table(pages, site, players, seed)
    assert html(page, "game") == "scala40"
    view = engine_view(page)
    assert view["options"]["players"] == players and len(view["hand_sizes"]) == players
    assert view["history"] == mirror.view["history"]
    assert_page_shows(page, mirror)
    assert_scores_match(page, mirror)
    assert page.locator("#seats [id^=seat-]").count() == players - 1


def test_a_whole_round_of_three_by_keyboard_on_a_desktop(pages, site):
    seed = rich_seed(3)
    mirror = Mirror(3, seed)
    page = open_table(pages, site, 3, seed)
    page.evaluate(RECORD_NEWS)
    mine = play_round(page, mirror, key_move)
    assert {move.split(" ")[0] for move in mine} >= EVERY_KIND
    summary = mirror.summary()
    assert_count_matches(page, summary)
    # Every other seat's moves were said by its seat's name.
    news = " ".join(page.evaluate("() => window.news"))
    for seat in (1, 2):
        if any(player == seat for player, _ in mirror.view["history"]):
            assert SEATS[3][seat] in news, seat
    save_screenshot(page, "scala-three-count-desktop")

    page.keyboard.press("Enter")  # between rounds, Enter continues
    mirror.next_round()
    wait_until_idle(page)
    assert html(page, "round") == "2"
    assert_page_shows(page, mirror)
    assert_scores_match(page, mirror)


def test_a_whole_round_of_four_by_taps_on_a_phone_held_upright(pages, site):
    seed = rich_seed(4)
    mirror = Mirror(4, seed)
    page = open_table(pages, site, 4, seed, viewport=PHONE_UPRIGHT, **PHONE)
    assert_fits(page, **PHONE_UPRIGHT)
    save_screenshot(page, "scala-four-phone-upright")
    mine = play_round(page, mirror, tap_move)
    assert {move.split(" ")[0] for move in mine} >= EVERY_KIND
    assert_count_matches(page, mirror.summary())
    page.locator('#count [data-action="continue"]').tap()
    mirror.next_round()
    wait_until_idle(page)
    assert_page_shows(page, mirror)
    assert_scores_match(page, mirror)


@pytest.mark.parametrize("players", [3, 4])
def test_the_table_fits_a_phone_held_sideways(pages, site, players):
    seed = rich_seed(players)
    mirror = Mirror(players, seed)
    page = open_table(pages, site, players, seed, viewport=PHONE_SIDEWAYS, **PHONE)
    # Halfway through the round, with combinations on the table.
    for _ in range(6):
        move = varied_move(mirror.view, 0)
        tap_move(page, mirror, move)
        mirror.play(move)
        wait_until_idle(page)
        if mirror.view["round_over"]:
            break
    assert_page_shows(page, mirror)
    assert_fits(page, **PHONE_SIDEWAYS)
    save_screenshot(page, f"scala-{players}-phone-sideways")


def test_a_player_who_reaches_the_target_is_out_and_the_others_play_on_without_them(pages, site):
    """At 51, a hand never opened (100) puts its player out after the first round: the page says so and deals without them."""
    def others_out(seed: int) -> bool:
        players = replayed_round(3, seed, target=51)[0].summary()["players"]
        return any(player["out"] for player in players[1:]) and not players[0]["out"]

    seed = next(seed for seed in range(200) if others_out(seed))
    mirror = Mirror(3, seed, target=51)
    page = open_table(pages, site, 3, seed, query="&target=51")
    scala_ui.reach_the_count_in_the_engine(page, site, mirror, varied_move)
    wait_until_idle(page)
    summary = mirror.summary()
    assert_count_matches(page, summary)
    out = [seat for seat, player in enumerate(summary["players"]) if player["out"]]
    page.keyboard.press("Enter")
    mirror.next_round()
    wait_until_idle(page)
    assert_page_shows(page, mirror)
    assert_scores_match(page, mirror)
    for seat in out:
        assert mirror.view["hand_sizes"][seat] == 0
        assert page.locator(f"#seat-{seat}").get_attribute("aria-label") == f"{SEATS[3][seat]} is out of the match"


def test_the_menu_offers_two_three_and_four_players_and_deals_each(pages, site):
    page = pages.new(reduced_motion="reduce", viewport=DESKTOP)
    page.goto(site.url + "?game=scala40&seed=20")
    wait_for_app(page)
    wait_until_idle(page)
    assert len(engine_view(page)["hand_sizes"]) == 2
    menu = open_menu(page)
    players = menu.locator('[data-option="players"] input')
    assert players.evaluate_all("(inputs) => inputs.map((input) => input.value)") == ["2", "3", "4"]
    expect(menu.locator('[data-option="players"] input:checked')).to_have_value("2")
    for count in ("4", "3"):
        menu = open_menu(page) if count == "3" else menu
        menu.locator(f'[data-option="players"] input[value="{count}"]').check()
        menu.locator('[data-action="deal"]').click()
        expect(page.locator("html")).to_have_attribute("data-game", "scala40")
        page.wait_for_function(f"() => new URL(location.href).searchParams.get('players') === '{count}'")
        wait_until_idle(page)
        view = engine_view(page)
        assert view["options"]["players"] == int(count) and len(view["hand_sizes"]) == int(count)
        assert page.locator("#seats [id^=seat-]").count() == int(count) - 1


def test_the_review_of_a_round_of_three_names_each_seat_and_shows_every_hand_face_up(pages, site):
    seed = rich_seed(3)
    mirror = Mirror(3, seed)
    page = open_table(pages, site, 3, seed)
    scala_ui.reach_the_count_in_the_engine(page, site, mirror, varied_move)
    wait_until_idle(page)
    page.locator('#count [data-action="review"]').click()
    review = page.locator("#review")
    expect(review).to_be_visible()
    steps = mirror.request(type="review")["steps"]
    # The first step of each player: who moved, named by seat, and every other hand face up, as it was.
    for player in (0, 1, 2):
        at = next(i for i, step in enumerate(steps) if step["player"] == player)
        while review.get_attribute("data-step") != str(at):
            page.keyboard.press("ArrowRight" if int(review.get_attribute("data-step")) < at else "ArrowLeft")
        assert review.locator(".step").inner_text().split(" · ", 1)[1].startswith(f"{SEATS[3][player]}:")
        for seat in (1, 2):
            held = steps[at]["before"]["hands"][seat]
            assert page.locator(f"#seat-{seat}").get_attribute("aria-label").startswith(f"{SEATS[3][seat]} holds the "), seat
            assert page.locator(f"#seat-{seat}").get_attribute("data-count") == str(len(held))


def test_each_other_seats_moves_are_animated_and_said_by_seat_with_full_motion(pages, site):
    seed = 5
    mirror = Mirror(4, seed)
    page = pages.new(reduced_motion="no-preference", viewport=DESKTOP)
    page.goto(site.url + f"?game=scala40&players=4&seed={seed}")
    wait_for_app(page)
    wait_until_idle(page)
    # While each seat's cards travel the table is moving, on the computer's screen (busy) or, for the
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
    before = len(mirror.view["history"])
    for _ in range(2):  # draw, then discard: the three others play in turn
        move = varied_move(mirror.view, 0)
        key_move(page, mirror, move)
        mirror.play(move)
        wait_until_idle(page)
    assert {seat for seat, _ in mirror.view["history"][before:]} == {0, 1, 2, 3}
    frames = page.evaluate("() => window.frames_seen")
    for seat in (1, 2, 3):
        said = f"{SEATS[4][seat]} "
        moving = [frame for frame in frames if frame[3].startswith(said) and frame[2] == "1" and frame[:2] in (["computer-turn", "1"], ["your-turn", ""])]
        assert len(moving) > 3, seat  # the cards travelled over several frames
    assert_page_shows(page, mirror)


def test_a_tap_on_another_players_zone_on_a_phone_opens_their_combinations_large(pages, site):
    seed = rich_seed(4)
    mirror = Mirror(4, seed)
    page = open_table(pages, site, 4, seed, viewport=PHONE_UPRIGHT, **PHONE)
    while not {meld["owner"] for meld in mirror.view["table"]} - {0}:
        move = varied_move(mirror.view, 0)
        tap_move(page, mirror, move)
        mirror.play(move)
        wait_until_idle(page)
    owner = next(meld["owner"] for meld in mirror.view["table"] if meld["owner"])
    theirs = [" ".join(meld["cards"]) for meld in mirror.view["table"] if meld["owner"] == owner]
    table_card = page.locator(f'#table-cards [data-owner="{owner}"]').first.bounding_box()
    viewer = page.locator("#meld-viewer")

    # A tap on the zone's name opens its owner's combinations, each larger than a hand card on the table.
    page.locator(f'#table-cards [data-zone="{owner}"]').tap(position={"x": 12, "y": 8})
    expect(viewer).to_have_attribute("open", "")
    expect(viewer.locator(".title")).to_have_text(f"Combinations laid down by {SEATS[4][owner].lower()}")
    assert viewer.locator("canvas").evaluate_all("nodes => nodes.map((node) => node.dataset.cards)") == theirs
    shown = viewer.locator("canvas").first.bounding_box()
    assert shown["height"] >= 2.5 * min(table_card["height"], 44) and shown["height"] >= 100
    save_screenshot(page, "scala-four-melds-large-phone-upright")
    # A tap anywhere closes it, and the table plays on.
    viewer.tap(position={"x": 20, "y": 20})
    expect(viewer).not_to_have_attribute("open", "")

    # With no card chosen, a tap on one of their combinations opens them too.
    page.locator(f'#table-cards [data-owner="{owner}"]').first.tap()
    expect(viewer).to_have_attribute("open", "")
    page.keyboard.press("Escape")
    expect(viewer).not_to_have_attribute("open", "")

    # By keyboard: the zone is a button; Enter opens, Escape closes and gives the focus back.
    zone = page.locator(f'#table-cards [data-zone="{owner}"]')
    zone.focus()
    page.keyboard.press("Enter")
    expect(viewer).to_have_attribute("open", "")
    expect(viewer.locator("button")).to_be_focused()
    page.keyboard.press("Escape")
    expect(viewer).not_to_have_attribute("open", "")
    expect(zone).to_be_focused()
    assert_page_shows(page, mirror)
