"""Why a Briscola card is the one to play: checks of the position, from the player's view only.

Each reason is true whatever the hidden cards: a card "wins the trick" only when no card a later
seat may hold can take it back, its points are named only when it is the trick's last card (no
more can come), a trick is "lost anyway" only when no card of the hand takes it and no partner is
still to play, and a card "worth nothing" is one of no points that is not a trump.
"""

from __future__ import annotations

from ..briscola import BriscolaView
from ..briscola.cards import HALF, POINTS, card_points_of, points, side_of, winning_place
from ..scopa import Card
from .reasons import Check, Reason, only_move, reason


def _takes_as_it_stands(view: BriscolaView, card: Card) -> bool:
    """Whether ``card`` takes the trick in play as it stands (a later seat may still take it back at four)."""
    return bool(view.trick) and winning_place((*view.trick, card), view.briscola.suit) == len(view.trick)


def _later_seats(view: BriscolaView) -> list[int]:
    """The seats still to play to the trick after this player."""
    players = view.STATE.PLAYERS
    return [(view.player + step) % players for step in range(1, players - len(view.trick))]


def _surely_wins(view: BriscolaView, card: Card) -> bool:
    """``card`` takes the trick whatever the later seats play: it takes it as it stands, and no card
    one of them may hold (an unseen card, or the face-up briscola a later seat drew) takes it back."""
    if not _takes_as_it_stands(view, card):
        return False
    later = _later_seats(view)
    threats = [*view.unseen(), *([view.briscola] if view.briscola_holder in later else [])] if later else []
    played = (*view.trick, card)
    return not any(winning_place((*played, threat), view.briscola.suit) == len(played) for threat in threats)


def _closes_and_wins(view: BriscolaView, card: Card) -> bool:
    """``card`` is the trick's last and takes it: the trick's points are all known."""
    return not _later_seats(view) and _takes_as_it_stands(view, card)


def _worth_nothing(view: BriscolaView, card: Card) -> bool:
    """No points, and not a trump (a trump takes tricks, whatever its points)."""
    return not POINTS[card.value] and card.suit != view.briscola.suit


def _lost_anyway(view: BriscolaView) -> bool:
    """The trick goes to the other side whatever this player plays: it stands with the other side,
    no card of the hand takes it, and every partner has played to it already (at two, there is none)."""
    if not view.trick or any(side_of(seat) == side_of(view.player) for seat in _later_seats(view)):
        return False
    players = view.STATE.PLAYERS
    holder = (view.leader + winning_place(view.trick, view.briscola.suit)) % players
    return side_of(holder) != side_of(view.player) and not any(_takes_as_it_stands(view, c) for c in view.hand)


def wins_points(view: BriscolaView, card: Card) -> Reason | None:
    if not _closes_and_wins(view, card):
        return None
    won = points((*view.trick, card))
    return reason("wins_points", points=won) if won else None


def reaches_half(view: BriscolaView, card: Card) -> Reason | None:
    """Winning this trick takes the player's side past half the points: the hand is won."""
    if not _closes_and_wins(view, card):
        return None
    before = card_points_of(view.tricks)[side_of(view.player)]
    after = before + points((*view.trick, card))
    return reason("reaches_half", points=after) if before <= HALF < after else None


def gives_nothing(view: BriscolaView, card: Card) -> Reason | None:
    return reason("gives_nothing") if _lost_anyway(view) and _worth_nothing(view, card) else None


def saves_trump(view: BriscolaView, card: Card) -> Reason | None:
    trumps = view.briscola.suit
    if card.suit == trumps or not any(c.suit == trumps for c in view.hand):
        return None
    return reason("saves_trump")


def leads_low(view: BriscolaView, card: Card) -> Reason | None:
    return reason("leads_low") if not view.trick and _worth_nothing(view, card) else None


CHECKS: tuple[Check, ...] = (reaches_half, wins_points, gives_nothing, leads_low, saves_trump)


def plain(view: BriscolaView, card: Card) -> Reason:
    """What the card surely does: it wins the trick (and the lead); else the cards it keeps in hand."""
    if (only := only_move(view, card)) is not None:
        return only
    if _surely_wins(view, card):
        return reason("wins_trick")
    return reason("keeps", cards=[str(c) for c in view.hand if c != card])
