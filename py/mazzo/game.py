"""The small interface every mazzo game shares.

Both games expose an immutable ``State`` with the same handful of methods, so
the protocol, the computer players and the random-game tests serve them all.
A state never changes: ``apply`` returns a new one, which makes undo, history,
saves and search free.
"""

from __future__ import annotations

import random
from abc import ABC, abstractmethod
from typing import Any, Callable, ClassVar, Generic, TypeVar


class MazzoError(ValueError):
    """Base of every error the engines raise on bad input."""


class NotationError(MazzoError):
    """A card, move or position string that cannot be read."""


class IllegalMoveError(MazzoError):
    """A well-formed move that the rules do not allow now."""


class StateError(MazzoError):
    """A saved state that is malformed or describes an impossible position."""


def deal_rng(seed: int, *salt: object) -> random.Random:
    """The generator for one shuffle of one game.

    Every shuffle seeds its own generator from the game seed and a salt (the
    round number, the stock rebuild, ...), so a state needs no RNG object to be
    replayed or saved, and nothing ever touches the global ``random``.
    Seeding from a string hashes it with SHA-512: stable across Python versions.
    """
    return random.Random(":".join(["mazzo", str(seed), *map(str, salt)]))


def check_player(value: Any, what: str, allow_none: bool = False) -> None:
    """Saved-state reader: ``value`` must name player 0 or 1 (or be None when allowed)."""
    if value is None and allow_none:
        return
    if type(value) is not int or value not in (0, 1):
        raise StateError(f"{what} must be player 0 or 1, not {value!r}")


def read_pair(value: Any, what: str) -> tuple[Any, Any]:
    """Saved-state reader: a list of exactly two entries, one per player."""
    if not isinstance(value, list) or len(value) != 2:
        raise StateError(f"{what} must be a list of two entries, one per player")
    return value[0], value[1]


CardT = TypeVar("CardT")


def read_cards(value: Any, what: str, parse: Callable[[str], CardT]) -> tuple[CardT, ...]:
    """Saved-state reader: a list of cards in notation (``parse`` raises NotationError on a bad one)."""
    if not isinstance(value, list):
        raise StateError(f"{what} must be a list of cards")
    return tuple(parse(c) for c in value)


MoveT = TypeVar("MoveT")
S = TypeVar("S", bound="State[Any]")


class State(ABC, Generic[MoveT]):
    """One full position of a game: everything, hidden cards included.

    Only ``view(player)`` may cross to a player (the UI or a computer player).
    Players are numbered 0 and 1.
    """

    GAME: ClassVar[str]
    PLAYERS: ClassVar[int] = 2

    @property
    @abstractmethod
    def current_player(self) -> int | None:
        """Whose move it is, or None when the round or the game is over."""

    @abstractmethod
    def legal_moves(self) -> list[MoveT]:
        """Every legal move of the current player, in a fixed order."""

    @abstractmethod
    def apply(self: S, move: MoveT) -> S:
        """The state after ``move``; raises IllegalMoveError and changes nothing."""

    @abstractmethod
    def parse_move(self, text: str) -> MoveT:
        """Read a move in this game's notation (NotationError if unreadable)."""

    @property
    @abstractmethod
    def round_over(self) -> bool:
        """True once the round is finished and scored."""

    @property
    @abstractmethod
    def game_over(self) -> bool:
        """True once the match has a winner."""

    @property
    @abstractmethod
    def winner(self) -> int | None:
        """The winning player once the game is over."""

    @property
    @abstractmethod
    def scores(self) -> tuple[int, ...]:
        """Match totals, including the finished round if any."""

    @abstractmethod
    def next_round(self: S) -> S:
        """Deal the next round (only when the round is over and the game is not)."""

    @abstractmethod
    def round_summary(self) -> dict[str, Any]:
        """The count of the finished round, line by line, as plain data."""

    @abstractmethod
    def view(self, player: int) -> Any:
        """What ``player`` may know, and nothing more (has a ``to_dict``)."""

    @abstractmethod
    def to_dict(self) -> dict[str, Any]:
        """The whole state as plain data (JSON-ready); round-trips exactly."""

    @classmethod
    @abstractmethod
    def from_dict(cls: type[S], data: Any) -> S:
        """Rebuild a state from ``to_dict`` output; StateError if it is not valid."""

    @abstractmethod
    def position(self) -> str:
        """A compact one-line text of the whole position, for tests and bug reports."""


def play_random(state: S, rng: random.Random) -> S:
    """Play uniformly random legal moves until the round is over (tests, benches)."""
    while not state.round_over:
        legal = state.legal_moves()
        state = state.apply(legal[rng.randrange(len(legal))])
    return state
