"""The look back at a finished round: each of the player's moves weighed by Hard, from the view
the player had when making it, and every step of the round with all the hands shown.

The round is over, so showing every hand hides nothing the player will not have seen (the cards
were all played, or are shown at the count); the stock's order is never shown.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from ..ai import briscola, briscola_four, scala40, scopa, scopa_four, tressette
from ..fields import Seen, declared
from ..game import Json, State
from .reasons import Reason

#: Hard's evaluation of each legal move (move, expected points), beside the Hard player it decides for.
EVALUATIONS: Mapping[Callable[..., Any], Callable[..., list[tuple[Any, float]]]] = {
    scopa.hard: scopa.hard_values,
    scopa_four.hard: scopa_four.hard_values,
    briscola.hard: briscola.hard_values,
    briscola_four.hard: briscola_four.hard_values,
    scala40.hard: scala40.hard_values,
    tressette.hard: tressette.hard_points,
}
#: Losses are given to the hundredth of a point.
DIGITS = 2


def revealed(state: State[Any, Any]) -> dict[str, Json]:
    """What a step of the finished round shows: every field a player may see, every hand in full
    (not the stock's order, the seed or the history)."""
    return {
        field.key: field.saved.write(getattr(state, field.name))
        for field in declared(type(state))
        if field.seen in (Seen.ALL, Seen.OWNER) and field.name != "history"
    }


def weighed(
    view: Any, move: object, evaluate: Callable[..., list[tuple[Any, float]]], rng: Any,
    reasons: Callable[[Any, Any], tuple[Reason, ...]],
) -> dict[str, Json]:
    """One move of the player's: Hard's better move (its first best, as Hard breaks ties), the
    expected points the move played lost against it, and why the better one is better."""
    values = evaluate(view, rng)
    best_move, best = values[max(range(len(values)), key=lambda i: (values[i][1], -i))]
    played = next(value for candidate, value in values if candidate == move)
    return {"best": str(best_move), "loss": round(best - played, DIGITS), "reasons": list(reasons(view, best_move))}


def review(
    steps: Sequence[tuple[State[Any, Any], Any]], player: int, hard: Callable[..., Any],
    view_rng: Callable[[Any], Any], reasons: Callable[[Any, Any], tuple[Reason, ...]],
) -> dict[str, Json]:
    """The round's ``steps`` (each move with the state before it) as the review answers them:
    ``moves``, the player's, each with Hard's evaluation when its game has one, and ``steps``."""
    evaluate = EVALUATIONS.get(hard)
    moves: list[Json] = []
    shown: list[Json] = []
    for number, (state, move) in enumerate(steps):
        shown.append({"player": state.current_player, "move": str(move), "before": revealed(state)})
        if state.current_player != player:
            continue
        entry: dict[str, Json] = {"step": number, "move": str(move)}
        if evaluate is not None:
            view = state.view(player)
            entry.update(weighed(view, move, evaluate, view_rng(view), reasons))
        moves.append(entry)
    return {"moves": moves, "steps": shown}
