"""Search over imagined Briscola hands: a compact simulator and a minimax with alpha-beta.

The engine's ``BriscolaState.apply`` checks every rule and builds new states of ``Card``
objects: right for a game, too slow for the thousands of imagined positions of one
decision. Here a card is its index in ``DECK`` (suit * 10 + value - 1), a hand a tuple of
indices, and a position a few ints and tuples seen from the player who searches
(``me``, seat 0 of the search, and ``them``).

Values are card points, mine minus theirs, over the rest of the hand from the position
(what is already won is added by the caller), plus ``WIN_BONUS`` for a hand won at its
end: more than half the points is what wins.
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import lru_cache
from typing import NamedTuple

from ..briscola import POINTS, STRENGTH, BriscolaState
from ..scopa.cards import DECK, SUITS, Card

CARD_ID = {card: i for i, card in enumerate(DECK)}
SUIT = tuple(SUITS.index(card.suit) for card in DECK)
POINT = tuple(POINTS[card.value] for card in DECK)
RANK = tuple(STRENGTH[card.value] for card in DECK)
BIT = tuple(1 << card for card in range(len(DECK)))
#: For each trump suit, whether an answer takes a card led: ``TAKES[trumps][led * 40 + answer]``.
TAKES = tuple(
    tuple(
        (SUIT[answer] == SUIT[led] and RANK[answer] > RANK[led]) or (SUIT[answer] == trumps != SUIT[led])
        for led in range(len(DECK))
        for answer in range(len(DECK))
    )
    for trumps in range(len(SUITS))
)
#: What each kind of card held is worth to its holder beyond the horizon, fitted by self-play
#: (bench/briscola_fit.py): ``[a, b]``, worth ``a + b * (cards left to draw) / 34``, for a plain
#: card, then a trump, each by value (Ace to King), then the same when it is the master of its suit
#: (no higher card of it left in the other hand or the stock); ``LEAD_FIT``: what leading next is worth.
HOLD_FIT = (
    (0.0, 0.0), (-1.9, -2.6), (-4.56, 4.95), (-3.73, -0.86), (-2.1, -2.7),
    (-3.31, -0.94), (-3.17, -1.98), (-3.64, -1.22), (-3.78, -1.0), (-4.24, -0.03),
    (0.0, 0.0), (0.26, -2.63), (6.87, -1.66), (0.81, -3.4), (1.18, -4.81),
    (-0.25, -3.76), (0.63, -3.23), (2.43, -4.74), (0.93, -2.99), (0.93, -3.49),
    (1.05, 0.0), (-0.14, 0.0), (-0.52, 0.0), (-1.71, 0.0), (-0.88, 0.0),
    (-2.53, 0.0), (-0.99, 0.0), (-0.52, 0.0), (-1.37, 0.0), (-2.21, 0.0),
    (8.32, 0.0), (0.0, 0.0), (6.33, 0.0), (0.51, 0.0), (0.09, 0.0),
    (-0.18, 0.0), (1.47, 0.0), (3.03, 0.0), (4.62, 0.0), (2.27, 0.0),
)
LEAD_FIT = (-1.82, -0.0)
#: What the shape of a hand is worth beyond its cards one by one (bench/briscola_fit.py), in the
#: order of ``shape_terms``: a plain suit's Ace and Three in one hand, each plain Ace or Three held
#: times the trumps still out of the holder's sight over 10, each trump held times the plain Aces
#: and Threes still out over 10. Zero: the search judges cards one by one.
SHAPE_FIT = (-2.48, -1.52, 1.31)
#: ``TRUMP_CARDS[trumps]``: the trumps, as a mask; ``LOADS[trumps]``: the plain Aces and Threes;
#: ``PAIRS[trumps]``: each plain suit's Ace and Three, as masks.
TRUMP_CARDS = tuple(sum(BIT[card] for card in range(len(DECK)) if SUIT[card] == trumps) for trumps in range(len(SUITS)))
LOADS = tuple(sum(BIT[card] for card in range(len(DECK)) if SUIT[card] != trumps and POINT[card] >= 10)
              for trumps in range(len(SUITS)))
PAIRS = tuple(
    tuple(sum(BIT[card] for card in range(len(DECK)) if SUIT[card] == suit and POINT[card] >= 10)
          for suit in range(len(SUITS)) if suit != trumps)
    for trumps in range(len(SUITS))
)
#: ``HIGHER[card]``: the cards of its suit that take it, as a mask.
HIGHER = tuple(sum(BIT[other] for other in range(len(DECK)) if SUIT[other] == SUIT[card] and RANK[other] > RANK[card])
               for card in range(len(DECK)))


@lru_cache(maxsize=len(SUITS))
def fitted_holds(trumps: int) -> tuple[tuple[tuple[float, ...], tuple[float, ...], float], ...]:
    """For each count of cards left to draw (0 to ``len(DECK)``): the fitted worth of holding each
    card, then of holding it as the master of its suit, and of leading next."""
    def worth(card: int, master: bool, left: int) -> float:
        a, b = HOLD_FIT[(20 if master else 0) + (10 if SUIT[card] == trumps else 0) + DECK[card].value - 1]
        return a + b * left / 34

    cards = range(len(DECK))
    return tuple(
        (tuple(worth(card, False, left) for card in cards), tuple(worth(card, True, left) for card in cards),
         LEAD_FIT[0] + LEAD_FIT[1] * left / 34)
        for left in range(len(DECK) + 1)
    )


def shape_terms(held: int, out: int, trumps: int) -> tuple[int, float, float]:
    """The terms ``SHAPE_FIT`` weighs for a hand (``held``, a mask) while ``out`` (the other hand and
    the stock, a mask) is still to be played: its plain Ace-and-Three pairs, its plain Aces and Threes
    times the trumps out over 10, its trumps times the plain Aces and Threes out over 10."""
    trump_cards, loads = TRUMP_CARDS[trumps], LOADS[trumps]
    return (
        sum(1 for pair in PAIRS[trumps] if held & pair == pair),
        (held & loads).bit_count() * (out & trump_cards).bit_count() / 10,
        (held & trump_cards).bit_count() * (out & loads).bit_count() / 10,
    )


INFINITY = 10_000.0
#: What winning the hand is worth beyond its points: more than half the points is what wins,
#: so a search prefers a sure 61 to a gamble on 80 that may end at 59.
WIN_BONUS = 10


class Position(NamedTuple):
    """One imagined position from the searching player's side.

    ``stock`` is drawn from ``pos`` (the briscola last); ``leader`` is 0 when I lead the
    trick in play, 1 when they do; ``led`` is the card led, or -1 between tricks; ``won``
    is the points I have won so far, ``lost`` theirs.
    """

    mine: tuple[int, ...]
    theirs: tuple[int, ...]
    stock: tuple[int, ...]
    pos: int
    leader: int
    led: int
    won: int
    lost: int
    trumps: int


def position_of(state: BriscolaState, player: int) -> Position:
    """The position of a full ``BriscolaState`` (only ever an imagined one) for ``player``."""
    won, lost = state.card_points[player], state.card_points[1 - player]
    return Position(
        mine=tuple(CARD_ID[c] for c in state.hands[player]),
        theirs=tuple(CARD_ID[c] for c in state.hands[1 - player]),
        stock=tuple(CARD_ID[c] for c in state.stock),
        pos=0,
        leader=0 if state.leader == player else 1,
        led=-1 if state.led is None else CARD_ID[state.led],
        won=won,
        lost=lost,
        trumps=SUITS.index(state.trumps),
    )


def mask_of(cards: Iterable[Card]) -> int:
    """The cards as a mask of their indices."""
    mask = 0
    for card in cards:
        mask |= BIT[CARD_ID[card]]
    return mask


def final_value(margin: int, win_bonus: float = WIN_BONUS) -> float:
    """A finished hand's value from its margin, mine minus theirs (the 120 points all won)."""
    return margin + (win_bonus if margin > 0 else -win_bonus if margin < 0 else 0)


class Search:
    """Minimax with alpha-beta over one imagined position, trick by trick; counts its nodes.

    The horizon is counted in tricks: a search never stops between a lead and its
    answer. At the horizon the rest is judged by the points won so far, the cards each
    player still holds and who leads next (``HOLD_FIT``, ``LEAD_FIT``); once the horizon
    reaches the end of the hand the value is exact (for that imagined deal). ``win_bonus``
    is what winning the hand adds to a finished hand's margin (none: the search weighs card
    points alone, as the coach's odds do).

    With ``blind_draws``, each side draws the same face-down card whoever takes the trick: in
    an imagined deal the order of the stock is a guess nobody at the table could make, so who
    draws which of two face-down cards must not be a reason to take or give up a trick. The
    last draw, of a face-down card and the face-up briscola, follows the rules (everyone knows
    the briscola goes to the trick's loser). Off, the draws follow the rules, for a search of
    a true deal.
    """

    def __init__(self, trumps: int, win_bonus: float = WIN_BONUS, blind_draws: bool = True) -> None:
        self.takes = TAKES[trumps]
        self.win_bonus = win_bonus
        self.blind_draws = blind_draws
        self.holds = fitted_holds(trumps)
        self.shape = SHAPE_FIT if any(SHAPE_FIT) else None
        self.trump_cards, self.loads, self.pairs = TRUMP_CARDS[trumps], LOADS[trumps], PAIRS[trumps]
        self.stock: tuple[int, ...] = ()
        self.rest: list[int] = [0]  # the stock's cards from each place on, as masks
        self.nodes = 0

    def _read_stock(self, stock: tuple[int, ...]) -> None:
        """What the horizon's values need of a new imagined stock: the cards still to draw from each place."""
        if stock is not self.stock:
            self.stock = stock
            self.rest = [0] * (len(stock) + 1)
            for place in range(len(stock) - 1, -1, -1):
                self.rest[place] = self.rest[place + 1] | BIT[stock[place]]

    def value(self, p: Position, tricks: int) -> float:
        """The value of ``p`` for me, searching ``tricks`` tricks ahead (the trick in play counts)."""
        self._read_stock(p.stock)
        return self._node(p.mine, p.theirs, p.stock, p.pos, p.leader, p.led, p.won - p.lost, tricks, -INFINITY, INFINITY)

    def after_play(self, p: Position, card: int, tricks: int) -> float:
        """The value for me of playing ``card`` now (it must be my turn in ``p``)."""
        self._read_stock(p.stock)
        mine = tuple(c for c in p.mine if c != card)
        margin = p.won - p.lost
        if p.led < 0:
            return self._node(mine, p.theirs, p.stock, p.pos, 0, card, margin, tricks, -INFINITY, INFINITY)
        return self._answered(mine, p.theirs, p.stock, p.pos, 1, p.led, card, margin, tricks, -INFINITY, INFINITY)

    def _node(self, mine: tuple[int, ...], theirs: tuple[int, ...], stock: tuple[int, ...], pos: int, leader: int,
              led: int, margin: int, tricks: int, alpha: float, beta: float) -> float:
        """A lead (``led`` < 0) or an answer to be chosen, by me (maximising) or by them."""
        self.nodes += 1
        mine_to_move = (leader if led < 0 else 1 - leader) == 0
        hand = mine if mine_to_move else theirs
        if not hand:
            return final_value(margin, self.win_bonus)
        best = -INFINITY if mine_to_move else INFINITY
        for i, card in enumerate(hand):
            rest = hand[:i] + hand[i + 1 :]
            mine_after, theirs_after = (rest, theirs) if mine_to_move else (mine, rest)
            if led < 0:
                value = self._node(mine_after, theirs_after, stock, pos, leader, card, margin, tricks, alpha, beta)
            else:
                value = self._answered(mine_after, theirs_after, stock, pos, leader, led, card, margin, tricks, alpha, beta)
            if mine_to_move:
                if value > best:
                    best = value
                    if value > alpha:
                        alpha = value
            elif value < best:
                best = value
                if value < beta:
                    beta = value
            if alpha >= beta:
                break
        return best

    def _fitted(self, mine: tuple[int, ...], theirs: tuple[int, ...], stock: tuple[int, ...], pos: int, leader: int) -> float:
        """The fitted worth to me of the cards each side holds, and of who leads next, with
        ``stock[pos:]`` still to draw."""
        held, master, lead = self.holds[len(stock) - pos]
        rest = self.rest[pos]
        mine_mask = theirs_mask = 0
        for card in mine:
            mine_mask |= BIT[card]
        for card in theirs:
            theirs_mask |= BIT[card]
        value = lead if leader == 0 else -lead
        for card in mine:
            value += held[card] if HIGHER[card] & (theirs_mask | rest) else master[card]
        for card in theirs:
            value -= held[card] if HIGHER[card] & (mine_mask | rest) else master[card]
        if self.shape:  # shape_terms, mine less theirs, written out: this runs at every horizon
            pair_fit, loads_fit, trumps_fit = self.shape
            unplayed = mine_mask | theirs_mask | rest
            trumps_all, loads_all = (unplayed & self.trump_cards).bit_count(), (unplayed & self.loads).bit_count()
            my_trumps, their_trumps = (mine_mask & self.trump_cards).bit_count(), (theirs_mask & self.trump_cards).bit_count()
            my_loads, their_loads = (mine_mask & self.loads).bit_count(), (theirs_mask & self.loads).bit_count()
            if my_loads > 1 or their_loads > 1:
                for pair in self.pairs:
                    if mine_mask & pair == pair:
                        value += pair_fit
                    elif theirs_mask & pair == pair:
                        value -= pair_fit
            value += (loads_fit * (my_loads * (trumps_all - my_trumps) - their_loads * (trumps_all - their_trumps))
                      + trumps_fit * (my_trumps * (loads_all - my_loads) - their_trumps * (loads_all - their_loads))) / 10
        return value

    def _answered(self, mine: tuple[int, ...], theirs: tuple[int, ...], stock: tuple[int, ...], pos: int, leader: int,
                  led: int, answer: int, margin: int, tricks: int, alpha: float, beta: float) -> float:
        """The trick ``led`` and ``answer`` make: its points, the draws, and the search on from the next lead."""
        winner = 1 - leader if self.takes[led * 40 + answer] else leader
        won = POINT[led] + POINT[answer]
        margin = margin + won if winner == 0 else margin - won
        if pos < len(stock):
            if (self.blind_draws and pos + 2 < len(stock)) or winner == 0:
                mine, theirs = mine + (stock[pos],), theirs + (stock[pos + 1],)
            else:
                mine, theirs = mine + (stock[pos + 1],), theirs + (stock[pos],)
            pos += 2
        elif not mine and not theirs:
            return final_value(margin, self.win_bonus)
        if tricks <= 1:
            return margin + self._fitted(mine, theirs, stock, pos, winner)
        return self._node(mine, theirs, stock, pos, winner, -1, margin, tricks - 1, alpha, beta)


def tricks_left(p: Position) -> int:
    """The tricks still to finish from ``p``, the one in play included."""
    return (len(p.mine) + len(p.theirs) + len(p.stock) - p.pos + (p.led >= 0)) // 2

