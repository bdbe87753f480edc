"""Which cards the human may see, which cards a protocol message names, and whose view a message
should be: what the leak checks share (tests/test_protocol_seats.py, tests/browser/test_reliability.py,
bench/soak.py and bench/browser_soak.py)."""

from __future__ import annotations

import json
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
#: Fields no message to the page may hold: the seed, a save, the deck or stock, every hand (but a watcher's).
HIDDEN_FIELDS = re.compile(r'"(seed|save|deck|stock|hands)":')
HIDDEN_FIELDS_WATCHED = re.compile(r'"(seed|save|deck|stock)":')
#: Records every message the engine worker sends to the page (window.workerMessages, as JSON text),
#: before the page's own handler sees it; an init script, run before the page starts its worker.
RECORD_WORKER_MESSAGES = """
window.workerMessages = [];
const NativeWorker = window.Worker;
window.Worker = class extends NativeWorker {
  constructor(...args) {
    super(...args);
    if (!new URL(String(args[0]), location.href).pathname.endsWith("/engine/worker.js")) return;
    this.addEventListener("message", (event) => window.workerMessages.push(
      typeof event.data === "string" ? event.data : JSON.stringify(event.data)));
  }
};
"""


def names_in(data: Any, skip: frozenset[str] = NOT_IN_SIGHT) -> Counter[str]:
    """Card names in a message, combinations ("7DxAS+6C", "7H8H9H") split into cards, fields in ``skip`` left out."""
    found: Counter[str] = Counter()
    _count_names(data, skip, found)
    return found


def _count_names(data: Any, skip: frozenset[str], found: Counter[str]) -> None:
    if isinstance(data, str):
        if data in CARD_NAMES:  # most strings of a view are one card's name
            found[data] += 1
            return
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


def leaks(raw: str, state: Any, viewer: int = HUMAN, every_hand: bool = False) -> list[str]:
    """What a message to the page (JSON text) shows that ``viewer`` may not see in ``state``: a hidden
    field, or a card out of their sight (named by no field that shows it). ``every_hand`` at a watched
    table, where nobody sits to hide a hand from: every hand is in sight, the deck or stock is not."""
    found = []
    if (HIDDEN_FIELDS_WATCHED if every_hand else HIDDEN_FIELDS).search(raw):
        found.append(f"a message holds hidden data: {raw[:200]}")
    seen, hidden = sight(state, viewer)
    if every_hand:  # a watcher's: every hand in sight, the deck or stock still not
        hands = Counter(str(card) for hand in state.hands for card in hand)
        seen, hidden = seen + hands, hidden - hands
    # The same card may be named by several fields (hand, events); a card the viewer cannot see at
    # all must not be named by any.
    leaked = sorted(name for name in names_in(json.loads(raw)) if hidden[name] and not seen[name])
    if leaked:
        found.append(f"a message to seat {viewer} shows hidden cards {leaked}: {raw[:200]}")
    return found


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
    elif state.GAME == "tressette":
        # Every card drawn from the stock is shown to both players, and stays in sight.
        played = [card for trick in state.tricks for card in trick.cards] + list(state.trick)
        seen = [*state.hands[viewer], *played, *state.drawn]
        hidden = [card for card in (*others, *state.stock) if card not in state.drawn]
    else:
        taken = [] if state.taken is None else [state.taken]
        seen = [*state.hands[viewer], *state.discard, *(c for m in state.table for c in m.cards), *taken]
        hidden = [*others, *state.stock]
    return Counter(map(str, seen)), Counter(map(str, hidden))


def expected_viewer(seats: list[str], turn: int | None, last: int | None) -> int:
    """The seat whose view the page should hold: the person to move, else the last person to move
    (at the start, the first person after the seat to move), seat 0 when nobody is a person."""
    if turn is not None and seats[turn] == "person":
        return turn
    if last is not None:
        return last
    order = [(turn or 0) + step for step in range(len(seats))]
    return next((seat % len(seats) for seat in order if seats[seat % len(seats)] == "person"), 0)
