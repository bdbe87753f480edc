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
#: What a card still in hand at the search's horizon is worth to its holder, in points, for
#: the tricks beyond it: a trump (more for a higher one) takes points later, and an Ace or a
#: Three of another suit is often banked by its holder. Measured against Normal: these
#: values gained about a point a hand over judging by the points won alone (docs/ai.md).
TRUMP_HOLD = 4.0
TRUMP_RANK_HOLD = 0.5
ACE_HOLD = 2.0
THREE_HOLD = 1.0
#: ``HOLD[trumps][card]``: those values for each suit of trumps.
HOLD = tuple(
    tuple(
        TRUMP_HOLD + TRUMP_RANK_HOLD * RANK[card] if SUIT[card] == trumps
        else ACE_HOLD if DECK[card].value == 1 else THREE_HOLD if DECK[card].value == 3 else 0.0
        for card in range(len(DECK))
    )
    for trumps in range(len(SUITS))
)
#: What each kind of card held is worth to its holder beyond the horizon, fitted by self-play
#: (bench/briscola_fit.py): for a plain card then a trump, by value (Ace to King), ``[a, b]``,
#: worth ``a + b * (cards left to draw) / 34``; ``LEAD_FIT`` is what leading the next trick is worth.
HOLD_FIT = (
    (-0.2, 2.77), (-2.95, -0.22), (-2.95, 2.64), (-2.99, 0.2), (-2.7, -0.31),
    (-2.77, -0.01), (-2.87, -0.67), (-3.52, 0.39), (-3.82, 0.93), (-3.58, 1.24),
    (9.32, 0.77), (0.01, 0.34), (10.03, -4.13), (0.62, -1.51), (1.22, -2.47),
    (-0.35, 1.2), (0.56, -1.18), (1.37, -0.57), (2.35, 0.45), (3.22, 0.14),
)
LEAD_FIT = (-1.66, -0.06)


def fitted_holds(trumps: int) -> tuple[tuple[tuple[float, ...], float], ...]:
    """For each count of cards left to draw (0 to ``len(DECK)``): the fitted worth of holding each card, and of leading."""
    def worth(card: int, left: int) -> float:
        a, b = HOLD_FIT[(10 if SUIT[card] == trumps else 0) + DECK[card].value - 1]
        return a + b * left / 34
    return tuple(
        (tuple(worth(card, left) for card in range(len(DECK))), LEAD_FIT[0] + LEAD_FIT[1] * left / 34)
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
    answer. At the horizon the rest is judged by the points won so far and the cards each
    player still holds (``HOLD``); once the horizon reaches the end of the hand the value
    is exact (for that imagined deal). ``win_bonus`` is what winning the hand adds to a
    finished hand's margin (none: the search weighs card points alone, as the coach's odds do).
    """

    def __init__(self, trumps: int, win_bonus: float = WIN_BONUS, blind_draws: bool = False, fitted: bool = False) -> None:
        self.takes = TAKES[trumps]
        self.hold = HOLD[trumps]
        self.win_bonus = win_bonus
        self.blind_draws = blind_draws
        self.holds = fitted_holds(trumps) if fitted else None
        self.nodes = 0

    def value(self, p: Position, tricks: int) -> float:
        """The value of ``p`` for me, searching ``tricks`` tricks ahead (the trick in play counts)."""
        return self._node(p.mine, p.theirs, p.stock, p.pos, p.leader, p.led, p.won - p.lost, tricks, -INFINITY, INFINITY)

    def after_play(self, p: Position, card: int, tricks: int) -> float:
        """The value for me of playing ``card`` now (it must be my turn in ``p``)."""
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
            if self.holds is not None:
                held, lead = self.holds[len(stock) - pos]
                worth = held.__getitem__
                return margin + sum(map(worth, mine)) - sum(map(worth, theirs)) + (lead if winner == 0 else -lead)
            worth = self.hold.__getitem__
            return margin + sum(map(worth, mine)) - sum(map(worth, theirs))
        return self._node(mine, theirs, stock, pos, winner, -1, margin, tricks - 1, alpha, beta)


def tricks_left(p: Position) -> int:
    """The tricks still to finish from ``p``, the one in play included."""
    return (len(p.mine) + len(p.theirs) + len(p.stock) - p.pos + (p.led >= 0)) // 2

