"""Search over imagined Scopa positions: negamax with alpha-beta on the compact simulator.

Values are round points, mine minus theirs, from the player to move. A
search either reaches the end of the round (exact) or stops at the end of a
deal and estimates the rest with ``estimate``.
"""

from __future__ import annotations

from collections.abc import Callable
from math import comb

from ..scopa import ACE_TAKES_ALL, CLASSIC
from .scopa_sim import (
    ACES,
    BIT,
    COINS,
    SETTEBELLO,
    SEVENS,
    VALUE,
    Position,
    Rules,
    capturer,
    round_points_diff,
    scores_scopa,
)

INFINITY = 1_000.0
#: The one "capture" of a card that takes nothing: it is laid on the table.
LAY_DOWN = (0,)
#: As many deals ahead as a round has: search to the end of the round.
TO_ROUND_END = 6


def _split_odds(total: int, half: int) -> list[list[float]]:
    """Expected point (+1 / 0 / -1) for "most of ``total`` cards", from counts so far,
    if each card still out goes to either player with even odds."""
    table = [[0.0] * (total + 1) for _ in range(total + 1)]
    for mine in range(total + 1):
        for theirs in range(total + 1 - mine):
            out = total - mine - theirs
            expected = 0.0
            for k in range(out + 1):
                final = mine + k
                expected += comb(out, k) * ((final > half) - (final < half))
            table[mine][theirs] = expected / 2**out
    return table


CARDS_ODDS = _split_odds(40, 20)
COINS_ODDS = _split_odds(10, 5)
SEVENS_ODDS = _split_odds(4, 2)
#: How often the player with more sevens wins the primiera (the rest goes with sixes and Aces).
PRIMIERA_BY_SEVENS = 0.8


def estimate(pile_me: int, pile_opp: int, scopa_diff: int, points: int = SETTEBELLO) -> float:
    """Expected round points, mine minus theirs, from what both have captured so far (``points``:
    the cards that are a point each, ``Rules.points``)."""
    value = scopa_diff + CARDS_ODDS[pile_me.bit_count()][pile_opp.bit_count()]
    value += COINS_ODDS[(pile_me & COINS).bit_count()][(pile_opp & COINS).bit_count()]
    value += PRIMIERA_BY_SEVENS * SEVENS_ODDS[(pile_me & SEVENS).bit_count()][(pile_opp & SEVENS).bit_count()]
    return value + ((pile_me & points).bit_count() - (pile_opp & points).bit_count())  # one sum: -estimate is exact


def first_take(hand: tuple[int, ...], table: int, pile_me: int, pile_opp: int, scopa_diff: int, rules: Rules,
               captures: Callable[[int, int], tuple[int, ...]]) -> float:
    """The best estimate after the first player of the next deal, holding ``hand``, makes a take from
    ``table`` (its sweep a scopa): one step of quiescence at the horizon, for the house capture rules,
    where the table left is worth most to whoever moves next (an Ace takes it all; at fifteen a card
    sweeps any table of 5 to 14). ``-INFINITY`` when no card of the hand takes."""
    best = -INFINITY
    for card in hand:
        for capture in captures(table, VALUE[card]):
            swept = 1 if capture == table and len(hand) > 1 and scores_scopa(card, capture, rules.capture) else 0
            best = max(best, estimate(pile_me | capture | BIT[card], pile_opp, scopa_diff + swept, rules.points))
    return best


def after(p: Position, card: int, capture: int, rules: Rules) -> Position:
    """The position after the player to move plays ``card`` taking ``capture`` (0: lays it down),
    seen from the next player; deals the next hands, and sweeps the table at the end."""
    me = tuple(c for c in p.me if c != card)
    table, pile_me, scopa_diff, last = p.table, p.pile_me, p.scopa_diff, p.last
    if capture:
        table ^= capture
        pile_me |= capture | BIT[card]
        if not table and (me or p.opp or p.pos < len(p.deck)) and scores_scopa(card, capture, rules.capture):
            scopa_diff += 1
        last = 1
    else:
        table |= BIT[card]
    opp, pos, pile_opp = p.opp, p.pos, p.pile_opp
    if not me and not opp:
        if pos < len(p.deck):
            # The next player is the dealer's opponent, first to receive cards.
            opp, me, pos = p.deck[pos : pos + 3], p.deck[pos + 3 : pos + 6], pos + 6
        elif last == 1:
            pile_me, table = pile_me | table, 0
        elif last == -1:
            pile_opp, table = pile_opp | table, 0
    return Position(opp, me, table, pile_opp, pile_me, -scopa_diff, -last, p.deck, pos)


def round_over(p: Position) -> bool:
    return not p.me and not p.opp


def final_value(p: Position, rules: Rules) -> int:
    """Round points, mine minus theirs, of a finished round."""
    return round_points_diff(p.pile_me, p.pile_opp, p.scopa_diff, rules)


class Search:
    """Negamax with alpha-beta over one imagined position; counts its nodes.

    The horizon is counted in deals, not plies: within a deal both hands are
    known (in the imagined position), so the search plays the deal to its
    end, then either deals the next hands from the imagined deck or stops
    and estimates. A horizon in the middle of a deal would judge positions
    where one player has just captured and the other has not yet replied.
    """

    def __init__(self, rules: Rules) -> None:
        self.rules = rules
        self.captures = capturer(rules.capture)
        self.ace_sweeps = rules.capture == ACE_TAKES_ALL
        #: At the horizon, whether the next deal's first take counts (the house capture rules).
        self.takes_at_horizon = rules.capture != CLASSIC
        self.nodes = 0

    def value(self, p: Position, deals_ahead: int) -> float:
        """The value of ``p`` for the player to move, searching ``deals_ahead`` deals past this one."""
        return self._negamax(p.me, p.opp, p.table, p.pile_me, p.pile_opp, p.scopa_diff, p.last, p.deck, p.pos,
                             deals_ahead, -INFINITY, INFINITY)

    def _negamax(self, me: tuple[int, ...], opp: tuple[int, ...], table: int, pile_me: int, pile_opp: int,
                 scopa_diff: int, last: int, deck: tuple[int, ...], pos: int, deals_ahead: int,
                 alpha: float, beta: float) -> float:
        self.nodes += 1
        if not me:
            # Both hands are empty (the player to move never runs out first): deal, or the round is over.
            if pos < len(deck):
                if not deals_ahead:
                    value = estimate(pile_me, pile_opp, scopa_diff, self.rules.points)
                    if self.takes_at_horizon and table:
                        hand = deck[pos : pos + 3]
                        value = max(value, first_take(hand, table, pile_me, pile_opp, scopa_diff, self.rules, self.captures))
                    return value
                deals_ahead -= 1
                me, opp, pos = deck[pos : pos + 3], deck[pos + 3 : pos + 6], pos + 6
            else:
                if last == 1:
                    pile_me |= table
                elif last == -1:
                    pile_opp |= table
                return round_points_diff(pile_me, pile_opp, scopa_diff, self.rules)
        last_card = len(me) == 1 and not opp and pos >= len(deck)
        captures = self.captures
        best = -INFINITY
        for card in me:
            rest = tuple(c for c in me if c != card)
            for capture in captures(table, VALUE[card]) or LAY_DOWN:
                if capture:
                    left = table ^ capture
                    swept = 1 if not left and not last_card and not (
                        self.ace_sweeps and VALUE[card] == 1 and not capture & ACES) else 0
                    value = -self._negamax(opp, rest, left, pile_opp, pile_me | capture | BIT[card],
                                           -scopa_diff - swept, -1, deck, pos, deals_ahead, -beta, -alpha)
                else:
                    value = -self._negamax(opp, rest, table | BIT[card], pile_opp, pile_me, -scopa_diff, -last,
                                           deck, pos, deals_ahead, -beta, -alpha)
                if value > best:
                    best = value
                    if value > alpha:
                        alpha = value
                        if alpha >= beta:
                            return best
        return best
