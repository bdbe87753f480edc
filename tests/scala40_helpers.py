"""Build Scala 40 positions for rule tests from a few named cards."""

from __future__ import annotations

from collections import Counter

from mazzo.scala40 import Card, ScalaOptions, ScalaState, TableMeld, parse_cards
from mazzo.scala40.cards import FULL_DECK


def cards(text: str) -> tuple[Card, ...]:
    """Cards written with spaces, ``7H 8H JK`` (``-`` for none)."""
    return () if text == "-" else tuple(Card.parse(t) for t in text.split())


def position(
    hand0: str = "-",
    hand1: str = "2C 3D 4S 6H 8C 9D TS QH KC 5S 7D JH AC",
    *,
    discard: str = "5C",
    table: tuple[tuple[int, str], ...] = (),
    stock: str | None = None,
    turn: int = 0,
    phase: str = "play",
    opened: tuple[bool, bool] = (False, False),
    taken: str | None = None,
    opened_now: bool = False,
    rebuilt: bool = False,
    dealer: int = 1,
    scores: tuple[int, int] = (0, 0),
    target: int = 101,
) -> ScalaState:
    """A checked state holding the named cards. The cards not named go to the stock,
    or under the discard pile when ``stock`` is given, so that the 108 cards add up.
    ``table`` lists (owner, combination) pairs in move notation, ``(1, "7H8H9H")``;
    hands may be written in any order."""
    melds = tuple(TableMeld.build(owner, parse_cards(text)) for owner, text in table)
    named = Counter([*cards(hand0), *cards(hand1), *cards(discard), *(c for m in melds for c in m.cards)])
    if stock is not None:
        named.update(cards(stock))
    assert named <= FULL_DECK, "a card is named more often than the two decks hold it"
    rest = tuple(sorted((FULL_DECK - named).elements()))
    stock_cards = rest if stock is None else cards(stock)
    discard_cards = cards(discard) if stock is None else rest + cards(discard)
    state = ScalaState(
        options=ScalaOptions(target=target),
        seed=0,
        round_no=0,
        dealer=dealer,
        turn=turn,
        phase=phase,
        hands=(tuple(sorted(cards(hand0))), tuple(sorted(cards(hand1)))),
        stock=stock_cards,
        discard=discard_cards,
        table=melds,
        opened=opened,
        taken=None if taken is None else Card.parse(taken),
        opened_now=opened_now,
        rebuilt=rebuilt,
        match_scores=scores,
    )
    return ScalaState.from_dict(state.to_dict())  # the helper must build only valid states
