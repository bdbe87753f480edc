"""The computer players at a table of four (issue 2.4): legal, seeded, honest at every computer seat,
and Hard's imagining and search agree with the engine."""

from __future__ import annotations

import itertools
import math
import random
from functools import partial

import pytest
from scopa_helpers import cards, four_position
from tables import new_table, random_moves

from mazzo.ai import choose_move, scopa_four
from mazzo.ai.scopa import plays_this_hand
from mazzo.ai.scopa_four import PLAYERS, SCOPONE_SETTINGS, FourSettings, hard, holding_odds, imagined_hands, imagined_position
from mazzo.ai.scopa_four_search import (
    FourPosition, FourSearch, after, final_value, horizon, round_over, sweepers_of, table_total, values_in,
)
from mazzo.ai.scopa_search import INFINITY, estimate
from mazzo.ai.scopa_sim import BIT, CARD_ID, PLAIN, VALUE, Rules, mask_of, move_of, moves_of, rules_of
from mazzo.game import deal_rng
from mazzo.scopa import Play, ScopaFourOptions, ScopaFourState, ScopaState, ScoponeState

#: Hard with a small budget, for the many-positions tests; the real Hard plays a few too.
QUICK_HARD = partial(hard, settings=FourSettings(deals=3))
QUICK_LEVELS = {"easy": PLAYERS["easy"], "normal": PLAYERS["normal"], "hard": QUICK_HARD}
FOUR = ("scopa/4", "scopone", "scopone/classico")
#: The house rules (issue 3.6), each on by itself, and two together.
HOUSE_RULES = [{"re_bello": True}, {"capture": "ace_takes_all"}, {"capture": "fifteen"},
               {"capture": "fifteen", "re_bello": True, "napola": True}]


def random_positions(count: int, seed: int, tables=FOUR, options=None):
    """Mid-round states of the tables of four reached by random play, the player to move holding cards."""
    rng = random.Random(seed)
    for number in range(count):
        table = new_table(tables[number % len(tables)], seed * 1000 + number, **(options or {}))
        state = random_moves(table, rng, rng.randrange(38))
        if not state.round_over:
            yield state


def with_hidden_cards_shuffled(state: ScopaState, viewer: int, rng: random.Random) -> ScopaState:
    """The same position for ``viewer``, the other three hands and the deck dealt again from the same cards."""
    view = state.view(viewer)
    hidden = list(view.unseen())
    rng.shuffle(hidden)
    held = sum(view.hand_sizes) - len(view.hand)
    return view.complete(hidden[:held], hidden[held:], seed=state.seed)


def two_worlds(state: ScopaState, viewer: int, rng: random.Random) -> tuple[ScopaState, ScopaState] | None:
    """Two deals of the cards ``viewer`` cannot see that put them in different hands (None if only one can)."""
    one = with_hidden_cards_shuffled(state, viewer, rng)
    for _ in range(50):
        other = with_hidden_cards_shuffled(state, viewer, rng)
        if other.hands != one.hands:
            return one, other
    return None


# -- every level, every computer seat ------------------------------------------------------------


@pytest.mark.parametrize("options", [{}, *HOUSE_RULES])
@pytest.mark.parametrize("level", list(QUICK_LEVELS))
def test_every_level_returns_a_legal_move_at_every_seat(level, options):
    seats = set()
    for number, state in enumerate(random_positions(90, seed=len(level), options=options)):
        move = QUICK_LEVELS[level](state.view(state.turn), random.Random(number))
        assert move in state.legal_moves(), (str(move), state.position())
        seats.add(state.turn)
    assert seats == {0, 1, 2, 3}


@pytest.mark.parametrize("options", [{}, *HOUSE_RULES[1:3]])
def test_the_real_hard_plays_legal_moves_through_whole_rounds_of_scopa_for_four_and_scopone(options):
    for number, table in enumerate(("scopa/4", "scopone")):
        state, steps = new_table(table, 70 + number, **options), 0
        while not state.round_over:
            move = hard(state.view(state.turn), deal_rng(70 + number, "computer", steps))
            assert move in state.legal_moves(), (str(move), state.position())
            state, steps = state.apply(move), steps + 1
        assert steps == 40 - len(new_table(table, 70 + number, **options).table)


@pytest.mark.parametrize("level", list(QUICK_LEVELS))
def test_same_view_and_same_seed_give_the_same_move_whatever_the_global_random_does(level):
    for number, state in enumerate(random_positions(24, seed=11)):
        view = state.view(state.turn)
        first = QUICK_LEVELS[level](view, deal_rng(number, "computer", 3))
        random.seed(number)
        random.random()
        assert QUICK_LEVELS[level](view, deal_rng(number, "computer", 3)) == first, state.position()


@pytest.mark.parametrize("options", [{}, *HOUSE_RULES])
@pytest.mark.parametrize("level", list(QUICK_LEVELS))
def test_honest_shuffling_the_cards_a_player_cannot_see_never_changes_its_choice_at_any_seat(level, options):
    shuffler = random.Random(5)
    seats = set()
    for number, state in enumerate(random_positions(60, seed=23, options=options)):
        player = state.turn
        worlds = two_worlds(state, player, shuffler)
        if worlds is None:
            continue
        one, other = worlds
        assert one.view(player) == other.view(player) == state.view(player)
        choose = QUICK_LEVELS[level]
        assert choose(one.view(player), random.Random(number)) == choose(other.view(player), random.Random(number))
        seats.add(player)
    assert seats == {0, 1, 2, 3}


def test_honest_the_real_hard_ignores_the_hidden_cards_at_each_computer_seat():
    shuffler = random.Random(9)
    for seat in (1, 2, 3):
        state = next(s for s in random_positions(40, seed=31 + seat) if s.turn == seat and sum(map(len, s.hands)) > 8)
        one, other = two_worlds(state, seat, shuffler)
        assert hard(one.view(seat), random.Random(seat)) == hard(other.view(seat), random.Random(seat))


@pytest.mark.parametrize("level", list(PLAYERS))
def test_levels_refuse_a_full_state_and_a_view_out_of_turn(level):
    state = new_table("scopa/4", 4)
    with pytest.raises(TypeError):
        PLAYERS[level](state, random.Random(0))
    with pytest.raises(ValueError, match="not this player's turn"):
        PLAYERS[level](state.view((state.turn + 1) % 4), random.Random(0))


@pytest.mark.parametrize("level", list(PLAYERS))
def test_choose_move_sends_a_table_of_four_to_its_own_players(level):
    state = new_table("scopone", 8)
    view = state.view(state.turn)
    assert choose_move(PLAYERS, level, view, deal_rng(8, "c", 0)) == PLAYERS[level](view, deal_rng(8, "c", 0))


# -- habits -----------------------------------------------------------------------------------------


@pytest.mark.parametrize("level", ["normal", "hard"])
def test_normal_and_hard_take_the_settebello_at_four(level):
    state = four_position(("7C KS QC", "AH 2H 3H", "AS 2S 3S", "AC 2C 3C"), "7D KD QD 5S")
    assert PLAYERS[level](state.view(0), random.Random(0)) == Play.parse("7Cx7D")


@pytest.mark.parametrize("level", ["normal", "hard"])
def test_normal_and_hard_do_not_leave_the_next_player_an_easy_scopa(level):
    # Laying 4S leaves 3S+4S = 7 for the next player, an opponent; the Knight leaves 12, which nothing sweeps.
    state = four_position(("4S QD", "AH 2H", "AC 2C", "AS 2S"), "3S")
    assert PLAYERS[level](state.view(0), random.Random(0)) == Play.parse("QD")


def test_hard_reads_a_card_laid_beside_the_settebello_as_no_seven():
    state = four_position(("KS QC JC", "4S 6C 2H", "AH 2S 3S", "AC 2C 3C"), "7D 5S", turn=1).apply(Play.parse("4S"))
    plays = plays_this_hand(state.view(2), 1)
    unseen = [CARD_ID[c] for c in state.view(2).unseen()]
    odds = holding_odds(plays, unseen)
    assert odds[CARD_ID[cards("7C")[0]]] < odds[CARD_ID[cards("6C")[0]]] / 10


def deals_imagined(monkeypatch, state: ScopaState, settings: FourSettings) -> int:
    """How many deals Hard imagines for its move in ``state``."""
    dealt = []

    def counted(*args):
        dealt.append(1)
        return imagined_hands(*args)

    monkeypatch.setattr(scopa_four, "imagined_hands", counted)
    hard(state.view(state.turn), random.Random(0), settings)
    return len(dealt)


def test_hard_stops_imagining_deals_once_one_move_leads_by_its_margin(monkeypatch):
    # Taking the settebello for a scopa beats every other move by far in any deal.
    state = four_position(("7C KS QC", "AH 2H 3H", "AS 2S 3S", "AC 2C 3C"), "7D")
    assert deals_imagined(monkeypatch, state, FourSettings()) == FourSettings().least_deals
    assert deals_imagined(monkeypatch, state, FourSettings(margin=math.inf, work=10**9)) == FourSettings().deals


def test_hard_imagines_no_deal_its_work_budget_would_likely_not_cover(monkeypatch):
    state = new_table("scopone", 3)
    assert deals_imagined(monkeypatch, state, FourSettings(work=1)) == 1
    assert 1 < deals_imagined(monkeypatch, state, FourSettings(work=10 * FourSettings().work))


def test_hard_and_its_values_spend_scopones_larger_budget_at_scopone_alone(monkeypatch):
    used = []

    def recorded(view):
        used.append(settings_of(view))
        return used[-1]

    settings_of = scopa_four.settings_of
    monkeypatch.setattr(scopa_four, "settings_of", recorded)
    for table in FOUR:
        state = new_table(table, 2)
        view = state.view(state.turn)
        hard(view, random.Random(0))
        scopa_four.hard_values(view, random.Random(0))
    assert used == [FourSettings()] * 2 + [SCOPONE_SETTINGS] * 4
    assert SCOPONE_SETTINGS.work > FourSettings().work


def test_imagined_hands_keep_every_hands_size_and_use_exactly_the_unseen_cards():
    rng = random.Random(4)
    for state in random_positions(40, seed=41):
        view = state.view(state.turn)
        unseen = [CARD_ID[c] for c in view.unseen()]
        sizes = {seat: size for seat, size in enumerate(view.hand_sizes) if seat != view.player}
        odds = {seat: {card: rng.random() for card in unseen} for seat in sizes}
        hands, deck, weight = imagined_hands(sizes, view.deck_size, unseen, odds, rng)
        assert 0 < weight <= 1
        assert {seat: len(hand) for seat, hand in hands.items()} == sizes and len(deck) == view.deck_size
        assert sorted([*deck, *(c for hand in hands.values() for c in hand)]) == sorted(unseen)


def exact_share(sizes: dict[int, int], deck: int, unseen: list[int], odds: dict[int, dict[int, float]], card: int,
                seat: int) -> float:
    """The chance that ``seat`` holds ``card`` over every deal of ``unseen`` into ``sizes`` and the deck,
    each deal as likely as the product of the odds of where its cards lie."""
    seats = [s for s, size in sizes.items() for _ in range(size)] + [-1] * deck
    total = held = 0.0
    for places in set(itertools.permutations(seats)):
        weight = math.prod(odds.get(s, {}).get(c, 1.0) for s, c in zip(places, unseen))
        total += weight
        held += weight * (places[unseen.index(card)] == seat)
    return held / total


@pytest.mark.parametrize("deck", [0, 2])
def test_imagined_hands_weighted_follow_the_odds(deck):
    # Card 5 is half as likely in seat 3's hand as anywhere else, card 6 a tenth as likely in seat 1's.
    rng = random.Random(2)
    unseen = [5, 6, 7, 8, 9][: 3 + deck]
    odds = {1: {5: 1.0, 6: 0.1, 7: 1.0, 8: 1.0, 9: 1.0}, 3: {5: 0.5, 6: 1.0, 7: 1.0, 8: 1.0, 9: 1.0}}
    sizes = {1: 1, 3: 2}
    deals = [imagined_hands(sizes, deck, unseen, odds, rng) for _ in range(8000)]
    for card, seat in ((5, 1), (5, 3), (6, 1)):
        share = sum(weight for hands, _, weight in deals if card in hands[seat]) / sum(weight for *_, weight in deals)
        assert abs(share - exact_share(sizes, deck, unseen, odds, card, seat)) < 0.02


# -- the simulator and the search agree with the engine ---------------------------------------------


def true_position(state: ScopaState):
    """The compact position of a full state, from the player to move: its true hands and deck."""
    view = state.view(state.turn)
    hands = {seat: [CARD_ID[c] for c in hand] for seat, hand in enumerate(state.hands)}
    return imagined_position(view, hands, [CARD_ID[c] for c in state.deck])


@pytest.mark.parametrize("options", [{}, *HOUSE_RULES])
@pytest.mark.parametrize("table", FOUR)
def test_the_simulator_plays_every_move_as_the_engine_does(table, options):
    rng = random.Random(3)
    for number in range(30 if not options else 10):
        state = new_table(table, number, **options)
        rules = rules_of(state.options)
        imagined = true_position(state)
        while not state.round_over:
            legal = state.legal_moves()
            assert sorted(map(move_of, legal)) == sorted(moves_of(imagined.hands[0], imagined.table, rules.capture))
            move = legal[rng.randrange(len(legal))]
            state = state.apply(move)
            imagined = after(imagined, *move_of(move), rules)
            if not state.round_over:
                assert imagined._replace(deck=(), pos=0) == true_position(state)._replace(deck=(), pos=0)
        side = state.turn % 2  # the turn has passed on, as after any move
        points = state.count[side].round_points - state.count[1 - side].round_points
        assert round_over(imagined) and final_value(imagined, rules) == points


def exact_value(state: ScopaState) -> int:
    """Minimax over the engine itself: the round points of the side to move less the other side's."""
    if state.round_over:
        side = state.turn % 2
        return state.count[side].round_points - state.count[1 - side].round_points
    return max(-exact_value(state.apply(move)) for move in state.legal_moves())


@pytest.mark.parametrize("options", [{}, *HOUSE_RULES])
def test_the_search_to_the_end_of_the_round_matches_minimax_over_the_engine(options):
    checked = 0
    for state in random_positions(300, seed=5, tables=("scopone", "scopone/classico"), options=options):
        if sum(map(len, state.hands)) <= 7:
            rules = rules_of(state.options)
            assert FourSearch(rules).value(true_position(state), 40) == exact_value(state), state.position()
            checked += 1
    for state in random_positions(300, seed=6, tables=("scopa/4",), options=options):
        if not state.deck and sum(map(len, state.hands)) <= 7:
            rules = rules_of(state.options)
            assert FourSearch(rules).value(true_position(state), 40) == exact_value(state), state.position()
            checked += 1
    assert checked >= 20


def plain_negamax(p: FourPosition, plies: int, alpha: float, beta: float, nodes: list[int], rules: Rules = PLAIN) -> float:
    """The search as first written: one call a position over ``after``, captures first, never past the hands in play."""
    nodes[0] += 1
    if round_over(p):
        return final_value(p, rules)
    if not plies:
        hand, sweep = p.hands[0], sweepers_of(rules.capture)[table_total(p.table)]
        return horizon(hand, values_in(hand), p.table, sweep, p.pile_us, p.pile_them, p.scopa_diff, rules.points)
    best = -INFINITY
    for card, capture in sorted(moves_of(p.hands[0], p.table, rules.capture), key=lambda move: not move[1]):
        child = after(p, card, capture, rules)
        if child.pos != p.pos:  # the move ended the deal: its end is estimated, a node of its own
            nodes[0] += 1
            value = -estimate(child.pile_us, child.pile_them, child.scopa_diff, rules.points)
        else:
            value = -plain_negamax(child, plies - 1, -beta, -alpha, nodes, rules)
        best = max(best, value)
        alpha = max(alpha, value)
        if alpha >= beta:
            break
    return best


@pytest.mark.parametrize("options", [{}, *HOUSE_RULES])
def test_the_search_values_and_counts_every_position_as_a_call_a_position_would(options):
    """The budget counts nodes: the search's shortcuts must neither change a value nor a count."""
    for number, state in enumerate(random_positions(90, seed=8, options=options)):
        in_hands = sum(map(len, state.hands))
        position, plies = true_position(state), (1, 2, 3, 5, in_hands if in_hands <= 8 else 6)[number % 5]
        rules = rules_of(state.options)
        search, nodes = FourSearch(rules), [0]
        assert search.value(position, plies) == plain_negamax(position, plies, -INFINITY, INFINITY, nodes, rules)
        assert search.nodes == nodes[0], state.position()


def test_the_horizon_sees_a_sweep_by_the_player_to_move_that_keeps_cards():
    """At the horizon the hands are known: a card that sweeps the table is a scopa ``estimate`` alone misses."""
    def at_horizon(hand: str, table: str) -> float:
        ids, mask = tuple(CARD_ID[c] for c in cards(hand)), mask_of(cards(table))
        return horizon(ids, values_in(ids), mask, table_total(mask), 0, 0, 0)

    assert all(table_total(BIT[i]) == VALUE[i] for i in range(len(VALUE)))
    assert table_total(mask_of(cards("4S 3C AD"))) == 8
    no_sweep = estimate(0, 0, 0)
    assert at_horizon("7H 2C", "4S 3C") == estimate(mask_of(cards("4S 3C 7H")), 0, 1) > no_sweep
    assert at_horizon("7D 2C", "4S 3C") == estimate(mask_of(cards("4S 3C 7D")), 0, 1)
    assert at_horizon("6H 2C", "4S 3C") == no_sweep  # nothing adds up to the table
    assert at_horizon("7H", "4S 3C") == no_sweep  # the hand's last card: no scopa counted
    assert at_horizon("7H 2C", "-") == no_sweep  # an empty table is no sweep


def test_the_search_sees_a_sweep_just_past_its_horizon():
    # Seat 0 to move, one ply searched: laying the 3 beside the 4 hands seat 1, holding a 7, a sweep; the King does not.
    state = four_position(("3C KC", "7H 2S", "QS 2D", "AC 5D"), "4S", deck="-", turn=0, state=ScoponeState)
    search = FourSearch(PLAIN)
    lay_three, lay_king = (-search.value(after(true_position(state), CARD_ID[c], 0, PLAIN), 0) for c in cards("3C KC"))
    assert lay_king > lay_three
    assert search.value(true_position(state), 1) == lay_king


def test_partners_play_for_their_side_in_the_search():
    # The last hand: laying the 3 lets seat 1 sweep 4+3 with its 7 (a scopa for the other side); laying the
    # King leaves 4 + King, which nothing takes, and the table goes to seat 2, seat 0's partner, who captured last.
    state = four_position(("3C KC", "7H", "QS", "AC"), "4S", piles=("-", "-", "7D", "-"), deck="-", turn=0, last=2)
    assert exact_value(state) == FourSearch(PLAIN).value(true_position(state), 40)
    lay_three, lay_king = (-exact_value(state.apply(Play.parse(text))) for text in ("3C", "KC"))
    assert lay_king > lay_three
    assert hard(state.view(0), random.Random(0)) == Play.parse("KC")


def test_a_four_seat_state_options_and_players_come_from_the_registry():
    state = new_table("scopa/4", 1)
    assert type(state) is ScopaFourState and state.options == ScopaFourOptions()
