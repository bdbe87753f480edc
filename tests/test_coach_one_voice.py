"""The coach speaks with one voice (issue 4.2, item 2): the hint and the odds come from one evaluation
of the position, the odds list the moves by what decides the game (the chance to win the match where
this round can end it, else the expected points), the moves no other move beats by more than one
standard error form the best group, and the hint is of that group, first in the list. Over seeded
positions of every table with odds, the hinted move is never beaten in the list by more than the error."""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Iterator
from typing import Any

import pytest
from mazzo import coach
from mazzo.games import RULES
from mazzo.protocol import Session
from tables import TABLES, new_table, random_moves
from test_protocol import ok

WITH_ODDS = sorted(table for table, (game, _) in TABLES.items() if game != "scala40")


def positions(table: str, count: int) -> Iterator[Any]:
    """Seeded positions of ``table`` in play, every other one a round that can end the match."""
    rng = random.Random(table)
    found = 0
    while found < count:
        state = random_moves(new_table(table, rng.randrange(10**6)), rng, rng.randrange(36))
        if state.round_over:
            continue
        if found % 2:
            state = dataclasses.replace(state, match_scores=(max(0, state.options.target - 1),) * state.SIDES)
        found += 1
        yield state


def difference(one: list[float], other: list[float], exact: bool) -> tuple[float, float]:
    """The mean of ``one`` less ``other`` deal by deal, and that mean's standard error (0 when every deal is counted once)."""
    gaps = [a - b for a, b in zip(one, other, strict=True)]
    mean = sum(gaps) / len(gaps)
    if exact or len(gaps) < 2:
        return mean, 0.0
    return mean, (sum((gap - mean) ** 2 for gap in gaps) / (len(gaps) - 1) / len(gaps)) ** 0.5


def beats(one: list[float], other: list[float], exact: bool) -> bool:
    """Whether ``one`` is ahead of ``other`` by more than one standard error of their difference."""
    lead, error = difference(one, other, exact)
    return lead > error + 1e-9


def deciding(odds: Any) -> tuple[str, dict[Any, list[float]], dict[Any, float], bool]:
    """What decides, read from the odds: the measure's name, each move's value in each deal (the match:
    1 won, 0 lost, a half going on; else the points), its mean, and whether every deal was counted once."""
    if any(m.match is not None and m.match.going_on < 1 for m in odds.moves):
        matches = {m.move: list(m.match.outcomes) for m in odds.moves}
        for m in odds.moves:
            assert set(matches[m.move]) <= {0.0, 0.5, 1.0}
            assert m.match.win == pytest.approx(matches[m.move].count(1.0) / len(matches[m.move]))
            assert m.match.going_on == pytest.approx(matches[m.move].count(0.5) / len(matches[m.move]))
        return "match", matches, {move: sum(values) / len(values) for move, values in matches.items()}, odds.match_exact
    return "points", {m.move: list(m.samples) for m in odds.moves}, {m.move: m.points for m in odds.moves}, odds.exact


@pytest.mark.parametrize("table", WITH_ODDS)
def test_the_hint_heads_the_odds_and_no_move_beats_it_by_more_than_the_error(table):
    measures = set()
    for state in positions(table, 6):
        view = state.view(state.turn)
        advice = coach.advise(view, hard_of(state))
        odds = advice.odds
        assert odds is not None and advice.hint.move == odds.hint == odds.moves[0].move
        assert sorted(str(m.move) for m in odds.moves) == sorted(str(m) for m in view.legal_moves())
        measure, samples, means, exact = deciding(odds)
        assert odds.measure == measure
        measures.add(measure)
        hint = odds.hint
        for move in samples:
            lead, error = difference(samples[move], samples[hint], exact)
            assert lead <= error + 1e-9, (state.position(), str(move), str(hint), lead, error)
        unbeaten = {move for move in samples if not any(beats(samples[other], samples[move], exact) for other in samples)}
        assert {m.move for m in odds.moves if m.best} == unbeaten
        flags = [m.best for m in odds.moves]
        assert flags == sorted(flags, reverse=True)  # the best group first
        others = [means[m.move] for m in odds.moves if not m.best]
        assert others == sorted(others, reverse=True)
        in_group = [m.points for m in odds.moves if m.best]
        assert in_group[0] == max(in_group)  # among equals, the most points
    assert measures == {"match", "points"} or table.startswith("briscola")  # a one-hand Briscola can always end


def hard_of(state: Any) -> Any:
    return RULES[state.GAME].seating(state.options).players["hard"]


# -- through the protocol: one evaluation for both requests ---------------------------------


def at_person_turn(game: str, seed: int, options: dict[str, Any] | None = None) -> Session:
    session = Session()
    ok(session, type="new_game", game=game, seed=seed, options=options or {})
    while session.tables[game].computer_to_move:
        ok(session, type="computer", game=game)
    return session


@pytest.mark.parametrize(("game", "options"), [
    ("scopa", {}), ("scopone", {}), ("briscola", {}), ("briscola", {"players": 4}),
    ("tressette", {}), ("tressette", {"players": 4}),
])
def test_the_hint_and_the_odds_of_a_position_are_one_evaluation_worked_out_once(game, options, monkeypatch):
    evaluations = []
    evaluate = coach.odds

    def counted(view: Any, rng: random.Random) -> Any:
        evaluations.append(view)
        return evaluate(view, rng)

    monkeypatch.setattr(coach, "odds", counted)
    session = at_person_turn(game, 5, options)
    hint = ok(session, type="hint", game=game)
    odds = ok(session, type="odds", game=game)
    assert len(evaluations) == 1
    assert hint["move"] == odds["hint"] == odds["moves"][0]["move"] and odds["moves"][0]["best"]
    best = [entry["best"] for entry in odds["moves"]]
    assert best == sorted(best, reverse=True)
    ok(session, type="play", game=game, move=hint["move"])
    while session.tables[game].computer_to_move:
        ok(session, type="computer", game=game)
    if not session.tables[game].state.round_over:
        ok(session, type="odds", game=game)
        assert len(evaluations) == 2  # another position, another evaluation
