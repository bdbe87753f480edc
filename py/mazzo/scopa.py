"""Scopa for two players: cards, moves, the full state, player views and the count.

Notation: a card is its rank and suit, ``7D`` (ranks ``A 2 3 4 5 6 7 J Q K`` for
values 1-10; suits ``D H S C`` for coins, cups, swords, batons, the French
equivalents diamonds, hearts, spades, clubs). A move is the card played, then
``x`` and the captured cards joined by ``+``: ``QCx5D+4S``; a card laid on the
table without capturing is just ``QC``.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass, field, replace
from typing import Any, ClassVar, Iterable, NamedTuple, Sequence

from .game import IllegalMoveError, NotationError, State, StateError, check_player, deal_rng, read_cards, read_pair

RANKS = "A234567JQK"
SUITS = "DHSC"
COINS = "D"
TARGETS = (11, 16, 21, 31)
HAND_SIZE = 3
TABLE_SIZE = 4
KINGS_FOR_REDEAL = 3

#: Primiera value of each card value: 7=21, 6=18, Ace=16, 5=15, 4=14, 3=13, 2=12, face cards 10.
PRIMIERA = {7: 21, 6: 18, 1: 16, 5: 15, 4: 14, 3: 13, 2: 12, 8: 10, 9: 10, 10: 10}
#: Napola scores once Ace, 2 and 3 of coins are held: 3 points, one more per card continuing the run.
NAPOLA_MIN_RUN = 3


class Card(NamedTuple):
    """One of the 40 cards: value 1-10 (8 Jack/Fante, 9 Knight/Cavallo, 10 King/Re), suit D/H/S/C."""

    value: int
    suit: str

    def __str__(self) -> str:
        return RANKS[self.value - 1] + self.suit

    @classmethod
    def parse(cls, text: str) -> Card:
        if not isinstance(text, str) or len(text) != 2 or text[0] not in RANKS or text[1] not in SUITS:
            raise NotationError(f"not a Scopa card: {text!r} (expected e.g. 7D, KS, AH)")
        return cls(RANKS.index(text[0]) + 1, text[1])


DECK: tuple[Card, ...] = tuple(Card(value, suit) for suit in SUITS for value in range(1, 11))
SETTEBELLO = Card(7, COINS)


def cards_text(cards: Iterable[Card]) -> str:
    return " ".join(map(str, cards)) or "-"


def parse_cards(text: str) -> tuple[Card, ...]:
    return () if text.strip() == "-" else tuple(Card.parse(token) for token in text.split())


def card_names(cards: Iterable[Card]) -> list[str]:
    return [str(c) for c in cards]


@dataclass(frozen=True, slots=True)
class Play:
    """Play ``card``; capture ``captures`` from the table (empty: lay it down)."""

    card: Card
    captures: tuple[Card, ...] = ()

    def __post_init__(self) -> None:
        # One canonical order, so equal moves compare equal and print alike.
        object.__setattr__(self, "captures", tuple(sorted(self.captures, key=DECK.index)))

    def __str__(self) -> str:
        if not self.captures:
            return str(self.card)
        return f"{self.card}x{'+'.join(map(str, self.captures))}"

    @classmethod
    def parse(cls, text: str) -> Play:
        if not isinstance(text, str):
            raise NotationError(f"not a Scopa move: {text!r}")
        card_text, sep, captured = text.strip().partition("x")
        if sep and not captured:
            raise NotationError(f"not a Scopa move: {text!r} (nothing after 'x')")
        captures = tuple(Card.parse(c) for c in captured.split("+")) if sep else ()
        if len(set(captures)) != len(captures):
            raise NotationError(f"not a Scopa move: {text!r} (a card captured twice)")
        return cls(Card.parse(card_text), captures)


def capture_options(card: Card, table: Sequence[Card]) -> list[tuple[Card, ...]]:
    """Every capture ``card`` may make from ``table``, in a fixed order.

    Same value first: if the table holds cards of the played value, the only
    options are each of those cards alone. Otherwise every set of two or more
    table cards adding up to the value. No option means the card is laid down.
    """
    value = card.value
    same = [(c,) for c in table if c.value == value]
    if same:
        return same
    options: list[tuple[Card, ...]] = []
    candidates = sorted((c for c in table if c.value < value), key=DECK.index)

    def extend(start: int, remaining: int, chosen: tuple[Card, ...]) -> None:
        for i in range(start, len(candidates)):
            c = candidates[i]
            if c.value == remaining:
                if chosen:
                    options.append(chosen + (c,))
            elif c.value < remaining:
                extend(i + 1, remaining - c.value, chosen + (c,))

    extend(0, value, ())
    return options


def legal_plays(hand: Sequence[Card], table: Sequence[Card]) -> list[Play]:
    """The legal moves for ``hand`` on ``table``: hand order, then capture order."""
    moves = []
    for card in hand:
        options = capture_options(card, table)
        if options:
            moves.extend(Play(card, option) for option in options)
        else:
            moves.append(Play(card))
    return moves


def explain_illegal(move: Play, hand: Sequence[Card], table: Sequence[Card]) -> str | None:
    """Why ``move`` breaks a rule, in words; None when it is legal."""
    if move.card not in hand:
        return f"{move.card} is not in your hand"
    missing = [c for c in move.captures if c not in table]
    if missing:
        return f"{cards_text(missing)} {'is' if len(missing) == 1 else 'are'} not on the table"
    options = capture_options(move.card, table)
    if move.captures in options or (not move.captures and not options):
        return None
    if not move.captures:
        return f"{move.card} can capture, and a card that can capture must capture"
    same = [c for c in table if c.value == move.card.value]
    if same and len(move.captures) > 1:
        return f"same value first: {move.card} must take {' or '.join(map(str, same))}, not a sum"
    total = sum(c.value for c in move.captures)
    return f"{'+'.join(map(str, move.captures))} adds up to {total}, not {move.card.value}"


@dataclass(frozen=True)
class ScopaOptions:
    """Table options: the napola rule and the points that win the game."""

    napola: bool = False
    target: int = 11

    def __post_init__(self) -> None:
        if not isinstance(self.napola, bool):
            raise StateError("napola must be true or false")
        if self.target not in TARGETS:
            raise StateError(f"the target must be one of {', '.join(map(str, TARGETS))}")

    def to_dict(self) -> dict[str, Any]:
        return {"napola": self.napola, "target": self.target}

    @classmethod
    def from_dict(cls, data: Any) -> ScopaOptions:
        if not isinstance(data, dict) or set(data) - {"napola", "target"}:
            raise StateError(f"options must be an object with napola and target, not {data!r}")
        return cls(napola=data.get("napola", False), target=data.get("target", 11))


def primiera(cards: Iterable[Card]) -> int | None:
    """Sum of the best primiera card of each suit; None when a suit is missing."""
    best: dict[str, int] = {}
    for card in cards:
        points = PRIMIERA[card.value]
        if points > best.get(card.suit, 0):
            best[card.suit] = points
    return sum(best.values()) if len(best) == len(SUITS) else None


def napola_run(cards: Iterable[Card]) -> int:
    """Length of the run of coins from the Ace up, or 0 when it is shorter than Ace-2-3."""
    coins = {card.value for card in cards if card.suit == COINS}
    run = 0
    while run + 1 in coins:
        run += 1
    return run if run >= NAPOLA_MIN_RUN else 0


@dataclass(frozen=True)
class PlayerCount:
    """One player's count at the end of a round, category by category."""

    cards: int
    coins: int
    settebello: bool
    primiera: int | None
    scopas: int
    napola: int
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


def count_round(piles: Sequence[Sequence[Card]], scopas: Sequence[int], napola: bool) -> tuple[PlayerCount, PlayerCount]:
    """Score a round from both capture piles and scopa counts, line by line."""
    raw = []
    for pile, n_scopas in zip(piles, scopas):
        raw.append(
            dict(
                cards=len(pile),
                coins=sum(1 for c in pile if c.suit == COINS),
                settebello=SETTEBELLO in pile,
                primiera=primiera(pile),
                scopas=n_scopas,
                napola=napola_run(pile) if napola else 0,
            )
        )
    a, b = raw
    lines = {
        "cards": _most(a["cards"], b["cards"]),
        "coins": _most(a["coins"], b["coins"]),
        "settebello": (int(a["settebello"]), int(b["settebello"])),
        "primiera": _most(a["primiera"], b["primiera"]),
        "scopa": (a["scopas"], b["scopas"]),
    }
    if napola:
        lines["napola"] = (a["napola"], b["napola"])
    counts = tuple(
        PlayerCount(**fields, points={name: pts[i] for name, pts in lines.items()}) for i, fields in enumerate(raw)
    )
    return counts  # type: ignore[return-value]



@dataclass(frozen=True)
class ScopaState(State[Play]):
    """A whole Scopa game at one moment: the round in play and the match score.

    ``deck`` is dealt from its front. ``history`` lists this round's plays as
    (player, move). ``scopas`` keeps, per player, the card that made each scopa
    (the table shows it crosswise in the pile).
    """

    GAME: ClassVar[str] = "scopa"

    options: ScopaOptions
    seed: int
    round_no: int
    dealer: int
    turn: int
    hands: tuple[tuple[Card, ...], tuple[Card, ...]]
    table: tuple[Card, ...]
    deck: tuple[Card, ...]
    piles: tuple[tuple[Card, ...], tuple[Card, ...]]
    scopas: tuple[tuple[Card, ...], tuple[Card, ...]]
    last_capturer: int | None
    match_scores: tuple[int, int]
    history: tuple[tuple[int, Play], ...] = ()

    # -- the interface -----------------------------------------------------------------

    @property
    def current_player(self) -> int | None:
        return None if self.round_over else self.turn

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
            raise IllegalMoveError(f"not a Scopa move: {move!r}")
        if self.round_over:
            raise IllegalMoveError("the round is over")
        player = self.turn
        why = explain_illegal(move, self.hands[player], self.table)
        if why:
            raise IllegalMoveError(why)
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
    def scores(self) -> tuple[int, int]:
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

    def next_round(self) -> ScopaState:
        if not self.round_over:
            raise IllegalMoveError("the round is not over yet")
        if self.game_over:
            raise IllegalMoveError("the game is over")
        return deal(self.options, self.seed, self.round_no + 1, 1 - self.dealer, self.scores)

    def round_summary(self) -> dict[str, Any]:
        count = self.count
        if count is None:
            raise IllegalMoveError("the round is not over yet")
        players = []
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
        return {
            "game": self.GAME,
            "round": self.round_no,
            "napola": self.options.napola,
            "target": self.options.target,
            "players": players,
            "game_over": self.game_over,
            "winner": self.winner,
        }

    # -- what a player may see -------------------------------------------------------

    def view(self, player: int) -> ScopaView:
        check_player(player, "the viewer")
        return ScopaView(
            player=player,
            options=self.options,
            round_no=self.round_no,
            dealer=self.dealer,
            turn=self.current_player,
            hand=self.hands[player],
            opponent_hand_size=len(self.hands[1 - player]),
            table=self.table,
            deck_size=len(self.deck),
            piles=self.piles,
            scopas=self.scopas,
            last_capturer=self.last_capturer,
            match_scores=self.match_scores,
            history=self.history,
            scores=self.scores,
            game_over=self.game_over,
            winner=self.winner,
        )

    # -- text and data forms ---------------------------------------------------------

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
        parts = [p.strip() for p in text.split("|")]
        if len(parts) != 9:
            raise NotationError(f"a Scopa position has 9 fields separated by '|', got {len(parts)}")
        try:
            header, *pairs = parts[0].split()
            kv = dict(pair.split("=", 1) for pair in pairs)
            name, target, *flags = header.split("/")
            if name != cls.GAME or set(flags) - {"napola"}:
                raise ValueError(header)
            score_a, score_b = kv["score"].split("-")
            data = {
                "options": {"napola": "napola" in flags, "target": int(target)},
                "seed": int(kv["seed"]),
                "round": int(kv["round"]),
                "dealer": int(kv["dealer"]),
                "turn": int(kv["turn"]),
                "scores": [int(score_a), int(score_b)],
                "last_capturer": None if kv["last"] == "-" else int(kv["last"]),
            }
        except (ValueError, KeyError) as exc:
            raise NotationError(f"cannot read the position header {parts[0]!r}") from exc
        hands, table, deck, piles, scopas = parts[1:3], parts[3], parts[4], parts[5:7], parts[7:9]
        data.update(
            hands=[card_names(parse_cards(h)) for h in hands],
            table=card_names(parse_cards(table)),
            deck=card_names(parse_cards(deck)),
            piles=[card_names(parse_cards(p)) for p in piles],
            scopas=[card_names(parse_cards(s)) for s in scopas],
            history=[],
        )
        return cls.from_dict({"game": cls.GAME, **data})

    def to_dict(self) -> dict[str, Any]:
        return {
            "game": self.GAME,
            "options": self.options.to_dict(),
            "seed": self.seed,
            "round": self.round_no,
            "dealer": self.dealer,
            "turn": self.turn,
            "hands": [card_names(h) for h in self.hands],
            "table": card_names(self.table),
            "deck": card_names(self.deck),
            "piles": [card_names(p) for p in self.piles],
            "scopas": [card_names(s) for s in self.scopas],
            "last_capturer": self.last_capturer,
            "scores": list(self.match_scores),
            "history": [[player, str(move)] for player, move in self.history],
        }

    @classmethod
    def from_dict(cls, data: Any) -> ScopaState:
        try:
            return _state_from_dict(cls, data)
        except NotationError as exc:
            raise StateError(f"saved Scopa state has a bad card or move: {exc}") from exc


def _state_from_dict(cls: type[ScopaState], data: Any) -> ScopaState:
    if not isinstance(data, dict):
        raise StateError("a Scopa state must be a JSON object")
    expected = {"game", "options", "seed", "round", "dealer", "turn", "hands", "table", "deck", "piles", "scopas",
                "last_capturer", "scores", "history"}
    if set(data) != expected:
        raise StateError(f"a Scopa state needs exactly the fields {sorted(expected)}")
    if data["game"] != cls.GAME:
        raise StateError(f"not a Scopa state: game is {data['game']!r}")
    for name in ("seed", "round"):
        if type(data[name]) is not int or data[name] < 0:
            raise StateError(f"{name} must be a non-negative integer")
    check_player(data["dealer"], "dealer")
    check_player(data["turn"], "turn")
    check_player(data["last_capturer"], "last_capturer", allow_none=True)

    def card_list(value: Any, what: str) -> tuple[Card, ...]:
        return read_cards(value, what, Card.parse)

    hands = tuple(card_list(h, "a hand") for h in read_pair(data["hands"], "hands"))
    piles = tuple(card_list(p, "a capture pile") for p in read_pair(data["piles"], "piles"))
    scopas = tuple(card_list(s, "scopa cards") for s in read_pair(data["scopas"], "scopas"))
    table = card_list(data["table"], "the table")
    deck = card_list(data["deck"], "the deck")
    everywhere = [*hands[0], *hands[1], *table, *deck, *piles[0], *piles[1]]
    if len(everywhere) != len(DECK) or set(everywhere) != set(DECK):
        duplicated = sorted({str(c) for c in everywhere if everywhere.count(c) > 1})
        missing = sorted(str(c) for c in set(DECK) - set(everywhere))
        raise StateError(f"the 40 cards do not add up (duplicated: {duplicated or 'none'}, missing: {missing or 'none'})")
    if any(len(h) > HAND_SIZE for h in hands):
        raise StateError(f"a hand holds at most {HAND_SIZE} cards")
    for player in (0, 1):
        if not set(scopas[player]) <= set(piles[player]):
            raise StateError("a scopa card must be in its player's capture pile")
    scores = read_pair(data["scores"], "scores")
    if any(type(s) is not int or s < 0 for s in scores):
        raise StateError("scores must be non-negative integers")
    if not isinstance(data["history"], list):
        raise StateError("history must be a list")
    history = []
    for entry in data["history"]:
        if not isinstance(entry, list) or len(entry) != 2:
            raise StateError("a history entry is [player, move]")
        check_player(entry[0], "a history player")
        history.append((entry[0], Play.parse(entry[1])))
    return cls(
        options=ScopaOptions.from_dict(data["options"]),
        seed=data["seed"],
        round_no=data["round"],
        dealer=data["dealer"],
        turn=data["turn"],
        hands=(hands[0], hands[1]),
        table=table,
        deck=deck,
        piles=(piles[0], piles[1]),
        scopas=(scopas[0], scopas[1]),
        last_capturer=data["last_capturer"],
        match_scores=(scores[0], scores[1]),
        history=tuple(history),
    )


def best_primiera_cards(cards: Iterable[Card]) -> tuple[Card, ...]:
    """The card that counts for primiera in each suit the player holds, suit by suit."""
    best: dict[str, Card] = {}
    for card in cards:
        held = best.get(card.suit)
        if held is None or PRIMIERA[card.value] > PRIMIERA[held.value]:
            best[card.suit] = card
    return tuple(best[s] for s in SUITS if s in best)


def shuffled_deck(seed: int, round_no: int, attempt: int) -> list[Card]:
    deck = list(DECK)
    deal_rng(seed, round_no, attempt).shuffle(deck)
    return deck


def deal(options: ScopaOptions, seed: int, round_no: int, dealer: int, scores: tuple[int, int]) -> ScopaState:
    """Shuffle and deal a round: three cards each, four on the table; again on three Kings."""
    attempt = 0
    while True:
        deck = shuffled_deck(seed, round_no, attempt)
        table = deck[2 * HAND_SIZE : 2 * HAND_SIZE + TABLE_SIZE]
        if sum(1 for c in table if c.value == 10) < KINGS_FOR_REDEAL:
            break
        attempt += 1
    first = 1 - dealer
    hands = [(), ()]
    hands[first], hands[dealer] = tuple(deck[:HAND_SIZE]), tuple(deck[HAND_SIZE : 2 * HAND_SIZE])
    return ScopaState(
        options=options,
        seed=seed,
        round_no=round_no,
        dealer=dealer,
        turn=first,
        hands=(hands[0], hands[1]),
        table=tuple(table),
        deck=tuple(deck[2 * HAND_SIZE + TABLE_SIZE :]),
        piles=((), ()),
        scopas=((), ()),
        last_capturer=None,
        match_scores=scores,
    )


def new_game(seed: int, options: ScopaOptions | None = None) -> ScopaState:
    """A new game from ``seed``: the first dealer is drawn from the seed too."""
    if type(seed) is not int or seed < 0:
        raise StateError("the seed must be a non-negative integer")
    dealer = deal_rng(seed, "dealer").randrange(2)
    return deal(options or ScopaOptions(), seed, 0, dealer, (0, 0))


@dataclass(frozen=True)
class ScopaView:
    """What one player knows: own hand, the table, both capture piles (every capture
    was seen), the other hand's size, the deck's size, scores and the round's plays."""

    player: int
    options: ScopaOptions
    round_no: int
    dealer: int
    turn: int | None
    hand: tuple[Card, ...]
    opponent_hand_size: int
    table: tuple[Card, ...]
    deck_size: int
    piles: tuple[tuple[Card, ...], tuple[Card, ...]]
    scopas: tuple[tuple[Card, ...], tuple[Card, ...]]
    last_capturer: int | None
    match_scores: tuple[int, int]
    history: tuple[tuple[int, Play], ...]
    scores: tuple[int, int]
    game_over: bool
    winner: int | None

    def legal_moves(self) -> list[Play]:
        """This player's legal moves (none unless it is their turn)."""
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
        if self.turn is None:
            raise StateError("the round is over: there is nothing left to imagine")
        if sorted([*opponent_hand, *deck]) != sorted(self.unseen()):
            raise StateError("the guessed hidden cards are not this view's unseen cards")
        if len(opponent_hand) != self.opponent_hand_size or len(deck) != self.deck_size:
            raise StateError("the guessed hidden cards do not match the hand and deck sizes")
        hands = [(), ()]
        hands[self.player], hands[1 - self.player] = self.hand, tuple(opponent_hand)
        return ScopaState(
            options=self.options,
            seed=seed,
            round_no=self.round_no,
            dealer=self.dealer,
            turn=self.turn,
            hands=(hands[0], hands[1]),
            table=self.table,
            deck=tuple(deck),
            piles=self.piles,
            scopas=self.scopas,
            last_capturer=self.last_capturer,
            match_scores=self.match_scores,
            history=self.history,
        )

    def to_dict(self) -> dict[str, Any]:
        return {
            "game": ScopaState.GAME,
            "player": self.player,
            "options": self.options.to_dict(),
            "round": self.round_no,
            "dealer": self.dealer,
            "turn": self.turn,
            "hand": card_names(self.hand),
            "opponent_hand_size": self.opponent_hand_size,
            "table": card_names(self.table),
            "deck_size": self.deck_size,
            "piles": [card_names(p) for p in self.piles],
            "scopas": [card_names(s) for s in self.scopas],
            "last_capturer": self.last_capturer,
            "match_scores": list(self.match_scores),
            "scores": list(self.scores),
            "history": [[player, str(move)] for player, move in self.history],
            "legal_moves": [str(m) for m in self.legal_moves()],
            "round_over": self.turn is None,
            "game_over": self.game_over,
            "winner": self.winner,
        }


def events(before: ScopaState, move: Play, after: ScopaState, viewer: int) -> list[dict[str, Any]]:
    """What ``viewer`` saw happen in one move, in order, for the table's animations."""
    player = before.turn
    out: list[dict[str, Any]] = [
        {"type": "play", "player": player, "card": str(move.card), "captures": [str(c) for c in move.captures]}
    ]
    if len(after.scopas[player]) > len(before.scopas[player]):
        out.append({"type": "scopa", "player": player, "card": str(move.card)})
    if len(after.deck) < len(before.deck):
        out.append({"type": "deal", "hand": [str(c) for c in after.hands[viewer]], "deck_size": len(after.deck)})
    if after.round_over:
        left = [c for c in before.table if c not in move.captures] + ([] if move.captures else [move.card])
        if left and after.last_capturer is not None:
            out.append({"type": "sweep", "player": after.last_capturer, "cards": card_names(left)})
        out.append({"type": "round_over", "scores": list(after.scores)})
        if after.game_over:
            out.append({"type": "game_over", "winner": after.winner, "scores": list(after.scores)})
    return out
