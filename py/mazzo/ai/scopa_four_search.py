"""Search over imagined positions of a table of four: negamax with alpha-beta on the compact simulator.

The cards and the count are ``scopa_sim``'s, the estimate of an unfinished round is
``scopa_search.estimate`` (the same for two partnerships as for two players: it only
reads what each side has taken). A position is seen from the player to move, the four
hands in turn order from them, so the side to move alternates with every ply and a
plain negamax serves: partners play for their side. Values are round points, the side
to move's less the other side's.

The horizon is a number of plies, always a whole turn of the table (so every hand holds
as many cards), or the end of the current hands when more are to be dealt. At a horizon
inside the hands every hand is known, so the one capture ``estimate`` cannot foresee and
a turn ahead decides most often, a sweep by the player to move, is looked at (``horizon``).
"""

from __future__ import annotations

from typing import NamedTuple

from ..scopa import ACE_TAKES_ALL, FIFTEEN
from ..scopa.cards import FIFTEEN_TOTAL
from .scopa_search import INFINITY, estimate
from .scopa_sim import ALL_CARDS, BIT, SAME_VALUE, SETTEBELLO, VALUE, Rules, capturer, round_points_diff, scores_scopa

Hand = tuple[int, ...]
#: Plies in one turn of the table.
TURN = 4
#: The cards of each value or less (index 0 unused): a card's captures only ever take these.
UP_TO = tuple(sum(SAME_VALUE[1 : value + 1]) for value in range(11))
#: The most a table's values add up to: the forty cards'.
MOST_TOTAL = 220


def reach_of(rule: str) -> tuple[int, ...]:
    """The cards a card of each value may take under the capture ``rule`` (``UP_TO`` at plain Scopa):
    at fifteen those of 15 less its value or less, and by Asso piglia tutto an Ace takes any."""
    if rule == FIFTEEN:
        return (0, *(UP_TO[min(10, FIFTEEN_TOTAL - value)] for value in range(1, 11)))
    if rule == ACE_TAKES_ALL:
        return (0, ALL_CARDS, *UP_TO[2:])
    return UP_TO


def sweepers_of(rule: str) -> tuple[int, ...]:
    """For each table total, the value of the card that takes the whole table as a scopa (0: none):
    the total itself, or at fifteen what makes 15 with it."""
    if rule == FIFTEEN:
        return tuple(FIFTEEN_TOTAL - total if 0 < FIFTEEN_TOTAL - total <= 10 and total else 0
                     for total in range(MOST_TOTAL + 1))
    return tuple(total if total <= 10 else 0 for total in range(MOST_TOTAL + 1))


def taken_of(rule: str) -> tuple[int, ...]:
    """For each value, what the cards a card of that value takes add up to (bar an Ace's taking all)."""
    return (0, *(FIFTEEN_TOTAL - value if rule == FIFTEEN else value for value in range(1, 11)))


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


def after(p: FourPosition, card: int, capture: int, rules: Rules) -> FourPosition:
    """The position after the player to move plays ``card`` taking ``capture`` (0: lays it down),
    seen from the next player; deals the next hands, and sweeps the table at the end."""
    h0, h1, h2, h3 = p.hands
    rest = tuple(c for c in h0 if c != card)
    table, pile_us, scopa_diff, last = p.table, p.pile_us, p.scopa_diff, p.last
    more = h1 or p.pos < len(p.deck)  # h1 holds cards unless every hand is now empty
    if capture:
        table ^= capture
        pile_us |= capture | BIT[card]
        if not table and (rest or more) and scores_scopa(card, capture, rules.capture):
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


#: The values of every subset of one suit's ten cards added up (a card is suit * 10 + value - 1).
SUIT_TOTAL = tuple(sum(v + 1 for v in range(10) if subset >> v & 1) for subset in range(1024))


def table_total(table: int) -> int:
    """The values of the cards on ``table`` added up: a card of that value sweeps it (if at most 10)."""
    return SUIT_TOTAL[table & 1023] + SUIT_TOTAL[table >> 10 & 1023] + SUIT_TOTAL[table >> 20 & 1023] + SUIT_TOTAL[table >> 30]


def values_in(hand: Hand) -> int:
    """The values held in ``hand``, as the bits ``1 << value``."""
    held = 0
    for card in hand:
        held |= 1 << VALUE[card]
    return held


def horizon(hand: Hand, held: int, table: int, sweep: int, pile_us: int, pile_them: int, scopa_diff: int,
            points: int = SETTEBELLO) -> float:
    """The value of a position at the search's horizon for the player to move, who holds ``hand``
    (``held``: its ``values_in``) and sees ``table`` (``sweep``: the value that takes it all as a
    scopa, 0 for none; at plain Scopa its ``table_total`` when at most 10).

    Scopa's ``estimate``, or the estimate after a sweep by a card of the hand when that is better
    (``swept``): one step of quiescence for sweeps, the player being free not to sweep.
    """
    value = estimate(pile_us, pile_them, scopa_diff, points)
    if table and held >> sweep & 1:  # ``held`` has no bit above 10, nor bit 0
        value = max(value, swept(hand, table, sweep, pile_us, pile_them, scopa_diff, points))
    return value


def swept(hand: Hand, table: int, sweep: int, pile_us: int, pile_them: int, scopa_diff: int,
          points: int = SETTEBELLO) -> float:
    """The best estimate after the player to move sweeps ``table`` (``sweep``: the value that takes it all,
    a value the hand holds) with a card of ``hand``, if the hand keeps cards after it (so it is a scopa)."""
    best = -INFINITY
    if len(hand) > 1:
        for card in hand:
            if VALUE[card] == sweep:
                best = max(best, estimate(pile_us | table | BIT[card], pile_them, scopa_diff + 1, points))
    return best


def round_over(p: FourPosition) -> bool:
    return not p.hands[0]


def final_value(p: FourPosition, rules: Rules) -> int:
    """Round points, the side to move's less the other's, of a finished round."""
    return round_points_diff(p.pile_us, p.pile_them, p.scopa_diff, rules)


#: A hand's moves at a table, (card, capture mask or 0), the captures first (each kind in the
#: view's order: captures decide most of a position's value, so alpha-beta cuts the rest sooner).
Moves = list[tuple[int, int]]


class FourSearch:
    """Negamax with alpha-beta over the imagined positions of one decision; counts its nodes.

    A card's captures are kept for the decision, keyed by the cards of its value or less on the
    table (the only ones it may take), as its searches meet the same tables again and again. The
    last ply before the horizon, and the last card of a deal, value their moves' outcomes without
    a call each; every outcome still counts as a node, so the count, and with it the budget's
    choices, is that of a search calling itself at every node.
    """

    def __init__(self, rules: Rules) -> None:
        self.rules = rules
        self.nodes = 0
        self._captures: dict[int, tuple[int, ...]] = {}
        self._find = capturer(rules.capture)
        self._reach = reach_of(rules.capture)
        self._sweepers = sweepers_of(rules.capture)
        self._taken = taken_of(rules.capture)
        self._ace_sweeps = rules.capture == ACE_TAKES_ALL

    def value(self, p: FourPosition, plies: int) -> float:
        """The value of ``p`` for the side to move, searching at most ``plies`` plies and never
        past the hands in play (``estimate`` there; ``horizon`` at the horizon)."""
        h0, h1, h2, h3 = p.hands
        return self._negamax(h0, h1, h2, h3, p.table, p.pile_us, p.pile_them, p.scopa_diff, p.last,
                             p.pos < len(p.deck), plies, -INFINITY, INFINITY)

    def moves(self, hand: Hand, table: int) -> Moves:
        """The legal moves of ``hand`` at ``table``, captures first (``Moves``)."""
        taking: list[tuple[int, int]] = []
        laying: list[tuple[int, int]] = []
        known, reach = self._captures, self._reach
        for card in hand:
            value = VALUE[card]
            key = (table & reach[value]) << 4 | value
            options = known.get(key)
            if options is None:
                options = known[key] = self._find(table & reach[value], value)
            if options:
                for capture in options:
                    taking.append((card, capture))
            else:
                laying.append((card, 0))
        return taking + laying

    def _negamax(self, h0: Hand, h1: Hand, h2: Hand, h3: Hand, table: int, pile_us: int, pile_them: int,
                 scopa_diff: int, last: int, dealing: bool, plies: int, alpha: float, beta: float) -> float:
        self.nodes += 1
        if not h0:
            # The player to move has played the fewest cards: every hand is empty.
            if dealing:
                return estimate(pile_us, pile_them, scopa_diff, self.rules.points)
            if last == 1:
                pile_us |= table
            elif last == -1:
                pile_them |= table
            return round_points_diff(pile_us, pile_them, scopa_diff, self.rules)
        if not plies:
            return horizon(h0, values_in(h0), table, self._sweepers[table_total(table)], pile_us, pile_them, scopa_diff,
                           self.rules.points)
        if plies == 1 and h1:
            return self._replies_at_horizon(h0, h1, table, pile_us, pile_them, scopa_diff, alpha, beta)
        if not h1 and len(h0) == 1:
            return self._last_play(h0[0], table, pile_us, pile_them, scopa_diff, last, dealing, alpha, beta)
        best = -INFINITY
        for card, capture in self.moves(h0, table):
            at = h0.index(card)
            rest = h0[:at] + h0[at + 1 :]
            if capture:
                left = table ^ capture
                scopa = 0 if left or (self._ace_sweeps and not scores_scopa(card, capture, ACE_TAKES_ALL)) else 1
                value = -self._negamax(h1, h2, h3, rest, left, pile_them, pile_us | capture | BIT[card],
                                       -scopa_diff - scopa, -1, dealing, plies - 1, -beta, -alpha)
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

    def _replies_at_horizon(self, hand: Hand, h1: Hand, table: int, pile_us: int, pile_them: int, scopa_diff: int,
                            alpha: float, beta: float) -> float:
        """The last ply's best move, each reply valued at the horizon (``horizon``, for the next player,
        who holds ``h1``) without a call (a node each, as if called).

        Not the last card of the round (the next hand holds cards), so a capture that clears the
        table is a scopa (bar an Ace's taking all). A capture takes cards adding up to ``_taken`` of
        its card's value (an Ace taking all leaves nothing), so the table left adds up to the
        table's total less that, and a card laid down to the total plus its value; every card laid
        down leaves the same piles, so one estimate serves them all but a sweep.
        """
        best, looked, held, total = -INFINITY, 0, values_in(h1), table_total(table)
        standing = None
        points, sweepers, taken = self.rules.points, self._sweepers, self._taken
        for card, capture in self.moves(hand, table):
            looked += 1
            if capture:
                left, ours = table ^ capture, pile_us | capture | BIT[card]
                scopa = 0 if left or (self._ace_sweeps and not scores_scopa(card, capture, ACE_TAKES_ALL)) else 1
                diff = scopa_diff + scopa
                value = estimate(ours, pile_them, diff, points)
                sweep = sweepers[total - taken[VALUE[card]]] if left else 0
                if held >> sweep & 1:  # ``held`` has no bit above 10, nor bit 0
                    value = min(value, -swept(h1, left, sweep, pile_them, ours, -diff, points))
            else:
                if standing is None:
                    standing = estimate(pile_us, pile_them, scopa_diff, points)
                value, sweep = standing, sweepers[total + VALUE[card]]
                if held >> sweep & 1:
                    value = min(value, -swept(h1, table | BIT[card], sweep, pile_them, pile_us, -scopa_diff, points))
            if value > best:
                best = value
                if value > alpha:
                    alpha = value
                    if alpha >= beta:
                        break
        self.nodes += looked
        return best

    def _last_play(self, card: int, table: int, pile_us: int, pile_them: int, scopa_diff: int, last: int,
                   dealing: bool, alpha: float, beta: float) -> float:
        """The best play of the deal's last card, each ending valued without a call (a node each, as if called):
        estimated when more hands are dealt, else the round's points once the table goes to who captured last."""
        best, looked = -INFINITY, 0
        for _, capture in self.moves((card,), table):
            looked += 1
            ours, left, diff = pile_us | capture | BIT[card], table ^ capture, scopa_diff
            if not capture:
                ours, left = pile_us, table | BIT[card]
            elif dealing and not left and scores_scopa(card, capture, self.rules.capture):
                diff += 1
            if dealing:
                value = -estimate(pile_them, ours, -diff, self.rules.points)
            elif (last if not capture else 1) == 1:
                value = -round_points_diff(pile_them, ours | left, -diff, self.rules)
            elif last == -1:
                value = -round_points_diff(pile_them | left, ours, -diff, self.rules)
            else:
                value = -round_points_diff(pile_them, ours, -diff, self.rules)
            if value > best:
                best = value
                if value > alpha:
                    alpha = value
                    if alpha >= beta:
                        break
        self.nodes += looked
        return best
