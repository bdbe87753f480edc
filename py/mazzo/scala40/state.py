"""Scala 40 for two players: the full state, its moves, player views and the count.

A round: 13 cards each, one card face up on the discard pile, the rest is the
stock (its top is the end of the tuple, like the discard pile's). The
non-dealer starts. A turn is a draw, any lay-downs, and a discard; see
``moves`` for the notation and docs/scala40.md for the rules as implemented.
"""

from __future__ import annotations

import bisect
from collections import Counter
from dataclasses import dataclass
from typing import Any, Callable, ClassVar, Iterable, Sequence

from ..game import IllegalMoveError, NotationError, State, StateError, check_player, deal_rng, read_cards, read_pair
from .cards import DECK, FULL_DECK, HAND_SIZE, JOKER, Card, card_names, parse_cards, penalty
from .finder import OPENING_POINTS, find_additions, find_melds, find_openings, find_swaps
from .melds import TableMeld
from .moves import Add, Discard, DrawStock, Meld, Move, Open, ReturnDiscard, SwapJoker, TakeDiscard, parse_move, well_formed

TARGETS = (51, 101, 151, 201)
NEVER_OPENED = 100

#: Turn phases: "draw" (from the stock or the discard pile), "stock" (only the stock:
#: the taken discard was given back), "play" (lay down, then discard).
DRAW, STOCK, PLAY = "draw", "stock", "play"
PHASES = (DRAW, STOCK, PLAY)


@dataclass(frozen=True)
class ScalaOptions:
    """Table options: the points that lose the match."""

    target: int = 101

    def __post_init__(self) -> None:
        if self.target not in TARGETS:
            raise StateError(f"the target must be one of {', '.join(map(str, TARGETS))}")

    def to_dict(self) -> dict[str, Any]:
        return {"target": self.target}

    @classmethod
    def from_dict(cls, data: Any) -> ScalaOptions:
        if not isinstance(data, dict) or set(data) - {"target"}:
            raise StateError(f"options must be an object with at most a target, not {data!r}")
        return cls(**data)


@dataclass(frozen=True)
class RoundResult:
    """How a round ended: who closed (None: the stock ran out twice, a void round),
    the points each player takes, and whether they were doubled."""

    closer: int | None
    points: tuple[int, int]
    doubled: bool

    @property
    def void(self) -> bool:
        return self.closer is None


VOID = RoundResult(None, (0, 0), False)


def hand_points(hand: Iterable[Card], opened: bool) -> int:
    """What a player's hand costs at the end of a round: its cards, or 100 if never opened."""
    return sum(map(penalty, hand)) if opened else NEVER_OPENED


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


def _keeps_a_discard(cards_in_hand: int, taken: Card | None) -> bool:
    """You always keep one card to discard, and a taken card still to lay down is not one."""
    return cards_in_hand - (taken is not None) >= 1


def legal_turn_moves(
    phase: str, hand: tuple[Card, ...], table: Sequence[TableMeld], opened: bool, taken: Card | None
) -> list[Move]:
    """The moves ``legal_moves`` lists, from what the player to move knows.

    Draw phase: ``draw``, ``take``. Play phase, before opening: the openings of
    ``find_openings`` (with the taken card, if any). After opening: a ``meld`` for
    every combination of ``find_melds``, every single-card ``add``, every ``swap``.
    Then ``return`` while a taken card is not on the table, otherwise a ``discard``
    of each different card in hand. Lay-downs that would leave no card to discard
    are left out. ``apply`` also accepts any other legal lay-down.
    """
    if phase == DRAW:
        return [DrawStock(), TakeDiscard()]
    if phase == STOCK:
        return [DrawStock()]
    moves: list[Move] = []
    if not opened:
        moves.extend(Open(o.melds) for o in find_openings(hand, must_include=taken))
    else:
        size = len(hand)
        for meld in find_melds(hand):
            if _keeps_a_discard(size - len(meld), None if taken in meld else taken):
                moves.append(Meld(meld))
        for add in find_additions(hand, table):
            if _keeps_a_discard(size - 1, None if add.card == taken else taken):
                moves.append(add)
        moves.extend(find_swaps(hand, table))
    if taken is not None:
        moves.append(ReturnDiscard())
    else:
        moves.extend(Discard(card) for card in sorted(set(hand)))
    return moves



@dataclass(frozen=True)
class ScalaState(State[Move]):
    """A whole Scala 40 match at one moment: the round in play and the match score.

    ``turn`` and ``phase`` say who acts and how far the turn has gone; ``taken``
    is a card taken from the discard pile this turn and not yet on the table;
    ``opened_now`` whether the player to move opened during this turn (closing in
    the same turn doubles the other's points). ``match_scores`` are the totals
    before this round; ``result`` is set once the round is over. ``history`` lists
    this round's moves as (player, move): all public, since ``draw`` names no card.
    """

    GAME: ClassVar[str] = "scala40"

    options: ScalaOptions
    seed: int
    round_no: int
    dealer: int
    turn: int
    phase: str
    hands: tuple[tuple[Card, ...], tuple[Card, ...]]
    stock: tuple[Card, ...]
    discard: tuple[Card, ...]
    table: tuple[TableMeld, ...]
    opened: tuple[bool, bool]
    taken: Card | None
    opened_now: bool
    rebuilt: bool
    match_scores: tuple[int, int]
    result: RoundResult | None = None
    history: tuple[tuple[int, Move], ...] = ()

    # -- the interface -----------------------------------------------------------------

    @property
    def current_player(self) -> int | None:
        return None if self.result is not None else self.turn

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
            raise IllegalMoveError(f"not a Scala 40 move: {move!r}")
        if self.result is not None:
            raise IllegalMoveError("the round is over")
        after = _APPLY[type(move)](self, move)
        return after._but(history=self.history + ((self.turn, move),))

    # -- the moves -------------------------------------------------------------------

    def _but(self, **changes: Any) -> ScalaState:
        """A copy with some fields changed: ``dataclasses.replace`` without its per-field
        checks, which cost most of a move (computer players apply many)."""
        assert changes.keys() <= self.__dict__.keys(), changes.keys()
        state = object.__new__(ScalaState)
        state.__dict__.update(self.__dict__, **changes)
        return state

    def _expect(self, *phases: str) -> None:
        if self.phase in phases:
            return
        if self.phase == PLAY:
            raise IllegalMoveError("you have drawn already: lay down cards or discard")
        if self.phase == STOCK:
            raise IllegalMoveError("you gave the discard back: draw from the stock")
        raise IllegalMoveError("draw first: from the stock ('draw') or the discard pile ('take')")

    def _expect_opened(self, what: str) -> None:
        self._expect(PLAY)
        if not self.opened[self.turn]:
            raise IllegalMoveError(
                f"you have not opened yet: before you {what}, open with combinations worth "
                f"{OPENING_POINTS} points or more ('open')"
            )

    def _hands_with(self, hand: tuple[Card, ...]) -> tuple[tuple[Card, ...], tuple[Card, ...]]:
        return (hand, self.hands[1]) if self.turn == 0 else (self.hands[0], hand)

    def _lay_down(
        self, cards: Sequence[Card], table: tuple[TableMeld, ...], joker_back: bool = False, **changes: Any
    ) -> ScalaState:
        """The state after ``cards`` left the hand for ``table`` (and, with ``joker_back``,
        a joker came back from it), checking the hand holds them and keeps a card to discard."""
        hand = _without(self.hands[self.turn], cards)
        if hand is None:
            missing = Counter(cards) - Counter(self.hands[self.turn])
            raise IllegalMoveError(f"you do not hold {' '.join(map(str, missing.elements()))}")
        if joker_back:
            hand = _with(hand, JOKER)
        taken = None if self.taken is not None and self.taken in cards else self.taken
        if not _keeps_a_discard(len(hand), taken):
            if taken is not None:
                raise IllegalMoveError(
                    f"you must keep a card to discard, and {taken} (taken from the discard pile) cannot be it"
                )
            raise IllegalMoveError("you must keep a card to discard: you close by discarding, never by laying down")
        return self._but(hands=self._hands_with(hand), table=table, taken=taken, **changes)

    def _draw(self, move: DrawStock) -> ScalaState:
        self._expect(DRAW, STOCK)
        stock, discard, rebuilt = self.stock, self.discard, self.rebuilt
        if not stock:
            if rebuilt or len(discard) < 2:
                return self._but(result=VOID)
            rest = list(discard[:-1])
            deal_rng(self.seed, self.round_no, "rebuild").shuffle(rest)
            stock, discard, rebuilt = tuple(rest), discard[-1:], True
        hand = _with(self.hands[self.turn], stock[-1])
        return self._but(
            hands=self._hands_with(hand), stock=stock[:-1], discard=discard, rebuilt=rebuilt, phase=PLAY
        )

    def _take(self, move: TakeDiscard) -> ScalaState:
        if self.phase == STOCK:
            raise IllegalMoveError("you gave the discard back: now draw from the stock")
        self._expect(DRAW)
        card = self.discard[-1]
        hand = _with(self.hands[self.turn], card)
        return self._but(hands=self._hands_with(hand), discard=self.discard[:-1], taken=card, phase=PLAY)

    def _return(self, move: ReturnDiscard) -> ScalaState:
        self._expect(PLAY)
        card = self.taken
        if card is None:
            raise IllegalMoveError("there is no taken discard to give back")
        hand = _without(self.hands[self.turn], (card,))
        assert hand is not None  # a taken card stays in hand until it is on the table
        return self._but(hands=self._hands_with(hand), discard=self.discard + (card,), taken=None, phase=STOCK)

    def _open(self, move: Open) -> ScalaState:
        self._expect(PLAY)
        player = self.turn
        if self.opened[player]:
            raise IllegalMoveError("you have opened already: lay down new combinations with 'meld'")
        if not move.melds:
            raise IllegalMoveError("an opening needs at least one combination")
        melds = tuple(TableMeld.build(player, cards) for cards in move.melds)
        cards = [c for cards in move.melds for c in cards]
        points = sum(m.points for m in melds)
        if points < OPENING_POINTS:
            raise IllegalMoveError(f"an opening must be worth at least {OPENING_POINTS} points; this one is worth {points}")
        if self.taken is not None and self.taken not in cards:
            raise IllegalMoveError(
                f"you took {self.taken} from the discard pile before opening: it must be part of your opening "
                "(or give it back with 'return' and draw from the stock)"
            )
        opened = (True, self.opened[1]) if player == 0 else (self.opened[0], True)
        return self._lay_down(cards, self.table + melds, opened=opened, opened_now=True)

    def _meld(self, move: Meld) -> ScalaState:
        self._expect_opened("lay down a combination")
        meld = TableMeld.build(self.turn, move.cards)
        return self._lay_down(move.cards, self.table + (meld,))

    def _table_meld(self, index: Any) -> TableMeld:
        if type(index) is not int or not 0 <= index < len(self.table):
            raise IllegalMoveError(f"there is no combination {index!r} on the table (there are {len(self.table)})")
        return self.table[index]

    def _replaced(self, index: int, meld: TableMeld) -> tuple[TableMeld, ...]:
        return self.table[:index] + (meld,) + self.table[index + 1 :]

    def _add(self, move: Add) -> ScalaState:
        self._expect_opened("add cards to the table")
        meld = self._table_meld(move.meld)
        if move.card not in self.hands[self.turn]:
            raise IllegalMoveError(f"you do not hold {move.card}")
        grown = meld.with_card(move.card, move.low)
        return self._lay_down((move.card,), self._replaced(move.meld, grown))

    def _swap(self, move: SwapJoker) -> ScalaState:
        self._expect_opened("take a joker back")
        meld = self._table_meld(move.meld)
        if move.card not in self.hands[self.turn]:
            raise IllegalMoveError(f"you do not hold {move.card}")
        replaced = meld.with_joker_replaced(move.card)
        return self._lay_down((move.card,), self._replaced(move.meld, replaced), joker_back=True)

    def _discard(self, move: Discard) -> ScalaState:
        self._expect(PLAY)
        player = self.turn
        if self.taken is not None:
            raise IllegalMoveError(
                f"you took {self.taken} from the discard pile: put it on the table this turn, "
                "or give it back with 'return' and draw from the stock"
            )
        hand = _without(self.hands[player], (move.card,))
        if hand is None:
            raise IllegalMoveError(f"you do not hold {move.card}")
        state = self._but(hands=self._hands_with(hand), discard=self.discard + (move.card,))
        if hand:
            return state._but(turn=1 - player, phase=DRAW, opened_now=False)
        other = 1 - player
        points = hand_points(self.hands[other], self.opened[other]) * (2 if self.opened_now else 1)
        round_points = (0, points) if player == 0 else (points, 0)
        return state._but(result=RoundResult(player, round_points, self.opened_now))

    # -- scoring ---------------------------------------------------------------------

    @property
    def scores(self) -> tuple[int, int]:
        if self.result is None:
            return self.match_scores
        a, b = self.result.points
        return (self.match_scores[0] + a, self.match_scores[1] + b)

    @property
    def loser(self) -> int | None:
        """Whoever reached the target: that player loses the match."""
        if self.result is None:
            return None
        reached = [p for p, s in enumerate(self.scores) if s >= self.options.target]
        return reached[0] if reached else None

    @property
    def winner(self) -> int | None:
        loser = self.loser
        return None if loser is None else 1 - loser

    @property
    def game_over(self) -> bool:
        return self.loser is not None

    def next_round(self) -> ScalaState:
        if self.result is None:
            raise IllegalMoveError("the round is not over yet")
        if self.game_over:
            raise IllegalMoveError("the game is over")
        return deal(self.options, self.seed, self.round_no + 1, 1 - self.dealer, self.scores)

    def round_summary(self) -> dict[str, Any]:
        result = self.result
        if result is None:
            raise IllegalMoveError("the round is not over yet")
        players = []
        for player in (0, 1):
            hand = self.hands[player]
            players.append(
                {
                    "cards": card_names(hand),
                    "card_points": sum(map(penalty, hand)),
                    "opened": self.opened[player],
                    "closed": result.closer == player,
                    "round_points": result.points[player],
                    "total": self.scores[player],
                }
            )
        return {
            "game": self.GAME,
            "round": self.round_no,
            "target": self.options.target,
            "void": result.void,
            "closer": result.closer,
            "doubled": result.doubled,
            "players": players,
            "game_over": self.game_over,
            "winner": self.winner,
        }

    # -- what a player may see -------------------------------------------------------

    def view(self, player: int) -> ScalaView:
        check_player(player, "the viewer")
        return ScalaView(
            player=player,
            options=self.options,
            round_no=self.round_no,
            dealer=self.dealer,
            turn=self.current_player,
            phase=self.phase,
            hand=self.hands[player],
            opponent_hand_size=len(self.hands[1 - player]),
            stock_size=len(self.stock),
            discard=self.discard,
            table=self.table,
            opened=self.opened,
            taken=self.taken,
            opened_now=self.opened_now,
            rebuilt=self.rebuilt,
            match_scores=self.match_scores,
            result=self.result,
            history=self.history,
            scores=self.scores,
            game_over=self.game_over,
            winner=self.winner,
        )

    # -- text and data forms ---------------------------------------------------------

    def position(self) -> str:
        """One line: a header, then both hands, the stock and the discard pile (bottom
        to top) and the table, separated by ``|``:

        ``scala40/101 seed=7 round=0 dealer=1 turn=0 phase=play taken=- opened=1,0 now=1
        rebuilt=0 score=0-0 result=- | 2C 3C ... | ... | ... | 7H | 0:7H8H9H 0:QDQSQC``

        ``result`` is ``-`` in play, ``void``, or ``closer:points-points`` with
        ``:double`` when doubled. Every card is named, so it reads back exactly; the
        history is not part of it.
        """
        result = self.result
        if result is None:
            result_text = "-"
        elif result.void:
            result_text = "void"
        else:
            result_text = f"{result.closer}:{result.points[0]}-{result.points[1]}" + (":double" if result.doubled else "")
        header = (
            f"{self.GAME}/{self.options.target} seed={self.seed} round={self.round_no} dealer={self.dealer} "
            f"turn={self.turn} phase={self.phase} taken={self.taken or '-'} "
            f"opened={int(self.opened[0])},{int(self.opened[1])} now={int(self.opened_now)} "
            f"rebuilt={int(self.rebuilt)} score={self.match_scores[0]}-{self.match_scores[1]} result={result_text}"
        )
        table = " ".join(f"{m.owner}:{m.text}" for m in self.table) or "-"
        zones = [_zone_text(z) for z in (*self.hands, self.stock, self.discard)]
        return " | ".join([header, *zones, table])

    @classmethod
    def from_position(cls, text: str) -> ScalaState:
        """Read ``position()`` text back (with an empty history)."""
        if not isinstance(text, str):
            raise NotationError(f"not a Scala 40 position: {text!r}")
        parts = [p.strip() for p in text.split("|")]
        if len(parts) != 6:
            raise NotationError(f"a Scala 40 position has 6 fields separated by '|', got {len(parts)}")
        try:
            header, *pairs = parts[0].split()
            fields = dict(pair.split("=", 1) for pair in pairs)
            name, target = header.split("/")
            if name != cls.GAME:
                raise ValueError(header)
            score_a, score_b = fields["score"].split("-")
            opened_a, opened_b = fields["opened"].split(",")
            data = {
                "game": cls.GAME,
                "options": {"target": int(target)},
                "seed": int(fields["seed"]),
                "round": int(fields["round"]),
                "dealer": int(fields["dealer"]),
                "turn": int(fields["turn"]),
                "phase": fields["phase"],
                "taken": None if fields["taken"] == "-" else fields["taken"],
                "opened": [_flag(opened_a), _flag(opened_b)],
                "opened_now": _flag(fields["now"]),
                "rebuilt": _flag(fields["rebuilt"]),
                "scores": [int(score_a), int(score_b)],
                "result": _result_from_text(fields["result"]),
            }
            table = [] if parts[5] == "-" else [meld.split(":") for meld in parts[5].split()]
            data["table"] = [{"owner": int(owner), "cards": card_names(parse_cards(cards))} for owner, cards in table]
        except (ValueError, KeyError) as exc:
            raise NotationError(f"cannot read the Scala 40 position {parts[0]!r}: {exc}") from exc
        hand_a, hand_b, stock, discard = (card_names(_parse_zone(z)) for z in parts[1:5])
        data.update(hands=[hand_a, hand_b], stock=stock, discard=discard)
        return cls.from_dict(data)

    def to_dict(self) -> dict[str, Any]:
        result = self.result
        return {
            "game": self.GAME,
            "options": self.options.to_dict(),
            "seed": self.seed,
            "round": self.round_no,
            "dealer": self.dealer,
            "turn": self.turn,
            "phase": self.phase,
            "hands": [card_names(h) for h in self.hands],
            "stock": card_names(self.stock),
            "discard": card_names(self.discard),
            "table": [{"owner": m.owner, "cards": card_names(m.cards)} for m in self.table],
            "opened": list(self.opened),
            "taken": None if self.taken is None else str(self.taken),
            "opened_now": self.opened_now,
            "rebuilt": self.rebuilt,
            "scores": list(self.match_scores),
            "result": None
            if result is None
            else {"closer": result.closer, "points": list(result.points), "doubled": result.doubled},
            "history": [[player, str(move)] for player, move in self.history],
        }

    @classmethod
    def from_dict(cls, data: Any) -> ScalaState:
        try:
            return _state_from_dict(cls, data)
        except NotationError as exc:
            raise StateError(f"saved Scala 40 state has a bad card or move: {exc}") from exc
        except IllegalMoveError as exc:
            raise StateError(f"saved Scala 40 state has a bad combination: {exc}") from exc


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


def _zone_text(cards: Iterable[Card]) -> str:
    return " ".join(map(str, cards)) or "-"


def _parse_zone(text: str) -> tuple[Card, ...]:
    return () if text == "-" else tuple(Card.parse(token) for token in text.split())


def _flag(text: str) -> bool:
    if text not in ("0", "1"):
        raise ValueError(f"{text!r} is not 0 or 1")
    return text == "1"


def _result_from_text(text: str) -> dict[str, Any] | None:
    if text == "-":
        return None
    if text == "void":
        return {"closer": None, "points": [0, 0], "doubled": False}
    closer, points, *double = text.split(":")
    if double not in ([], ["double"]):
        raise ValueError(text)
    a, b = points.split("-")
    return {"closer": int(closer), "points": [int(a), int(b)], "doubled": bool(double)}


def _state_from_dict(cls: type[ScalaState], data: Any) -> ScalaState:
    if not isinstance(data, dict):
        raise StateError("a Scala 40 state must be a JSON object")
    required = {"game", "options", "seed", "round", "dealer", "turn", "phase", "hands", "stock", "discard", "table",
                "opened", "taken", "opened_now", "rebuilt", "scores", "result"}
    if not required <= set(data) <= required | {"history"}:
        raise StateError(f"a Scala 40 state needs exactly the fields {sorted(required)}, and may have a history")
    if data["game"] != cls.GAME:
        raise StateError(f"not a Scala 40 state: game is {data['game']!r}")
    options = ScalaOptions.from_dict(data["options"])
    for name in ("seed", "round"):
        if type(data[name]) is not int or data[name] < 0:
            raise StateError(f"{name} must be a non-negative integer")
    check_player(data["dealer"], "dealer")
    check_player(data["turn"], "turn")
    turn = data["turn"]
    if data["phase"] not in PHASES:
        raise StateError(f"phase must be one of {', '.join(PHASES)}, not {data['phase']!r}")
    for name in ("opened_now", "rebuilt"):
        if type(data[name]) is not bool:
            raise StateError(f"{name} must be true or false")

    def card_list(value: Any, what: str) -> tuple[Card, ...]:
        return read_cards(value, what, Card.parse)

    hands = tuple(card_list(h, "a hand") for h in read_pair(data["hands"], "hands"))
    if any(list(h) != sorted(h) for h in hands):
        raise StateError("a hand must be listed in card order")
    stock = card_list(data["stock"], "the stock")
    discard = card_list(data["discard"], "the discard pile")
    opened = read_pair(data["opened"], "opened")
    if any(type(o) is not bool for o in opened):
        raise StateError("opened must hold true or false for each player")
    if not isinstance(data["table"], list):
        raise StateError("the table must be a list of combinations")
    table = []
    for entry in data["table"]:
        if not isinstance(entry, dict) or set(entry) != {"owner", "cards"}:
            raise StateError("a table combination is an object with owner and cards")
        check_player(entry["owner"], "a combination's owner")
        if not opened[entry["owner"]]:
            raise StateError(f"player {entry['owner']} has a combination on the table without having opened")
        meld = TableMeld.build(entry["owner"], card_list(entry["cards"], "a combination"))
        if list(meld.cards) != list(card_list(entry["cards"], "a combination")):
            raise StateError(f"the set {meld.text} must be listed in table order")
        table.append(meld)
    everywhere = Counter([*hands[0], *hands[1], *stock, *discard, *(c for m in table for c in m.cards)])
    if everywhere != FULL_DECK:
        extra = sorted(str(c) for c in (everywhere - FULL_DECK).elements())
        missing = sorted(str(c) for c in (FULL_DECK - everywhere).elements())
        raise StateError(f"the 108 cards do not add up (extra: {extra or 'none'}, missing: {missing or 'none'})")
    taken = None if data["taken"] is None else Card.parse(data["taken"])
    scores = read_pair(data["scores"], "scores")
    if any(type(s) is not int or s < 0 for s in scores):
        raise StateError("scores must be non-negative integers")
    result = _result_from_dict(data["result"], hands, opened, data["opened_now"])
    phase = data["phase"]
    if taken is not None and (phase != PLAY or taken not in hands[turn]):
        raise StateError("a taken discard is in the hand of the player to move, during the play phase")
    if data["opened_now"] and (phase != PLAY or not opened[turn]):
        raise StateError("opened_now is only for the player to move, once opened, during the play phase")
    if phase != PLAY and not discard and result is None:
        raise StateError("the discard pile is never empty when a player is to draw")
    if result is None:
        if not _keeps_a_discard(len(hands[turn]), taken) or not hands[1 - turn]:
            raise StateError("each player keeps at least one card to discard while the round goes on")
    elif result.closer is not None and result.closer != turn:
        raise StateError("the player who closed is the one whose turn it was")
    if max(scores) >= options.target:
        raise StateError("scores before the round reach the target: that match was over already")
    if not isinstance(data.get("history", []), list):
        raise StateError("history must be a list")
    history = []
    for entry in data.get("history", []):
        if not isinstance(entry, list) or len(entry) != 2:
            raise StateError("a history entry is [player, move]")
        check_player(entry[0], "a history player")
        history.append((entry[0], parse_move(entry[1])))
    return cls(
        options=options,
        seed=data["seed"],
        round_no=data["round"],
        dealer=data["dealer"],
        turn=turn,
        phase=phase,
        hands=(hands[0], hands[1]),
        stock=stock,
        discard=discard,
        table=tuple(table),
        opened=(opened[0], opened[1]),
        taken=taken,
        opened_now=data["opened_now"],
        rebuilt=data["rebuilt"],
        match_scores=(scores[0], scores[1]),
        result=result,
        history=tuple(history),
    )


def _result_from_dict(
    data: Any, hands: Sequence[tuple[Card, ...]], opened: Sequence[bool], opened_now: bool
) -> RoundResult | None:
    """Read a round result and check it is the one the hands give (doubled when the
    closer opened in the closing turn)."""
    if data is None:
        return None
    if not isinstance(data, dict) or set(data) != {"closer", "points", "doubled"}:
        raise StateError("a round result is an object with closer, points and doubled")
    check_player(data["closer"], "the closer", allow_none=True)
    if type(data["doubled"]) is not bool or not isinstance(data["points"], list) or len(data["points"]) != 2:
        raise StateError("a round result has two points and a doubled flag")
    result = RoundResult(data["closer"], (data["points"][0], data["points"][1]), data["doubled"])
    closer = result.closer
    if closer is None:
        expected = VOID
    else:
        if hands[closer]:
            raise StateError("the player who closed has no cards left")
        other = 1 - closer
        points = hand_points(hands[other], opened[other]) * (2 if opened_now else 1)
        expected = RoundResult(closer, (0, points) if closer == 0 else (points, 0), opened_now)
    if result != expected:
        raise StateError(f"the round result does not match the hands: expected {expected}")
    return result


def deal(options: ScalaOptions, seed: int, round_no: int, dealer: int, scores: tuple[int, int]) -> ScalaState:
    """Shuffle and deal a round: 13 cards each, then turn up the first card that is
    not a joker (a joker turned up goes back under the stock)."""
    deck = list(DECK)
    deal_rng(seed, round_no).shuffle(deck)
    first = 1 - dealer
    hands: list[tuple[Card, ...]] = [(), ()]
    hands[first] = tuple(sorted(deck[0 : 2 * HAND_SIZE : 2]))
    hands[dealer] = tuple(sorted(deck[1 : 2 * HAND_SIZE : 2]))
    stock = deck[2 * HAND_SIZE :]
    while stock[-1] == JOKER:
        stock.insert(0, stock.pop())
    face_up = stock.pop()
    return ScalaState(
        options=options,
        seed=seed,
        round_no=round_no,
        dealer=dealer,
        turn=first,
        phase=DRAW,
        hands=(hands[0], hands[1]),
        stock=tuple(stock),
        discard=(face_up,),
        table=(),
        opened=(False, False),
        taken=None,
        opened_now=False,
        rebuilt=False,
        match_scores=scores,
    )


def new_game(seed: int, options: ScalaOptions | None = None) -> ScalaState:
    """A new match from ``seed``: the first dealer is drawn from the seed too."""
    if type(seed) is not int or seed < 0:
        raise StateError("the seed must be a non-negative integer")
    dealer = deal_rng(seed, "dealer").randrange(2)
    return deal(options or ScalaOptions(), seed, 0, dealer, (0, 0))


@dataclass(frozen=True)
class ScalaView:
    """What one player knows: own hand, the discard pile, the table (with what each
    joker stands for), the other hand's size, the stock's size, the round's moves
    and the scores."""

    player: int
    options: ScalaOptions
    round_no: int
    dealer: int
    turn: int | None
    phase: str
    hand: tuple[Card, ...]
    opponent_hand_size: int
    stock_size: int
    discard: tuple[Card, ...]
    table: tuple[TableMeld, ...]
    opened: tuple[bool, bool]
    taken: Card | None
    opened_now: bool
    rebuilt: bool
    match_scores: tuple[int, int]
    result: RoundResult | None
    history: tuple[tuple[int, Move], ...]
    scores: tuple[int, int]
    game_over: bool
    winner: int | None

    def legal_moves(self) -> list[Move]:
        """This player's legal moves (none unless it is their turn)."""
        if self.turn != self.player:
            return []
        return legal_turn_moves(self.phase, self.hand, self.table, self.opened[self.player], self.taken)

    def unseen(self) -> tuple[Card, ...]:
        """The cards this player cannot see: the other hand and the stock, in card order."""
        seen = Counter([*self.hand, *self.discard, *(c for m in self.table for c in m.cards)])
        return tuple(sorted((FULL_DECK - seen).elements()))

    def complete(self, opponent_hand: Sequence[Card], stock: Sequence[Card], seed: int = 0) -> ScalaState:
        """A full state consistent with this view, given a guess of the hidden cards
        (``stock`` from bottom to top). For the computer players' searches; the seed
        only decides a later stock rebuild."""
        if self.turn is None:
            raise StateError("the round is over: there is nothing left to imagine")
        if sorted([*opponent_hand, *stock]) != list(self.unseen()):
            raise StateError("the guessed hidden cards are not this view's unseen cards")
        if len(opponent_hand) != self.opponent_hand_size or len(stock) != self.stock_size:
            raise StateError("the guessed hidden cards do not match the hand and stock sizes")
        hands: list[tuple[Card, ...]] = [(), ()]
        hands[self.player], hands[1 - self.player] = self.hand, tuple(sorted(opponent_hand))
        return ScalaState(
            options=self.options,
            seed=seed,
            round_no=self.round_no,
            dealer=self.dealer,
            turn=self.turn,
            phase=self.phase,
            hands=(hands[0], hands[1]),
            stock=tuple(stock),
            discard=self.discard,
            table=self.table,
            opened=self.opened,
            taken=self.taken,
            opened_now=self.opened_now,
            rebuilt=self.rebuilt,
            match_scores=self.match_scores,
            history=self.history,
        )

    def to_dict(self) -> dict[str, Any]:
        result = self.result
        return {
            "game": ScalaState.GAME,
            "player": self.player,
            "options": self.options.to_dict(),
            "round": self.round_no,
            "dealer": self.dealer,
            "turn": self.turn,
            "phase": self.phase,
            "hand": card_names(self.hand),
            "opponent_hand_size": self.opponent_hand_size,
            "stock_size": self.stock_size,
            "discard": card_names(self.discard),
            "table": [m.to_dict() for m in self.table],
            "opened": list(self.opened),
            "taken": None if self.taken is None else str(self.taken),
            "opened_now": self.opened_now,
            "rebuilt": self.rebuilt,
            "match_scores": list(self.match_scores),
            "scores": list(self.scores),
            "history": [[player, str(move)] for player, move in self.history],
            "legal_moves": [str(m) for m in self.legal_moves()],
            "round_over": result is not None,
            "void": result is not None and result.void,
            "closer": None if result is None else result.closer,
            "game_over": self.game_over,
            "winner": self.winner,
        }
