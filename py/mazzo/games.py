"""The games mazzo knows, each described by the same few functions."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable

from . import scala40, scopa
from .game import State


@dataclass(frozen=True)
class Rules:
    """How to start a game, read its options and describe its moves as events."""

    name: str
    new_game: Callable[[int, Any], State[Any]]
    read_options: Callable[[Any], Any]
    events: Callable[[Any, Any, Any, int], list[dict[str, Any]]]


RULES: dict[str, Rules] = {
    "scopa": Rules("scopa", scopa.new_game, scopa.ScopaOptions.from_dict, scopa.events),
    "scala40": Rules("scala40", scala40.new_game, scala40.ScalaOptions.from_dict, scala40.events),
}
