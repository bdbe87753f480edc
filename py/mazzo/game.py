"""The small interface every mazzo game shares.

Each game exposes an immutable ``State`` with the same handful of methods, so the
protocol, the computer players and the random-game tests serve them all. A state
never changes: ``apply`` returns a new one, which makes undo, history, saves and
search free.

A state is a frozen dataclass whose every field is declared once (``mazzo.fields``:
how it is written to plain data and read back, and who may see it); saving
(``to_dict``), loading (``from_dict``) and each player's ``View`` follow from those
declarations. The errors (``mazzo.refusals``) carry a stable code and parameters.
"""

from __future__ import annotations

import random
from abc import ABC, abstractmethod
from collections.abc import Callable, Mapping, Sequence
from dataclasses import Field, dataclass, fields
from typing import Any, ClassVar, Generic, Self, TypeVar

from .fields import Options, OptionsT, Seen, check_player, declared
from .refusals import IllegalMoveError, Json, MazzoError, NotationError, StateError

__all__ = [
    "IllegalMoveError", "Json", "MazzoError", "NotationError", "PositionText", "State", "StateError", "View", "check_player",
    "deal_rng", "new_game", "play_random", "view_of",
]

MoveT = TypeVar("MoveT")


def deal_rng(seed: int, *salt: object) -> random.Random:
    """The generator for one shuffle of one game.

    Every shuffle seeds its own generator from the game seed and a salt (the
    round number, the stock rebuild, ...), so a state needs no RNG object to be
    replayed or saved, and nothing ever touches the global ``random``.
    Seeding from a string hashes it with SHA-512: stable across Python versions.
    """
    return random.Random(":".join(["mazzo", str(seed), *map(str, salt)]))


# -- the state -------------------------------------------------------------------------

S = TypeVar("S", bound="State[Any, Any]")


class State(ABC, Generic[MoveT, OptionsT]):
    """One full position of a game: everything, hidden cards included.

    Only ``view(player)`` may cross to a player (the UI or a computer player).
    Players are seats ``0 .. PLAYERS - 1``; ``scores`` has one entry per side
    (a player, or a team).
    """

    GAME: ClassVar[str]
    PLAYERS: ClassVar[int] = 2
    SIDES: ClassVar[int] = 2
    OPTIONS: ClassVar[type[Options]]
    VIEW: ClassVar[type[View[Any]]]  # set by ``view_of``
    __dataclass_fields__: ClassVar[dict[str, Field[Any]]]  # every game's state is a dataclass

    # Every game declares these fields among its own; the shared methods below use them.
    options: OptionsT
    seed: int
    round_no: int
    dealer: int
    turn: int

    @classmethod
    @abstractmethod
    def deal(cls, options: OptionsT, seed: int, round_no: int, dealer: int, scores: tuple[int, ...]) -> Self:
        """Shuffle (with ``deal_rng``) and deal a round, given the match scores before it."""

    @abstractmethod
    def validate(self) -> None:
        """Raise StateError when the fields, each valid alone, describe an impossible position."""

    @property
    def current_player(self) -> int | None:
        """Whose move it is, or None when the round or the game is over."""
        return None if self.round_over else self.turn

    @abstractmethod
    def legal_moves(self) -> list[MoveT]:
        """Every legal move of the current player, in a fixed order."""

    @abstractmethod
    def apply(self, move: MoveT) -> Self:
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
        """The winning side once the game is over."""

    @property
    @abstractmethod
    def scores(self) -> tuple[int, ...]:
        """Match totals per side, including the finished round if any."""

    def next_round(self) -> Self:
        """Deal the next round (only when the round is over and the game is not); the deal passes on."""
        if not self.round_over:
            raise IllegalMoveError("round_not_over")
        if self.game_over:
            raise IllegalMoveError("game_over")
        return self.deal(self.options, self.seed, self.round_no + 1, (self.dealer + 1) % self.PLAYERS, self.scores)

    @abstractmethod
    def round_summary(self) -> dict[str, Json]:
        """The count of the finished round as plain data: ``lines`` row by row, each side's points."""

    def view(self, player: int) -> View[MoveT]:
        """What ``player`` may know, and nothing more."""
        return self.VIEW.of(self, player)

    @abstractmethod
    def position(self) -> str:
        """A compact one-line text of the whole position, for tests and bug reports."""

    @classmethod
    @abstractmethod
    def from_position(cls, text: str) -> Self:
        """Read ``position()`` text back (with an empty history); NotationError or StateError if it is not valid."""

    def to_dict(self) -> dict[str, Json]:
        """The whole state as plain data (JSON-ready); round-trips exactly."""
        data: dict[str, Json] = {"game": self.GAME}
        for field in declared(type(self)):
            data[field.key] = field.saved.write(getattr(self, field.name))
        return data

    @classmethod
    def from_dict(cls, data: object) -> Self:
        """Rebuild a state from ``to_dict`` output; StateError if it is malformed or impossible."""
        if not isinstance(data, dict):
            raise StateError("not_an_object", field="a saved state")
        keys = ["game", *(field.key for field in declared(cls))]
        if set(data) != set(keys):
            raise StateError("wrong_fields", field="a saved state", fields=keys)
        if data["game"] != cls.GAME:
            raise StateError("wrong_game", game=cls.GAME, found=repr(data["game"]))
        values: dict[str, Any] = {}  # one value per field, each of its own type
        for field in declared(cls):
            values[field.name] = field.saved.read(data[field.key], field.key, cls.PLAYERS)
        state = cls(**values)
        state.validate()
        return state


def new_game(game: type[S], seed: int, options: Options | None = None) -> S:
    """A new game of ``game`` (a State class) from ``seed``: the first dealer is drawn from the seed too."""
    if type(seed) is not int or seed < 0:
        raise StateError("not_natural", field="the seed")
    chosen = game.OPTIONS() if options is None else options
    if type(chosen) is not game.OPTIONS:
        raise StateError("wrong_options", game=game.GAME)
    dealer = deal_rng(seed, "dealer").randrange(game.PLAYERS)
    return game.deal(chosen, seed, 0, dealer, (0,) * game.SIDES)


@dataclass(frozen=True)
class PositionText:
    """``position()`` text split up: the header's ``/`` words after the game's name (its
    options), its ``key=value`` fields, and the ``|``-separated zones after it."""

    words: list[str]
    fields: dict[str, str]
    zones: list[str]

    @classmethod
    def read(cls, game: str, text: object, zones: int) -> PositionText:
        """NotationError unless ``text`` is ``game``'s header and ``zones`` zones."""
        parts = [part.strip() for part in text.split("|")] if isinstance(text, str) else []
        try:
            header, *pairs = parts[0].split()
            name, *words = header.split("/")
            if name != game or len(parts) != zones + 1:
                raise ValueError(header)
            return cls(words, dict(pair.split("=", 1) for pair in pairs), parts[1:])
        except (IndexError, ValueError) as error:
            raise NotationError("bad_position", text=repr(text)) from error

    def common(self) -> dict[str, Json]:
        """The header fields every game has, as ``to_dict`` writes them (ValueError or KeyError if unreadable)."""
        before = self.fields["score"].split("-")
        return {
            "seed": int(self.fields["seed"]),
            "round": int(self.fields["round"]),
            "dealer": int(self.fields["dealer"]),
            "turn": int(self.fields["turn"]),
            "match_scores": [int(score) for score in before],
        }


def play_random(state: S, rng: random.Random) -> S:
    """Play uniformly random legal moves until the round is over (tests, benches)."""
    while not state.round_over:
        legal = state.legal_moves()
        state = state.apply(legal[rng.randrange(len(legal))])
    return state


# -- the view --------------------------------------------------------------------------

ViewT = TypeVar("ViewT", bound="View[Any]")


@dataclass(frozen=True)
class View(ABC, Generic[MoveT]):
    """What one player may know: a small frozen value, the only thing that crosses to a player.

    These fields come from the state's interface (``turn`` is None once the round is
    over); each game's view adds, in order, the fields its state's declarations give:
    a public field as it is, an owned one as the player's own value and everyone's
    sizes (``hand``, ``hand_sizes``), a counted one as its size (``deck_size``).
    ``view_of`` checks them when the view class is defined.
    """

    STATE: ClassVar[type[State[Any, Any]]]

    player: int
    turn: int | None
    scores: tuple[int, ...]
    game_over: bool
    winner: int | None

    @classmethod
    def of(cls, state: State[Any, Any], player: int) -> Self:
        """``player``'s view of ``state``."""
        check_player(player, "the viewer", state.PLAYERS)
        values: dict[str, Any] = {  # one value per view field, each of its own type
            "player": player,
            "turn": state.current_player,
            "scores": state.scores,
            "game_over": state.game_over,
            "winner": state.winner,
        }
        for field in declared(type(state)):
            value = getattr(state, field.name)
            if field.seen is Seen.ALL and field.name not in values:
                values[field.name] = value
            elif field.seen is Seen.OWNER:
                values[field.own] = value[player]
                values[f"{field.own}_sizes"] = tuple(map(len, value))
            elif field.seen is Seen.SIZE:
                values[f"{field.name}_size"] = len(value)
        return cls(**values)

    @abstractmethod
    def legal_moves(self) -> list[MoveT]:
        """This player's legal moves (none unless it is their turn)."""

    def extras(self) -> dict[str, Json]:
        """What the page needs beyond the fields, worked out from them (the rules' verdicts)."""
        return {}

    def to_dict(self) -> dict[str, Json]:
        data: dict[str, Json] = {"game": self.STATE.GAME, "player": self.player}
        for field in declared(self.STATE):
            if field.seen is Seen.ALL and field.name != "turn":
                data[field.key] = (field.show or field.codec.write)(getattr(self, field.name))
            elif field.seen is Seen.OWNER:
                data[field.own] = field.codec.write(getattr(self, field.own))
                data[f"{field.own}_sizes"] = list(getattr(self, f"{field.own}_sizes"))
            elif field.seen is Seen.SIZE:
                data[f"{field.name}_size"] = getattr(self, f"{field.name}_size")
        data.update(
            turn=self.turn,
            scores=list(self.scores),
            game_over=self.game_over,
            winner=self.winner,
            round_over=self.turn is None,
            legal_moves=[str(move) for move in self.legal_moves()],
        )
        data.update(self.extras())
        return data

    def completed(self, state: type[S], hidden: Mapping[str, Any]) -> S:
        """The full state this view describes, given guesses of what it hides.

        ``hidden`` holds each secret and counted field, and for each owned field a
        mapping from every other seat to its value. For the computer players that
        imagine the cards they cannot see; StateError when a guess has the wrong size.
        """
        if self.turn is None:
            raise StateError("nothing_to_imagine")
        values: dict[str, Any] = {}  # one value per state field, each of its own type
        for field in declared(state):
            if field.seen is Seen.ALL:
                values[field.name] = getattr(self, field.name)
            elif field.seen is Seen.OWNER:
                guess: Mapping[int, Sequence[object]] = hidden[field.name]
                sizes = getattr(self, f"{field.own}_sizes")
                if set(guess) != set(range(state.PLAYERS)) - {self.player} or any(
                    len(guess[seat]) != sizes[seat] for seat in guess
                ):
                    raise StateError("wrong_guess")
                own = getattr(self, field.own)
                values[field.name] = tuple(own if seat == self.player else guess[seat] for seat in range(state.PLAYERS))
            elif field.seen is Seen.SIZE:
                counted_guess: Sequence[object] = hidden[field.name]
                if len(counted_guess) != getattr(self, f"{field.name}_size"):
                    raise StateError("wrong_guess")
                values[field.name] = counted_guess
            else:
                values[field.name] = hidden[field.name]
        return state(**values)


def view_of(state: type[State[Any, Any]]) -> Callable[[type[ViewT]], type[ViewT]]:
    """Class decorator: ``view`` is the view of ``state``, whose fields it must hold, in order."""

    def check(view: type[ViewT]) -> type[ViewT]:
        base = [f.name for f in fields(View)]
        expected = base + [name for field in declared(state) for name in field.shown if name not in base]
        actual = [f.name for f in fields(view)]
        if actual != expected:
            raise TypeError(f"{view.__name__} must have the fields {expected}, not {actual}")
        view.STATE = state
        state.VIEW = view
        return view

    return check
