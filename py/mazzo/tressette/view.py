"""What one Tressette player sees (``TressetteView``), and what they saw happen in a play (``events``)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import ClassVar

from ..briscola.cards import Trick, leader_of, side_of, won_piles
from ..game import Json, StateError, View, view_of
from ..scopa.cards import DECK, Card
from .cards import Declaration
from .four import TressetteFourState
from .state import TressetteOptions, TressetteState, drawer_of, following


@view_of(TressetteState)
@dataclass(frozen=True)
class TressetteView(View[Card]):
    """What one player knows: own hand, the trick in play, every trick so far, the stock's size
    and every card drawn from it (each shown to both players), each seat's declarations once made,
    the other hands' sizes. Partners see no more of each other's hands than opponents do."""

    STATE: ClassVar[type[TressetteState]]

    options: TressetteOptions
    round_no: int
    dealer: int
    hand: tuple[Card, ...]
    hand_sizes: tuple[int, ...]
    stock_size: int
    drawn: tuple[Card, ...]
    trick: tuple[Card, ...]
    tricks: tuple[Trick, ...]
    declarations: tuple[tuple[Declaration, ...], ...]
    match_scores: tuple[int, ...]
    history: tuple[tuple[int, Card], ...]

    @property
    def led(self) -> Card | None:
        return self.trick[0] if self.trick else None

    @property
    def leader(self) -> int:
        return leader_of(self.dealer, self.tricks, self.STATE.PLAYERS)

    def legal_moves(self) -> list[Card]:
        return following(self.hand, self.led) if self.turn == self.player else []

    def played(self) -> set[Card]:
        """Every card played this hand, the trick in play's too."""
        return {card for trick in self.tricks for card in trick.cards} | set(self.trick)

    def plays(self) -> list[tuple[int, int, Card, Card]]:
        """Every play of this hand: (trick number from 1, seat, card, card led)."""
        players = self.STATE.PLAYERS
        found = []
        for number, (leader, cards) in enumerate([*((t.leader, t.cards) for t in self.tricks), (self.leader, self.trick)], 1):
            found += [(number, (leader + place) % players, card, cards[0]) for place, card in enumerate(cards)]
        return found

    def known_held(self) -> tuple[tuple[Card, ...], ...]:
        """The cards each seat is known to hold: those it drew in sight and those its declarations
        showed, not played since (this player's own hand for this player)."""
        played = self.played()
        known: list[list[Card]] = [[] for _ in range(self.STATE.PLAYERS)]
        for index, card in enumerate(self.drawn):
            known[drawer_of(self.tricks, index)].append(card)
        for seat, made in enumerate(self.declarations):
            known[seat] += [card for declaration in made for card in declaration.cards]
        known[self.player] = list(self.hand)
        return tuple(tuple(sorted({card for card in cards if card not in played}, key=DECK.index)) for cards in known)

    def voids(self) -> tuple[frozenset[str], ...]:
        """The suits each seat showed it held none of, by not following them: none of the cards
        unseen can be in its hand (a card drawn since was drawn in sight)."""
        void: list[set[str]] = [set() for _ in range(self.STATE.PLAYERS)]
        for _, seat, card, led in self.plays():
            if card.suit != led.suit:
                void[seat].add(led.suit)
        return tuple(map(frozenset, void))

    def unseen(self) -> tuple[Card, ...]:
        """The cards whose place this player does not know: in another hand or face down in the stock, in deck order."""
        known = {card for cards in self.known_held() for card in cards} | self.played()
        return tuple(card for card in DECK if card not in known)

    def complete(self, other_hands: Mapping[int, Sequence[Card]], stock: Sequence[Card], seed: int = 0) -> TressetteState:
        """A full state consistent with this view, given a guess of the hidden cards: each other
        seat's hand (its known cards among them, in the sizes the view shows) and the face-down
        stock in drawing order. For the computer players."""
        known = self.known_held()
        guessed = [*(card for cards in other_hands.values() for card in cards), *stock]
        expected = [*self.unseen(), *(card for seat, cards in enumerate(known) if seat != self.player for card in cards)]
        if sorted(guessed) != sorted(expected) or any(not set(known[seat]) <= set(other_hands[seat]) for seat in other_hands):
            raise StateError("wrong_guess")
        hands = {seat: tuple(cards) for seat, cards in other_hands.items()}
        return self.completed(self.STATE, {"hands": hands, "stock": tuple(stock), "seed": seed})

    def extras(self) -> dict[str, Json]:
        """What the table draws and says without a rule: who leads, the trick just finished, who drew
        each drawn card, the won piles' sizes, and each side's declared points."""
        last = self.tricks[-1] if self.tricks and not self.trick else None
        piles = won_piles(self.tricks, self.STATE.PLAYERS)
        declared = [0, 0]
        for seat, made in enumerate(self.declarations):
            declared[side_of(seat)] += sum(declaration.points for declaration in made)
        return {
            "leader": self.leader,
            "last_trick": None if last is None else last.to_dict(),
            "drawn_by": [drawer_of(self.tricks, index) for index in range(len(self.drawn))],
            "pile_sizes": [len(pile) for pile in piles],
            "declared_points": declared,
            "side": side_of(self.player),
        }


@view_of(TressetteFourState)
@dataclass(frozen=True)
class TressetteFourView(TressetteView):
    """What one player of Tressette in pairs knows: as at a table of two, with the partnerships."""

    def extras(self) -> dict[str, Json]:
        return {**super().extras(), "partnerships": [[0, 2], [1, 3]]}


def events(before: TressetteState, move: Card, after: TressetteState, viewer: int) -> list[dict[str, Json]]:
    """What ``viewer`` saw happen in one play, in order, for the table's animations: the play, the
    player's declarations made with it, the trick taken, and each card drawn (shown to everyone)."""
    player = before.turn
    out: list[dict[str, Json]] = [{"type": "play", "player": player, "card": str(move)}]
    if after.declarations[player] != before.declarations[player]:
        out += [{"type": "declaration", "player": player, **d.to_dict()} for d in after.declarations[player]]
    if len(after.tricks) > len(before.tricks):
        trick = after.tricks[-1]
        out.append({"type": "trick", **trick.to_dict()})
        left = len(before.stock)
        for seat, card in zip(before.drawing_order(trick.winner), after.drawn[len(before.drawn) :], strict=False):
            left -= 1
            out.append({"type": "draw", "player": seat, "card": str(card), "stock_size": left})
    if after.round_over:
        out.append({"type": "round_over", "points": list(after.hand_points), "scores": list(after.scores)})
        if after.game_over:
            out.append({"type": "game_over", "winner": after.winner, "scores": list(after.scores)})
    return out
