"""What one Briscola player sees (``BriscolaView``), and what they saw happen in a play (``events``)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from ..game import Json, StateError, View, view_of
from ..scopa.cards import DECK, Card
from .cards import Trick, card_points_of, leader_of, won_piles
from .state import BriscolaOptions, BriscolaState


@view_of(BriscolaState)
@dataclass(frozen=True)
class BriscolaView(View[Card]):
    """What one player knows: own hand, the briscola, the card led, every trick so far (both
    players saw them), the sizes of the stock and the other hand, and the hands won."""

    options: BriscolaOptions
    round_no: int
    dealer: int
    hand: tuple[Card, ...]
    hand_sizes: tuple[int, ...]
    briscola: Card
    stock_size: int
    led: Card | None
    tricks: tuple[Trick, ...]
    match_scores: tuple[int, ...]
    history: tuple[tuple[int, Card], ...]

    @property
    def opponent_hand_size(self) -> int:
        return self.hand_sizes[1 - self.player]

    @property
    def leader(self) -> int:
        return leader_of(self.dealer, self.tricks)

    @property
    def briscola_with_other(self) -> bool:
        """The other player drew the face-up briscola and still holds it: a hidden card everyone knows."""
        played = {card for trick in self.tricks for card in trick.cards} | {self.led}
        return not self.stock_size and self.briscola not in self.hand and self.briscola not in played

    def legal_moves(self) -> list[Card]:
        return list(self.hand) if self.turn == self.player else []

    def unseen(self) -> tuple[Card, ...]:
        """The cards this player has never seen: in the other hand or face down in the stock, in deck order."""
        seen = {*self.hand, self.briscola, self.led, *(card for trick in self.tricks for card in trick.cards)}
        return tuple(card for card in DECK if card not in seen)

    def complete(self, opponent_hand: Sequence[Card], stock: Sequence[Card], seed: int = 0) -> BriscolaState:
        """A full state consistent with this view, given a guess of the hidden cards: the other
        hand (with the briscola, when it holds it) and the face-down stock in drawing order.
        The briscola goes under the stock while it lies there. For the computer players."""
        known = (self.briscola,) if self.briscola_with_other else ()
        if sorted([*opponent_hand, *stock]) != sorted([*self.unseen(), *known]) or not set(known) <= set(opponent_hand):
            raise StateError("wrong_guess")
        under = (self.briscola,) if self.stock_size else ()
        hidden = {"hands": {1 - self.player: tuple(opponent_hand)}, "stock": (*stock, *under), "seed": seed}
        return self.completed(BriscolaState, hidden)

    def extras(self) -> dict[str, Json]:
        """What the table draws and says without a rule: trumps, whether the briscola still lies
        under the stock, who leads, the trick just finished, the won piles' sizes, and the running
        points when the options show them."""
        last = self.tricks[-1] if self.tricks and self.led is None else None
        piles = won_piles(self.tricks)
        return {
            "opponent_hand_size": self.opponent_hand_size,
            "trumps": self.briscola.suit,
            "briscola_in_stock": self.stock_size > 0,
            "leader": self.leader,
            "last_trick": None if last is None else {**last.to_dict(), "points": last.points},
            "pile_sizes": [len(pile) for pile in piles],
            "points": list(card_points_of(self.tricks)) if self.options.show_points else None,
        }


def events(before: BriscolaState, move: Card, after: BriscolaState, viewer: int) -> list[dict[str, Json]]:
    """What ``viewer`` saw happen in one play, in order, for the table's animations. A drawn card
    is named to the player who drew it, and to both when it is the face-up briscola."""
    out: list[dict[str, Json]] = [{"type": "play", "player": before.turn, "card": str(move)}]
    if len(after.tricks) > len(before.tricks):
        trick = after.tricks[-1]
        out.append({"type": "trick", **trick.to_dict(), "points": trick.points})
        left = len(before.stock)
        for seat, card in zip((trick.winner, 1 - trick.winner), before.stock[:2], strict=False):
            left -= 1
            seen = card == before.briscola or seat == viewer
            out.append({"type": "draw", "player": seat, "card": str(card) if seen else None, "stock_size": left})
    if after.round_over:
        out.append({"type": "round_over", "points": list(after.card_points), "hand_winner": after.hand_winner,
                    "scores": list(after.scores)})
        if after.game_over:
            out.append({"type": "game_over", "winner": after.winner, "scores": list(after.scores)})
    return out
