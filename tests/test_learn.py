"""Learn to play (issue 4.4): every lesson is a position the engine reads, a goal a legal move
reaches, and at least one plausible wrong move refused with the rule's code; a rules change
that breaks a lesson fails here."""

from __future__ import annotations

import json
import re

import pytest
from mazzo import tressette
from mazzo.game import MazzoError
from mazzo.learn import COURSES, LESSONS, Lesson, stars
from mazzo.learn.lesson import cards_in, filled
from mazzo.protocol import Session
from mazzo.refusals import REFUSALS
from mazzo.scopa import ScopaState
from test_protocol import ask, ok

ALL = sorted(LESSONS)


def broken(lesson: Lesson) -> list[str]:
    """What no longer holds of ``lesson`` under the rules as they are: empty while it teaches what it says."""
    problems = []
    state = lesson.start()
    if state.from_position(state.position()).position() != state.position():
        problems.append("the position does not round-trip")
    if state.current_player != 0:
        problems.append("the learner is not to move")
    assert len(lesson.solution) == len(lesson.goals)
    for step, text in enumerate(lesson.solution):
        if text not in map(str, state.legal_moves()):
            problems.append(f"step {step}: {text} is not among the legal moves")
            return problems
        state = lesson.judge(state, step, state.parse_move(text))
        while state.current_player not in (0, None):  # the computer's answer between steps
            state = state.apply(state.legal_moves()[0])
    start = lesson.start()
    for text, code in lesson.wrong:
        try:
            lesson.judge(start, 0, start.parse_move(text))
            problems.append(f"{text} is not refused")
        except MazzoError as error:
            if error.code != code:
                problems.append(f"{text} is refused with {error.code}, not {code}")
    return problems


@pytest.mark.parametrize("game", sorted(COURSES))
def test_every_course_has_six_to_ten_lessons_of_its_own_game(game):
    course = COURSES[game]
    assert 6 <= len(course) <= 10
    assert all(lesson.game == game for lesson in course)


@pytest.mark.parametrize("name", ALL)
def test_every_lesson_is_a_position_the_engine_reads_in_its_own_notation(name):
    lesson = LESSONS[name]
    state = lesson.start()
    assert state.position() == lesson.full_position()
    assert type(state).from_position(state.position()).position() == state.position()
    assert state.current_player == 0


@pytest.mark.parametrize("name", ALL)
def test_every_lessons_goal_is_reached_by_a_legal_move_and_its_wrong_moves_refused_with_the_rules_code(name):
    lesson = LESSONS[name]
    assert lesson.wrong
    assert all(code in REFUSALS for _, code in lesson.wrong)
    assert broken(lesson) == []


def test_a_rules_change_that_breaks_a_lesson_fails(monkeypatch):
    """Were a card no longer obliged to capture, laying the 7 would be allowed and the lesson would teach a rule gone."""
    assert broken(LESSONS["scopa.take_one"]) == []
    monkeypatch.setattr(ScopaState, "apply", lambda self, move: self._after(self.turn, move))
    assert broken(LESSONS["scopa.take_one"]) == ["7D is refused with lesson_take, not must_capture"]
    monkeypatch.setattr(ScopaState, "legal_moves", lambda self: [])
    assert "not among the legal moves" in broken(LESSONS["scopa.take_one"])[0]


def test_a_position_naming_a_card_twice_is_refused():
    with pytest.raises(ValueError):
        filled(["AD", "2D"], "x | AD | AD *")


def test_stars_are_three_at_the_first_try_and_fewer_after_never_none():
    assert [stars(misses) for misses in range(5)] == [3, 2, 1, 1, 1]


def test_the_lessons_request_lists_every_course_in_order():
    courses = ok(Session(), type="lessons")["courses"]
    assert courses == {game: [lesson.name for lesson in course] for game, course in COURSES.items()}


@pytest.mark.parametrize("name", ALL)
def test_a_lesson_played_through_the_protocol_at_the_first_try_gives_three_stars(name):
    session = Session()
    lesson = LESSONS[name]
    reply = ok(session, type="lesson", lesson=name)
    assert reply["game"] == lesson.game and reply["view"]["lesson"]["done"] is False
    for text in lesson.solution:
        view = ok(session, type="view", game=lesson.game, lesson=name)["view"]
        while view["computer_to_move"]:
            view = ok(session, type="computer", game=lesson.game, lesson=name)["view"]
        view = ok(session, type="play", game=lesson.game, lesson=name, move=text)["view"]
    assert view["lesson"] | {"done": True, "stars": 3, "misses": 0} == view["lesson"]
    assert view["computer_to_move"] is False


def test_a_wrong_move_is_refused_with_the_rules_words_changes_nothing_and_costs_a_star():
    session = Session()
    ok(session, type="lesson", lesson="scopa.same_value_first")
    before = ok(session, type="view", game="scopa", lesson="scopa.same_value_first")["view"]
    reply = ask(session, type="play", game="scopa", lesson="scopa.same_value_first", move="5Dx3H+2D")
    assert reply["ok"] is False
    assert (reply["error"]["code"], reply["error"]["reason"]) == ("illegal_move", "same_value_first")
    assert reply["error"]["params"] == {"card": "5D", "same": ["5C"]}
    after = ok(session, type="view", game="scopa", lesson="scopa.same_value_first")["view"]
    assert after["lesson"]["misses"] == 1 and {**after, "lesson": None} == {**before, "lesson": None}
    view = ok(session, type="play", game="scopa", lesson="scopa.same_value_first", move="5Dx5C")["view"]
    assert view["lesson"]["stars"] == 2
    again = ask(session, type="play", game="scopa", lesson="scopa.same_value_first", move="QS")
    assert again["error"]["reason"] == "lesson_done"


def test_a_legal_move_that_misses_the_goal_is_refused_with_the_goals_code():
    session = Session()
    ok(session, type="lesson", lesson="briscola.trumps")
    reply = ask(session, type="play", game="briscola", lesson="briscola.trumps", move="5H")
    assert reply["error"]["reason"] == "lesson_trick_lost"
    assert reply["error"]["params"] == {"card": "5H", "winner": "AS"}


def test_a_lesson_never_touches_the_game_under_way_or_its_save():
    session = Session()
    ok(session, type="new_game", game="scopa", seed=3)
    save = ok(session, type="save", game="scopa")["save"]
    view = ok(session, type="view", game="scopa")["view"]
    ok(session, type="lesson", lesson="scopa.take_one")
    ok(session, type="play", game="scopa", lesson="scopa.take_one", move="7Dx7H")
    assert ok(session, type="save", game="scopa")["save"] == save
    assert ok(session, type="view", game="scopa")["view"] == view


@pytest.mark.parametrize(
    ("request_fields", "reason"),
    [
        ({"type": "lesson", "lesson": "scopa.nothing"}, "unknown_lesson"),
        ({"type": "lesson", "lesson": 3}, "unknown_lesson"),
        ({"type": "play", "game": "scopa", "lesson": "scopa.take_one", "move": "7Dx7H"}, "no_lesson"),
        ({"type": "view", "game": "briscola", "lesson": "scopa.take_one"}, "no_lesson"),
    ],
)
def test_a_request_for_a_lesson_not_under_way_is_refused(request_fields, reason):
    session = Session()
    if request_fields["type"] != "lesson" and request_fields["game"] == "briscola":
        ok(session, type="lesson", lesson="scopa.take_one")
    reply = ask(session, **request_fields)
    assert reply["ok"] is False and reply["error"]["reason"] == reason


def played_through(session: Session, name: str) -> dict:
    """Lesson ``name`` played through the protocol by its solution, the computer answering between steps: the last view."""
    lesson = LESSONS[name]
    view = ok(session, type="lesson", lesson=name)["view"]
    for text in lesson.solution:
        while view["computer_to_move"]:
            view = ok(session, type="computer", game=lesson.game, lesson=name)["view"]
        view = ok(session, type="play", game=lesson.game, lesson=name, move=text)["view"]
    return view


@pytest.mark.parametrize("name", ["scopa.count", "scopa.round", "briscola.hand", "tressette.last_trick"])
def test_the_lessons_of_several_moves_play_the_round_out_to_its_count(name):
    session = Session()
    view = played_through(session, name)
    assert len(LESSONS[name].goals) > 1
    assert view["round_over"] is True and view["lesson"]["done"] is True
    assert ok(session, type="summary", game=LESSONS[name].game, lesson=name)["summary"]["lines"]


def test_the_counts_worked_primiera_is_won_by_the_seven_taken_78_to_75():
    session = Session()
    played_through(session, "scopa.count")
    lines = {line["line"]: line for line in ok(session, type="summary", game="scopa", lesson="scopa.count")["summary"]["lines"]}
    assert lines["primiera"] == {"line": "primiera", "values": [78, 75], "points": [1, 0]}


def test_the_coach_is_asked_in_the_lessons_that_play_a_round_out_and_in_no_other():
    session = Session()
    ok(session, type="new_game", game="scopa", seed=3)
    save = ok(session, type="save", game="scopa")["save"]
    ok(session, type="lesson", lesson="scopa.round")
    assert ok(session, type="hint", game="scopa", lesson="scopa.round", seat=0)["move"] == "7Dx4H+3C"
    assert ok(session, type="odds", game="scopa", lesson="scopa.round", seat=0)
    assert ok(session, type="save", game="scopa")["save"] == save, "the game under way is untouched"
    ok(session, type="lesson", lesson="scopa.count")
    reply = ask(session, type="hint", game="scopa", lesson="scopa.count", seat=0)
    assert (reply["error"]["code"], reply["error"]["reason"]) == ("bad_request", "lesson_uncoached")
    coached = {name for name, lesson in LESSONS.items() if lesson.coach}
    assert coached == {"scopa.round", "briscola.hand", "tressette.last_trick"}
    assert ok(session, type="view", game="scopa", lesson="scopa.count")["view"]["lesson"]["coach"] is False


def test_every_lesson_has_its_words_in_every_language():
    """A title, a goal naming real cards and why it matters, for every lesson of every course, in the six languages."""
    from test_messages import values

    names = json.dumps(ALL)
    worded = values(
        f"Object.fromEntries({names}.map((name) => {{ const [game, lesson] = name.split('.');"
        " const words = t.learn.lessons[game]?.[lesson];"
        " const cards = new Proxy({}, { get: (_, card) => `<${String(card)}>` });"
        " return [name, words ? [words.title, words.goal(cards), words.why] : null]; }))"
    )
    for lang, lessons in worded.items():
        missing = [name for name, words in lessons.items() if words is None or not all(words)]
        assert not missing, f"{lang} has no words for {missing}"
        unnamed = [name for name, (_, goal, _) in lessons.items() if "undefined" in goal]
        assert not unnamed, f"{lang}: {unnamed}"
        for name, (_, goal, _) in lessons.items():
            cards = set(cards_in(LESSONS[name].full_position().split("|", 1)[1]))
            named = set(re.findall(r"<(\w\w)>", goal))
            assert named <= cards, f"{lang} {name}: the goal names {named - cards}, which the lesson does not hold"


def test_tressettes_declarations_lesson_declares_a_napoletana_and_three_threes_with_the_first_card():
    session = Session()
    ok(session, type="lesson", lesson="tressette.declarations")
    reply = ok(session, type="play", game="tressette", lesson="tressette.declarations", move="3S")
    assert reply["view"]["declarations"][0] == ["napoletana-D", "threes-H"]
    assert {"type": "declaration", "player": 0, "combination": "napoletana", "suit": "D", "points": 3} in reply["events"]


def test_tressettes_last_trick_lesson_ends_with_the_last_trick_to_the_learner():
    session = Session()
    view = played_through(session, "tressette.last_trick")
    assert view["round_over"] is True and view["lesson"]["stars"] == 3
    summary = ok(session, type="summary", game="tressette", lesson="tressette.last_trick")["summary"]
    lines = {line["line"]: line for line in summary["lines"]}
    assert lines["last_trick"]["points"] == [1, 0]
    assert lines["round"]["values"] == [6, 5], "13 thirds to 12 before: the last trick decides the hand"


def test_tressettes_void_and_drawn_lessons_read_only_what_the_learner_saw():
    """The goals judge from the learner's view: a void shown by a card off suit, a card drawn in sight."""
    void, drawn = (LESSONS[f"tressette.{name}"].start().view(0) for name in ("void", "drawn"))
    assert void.voids()[1] == frozenset({"H"})
    assert "3C" in map(str, drawn.known_held()[1])


def test_tressettes_last_trick_lesson_refuses_throwing_the_three_that_must_take_the_last_trick():
    session = Session()
    ok(session, type="lesson", lesson="tressette.last_trick")
    view = ok(session, type="play", game="tressette", lesson="tressette.last_trick", move="5C")["view"]
    while view["computer_to_move"]:
        view = ok(session, type="computer", game="tressette", lesson="tressette.last_trick")["view"]
    assert view["trick"] == ["2C"]
    reply = ask(session, type="play", game="tressette", lesson="tressette.last_trick", move="3H")
    assert (reply["error"]["reason"], reply["error"]["params"]) == ("lesson_last_trick", {"card": "3H"})


@pytest.mark.parametrize("name", sorted(name for name, lesson in LESSONS.items() if lesson.coach))
def test_in_a_coached_lesson_the_coachs_hint_at_every_step_is_the_lessons_own_move(name):
    """A learner who asks the coach is never sent toward a move the lesson refuses."""
    lesson = LESSONS[name]
    session = Session()
    view = ok(session, type="lesson", lesson=name)["view"]
    hints = []
    for text in lesson.solution:
        while view["computer_to_move"]:
            view = ok(session, type="computer", game=lesson.game, lesson=name)["view"]
        hints.append(ok(session, type="hint", game=lesson.game, lesson=name, seat=0)["move"])
        view = ok(session, type="play", game=lesson.game, lesson=name, move=text)["view"]
    assert tuple(hints) == lesson.solution


@pytest.mark.parametrize("name", sorted(name for name in LESSONS if name.startswith("tressette.")))
def test_tressettes_lessons_declare_for_each_seat_that_played_what_its_dealt_cards_hold(name):
    """A legal position: a seat that has played shows the declarations of the ten cards it was dealt (what it played
    and holds, less what it drew), and none of them is a card another seat could hold."""
    state = LESSONS[name].start()
    view = state.view(0)
    drawn_by = view.extras()["drawn_by"]
    for seat in range(state.PLAYERS):
        played = [card for _, player, card, _ in view.plays() if player == seat]
        if not played:
            continue
        drew = {card for card, drawer in zip(state.drawn, drawn_by, strict=True) if drawer == seat}
        dealt = [card for card in (*played, *state.hands[seat]) if card not in drew]
        assert len(dealt) == 10
        assert state.declarations[seat] == tressette.declarations_of(dealt)
