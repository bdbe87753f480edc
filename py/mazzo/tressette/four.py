"""Tressette for four: two partnerships, partners facing each other (seats 0+2 against 1+3).

The engine is ``TressetteState``'s: all forty cards dealt, ten each, no stock, ten tricks of
four cards, each partnership counting its tricks and both partners' declarations together.
Only the seats and the options differ.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ..fields import options_codec, public, table_size
from .state import TressetteOptions, TressetteState

#: The ``players`` option that asks for this table.
FOUR = 4


@dataclass(frozen=True)
class TressetteFourOptions(TressetteOptions):
    """Tressette's options at the table of four (``tressette/21/four``)."""

    players: int = table_size(FOUR)


@dataclass(frozen=True)
class TressetteFourState(TressetteState):
    """Tressette in pairs: four seats, ten tricks of four cards."""

    PLAYERS = FOUR
    OPTIONS = TressetteFourOptions

    options: TressetteFourOptions = field(metadata=public(options_codec(TressetteFourOptions)))
