"""The Scala 40 table in Chromium: rounds played by clicks and by keys, checked against the engine.

Every page opens with ?game=scala40&seed=N; the test replays the same game in this
process with mazzo.protocol.Session (same seed, level and moves: the computer's moves
are deterministic given those), so the hands, combinations and count the page shows
are compared with the engine's own, and seeds are chosen by replaying for the
situations a test needs. Pages run with reduced motion, which keeps every animation
step in order but near-instant; no test reads a clock.
"""

from __future__ import annotations

import json

import pytest
from playwright.sync_api import expect

from mazzo.protocol import Session
from mazzo.scala40 import TableMeld, find_openings
from mazzo.scala40.cards import Card

from .harness import Mirror as GameMirror
from .harness import play_round_in_the_engine, switch_to_game, wait_for_app
from .test_i18n import messages

# The page's recorders and waits are the Scopa table's tests' own.
from .test_scopa_ui import RECORD_NEWS, RECORD_REQUESTS, html, save_screenshot, wait_until_idle

LEVEL = "normal"
GAME = "scala40"
DESKTOP = {"width": 1280, "height": 720}
PHONE_PORTRAIT = {"width": 360, "height": 640}
PHONE_LANDSCAPE = {"width": 640, "height": 360}
MIN_TAP = 44
MIN_STRIP = 24
# How long a step may take the engine in the worker (a whole computer turn, a first deal).
ENGINE_LIMIT_MS = 60_000
PAGE = "?game=scala40&seed={seed}"

# --------------------------------------------------------------------------- the engine's side


class Mirror(GameMirror):
    """The page's Scala 40 game replayed by the engine in this process."""

    def __init__(self, seed: int, level: str = LEVEL) -> None:
        super().__init__(GAME, seed, level)

    def refuses(self, move: str) -> str:
        """The engine's reason for refusing `move` now (the game is unchanged)."""
        reply = json.loads(self.session.handle(json.dumps({"type": "play", "game": GAME, "move": move})))
        assert not reply["ok"], reply
        return reply["error"]["message"]

    def copy(self) -> Mirror:
        twin = Mirror.__new__(Mirror)
        twin.game, twin.seed, twin.level, twin.session, twin.view = GAME, self.seed, self.level, Session(), self.view
        twin.session.tables = dict(self.session.tables)
        return twin


def groups_of(move: str) -> list[list[str]]:
    """'open 7H8H9H+QDQSQC' → [['7H', '8H', '9H'], ['QD', 'QS', 'QC']]; 'meld 7H8H9H' → one group."""
    return [[text[i : i + 2] for i in range(0, len(text), 2)] for text in move.split(" ")[1].split("+")]


def parts(move: str) -> tuple[str, int, str, bool]:
    """'add 2 6H low' → ('add', 2, '6H', True)."""
    kind, meld, card, *low = move.split(" ")
    return kind, int(meld), card, bool(low)


def tapped_move(view: dict, card: str, meld: int, side: str) -> str | None:
    """What a tap on combination `meld` with `card` selected sends (as the page decides, from the legal moves)."""
    legal = view["legal_moves"]
    if f"swap {meld} {card}" in legal:
        return f"swap {meld} {card}"
    wanted = f"add {meld} {card}" + (" low" if side == "low" else "")
    if wanted in legal:
        return wanted
    return next((m for m in legal if m.startswith(f"add {meld} {card}")), None)


def varied_move(view: dict, turn: int) -> str:
    """A move that exercises the page: open, lay down, add and take back jokers when listed, else vary the discard."""
    legal = view["legal_moves"]
    if "draw" in legal:
        return "draw"
    for kind in ("open", "meld", "swap", "add"):
        for move in legal:
            if move.startswith(kind + " "):
                if kind in ("add", "swap"):
                    _, meld, card, low = parts(move)
                    if tapped_move(view, card, meld, "low" if low else "high") != move:
                        continue
                return move
    discards = [move for move in legal if move.startswith("discard ")]
    return discards[(turn * 5) % len(discards)] if discards else legal[0]


def display_hand(view: dict) -> list[str]:
    """Your hand as the page shows it by default: the engine's order (rank, then suit, jokers first)."""
    return list(view["hand"])


def replayed_round(seed: int, pick=None) -> tuple[Mirror, list[str]]:
    """The round of `seed` played to its end by `pick` (varied_move by default), and the human's moves."""
    pick = pick or varied_move
    mirror = Mirror(seed)
    mine = []
    while not mirror.view["round_over"]:
        move = pick(mirror.view, len(mine))
        mirror.play(move)
        mine.append(move)
    return mirror, mine


def round_seed(test, limit: int = 500, pick=None) -> int:
    """The first seed whose round, played by `pick`, passes `test(mirror, moves)`."""
    for seed in range(limit):
        if test(*replayed_round(seed, pick)):
            return seed
    raise AssertionError(f"no seed below {limit} fits")


def several_places(mirror: Mirror, moves: list[str]) -> bool:
    """Whether some add or swap of the round had a card that could go to more than one place."""
    replay = Mirror(mirror.seed)
    for move in moves:
        kind = move.split(" ")[0]
        if kind in ("add", "swap"):
            card = parts(move)[2]
            if sum(1 for m in replay.view["legal_moves"] if m.split(" ")[0] in ("add", "swap") and m.split(" ")[2] == card) > 1:
                return True
        replay.play(move)
    return False


def seed_where(test, limit: int = 300) -> tuple[int, Mirror]:
    """The first seed whose game, at the human's first turn after drawing, passes `test(mirror)`."""
    for seed in range(limit):
        mirror = Mirror(seed)
        mirror.view = mirror.request(type="play", game=GAME, move="draw")["view"]
        if test(mirror):
            return seed, Mirror(seed)
    raise AssertionError(f"no seed below {limit} fits")


# --------------------------------------------------------------------------- the page's side


def open_table(pages, site, seed: int, **context):
    page = pages.new(reduced_motion="reduce", **({"viewport": DESKTOP} | context))
    page.goto(site.url + PAGE.format(seed=seed))
    wait_for_app(page)
    wait_until_idle(page)
    page.evaluate(RECORD_REQUESTS)
    return page






def hand_shown(page) -> list[str]:
    return page.eval_on_selector_all("#hand-cards button[data-card]", "buttons => buttons.map((b) => b.dataset.card)")


def melds_shown(page) -> list[list[str]]:
    return page.eval_on_selector_all(
        "#table-cards button[data-meld]", "buttons => buttons.map((b) => b.dataset.cards.split(' '))"
    )


def hand_changed(page, before: list[str]) -> list[str]:
    """The hand as shown once its order is no longer `before` (it moves there at the end of an animation)."""
    page.wait_for_function(
        "(before) => [...document.querySelectorAll('#hand-cards button[data-card]')].map((b) => b.dataset.card).join() !== before.join()",
        arg=before,
    )
    return hand_shown(page)


def sent_moves(page) -> list[str]:
    return page.evaluate("() => window.sentRequests.filter((r) => r.type === 'play').map((r) => r.move)")


def engine_view(page) -> dict:
    return page.evaluate("() => globalThis.mazzo.client.request('view', { game: 'scala40' })")["view"]


def assert_page_shows(page, mirror: Mirror) -> None:
    view = mirror.view
    assert hand_shown(page) == display_hand(view)
    assert melds_shown(page) == [meld["cards"] for meld in view["table"]]
    assert page.locator('#table-cards [data-pile="stock"]').get_attribute("data-count") == str(view["stock_size"])
    top = view["discard"][-1] if view["discard"] else ""
    assert page.locator('#table-cards [data-pile="discard"]').get_attribute("data-top") == top
    assert html(page, "turn") == ("over" if view["round_over"] else "human")


def hand_button(page, card: str, pressed: bool = False):
    return page.locator(f'#hand-cards button[data-card="{card}"][aria-pressed="{str(pressed).lower()}"]').first


def action(page, name: str):
    return page.locator(f'#actions [data-action="{name}"]')


def select_by_mouse(page, cards: list[str]) -> None:
    for card in cards:
        hand_button(page, card).click()


def tap_meld(page, meld: int, side: str, tap=None) -> None:
    button = page.locator(f'#table-cards [data-meld="{meld}"]')
    box = button.bounding_box()
    x = box["width"] * (0.2 if side == "low" else 0.8)
    (tap or button.click)(position={"x": x, "y": box["height"] / 2})


def pointer_move(press: str):
    """Makes a move as a player does with the mouse (`press` "click") or a finger ("tap")."""

    def make(page, mirror: Mirror, move: str) -> None:
        kind = move.split(" ")[0]

        def push(locator) -> None:
            getattr(locator, press)()

        def select(cards: list[str]) -> None:
            for card in cards:
                push(hand_button(page, card))

        if move == "draw":
            push(page.locator('#table-cards [data-pile="stock"]'))
        elif move == "take":
            push(page.locator('#table-cards [data-pile="discard"]'))
        elif move == "return":
            push(action(page, "return"))
        elif kind == "open":
            for group in groups_of(move):
                select(group)
                push(action(page, "lay"))
            push(action(page, "open"))
        elif kind == "meld":
            select(groups_of(move)[0])
            push(action(page, "lay"))
        elif kind in ("add", "swap"):
            _, meld, card, low = parts(move)
            select([card])
            button = page.locator(f'#table-cards [data-meld="{meld}"]')
            tap_meld(page, meld, "low" if low else "high", tap=getattr(button, press))
        elif kind == "discard":
            select([move.split(" ")[1]])
            push(action(page, "discard"))

    return make


click_move = pointer_move("click")
tap_move = pointer_move("tap")


def select_by_keys(page, cards: list[str]) -> None:
    """Home, the arrows to each card, Space to pick it."""
    for card in cards:
        # The hand may still be drawn again after the last key (a lesson laid out, a card picked): wait for the card.
        # Cards may also still be moving (a prepared group on its way to the frame), and the hand's buttons then
        # still stand where they were: count the arrows only on a hand at rest, in the order the keys walk.
        index = page.wait_for_function(
            """(card) => {
              if (document.documentElement.dataset.moving) return null;
              const buttons = [...document.querySelectorAll("#hand-cards button[data-card]")];
              const at = buttons.findIndex((b) => b.dataset.card === card && b.getAttribute("aria-pressed") === "false");
              return at < 0 ? null : at + 1;
            }""",
            arg=card,
        ).json_value() - 1
        page.keyboard.press("Home")
        for _ in range(index):
            page.keyboard.press("ArrowRight")
        assert page.evaluate("() => document.activeElement?.dataset.card") == card, f"the arrows did not come to {card}"
        page.keyboard.press(" ")


def key_move(page, mirror: Mirror, move: str) -> None:
    """Makes `move` with the keys only."""
    kind = move.split(" ")[0]
    if move in ("draw", "take", "return"):
        page.keyboard.press({"draw": "s", "take": "p", "return": "b"}[move])
    elif kind == "open":
        for group in groups_of(move):
            select_by_keys(page, group)
            page.keyboard.press("Enter")
        page.keyboard.press("Enter")
    elif kind == "meld":
        select_by_keys(page, groups_of(move)[0])
        page.keyboard.press("Enter")
    elif kind in ("add", "swap"):
        _, _, card, _ = parts(move)
        select_by_keys(page, [card])
        places = [m for m in mirror.view["legal_moves"] if m.split(" ")[0] in ("add", "swap") and m.split(" ")[2] == card]
        page.keyboard.press("a")
        if len(places) > 1:
            for _ in range(places.index(move)):
                page.keyboard.press("a")
            page.keyboard.press("Enter")
    elif kind == "discard":
        select_by_keys(page, [move.split(" ")[1]])
        page.keyboard.press("x")


def play_round(page, mirror: Mirror, make_move, pick=varied_move, shows=None) -> list[str]:
    """Plays the round to its count, checking after every move that the page shows the engine's game (as `shows` checks it)."""
    shows = shows or assert_page_shows
    mine = []
    while not mirror.view["round_over"]:
        wait_until_idle(page)
        shows(page, mirror)
        move = pick(mirror.view, len(mine))
        make_move(page, mirror, move)
        mirror.play(move)
        mine.append(move)
    wait_until_idle(page)
    shows(page, mirror)
    assert sent_moves(page)[-len(mine) :] == mine
    return mine


def assert_count_matches(page, summary: dict) -> None:
    """The round panel shows the summary's lines in their order and, for both players, the engine's count."""
    panel = page.locator("#count")
    expect(panel).to_be_visible()
    assert panel.locator("tr[data-line]").evaluate_all("rows => rows.map((row) => row.dataset.line)") == [
        line["line"] for line in summary["lines"]
    ]

    def value(line: str, player: int) -> str:
        return panel.locator(f'td[data-line="{line}"][data-player="{player}"] .value').inner_text()

    for number, player in enumerate(summary["players"]):
        closed = player["closed"]
        assert value("cards_left", number) == ("closed" if closed else str(len(player["cards"])))
        assert value("card_points", number) == ("—" if closed else str(player["card_points"]))
        never = not player["opened"] and not closed and not summary["void"]
        assert value("never_opened", number) == ("100" if never else "—")
        doubled = summary["doubled"] and not closed
        assert value("doubled", number) == (f"×2 (+{player['round_points'] // 2})" if doubled else "—")
        assert value("round", number) == str(player["round_points"])
        assert value("total", number) == str(player["total"])
        detail = panel.locator(f'td[data-line="cards_left"][data-player="{number}"] .detail')
        shown = detail.inner_text().split(" ") if detail.count() else []
        assert shown == [short_label(card) for card in player["cards"]]


def short_label(card: str) -> str:
    """How the round panel lists a card: "7♥", "10♦", "Joker"."""
    if card == "JK":
        return "Joker"
    return ("10" if card[0] == "T" else card[0]) + {"D": "♦", "H": "♥", "S": "♠", "C": "♣"}[card[1]]




# --------------------------------------------------------------------------- tests


def test_page_opens_scala40_with_the_seeded_deal(pages, site):
    mirror = Mirror(3)
    page = open_table(pages, site, 3)
    assert html(page, "game") == "scala40"
    assert html(page, "phase") == "draw"
    assert_page_shows(page, mirror)
    assert len(hand_shown(page)) == 13
    assert page.locator("#seat-1").get_attribute("data-count") == str(mirror.view["opponent_hand_size"])


EVERY_LAY_DOWN = {"draw", "open", "meld", "add", "swap", "discard"}


def test_a_whole_round_by_mouse_shows_the_engines_game_and_count(pages, site):
    seed = round_seed(lambda mirror, moves: {m.split(" ")[0] for m in moves} >= EVERY_LAY_DOWN and len(moves) <= 30)
    mirror = Mirror(seed)
    page = open_table(pages, site, seed)
    mine = play_round(page, mirror, click_move)
    assert {move.split(" ")[0] for move in mine} >= EVERY_LAY_DOWN
    summary = mirror.summary()
    assert_count_matches(page, summary)

    page.locator('#count [data-action="continue"]').click()
    mirror.next_round()
    wait_until_idle(page)
    assert html(page, "round") == "2"
    assert_page_shows(page, mirror)
    assert page.locator("#score-0").inner_text() == str(summary["players"][0]["total"])
    assert page.locator("#score-1").inner_text() == str(summary["players"][1]["total"])


def test_a_whole_round_with_the_keyboard_only(pages, site):
    def rich(mirror, moves):
        return {m.split(" ")[0] for m in moves} >= EVERY_LAY_DOWN and len(moves) <= 30 and several_places(mirror, moves)

    seed = round_seed(rich)
    mirror = Mirror(seed)
    page = open_table(pages, site, seed)
    mine = play_round(page, mirror, key_move)
    assert {move.split(" ")[0] for move in mine} >= EVERY_LAY_DOWN
    assert_count_matches(page, mirror.summary())

    page.keyboard.press("Enter")  # between rounds, Enter continues
    mirror.next_round()
    wait_until_idle(page)
    assert html(page, "round") == "2"
    assert_page_shows(page, mirror)


def points_of(groups: list[list[str]]) -> int:
    """What the engine counts these combinations for an opening."""
    return sum(TableMeld.build(0, [Card.parse(card) for card in group]).points for group in groups)


def after_drawing(page, mirror: Mirror) -> None:
    click_move(page, mirror, "draw")
    mirror.play("draw")
    wait_until_idle(page)


def test_prepared_groups_wait_in_the_dashed_frame_with_their_total_above_open_then_open_together(pages, site):
    def two_groups(mirror):
        return any(len(groups_of(m)) >= 2 for m in mirror.view["legal_moves"] if m.startswith("open "))

    seed, mirror = seed_where(two_groups)
    page = open_table(pages, site, seed)
    after_drawing(page, mirror)
    opening = next(m for m in mirror.view["legal_moves"] if m.startswith("open ") and len(groups_of(m)) >= 2)
    groups = groups_of(opening)
    total = page.locator("#actions .badge")

    select_by_mouse(page, groups[0])
    action(page, "lay").click()
    prepared = page.locator("#table-cards [data-prepared]")
    expect(prepared).to_have_count(1)
    assert sorted(prepared.first.get_attribute("data-cards").split(" ")) == sorted(groups[0])
    expect(total).to_have_text(f"{points_of(groups[:1])} / 40")
    rest = list(mirror.view["hand"])
    for card in groups[0]:
        rest.remove(card)
    assert hand_shown(page) == rest  # the prepared cards left the hand, nothing went down
    assert sent_moves(page) == ["draw"]

    for group in groups[1:]:
        select_by_mouse(page, group)
        action(page, "lay").click()
    expect(prepared).to_have_count(len(groups))
    expect(total).to_have_text(f"{points_of(groups)} / 40")
    for g in range(len(groups)):
        expect(prepared.nth(g)).to_have_attribute("data-ok", "true")
    save_screenshot(page, "scala-prepared-opening")

    action(page, "open").click()
    mirror.play(opening)
    wait_until_idle(page)
    assert sent_moves(page)[-1] == opening
    expect(prepared).to_have_count(0)
    assert_page_shows(page, mirror)


def groups_worth_39(mirror: Mirror) -> list[list[str]] | None:
    """Combinations of the hand that the engine counts 39 for an opening, if any."""
    hand = [Card.parse(card) for card in mirror.view["hand"]]
    for opening in find_openings(hand, min_points=39):
        groups = [[str(card) for card in meld] for meld in opening.melds]
        if mirror.request(type="check_melds", game=GAME, groups=groups)["points"] == 39:
            return groups
    return None


def test_an_opening_of_39_is_refused_with_the_reason_and_nothing_is_lost(pages, site):
    seed, mirror = seed_where(lambda mirror: groups_worth_39(mirror) is not None)
    page = open_table(pages, site, seed)
    after_drawing(page, mirror)
    groups = groups_worth_39(mirror)
    for group in groups:
        select_by_mouse(page, group)
        action(page, "lay").click()
    expect(page.locator("#actions .badge")).to_have_text("39 / 40")
    hand_before = hand_shown(page)

    action(page, "open").click()
    refusal = page.locator("#refusal")
    expect(refusal).to_be_visible()
    assert "40" in refusal.inner_text() and "39" in refusal.inner_text()
    # Next to the Open button, above it.
    bubble, button = refusal.bounding_box(), action(page, "open").bounding_box()
    assert bubble["y"] + bubble["height"] <= button["y"] + 1
    assert bubble["x"] < button["x"] + button["width"] and button["x"] < bubble["x"] + bubble["width"]
    wait_until_idle(page)
    assert engine_view(page)["history"] == mirror.view["history"]  # nothing changed
    assert page.locator("#table-cards [data-prepared]").count() == len(groups)
    assert hand_shown(page) == hand_before


def test_a_group_that_is_no_combination_says_why_in_the_frame(pages, site):
    mirror = Mirror(3)
    page = open_table(pages, site, 3)
    after_drawing(page, mirror)
    hand = mirror.view["hand"]
    suits = {}
    for card in hand:
        suits.setdefault(card[1], []).append(card)
    mixed = [hand[1], next(card for card in hand if card[1] != hand[1][1] and card[0] != hand[1][0] and card != "JK"), hand[-1]]
    select_by_mouse(page, mixed)
    action(page, "lay").click()
    group = page.locator("#table-cards [data-prepared]").first
    expect(group).to_have_attribute("data-ok", "false")
    assert group.get_attribute("data-reason") in ("not_a_run", "not_a_set")
    assert "not a" in group.get_attribute("aria-label")


def first_opening(view: dict) -> str | None:
    return next((m for m in view["legal_moves"] if m.startswith("open ")), None)


def tappable(view: dict, kind: str) -> list[str]:
    """The listed moves of `kind` ("add" or "swap") that a tap on their combination sends as they are."""
    return [
        m
        for m in view["legal_moves"]
        if m.startswith(kind + " ") and tapped_move(view, parts(m)[2], parts(m)[1], "low" if parts(m)[3] else "high") == m
    ]


def tappable_after_opening(kind: str):
    """A seed test: once opened (the first listed opening), a move of `kind` can be tapped."""

    def test(mirror: Mirror) -> bool:
        opening = first_opening(mirror.view)
        if not opening:
            return False
        twin = mirror.copy()
        return bool(tappable(twin.request(type="play", game=GAME, move=opening)["view"], kind))

    return test


def open_and_tap(pages, site, kind: str):
    """Opens a page on a seed where, after drawing and opening, a move of `kind` is tapped; returns the move played."""
    seed, mirror = seed_where(tappable_after_opening(kind))
    page = open_table(pages, site, seed)
    after_drawing(page, mirror)
    opening = first_opening(mirror.view)
    click_move(page, mirror, opening)
    mirror.play(opening)
    wait_until_idle(page)
    move = tappable(mirror.view, kind)[0]
    _, meld, card, low = parts(move)
    before = {
        "hand": hand_shown(page),
        "melds": melds_shown(page),
        "label": page.locator(f'#table-cards [data-meld="{meld}"]').get_attribute("aria-label"),
    }
    select_by_mouse(page, [card])
    expect(page.locator(f'#table-cards [data-meld="{meld}"]')).to_have_attribute("data-target", "1")
    tap_meld(page, meld, "low" if low else "high")
    mirror.play(move)
    wait_until_idle(page)
    assert sent_moves(page)[-1] == move
    assert_page_shows(page, mirror)
    return page, move, before


def test_adding_a_card_to_a_combination_on_the_table_by_tapping_it(pages, site):
    page, move, before = open_and_tap(pages, site, "add")
    _, meld, card, low = parts(move)
    shown = melds_shown(page)[meld]
    assert len(shown) == len(before["melds"][meld]) + 1 and card in shown
    assert card not in hand_shown(page) or hand_shown(page).count(card) < before["hand"].count(card)


def test_taking_back_a_joker_from_the_table_with_the_card_it_stands_for(pages, site):
    page, move, before = open_and_tap(pages, site, "swap")
    _, meld, card, _ = parts(move)
    assert "joker stands for" in before["label"]
    assert hand_shown(page).count("JK") == before["hand"].count("JK") + 1
    assert "JK" not in melds_shown(page)[meld] and card in melds_shown(page)[meld]


def test_taking_the_discard_and_returning_it_then_drawing_from_the_stock(pages, site):
    mirror = Mirror(3)
    page = open_table(pages, site, 3)
    top = mirror.view["discard"][-1]
    page.locator('#table-cards [data-pile="discard"]').click()
    mirror.play("take")
    wait_until_idle(page)
    assert html(page, "phase") == "play"
    assert top in hand_shown(page)
    expect(action(page, "return")).to_be_visible()

    # The taken card cannot be discarded: the view's actions say why (the engine's taken_pending), next to
    # the pile, and nothing is sent.
    select_by_mouse(page, [top])
    page.locator('#table-cards [data-pile="discard"]').click()
    assert engine_view(page)["actions"]["discard"]["refusal"] == {"code": "taken_pending", "params": {"card": top}}
    taken_pending = messages(page, "en", "t.refusals.taken_pending({card: t.scala40.cardName(args[0])})", top)
    expect(page.locator("#refusal")).to_have_text(taken_pending)
    wait_until_idle(page)
    assert engine_view(page)["history"] == mirror.view["history"]

    action(page, "return").click()
    mirror.play("return")
    wait_until_idle(page)
    assert html(page, "phase") == "stock"
    assert_page_shows(page, mirror)
    expect(action(page, "return")).to_be_hidden()
    page.keyboard.press("p")  # taking again is refused, from the view: the stock it must be
    expect(page.locator("#refusal")).to_be_visible()
    assert "stock" in page.locator("#refusal").inner_text()
    page.keyboard.press("s")
    mirror.play("draw")
    wait_until_idle(page)
    assert sent_moves(page) == ["take", "return", "draw"]
    assert_page_shows(page, mirror)


def test_sorting_the_hand_by_suit_and_back_by_rank(pages, site):
    mirror = Mirror(3)
    page = open_table(pages, site, 3)
    by_rank = hand_shown(page)
    assert by_rank == mirror.view["hand"]
    action(page, "sort").click()
    by_suit = hand_changed(page, by_rank)
    assert sorted(by_suit) == sorted(by_rank)
    suits = [card[1] for card in by_suit if card != "JK"]
    assert suits == sorted(suits, key="SHCD".index)
    for suit in "DHSC":
        ranks = [card[0] for card in by_suit if card[1] == suit]
        assert ranks == sorted(ranks, key="A23456789TJQK".index)
    page.keyboard.press("o")
    assert hand_changed(page, by_suit) == by_rank
    assert sent_moves(page) == []


def draw_and_discard(view: dict, turn: int) -> str:
    """Never lays anything down."""
    return "draw" if "draw" in view["legal_moves"] else next(m for m in view["legal_moves"] if m.startswith("discard "))


def reach_the_count_in_the_engine(page, site, mirror: Mirror, pick) -> None:
    """The round played in the page's engine (`pick(view, turn)` the player's moves), the page opened again on its
    count: for the tests of the count, which the clicks of a whole round would not check."""
    play_round_in_the_engine(page, mirror, lambda turn: pick(mirror.view, turn))
    page.goto(site.url + "?game=scala40")
    wait_for_app(page)


def test_round_panel_shows_the_100_for_never_opening(pages, site):
    seed = round_seed(lambda mirror, moves: mirror.summary()["closer"] == 1 and len(moves) <= 24, pick=draw_and_discard)
    mirror = Mirror(seed)
    page = open_table(pages, site, seed)
    reach_the_count_in_the_engine(page, site, mirror, draw_and_discard)
    summary = mirror.summary()
    assert not summary["players"][0]["opened"] and summary["players"][0]["round_points"] in (100, 200)
    assert_count_matches(page, summary)


def test_round_panel_shows_the_doubling_for_closing_in_one_go(pages, site):
    # round_seed's first seed closed in one go by varied_move: found once (its search replays 133 rounds, half a
    # minute), checked here.
    seed = 133
    mirror = Mirror(seed)
    page = open_table(pages, site, seed)
    reach_the_count_in_the_engine(page, site, mirror, varied_move)
    summary = mirror.summary()
    assert summary["doubled"], "seed 133 no longer closes in one go: round_seed(lambda mirror, moves: mirror.summary()['doubled'])"
    loser = 1 - summary["closer"]
    assert summary["players"][loser]["round_points"] == 2 * (summary["players"][loser]["card_points"] if summary["players"][loser]["opened"] else 100)
    assert_count_matches(page, summary)
    save_screenshot(page, "scala-round-panel")


@pytest.mark.parametrize("viewport", [PHONE_PORTRAIT, PHONE_LANDSCAPE], ids=["portrait", "landscape"])
def test_phone_fits_a_full_hand_with_tappable_strips_and_plays_by_tapping(pages, site, viewport, request):
    orientation = request.node.callspec.id
    mirror = Mirror(3)
    page = open_table(pages, site, 3, viewport=viewport, is_mobile=True, has_touch=True, device_scale_factor=3)
    width, height = viewport["width"], viewport["height"]
    page.locator('#table-cards [data-pile="stock"]').tap()
    mirror.play("draw")
    wait_until_idle(page)
    assert len(hand_shown(page)) == 14
    assert page.evaluate("() => document.documentElement.scrollWidth") <= width
    save_screenshot(page, f"scala-table-phone-{orientation}")

    inside = lambda box: box["x"] >= 0 and box["y"] >= 0 and box["x"] + box["width"] <= width + 0.5 and box["y"] + box["height"] <= height + 0.5
    hand = page.locator("#hand-cards button[data-card]")
    for i in range(hand.count()):
        box = hand.nth(i).bounding_box()
        assert box["width"] >= MIN_STRIP and box["height"] >= MIN_TAP and inside(box), box
    others = page.locator("#table-cards button, #actions button:visible, #toolbar button:visible, #toolbar a")
    for i in range(others.count()):
        box = others.nth(i).bounding_box()
        assert box["width"] >= MIN_TAP and box["height"] >= MIN_TAP and inside(box), box
    # No hand strip lies under another, under an action button or under a bar.
    covers = [page.locator(selector).bounding_box() for selector in ("#bar .score", "#toolbar")]
    covers += [page.locator("#actions button:visible").nth(i).bounding_box() for i in range(page.locator("#actions button:visible").count())]
    strips = [hand.nth(i).bounding_box() for i in range(hand.count())]
    for i, a in enumerate(strips):
        for b in strips[i + 1 :] + covers:
            overlap_x = min(a["x"] + a["width"], b["x"] + b["width"]) - max(a["x"], b["x"])
            overlap_y = min(a["y"] + a["height"], b["y"] + b["height"]) - max(a["y"], b["y"])
            assert overlap_x <= 0.5 or overlap_y <= 0.5, (a, b)

    card = mirror.view["hand"][-1]
    hand_button(page, card).tap()
    page.locator('#table-cards [data-pile="discard"]').tap()
    mirror.play(f"discard {card}")
    wait_until_idle(page)
    assert sent_moves(page)[-1] == f"discard {card}"
    assert_page_shows(page, mirror)


def test_screenshots_of_a_table_with_combinations_on_desktop(pages, site):
    seed, mirror = seed_where(tappable_after_opening("swap"))
    page = open_table(pages, site, seed)
    after_drawing(page, mirror)
    save_screenshot(page, "scala-table-desktop")


def test_every_card_and_action_is_a_labelled_button_and_moves_are_announced(pages, site):
    mirror = Mirror(3)
    page = open_table(pages, site, 3)
    page.evaluate(RECORD_NEWS)
    labels = [hand_button(page, card).get_attribute("aria-label") for card in set(mirror.view["hand"])]
    assert all(labels) and len(set(labels)) == len(labels)
    assert "Ace of diamonds" in page.locator('#table-cards [data-pile="discard"]').get_attribute("aria-label")
    assert page.locator("#status").get_attribute("aria-live") == "polite"
    page.keyboard.press("s")
    mirror.play("draw")
    wait_until_idle(page)
    drawn = mirror.view["history"][-1]
    news = page.evaluate("() => window.news")
    assert any(text.startswith("You draw the ") for text in news)
    assert any(text.startswith("The computer ") for text in news) == any(p == 1 for p, _ in mirror.view["history"])
    assert drawn


def test_the_game_switch_keeps_each_games_own_state(pages, site):
    from .test_scopa_ui import Mirror as ScopaMirror
    from .test_scopa_ui import assert_page_shows as assert_scopa_shows
    from .test_scopa_ui import click_and_follow as scopa_click_and_follow
    from .test_scopa_ui import varied_move as scopa_move

    page = pages.new(reduced_motion="reduce", viewport=DESKTOP)
    page.goto(site.url + "?seed=30")
    wait_for_app(page)
    wait_until_idle(page)
    page.evaluate(RECORD_REQUESTS)
    assert html(page, "game") == "scopa"
    scopa = ScopaMirror(30)
    scopa_click_and_follow(page, scopa, scopa_move(scopa, 0))

    switch_to_game(page, "scala40")  # none in progress: dealt
    scala = Mirror(31)  # the page's second game: seed 30 + 1
    assert_page_shows(page, scala)
    page.keyboard.press("s")
    scala.play("draw")
    wait_until_idle(page)
    assert_page_shows(page, scala)

    switch_to_game(page, "scopa")  # in progress: continued
    wait_until_idle(page)
    assert_scopa_shows(page, scopa)
    assert page.evaluate("() => globalThis.mazzo.client.request('view', { game: 'scopa' })")["view"]["history"] == scopa.view["history"]

    switch_to_game(page, "scala40")
    wait_until_idle(page)
    assert_page_shows(page, scala)
    assert html(page, "phase") == "play"
    assert engine_view(page)["history"] == scala.view["history"]


def test_full_motion_shows_the_same_moves_in_the_same_order_as_reduced_motion(pages, site):
    seed, _ = seed_where(lambda mirror: first_opening(mirror.view) is not None)
    heard = []
    for motion in ("reduce", "no-preference"):
        page = pages.new(reduced_motion=motion, viewport=DESKTOP)
        page.goto(site.url + PAGE.format(seed=seed))
        wait_for_app(page)
        wait_until_idle(page)
        page.evaluate(RECORD_NEWS)
        mirror = Mirror(seed)
        for turn in range(4):
            move = varied_move(mirror.view, turn)
            click_move(page, mirror, move)
            mirror.play(move)
            wait_until_idle(page)
        assert_page_shows(page, mirror)
        heard.append(page.evaluate("() => window.news"))
    assert heard[0] == heard[1]
    assert any(text.startswith("You open with ") for text in heard[0])


def test_refused_actions_say_why_next_to_where_the_player_acted_and_change_nothing(pages, site):
    mirror = Mirror(3)
    page = open_table(pages, site, 3)
    refusal = page.locator("#refusal")

    def said_near(selector: str) -> str:
        """The refusal's words, once it shows beside (above or below, overlapping in x) what `selector` finds."""
        expect(refusal).to_be_visible()
        boxes = [page.locator(selector).nth(i).bounding_box() for i in range(page.locator(selector).count())]
        left, top = min(b["x"] for b in boxes), min(b["y"] for b in boxes)
        right, bottom = max(b["x"] + b["width"] for b in boxes), max(b["y"] + b["height"] for b in boxes)
        bubble, place = refusal.bounding_box(), {"x": left, "y": top, "width": right - left, "height": bottom - top}
        assert bubble["x"] < place["x"] + place["width"] and place["x"] < bubble["x"] + bubble["width"], (bubble, place)
        assert bubble["y"] + bubble["height"] <= place["y"] + 1 or bubble["y"] >= place["y"] + place["height"] - 1
        return refusal.inner_text()

    page.keyboard.press("x")  # discard before drawing
    assert said_near('#table-cards [data-pile="discard"]').startswith("Draw first")
    after_drawing(page, mirror)
    page.keyboard.press("x")  # nothing selected
    assert "one card to discard" in said_near('#table-cards [data-pile="discard"]')
    page.keyboard.press("a")
    assert "one card to add" in said_near("#hand-cards button")
    action(page, "open").click()
    assert "first" in said_near('#actions [data-action="open"]')
    select_by_mouse(page, [mirror.view["hand"][-1]])
    action(page, "lay").click()  # one card is no combination
    expect(page.locator("#table-cards [data-prepared]").first).to_have_attribute("data-reason", "too_few")
    assert "too few" in page.locator("#table-cards [data-prepared]").first.get_attribute("aria-label")
    wait_until_idle(page)
    assert engine_view(page)["history"] == mirror.view["history"]
    assert sent_moves(page) == ["draw"]
