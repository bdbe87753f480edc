"""Scopa for four: two partnerships, partners facing each other (seats 0+2 against 1+3).

The engine is ``ScopaState``'s: captures, scopas and the last capture are the same,
the deal goes round four seats, and the count adds up each partnership's two piles.
Only the seats, the options and the view's partnerships differ.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ..fields import options_codec, public, table_size
from ..game import view_of
from .state import ScopaOptions, ScopaState
from .view import PartnershipView

#: The ``players`` option that asks for this table.
FOUR = 4


@dataclass(frozen=True)
class ScopaFourOptions(ScopaOptions):
    """Scopa's options at the table of four (``scopa/11/four``)."""

    players: int = table_size(FOUR)


@dataclass(frozen=True)
class ScopaFourState(ScopaState):
    """Scopa in pairs: three cards each and four on the table, three more each whenever all hands are empty."""

    PLAYERS = FOUR
    OPTIONS = ScopaFourOptions

    options: ScopaFourOptions = field(metadata=public(options_codec(ScopaFourOptions)))


@view_of(ScopaFourState)
@dataclass(frozen=True)
class ScopaFourView(PartnershipView):
    """What one player of Scopa in pairs knows: as at a table of two, with every seat's pile and hand size."""
