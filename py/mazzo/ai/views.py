"""The one check every computer player makes before deciding."""

from __future__ import annotations

from typing import Any, TypeVar

from ..game import View

ViewT = TypeVar("ViewT", bound=View[Any])


def own_turn_view(view: object, kind: type[ViewT]) -> ViewT:
    """``view`` itself, once sure it is a player's view (never a full state) on that player's turn."""
    if not isinstance(view, kind):
        raise TypeError(f"a computer player decides from a {kind.__name__}, not a {type(view).__name__}")
    if view.turn != view.player:
        raise ValueError("it is not this player's turn")
    return view
