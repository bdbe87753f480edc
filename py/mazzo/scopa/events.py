"""What each player sees happen in a Scopa move, for the table's animations."""

from __future__ import annotations

from ..game import Json
from .cards import Play, card_names
from .state import ScopaState


def events(before: ScopaState, move: Play, after: ScopaState, viewer: int) -> list[dict[str, Json]]:
    """What ``viewer`` saw happen in one move, in order, for the table's animations."""
    player = before.turn
    out: list[dict[str, Json]] = [
        {"type": "play", "player": player, "card": str(move.card), "captures": card_names(move.captures)}
    ]
    if len(after.scopas[player]) > len(before.scopas[player]):
        out.append({"type": "scopa", "player": player, "card": str(move.card)})
    if len(after.deck) < len(before.deck):
        out.append({"type": "deal", "hand": card_names(after.hands[viewer]), "deck_size": len(after.deck)})
    if after.round_over:
        left = [c for c in before.table if c not in move.captures] + ([] if move.captures else [move.card])
        if left and after.last_capturer is not None:
            out.append({"type": "sweep", "player": after.last_capturer, "cards": card_names(left)})
        out.append({"type": "round_over", "scores": list(after.scores)})
        if after.game_over:
            out.append({"type": "game_over", "winner": after.winner, "scores": list(after.scores)})
    return out
