"""What one Scala 40 player knows, and what the rules allow them now (for the page and the computer players)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from typing import ClassVar

from ..game import IllegalMoveError, Json, StateError, View, view_of
from .cards import FULL_DECK, Card
from .count import RoundResult
from .finder import OPENING_POINTS
from .melds import TableMeld
from .moves import Move
from .state import ScalaOptions, ScalaState
from .turn import ACTIONS, action_refusal, legal_turn_moves


@view_of(ScalaState)
@dataclass(frozen=True)
class ScalaView(View[Move]):
    """What one player knows: own hand, the discard pile, the table (with what each
    joker stands for), the sizes of the hands and the stock, the round's moves and
    the scores."""

    STATE: ClassVar[type[ScalaState]]

    options: ScalaOptions
    round_no: int
    dealer: int
    phase: str
    hand: tuple[Card, ...]
    hand_sizes: tuple[int, ...]
    stock_size: int
    discard: tuple[Card, ...]
    table: tuple[TableMeld, ...]
    opened: tuple[bool, ...]
    taken: Card | None
    opened_now: bool
    rebuilt: bool
    match_scores: tuple[int, ...]
    result: RoundResult | None
    history: tuple[tuple[int, Move], ...]

    @property
    def opponent_hand_size(self) -> int:
        """At a table of two: how many cards the other player holds."""
        return self.hand_sizes[1 - self.player]

    @property
    def playing(self) -> tuple[int, ...]:
        """The seats in this round: at a table of two, both."""
        return tuple(range(len(self.hand_sizes)))

    @property
    def others(self) -> tuple[int, ...]:
        """The other players in this round, in seat order."""
        return tuple(seat for seat in self.playing if seat != self.player)

    @property
    def next_player(self) -> int:
        """Who plays after this player: the only one who may take their discard."""
        return next((seat for seat in self.playing if seat > self.player), self.playing[0])

    def legal_moves(self) -> list[Move]:
        if self.turn != self.player:
            return []
        return legal_turn_moves(self.phase, self.hand, self.table, self.opened[self.player], self.taken)

    def refusal(self, action: str) -> IllegalMoveError | None:
        """Why this player may not try ``action`` (a move's first word) now, whatever its cards; None if they may."""
        if self.turn is None:
            return IllegalMoveError("round_over")
        if self.turn != self.player:
            return IllegalMoveError("not_your_turn")
        return action_refusal(action, self.phase, self.opened[self.player], self.taken)

    def unseen(self) -> tuple[Card, ...]:
        """The cards this player cannot see: the other hands and the stock, in card order."""
        seen = Counter([*self.hand, *self.discard, *(c for m in self.table for c in m.cards)])
        return tuple(sorted((FULL_DECK - seen).elements()))

    def complete(self, other_hands: Sequence[Card], stock: Sequence[Card], seed: int = 0) -> ScalaState:
        """A full state consistent with this view, given a guess of the hidden cards: the other
        hands' cards one hand after another in seat order (the sizes the view shows), then the
        stock from bottom to top. For the computer players' searches; the seed only decides a
        later stock rebuild."""
        if sorted([*other_hands, *stock]) != list(self.unseen()):
            raise StateError("wrong_guess")
        hands, start = {}, 0
        for seat, size in enumerate(self.hand_sizes):
            if seat != self.player:
                hands[seat], start = tuple(sorted(other_hands[start : start + size])), start + size
        return self.completed(self.STATE, {"hands": hands, "stock": tuple(stock), "seed": seed})

    def hand_size_extras(self) -> dict[str, Json]:
        """At a table of two the page reads the other hand's size apart; ``hand_sizes`` has every seat's."""
        return {"opponent_hand_size": self.opponent_hand_size}

    def extras(self) -> dict[str, Json]:
        """The other hand's size, how the round ended, the opening's threshold, and each action's verdict."""
        result = self.result
        actions: dict[str, Json] = {}
        for action in ACTIONS:
            why = self.refusal(action)
            actions[action] = {
                "allowed": why is None,
                "refusal": None if why is None else {"code": why.code, "params": why.params},
            }
        return {
            **self.hand_size_extras(),
            "void": result is not None and result.void,
            "closer": None if result is None else result.closer,
            "opening_points": OPENING_POINTS,
            "actions": actions,
        }
