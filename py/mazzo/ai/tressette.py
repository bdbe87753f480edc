"""The Tressette computer players: Easy, Normal and Hard, at two and at four, each deciding from a
``TressetteView`` alone.

Nothing here ever sees a full state. Normal counts the cards played: it leads a card no unplayed
card can take, takes a trick cheaply, and gives nothing away. Hard imagines ``HardSettings.deals``
deals of the cards it cannot see, each consistent with all it saw (the cards played, the cards
drawn in sight at two, the declarations, and the suits a player showed void by not following:
none of the unseen cards of that suit is theirs), and plays each legal card out to the end of the
hand in every deal, every seat playing as Normal would; it plays the card with the best mean
margin. Its budget is counted in plays simulated, never in time. Cards are numbers here (the
deck's order), for speed. docs/ai.md says how the levels play and how strong they measured.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from ..scopa.cards import DECK, SUITS, Card
from ..tressette import STRENGTH, THIRDS, TressetteView
from .views import own_turn_view

CARD_ID = {card: number for number, card in enumerate(DECK)}
SUIT = tuple(SUITS.index(card.suit) for card in DECK)
RANK = tuple(STRENGTH[card.value] for card in DECK)
WORTH = tuple(THIRDS[card.value] for card in DECK)
BIT = tuple(1 << card for card in range(len(DECK)))
#: ``HIGHER[card]``: the cards of its suit that take it, as a mask.
HIGHER = tuple(
    sum(BIT[other] for other in range(len(DECK)) if SUIT[other] == SUIT[card] and RANK[other] > RANK[card])
    for card in range(len(DECK))
)
#: The last trick's point, in thirds.
LAST_TRICK = 3


def mask_of(cards: Sequence[int]) -> int:
    found = 0
    for card in cards:
        found |= BIT[card]
    return found


def best_place(trick: Sequence[int]) -> int:
    """Which card of a trick (the led card first) stands to take it: the highest of the suit led."""
    best = 0
    for place in range(1, len(trick)):
        if SUIT[trick[place]] == SUIT[trick[0]] and RANK[trick[place]] > RANK[trick[best]]:
            best = place
    return best


def playable(hand: Sequence[int], trick: Sequence[int]) -> list[int]:
    """The cards of ``hand`` of the suit led, when it holds any; else all."""
    if trick:
        same = [card for card in hand if SUIT[card] == SUIT[trick[0]]]
        if same:
            return same
    return list(hand)


# -- Easy ------------------------------------------------------------------------------


def easy(view: TressetteView, rng: random.Random) -> Card:
    """Take the trick with a card that stands to win it, when it has one; otherwise any legal card, at random."""
    moves = own_turn_view(view, TressetteView).legal_moves()
    if view.trick:
        trick = [CARD_ID[card] for card in view.trick]
        best = trick[best_place(trick)]
        winners = [card for card in moves if SUIT[CARD_ID[card]] == SUIT[best] and RANK[CARD_ID[card]] > RANK[best]]
        if winners:
            return winners[rng.randrange(len(winners))]
    return moves[rng.randrange(len(moves))]


# -- Normal ----------------------------------------------------------------------------

#: Leading a card no unplayed card can take: its thirds and this, before any other lead.
SURE_LEAD = 10
#: Leading another card: per card of its suit held (a long suit is led from).
SUIT_LENGTH = 0.5
#: Per rank of a card spent: among cards alike, the weakest goes first.
RANK_SPEND = 0.05
#: How much of a trick a card that takes it for now, but may be taken back, counts on winning.
UNSURE = 0.5


def choose(hand: Sequence[int], trick: Sequence[int], seat: int, leader: int, players: int, out: int) -> int:
    """Normal's card: ``out`` is the mask of the cards no one can play any more (played, or in this hand).

    Leading, a card no unplayed card can take (the best with points), else the low card of a long
    suit. Answering, a partner who holds the trick for sure is given points; a card that takes the
    trick takes it as cheaply as it can, when the trick is worth it; else the card worth least goes.
    """
    legal = playable(hand, trick)
    if len(legal) == 1:
        return legal[0]
    unseen = ~(out | mask_of(hand))
    if not trick:
        lengths = [0] * len(SUITS)
        for card in hand:
            lengths[SUIT[card]] += 1
        return max(legal, key=lambda card: SURE_LEAD + WORTH[card] if not HIGHER[card] & unseen
                   else SUIT_LENGTH * lengths[SUIT[card]] - WORTH[card] - RANK_SPEND * RANK[card])
    place = best_place(trick)
    best = trick[place]
    last = len(trick) == players - 1
    stake = sum(WORTH[card] for card in trick)
    if (leader + place - seat) % 2 == 0:  # a partner holds the trick
        sure = last or not HIGHER[best] & unseen
        return max(legal, key=lambda card: (WORTH[card] if sure else -WORTH[card]) - RANK_SPEND * RANK[card])

    def worth(card: int) -> float:
        if SUIT[card] == SUIT[trick[0]] and RANK[card] > RANK[best]:
            sure = last or not HIGHER[card] & unseen
            return (stake + WORTH[card]) * (1 if sure else UNSURE) - RANK_SPEND * RANK[card]
        return -WORTH[card] - RANK_SPEND * RANK[card]

    return max(legal, key=worth)


def played_mask(view: TressetteView) -> int:
    return mask_of([CARD_ID[card] for card in view.played()])


def normal(view: TressetteView, rng: random.Random) -> Card:
    """Normal's card from the view (``choose``), counting the cards played."""
    own_turn_view(view, TressetteView)
    hand = [CARD_ID[card] for card in view.hand]
    trick = [CARD_ID[card] for card in view.trick]
    return DECK[choose(hand, trick, view.player, view.leader, view.STATE.PLAYERS, played_mask(view))]


# -- Hard --------------------------------------------------------------------------------


@dataclass(frozen=True)
class HardSettings:
    """Hard's budget: at most ``deals`` imagined deals, fewer as each costs more, so that all the
    play-outs of a decision simulate about ``plays`` plays (never fewer than ``fewest`` deals)."""

    deals: int = 48
    plays: int = 12_000
    fewest: int = 6


@dataclass
class World:
    """One imagined deal: every seat's hand and the face-down stock in drawing order."""

    hands: list[list[int]]
    stock: list[int]


def imagined_world(view: TressetteView, rng: random.Random) -> World:
    """A deal of the unseen cards consistent with the view: each seat's known cards in its hand,
    no unseen card of a suit a seat showed void in, the sizes the view shows."""
    return world_sampler(view)(rng)


def world_sampler(view: TressetteView) -> Callable[[random.Random], World]:
    """``imagined_world`` for one view, what the view shows read once: each call draws one deal."""
    players = view.STATE.PLAYERS
    known = view.known_held()
    voids = view.voids()
    room = [view.hand_sizes[seat] - len(known[seat]) if seat != view.player else 0 for seat in range(players)]
    room.append(view.stock_size)  # the stock is the last place
    unseen = [CARD_ID[card] for card in view.unseen()]
    allowed = {card: [p for p in range(players + 1) if p == players or SUITS[SUIT[card]] not in voids[p]] for card in unseen}

    def draw(rng: random.Random) -> World:
        hands = [[CARD_ID[card] for card in known[seat]] for seat in range(players)]
        stock: list[int] = []
        cards = unseen[:]
        rng.shuffle(cards)
        cards.sort(key=lambda card: len(allowed[card]))
        if not _place(cards, 0, allowed, room[:], [*hands, stock], rng):
            raise ValueError("no deal fits the view")  # the real deal always does
        return World(hands, stock)

    return draw


def _place(cards: list[int], index: int, allowed: dict[int, list[int]], room: list[int], places: list[list[int]],
           rng: random.Random) -> bool:
    """Put ``cards[index:]`` in places with room and allowed to them, trying them in random order (backtracking)."""
    if index == len(cards):
        return True
    card = cards[index]
    options = [p for p in allowed[card] if room[p]]
    rng.shuffle(options)
    for place in options:
        room[place] -= 1
        places[place].append(card)
        if _place(cards, index + 1, allowed, room, places, rng):
            return True
        places[place].pop()
        room[place] += 1
    return False


def play_out(world: World, trick: list[int], leader: int, players: int, out: int, won: list[int], tricks_left: int) -> None:
    """Play the hand to its end in ``world``, every seat as Normal would; add each side's thirds
    (the last trick's point among them) to ``won``. The world's hands and stock are used up."""
    hands, stock = world.hands, world.stock
    while tricks_left:
        while len(trick) < players:
            seat = (leader + len(trick)) % players
            card = choose(hands[seat], trick, seat, leader, players, out)
            hands[seat].remove(card)
            trick.append(card)
        winner = (leader + best_place(trick)) % players
        won[winner % 2] += sum(WORTH[card] for card in trick)
        for card in trick:
            out |= BIT[card]
        tricks_left -= 1
        if not tricks_left:
            won[winner % 2] += LAST_TRICK
        if stock:
            hands[winner].append(stock.pop(0))
            hands[1 - winner].append(stock.pop(0))
        trick, leader = [], winner


def hard_values(view: TressetteView, rng: random.Random, settings: HardSettings = HardSettings()) -> list[tuple[Card, float]]:
    """Each legal card's mean margin in thirds (this side's less the other's) at the end of the
    hand, over imagined deals played out as Normal plays."""
    own_turn_view(view, TressetteView)
    moves = view.legal_moves()
    players = view.STATE.PLAYERS
    tricks_left = view.STATE.tricks_per_hand() - len(view.tricks)
    plays_left = tricks_left * players - len(view.trick)
    deals = max(settings.fewest, min(settings.deals, settings.plays // (len(moves) * plays_left)))
    side = view.player % 2
    played = played_mask(view)
    trick = [CARD_ID[card] for card in view.trick]
    totals = [0.0] * len(moves)
    imagine = world_sampler(view)
    for _ in range(deals):
        world = imagine(rng)
        for number, move in enumerate(moves):
            hands = [list(hand) for hand in world.hands]
            hands[view.player] = [CARD_ID[card] for card in view.hand if card != move]
            won = [0, 0]
            play_out(World(hands, list(world.stock)), [*trick, CARD_ID[move]], view.leader, players, played, won, tricks_left)
            totals[number] += won[side] - won[1 - side]
    return [(move, total / deals) for move, total in zip(moves, totals, strict=True)]


def hard_points(view: TressetteView, rng: random.Random, settings: HardSettings = HardSettings()) -> list[tuple[Card, float]]:
    """``hard_values`` in points of the hand (three thirds to the point): what the coach's review
    weighs a move by, in the unit the player sees at the count."""
    return [(move, value / 3) for move, value in hard_values(view, rng, settings)]


def hard(view: TressetteView, rng: random.Random, settings: HardSettings = HardSettings()) -> Card:
    """The card with the best mean margin over the imagined deals (``hard_values``); the first in hand order on a tie."""
    values = hard_values(view, rng, settings)
    return max(values, key=lambda pair: pair[1])[0]


PLAYERS: dict[str, Callable[[TressetteView, random.Random], Card]] = {"easy": easy, "normal": normal, "hard": hard}
