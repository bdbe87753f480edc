"""Which cards the human may see, and which cards a protocol message names: what the leak
checks share (tests/browser/test_reliability.py and bench/soak.py)."""

from __future__ import annotations

import re
from collections import Counter
from typing import Any

from mazzo.protocol import HUMAN
from mazzo.scala40 import DECK as SCALA_DECK
from mazzo.scopa import DECK as SCOPA_DECK
from mazzo.scopa import ScopaState

CARD_NAMES = frozenset(str(c) for c in (*SCOPA_DECK, *SCALA_DECK))
#: Message fields that name cards out of sight on purpose: moves seen earlier, what a joker may
#: stand for, Scopa's scopa markers (cards of the capture piles again) and Briscola's trick just
#: finished (cards of the tricks again).
NOT_IN_SIGHT = frozenset({"history", "stands_for", "scopas", "last_trick"})


def names_in(data: Any, skip: frozenset[str] = NOT_IN_SIGHT) -> Counter[str]:
    """Card names in a message, combinations ("7DxAS+6C", "7H8H9H") split into cards, fields in ``skip`` left out."""
    found: Counter[str] = Counter()
    _count_names(data, skip, found)
    return found


def _count_names(data: Any, skip: frozenset[str], found: Counter[str]) -> None:
    if isinstance(data, str):
        for word in re.split(r"[\s+x]+", data):
            pieces = [word[i : i + 2] for i in range(0, len(word), 2)]
            if word and all(p in CARD_NAMES for p in pieces):
                found.update(pieces)
    elif isinstance(data, dict):
        for key, value in data.items():
            if key not in skip:
                _count_names(value, skip, found)
    elif isinstance(data, list):
        for value in data:
            _count_names(value, skip, found)


def sight(state: Any, viewer: int = HUMAN) -> tuple[Counter[str], Counter[str]]:
    """(the cards ``viewer`` may see, the cards hidden from them) in a full state, as name multisets:
    every other hand is hidden, a partner's too."""
    others = [c for seat, hand in enumerate(state.hands) if seat != viewer for c in hand]
    if isinstance(state, ScopaState):
        seen = [*state.hands[viewer], *state.table, *(c for pile in state.piles for c in pile)]
        hidden = [*others, *state.deck]
    elif state.GAME == "briscola":
        # The face-up briscola is named once more than where it lies: the view shows it as the briscola.
        played = [card for trick in state.tricks for card in trick.cards] + list(state.trick)
        seen = [*state.hands[viewer], *played, state.briscola]
        hidden = [card for card in (*others, *state.stock) if card != state.briscola]
    else:
        taken = [] if state.taken is None else [state.taken]
        seen = [*state.hands[viewer], *state.discard, *(c for m in state.table for c in m.cards), *taken]
        hidden = [*others, *state.stock]
    return Counter(map(str, seen)), Counter(map(str, hidden))
