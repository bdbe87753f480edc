"""The JSON protocol: the only door to the engines from outside.

One function, ``handle(request) -> response``, both JSON strings. The browser
worker calls it, and ``python3 -m mazzo`` serves it as JSON lines. The human is
seat 0 and every other seat is a computer player (seat 1 at a table of two; at four,
the human's partner in seat 2 and both opponents), each deciding from its own view;
every view sent out is the human's. Games are known only through their registry
entries (``mazzo.games``). See docs/protocol.md for the messages.
"""

from __future__ import annotations

import re
import secrets
from collections.abc import Callable
from dataclasses import dataclass, replace
from datetime import date
from typing import Any

from . import __version__, coach
from .ai import LEVELS, choose_move
from .fields import Options
from .game import IllegalMoveError, Json, MazzoError, NotationError, State, StateError, deal_rng, new_game
from .games import RULES, Rules, Seating
from .requests import Message, ProtocolError, Reply, dump, error_reply, parse, request_id_of

HUMAN = 0
#: The computer's seat at a table of two (at four, every seat but the human's is a computer's).
COMPUTER = 1
#: The save format this version writes; docs/protocol.md lists the formats and what changed.
SAVE_FORMAT = 2
#: The log entry that stands for "deal the next round" between moves.
NEXT_ROUND = "next-round"
MAX_SEED = 2**53 - 1  # the largest integer JavaScript holds exactly
#: The fields of a save, by format: format 2 added the practice setting and the assisted mark.
SAVE_FIELDS = {
    1: ["format", "game", "level", "seed", "options", "log"],
    2: ["format", "game", "level", "seed", "options", "log", "practice", "assisted"],
}


@dataclass(frozen=True)
class Table:
    """One game in progress: its rules, level, seed, options, state and move log.

    The seed and the log replay the game exactly, so they are the save, with whether it is
    a practice game (undo allowed) and whether the player was helped (a hint or an undo):
    ``assisted`` marks the game for the statistics, and changes nothing in it.
    """

    rules: Rules
    level: str
    seed: int
    options: Options
    state: State[Any, Any]
    log: tuple[str, ...] = ()
    practice: bool = False
    assisted: bool = False

    @classmethod
    def start(cls, rules: Rules, level: str, seed: int, options: Options, practice: bool = False) -> Table:
        return cls(rules, level, seed, options, new_game(rules.seating(options).state, seed, options), practice=practice)

    @property
    def seating(self) -> Seating:
        """The table the options ask for: its state class and its computer players."""
        return self.rules.seating(self.options)

    @property
    def computer_to_move(self) -> bool:
        """Whether a computer's seat is to move (any seat but the human's, until the round is over)."""
        return self.state.current_player not in (None, HUMAN)

    def play(self, move: object) -> tuple[Table, list[dict[str, Json]]]:
        after = self.state.apply(move)
        events = self.rules.events(self.state, move, after, HUMAN)
        return replace(self, state=after, log=self.log + (str(move),)), events

    def next_round(self) -> Table:
        return replace(self, state=self.state.next_round(), log=self.log + (NEXT_ROUND,))

    def computer_move(self) -> object:
        """The choice of the computer to move, from its own view (never a partner's hand) and a
        generator fixed by the move number."""
        seat = self.state.current_player
        assert seat is not None and seat != HUMAN, "only asked while a computer is to move"
        rng = deal_rng(self.seed, "computer", len(self.log))
        return choose_move(self.seating.players, self.level, self.state.view(seat), rng)

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
            table = cls.start(rules, _level(save["level"]), _seed(save["seed"]), _options(rules, save["options"]))
            table = replace(table, **marks)
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
        table = replace(self, state=Table.start(self.rules, self.level, self.seed, self.options).state, log=())
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
        """This game as it was before the human's last move of the round, and so without the
        computer's replies to it (marked assisted)."""
        mine = [table for table, _ in self.round_so_far() if table.state.current_player == HUMAN]
        if not mine:
            raise ProtocolError("illegal_move", "nothing_to_undo")
        return replace(mine[-1], assisted=True)

    def view(self) -> Reply:
        view = self.state.view(HUMAN).to_dict()
        view["level"] = self.level
        view["computer_to_move"] = self.computer_to_move
        view["practice"] = self.practice
        view["assisted"] = self.assisted
        return view


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


class Session:
    """The games of one player: at most one table per game, kept between requests."""

    def __init__(self) -> None:
        self.tables: dict[str, Table] = {}

    def handle(self, request: str) -> str:
        """Answer one request; the session changes only when the answer is ``ok``."""
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
        return {"game", *request.fields}, lambda message: request.answer(self._table(message).state, HUMAN, message)

    # -- handlers --------------------------------------------------------------------

    def _table(self, message: Message) -> Table:
        rules = _rules(message.get("game"))
        if rules.name not in self.tables:
            raise ProtocolError("no_game", "no_game", game=rules.name)
        return self.tables[rules.name]

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
        table = Table.start(rules, level, seed, _options(rules, message.get("options", {})), practice)
        self.tables[rules.name] = table
        return {"view": table.view(), "events": [{"type": "new_game"}]}

    def view(self, message: Message) -> Reply:
        return {"view": self._table(message).view()}

    def play(self, message: Message) -> Reply:
        table = self._table(message)
        if table.state.current_player != HUMAN:
            raise ProtocolError("not_your_turn", "not_your_turn")
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
        table = self._table(message)
        if not table.computer_to_move:
            raise ProtocolError("not_computer_turn", "not_computer_turn")
        move = table.computer_move()
        table, events = table.play(move)
        self.tables[table.rules.name] = table
        return {"move": str(move), "view": table.view(), "events": events}

    def next_round(self, message: Message) -> Reply:
        try:
            table = self._table(message).next_round()
        except IllegalMoveError as error:
            raise ProtocolError.because("illegal_move", error) from error
        self.tables[table.rules.name] = table
        return {"view": table.view(), "events": [{"type": "new_round"}]}

    def summary(self, message: Message) -> Reply:
        table = self._table(message)
        try:
            return {"summary": table.state.round_summary()}
        except IllegalMoveError as error:
            raise ProtocolError.because("illegal_move", error) from error

    def hint(self, message: Message) -> Reply:
        """The move Hard would make in the human's place, from the human's view; changes nothing but
        the assisted mark."""
        table = self._table(message)
        if table.state.round_over:
            raise ProtocolError("illegal_move", "round_over")
        if table.state.current_player != HUMAN:
            raise ProtocolError("not_your_turn", "not_your_turn")
        hint = coach.hint(table.state.view(HUMAN), table.seating.players["hard"])
        self.tables[table.rules.name] = replace(table, assisted=True)
        return hint.to_dict()

    def review(self, message: Message) -> Reply:
        """Once the round is over: the human's moves of the round weighed by Hard, and every step."""
        table = self._table(message)
        if not table.state.round_over:
            raise ProtocolError("illegal_move", "round_not_over")
        steps = [(before.state, move) for before, move in table.round_so_far()]
        return coach.round_review(steps, HUMAN, table.seating.players["hard"])

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
    "new_game": ({"game", "level", "seed", "daily", "options", "practice"}, Session.new_game),
    "view": ({"game"}, Session.view),
    "play": ({"game", "move"}, Session.play),
    "computer": ({"game"}, Session.computer),
    "next_round": ({"game"}, Session.next_round),
    "summary": ({"game"}, Session.summary),
    "hint": ({"game"}, Session.hint),
    "undo": ({"game"}, Session.undo),
    "review": ({"game"}, Session.review),
    "reveal": ({"game"}, Session.reveal),
    "save": ({"game"}, Session.save),
    "load": ({"save"}, Session.load),
}


_session = Session()


def handle(request: str) -> str:
    """Answer one JSON request of the page's session with one JSON response."""
    return _session.handle(request)
