"""Hard's reading of the other Scala 40 players once they have opened: imagined hands, and how
likely the next player is to take a card Hard might discard.

No rule shows a held card, but a player's draws tell something: once opened, a player who drew from
the stock while a card lay on the discard pile had no new combination to make with it (a taken card
must go down the same turn, so what they took is on the table for all to see). An imagined hand
counts as much as it agrees with the cards its player passed (``reading_weight``). Hard weighs its
imagined deals of the unseen cards by every other player's passes (``scala40_values``), and asks,
of each card it might discard, the weighted share of the next player's imagined hands that would
take it for a new combination (a card they could add to the table is never fed to them anyway:
``keep_values``). Everything comes from the view: the unseen cards, the history and the table.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from ..scala40 import JOKER, Card, Discard, DrawStock, Open, ReturnDiscard, ScalaView, TakeDiscard
from ..scala40.cards import DECK, HAND_SIZE, SUITS
from ..scala40.melds import ACE_HIGH, position_rank
from .scala40_plan import run_positions

#: An imagined hand that could have made a combination with a card the other player passed once
#: opened counts this much (they may have drawn those cards since).
PASSED_AGAINST = 0.2


def passed_cards(view: ScalaView, other: int) -> list[Card]:
    """The cards ``other`` drew past once opened, found by following the discard pile
    through the round's moves (the card turned up at the deal is not known once gone)."""
    pile: list[Card | None] = [None]
    first_stock = len(DECK) - HAND_SIZE * len(view.playing) - 1  # less the hands and the card turned up
    stock, opened, taken = first_stock, False, None
    passed = []
    for who, move in view.history:
        if isinstance(move, Discard):
            pile.append(move.card)
        elif isinstance(move, TakeDiscard):
            taken = pile.pop()
        elif isinstance(move, ReturnDiscard):
            pile.append(taken)
        elif isinstance(move, DrawStock):
            top = pile[-1]
            if who == other and opened and top is not None:
                passed.append(top)
            if not stock:  # the pile but its top became the stock
                stock, pile = len(pile) - 1, pile[-1:]
            stock -= 1
        elif isinstance(move, Open) and who == other:
            opened = True
    return passed


def wanted(hand: Sequence[Card]) -> frozenset[Card]:
    """The cards that make a combination of three with two cards of ``hand`` (the missing suits of a
    pair of one rank, the card between or beside two of a suit), with a joker any card beside or
    two steps from a held one, and the joker itself when the hand holds such a pair."""
    real = sorted({c for c in hand if not c.is_joker})
    joker = JOKER in hand
    found: set[Card] = set()
    for i, card in enumerate(real):
        if joker:
            found.update(_neighbours(card))
        for other in real[i + 1 :]:
            completing = _completing(card, other)
            if completing:
                found.update(completing)
                found.add(JOKER)
    return frozenset(found)


def _neighbours(card: Card) -> list[Card]:
    """The cards of ``card``'s rank in the other suits, and of its suit up to two places away."""
    near = [Card(card.rank, s) for s in SUITS if s != card.suit]
    for place in run_positions(card):
        near += [Card(position_rank(p), card.suit) for p in range(place - 2, place + 3) if p != place and 1 <= p <= ACE_HIGH]
    return near


def _completing(one: Card, two: Card) -> list[Card]:
    """The cards that make a combination of three with ``one`` and ``two``."""
    if one.rank == two.rank:
        return [] if one.suit == two.suit else [Card(one.rank, s) for s in SUITS if s not in (one.suit, two.suit)]
    if one.suit != two.suit:
        return []
    found = []
    for a in run_positions(one):
        for b in run_positions(two):
            low, high = min(a, b), max(a, b)
            if high - low == 1:
                found += [Card(position_rank(p), one.suit) for p in (low - 1, high + 1) if 1 <= p <= ACE_HIGH]
            elif high - low == 2:
                found.append(Card(position_rank(low + 1), one.suit))
    return found


def reading_weight(hand: Sequence[Card], passed: Sequence[Card]) -> float:
    """How much an imagined ``hand`` counts against the cards its player ``passed``:
    ``PASSED_AGAINST`` for each that it would have taken."""
    completing = wanted(hand)
    return PASSED_AGAINST ** sum(1 for card in passed if card in completing)


def imagined_hands(view: ScalaView, rng: random.Random, count: int) -> list[tuple[tuple[Card, ...], float]]:
    """``count`` hands of the unseen cards the next player (opened, the one who may take this
    player's discard) might hold, each with its ``reading_weight``."""
    unseen = list(view.unseen())
    receiver = view.next_player
    passed = passed_cards(view, receiver)
    hands = []
    for _ in range(count):
        hand = tuple(rng.sample(unseen, view.hand_sizes[receiver]))
        hands.append((hand, reading_weight(hand, passed)))
    return hands


def take_chances(cards: Sequence[Card], hands: Sequence[tuple[tuple[Card, ...], float]]) -> dict[Card, float]:
    """For each of ``cards``, the weighted share of ``hands`` that would take it for a new combination."""
    chances = dict.fromkeys(cards, 0.0)
    for hand, weight in hands:
        completing = wanted(hand)
        for card in cards:
            if card in completing:
                chances[card] += weight
    total = sum(weight for _, weight in hands)
    return {card: chance / total for card, chance in chances.items()}
