"""Scopa for two players: the full state, its moves, the player's view and the events.

This module is the model a new game copies: a state whose fields are declared once
(``mazzo.fields``), its deal and its checks, its moves, its view and its events.
"""

from __future__ import annotations

import functools
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field, replace

from ..fields import NATURAL, SEAT, Options, counted, history, optional, options_codec, owned, per_seat, public, secret
from ..game import IllegalMoveError, Json, NotationError, PositionText, State, StateError, View, deal_rng, view_of
from .cards import CARDS, DECK, Card, Play, card_names, cards_text, legal_plays, parse_cards, refusal
from .count import COUNT_LINES, PlayerCount, best_primiera_cards, count_round

TARGETS = (11, 16, 21, 31)
HAND_SIZE = 3
TABLE_SIZE = 4
KINGS_FOR_REDEAL = 3


@dataclass(frozen=True)
class ScopaOptions(Options):
    """Table options: the napola rule and the points that win the game."""

    napola: bool = False
    target: int = 11

    def __post_init__(self) -> None:
        if type(self.napola) is not bool:
            raise StateError("not_a_flag", field="napola")
        if type(self.target) is not int or self.target not in TARGETS:
            raise StateError("not_one_of", field="target", choices=list(TARGETS))


@dataclass(frozen=True)
class ScopaState(State[Play, ScopaOptions]):
    """A whole Scopa game at one moment: the round in play and the match score.

    ``deck`` is dealt from its front. ``history`` lists this round's plays as
    (player, move). ``scopas`` keeps, per player, the card that made each scopa
    (the table shows it crosswise in the pile). ``match_scores`` are the totals
    before this round.
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
    match_scores: tuple[int, ...] = field(metadata=public(per_seat(NATURAL)))
    history: tuple[tuple[int, Play], ...] = field(default=(), metadata=public(history(Play.parse)))

    # -- dealing and checking ----------------------------------------------------------

    @classmethod
    def deal(cls, options: ScopaOptions, seed: int, round_no: int, dealer: int, scores: tuple[int, ...]) -> ScopaState:
        """Shuffle and deal a round: three cards each, four on the table; again on three Kings."""
        attempt = 0
        while True:
            deck = shuffled_deck(seed, round_no, attempt)
            table = deck[2 * HAND_SIZE : 2 * HAND_SIZE + TABLE_SIZE]
            if sum(1 for c in table if c.value == 10) < KINGS_FOR_REDEAL:
                break
            attempt += 1
        first = 1 - dealer
        hands: list[tuple[Card, ...]] = [(), ()]
        hands[first], hands[dealer] = tuple(deck[:HAND_SIZE]), tuple(deck[HAND_SIZE : 2 * HAND_SIZE])
        return cls(
            options=options,
            seed=seed,
            round_no=round_no,
            dealer=dealer,
            turn=first,
            hands=tuple(hands),
            table=tuple(table),
            deck=tuple(deck[2 * HAND_SIZE + TABLE_SIZE :]),
            piles=((), ()),
            scopas=((), ()),
            last_capturer=None,
            match_scores=scores,
        )

    def validate(self) -> None:
        everywhere = Counter([*self.hands[0], *self.hands[1], *self.table, *self.deck, *self.piles[0], *self.piles[1]])
        if everywhere != Counter(DECK):
            extra = sorted(str(c) for c in (everywhere - Counter(DECK)).elements())
            missing = sorted(str(c) for c in set(DECK) - set(everywhere))
            raise StateError("cards_do_not_add_up", extra=extra, missing=missing)
        if any(len(h) > HAND_SIZE for h in self.hands):
            raise StateError("hand_too_big", most=HAND_SIZE)
        if any(not set(scopas) <= set(pile) for scopas, pile in zip(self.scopas, self.piles, strict=True)):
            raise StateError("scopa_card_not_in_pile")

    # -- the interface -----------------------------------------------------------------

    @property
    def round_over(self) -> bool:
        return not self.deck and not self.hands[0] and not self.hands[1]

    def legal_moves(self) -> list[Play]:
        if self.round_over:
            return []
        return legal_plays(self.hands[self.turn], self.table)

    def parse_move(self, text: str) -> Play:
        return Play.parse(text)

    def apply(self, move: Play) -> ScopaState:
        if not isinstance(move, Play):
            raise IllegalMoveError("not_a_move", move=repr(move))
        if self.round_over:
            raise IllegalMoveError("round_over")
        player = self.turn
        why = refusal(move, self.hands[player], self.table)
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
            last_card_of_round = not deck and not hands[0] and not hands[1]
            if not table and not last_card_of_round:
                scopas[player] = scopas[player] + (move.card,)
        else:
            table = self.table + (move.card,)
        if not hands[0] and not hands[1]:
            if deck:
                first = 1 - self.dealer
                hands[first], hands[1 - first] = deck[:HAND_SIZE], deck[HAND_SIZE : 2 * HAND_SIZE]
                deck = deck[2 * HAND_SIZE :]
            elif table and last_capturer is not None:
                piles[last_capturer] = piles[last_capturer] + table
                table = ()
        return replace(
            self,
            turn=1 - player,
            hands=(hands[0], hands[1]),
            table=table,
            deck=deck,
            piles=(piles[0], piles[1]),
            scopas=(scopas[0], scopas[1]),
            last_capturer=last_capturer,
            history=self.history + ((player, move),),
        )

    # -- scoring ---------------------------------------------------------------------

    @functools.cached_property
    def count(self) -> tuple[PlayerCount, PlayerCount] | None:
        """The round's count, once the round is over."""
        if not self.round_over:
            return None
        return count_round(self.piles, (len(self.scopas[0]), len(self.scopas[1])), self.options.napola)

    @property
    def scores(self) -> tuple[int, ...]:
        count = self.count
        if count is None:
            return self.match_scores
        return (self.match_scores[0] + count[0].round_points, self.match_scores[1] + count[1].round_points)

    @property
    def winner(self) -> int | None:
        """Whoever reached the target alone, or is ahead when both did; equal totals play on."""
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
        count = self.count
        if count is None:
            raise IllegalMoveError("round_not_over")
        players: list[Json] = []
        for player, pc in enumerate(count):
            players.append(
                {
                    "cards": pc.cards,
                    "coins": pc.coins,
                    "settebello": pc.settebello,
                    "primiera": pc.primiera,
                    "primiera_cards": card_names(best_primiera_cards(self.piles[player])),
                    "scopas": pc.scopas,
                    "napola": pc.napola,
                    "points": dict(pc.points),
                    "round_points": pc.round_points,
                    "total": self.scores[player],
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
            "players": players,
            "lines": lines,
            "game_over": self.game_over,
            "winner": self.winner,
        }

    # -- the text form ---------------------------------------------------------------

    def position(self) -> str:
        """One line: header fields, then hands, table, deck, piles and scopa cards.

        ``scopa/11 seed=7 round=0 dealer=1 turn=0 score=0-0 last=- | AD 2D 3D | ... ``
        (``scopa/11/napola`` when napola is on). The history is not part of it.
        """
        header = f"scopa/{self.options.target}{'/napola' if self.options.napola else ''}"
        last = "-" if self.last_capturer is None else str(self.last_capturer)
        fields = [
            f"{header} seed={self.seed} round={self.round_no} dealer={self.dealer} turn={self.turn} "
            f"score={self.match_scores[0]}-{self.match_scores[1]} last={last}",
            *(cards_text(h) for h in self.hands),
            cards_text(self.table),
            cards_text(self.deck),
            *(cards_text(p) for p in self.piles),
            *(cards_text(s) for s in self.scopas),
        ]
        return " | ".join(fields)

    @classmethod
    def from_position(cls, text: str) -> ScopaState:
        """Read ``position()`` text back (with an empty history)."""
        position = PositionText.read(cls.GAME, text, 8)
        try:
            target, *flags = position.words
            if set(flags) - {"napola"}:
                raise ValueError(flags)
            last = position.fields["last"]
            data: dict[str, Json] = {
                "game": cls.GAME,
                **position.common(),
                "options": {"napola": "napola" in flags, "target": int(target)},
                "last_capturer": None if last == "-" else int(last),
            }
        except (ValueError, KeyError) as exc:
            raise NotationError("bad_position", text=repr(text)) from exc
        zones = position.zones
        hands, table, deck, piles, scopas = zones[0:2], zones[2], zones[3], zones[4:6], zones[6:8]
        data.update(
            hands=[card_names(parse_cards(h)) for h in hands],
            table=card_names(parse_cards(table)),
            deck=card_names(parse_cards(deck)),
            piles=[card_names(parse_cards(p)) for p in piles],
            scopas=[card_names(parse_cards(s)) for s in scopas],
            history=[],
        )
        return cls.from_dict(data)


def shuffled_deck(seed: int, round_no: int, attempt: int) -> list[Card]:
    deck = list(DECK)
    deal_rng(seed, round_no, attempt).shuffle(deck)
    return deck


@view_of(ScopaState)
@dataclass(frozen=True)
class ScopaView(View[Play]):
    """What one player knows: own hand, the table, both capture piles (every capture
    was seen), the sizes of the hands and the deck, scores and the round's plays."""

    options: ScopaOptions
    round_no: int
    dealer: int
    hand: tuple[Card, ...]
    hand_sizes: tuple[int, ...]
    table: tuple[Card, ...]
    deck_size: int
    piles: tuple[tuple[Card, ...], ...]
    scopas: tuple[tuple[Card, ...], ...]
    last_capturer: int | None
    match_scores: tuple[int, ...]
    history: tuple[tuple[int, Play], ...]

    @property
    def opponent_hand_size(self) -> int:
        return self.hand_sizes[1 - self.player]

    def legal_moves(self) -> list[Play]:
        return legal_plays(self.hand, self.table) if self.turn == self.player else []

    def unseen(self) -> tuple[Card, ...]:
        """The cards this player cannot see: the other hand and the deck, in deck order."""
        seen = {*self.hand, *self.table, *self.piles[0], *self.piles[1]}
        return tuple(c for c in DECK if c not in seen)

    def complete(self, opponent_hand: Sequence[Card], deck: Sequence[Card], seed: int = 0) -> ScopaState:
        """A full state consistent with this view, given a guess of the hidden cards.

        Used by the computer players to imagine the cards they cannot see. The
        seed only matters for later rounds, which a search does not reach.
        """
        if sorted([*opponent_hand, *deck]) != sorted(self.unseen()):
            raise StateError("wrong_guess")
        hidden = {"hands": {1 - self.player: tuple(opponent_hand)}, "deck": tuple(deck), "seed": seed}
        return self.completed(ScopaState, hidden)

    def extras(self) -> dict[str, Json]:
        return {"opponent_hand_size": self.opponent_hand_size}


def events(before: ScopaState, move: Play, after: ScopaState, viewer: int) -> list[dict[str, Json]]:
    """What ``viewer`` saw happen in one move, in order, for the table's animations."""
    player = before.turn
    out: list[dict[str, Json]] = [
        {"type": "play", "player": player, "card": str(move.card), "captures": card_names(move.captures)}
    ]
    if len(after.scopas[player]) > len(before.scopas[player]):
        out.append({"type": "scopa", "player": player, "card": str(move.card)})
    if len(after.deck) < len(before.deck):
        out.append({"type": "deal", "hand": card_names(after.hands[viewer]), "deck_size": len(after.deck)})
    if after.round_over:
        left = [c for c in before.table if c not in move.captures] + ([] if move.captures else [move.card])
        if left and after.last_capturer is not None:
            out.append({"type": "sweep", "player": after.last_capturer, "cards": card_names(left)})
        out.append({"type": "round_over", "scores": list(after.scores)})
        if after.game_over:
            out.append({"type": "game_over", "winner": after.winner, "scores": list(after.scores)})
    return out
