"""The settings room in Chromium (issue 3.2): every setting does what it says at once, without a
new deal, and survives a reload; an embedded copy leaves the site's settings as they were; the room
is clean under axe and fits a phone in every language.

Speeds are checked in the animator's own terms (the durations it gives a step, and whether a step
is under way after each animation frame), never by a clock.
"""

from __future__ import annotations

import json

import pytest
from playwright.sync_api import expect

from .harness import Mirror as GameMirror
from .harness import ARTIFACTS, open_menu, wait_for_app
from .test_a11y import serious_problems
from .test_i18n import LANGUAGES, switch_language
from .test_scopa_ui import (
    DESKTOP,
    RECORD_REQUESTS,
    Mirror,
    captures_of,
    card_button,
    click_move,
    engine_view,
    html,
    seed_with_a_capture_choice,
    tap_move,
    sent_moves,
    wait_until_idle,
)
from .test_sound import COUNT_AUDIO

PHONE = {"width": 390, "height": 844}
SIDEWAYS = {"width": 844, "height": 390}
#: After each frame of the animator (its `tick`), whether it still had a step under way: a frame drawn
#: mid-move. Other callbacks of the frame are not counted: Playwright's own polling (wait_for_function)
#: may run before the animator's tick in a frame where a step was just queued, and see it queued.
COUNT_FRAMES = """
window.frames_ = [];
const request = window.requestAnimationFrame.bind(window);
window.requestAnimationFrame = (callback) => request((now) => {
  callback(now);
  if (callback.name === "tick") window.frames_.push(Boolean(globalThis.mazzo?.animator?.busy));
});
"""
#: The sound's master gain: the gain node the player connects to the speakers.
FIND_MASTER = """
window.master = null;
if (window.GainNode) {
  const connect = AudioNode.prototype.connect;
  AudioNode.prototype.connect = function (target, ...rest) {
    if (this instanceof GainNode && target instanceof AudioDestinationNode) window.master = this;
    return connect.call(this, target, ...rest);
  };
}
"""
#: How long the animator makes a card's motion of 400 ms and a pause of 400 ms, at the pace chosen now.
DURATIONS = """() => {
  const animator = globalThis.mazzo.animator;
  return [animator.duration({ kind: "motion", ms: 400 }), animator.duration({ kind: "pause", ms: 400 })];
}"""


def open_table(pages, site, query: str, **context):
    """The table at `query`, ready for the player, its requests recorded; reduced motion unless `context` says."""
    page = pages.new(**({"reduced_motion": "reduce", "viewport": DESKTOP} | context))
    page.goto(site.url + query)
    wait_for_app(page)
    wait_until_idle(page)
    page.evaluate(RECORD_REQUESTS)
    return page


def open_room(page) -> None:
    if not page.locator("#settings").is_visible():
        page.locator("#settings-open").click()
    expect(page.locator("#settings")).to_be_visible()


def close_room(page) -> None:
    page.locator("#settings .close").click()
    expect(page.locator("#settings")).to_be_hidden()


def choose(page, setting: str, value) -> None:
    """Sets one setting in the room as a player does: a choice's option, a switch, the volume."""
    open_room(page)
    control = page.locator(f'#settings input[data-setting="{setting}"]')
    if isinstance(value, bool):
        control.set_checked(value)
    elif isinstance(value, float):
        control.fill(str(round(value * 100)))
    else:
        control.and_(page.locator(f'[value="{value}"]')).check()


def chosen(page, setting: str):
    """What the room shows for one setting."""
    open_room(page)
    return page.evaluate(
        """(setting) => {
          const inputs = [...document.querySelectorAll(`#settings input[data-setting="${setting}"]`)];
          if (inputs[0].type === "radio") return inputs.find((input) => input.checked)?.value ?? null;
          return inputs[0].type === "checkbox" ? inputs[0].checked : Number(inputs[0].value) / 100;
        }""",
        setting,
    )


def reload(page) -> None:
    page.reload()
    wait_for_app(page)
    wait_until_idle(page)


def hand_heights(page) -> list[float]:
    return page.eval_on_selector_all(
        "#hand-cards button[data-card]", "buttons => buttons.map((b) => b.getBoundingClientRect().height)"
    )


def play_first_move(page, mirror: GameMirror | Mirror) -> None:
    move = mirror.view["legal_moves"][0]
    click_move(page, mirror, move)
    mirror.play(move)
    wait_until_idle(page)


# --------------------------------------------------------------------------- each setting


def test_every_setting_is_shown_as_chosen_and_survives_a_reload_without_a_new_deal(pages, site):
    page = open_table(pages, site, "?seed=21")
    hand = engine_view(page)["hand"]
    choices = {
        "language": "it", "style": "french", "cardSize": "large", "fourColours": True, "leftHanded": True,
        "sound": False, "volume": 0.4, "speed": "fast", "motion": "full", "confirmCaptures": True, "autoPlay": True, "showOdds": True,
    }
    for setting, value in choices.items():
        choose(page, setting, value)
    close_room(page)
    assert html(page, "cards") == "large" and html(page, "hand") == "left" and html(page, "style") == "french"
    assert page.locator("html").get_attribute("lang") == "it"
    assert sent_moves(page) == [] and engine_view(page)["hand"] == hand, "no setting dealt again"

    reload(page)
    assert {setting: chosen(page, setting) for setting in choices} == choices
    assert html(page, "cards") == "large" and html(page, "hand") == "left" and html(page, "sound") == "off"
    assert page.locator("html").get_attribute("lang") == "it"


def test_instant_speed_leaves_no_frame_between_a_move_and_its_end_state(pages, site):
    page = pages.new(reduced_motion="no-preference", viewport=DESKTOP)
    page.add_init_script(COUNT_FRAMES)
    page.goto(f"{site.url}?seed=3&level=easy")
    wait_for_app(page)
    wait_until_idle(page)
    mirror = Mirror(3, "easy")
    # At normal speed a move is drawn over many frames, a step under way after each.
    page.evaluate("window.frames_ = []")
    play_first_move(page, mirror)
    assert page.evaluate("window.frames_.filter(Boolean).length") > 3

    choose(page, "speed", "instant")
    close_room(page)
    page.evaluate("window.frames_ = []")
    play_first_move(page, mirror)
    frames = page.evaluate("window.frames_")
    assert frames and not any(frames), "a frame was drawn with a step under way"
    reload(page)
    assert chosen(page, "speed") == "instant"


def test_slow_is_slower_than_normal_and_fast_faster_in_the_animators_durations(pages, site):
    page = open_table(pages, site, "?seed=4", reduced_motion="no-preference")
    durations = {}
    for speed in ("slow", "normal", "fast", "instant"):
        choose(page, "speed", speed)
        durations[speed] = page.evaluate(DURATIONS)
    assert durations["slow"][0] > durations["normal"][0] > durations["fast"][0] > durations["instant"][0] == 0
    assert durations["slow"][1] > durations["normal"][1] > durations["fast"][1] > durations["instant"][1] == 0


@pytest.mark.parametrize("system", ["reduce", "no-preference"])
def test_reduced_motion_follows_the_system_unless_chosen(pages, site, system):
    page = open_table(pages, site, "?seed=4", reduced_motion=system)
    assert chosen(page, "motion") == "system"
    motion, _ = page.evaluate(DURATIONS)
    assert (motion == 0) == (system == "reduce"), "the system's choice is followed"
    choose(page, "motion", "full")
    assert page.evaluate(DURATIONS)[0] > 0
    choose(page, "motion", "reduce")
    assert page.evaluate(DURATIONS)[0] == 0
    reload(page)
    assert chosen(page, "motion") == "reduce"
    assert page.evaluate(DURATIONS)[0] == 0


@pytest.mark.parametrize("game", ["scopa", "briscola", "scala40"])
@pytest.mark.parametrize("viewport", [DESKTOP, PHONE], ids=["desktop", "phone"])
def test_large_cards_make_the_hand_larger_at_once_and_after_a_reload(pages, site, game, viewport):
    page = open_table(pages, site, f"?seed=5&game={game}", viewport=viewport)
    normal = hand_heights(page)
    choose(page, "cardSize", "large")
    close_room(page)
    def larger(heights: list[float]) -> bool:
        return len(heights) == len(normal) and all(h > n * 1.1 for h, n in zip(heights, normal, strict=True))

    assert larger(hand_heights(page)), (normal, hand_heights(page))
    reload(page)
    assert html(page, "cards") == "large"
    assert larger(hand_heights(page))


def test_left_handed_puts_the_hands_buttons_and_the_choice_buttons_on_the_left(pages, site):
    page = open_table(pages, site, "?seed=5&game=scala40")
    width = DESKTOP["width"]

    def centre(selector: str) -> float:
        return page.eval_on_selector(selector, "e => { const r = e.getBoundingClientRect(); return r.x + r.width / 2; }")

    assert centre("#actions") > width / 2
    choose(page, "leftHanded", True)
    close_room(page)
    assert centre("#actions") < width / 2
    assert page.eval_on_selector('#actions [data-action="sort"]', "e => e.getBoundingClientRect().x") < width / 4
    # A question's answers too: the new game's, here.
    page.keyboard.press("s")
    wait_until_idle(page)
    page.keyboard.press("n")
    expect(page.locator("#confirm")).to_be_visible()
    dialog = page.locator("#confirm").bounding_box()
    for button in page.locator("#confirm .actions button").all():
        assert button.bounding_box()["x"] < dialog["x"] + dialog["width"] / 2
    page.keyboard.press("Escape")
    reload(page)
    assert html(page, "hand") == "left" and centre("#actions") < width / 2


#: The colour of each suit's pip on the Two of that suit (the commonest ink around the upper pip's centre),
#: for a deck and the four-colour choice.
SUIT_COLOURS = """async ({ style, four }) => {
  const { drawScopaCard } = await import("./cards/cards.js");
  const colours = [];
  for (const suit of ["D", "H", "S", "C"]) {
    const canvas = document.createElement("canvas");
    canvas.width = 100;
    canvas.height = 160;
    const context = canvas.getContext("2d");
    drawScopaCard(context, { value: 2, suit }, 0, 0, 100, 160, style, { fourColours: four });
    const data = context.getImageData(44, 26, 13, 13).data;
    const counts = new Map();
    for (let i = 0; i < data.length; i += 4) {
      if (data[i] + data[i + 1] + data[i + 2] > 600) continue;  // the paper
      const key = [data[i], data[i + 1], data[i + 2]].join(",");
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    colours.push([...counts].sort((a, b) => b[1] - a[1])[0][0]);
  }
  return colours;
}"""


def test_four_colours_give_each_suit_its_own_colour_on_french_and_numbers_cards(pages, site):
    page = open_table(pages, site, "?seed=6&style=french")
    for style in ("french", "numbers"):
        assert len(set(page.evaluate(SUIT_COLOURS, {"style": style, "four": False}))) == 2
        assert len(set(page.evaluate(SUIT_COLOURS, {"style": style, "four": True}))) == 4
    table = page.locator("#table").screenshot()
    choose(page, "fourColours", True)
    close_room(page)
    assert page.locator("#table").screenshot() != table, "the table's cards are painted again at once"
    reload(page)
    assert chosen(page, "fourColours") is True


def test_the_volume_reaches_the_sound_players_gain_at_once_and_after_a_reload(pages, site):
    page = pages.new(reduced_motion="reduce", viewport=DESKTOP)
    page.add_init_script(COUNT_AUDIO + FIND_MASTER)
    page.goto(f"{site.url}?seed=12&level=easy")
    wait_for_app(page)
    wait_until_idle(page)
    mirror = Mirror(12, "easy")
    play_first_move(page, mirror)
    full = page.evaluate("window.master.gain.value")
    assert full > 0
    choose(page, "volume", 0.5)
    assert page.evaluate("window.master.gain.value") == pytest.approx(full / 2)
    choose(page, "volume", 0.0)
    assert page.evaluate("window.master.gain.value") == 0
    choose(page, "volume", 0.25)
    close_room(page)
    reload(page)
    play_first_move(page, Mirror(12, "easy"))
    assert page.evaluate("window.master.gain.value") == pytest.approx(full / 4)


def test_confirm_capture_asks_before_a_capture_of_several_cards_and_cancel_changes_nothing(pages, site):
    seed, card, options = seed_with_a_capture_choice()
    move = next(option for option in options if len(captures_of(option)) > 1)
    page = open_table(pages, site, f"?seed={seed}")
    mirror = Mirror(seed)
    # Off by default: the capture plays at once (test_scopa_ui), so turn it on.
    choose(page, "confirmCaptures", True)
    close_room(page)
    history = engine_view(page)["history"]

    click_move(page, mirror, move)
    expect(page.locator("#confirm")).to_be_visible()
    question = page.locator("#confirm .question").inner_text()
    names = [card_button(page, "table", taken).get_attribute("aria-label") for taken in captures_of(move)]
    assert question.startswith("Take ") and question.endswith("?")
    assert all(name.lower() in question.lower() for name in names), question
    assert card_button(page, "hand", card).get_attribute("aria-label").lower() in question.lower()
    page.locator("#confirm button.secondary").click()
    expect(page.locator("#confirm")).to_be_hidden()
    expect(page.locator("html")).to_have_attribute("data-screen", "your-turn")
    assert sent_moves(page) == [] and engine_view(page)["history"] == history, "Cancel sent nothing"

    click_move(page, mirror, move)
    page.locator('#confirm [data-answer="yes"]').click()
    mirror.play(move)
    wait_until_idle(page)
    assert sent_moves(page) == [move]
    assert engine_view(page)["history"] == mirror.view["history"]


def test_a_forced_move_plays_by_itself_exactly_when_one_move_is_legal_and_is_the_players(pages, site):
    # Scopa, seed 0 at Easy, each time the first legal move: the third turn leaves one legal move.
    page = open_table(pages, site, "?seed=0&level=easy")
    mirror = Mirror(0, "easy")
    choose(page, "autoPlay", True)
    close_room(page)
    for turn in range(2):
        assert len(mirror.view["legal_moves"]) > 1
        play_first_move(page, mirror)
        if len(mirror.view["legal_moves"]) > 1:
            # (A forced move goes during its pause, before the table is at rest: only a choice can be checked so.)
            assert len(sent_moves(page)) == turn + 1, "nothing plays by itself while there is a choice"
    (forced,) = mirror.view["legal_moves"]
    page.wait_for_function("(n) => window.sentRequests.filter((r) => r.type === 'play').length === n", arg=3)
    mirror.play(forced)
    wait_until_idle(page)
    assert sent_moves(page)[-1] == forced
    history = engine_view(page)["history"]
    assert [0, forced] in history and history == mirror.view["history"]


def test_a_forced_move_waits_for_a_dialog_to_close_then_plays(pages, site):
    """Issue 3.2: a forced move plays once the dialogs over the table are closed (the settings room
    where the setting was turned on, then the game menu)."""
    page = open_table(pages, site, "?seed=0&level=easy")
    mirror = Mirror(0, "easy")
    for _ in range(2):
        play_first_move(page, mirror)
    (forced,) = mirror.view["legal_moves"]
    assert len(sent_moves(page)) == 2, "nothing plays by itself with the setting off"
    choose(page, "autoPlay", True)
    close_room(page)
    # The menu opened at once, within the forced move's pause (on a slow machine it may come after the
    # move: then the move was played, as the player asked): the move waits for the menu to close.
    open_menu(page)
    page.keyboard.press("Escape")
    page.wait_for_function("(n) => window.sentRequests.filter((r) => r.type === 'play').length === n", arg=3)
    mirror.play(forced)
    wait_until_idle(page)
    assert sent_moves(page)[-1] == forced and engine_view(page)["history"] == mirror.view["history"]


def test_an_embedded_copy_does_not_overwrite_the_sites_settings(pages, site):
    page = pages.new(reduced_motion="reduce", viewport={"width": 1280, "height": 900})
    pages.log(page).allow_console_error("Blocked autofocusing on a <button> element in a cross-origin subframe")
    page.goto(f"{site.url}?seed=8")
    wait_for_app(page)
    wait_until_idle(page)
    choose(page, "speed", "slow")
    choose(page, "style", "piacenza")
    close_room(page)
    stored = page.evaluate("() => [localStorage.getItem('mazzo.settings'), localStorage.getItem('mazzo.language')]")

    # The same site embedded (same origin, so the same storage), and changed inside the frame.
    page.goto(f"{site.url}dev/embed-demo.html?src={site.url}index.html%3Fseed%3D8")
    expect(page.locator('#log li[data-type="ready"]')).to_have_count(1, timeout=120_000)
    frame = next(frame for frame in page.frames if frame.url.startswith(f"{site.url}index.html"))
    wait_until_idle(frame)
    assert chosen(frame, "speed") == "slow", "the copy starts with the site's settings"
    for setting, value in {"speed": "instant", "style": "french", "cardSize": "large", "language": "fr"}.items():
        choose(frame, setting, value)
    assert html(frame, "cards") == "large" and html(frame, "style") == "french", "the copy applies its changes"
    after = page.evaluate("() => [localStorage.getItem('mazzo.settings'), localStorage.getItem('mazzo.language')]")
    assert after[1] == stored[1]
    assert json.loads(after[0])["preferences"] == json.loads(stored[0])["preferences"]
    assert json.loads(after[0])["style"] == "piacenza"


# --------------------------------------------------------------------------- everyone, every language


def test_the_room_has_no_serious_axe_problem_and_returns_the_focus(pages, site):
    page = open_table(pages, site, "?seed=9")
    open_room(page)
    assert serious_problems(page) == []
    page.keyboard.press("Escape")
    expect(page.locator("#settings")).to_be_hidden()
    expect(page.locator("#settings-open")).to_be_focused()


#: Every text of the open room that is cut, or that leaves the room sideways.
CLIPPED = """() => {
  const room = document.getElementById("settings");
  const box = room.getBoundingClientRect();
  const problems = [];
  if (room.scrollWidth > room.clientWidth + 1) problems.push("the room scrolls sideways");
  for (const e of room.querySelectorAll("h2, h3, legend, label, label > span, output, button")) {
    const r = e.getBoundingClientRect();
    const name = `${e.tagName} "${e.textContent.trim().slice(0, 30)}"`;
    if (e.scrollWidth > e.clientWidth + 1 && getComputedStyle(e).display !== "inline") problems.push(`${name} clips its text`);
    if (r.left < box.left - 0.5 || r.right > box.right + 0.5) problems.push(`${name} leaves the room`);
  }
  if (box.right > innerWidth + 0.5 || box.left < -0.5) problems.push("the room leaves the screen");
  return problems;
}"""


def test_every_language_fits_the_room_on_a_phone(pages, site):
    # One phone page: the room opened in each language in turn, closed before the language is switched.
    page = open_table(pages, site, "?seed=9&lang=en", viewport=PHONE, is_mobile=True, has_touch=True)
    for lang in LANGUAGES:
        if lang != "en":
            switch_language(page, lang)
        open_room(page)
        title = page.evaluate("() => globalThis.mazzo.texts().settingsRoom.title")
        assert page.locator("#settings .title").inner_text() == title, lang
        assert page.evaluate(CLIPPED) == [], lang
        close_room(page)


#: The status line of a card that takes in one way, and in two, in the language's plural (the question asked
#: over a capture of several cards, its only way, said "1 ways").
WAYS = {"en": ("in 1 way:", "in 2 ways:"), "it": ("in 1 modo:", "in 2 modi:"), "fr": ("de 1 façon", "de 2 façons")}


@pytest.mark.parametrize(("lang", "viewport"), [("en", PHONE), ("it", PHONE), ("fr", PHONE), ("en", SIDEWAYS), ("it", SIDEWAYS)], ids=["en-upright", "it-upright", "fr-upright", "en-sideways", "it-sideways"])
def test_item4_the_capture_question_hides_none_of_the_cards_taken_and_counts_its_ways_in_the_languages_plural(pages, site, lang, viewport):
    seed, card, options = seed_with_a_capture_choice()
    move = next(option for option in options if len(captures_of(option)) > 1)
    page = open_table(pages, site, f"?seed={seed}&lang={lang}", viewport=viewport, is_mobile=True, has_touch=True, device_scale_factor=2)
    choose(page, "confirmCaptures", True)
    close_room(page)
    tap_move(page, Mirror(seed), move)
    dialog = page.locator("#confirm")
    expect(dialog).to_be_visible()
    page.evaluate("() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))")
    box = dialog.bounding_box()
    assert box
    for taken in captures_of(move):
        card_box = card_button(page, "table", taken).bounding_box()
        assert card_box
        apart = (
            box["x"] >= card_box["x"] + card_box["width"] or card_box["x"] >= box["x"] + box["width"]
            or box["y"] >= card_box["y"] + card_box["height"] or card_box["y"] >= box["y"] + box["height"]
        )
        assert apart, (taken, box, card_box)
    ARTIFACTS.mkdir(exist_ok=True)
    page.screenshot(path=ARTIFACTS / f"confirm-capture-phone-{viewport['width']}-{lang}.png")
    said = page.evaluate("() => [1, 2].map((ways) => globalThis.mazzo.texts().status.choose('X', ways).text)")
    for words, expected in zip(said, WAYS[lang], strict=True):
        assert expected in words, words
