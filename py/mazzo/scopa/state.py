"""Scopa: the full state, its deal, its checks and its moves (the views are in ``view``, the
events in ``events``).

This package is the model a new game copies: a state whose fields are declared once
(``mazzo.fields``), its deal and its checks, its moves, its view and its events.

One engine for every table: ``ScopaState`` is the table of two, and the tables of four
(``four``: Scopa in pairs, and Scopone) subclass it with more seats and their own deal.
Seats take turns in order; a seat's side is ``seat % SIDES``, so at a table of two each
player is a side, and at a table of four partners sit facing each other (0+2, 1+3) and
count their captures together.
"""

from __future__ import annotations

import functools
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from typing import NamedTuple, Self

from ..fields import (
    NATURAL,
    SEAT,
    Options,
    choice,
    counted,
    history,
    house_rule,
    optional,
    options_codec,
    owned,
    per_seat,
    per_side,
    public,
    secret,
)
from ..game import IllegalMoveError, Json, NotationError, PositionText, State, StateError, deal_rng
from .cards import (
    CAPTURE_RULES,
    CARDS,
    CLASSIC,
    DECK,
    Card,
    Play,
    card_names,
    cards_text,
    legal_plays,
    parse_cards,
    refusal,
    scores_scopa,
)
from .count import COUNT_LINES, PlayerCount, best_primiera_cards, count_round

TARGETS = (11, 16, 21, 31)
HAND_SIZE = 3
TABLE_SIZE = 4
KINGS_FOR_REDEAL = 3


@dataclass(frozen=True)
class ScopaOptions(Options):
    """Table options: the napola rule, the points that win the game, and the house rules:
    Re Bello (the King of coins a point, like the settebello) and the capture rule."""

    napola: bool = house_rule((False, True), default=False, word="napola")
    target: int = choice(TARGETS, default=11)
    re_bello: bool = house_rule((False, True), default=False, word="rebello")
    capture: str = house_rule(CAPTURE_RULES, default=CLASSIC)


class Dealing(NamedTuple):
    """How a table deals a round: cards to each player at a time, and cards face up at the start."""

    hand: int
    table: int


@dataclass(frozen=True)
class ScopaState(State[Play, ScopaOptions]):
    """A whole Scopa game at one moment: the round in play and the match score.

    ``deck`` is dealt from its front. ``history`` lists this round's plays as
    (player, move). ``piles`` and ``scopas`` are per seat: ``scopas`` keeps the card
    that made each scopa (the table shows it crosswise in the pile). ``match_scores``
    are each side's totals before this round.
    """

    GAME = "scopa"
    OPTIONS = ScopaOptions

    options: ScopaOptions = field(metadata=public(options_codec(ScopaOptions)))
    seed: int = field(metadata=secret(NATURAL))
    round_no: int = field(metadata=public(NATURAL, key="round"))
    dealer: int = field(metadata=public(SEAT))
    turn: int = field(metadata=public(SEAT))
    hands: tuple[tuple[Card, ...], ...] = field(metadata=owned(CARDS, own="hand"))
    table: tuple[Card, ...] = field(metadata=public(CARDS))
    deck: tuple[Card, ...] = field(metadata=counted(CARDS))
    piles: tuple[tuple[Card, ...], ...] = field(metadata=public(per_seat(CARDS)))
    scopas: tuple[tuple[Card, ...], ...] = field(metadata=public(per_seat(CARDS)))
    last_capturer: int | None = field(metadata=public(optional(SEAT)))
    match_scores: tuple[int, ...] = field(metadata=public(per_side(NATURAL, 2)))
    history: tuple[tuple[int, Play], ...] = field(default=(), metadata=public(history(Play.parse)))

    # -- dealing and checking ----------------------------------------------------------

    @classmethod
    def dealing(cls, options: ScopaOptions) -> Dealing:
        """Three cards each, again whenever every hand is empty, and four on the table."""
        return Dealing(HAND_SIZE, TABLE_SIZE)

    @classmethod
    def deal(cls, options: ScopaOptions, seed: int, round_no: int, dealer: int, scores: tuple[int, ...]) -> ScopaState:
        """Shuffle and deal a round: the hands, then the table; again when the table shows three Kings or four."""
        hand, table_size = cls.dealing(options)
        dealt = cls.PLAYERS * hand
        attempt = 0
        while True:
            deck = shuffled_deck(seed, round_no, attempt)
            table = deck[dealt : dealt + table_size]
            if sum(1 for c in table if c.value == 10) < KINGS_FOR_REDEAL:
                break
            attempt += 1
        return cls(
            options=options,
            seed=seed,
            round_no=round_no,
            dealer=dealer,
            turn=(dealer + 1) % cls.PLAYERS,
            hands=dealt_hands(deck, dealer, cls.PLAYERS, hand),
            table=tuple(table),
            deck=tuple(deck[dealt + table_size :]),
            piles=((),) * cls.PLAYERS,
            scopas=((),) * cls.PLAYERS,
            last_capturer=None,
            match_scores=scores,
        )

    def validate(self) -> None:
        held = [c for cards in (*self.hands, *self.piles) for c in cards]
        everywhere = Counter([*self.table, *self.deck, *held])
        if everywhere != Counter(DECK):
            extra = sorted(str(c) for c in (everywhere - Counter(DECK)).elements())
            missing = sorted(str(c) for c in set(DECK) - set(everywhere))
            raise StateError("cards_do_not_add_up", extra=extra, missing=missing)
        most = self.dealing(self.options).hand
        if any(len(h) > most for h in self.hands):
            raise StateError("hand_too_big", most=most)
        if any(not set(scopas) <= set(pile) for scopas, pile in zip(self.scopas, self.piles, strict=True)):
            raise StateError("scopa_card_not_in_pile")

    @classmethod
    def seats_of(cls, side: int) -> range:
        """The seats of ``side``: one player at a table of two, partners facing each other at four."""
        return range(side, cls.PLAYERS, cls.SIDES)

    def side_piles(self) -> tuple[tuple[Card, ...], ...]:
        """Each side's captures: its seats' piles together."""
        return tuple(tuple(c for seat in self.seats_of(side) for c in self.piles[seat]) for side in range(self.SIDES))

    # -- the interface -----------------------------------------------------------------

    @property
    def round_over(self) -> bool:
        return not self.deck and not any(self.hands)

    def legal_moves(self) -> list[Play]:
        if self.round_over:
            return []
        return legal_plays(self.hands[self.turn], self.table, self.options.capture)

    def parse_move(self, text: str) -> Play:
        return Play.parse(text)

    def apply(self, move: Play) -> ScopaState:
        if not isinstance(move, Play):
            raise IllegalMoveError("not_a_move", move=repr(move))
        if self.round_over:
            raise IllegalMoveError("round_over")
        player = self.turn
        why = refusal(move, self.hands[player], self.table, self.options.capture)
        if why:
            raise why
        return self._after(player, move)

    def _after(self, player: int, move: Play) -> ScopaState:
        """The state after a move already known to be legal (the AI's fast path)."""
        hands = list(self.hands)
        hands[player] = tuple(c for c in hands[player] if c != move.card)
        piles = list(self.piles)
        scopas = list(self.scopas)
        deck = self.deck
        last_capturer = self.last_capturer
        if move.captures:
            captured = set(move.captures)
            table = tuple(c for c in self.table if c not in captured)
            piles[player] = piles[player] + move.captures + (move.card,)
            last_capturer = player
            last_card_of_round = not deck and not any(hands)
            if not table and not last_card_of_round and scores_scopa(move, self.options.capture):
                scopas[player] = scopas[player] + (move.card,)
        else:
            table = self.table + (move.card,)
        if not any(hands):
            if deck:
                hand = self.dealing(self.options).hand
                hands = list(dealt_hands(deck, self.dealer, self.PLAYERS, hand))
                deck = deck[self.PLAYERS * hand :]
            elif table and last_capturer is not None:
                piles[last_capturer] = piles[last_capturer] + table
                table = ()
        return replace(
            self,
            turn=(player + 1) % self.PLAYERS,
            hands=tuple(hands),
            table=table,
            deck=deck,
            piles=tuple(piles),
            scopas=tuple(scopas),
            last_capturer=last_capturer,
            history=self.history + ((player, move),),
        )

    # -- scoring ---------------------------------------------------------------------

    @functools.cached_property
    def count(self) -> tuple[PlayerCount, PlayerCount] | None:
        """The round's count per side, once the round is over: partners count their captures together."""
        if not self.round_over:
            return None
        scopas = [sum(len(self.scopas[seat]) for seat in self.seats_of(side)) for side in range(self.SIDES)]
        return count_round(self.side_piles(), scopas, self.options.napola, self.options.re_bello)

    @property
    def scores(self) -> tuple[int, ...]:
        count = self.count
        if count is None:
            return self.match_scores
        return tuple(before + side.round_points for before, side in zip(self.match_scores, count, strict=True))

    @property
    def winner(self) -> int | None:
        """The side that reached the target alone, or is ahead when both did; equal totals play on."""
        if not self.round_over:
            return None
        a, b = self.scores
        target = self.options.target
        if max(a, b) < target or a == b:
            return None
        return 0 if a > b else 1

    @property
    def game_over(self) -> bool:
        return self.winner is not None

    def round_summary(self) -> dict[str, Json]:
        """The count per side (``players``: one entry per side, a player or a partnership), with
        each seat's scopas, and ``lines``: the same row by row, as the count panel shows it."""
        count = self.count
        if count is None:
            raise IllegalMoveError("round_not_over")
        piles = self.side_piles()
        players: list[Json] = []
        for side, pc in enumerate(count):
            players.append(
                {
                    "seats": list(self.seats_of(side)),
                    "cards": pc.cards,
                    "coins": pc.coins,
                    "settebello": pc.settebello,
                    "re_bello": pc.re_bello,
                    "primiera": pc.primiera,
                    "primiera_cards": card_names(best_primiera_cards(piles[side])),
                    "scopas": pc.scopas,
                    "seat_scopas": [len(self.scopas[seat]) for seat in self.seats_of(side)],
                    "napola": pc.napola,
                    "points": dict(pc.points),
                    "round_points": pc.round_points,
                    "total": self.scores[side],
                }
            )
        lines: list[Json] = [
            {"line": line, "values": [getattr(pc, attribute) for pc in count], "points": [pc.points[line] for pc in count]}
            for line, attribute in COUNT_LINES
            if line in count[0].points
        ]
        lines.append({"line": "round", "values": [pc.round_points for pc in count], "points": None})
        lines.append({"line": "total", "values": list(self.scores), "points": None})
        return {
            "game": self.GAME,
            "round": self.round_no,
            "napola": self.options.napola,
            "target": self.options.target,
            "re_bello": self.options.re_bello,
            "capture": self.options.capture,
            "players": players,
            "lines": lines,
            "game_over": self.game_over,
            "winner": self.winner,
        }

    # -- the text form ---------------------------------------------------------------

    def position(self) -> str:
        """One line: header fields, then the hands, table, deck, piles and scopa cards, seat by seat.

        ``scopa/11 seed=7 round=0 dealer=1 turn=0 score=0-0 last=- | AD 2D 3D | ... ``
        (``scopa/11/napola/rebello/fifteen`` with napola, Re Bello and a capture rule other than
        the classic one). The history is not part of it.
        """
        header = "/".join([self.GAME, *self.options.words()])
        last = "-" if self.last_capturer is None else str(self.last_capturer)
        fields = [
            f"{header} seed={self.seed} round={self.round_no} dealer={self.dealer} turn={self.turn} "
            f"score={'-'.join(map(str, self.match_scores))} last={last}",
            *(cards_text(h) for h in self.hands),
            cards_text(self.table),
            cards_text(self.deck),
            *(cards_text(p) for p in self.piles),
            *(cards_text(s) for s in self.scopas),
        ]
        return " | ".join(fields)

    @classmethod
    def from_position(cls, text: str) -> Self:
        """Read ``position()`` text back (with an empty history)."""
        seats = cls.PLAYERS
        position = PositionText.read(cls.GAME, text, 3 * seats + 2)
        try:
            last = position.fields["last"]
            data: dict[str, Json] = {
                "game": cls.GAME,
                **position.common(),
                "options": cls.OPTIONS.from_words(position.words).to_dict(),
                "last_capturer": None if last == "-" else int(last),
            }
        except (ValueError, KeyError) as exc:
            raise NotationError("bad_position", text=repr(text)) from exc
        zones = [card_names(parse_cards(zone)) for zone in position.zones]
        data.update(
            hands=zones[:seats],
            table=zones[seats],
            deck=zones[seats + 1],
            piles=zones[seats + 2 : 2 * seats + 2],
            scopas=zones[2 * seats + 2 :],
            history=[],
        )
        return cls.from_dict(data)


def dealt_hands(deck: Sequence[Card], dealer: int, players: int, hand: int) -> tuple[tuple[Card, ...], ...]:
    """Hands of ``hand`` cards from the front of ``deck``, the first to the player after the dealer."""
    hands: list[tuple[Card, ...]] = [()] * players
    for turn in range(players):
        hands[(dealer + 1 + turn) % players] = tuple(deck[turn * hand : (turn + 1) * hand])
    return tuple(hands)


def shuffled_deck(seed: int, round_no: int, attempt: int) -> list[Card]:
    deck = list(DECK)
    deal_rng(seed, round_no, attempt).shuffle(deck)
    return deck
