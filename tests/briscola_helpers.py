"""Build Briscola positions for rule and player tests from a few named cards."""

from __future__ import annotations

from typing import TypeVar

from mazzo.briscola import BriscolaFourOptions, BriscolaFourState, BriscolaOptions, BriscolaState, Trick
from mazzo.scopa import Card, parse_cards

S = TypeVar("S", bound=BriscolaState)


def cards(text: str) -> tuple[Card, ...]:
    return parse_cards(text)


def table(
    hand0: str = "-",
    hand1: str = "-",
    briscola: str = "KC",
    *,
    stock: str = "-",
    led: str | None = None,
    tricks: tuple[Trick, ...] = (),
    turn: int = 0,
    dealer: int = 1,
    scores: tuple[int, int] = (0, 0),
    target: int = 1,
    show_points: bool = False,
) -> BriscolaState:
    """A state with just the named cards in play, built without ``validate`` (the other cards
    are nowhere): for the rules of one trick and its draws. ``stock`` is the face-down
    stock in drawing order; the briscola is laid under it when it is not empty."""
    face_down = cards(stock)
    return BriscolaState(
        options=BriscolaOptions(target=target, show_points=show_points),
        seed=0,
        round_no=0,
        dealer=dealer,
        turn=turn,
        hands=(cards(hand0), cards(hand1)),
        briscola=Card.parse(briscola),
        stock=(*face_down, Card.parse(briscola)) if face_down else (),
        trick=() if led is None else (Card.parse(led),),
        tricks=tricks,
        match_scores=scores,
    )


def play(state: S, *moves: str) -> S:
    for move in moves:
        state = state.apply(Card.parse(move))
    return state


def four(
    *hands: str,
    briscola: str = "KC",
    stock: str = "-",
    trick: str = "-",
    tricks: tuple[Trick, ...] = (),
    turn: int = 0,
    dealer: int = 3,
    scores: tuple[int, int] = (0, 0),
    target: int = 1,
) -> BriscolaFourState:
    """A table of four with just the named cards in play (seat 0's hand first), built without
    ``validate``: for the rules of one trick and its draws. ``trick`` is the cards played to
    the trick in play; ``stock`` the face-down stock, the briscola laid under it when it is not empty."""
    face_down = cards(stock)
    return BriscolaFourState(
        options=BriscolaFourOptions(target=target),
        seed=0,
        round_no=0,
        dealer=dealer,
        turn=turn,
        hands=tuple(cards(hand) for hand in hands),
        briscola=Card.parse(briscola),
        stock=(*face_down, Card.parse(briscola)) if face_down else (),
        trick=cards(trick),
        tricks=tricks,
        match_scores=scores,
    )
