"""The coach's reasons: every code, its parameters and its English text (the page has its own words).

A reason is ``{"code": ..., **params}``, plain data. ``tests/test_coach_reasons.py`` checks
that each code is given by some check and worded in every language of the page.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..game import Json

Reason = dict[str, Json]
#: A check of one position: (the player's view, the move the coach suggests) -> a reason, or None.
Check = Callable[[Any, Any], Reason | None]
#: What a move surely does, said when no check holds: a reason for any legal move.
Plain = Callable[[Any, Any], Reason]

#: code -> English text, its parameters in braces.
REASONS: dict[str, str] = {
    # every game
    "only_move": "it is the only move you can make",
    "keeps": "it keeps {cards} in your hand for later",
    # Scopa and Scopone
    "scopa": "it sweeps the table: a scopa",
    "takes_settebello": "it takes the settebello, a point by itself",
    "sweep_avoided": "another card would leave a table that an unseen card could sweep",
    "leaves_unsweepable": "it leaves {total} on the table: no single card can sweep it",
    "sweepers_out": "it leaves {total} on the table, and every card that could sweep it is already out",
    "takes_sevens": "your side will hold {sevens} sevens: sevens win the primiera",
    "coins_count": "it takes {taken} coins: your side will have {coins}, and 6 win the point",
    "rank_out": "the other three cards of the value of {card} are out: nobody can pair it",
    "takes_cards": "it takes {count} cards towards the most cards",
    "takes": "it takes {cards}",
    "gives_little": "{card} is neither a seven nor a coin: little to give away",
    # Scala 40
    "opens_with": "you can open now, with {points} points",
    "fits_table": "{card} goes onto {meld} on the table",
    "lays_combination": "laying down {cards} takes {points} penalty points out of your hand",
    "takes_joker": "{card} takes back the joker of {meld}",
    "discard_completes": "{card} on the discard pile can go down this turn, with your cards",
    "discard_completes_nothing": "{card} on the discard pile would not go down this turn",
    "waits_for": "keep {cards}: they wait for {wanted}",
    "they_took": "the computer took {card} from the discard pile: {discard} is no card near it",
    "throw_high": "the computer has {count} cards left: throw {card} ({points} points) before it closes",
    "gives_back": "{card} goes back to the discard pile, and you draw from the stock instead",
    "discard_points": "discarding {card} takes {points} penalty points out of your hand",
    "draws_unseen": "nobody sees the card you draw from the stock",
    # Briscola
    "wins_points": "it wins the trick and its {points} points",
    "reaches_half": "with this trick you reach {points} points: more than half",
    "gives_nothing": "the trick is lost anyway: give a card worth nothing",
    "saves_trump": "it keeps your trumps for later",
    "leads_low": "lead with a card worth nothing",
    "wins_trick": "it wins the trick: you lead the next one",
}


def reason(code: str, **params: Json) -> Reason:
    """A reason of a known code (a typo is a bug, caught here)."""
    if code not in REASONS:
        raise KeyError(code)
    return {"code": code, **params}


def only_move(view: Any, move: object) -> Reason | None:
    """Every game: nothing else is legal."""
    return reason("only_move") if len(view.legal_moves()) == 1 else None


def english(why: Reason) -> str:
    """The English text of a reason, for logs and ``python3 -m mazzo``."""
    return REASONS[str(why["code"])].format(**{k: v for k, v in why.items() if k != "code"})
