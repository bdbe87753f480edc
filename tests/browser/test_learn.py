"""Learn to play on the page (issue 4.4): the menu's Learn opens a game's course, each lesson is played
on the real table by keys or by taps, a move that misses the goal is refused with the rule's words and
may be tried again, the end gives the stars and why it matters, and the stars are kept on the device."""

from __future__ import annotations

import json
import tempfile
import time
from pathlib import Path
from types import SimpleNamespace

import pytest
from mazzo.learn import COURSES, LESSONS
from playwright.sync_api import expect

from .harness import WELCOMED, wait_for_app
from .test_blind import part, play_scala_move, turn_on_by_the_skip_link
from .test_i18n import card_names, messages
from .test_scala_ui import key_move, tap_move
from .test_scopa_ui import ENGINE_LIMIT_MS, open_table
from .test_update import NEW_TAGLINE, installed, new_build_waits, tagline, two_builds  # noqa: F401 (two_builds: a fixture)

PHONE = {"width": 390, "height": 844}
#: Where the screenshots of a lesson, a refusal and an end go, to be looked at.
SHOTS = Path(tempfile.gettempdir()) / "learn"


def save_screenshot(page, name: str) -> None:
    SHOTS.mkdir(exist_ok=True)
    page.screenshot(path=SHOTS / f"{name}.png")


def settled(page) -> None:
    """Until the table is at rest and nothing is asked of the engine."""
    page.wait_for_function(
        "() => !document.documentElement.dataset.busy && !document.documentElement.dataset.moving", timeout=ENGINE_LIMIT_MS
    )


def lesson_view(page, name: str) -> dict:
    game = name.split(".")[0]
    return page.evaluate("([game, lesson]) => globalThis.mazzo.client.request('view', { game, lesson })", [game, name])["view"]


def open_course(page, tap: bool = False):
    """The menu, then its Learn: the course of the game chosen in the menu (tapped, or by keys alone)."""
    if tap:
        page.locator("#menu-open").tap()
        expect(page.locator("#menu[open]")).to_be_visible()
        page.locator('#menu [data-action="learn"]').tap()
    else:
        page.keyboard.press("g")
        expect(page.locator("#menu[open]")).to_be_visible()
        for _ in range(40):
            if page.evaluate("() => document.activeElement?.dataset.action") == "learn":
                break
            page.keyboard.press("Tab")
        page.keyboard.press("Enter")
    course = page.locator("#learn[open]")
    expect(course).to_be_visible()
    return course


def started(page, name: str) -> None:
    """Until the lesson is on the table, the learner to move."""
    page.wait_for_function("(name) => document.getElementById('lesson') && !document.getElementById('lesson').hidden", arg=name)
    settled(page)
    assert lesson_view(page, name)["lesson"]["name"] == name


def play_card(page, name: str, move: str, tap: bool) -> None:
    """Plays the hand card of a Scopa `move` with a key (its number) or a tap: every lesson's move is its card's only one."""
    card = move.split("x")[0]
    view = lesson_view(page, name)
    assert [m for m in view["legal_moves"] if m.split("x")[0] == card] == [move]
    if tap:
        page.locator(f'#hand-cards button[data-card="{card}"]').tap()
    else:
        page.keyboard.press(str(view["hand"].index(card) + 1))


def ended(page, name: str, stars: int):
    end = page.locator("#learn-end[open]")
    expect(end).to_be_visible(timeout=ENGINE_LIMIT_MS)
    expect(end).to_have_attribute("data-lesson", name)
    expect(end).to_have_attribute("data-stars", str(stars))
    return end


def play_course(page, tap: bool) -> None:
    """Every Scopa lesson in order, from the course to each end's Next lesson."""
    take_course(page, "scopa", tap, lambda page, name, view, move: play_card(page, name, move, tap))


def test_every_scopa_lesson_is_completed_by_keyboard_alone(pages, site):
    page = open_table(pages, site, "?game=scopa&seed=3")
    play_course(page, tap=False)


def test_every_scopa_lesson_is_completed_by_taps_on_a_phone(pages, site):
    page = open_table(pages, site, "?game=scopa&seed=3", viewport=PHONE, is_mobile=True, has_touch=True)
    play_course(page, tap=True)


def test_a_move_that_misses_the_goal_is_refused_with_the_rules_words_and_tried_again(pages, site):
    page = open_table(pages, site, "?game=scopa&seed=3&lang=en")
    open_course(page).locator('[data-lesson="scopa.scopa"]').click()
    started(page, "scopa.scopa")
    expect(page.locator("#lesson .goal")).to_have_text(messages(page, "en", "t.learn.lessons.scopa.scopa.goal()"))
    save_screenshot(page, "learn-lesson-desktop")
    play_card(page, "scopa.scopa", "2Cx2H", tap=False)
    refusal = page.locator("#refusal")
    expect(refusal).to_be_visible()
    expect(refusal).to_contain_text("a scopa takes every card")
    save_screenshot(page, "learn-refusal-desktop")
    settled(page)
    assert lesson_view(page, "scopa.scopa")["lesson"]["misses"] == 1
    play_card(page, "scopa.scopa", "6Dx2H+4C", tap=False)
    end = ended(page, "scopa.scopa", 2)
    expect(end.locator(".stars")).to_have_attribute("aria-label", "2 of 3 stars")
    expect(end.locator(".why")).to_have_text(messages(page, "en", "t.learn.lessons.scopa.scopa.why"))
    save_screenshot(page, "learn-end-desktop")


def test_progress_survives_a_reload_and_a_second_tab_and_the_game_under_way_is_kept(pages, site):
    page = open_table(pages, site, "?game=scopa&seed=3")
    hand = lesson_view_of_game(page)["hand"]
    open_course(page).locator('[data-lesson="scopa.take_one"]').click()
    started(page, "scopa.take_one")
    play_card(page, "scopa.take_one", "7Dx7H", tap=False)
    end = ended(page, "scopa.take_one", 3)
    other = page.context.new_page()
    other.goto(site.url + "?game=scopa")
    wait_for_app(other, "elsewhere")
    # The second tab keeps a lesson of its own: both are kept.
    other.evaluate(
        "() => { const kept = JSON.parse(localStorage.getItem('mazzo.learn')).stars;"
        " localStorage.setItem('mazzo.learn', JSON.stringify({version: 1, stars: {...kept, 'scopa.values': 2}})); }"
    )
    end.locator('[data-action="back"]').click()
    settled(page)
    assert lesson_view_of_game(page)["hand"] == hand, "the game under way is back as it was"
    other.close()
    page.reload()
    wait_for_app(page)
    settled(page)
    course = open_course(page)
    expect(course.locator('[data-lesson="scopa.take_one"] .stars')).to_have_attribute("aria-label", "3 of 3 stars")
    expect(course.locator('[data-lesson="scopa.values"] .stars')).to_have_attribute("aria-label", "2 of 3 stars")
    expect(course.locator('[data-lesson="scopa.scopa"] .stars')).to_have_attribute("aria-label", "0 of 3 stars")


def lesson_view_of_game(page) -> dict:
    return page.evaluate("() => globalThis.mazzo.client.request('view', { game: 'scopa' })")["view"]


def test_a_corrupted_progress_record_is_ignored_with_a_warning_not_a_crash(pages, site):
    page = pages.new()
    warnings = []
    page.on("console", lambda message: message.type == "warning" and warnings.append(message.text))
    page.add_init_script("localStorage.setItem('mazzo.welcomed', '1'); localStorage.setItem('mazzo.learn', '{not json')")
    page.goto(site.url + "?game=briscola&seed=3")
    wait_for_app(page)
    settled(page)
    course = open_course(page)
    expect(course.locator('[data-lesson="briscola.trumps"] .stars')).to_have_attribute("aria-label", "0 of 3 stars")
    assert any("lessons' progress" in text for text in warnings), warnings


def test_screenshots_of_a_lesson_a_refusal_and_the_end_on_a_phone(pages, site):
    page = open_table(pages, site, "?game=briscola&seed=3", viewport=PHONE, is_mobile=True, has_touch=True)
    open_course(page, tap=True).locator('[data-lesson="briscola.trumps"]').tap()
    started(page, "briscola.trumps")
    save_screenshot(page, "learn-lesson-phone")
    page.locator('#hand-cards button[data-card="5H"]').tap()
    expect(page.locator("#refusal")).to_be_visible()
    save_screenshot(page, "learn-refusal-phone")
    settled(page)
    page.locator('#hand-cards button[data-card="2C"]').tap()
    ended(page, "briscola.trumps", 2)
    save_screenshot(page, "learn-end-phone")


def test_every_lesson_of_every_course_is_laid_on_the_table(pages, site):
    """Each lesson's position (a trick in play, a turn half done) comes to the table, its goal shown, the learner to move."""
    page = open_table(pages, site, "?game=scopa&seed=3")
    for game, course in COURSES.items():
        if not tabled(game):
            continue
        for lesson in course:
            menu = page.locator("#menu[open]")
            page.keyboard.press("g")
            expect(menu).to_be_visible()
            menu.locator(f'[data-option="game"] input[value="{game}"]').check()
            menu.locator('[data-action="learn"]').click()
            page.locator(f'#learn[open] [data-lesson="{lesson.name}"]').click()
            started(page, lesson.name)
            expect(page.locator("#lesson .goal")).not_to_be_empty()
            assert page.locator("#hand-cards button").count() > 0


def test_a_lesson_is_played_by_ear_through_the_table_for_screen_readers(pages, site):
    """Role locators only: the skip link, the menu's Learn, the lesson, its goal said, a card of the hand, the end."""
    page = open_table(pages, site, "?game=scopa&seed=3&lang=en")
    turn_on_by_the_skip_link(page, "en")
    open_course(page)
    page.get_by_role("button", name=messages(page, "en", "t.learn.lessons.scopa.take_one.title")).click()
    started(page, "scopa.take_one")
    goal = page.evaluate("() => document.getElementById('lesson').querySelector('.goal').textContent")
    expect(page.get_by_role("log").get_by_text(goal)).to_be_attached()
    seven = card_names(page, "en", ["7D"])[0]
    part(page, "en", "hand").get_by_role("button", name=seven, exact=True).press("Enter")
    end = page.get_by_role("dialog", name=messages(page, "en", "t.learn.done"))
    expect(end).to_be_visible(timeout=ENGINE_LIMIT_MS)
    expect(end.get_by_role("img", name="3 of 3 stars")).to_be_visible()


def test_a_lesson_that_ends_the_round_ends_with_its_stars_and_the_game_comes_back(pages, site):
    """Scala 40's closing: the last discard ends the round; the end shows, not the count, and Back brings the game back."""
    page = open_table(pages, site, "?game=scala40&seed=3", viewport=PHONE, is_mobile=True, has_touch=True)
    hand = page.evaluate("() => globalThis.mazzo.client.request('view', { game: 'scala40' })")["view"]["hand"]
    open_course(page, tap=True).locator('[data-lesson="scala40.closing"]').tap()
    started(page, "scala40.closing")
    page.locator('#hand-cards button[data-card="8C"]').first.tap()
    page.locator('#actions [data-action="discard"]').tap()
    ended(page, "scala40.closing", 3)
    expect(page.locator("#count[open]")).to_have_count(0)
    page.locator('#learn-end [data-action="back"]').tap()
    settled(page)
    assert page.evaluate("() => globalThis.mazzo.client.request('view', { game: 'scala40' })")["view"]["hand"] == hand
    expect(page.locator("#lesson")).to_be_hidden()


def test_a_rules_pages_link_starts_its_lesson_and_the_course_link_opens_the_course(pages, site):
    page = pages.new()
    page.add_init_script(WELCOMED)
    page.goto(site.url + "rules/scopa.en.html")
    page.get_by_role("link", name="Try it on the table").click()
    wait_for_app(page)
    started(page, "scopa.primiera")
    assert "learn=" not in page.url, "the link is used once: a reload goes on with the game"
    page.goto(site.url + "rules/briscola.en.html")
    page.get_by_role("link", name="Learn it on the table, in short lessons").click()
    wait_for_app(page)
    expect(page.locator("#learn[open]")).to_be_visible(timeout=ENGINE_LIMIT_MS)
    expect(page.locator('#learn [data-lesson="briscola.briscola"]')).to_be_visible()


def test_a_first_visit_offers_to_learn_the_game_chosen(pages, site):
    page = pages.new(first_visit=True, reduced_motion="reduce")
    page.goto(site.url + "?lang=en")
    menu = page.locator("#menu[open]")
    expect(menu.locator(".welcome")).to_be_visible()
    menu.locator('[data-option="game"] input[value="briscola"]').check()
    expect(menu.locator(".learn-offer")).to_have_text(messages(page, "en", "t.learn.offer('Briscola')"))
    menu.locator('[data-action="learn"]').click()
    wait_for_app(page)
    expect(page.locator('#learn[open] [data-lesson="briscola.briscola"]')).to_be_visible(timeout=ENGINE_LIMIT_MS)


SIDEWAYS = {"width": 844, "height": 390}


def learners_turn(page, name: str, step: int) -> dict:
    """Until lesson ``name`` waits on the learner's move at ``step`` (the computer's answers played), the table at rest."""
    # Polled from here: wait_for_function cannot await the engine's reply (tests/test_browser_waits.py).
    waiting = (
        "async ([game, lesson, step]) => { const v = (await globalThis.mazzo.client.request('view', { game, lesson })).view;"
        " return v.lesson.step === step && !v.computer_to_move && v.turn === 0; }"
    )
    deadline = time.monotonic() + ENGINE_LIMIT_MS / 1000
    while not page.evaluate(waiting, [name.split(".")[0], name, step]):
        assert time.monotonic() < deadline, f"lesson {name} never waited on the learner at step {step}"
        page.wait_for_timeout(100)
    settled(page)
    return lesson_view(page, name)


def test_the_count_lesson_is_played_by_taps_on_a_phone_held_sideways_and_ends_on_its_primiera(pages, site):
    page = open_table(pages, site, "?game=scopa&seed=3", viewport=SIDEWAYS, is_mobile=True, has_touch=True)
    open_course(page, tap=True).locator('[data-lesson="scopa.count"]').tap()
    started(page, "scopa.count")
    save_screenshot(page, "count-sideways")
    for step, move in enumerate(LESSONS["scopa.count"].solution):
        learners_turn(page, "scopa.count", step)
        play_card(page, "scopa.count", move, tap=True)
    end = ended(page, "scopa.count", 3)
    primiera = end.locator('table.count tr[data-line="primiera"]')
    expect(primiera).to_be_visible()
    expect(primiera.locator('td[data-player="0"] .value')).to_have_text("78")
    expect(end.locator('[data-action="next"]')).to_be_in_viewport()
    save_screenshot(page, "count-sideways-end")


def test_a_lessons_progress_survives_an_update(pages, two_builds):  # noqa: F811 (the fixture imported)
    """The stars are kept on the device (localStorage, docs/reliability.md): a new build, started next time, shows them."""
    site, deploy = two_builds
    page = installed(pages, site, "?game=scopa&seed=3")
    settled(page)
    open_course(page).locator('[data-lesson="scopa.take_one"]').click()
    started(page, "scopa.take_one")
    play_card(page, "scopa.take_one", "7Dx7H", tap=False)
    ended(page, "scopa.take_one", 3)

    new_build_waits(page, deploy)
    page.goto("about:blank")
    page.goto(f"{site.url}?game=scopa")
    wait_for_app(page)
    assert tagline(page) == NEW_TAGLINE
    settled(page)
    course = open_course(page)
    expect(course.locator('[data-lesson="scopa.take_one"] .stars')).to_have_attribute("aria-label", "3 of 3 stars")
    expect(course.locator('[data-lesson="scopa.values"] .stars')).to_have_attribute("aria-label", "0 of 3 stars")


WEB = Path(__file__).resolve().parents[2] / "web"


def tabled(game: str) -> bool:
    """Whether the page has ``game``'s table (web/games/<game>/): a course is taken on its game's table."""
    return (WEB / "games" / game / "index.js").is_file()


def take_course(page, game: str, tap: bool, play) -> None:
    """Every lesson of ``game``'s course in order, from the menu's Learn to each end's Next lesson, by taps or by keys
    alone: ``play(page, name, view, move)`` makes each step's move once the learner is to play; three stars kept for each."""
    names = [lesson.name for lesson in COURSES[game]]
    course = open_course(page, tap)
    first = course.locator(f'[data-lesson="{names[0]}"]')
    if tap:
        first.tap()
    else:
        expect(first).to_be_focused()
        page.keyboard.press("Enter")
    for index, name in enumerate(names):
        started(page, name)
        for step, move in enumerate(LESSONS[name].solution):
            play(page, name, learners_turn(page, name, step), move)
        end = ended(page, name, 3)
        if index + 1 < len(names):
            go = end.locator('[data-action="next"]')
            if tap:
                go.tap()
            else:
                expect(go).to_be_focused()
                page.keyboard.press("Enter")
    if len(LESSONS[names[-1]].goals) > 1:  # a course that ends on a round played out ends on its count
        expect(page.locator("#learn-end table.count")).to_be_visible()
    kept = json.loads(page.evaluate("() => localStorage.getItem('mazzo.learn')"))
    assert kept == {"version": 1, "stars": dict.fromkeys(names, 3)}


def card_by_key(page, name: str, view: dict, card: str) -> None:
    """The card's key: its place in the hand as the table shows it, 1 to 9, then 0 for the tenth."""
    shown = page.eval_on_selector_all("#hand-cards button[data-card]", "buttons => buttons.map((b) => b.dataset.card)")
    page.keyboard.press(str((shown.index(card) + 1) % 10))


def card_by_tap(page, name: str, view: dict, card: str) -> None:
    page.locator(f'#hand-cards button[data-card="{card}"]').tap()


def capture_by_key(page, name: str, view: dict, move: str) -> None:
    """The key of the move's card, the only move it makes (as ``play_card`` checks)."""
    card = move.split("x")[0]
    assert [m for m in view["legal_moves"] if m.split("x")[0] == card] == [move]
    card_by_key(page, name, view, card)


def capture_by_tap(page, name: str, view: dict, move: str) -> None:
    play_card(page, name, move, tap=True)


def scala_by_key(page, name: str, view: dict, move: str) -> None:
    key_move(page, SimpleNamespace(view=view), move)


def scala_by_tap(page, name: str, view: dict, move: str) -> None:
    tap_move(page, SimpleNamespace(view=view), move)


#: Each game's course by keys alone and by taps: the page the course opens on, and how a step's move is made.
COURSE_PLAYS = {
    "scopone": ("?game=scopone&seed=3", capture_by_key, capture_by_tap),
    "briscola": ("?game=briscola&seed=3", card_by_key, card_by_tap),
    "scala40": ("?game=scala40&seed=3", scala_by_key, scala_by_tap),
    "tressette": ("?game=tressette&seed=3", card_by_key, card_by_tap),
}


def test_every_course_but_scopas_is_played_in_these_tests_by_keys_and_by_taps():
    """Scopa's course has its own tests above; a new course is taken here too, or this fails."""
    assert set(COURSE_PLAYS) | {"scopa"} == set(COURSES)


@pytest.mark.parametrize("game", sorted(COURSE_PLAYS))
def test_every_lesson_of_the_course_is_completed_by_keyboard_alone(pages, site, game):
    if not tabled(game):
        pytest.skip(f"{game}'s table is not on this branch")
    address, by_key, _ = COURSE_PLAYS[game]
    take_course(open_table(pages, site, address), game, tap=False, play=by_key)


@pytest.mark.parametrize("game", sorted(COURSE_PLAYS))
def test_every_lesson_of_the_course_is_completed_by_taps_on_a_phone(pages, site, game):
    if not tabled(game):
        pytest.skip(f"{game}'s table is not on this branch")
    address, _, by_tap = COURSE_PLAYS[game]
    page = open_table(pages, site, address, viewport=PHONE, is_mobile=True, has_touch=True)
    take_course(page, game, tap=True, play=by_tap)


def card_by_ear(page, name: str, view: dict, card: str) -> None:
    """The card's button in the mirror's hand, found by its name as a screen reader says it."""
    part(page, "en", "hand").get_by_role("button", name=card_names(page, "en", [card])[0], exact=True).press("Enter")


def capture_by_ear(page, name: str, view: dict, move: str) -> None:
    """The move's card by ear, the only move it makes (as ``play_card`` checks)."""
    card = move.split("x")[0]
    assert [m for m in view["legal_moves"] if m.split("x")[0] == card] == [move]
    card_by_ear(page, name, view, card)


def scala_by_ear(page, name: str, view: dict, move: str) -> None:
    """The stock, the cards and the actions by their names in the mirror, as a round of Scala 40 is played by ear."""
    play_scala_move(page, "en", SimpleNamespace(view=view, replies=[], play=lambda move: None), move)


#: How each game's lesson moves are made by ear (the mirror of issue 3.4, role locators only).
EAR_PLAYS = {"scopa": capture_by_ear, "scopone": capture_by_ear, "briscola": card_by_ear, "scala40": scala_by_ear,
             "tressette": card_by_ear}


def test_every_course_is_played_by_ear_in_these_tests():
    assert set(EAR_PLAYS) == set(COURSES)


@pytest.mark.parametrize("game", sorted(EAR_PLAYS))
def test_every_lesson_of_the_course_is_completed_by_ear(pages, site, game):
    """The screen reader's table on (the skip link), every lesson's move made on the mirror by the cards' and
    the actions' spoken names; three stars kept for each."""
    page = open_table(pages, site, f"?game={game}&seed=3&lang=en")
    turn_on_by_the_skip_link(page, "en")
    take_course(page, game, tap=False, play=EAR_PLAYS[game])


def test_the_lessons_goal_is_shown_once_over_the_table_and_said_in_the_status_line(pages, site):
    """The goal stands over the table; the status line, a live region, says it to a screen reader without showing it
    a second time under the cards (a phone lost four lines to it); what is said after the learner's move shows."""
    name = "scopa.take_one"
    page = open_table(pages, site, f"?game=scopa&lang=en&learn={name}", viewport=PHONE, is_mobile=True, has_touch=True)
    started(page, name)
    news = page.locator("#news")
    goal = page.locator("#lesson .goal").inner_text()
    expect(news).to_have_text(goal)
    assert news.evaluate("(node) => node.getBoundingClientRect().width") <= 1, "the goal is not shown twice"
    capture_by_tap(page, name, learners_turn(page, name, 0), LESSONS[name].solution[0])
    expect(news).not_to_have_text(goal)
    assert news.evaluate("(node) => node.getBoundingClientRect().width") > 1, "the news of the move is shown"


def test_while_the_coachs_hint_stands_in_the_goals_place_the_status_line_shows_the_goal(pages, site):
    """A coached lesson: the hint's bubble takes the goal's place over the table, so the goal shows under the cards."""
    name = "scopa.round"
    page = open_table(pages, site, f"?game=scopa&lang=en&learn={name}", viewport=PHONE, is_mobile=True, has_touch=True)
    started(page, name)
    news = page.locator("#news")
    expect(news).to_have_text(page.locator("#lesson .goal").inner_text())
    width = "(node) => node.getBoundingClientRect().width"
    assert news.evaluate(width) <= 1
    page.keyboard.press("h")
    expect(page.locator("#hint")).to_be_visible()
    expect(page.locator("#lesson")).to_be_hidden()
    assert news.evaluate(width) > 1, "the goal is shown under the cards while the hint hides it above"


#: The goal's box and the boxes of the cards on the table (the trick, the cards to take), on the screen.
GOAL_AND_TABLE = """() => {
  const box = (node) => { const r = node.getBoundingClientRect(); return [r.left, r.top, r.right, r.bottom]; };
  const cards = [...document.querySelectorAll("#table-cards button")];
  return { goal: box(document.getElementById("lesson")), cards: cards.map(box) };
}"""


@pytest.mark.parametrize("lesson", ["tressette.declarations", "scopa.take_sum", "briscola.trumps"])
def test_on_a_phone_held_sideways_the_goal_leaves_the_cards_on_the_table_in_sight(pages, site, lesson):
    """A phone on its side has little height: the goal stands above the trick or the cards to take, never over them."""
    page = open_table(pages, site, f"?game={lesson.split('.')[0]}&lang=fr&learn={lesson}",
                      viewport={"width": 844, "height": 390}, is_mobile=True, has_touch=True)
    started(page, lesson)
    boxes = page.evaluate(GOAL_AND_TABLE)
    assert boxes["cards"], "the lesson has cards on the table"
    goal = boxes["goal"]
    for card in boxes["cards"]:
        above, below = goal[3] <= card[1] + 0.5, goal[1] >= card[3] - 0.5
        beside = goal[2] <= card[0] + 0.5 or goal[0] >= card[2] - 0.5
        assert above or below or beside, (goal, card)


def test_a_lesson_is_taken_in_a_copy_embedded_in_another_site(pages, servers, site):
    """The lesson link's parameter works in an embedded copy: the lesson comes to its table, a wrong move is refused
    with the rule's words, the right one ends it, and its stars are kept in the host's storage for the copy."""
    host = servers.site("/host/")
    page = pages.new(viewport={"width": 1280, "height": 900}, reduced_motion="reduce")
    page.goto(f"{host.url}dev/embed-demo.html?src={site.url}index.html%3Fgame%3Dscopa%26lang%3Den%26learn%3Dscopa.take_one")
    frame = page.frame_locator("iframe")
    game = next(f for f in page.frames if f.url.startswith(site.origin))
    game.wait_for_function(
        "() => document.getElementById('lesson') && !document.getElementById('lesson').hidden", timeout=120_000
    )
    settled(game)
    frame.locator('#hand-cards button[data-card="JS"]').click()
    expect(frame.locator("#refusal")).to_be_visible()
    settled(game)
    frame.locator('#hand-cards button[data-card="7D"]').click()
    end = frame.locator("#learn-end[open]")
    expect(end).to_be_visible(timeout=ENGINE_LIMIT_MS)
    expect(end).to_have_attribute("data-stars", "2")
    assert json.loads(game.evaluate("() => localStorage.getItem('mazzo.learn')"))["stars"] == {"scopa.take_one": 2}
