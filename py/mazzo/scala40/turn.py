"""A Scala 40 turn: its phases, what each action needs before it is allowed, and the moves listed.

``action_refusal`` is the one place that says whether an action is possible at this
point of the turn, whatever its cards: ``apply`` asks it first, and the player's view
reports it for every action, so the page never repeats a rule.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..game import IllegalMoveError
from .cards import Card
from .finder import OPENING_POINTS, find_additions, find_melds, find_openings, find_swaps
from .melds import TableMeld
from .moves import Add, Discard, DrawStock, Meld, Move, Open, ReturnDiscard, SwapJoker, TakeDiscard

#: Turn phases: "draw" (from the stock or the discard pile), "stock" (only the stock:
#: the taken discard was given back), "play" (lay down, then discard).
DRAW, STOCK, PLAY = "draw", "stock", "play"
PHASES = (DRAW, STOCK, PLAY)

#: Each kind of move, by the word that starts its notation.
ACTIONS: dict[str, type[Move]] = {
    "draw": DrawStock,
    "take": TakeDiscard,
    "return": ReturnDiscard,
    "open": Open,
    "meld": Meld,
    "add": Add,
    "swap": SwapJoker,
    "discard": Discard,
}
ACTION_OF: dict[type[Move], str] = {kind: action for action, kind in ACTIONS.items()}


def _phase_refusal(phase: str, *allowed: str) -> IllegalMoveError | None:
    if phase in allowed:
        return None
    if phase == PLAY:
        return IllegalMoveError("already_drawn")
    if phase == STOCK:
        return IllegalMoveError("draw_from_stock")
    return IllegalMoveError("draw_first")


def action_refusal(action: str, phase: str, opened: bool, taken: Card | None) -> IllegalMoveError | None:
    """Why ``action`` (a key of ACTIONS) is refused at this point of the player's turn, whatever
    its cards; None when it may be tried. ``opened``: whether the player has opened; ``taken``:
    the card they took from the discard pile this turn and have not laid down yet."""
    if action == "draw":
        return _phase_refusal(phase, DRAW, STOCK)
    if action == "take":
        return _phase_refusal(phase, DRAW)
    why = _phase_refusal(phase, PLAY)
    if why is not None:
        return why
    if action == "return":
        return None if taken is not None else IllegalMoveError("nothing_taken")
    if action == "open":
        return IllegalMoveError("already_opened") if opened else None
    if action == "discard":
        return None if taken is None else IllegalMoveError("taken_pending", card=str(taken))
    return None if opened else IllegalMoveError("not_opened", points=OPENING_POINTS)


def keeps_a_discard(cards_in_hand: int, taken: Card | None) -> bool:
    """You always keep one card to discard, and a taken card still to lay down is not one."""
    return cards_in_hand - (taken is not None) >= 1


def legal_turn_moves(
    phase: str, hand: tuple[Card, ...], table: Sequence[TableMeld], opened: bool, taken: Card | None
) -> list[Move]:
    """The moves ``legal_moves`` lists, from what the player to move knows.

    Draw phase: ``draw``, ``take``. Play phase, before opening: the openings of
    ``find_openings`` (with the taken card, if any). After opening: a ``meld`` for
    every combination of ``find_melds``, every single-card ``add``, every ``swap``.
    Then ``return`` while a taken card is not on the table, otherwise a ``discard``
    of each different card in hand. Lay-downs that would leave no card to discard
    are left out. ``apply`` also accepts any other legal lay-down.
    """
    if phase == DRAW:
        return [DrawStock(), TakeDiscard()]
    if phase == STOCK:
        return [DrawStock()]
    moves: list[Move] = []
    if not opened:
        moves.extend(Open(o.melds) for o in find_openings(hand, must_include=taken))
    else:
        size = len(hand)
        for meld in find_melds(hand):
            if keeps_a_discard(size - len(meld), None if taken in meld else taken):
                moves.append(Meld(meld))
        for add in find_additions(hand, table):
            if keeps_a_discard(size - 1, None if add.card == taken else taken):
                moves.append(add)
        moves.extend(find_swaps(hand, table))
    if taken is not None:
        moves.append(ReturnDiscard())
    else:
        moves.extend(Discard(card) for card in sorted(set(hand)))
    return moves
