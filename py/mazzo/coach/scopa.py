"""Why a Scopa or Scopone move is good: checks of the position, from the player's view only."""

from __future__ import annotations

from collections.abc import Sequence

from ..ai.scopa import sweeping_values
from ..ai.scopa_sim import mask_of
from ..scopa import Card, Play, ScopaView, scores_scopa
from ..scopa.cards import SETTEBELLO
from .reasons import Check, Reason, only_move, reason

COINS = "D"
COINS_FOR_THE_POINT = 6
#: A take of this many cards or more (the card played included) is worth saying.
MANY_CARDS = 4
#: The most cards a reason names as kept in hand.
MOST_KEPT = 3


def _left(view: ScopaView, move: Play) -> tuple[Card, ...]:
    """The table after ``move``."""
    if move.captures:
        return tuple(c for c in view.table if c not in move.captures)
    return (*view.table, move.card)


def _sweepers(view: ScopaView, left: Sequence[Card]) -> list[Card]:
    """The unseen cards that would take all of ``left`` at once."""
    values = sweeping_values(mask_of(left), view.options.capture)
    return [c for c in view.unseen() if c.value in values]


def _last_card(view: ScopaView) -> bool:
    """The round's very last card: taking the table with it is no scopa."""
    return sum(view.hand_sizes) == 1 and not view.deck_size


def _side_pile(view: ScopaView) -> list[Card]:
    sides = view.STATE.SIDES
    return [c for seat, pile in enumerate(view.piles) if seat % sides == view.player % sides for c in pile]


def _taken(move: Play) -> tuple[Card, ...]:
    return (*move.captures, move.card) if move.captures else ()


def sweeps(view: ScopaView, move: Play) -> Reason | None:
    if move.captures and not _left(view, move) and not _last_card(view) and scores_scopa(move, view.options.capture):
        return reason("scopa")
    return None


def takes_settebello(view: ScopaView, move: Play) -> Reason | None:
    return reason("takes_settebello") if SETTEBELLO in _taken(move) else None


def _others(view: ScopaView, move: Play) -> list[Play]:
    return [m for m in view.legal_moves() if m != move]


def sweep_avoided(view: ScopaView, move: Play) -> Reason | None:
    """This move leaves a table no unseen card sweeps, and another legal move would not."""
    left = _left(view, move)
    if not left or _last_card(view) or _sweepers(view, left):
        return None
    return reason("sweep_avoided") if any(_sweepers(view, _left(view, m)) for m in _others(view, move)) else None


def _kept(view: ScopaView, move: Play) -> list[Card]:
    """The hand after ``move``."""
    return [c for c in view.hand if c != move.card]


def leaves_safe_table(view: ScopaView, move: Play) -> Reason | None:
    """What this move leaves cannot be swept, where another move would leave a table one card sweeps:
    no card can, or every card that could has been played (none unseen, none in the player's hand)."""
    left = _left(view, move)
    if not left or _last_card(view):
        return None
    if not any(sweeping_values(mask_of(_left(view, m)), view.options.capture) for m in _others(view, move)):
        return None
    total = sum(c.value for c in left)
    values = sweeping_values(mask_of(left), view.options.capture)
    if not values:
        return reason("leaves_unsweepable", total=total)
    held = any(c.value in values for c in _kept(view, move))
    return reason("sweepers_out", total=total) if not held and not _sweepers(view, left) else None


def _side_after(view: ScopaView, move: Play) -> list[Card]:
    """The player's side's cards once ``move`` is played: its piles, what the move takes and, with
    the round's last card played after a capture of this side's, what the table still holds."""
    gained = list(_taken(move))
    if _last_card(view) and (move.captures or _side_took_last(view)):
        gained += _left(view, move)
    return [*_side_pile(view), *gained]


def _side_took_last(view: ScopaView) -> bool:
    sides = view.STATE.SIDES
    return view.last_capturer is not None and view.last_capturer % sides == view.player % sides


def takes_sevens(view: ScopaView, move: Play) -> Reason | None:
    if not any(c.value == 7 for c in _taken(move)):
        return None
    return reason("takes_sevens", sevens=sum(c.value == 7 for c in _side_after(view, move)))


def coins_count(view: ScopaView, move: Play) -> Reason | None:
    taken = sum(c.suit == COINS for c in _taken(move))
    held = sum(c.suit == COINS for c in _side_pile(view))
    if not taken or held >= COINS_FOR_THE_POINT:
        return None
    return reason("coins_count", taken=taken, coins=sum(c.suit == COINS for c in _side_after(view, move)))


def rank_out(view: ScopaView, move: Play) -> Reason | None:
    """A card laid down whose value nobody holds any more, the player included: no one pairs it."""
    if move.captures or any(c.value == move.card.value for c in (*view.unseen(), *_kept(view, move))):
        return None
    return reason("rank_out", card=str(move.card))


def takes_cards(view: ScopaView, move: Play) -> Reason | None:
    count = len(_taken(move))
    return reason("takes_cards", count=count) if count >= MANY_CARDS else None


CHECKS: tuple[Check, ...] = (
    sweeps, takes_settebello, sweep_avoided, leaves_safe_table, takes_sevens, coins_count, rank_out, takes_cards,
)


def _worth(card: Card) -> tuple[bool, bool, bool, int]:
    """How much a card is worth keeping, for the count: the settebello, a seven, a coin, then its value."""
    return (card == SETTEBELLO, card.value == 7, card.suit == COINS, card.value)


def plain(view: ScopaView, move: Play) -> Reason:
    """What the move surely does: the cards it takes; else that it gives away little, or keeps the cards worth most."""
    if (only := only_move(view, move)) is not None:
        return only
    if move.captures:
        return reason("takes", cards=[str(c) for c in move.captures])
    if move.card.value != 7 and move.card.suit != COINS:
        return reason("gives_little", card=str(move.card))
    kept = sorted(_kept(view, move), key=_worth, reverse=True)[:MOST_KEPT]
    return reason("keeps", cards=[str(c) for c in kept])
