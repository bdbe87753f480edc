"""Declaring a state's fields once: how each is written to plain data and read back, and who may see it.

A game's state is a frozen dataclass; each field carries, as ``dataclasses.field``
metadata, a ``Codec`` (written as plain data, read back with a StateError for bad
data) and who sees it in a player's view: ``public`` (everyone), ``owned`` (one
value per seat: each player their own, and everyone's sizes), ``counted`` (nobody,
only its size) or ``secret`` (nobody). ``mazzo.game`` derives saving, loading and
the views from these declarations.
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Sequence
from dataclasses import Field, dataclass, field, fields, replace
from enum import Enum
from typing import Any, ClassVar, Generic, Protocol, Self, TypeVar

from .refusals import Json, NotationError, StateError


def check_player(value: object, what: str, players: int, allow_none: bool = False) -> None:
    """``value`` must name a seat from 0 to ``players - 1`` (or be None when allowed); else StateError."""
    if value is None and allow_none:
        return
    if type(value) is not int or not 0 <= value < players:
        raise StateError("not_a_seat", field=what, last=players - 1)


T = TypeVar("T")
CardT = TypeVar("CardT")
MoveT = TypeVar("MoveT")


@dataclass(frozen=True)
class Codec(Generic[T]):
    """How values of a field are written as plain data, and read back with a StateError for bad data.

    ``read(data, key, players)``: ``key`` names the field in errors; ``players`` is the
    number of seats, for the fields that hold one entry per player.
    """

    write: Callable[[T], Json]
    read: Callable[[object, str, int], T]


def _plain(value: Json) -> Json:
    return value


def _read_natural(data: object, key: str, players: int) -> int:
    if type(data) is not int or data < 0:
        raise StateError("not_natural", field=key)
    return data


def _read_flag(data: object, key: str, players: int) -> bool:
    if type(data) is not bool:
        raise StateError("not_a_flag", field=key)
    return data


def _read_seat(data: object, key: str, players: int) -> int:
    check_player(data, key, players)
    assert type(data) is int
    return data


NATURAL: Codec[int] = Codec(_plain, _read_natural)
FLAG: Codec[bool] = Codec(_plain, _read_flag)
SEAT: Codec[int] = Codec(_plain, _read_seat)


def optional(codec: Codec[T]) -> Codec[T | None]:
    """The values of ``codec``, or None (``null``)."""

    def write(value: T | None) -> Json:
        return None if value is None else codec.write(value)

    def read(data: object, key: str, players: int) -> T | None:
        return None if data is None else codec.read(data, key, players)

    return Codec(write, read)


def one_of(*choices: str) -> Codec[str]:
    """One of a few words (a turn's phase)."""

    def read(data: object, key: str, players: int) -> str:
        if not isinstance(data, str) or data not in choices:
            raise StateError("not_one_of", field=key, choices=list(choices))
        return data

    return Codec(_plain, read)


def per_seat(codec: Codec[T]) -> Codec[tuple[T, ...]]:
    """One value of ``codec`` per player, in seat order."""
    return _entries(codec, None)


def per_side(codec: Codec[T], sides: int) -> Codec[tuple[T, ...]]:
    """One value of ``codec`` per side (a player, or a partnership), ``sides`` of them."""
    return _entries(codec, sides)


def _entries(codec: Codec[T], sides: int | None) -> Codec[tuple[T, ...]]:
    """A list of ``codec``'s values: one per seat (``sides`` None), or one per side."""

    def write(values: tuple[T, ...]) -> Json:
        return [codec.write(value) for value in values]

    def read(data: object, key: str, players: int) -> tuple[T, ...]:
        if not isinstance(data, list) or len(data) != (players if sides is None else sides):
            if sides is None:
                raise StateError("not_per_seat", field=key, players=players)
            raise StateError("not_per_side", field=key, sides=sides)
        return tuple(codec.read(entry, key, players) for entry in data)

    return Codec(write, read)


def parsed(parse: Callable[[str], T], text: object, key: str) -> T:
    """``text`` read with ``parse``; a NotationError (or not a string at all) becomes a StateError."""
    if not isinstance(text, str):
        raise StateError("unreadable", field=key, text=repr(text))
    try:
        return parse(text)
    except NotationError as error:
        raise StateError("unreadable", field=key, text=text) from error


def card_of(parse: Callable[[str], CardT]) -> Codec[CardT]:
    """One card in notation."""
    return Codec(str, lambda data, key, players: parsed(parse, data, key))


def cards_of(parse: Callable[[str], CardT]) -> Codec[tuple[CardT, ...]]:
    """A list of cards in notation, in order."""

    def write(values: tuple[CardT, ...]) -> Json:
        return [str(value) for value in values]

    def read(data: object, key: str, players: int) -> tuple[CardT, ...]:
        if not isinstance(data, list):
            raise StateError("not_a_list", field=key)
        return tuple(parsed(parse, text, key) for text in data)

    return Codec(write, read)


def history(parse_move: Callable[[str], MoveT]) -> Codec[tuple[tuple[int, MoveT], ...]]:
    """The round's moves as ``[player, move]`` pairs, moves in notation."""

    def write(entries: tuple[tuple[int, MoveT], ...]) -> Json:
        return [[player, str(move)] for player, move in entries]

    def read(data: object, key: str, players: int) -> tuple[tuple[int, MoveT], ...]:
        if not isinstance(data, list):
            raise StateError("not_a_list", field=key)
        entries = []
        for entry in data:
            if not isinstance(entry, list) or len(entry) != 2:
                raise StateError("not_a_history_entry")
            entries.append((_read_seat(entry[0], "a history player", players), parsed(parse_move, entry[1], key)))
        return tuple(entries)

    return Codec(write, read)


_CHOICES = "mazzo.choices"

#: How a position's header names a table larger than a game's usual one (``scopa/11/four``).
SIZE_WORDS = {3: "three", 4: "four"}


@dataclass(frozen=True)
class _Option:
    """An option's values, its default, and how a position's header names a value (a few words)."""

    choices: tuple[Any, ...]
    default: Any
    words: Callable[[Any], list[str]]
    first: bool = False  # named before the others: a number (the target)


def _declare(choices: Sequence[T], default: T, words: Callable[[Any], list[str]], first: bool = False) -> T:
    if default not in choices:
        raise ValueError(f"the default {default!r} is not one of {list(choices)}")
    chosen: T = field(default=default, metadata={_CHOICES: _Option(tuple(choices), default, words, first)})
    return chosen


def choice(choices: Sequence[T], *, default: T) -> T:
    """A setting (``target: int = choice((11, 16, 21), default=11)``): every value it may take and its
    default, declared once; the options check them and a page offers them. A position's header
    always names it: a number first, a word in its place."""
    return _declare(choices, default, lambda value: [str(value)], first=type(default) is int)


def house_rule(choices: Sequence[T], *, default: T, word: str = "") -> T:
    """A house rule (``napola: bool = house_rule((False, True), default=False, word="napola")``):
    a position's header names it only when it is not the default: a flag by ``word``, a rule of
    several values by the value's own word."""
    return _declare(choices, default, lambda value: [] if value == default else [word or str(value)])


def table_size(players: int) -> int:
    """The option ``players`` of a table larger than the game's usual one: that number only (how a
    request and a save name the table), named by its word at the end of a position's header."""
    return _declare((players,), players, lambda value: [SIZE_WORDS[value]])


@dataclass(frozen=True)
class Options:
    """A game's table options: fields declared with ``choice``, ``house_rule`` or ``table_size``,
    checked against their values (a StateError naming the option for a bad one)."""

    def __post_init__(self) -> None:
        for name, choices, default in self.declared_choices():
            value = getattr(self, name)
            if type(value) is not type(default) or value not in choices:
                if type(default) is bool:
                    raise StateError("not_a_flag", field=name)
                raise StateError("not_one_of", field=name, choices=list(choices))

    @classmethod
    def _declared(cls) -> list[tuple[str, _Option]]:
        found = []
        for f in fields(cls):
            option = f.metadata.get(_CHOICES)
            if not isinstance(option, _Option):
                raise TypeError(f"{cls.__name__}.{f.name} is not declared with choice, house_rule or table_size")
            found.append((f.name, option))
        return found

    @classmethod
    def declared_choices(cls) -> list[tuple[str, tuple[Json, ...], Json]]:
        """Each option's name, the values it may take and its default, in field order."""
        return [(name, option.choices, option.default) for name, option in cls._declared()]

    @classmethod
    def choices(cls) -> dict[str, Json]:
        """What a page may offer: ``{option: {"choices": [...], "default": value}}``."""
        return {name: {"choices": list(choices), "default": default} for name, choices, default in cls.declared_choices()}

    def to_dict(self) -> dict[str, Json]:
        return dict(self.__dict__)

    @classmethod
    def from_dict(cls, data: object) -> Self:
        """Options from plain data; a missing option takes its default (StateError for a bad one)."""
        names = sorted(f.name for f in fields(cls))
        if not isinstance(data, dict) or not set(data) <= set(names):
            raise StateError("wrong_fields", field="options", fields=names)
        return cls(**data)

    def words(self) -> list[str]:
        """How a position's header names these options: the numbers first (the target), then each
        option's words in field order (``11/napola/rebello/fifteen/four``)."""
        options = sorted(self._declared(), key=lambda pair: not pair[1].first)
        return [word for name, option in options for word in option.words(getattr(self, name))]

    @classmethod
    def from_words(cls, words: list[str]) -> Self:
        """``words()`` read back (ValueError when they are not this table's options, in its order)."""
        data: dict[str, Json] = {}
        for name, option in cls._declared():
            named = [value for value in option.choices if option.words(value) and set(option.words(value)) <= set(words)]
            data[name] = named[0] if named else option.default
        read = cls(**data)
        if read.words() != words:
            raise ValueError(words)
        return read


OptionsT = TypeVar("OptionsT", bound=Options)


def options_codec(options: type[OptionsT]) -> Codec[OptionsT]:
    return Codec(lambda value: value.to_dict(), lambda data, key, players: options.from_dict(data))


# -- declaring the fields of a state ---------------------------------------------------


class Seen(Enum):
    """Who may see a state field in a player's view."""

    ALL = "all"  # everyone: the table, the scores
    OWNER = "owner"  # one value per seat: each player sees their own, and the sizes of all
    SIZE = "size"  # nobody, only how many cards it holds: the deck
    NOBODY = "nobody"  # never in a view: the seed


@dataclass(frozen=True)
class Declared:
    """One field's declaration, as ``declared(state_class)`` lists them."""

    codec: Codec[Any]
    seen: Seen
    key: str = ""  # its name in plain data (the field's own name unless given)
    own: str = ""  # Seen.OWNER: the view's name for a player's own value; sizes are ``<own>_sizes``
    show: Callable[[Any], Json] | None = None  # Seen.ALL: how a view writes it, when not as saved
    name: str = ""

    @property
    def saved(self) -> Codec[Any]:
        """The codec of the whole field (one value per seat when owned)."""
        return per_seat(self.codec) if self.seen is Seen.OWNER else self.codec

    @property
    def shown(self) -> tuple[str, ...]:
        """The view fields it gives."""
        if self.seen is Seen.ALL:
            return (self.name,)
        if self.seen is Seen.OWNER:
            return (self.own, f"{self.own}_sizes")
        return (f"{self.name}_size",) if self.seen is Seen.SIZE else ()


_DECLARED = "mazzo"


def public(codec: Codec[Any], *, key: str = "", show: Callable[[Any], Json] | None = None) -> dict[str, Declared]:
    """Metadata of a field everyone sees (``dataclasses.field(metadata=public(...))``); ``show``
    writes it for a view when the view says more than the save (what a joker stands for)."""
    return {_DECLARED: Declared(codec, Seen.ALL, key, show=show)}


def owned(codec: Codec[Any], *, own: str) -> dict[str, Declared]:
    """Metadata of a field with one value per seat (``codec`` reads one): each player sees only their own."""
    return {_DECLARED: Declared(codec, Seen.OWNER, own=own)}


def counted(codec: Codec[Any]) -> dict[str, Declared]:
    """Metadata of a field of cards nobody sees, only how many there are."""
    return {_DECLARED: Declared(codec, Seen.SIZE)}


def secret(codec: Codec[Any], *, key: str = "") -> dict[str, Declared]:
    """Metadata of a field no view holds."""
    return {_DECLARED: Declared(codec, Seen.NOBODY, key)}


class Dataclass(Protocol):
    __dataclass_fields__: ClassVar[dict[str, Field[Any]]]


@functools.cache
def declared(state: type[Dataclass]) -> tuple[Declared, ...]:
    """The declarations of a state class's fields, in field order, each with its name and key."""
    found = []
    for f in fields(state):
        declaration = f.metadata.get(_DECLARED)
        if not isinstance(declaration, Declared):
            raise TypeError(f"{state.__name__}.{f.name} is not declared (public, owned, counted or secret)")
        found.append(replace(declaration, name=f.name, key=declaration.key or f.name))
    return tuple(found)
