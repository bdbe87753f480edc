"""Hard's learned end-of-hand value at a table of two, from the table ``bench/scopa_fit.py`` fits.

``estimate`` gives each category the odds of ending ahead if every card still
out split evenly. Play does not split them evenly: the player who leads the
next hand, the cards left on the table, the sevens and sixes each side holds
all tilt them. Self-play measures how each category ended from positions like
these; this module reads those measurements back (``scopa_values_table``),
falling back to ``estimate``'s odds where self-play saw too few positions.

A position is judged at the end of a hand of cards, from the player who leads
the next one; the categories are keyed as ``keys`` says, the fit's one source.
"""

from __future__ import annotations

from . import scopa_values_table as fitted
from .scopa_search import CARDS_ODDS, COINS_ODDS, PRIMIERA_BY_SEVENS, SEVENS_ODDS
from .scopa_sim import BIT, COINS, DECK, SETTEBELLO, SEVENS, VALUE, cards_of

SIXES = sum(BIT[i] for i in range(len(DECK)) if VALUE[i] == 6)
#: Hands still to deal at the end of a hand, less one: the first index of every key.
HANDS_LEFT = 5
#: Table sizes at or above this are counted together for the scopas still to come.
TABLE_SIZES = 5
#: The categories fitted, each with its key: see ``keys``.
CATEGORIES = ("cards", "coins", "primiera", "settebello", "scopas")


def hands_left(deck_left: int) -> int:
    """The hands still to deal, less one, when ``deck_left`` cards are in the deck at the end of a hand."""
    return deck_left // 6 - 1


def keys(pile_me: int, pile_opp: int, table: int, deck_left: int) -> dict[str, tuple[int, ...]]:
    """Each category's key for a position at the end of a hand, from the next hand's leader.

    cards: the cards each side has taken; coins: the coins; primiera: the sevens
    and the sixes; settebello (only while nobody has it): whether it is on the
    table; scopas (still to come): the table's size and whether one card could
    sweep it (its values add up to 10 at most).
    """
    hand = hands_left(deck_left)
    on_table = table.bit_count()
    table_sum = sum(VALUE[c] for c in cards_of(table))
    return {
        "cards": (hand, pile_me.bit_count(), pile_opp.bit_count()),
        "coins": (hand, (pile_me & COINS).bit_count(), (pile_opp & COINS).bit_count()),
        "primiera": (hand, (pile_me & SEVENS).bit_count(), (pile_opp & SEVENS).bit_count(),
                     (pile_me & SIXES).bit_count(), (pile_opp & SIXES).bit_count()),
        "settebello": (hand, 1 if table & SETTEBELLO else 0),
        "scopas": (hand, min(on_table, TABLE_SIZES), 1 if 0 < table_sum <= 10 else 0),
    }


def prior(category: str, key: tuple[int, ...]) -> float:
    """What ``estimate`` expects of a category: the value a key takes when self-play saw too little."""
    if category == "cards":
        return CARDS_ODDS[key[1]][key[2]]
    if category == "coins":
        return COINS_ODDS[key[1]][key[2]]
    if category == "primiera":
        return PRIMIERA_BY_SEVENS * SEVENS_ODDS[key[1]][key[2]]
    return 0.0


def _dense(category: str, shape: tuple[int, ...], fitted_cells: dict[tuple[int, ...], float]) -> list:  # type: ignore[type-arg]
    """Nested lists over every key of ``shape``: the fitted value, else the prior (or 0 where a key cannot occur)."""

    def build(prefix: tuple[int, ...]) -> object:
        if len(prefix) == len(shape):
            if prefix in fitted_cells:
                return fitted_cells[prefix]
            return prior(category, prefix) if _possible(category, prefix) else 0.0
        return [build((*prefix, i)) for i in range(shape[len(prefix)])]

    return build(())  # type: ignore[return-value]


def _possible(category: str, key: tuple[int, ...]) -> bool:
    limits = {"cards": 40, "coins": 10, "primiera": 4}
    if category == "primiera":
        return key[1] + key[2] <= 4 and key[3] + key[4] <= 4
    return category not in limits or key[1] + key[2] <= limits[category]


_CARDS = _dense("cards", (HANDS_LEFT, 41, 41), fitted.CARDS)
_COINS = _dense("coins", (HANDS_LEFT, 11, 11), fitted.COINS)
_PRIMIERA = _dense("primiera", (HANDS_LEFT, 5, 5, 5, 5), fitted.PRIMIERA)
_SETTEBELLO = _dense("settebello", (HANDS_LEFT, 2), fitted.SETTEBELLO)
_SCOPAS = _dense("scopas", (HANDS_LEFT, TABLE_SIZES + 1, 2), fitted.SCOPAS)


def hand_end_value(pile_me: int, pile_opp: int, table: int, scopa_diff: int, deck_left: int) -> float:
    """Expected round points, mine minus theirs, at the end of a hand with ``deck_left`` cards still to deal,
    for the player who leads the next hand: what self-play saw each category come to from here."""
    hand = deck_left // 6 - 1
    value: float = scopa_diff + _CARDS[hand][pile_me.bit_count()][pile_opp.bit_count()]
    value += _COINS[hand][(pile_me & COINS).bit_count()][(pile_opp & COINS).bit_count()]
    value += _PRIMIERA[hand][(pile_me & SEVENS).bit_count()][(pile_opp & SEVENS).bit_count()][
        (pile_me & SIXES).bit_count()][(pile_opp & SIXES).bit_count()]
    if pile_me & SETTEBELLO:
        value += 1
    elif pile_opp & SETTEBELLO:
        value -= 1
    else:
        value += _SETTEBELLO[hand][1 if table & SETTEBELLO else 0]
    table_sum = sum(VALUE[c] for c in cards_of(table))
    value += _SCOPAS[hand][min(table.bit_count(), TABLE_SIZES)][1 if 0 < table_sum <= 10 else 0]
    return value
