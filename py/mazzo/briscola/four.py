"""Briscola for four: two partnerships, partners facing each other (seats 0+2 against 1+3).

The engine is ``BriscolaState``'s: three cards each, the briscola under the stock, one
card from each seat to a trick and one drawn by each after it while the stock lasts,
ten tricks, each partnership counting its tricks together. Only the seats, the options
and the view's partnerships differ.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ..fields import options_codec, public, table_size
from .state import BriscolaOptions, BriscolaState

#: The ``players`` option that asks for this table.
FOUR = 4


@dataclass(frozen=True)
class BriscolaFourOptions(BriscolaOptions):
    """Briscola's options at the table of four (``briscola/1/four``)."""

    players: int = table_size(FOUR)


@dataclass(frozen=True)
class BriscolaFourState(BriscolaState):
    """Briscola in pairs: four seats, ten tricks of four cards."""

    PLAYERS = FOUR
    OPTIONS = BriscolaFourOptions

    options: BriscolaFourOptions = field(metadata=public(options_codec(BriscolaFourOptions)))
