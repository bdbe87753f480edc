"""What a move looks like to one player, as plain events for the table's animations."""

from __future__ import annotations

from collections import Counter
from typing import Any

from .cards import card_names
from .moves import Add, Discard, DrawStock, Meld, Move, Open, ReturnDiscard, SwapJoker, TakeDiscard
from .state import ScalaState


def events(before: ScalaState, move: Move, after: ScalaState, viewer: int) -> list[dict[str, Any]]:
    """What ``viewer`` saw happen in one move, in order. A card drawn from the stock
    is named only to the player who drew it (``card`` is null for the other)."""
    player = before.turn
    out: list[dict[str, Any]] = []
    if isinstance(move, DrawStock):
        if after.rebuilt and not before.rebuilt:
            out.append({"type": "rebuild", "stock_size": len(after.stock) + 1})
        if not after.round_over:  # a draw ends the round only when the stock is gone for good
            drawn = Counter(after.hands[player]) - Counter(before.hands[player])
            seen = str(next(iter(drawn))) if viewer == player else None
            out.append({"type": "draw", "player": player, "card": seen, "stock_size": len(after.stock)})
    elif isinstance(move, (TakeDiscard, ReturnDiscard)):
        card = before.discard[-1] if isinstance(move, TakeDiscard) else before.taken
        out.append({"type": str(move), "player": player, "card": str(card)})
    elif isinstance(move, Open):
        first = len(before.table)
        melds = [{"meld": first + i, "cards": card_names(m.cards)} for i, m in enumerate(after.table[first:])]
        points = sum(m.points for m in after.table[first:])
        out.append({"type": "open", "player": player, "melds": melds, "points": points})
    elif isinstance(move, Meld):
        out.append({"type": "meld", "player": player, "meld": len(before.table), "cards": card_names(after.table[-1].cards)})
    elif isinstance(move, Add):
        out.append({"type": "add", "player": player, "meld": move.meld, "card": str(move.card), "low": move.low})
    elif isinstance(move, SwapJoker):
        out.append({"type": "swap", "player": player, "meld": move.meld, "card": str(move.card)})
    elif isinstance(move, Discard):
        out.append({"type": "discard", "player": player, "card": str(move.card)})
    result = after.result
    if result is not None:
        if result.closer is not None:
            out.append({"type": "close", "player": result.closer, "doubled": result.doubled})
        out.append({"type": "round_over", "void": result.void, "points": list(result.points), "scores": list(after.scores)})
        if after.game_over:
            out.append({"type": "game_over", "winner": after.winner, "scores": list(after.scores)})
    return out
