"""Briscola for two players: the options and the full state, with its moves, its count and its text form.

Built as Scopa's state is (``mazzo.scopa.state``): every field declared once, from which
saving, loading and the views follow. A move is the card played (a Scopa ``Card``).

The stock is drawn from its front and its last card is the face-up briscola, so the
stock's size is every card still to draw and the briscola is the last one drawn. The
``briscola`` field keeps that card after it is drawn: its suit stays trumps.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field, replace

from ..fields import (
    NATURAL,
    SEAT,
    Options,
    card_of,
    choice,
    counted,
    history,
    optional,
    options_codec,
    owned,
    per_seat,
    public,
    secret,
)
from ..game import IllegalMoveError, Json, NotationError, PositionText, State, StateError, deal_rng
from ..scopa.cards import CARDS, DECK, Card, card_names, cards_text, parse_cards
from .cards import COUNT_LINES, HALF, POINTS, TRICKS, Trick, card_points_of, leader_of, won_piles

TARGETS = (1, 2, 3)
HAND_SIZE = 3
#: Cards in the stock after the deal, the face-up briscola among them.
STOCK_AT_DEAL = len(DECK) - 2 * HAND_SIZE
TRICKS_PER_HAND = len(DECK) // 2
CARD = card_of(Card.parse)


@dataclass(frozen=True)
class BriscolaOptions(Options):
    """Table options: the hands that win the match, and whether the table shows the running points."""

    target: int = choice(TARGETS, default=1)
    show_points: bool = choice((False, True), default=False)


@dataclass(frozen=True)
class BriscolaState(State[Card, BriscolaOptions]):
    """A whole Briscola match at one moment: the hand in play and the hands won so far.

    ``led`` is the card led to the trick in play (None between tricks), ``tricks`` every
    trick finished this hand, ``history`` this hand's plays as (player, card).
    ``match_scores`` are the hands each player won before this one.
    """

    GAME = "briscola"
    OPTIONS = BriscolaOptions

    options: BriscolaOptions = field(metadata=public(options_codec(BriscolaOptions)))
    seed: int = field(metadata=secret(NATURAL))
    round_no: int = field(metadata=public(NATURAL, key="round"))
    dealer: int = field(metadata=public(SEAT))
    turn: int = field(metadata=public(SEAT))
    hands: tuple[tuple[Card, ...], ...] = field(metadata=owned(CARDS, own="hand"))
    briscola: Card = field(metadata=public(CARD))
    stock: tuple[Card, ...] = field(metadata=counted(CARDS))
    led: Card | None = field(metadata=public(optional(CARD)))
    tricks: tuple[Trick, ...] = field(metadata=public(TRICKS))
    match_scores: tuple[int, ...] = field(metadata=public(per_seat(NATURAL)))
    history: tuple[tuple[int, Card], ...] = field(default=(), metadata=public(history(Card.parse)))

    # -- dealing and checking ----------------------------------------------------------

    @classmethod
    def deal(cls, options: BriscolaOptions, seed: int, round_no: int, dealer: int, scores: tuple[int, ...]) -> BriscolaState:
        """Shuffle and deal: three cards each, the next card turned up and laid under the stock."""
        deck = list(DECK)
        deal_rng(seed, round_no).shuffle(deck)
        first = 1 - dealer
        hands: list[tuple[Card, ...]] = [(), ()]
        hands[first], hands[dealer] = tuple(deck[:HAND_SIZE]), tuple(deck[HAND_SIZE : 2 * HAND_SIZE])
        briscola = deck[2 * HAND_SIZE]
        return cls(
            options=options,
            seed=seed,
            round_no=round_no,
            dealer=dealer,
            turn=first,
            hands=tuple(hands),
            briscola=briscola,
            stock=(*deck[2 * HAND_SIZE + 1 :], briscola),
            led=None,
            tricks=(),
            match_scores=scores,
        )

    def validate(self) -> None:
        played = [card for trick in self.tricks for card in trick.cards] + ([] if self.led is None else [self.led])
        everywhere = Counter([*self.hands[0], *self.hands[1], *self.stock, *played])
        if everywhere != Counter(DECK):
            extra = sorted(str(c) for c in (everywhere - Counter(DECK)).elements())
            missing = sorted(str(c) for c in set(DECK) - set(everywhere))
            raise StateError("cards_do_not_add_up", extra=extra, missing=missing)
        if self.stock and self.stock[-1] != self.briscola:
            raise StateError("briscola_not_last", card=str(self.briscola))
        expected = max(0, STOCK_AT_DEAL - 2 * len(self.tricks))
        if len(self.stock) != expected:
            raise StateError("stock_out_of_step", tricks=len(self.tricks), expected=expected, found=len(self.stock))
        self._validate_tricks()
        sizes = [len(hand) for hand in self.hands]
        leader = self.leader
        if max(sizes) > HAND_SIZE or sizes[leader] != sizes[1 - leader] - (self.led is not None):
            raise StateError("hands_out_of_step", sizes=sizes)
        if max(self.match_scores) >= self.options.target:
            raise StateError("target_reached")

    def _validate_tricks(self) -> None:
        leader = 1 - self.dealer
        for number, trick in enumerate(self.tricks, 1):
            if trick.leader != leader:
                raise StateError("trick_leader", number=number, leader=leader)
            rightful = Trick.played(trick.leader, trick.led, trick.answer, self.trumps)
            if trick.winner != rightful.winner:
                raise StateError("trick_winner", number=number, cards=card_names(trick.cards), winner=rightful.winner)
            leader = trick.winner
        expected = leader if self.led is None else 1 - leader
        if self.turn != expected:
            raise StateError("wrong_turn", player=expected)

    # -- the interface -----------------------------------------------------------------

    @property
    def trumps(self) -> str:
        return self.briscola.suit

    @property
    def leader(self) -> int:
        """Who leads the trick in play (or the next one, between tricks)."""
        return leader_of(self.dealer, self.tricks)

    @property
    def round_over(self) -> bool:
        return len(self.tricks) == TRICKS_PER_HAND

    def legal_moves(self) -> list[Card]:
        """Any card of the hand, in hand order: nothing obliges a suit or a trump."""
        return [] if self.round_over else list(self.hands[self.turn])

    def parse_move(self, text: str) -> Card:
        return Card.parse(text)

    def apply(self, move: Card) -> BriscolaState:
        if not isinstance(move, Card):
            raise IllegalMoveError("not_a_move", move=repr(move))
        if self.round_over:
            raise IllegalMoveError("round_over")
        if move not in self.hands[self.turn]:
            raise IllegalMoveError("not_in_hand", card=str(move))
        return self._after(self.turn, move)

    def _after(self, player: int, card: Card) -> BriscolaState:
        """The state after a legal play: a lead, or an answer that ends the trick, and the draws."""
        hands = list(self.hands)
        hands[player] = tuple(c for c in hands[player] if c != card)
        played = self.history + ((player, card),)
        if self.led is None:
            return replace(self, turn=1 - player, hands=tuple(hands), led=card, history=played)
        trick = Trick.played(1 - player, self.led, card, self.trumps)
        stock = self.stock
        if stock:  # the winner draws first; the briscola, last in the stock, goes last
            hands[trick.winner] += (stock[0],)
            hands[1 - trick.winner] += (stock[1],)
            stock = stock[2:]
        return replace(
            self, turn=trick.winner, hands=tuple(hands), stock=stock, led=None, tricks=self.tricks + (trick,), history=played
        )

    # -- scoring ---------------------------------------------------------------------

    @property
    def card_points(self) -> tuple[int, int]:
        """The points each player has won so far this hand."""
        return card_points_of(self.tricks)

    @property
    def hand_winner(self) -> int | None:
        """Who won the finished hand with more than half the points; None before the end, and on a draw."""
        if not self.round_over:
            return None
        return next((player for player, won in enumerate(self.card_points) if won > HALF), None)

    @property
    def scores(self) -> tuple[int, ...]:
        """Hands won in the match, this one included once it is over."""
        won = self.hand_winner
        return tuple(score + (player == won) for player, score in enumerate(self.match_scores))

    @property
    def winner(self) -> int | None:
        """Whoever has won the hands the match asks for; a drawn hand counts for nobody."""
        return next((player for player, score in enumerate(self.scores) if score >= self.options.target), None)

    @property
    def game_over(self) -> bool:
        return self.winner is not None

    def round_summary(self) -> dict[str, Json]:
        """The count: each kind of card that scores, per player, its points, the hand's total and the match."""
        if not self.round_over:
            raise IllegalMoveError("round_not_over")
        piles = won_piles(self.tricks)
        counts = [{line: sum(1 for c in pile if c.value == value) for line, value in COUNT_LINES} for pile in piles]
        scored = [{line: count[line] * POINTS[value] for line, value in COUNT_LINES} for count in counts]
        players: list[Json] = [
            {**count, "points": by_kind, "round_points": self.card_points[player], "total": self.scores[player]}
            for player, (count, by_kind) in enumerate(zip(counts, scored, strict=True))
        ]
        lines: list[Json] = [
            {"line": line, "values": [count[line] for count in counts], "points": [by_kind[line] for by_kind in scored]}
            for line, _ in COUNT_LINES
        ]
        lines.append({"line": "hand_points", "values": list(self.card_points), "points": None})
        won = [total - before for total, before in zip(self.scores, self.match_scores, strict=True)]
        lines.append({"line": "round", "values": won, "points": None})
        lines.append({"line": "total", "values": list(self.scores), "points": None})
        return {
            "game": self.GAME,
            "round": self.round_no,
            "target": self.options.target,
            "players": players,
            "lines": lines,
            "hand_winner": self.hand_winner,
            "game_over": self.game_over,
            "winner": self.winner,
        }

    # -- the text form ---------------------------------------------------------------

    def position(self) -> str:
        """One line: header fields, then both hands, the briscola, the stock, the card led and the tricks.

        ``briscola/1 seed=7 round=0 dealer=1 turn=0 score=0-0 | AD 2D 3D | ... | 0:KS2S 1:7C7D``
        (``briscola/2/points`` when the points are shown); a trick is its leader and its two cards.
        """
        header = f"briscola/{self.options.target}{'/points' if self.options.show_points else ''}"
        fields = [
            f"{header} seed={self.seed} round={self.round_no} dealer={self.dealer} turn={self.turn} "
            f"score={self.match_scores[0]}-{self.match_scores[1]}",
            *(cards_text(hand) for hand in self.hands),
            str(self.briscola),
            cards_text(self.stock),
            "-" if self.led is None else str(self.led),
            " ".join(f"{t.leader}:{t.led}{t.answer}" for t in self.tricks) or "-",
        ]
        return " | ".join(fields)

    @classmethod
    def from_position(cls, text: str) -> BriscolaState:
        """Read ``position()`` text back (with an empty history)."""
        position = PositionText.read(cls.GAME, text, 6)
        try:
            target, *flags = position.words
            if set(flags) - {"points"}:
                raise ValueError(flags)
            hands, briscola, stock, led, tricks = position.zones[0:2], position.zones[2], *position.zones[3:]
            trumps = Card.parse(briscola).suit
            data: dict[str, Json] = {
                "game": cls.GAME,
                **position.common(),
                "options": {"target": int(target), "show_points": "points" in flags},
                "hands": [card_names(parse_cards(hand)) for hand in hands],
                "briscola": briscola,
                "stock": card_names(parse_cards(stock)),
                "led": None if led == "-" else led,
                "tricks": [_trick_from_text(word, trumps).to_dict() for word in tricks.split() if tricks != "-"],
                "history": [],
            }
        except (ValueError, KeyError, NotationError) as exc:
            raise NotationError("bad_position", text=repr(text)) from exc
        return cls.from_dict(data)


def _trick_from_text(word: str, trumps: str) -> Trick:
    """``0:KS2S``: player 0 led the King of swords, answered by the 2 (ValueError or NotationError if unreadable)."""
    leader, cards = word.split(":")
    if leader not in ("0", "1") or len(cards) != 4:
        raise ValueError(word)
    return Trick.played(int(leader), Card.parse(cards[:2]), Card.parse(cards[2:]), trumps)
