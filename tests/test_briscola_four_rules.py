"""One test per rule of Briscola for four, in pairs, named after the rule (issue 3.6)."""

from __future__ import annotations

import json
import random
from dataclasses import replace

import pytest
from briscola_helpers import cards, four, play
from mazzo.briscola import BriscolaFourOptions, BriscolaFourState, BriscolaOptions, BriscolaState, Trick, events
from mazzo.game import IllegalMoveError, NotationError, StateError, new_game, play_random
from mazzo.games import RULES
from mazzo.protocol import HUMAN, Session
from mazzo.scopa import DECK, Card
from refusal import refused
from test_protocol import ask, ok


def first_cards(state: BriscolaFourState, count: int) -> BriscolaFourState:
    """``count`` plays, each the first card of the hand to move."""
    for _ in range(count):
        state = state.apply(state.legal_moves()[0])
    return state


def finished(seed: int, target: int = 1) -> BriscolaFourState:
    return play_random(new_game(BriscolaFourState, seed, BriscolaFourOptions(target=target)), random.Random(seed))


# -- the table ---------------------------------------------------------------------------


def test_seats_0_and_2_are_partners_against_1_and_3_and_partners_sit_opposite():
    state = new_game(BriscolaFourState, 1)
    assert state.PLAYERS == 4 and state.SIDES == 2
    view = state.view(0).to_dict()
    assert view["partnerships"] == [[0, 2], [1, 3]] and view["side"] == 0
    assert state.view(3).to_dict()["side"] == 1
    trick = Trick.played(0, cards("2S 4S 5S 6S"), "C")
    assert trick.winner == 3 and finished(1).round_summary()["players"][1]["seats"] == [1, 3]


def test_players_4_asks_for_the_table_of_four_and_the_usual_table_stays_two():
    rules = RULES["briscola"]
    assert type(rules.read_options({"players": 4})) is BriscolaFourOptions
    assert type(rules.read_options({})) is BriscolaOptions
    assert rules.option_choices()["players"] == {"choices": [2, 4], "default": 2}
    with refused(StateError, "not_one_of", field="players"):
        rules.read_options({"players": 3})


# -- the deal ----------------------------------------------------------------------------


def test_deal_gives_three_cards_each_and_the_next_card_turned_up_as_briscola_under_the_stock():
    state = new_game(BriscolaFourState, 7)
    assert [len(hand) for hand in state.hands] == [3, 3, 3, 3]
    assert len(state.stock) == 40 - 12 == 28 and state.stock[-1] == state.briscola
    assert sorted([*(c for hand in state.hands for c in hand), *state.stock]) == sorted(DECK)


def test_the_player_after_the_dealer_leads_the_first_trick_and_the_deal_passes_on():
    for seed in range(8):
        state = new_game(BriscolaFourState, seed, BriscolaFourOptions(target=3))
        assert state.turn == state.leader == (state.dealer + 1) % 4
    state = finished(3, target=3)
    following = state.next_round()
    assert following.dealer == (state.dealer + 1) % 4 and following.turn == (state.dealer + 2) % 4


# -- a trick ---------------------------------------------------------------------------


def test_each_plays_one_card_in_turn_and_any_card_may_be_played():
    state = four("AS 2H", "KS 3D", "4S 5D", "6S 7D", briscola="JC", turn=0)
    after = play(state, "2H")
    assert after.turn == 1 and after.trick == cards("2H") and after.legal_moves() == list(cards("KS 3D"))
    assert play(after, "KS").turn == 2


def test_the_trick_goes_to_the_highest_briscola_played():
    state = four("AS", "2C", "3S", "QC", briscola="JC", turn=0)
    after = play(state, "AS", "2C", "3S", "QC")
    assert after.tricks[-1] == Trick(0, cards("AS 2C 3S QC"), 3)


def test_else_the_trick_goes_to_the_highest_card_of_the_suit_led():
    state = four("KS", "AH", "3S", "2S", briscola="JC", turn=0, dealer=3)
    after = play(state, "KS", "AH", "3S", "2S")
    assert after.tricks[-1].winner == 2, "the Ace of another suit loses; the Three of the suit led wins"
    assert after.card_points == (25, 0), "partners count their tricks together"


def test_the_winner_of_a_trick_leads_the_next():
    state = four("2S 4D", "AS 5D", "3S 6D", "7S 7D", briscola="JC", turn=0)
    after = play(state, "2S", "AS", "3S", "7S")
    assert after.turn == after.leader == 1 and after.trick == ()


# -- the draws ---------------------------------------------------------------------------


def test_after_each_trick_while_the_stock_lasts_each_draws_one_the_winner_first_then_in_playing_order():
    state = four("2S 4D", "5S 5D", "AS 6D", "7S 7D", briscola="JC", stock="KD QD JD 4H 5H", turn=0)
    after = play(state, "2S", "5S", "AS", "7S")  # seat 2 wins and draws first, then 3, 0, 1
    assert [hand[-1] for hand in after.hands] == list(cards("JD 4H KD QD"))
    assert after.stock == cards("5H JC")


def test_the_briscola_is_the_last_card_drawn():
    state = four("2S 4D", "5S 5D", "AS 6D", "7S 7D", briscola="JC", stock="KD QD JD", turn=0)
    after = play(state, "2S", "5S", "AS", "7S")  # seat 2 wins: 2, 3, 0 draw the stock, 1 the briscola
    assert after.stock == () and after.hands[1][-1] == Card(8, "C") and after.trumps == "C"


def test_ten_tricks_in_all_with_draws_after_the_first_seven():
    state = new_game(BriscolaFourState, 11)
    stock_sizes = []
    while not state.round_over:
        state = first_cards(state, 4)
        stock_sizes.append(len(state.stock))
    assert stock_sizes == [28 - 4 * n for n in range(1, 8)] + [0, 0, 0]
    assert len(state.tricks) == 10 and state.hands == ((), (), (), ()) and len(state.history) == 40


# -- the count, the hand and the match -----------------------------------------------------


def test_each_partnership_counts_its_card_points_together_120_in_all():
    for seed in range(20):
        state = finished(seed)
        by_seat = [sum(t.points for t in state.tricks if t.winner == seat) for seat in range(4)]
        assert state.card_points == (by_seat[0] + by_seat[2], by_seat[1] + by_seat[3])
        assert sum(state.card_points) == 120
        summary = state.round_summary()
        assert [side["round_points"] for side in summary["players"]] == list(state.card_points)


def test_more_than_60_wins_the_hand_and_60_60_is_a_draw():
    drawn = None
    for seed in range(3000):
        state = finished(seed)
        a, b = state.card_points
        assert state.hand_winner == (0 if a > 60 else 1 if b > 60 else None)
        if (a, b) == (60, 60):
            drawn = state
            break
    assert drawn is not None, "no 60-60 hand in 3000 random hands"
    assert drawn.hand_winner is None and drawn.scores == (0, 0) and not drawn.game_over


@pytest.mark.parametrize("target", [1, 2, 3])
def test_a_match_is_one_hand_or_the_first_side_to_win_2_or_3_hands(target):
    state = new_game(BriscolaFourState, 5, BriscolaFourOptions(target=target))
    rng = random.Random(target)
    while True:
        state = play_random(state, rng)
        if state.game_over:
            break
        assert max(state.scores) < target
        state = state.next_round()
    assert state.scores[state.winner] == target and state.scores[1 - state.winner] < target
    with refused(IllegalMoveError, "game_over"):
        state.next_round()


# -- what each seat sees --------------------------------------------------------------------


def test_each_seat_sees_its_own_hand_only_and_partners_never_see_each_others_hands():
    state = first_cards(new_game(BriscolaFourState, 4), 5)
    for seat in range(4):
        view = state.view(seat)
        shown = json.dumps({key: value for key, value in view.to_dict().items() if key != "history"})
        assert view.hand == state.hands[seat] and view.hand_sizes == tuple(len(h) for h in state.hands)
        for other in range(4):
            if other != seat:
                assert not any(f'"{card}"' in shown for card in state.hands[other]), (seat, other)
        assert not any(f'"{card}"' in shown for card in state.stock[:-1])


def test_a_drawn_card_is_named_to_its_drawer_only_and_the_briscola_to_everyone():
    state = four("2S 4D", "5S 5D", "AS 6D", "7S 7D", briscola="JC", stock="KD QD JD", turn=0)
    before = play(state, "2S", "5S", "AS")
    after = before.apply(Card(7, "S"))
    for viewer in range(4):
        draws = [(e["player"], e["card"]) for e in events(before, Card(7, "S"), after, viewer) if e["type"] == "draw"]
        named = {2: "KD", 3: "QD", 0: "JD"}
        assert draws == [(seat, named[seat] if seat == viewer else None) for seat in (2, 3, 0)] + [(1, "JC")]


def test_the_trick_in_play_and_the_tricks_won_are_in_every_view():
    state = first_cards(new_game(BriscolaFourState, 9), 6)
    view = state.view(2).to_dict()
    assert view["trick"] == [str(c) for c in state.trick] and len(view["trick"]) == 2
    assert view["tricks"] == [t.to_dict() for t in state.tricks] and view["pile_sizes"] == [
        4 * sum(1 for t in state.tricks if t.winner == seat) for seat in range(4)
    ]


# -- the text forms, the save and the refusals --------------------------------------------------


def test_the_position_text_round_trips_and_names_the_table():
    state = first_cards(new_game(BriscolaFourState, 13, BriscolaFourOptions(target=2, show_points=True)), 10)
    text = state.position()
    assert text.startswith("briscola/2/points/four ")
    assert BriscolaFourState.from_position(text) == replace(state, history=())
    assert BriscolaFourState.from_dict(json.loads(json.dumps(state.to_dict()))) == state
    for bad in (text.replace("/four", ""), text.replace("/four", "/five"), text.replace("|", "/", 1)):
        with pytest.raises(NotationError):
            BriscolaFourState.from_position(bad)
    with pytest.raises(NotationError):
        BriscolaState.from_position(text)


def test_a_save_replays_exactly_and_the_computers_carry_on_alike():
    session = Session()
    ok(session, type="new_game", game="briscola", seed=33, level="hard", options={"players": 4, "target": 2})
    for _ in range(9):
        step(session)
    save = ok(session, type="save", game="briscola")["save"]
    assert save["options"] == {"players": 4, "target": 2, "show_points": False}
    restored = Session()
    loaded = ok(restored, type="load", save=json.loads(json.dumps(save)))
    assert loaded["view"] == ok(session, type="view", game="briscola")["view"]
    assert restored.tables["briscola"].state == session.tables["briscola"].state
    for _ in range(12):
        assert step(session) == step(restored)


def step(session: Session) -> dict:
    """One move: the computer's while a computer seat is to move, else the human's first card."""
    view = ok(session, type="view", game="briscola")["view"]
    if view["computer_to_move"]:
        return ok(session, type="computer", game="briscola")
    return ok(session, type="play", game="briscola", move=view["legal_moves"][0])


def test_a_card_not_in_the_hand_or_out_of_turn_is_refused_and_changes_nothing():
    state = new_game(BriscolaFourState, 2)
    partner = state.hands[(state.turn + 2) % 4][0]
    with refused(IllegalMoveError, "not_in_hand", card=str(partner)):
        state.apply(partner)
    assert state == new_game(BriscolaFourState, 2)
    session = Session()
    ok(session, type="new_game", game="briscola", seed=2, options={"players": 4})
    table = session.tables["briscola"]
    if table.state.current_player != HUMAN:
        error = ask(session, type="play", game="briscola", move=str(table.state.hands[HUMAN][0]))["error"]
        assert error["code"] == "not_your_turn" and session.tables["briscola"] == table


def test_impossible_saved_states_of_four_are_refused_by_their_code():
    state = first_cards(new_game(BriscolaFourState, 12), 9)
    data = state.to_dict()

    def refused_with(code: str, **changes: object) -> None:
        with refused(StateError, code):
            BriscolaFourState.from_dict({**json.loads(json.dumps(data)), **changes})

    first = dict(data["tricks"][0])
    refused_with("trick_cards", tricks=[{**first, "cards": first["cards"][:2]}, *data["tricks"][1:]])
    refused_with("trick_winner", tricks=[{**first, "winner": (first["winner"] + 1) % 4}, *data["tricks"][1:]])
    refused_with("wrong_turn", turn=(data["turn"] + 2) % 4)
    refused_with("not_per_side", match_scores=[0, 0, 0, 0])
    moved = replace(state, hands=(state.hands[0] + state.hands[2][:1], state.hands[1], state.hands[2][1:], state.hands[3]))
    with refused(StateError, "hands_out_of_step"):
        moved.validate()
    with refused(StateError, "stock_out_of_step", tricks=2, expected=20, found=19):
        replace(state, stock=state.stock[1:], trick=(*state.trick, state.stock[0])).validate()
