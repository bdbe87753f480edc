"""Briscola for four: two partnerships, partners facing each other (seats 0+2 against 1+3).

The engine is ``BriscolaState``'s: three cards each, the briscola under the stock, one
card from each seat to a trick and one drawn by each after it while the stock lasts,
ten tricks, each partnership counting its tricks together. Only the seats, the options
and the view's partnerships differ.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ..fields import choice, options_codec, public
from ..game import Json
from .state import BriscolaOptions, BriscolaState

#: The ``players`` option that asks for this table.
FOUR = 4


@dataclass(frozen=True)
class BriscolaFourOptions(BriscolaOptions):
    """Briscola's options, and ``players``: always 4 (it is how a request and a save name this table)."""

    players: int = choice((FOUR,), default=FOUR)


@dataclass(frozen=True)
class BriscolaFourState(BriscolaState):
    """Briscola in pairs: four seats, ten tricks of four cards."""

    PLAYERS = FOUR
    OPTIONS = BriscolaFourOptions

    options: BriscolaFourOptions = field(metadata=public(options_codec(BriscolaFourOptions)))

    @classmethod
    def option_words(cls, options: BriscolaOptions) -> list[str]:
        """Briscola's words, then ``four``: ``briscola/2/four``."""
        return [*super().option_words(options), "four"]

    @classmethod
    def options_of(cls, words: list[str]) -> dict[str, Json]:
        if words[-1:] != ["four"]:
            raise ValueError(words)
        return {**super().options_of(words[:-1]), "players": FOUR}
