"""The coach's reasons: each check says its reason in a position where it holds, and only there."""

from __future__ import annotations

from dataclasses import replace

import briscola_helpers as briscola
import pytest
import scala40_helpers as scala40
from mazzo.briscola import Trick
from mazzo.coach import CHECKS
from mazzo.coach import briscola as briscola_checks
from mazzo.coach import scala40 as scala40_checks
from mazzo.coach import scopa as scopa_checks
from mazzo.coach.reasons import REASONS, english
from mazzo.scala40 import Card, Discard, TakeDiscard
from scopa_helpers import position as scopa


def said(check, state, move_text: str):
    """The reason ``check`` gives for ``move_text`` from seat 0's view of ``state``, or None."""
    return check(state.view(0), state.parse_move(move_text))


SCOPA = [
    # (check, position where it holds, move, the reason; position where it does not, move)
    (scopa_checks.sweeps, scopa("5S 6C", "AC", "2C 3C"), "5Sx2C+3C", {"code": "scopa"},
     scopa("5S 6C", "AC", "2C 3C 4H"), "5Sx2C+3C"),
    (scopa_checks.takes_settebello, scopa("7S 6C", "AC", "7D 4H"), "7Sx7D", {"code": "takes_settebello"},
     scopa("7S 6C", "AC", "7C 4H"), "7Sx7C"),
    (scopa_checks.sweep_avoided, scopa("KS 2S", "AC", "5C"), "KS", {"code": "sweep_avoided"},
     scopa("KS 2S", "AC", "5C"), "2S"),
    (scopa_checks.leaves_safe_table, scopa("KS 2S", "AC", "5C"), "KS", {"code": "leaves_unsweepable", "total": 15},
     scopa("KS", "AC", "5C QC"), "KS"),
    (scopa_checks.leaves_safe_table, scopa("2S 3S", "AC", "5C", pile0="7D 7S 7C 7H"), "2S",
     {"code": "sweepers_out", "total": 7}, scopa("2S 3S", "AC", "5C"), "2S"),
    (scopa_checks.takes_sevens, scopa("7S 6C", "AC", "7C", pile0="7H"), "7Sx7C", {"code": "takes_sevens", "sevens": 3},
     scopa("5S 6C", "AC", "5C", pile0="7H"), "5Sx5C"),
    (scopa_checks.coins_count, scopa("5D 6C", "AC", "5C", pile0="AD 2D"), "5Dx5C",
     {"code": "coins_count", "taken": 1, "coins": 3},
     scopa("5D 6C", "AC", "5C", pile0="AD 2D 3D 4D 6D 7D"), "5Dx5C"),
    (scopa_checks.rank_out, scopa("KS 6C", "AC", "5C", pile0="KD KC KH"), "KS", {"code": "rank_out", "card": "KS"},
     scopa("KS 6C", "AC", "5C", pile0="KD KC"), "KS"),
    (scopa_checks.takes_cards, scopa("KS 6C", "AC", "2C 3C 5C"), "KSx2C+3C+5C", {"code": "takes_cards", "count": 4},
     scopa("5S 6C", "AC", "5C"), "5Sx5C"),
]

WON = (Trick(0, briscola.cards("AD 3D"), 0), Trick(0, briscola.cards("AH 3H"), 0),
       Trick(0, briscola.cards("KD KH"), 0), Trick(0, briscola.cards("QD QH"), 0))
BRISCOLA = [
    (briscola_checks.wins_points, briscola.table("AS 4H", "2C", led="3S", turn=0, dealer=0), "AS",
     {"code": "wins_points", "points": 21}, briscola.table("4S 4H", "2C", led="2S", turn=0, dealer=0), "4S"),
    (briscola_checks.reaches_half, briscola.table("AS 4H", "2C", led="3S", tricks=WON, dealer=0), "AS",
     {"code": "reaches_half", "points": 77}, briscola.table("AS 4H", "2C", led="3S", dealer=0), "AS"),
    # diamonds trumps: neither card takes the Ace of swords; clubs trumps: the 2 of clubs would
    (briscola_checks.gives_nothing, briscola.table("4H 2C", "5S", led="AS", dealer=0, briscola="KD"), "4H",
     {"code": "gives_nothing"}, briscola.table("4H 2C", "5S", led="AS", dealer=0), "4H"),
    (briscola_checks.saves_trump, briscola.table("4H 2C", "5S", led="AS", dealer=0), "4H", {"code": "saves_trump"},
     briscola.table("4H 2C", "5S", led="AS", dealer=0), "2C"),
    (briscola_checks.leads_low, briscola.table("4H AH", "5S"), "4H", {"code": "leads_low"},
     briscola.table("4C AH", "5S"), "4C"),  # the 4 of clubs is a trump: never worth nothing
]

HAND = "KD KH KC QD QH QS 5C 6C 7C 2D 9S"
#: With the 9 of diamonds, three nines and three kings open (57 points).
NINES = "KD KH KC QD QH QS 5C 9H 9S 2D 4S"
OPENED = (True, True)
SCALA = [
    (scala40_checks.opens_with, scala40.position(HAND), "open KDKHKC+QDQHQS", {"code": "opens_with", "points": 60},
     scala40.position(HAND), "discard 2D"),
    (scala40_checks.fits_table, scala40.position("TH 2D 4S", table=((1, "7H8H9H"),), opened=OPENED), "add 0 TH",
     {"code": "fits_table", "card": "TH", "meld": "7H8H9H"},
     scala40.position("TH 2D 4S", table=((1, "7H8H9H"),), opened=OPENED), "discard 2D"),
    (scala40_checks.fits_table, scala40.position("9H 2D 4S", table=((1, "7H8HJK"),), opened=OPENED), "swap 0 9H",
     {"code": "takes_joker", "card": "9H", "meld": "7H8HJK"},
     scala40.position("9H 2D 4S", table=((1, "7H8HJK"),), opened=OPENED), "discard 2D"),
    (scala40_checks.lays_combination, scala40.position("7H 8H 9H 2D", opened=OPENED), "meld 7H8H9H",
     {"code": "lays_combination", "cards": ["7H", "8H", "9H"], "points": 24},
     scala40.position("7H 8H 9H 2D", opened=OPENED), "discard 2D"),
    (scala40_checks.weighs_discard, scala40.position(NINES, phase="draw", discard="9D"), "take",
     {"code": "discard_completes", "card": "9D"}, scala40.position(HAND, phase="draw", discard="9D"), "take"),
    (scala40_checks.weighs_discard, scala40.position(HAND, phase="draw", discard="9D"), "draw",
     {"code": "discard_completes_nothing", "card": "9D"}, scala40.position(NINES, phase="draw", discard="9D"), "draw"),
    (scala40_checks.waits_for, scala40.position("7H 8H 2D KS"), "discard KS",
     {"code": "waits_for", "cards": ["7H", "8H"], "wanted": ["6H", "9H"]}, scala40.position("7H 2D KS 5C"), "discard KS"),
    (scala40_checks.waits_for, scala40.position("7H 7S 2D KC"), "discard KC",
     {"code": "waits_for", "cards": ["7H", "7S"], "wanted": ["7D", "7C"]}, scala40.position("7H 2S"), "discard 2S"),
    (scala40_checks.throw_high, scala40.position("KS 2D 4C", "5C 6C 7H", opened=(False, True)), "discard KS",
     {"code": "throw_high", "count": 3, "card": "KS", "points": 10},
     scala40.position("KS 2D 4C", "5C 6C 7H", opened=(False, True)), "discard 2D"),
]


# (what the move surely does, in a position where no check holds: plain, position, move, the reason)
PLAIN = [
    (scopa_checks.plain, scopa("KS", "AC", "5C"), "KS", {"code": "only_move"}),
    (scopa_checks.plain, scopa("5S 6C", "AC", "5C 2H"), "5Sx5C", {"code": "takes", "cards": ["5C"]}),
    (scopa_checks.plain, scopa("KS 6C", "AC", "5C 2H"), "KS", {"code": "gives_little", "card": "KS"}),
    (scopa_checks.plain, scopa("KD 7S 6C AD", "AC", "5C 2H"), "KD", {"code": "keeps", "cards": ["7S", "AD", "6C"]}),
    (briscola_checks.plain, briscola.table("4S 4H", "2C", led="2S", turn=0, dealer=0), "4S", {"code": "wins_trick"}),
    (briscola_checks.plain, briscola.table("AH 4H 2D", "5S", led="AS", dealer=0), "AH",
     {"code": "keeps", "cards": ["4H", "2D"]}),
    (scala40_checks.plain, scala40.position("KS 2D 4C"), "discard KS", {"code": "discard_points", "card": "KS", "points": 10}),
    (scala40_checks.plain, scala40.position(NINES, phase="draw", discard="9D"), "draw", {"code": "draws_unseen"}),
    (scala40_checks.plain, scala40.position("KS KD KC QS QD QC 2D", taken="KS"), "return",
     {"code": "gives_back", "card": "KS"}),
]


@pytest.mark.parametrize(("plain", "position", "move", "reason"), PLAIN)
def test_a_move_no_check_explains_still_gets_what_it_surely_does(plain, position, move, reason):
    assert said(plain, position, move) == reason
    assert english(reason)


def with_take(state):
    """``state`` after the other player took the 9D that seat 0 discarded."""
    return replace(state, history=((0, Discard(Card.parse("9D"))), (1, TakeDiscard())))  # type: ignore[arg-type]


def test_they_took_names_the_take_a_discard_keeps_away_from():
    far = with_take(scala40.position("KS 2D 4C 9S"))
    assert said(scala40_checks.they_took, far, "discard KS") == {"code": "they_took", "card": "9D", "discard": "KS"}
    assert said(scala40_checks.they_took, far, "discard 9S") is None  # a nine is near the nine they took
    assert said(scala40_checks.they_took, scala40.position("KS 2D 4C 9S"), "discard KS") is None  # no take


@pytest.mark.parametrize(("check", "holds", "move", "reason", "fails", "other"), SCOPA + BRISCOLA + SCALA,
                         ids=lambda value: value.__name__ if callable(value) else None)
def test_each_reason_appears_where_it_holds_and_not_elsewhere(check, holds, move, reason, fails, other):
    assert said(check, holds, move) == reason
    assert said(check, fails, other) is None


def test_every_reason_code_is_given_by_a_check_with_the_parameters_its_text_names():
    given = {reason["code"] for *_, reason, _, _ in SCOPA + BRISCOLA + SCALA} | {"they_took"}
    given |= {reason["code"] for *_, reason in PLAIN}
    assert given == set(REASONS)
    for *_, reason, _, _ in SCOPA + BRISCOLA + SCALA:
        assert english(reason)  # every parameter its text names is there


def test_every_game_has_its_checks():
    from mazzo.games import RULES

    assert set(CHECKS) == set(RULES)


def test_docs_list_every_reason_with_its_text():
    from pathlib import Path

    doc = (Path(__file__).resolve().parents[1] / "docs" / "protocol.md").read_text()
    for code, text in REASONS.items():
        assert f"| `{code}` |" in doc and f"| {text} |" in doc, code


def test_every_reason_is_worded_in_every_language_of_the_page():
    from test_messages import LANGUAGES, values

    worded = values("Object.keys(t.coach.reasons)")
    for lang in LANGUAGES:
        assert sorted(worded[lang]) == sorted(REASONS), lang
