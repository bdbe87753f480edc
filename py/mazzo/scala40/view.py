"""What one Scala 40 player knows, and what the rules allow them now (for the page and the computer players)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass

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
        return self.hand_sizes[1 - self.player]

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
        """The cards this player cannot see: the other hand and the stock, in card order."""
        seen = Counter([*self.hand, *self.discard, *(c for m in self.table for c in m.cards)])
        return tuple(sorted((FULL_DECK - seen).elements()))

    def complete(self, opponent_hand: Sequence[Card], stock: Sequence[Card], seed: int = 0) -> ScalaState:
        """A full state consistent with this view, given a guess of the hidden cards
        (``stock`` from bottom to top). For the computer players' searches; the seed
        only decides a later stock rebuild."""
        if sorted([*opponent_hand, *stock]) != list(self.unseen()):
            raise StateError("wrong_guess")
        hidden = {"hands": {1 - self.player: tuple(sorted(opponent_hand))}, "stock": tuple(stock), "seed": seed}
        return self.completed(ScalaState, hidden)

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
            "opponent_hand_size": self.opponent_hand_size,
            "void": result is not None and result.void,
            "closer": None if result is None else result.closer,
            "opening_points": OPENING_POINTS,
            "actions": actions,
        }
