"""Checking groups of cards a player is putting together, before they are laid down.

The table lets a player gather cards into groups in any order (the dashed frame before
opening). ``check_groups`` tells, for each group, whether it is a combination, why not, its
points and its cards in table order, and whether the groups would make an opening now, so
the page shows the rules' verdict without knowing the rules.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from typing import Any

from ..game import IllegalMoveError, Json, NotationError, State
from ..requests import ProtocolError, Request
from .cards import JOKER, Card
from .finder import OPENING_POINTS
from .melds import ACE_HIGH, MAX_RUN, MIN_CARDS, TableMeld, position_rank
from .moves import Open
from .state import PLAY, ScalaState


def arrange(cards: Sequence[Card]) -> tuple[Card, ...]:
    """The group in the order a combination is written: a run low to high with the joker in
    the place it takes (at the high end when it could go at either, as that is worth more),
    a set as it is. Cards that make no run come back as they were given."""
    real = [c for c in cards if not c.is_joker]
    jokers = len(cards) - len(real)
    if jokers > 1 or len({c.suit for c in real}) != 1 or len({c.rank for c in real}) == 1:
        return tuple(cards)
    ranks = sorted(c.rank for c in real)
    for positions in ([ACE_HIGH if r == 1 else r for r in ranks], ranks):  # a high Ace is worth more
        positions = sorted(positions)
        low, high = positions[0], positions[-1]
        missing = sorted(set(range(low, high + 1)) - set(positions))
        if len(set(positions)) != len(positions) or len(missing) > jokers or high - low + 1 + jokers > MAX_RUN:
            continue
        joker_at = missing[0] if missing else None
        if jokers and joker_at is None:
            joker_at = high + 1 if high < ACE_HIGH else low - 1
        suit = real[0].suit
        order = sorted(positions + ([joker_at] if jokers and joker_at is not None else []))
        return tuple(JOKER if p == joker_at else Card(position_rank(p), suit) for p in order)
    return tuple(cards)


def group_reason(cards: Sequence[Card]) -> str:
    """Why a group is no combination, as a code for the page's texts."""
    real = [c for c in cards if not c.is_joker]
    if len(cards) < MIN_CARDS:
        return "too_few"
    if len(real) < len(cards) - 1:
        return "two_jokers"
    return "not_a_set" if len({c.rank for c in real}) == 1 else "not_a_run"


def check_group(player: int, cards: Sequence[Card]) -> dict[str, Any]:
    arranged = arrange(cards)
    try:
        meld = TableMeld.build(player, arranged)
    except IllegalMoveError as error:
        return {"ok": False, "kind": None, "cards": [str(c) for c in cards], "points": 0, "joker": None,
                "reason": group_reason(cards), "message": str(error)}
    index = meld.joker_index
    joker = None if index is None else {"index": index, "stands_for": [str(c) for c in meld.stands_for()]}
    return {"ok": True, "kind": meld.kind, "cards": [str(c) for c in meld.cards], "points": meld.points,
            "joker": joker, "reason": None, "message": None}


def opening_verdict(state: ScalaState, player: int, groups: list[dict[str, Any]], points: int) -> dict[str, Any]:
    """Would these groups, as arranged, be accepted as ``player``'s opening now?"""

    def refused(reason: str, message: str) -> dict[str, Any]:
        return {"ok": False, "reason": reason, "points": points, "move": None, "message": message}

    if state.current_player != player or state.phase != PLAY or state.opened[player] or not groups:
        return refused("not_now", "you can open in your turn, after drawing, with at least one combination")
    invalid = next((g for g in groups if not g["ok"]), None)
    if invalid:
        return refused("invalid_group", invalid["message"])
    used = Counter(Card.parse(c) for g in groups for c in g["cards"])
    if used - Counter(state.hands[player]):
        return refused("not_held", "the groups use cards that are not in your hand")
    if points < OPENING_POINTS:
        return refused("below_40", f"an opening must be worth at least {OPENING_POINTS} points; this one is worth {points}")
    if state.taken is not None and not used[state.taken]:
        return refused("taken_missing", f"you took {state.taken} from the discard pile: it must be part of your opening")
    move = Open(tuple(tuple(Card.parse(c) for c in g["cards"]) for g in groups))
    try:
        state.apply(move)
    except IllegalMoveError as error:
        return refused("keep_a_card", str(error))
    return {"ok": True, "reason": None, "points": points, "move": str(move), "message": None}


def check_groups(state: ScalaState, player: int, groups: Sequence[Sequence[Card]]) -> dict[str, Any]:
    """Each group's verdict, their total, and whether they would open now (plain data)."""
    checked = [check_group(player, g) for g in groups]
    points = sum(g["points"] for g in checked)
    return {"groups": checked, "points": points, "open": opening_verdict(state, player, checked, points)}


MAX_GROUPS = 14
MAX_GROUP_CARDS = 14


def _answer_check_melds(state: State[Any, Any], player: int, message: dict[str, object]) -> dict[str, Json]:
    """The ``check_melds`` request: ``groups``, lists of card names, judged for ``player``."""
    groups = message.get("groups")
    if not isinstance(groups, list) or len(groups) > MAX_GROUPS or not all(
        isinstance(g, list) and 1 <= len(g) <= MAX_GROUP_CARDS and all(isinstance(c, str) for c in g) for g in groups
    ):
        raise ProtocolError("bad_request", "bad_groups", groups=MAX_GROUPS, cards=MAX_GROUP_CARDS)
    try:
        cards = [[Card.parse(c) for c in g] for g in groups]
    except NotationError as error:
        raise ProtocolError.because("bad_request", error) from error
    assert isinstance(state, ScalaState)
    return check_groups(state, player, cards)


CHECK_MELDS = Request(frozenset({"groups"}), _answer_check_melds)
