"""Why a Scala 40 move is good: checks of the position, from the player's view only.

Each reason is true whatever the hidden cards: the discard pile's card "can go down this turn"
only when some lay-down of this turn takes it, and a pair kept "waits for" only cards of which a
copy is still unseen. Scala 40 has no odds (a turn is several moves), so its hint is Hard's own
decision, and these checks say why it holds.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Collection

from ..ai.scala40_plan import HARD, close_to, run_positions, taken_by, threatened, wants_discard
from ..scala40 import Add, Card, Discard, DrawStock, Meld, Open, ScalaView, SwapJoker, TableMeld, TakeDiscard, penalty
from ..scala40.cards import SUITS, card_names
from ..scala40.melds import ACE_HIGH, position_rank
from ..scala40.moves import ReturnDiscard
from ..scala40.state import DRAW
from .reasons import Check, Reason, only_move, reason

#: A discard worth this many penalty points or more is a high card.
HIGH_CARD = 10


def opens_with(view: ScalaView, move: object) -> Reason | None:
    if not isinstance(move, Open):
        return None
    return reason("opens_with", points=sum(TableMeld.build(view.player, meld).points for meld in move.melds))


def fits_table(view: ScalaView, move: object) -> Reason | None:
    if isinstance(move, Add):
        return reason("fits_table", card=str(move.card), meld=view.table[move.meld].text)
    if isinstance(move, SwapJoker):
        return reason("takes_joker", card=str(move.card), meld=view.table[move.meld].text)
    return None


def lays_combination(view: ScalaView, move: object) -> Reason | None:
    if not isinstance(move, Meld):
        return None
    return reason("lays_combination", cards=card_names(move.cards), points=sum(map(penalty, move.cards)))


def weighs_discard(view: ScalaView, move: object) -> Reason | None:
    """The draw: taking the discard when it can go down this turn (in the opening, a new
    combination, onto the table or in a joker's place: ``wants_discard`` of a player who does all
    of these), drawing from the stock when it cannot."""
    if view.phase != DRAW or not view.discard or not isinstance(move, TakeDiscard | DrawStock):
        return None
    goes_down = wants_discard(view, HARD)
    if isinstance(move, TakeDiscard) == goes_down:
        return reason("discard_completes" if goes_down else "discard_completes_nothing", card=str(view.discard[-1]))
    return None


def _waiting(hand: list[Card], live: Collection[Card]) -> tuple[list[Card], list[Card]] | None:
    """Two cards of the hand a third would make a combination of, and the cards that would, each
    one still ``live`` (unseen: another copy may come): two of a suit side by side (a run's ends),
    else two of a rank (the missing suits)."""
    real = [c for c in hand if not c.is_joker]
    pairs = [
        (a, b, [Card(position_rank(p), a.suit) for p in (low - 1, low + 2) if 1 <= p <= ACE_HIGH])
        for i, a in enumerate(real) for b in real[i + 1 :] if a.suit == b.suit
        for low in run_positions(a) if low + 1 in run_positions(b)
    ]
    pairs += [
        (a, b, [Card(a.rank, s) for s in SUITS if s not in (a.suit, b.suit)])
        for i, a in enumerate(real) for b in real[i + 1 :] if a.rank == b.rank and a.suit != b.suit
    ]
    for a, b, wanted in pairs:
        coming = [card for card in wanted if card in live]
        if coming:
            return [a, b], coming
    return None


def _kept(view: ScalaView, discard: Card) -> list[Card]:
    return list((Counter(view.hand) - Counter([discard])).elements())


def waits_for(view: ScalaView, move: object) -> Reason | None:
    if not isinstance(move, Discard):
        return None
    found = _waiting(_kept(view, move.card), set(view.unseen()))
    if found is None:
        return None
    cards, wanted = found
    return reason("waits_for", cards=card_names(cards), wanted=card_names(wanted))


def they_took(view: ScalaView, move: object) -> Reason | None:
    """The next player (who may take this discard) took cards from the discard pile; this discard is near none of them."""
    if not isinstance(move, Discard):
        return None
    took = taken_by(view, view.next_player)
    if not took or any(close_to(move.card, card) for card in took):
        return None
    return reason("they_took", card=str(took[-1]), discard=str(move.card))


def throw_high(view: ScalaView, move: object) -> Reason | None:
    if not isinstance(move, Discard) or not threatened(view) or penalty(move.card) < HIGH_CARD:
        return None
    fewest = min(view.hand_sizes[p] for p in view.others if view.opened[p])
    return reason("throw_high", count=fewest, card=str(move.card), points=penalty(move.card))


CHECKS: tuple[Check, ...] = (opens_with, fits_table, lays_combination, weighs_discard, throw_high, they_took, waits_for)


def plain(view: ScalaView, move: object) -> Reason:
    """What the move surely does: a discard's penalty points out of the hand, the card taken given back,
    a card drawn from the stock that nobody sees (where the discard could have gone down)."""
    if (only := only_move(view, move)) is not None:
        return only
    if isinstance(move, DrawStock):
        return reason("draws_unseen")
    if isinstance(move, ReturnDiscard) and view.taken is not None:
        return reason("gives_back", card=str(view.taken))
    if isinstance(move, Discard):
        return reason("discard_points", card=str(move.card), points=penalty(move.card))
    raise ValueError(f"no plain reason for {move}")
