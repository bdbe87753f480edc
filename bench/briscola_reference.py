"""An omniscient Briscola opponent for the strength bench: never part of the game.

``omniscient`` is handed the full state, the other hand and the order of the stock
included, and searches that one true position with the levels' search: a few tricks
ahead, to the end of the hand once few are left. It shows how far Hard, which imagines
the hidden cards, is from perfect information. No level is ever handed a full state.
"""

from __future__ import annotations

import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "py"))

from mazzo.ai.briscola_search import CARD_ID, Search, position_of, tricks_left  # noqa: E402
from mazzo.briscola import BriscolaState  # noqa: E402
from mazzo.scopa.cards import Card  # noqa: E402

OMNISCIENT_TRICKS_AHEAD = 3
OMNISCIENT_EXACT_TRICKS = 6


def omniscient(state: BriscolaState, rng: random.Random) -> Card:
    """The best card by a search of the true position, every card known."""
    position = position_of(state, state.turn)
    left = tricks_left(position)
    horizon = left if left <= OMNISCIENT_EXACT_TRICKS else OMNISCIENT_TRICKS_AHEAD
    search = Search(position.trumps, blind_draws=False)  # it knows the true stock
    hand = state.legal_moves()
    values = [search.after_play(position, CARD_ID[card], horizon) for card in hand]
    return hand[max(range(len(hand)), key=lambda i: (values[i], -i))]
