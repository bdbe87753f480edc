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
    (0.0, 0.0), (-2.8, 0.32), (-5.75, 5.12), (-2.98, 0.15), (-2.16, -1.98),
    (-2.27, -2.16), (-3.38, 0.53), (-4.39, 0.54), (-3.44, -1.28), (-5.23, 2.04),
    (0.0, 0.0), (0.04, -4.23), (8.39, -0.68), (1.44, -4.2), (0.73, -2.97),
    (1.14, -3.79), (1.17, -5.02), (1.62, -1.96), (4.05, -6.23), (0.09, 1.28),
    (-0.02, 0.0), (-0.46, 0.0), (-3.07, 0.0), (-1.9, 0.0), (-1.02, 0.0),
    (-1.62, 0.0), (-2.16, 0.0), (-2.66, 0.0), (-1.1, 0.0), (-1.79, 0.0),
    (9.72, 0.0), (0.0, 0.0), (8.32, 0.0), (0.14, 0.0), (0.36, 0.0),
    (1.43, 0.0), (2.72, 0.0), (1.48, 0.0), (3.63, 0.0), (1.73, 0.0),
)
LEAD_FIT = (-1.88, -0.15)
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

