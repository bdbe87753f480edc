"""The Briscola computer players: Easy, Normal and Hard, each deciding from a ``BriscolaView``.

Nothing here ever sees a full state: a level gets the player's view and a seeded
generator, and Hard imagines the hidden cards from the view alone (``view.unseen()``).
Normal and Hard work on the compact cards of ``briscola_search`` (a card is an index).
docs/ai.md says how the levels play and how strong they measured.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from functools import lru_cache
from itertools import combinations, permutations
from math import comb, exp, factorial
from typing import NamedTuple

from ..briscola import STOCK_AT_DEAL, BriscolaView, beats
from ..scopa.cards import DECK, SUITS, Card
from .briscola_search import (
    BIT,
    CARD_ID,
    POINT,
    RANK,
    SUIT,
    TAKES,
    Position,
    Search,
    mask_of,
    tricks_left,
)
from .views import own_turn_view

# -- Easy ------------------------------------------------------------------------------


def easy(view: BriscolaView, rng: random.Random) -> Card:
    """Take the trick with a card that wins it, when it has one; otherwise any card, at random."""
    hand = own_turn_view(view, BriscolaView).legal_moves()
    if view.led is not None:
        winners = [card for card in hand if beats(card, view.led, view.briscola.suit)]
        if winners:
            return winners[rng.randrange(len(winners))]
    return hand[rng.randrange(len(hand))]


# -- Normal ----------------------------------------------------------------------------

#: What spending a trump costs Normal, in points, on top of its rank (1 for the 2 to 10 for
#: the Ace): a trump is kept for a trick worth more than that, an Ace or a Three.
TRUMP_SPEND = 8
#: What spending any other card costs per rank: among cards alike, the weakest goes first.
RANK_SPEND = 0.1
#: ``SPEND[trumps][card]``: what playing a card gives up besides its points, a trump's power or a high card's rank.
SPEND = tuple(
    tuple(TRUMP_SPEND + RANK[card] if SUIT[card] == trumps else RANK_SPEND * RANK[card] for card in range(len(DECK)))
    for trumps in range(len(SUITS))
)
#: ``BEATEN_BY[trumps][card]``: the cards that take ``card`` when it is led, as a mask.
BEATEN_BY = tuple(
    tuple(sum(BIT[answer] for answer in range(len(DECK)) if TAKES[trumps][card * 40 + answer]) for card in range(len(DECK)))
    for trumps in range(len(SUITS))
)


def answer_worth(card: int, led: int, trumps: int) -> float:
    """Answering ``led`` with ``card``: the trick's points won or lost, less what the card gives up."""
    stake = POINT[led] + POINT[card]
    return (stake if TAKES[trumps][led * 40 + card] else -stake) - SPEND[trumps][card]


def lead_worth(card: int, trumps: int, threats: int) -> float:
    """Leading ``card``: minus its points when one of ``threats`` (a mask of the cards out of the
    player's sight) could take it, less what it gives up."""
    return -(POINT[card] if BEATEN_BY[trumps][card] & threats else 0) - SPEND[trumps][card]


def normal(view: BriscolaView, rng: random.Random) -> Card:
    """Take points cheaply, keep trumps and high cards for tricks that matter, never give away
    an Ace or a Three that can be taken: the best card by ``answer_worth`` or ``lead_worth``.
    Equal cards are chosen between at random."""
    hand = own_turn_view(view, BriscolaView).legal_moves()
    trumps = SUITS.index(view.briscola.suit)
    if view.led is None:
        threats = mask_of([*view.unseen(), *([view.briscola] if view.briscola_with_other else [])])
        worth = [lead_worth(CARD_ID[card], trumps, threats) for card in hand]
    else:
        worth = [answer_worth(CARD_ID[card], CARD_ID[view.led], trumps) for card in hand]
    top = max(worth)
    best = [card for card, value in zip(hand, worth, strict=True) if value > top - 1e-9]
    return best[rng.randrange(len(best))]


# -- Hard's reading of the other player's plays --------------------------------------------

#: The tricks after which both players draw: the stock's cards, two a trick.
DRAWING_TRICKS = STOCK_AT_DEAL // 2
NO_CARD = -1
ALL_CARDS = (1 << len(DECK)) - 1


class TheirPlay(NamedTuple):
    """One play of the other player, as Hard reads it: the card; the card it answered
    (``NO_CARD`` for a lead); the cards they had no reason to fear then (those played before,
    and the briscola while it lay under the stock); whether they drew after that trick, and
    the card drawn when it is known (the briscola) or ``NO_CARD``."""

    card: int
    led: int
    unfeared: int
    drew: bool
    drawn: int


def their_recent_plays(view: BriscolaView, most: int) -> tuple[TheirPlay, ...]:
    """The other player's last ``most`` plays of this hand, the newest first."""
    other = 1 - view.player
    briscola = CARD_ID[view.briscola]
    moments = [
        moment
        for number, trick in enumerate(view.tricks)
        for moment in ((trick.leader, trick.led, None, number), (1 - trick.leader, trick.cards[1], trick.led, number))
    ]
    if view.led is not None:
        moments.append((view.leader, view.led, None, len(view.tricks)))
    plays, played = [], 0
    for player, card, led, number in moments:
        lying = number < DRAWING_TRICKS
        if player == other:
            drew = lying and number < len(view.tricks)
            last_draw_lost = drew and number == DRAWING_TRICKS - 1 and view.tricks[number].winner == view.player
            plays.append(TheirPlay(
                CARD_ID[card], NO_CARD if led is None else CARD_ID[led], played | (BIT[briscola] if lying else 0),
                drew, briscola if last_draw_lost else NO_CARD,
            ))
        played |= BIT[CARD_ID[card]]
    return tuple(plays[::-1][:most])


@lru_cache(maxsize=8192)
def play_share(play: TheirPlay, held: tuple[int, ...], trumps: int, temperature: float) -> float:
    """The chance a player who weighs cards as Normal does, holding ``held``, plays ``play.card``:
    its share of a softmax of their worth, ``temperature`` points wide. Remembered: the imagined
    deals of one decision read the same plays with many of the same hands."""
    if play.led == NO_CARD:
        threats = ALL_CARDS & ~(play.unfeared | sum(BIT[card] for card in held))
        worth = [lead_worth(card, trumps, threats) for card in held]
    else:
        worth = [answer_worth(card, play.led, trumps) for card in held]
    top = max(worth)
    weights = [exp((value - top) / temperature) for value in worth]
    return weights[held.index(play.card)] / sum(weights)


@lru_cache(maxsize=8192)
def plays_likelihood(plays: tuple[TheirPlay, ...], hand: tuple[int, ...], trumps: int, temperature: float) -> float:
    """How likely the other player made ``plays`` (the newest first) if they hold ``hand`` after
    the newest: the product of each play's ``play_share`` in the hand held then. That hand is
    found by going back through the plays and the draws between them; any card of a hand after
    a draw may be the one drawn, so the likelihood is the average over them. Remembered, as
    ``play_share`` is."""
    if not plays:
        return 1.0
    play = plays[0]
    if not play.drew:
        before_draw = [hand]
    elif play.drawn != NO_CARD:
        before_draw = [tuple(card for card in hand if card != play.drawn)]
    else:
        before_draw = [tuple(card for card in hand if card != drawn) for drawn in hand]
    total = 0.0
    for kept in before_draw:
        held = (*kept, play.card)
        total += play_share(play, held, trumps, temperature) * plays_likelihood(plays[1:], held, trumps, temperature)
    return total / len(before_draw)


# -- Hard ------------------------------------------------------------------------------


@dataclass(frozen=True)
class HardSettings:
    """How much Hard imagines: how many deals of the hidden cards, and how far it searches each.

    Each imagined deal is searched ``tricks_ahead`` tricks ahead, or to the end of the hand
    once at most ``exact_tricks`` tricks are left. One trick: in an imagined deal every card
    is known, so a longer search would let Hard plan its next lead as if it saw the other
    hand (docs/ai.md measured that to cost points); the trick in play, answered as well as
    the other hand can, and the fitted values of what each side then holds judge a card.
    When the hidden cards can lie in no more ways than ``deals``, every way is searched
    instead of a sample. Each deal counts as much as it makes the other player's last
    ``read_plays`` plays likely (``temperature``: how surely they play as Normal would).
    ``work`` bounds the search nodes of one decision: no new deal is imagined once it is
    spent. It counts work, not time, so a decision is the same on any machine. Near the end
    of the stock (at most ``end_stock`` cards in it, the briscola counted), ``end_deals`` deals
    are imagined instead: there a trick's draws decide more of what is left, and a decision
    searches fewer cards (docs/ai.md measured the gain and the time).
    """

    deals: int = 64
    end_stock: int = 8
    end_deals: int = 128
    tricks_ahead: int = 1
    exact_tricks: int = 4
    read_plays: int = 2
    temperature: float = 2.0
    work: int = 20_000


def imagined_deals(
    view: BriscolaView, rng: random.Random, most: int, drawn: int | None = None
) -> Iterator[tuple[list[Card], list[Card]]]:
    """Ways the hidden cards may lie, as (the other hand, the face-down stock in drawing order):
    every way when there are at most ``most``, else ``most`` drawn at random. A briscola the
    other player drew is in their hand in every one. With ``drawn``, a sample draws only the
    other hand and the first ``drawn`` cards of the stock at random (all a search that far sees),
    the rest of the stock following in the deck's order."""
    unseen = list(view.unseen())
    known = [view.briscola] if view.briscola_with_other else []
    held = view.opponent_hand_size - len(known)
    if comb(len(unseen), held) * factorial(len(unseen) - held) <= most:
        for hand in combinations(unseen, held):
            rest = [card for card in unseen if card not in hand]
            for stock in permutations(rest):
                yield [*hand, *known], list(stock)
        return
    if drawn is not None and held + drawn < len(unseen):
        for _ in range(most):
            chosen = rng.sample(unseen, held + drawn)
            rest = [card for card in unseen if card not in chosen]
            yield [*chosen[:held], *known], [*chosen[held:], *rest]
        return
    for _ in range(most):
        rng.shuffle(unseen)
        yield [*unseen[:held], *known], unseen[held:]


def hard(view: BriscolaView, rng: random.Random, settings: HardSettings = HardSettings()) -> Card:
    """Imagine the hidden cards consistently with the view, weigh each imagined deal by how
    likely it makes the other player's plays, play every card out in each (the trick, judged
    beyond it by values fitted by self-play), and play the best on average. Once the stock is
    out every card is known: one deal, searched to the end of the hand, is perfect play."""
    hand, totals, _ = weighed_totals(view, rng, settings)
    best = max(range(len(hand)), key=lambda i: (totals[i], -i))
    return hand[best]


def hard_values(view: BriscolaView, rng: random.Random, settings: HardSettings = HardSettings()) -> list[tuple[Card, float]]:
    """Each card of the hand with Hard's expected card points for it (mine minus theirs, the
    won ones counted): what ``hard`` decides on, for the coach's review."""
    hand, totals, weight = weighed_totals(view, rng, settings)
    return [(card, total / (weight or 1.0)) for card, total in zip(hand, totals, strict=True)]


def weighed_totals(view: BriscolaView, rng: random.Random, settings: HardSettings) -> tuple[list[Card], list[float], float]:
    """Hard's search: the cards of the hand, each one's value summed over the imagined deals
    (each weighted by its likelihood), and the sum of the weights (nothing is searched for one card)."""
    hand = own_turn_view(view, BriscolaView).legal_moves()
    if len(hand) == 1:
        return hand, [0.0], 1.0
    seen = view_position(view)
    left = tricks_left(seen._replace(theirs=(0,) * view.opponent_hand_size, stock=(0,) * view.stock_size))
    horizon = left if left <= settings.exact_tricks else settings.tricks_ahead
    totals = [0.0] * len(hand)
    weights = 0.0
    search = Search(seen.trumps)
    drawn = 2 * horizon if horizon < left else None  # the stock's cards a search that far draws
    for weight, theirs, stock in weighed_deals(view, rng, settings, seen.trumps, drawn):
        if weights and search.nodes >= settings.work:
            break
        position = seen._replace(theirs=theirs, stock=stock)
        weights += weight
        for i, card in enumerate(hand):
            totals[i] += weight * search.after_play(position, CARD_ID[card], horizon)
    return hand, totals, weights


def view_position(view: BriscolaView) -> Position:
    """The search's position of what ``view`` shows, with no other hand and no stock yet."""
    won = [0, 0]
    for trick in view.tricks:
        won[trick.winner] += POINT[CARD_ID[trick.cards[0]]] + POINT[CARD_ID[trick.cards[1]]]
    return Position(
        mine=tuple(CARD_ID[card] for card in view.hand), theirs=(), stock=(), pos=0,
        leader=0 if view.leader == view.player else 1, led=-1 if view.led is None else CARD_ID[view.led],
        won=won[view.player], lost=won[1 - view.player], trumps=SUITS.index(view.briscola.suit),
    )


def weighed_deals(
    view: BriscolaView, rng: random.Random, settings: HardSettings, trumps: int, drawn: int | None = None
) -> list[tuple[float, tuple[int, ...], tuple[int, ...]]]:
    """The imagined deals Hard searches, each as (its weight, the other hand, the stock in drawing
    order with the briscola last while it lies there): each weighed by how likely it makes the
    other player's recent plays. ``drawn``: as ``imagined_deals`` takes it."""
    plays = their_recent_plays(view, settings.read_plays) if view.stock_size else ()
    under = (CARD_ID[view.briscola],) if view.stock_size else ()
    deals = []
    most = settings.end_deals if view.stock_size <= settings.end_stock else settings.deals
    for other, stock in imagined_deals(view, rng, most, drawn):
        theirs = tuple(CARD_ID[card] for card in other)
        deals.append((plays_likelihood(plays, theirs, trumps, settings.temperature), theirs,
                      tuple(CARD_ID[card] for card in stock) + under))
    return deals


PLAYERS: dict[str, Callable[[BriscolaView, random.Random], Card]] = {"easy": easy, "normal": normal, "hard": hard}
