"""The omniscient Scala 40 reference for the strength bench: never part of the game.

``omniscient`` weighs its moves as Hard does (``hard_values``), but plays each turn out in the one
true position, the other hand and the stock's order included, instead of imagined deals of the
unseen cards: it knows the card a stock draw brings, and which of its discards the other hand
would take for a new combination. It shows how far Hard is from perfect information. It is handed
the full state, which no level ever is.
"""

from __future__ import annotations

import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "py"))

from mazzo.ai.scala40_values import hard_values  # noqa: E402
from mazzo.scala40 import Move, ScalaState, ScalaView  # noqa: E402


def omniscient(state: ScalaState, rng: random.Random) -> Move:
    """The move worth most when every turn is played out in ``state`` itself."""

    def the_true_state(view: ScalaView, rng: random.Random, count: int) -> list[ScalaState]:
        return [state]

    view = state.view(state.turn)
    assert isinstance(view, ScalaView)
    values = hard_values(view, rng, imagine=the_true_state)
    return values[max(range(len(values)), key=lambda i: (values[i][1], -i))][0]
