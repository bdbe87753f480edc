"""What one Scopa player may know: the view of a table of two, and of a table of four."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import ClassVar

from ..game import Json, StateError, View, view_of
from .cards import DECK, Card, Play, legal_plays
from .state import ScopaOptions, ScopaState


@view_of(ScopaState)
@dataclass(frozen=True)
class ScopaView(View[Play]):
    """What one player knows: own hand, the table, every capture pile (every capture
    was seen), the sizes of the hands and the deck, scores and the round's plays."""

    STATE: ClassVar[type[ScopaState]]

    options: ScopaOptions
    round_no: int
    dealer: int
    hand: tuple[Card, ...]
    hand_sizes: tuple[int, ...]
    table: tuple[Card, ...]
    deck_size: int
    piles: tuple[tuple[Card, ...], ...]
    scopas: tuple[tuple[Card, ...], ...]
    last_capturer: int | None
    match_scores: tuple[int, ...]
    history: tuple[tuple[int, Play], ...]

    @property
    def opponent_hand_size(self) -> int:
        """At a table of two: how many cards the other player holds."""
        return self.hand_sizes[1 - self.player]

    def legal_moves(self) -> list[Play]:
        return legal_plays(self.hand, self.table, self.options.capture) if self.turn == self.player else []

    def unseen(self) -> tuple[Card, ...]:
        """The cards this player cannot see: the other hands and the deck, in deck order."""
        seen = {*self.hand, *self.table, *(c for pile in self.piles for c in pile)}
        return tuple(c for c in DECK if c not in seen)

    def complete(self, other_hands: Sequence[Card], deck: Sequence[Card], seed: int = 0) -> ScopaState:
        """A full state consistent with this view, given a guess of the hidden cards: the other
        hands' cards one hand after another in seat order (the sizes the view shows), then the deck.

        The seed only matters for later rounds, which a search does not reach.
        """
        if sorted([*other_hands, *deck]) != sorted(self.unseen()):
            raise StateError("wrong_guess")
        hands, start = {}, 0
        for seat, size in enumerate(self.hand_sizes):
            if seat != self.player:
                hands[seat], start = tuple(other_hands[start : start + size]), start + size
        return self.completed(self.STATE, {"hands": hands, "deck": tuple(deck), "seed": seed})

    def extras(self) -> dict[str, Json]:
        return {"opponent_hand_size": self.opponent_hand_size}


class PartnershipView(ScopaView):
    """A view of a table of four: the partnerships, and which one is the viewer's."""

    def extras(self) -> dict[str, Json]:
        sides = self.STATE.SIDES
        return {
            "partnerships": [list(self.STATE.seats_of(side)) for side in range(sides)],
            "side": self.player % sides,
        }
