"""The JSON protocol: the only door to the engines from outside.

One function, ``handle(request) -> response``, both JSON strings. The browser
worker calls it, and ``python3 -m mazzo`` serves it as JSON lines. Each seat of a game
is a person's or a computer's, as ``new_game`` declares (by default seat 0 is the one
person's and every other seat a computer's); a computer decides from its own view, a
person's move is played with that seat's view, and every view sent out is one person's:
the person to move, or the last who moved while the computers play (seat 0's when
every seat is a computer's, to watch). Games are known only through their registry
entries (``mazzo.games``). See docs/protocol.md for the messages.
"""

from __future__ import annotations

import re
import secrets
from collections.abc import Callable
from dataclasses import dataclass, replace
from datetime import date
from typing import Any

from . import __version__, coach, learn
from .ai import LEVELS, choose_move
from .fields import Options
from .game import IllegalMoveError, Json, MazzoError, NotationError, State, StateError, View, deal_rng, new_game
from .games import RULES, Rules, Seating
from .requests import Message, ProtocolError, Reply, Request, dump, error_reply, parse, request_id_of

#: The one person's seat when ``new_game`` declares no seats.
HUMAN = 0
#: The computer's seat at a table of two (at four, by default every seat but the human's is a computer's).
COMPUTER = 1
#: What a seat may be in ``new_game``'s ``seats``: a person plays it from the page, a computer from its view.
PERSON = "person"
SEAT_KINDS = (PERSON, "computer")
#: The save format this version writes; docs/protocol.md lists the formats and what changed.
SAVE_FORMAT = 3
#: The log entry that stands for "deal the next round" between moves.
NEXT_ROUND = "next-round"
MAX_SEED = 2**53 - 1  # the largest integer JavaScript holds exactly
#: The fields of a save, by format: format 2 added the practice setting and the assisted mark.
SAVE_FIELDS = {
    1: ["format", "game", "level", "seed", "options", "log"],
    2: ["format", "game", "level", "seed", "options", "log", "practice", "assisted"],
    3: ["format", "game", "level", "seed", "options", "log", "practice", "assisted", "seats"],
}


@dataclass(frozen=True)
class Table:
    """One game in progress: its rules, level, seed, options, seats, state and move log.

    The seed, the seats and the log replay the game exactly, so they are the save, with whether
    it is a practice game (undo allowed) and whether the player was helped (a hint, the odds or
    an undo): ``assisted`` marks the game for the statistics, and changes nothing in it.
    ``viewer`` is the seat whose view is sent: the person to move, else the last person who moved.
    """

    rules: Rules
    level: str
    seed: int
    options: Options
    state: State[Any, Any]
    seats: tuple[str, ...]
    viewer: int
    log: tuple[str, ...] = ()
    practice: bool = False
    assisted: bool = False

    @classmethod
    def start(
        cls, rules: Rules, level: str, seed: int, options: Options, seats: tuple[str, ...] | None = None,
        practice: bool = False,
    ) -> Table:
        """A new game; without ``seats``, seat 0 is a person's and every other seat a computer's."""
        state = new_game(rules.seating(options).state, seed, options)
        chosen = seats or (PERSON,) + ("computer",) * (state.PLAYERS - 1)
        return cls(rules, level, seed, options, state, chosen, HUMAN, practice=practice)._watched_by_next_person()

    def _watched_by_next_person(self) -> Table:
        """This table with the view passed to the person to move, if a person is to move; else
        kept by the last viewer (at the start, the first person after the seat to move, or seat 0
        when every seat is a computer's)."""
        turn = self.state.current_player
        if turn is not None and self.seats[turn] == PERSON:
            return replace(self, viewer=turn)
        if not self.log and turn is not None:
            order = [(turn + step) % len(self.seats) for step in range(len(self.seats))]
            return replace(self, viewer=next((seat for seat in order if self.seats[seat] == PERSON), HUMAN))
        return self

    def person_to_move(self, message: Message) -> int:
        """The seat of the person to move, which a request naming a ``seat`` must name; refused otherwise."""
        turn = self.state.current_player
        if turn is None:
            raise ProtocolError("illegal_move", "round_over")
        seat = message.get("seat")
        if "seat" in message:
            if type(seat) is not int or not 0 <= seat < len(self.seats):
                raise ProtocolError("bad_request", "bad_seat", most=len(self.seats) - 1)
            if seat != turn:
                raise ProtocolError("not_your_turn", "not_seat_to_move", seat=seat, turn=turn)
        if self.seats[turn] != PERSON:
            if "seat" not in message:
                raise ProtocolError("not_your_turn", "not_your_turn")
            raise ProtocolError("not_your_turn", "seat_is_computer", seat=turn)
        return turn

    @property
    def seating(self) -> Seating:
        """The table the options ask for: its state class and its computer players."""
        return self.rules.seating(self.options)

    @property
    def computer_to_move(self) -> bool:
        """Whether a computer's seat is to move (until the round is over)."""
        turn = self.state.current_player
        return turn is not None and self.seats[turn] != PERSON

    def play(self, move: object) -> tuple[Table, list[dict[str, Json]]]:
        """The table after ``move`` and the events of it, as the viewer after it saw them."""
        after = replace(self, state=self.state.apply(move), log=self.log + (str(move),))._watched_by_next_person()
        return after, self.rules.events(self.state, move, after.state, after.viewer)

    def next_round(self) -> Table:
        return replace(self, state=self.state.next_round(), log=self.log + (NEXT_ROUND,))._watched_by_next_person()

    def mover_view(self) -> View[Any]:
        """The view of the computer to move: all it decides from, and all its reasons may tell."""
        seat = self.state.current_player
        assert seat is not None and self.computer_to_move, "only asked while a computer is to move"
        return self.state.view(seat)

    def computer_move(self) -> object:
        """The choice of the computer to move, from its own view (never a partner's hand) and a
        generator fixed by the move number."""
        rng = deal_rng(self.seed, "computer", len(self.log))
        return choose_move(self.seating.players, self.level, self.mover_view(), rng)

    def save(self) -> Reply:
        return {
            "format": SAVE_FORMAT,
            "game": self.rules.name,
            "level": self.level,
            "seed": self.seed,
            "options": self.options.to_dict(),
            "log": list(self.log),
            "practice": self.practice,
            "assisted": self.assisted,
            "seats": list(self.seats),
        }

    @classmethod
    def load(cls, save: object) -> Table:
        """Replay a save from its seed and log; any flaw is a ``bad_save`` error."""
        if not isinstance(save, dict):
            raise ProtocolError("bad_save", "save_not_object")
        form = save.get("format")
        if type(form) is not int or form not in SAVE_FIELDS:
            raise ProtocolError("bad_save", "save_format", format=repr(form), known=list(SAVE_FIELDS))
        if set(save) != set(SAVE_FIELDS[form]):
            raise ProtocolError("bad_save", "save_fields", fields=SAVE_FIELDS[form])
        marks = {"practice": save.get("practice", False), "assisted": save.get("assisted", False)}  # format 1: neither
        if not all(type(mark) is bool for mark in marks.values()):
            raise ProtocolError("bad_save", "save_fields", fields=SAVE_FIELDS[form])
        log = save["log"]
        if not isinstance(log, list) or not all(isinstance(entry, str) for entry in log):
            raise ProtocolError("bad_save", "save_log")
        try:
            rules = _rules(save["game"])
            options = _options(rules, save["options"])
            seats = _seats(rules, options, save["seats"]) if "seats" in save else None  # formats 1 and 2: the default
            table = cls.start(rules, _level(save["level"]), _seed(save["seed"]), options, seats, marks["practice"])
            table = replace(table, assisted=marks["assisted"])
        except ProtocolError as error:
            raise ProtocolError("bad_save", error.reason, **error.params) from error
        for number, entry in enumerate(log, 1):
            try:
                table = table.next_round() if entry == NEXT_ROUND else table.play(table.state.parse_move(entry))[0]
            except MazzoError as error:
                raise ProtocolError("bad_save", "save_replay", number=number, move=entry, why=error.message) from error
        return table

    def round_so_far(self) -> list[tuple[Table, object]]:
        """Each move of the round under way (or just over) with the table before it: replayed from the seed."""
        start = Table.start(self.rules, self.level, self.seed, self.options, self.seats)
        table = replace(self, state=start.state, viewer=start.viewer, log=())
        steps: list[tuple[Table, object]] = []
        for entry in self.log:
            if entry == NEXT_ROUND:
                table, steps = table.next_round(), []
                continue
            move = table.state.parse_move(entry)
            steps.append((table, move))
            table = table.play(move)[0]
        return steps

    def undone(self) -> Table:
        """This game as it was before a person's last move of the round, and so without the
        computers' replies to it (marked assisted)."""
        mine = [table for table, _ in self.round_so_far() if not table.computer_to_move]
        if not mine:
            raise ProtocolError("illegal_move", "nothing_to_undo")
        return replace(mine[-1], assisted=True)

    def view(self, open_hands: bool = False) -> Reply:
        """The viewer's view, with what the page needs of the table: never another seat's hand, but
        every seat's (``hands``) when a watcher asks for them at a table of computers only."""
        view = self.state.view(self.viewer).to_dict()
        view["level"] = self.level
        view["computer_to_move"] = self.computer_to_move
        view["practice"] = self.practice
        view["assisted"] = self.assisted
        view["seats"] = list(self.seats)
        if open_hands:
            assert PERSON not in self.seats, "every hand is shown only where no person sits"
            view["hands"] = self.state.to_dict()["hands"]  # every game declares its hands alike (mazzo.fields)
        return view

    def watching(self, message: Message, field: str) -> bool:
        """Whether the request asks for ``field``, a flag for watching (every hand, a computer's
        reasons): given only where every seat is a computer's, with nobody to hide a hand from."""
        asked = message.get(field, False)
        if type(asked) is not bool:
            raise ProtocolError("bad_request", "not_a_flag", field=field)
        if asked and PERSON in self.seats:
            raise ProtocolError("not_watching", "not_watching", field=field)
        return asked


@dataclass(frozen=True)
class Schooling:
    """A lesson under way (``mazzo.learn``): its table (the learner a person at seat 0, the other seats
    the computer's), the step the learner is at and the moves refused so far (each a try)."""

    lesson: learn.Lesson
    table: Table
    step: int = 0
    misses: int = 0

    @classmethod
    def start(cls, lesson: learn.Lesson) -> Schooling:
        state = lesson.start()
        rules = RULES[lesson.game]
        seats = (PERSON,) + ("computer",) * (state.PLAYERS - 1)
        return cls(lesson, Table(rules, "normal", state.seed, state.options, state, seats, learn.LEARNER))

    @property
    def done(self) -> bool:
        return self.step == len(self.lesson.goals)

    def status(self) -> Reply:
        """How far the learner is: ``stars`` once done."""
        return {
            "name": self.lesson.name,
            "step": self.step,
            "steps": len(self.lesson.goals),
            "misses": self.misses,
            "done": self.done,
            "stars": learn.stars(self.misses) if self.done else None,
            "coach": self.lesson.coach,
        }

    def view(self) -> Reply:
        """The learner's view and the lesson's status; once done, nobody is to move on (the computer waits)."""
        view = self.table.view()
        view["lesson"] = self.status()
        if self.done:
            view["computer_to_move"] = False
        return view

    def play(self, message: Message) -> tuple[Schooling, Reply]:
        """The learner's move judged by the lesson: the next step and the reply, or ``illegal_move`` with
        the rule's code (the engine's, or the goal's when the move is legal but misses it) and the
        schooling with one more try, which the caller keeps."""
        if self.done:
            raise ProtocolError("illegal_move", "lesson_done", lesson=self.lesson.name)
        self.table.person_to_move(message)
        text = message.get("move")
        if not isinstance(text, str):
            raise ProtocolError("bad_request", "bad_move_field")
        try:
            move = self.table.state.parse_move(text)
        except NotationError as error:
            raise ProtocolError.because("bad_notation", error) from error
        try:
            self.lesson.judge(self.table.state, self.step, move)
        except MazzoError as error:
            raise Missed(replace(self, misses=self.misses + 1), ProtocolError.because("illegal_move", error)) from error
        table, events = self.table.play(move)
        after = replace(self, table=table, step=self.step + 1)
        return after, {"move": text, "view": after.view(), "events": events}


class Missed(Exception):
    """A lesson's move refused: the refusal, and the schooling that counts the try."""

    def __init__(self, schooling: Schooling, refusal: ProtocolError) -> None:
        super().__init__(refusal.message)
        self.schooling = schooling
        self.refusal = refusal


def _rules(game: object) -> Rules:
    if not isinstance(game, str) or game not in RULES:
        raise ProtocolError("bad_request", "unknown_game", game=repr(game), known=list(RULES))
    return RULES[game]


def _level(level: object) -> str:
    if not isinstance(level, str) or level not in LEVELS:
        raise ProtocolError("bad_request", "unknown_level", level=repr(level), known=list(LEVELS))
    return level


def _seed(seed: object) -> int:
    if type(seed) is not int or not 0 <= seed <= MAX_SEED:
        raise ProtocolError("bad_request", "bad_seed", most=MAX_SEED)
    return seed


def daily_seed(game: str, day: date) -> int:
    """The seed of the deal of the day: the same for everyone, worked out offline from the game and the date.

    ``random.Random`` seeded with the text ``mazzo:0:daily:<game>:<YYYY-MM-DD>`` (which it hashes
    with SHA-512, the same in every Python) draws it from 0 to MAX_SEED, as ``deal_rng`` does.
    """
    return deal_rng(0, "daily", game, day.isoformat()).randrange(MAX_SEED + 1)


def _seed_of(game: str, message: Message) -> int:
    """The new game's seed: the one asked, the day's (``daily``), or a fresh secret one."""
    if "seed" in message and "daily" in message:
        raise ProtocolError("bad_request", "seed_and_daily")
    if "seed" in message:
        return _seed(message["seed"])
    if "daily" not in message:
        return secrets.randbelow(MAX_SEED + 1)
    text = message["daily"]
    try:
        if not isinstance(text, str) or not re.fullmatch(r"\d{4}-\d{2}-\d{2}", text):
            raise ValueError(text)
        return daily_seed(game, date.fromisoformat(text))
    except ValueError:
        raise ProtocolError("bad_request", "bad_daily") from None


def _options(rules: Rules, options: object) -> Options:
    try:
        return rules.read_options(options)
    except StateError as error:
        raise ProtocolError.because("bad_request", error) from error


def _seats(rules: Rules, options: Options, seats: object) -> tuple[str, ...]:
    """The seats asked for: one "person" or "computer" per seat of the table."""
    players = rules.seating(options).state.PLAYERS
    if not isinstance(seats, list) or len(seats) != players or not all(seat in SEAT_KINDS for seat in seats):
        raise ProtocolError("bad_request", "bad_seats", players=players, kinds=list(SEAT_KINDS))
    return tuple(seats)


class Session:
    """The games of one player: at most one table per game, kept between requests."""

    def __init__(self) -> None:
        self.tables: dict[str, Table] = {}
        #: The coach's last advice and the position it is for: a hint and the odds of one position,
        #: asked one after the other, come from one evaluation.
        self.advised: tuple[str, coach.Advice] | None = None
        #: The lesson under way, apart from the games: a lesson never touches a game or its save.
        self.schooling: Schooling | None = None

    def handle(self, request: str) -> str:
        """Answer one request; the session changes only when the answer is ``ok`` (but for a lesson's
        refused move, which counts a try)."""
        request_id: Json = None
        try:
            message = parse(request)
            request_id = request_id_of(message)
            kind = message.get("type")
            allowed, handler = self._handler(kind, message)
            extra = set(message) - allowed - {"id", "type"}
            if extra:
                raise ProtocolError("bad_request", "unexpected_fields", type=str(kind), fields=sorted(extra))
            reply = handler(message)
            return dump({"id": request_id, "ok": True, "type": str(kind), **reply})
        except ProtocolError as error:
            return error_reply(request_id, error)
        except Exception as exc:  # a bug of ours: say so, and keep the session as it was
            return error_reply(request_id, ProtocolError("internal", "internal", error=f"{type(exc).__name__}: {exc}"))

    def _handler(self, kind: object, message: Message) -> tuple[set[str], Callable[[Message], Reply]]:
        """The fields a request type takes and its handler: one of every game's, or the game's own."""
        if isinstance(kind, str) and kind in HANDLERS:
            allowed, handler = HANDLERS[kind]
            return allowed, lambda message: handler(self, message)
        games = [rules.name for rules in RULES.values() if isinstance(kind, str) and kind in rules.requests]
        if not games:
            known = [*HANDLERS, *sorted({name for rules in RULES.values() for name in rules.requests})]
            raise ProtocolError("unknown_type", "unknown_type", type=repr(kind), known=known)
        rules = _rules(message.get("game"))
        if rules.name not in games:
            raise ProtocolError("bad_request", "not_this_game", type=str(kind), games=games)
        request = rules.requests[str(kind)]
        return {"game", *request.fields}, lambda message: self._answer(request, message)

    def _answer(self, request: Request, message: Message) -> Reply:
        """A game's own request, answered for the seat whose view the page has."""
        table = self._table(message)
        return request.answer(table.state, table.viewer, message)

    # -- handlers --------------------------------------------------------------------

    def _table(self, message: Message) -> Table:
        """The table a request is for: the lesson's when it names the lesson under way, else its game's."""
        if "lesson" in message:
            return self._schooling(message).table
        rules = _rules(message.get("game"))
        if rules.name not in self.tables:
            raise ProtocolError("no_game", "no_game", game=rules.name)
        return self.tables[rules.name]

    def _schooling(self, message: Message) -> Schooling:
        """The lesson under way, which the request must name (and its game)."""
        name = message.get("lesson")
        schooling = self.schooling
        if schooling is None or name != schooling.lesson.name or message.get("game") != schooling.lesson.game:
            raise ProtocolError("no_lesson", "no_lesson", lesson=str(name))
        return schooling

    def _keep(self, message: Message, table: Table) -> None:
        """Keeps the table a request changed: the lesson's, or its game's."""
        if "lesson" in message:
            self.schooling = replace(self._schooling(message), table=table)
        else:
            self.tables[table.rules.name] = table

    def lessons(self, message: Message) -> Reply:
        """Every game's course: its lessons' names in order."""
        return {"courses": {game: [lesson.name for lesson in course] for game, course in learn.COURSES.items()}}

    def lesson(self, message: Message) -> Reply:
        """Starts the lesson named, from its position (a lesson under way is dropped; the games are untouched)."""
        name = message.get("lesson")
        if not isinstance(name, str) or name not in learn.LESSONS:
            raise ProtocolError("bad_request", "unknown_lesson", lesson=repr(name), known=list(learn.LESSONS))
        self.schooling = Schooling.start(learn.LESSONS[name])
        return {"game": self.schooling.lesson.game, "view": self.schooling.view(), "events": [{"type": "new_game"}]}

    def ping(self, message: Message) -> Reply:
        options: Reply = {rules.name: rules.option_choices() for rules in RULES.values()}
        return {"version": __version__, "games": list(RULES), "levels": list(LEVELS), "options": options}

    def new_game(self, message: Message) -> Reply:
        rules = _rules(message.get("game"))
        level = _level(message.get("level", "normal"))
        practice = message.get("practice", False)
        if type(practice) is not bool:
            raise ProtocolError("bad_request", "not_a_flag", field="practice")
        seed = _seed_of(rules.name, message)
        options = _options(rules, message.get("options", {}))
        seats = _seats(rules, options, message["seats"]) if "seats" in message else None
        table = Table.start(rules, level, seed, options, seats, practice)
        open_hands = table.watching(message, "open_hands")
        self.tables[rules.name] = table
        return {"view": table.view(open_hands), "events": [{"type": "new_game"}]}

    def view(self, message: Message) -> Reply:
        if "lesson" in message:
            return {"view": self._schooling(message).view()}
        table = self._table(message)
        return {"view": table.view(table.watching(message, "open_hands"))}

    def play(self, message: Message) -> Reply:
        if "lesson" in message:
            try:
                self.schooling, reply = self._schooling(message).play(message)
            except Missed as missed:
                self.schooling = missed.schooling
                raise missed.refusal from missed
            return reply
        table = self._table(message)
        if table.state.current_player is None:
            raise ProtocolError("not_your_turn", "not_your_turn")
        table.person_to_move(message)
        text = message.get("move")
        if not isinstance(text, str):
            raise ProtocolError("bad_request", "bad_move_field")
        try:
            table, events = table.play(table.state.parse_move(text))
        except NotationError as error:
            raise ProtocolError.because("bad_notation", error) from error
        except MazzoError as error:
            raise ProtocolError.because("illegal_move", error) from error
        self.tables[table.rules.name] = table
        return {"move": text, "view": table.view(), "events": events}

    def computer(self, message: Message) -> Reply:
        """The move of the computer to move, decided from its own view; to a watcher, with every hand
        (``open_hands``) and the coach's reasons for the move from that same view (``reasons``)."""
        table = self._table(message)
        open_hands, explain = table.watching(message, "open_hands"), table.watching(message, "reasons")
        if "lesson" in message and self._schooling(message).done:
            raise ProtocolError("illegal_move", "lesson_done", lesson=str(message["lesson"]))
        if not table.computer_to_move:
            raise ProtocolError("not_computer_turn", "not_computer_turn")
        move = table.computer_move()
        why = [dict(reason) for reason in coach.reasons(table.mover_view(), move)] if explain else None
        table, events = table.play(move)
        self._keep(message, table)
        reasons: Reply = {} if why is None else {"reasons": why}
        view = self._schooling(message).view() if "lesson" in message else table.view(open_hands)
        return {"move": str(move), "view": view, "events": events, **reasons}

    def next_round(self, message: Message) -> Reply:
        table = self._table(message)
        open_hands = table.watching(message, "open_hands")
        try:
            table = table.next_round()
        except IllegalMoveError as error:
            raise ProtocolError.because("illegal_move", error) from error
        self.tables[table.rules.name] = table
        return {"view": table.view(open_hands), "events": [{"type": "new_round"}]}

    def summary(self, message: Message) -> Reply:
        table = self._table(message)
        try:
            return {"summary": table.state.round_summary()}
        except IllegalMoveError as error:
            raise ProtocolError.because("illegal_move", error) from error

    def hint(self, message: Message) -> Reply:
        """The coach's move in the place of the person to move, from their view (the first of the
        odds where the game has them); changes nothing but the assisted mark."""
        table = self._coached(message)
        hint = self._advice(table, table.person_to_move(message)).hint
        self._keep(message, replace(table, assisted=True))
        return hint.to_dict()

    def odds(self, message: Message) -> Reply:
        """Each legal move's expected points at the end of the round, and its chance to win the match
        when this round can end it, in the coach's order with the hint first, estimated from the
        view of the person to move (``coach.odds``); changes nothing but the assisted mark."""
        table = self._coached(message)
        if not coach.has_odds(table.state.view(table.viewer)):
            raise ProtocolError("bad_request", "no_odds", game=table.rules.name)
        odds = self._advice(table, table.person_to_move(message)).odds
        assert odds is not None  # as has_odds says
        self._keep(message, replace(table, assisted=True))
        return odds.to_dict()

    def _coached(self, message: Message) -> Table:
        """The table the coach is asked about: a game's, or a lesson's where the lesson has the coach on
        (``lesson_uncoached`` where the learner works the step out alone)."""
        if "lesson" in message and not self._schooling(message).lesson.coach:
            raise ProtocolError("bad_request", "lesson_uncoached", lesson=str(message["lesson"]))
        return self._table(message)

    def _advice(self, table: Table, seat: int) -> coach.Advice:
        """The coach's advice from ``seat``'s view: worked out once for a position, however often asked."""
        view = table.state.view(seat)
        key = coach.position_key(view)
        if self.advised is None or self.advised[0] != key:
            self.advised = (key, coach.advise(view, table.seating.players["hard"]))
        return self.advised[1]

    def review(self, message: Message) -> Reply:
        """Once the round is over: the viewer's moves of the round weighed by Hard, and every step."""
        table = self._table(message)
        if not table.state.round_over:
            raise ProtocolError("illegal_move", "round_not_over")
        steps = [(before.state, move) for before, move in table.round_so_far()]
        return coach.round_review(steps, table.viewer, table.seating.players["hard"])

    def undo(self, message: Message) -> Reply:
        """A practice game only: take back the human's last move of the round and the computer's replies."""
        table = self._table(message)
        if not table.practice:
            raise ProtocolError("bad_request", "not_practice")
        table = table.undone()
        self.tables[table.rules.name] = table
        return {"view": table.view(), "events": [{"type": "undo"}]}

    def reveal(self, message: Message) -> Reply:
        """The seed, to share the deal, once the game is over (before, it would show the cards to come)."""
        table = self._table(message)
        if not table.state.game_over:
            raise ProtocolError("not_over", "game_not_over")
        return {"seed": table.seed}

    def save(self, message: Message) -> Reply:
        return {"save": self._table(message).save()}

    def load(self, message: Message) -> Reply:
        table = Table.load(message.get("save"))
        self.tables[table.rules.name] = table
        return {"game": table.rules.name, "view": table.view()}


Handler = Callable[[Session, Message], Reply]

#: Each request type every game answers: the fields it may carry (besides id and type) and its handler.
#: A game's own request types are in its registry entry.
HANDLERS: dict[str, tuple[set[str], Handler]] = {
    "ping": (set(), Session.ping),
    "new_game": ({"game", "level", "seed", "daily", "options", "practice", "seats", "open_hands"}, Session.new_game),
    "view": ({"game", "open_hands", "lesson"}, Session.view),
    "play": ({"game", "move", "seat", "lesson"}, Session.play),
    "computer": ({"game", "open_hands", "reasons", "lesson"}, Session.computer),
    "next_round": ({"game", "open_hands"}, Session.next_round),
    "summary": ({"game", "lesson"}, Session.summary),
    "hint": ({"game", "seat", "lesson"}, Session.hint),
    "odds": ({"game", "seat", "lesson"}, Session.odds),
    "undo": ({"game"}, Session.undo),
    "review": ({"game"}, Session.review),
    "reveal": ({"game"}, Session.reveal),
    "save": ({"game"}, Session.save),
    "load": ({"save"}, Session.load),
    "lessons": (set(), Session.lessons),
    "lesson": ({"lesson"}, Session.lesson),
}


_session = Session()


def handle(request: str) -> str:
    """Answer one JSON request of the page's session with one JSON response."""
    return _session.handle(request)
