"""The count at the end of a Scopa round: cards, coins, settebello, primiera, scopas, napola and Re Bello."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field, replace

from .cards import COINS, RE_BELLO, SETTEBELLO, SUITS, Card

#: Primiera value of each card value: 7=21, 6=18, Ace=16, 5=15, 4=14, 3=13, 2=12, face cards 10.
PRIMIERA = {7: 21, 6: 18, 1: 16, 5: 15, 4: 14, 3: 13, 2: 12, 8: 10, 9: 10, 10: 10}
#: Napola scores once Ace, 2 and 3 of coins are held: 3 points, one more per card continuing the run.
NAPOLA_MIN_RUN = 3


def primiera(cards: Iterable[Card]) -> int | None:
    """Sum of the best primiera card of each suit; None when a suit is missing."""
    best: dict[str, int] = {}
    for card in cards:
        points = PRIMIERA[card.value]
        if points > best.get(card.suit, 0):
            best[card.suit] = points
    return sum(best.values()) if len(best) == len(SUITS) else None


def best_primiera_cards(cards: Iterable[Card]) -> tuple[Card, ...]:
    """The card that counts for primiera in each suit the player holds, suit by suit."""
    best: dict[str, Card] = {}
    for card in cards:
        held = best.get(card.suit)
        if held is None or PRIMIERA[card.value] > PRIMIERA[held.value]:
            best[card.suit] = card
    return tuple(best[s] for s in SUITS if s in best)


def napola_run(cards: Iterable[Card]) -> int:
    """Length of the run of coins from the Ace up, or 0 when it is shorter than Ace-2-3."""
    coins = {card.value for card in cards if card.suit == COINS}
    run = 0
    while run + 1 in coins:
        run += 1
    return run if run >= NAPOLA_MIN_RUN else 0


@dataclass(frozen=True)
class PlayerCount:
    """One player's count at the end of a round, category by category (``points`` per line)."""

    cards: int
    coins: int
    settebello: bool
    primiera: int | None
    scopas: int
    napola: int
    re_bello: bool
    points: dict[str, int] = field(default_factory=dict)

    @property
    def round_points(self) -> int:
        return sum(self.points.values())


def _most(a: int | None, b: int | None) -> tuple[int, int]:
    """One point to whoever has more (None: has none at all); a tie scores nothing."""
    if a == b:
        return (0, 0)
    if b is None or (a is not None and a > b):
        return (1, 0)
    return (0, 1)


def _tally(pile: Sequence[Card], scopas: int, napola: bool, re_bello: bool) -> PlayerCount:
    return PlayerCount(
        cards=len(pile),
        coins=sum(1 for c in pile if c.suit == COINS),
        settebello=SETTEBELLO in pile,
        primiera=primiera(pile),
        scopas=scopas,
        napola=napola_run(pile) if napola else 0,
        re_bello=re_bello and RE_BELLO in pile,
    )


def count_round(
    piles: Sequence[Sequence[Card]], scopas: Sequence[int], napola: bool, re_bello: bool = False
) -> tuple[PlayerCount, PlayerCount]:
    """Score a round from both capture piles and scopa counts, line by line (Re Bello's line when it is played)."""
    a, b = (_tally(pile, n_scopas, napola, re_bello) for pile, n_scopas in zip(piles, scopas, strict=True))
    lines = {
        "cards": _most(a.cards, b.cards),
        "coins": _most(a.coins, b.coins),
        "settebello": (int(a.settebello), int(b.settebello)),
        "primiera": _most(a.primiera, b.primiera),
        "scopa": (a.scopas, b.scopas),
    }
    if napola:
        lines["napola"] = (a.napola, b.napola)
    if re_bello:
        lines["re_bello"] = (int(a.re_bello), int(b.re_bello))
    return (
        replace(a, points={name: points[0] for name, points in lines.items()}),
        replace(b, points={name: points[1] for name, points in lines.items()}),
    )


#: The count's lines: each line's name (its key in ``PlayerCount.points``) and what it counts.
COUNT_LINES = (("cards", "cards"), ("coins", "coins"), ("settebello", "settebello"), ("primiera", "primiera"),
               ("scopa", "scopas"), ("napola", "napola"), ("re_bello", "re_bello"))
