"""Play by ear (issue 3.4), in Chromium: the table for screen readers (app/views/mirror.js) and its
announcements (app/views/announcer.js).

Each round is played through the accessibility tree only: the skip link, regions and buttons
found by role and name, the keyboard; never the canvas, never a coordinate. The same game is
replayed in this process (harness.Mirror), whose replies' events say what must be announced, in
order, and whose full state says which cards the mirror must never name.
"""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import expect

from card_sight import sight

from .harness import Mirror as GameMirror
from .harness import switch_to_game
from .test_i18n import card_names, messages
from .test_scala_ui import groups_of
from .test_scopa_ui import LEVEL, html, open_table, varied_move, wait_until_idle


class Heard(GameMirror):
    """The page's game replayed here, keeping every reply's events in order (`events`), and reply by reply (`replies`)."""

    def __init__(self, game: str, seed: int, options: dict | None = None) -> None:
        self.events: list[dict] = []
        self.replies: list[list[dict]] = []
        super().__init__(game, seed, LEVEL, options)

    def request(self, **message) -> dict:
        before = getattr(self, "view", None)
        reply = super().request(**message)
        for event in reply.get("events", []):
            if event["type"] in ("add", "swap") and before:
                event["combination"] = before["table"][event["meld"]]["cards"]  # as it was: the page names it so
        self.events += reply.get("events", [])
        self.replies.append(reply.get("events", []))
        return reply

    def options_of(self, card: str) -> list[str]:
        return [move for move in self.view["legal_moves"] if move.split("x")[0] == card]


def words(page, lang: str) -> dict:
    """The mirror's words in `lang`."""
    return messages(page, lang, "t.mirror")


def turn_on_by_the_skip_link(page, lang: str) -> None:
    """Tab reaches the skip link first; Enter on it turns the screen reader on and takes the focus to your hand."""
    page.keyboard.press("Tab")
    skip = page.get_by_role("link", name=words(page, lang)["skip"])
    expect(skip).to_be_focused()
    page.keyboard.press("Enter")
    expect(page.get_by_role("region", name=words(page, lang)["title"])).to_be_attached()


def part(page, lang: str, name: str):
    """One part of the mirror, found by its heading's words."""
    return page.get_by_role("region", name=words(page, lang)["title"]).get_by_role("region", name=words(page, lang)[name], exact=True)


def announced(page) -> list[str]:
    return page.get_by_role("log").locator("p").all_text_contents()


def scala_names(page, lang: str, cards: list[str]) -> list[str]:
    return messages(page, lang, "args[0].map((card) => t.scala40.cardName(card))", cards)


def assert_names_no_hidden_card(page, lang: str, heard: Heard) -> None:
    """The mirror's text names none of the cards the player cannot see."""
    seen, hidden = sight(heard.session.tables[heard.game].state)
    secret = sorted(card for card in hidden if not seen[card])
    text = page.locator("#mirror").text_content() or ""
    names = scala_names(page, lang, secret) if heard.game == "scala40" else card_names(page, lang, secret)
    for card, name in zip(secret, names, strict=True):
        assert not re.search(rf"(?<!\w){re.escape(name)}(?!\w)", text), f"the mirror names the hidden {card} ({name})"


def play_scopa_turn(page, lang: str, heard: Heard, turn: int) -> None:
    """Your move, by ear: the card's button in your hand, then (a capture to choose) each card it takes on the table."""
    move = varied_move(heard, turn)
    card, _, taken = move.partition("x")
    names = card_names(page, lang, [card, *(taken.split("+") if taken else [])])
    hand = part(page, lang, "hand")
    expect(hand.get_by_role("button").first).to_be_focused()
    hand.get_by_role("button", name=names[0], exact=True).press("Enter")
    if len(heard.options_of(card)) > 1:
        expect(page.locator("html")).to_have_attribute("data-screen", "choosing")
        table = part(page, lang, "table")
        for name in names[1:]:
            if html(page, "screen") != "choosing":
                break
            button = table.get_by_role("button", name=name, exact=True)
            if button.get_attribute("aria-pressed") != "true":
                button.press("Enter")
    heard.play(move)


COUNT_LINES = """() => {
  const count = document.getElementById("count");
  const sides = [...count.querySelectorAll("thead th")].map((cell) => cell.textContent);
  const text = (cell, kind) => cell.querySelector(`.${kind}`)?.textContent ?? "";
  const said = (cell, side) => [sides[side], text(cell, "value"), text(cell, "points"), text(cell, "detail") && `(${text(cell, "detail")})`];
  return [...count.querySelectorAll("tr[data-line]")].map((row) =>
    `${row.querySelector("th").textContent}: ${[...row.querySelectorAll("td")].map((cell, side) => said(cell, side).filter(Boolean).join(" ")).join(", ")}`);
}"""


def count_lines(page) -> list[str]:
    """The count's lines as its dialog shows them, as the log must say them: each side's value, the points it scores
    by the line and what the value is made of ('Aces: You 0, Computer 4 +44'; 'Cards left: You 2 (3♥ 9♦), Computer closed')."""
    return page.evaluate(COUNT_LINES)


def assert_round_is_announced(page, lang: str, expected: list[str], round_over: str) -> None:
    """The log says, after the new game's lines, every line of `expected` in order, the round's end, the count's lines,
    and nothing else."""
    lines = announced(page)
    start = len(lines) - len(expected) - 1 - len(count_lines(page))
    assert start >= 1, lines
    assert lines[start:] == [*expected, round_over, *count_lines(page)]
    assert all(a != b for a, b in zip(lines, lines[1:])), "no line is said twice running"


def scopa_lines(page, lang: str, heard: Heard, seats: int = 2) -> list[str]:
    """What the log must say of the round's events, in order: each play and what it took, each scopa, deal and sweep."""
    said = "t.announce" if seats == 2 else "t.four.announce"
    lines = []
    for event in heard.events:
        kind = event["type"]
        if kind == "play":
            names = card_names(page, lang, [event["card"], *event["captures"]])
            lines.append(messages(page, lang, f"{said}.play(args[0], args[1], args[2])", event["player"], names[0], names[1:]))
        elif kind == "scopa":
            lines.append(messages(page, lang, f"{said}.scopa(args[0])", event["player"]))
        elif kind == "deal":
            lines.append(messages(page, lang, "t.announce.deal(args[0])", card_names(page, lang, event["hand"])))
        elif kind == "sweep":
            lines.append(messages(page, lang, f"{said}.sweep(args[0], args[1])", event["player"], len(event["cards"])))
    return lines


def play_round_by_ear(page, lang: str, heard: Heard, play_turn) -> None:
    """Turns the mode on by the skip link and plays the round with `play_turn(page, lang, heard, turn)`, checking at each
    turn that no hidden card is named, until the count's dialog shows."""
    turn_on_by_the_skip_link(page, lang)
    turn = 0
    while not heard.view["round_over"]:
        wait_until_idle(page)
        assert_names_no_hidden_card(page, lang, heard)
        play_turn(page, lang, heard, turn)
        turn += 1
    wait_until_idle(page)
    expect(page.get_by_role("dialog")).to_be_visible()


@pytest.mark.parametrize("lang", ["en", "it"])
def test_a_round_of_scopa_is_played_by_ear_and_every_event_is_announced_once_in_order(pages, site, lang):
    seed = 4
    heard = Heard("scopa", seed, {"napola": False})
    page = open_table(pages, site, f"?seed={seed}&lang={lang}")
    play_round_by_ear(page, lang, heard, play_scopa_turn)

    expected = scopa_lines(page, lang, heard)
    assert announced(page)[1 : 1 + len(expected)] == expected, "the new game's line, then the round's"
    mine, theirs = (player["round_points"] for player in heard.summary()["players"])
    round_over = messages(page, lang, "t.announce.roundOver(args[0], args[1])", mine, theirs)
    assert_round_is_announced(page, lang, expected, round_over)

    # The count's Continue has the focus; after it, the next deal puts it on your first card.
    expect(page.locator("#count").get_by_role("button", name=messages(page, lang, "t.count.next"))).to_be_focused()
    page.keyboard.press("Enter")
    wait_until_idle(page)
    expect(part(page, lang, "hand").get_by_role("button").first).to_be_focused()


def play_card_turn(page, lang: str, heard: Heard, turn: int) -> None:
    """Briscola's move, by ear: a card of your hand, by its name."""
    moves = heard.view["legal_moves"]
    move = moves[(turn * 7) % len(moves)]
    hand = part(page, lang, "hand")
    expect(hand.get_by_role("button").first).to_be_focused()
    hand.get_by_role("button", name=card_names(page, lang, [move])[0], exact=True).press("Enter")
    heard.play(move)


def briscola_lines(page, lang: str, heard: Heard, seats: int) -> list[str]:
    """What the log must say of a Briscola round's events: each card played (leading or not), each trick's winner with
    its best card and points, your draws and the briscola's, the hand's result."""
    said = "t.briscola.announce" if seats == 2 else "t.briscola.four.announce"
    briscola = heard.view["briscola"]
    name = lambda card: card_names(page, lang, [card])[0]  # noqa: E731
    say = lambda words, *args: messages(page, lang, f"{said}.{words}(...args)", *args)  # noqa: E731
    lines, played = [], 0
    for event in heard.events:
        kind = event["type"]
        if kind == "play":
            lines.append(say("play", event["player"], name(event["card"]), played == 0))
            played += 1
        elif kind == "trick":
            best = event["cards"][(event["winner"] - event["leader"]) % seats]
            lines.append(say("trick", event["winner"], name(best), event["points"]))
            played = 0
        elif kind == "draw" and (event["player"] == 0 or event["card"] == briscola):
            lines.append(say("draw", event["player"], name(event["card"]), event["card"] == briscola))
        elif kind == "round_over":
            lines.append(say("handOver", event["hand_winner"]))
    return [messages(page, lang, "t.briscola.announce.briscola(args[0])", name(briscola)), *lines]


@pytest.mark.parametrize("lang", ["en", "it"])
@pytest.mark.parametrize("seats, seed", [(2, 6), (4, 7)])
def test_a_round_of_briscola_is_played_by_ear_and_every_event_is_announced_once_in_order(pages, site, seats, seed, lang):
    heard = Heard("briscola", seed, {"players": 4} if seats == 4 else {})
    page = open_table(pages, site, f"?game=briscola{'&players=4' if seats == 4 else ''}&seed={seed}&lang={lang}")
    play_round_by_ear(page, lang, heard, play_card_turn)
    history = page.evaluate("() => globalThis.mazzo.client.request('view', { game: 'briscola' })")["view"]["history"]
    assert history == heard.view["history"]
    mine, theirs = (player["round_points"] for player in heard.summary()["players"])
    said = "t.briscola.four" if seats == 4 else "t.briscola.announce"
    round_over = messages(page, lang, f"{said}.roundOver(args[0], args[1])", mine, theirs)
    assert_round_is_announced(page, lang, briscola_lines(page, lang, heard, seats), round_over)


def tressette_lines(page, lang: str, heard: Heard, seats: int) -> list[str]:
    """What the log must say of a Tressette round's events: each card played (leading or not), each declaration made
    with it, each trick's winner with its best card, at two each card drawn (both players see it)."""
    said = "t.tressette.announce" if seats == 2 else "t.tressette.four.announce"
    name = lambda card: card_names(page, lang, [card])[0]  # noqa: E731
    say = lambda words, *args: messages(page, lang, f"{said}.{words}(...args)", *args)  # noqa: E731
    lines, played = [], 0
    for event in heard.events:
        kind = event["type"]
        if kind == "play":
            lines.append(say("play", event["player"], name(event["card"]), played == 0))
            played += 1
        elif kind == "declaration":
            made = event["combination"] + (f"-{event['suit']}" if event["suit"] else "")
            named = messages(page, lang, "t.tressette.declaration(args[0], 'napoli')", made)
            lines.append(say("declaration", event["player"], named, event["points"]))
        elif kind == "trick":
            lines.append(say("trick", event["winner"], name(event["cards"][(event["winner"] - event["leader"]) % seats])))
            played = 0
        elif kind == "draw":
            lines.append(say("draw", event["player"], name(event["card"])))
    return lines


@pytest.mark.parametrize("seats, seed, lang", [(2, 3, "it"), (4, 2, "en")])
def test_a_round_of_tressette_is_played_by_ear_and_every_event_is_announced_once_in_order(pages, site, seats, seed, lang):
    heard = Heard("tressette", seed, {"players": 4} if seats == 4 else {})
    page = open_table(pages, site, f"?game=tressette{'&players=4' if seats == 4 else ''}&seed={seed}&lang={lang}")
    play_round_by_ear(page, lang, heard, play_card_turn)
    mine, theirs = (side["round_points"] for side in heard.summary()["players"])
    said = "t.four.announce" if seats == 4 else "t.tressette.announce"
    round_over = messages(page, lang, f"{said}.roundOver(args[0], args[1])", mine, theirs)
    assert_round_is_announced(page, lang, tressette_lines(page, lang, heard, seats), round_over)


@pytest.mark.parametrize("lang", ["en", "it"])
@pytest.mark.parametrize("game, query, options, seed", [
    ("scopone", "?game=scopone&seed={seed}", {"variant": "scientifico"}, 3),
    ("scopa", "?players=4&seed={seed}", {"players": 4}, 5),
])
def test_a_round_for_four_is_played_by_ear_and_every_event_is_announced_once_in_order(pages, site, game, query, options, seed, lang):
    heard = Heard(game, seed, options)
    page = open_table(pages, site, query.format(seed=seed) + f"&lang={lang}")
    play_round_by_ear(page, lang, heard, play_scopa_turn)
    history = page.evaluate(f"() => globalThis.mazzo.client.request('view', {{ game: '{game}' }})")["view"]["history"]
    assert history == heard.view["history"]
    expected = scopa_lines(page, lang, heard, seats=4)
    assert announced(page)[1 : 1 + len(expected)] == expected, "the new game's line, then the round's"
    ours, theirs = (side["round_points"] for side in heard.summary()["players"][:2])
    round_over = messages(page, lang, "t.four.announce.roundOver(args[0], args[1])", ours, theirs)
    assert_round_is_announced(page, lang, expected, round_over)


def scala_pick(view: dict, turn: int) -> str:
    """Scala 40's move for a round by ear: draw, open, lay down a group, add a card to the table, else a discard that varies."""
    legal = view["legal_moves"]
    if "draw" in legal:
        return "draw"
    for kind in ("open", "meld", "add", "swap"):
        chosen = next((move for move in legal if move.startswith(kind + " ")), None)
        if chosen:
            return chosen
    discards = [move for move in legal if move.startswith("discard ")]
    return discards[(turn * 5) % len(discards)]


def place_label(page, lang: str, view: dict, move: str) -> str:
    """The mirror's button that makes `move` ('add 1 8C low', 'swap 0 7H'): the card, the place, the combination's cards."""
    kind, meld, card, *low = move.split(" ")
    place = "swap" if kind == "swap" else "low" if low else "add"
    names = scala_names(page, lang, [card, *view["table"][int(meld)]["cards"]])
    return messages(page, lang, f"t.scala40.place.{place}(args[0], args[1])", names[0], names[1:])


def play_scala_move(page, lang: str, heard: Heard, move: str) -> None:
    """Scala 40's move, by ear: the stock's button; or the cards of each group pressed in your hand, then Lay down
    (and Open); or a card pressed, then its place on the table, or Discard. What the page says of a group set aside
    for the opening is kept in `heard.replies`, in its place among the replies."""
    actions = messages(page, lang, "t.scala40.actions")
    hand = part(page, lang, "hand")

    def select(cards: list[str]) -> None:
        for name in scala_names(page, lang, cards):
            hand.get_by_role("button", name=name, exact=True, pressed=False).first.press("Enter")

    def press(action: str) -> None:
        part(page, lang, "actions").get_by_role("button", name=actions[action], exact=True).press("Enter")

    kind = move.split(" ")[0]
    if kind == "draw":
        stock = messages(page, lang, "t.scala40.stock(args[0])", heard.view["stock_size"])
        part(page, lang, "table").get_by_role("button", name=stock, exact=True).press("Enter")
    elif kind in ("open", "meld"):
        for group in groups_of(move):
            select(group)
            press("lay")
            if kind == "open":
                heard.replies.append([{"type": "prepared", "cards": sorted(group, key=heard.view["hand"].index)}])
        if kind == "open":
            press("open")
    elif kind in ("add", "swap"):
        select([move.split(" ")[2]])
        place = place_label(page, lang, heard.view, move)
        part(page, lang, "table").get_by_role("button", name=place, exact=True).press("Enter")
    else:
        select([move.split(" ")[1]])
        press("discard")
    heard.play(move)


def scala_said(page, lang: str, event: dict) -> str | None:
    """What the page says of one Scala 40 event (steps.js), or of a group set aside for the opening."""
    kind, player = event["type"], event.get("player")
    say = lambda words, *args: messages(page, lang, f"t.scala40.announce.{words}", *args)  # noqa: E731
    name = lambda card: scala_names(page, lang, [card])[0]  # noqa: E731
    if kind == "prepared":
        return say("prepared(...args)", scala_names(page, lang, event["cards"]))
    if kind == "draw":
        return say("draw(...args)", player, event["card"] and name(event["card"]))
    if kind in ("take", "return", "discard"):
        return say(f"{kind}(...args)", player, name(event["card"]))
    if kind in ("add", "swap"):
        return say(f"{kind}(...args)", player, name(event["card"]), scala_names(page, lang, event["combination"]))
    if kind == "open":
        return say("open(...args)", player, event["points"], [scala_names(page, lang, meld["cards"]) for meld in event["melds"]])
    if kind == "meld":
        return say("meld(...args)", player, scala_names(page, lang, event["cards"]))
    if kind == "close":
        return say("close(...args)", player, event["doubled"])
    if kind == "rebuild" or (kind == "round_over" and event.get("void")):
        return say("rebuild" if kind == "rebuild" else "void")
    return None


def scala_lines(page, lang: str, heard: Heard) -> list[str]:
    """What the log must say of a Scala 40 round after the deal: a line for each reply, its events' words one after another."""
    lines = [" ".join(filter(None, (scala_said(page, lang, event) for event in events))) for events in heard.replies[1:]]
    return [line for line in lines if line]


def play_scala_round_by_ear(page, lang: str, heard: Heard) -> list[str]:
    """A whole Scala 40 round by ear, no hidden card named on the way; then the log holds every event in order, the
    round's end and the count's lines. Returns your moves."""
    turn_on_by_the_skip_link(page, lang)
    moves = []
    while not heard.view["round_over"]:
        wait_until_idle(page)
        assert_names_no_hidden_card(page, lang, heard)
        move = scala_pick(heard.view, len(moves))
        play_scala_move(page, lang, heard, move)
        moves.append(move)
    wait_until_idle(page)
    expect(page.get_by_role("dialog")).to_be_visible()
    history = page.evaluate("() => globalThis.mazzo.client.request('view', { game: 'scala40' })")["view"]["history"]
    assert history == heard.view["history"]
    mine, theirs = (player["round_points"] for player in heard.summary()["players"])
    round_over = messages(page, lang, "t.scala40.announce.roundOver(args[0], args[1])", mine, theirs)
    assert_round_is_announced(page, lang, scala_lines(page, lang, heard), round_over)
    return moves


@pytest.mark.parametrize("lang", ["en", "it"])
def test_a_round_of_scala40_with_an_opening_and_additions_is_played_by_ear_and_announced_in_order(pages, site, lang):
    seed = 37
    heard = Heard("scala40", seed)
    page = open_table(pages, site, f"?game=scala40&seed={seed}&lang={lang}")
    moves = play_scala_round_by_ear(page, lang, heard)
    assert {"open", "add"} <= {move.split(" ")[0] for move in moves}, "the round has an opening, then a card added to the table"
    kinds = {(event["type"], event.get("player")) for event in heard.events}
    assert {("take", 1), ("meld", 0), ("close", 1)} <= kinds, "the computer takes from the discard pile and closes; you lay down"
    # The other players' part lists the computer's hand, then each meld it laid down.
    melds = sum(1 for meld in heard.view["table"] if meld["owner"] == 1)
    expect(part(page, lang, "others").get_by_role("listitem")).to_have_count(1 + melds)


def test_a_joker_is_taken_back_by_ear(pages, site):
    seed = 21
    heard = Heard("scala40", seed)
    page = open_table(pages, site, f"?game=scala40&seed={seed}")
    moves = play_scala_round_by_ear(page, "en", heard)
    assert any(move.startswith("swap ") for move in moves), "a card of yours took a joker's place"


def test_the_settings_rooms_switch_shows_the_mirror_and_its_keys_read_the_table_without_moving(pages, site):
    page = open_table(pages, site, "?seed=4")
    t = words(page, "en")
    mirror = page.get_by_role("region", name=t["title"])
    expect(mirror).to_have_count(0)
    assert page.evaluate("() => globalThis.mazzo.animator.duration({ kind: 'pause', ms: 500 })") > 0

    page.get_by_role("button", name=messages(page, "en", "t.toolbar.settings")).click()
    page.get_by_role("checkbox", name=t["switch"]).check()
    page.keyboard.press("Escape")
    expect(mirror).to_have_count(1)
    assert page.evaluate("() => globalThis.mazzo.animator.duration({ kind: 'pause', ms: 500 })") == 0, "no animation waits"

    view = page.evaluate("() => globalThis.mazzo.client.request('view', { game: 'scopa' })")["view"]
    reading = page.locator("#reading")
    expect(part(page, "en", "keys").get_by_role("listitem")).to_have_text(t["keyLines"])
    hand = part(page, "en", "hand").get_by_role("button").all_text_contents()
    page.keyboard.press("y")
    expect(reading).to_have_text(f"{t['hand']}: {'; '.join(hand)}.")
    page.keyboard.press("c")
    expect(reading).to_contain_text(f"{t['score']}: You: 0; Computer: 0")
    page.keyboard.press("e")
    expect(reading).to_contain_text(f"{t['table']}: ")
    expect(reading).to_contain_text(messages(page, "en", "t.mirror.stockCount(args[0])", view["deck_size"]))
    page.keyboard.press("w")
    expect(reading).to_contain_text(messages(page, "en", "t.opponentHand(args[0])", view["opponent_hand_size"]))
    page.keyboard.press("r")
    expect(reading).to_have_text(announced(page)[-1])
    assert page.evaluate("() => window.sentRequests.filter((r) => r.type === 'play')") == [], "reading moves nothing"

    page.reload()
    wait_until_idle(page)
    expect(page.get_by_role("region", name=t["title"])).to_have_count(1)

    # After a game switch, the focus lands on the first card of the new hand.
    switch_to_game(page, "briscola")
    wait_until_idle(page)
    expect(part(page, "en", "hand").get_by_role("button").first).to_be_focused()
