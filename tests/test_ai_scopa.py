"""The Scopa computer players (issue 3/9): legal, seeded, honest, and each level's habits."""

from __future__ import annotations

import random
from functools import partial

import pytest
from honesty import hidden_cards_play_no_part
from scopa_helpers import cards, position

from mazzo.ai import choose_move, scopa_sim
from mazzo.ai.scopa import PLAYERS, HardSettings, easy, hard, normal, plays_likelihood, plays_this_hand
from mazzo.ai.scopa_search import TO_ROUND_END, Search, after, estimate, final_value
from mazzo.ai.scopa_sim import CARD_ID, Position, Rules, mask_of, move_of, moves_of, play_of, position_of, rules_of
from mazzo.game import deal_rng, new_game
from mazzo.scopa import Card, Play, ScopaOptions, ScopaState

#: Hard with a small budget, for the many-positions tests; the real Hard plays a few too.
QUICK_HARD = partial(hard, settings=HardSettings(deals=6))
QUICK_LEVELS = {"easy": easy, "normal": normal, "hard": QUICK_HARD}


#: The house rules (issue 3.6), each on by itself, and all together.
HOUSE_RULES = [{"re_bello": True}, {"capture": "ace_takes_all"}, {"capture": "fifteen"},
               {"capture": "fifteen", "re_bello": True, "napola": True}]


def random_positions(count: int, seed: int, options=None):
    """Mid-round states reached by random play (over later rounds too), the player to move holding cards."""
    rng = random.Random(seed)
    for number in range(count):
        state = new_game(ScopaState, seed * 1000 + number, ScopaOptions(**(options or {})))
        for _ in range(rng.randrange(3)):
            while not state.round_over:
                moves = state.legal_moves()
                state = state.apply(moves[rng.randrange(len(moves))])
            if state.game_over:
                break
            state = state.next_round()
        if state.round_over:
            continue
        for _ in range(rng.randrange(35)):
            moves = state.legal_moves()
            state = state.apply(moves[rng.randrange(len(moves))])
            if state.round_over:
                break
        if not state.round_over:
            yield state


def rounds(levels, count: int, seed: int, options=None):
    """Whole seeded rounds between two levels: every (state, move), in order."""
    for number in range(count):
        state = new_game(ScopaState, seed + number, ScopaOptions(**(options or {})))
        steps = 0
        while not state.round_over:
            player = state.turn
            move = levels[player](state.view(player), deal_rng(seed + number, "computer", steps))
            yield state, move
            state = state.apply(move)
            steps += 1


def with_hidden_cards_shuffled(state: ScopaState, viewer: int, rng: random.Random) -> ScopaState:
    """The same position for ``viewer``, with the other hand and the deck dealt differently."""
    view = state.view(viewer)
    hidden = [*state.hands[1 - viewer], *state.deck]
    rng.shuffle(hidden)
    held = view.opponent_hand_size
    return view.complete(hidden[:held], hidden[held:], seed=state.seed)


# -- every level plays legal moves, from views only, seeded -----------------------------------


@pytest.mark.parametrize("options", [{}, *HOUSE_RULES])
@pytest.mark.parametrize("level", list(QUICK_LEVELS))
def test_every_level_always_returns_a_legal_move(level, options):
    checked = 0
    for state in random_positions(150, seed=len(level), options=options):
        move = QUICK_LEVELS[level](state.view(state.turn), random.Random(checked))
        assert move in state.legal_moves(), (str(move), state.position())
        checked += 1
    assert checked > 100


@pytest.mark.parametrize("options", [{}, *HOUSE_RULES[1:3]])
def test_the_real_hard_plays_legal_moves_through_whole_rounds(options):
    levels = (hard, normal)
    steps = 0
    for state, move in rounds(levels, 2, seed=77, options=options):
        assert move in state.legal_moves(), (str(move), state.position())
        steps += 1
    assert steps == 2 * 36


@pytest.mark.parametrize("level", list(QUICK_LEVELS))
def test_same_view_and_same_seed_give_the_same_move(level):
    for number, state in enumerate(random_positions(25, seed=11)):
        view = state.view(state.turn)
        first = QUICK_LEVELS[level](view, deal_rng(number, "computer", 3))
        random.seed(number)  # the global generator must play no part
        random.random()
        again = QUICK_LEVELS[level](view, deal_rng(number, "computer", 3))
        assert first == again, state.position()


@pytest.mark.parametrize("options", [{}, *HOUSE_RULES])
@pytest.mark.parametrize("level", list(QUICK_LEVELS))
def test_choice_does_not_change_when_the_hidden_cards_are_shuffled_among_themselves(level, options):
    states = list(random_positions(40, seed=23, options=options))
    differed = hidden_cards_play_no_part(QUICK_LEVELS[level], states, with_hidden_cards_shuffled, random.Random(5))
    assert differed >= sum(1 for state in states if state.deck)


def test_the_real_hard_ignores_the_hidden_cards_too():
    assert hidden_cards_play_no_part(hard, random_positions(4, seed=31), with_hidden_cards_shuffled, random.Random(9)) > 0


@pytest.mark.parametrize("level", list(PLAYERS))
def test_levels_refuse_a_full_state(level):
    state = new_game(ScopaState, 4)
    with pytest.raises(TypeError, match="ScopaView"):
        PLAYERS[level](state, random.Random(0))


@pytest.mark.parametrize("level", list(PLAYERS))
def test_levels_refuse_a_view_when_it_is_not_their_turn(level):
    state = new_game(ScopaState, 4)
    with pytest.raises(ValueError, match="not this player's turn"):
        PLAYERS[level](state.view(1 - state.turn), random.Random(0))


@pytest.mark.parametrize("level", list(PLAYERS))
def test_choose_move_sends_scopa_to_the_scopa_level(level):
    state = new_game(ScopaState, 8)
    view = state.view(state.turn)
    assert choose_move(PLAYERS, level, view, deal_rng(8, "computer", 0)) == PLAYERS[level](view, deal_rng(8, "computer", 0))


def test_a_match_between_levels_replays_exactly_from_its_seed():
    def history(seed: int) -> list[str]:
        moves = [str(move) for _, move in rounds((normal, easy), 3, seed)]
        random.seed(seed)  # disturbing the global generator between runs changes nothing
        return moves

    assert history(40) == history(40)
    assert history(40) != history(41)


# -- each level's habits ---------------------------------------------------------------------


def test_easy_varies_its_choice_with_the_seed():
    # Two pairs to take and cards to lay: Easy does not always make the same choice.
    state = position("3S 5C KH", "4D 6D QD", "3D 5H 2C JS")
    choices = {str(easy(state.view(0), random.Random(seed))) for seed in range(60)}
    assert len(choices) >= 3
    assert choices <= {str(m) for m in state.legal_moves()}


def test_normal_does_not_leave_a_scopa_when_another_card_is_safe():
    # Laying 4S would leave 3S+4S = 7, which an unseen 7 sweeps; the Knight of coins (QD, a 9)
    # leaves 12, which nothing sweeps. QD is worth more (a coin): only the scopa check prefers it.
    state = position("4S QD", "AH 2H", "3S")
    assert normal(state.view(0), random.Random(0)) == Play(Card(9, "D"))


def test_normal_lays_its_cheapest_card_when_no_card_leaves_a_scopa():
    # Laying either Knight (a 9) leaves 19 on the table: Normal keeps its coin and lays QS.
    state = position("QD QS", "AH 2H", "KS")
    assert normal(state.view(0), random.Random(0)) == Play(Card(9, "S"))


@pytest.mark.parametrize("level", ["normal", "hard"])
def test_normal_and_hard_take_the_settebello_when_they_can(level):
    # 7C takes the settebello; KS would take the King, QC the Queen: more cards, less worth.
    state = position("7C KS QC", "AH 2H 3H", "7D KD QD 5S")
    move = PLAYERS[level](state.view(0), random.Random(0))
    assert move == Play(Card(7, "C"), (Card(7, "D"),))


def test_hard_reads_a_card_laid_beside_the_settebello_as_no_seven():
    state = position("KS QC JC", "4S 6C 2H", "7D 5S", turn=1).apply(Play(Card(4, "S")))
    plays = plays_this_hand(state.view(0), 1)
    assert plays == [(mask_of(cards("7D 5S")), CARD_ID[Card(4, "S")], 0, 0)]
    held = lambda text: tuple(CARD_ID[c] for c in cards(text))
    assert plays_likelihood(plays, held("7C 6C")) < plays_likelihood(plays, held("6C 2H")) / 10


def test_hard_finds_the_tables_the_other_player_saw_in_this_hand_of_cards():
    rng = random.Random(5)
    for number in range(40):
        state, tables_before = new_game(ScopaState, number), []
        while not state.round_over:
            view = state.view(state.turn)
            if view.deck_size:
                theirs = [(table, play) for (player, play), table in zip(view.history, tables_before) if player != view.player]
                recent = theirs[len(theirs) - (3 - view.opponent_hand_size) :] if view.opponent_hand_size < 3 else []
                expected = [(mask_of(table), CARD_ID[play.card], mask_of(play.captures)) for table, play in recent]
                assert [plays[:3] for plays in reversed(plays_this_hand(view, 1 - view.player))] == expected
            move = state.legal_moves()[rng.randrange(len(state.legal_moves()))]
            tables_before.append(state.table)
            state = state.apply(move)


# -- the simulator and the search agree with the engine --------------------------------------


def test_the_capture_memo_never_holds_more_than_its_limit_and_answers_alike_after_it_starts_again(monkeypatch):
    """Issue 4.1: an engine's WebAssembly memory never shrinks, so each capture rule's memo is bounded."""
    monkeypatch.setattr(scopa_sim, "_CAPTURE_CACHE_LIMIT", 50)
    captures = scopa_sim._memoised("classic")
    memo = next(cell.cell_contents for cell in captures.__closure__ if isinstance(cell.cell_contents, dict))
    rng = random.Random(4)
    tables = [rng.getrandbits(40) for _ in range(200)]
    for table in tables:
        assert captures(table, 7) == scopa_sim._find_captures(table, 7, "classic")
        assert len(memo) <= 50
    assert [captures(table, 7) for table in tables] == [scopa_sim._find_captures(table, 7, "classic") for table in tables]


@pytest.mark.parametrize("options", [{}, *HOUSE_RULES])
def test_the_simulator_plays_every_move_as_the_engine_does(options):
    rng = random.Random(3)
    for number in range(60):
        state = new_game(ScopaState, number, ScopaOptions(**options))
        rules = rules_of(state.options)
        imagined = position_of(state)
        while not state.round_over:
            legal = state.legal_moves()
            moves = moves_of(imagined.me, imagined.table, rules.capture)
            assert sorted(map(str, map(play_of, moves))) == sorted(map(str, legal))
            move = legal[rng.randrange(len(legal))]
            mover = state.turn
            state = state.apply(move)
            imagined = after(imagined, *move_of(move), rules)
            if not state.round_over:
                seen_now = position_of(state)
                assert seen_now.deck == imagined.deck[imagined.pos :]
                assert seen_now._replace(deck=(), pos=0) == imagined._replace(deck=(), pos=0)
        counts = state.count
        points = counts[0].round_points - counts[1].round_points
        # The imagined position is seen from the player after the last mover.
        assert final_value(imagined, rules) == (points if mover == 1 else -points)


def exact_value(state: ScopaState) -> int:
    """Minimax over the engine itself: round points of the player to move minus the other's.

    (At the end of the round the turn has passed on, as after any move.)"""
    if state.round_over:
        counts = state.count
        return counts[state.turn].round_points - counts[1 - state.turn].round_points
    return max(-exact_value(state.apply(move)) for move in state.legal_moves())


def endgames(count: int, seed: int, options=None):
    """Positions of the last deal (the deck is out) with at most five cards left in the hands."""
    for state in random_positions(count, seed, options):
        if not state.deck and len(state.hands[0]) + len(state.hands[1]) <= 5:
            yield state


@pytest.mark.parametrize("options", [{}, *HOUSE_RULES])
def test_the_search_to_the_end_of_the_round_matches_minimax_over_the_engine(options):
    checked = 0
    for state in endgames(400, seed=5, options=options):
        search = Search(rules_of(state.options))
        assert search.value(position_of(state), TO_ROUND_END) == exact_value(state), state.position()
        checked += 1
    assert checked >= 20


def test_hard_plays_a_best_move_once_the_deck_is_out():
    # With no deck, the other hand is every unseen card: Hard searches the rest of the round exactly.
    checked = 0
    for number, state in enumerate(endgames(400, seed=6)):
        best = exact_value(state)
        move = hard(state.view(state.turn), random.Random(number))
        assert -exact_value(state.apply(move)) == best, (str(move), state.position())
        checked += 1
    assert checked >= 20


def test_at_a_house_capture_rule_the_horizon_counts_the_next_deals_first_take():
    """Hard per house rule: at the horizon the table left goes, at fifteen or with an Ace that takes all,
    to the first player of the next deal when a card of theirs takes it; plain Scopa's estimate is unchanged."""
    def at_horizon(capture: str, table: str, next_hands: str) -> float:
        deck = tuple(CARD_ID[c] for c in cards(next_hands))
        return Search(Rules(capture=capture)).value(Position((), (), mask_of(cards(table)), 0, 0, 0, 0, deck, 0), 0)

    standing = estimate(0, 0, 0)
    # Fifteen: 7D and AC make 8, and the 7H makes 15 with them: a scopa.
    assert at_horizon("fifteen", "7D AC", "7H 2C 3S 4D 5D 6D") == estimate(mask_of(cards("7D AC 7H")), 0, 1) > standing
    assert at_horizon("classic", "7D AC", "7H 2C 3S 4D 5D 6D") == standing
    # An Ace with no Ace on the table takes it all, which is no scopa.
    assert at_horizon("ace_takes_all", "7D KC", "AH 2C 3S 4D 5D 6D") == estimate(mask_of(cards("7D KC AH")), 0, 0) > standing
    assert at_horizon("classic", "7D KC", "AH 2C 3S 4D 5D 6D") == standing
