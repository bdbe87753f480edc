"""The coach's odds (issue 3.7): each legal move's expected points at the end of the round, and near
a match's end its chance to win the match, from the player's view only; exact on small end
positions, where they agree with a slow count over every deal played out by the engine itself;
asked through the protocol, they mark the game assisted."""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Iterator
from itertools import permutations
from typing import Any

import pytest
import test_ai_briscola
import test_ai_briscola_four
import test_ai_scopa
import test_ai_scopa_four
import test_ai_tressette
from honesty import hidden_cards_play_no_part
from mazzo.coach.match import can_end
from mazzo.coach.odds import odds, ways
from mazzo.games import RULES
from mazzo.protocol import Session
from tables import TABLES, new_table, random_moves
from test_protocol import ask, ok

#: Each table with odds, and how its tests deal the cards a player cannot see again.
SHUFFLERS = {
    "scopa": test_ai_scopa.with_hidden_cards_shuffled,
    "scopa/fifteen": test_ai_scopa.with_hidden_cards_shuffled,
    "scopa/4": test_ai_scopa_four.with_hidden_cards_shuffled,
    "scopone": test_ai_scopa_four.with_hidden_cards_shuffled,
    "scopone/classico": test_ai_scopa_four.with_hidden_cards_shuffled,
    "briscola": test_ai_briscola.with_hidden_cards_shuffled,
    "briscola/4": test_ai_briscola_four.with_hidden_cards_shuffled,
    "tressette": test_ai_tressette.with_hidden_cards_shuffled,
    "tressette/4": test_ai_tressette.with_hidden_cards_shuffled,
}


def positions(table: str, count: int, seed: int) -> Iterator[Any]:
    rng = random.Random(seed)
    found = 0
    while found < count:
        state = random_moves(new_table(table, rng.randrange(10**6)), rng, rng.randrange(30))
        if not state.round_over:
            found += 1
            yield state


@pytest.mark.parametrize("table", sorted(SHUFFLERS))
def test_honest_dealing_the_hidden_cards_again_never_changes_the_odds(table):
    states = positions(table, 6, seed=len(table))
    assert hidden_cards_play_no_part(odds, states, SHUFFLERS[table], random.Random(5))


@pytest.mark.parametrize("table", sorted(SHUFFLERS))
def test_every_legal_move_has_odds_with_an_error_from_many_deals(table):
    uncertain = 0
    for number, state in enumerate(positions(table, 4, seed=7)):
        view = state.view(state.turn)
        found = odds(view, random.Random(number))
        assert sorted(str(m.move) for m in found.moves) == sorted(str(m) for m in view.legal_moves())
        # Tressette at two, the stock gone: the unseen cards are the other hand, one way, counted exactly
        assert (found.deals > 1 or found.exact) and all(m.error >= 0 for m in found.moves)
        uncertain += not found.exact and any(m.error > 0 for m in found.moves)
    assert uncertain


def test_ways_are_every_layout_once_when_few_and_a_sample_otherwise():
    every, exact = ways([1, 2, 3, 4], [2], random.Random(0), 12)
    assert exact and len(every) == 12 == len({(frozenset(w[:2]), tuple(w[2:])) for w in every})
    drawn, exact = ways(list(range(10)), [3, 3], random.Random(0), 12)
    assert not exact and len(drawn) == 12 and all(sorted(w) == list(range(10)) for w in drawn)


# -- agreement with a slow exhaustive count --------------------------------------------------


def margin(state: Any, side: int, before: Any) -> int:
    """The round's points of ``side`` less the other side's, once the round is over: round points in
    Scopa (the match scores' change), card points in Briscola."""
    if state.GAME == "briscola":
        return state.card_points[side] - state.card_points[1 - side]
    gained = [now - then for now, then in zip(state.scores, before.scores, strict=True)]
    return gained[side] - gained[1 - side]


def best_play(state: Any, side: int, before: Any) -> int:
    """The round's margin for ``side`` when every seat plays its side's best with every card in sight."""
    if state.round_over:
        return margin(state, side, before)
    values = [best_play(state.apply(move), side, before) for move in state.legal_moves()]
    return max(values) if state.turn % 2 == side else min(values)


def every_deal(state: Any) -> list[Any]:
    """Every full state the player to move cannot tell from ``state``, each once."""
    view = state.view(state.turn)
    hidden = list(view.unseen())
    holder = getattr(view, "briscola_holder", None) if state.GAME == "briscola" else None
    sizes = [size - (seat == holder) for seat, size in enumerate(view.hand_sizes) if seat != state.turn]
    found = {}
    for order in permutations(hidden):
        hands, start = [], 0
        for size in sizes:
            hands.append(tuple(sorted(order[start : start + size])))
            start += size
        found[(tuple(hands), order[start:])] = order
    deals = []
    for order in found.values():
        others, start = [], 0
        for seat, size in ((seat, size) for seat, size in enumerate(view.hand_sizes) if seat != state.turn):
            known = [state.briscola] if state.GAME == "briscola" and seat == holder else []
            others += [*order[start : start + size - len(known)], *known]
            start += size - len(known)
        deals.append(view.complete(others, list(order[start:]), seed=state.seed))
    return deals


def end_positions(table: str, most_in_hands: int, count: int) -> Iterator[Any]:
    """Positions of the round's last few cards with at least two hidden ones, nothing left to deal
    but in Briscola for two (one face-down card and the briscola)."""
    rng = random.Random(table)
    found = 0
    while found < count:
        state = new_table(table, rng.randrange(10**6))
        while not state.round_over:
            view = state.view(state.turn)
            stock = getattr(view, "deck_size", None) or getattr(view, "stock_size", 0)
            if sum(view.hand_sizes) <= most_in_hands and stock <= (2 if table == "briscola" else 0) and len(view.unseen()) >= 2:
                found += 1
                yield state
                break
            state = random_moves(state, rng, 1)


@pytest.mark.parametrize("table, most_in_hands", [("scopa", 6), ("scopa/4", 6), ("scopone", 6), ("briscola", 6)])
def test_on_the_last_cards_the_odds_are_exact_and_agree_with_every_deal_played_out_by_the_engine(table, most_in_hands):
    for state in end_positions(table, most_in_hands, 3):
        side = state.turn % 2
        view = state.view(state.turn)
        found = odds(view, random.Random(0), deals=10_000)
        deals = every_deal(state)
        assert found.exact and found.deals == len(deals)
        for entry in found.moves:
            count = [best_play(deal.apply(entry.move), side, state) for deal in deals]
            assert entry.points == pytest.approx(sum(count) / len(count)), (state.position(), str(entry.move))
            assert entry.error == 0


# -- the chance to win the match ------------------------------------------------------------


def near_the_end(state: Any, ahead: int) -> Any:
    """``state`` with each side ``ahead`` points (Scopa) or hands (Briscola) short of the match's
    target (none won yet, at the least)."""
    return dataclasses.replace(state, match_scores=(max(0, state.options.target - ahead),) * state.SIDES)


def match_outcome(deal: Any, move: Any, side: int, ties: int) -> float | None:
    """Slowly: ``move`` played in ``deal``, then Normal's move for every seat from its own view to the
    round's end (ties broken by a generator seeded ``ties``); 1 if ``side`` won the match, 0 if
    it lost, None if the match goes on."""
    normal = RULES[deal.GAME].seating(deal.options).players["normal"]
    rng = random.Random(ties)
    state = deal.apply(move)
    while not state.round_over:
        state = state.apply(normal(state.view(state.turn), rng))
    return None if state.winner is None else float(state.winner == side)


@pytest.mark.parametrize("table", ["scopa", "scopa/4", "scopone", "briscola/4"])
def test_the_match_chance_is_absent_when_the_match_cannot_end_this_round(table):
    for state in positions(table, 3, seed=11):
        far = dataclasses.replace(state, options=dataclasses.replace(state.options, target=31 if table != "briscola/4" else 3))
        found = odds(far.view(far.turn), random.Random(0))
        assert found.match_deals == 0 and all(m.match is None for m in found.moves)
        assert all(set(entry) == {"move", "points", "error", "best"} for entry in found.to_dict()["moves"])
        assert "match_deals" not in found.to_dict()


@pytest.mark.parametrize("table", ["scopa", "scopone"])
def test_early_in_a_match_that_play_seldom_ends_the_round_gives_no_chance(table):
    """At 0-0 the rules' bound says a round could bring 11 points (a scopa with every card), but the
    first move's play-outs go on in every deal: the chance is not worked out, nor sent."""
    early = [state.view(state.turn) for state in positions(table, 6, seed=23)]
    early = [view for view in early if view.match_scores == (0, 0) and can_end(view)]
    assert early
    for view in early:
        found = odds(view, random.Random(0))
        assert found.match_deals == 0 and all(m.match is None for m in found.moves) and found.measure == "points"


@pytest.mark.parametrize("table", sorted(SHUFFLERS))
def test_near_the_match_end_every_move_has_a_chance_to_win_it_between_0_and_1(table):
    ended = 0
    for number, state in enumerate(positions(table, 3, seed=13)):
        found = odds(near_the_end(state, 1).view(state.turn), random.Random(number))
        assert found.match_deals > 1
        for entry in found.moves:
            assert entry.match is not None
            assert 0 <= entry.match.win <= 1 and 0 <= entry.match.going_on <= 1 and entry.match.error >= 0
            assert entry.match.win + entry.match.going_on <= 1
            ended += entry.match.going_on < 1
        assert {"win", "win_error", "going_on"} <= set(found.to_dict()["moves"][0])
    assert ended


@pytest.mark.parametrize("table", sorted(SHUFFLERS))
def test_honest_dealing_the_hidden_cards_again_never_changes_the_match_chance(table):
    states = [near_the_end(state, 1) for state in positions(table, 4, seed=17)]
    assert all(odds(state.view(state.turn), random.Random(0)).match_deals for state in states)
    assert hidden_cards_play_no_part(odds, states, SHUFFLERS[table], random.Random(5))


@pytest.mark.parametrize("table, most_in_hands", [("scopa", 6), ("scopa/4", 6), ("scopone", 6), ("briscola", 6)])
def test_on_the_last_cards_the_match_chance_is_exact_and_agrees_with_every_deal_played_out(table, most_in_hands):
    for ahead in (1, 2):
        for state in end_positions(table, most_in_hands, 3):
            state = near_the_end(state, ahead)
            side = state.turn % 2
            found = odds(state.view(state.turn), random.Random(0), deals=10_000)
            ties = random.Random(0).getrandbits(32)  # the odds' one draw from their generator, every way being counted
            deals = every_deal(state)
            assert found.match_exact and found.match_deals == len(deals)
            for entry in found.moves:
                ends = [match_outcome(deal, entry.move, side, ties) for deal in deals]
                assert entry.match is not None and entry.match.error == 0
                assert entry.match.win == pytest.approx(sum(end or 0.0 for end in ends) / len(ends))
                assert entry.match.going_on == pytest.approx(sum(end is None for end in ends) / len(ends))


@pytest.mark.parametrize("table", ["scopa", "briscola"])
def test_where_the_hidden_cards_lie_one_way_the_chance_is_the_engines_result_for_the_actual_deal(table):
    rng, checked = random.Random(table), 0
    while checked < 4:
        state = new_table(table, rng.randrange(10**6))
        while not state.round_over and len(state.view(state.turn).unseen()) > 1:
            state = random_moves(state, rng, 1)
        if state.round_over:
            continue
        state = near_the_end(state, 1)
        found = odds(state.view(state.turn), random.Random(0))
        for entry in found.moves:
            ended = state.apply(entry.move)
            while not ended.round_over:
                ended = ended.apply(ended.legal_moves()[0])  # the other's one card, then each last card
            assert entry.match is not None and found.match_exact
            assert entry.match.win == float(ended.winner == state.turn % 2)
            assert entry.match.going_on == float(ended.winner is None)
        checked += 1


# -- the protocol --------------------------------------------------------------------------


def test_the_odds_request_answers_the_person_to_move_and_marks_the_game_assisted():
    session = Session()
    ok(session, type="new_game", game="scopa", seed=4, options=TABLES["scopa/4"][1], seats=["computer", "person"] * 2)
    while session.tables["scopa"].computer_to_move:
        ok(session, type="computer", game="scopa")
    table = session.tables["scopa"]
    assert not table.assisted
    seat = table.state.current_player
    answer = ok(session, type="odds", game="scopa", seat=seat)
    view = table.state.view(seat)
    assert sorted(entry["move"] for entry in answer["moves"]) == sorted(str(m) for m in view.legal_moves())
    match = {"win", "win_error", "going_on"} if "match_deals" in answer else set()
    assert all(set(entry) == {"move", "points", "error", "best", *match} for entry in answer["moves"]) and answer["deals"] > 1
    assert answer["hint"] == answer["moves"][0]["move"] and answer["by"] in ("match", "points")
    assert session.tables["scopa"].assisted and session.tables["scopa"].state == table.state
    assert ok(session, type="odds", game="scopa")["moves"] == answer["moves"]  # the same position, the same odds
    error = ask(session, type="odds", game="scopa", seat=(seat + 1) % 4)["error"]
    assert error["reason"] == "not_seat_to_move"


def test_the_odds_are_refused_for_scala40_and_out_of_turn():
    session = Session()
    ok(session, type="new_game", game="scala40", seed=2)
    if session.tables["scala40"].computer_to_move:
        ok(session, type="computer", game="scala40")
    error = ask(session, type="odds", game="scala40")["error"]
    assert (error["code"], error["reason"], error["params"]) == ("bad_request", "no_odds", {"game": "scala40"})
    ok(session, type="new_game", game="briscola", seed=2, seats=["computer", "computer"])
    error = ask(session, type="odds", game="briscola")["error"]
    assert (error["code"], error["reason"]) == ("not_your_turn", "not_your_turn")
    assert not session.tables["briscola"].assisted


def test_the_odds_reply_gives_the_match_chance_only_when_the_match_can_end_this_round():
    session = Session()
    ok(session, type="new_game", game="briscola", seed=3, seats=["person", "computer"])  # one hand wins the match
    if session.tables["briscola"].computer_to_move:
        ok(session, type="computer", game="briscola")
    answer = ok(session, type="odds", game="briscola")
    assert answer["match_deals"] > 1 and isinstance(answer["match_exact"], bool)
    assert all(0 <= entry["win"] <= 1 and entry["win_error"] >= 0 and 0 <= entry["going_on"] <= 1 for entry in answer["moves"])
    ok(session, type="new_game", game="scopa", seed=3, options={"target": 31}, seats=["person", "computer"])
    if session.tables["scopa"].computer_to_move:
        ok(session, type="computer", game="scopa")
    answer = ok(session, type="odds", game="scopa")
    assert "match_deals" not in answer and all("win" not in entry for entry in answer["moves"])
