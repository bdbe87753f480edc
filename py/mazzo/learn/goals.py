"""What a lesson's step asks, checked on the engine's own states and moves.

Each goal answers None when the learner's legal move does what the step asks, else the
refusal that says which rule of play the move misses, as a code with parameters (the page
words it). A move the rules forbid never reaches a goal: the engine refuses it first,
with its own code.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..briscola.cards import POINTS, winning_place
from ..game import IllegalMoveError
from ..scala40.cards import penalty
from ..scopa.count import PRIMIERA
from ..tressette import cards as tressette
from .lesson import LEARNER


@dataclass(frozen=True)
class AnyMove:
    """Any legal move does: the step is there to be played (the rules refuse the rest)."""

    def check(self, before: Any, move: Any, after: Any) -> IllegalMoveError | None:
        return None


@dataclass(frozen=True)
class Takes:
    """Scopa: take exactly ``cards`` (card names) from the table."""

    cards: frozenset[str]

    def check(self, before: Any, move: Any, after: Any) -> IllegalMoveError | None:
        if {str(card) for card in move.captures} == self.cards:
            return None
        return IllegalMoveError("lesson_take", cards=sorted(self.cards))


@dataclass(frozen=True)
class TakesCard:
    """Scopa: take ``card`` (it counts at the end: the settebello, a coin)."""

    card: str

    def check(self, before: Any, move: Any, after: Any) -> IllegalMoveError | None:
        if self.card in {str(card) for card in move.captures}:
            return None
        return IllegalMoveError("lesson_take_card", card=self.card)


@dataclass(frozen=True)
class TakesForPrimiera:
    """Scopa: take the card worth most to the primiera of those that can be taken now."""

    def check(self, before: Any, move: Any, after: Any) -> IllegalMoveError | None:
        best = max((card for play in before.legal_moves() for card in play.captures), key=lambda c: PRIMIERA[c.value])
        if any(PRIMIERA[card.value] == PRIMIERA[best.value] for card in move.captures):
            return None
        return IllegalMoveError("lesson_primiera", card=str(best), value=PRIMIERA[best.value])


@dataclass(frozen=True)
class Sweeps:
    """Scopa: take every card on the table, a scopa."""

    def check(self, before: Any, move: Any, after: Any) -> IllegalMoveError | None:
        if len(after.scopas[LEARNER]) > len(before.scopas[LEARNER]):
            return None
        return IllegalMoveError("lesson_sweep", left=[str(card) for card in after.table])


def wins(before: Any, card: Any) -> bool:
    """Briscola: whether ``card``, played now, takes the trick in play (the learner plays its last card)."""
    cards = [*before.trick, card]
    return bool(cards[winning_place(cards, before.briscola.suit)] == card)


@dataclass(frozen=True)
class WinsTrick:
    """Briscola: take the trick in play with the last card of it; ``cheaply``: with the winning card worth least."""

    cheaply: bool = False

    def check(self, before: Any, move: Any, after: Any) -> IllegalMoveError | None:
        cards = [*before.trick, move]
        trumps = before.briscola.suit
        if not wins(before, move):
            winner = cards[winning_place(cards, trumps)]
            return IllegalMoveError("lesson_trick_lost", card=str(move), winner=str(winner))
        winning = [card for card in before.hands[LEARNER] if wins(before, card)]
        cheapest = min(winning, key=lambda card: (POINTS[card.value], card.suit == trumps))
        if self.cheaply and POINTS[cheapest.value] < POINTS[move.value]:
            return IllegalMoveError("lesson_cheaper", card=str(move), cheaper=str(cheapest))
        return None


@dataclass(frozen=True)
class PlaysTrump:
    """Briscola: play a card of the briscola's suit."""

    def check(self, before: Any, move: Any, after: Any) -> IllegalMoveError | None:
        if move.suit == before.briscola.suit:
            return None
        return IllegalMoveError("lesson_not_trump", card=str(move), briscola=str(before.briscola))


@dataclass(frozen=True)
class GivesNothing:
    """Briscola: lead, or answer a trick worth nothing, with a card worth no points that is not a trump."""

    def check(self, before: Any, move: Any, after: Any) -> IllegalMoveError | None:
        if move.suit == before.briscola.suit:
            return IllegalMoveError("lesson_trump_wasted", card=str(move))
        if POINTS[move.value]:
            return IllegalMoveError("lesson_points_given", card=str(move), points=POINTS[move.value])
        return None


@dataclass(frozen=True)
class MoveOf:
    """Scala 40: a move of one kind (``open``, ``meld``, ``add``, ``swap``, ``discard``, ``draw``)."""

    kind: str

    def check(self, before: Any, move: Any, after: Any) -> IllegalMoveError | None:
        if str(move).split()[0] == self.kind:
            return None
        return IllegalMoveError("lesson_move_kind", kind=self.kind)


@dataclass(frozen=True)
class DiscardsCostliest:
    """Scala 40: discard the card that would cost most left in hand."""

    def check(self, before: Any, move: Any, after: Any) -> IllegalMoveError | None:
        costly = max(before.hands[LEARNER], key=penalty)
        if str(move).split()[0] == "discard" and penalty(move.card) == penalty(costly):
            return None
        card = move.card if str(move).split()[0] == "discard" else None
        return IllegalMoveError(
            "lesson_penalty", card=str(card or costly), points=penalty(card or costly), costly=str(costly)
        )


@dataclass(frozen=True)
class TakesTrick:
    """Tressette: take the trick in play with the last card of it (no trumps: the highest card of the suit led)."""

    def check(self, before: Any, move: Any, after: Any) -> IllegalMoveError | None:
        cards = [*before.trick, move]
        winner = cards[tressette.winning_place(cards)]
        if winner == move:
            return None
        return IllegalMoveError("lesson_trick_lost", card=str(move), winner=str(winner))


@dataclass(frozen=True)
class ThrowsNothing:
    """Tressette: on a trick the other side takes, throw a card worth nothing (no Ace, no third)."""

    def check(self, before: Any, move: Any, after: Any) -> IllegalMoveError | None:
        worth = tressette.THIRDS[move.value]
        return IllegalMoveError("lesson_thirds_given", card=str(move), thirds=worth) if worth else None


@dataclass(frozen=True)
class LeadsIntoVoid:
    """Tressette: lead a suit the other player showed they hold none of (they did not follow it), read from the
    learner's own view: whatever card of it is led takes the trick."""

    def check(self, before: Any, move: Any, after: Any) -> IllegalMoveError | None:
        view = before.view(LEARNER)
        if move.suit in view.voids()[1]:
            return None
        _, _, answer, led = next(play for play in view.plays() if play[1] == 1 and play[2].suit != play[3].suit)
        return IllegalMoveError("lesson_not_void", card=str(move), led=str(led), answer=str(answer))


@dataclass(frozen=True)
class DodgesSeenCard:
    """Tressette at two: do not lead into a stronger card the other player was seen to draw (drawn cards are shown)."""

    def check(self, before: Any, move: Any, after: Any) -> IllegalMoveError | None:
        strength = tressette.STRENGTH
        seen = before.view(LEARNER).known_held()[1]
        stronger = [card for card in seen if card.suit == move.suit and strength[card.value] > strength[move.value]]
        return IllegalMoveError("lesson_seen_drawn", card=str(move), drawn=str(stronger[0])) if stronger else None


def takes_last(state: Any) -> bool:
    """Whether the learner's side takes the last trick from ``state`` whatever the others play, the learner
    playing best (every card is known to a player who counted, once the stock is spent)."""
    if state.round_over:
        return bool(state.tricks[-1].winner % 2 == LEARNER)
    outcomes = (takes_last(state.apply(move)) for move in state.legal_moves())
    return any(outcomes) if state.turn % 2 == LEARNER else all(outcomes)


@dataclass(frozen=True)
class KeepsLastTrick:
    """Tressette: play so that the last trick, a point, is still the learner's to take."""

    def check(self, before: Any, move: Any, after: Any) -> IllegalMoveError | None:
        return None if takes_last(after) else IllegalMoveError("lesson_last_trick", card=str(move))
