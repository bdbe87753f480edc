"""The JSON protocol: the only door to the engines from outside.

One function, ``handle(request) -> response``, both JSON strings. The browser
worker calls it, and ``python3 -m mazzo`` serves it as JSON lines. The human is
player 0, the computer player 1; every view sent out is the human's. See
docs/protocol.md for the messages.
"""

from __future__ import annotations

import json
import re
import secrets
from dataclasses import dataclass, replace
from typing import Any, Callable

from . import __version__, scala40
from .ai import LEVELS, choose_move
from .game import MazzoError, NotationError, State, deal_rng
from .games import RULES, Rules

HUMAN = 0
COMPUTER = 1
SAVE_FORMAT = 1
#: The log entry that stands for "deal the next round" between moves.
NEXT_ROUND = "next-round"
MAX_SEED = 2**53 - 1  # the largest integer JavaScript holds exactly
MAX_REQUEST_BYTES = 1 << 20
#: Deeper JSON is refused before parsing: in the browser, parsing a few thousand levels
#: overflows the WebAssembly stack and kills the interpreter (no request needs more than 3).
MAX_NESTING = 32
_JSON_STRING = re.compile(r'"(?:[^"\\]|\\.)*"')
_BRACKET = re.compile(r"[\[\]{}]")
MAX_GROUPS = 14
MAX_GROUP_CARDS = 14


class ProtocolError(Exception):
    """A request that cannot be answered; becomes ``{"ok": false, "error": ...}``."""

    def __init__(self, code: str, message: str) -> None:
        super().__init__(message)
        self.code = code
        self.message = message


@dataclass(frozen=True)
class Table:
    """One game in progress: its rules, level, seed, options, state and move log.

    The seed and the log replay the game exactly, so they are the save.
    """

    rules: Rules
    level: str
    seed: int
    options: Any
    state: State[Any]
    log: tuple[str, ...] = ()

    @classmethod
    def start(cls, rules: Rules, level: str, seed: int, options: Any) -> Table:
        return cls(rules, level, seed, options, rules.new_game(seed, options))

    def play(self, move: Any) -> tuple[Table, list[dict[str, Any]]]:
        after = self.state.apply(move)
        events = self.rules.events(self.state, move, after, HUMAN)
        return replace(self, state=after, log=self.log + (str(move),)), events

    def next_round(self) -> Table:
        return replace(self, state=self.state.next_round(), log=self.log + (NEXT_ROUND,))

    def computer_move(self) -> Any:
        """The computer's choice, from its own view and a generator fixed by the move number."""
        rng = deal_rng(self.seed, "computer", len(self.log))
        return choose_move(self.rules.name, self.level, self.state.view(COMPUTER), rng)

    def save(self) -> dict[str, Any]:
        return {
            "format": SAVE_FORMAT,
            "game": self.rules.name,
            "level": self.level,
            "seed": self.seed,
            "options": self.options.to_dict(),
            "log": list(self.log),
        }

    @classmethod
    def load(cls, save: Any) -> Table:
        """Replay a save from its seed and log; any flaw is a ``bad_save`` error."""
        if not isinstance(save, dict):
            raise ProtocolError("bad_save", "the saved game is not an object")
        if save.get("format") != SAVE_FORMAT:
            raise ProtocolError("bad_save", f"the saved game has format {save.get('format')!r}, expected {SAVE_FORMAT}")
        expected = {"format", "game", "level", "seed", "options", "log"}
        if set(save) != expected:
            raise ProtocolError("bad_save", f"the saved game needs exactly the fields {sorted(expected)}")
        log = save["log"]
        if not isinstance(log, list) or not all(isinstance(entry, str) for entry in log):
            raise ProtocolError("bad_save", "the saved game's log must be a list of moves")
        try:
            rules = _rules(save["game"])
            table = cls.start(rules, _level(save["level"]), _seed(save["seed"]), _options(rules, save["options"]))
        except ProtocolError as exc:
            raise ProtocolError("bad_save", f"the saved game is not valid: {exc.message}") from exc
        for number, entry in enumerate(log, 1):
            try:
                table = table.next_round() if entry == NEXT_ROUND else table.play(table.state.parse_move(entry))[0]
            except MazzoError as exc:
                raise ProtocolError("bad_save", f"the saved game's move {number} ({entry!r}) cannot be replayed: {exc}") from exc
        return table

    def view(self) -> dict[str, Any]:
        view = self.state.view(HUMAN).to_dict()
        view["level"] = self.level
        view["computer_to_move"] = self.state.current_player == COMPUTER
        return view


def _rules(game: Any) -> Rules:
    if not isinstance(game, str) or game not in RULES:
        raise ProtocolError("bad_request", f"unknown game {game!r}; known games: {', '.join(RULES)}")
    return RULES[game]


def _level(level: Any) -> str:
    if not isinstance(level, str) or level not in LEVELS:
        raise ProtocolError("bad_request", f"unknown level {level!r}; levels: {', '.join(LEVELS)}")
    return level


def _seed(seed: Any) -> int:
    if type(seed) is not int or not 0 <= seed <= MAX_SEED:
        raise ProtocolError("bad_request", f"the seed must be an integer from 0 to {MAX_SEED}, not {seed!r}")
    return seed


def _options(rules: Rules, options: Any) -> Any:
    try:
        return rules.read_options(options)
    except MazzoError as exc:
        raise ProtocolError("bad_request", f"bad options for {rules.name}: {exc}") from exc


class Session:
    """The games of one player: at most one table per game, kept between requests."""

    def __init__(self) -> None:
        self.tables: dict[str, Table] = {}

    def handle(self, request: str) -> str:
        """Answer one request; the session changes only when the answer is ``ok``."""
        request_id = None
        try:
            message = _parse(request)
            request_id = message.get("id")
            kind = message.get("type")
            if not isinstance(kind, str) or kind not in HANDLERS:
                raise ProtocolError("unknown_type", f"unknown request type {kind!r}; known: {', '.join(HANDLERS)}")
            allowed, handler = HANDLERS[kind]
            extra = set(message) - allowed - {"id", "type"}
            if extra:
                raise ProtocolError("bad_request", f"unexpected field(s) for {kind}: {', '.join(sorted(extra))}")
            reply = handler(self, message)
            return _dump({"id": request_id, "ok": True, "type": kind, **reply})
        except ProtocolError as exc:
            return _error(request_id, exc.code, exc.message)
        except Exception as exc:  # a bug of ours: say so, and keep the session as it was
            return _error(request_id, "internal", f"internal error: {type(exc).__name__}: {exc}")

    # -- handlers --------------------------------------------------------------------

    def _table(self, message: dict[str, Any]) -> Table:
        game = message.get("game")
        rules = _rules(game)
        if rules.name not in self.tables:
            raise ProtocolError("no_game", f"no {rules.name} game is in progress; send new_game first")
        return self.tables[rules.name]

    def ping(self, message: dict[str, Any]) -> dict[str, Any]:
        return {"version": __version__, "games": list(RULES), "levels": list(LEVELS)}

    def new_game(self, message: dict[str, Any]) -> dict[str, Any]:
        rules = _rules(message.get("game"))
        level = _level(message.get("level", "normal"))
        seed = _seed(message["seed"]) if "seed" in message else secrets.randbelow(MAX_SEED + 1)
        table = Table.start(rules, level, seed, _options(rules, message.get("options", {})))
        self.tables[rules.name] = table
        return {"view": table.view(), "events": [{"type": "new_game"}]}

    def view(self, message: dict[str, Any]) -> dict[str, Any]:
        return {"view": self._table(message).view()}

    def play(self, message: dict[str, Any]) -> dict[str, Any]:
        table = self._table(message)
        if table.state.current_player != HUMAN:
            raise ProtocolError("not_your_turn", "it is not your turn")
        text = message.get("move")
        if not isinstance(text, str):
            raise ProtocolError("bad_request", "move must be a string in the game's notation")
        try:
            table, events = table.play(table.state.parse_move(text))
        except NotationError as exc:
            raise ProtocolError("bad_notation", str(exc)) from exc
        except MazzoError as exc:
            raise ProtocolError("illegal_move", str(exc)) from exc
        self.tables[table.rules.name] = table
        return {"move": text, "view": table.view(), "events": events}

    def computer(self, message: dict[str, Any]) -> dict[str, Any]:
        table = self._table(message)
        if table.state.current_player != COMPUTER:
            raise ProtocolError("not_computer_turn", "it is not the computer's turn")
        move = table.computer_move()
        table, events = table.play(move)
        self.tables[table.rules.name] = table
        return {"move": str(move), "view": table.view(), "events": events}

    def next_round(self, message: dict[str, Any]) -> dict[str, Any]:
        table = self._table(message)
        if not table.state.round_over or table.state.game_over:
            raise ProtocolError("illegal_move", "the next round starts only after a round that did not end the game")
        table = table.next_round()
        self.tables[table.rules.name] = table
        return {"view": table.view(), "events": [{"type": "new_round"}]}

    def summary(self, message: dict[str, Any]) -> dict[str, Any]:
        table = self._table(message)
        if not table.state.round_over:
            raise ProtocolError("illegal_move", "the round is not over yet")
        return {"summary": table.state.round_summary()}

    def check_melds(self, message: dict[str, Any]) -> dict[str, Any]:
        """Scala 40: the rules' verdict on groups of cards the player is putting together."""
        if message.get("game") != "scala40":
            raise ProtocolError("bad_request", "check_melds is a Scala 40 request")
        table = self._table(message)
        groups = message.get("groups")
        if not isinstance(groups, list) or len(groups) > MAX_GROUPS or not all(
            isinstance(g, list) and 1 <= len(g) <= MAX_GROUP_CARDS and all(isinstance(c, str) for c in g) for g in groups
        ):
            raise ProtocolError("bad_request", f"groups must be a list of at most {MAX_GROUPS} lists of 1 to {MAX_GROUP_CARDS} cards")
        try:
            cards = [[scala40.Card.parse(c) for c in g] for g in groups]
        except NotationError as exc:
            raise ProtocolError("bad_request", str(exc)) from exc
        return scala40.check_groups(table.state, HUMAN, cards)

    def save(self, message: dict[str, Any]) -> dict[str, Any]:
        return {"save": self._table(message).save()}

    def load(self, message: dict[str, Any]) -> dict[str, Any]:
        table = Table.load(message.get("save"))
        self.tables[table.rules.name] = table
        return {"game": table.rules.name, "view": table.view()}


Handler = Callable[[Session, dict[str, Any]], dict[str, Any]]

#: Each request type: the fields it may carry (besides id and type) and its handler.
HANDLERS: dict[str, tuple[set[str], Handler]] = {
    "ping": (set(), Session.ping),
    "new_game": ({"game", "level", "seed", "options"}, Session.new_game),
    "view": ({"game"}, Session.view),
    "play": ({"game", "move"}, Session.play),
    "computer": ({"game"}, Session.computer),
    "next_round": ({"game"}, Session.next_round),
    "summary": ({"game"}, Session.summary),
    "check_melds": ({"game", "groups"}, Session.check_melds),
    "save": ({"game"}, Session.save),
    "load": ({"save"}, Session.load),
}


def _parse(request: Any) -> dict[str, Any]:
    if not isinstance(request, str):
        raise ProtocolError("bad_json", "a request must be a JSON string")
    if len(request) > MAX_REQUEST_BYTES:
        raise ProtocolError("bad_json", "the request is too large")
    if _nesting(request) > MAX_NESTING:
        raise ProtocolError("bad_json", f"the request nests lists and objects more than {MAX_NESTING} deep")
    try:
        message = json.loads(request)
    except (ValueError, RecursionError) as exc:
        raise ProtocolError("bad_json", f"the request is not valid JSON: {exc}") from exc
    if not isinstance(message, dict):
        raise ProtocolError("bad_json", "a request must be a JSON object")
    if "id" in message and not (message["id"] is None or isinstance(message["id"], (int, str))):
        raise ProtocolError("bad_request", "id must be a number or a string")
    return message


def _nesting(text: str) -> int:
    """How deep the lists and objects of a JSON text go (brackets inside strings do not count)."""
    depth = deepest = 0
    for bracket in _BRACKET.findall(_JSON_STRING.sub('""', text)):
        depth += 1 if bracket in "[{" else -1
        deepest = max(deepest, depth)
    return deepest


def _dump(reply: dict[str, Any]) -> str:
    return json.dumps(reply, separators=(",", ":"))


def _error(request_id: Any, code: str, message: str) -> str:
    return _dump({"id": request_id, "ok": False, "error": {"code": code, "message": message}})


_session = Session()


def handle(request: str) -> str:
    """Answer one JSON request of the page's session with one JSON response."""
    return _session.handle(request)
