"""Why a Briscola card is the one to play: checks of the position, from the player's view only."""

from __future__ import annotations

from ..briscola import BriscolaView
from ..briscola.cards import HALF, POINTS, card_points_of, points, side_of, winning_place
from ..scopa import Card
from .reasons import Check, Reason, only_move, reason


def _wins(view: BriscolaView, card: Card) -> bool:
    """Whether ``card`` takes the trick in play as it stands (a later player may still take it at four)."""
    return bool(view.trick) and winning_place((*view.trick, card), view.briscola.suit) == len(view.trick)


def wins_points(view: BriscolaView, card: Card) -> Reason | None:
    if not _wins(view, card):
        return None
    won = points((*view.trick, card))
    return reason("wins_points", points=won) if won else None


def reaches_half(view: BriscolaView, card: Card) -> Reason | None:
    """Winning this trick takes the player's side past half the points: the hand is won."""
    if not _wins(view, card):
        return None
    before = card_points_of(view.tricks)[side_of(view.player)]
    after = before + points((*view.trick, card))
    return reason("reaches_half", points=after) if before <= HALF < after else None


def gives_nothing(view: BriscolaView, card: Card) -> Reason | None:
    if view.led is None or _wins(view, card) or POINTS[card.value]:
        return None
    return reason("gives_nothing")


def saves_trump(view: BriscolaView, card: Card) -> Reason | None:
    trumps = view.briscola.suit
    if card.suit == trumps or not any(c.suit == trumps for c in view.hand):
        return None
    return reason("saves_trump")


def leads_low(view: BriscolaView, card: Card) -> Reason | None:
    return reason("leads_low") if view.led is None and not POINTS[card.value] else None


CHECKS: tuple[Check, ...] = (reaches_half, wins_points, gives_nothing, leads_low, saves_trump)


def plain(view: BriscolaView, card: Card) -> Reason:
    """What the card surely does: it wins the trick (and the lead); else the cards it keeps in hand."""
    if (only := only_move(view, card)) is not None:
        return only
    if _wins(view, card):
        return reason("wins_trick")
    return reason("keeps", cards=[str(c) for c in view.hand if c != card])
