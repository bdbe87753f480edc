"""A compact Scopa simulator for the computer players' search.

The engine's ``ScopaState.apply`` checks every rule and builds new tuples of
``Card`` objects: right for a game, far too slow to play thousands of
imagined positions per move. Here a card is its index in ``DECK`` (suit * 10
+ value - 1), a set of cards is the bits of an int, and a position is a few
ints and tuples, seen from the player to move (``me``/``opp``), so a search
is a plain negamax.

The house rules are ``Rules``: the capture rule (``capturer``: a card's captures are
still a function of its value and the table), whether a sweep scores a scopa
(``scores_scopa``), and the count's point cards and napola.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import NamedTuple

from ..scopa import ACE_TAKES_ALL, CAPTURE_RULES, CLASSIC, FIFTEEN, PRIMIERA, RE_BELLO, Card, Play, ScopaState, napola_run
from ..scopa import DECK as DECK
from ..scopa.cards import FIFTEEN_TOTAL
from ..scopa.state import ScopaOptions

CARD_ID = {card: i for i, card in enumerate(DECK)}
VALUE = tuple(card.value for card in DECK)
BIT = tuple(1 << i for i in range(len(DECK)))
ALL_CARDS = (1 << len(DECK)) - 1
COINS = (1 << 10) - 1
SETTEBELLO = 1 << CARD_ID[Card(7, "D")]
KING_OF_COINS = 1 << CARD_ID[RE_BELLO]
SEVENS = sum(BIT[i] for i in range(len(DECK)) if VALUE[i] == 7)
#: The four cards of each value (index 0 unused).
SAME_VALUE = (0, *(sum(BIT[i] for i in range(len(DECK)) if VALUE[i] == v) for v in range(1, 11)))
ACES = SAME_VALUE[1]
#: Best primiera points of every subset of one suit's ten cards (0: none of that suit).
SUIT_PRIMIERA = tuple(max((PRIMIERA[v + 1] for v in range(10) if subset >> v & 1), default=0) for subset in range(1024))


#: Napola points of every subset of the ten coins (DECK starts with the coins, Ace first).
NAPOLA = tuple(napola_run(DECK[v] for v in range(10) if subset >> v & 1) for subset in range(1024))

#: Entries each capture rule's memo holds before it starts again (issue 4.1): about 120 bytes each, and
#: an engine's WebAssembly memory never shrinks. At 200,000 the three rules' memos took a native
#: process from 13 to 81 MB over 40 Hard rounds of each rule; at 50,000, to 28 MB, in the same CPU
#: time (bench/scopa_memo.py).
_CAPTURE_CACHE_LIMIT = 50_000


class Rules(NamedTuple):
    """The options a search plays by: the napola, the count's point cards (the settebello, and the
    King of coins with Re Bello) and the capture rule."""

    napola: bool = False
    points: int = SETTEBELLO
    capture: str = CLASSIC


#: Plain Scopa's: no napola, the settebello the one point card, the classic capture.
PLAIN = Rules()


def rules_of(options: ScopaOptions) -> Rules:
    return Rules(options.napola, SETTEBELLO | (KING_OF_COINS if options.re_bello else 0), options.capture)


def cards_of(mask: int) -> list[int]:
    """The card ids in ``mask``, lowest first."""
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out


def mask_of(cards: object) -> int:
    mask = 0
    for card in cards:  # type: ignore[attr-defined]
        mask |= BIT[CARD_ID[card]]
    return mask


def _memoised(rule: str) -> Callable[[int, int], tuple[int, ...]]:
    """``captures`` under the capture ``rule``, memoised because searches meet the same tables again and again."""
    cache: dict[int, tuple[int, ...]] = {}

    def captures(table: int, value: int) -> tuple[int, ...]:
        """Every capture a card of ``value`` may make from ``table``, as masks (empty: it is laid down):
        the same rule as ``scopa.capture_options``."""
        key = table << 4 | value
        found = cache.get(key)
        if found is None:
            if len(cache) >= _CAPTURE_CACHE_LIMIT:
                cache.clear()
            found = cache[key] = _find_captures(table, value, rule)
        return found

    return captures


_CAPTURERS = {rule: _memoised(rule) for rule in CAPTURE_RULES}
#: Plain Scopa's captures.
captures = _CAPTURERS[CLASSIC]


def capturer(rule: str) -> Callable[[int, int], tuple[int, ...]]:
    """The captures of a card of a value from a table under the capture ``rule`` (``captures`` at plain Scopa)."""
    return _CAPTURERS[rule]


def _find_captures(table: int, value: int, rule: str) -> tuple[int, ...]:
    if rule == FIFTEEN:
        return _sums(table, FIFTEEN_TOTAL - value, 1)
    same = table & SAME_VALUE[value]
    if same:
        return tuple(BIT[c] for c in cards_of(same))
    if rule == ACE_TAKES_ALL and value == 1 and table:
        return (table,)
    return _sums(table, value, 2)


def _sums(table: int, total: int, least: int) -> tuple[int, ...]:
    """Every set of at least ``least`` cards of ``table`` adding up to ``total``, in the engine's order."""
    candidates = [c for c in cards_of(table) if VALUE[c] <= total]
    options: list[int] = []

    def extend(start: int, remaining: int, chosen: int, count: int) -> None:
        for i in range(start, len(candidates)):
            card = candidates[i]
            v = VALUE[card]
            if v == remaining:
                if count + 1 >= least:
                    options.append(chosen | BIT[card])
            elif v < remaining:
                extend(i + 1, remaining - v, chosen | BIT[card], count + 1)

    extend(0, total, 0, 0)
    return tuple(options)


def scores_scopa(card: int, capture: int, rule: str) -> bool:
    """Whether taking ``capture`` with ``card``, clearing the table, is a scopa: not an Ace's taking all
    by Asso piglia tutto (``scopa.scores_scopa``)."""
    return not (rule == ACE_TAKES_ALL and VALUE[card] == 1 and not capture & ACES)


def primiera(pile: int) -> int:
    """Primiera points of a pile, or -1 when a suit is missing (loses to any full primiera)."""
    a = SUIT_PRIMIERA[pile & 1023]
    b = SUIT_PRIMIERA[pile >> 10 & 1023]
    c = SUIT_PRIMIERA[pile >> 20 & 1023]
    d = SUIT_PRIMIERA[pile >> 30 & 1023]
    return a + b + c + d if a and b and c and d else -1


def round_points_diff(mine: int, theirs: int, scopa_diff: int, rules: Rules) -> int:
    """My round points minus theirs, from both finished piles and the scopa difference."""
    diff = scopa_diff
    a, b = mine.bit_count(), theirs.bit_count()
    diff += (a > b) - (a < b)
    a, b = (mine & COINS).bit_count(), (theirs & COINS).bit_count()
    diff += (a > b) - (a < b)
    diff += (mine & rules.points).bit_count() - (theirs & rules.points).bit_count()
    a, b = primiera(mine), primiera(theirs)
    diff += (a > b) - (a < b)
    if rules.napola:
        diff += NAPOLA[mine & COINS] - NAPOLA[theirs & COINS]
    return diff


class Position(NamedTuple):
    """One full imagined position, from the player to move.

    ``last`` is who captured last: 1 me, -1 the other, 0 nobody yet.
    ``deck`` is dealt from ``pos`` on; a new deal always starts with the
    player to move (the dealer's opponent), because a deal has six plays.
    """

    me: tuple[int, ...]
    opp: tuple[int, ...]
    table: int
    pile_me: int
    pile_opp: int
    scopa_diff: int
    last: int
    deck: tuple[int, ...]
    pos: int


def position_of(state: ScopaState) -> Position:
    """The position of an engine ``ScopaState`` (a full state: only ever an imagined one)."""
    player = state.turn
    hands, piles, scopas = state.hands, state.piles, state.scopas
    last = state.last_capturer
    return Position(
        me=tuple(CARD_ID[c] for c in hands[player]),
        opp=tuple(CARD_ID[c] for c in hands[1 - player]),
        table=mask_of(state.table),
        pile_me=mask_of(piles[player]),
        pile_opp=mask_of(piles[1 - player]),
        scopa_diff=len(scopas[player]) - len(scopas[1 - player]),
        last=0 if last is None else 1 if last == player else -1,
        deck=tuple(CARD_ID[c] for c in state.deck),
        pos=0,
    )


def moves_of(hand: tuple[int, ...], table: int, rule: str = CLASSIC) -> list[tuple[int, int]]:
    """The legal moves under the capture ``rule`` as (card id, capture mask), in the engine's order."""
    out: list[tuple[int, int]] = []
    found = capturer(rule)
    for card in hand:
        options = found(table, VALUE[card])
        if options:
            out.extend((card, option) for option in options)
        else:
            out.append((card, 0))
    return out


def play_of(move: tuple[int, int]) -> Play:
    card, capture = move
    return Play(DECK[card], tuple(DECK[c] for c in cards_of(capture)))


def move_of(play: Play) -> tuple[int, int]:
    return CARD_ID[play.card], mask_of(play.captures)
