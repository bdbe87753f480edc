"""What the protocol shares with the games: the error a request fails with, and a game's own requests;
and how a request's JSON is read and a reply's written.

A game may answer requests of its own (Scala 40's ``check_melds``); its registry entry
(``mazzo.games``) lists them as ``Request`` values, so the protocol knows no game by name.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from .game import Json, MazzoError, State
from .refusals import english

Message = dict[str, object]
Reply = dict[str, Json]

MAX_REQUEST_BYTES = 1 << 20
#: Deeper JSON is refused before parsing: in the browser, parsing a few thousand levels
#: overflows the WebAssembly stack and kills the interpreter (no request needs more than 3).
MAX_NESTING = 32
_JSON_STRING = re.compile(r'"(?:[^"\\]|\\.)*"')
_BRACKET = re.compile(r"[\[\]{}]")


class ProtocolError(Exception):
    """A request that cannot be answered; becomes ``{"ok": false, "error": ...}``.

    ``code`` is the kind of failure (``bad_request``, ``illegal_move``, ...), ``reason``
    the precise refusal (a code of ``mazzo.refusals``) and ``params`` its values.
    """

    def __init__(self, code: str, reason: str, **params: Json) -> None:
        self.code = code
        self.reason = reason
        self.params = params
        self.message = english(reason, params)
        super().__init__(self.message)

    @classmethod
    def because(cls, code: str, error: MazzoError) -> ProtocolError:
        """The request fails with ``code`` because the engine refused it with ``error``."""
        return cls(code, error.code, **error.params)

    def to_dict(self) -> dict[str, Json]:
        return {"code": self.code, "reason": self.reason, "params": self.params, "message": self.message}


@dataclass(frozen=True)
class Request:
    """A request type of one game: the fields it takes besides ``id``, ``type`` and ``game``, and its answer.

    ``answer(state, player, message)`` answers for the player asking (the human), from
    the game in progress; it changes nothing, and raises ProtocolError for a bad request.
    """

    fields: frozenset[str]
    answer: Callable[[State[Any, Any], int, dict[str, object]], dict[str, Json]]


def parse(request: object) -> Message:
    """The request a JSON text holds, refused before parsing when too large or too deep."""
    if not isinstance(request, str):
        raise ProtocolError("bad_json", "not_text")
    if len(request) > MAX_REQUEST_BYTES:
        raise ProtocolError("bad_json", "too_large", most=MAX_REQUEST_BYTES)
    if _nesting(request) > MAX_NESTING:
        raise ProtocolError("bad_json", "too_deep", most=MAX_NESTING)
    try:
        message = json.loads(request)
    except (ValueError, RecursionError) as exc:
        raise ProtocolError("bad_json", "not_json", error=str(exc)) from exc
    if not isinstance(message, dict):
        raise ProtocolError("bad_json", "not_a_request")
    request_id_of(message)
    return message


def request_id_of(message: Message) -> Json:
    """The request's id, echoed in the reply: a number, a string or none."""
    request_id = message.get("id")
    if not (request_id is None or isinstance(request_id, (int, str))):
        raise ProtocolError("bad_request", "bad_id")
    return request_id


def _nesting(text: str) -> int:
    """How deep the lists and objects of a JSON text go (brackets inside strings do not count)."""
    depth = deepest = 0
    for bracket in _BRACKET.findall(_JSON_STRING.sub('""', text)):
        depth += 1 if bracket in "[{" else -1
        deepest = max(deepest, depth)
    return deepest


def dump(reply: Reply) -> str:
    """A reply as compact JSON."""
    return json.dumps(reply, separators=(",", ":"))


def error_reply(request_id: Json, error: ProtocolError) -> str:
    """The reply of a request that failed with ``error``."""
    return dump({"id": request_id, "ok": False, "error": error.to_dict()})
