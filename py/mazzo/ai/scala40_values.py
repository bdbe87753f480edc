"""Scala 40 Hard's evaluation: every legal move of this step of the turn, in points of the round.

A move is worth the turn it leads to: the move, then the turn plan (``scala40_plan``) up to its
discard. The turn's end is worth, from the player's side:

- the hand still held (before the discard) at the chance of being caught with it: its penalty
  points (100 before opening, ``hand_points``) times ``caught``, a small chance while the other
  player is far from closing, a large one once they are close;
- less ``UNOPENED_COST`` before opening, when no card of the hand may go down;
- less ``CARD_COST`` a card held, each a turn further from closing;
- each joker held, worth the cards it will take down with it (``JOKER_HELD``);
- less what the discard gives up: its keep-value (``keep_values``: the chances it would complete
  a combination, its own penalty points saved, the help it would give the other player) counted at
  ``KEEP_POINTS`` a unit, the points a combination takes out of a hand, up to one unit; the large
  values that mean "never" (a joker, a card of a combination, a card the other player would add
  to the table) grow only with their logarithm beyond it, so they keep their order in sane points;
- or, when the discard closes, the points the other player is expected to pay.

A draw from the stock is worth the mean over a few imagined stocks (the same for the whole turn); taking the discard, the turn
that puts it down (a card that cannot go down goes back, and the turn is a stock draw that showed
the other player a card; so is returning a taken card). So the discard Hard chooses is the plan's, and a lay-down is worth the
penalty it takes out of the hand at the chance of being caught with it, against what it leaves to
discard. Everything comes from the view: the imagined stocks are drawn from ``view.unseen()``.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Iterable

from ..scala40 import (
    JOKER,
    Card,
    Discard,
    DrawStock,
    Move,
    ReturnDiscard,
    ScalaState,
    ScalaView,
    TakeDiscard,
    hand_points,
    penalty,
)
from ..scala40.state import DRAW, STOCK
from .scala40_plan import HARD, PENALTY_OPENED, PENALTY_THREATENED, keep_values, planned_step, threatened, wants_discard
from .scala40_reading import imagined_hands, passed_cards, reading_weight, take_chances
from .views import own_turn_view

#: Points a unit of keep-value stands for: about what a combination takes out of a hand.
KEEP_POINTS = 20.0
#: What not having opened costs beyond the 100 points: no card may go down, none be added.
UNOPENED_COST = 20.0
#: What each card held costs: a turn further from closing.
CARD_COST = 2.0
#: What a joker held is worth: about the cards it will take out of the hand with it.
JOKER_HELD = 8.0
#: How many imagined stocks a draw from the stock is weighed over.
STOCK_DEALS = 8
#: Once the other player has opened, the likeliest discards weighed by how many imagined hands of
#: theirs would take them, and what a card taken for a new combination costs.
READ_CANDIDATES = 4
READ_HANDS = 40
TAKEN_POINTS = 20.0
#: Once some other player's passes are read, the imagined deals drawn for each one kept.
READ_DEALS = 4
#: What showing the other player a card one does not keep costs (take it, then return it).
SHOWN_COST = 1.0
#: The other player's penalty when they never opened (``hand_points``).
NEVER_OPENED_COST = hand_points((), False)


def hard(view: ScalaView, rng: random.Random) -> Move:
    """The move of ``hard_values`` worth most, the first of the legal order on a tie."""
    values = hard_values(view, rng)
    return values[max(range(len(values)), key=lambda i: (values[i][1], -i))][0]


#: ``imagine(view, rng, count)``: ``count`` full states the turn is played out in.
Imagine = Callable[[ScalaView, random.Random, int], list[ScalaState]]


def hard_values(view: ScalaView, rng: random.Random, imagine: Imagine | None = None) -> list[tuple[Move, float]]:
    """Every legal move, in the legal order, with the points of the round Hard expects it to bring.
    ``imagine`` (a bench's omniscient reference only) replaces the imagined deals of the unseen cards,
    and the other hands Hard reads with the other hand of its first world."""
    view = own_turn_view(view, ScalaView)
    worlds = imagine or imagined_worlds
    caught = KEEP_POINTS * (PENALTY_THREATENED if threatened(view) else PENALTY_OPENED)
    moves = view.legal_moves()
    if view.phase in (DRAW, STOCK):
        stock = _drawn(worlds(view, stock_rng(view), STOCK_DEALS), DrawStock(), caught)
        if view.phase == STOCK:
            return [(DrawStock(), stock)]
        take = stock - SHOWN_COST
        if wants_discard(view, HARD):
            take = _turn_end(worlds(view, rng, 1)[0].apply(TakeDiscard()), caught)
        return [(move, take if isinstance(move, TakeDiscard) else stock) for move in moves]
    discards = dict(discard_values(view, caught))
    receiver = view.next_player
    if view.opened[receiver] and len(discards) > 1:
        if imagine is None:
            _read(discards, imagined_hands(view, rng, READ_HANDS))
        else:
            _read(discards, [(world.hands[receiver], 1.0) for world in worlds(view, rng, 1)])
    world = worlds(view, rng, 1)[0]

    def value(move: Move) -> float:
        if isinstance(move, Discard):
            return discards[move]
        if isinstance(move, ReturnDiscard):
            return _drawn(worlds(view, stock_rng(view), STOCK_DEALS), move, caught) - SHOWN_COST
        return _turn_end(world.apply(move), caught)

    return [(move, value(move)) for move in moves]


def stock_rng(view: ScalaView) -> random.Random:
    """The generator of a turn's imagined stocks, seeded by the view where the turn began (the round,
    the move that began it, the unseen cards): the draw, and a return of the card taken then, see the
    same stocks, so Hard never takes a card to put down and then finds a return worth more."""
    start = len(view.history)
    if view.phase != DRAW:
        start = max(i for i, (who, move) in enumerate(view.history) if who == view.player and isinstance(move, TakeDiscard))
    return random.Random(f"{view.round_no} {start} {' '.join(map(str, view.unseen()))}")


def _drawn(worlds: list[ScalaState], move: Move, caught: float) -> float:
    """The mean turn's end over ``worlds`` after ``move`` (a draw, or a return then a draw)."""
    return _mean(_turn_end(world.apply(move), caught) for world in worlds)


def _mean(values: Iterable[float]) -> float:
    """The mean (``statistics`` is left out of the worker's standard library)."""
    listed = list(values)
    return sum(listed) / len(listed)


def _read(discards: dict[Discard, float], other_hands: list[tuple[tuple[Card, ...], float]]) -> None:
    """Lower Hard's likeliest discards by the chance the other player (opened) takes them for a new
    combination (``scala40_reading``: over ``other_hands``, weighed), at ``TAKEN_POINTS``."""
    likely = sorted(discards, key=lambda move: -discards[move])[:READ_CANDIDATES]
    chances = take_chances([move.card for move in likely], other_hands)
    for move in likely:
        discards[move] -= TAKEN_POINTS * chances[move.card]


def discard_values(view: ScalaView, caught: float) -> list[tuple[Discard, float]]:
    """Each discard of the hand, with the turn's end it makes."""
    if len(view.hand) == 1:
        return [(Discard(view.hand[0]), closing_points(view))]
    kept = keep_values(view, HARD)
    hand, opened = view.hand, view.opened[view.player]
    held = caught * hand_points(hand, opened) + CARD_COST * len(hand) - JOKER_HELD * hand.count(JOKER)
    held += 0 if opened else UNOPENED_COST
    return [(Discard(card), -held - keep_points(kept[card])) for card in sorted(set(hand))]


def keep_points(keep: float) -> float:
    """A keep-value in points: ``KEEP_POINTS`` a unit up to one, its logarithm beyond."""
    return KEEP_POINTS * (keep if keep <= 1 else 1 + math.log(keep))


def closing_points(view: ScalaView) -> float:
    """What the other players are expected to pay when this player closes now: each of their cards
    at the mean penalty of the unseen cards (100 for one who never opened), doubled when closing in
    the turn of the opening."""
    mean = _mean(map(penalty, view.unseen()))
    cost = sum(view.hand_sizes[p] * mean if view.opened[p] else NEVER_OPENED_COST for p in view.others)
    return cost * (2 if view.opened_now else 1)


def _turn_end(state: ScalaState, caught: float) -> float:
    """Follow the turn plan from ``state`` (the player's own turn) to its discard, and weigh it."""
    player = state.turn
    while True:
        result = state.result
        if result is not None:  # a draw from an empty stock that could not be rebuilt: a void round
            return float(sum(result.points) - 2 * result.points[player])
        view = own_turn_view(state.view(player), ScalaView)
        step = planned_step(view, HARD)
        if step is None:
            return max(value for _, value in discard_values(view, caught))
        state = state.apply(step)


def imagined_worlds(view: ScalaView, rng: random.Random, count: int) -> list[ScalaState]:
    """``count`` full states agreeing with the view: the unseen cards dealt at random between the
    other hands and the stock. Once some other player has drawn past a card after opening, the
    ``count`` are drawn from ``READ_DEALS`` times as many deals, each as likely as its hands agree
    with what every other player passed (``reading_weight``): the cards a player passed are
    likelier in the stock than in their hand."""
    hidden = list(view.unseen())
    passed = {p: cards for p in view.others if (cards := passed_cards(view, p))}
    deals = []
    for _ in range(count * (READ_DEALS if passed else 1)):
        rng.shuffle(hidden)
        deals.append((tuple(hidden), rng.randrange(1 << 30)))
    if passed:
        deals = rng.choices(deals, [_deal_weight(view, deal, passed) for deal, _ in deals], k=count)
    size = sum(view.hand_sizes[p] for p in view.others)
    return [view.complete(deal[:size], deal[size:], seed=seed) for deal, seed in deals]


def _deal_weight(view: ScalaView, deal: tuple[Card, ...], passed: dict[int, list[Card]]) -> float:
    """How much ``deal`` (the other hands in seat order, as ``view.complete`` reads it, then the
    stock) agrees with the cards each other player ``passed``."""
    weight, start = 1.0, 0
    for seat in view.others:
        size = view.hand_sizes[seat]
        if seat in passed:
            weight *= reading_weight(deal[start : start + size], passed[seat])
        start += size
    return weight
