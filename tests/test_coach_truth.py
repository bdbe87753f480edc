"""Every reason the coach gives is true of the position (issue 4.2, item 2): each reason code's claim,
checked against the full state (every hand and the stock, which the coach never sees), holds
wherever a check or a plain reason gives it, over seeded positions of every table and every legal
move. Each claim can fail: it is refuted on a position where it is false, the Briscola trump led
as "a card worth nothing" among them."""

from __future__ import annotations

import contextlib
import random
from collections import Counter
from collections.abc import Callable, Iterator
from functools import cache
from typing import Any

import briscola_helpers as briscola
import pytest
import scala40_helpers as scala40
from mazzo.briscola.cards import HALF, POINTS, side_of
from mazzo.coach import CHECKS, PLAIN, advise
from mazzo.coach.reasons import REASONS, Reason
from mazzo.game import IllegalMoveError
from mazzo.games import RULES
from mazzo.scala40 import Add, Card, Discard, DrawStock, Meld, Open, ReturnDiscard, SwapJoker, TakeDiscard, penalty
from mazzo.scala40.melds import arrange
from mazzo.scopa import Play
from mazzo.scopa.cards import DECK, SETTEBELLO, capture_options, scores_scopa
from mazzo.tressette import THIRDS
from scopa_helpers import position as scopa
from tables import TABLES, new_table, random_moves

#: A claim: (the full state before the move, the move, the reason) -> whether the reason is true.
Claim = Callable[[Any, Any, Reason], bool]


# -- what each claim means, read from the full state -------------------------------------


def mover(state: Any) -> int:
    return state.current_player


def side_cards(state: Any, seat: int) -> list[Any]:
    """Every card in the piles of ``seat``'s side (Scopa)."""
    sides = state.SIDES
    return [card for other, pile in enumerate(state.piles) if other % sides == seat % sides for card in pile]


def hidden_and_held(state: Any) -> list[Any]:
    """Every card still to be played: every hand (the mover's too) and the deck."""
    return [*(card for hand in state.hands for card in hand), *state.deck]


def sweeps(card: Any, table: tuple[Any, ...], rule: str) -> bool:
    """Whether ``card`` played on ``table`` may sweep it: take every card of it for a scopa (the rules'
    own captures; an Ace taking the whole table by Asso piglia tutto makes none)."""
    return bool(table) and any(
        len(taken) == len(table) and scores_scopa(Play(card, taken), rule) for taken in capture_options(card, table, rule)
    )


def table_after(state: Any, move: Any) -> tuple[Any, ...]:
    return state.apply(move).table


def kept(state: Any, move: Any) -> list[Any]:
    """The mover's hand once ``move``'s card is played."""
    hand = list(state.hands[mover(state)])
    hand.remove(move.card if hasattr(move, "card") else move)
    return hand


def every_rank(state: Any) -> list[Any]:
    """A card of each value that is not on the table (Scopa): every value a card may have."""
    return [next(card for card in DECK if card.value == value and card not in state.table) for value in range(1, 11)]


def scopa_claims() -> dict[str, Claim]:
    def scopa_made(state: Any, move: Any, why: Reason) -> bool:
        seat = mover(state)
        return len(state.apply(move).scopas[seat]) == len(state.scopas[seat]) + 1

    def settebello(state: Any, move: Any, why: Reason) -> bool:
        return SETTEBELLO in state.apply(move).piles[mover(state)]

    def sweep_avoided(state: Any, move: Any, why: Reason) -> bool:
        others = [hidden for seat, hand in enumerate(state.hands) if seat != mover(state) for hidden in hand]
        unseen = [*others, *state.deck]
        rule = state.options.capture

        def sweepable(after: tuple[Any, ...]) -> bool:
            return any(sweeps(card, after, rule) for card in unseen)

        alternatives = [m for m in state.legal_moves() if m != move]
        return not sweepable(table_after(state, move)) and any(sweepable(table_after(state, m)) for m in alternatives)

    def unsweepable(state: Any, move: Any, why: Reason) -> bool:
        left = table_after(state, move)
        total = sum(card.value for card in left)
        return total == why["total"] and not any(sweeps(card, left, state.options.capture) for card in every_rank(state))

    def sweepers_out(state: Any, move: Any, why: Reason) -> bool:
        left = table_after(state, move)
        still = [card for card in hidden_and_held(state) if card != move.card]
        total = sum(card.value for card in left)
        return total == why["total"] and not any(sweeps(card, left, state.options.capture) for card in still)

    def sevens(state: Any, move: Any, why: Reason) -> bool:
        after = side_cards(state.apply(move), mover(state))
        return bool(move.captures) and any(c.value == 7 for c in (*move.captures, move.card)) and why["sevens"] == sum(
            c.value == 7 for c in after
        )

    def coins(state: Any, move: Any, why: Reason) -> bool:
        taken = [c for c in (*move.captures, move.card) if c.suit == "D"] if move.captures else []
        after = side_cards(state.apply(move), mover(state))
        return why["taken"] == len(taken) > 0 and why["coins"] == sum(c.suit == "D" for c in after)

    def rank_out(state: Any, move: Any, why: Reason) -> bool:
        card = move.card
        return str(card) == why["card"] and not move.captures and not any(
            c.value == card.value for c in hidden_and_held(state) if c != card
        )

    def takes_cards(state: Any, move: Any, why: Reason) -> bool:
        pile = state.apply(move).piles[mover(state)]
        taken = (*move.captures, move.card) if move.captures else ()
        return len(taken) == why["count"] and all(card in pile for card in taken)

    def takes(state: Any, move: Any, why: Reason) -> bool:
        pile = state.apply(move).piles[mover(state)]
        return bool(why["cards"]) and all(any(str(c) == name for c in pile) for name in why["cards"])

    def gives_little(state: Any, move: Any, why: Reason) -> bool:
        return str(move.card) == why["card"] and not move.captures and move.card.value != 7 and move.card.suit != "D"

    return {
        "scopa": scopa_made, "takes_settebello": settebello, "sweep_avoided": sweep_avoided,
        "leaves_unsweepable": unsweepable, "sweepers_out": sweepers_out, "takes_sevens": sevens, "coins_count": coins,
        "rank_out": rank_out, "takes_cards": takes_cards, "takes": takes, "gives_little": gives_little,
    }


def trick_winners(state: Any) -> set[int]:
    """Who may take the trick in play (Briscola, Tressette), over every way the seats still to play to
    it may play the cards they hold: a set of seats."""
    if not state.trick:
        return {state.tricks[-1].winner}
    return {winner for card in state.legal_moves() for winner in trick_winners(state.apply(card))}


def worth_nothing(state: Any, card: Any) -> bool:
    """No points: in Briscola, and not a trump; in Tressette, not a third of a point."""
    if state.GAME == "tressette":
        return THIRDS[card.value] == 0
    return POINTS[card.value] == 0 and card.suit != state.briscola.suit


def briscola_claims() -> dict[str, Claim]:
    def wins_points(state: Any, move: Any, why: Reason) -> bool:
        after = state.apply(move)
        closed = len(after.tricks) > len(state.tricks)
        won = closed and after.tricks[-1].winner == mover(state)
        return won and sum(POINTS[c.value] for c in after.tricks[-1].cards) == why["points"]

    def reaches_half(state: Any, move: Any, why: Reason) -> bool:
        side = side_of(mover(state))
        after = state.apply(move)
        return wins_points(state, move, {"points": sum(POINTS[c.value] for c in (*state.trick, move))}) and (
            state.card_points[side] <= HALF < after.card_points[side] == why["points"]
        )

    def gives_nothing(state: Any, move: Any, why: Reason) -> bool:
        side = side_of(mover(state))
        lost = all(side_of(seat) != side for card in state.legal_moves() for seat in trick_winners(state.apply(card)))
        return bool(state.trick) and lost and worth_nothing(state, move)

    def saves_trump(state: Any, move: Any, why: Reason) -> bool:
        trumps = state.briscola.suit
        return move.suit != trumps and any(card.suit == trumps for card in kept(state, move))

    def leads_low(state: Any, move: Any, why: Reason) -> bool:
        return not state.trick and worth_nothing(state, move)

    def wins_trick(state: Any, move: Any, why: Reason) -> bool:
        return trick_winners(state.apply(move)) == {mover(state)}

    return {
        "wins_points": wins_points, "reaches_half": reaches_half, "gives_nothing": gives_nothing,
        "saves_trump": saves_trump, "leads_low": leads_low, "wins_trick": wins_trick,
    }


def goes_down(state: Any) -> bool:
    """Whether the card just taken from the discard pile (Scala 40) can go down this turn: a lay-down puts it on the table."""
    return any(
        not isinstance(m, Discard | ReturnDiscard) and state.apply(m).taken is None for m in state.legal_moves()
    )


def combines(cards: list[Any]) -> bool:
    try:
        arrange(cards)
    except IllegalMoveError:  # the rules' refusal: no combination
        return False
    return True


def scala40_claims() -> dict[str, Claim]:
    def opens_with(state: Any, move: Any, why: Reason) -> bool:
        after = state.apply(move)
        new = after.table[len(state.table) :]
        return isinstance(move, Open) and after.opened[mover(state)] and sum(meld.points for meld in new) == why["points"]

    def fits_table(state: Any, move: Any, why: Reason) -> bool:
        if not isinstance(move, Add) or state.table[move.meld].text != why["meld"] or str(move.card) != why["card"]:
            return False
        before, after = state.table[move.meld].cards, state.apply(move).table[move.meld].cards
        return after.count(move.card) == before.count(move.card) + 1

    def takes_joker(state: Any, move: Any, why: Reason) -> bool:
        if not isinstance(move, SwapJoker) or state.table[move.meld].text != why["meld"] or str(move.card) != why["card"]:
            return False
        seat = mover(state)
        return sum(c.is_joker for c in state.apply(move).hands[seat]) == sum(c.is_joker for c in state.hands[seat]) + 1

    def lays(state: Any, move: Any, why: Reason) -> bool:
        return isinstance(move, Meld) and [str(c) for c in move.cards] == why["cards"] and why["points"] == sum(
            map(penalty, move.cards)
        ) and len(state.apply(move).table) == len(state.table) + 1

    def completes(state: Any, move: Any, why: Reason) -> bool:
        return isinstance(move, TakeDiscard) and str(state.discard[-1]) == why["card"] and goes_down(state.apply(move))

    def completes_nothing(state: Any, move: Any, why: Reason) -> bool:
        drawn = isinstance(move, DrawStock) and str(state.discard[-1]) == why["card"]
        return drawn and not goes_down(state.apply(TakeDiscard()))

    def waits_for(state: Any, move: Any, why: Reason) -> bool:
        seat = mover(state)
        pair, wanted = [Card.parse(name) for name in why["cards"]], [Card.parse(name) for name in why["wanted"]]
        unseen = Counter([*state.stock, *(c for other, held in enumerate(state.hands) if other != seat for c in held)])
        return (
            isinstance(move, Discard) and len(pair) == 2 and Counter(pair) <= Counter(kept(state, move))
            and bool(wanted) and all(unseen[card] and combines([*pair, card]) for card in wanted)
        )

    def they_took(state: Any, move: Any, why: Reason) -> bool:
        receiver = state.next_seat(mover(state))
        took = [str(before.card) for (who, now), (_, before) in zip(state.history[1:], state.history, strict=False)
                if who == receiver and isinstance(now, TakeDiscard) and isinstance(before, Discard)]
        card, discard = Card.parse(why["card"]), Card.parse(why["discard"])
        return isinstance(move, Discard) and move.card == discard and why["card"] in took and not combinable(card, discard)

    def throw_high(state: Any, move: Any, why: Reason) -> bool:
        others = [seat for seat in state.playing if seat != mover(state) and state.opened[seat]]
        fewest = min((len(state.hands[seat]) for seat in others), default=None)
        return (
            isinstance(move, Discard) and fewest == why["count"] and str(move.card) == why["card"]
            and penalty(move.card) == why["points"] >= 10
        )

    def gives_back(state: Any, move: Any, why: Reason) -> bool:
        return isinstance(move, ReturnDiscard) and str(state.taken) == why["card"] and state.apply(move).taken is None

    def discard_points(state: Any, move: Any, why: Reason) -> bool:
        return isinstance(move, Discard) and str(move.card) == why["card"] and penalty(move.card) == why["points"]

    def draws_unseen(state: Any, move: Any, why: Reason) -> bool:
        return isinstance(move, DrawStock)

    return {
        "opens_with": opens_with, "fits_table": fits_table, "takes_joker": takes_joker, "lays_combination": lays,
        "discard_completes": completes, "discard_completes_nothing": completes_nothing, "waits_for": waits_for,
        "they_took": they_took, "throw_high": throw_high, "gives_back": gives_back, "discard_points": discard_points,
        "draws_unseen": draws_unseen,
    }


def combinable(card: Any, other: Any) -> bool:
    """Whether two Scala 40 cards may sit in one combination: a set's (one rank, two suits) or a
    run's (one suit, at most two steps apart, an Ace at either end)."""
    if card.rank == other.rank:
        return card.suit != other.suit
    ends = {card.rank, 14 if card.rank == 1 else card.rank}, {other.rank, 14 if other.rank == 1 else other.rank}
    return card.suit == other.suit and any(0 < abs(a - b) <= 2 for a in ends[0] for b in ends[1])


def every_game_claims() -> dict[str, Claim]:
    def only_move(state: Any, move: Any, why: Reason) -> bool:
        return state.legal_moves() == [move]

    def keeps(state: Any, move: Any, why: Reason) -> bool:
        return bool(why["cards"]) and all(any(str(c) == name for c in kept(state, move)) for name in why["cards"])

    return {"only_move": only_move, "keeps": keeps}


CLAIMS: dict[str, Claim] = {**every_game_claims(), **scopa_claims(), **briscola_claims(), **scala40_claims()}


def test_every_reason_code_has_a_claim():
    assert set(CLAIMS) == set(REASONS)


# -- the reasons given over seeded positions of every table --------------------------------


def reasons_given(state: Any, move: Any) -> Iterator[Reason]:
    """Every reason the coach may give for ``move``: each check's that holds, and the plain one."""
    view = state.view(mover(state))
    for check in CHECKS[state.GAME]:
        if (why := check(view, move)) is not None:
            yield why
    with contextlib.suppress(ValueError):  # Scala 40: a lay-down always has a check's reason, and no plain one
        yield PLAIN[state.GAME](view, move)


def positions(table: str, count: int) -> Iterator[Any]:
    rng = random.Random(table)
    found = 0
    while found < count:
        state = random_moves(new_table(table, rng.randrange(10**6)), rng, rng.randrange(90 if "scala40" in table else 36))
        if not state.round_over:
            found += 1
            yield state


@cache
def given() -> dict[str, list[tuple[Any, Any, Reason]]]:
    """Every reason given, by code, for every legal move of seeded positions of every table."""
    found: dict[str, list[tuple[Any, Any, Reason]]] = {code: [] for code in REASONS}
    for table in TABLES:
        for state in positions(table, 40):
            for move in state.legal_moves():
                for why in reasons_given(state, move):
                    found[str(why["code"])].append((state, move, why))
    return found


@pytest.mark.parametrize("code", sorted(REASONS))
def test_each_reason_is_true_of_the_position_wherever_it_is_given(code):
    for state, move, why in given()[code]:
        assert CLAIMS[code](state, move, why), (state.position(), str(move), why)


def test_the_seeded_positions_give_every_reason():
    """So that no claim above passes for want of a position where it is said."""
    assert [code for code, found in given().items() if not found] == []


# -- each claim can fail: positions where the reason would be false -----------------------

# (code, full state, move, the reason, which would be false there)
FALSE = [
    ("only_move", scopa("5S 6C", "AC", "5C"), "6C", {"code": "only_move"}),
    ("keeps", scopa("5S 6C", "AC", "5C"), "6C", {"code": "keeps", "cards": ["6C"]}),
    ("scopa", scopa("5S 6C", "AC", "5C 2H"), "5Sx5C", {"code": "scopa"}),
    ("takes_settebello", scopa("7S 6C", "AC", "7C 4H"), "7Sx7C", {"code": "takes_settebello"}),
    ("sweep_avoided", scopa("KS 2S", "AC", "5C"), "2S", {"code": "sweep_avoided"}),
    ("leaves_unsweepable", scopa("KS 2S", "AC", "3C"), "2S", {"code": "leaves_unsweepable", "total": 5}),
    # the player still holds a five: not every card that sweeps the five has been played
    ("sweepers_out", scopa("2S 5S", "AC", "3C", pile0="5D 5C 5H"), "2S", {"code": "sweepers_out", "total": 5}),
    ("takes_sevens", scopa("5S 6C", "AC", "5C", pile0="7H"), "5Sx5C", {"code": "takes_sevens", "sevens": 1}),
    ("coins_count", scopa("5S 6C", "AC", "5C", pile0="AD 2D"), "5Sx5C", {"code": "coins_count", "taken": 1, "coins": 3}),
    # the player holds the other king: it can pair the one laid down
    ("rank_out", scopa("KS KC 6C", "AC", "5C", pile0="KD KH"), "KS", {"code": "rank_out", "card": "KS"}),
    ("takes_cards", scopa("5S 6C", "AC", "5C"), "5Sx5C", {"code": "takes_cards", "count": 4}),
    ("takes", scopa("5S 6C", "AC", "5C 2H"), "5Sx5C", {"code": "takes", "cards": ["2H"]}),
    ("gives_little", scopa("7S 6C", "AC", "5C"), "7S", {"code": "gives_little", "card": "7S"}),
    # the 7 of swords led with swords trumps: a trump is never worth nothing (issue 4.2)
    ("leads_low", briscola.table("7S 4H AC", "5D", briscola="KS"), "7S", {"code": "leads_low"}),
    ("wins_points", briscola.table("4S 4H", "2C", led="AS", turn=0, dealer=0), "4S", {"code": "wins_points", "points": 11}),
    ("reaches_half", briscola.table("AS 4H", "2C", led="3S", dealer=0), "AS", {"code": "reaches_half", "points": 21}),
    # the Ace of hearts would take the trick: it is not lost anyway
    ("gives_nothing", briscola.table("4C AH", "5S", led="3H", dealer=0, briscola="KD"), "4C", {"code": "gives_nothing"}),
    ("saves_trump", briscola.table("4H 2C", "5S", led="AS", dealer=0, briscola="KH"), "4H", {"code": "saves_trump"}),
    # at four the 3 of swords takes the Queen as it stands, but the next seat's Ace of swords takes it back
    ("wins_trick", briscola.four("KD 5D", "3S 5H 6C", "AS 4H 2C", "7D 4C 2D", trick="QS", turn=1, briscola="KH"),
     "3S", {"code": "wins_trick"}),
    ("opens_with", scala40.position("KD KH KC QD QH QS 5C 6C 7C 2D 9S"), "discard 2D", {"code": "opens_with", "points": 60}),
    ("fits_table", scala40.position("TH 2D 4S", table=((1, "7H8H9H"),), opened=(True, True)), "discard 2D",
     {"code": "fits_table", "card": "TH", "meld": "7H8H9H"}),
    ("takes_joker", scala40.position("9H 2D 4S", table=((1, "7H8HJK"),), opened=(True, True)), "discard 2D",
     {"code": "takes_joker", "card": "9H", "meld": "7H8HJK"}),
    ("lays_combination", scala40.position("7H 8H 9H 2D", opened=(True, True)), "meld 7H8H9H",
     {"code": "lays_combination", "cards": ["7H", "8H", "9H"], "points": 30}),
    ("discard_completes", scala40.position("KS 2D 4C 9S", phase="draw", discard="7H"), "take",
     {"code": "discard_completes", "card": "7H"}),
    # the 9 of diamonds goes down: the three nines and the three kings open with 57 points
    ("discard_completes_nothing", scala40.position("KD KH KC QD QH QS 5C 9H 9S 2D 4S", phase="draw", discard="9D"),
     "draw", {"code": "discard_completes_nothing", "card": "9D"}),
    # both copies of the 6 and of the 9 of hearts are in sight: nothing is coming for the seven and eight
    ("waits_for", scala40.position("7H 8H 2D KS", "2C 3D 4S 5H 8C 9D TS QH KC 5S 7D JH AC", discard="6H 6H 9H 9H"),
     "discard KS", {"code": "waits_for", "cards": ["7H", "8H"], "wanted": ["6H", "9H"]}),
    ("they_took", scala40.position("KS 2D 4C 9S"), "discard KS", {"code": "they_took", "card": "9D", "discard": "KS"}),
    ("throw_high", scala40.position("KS 2D 4C", "5C 6C 7H"), "discard KS",
     {"code": "throw_high", "count": 3, "card": "KS", "points": 10}),
    ("gives_back", scala40.position("KS 2D 4C"), "discard KS", {"code": "gives_back", "card": "KS"}),
    ("discard_points", scala40.position("KS 2D 4C"), "discard 2D", {"code": "discard_points", "card": "2D", "points": 10}),
    ("draws_unseen", scala40.position("KS 2D 4C 9S", phase="draw", discard="7H"), "take", {"code": "draws_unseen"}),
]


def test_each_claim_is_refuted_where_its_reason_would_be_false():
    assert {code for code, *_ in FALSE} == set(REASONS)
    for code, state, move, why in FALSE:
        assert not CLAIMS[code](state, state.parse_move(move), why), code


def test_the_trump_led_as_worth_nothing_is_caught_and_no_longer_said():
    """Issue 4.2: "Lead with a card worth nothing" for the 7 of swords, swords trumps."""
    state = briscola.table("7S 4H AC", "5D", briscola="KS")
    move = state.parse_move("7S")
    assert not CLAIMS["leads_low"](state, move, {"code": "leads_low"})
    assert all(why["code"] != "leads_low" for why in reasons_given(state, move))
    assert {"code": "leads_low"} in reasons_given(state, state.parse_move("4H"))


@pytest.mark.parametrize("table", ["tressette", "tressette/4"])
def test_the_tressette_hint_now_from_the_odds_gives_only_reasons_true_of_the_position(table):
    """Tressette's hint is the odds' first card (issue 4.3): each of its reasons holds in the full state."""
    for state in positions(table, 8):
        view = state.view(mover(state))
        advice = advise(view, RULES["tressette"].seating(state.options).players["hard"])
        assert advice.odds is not None and advice.hint.move == advice.odds.hint
        for why in advice.hint.reasons:
            assert CLAIMS[str(why["code"])](state, advice.hint.move, why), (state.position(), str(advice.hint.move), why)
