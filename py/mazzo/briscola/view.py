"""What one Briscola player sees (``BriscolaView``), and what they saw happen in a play (``events``)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import ClassVar

from ..game import Json, StateError, View, view_of
from ..scopa.cards import DECK, Card
from .cards import Trick, card_points_of, leader_of, won_piles
from .four import BriscolaFourState
from .state import BriscolaOptions, BriscolaState


@view_of(BriscolaState)
@dataclass(frozen=True)
class BriscolaView(View[Card]):
    """What one player knows: own hand, the briscola, the trick in play, every trick so far
    (everyone saw them), the sizes of the stock and the other hands, and the hands won.
    Partners see no more of each other's hands than opponents do."""

    STATE: ClassVar[type[BriscolaState]]

    options: BriscolaOptions
    round_no: int
    dealer: int
    hand: tuple[Card, ...]
    hand_sizes: tuple[int, ...]
    briscola: Card
    stock_size: int
    trick: tuple[Card, ...]
    tricks: tuple[Trick, ...]
    match_scores: tuple[int, ...]
    history: tuple[tuple[int, Card], ...]

    @property
    def opponent_hand_size(self) -> int:
        """At a table of two: how many cards the other player holds."""
        return self.hand_sizes[1 - self.player]

    @property
    def led(self) -> Card | None:
        return self.trick[0] if self.trick else None

    @property
    def leader(self) -> int:
        return leader_of(self.dealer, self.tricks, self.STATE.PLAYERS)

    @property
    def briscola_holder(self) -> int | None:
        """Who drew the face-up briscola and still holds it (everyone saw it drawn, last of the
        stock); None while it lies under the stock, and once it is played."""
        played = {card for trick in self.tricks for card in trick.cards} | set(self.trick)
        if self.stock_size or self.briscola in played:
            return None
        players = self.STATE.PLAYERS
        last_draws = self.tricks[self.STATE.stock_at_deal() // players - 1]
        return self.STATE.drawing_order(last_draws.winner)[-1]

    @property
    def briscola_with_other(self) -> bool:
        """Another player drew the face-up briscola and still holds it: a hidden card everyone knows."""
        return self.briscola_holder not in (None, self.player)

    def legal_moves(self) -> list[Card]:
        return list(self.hand) if self.turn == self.player else []

    def unseen(self) -> tuple[Card, ...]:
        """The cards this player has never seen: in the other hand or face down in the stock, in deck order."""
        seen = {*self.hand, self.briscola, *self.trick, *(card for trick in self.tricks for card in trick.cards)}
        return tuple(card for card in DECK if card not in seen)

    def complete(self, other_hands: Sequence[Card], stock: Sequence[Card], seed: int = 0) -> BriscolaState:
        """A full state consistent with this view, given a guess of the hidden cards: the other
        hands' cards one hand after another in seat order (the sizes the view shows; the briscola
        in its holder's hand, when another player holds it) and the face-down stock in drawing
        order. The briscola goes under the stock while it lies there. For the computer players."""
        hands, start = {}, 0
        for seat, size in enumerate(self.hand_sizes):
            if seat != self.player:
                hands[seat], start = tuple(other_hands[start : start + size]), start + size
        holder = self.briscola_holder
        known = (self.briscola,) if holder not in (None, self.player) else ()
        if sorted([*other_hands, *stock]) != sorted([*self.unseen(), *known]) or (
            holder in hands and self.briscola not in hands[holder]
        ):
            raise StateError("wrong_guess")
        under = (self.briscola,) if self.stock_size else ()
        return self.completed(self.STATE, {"hands": hands, "stock": (*stock, *under), "seed": seed})

    def extras(self) -> dict[str, Json]:
        """What the table draws and says without a rule: trumps, whether the briscola still lies
        under the stock, who leads, the trick just finished, the won piles' sizes, and the running
        points when the options show them."""
        last = self.tricks[-1] if self.tricks and not self.trick else None
        piles = won_piles(self.tricks, self.STATE.PLAYERS)
        return {
            "opponent_hand_size": self.opponent_hand_size,
            "trumps": self.briscola.suit,
            "briscola_in_stock": self.stock_size > 0,
            "leader": self.leader,
            "last_trick": None if last is None else {**last.to_dict(), "points": last.points},
            "pile_sizes": [len(pile) for pile in piles],
            "points": list(card_points_of(self.tricks)) if self.options.show_points else None,
        }


@view_of(BriscolaFourState)
@dataclass(frozen=True)
class BriscolaFourView(BriscolaView):
    """What one player of Briscola in pairs knows: as at a table of two, with every seat's hand
    size and won pile, and the partnerships."""

    def extras(self) -> dict[str, Json]:
        """The table of two's extras, less the single opponent's hand, with the partnerships."""
        extras = {key: value for key, value in super().extras().items() if key != "opponent_hand_size"}
        return {**extras, "partnerships": [[0, 2], [1, 3]], "side": self.player % 2}


def events(before: BriscolaState, move: Card, after: BriscolaState, viewer: int) -> list[dict[str, Json]]:
    """What ``viewer`` saw happen in one play, in order, for the table's animations. A drawn card
    is named to the player who drew it, and to everyone when it is the face-up briscola."""
    out: list[dict[str, Json]] = [{"type": "play", "player": before.turn, "card": str(move)}]
    if len(after.tricks) > len(before.tricks):
        trick = after.tricks[-1]
        out.append({"type": "trick", **trick.to_dict(), "points": trick.points})
        left = len(before.stock)
        for seat, card in zip(before.drawing_order(trick.winner), before.stock[: before.PLAYERS], strict=False):
            left -= 1
            seen = card == before.briscola or seat == viewer
            out.append({"type": "draw", "player": seat, "card": str(card) if seen else None, "stock_size": left})
    if after.round_over:
        out.append({"type": "round_over", "points": list(after.card_points), "hand_winner": after.hand_winner,
                    "scores": list(after.scores)})
        if after.game_over:
            out.append({"type": "game_over", "winner": after.winner, "scores": list(after.scores)})
    return out
