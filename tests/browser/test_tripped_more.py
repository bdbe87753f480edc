"""More of what a new player tripped on (issue 3.2): a status line that lost its lines on a phone, a count
panel as wide as the window, Scala 40's hint in the way of what it names, a blank loading panel, Scopone's
unsorted hand, Briscola's last trick and its briscola out of sight.
"""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from .harness import wait_for_app
from .test_offline_embed import ask
from .test_scopa_ui import seed_with_a_capture_choice, wait_until_idle

LANGUAGES = ("en", "it", "fr", "id", "ko", "sw")
PHONE = {"width": 390, "height": 844}
SIDEWAYS = {"width": 844, "height": 390}
DESKTOP = {"width": 1280, "height": 800}


def open_page(pages, url: str, viewport=None):
    page = pages.new(reduced_motion="reduce", viewport=viewport or DESKTOP)
    page.goto(url)
    wait_for_app(page)
    wait_until_idle(page)
    return page


def switch_language(page, lang: str) -> None:
    page.evaluate("(lang) => mazzo.switchLanguage(lang)", lang)
    expect(page.locator("html")).to_have_attribute("lang", lang)


def resize(page, viewport) -> None:
    """The window made `viewport`'s size, and the table laid out again at it (the card buttons move on a frame)."""
    page.set_viewport_size(viewport)
    page.wait_for_function("([w, h]) => innerWidth === w && innerHeight === h", arg=[viewport["width"], viewport["height"]])
    page.evaluate("() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))")


def overlap(a, b) -> bool:
    """Whether two boxes [left, top, right, bottom] share more than half a pixel each way."""
    return min(a[2], b[2]) - max(a[0], b[0]) > 0.5 and min(a[3], b[3]) - max(a[1], b[1]) > 0.5


def inside(inner, outer) -> bool:
    return all(inner[i] >= outer[i] - 0.5 for i in (0, 1)) and all(inner[i] <= outer[i] + 0.5 for i in (2, 3))


# --------------------------------------------------------------------------- item 2: the status line on a phone

#: The status line's box, each line of its text, and every card button's box.
STATUS_BOXES = """() => {
  const box = (r) => [r.left, r.top, r.right, r.bottom];
  const status = document.getElementById("status");
  const range = document.createRange();
  range.selectNodeContents(status.querySelector(".line"));
  const lines = [...range.getClientRects()].filter((r) => r.width > 0 && r.height > 0).map(box);
  const cards = [...document.querySelectorAll(".cards button.card")].map((b) => box(b.getBoundingClientRect()));
  return { status: box(status.getBoundingClientRect()), lines, cards, text: status.textContent };
}"""


def test_item_2_the_status_line_shows_a_long_message_whole_and_clear_of_the_cards_in_every_language(pages, site):
    """Upright, then the phone turned sideways (the window resized), on one page: every language at each."""
    seed, card, _ = seed_with_a_capture_choice()
    page = open_page(pages, f"{site.url}?game=scopa&level=normal&seed={seed}", PHONE)
    page.locator(f'#hand-cards button[data-card="{card}"]').click()
    expect(page.locator("html")).to_have_attribute("data-screen", "choosing")
    for viewport in (PHONE, SIDEWAYS):
        resize(page, viewport)
        screen = [0, 0, viewport["width"], viewport["height"]]
        for lang in LANGUAGES:
            switch_language(page, lang)
            boxes = page.evaluate(STATUS_BOXES)
            assert len(boxes["lines"]) >= 2, (viewport, lang, boxes["text"])
            assert inside(boxes["status"], screen), (viewport, lang)
            outside = [line for line in boxes["lines"] if not inside(line, boxes["status"])]
            assert not outside, (viewport, lang, boxes["text"], boxes["status"], outside)
            covering = [rect for rect in boxes["cards"] if overlap(rect, boxes["status"])]
            assert not covering, (viewport, lang, boxes["status"], covering)


# --------------------------------------------------------------------------- item 3: the count panel on a desktop


def play_round_by_the_engine(page, game: str, reopen: str | None = None) -> None:
    """Plays the round through the engine client (the human plays its first legal move); the reload resumes it at its
    count, or opening `reopen` instead, for a page whose address names a seed (which would deal it afresh)."""
    while True:
        view = ask(page, "view", game=game)["view"]
        if view["round_over"]:
            break
        if view["computer_to_move"]:
            ask(page, "computer", game=game)
        else:
            ask(page, "play", game=game, move=view["legal_moves"][0])
    if reopen:
        page.goto(reopen)
    else:
        page.reload()
    wait_for_app(page)
    expect(page.locator("#count")).to_be_visible(timeout=60_000)


#: The count panel's box, and for each column heading its box and its column's cells' boxes.
COUNT_COLUMNS = """() => {
  const box = (node) => { const r = node.getBoundingClientRect(); return [r.left, r.top, r.right, r.bottom]; };
  const panel = document.getElementById("count");
  const headings = [...panel.querySelectorAll("th.player")];
  const contents = (cell) => [...cell.querySelectorAll(".value, .points")].filter((s) => s.textContent).map(box);
  const columns = headings.map((heading, player) => ({
    heading: heading.textContent,
    box: (() => {
      const r = document.createRange();
      r.selectNodeContents(heading);
      return box(r);
    })(),
    cells: [...panel.querySelectorAll(`td[data-player="${player}"]`)].flatMap(contents),
  }));
  return { panel: box(panel), columns };
}"""


@pytest.mark.parametrize(
    ("query", "game"),
    [
        ("game=scopa", "scopa"),
        ("game=scopa&players=4", "scopa"),
        ("game=scopone", "scopone"),
        ("game=scala40", "scala40"),
        ("game=briscola&target=3", "briscola"),
    ],
)
def test_item_3_the_count_is_a_table_narrower_than_the_window_with_each_heading_over_its_numbers(pages, site, query, game):
    page = open_page(pages, f"{site.url}?{query}&level=easy")
    play_round_by_the_engine(page, game)
    found = page.evaluate(COUNT_COLUMNS)
    left, _, right, _ = found["panel"]
    assert right - left <= DESKTOP["width"] * 0.6, found["panel"]
    assert len(found["columns"]) == 2
    for column in found["columns"]:
        assert column["cells"], column["heading"]
        for cell in column["cells"]:
            # The heading stands over every number of its column.
            assert min(cell[2], column["box"][2]) - max(cell[0], column["box"][0]) > 0, (column["heading"], column["box"], cell)


# --------------------------------------------------------------------------- item 10: Scopone's hand in order


@pytest.mark.parametrize(
    "query", ["game=scopone&seed=4", "game=scopone&variant=classico&seed=9", "game=scopa&players=4&seed=5"]
)
def test_item_10_a_table_of_four_shows_your_hand_in_rank_order_and_the_keys_follow_it(pages, site, query):
    page = open_page(pages, f"{site.url}?{query}")
    game = page.locator("html").get_attribute("data-game")
    dealt = ask(page, "view", game=game)["view"]["hand"]
    shown = page.eval_on_selector_all("#hand-cards button[data-card]", "buttons => buttons.map((b) => b.dataset.card)")
    assert shown == sorted(dealt, key=lambda card: ("A234567JQK".index(card[0]), "DHSC".index(card[1])))
    # The key 1 picks the first card shown, the lowest: it plays, or opens its choice of captures.
    page.keyboard.press("1")
    page.wait_for_function(
        """(card) => document.documentElement.dataset.screen === 'choosing'
           || !document.querySelector(`#hand-cards button[data-card="${card}"]`)""",
        arg=shown[0],
    )
    if page.locator("html").get_attribute("data-screen") == "choosing":
        expect(page.locator(f'#hand-cards button[data-card="{shown[0]}"]')).to_have_attribute("aria-pressed", "true")
    else:
        assert shown[0] not in ask(page, "view", game=game)["view"]["hand"]


# --------------------------------------------------------------------------- item 11: Briscola's last trick and its briscola


def box_of(page, selector: str):
    found = page.locator(selector).bounding_box()
    return [found["x"], found["y"], found["x"] + found["width"], found["y"] + found["height"]]


def play_until_a_trick_is_taken(page) -> dict:
    while True:
        view = ask(page, "view", game="briscola")["view"]
        if view["tricks"]:
            return view
        page.locator("#hand-cards button[data-card]").first.click()
        page.wait_for_function("() => document.documentElement.dataset.screen !== 'playing'")
        wait_until_idle(page)


@pytest.mark.parametrize("viewport", [DESKTOP, PHONE], ids=["desktop", "phone"])
def test_item_11_the_last_trick_comes_back_to_the_middle_until_the_next_action(pages, site, viewport):
    page = open_page(pages, f"{site.url}?game=briscola&level=easy&seed=3", viewport)
    # The first trick: in this deal the computer takes it and leads the next, so the view no longer names it.
    view = play_until_a_trick_is_taken(page)
    assert view["last_trick"] is None and view["trick"]
    last = view["tricks"][-1]
    shown = '#table-cards button[data-place="last-trick"]'
    expect(page.locator(shown)).to_have_count(0)
    page.keyboard.press("p")
    expect(page.locator(shown)).to_have_count(2)
    assert page.eval_on_selector_all(shown, "buttons => buttons.map((b) => b.dataset.card)") == last["cards"]
    prompt = page.locator("#prompt").text_content()
    taker = "taken by you" if last["winner"] == 0 else "taken by the computer"
    assert prompt.startswith("The last trick:") and taker in prompt
    # In the middle of the table, off its pile.
    pile = box_of(page, f'#table-cards button[data-place="pile"][data-player="{last["winner"]}"]')
    for card in last["cards"]:
        assert not overlap(box_of(page, f'{shown}[data-card="{card}"]'), pile)
    # Esc puts it back; so does the pile it lies on, which also brings it out.
    page.keyboard.press("Escape")
    expect(page.locator(shown)).to_have_count(0)
    expect(page.locator("#prompt")).not_to_contain_text("The last trick")
    page.locator(f'#table-cards button[data-place="pile"][data-player="{last["winner"]}"]').click()
    expect(page.locator(shown)).to_have_count(2)
    # Playing a card puts it back too, and plays the card.
    card = page.locator("#hand-cards button[data-card]").first.get_attribute("data-card")
    page.keyboard.press("1")
    expect(page.locator(shown)).to_have_count(0)
    page.wait_for_function("(card) => !document.querySelector(`#hand-cards button[data-card='${card}']`)", arg=card)


#: How many card styles D goes round (cards.js's STYLES: napoli, piacenza, french, numbers).
STYLES = 4


def choose_style(page, style: str) -> None:
    """The card style `style`, reached with D as a player does (it goes round the styles)."""
    for _ in range(STYLES):
        now = page.locator("html").get_attribute("data-style")
        if now == style:
            return
        page.keyboard.press("d")
        page.wait_for_function("(before) => document.documentElement.dataset.style !== before", arg=now)
    raise AssertionError(f"D never reached the style {style}")


def test_item_11_the_briscolas_suit_stays_named_on_the_score_bar_and_its_card_mostly_shows(pages, site):
    """Each card style in turn on one page, chosen as a player does."""
    page = open_page(pages, f"{site.url}?game=briscola&level=easy&seed=3&style=napoli")
    for style in ("napoli", "french"):
        choose_style(page, style)
        assert_the_briscola_in_sight(page, style)


def assert_the_briscola_in_sight(page, style: str) -> None:
    view = ask(page, "view", game="briscola")["view"]
    suits = {
        "napoli": {"D": "coins", "H": "cups", "S": "swords", "C": "batons"},
        "french": {"D": "diamonds", "H": "hearts", "S": "spades", "C": "clubs"},
    }
    expect(page.locator("#score-meta")).to_contain_text(f"trumps: {suits[style][view['trumps']]}")
    # The briscola lies crosswise under the stock, most of it beyond the stock's edge.
    frame = page.evaluate(
        """async () => {
          const { layoutScene } = await import('./games/tricks/layout.js');
          const { sceneFromView } = await import('./games/tricks/steps.js');
          const { view } = await globalThis.mazzo.client.request('view', { game: 'briscola' });
          const box = { x: 0, y: 0, w: innerWidth, h: innerHeight };
          const frame = layoutScene(sceneFromView(view), box);
          const card = frame.cards.get(view.briscola);
          const across = card.x + card.w / 2;  // lying crosswise, the card is as wide as it is high
          return { stock: [frame.stock.x, frame.stock.x + frame.stock.w], card: [across - card.h / 2, across + card.h / 2] };
        }"""
    )
    showing = (frame["card"][1] - frame["stock"][1]) / (frame["card"][1] - frame["card"][0])
    assert showing >= 0.7, (style, frame)


# --------------------------------------------------------------------------- item 9: the loading panel

#: Every loading step's words in every language.
STEP_WORDS = """async (langs) => {
  const all = [];
  for (const lang of langs) {
    const t = (await import(`./ui/i18n/${lang}.js`)).default;
    all.push(...Object.values(t.steps), ...Object.values(t.shell.steps));
  }
  return all;
}"""


@pytest.mark.parametrize(("query", "names"), [("game=scopa", ["You", "Computer"]), ("game=scopa&players=4", ["Us", "Them"])])
def test_item_9_the_loading_panel_says_what_mazzo_is_in_a_players_words_and_the_score_names_the_sides(
    pages, site, query, names
):
    page = pages.new(reduced_motion="reduce", viewport=PHONE)
    held, holding = [], [True]
    # The runtime's files wait until the panel is read.
    page.context.route("**/pyodide/**", lambda route: held.append(route) if holding[0] else route.continue_())
    page.goto(f"{site.url}?{query}")
    panel = page.locator(".overlay .loading")
    expect(panel).to_be_visible()
    assert page.locator("html").get_attribute("data-app") == "loading"
    expect(panel.locator(".about")).to_contain_text("Scopa, Scopone, Scala 40 and Briscola")
    expect(panel.locator("#tip")).to_contain_text("Tip: ")
    for text in page.evaluate(STEP_WORDS, list(LANGUAGES)):
        assert "Python" not in text and "engine" not in text and "moteur" not in text, text
    # The score names the sides of the table that is coming, and shows no score before there is one.
    assert [page.locator(f"#score-name-{side}").text_content() for side in (0, 1)] == names
    assert page.locator("#score-0").text_content() == "" and not page.locator(".score .versus").is_visible()
    holding[0] = False
    for route in held:
        route.continue_()
    wait_for_app(page)
    expect(page.locator("#score-0")).to_have_text("0")
    expect(page.locator(".score .versus")).to_be_visible()


# --------------------------------------------------------------------------- item 4: Scala 40's hint


def scala_after_drawing(pages, site, seed: int, viewport):
    page = open_page(pages, f"{site.url}?game=scala40&level=easy&seed={seed}", viewport)
    page.keyboard.press("s")
    page.wait_for_function("() => document.querySelectorAll('#hand-cards button[data-card]').length === 14")
    wait_until_idle(page)
    return page


def test_item_4_a_discard_hint_lights_one_card_though_the_hand_holds_two_of_it(pages, site):
    # Seed 2: after drawing, the hint is to discard the 8 of spades, and the hand holds both 8s of spades.
    page = scala_after_drawing(pages, site, 2, DESKTOP)
    hand = page.eval_on_selector_all(
        "#hand-cards button[data-card]", "buttons => buttons.map((b) => [b.dataset.id, b.dataset.card])"
    )
    assert [card for _, card in hand].count("8S") == 2
    page.keyboard.press("h")
    expect(page.locator("#hint")).to_have_attribute("data-move", "discard 8S")
    lit = page.locator("#hint").get_attribute("data-lit").split()
    assert len(lit) == 1 and dict(hand)[lit[0]] == "8S"


@pytest.mark.parametrize("seed", [0, 2], ids=["open", "discard"])
def test_item_4_the_hint_bubble_leaves_the_action_buttons_in_sight(pages, site, seed):
    """At each size in turn on one page, the window resized and the bubble asked for again: it is placed as the table
    lies at that size."""
    # Seed 0: after drawing, the hint is to open (with a joker in each group); seed 2, to discard.
    page = scala_after_drawing(pages, site, seed, DESKTOP)
    for viewport in (DESKTOP, SIDEWAYS, PHONE):
        resize(page, viewport)
        page.keyboard.press("h")
        expect(page.locator("#hint")).to_be_visible()
        if seed == 0:
            assert page.locator("#hint").get_attribute("data-move").startswith("open "), viewport
            # Each card of the move lit once, both jokers in the hand and nothing else.
            lit = page.locator("#hint").get_attribute("data-lit").split()
            assert len(set(lit)) == 7 and all(lit_id.startswith("h:") for lit_id in lit), (lit, viewport)
        bubble = box_of(page, "#hint")
        actions = page.eval_on_selector_all(
            "#actions button",
            """buttons => buttons.filter((b) => b.offsetWidth > 0)
              .map((b) => { const r = b.getBoundingClientRect(); return [r.left, r.top, r.right, r.bottom]; })""",
        )
        assert actions, viewport
        assert not [button for button in actions if overlap(bubble, button)], (bubble, actions, viewport)
        page.keyboard.press("h")
        expect(page.locator("#hint")).to_be_hidden()
