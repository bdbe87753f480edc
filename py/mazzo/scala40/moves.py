"""The moves of a turn, one action each, and their notation.

A turn is several moves by the same player: a draw (``draw`` or ``take``),
then any lay-downs (``open``, ``meld``, ``add``, ``swap``; ``return`` gives a
taken discard back), then ``discard``, which ends the turn.

==================  ==================================================================
``draw``            draw the top card of the stock
``take``            take the top card of the discard pile (it must go down this turn)
``return``          put the taken discard back (then ``draw`` is the only way on)
``open 7H8H9H+QSQDQC``  the opening: every combination of it at once, ``+`` between them
``meld 7HJK9H``     a new combination, once opened
``add 2 TH``        add a card to combination 2 (counted from 0 in table order);
``add 2 6H low``    ``low`` puts it at the low end of a run (a joker may go at either end)
``swap 2 8H``       put 8H in the place of the joker of combination 2; the joker comes to hand
``discard KC``      discard a card; the last card closes the round
==================  ==================================================================
"""

from __future__ import annotations

from dataclasses import dataclass

from ..game import NotationError
from .cards import KINDS, Card, cards_text, parse_cards


@dataclass(frozen=True, slots=True)
class DrawStock:
    def __str__(self) -> str:
        return "draw"


@dataclass(frozen=True, slots=True)
class TakeDiscard:
    def __str__(self) -> str:
        return "take"


@dataclass(frozen=True, slots=True)
class ReturnDiscard:
    def __str__(self) -> str:
        return "return"


@dataclass(frozen=True, slots=True)
class Open:
    """The first lay-down: all its combinations at once, worth 40 points or more."""

    melds: tuple[tuple[Card, ...], ...]

    def __str__(self) -> str:
        return "open " + "+".join(cards_text(m) for m in self.melds)


@dataclass(frozen=True, slots=True)
class Meld:
    """A new combination, after opening."""

    cards: tuple[Card, ...]

    def __str__(self) -> str:
        return "meld " + cards_text(self.cards)


@dataclass(frozen=True, slots=True)
class Add:
    """One card added to a table combination: at the high end of a run (or into a set), or the low end."""

    meld: int
    card: Card
    low: bool = False

    def __str__(self) -> str:
        return f"add {self.meld} {self.card}" + (" low" if self.low else "")


@dataclass(frozen=True, slots=True)
class SwapJoker:
    """``card`` takes the place of the joker of a table combination; the joker goes to hand."""

    meld: int
    card: Card

    def __str__(self) -> str:
        return f"swap {self.meld} {self.card}"


@dataclass(frozen=True, slots=True)
class Discard:
    card: Card

    def __str__(self) -> str:
        return f"discard {self.card}"


Move = DrawStock | TakeDiscard | ReturnDiscard | Open | Meld | Add | SwapJoker | Discard
_ALL_CARDS = frozenset(KINDS)
_PLAIN: dict[str, Move] = {"draw": DrawStock(), "take": TakeDiscard(), "return": ReturnDiscard()}


def _is_card(value: object) -> bool:
    return isinstance(value, Card) and value in _ALL_CARDS


def _are_cards(value: object) -> bool:
    return isinstance(value, tuple) and all(_is_card(c) for c in value)


def well_formed(move: object) -> bool:
    """True for a move value ``apply`` can judge: a move type with fields of the right types."""
    if isinstance(move, (DrawStock, TakeDiscard, ReturnDiscard)):
        return True
    if isinstance(move, Open):
        return isinstance(move.melds, tuple) and all(_are_cards(m) for m in move.melds)
    if isinstance(move, Meld):
        return _are_cards(move.cards)
    if isinstance(move, (Add, SwapJoker)):
        return type(move.meld) is int and _is_card(move.card) and (not isinstance(move, Add) or type(move.low) is bool)
    return isinstance(move, Discard) and _is_card(move.card)


def _meld_cards(text: str, whole: str) -> tuple[Card, ...]:
    if text == "-":
        raise NotationError("bad_move", text=repr(whole))
    return parse_cards(text)


def _meld_index(text: str, whole: str) -> int:
    if not (text.isascii() and text.isdigit()):
        raise NotationError("bad_move", text=repr(whole))
    return int(text)


def parse_move(text: str) -> Move:
    """Read a move in the notation above (NotationError if it cannot be read)."""
    words = text.split() if isinstance(text, str) else []
    if not words:
        raise NotationError("bad_move", text=repr(text))
    verb, args = words[0], words[1:]
    if verb in _PLAIN and not args:
        return _PLAIN[verb]
    if verb == "open" and len(args) == 1:
        return Open(tuple(_meld_cards(m, text) for m in args[0].split("+")))
    if verb == "meld" and len(args) == 1:
        return Meld(_meld_cards(args[0], text))
    if verb == "add" and len(args) in (2, 3) and args[2:] in ([], ["low"]):
        return Add(_meld_index(args[0], text), Card.parse(args[1]), len(args) == 3)
    if verb == "swap" and len(args) == 2:
        return SwapJoker(_meld_index(args[0], text), Card.parse(args[1]))
    if verb == "discard" and len(args) == 1:
        return Discard(Card.parse(args[0]))
    raise NotationError("bad_move", text=repr(text))
