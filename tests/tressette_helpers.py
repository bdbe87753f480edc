"""Build Tressette positions for rule and player tests from a few named cards."""

from __future__ import annotations

from typing import TypeVar

from mazzo.briscola import Trick
from mazzo.scopa import Card, parse_cards
from mazzo.tressette import TressetteFourOptions, TressetteFourState, TressetteOptions, TressetteState

S = TypeVar("S", bound=TressetteState)


def cards(text: str) -> tuple[Card, ...]:
    return parse_cards(text)


def table(
    *hands: str,
    stock: str = "-",
    trick: str = "-",
    tricks: tuple[Trick, ...] = (),
    turn: int = 0,
    dealer: int | None = None,
    scores: tuple[int, int] = (0, 0),
    target: int = 21,
    declarations: bool = True,
) -> TressetteState:
    """A state with just the named cards in play (seat 0's hand first; two hands or four), built
    without ``validate`` (the other cards are nowhere): for the rules of one trick and its draws.
    ``stock`` is the face-down stock in drawing order, ``trick`` the cards played to the trick in play."""
    four = len(hands) == 4
    cls = TressetteFourState if four else TressetteState
    options = TressetteFourOptions(target=target, declarations=declarations) if four else TressetteOptions(target, declarations)
    return cls(
        options=options,
        seed=0,
        round_no=0,
        dealer=(turn - len(cards(trick)) - 1) % len(hands) if dealer is None else dealer,
        turn=turn,
        hands=tuple(cards(hand) for hand in hands),
        stock=cards(stock),
        drawn=(),
        trick=cards(trick),
        tricks=tricks,
        declarations=((),) * len(hands),
        match_scores=scores,
    )


def play(state: S, *moves: str) -> S:
    for move in moves:
        state = state.apply(Card.parse(move))
    return state


def first_cards(state: S, count: int) -> S:
    """``count`` plays, each the first legal card of the player to move."""
    for _ in range(count):
        state = state.apply(state.legal_moves()[0])
    return state
