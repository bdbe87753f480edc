"""Reference Scopa opponents for the strength bench: never part of the game.

``reference`` follows the published recipe of the strongest open web Scopa we
know of: 6 sampled deals of the unseen cards, alpha-beta 3 plies deep with a
card-value evaluation, and an exact search once the deck is out. It decides
from its player view, like the levels.

``omniscient`` sees every card, the other hand and the deck order included,
and searches that one true position: to the end of the next deal, exactly to
the end of the round once 12 cards are left. It shows how far Hard is from
perfect information. It is handed the full state, which no level ever is.
"""

from __future__ import annotations

import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "py"))

from mazzo.ai.scopa import imagined_position, worth_of  # noqa: E402
from mazzo.ai.scopa_search import TO_ROUND_END, Search, after, final_value, round_over  # noqa: E402
from mazzo.ai.scopa_sim import CARD_ID, Position, Rules, move_of, moves_of, play_of, position_of, rules_of  # noqa: E402
from mazzo.scopa import Play, ScopaState, ScopaView  # noqa: E402

REFERENCE_DEALS = 6
REFERENCE_PLIES = 3
OMNISCIENT_DEALS_AHEAD = 1
OMNISCIENT_EXACT_CARDS = 12


def card_value(p: Position) -> float:
    """The recipe's evaluation: the value of the cards each side has taken, and the scopas."""
    return p.scopa_diff + worth_of(p.pile_me) - worth_of(p.pile_opp)


def alpha_beta(p: Position, plies: int, alpha: float, beta: float, rules: Rules) -> float:
    if round_over(p):
        return final_value(p, rules)
    if plies == 0:
        return card_value(p)
    best = float("-inf")
    for card, capture in moves_of(p.me, p.table, rules.capture):
        value = -alpha_beta(after(p, card, capture, rules), plies - 1, -beta, -alpha, rules)
        if value > best:
            best = value
            alpha = max(alpha, value)
            if alpha >= beta:
                break
    return best


def reference(view: ScopaView, rng: random.Random) -> Play:
    """Sum each move's alpha-beta value over 6 sampled deals; exact once the deck is out."""
    if not isinstance(view, ScopaView):
        raise TypeError("the reference decides from a ScopaView")
    moves = [move_of(m) for m in view.legal_moves()]
    if len(moves) == 1:
        return play_of(moves[0])
    rules = rules_of(view.options)
    unseen = [CARD_ID[c] for c in view.unseen()]
    exact = not view.deck_size
    plies = 10 * TO_ROUND_END if exact else REFERENCE_PLIES - 1
    totals = [0.0] * len(moves)
    for _ in range(1 if exact else REFERENCE_DEALS):
        hidden = unseen[:]
        rng.shuffle(hidden)
        position = imagined_position(view, hidden)
        for i, (card, capture) in enumerate(moves):
            totals[i] -= alpha_beta(after(position, card, capture, rules), plies, float("-inf"), float("inf"), rules)
    return play_of(moves[max(range(len(moves)), key=lambda i: (totals[i], -i))])


def omniscient(state: ScopaState, rng: random.Random) -> Play:
    """The best move by a search of the true position, every card known."""
    position = position_of(state)
    rules = rules_of(state.options)
    moves = moves_of(position.me, position.table, rules.capture)
    cards_left = len(position.me) + len(position.opp) + len(position.deck)
    deals_ahead = TO_ROUND_END if cards_left <= OMNISCIENT_EXACT_CARDS else OMNISCIENT_DEALS_AHEAD
    search = Search(rules)
    best, best_value = moves[0], float("-inf")
    for card, capture in moves:
        child = after(position, card, capture, rules)
        value = -final_value(child, rules) if round_over(child) else -search.value(child, deals_ahead)
        if value > best_value:
            best, best_value = (card, capture), value
    return play_of(best)
