"""What every game of tricks shares (Briscola, Tressette): a hand of ``HAND_SIZE`` cards each, a
stock drawn from after each trick, one card from each seat to a trick, the winner leading the next.

``TrickTable`` is a base of such a game's state: its fields ``hands``, ``stock``, ``trick``,
``tricks``, ``dealer`` and ``turn`` are the game's own declarations; a game says who takes a
trick (``taken``) and may check each trick further (``check_trick``).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Sequence
from typing import ClassVar

from .briscola.cards import Trick, leader_of
from .game import IllegalMoveError, StateError
from .scopa.cards import DECK, Card, card_names


class TrickTable:
    """The rules a game of tricks shares: the order of play, the stock's pace, the checks of a saved hand."""

    PLAYERS: ClassVar[int]
    #: The cards each seat is dealt.
    HAND_SIZE: ClassVar[int]

    dealer: int
    turn: int
    hands: tuple[tuple[Card, ...], ...]
    stock: tuple[Card, ...]
    trick: tuple[Card, ...]
    tricks: tuple[Trick, ...]

    def taken(self, leader: int, cards: Sequence[Card]) -> Trick:
        """The finished trick ``leader`` led with ``cards[0]``, with the seat that takes it."""
        raise NotImplementedError

    def check_trick(self, number: int, leader: int, cards: tuple[Card, ...]) -> None:
        """A game's own check of a trick (finished, or the one in play): nothing by default."""

    @classmethod
    def stock_at_deal(cls) -> int:
        """Cards in the stock after the deal."""
        return len(DECK) - cls.PLAYERS * cls.HAND_SIZE

    @classmethod
    def tricks_per_hand(cls) -> int:
        return len(DECK) // cls.PLAYERS

    @classmethod
    def drawing_order(cls, winner: int) -> list[int]:
        """Who draws after a trick, in order: its winner, then each next seat in playing order."""
        return [(winner + place) % cls.PLAYERS for place in range(cls.PLAYERS)]

    @property
    def led(self) -> Card | None:
        """The card led to the trick in play; None between tricks."""
        return self.trick[0] if self.trick else None

    @property
    def leader(self) -> int:
        """Who leads the trick in play (or the next one, between tricks)."""
        return leader_of(self.dealer, self.tricks, self.PLAYERS)

    def has_played(self, seat: int) -> bool:
        """Whether ``seat`` has played to the trick in play."""
        return (seat - self.leader) % self.PLAYERS < len(self.trick)

    @property
    def round_over(self) -> bool:
        return len(self.tricks) == self.tricks_per_hand()

    def played(self) -> list[Card]:
        """Every card played this hand, the trick in play's too."""
        return [card for trick in self.tricks for card in trick.cards] + list(self.trick)

    def check_held(self, move: object) -> Card:
        """``move`` is a card of the hand to move, while the hand lasts (else IllegalMoveError)."""
        if not isinstance(move, Card):
            raise IllegalMoveError("not_a_move", move=repr(move))
        if self.round_over:
            raise IllegalMoveError("round_over")
        if move not in self.hands[self.turn]:
            raise IllegalMoveError("not_in_hand", card=str(move))
        return move

    def validate_cards(self) -> None:
        """Every card once, and the stock as large as the tricks played say."""
        everywhere = Counter([*(card for hand in self.hands for card in hand), *self.stock, *self.played()])
        if everywhere != Counter(DECK):
            extra = sorted(str(c) for c in (everywhere - Counter(DECK)).elements())
            missing = sorted(str(c) for c in set(DECK) - set(everywhere))
            raise StateError("cards_do_not_add_up", extra=extra, missing=missing)
        expected = max(0, self.stock_at_deal() - self.PLAYERS * len(self.tricks))
        if len(self.stock) != expected:
            raise StateError("stock_out_of_step", tricks=len(self.tricks), expected=expected, found=len(self.stock))

    def validate_tricks(self) -> None:
        """Each trick led by the seat after the dealer or the last trick's winner, taken by the seat
        the rules say, and the turn the one after the cards of the trick in play."""
        leader = (self.dealer + 1) % self.PLAYERS
        for number, trick in enumerate(self.tricks, 1):
            if trick.leader != leader:
                raise StateError("trick_leader", number=number, leader=leader)
            rightful = self.taken(trick.leader, trick.cards)
            if trick.winner != rightful.winner:
                raise StateError("trick_winner", number=number, cards=card_names(trick.cards), winner=rightful.winner)
            self.check_trick(number, leader, trick.cards)
            leader = trick.winner
        self.check_trick(len(self.tricks) + 1, leader, self.trick)
        expected = (leader + len(self.trick)) % self.PLAYERS
        if self.turn != expected:
            raise StateError("wrong_turn", player=expected)

    def tricks_text(self) -> str:
        """The tricks of the hand for a position's text: ``0:KS2S 1:7C7D`` (each its leader and cards), ``-`` for none."""
        return " ".join(f"{t.leader}:{''.join(map(str, t.cards))}" for t in self.tricks) or "-"


def trick_from_text(word: str, players: int, taken: Callable[[int, Sequence[Card]], Trick]) -> Trick:
    """``0:KS2S``: player 0 led the King of swords, answered by the 2, the trick taken as ``taken``
    says (ValueError or NotationError if unreadable)."""
    leader, cards = word.split(":")
    if leader not in map(str, range(players)) or len(cards) != 2 * players:
        raise ValueError(word)
    return taken(int(leader), [Card.parse(cards[at : at + 2]) for at in range(0, len(cards), 2)])
