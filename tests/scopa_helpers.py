"""Build Scopa positions (at a table of two or four) for rule tests from a few named cards."""

from __future__ import annotations

from mazzo.scopa import DECK, Card, ScopaFourState, ScopaOptions, ScopaState, parse_cards


def cards(text: str) -> tuple[Card, ...]:
    return parse_cards(text)


def position(
    hand0: str = "-",
    hand1: str = "-",
    table: str = "-",
    *,
    pile0: str = "-",
    pile1: str = "-",
    deck: str | None = None,
    turn: int = 0,
    dealer: int = 1,
    last: int | None = None,
    scores: tuple[int, int] = (0, 0),
    napola: bool = False,
    target: int = 11,
    re_bello: bool = False,
    capture: str = "classic",
) -> ScopaState:
    """A state with the given cards; every card not named goes to the deck (or to ``pile1`` when
    ``deck`` is given, so the 40 cards always add up)."""
    named = [*cards(hand0), *cards(hand1), *cards(table), *cards(pile0), *cards(pile1)]
    rest = tuple(c for c in DECK if c not in named)
    if deck is None:
        deck_cards, pile1_cards = rest, cards(pile1)
    else:
        deck_cards = cards(deck)
        pile1_cards = cards(pile1) + tuple(c for c in rest if c not in deck_cards)
    return ScopaState(
        options=ScopaOptions(napola=napola, target=target, re_bello=re_bello, capture=capture),
        seed=0,
        round_no=0,
        dealer=dealer,
        turn=turn,
        hands=(cards(hand0), cards(hand1)),
        table=cards(table),
        deck=deck_cards,
        piles=(cards(pile0), pile1_cards),
        scopas=((), ()),
        last_capturer=last,
        match_scores=scores,
    )


def four_position(
    hands: tuple[str, str, str, str] = ("-", "-", "-", "-"),
    table: str = "-",
    *,
    piles: tuple[str, str, str, str] = ("-", "-", "-", "-"),
    deck: str | None = None,
    turn: int = 0,
    dealer: int = 3,
    last: int | None = None,
    scores: tuple[int, int] = (0, 0),
    options: ScopaOptions | None = None,
    state: type[ScopaState] = ScopaFourState,
) -> ScopaState:
    """A table of four with the given cards (Scopa in pairs unless ``state`` says Scopone); every
    card not named goes to the deck (or to seat 1's pile when ``deck`` is given)."""
    named = [c for text in (*hands, table, *piles) for c in cards(text)]
    rest = tuple(c for c in DECK if c not in named)
    pile_cards = [cards(p) for p in piles]
    if deck is None:
        deck_cards = rest
    else:
        deck_cards = cards(deck)
        pile_cards[1] += tuple(c for c in rest if c not in deck_cards)
    return state(
        options=state.OPTIONS() if options is None else options,
        seed=0,
        round_no=0,
        dealer=dealer,
        turn=turn,
        hands=tuple(cards(h) for h in hands),
        table=cards(table),
        deck=deck_cards,
        piles=tuple(pile_cards),
        scopas=((),) * 4,
        last_capturer=last,
        match_scores=scores,
    )
