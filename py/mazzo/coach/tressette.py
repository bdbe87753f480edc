"""Why a Tressette card is the one to play: checks of the position, from the player's view only.

Each reason is true whatever the hidden cards: a card "wins the trick" only when it takes the
trick as it stands and no card a later seat may hold takes it back (an unseen card, or one the
seat is known to hold; a seat void in the suit led can take nothing), a trick is "lost anyway"
only when no card of the hand takes it and no partner is still to play, and a card "worth
nothing" is a 7, 6, 5 or 4.
"""

from __future__ import annotations

from ..briscola.cards import side_of
from ..scopa import Card
from ..tressette import THIRDS, TressetteView, winning_place
from .reasons import Check, Reason, only_move, reason


def _later_seats(view: TressetteView) -> list[int]:
    """The seats still to play to the trick after this player."""
    players = view.STATE.PLAYERS
    return [(view.player + step) % players for step in range(1, players - len(view.trick))]


def _takes_as_it_stands(view: TressetteView, card: Card) -> bool:
    played = (*view.trick, card)
    return winning_place(played) == len(view.trick)


def _surely_wins(view: TressetteView, card: Card) -> bool:
    """``card`` takes the trick whatever the later seats play: no card one of them may hold takes it back."""
    if not _takes_as_it_stands(view, card):
        return False
    known, voids, unseen = view.known_held(), view.voids(), view.unseen()
    played = (*view.trick, card)
    for seat in _later_seats(view):
        may_hold = [*known[seat], *(c for c in unseen if c.suit not in voids[seat])]
        if any(winning_place((*played, threat)) == len(played) for threat in may_hold):
            return False
    return True


def _lost_anyway(view: TressetteView) -> bool:
    """The trick goes to the other side whatever this player plays: it stands with the other side, no
    legal card takes it, and every partner has played to it already (at two, there is none)."""
    if not view.trick or any(side_of(seat) == side_of(view.player) for seat in _later_seats(view)):
        return False
    holder = (view.leader + winning_place(view.trick)) % view.STATE.PLAYERS
    return side_of(holder) != side_of(view.player) and not any(_takes_as_it_stands(view, c) for c in view.legal_moves())


def gives_nothing(view: TressetteView, card: Card) -> Reason | None:
    return reason("gives_nothing") if _lost_anyway(view) and not THIRDS[card.value] else None


def leads_low(view: TressetteView, card: Card) -> Reason | None:
    return reason("leads_low") if not view.trick and not THIRDS[card.value] else None


CHECKS: tuple[Check, ...] = (gives_nothing, leads_low)


def plain(view: TressetteView, card: Card) -> Reason:
    """What the card surely does: it wins the trick (and the lead); else the cards it keeps in hand."""
    if (only := only_move(view, card)) is not None:
        return only
    if _surely_wins(view, card):
        return reason("wins_trick")
    return reason("keeps", cards=[str(c) for c in view.hand if c != card])
