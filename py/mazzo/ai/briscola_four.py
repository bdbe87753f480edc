"""The computer players of Briscola in pairs: Easy, Normal and Hard, each deciding from a ``BriscolaFourView``.

A computer seat plays for its partnership: its partner's points are its own. It sees
its own hand only, never its partner's, as the human does. Normal weighs each card by
what the trick in play stands to give the partnership; Hard imagines the hidden cards
(the other three hands and the stock) in many ways consistent with its view, plays each
of its cards out to the end of the hand in every imagined deal with Normal's judgement
at every seat, and plays the card that leaves its partnership best off on average.
Cards are indices into ``DECK`` (``briscola_search``), for speed.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from ..briscola import HALF, BriscolaFourView, card_points_of, side_of
from ..scopa.cards import DECK, SUITS, Card
from .briscola import BEATEN_BY, SPEND, lead_worth
from .briscola_search import BIT, CARD_ID, POINT, TAKES, mask_of
from .views import own_turn_view

SEATS = 4
ALL_CARDS = (1 << len(DECK)) - 1
#: How likely Normal thinks a trick its side holds is taken by an opponent still to play who
#: may hold a card that beats it, and how likely a partner still to play takes a trick the
#: other side holds.
OVERTAKEN = 0.6
PARTNER_TAKES = 0.35


def easy(view: BriscolaFourView, rng: random.Random) -> Card:
    """Take the trick with a card that wins it as it stands, when it has one; otherwise any card, at random."""
    hand = own_turn_view(view, BriscolaFourView).legal_moves()
    trumps = SUITS.index(view.briscola.suit)
    trick = [CARD_ID[card] for card in view.trick]
    winners = [card for card in hand if trick and best_place([*trick, CARD_ID[card]], trumps) == len(trick)]
    choices = winners or hand
    return choices[rng.randrange(len(choices))]


def best_place(trick: Sequence[int], trumps: int) -> int:
    """Which card of a trick (in playing order, the led card first) takes it so far."""
    best = 0
    table = TAKES[trumps]
    for place in range(1, len(trick)):
        if table[trick[best] * 40 + trick[place]]:
            best = place
    return best


def worths(hand: Sequence[int], trick: Sequence[int], threats: int, trumps: int) -> list[float]:
    """What playing each card of ``hand`` to ``trick`` is worth to the player's partnership, in
    points, less what the card gives up (``SPEND``): a lead is judged as at two (``lead_worth``);
    an answer by the trick's points, won when the side holds the trick after it, lost when the
    other side does, each weighed by the chance a player still to play turns it (``threats``: a
    mask of the cards an opponent may hold). The trick so far is read once for the whole hand."""
    if not trick:
        return [lead_worth(card, trumps, threats) for card in hand]
    place = len(trick)
    best = best_place(trick, trumps)
    top = trick[best]
    points = sum(POINT[card] for card in trick)
    takes, spend, beaten_by = TAKES[trumps], SPEND[trumps], BEATEN_BY[trumps]
    opponent_later = place + 1 < SEATS
    given = PARTNER_TAKES if place + 2 < SEATS else 0.0  # the partner still to play, if any, may turn it
    held = best % 2 == place % 2  # the player's side holds the trick before the card
    values = []
    for card in hand:
        winner = card if takes[top * 40 + card] else top
        if winner != card and not held:
            kept = given
        elif opponent_later and beaten_by[winner] & threats:
            kept = 1.0 - OVERTAKEN
        else:
            kept = 1.0
        values.append((points + POINT[card]) * (2.0 * kept - 1.0) - spend[card])
    return values


def choose(hand: Sequence[int], trick: Sequence[int], threats: int, trumps: int) -> int:
    """Normal's card among ``hand``: the best of ``worths``, the first of equals."""
    best, top = hand[0], -1e9
    for card, value in zip(hand, worths(hand, trick, threats, trumps), strict=True):
        if value > top + 1e-9:
            best, top = card, value
    return best


def threats_of(view: BriscolaFourView) -> int:
    """The cards another player may hold, as a mask: every card unseen, and the briscola when an opponent drew it."""
    holder = view.briscola_holder
    known = [view.briscola] if holder is not None and side_of(holder) != side_of(view.player) else []
    return mask_of([*view.unseen(), *known])


def normal(view: BriscolaFourView, rng: random.Random) -> Card:
    """Give the partner points when its trick is safe, take points cheaply, keep trumps and high
    cards for tricks that matter: the best card by ``worths``, equals chosen between at random."""
    hand = own_turn_view(view, BriscolaFourView).legal_moves()
    trumps = SUITS.index(view.briscola.suit)
    trick = [CARD_ID[card] for card in view.trick]
    threats = threats_of(view)
    worth = worths([CARD_ID[card] for card in hand], trick, threats, trumps)
    top = max(worth)
    best = [card for card, value in zip(hand, worth, strict=True) if value > top - 1e-9]
    return best[rng.randrange(len(best))]


# -- Hard ------------------------------------------------------------------------------


@dataclass(frozen=True)
class HardSettings:
    """How much Hard imagines: ``deals`` ways the hidden cards may lie, each played out to the
    end of the hand after every card of the hand. A count, not a time: a decision is the
    same on any machine. ``win_bonus``: what winning the hand is worth beyond its points."""

    deals: int = 48
    win_bonus: float = 10.0


@dataclass
class World:
    """One imagined deal from the searching seat's view: every hand, the stock in drawing
    order (the briscola last), the trick in play and its leader, the points each side has won."""

    hands: list[list[int]]
    stock: list[int]
    trick: list[int]
    leader: int
    won: list[int]
    played: int


def imagined_world(view: BriscolaFourView, rng: random.Random) -> World:
    """The hidden cards dealt at random to the other hands and the face-down stock, in the sizes
    the view shows; the briscola, once drawn, stays with the seat that drew it."""
    unseen = list(view.unseen())
    rng.shuffle(unseen)
    return world_of(view, unseen)


def world_of(view: BriscolaFourView, unseen: list[Card]) -> World:
    """The world where the hidden cards lie in the order ``unseen``: the other hands, seat by seat
    (each without the briscola its seat drew), then the face-down stock in drawing order."""
    holder = view.briscola_holder
    hands: list[list[int]] = []
    start = 0
    for seat, size in enumerate(view.hand_sizes):
        if seat == view.player:
            hands.append([CARD_ID[card] for card in view.hand])
            continue
        known = [CARD_ID[view.briscola]] if seat == holder else []
        dealt = size - len(known)
        hands.append([CARD_ID[card] for card in unseen[start : start + dealt]] + known)
        start += dealt
    face_down = unseen[start : start + max(0, view.stock_size - 1)]
    stock = [CARD_ID[card] for card in face_down] + ([CARD_ID[view.briscola]] if view.stock_size else [])
    played = mask_of([*view.trick, *(card for trick in view.tricks for card in trick.cards)])
    return World(hands, stock, [CARD_ID[card] for card in view.trick], view.leader, list(card_points_of(view.tricks)), played)


def played_out(world: World, first: int, trumps: int) -> tuple[int, int]:
    """The points each side holds at the end of the hand when the seat to move plays ``first``
    and every seat after plays Normal's card, judging threats by the cards it has not seen played."""
    hands = [list(hand) for hand in world.hands]
    stock, pos, trick, leader = world.stock, 0, list(world.trick), world.leader
    won, played = list(world.won), world.played
    seat = (leader + len(trick)) % SEATS
    card = first
    while True:
        hand = hands[seat]
        hand.remove(card)
        trick.append(card)
        played |= BIT[card]
        if len(trick) == SEATS:
            winner = (leader + best_place(trick, trumps)) % SEATS
            won[winner % 2] += POINT[trick[0]] + POINT[trick[1]] + POINT[trick[2]] + POINT[trick[3]]
            if pos < len(stock):
                for place in range(SEATS):
                    hands[(winner + place) % SEATS].append(stock[pos + place])
                pos += SEATS
            trick, leader, seat = [], winner, winner
        else:
            seat = (seat + 1) % SEATS
        hand = hands[seat]
        if not hand:
            return won[0], won[1]
        held = 0
        for own in hand:
            held |= BIT[own]
        card = choose(hand, trick, ALL_CARDS & ~played & ~held, trumps)


def hard_values(
    view: BriscolaFourView, rng: random.Random, settings: HardSettings = HardSettings()
) -> list[tuple[Card, float]]:
    """Each card of the hand with its average worth to the player's partnership over the
    imagined deals: the side's points at the end of the hand less the other side's, and
    ``win_bonus`` more for a hand won (less for one lost). For ``hard`` and the coach's review."""
    hand = own_turn_view(view, BriscolaFourView).legal_moves()
    if len(hand) == 1:
        return [(hand[0], 0.0)]
    trumps = SUITS.index(view.briscola.suit)
    side = side_of(view.player)
    totals = [0.0] * len(hand)
    for _ in range(settings.deals):
        world = imagined_world(view, rng)
        for i, card in enumerate(hand):
            won = played_out(world, CARD_ID[card], trumps)
            ours, theirs = won[side], won[1 - side]
            totals[i] += ours - theirs + settings.win_bonus * ((ours > HALF) - (theirs > HALF))
    return [(card, total / settings.deals) for card, total in zip(hand, totals, strict=True)]


def hard(view: BriscolaFourView, rng: random.Random, settings: HardSettings = HardSettings()) -> Card:
    """The card ``hard_values`` finds best for the partnership, the first of equals."""
    values = hard_values(view, rng, settings)
    return max(values, key=lambda entry: entry[1])[0]


PLAYERS: dict[str, Callable[[BriscolaFourView, random.Random], Card]] = {"easy": easy, "normal": normal, "hard": hard}
