"""The Scala 40 turn plan: the habits of Easy, Normal and Hard, each deciding from a ``ScalaView``.

A turn is several moves (a draw, lay-downs one at a time, a discard) and the
protocol asks for them one by one, each time with a fresh generator. So every
call plans the rest of the turn again from the view alone and returns its first
step; the plan is a function of the view, so the next call carries on with the
rest of it. Only ties between equally good discards are left to the generator.

Nothing here sees a full state: the hidden cards (the other hands and the stock)
enter only as ``view.unseen()``, the cards still live to complete a combination.
See docs/ai.md for how the levels play and how strong they measured.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from ..scala40 import (
    JOKER,
    OPENING_POINTS,
    Add,
    Card,
    Discard,
    DrawStock,
    Meld,
    Move,
    Open,
    ReturnDiscard,
    ScalaView,
    SwapJoker,
    TableMeld,
    TakeDiscard,
    find_openings,
    legal_turn_moves,
    penalty,
)
from ..scala40.melds import ACE_HIGH, position_points, position_rank, set_points
from ..scala40.state import DRAW, PLAY, STOCK
from .views import own_turn_view

# -- what each level does ----------------------------------------------------------------


@dataclass(frozen=True)
class Style:
    """The habits of a level. Every level opens as soon as it can and, once opened,
    lays down every combination and every card that fits the table."""

    takes_to_meld: bool = False  # take the discard when it completes a combination (or the opening)
    discards_at_random: bool = False  # otherwise: keep what nearly makes a combination
    takes_to_add: bool = False  # also take it to add it to the table or take back a joker with it
    swaps_jokers: bool = False
    plans_opening: bool = False  # choose the opening that leaves the best hand; keep cards worth points for it
    guards_table: bool = False  # never discard a card the next player could add to the table
    watches_takes: bool = False  # hold back cards near what the next player took from the discard pile
    sheds_when_threatened: bool = False  # another player is close to closing: shed high cards and jokers
    counts_cards: bool = False  # weigh a near-combination by the live copies of the cards it misses


EASY = Style(discards_at_random=True)
NORMAL = Style(takes_to_meld=True)
HARD = Style(
    takes_to_meld=True,
    takes_to_add=True,
    swaps_jokers=True,
    plans_opening=True,
    guards_table=True,
    watches_takes=True,
    sheds_when_threatened=True,
    counts_cards=True,
)

# -- how Normal and Hard weigh a card they might discard ----------------------------------

#: How many cards a player can expect to draw before the round ends: a combination
#: missing a card that has ``outs`` live copies among ``unseen`` cards completes with
#: a chance of about 1 - (1 - outs/unseen) ** DRAWS_AHEAD. Hard expects no more
#: draws than the other player (opened) holds cards.
DRAWS_AHEAD = 6
#: Normal does not count cards: any near-combination has this chance.
BLIND_CHANCE = 0.3
#: A second near-combination of the same card counts this much of the first.
SECOND_CHANCE = 0.5
#: Keep-values that put a card out of reach of the discard: a joker, a card of a
#: combination already in hand.
JOKER_KEEP = 100.0
MELDED_KEEP = 10.0
#: Hard, before opening: how much a near-combination's points towards the 40 add.
OPENING_WEIGHT = 1.5
#: Hard, before opening: a lone card's worth towards the 40 (per point of the card).
LONE_CARD_POINTS = 0.004
#: Hard, before opening: a card that fits the table goes down right after the opening.
TABLE_FIT_KEEP = 0.3
#: Hard: a card the other player (opened) could add to the table is never fed to them.
FEED_DANGER = 50.0
#: Hard: per discard-pile take of the other player that the card is close to.
TAKE_DANGER = 0.15
#: The cost of a card's penalty points per point: a tie-break for Normal, a real
#: weight for Hard once opened, a heavy one when the other player may close soon.
PENALTY_TIE = 0.0005
PENALTY_OPENED = 0.006
PENALTY_THREATENED = 0.04
#: The other player (opened) holding this many cards or fewer may close any turn.
THREAT_CARDS = 4


def play(view: ScalaView, rng: random.Random, style: Style) -> Move:
    """The next move of a player of ``style``."""
    view = own_turn_view(view, ScalaView)
    step = planned_step(view, style)
    if step is not None:
        return step
    return _discard(view, [m for m in view.legal_moves() if isinstance(m, Discard)], style, rng)


def planned_step(view: ScalaView, style: Style) -> Move | None:
    """The turn plan's next draw or lay-down, or None when it is time to discard."""
    if view.phase == STOCK:
        return DrawStock()
    if view.phase == DRAW:
        return TakeDiscard() if wants_discard(view, style) else DrawStock()
    moves = view.legal_moves()
    lay_down = _lay_down(view, moves, style)
    if lay_down is not None:
        return lay_down
    if ReturnDiscard() in moves:  # a taken card with no way down (the plan never leads here)
        return ReturnDiscard()
    return None


# -- the draw --------------------------------------------------------------------------


def wants_discard(view: ScalaView, style: Style) -> bool:
    """Take the discard only to put it down this turn: in the opening, a new combination,
    or (Hard) onto the table or in place of a table joker."""
    if not style.takes_to_meld:
        return False
    card = view.discard[-1]
    opened = view.opened[view.player]
    after = legal_turn_moves(PLAY, tuple(sorted((*view.hand, card))), view.table, opened, card)
    for move in after:
        if isinstance(move, Open) or (isinstance(move, Meld) and card in move.cards):
            return True
        if style.takes_to_add and isinstance(move, (Add, SwapJoker)) and move.card == card:
            return True
    return False


# -- lay-downs -------------------------------------------------------------------------


def _lay_down(view: ScalaView, moves: list[Move], style: Style) -> Move | None:
    """The next lay-down of the turn's plan, or None when it is time to discard."""
    if not view.opened[view.player]:
        openings = [m for m in moves if isinstance(m, Open)]
        if not openings:
            return None
        return _best_opening(view, openings) if style.plans_opening else openings[0]
    taken = view.taken
    if taken is not None:
        return _lay_down_taken(moves, taken)
    if style.swaps_jokers:
        for move in moves:
            if isinstance(move, SwapJoker):
                return move
    for meld in _layout(view.hand):
        if Meld(meld) in moves:
            return Meld(meld)
    adds = [m for m in moves if isinstance(m, Add)]
    real = [m for m in adds if not m.card.is_joker]
    if real:
        return max(real, key=lambda m: penalty(m.card))
    if adds and (len(view.hand) == 2 or (style.sheds_when_threatened and threatened(view))):
        return adds[0]  # a joker: down it goes when that closes the round, or before the other closes
    return None


def _lay_down_taken(moves: list[Move], taken: Card) -> Move | None:
    """Put the taken discard down: in the biggest new combination, else in place of a
    table joker, else onto the table."""
    melds = [m for m in moves if isinstance(m, Meld) and taken in m.cards]
    if melds:
        return max(melds, key=lambda m: len(m.cards))
    for kind in (SwapJoker, Add):
        for move in moves:
            if isinstance(move, kind) and move.card == taken:
                return move
    return None


def _layout(hand: Sequence[Card]) -> tuple[tuple[Card, ...], ...]:
    """The combinations to lay down from ``hand`` (once opened): the most cards, then the
    most points, keeping a card to discard."""
    bundles = find_openings(hand, 1)
    if not bundles:
        return ()
    return max(bundles, key=lambda o: (o.cards, o.points)).melds


def _best_opening(view: ScalaView, openings: list[Open]) -> Open:
    """The opening after which the fewest cards stay in hand (the rest of the turn's
    combinations and table additions counted), then the one worth most."""

    def outcome(opening: Open) -> tuple[int, int]:
        laid = tuple(TableMeld.build(view.player, meld) for meld in opening.melds)
        rest = _minus(view.hand, (c for meld in opening.melds for c in meld))
        rest = _minus(rest, (c for meld in _layout(rest) for c in meld))
        fits = _fitting(view.table + laid)
        left = sum(1 for c in rest if c.is_joker or c not in fits)
        return left, -sum(m.points for m in laid)

    return min(openings, key=outcome)


def _minus(hand: Sequence[Card], cards: Iterable[Card]) -> tuple[Card, ...]:
    rest = list(hand)
    for card in cards:
        rest.remove(card)
    return tuple(rest)


def _fitting(table: Sequence[TableMeld]) -> set[Card]:
    """The cards that may go onto the table: added to a combination, or in place of a joker."""
    return {card for meld in table for card, _ in meld.additions()} | {
        card for meld in table for card in meld.stands_for()
    }


def threatened(view: ScalaView) -> bool:
    """Some other player has opened and holds so few cards that they may close any turn."""
    return any(view.opened[p] and view.hand_sizes[p] <= THREAT_CARDS for p in view.others)


# -- the discard -------------------------------------------------------------------------


def _discard(view: ScalaView, discards: list[Discard], style: Style, rng: random.Random) -> Move:
    if style.discards_at_random:
        melded = {c for meld in _layout(view.hand) for c in meld}
        loose = [m for m in discards if not m.card.is_joker and m.card not in melded]
        pool = loose or [m for m in discards if not m.card.is_joker] or discards
        return pool[rng.randrange(len(pool))]
    values = keep_values(view, style)
    lowest = min(values[m.card] for m in discards)
    ties = [m for m in discards if values[m.card] <= lowest + 1e-9]
    return ties[rng.randrange(len(ties))]


def keep_values(view: ScalaView, style: Style) -> dict[Card, float]:
    """How much each card of the hand is worth keeping; the lowest is discarded.

    A card is worth the chance that it completes a combination with another card of
    the hand (a pair of a rank, two cards of a run, the end of a run two steps away):
    a fixed chance for Normal, for Hard one from the live copies of the missing cards
    and the draws left. Hard adds, before opening, the points the combination would
    bring towards the 40; once opened, the card's penalty points count against it;
    a card that would help the other player counts for keeping it.
    """
    hand = view.hand
    player = view.player
    opened = view.opened[player]
    unseen = Counter(view.unseen())
    unseen_total = max(1, sum(unseen.values()))
    preopening = style.plans_opening and not opened
    bundles = find_openings(hand, 1)
    best = max(bundles, key=lambda o: (o.points, o.cards) if preopening else (o.cards, o.points), default=None)
    melds = best.melds if best else ()
    melded = Counter(c for meld in melds for c in meld)
    loose = list((Counter(hand) - melded).elements())
    missing = max(1, OPENING_POINTS - (best.points if best else 0))
    runs = [TableMeld.build(player, meld) for meld in melds if _is_run(meld)]
    if opened or style.plans_opening:
        runs += [m for m in view.table if m.start]
    fits = _fitting(view.table)
    receiver = view.next_player  # the only one who may take the discard
    feeds = fits if style.guards_table and view.opened[receiver] else set()
    took = taken_by(view, receiver) if style.watches_takes else []
    penalty_weight = PENALTY_TIE
    if style.plans_opening and opened:
        penalty_weight = PENALTY_THREATENED if style.sheds_when_threatened and threatened(view) else PENALTY_OPENED

    draws = DRAWS_AHEAD
    opened_sizes = [view.hand_sizes[p] for p in view.others if view.opened[p]]
    if style.sheds_when_threatened and opened_sizes:
        draws = max(1, min(DRAWS_AHEAD, *opened_sizes))

    def chance(outs: int) -> float:
        if not style.counts_cards:
            return BLIND_CHANCE if outs else 0.0
        return 1 - (1 - min(outs, unseen_total) / unseen_total) ** draws

    def worth(outs: int, points: int) -> float:
        value = chance(outs)
        if preopening:
            value *= 1 + OPENING_WEIGHT * min(points, missing) / missing
        return value

    values: dict[Card, float] = {}
    for card in sorted(set(hand)):
        if card.is_joker:
            values[card] = JOKER_KEEP
            continue
        if card not in loose:
            values[card] = MELDED_KEEP
            continue
        others = list(loose)
        others.remove(card)
        chances = sorted(
            (worth(outs, points) for outs, points in _near_combinations(card, others, runs, unseen)), reverse=True
        )
        value = (chances[0] if chances else 0.0) + SECOND_CHANCE * (chances[1] if len(chances) > 1 else 0.0)
        if preopening:
            value += LONE_CARD_POINTS * set_points(card.rank)
            if card in fits:
                value += TABLE_FIT_KEEP
        value -= penalty_weight * penalty(card)
        if card in feeds:
            value += FEED_DANGER
        value += TAKE_DANGER * sum(1 for t in took if close_to(card, t))
        values[card] = value
    return values


def _is_run(meld: Sequence[Card]) -> bool:
    return len({c.rank for c in meld if not c.is_joker}) > 1


def run_positions(card: Card) -> tuple[int, ...]:
    """Where a card may stand in a run: the Ace at 1 or 14."""
    return (1, ACE_HIGH) if card.rank == 1 else (card.rank,)


def _card_at(position: int, suit: str) -> Card:
    return Card(position_rank(position), suit)


def _near_combinations(
    card: Card, others: Sequence[Card], runs: Sequence[TableMeld], unseen: Counter[Card]
) -> list[tuple[int, int]]:
    """Each combination ``card`` is one card short of, as (live copies of the missing
    cards and jokers, points of the combination): with a card of ``others`` of the same
    rank, or of its suit one or two steps away, or two steps beyond the end of a run."""
    jokers = unseen[JOKER]
    found = []
    for other in others:
        if other.is_joker:
            continue
        if other.rank == card.rank and other.suit != card.suit:
            missing = [Card(card.rank, s) for s in "DHSC" if s not in (card.suit, other.suit)]
            found.append((sum(unseen[c] for c in missing) + jokers, 3 * set_points(card.rank)))
        elif other.suit == card.suit:
            for a in run_positions(card):
                for b in run_positions(other):
                    low, high = min(a, b), max(a, b)
                    if high - low == 1:
                        ends = [_card_at(p, card.suit) for p in (low - 1, high + 1) if 1 <= p <= ACE_HIGH]
                        start = low - 1 if low > 1 else low
                    elif high - low == 2:
                        ends = [_card_at(low + 1, card.suit)]
                        start = low
                    else:
                        continue
                    points = sum(position_points(p) for p in range(start, start + 3))
                    found.append((sum(unseen[c] for c in ends) + jokers, points))
    for run in runs:
        if next(c.suit for c in run.cards if not c.is_joker) != card.suit:
            continue
        end = run.start + len(run.cards) - 1
        for position in run_positions(card):
            if position == run.start - 2 or position == end + 2:
                gap = _card_at((position + (run.start if position < run.start else end)) // 2, card.suit)
                found.append((unseen[gap], 0))
    return found


def close_to(card: Card, taken: Card) -> bool:
    """``card`` could sit in a combination with ``taken``: same rank, or its suit within two steps."""
    if card.rank == taken.rank:
        return card.suit != taken.suit
    if card.suit != taken.suit:
        return False
    return any(0 < abs(a - b) <= 2 for a in run_positions(card) for b in run_positions(taken))


def taken_by(view: ScalaView, player: int) -> list[Card]:
    """The cards ``player`` took from the discard pile this round: each take follows the
    discard it took (the round's very first card, taken before any discard, is not known)."""
    history = view.history
    return [
        before.card
        for (who, move), (_, before) in zip(history[1:], history, strict=False)
        if who == player and isinstance(move, TakeDiscard) and isinstance(before, Discard)
    ]

