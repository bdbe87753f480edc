"""Search over imagined positions of a table of four: negamax with alpha-beta on the compact simulator.

The cards and the count are ``scopa_sim``'s, the estimate of an unfinished round is
``scopa_search.estimate`` (the same for two partnerships as for two players: it only
reads what each side has taken). A position is seen from the player to move, the four
hands in turn order from them, so the side to move alternates with every ply and a
plain negamax serves: partners play for their side. Values are round points, the side
to move's less the other side's.

The horizon is a number of plies, always a whole turn of the table (so every hand holds
as many cards), or the end of the current hands when more are to be dealt.
"""

from __future__ import annotations

from typing import NamedTuple

from .scopa_search import INFINITY, estimate
from .scopa_sim import BIT, moves_of, round_points_diff

Hand = tuple[int, ...]
#: Plies in one turn of the table.
TURN = 4


class FourPosition(NamedTuple):
    """One full imagined position of a table of four, from the player to move.

    ``hands`` are in turn order from the player to move (their partner is ``hands[2]``);
    ``pile_us``/``pile_them`` are the two sides' captures, the side to move first; ``last``
    is who captured last: 1 the side to move, -1 the other, 0 nobody yet. ``deck`` is dealt
    from ``pos`` on, ``hand`` cards a player, the first to the player to move (after a
    whole deal the turn is back with the player after the dealer).
    """

    hands: tuple[Hand, Hand, Hand, Hand]
    table: int
    pile_us: int
    pile_them: int
    scopa_diff: int
    last: int
    deck: tuple[int, ...]
    pos: int
    hand: int


def after(p: FourPosition, card: int, capture: int) -> FourPosition:
    """The position after the player to move plays ``card`` taking ``capture`` (0: lays it down),
    seen from the next player; deals the next hands, and sweeps the table at the end."""
    h0, h1, h2, h3 = p.hands
    rest = tuple(c for c in h0 if c != card)
    table, pile_us, scopa_diff, last = p.table, p.pile_us, p.scopa_diff, p.last
    more = h1 or p.pos < len(p.deck)  # h1 holds cards unless every hand is now empty
    if capture:
        table ^= capture
        pile_us |= capture | BIT[card]
        if not table and (rest or more):
            scopa_diff += 1
        last = 1
    else:
        table |= BIT[card]
    hands, pos, pile_them = (h1, h2, h3, rest), p.pos, p.pile_them
    if not h1 and not rest:
        if pos < len(p.deck):
            size = p.hand
            hands = (p.deck[pos : pos + size], p.deck[pos + size : pos + 2 * size],
                     p.deck[pos + 2 * size : pos + 3 * size], p.deck[pos + 3 * size : pos + 4 * size])
            pos += 4 * size
        elif last == 1:
            pile_us, table = pile_us | table, 0
        elif last == -1:
            pile_them, table = pile_them | table, 0
    return FourPosition(hands, table, pile_them, pile_us, -scopa_diff, -last, p.deck, pos, p.hand)


def round_over(p: FourPosition) -> bool:
    return not p.hands[0]


def final_value(p: FourPosition, napola: bool) -> int:
    """Round points, the side to move's less the other's, of a finished round."""
    return round_points_diff(p.pile_us, p.pile_them, p.scopa_diff, napola)


def _laid_down(move: tuple[int, int]) -> bool:
    """Sorts captures first (a stable sort keeps each kind in the view's order)."""
    return not move[1]


class FourSearch:
    """Negamax with alpha-beta over one imagined position of four hands; counts its nodes."""

    def __init__(self, napola: bool) -> None:
        self.napola = napola
        self.nodes = 0

    def value(self, p: FourPosition, plies: int) -> float:
        """The value of ``p`` for the side to move, searching at most ``plies`` plies and never
        past the hands in play (``estimate`` there, as at the horizon)."""
        h0, h1, h2, h3 = p.hands
        return self._negamax(h0, h1, h2, h3, p.table, p.pile_us, p.pile_them, p.scopa_diff, p.last,
                             p.pos < len(p.deck), plies, -INFINITY, INFINITY)

    def _negamax(self, h0: Hand, h1: Hand, h2: Hand, h3: Hand, table: int, pile_us: int, pile_them: int,
                 scopa_diff: int, last: int, dealing: bool, plies: int, alpha: float, beta: float) -> float:
        self.nodes += 1
        if not h0:
            # The player to move has played the fewest cards: every hand is empty.
            if dealing:
                return estimate(pile_us, pile_them, scopa_diff)
            if last == 1:
                pile_us |= table
            elif last == -1:
                pile_them |= table
            return round_points_diff(pile_us, pile_them, scopa_diff, self.napola)
        if not plies:
            return estimate(pile_us, pile_them, scopa_diff)
        last_card = not h1 and len(h0) == 1 and not dealing
        # Captures first: they decide most of a position's value, so alpha-beta cuts the rest sooner.
        moves = moves_of(h0, table)
        moves.sort(key=_laid_down)
        leaves = plies == 1 and h1  # the replies are all estimated: no need to recurse into them
        best = -INFINITY
        for card, capture in moves:
            at = h0.index(card)
            rest = h0[:at] + h0[at + 1 :]
            if capture:
                left = table ^ capture
                swept = 1 if not left and not last_card else 0
                if leaves:
                    self.nodes += 1
                    value = estimate(pile_us | capture | BIT[card], pile_them, scopa_diff + swept)
                else:
                    value = -self._negamax(h1, h2, h3, rest, left, pile_them, pile_us | capture | BIT[card],
                                           -scopa_diff - swept, -1, dealing, plies - 1, -beta, -alpha)
            elif leaves:
                self.nodes += 1
                value = estimate(pile_us, pile_them, scopa_diff)
            else:
                value = -self._negamax(h1, h2, h3, rest, table | BIT[card], pile_them, pile_us, -scopa_diff,
                                       -last, dealing, plies - 1, -beta, -alpha)
            if value > best:
                best = value
                if value > alpha:
                    alpha = value
                    if alpha >= beta:
                        return best
        return best
