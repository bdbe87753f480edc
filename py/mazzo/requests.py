"""What the protocol shares with the games: the error a request fails with, and a game's own requests.

A game may answer requests of its own (Scala 40's ``check_melds``); its registry entry
(``mazzo.games``) lists them as ``Request`` values, so the protocol knows no game by name.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from .game import Json, MazzoError, State
from .refusals import english


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
