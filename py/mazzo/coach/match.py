"""The coach's match odds: when the match can end with this round, each legal move's chance to win it.

Over the odds' own imagined deals (``mazzo.coach.odds``), each move is played in the full deal
the imagined cards make, and the round is played out to its end by the engine itself: its own
moves, its own round scoring (``scores``) and its own match rule (``winner``: Scopa's target
reached alone or ahead, equal totals playing on; Briscola's hands won; Tressette's target
reached at the end of a hand, the higher ahead). A move's chance is the
share of deals where the match is then won, beside the share where it goes on.

The play-out policy is the Normal level for every seat, each deciding from its own view of the
imagined deal: a fair player of both sides (neither side sees the other's cards, as at the
table), and cheap enough to play whole rounds inside the request's time. Hard's search would
play better but costs a search per card; its exact principal line exists only for the last
cards, and a chance that changes policy with the cards left would not compare across a round.
Normal breaks ties at random: every play-out breaks them with a generator seeded from one draw
of the odds' ``rng``, so the same request gives the same chances.

A play-out costs a card per seat and per move, so the chance uses as many of the odds' deals as
``PLAYOUT_CARDS`` cards played allow (at least ``FEWEST_DEALS``), drawn among them at random;
with every deal once (the odds exact and within the budget) the chance is exact, its error 0.
The first move is played out in the first ``FEWEST_DEALS`` of those deals before anything else:
when the match goes on after every one of them (early in a long match, where the rules' bound
says the round could end it but play seldom does), there is no chance to give, as when the match
cannot end with this round, and none is worked out.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from itertools import combinations
from typing import Any, TypeVar

from ..briscola import BriscolaView
from ..game import State
from ..games import RULES
from ..scopa import ScopaView
from ..scopa.cards import DECK
from ..scopa.count import count_round
from ..tressette import LAST_TRICK, TOTAL_THIRDS, TressetteView, declarations_of

T = TypeVar("T")

#: Cards played out, over every move and deal, that the chance may cost: the hint waits for it too.
PLAYOUT_CARDS = 1200
#: The fewest deals a chance is taken over, whatever they cost.
FEWEST_DEALS = 4
#: What a match going on after the round is worth, between lost (0) and won (1): as likely either way.
GOING_ON = 0.5


@dataclass(frozen=True)
class MatchChance:
    """One move's chance to win the match (a share of the deals, 0 to 1), that estimate's standard
    error, the share of deals where the match goes on after the round, and what the match came to
    in each deal (``outcomes``: 1 won, 0 lost, ``GOING_ON`` going on)."""

    win: float
    error: float
    going_on: float
    outcomes: tuple[float, ...] = field(default=(), repr=False)

    @property
    def worth(self) -> float:
        """The mean of the outcomes: the chance to win, a match going on counting half."""
        return self.win + GOING_ON * self.going_on


#: A view of a game with odds.
TableView = ScopaView | BriscolaView | TressetteView
#: The most a Tressette hand's declarations can bring one seat: the best ten of the Aces, 2s and 3s.
MOST_DECLARED = max(
    sum(d.points for d in declarations_of(ten))
    for ten in combinations([card for card in DECK if card.value in (1, 2, 3)], 10)
)


def most_this_round(view: TableView) -> list[int]:
    """The most match points each side can still gain from this round, by the rules' own count.

    Scopa: the count of the round where the side takes every card not yet taken and makes a
    scopa with every card it still plays; Briscola: a hand won is one; Tressette: every card's
    point and the last trick's, the declarations made, and the most declarations can bring each
    of the side's seats yet to play a card this hand.
    """
    if isinstance(view, BriscolaView):
        return [1] * view.STATE.SIDES
    if isinstance(view, TressetteView):
        return _most_this_tressette_hand(view)
    state, sides = view.STATE, view.STATE.SIDES
    piles = [[card for seat in state.seats_of(side) for card in view.piles[seat]] for side in range(sides)]
    taken = {card for pile in piles for card in pile}
    untaken = [card for card in DECK if card not in taken]
    most = []
    for side in range(sides):
        seats = state.seats_of(side)
        to_play = sum(view.hand_sizes[seat] for seat in seats) + view.deck_size * len(seats) // state.PLAYERS
        scopas = [sum(len(view.scopas[seat]) for seat in state.seats_of(s)) for s in range(sides)]
        scopas[side] += to_play
        best = [[*pile, *untaken] if s == side else pile for s, pile in enumerate(piles)]
        most.append(count_round(best, scopas, view.options.napola, view.options.re_bello)[side].round_points)
    return most


def _most_this_tressette_hand(view: TressetteView) -> list[int]:
    players = view.STATE.PLAYERS
    played = {(view.leader + place) % players for place in range(len(view.trick))} if not view.tricks else set(range(players))
    most = [TOTAL_THIRDS // 3 + LAST_TRICK] * 2
    for seat, made in enumerate(view.declarations):
        most[seat % 2] += sum(d.points for d in made) if seat in played or not view.options.declarations else MOST_DECLARED
    return most


def can_end(view: TableView) -> bool:
    """Whether the match can end with this round: some side's total plus the most this round can bring reaches the target."""
    target = view.options.target
    return any(score + most >= target for score, most in zip(view.match_scores, most_this_round(view), strict=True))


def cards_to_play(view: TableView) -> int:
    """The cards still to be played this round: every hand and the deck (or stock)."""
    return sum(view.hand_sizes) + (view.deck_size if isinstance(view, ScopaView) else view.stock_size)


def deals_affordable(view: TableView, moves: int, deals: int) -> int:
    """How many of ``deals`` the play-outs of ``moves`` moves fit in the budget."""
    return min(deals, max(FEWEST_DEALS, PLAYOUT_CARDS // max(1, moves * cards_to_play(view))))


def outcome(deal: State[Any, Any], move: Any, side: int, tie_seed: int) -> float | None:
    """1 if ``side`` wins the match once ``move`` is played in ``deal`` and every seat then plays
    Normal's move to the round's end, 0 if it loses, None if the match goes on."""
    normal = RULES[deal.GAME].seating(deal.options).players["normal"]
    ties = random.Random(tie_seed)
    state = deal.apply(move)
    while not state.round_over:
        state = state.apply(normal(state.view(state.turn), ties))
    winner = state.winner
    return None if winner is None else float(winner == side)


def match_chances(
    view: TableView, moves: Sequence[Any], layouts: Sequence[T], deal: Callable[[T], State[Any, Any]], exact: bool,
    rng: random.Random,
) -> tuple[list[MatchChance], int, bool] | None:
    """Each of ``moves``' chance over the affordable share of the ``layouts`` of the hidden cards
    (every way once when ``exact``), each made a full ``deal``; how many deals that was, and
    whether the chances are exact. None when the first move's first play-outs all go on."""
    tie_seed = rng.getrandbits(32)
    count = deals_affordable(view, len(moves), len(layouts))
    picked = sorted(rng.sample(range(len(layouts)), count)) if count < len(layouts) else range(len(layouts))
    chosen = [deal(layouts[i]) for i in picked]
    exact = exact and count == len(layouts)
    side = view.player % view.STATE.SIDES
    probe = [outcome(deal, moves[0], side, tie_seed) for deal in chosen[:FEWEST_DEALS]]
    if not exact and all(end is None for end in probe):
        return None
    ends = [(probe if number == 0 else []) for number in range(len(moves))]
    for number, move in enumerate(moves):
        ends[number] += [outcome(deal, move, side, tie_seed) for deal in chosen[len(ends[number]) :]]
    return chances_of(ends, exact), len(chosen), exact


def chances_of(ends: Sequence[Sequence[float | None]], exact: bool) -> list[MatchChance]:
    """Each move's chance from how the match ended in each deal after it (1 won, 0 lost, None going on)."""
    chances = []
    for found in ends:
        win, error = mean_and_error([0.0 if end is None else end for end in found], exact)
        outcomes = tuple(GOING_ON if end is None else end for end in found)
        chances.append(MatchChance(win, error, sum(end is None for end in found) / len(found), outcomes))
    return chances


def mean_and_error(column: Sequence[float], exact: bool) -> tuple[float, float]:
    """The mean of ``column`` and its standard error (0 when every way was counted once)."""
    mean = sum(column) / len(column)
    spread = sum((value - mean) ** 2 for value in column) / (len(column) - 1) if len(column) > 1 else 0.0
    return mean, 0.0 if exact else (spread / len(column)) ** 0.5
