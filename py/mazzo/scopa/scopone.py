"""Scopone, Scopa's four-player variant in pairs: all 40 cards dealt at once.

Scientifico (the default): ten cards each and the table empty. Classico: nine each and
four on the table (redealt, as in Scopa, when three or four of them are Kings). Nothing
else changes from Scopa for four, so Scopone is a subclass that deals differently: a
variant of the one engine rather than options of Scopa, because it is a game of its
own to the player (its own name in the protocol, its own options and rules page).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ..fields import choice, options_codec, public
from ..game import view_of
from .four import FOUR
from .state import Dealing, ScopaOptions, ScopaState
from .view import PartnershipView

#: How each variant deals: all 40 cards, hands and table together.
SCOPONE_DEALS = {"scientifico": Dealing(hand=10, table=0), "classico": Dealing(hand=9, table=4)}


@dataclass(frozen=True)
class ScoponeOptions(ScopaOptions):
    """Scopa's options, and the variant: ``scientifico`` (ten each) or ``classico`` (nine each, four on the table)."""

    variant: str = choice(tuple(SCOPONE_DEALS), default="scientifico")


@dataclass(frozen=True)
class ScoponeState(ScopaState):
    """Scopone: Scopa in pairs with every card dealt at the start, so no hands are dealt later."""

    GAME = "scopone"
    PLAYERS = FOUR
    OPTIONS = ScoponeOptions

    options: ScoponeOptions = field(metadata=public(options_codec(ScoponeOptions)))

    @classmethod
    def dealing(cls, options: ScopaOptions) -> Dealing:
        assert isinstance(options, ScoponeOptions)
        return SCOPONE_DEALS[options.variant]


@view_of(ScoponeState)
@dataclass(frozen=True)
class ScoponeView(PartnershipView):
    """What one player of Scopone knows: as in Scopa for four (there is never a deck)."""
