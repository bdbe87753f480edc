"""The Scopa computer players: Easy, Normal and Hard, each deciding from a ``ScopaView``.

Nothing here ever sees a full state: a level gets the player's view and a
seeded generator, and Hard imagines the hidden cards from the view alone.
docs/ai.md says how the levels play and how strong they measured.
"""

from __future__ import annotations

import functools
import random
from collections.abc import Callable
from dataclasses import dataclass
from math import comb, exp

from ..scopa import Play, ScopaView
from .scopa_search import TO_ROUND_END, Search, after, final_value, round_over
from .scopa_sim import (
    BIT,
    CARD_ID,
    COINS,
    DECK,
    PLAIN,
    SAME_VALUE,
    SEVENS,
    Position,
    Rules,
    capturer,
    cards_of,
    mask_of,
    move_of,
    moves_of,
    play_of,
    rules_of,
    scores_scopa,
)
from .views import own_turn_view

# -- Easy ------------------------------------------------------------------------------

#: How often Easy notices a capture of one card of the same value, and a capture of a sum.
EASY_SEES_PAIR = 0.5
EASY_SEES_SUM = 0.25


def easy(view: ScopaView, rng: random.Random) -> Play:
    """Take a capture it happens to notice, picked at random; otherwise play a random card."""
    moves = own_turn_view(view, ScopaView).legal_moves()
    noticed = [m for m in moves if m.captures and rng.random() < (EASY_SEES_PAIR if len(m.captures) == 1 else EASY_SEES_SUM)]
    if noticed:
        return noticed[rng.randrange(len(noticed))]
    card = view.hand[rng.randrange(len(view.hand))]
    with_card = [m for m in moves if m.card == card]  # a card that can capture must capture
    return with_card[rng.randrange(len(with_card))]


# -- Normal ----------------------------------------------------------------------------

#: What a card is worth to whoever takes it, in round points, roughly as a player weighs it:
#: every card counts toward "most cards", a coin toward "most coins", a seven toward the
#: primiera, and a point card (the settebello; the King of coins with Re Bello) is a point by itself.
CARD_WORTH = 0.08
COIN_WORTH = 0.12
SEVEN_WORTH = 0.3
POINT_WORTH = 1.0
SCOPA_WORTH = 1.0


@functools.cache
def worths(rules: Rules) -> tuple[float, ...]:
    """Each card's worth (by its id) when ``rules.points`` are the point cards."""
    return tuple(
        CARD_WORTH + COIN_WORTH * bool(BIT[card] & COINS) + SEVEN_WORTH * bool(BIT[card] & SEVENS)
        + POINT_WORTH * bool(BIT[card] & rules.points)
        for card in range(len(DECK))
    )


WORTH = worths(PLAIN)


def worth_of(cards: int, worth: tuple[float, ...] = WORTH) -> float:
    return sum(worth[card] for card in cards_of(cards))


def chance_held(matching: int, unseen: int, hand_size: int) -> float:
    """The chance that ``hand_size`` cards drawn from ``unseen`` include one of ``matching`` of them."""
    if hand_size <= 0 or matching <= 0:
        return 0.0
    return 1 - comb(unseen - matching, hand_size) / comb(unseen, hand_size)


def sweeping_values(table: int, rule: str) -> list[int]:
    """The card values that would take the whole ``table`` at once as a scopa, under the capture ``rule``."""
    found = capturer(rule)
    if not table:
        return []
    # A card of a value stands for any of them: the coin, whose id is its value less one.
    return [value for value in range(1, 11) if table in found(table, value) and scores_scopa(value - 1, table, rule)]


def move_worth(card: int, capture: int, left: int, rules: Rules, worth: tuple[float, ...], last_card: bool = False) -> float:
    """What a move is worth at once (``worth``: each card's, ``worths(rules)``): a take, its cards and a
    scopa (none with the round's last card, nor an Ace's taking all); a card laid down, minus itself,
    as the other player may take it."""
    if capture:
        scopa = not left and not last_card and scores_scopa(card, capture, rules.capture)
        return worth_of(capture | BIT[card], worth) + (SCOPA_WORTH if scopa else 0.0)
    return -worth[card]


def normal(view: ScopaView, rng: random.Random) -> Play:
    """The move with the best take, less the chance of leaving the next player a scopa.

    A take is worth its cards (``WORTH``) plus a scopa; a card laid down is
    worth minus itself, as the next player (the other player, or at a table
    of four an opponent) may take it. Before any move, Normal counts the
    unseen cards that would sweep what it leaves and charges the chance that
    the next hand holds one, times a scopa and the cards swept. Equal moves
    are chosen between at random. The same at a table of two or four.
    """
    view = own_turn_view(view, ScopaView)
    rules = rules_of(view.options)
    worth = worths(rules)
    hand = tuple(CARD_ID[c] for c in view.hand)
    table = mask_of(view.table)
    unseen_cards = mask_of(view.unseen())
    unseen = unseen_cards.bit_count()
    their_hand = view.hand_sizes[(view.player + 1) % len(view.hand_sizes)]  # the next player: an opponent
    last_card = len(hand) == 1 and sum(view.hand_sizes) == 1 and not view.deck_size
    best: list[tuple[int, int]] = []
    best_score = float("-inf")
    for card, capture in moves_of(hand, table, rules.capture):
        left = table ^ capture if capture else table | BIT[card]
        score = move_worth(card, capture, left, rules, worth, last_card)
        if their_hand and left:
            sweepers = sum((SAME_VALUE[v] & unseen_cards).bit_count() for v in sweeping_values(left, rules.capture))
            score -= chance_held(sweepers, unseen, their_hand) * (SCOPA_WORTH + worth_of(left, worth))
        if score > best_score + 1e-9:
            best, best_score = [(card, capture)], score
        elif score > best_score - 1e-9:
            best.append((card, capture))
    return play_of(best[rng.randrange(len(best))])


# -- Hard ------------------------------------------------------------------------------

@dataclass(frozen=True)
class HardSettings:
    """How much Hard imagines: how many deals of the hidden cards, and how far it searches each.

    Each imagined deal is searched to the end of the current hand of cards
    (``deals_ahead`` more hands after it), or to the end of the round once at
    most ``exact_cards`` cards are left to play. ``work`` bounds the search
    nodes of one decision, so the slowest decisions stay quick: no new deal is
    imagined once it is spent. The budget counts work, not time, so a
    decision is the same on any machine.
    """

    deals: int = 64
    deals_ahead: int = 0
    exact_cards: int = 6
    work: int = 40_000


#: How Hard reads the other player's plays: it takes them for a player who weighs takes as
#: Normal does (WORTH, a scopa) and fears leaving a sweep as if the sweeping card were held
#: this often, and who picks a move worse by this many points e times less often.
READ_SWEEP_FEAR = 0.4
READ_TEMPERATURE = 0.25


def plays_this_hand(view: ScopaView, seat: int) -> list[tuple[int, int, int, int]]:
    """``seat``'s plays since the last cards were dealt, the only ones made while holding the
    cards they hold now, latest first: ``(table before, card, capture, cards they played after it)``.

    The tables before are found by taking the hand's plays back one by one.
    """
    recent = len(view.hand_sizes) * view.STATE.dealing(view.options).hand - sum(view.hand_sizes)
    table, later, plays = mask_of(view.table), 0, []
    for player, play in reversed(view.history[len(view.history) - recent :] if recent > 0 else ()):
        card, capture = CARD_ID[play.card], mask_of(play.captures)
        table = table | capture if capture else table & ~BIT[card]
        if player == seat:
            plays.append((table, card, capture, later))
            later |= BIT[card]
    return plays


def taste(table: int, card: int, capture: int, rules: Rules = PLAIN) -> float:
    """How much a player who weighs takes as Normal does likes a move."""
    left = table ^ capture if capture else table | BIT[card]
    worth = worths(rules)
    score = move_worth(card, capture, left, rules, worth)
    if left and sweeping_values(left, rules.capture):
        score -= READ_SWEEP_FEAR * (SCOPA_WORTH + worth_of(left, worth))
    return score


def plays_likelihood(plays: list[tuple[int, int, int, int]], hand: tuple[int, ...], rules: Rules = PLAIN) -> float:
    """How likely the other player made ``plays`` if they now hold ``hand``: a product over the
    plays of each one's share of a softmax of ``taste`` over the moves they had then."""
    likelihood = 1.0
    for table, card, capture, later in plays:
        held = (*hand, *cards_of(later), card)
        scores = [taste(table, c, taken, rules) for c, taken in moves_of(held, table, rules.capture)]
        top = max(scores)
        chosen = exp((taste(table, card, capture, rules) - top) / READ_TEMPERATURE)
        likelihood *= chosen / sum(exp((score - top) / READ_TEMPERATURE) for score in scores)
    return likelihood


def imagined_position(view: ScopaView, hidden: list[int]) -> Position:
    """The position if the hidden cards are ``hidden``: the other hand first, then the deck in order."""
    player = view.player
    last = view.last_capturer
    held = view.opponent_hand_size
    return Position(
        me=tuple(CARD_ID[c] for c in view.hand),
        opp=tuple(hidden[:held]),
        table=mask_of(view.table),
        pile_me=mask_of(view.piles[player]),
        pile_opp=mask_of(view.piles[1 - player]),
        scopa_diff=len(view.scopas[player]) - len(view.scopas[1 - player]),
        last=0 if last is None else 1 if last == player else -1,
        deck=tuple(hidden[held:]),
        pos=0,
    )


def hard(view: ScopaView, rng: random.Random, settings: HardSettings = HardSettings()) -> Play:
    """Imagine deals of the unseen cards, search every move in each, play the best on average.

    No rule forces a play that would reveal a held card, so every deal of
    the unseen cards is possible; but the other player's plays of this hand
    of cards tell what they likely hold (laying a card down beside the
    settebello says "no seven"), so each imagined deal counts as much as it
    makes those plays likely (``plays_likelihood``).
    """
    moves, totals, _ = weighed_totals(view, rng, settings)
    return best_of(moves, totals)


def hard_values(view: ScopaView, rng: random.Random, settings: HardSettings = HardSettings()) -> list[tuple[Play, float]]:
    """Each legal move with Hard's expected round points for it (mine minus theirs): what ``hard``
    decides on, for the coach's review (with the same generator, the best is ``hard``'s move)."""
    return expected_values(*weighed_totals(view, rng, settings))


#: Hard's search of one decision: the legal moves, each one's value summed over the imagined
#: deals (each weighted by its likelihood), and the sum of the weights.
Weighed = tuple[list[tuple[int, int]], list[float], float]


def expected_values(moves: list[tuple[int, int]], totals: list[float], weight: float) -> list[tuple[Play, float]]:
    """Each move with its expected value: its total over the imagined deals, per unit of their weight."""
    return [(play_of(move), total / (weight or 1.0)) for move, total in zip(moves, totals, strict=True)]


def weighed_totals(view: ScopaView, rng: random.Random, settings: HardSettings) -> Weighed:
    """Hard's search (``Weighed``); nothing is searched when there is one move."""
    view = own_turn_view(view, ScopaView)
    moves = [move_of(m) for m in view.legal_moves()]
    if len(moves) == 1:
        return moves, [0.0], 1.0
    rules = rules_of(view.options)
    unseen = [CARD_ID[c] for c in view.unseen()]
    cards_left = len(unseen) + len(view.hand)
    deals_ahead = TO_ROUND_END if cards_left <= settings.exact_cards else settings.deals_ahead
    deals = settings.deals if view.deck_size else 1  # with no deck, the other hand is all that is unseen
    plays = plays_this_hand(view, 1 - view.player) if view.deck_size else []
    search = Search(rules)
    totals = [0.0] * len(moves)
    weights = 0.0
    for _ in range(deals):
        if search.nodes >= settings.work:
            break
        hidden = unseen[:]
        rng.shuffle(hidden)
        position = imagined_position(view, hidden)
        weight = plays_likelihood(plays, position.opp, rules)
        weights += weight
        for i, (card, capture) in enumerate(moves):
            child = after(position, card, capture, rules)
            totals[i] -= weight * (final_value(child, rules) if round_over(child) else search.value(child, deals_ahead))
    return moves, totals, weights


def best_of(moves: list[tuple[int, int]], totals: list[float]) -> Play:
    """The move with the best total over the imagined deals (ties: the first in the view's order)."""
    return play_of(moves[max(range(len(moves)), key=lambda i: (totals[i], -i))])


PLAYERS: dict[str, Callable[[ScopaView, random.Random], Play]] = {"easy": easy, "normal": normal, "hard": hard}
