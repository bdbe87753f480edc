"""The coach's odds: each legal move's expected points at the end of the round, from the player's view.

The player cannot see the other hands or the deck. In Scopa and Briscola no rule makes a play show
a card held, so every way the hidden cards may lie is as likely as any other. In Tressette a
player who did not follow suit holds none of it, and the cards drawn at two and those a
declaration shows are known held: there the deals are drawn as Hard imagines them, each
consistent with all that. The odds imagine ``DEALS`` of them (Tressette: as many as its budget of
plays allows), drawn from a generator, and value each move in each as the game's Hard search
does: to the end of the round once few cards are left (exact for that deal: every side plays
its best with every card in sight), else to its horizon, where the rest is judged from what each
side holds (Briscola for four and Tressette play the hand out as Normal would). A move's odds
are the mean over the deals and that mean's standard error. When the hidden cards can lie in no
more ways than the deals, each way that fits the view is counted once instead: the mean is
exact, its error 0.

The points are the round's, the player's side's less the other side's, at its end (what is won
already counts for every move alike): round points in Scopa and Scopone, card points in Briscola,
the hand's points in Tressette (whole points, the last trick and the declarations: ``_tressette``).
When the match can end with this round, each move also has its chance to win the match over
the same deals (``mazzo.coach.match``). The moves come in the coach's order (``mazzo.coach.ranking``):
by what decides the game, the best group marked, the hint first.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field, replace
from functools import cache
from itertools import combinations, permutations
from math import factorial, prod
from typing import Any, TypeVar

from ..ai import briscola_four
from ..ai import tressette as tressette_ai
from ..ai.briscola import HardSettings as BriscolaSettings
from ..ai.briscola_search import CARD_ID as BRISCOLA_ID
from ..ai.briscola_search import Search as BriscolaSearch
from ..ai.briscola_search import position_of, tricks_left
from ..ai.scopa import HardSettings as ScopaSettings
from ..ai.scopa import imagined_position as scopa_position
from ..ai.scopa_four import imagined_position as four_position
from ..ai.scopa_four import settings_of
from ..ai.scopa_four_search import TURN, FourSearch
from ..ai.scopa_four_search import after as four_after
from ..ai.scopa_four_search import final_value as four_final
from ..ai.scopa_four_search import round_over as four_over
from ..ai.scopa_search import TO_ROUND_END, Search, after, final_value, round_over
from ..ai.scopa_sim import CARD_ID, move_of, play_of, rules_of
from ..ai.views import own_turn_view
from ..briscola import BriscolaFourView, BriscolaView, side_of
from ..game import Json, State, View
from ..scopa import PartnershipView, ScopaView
from ..scopa.cards import DECK, SUITS
from ..tressette import TressetteView, declarations_of, match_winner, won_thirds
from .match import MatchChance, TableView, can_end, chances_of, match_chances, mean_and_error
from .ranking import ranked

#: How many ways of the hidden cards the odds imagine (more cost time, less error).
DEALS = 128
#: At a table of four, where each deal costs more.
DEALS_AT_FOUR = 16
#: Tressette's budget: the plays simulated over every move and deal, with never fewer than
#: ``TRESSETTE_FEWEST`` deals and never more than ``TRESSETTE_DEALS`` (each deal drawn costs too).
TRESSETTE_PLAYS = 12_000
TRESSETTE_FEWEST = 12
TRESSETTE_DEALS = 64

T = TypeVar("T")


@dataclass(frozen=True)
class MoveOdds:
    """One legal move: its expected points at the end of the round, that estimate's standard error
    and the points in each deal (``samples``); its chance to win the match when the match can end
    with this round; and whether it is of the best group (``mazzo.coach.ranking``)."""

    move: Any
    points: float
    error: float
    match: MatchChance | None = None
    samples: tuple[float, ...] = field(default=(), repr=False)
    best: bool = False


@dataclass(frozen=True)
class Odds:
    """Every legal move's odds, in the coach's order (``mazzo.coach.ranking``: the hint first, then
    the rest of the best group, then the others, by ``measure``), over ``deals`` ways of the hidden
    cards (``exact``: every way there is, each once); the match chances over ``match_deals`` of them
    (``match_exact`` likewise), 0 when the match cannot end with this round."""

    moves: tuple[MoveOdds, ...]
    measure: str
    deals: int
    exact: bool
    match_deals: int = 0
    match_exact: bool = False

    @property
    def hint(self) -> Any:
        """The move the coach suggests: the best group's with the most expected points."""
        return self.moves[0].move

    def to_dict(self) -> dict[str, Json]:
        data: dict[str, Json] = {
            "moves": [_move_dict(m) for m in self.moves], "by": self.measure, "hint": str(self.hint), "deals": self.deals,
            "exact": self.exact,
        }
        if self.match_deals:
            data |= {"match_deals": self.match_deals, "match_exact": self.match_exact}
        return data


def _move_dict(odds: MoveOdds) -> dict[str, Json]:
    data: dict[str, Json] = {
        "move": str(odds.move), "points": round(odds.points, 2), "error": round(odds.error, 2), "best": odds.best,
    }
    if odds.match:
        chance = odds.match
        data |= {"win": round(chance.win, 3), "win_error": round(chance.error, 3), "going_on": round(chance.going_on, 3)}
    return data


@dataclass(frozen=True)
class Setup:
    """What one game's odds need from a view: the legal moves, the hidden cards, the sizes of the
    hands they fill (in the order ``values`` reads them, the rest being the deck in drawing
    order), ``values``: each move's points in the deal where the hidden cards lie in that order,
    and ``deal``: that deal as the engine's full state. Where a play shows what a hand cannot
    hold (Tressette's voids), ``fits`` says whether an order agrees with the view and ``draw``
    draws one that does; ``most`` is then the game's own budget of deals. ``ends``, where the
    values' play-outs end the hand, reads from them how the match ends after each move in that
    deal (1 won, 0 lost, None going on), instead of playing the hand out again."""

    moves: list[Any]
    hidden: list[Any]
    hands: list[int]
    values: Callable[[list[Any]], list[float]]
    deal: Callable[[list[Any]], State[Any, Any]]
    fits: Callable[[list[Any]], bool] | None = None
    draw: Callable[[random.Random], list[Any]] | None = None
    most: int | None = None
    ends: Callable[[list[Any]], list[float | None]] | None = None


def odds(view: View[Any], rng: random.Random, deals: int | None = None) -> Odds:
    """The odds of every legal move of ``view`` (the player's own, on their turn), over ``deals``
    imagined ways, in the coach's order."""
    setup = setup_of(view)
    most = deals or setup.most or (DEALS_AT_FOUR if len(getattr(view, "hand_sizes", ())) == 4 else DEALS)
    layouts, exact = ways(setup.hidden, setup.hands, rng, most, setup.fits, setup.draw)
    rows = [setup.values(layout) for layout in layouts]
    moves = []
    for number, move in enumerate(setup.moves):
        column = tuple(row[number] for row in rows)
        moves.append(MoveOdds(move, *mean_and_error(column, exact), samples=column))
    assert isinstance(view, TableView)  # as every game with odds
    played_out = match_odds(view, setup, layouts, exact, rng) if can_end(view) else None
    if played_out is None:
        return Odds(*ranked(moves, exact, False), len(rows), exact)
    chances, match_deals, match_exact = played_out
    moves = [replace(move, match=chance) for move, chance in zip(moves, chances, strict=True)]
    return Odds(*ranked(moves, exact, match_exact), len(rows), exact, match_deals, match_exact)


def match_odds(
    view: TableView, setup: Setup, layouts: list[list[Any]], exact: bool, rng: random.Random
) -> tuple[list[MatchChance], int, bool] | None:
    """The match chances (``mazzo.coach.match``): read from the odds' own play-outs where the game's
    ``ends`` gives them (over every deal), else played out by the engine. None when every deal goes on
    (and not every way was counted)."""
    if setup.ends is None:
        return match_chances(view, setup.moves, layouts, setup.deal, exact, rng)
    rows = [setup.ends(layout) for layout in layouts]
    ends = [[row[number] for row in rows] for number in range(len(setup.moves))]
    if not exact and all(end is None for found in ends for end in found):
        return None
    return chances_of(ends, exact), len(layouts), exact


def ways(
    hidden: list[T], hands: Sequence[int], rng: random.Random, most: int, fits: Callable[[list[T]], bool] | None = None,
    draw: Callable[[random.Random], list[T]] | None = None,
) -> tuple[list[list[T]], bool]:
    """Ways the ``hidden`` cards may lie, each as one order: ``hands`` hands of those sizes (their
    cards in any order), then the deck in drawing order. Every way that ``fits`` the view, once
    each, when there are at most ``most`` ways (and True); else ``most`` drawn at random (by
    ``draw``, else each way as likely) (and False)."""
    count = factorial(len(hidden)) // prod(factorial(size) for size in hands)
    if count <= most:
        return [way for way in _every_way(hidden, list(hands)) if fits is None or fits(way)], True
    if draw is not None:
        return [draw(rng) for _ in range(most)], False
    drawn = []
    for _ in range(most):
        order = hidden[:]
        rng.shuffle(order)
        drawn.append(order)
    return drawn, False


def _every_way(hidden: list[T], hands: list[int]) -> Iterator[list[T]]:
    if not hands:
        yield from (list(deck) for deck in permutations(hidden))
        return
    for hand in combinations(range(len(hidden)), hands[0]):
        left = [card for i, card in enumerate(hidden) if i not in hand]
        for rest in _every_way(left, hands[1:]):
            yield [hidden[i] for i in hand] + rest


# -- each game's values -----------------------------------------------------------------


def _scopa(view: ScopaView) -> Setup:
    """Scopa for two: Hard's search, to the end of the round once its exact cards are left."""
    view = own_turn_view(view, ScopaView)
    rules, settings = rules_of(view.options), ScopaSettings()
    moves = [move_of(m) for m in view.legal_moves()]
    hidden = [CARD_ID[c] for c in view.unseen()]
    ahead = TO_ROUND_END if len(hidden) + len(view.hand) <= settings.exact_cards else settings.deals_ahead
    search = Search(rules)

    def values(order: list[int]) -> list[float]:
        position = scopa_position(view, order)
        children = [after(position, card, capture, rules) for card, capture in moves]
        return [-(final_value(c, rules) if round_over(c) else search.value(c, ahead)) for c in children]

    return Setup([play_of(m) for m in moves], hidden, [view.opponent_hand_size], values, _scopa_deal(view))


def _scopa_four(view: PartnershipView) -> Setup:
    """Scopa for four and Scopone: Hard's search, to the end of the hands once its exact cards are left."""
    view = own_turn_view(view, PartnershipView)
    rules, settings = rules_of(view.options), settings_of(view)
    moves = [move_of(m) for m in view.legal_moves()]
    others = [(seat, size) for seat, size in enumerate(view.hand_sizes) if seat != view.player]
    in_hands = sum(view.hand_sizes)
    plies = in_hands if in_hands <= settings.exact_cards else TURN * settings.turns - 1
    search = FourSearch(rules)

    def values(order: list[int]) -> list[float]:
        hands, start = {}, 0
        for seat, size in others:
            hands[seat], start = order[start : start + size], start + size
        position = four_position(view, hands, order[start:])
        children = [four_after(position, card, capture, rules) for card, capture in moves]
        return [-(four_final(c, rules) if four_over(c) else search.value(c, plies)) for c in children]

    hidden = [CARD_ID[c] for c in view.unseen()]
    return Setup([play_of(m) for m in moves], hidden, [size for _, size in others], values, _scopa_deal(view))


def _scopa_deal(view: ScopaView) -> Callable[[list[int]], State[Any, Any]]:
    """The full deal where the hidden cards (by ``CARD_ID``) lie in an order: the other hands in seat order, then the deck."""
    held = sum(view.hand_sizes) - len(view.hand)
    return lambda order: view.complete([DECK[i] for i in order[:held]], [DECK[i] for i in order[held:]])


def _briscola(view: BriscolaView) -> Setup:
    """Briscola for two: Hard's search weighing card points alone, to the end of the hand once
    its exact tricks are left."""
    view = own_turn_view(view, BriscolaView)
    settings = BriscolaSettings()
    hand = view.legal_moves()
    known = [view.briscola] if view.briscola_with_other else []
    held = view.opponent_hand_size - len(known)
    search = BriscolaSearch(SUITS.index(view.briscola.suit), win_bonus=0)

    def values(order: list[Any]) -> list[float]:
        position = position_of(view.complete([*order[:held], *known], order[held:]), view.player)
        left = tricks_left(position)
        horizon = left if left <= settings.exact_tricks else settings.tricks_ahead
        return [search.after_play(position, BRISCOLA_ID[card], horizon) for card in hand]

    return Setup(hand, list(view.unseen()), [held], values, _briscola_deal(view))


def _briscola_four(view: BriscolaFourView) -> Setup:
    """Briscola for four: each card played out to the end of the hand, every seat after it
    playing Normal's card (as Hard does)."""
    view = own_turn_view(view, BriscolaFourView)
    hand = view.legal_moves()
    side = side_of(view.player)
    trumps = SUITS.index(view.briscola.suit)
    sizes = [size - (seat == view.briscola_holder) for seat, size in enumerate(view.hand_sizes) if seat != view.player]

    def values(order: list[Any]) -> list[float]:
        world = briscola_four.world_of(view, order)
        won = [briscola_four.played_out(world, BRISCOLA_ID[card], trumps) for card in hand]
        return [float(points[side] - points[1 - side]) for points in won]

    return Setup(hand, list(view.unseen()), sizes, values, _briscola_deal(view))


def _briscola_deal(view: BriscolaView) -> Callable[[list[Any]], State[Any, Any]]:
    """The full deal where the hidden cards lie in an order: the other hands in seat order (the
    briscola in the hand of the seat that drew it), then the face-down stock."""

    def deal(order: list[Any]) -> State[Any, Any]:
        holder, others, start = view.briscola_holder, [], 0
        for seat, size in enumerate(view.hand_sizes):
            if seat != view.player:
                known = [view.briscola] if seat == holder else []
                others += [*order[start : start + size - len(known)], *known]
                start += size - len(known)
        return view.complete(others, order[start:])

    return deal


def _has_played(view: TressetteView, seat: int) -> bool:
    """Whether ``seat`` has played a card this hand (and so made its declarations)."""
    return bool(view.tricks) or (seat - view.leader) % view.STATE.PLAYERS < len(view.trick)


def _tressette(view: TressetteView) -> Setup:
    """Tressette at two and at four: each card played out to the end of the hand in deals Hard's
    sampler imagines (``mazzo.ai.tressette.world_sampler``: the cards known held in their hands,
    no unseen card of a suit a seat showed void in), every seat after it playing Normal's card
    (as Hard does), over as many deals as ``TRESSETTE_PLAYS`` simulated plays allow.

    A move's points are the hand's as the rules count them (``TressetteState.hand_points``), its
    side's less the other side's: the thirds taken over the whole hand (the tricks already won
    too), each side's fractions of a point dropped; the last trick's point; and every declaration,
    those made already and those still to come with a seat's first card (the player's own, and
    each seat's imagined hand when it has not played yet), the declarations option permitting.
    """
    view = own_turn_view(view, TressetteView)
    moves = view.legal_moves()
    players, side = view.STATE.PLAYERS, side_of(view.player)
    known = [[tressette_ai.CARD_ID[card] for card in cards] for cards in view.known_held()]
    voids = view.voids()
    others = [seat for seat in range(players) if seat != view.player]
    rooms = [view.hand_sizes[seat] - len(known[seat]) for seat in others]
    tricks_left = view.STATE.tricks_per_hand() - len(view.tricks)
    plays_left = tricks_left * players - len(view.trick)
    played, trick = tressette_ai.played_mask(view), [tressette_ai.CARD_ID[card] for card in view.trick]
    taken = won_thirds(view.tricks)
    made = [sum(d.points for seat in range(players) if side_of(seat) == s for d in view.declarations[seat]) for s in range(2)]
    to_declare = [seat for seat in others if view.options.declarations and not _has_played(view, seat)]
    if view.options.declarations and not _has_played(view, view.player):
        made[side] += sum(d.points for d in declarations_of(view.hand))

    def hands_of(order: list[int]) -> dict[int, list[int]]:
        hands, start = {}, 0
        for seat, room in zip(others, rooms, strict=True):
            hands[seat], start = known[seat] + order[start : start + room], start + room
        return hands

    def fits(order: list[int]) -> bool:
        """No hidden card in a hand void in its suit (the cards known held may be: drawn in sight since)."""
        hands = hands_of(order)
        return all(DECK[card].suit not in voids[seat] for seat in others for card in hands[seat][len(known[seat]) :])

    sampler = tressette_ai.world_sampler(view)

    def draw(rng: random.Random) -> list[int]:
        world = sampler(rng)
        return [card for seat in others for card in world.hands[seat][len(known[seat]) :]] + world.stock

    @cache
    def points_of(order: tuple[int, ...]) -> list[tuple[int, int]]:
        """Each move's hand points of both sides at the end of the hand, played out in this deal."""
        hands = hands_of(list(order))
        declared = made[:]
        for seat in to_declare:
            declared[side_of(seat)] += sum(d.points for d in declarations_of(DECK[card] for card in hands[seat]))
        stock = order[sum(rooms) :]
        found = []
        for move in moves:
            seats = [list(hands[seat]) if seat != view.player else [tressette_ai.CARD_ID[c] for c in view.hand if c != move]
                     for seat in range(players)]
            won = list(taken)
            tressette_ai.play_out(tressette_ai.World(seats, list(stock)), [*trick, tressette_ai.CARD_ID[move]], view.leader,
                                  players, played, won, tricks_left)
            found.append((won[0] // 3 + declared[0], won[1] // 3 + declared[1]))
        return found

    def values(order: list[int]) -> list[float]:
        return [float(points[side] - points[1 - side]) for points in points_of(tuple(order))]

    def ends(order: list[int]) -> list[float | None]:
        before, target = view.match_scores, view.options.target
        winners = [match_winner([before[0] + won[0], before[1] + won[1]], target) for won in points_of(tuple(order))]
        return [None if winner is None else float(winner == side) for winner in winners]

    def deal(order: list[int]) -> State[Any, Any]:
        hands = hands_of(order)
        return view.complete({seat: [DECK[c] for c in hand] for seat, hand in hands.items()},
                             [DECK[c] for c in order[sum(rooms) :]])

    most = max(TRESSETTE_FEWEST, min(TRESSETTE_DEALS, TRESSETTE_PLAYS // (len(moves) * plays_left)))
    hidden = [tressette_ai.CARD_ID[card] for card in view.unseen()]
    return Setup(moves, hidden, rooms, values, deal, fits, draw, most, ends)


#: Each view class the odds know and how they read it, a subclass before its base.
SETUPS: tuple[tuple[type[Any], Callable[[Any], Setup]], ...] = (
    (PartnershipView, _scopa_four),
    (ScopaView, _scopa),
    (BriscolaFourView, _briscola_four),
    (BriscolaView, _briscola),
    (TressetteView, _tressette),
)


def setup_of(view: View[Any]) -> Setup:
    """What the odds of ``view``'s game need from it (``Setup``)."""
    return next(read for kind, read in SETUPS if isinstance(view, kind))(view)


def has_odds(view: View[Any]) -> bool:
    """Whether the odds are given in this view's game (Scala 40's are not)."""
    return any(isinstance(view, kind) for kind, _ in SETUPS)
