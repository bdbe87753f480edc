"""Scala 40 for two players: the full state and its moves.

A round: 13 cards each, one card face up on the discard pile, the rest is the
stock (its top is the end of the tuple, like the discard pile's). The
non-dealer starts. A turn is a draw, any lay-downs, and a discard; see
``moves`` for the notation, ``turn`` for what each action needs, ``count`` for
the end of a round, and docs/scala40.md for the rules as implemented.
"""

from __future__ import annotations

import bisect
from collections import Counter
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any, Self

from ..fields import (
    FLAG,
    NATURAL,
    SEAT,
    Codec,
    Options,
    card_of,
    cards_of,
    choice,
    counted,
    history,
    one_of,
    optional,
    options_codec,
    owned,
    per_seat,
    public,
    secret,
)
from ..game import IllegalMoveError, Json, NotationError, PositionText, State, StateError, deal_rng
from .cards import DECK, FULL_DECK, HAND_SIZE, JOKER, Card, card_names, parse_cards
from .count import RESULT, RoundResult, closing_result, hand_points, still_in, summary_lines, summary_players, void_result
from .finder import OPENING_POINTS
from .melds import TableMeld
from .moves import (
    Add,
    Discard,
    DrawStock,
    Meld,
    Move,
    Open,
    ReturnDiscard,
    SwapJoker,
    TakeDiscard,
    parse_move,
    well_formed,
)
from .turn import ACTION_OF, DRAW, PHASES, PLAY, STOCK, action_refusal, keeps_a_discard, legal_turn_moves

__all__ = ["DRAW", "PHASES", "PLAY", "STOCK", "TARGETS", "RoundResult", "ScalaOptions", "ScalaState", "hand_points"]

TARGETS = (51, 101, 151, 201)
CARDS = cards_of(Card.parse)


@dataclass(frozen=True)
class ScalaOptions(Options):
    """Table options: the points that lose the match."""

    target: int = choice(TARGETS, default=101)


def _write_table(table: tuple[TableMeld, ...]) -> Json:
    return [{"owner": meld.owner, "cards": card_names(meld.cards)} for meld in table]


def _read_table(data: object, key: str, players: int) -> tuple[TableMeld, ...]:
    if not isinstance(data, list):
        raise StateError("not_a_list", field=key)
    table = []
    for entry in data:
        if not isinstance(entry, dict) or set(entry) != {"owner", "cards"}:
            raise StateError("wrong_fields", field="a table combination", fields=["owner", "cards"])
        owner = SEAT.read(entry["owner"], "a combination's owner", players)
        written = CARDS.read(entry["cards"], "a combination", players)
        try:
            meld = TableMeld.build(owner, written)
        except IllegalMoveError as error:
            raise StateError("meld_unreadable", cards=card_names(written)) from error
        if meld.cards != written:
            raise StateError("meld_out_of_order", cards=meld.text)
        table.append(meld)
    return tuple(table)


def _show_table(table: tuple[TableMeld, ...]) -> Json:
    """As the table shows it: each combination's kind and what its joker stands for."""
    return [meld.to_dict() for meld in table]


TABLE = Codec(_write_table, _read_table)


def _without(hand: tuple[Card, ...], cards: Iterable[Card]) -> tuple[Card, ...] | None:
    """``hand`` less ``cards`` (a multiset difference), or None if it lacks some of them."""
    rest = list(hand)
    for card in cards:
        try:
            rest.remove(card)
        except ValueError:
            return None
    return tuple(rest)


def _with(hand: tuple[Card, ...], card: Card) -> tuple[Card, ...]:
    rest = list(hand)
    bisect.insort(rest, card)
    return tuple(rest)


@dataclass(frozen=True)
class ScalaState(State[Move, ScalaOptions]):
    """A whole Scala 40 match at one moment: the round in play and the match score.

    ``turn`` and ``phase`` say who acts and how far the turn has gone; ``taken``
    is a card taken from the discard pile this turn and not yet on the table;
    ``opened_now`` whether the player to move opened during this turn (closing in
    the same turn doubles the other's points). ``match_scores`` are the totals
    before this round; ``result`` is set once the round is over. ``history`` lists
    this round's moves as (player, move): all public, since ``draw`` names no card.
    """

    GAME = "scala40"
    OPTIONS = ScalaOptions

    options: ScalaOptions = field(metadata=public(options_codec(ScalaOptions)))
    seed: int = field(metadata=secret(NATURAL))
    round_no: int = field(metadata=public(NATURAL, key="round"))
    dealer: int = field(metadata=public(SEAT))
    turn: int = field(metadata=public(SEAT))
    phase: str = field(metadata=public(one_of(*PHASES)))
    hands: tuple[tuple[Card, ...], ...] = field(metadata=owned(CARDS, own="hand"))
    stock: tuple[Card, ...] = field(metadata=counted(CARDS))
    discard: tuple[Card, ...] = field(metadata=public(CARDS))
    table: tuple[TableMeld, ...] = field(metadata=public(TABLE, show=_show_table))
    opened: tuple[bool, ...] = field(metadata=public(per_seat(FLAG)))
    taken: Card | None = field(metadata=public(optional(card_of(Card.parse))))
    opened_now: bool = field(metadata=public(FLAG))
    rebuilt: bool = field(metadata=public(FLAG))
    match_scores: tuple[int, ...] = field(metadata=public(per_seat(NATURAL)))
    result: RoundResult | None = field(default=None, metadata=public(RESULT))
    history: tuple[tuple[int, Move], ...] = field(default=(), metadata=public(history(parse_move)))

    # -- dealing and checking ----------------------------------------------------------

    @classmethod
    def deal(cls, options: ScalaOptions, seed: int, round_no: int, dealer: int, scores: tuple[int, ...]) -> Self:
        return cls.deal_among(options, seed, round_no, dealer, scores, tuple(range(cls.PLAYERS)))

    @classmethod
    def deal_among(
        cls, options: ScalaOptions, seed: int, round_no: int, dealer: int, scores: tuple[int, ...], playing: tuple[int, ...]
    ) -> Self:
        """Shuffle and deal a round to the seats ``playing`` (the dealer among them): 13 cards each,
        one at a time from the player after the dealer, then turn up the first card that is not a
        joker (a joker turned up goes back under the stock). The player after the dealer starts."""
        deck = list(DECK)
        deal_rng(seed, round_no).shuffle(deck)
        after = playing.index(dealer) + 1
        order = playing[after:] + playing[:after]
        dealt = len(order) * HAND_SIZE
        hands: list[tuple[Card, ...]] = [()] * cls.PLAYERS
        for place, seat in enumerate(order):
            hands[seat] = tuple(sorted(deck[place:dealt:len(order)]))
        stock = deck[dealt:]
        while stock[-1] == JOKER:
            stock.insert(0, stock.pop())
        face_up = stock.pop()
        return cls(
            options=options,
            seed=seed,
            round_no=round_no,
            dealer=dealer,
            turn=order[0],
            phase=DRAW,
            hands=tuple(hands),
            stock=tuple(stock),
            discard=(face_up,),
            table=(),
            opened=(False,) * cls.PLAYERS,
            taken=None,
            opened_now=False,
            rebuilt=False,
            match_scores=scores,
            **cls.seats_out(playing),
        )

    @classmethod
    def seats_out(cls, playing: tuple[int, ...]) -> dict[str, Any]:
        """The fields that say who is out of the match: none at a table of two, where nobody ever is."""
        return {}

    @property
    def playing(self) -> tuple[int, ...]:
        """The seats in this round, in seat order: every seat, until a larger table puts players out."""
        return tuple(range(self.PLAYERS))

    def next_seat(self, seat: int) -> int:
        """Who plays after ``seat``: the next seat still in the round, in the fixed direction."""
        return _after(seat, self.playing)

    def next_round(self) -> Self:
        """Deal the next round to the players left in; the deal passes to the next of them."""
        if not self.round_over:
            raise IllegalMoveError("round_not_over")
        if self.game_over:
            raise IllegalMoveError("game_over")
        left = self.left_in
        return self.deal_among(self.options, self.seed, self.round_no + 1, _after(self.dealer, left), self.scores, left)

    def validate(self) -> None:
        hands, turn, result = self.hands, self.turn, self.result
        if any(list(h) != sorted(h) for h in hands):
            raise StateError("hand_out_of_order")
        for meld in self.table:
            if not self.opened[meld.owner]:
                raise StateError("meld_not_opened", owner=meld.owner)
        on_table = (c for m in self.table for c in m.cards)
        everywhere = Counter([*(c for hand in hands for c in hand), *self.stock, *self.discard, *on_table])
        if everywhere != FULL_DECK:
            extra = sorted(str(c) for c in (everywhere - FULL_DECK).elements())
            missing = sorted(str(c) for c in (FULL_DECK - everywhere).elements())
            raise StateError("cards_do_not_add_up", extra=extra, missing=missing)
        if self.taken is not None and (self.phase != PLAY or self.taken not in hands[turn]):
            raise StateError("taken_misplaced")
        if self.opened_now and (self.phase != PLAY or not self.opened[turn]):
            raise StateError("opened_now_misplaced")
        if self.phase != PLAY and not self.discard and result is None:
            raise StateError("discard_empty")
        if result is None:
            if not keeps_a_discard(len(hands[turn]), self.taken) or not all(hands[p] for p in self.playing):
                raise StateError("no_card_to_discard")
        elif result.closer is not None and (result.closer != turn or hands[turn]):
            raise StateError("wrong_closer")
        if result is not None:
            expected = self._void if result.void else closing_result(turn, hands, self.opened, self.opened_now, self.playing)
            if result != expected:
                raise StateError("wrong_result", expected=str(expected))
        self.validate_seats()

    def validate_seats(self) -> None:
        """At a table of two both players are in every round, so both are under the target."""
        if max(self.match_scores) >= self.options.target:
            raise StateError("target_reached")

    @property
    def _void(self) -> RoundResult:
        return void_result(self.PLAYERS)

    # -- the interface -----------------------------------------------------------------

    @property
    def round_over(self) -> bool:
        return self.result is not None

    def legal_moves(self) -> list[Move]:
        if self.result is not None:
            return []
        player = self.turn
        return legal_turn_moves(self.phase, self.hands[player], self.table, self.opened[player], self.taken)

    def parse_move(self, text: str) -> Move:
        return parse_move(text)

    def apply(self, move: Move) -> ScalaState:
        if not well_formed(move):
            raise IllegalMoveError("not_a_move", move=repr(move))
        if self.result is not None:
            raise IllegalMoveError("round_over")
        why = action_refusal(ACTION_OF[type(move)], self.phase, self.opened[self.turn], self.taken)
        if why is not None:
            raise why
        after = _APPLY[type(move)](self, move)
        return after._but(history=self.history + ((self.turn, move),))

    # -- the moves, once ``action_refusal`` allowed their kind --------------------------

    def _but(self, **changes: Any) -> ScalaState:
        """A copy with some fields changed: ``dataclasses.replace`` without its per-field
        checks, which cost most of a move (computer players apply many)."""
        assert changes.keys() <= self.__dict__.keys(), changes.keys()
        state = object.__new__(type(self))
        state.__dict__.update(self.__dict__, **changes)
        return state

    def _hands_with(self, hand: tuple[Card, ...]) -> tuple[tuple[Card, ...], ...]:
        turn = self.turn
        return self.hands[:turn] + (hand,) + self.hands[turn + 1 :]

    def _lay_down(
        self, cards: Sequence[Card], table: tuple[TableMeld, ...], joker_back: bool = False, **changes: Any
    ) -> ScalaState:
        """The state after ``cards`` left the hand for ``table`` (and, with ``joker_back``,
        a joker came back from it), checking the hand holds them and keeps a card to discard."""
        hand = _without(self.hands[self.turn], cards)
        if hand is None:
            missing = Counter(cards) - Counter(self.hands[self.turn])
            raise IllegalMoveError("not_held", cards=card_names(missing.elements()))
        if joker_back:
            hand = _with(hand, JOKER)
        taken = None if self.taken is not None and self.taken in cards else self.taken
        if not keeps_a_discard(len(hand), taken):
            if taken is not None:
                raise IllegalMoveError("keep_taken", card=str(taken))
            raise IllegalMoveError("keep_a_card")
        return self._but(hands=self._hands_with(hand), table=table, taken=taken, **changes)

    def _draw(self, move: DrawStock) -> ScalaState:
        stock, discard, rebuilt = self.stock, self.discard, self.rebuilt
        if not stock:
            if rebuilt or len(discard) < 2:
                return self._but(result=self._void)
            rest = list(discard[:-1])
            deal_rng(self.seed, self.round_no, "rebuild").shuffle(rest)
            stock, discard, rebuilt = tuple(rest), discard[-1:], True
        hand = _with(self.hands[self.turn], stock[-1])
        return self._but(
            hands=self._hands_with(hand), stock=stock[:-1], discard=discard, rebuilt=rebuilt, phase=PLAY
        )

    def _take(self, move: TakeDiscard) -> ScalaState:
        card = self.discard[-1]
        hand = _with(self.hands[self.turn], card)
        return self._but(hands=self._hands_with(hand), discard=self.discard[:-1], taken=card, phase=PLAY)

    def _return(self, move: ReturnDiscard) -> ScalaState:
        card = self.taken
        assert card is not None  # action_refusal refuses a return without a taken card
        hand = _without(self.hands[self.turn], (card,))
        assert hand is not None  # a taken card stays in hand until it is on the table
        return self._but(hands=self._hands_with(hand), discard=self.discard + (card,), taken=None, phase=STOCK)

    def _open(self, move: Open) -> ScalaState:
        player = self.turn
        if not move.melds:
            raise IllegalMoveError("empty_opening")
        melds = tuple(TableMeld.build(player, cards) for cards in move.melds)
        cards = [c for cards in move.melds for c in cards]
        points = sum(m.points for m in melds)
        if points < OPENING_POINTS:
            raise IllegalMoveError("below_40", points=points, needed=OPENING_POINTS)
        if self.taken is not None and self.taken not in cards:
            raise IllegalMoveError("taken_missing", card=str(self.taken))
        opened = self.opened[:player] + (True,) + self.opened[player + 1 :]
        return self._lay_down(cards, self.table + melds, opened=opened, opened_now=True)

    def _meld(self, move: Meld) -> ScalaState:
        meld = TableMeld.build(self.turn, move.cards)
        return self._lay_down(move.cards, self.table + (meld,))

    def _table_meld(self, index: int) -> TableMeld:
        if not 0 <= index < len(self.table):
            raise IllegalMoveError("no_such_meld", meld=index, melds=len(self.table))
        return self.table[index]

    def _replaced(self, index: int, meld: TableMeld) -> tuple[TableMeld, ...]:
        return self.table[:index] + (meld,) + self.table[index + 1 :]

    def _add(self, move: Add) -> ScalaState:
        meld = self._table_meld(move.meld)
        if move.card not in self.hands[self.turn]:
            raise IllegalMoveError("not_held", cards=[str(move.card)])
        grown = meld.with_card(move.card, move.low)
        return self._lay_down((move.card,), self._replaced(move.meld, grown))

    def _swap(self, move: SwapJoker) -> ScalaState:
        meld = self._table_meld(move.meld)
        if move.card not in self.hands[self.turn]:
            raise IllegalMoveError("not_held", cards=[str(move.card)])
        replaced = meld.with_joker_replaced(move.card)
        return self._lay_down((move.card,), self._replaced(move.meld, replaced), joker_back=True)

    def _discard(self, move: Discard) -> ScalaState:
        player = self.turn
        hand = _without(self.hands[player], (move.card,))
        if hand is None:
            raise IllegalMoveError("not_held", cards=[str(move.card)])
        state = self._but(hands=self._hands_with(hand), discard=self.discard + (move.card,))
        if hand:
            return state._but(turn=self.next_seat(player), phase=DRAW, opened_now=False)
        return state._but(result=closing_result(player, state.hands, self.opened, self.opened_now, self.playing))

    # -- scoring ---------------------------------------------------------------------

    @property
    def scores(self) -> tuple[int, ...]:
        if self.result is None:
            return self.match_scores
        return tuple(before + now for before, now in zip(self.match_scores, self.result.points, strict=True))

    @property
    def left_in(self) -> tuple[int, ...]:
        """The seats still in the match once this round is counted (``still_in``)."""
        return self.playing if self.result is None else still_in(self.playing, self.scores, self.options.target)

    @property
    def winner(self) -> int | None:
        """The last player left in, once the others reached the target."""
        left = self.left_in
        return left[0] if len(left) == 1 else None

    @property
    def game_over(self) -> bool:
        return self.winner is not None

    def round_summary(self) -> dict[str, Json]:
        result = self.result
        if result is None:
            raise IllegalMoveError("round_not_over")
        return {
            "game": self.GAME,
            "round": self.round_no,
            "target": self.options.target,
            "void": result.void,
            "closer": result.closer,
            "doubled": result.doubled,
            "players": self.players_summary(result),
            "lines": summary_lines(self.hands, self.opened, result, self.scores, self.playing),
            "game_over": self.game_over,
            "winner": self.winner,
        }

    def players_summary(self, result: RoundResult) -> list[Json]:
        """Each player's cards and count, for the round panel (``count.summary_players``)."""
        return list(summary_players(self.hands, self.opened, result, self.scores))

    # -- the text form ---------------------------------------------------------------

    def position(self) -> str:
        """One line: a header, then both hands, the stock and the discard pile (bottom
        to top) and the table, separated by ``|``:

        ``scala40/101 seed=7 round=0 dealer=1 turn=0 phase=play taken=- opened=1,0 now=1
        rebuilt=0 score=0-0 result=- | 2C 3C ... | ... | ... | 7H | 0:7H8H9H 0:QDQSQC``

        ``result`` is ``-`` in play, ``void``, or ``closer:points-points`` with
        ``:double`` when doubled. Every card is named, so it reads back exactly; the
        history is not part of it. A larger table names its size after the target
        (``scala40/101/three``), says who is out (``out=0,0,1``), and has a hand per seat.
        """
        result = self.result
        if result is None:
            result_text = "-"
        elif result.void:
            result_text = "void"
        else:
            result_text = f"{result.closer}:{_dashed(result.points)}" + (":double" if result.doubled else "")
        header = (
            f"{'/'.join([self.GAME, *self.options.words()])} seed={self.seed} "
            f"round={self.round_no} dealer={self.dealer} turn={self.turn} phase={self.phase} taken={self.taken or '-'} "
            f"opened={flags_text(self.opened)} now={int(self.opened_now)} rebuilt={int(self.rebuilt)} "
            f"score={_dashed(self.match_scores)} result={result_text}{self.seats_out_text()}"
        )
        table = " ".join(f"{m.owner}:{m.text}" for m in self.table) or "-"
        zones = [_zone_text(z) for z in (*self.hands, self.stock, self.discard)]
        return " | ".join([header, *zones, table])

    def seats_out_text(self) -> str:
        """The position's words for who is out: none at a table of two."""
        return ""

    @classmethod
    def from_position(cls, text: str) -> Self:
        """Read ``position()`` text back (with an empty history)."""
        players = cls.PLAYERS
        position = PositionText.read(cls.GAME, text, players + 3)
        kv, zones = position.fields, position.zones
        try:
            table = [] if zones[-1] == "-" else [meld.split(":") for meld in zones[-1].split()]
            data: dict[str, Json] = {
                "game": cls.GAME,
                **position.common(),
                **cls.seats_out_of(kv),
                "options": cls.OPTIONS.from_words(position.words).to_dict(),
                "phase": kv["phase"],
                "taken": None if kv["taken"] == "-" else kv["taken"],
                "opened": flags_of(kv["opened"], players),
                "opened_now": _flag(kv["now"]),
                "rebuilt": _flag(kv["rebuilt"]),
                "result": _result_from_text(kv["result"], players),
                "table": [{"owner": int(owner), "cards": card_names(parse_cards(cards))} for owner, cards in table],
                "history": [],
            }
        except (ValueError, KeyError) as exc:
            raise NotationError("bad_position", text=repr(text)) from exc
        *hands, stock, discard = (card_names(_parse_zone(z)) for z in zones[:-1])
        data.update(hands=list(hands), stock=stock, discard=discard)
        return cls.from_dict(data)

    @classmethod
    def seats_out_of(cls, fields: dict[str, str]) -> dict[str, Json]:
        """``seats_out_text`` read back as saved data (ValueError or KeyError if unreadable)."""
        return {}


_APPLY: dict[type, Callable[[ScalaState, Any], ScalaState]] = {
    DrawStock: ScalaState._draw,
    TakeDiscard: ScalaState._take,
    ReturnDiscard: ScalaState._return,
    Open: ScalaState._open,
    Meld: ScalaState._meld,
    Add: ScalaState._add,
    SwapJoker: ScalaState._swap,
    Discard: ScalaState._discard,
}


def _after(seat: int, seats: tuple[int, ...]) -> int:
    """The first of ``seats`` (in seat order) after ``seat``, going round the table."""
    return next((p for p in seats if p > seat), seats[0])


def _zone_text(cards: Iterable[Card]) -> str:
    return " ".join(map(str, cards)) or "-"


def _parse_zone(text: str) -> tuple[Card, ...]:
    return () if text == "-" else tuple(Card.parse(token) for token in text.split())


def _flag(text: str) -> bool:
    if text not in ("0", "1"):
        raise ValueError(f"{text!r} is not 0 or 1")
    return text == "1"


def flags_text(flags: Iterable[bool]) -> str:
    return ",".join(str(int(flag)) for flag in flags)


def flags_of(text: str, players: int) -> list[Json]:
    """``flags_text`` read back, one flag per seat (ValueError otherwise)."""
    flags: list[Json] = [_flag(word) for word in text.split(",")]
    if len(flags) != players:
        raise ValueError(text)
    return flags


def _dashed(numbers: Iterable[int]) -> str:
    return "-".join(map(str, numbers))


def _result_from_text(text: str, players: int) -> Json:
    if text == "-":
        return None
    if text == "void":
        return {"closer": None, "points": [0] * players, "doubled": False}
    closer, points, *double = text.split(":")
    if double not in ([], ["double"]):
        raise ValueError(text)
    return {"closer": int(closer), "points": [int(p) for p in points.split("-")], "doubled": bool(double)}

