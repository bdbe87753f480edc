"""The computer players of a table of four (Scopa in pairs, Scopone): Easy, Normal and Hard.

Easy and Normal are Scopa's own (``mazzo.ai.scopa``): they read a view of any table,
Normal fearing a sweep by the next player, an opponent at four. Hard is its own here,
because three hands are hidden: it imagines them from the view alone, weighing each
card by what every other player's plays since they were dealt say about holding it,
and searches each imagined deal (``scopa_four_search``), partners playing for their
side. docs/ai.md says how it plays and how strong it measured.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass
from math import exp, inf

from ..scopa import PartnershipView, Play, ScoponeState
from .scopa import READ_TEMPERATURE, best_of, easy, normal, plays_this_hand, taste
from .scopa_four_search import TURN, FourPosition, FourSearch, after, final_value, round_over
from .scopa_sim import CARD_ID, PLAIN, Rules, mask_of, move_of, moves_of, play_of, rules_of
from .views import own_turn_view

#: The least weight a card keeps for a hand, however strongly the plays say it is not there,
#: so that every card always has somewhere to go.
LEAST_ODDS = 1e-6


@dataclass(frozen=True)
class FourSettings:
    """How much Hard imagines: how many deals of the hidden cards, and how far it searches each.

    Each imagined deal is searched ``turns`` whole turns of the table ahead, to the end of
    the hands in play once they hold at most ``exact_cards`` cards (and never past them:
    Scopa's next three cards each are not imagined). After ``least_deals`` deals a move whose
    mean falls more than ``margin`` points behind the best is searched no more, and the
    deals stop once one move is left. ``work`` bounds the search nodes of a decision: no new
    deal is imagined when it would likely cost more than is left (as much as the last one, per
    move still searched). It counts work, not time, so a decision is the same on any machine.
    """

    deals: int = 32
    turns: int = 1
    exact_cards: int = 12
    work: int = 24_000
    least_deals: int = 4
    margin: float = 1.0


#: Scopone's: its ten-card hands leave more to choose between, and a Hard pair measured stronger
#: there with more nodes and every move searched in every deal (docs/ai.md).
SCOPONE_SETTINGS = FourSettings(work=40_000, margin=inf)


def settings_of(view: PartnershipView) -> FourSettings:
    """Hard's settings at the view's table."""
    return SCOPONE_SETTINGS if issubclass(view.STATE, ScoponeState) else FourSettings()


def holding_odds(plays: list[tuple[int, int, int, int]], unseen: list[int], rules: Rules = PLAIN) -> dict[int, float]:
    """How likely a player made ``plays`` holding each unseen card, next to not holding it.

    Each play where the card offered a move this player would have liked better (``taste``,
    the reading of Scopa's Hard) by ``d`` points counts ``exp(-d / READ_TEMPERATURE)``: laying
    a card down beside the settebello says "no seven".
    """
    chosen = [(table, taste(table, played, capture, rules)) for table, played, capture, _ in plays]
    odds = {}
    for card in unseen:
        factor = 1.0
        for table, liked in chosen:
            better = max(taste(table, card, taken, rules) for _, taken in moves_of((card,), table, rules.capture)) - liked
            if better > 0:
                factor *= exp(-better / READ_TEMPERATURE)
        odds[card] = max(factor, LEAST_ODDS)
    return odds


def imagined_hands(
    sizes: dict[int, int], deck_size: int, unseen: list[int], odds: dict[int, dict[int, float]], rng: random.Random
) -> tuple[dict[int, list[int]], list[int], float]:
    """One deal of the unseen cards: each seat's hand (``sizes`` cards), the deck, and the deal's weight.

    The cards go out one by one in a shuffled order, each to a seat with a chance that
    grows with the room left in its hand and its ``odds`` of holding that card (the deck
    at even odds), so every deal keeps the sizes the view shows. The weight corrects
    for dealing card by card: weighted so, the deals are as likely as the product of
    the odds of where their cards lie (importance sampling; the weight is the product,
    over the cards dealt, of the odds the seats with room had on average).
    """
    order = unseen[:]
    rng.shuffle(order)
    room = {**sizes, -1: deck_size}
    dealt: dict[int, list[int]] = {seat: [] for seat in room}
    weight, left = 1.0, len(order)
    for card in order:
        chances = [(seat, free * (odds[seat][card] if seat in odds else 1.0)) for seat, free in room.items() if free]
        total = sum(chance for _, chance in chances)
        seat = _pick(chances, rng.random() * total)
        dealt[seat].append(card)
        room[seat] -= 1
        weight *= total / left
        left -= 1
    deck = dealt.pop(-1)
    return dealt, deck, weight


def _pick(chances: list[tuple[int, float]], point: float) -> int:
    """The seat whose share of the chances, laid end to end, holds ``point``."""
    for seat, chance in chances:
        point -= chance
        if point < 0:
            return seat
    return chances[-1][0]  # ``point`` at the very end, by rounding


def imagined_position(view: PartnershipView, hands: dict[int, list[int]], deck: list[int]) -> FourPosition:
    """The position if the other hands and the deck are these, from the player to move."""
    player, seats, table = view.player, len(view.hand_sizes), view.STATE
    held = [tuple(CARD_ID[c] for c in view.hand), *(tuple(hands[(player + step) % seats]) for step in range(1, seats))]
    ours, theirs = table.seats_of(player % table.SIDES), table.seats_of((player + 1) % table.SIDES)
    last = view.last_capturer
    return FourPosition(
        hands=(held[0], held[1], held[2], held[3]),
        table=mask_of(view.table),
        pile_us=mask_of(c for seat in ours for c in view.piles[seat]),
        pile_them=mask_of(c for seat in theirs for c in view.piles[seat]),
        scopa_diff=sum(len(view.scopas[seat]) for seat in ours) - sum(len(view.scopas[seat]) for seat in theirs),
        last=0 if last is None else 1 if last in ours else -1,
        deck=tuple(deck),
        pos=0,
        hand=table.dealing(view.options).hand,
    )


def hard(view: PartnershipView, rng: random.Random, settings: FourSettings | None = None) -> Play:
    """Imagine deals of the three hidden hands, search every move in each, play the best on average
    (with the table's settings unless given)."""
    searched = weighed_search(view, rng, settings)
    return best_of([searched.moves[i] for i in searched.contenders], [searched.totals[i] for i in searched.contenders])


def hard_values(
    view: PartnershipView, rng: random.Random, settings: FourSettings | None = None
) -> list[tuple[Play, float]]:
    """Hard's expected round points of each legal move (our side minus theirs), for the coach's review:
    a move searched no more once it fell behind is valued over the deals it was searched in."""
    searched = weighed_search(view, rng, settings)
    return [
        (play_of(move), total / (weight or 1.0))
        for move, total, weight in zip(searched.moves, searched.totals, searched.weights, strict=True)
    ]


@dataclass(frozen=True)
class Searched:
    """Hard's search of one decision: each move's weighed total over the deals it was searched in and
    those deals' weight, and the moves still in contention at the end (all searched in every deal)."""

    moves: list[tuple[int, int]]
    totals: list[float]
    weights: list[float]
    contenders: list[int]


def weighed_search(view: PartnershipView, rng: random.Random, settings: FourSettings | None) -> Searched:
    """As Scopa's (``scopa.weighed_totals``), at a table of four, spending the work where the choice is close
    (with the table's settings unless given)."""
    view = own_turn_view(view, PartnershipView)
    settings = settings or settings_of(view)
    moves = [move_of(m) for m in view.legal_moves()]
    if len(moves) == 1:
        return Searched(moves, [0.0], [1.0], [0])
    unseen = [CARD_ID[c] for c in view.unseen()]
    others = {seat: size for seat, size in enumerate(view.hand_sizes) if seat != view.player}
    rules = rules_of(view.options)
    odds = {seat: holding_odds(plays_this_hand(view, seat), unseen, rules) for seat in others}
    in_hands = sum(view.hand_sizes)
    plies = in_hands if in_hands <= settings.exact_cards else TURN * settings.turns - 1
    search = FourSearch(rules)
    totals, weights = [0.0] * len(moves), [0.0] * len(moves)
    contenders = list(range(len(moves)))
    dealt_weight = 0.0
    for dealt in range(1, settings.deals + 1):
        hands, deck, weight = imagined_hands(others, view.deck_size, unseen, odds, rng)
        position = imagined_position(view, hands, deck)
        start, searched = search.nodes, len(contenders)
        for i in contenders:
            card, capture = moves[i]
            child = after(position, card, capture, rules)
            totals[i] -= weight * (final_value(child, rules) if round_over(child) else search.value(child, plies))
            weights[i] += weight
        dealt_weight += weight
        if dealt >= settings.least_deals:
            best = max(totals[i] for i in contenders)
            contenders = [i for i in contenders if totals[i] >= best - settings.margin * dealt_weight]
        next_cost = (search.nodes - start) * len(contenders) / searched
        if len(contenders) == 1 or search.nodes + next_cost > settings.work:
            break
    return Searched(moves, totals, weights, contenders)


PLAYERS: dict[str, Callable[[PartnershipView, random.Random], Play]] = {"easy": easy, "normal": normal, "hard": hard}
