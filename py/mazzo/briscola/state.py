"""Briscola: the options and the full state, with its moves, its count and its text form.

Built as Scopa's state is (``mazzo.scopa.state``): every field declared once, from which
saving, loading and the views follow. A move is the card played (a Scopa ``Card``).

The stock is drawn from its front and its last card is the face-up briscola, so the
stock's size is every card still to draw and the briscola is the last one drawn. The
``briscola`` field keeps that card after it is drawn: its suit stays trumps.

One engine for both tables: ``BriscolaState`` is the table of two, and ``four`` subclasses
it with four seats. Seats play in order; a seat's side is ``seat % 2`` (``side_of``), so
at four partners face each other (0+2, 1+3) and count their tricks together.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from functools import partial
from typing import Self

from ..fields import (
    NATURAL,
    SEAT,
    Options,
    card_of,
    choice,
    counted,
    history,
    house_rule,
    options_codec,
    owned,
    per_side,
    public,
    secret,
)
from ..game import IllegalMoveError, Json, NotationError, PositionText, State, StateError, deal_rng
from ..scopa.cards import CARDS, DECK, Card, card_names, cards_text, parse_cards
from ..scopa.state import dealt_hands
from ..tricks import TrickTable, trick_from_text
from .cards import COUNT_LINES, HALF, POINTS, TRICKS, Trick, card_points_of, side_of, won_piles

TARGETS = (1, 2, 3)
HAND_SIZE = 3
#: Cards in the stock after the deal at a table of two, the face-up briscola among them.
STOCK_AT_DEAL = len(DECK) - 2 * HAND_SIZE
TRICKS_PER_HAND = len(DECK) // 2
CARD = card_of(Card.parse)


@dataclass(frozen=True)
class BriscolaOptions(Options):
    """Table options: the hands that win the match, and whether the table shows the running points."""

    target: int = choice(TARGETS, default=1)
    show_points: bool = house_rule((False, True), default=False, word="points")


@dataclass(frozen=True)
class BriscolaState(TrickTable, State[Card, BriscolaOptions]):
    """A whole Briscola match at one moment: the hand in play and the hands won so far.

    ``trick`` holds the cards played to the trick in play, from the leader's (empty between
    tricks), ``tricks`` every trick finished this hand, ``history`` this hand's plays as
    (player, card). ``match_scores`` are the hands each side won before this one.
    """

    GAME = "briscola"
    OPTIONS = BriscolaOptions
    HAND_SIZE = HAND_SIZE

    options: BriscolaOptions = field(metadata=public(options_codec(BriscolaOptions)))
    seed: int = field(metadata=secret(NATURAL))
    round_no: int = field(metadata=public(NATURAL, key="round"))
    dealer: int = field(metadata=public(SEAT))
    turn: int = field(metadata=public(SEAT))
    hands: tuple[tuple[Card, ...], ...] = field(metadata=owned(CARDS, own="hand"))
    briscola: Card = field(metadata=public(CARD))
    stock: tuple[Card, ...] = field(metadata=counted(CARDS))
    trick: tuple[Card, ...] = field(metadata=public(CARDS))
    tricks: tuple[Trick, ...] = field(metadata=public(TRICKS))
    match_scores: tuple[int, ...] = field(metadata=public(per_side(NATURAL, 2)))
    history: tuple[tuple[int, Card], ...] = field(default=(), metadata=public(history(Card.parse)))

    # -- dealing and checking ----------------------------------------------------------

    @classmethod
    def deal(cls, options: BriscolaOptions, seed: int, round_no: int, dealer: int, scores: tuple[int, ...]) -> Self:
        """Shuffle and deal: three cards each from the player after the dealer, the next card
        turned up and laid under the stock."""
        deck = list(DECK)
        deal_rng(seed, round_no).shuffle(deck)
        dealt = cls.PLAYERS * HAND_SIZE
        briscola = deck[dealt]
        return cls(
            options=options,
            seed=seed,
            round_no=round_no,
            dealer=dealer,
            turn=(dealer + 1) % cls.PLAYERS,
            hands=dealt_hands(deck, dealer, cls.PLAYERS, HAND_SIZE),
            briscola=briscola,
            stock=(*deck[dealt + 1 :], briscola),
            trick=(),
            tricks=(),
            match_scores=scores,
        )

    def validate(self) -> None:
        if self.stock and self.stock[-1] != self.briscola:
            raise StateError("briscola_not_last", card=str(self.briscola))
        self.validate_cards()
        self.validate_tricks()
        sizes = [len(hand) for hand in self.hands]
        full = [size + self.has_played(seat) for seat, size in enumerate(sizes)]
        if max(sizes) > HAND_SIZE or len(self.trick) >= self.PLAYERS or len(set(full)) != 1:
            raise StateError("hands_out_of_step", sizes=sizes)
        if max(self.match_scores) >= self.options.target:
            raise StateError("target_reached")

    # -- the interface -----------------------------------------------------------------

    @property
    def trumps(self) -> str:
        return self.briscola.suit

    def taken(self, leader: int, cards: Sequence[Card]) -> Trick:
        """The highest trump takes the trick, or else the highest card of the suit led."""
        return Trick.played(leader, cards, self.trumps)

    def legal_moves(self) -> list[Card]:
        """Any card of the hand, in hand order: nothing obliges a suit or a trump."""
        return [] if self.round_over else list(self.hands[self.turn])

    def parse_move(self, text: str) -> Card:
        return Card.parse(text)

    def apply(self, move: Card) -> BriscolaState:
        return self._after(self.turn, self.check_held(move))

    def _after(self, player: int, card: Card) -> Self:
        """The state after a legal play: a card to the trick, or the last one that ends it, and the draws."""
        hands = list(self.hands)
        hands[player] = tuple(c for c in hands[player] if c != card)
        played = self.history + ((player, card),)
        cards = self.trick + (card,)
        if len(cards) < self.PLAYERS:
            return replace(self, turn=(player + 1) % self.PLAYERS, hands=tuple(hands), trick=cards, history=played)
        trick = Trick.played(self.leader, cards, self.trumps)
        stock = self.stock
        if stock:  # the winner draws first, then the others in playing order; the briscola, last in the stock, goes last
            for place, seat in enumerate(self.drawing_order(trick.winner)):
                hands[seat] += (stock[place],)
            stock = stock[self.PLAYERS :]
        return replace(
            self, turn=trick.winner, hands=tuple(hands), stock=stock, trick=(), tricks=self.tricks + (trick,), history=played
        )

    # -- scoring ---------------------------------------------------------------------

    @property
    def card_points(self) -> tuple[int, int]:
        """The points each side has won so far this hand."""
        return card_points_of(self.tricks)

    @property
    def hand_winner(self) -> int | None:
        """The side that won the finished hand with more than half the points; None before the end, and on a draw."""
        if not self.round_over:
            return None
        return next((player for player, won in enumerate(self.card_points) if won > HALF), None)

    @property
    def scores(self) -> tuple[int, ...]:
        """Hands each side won in the match, this one included once it is over."""
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
        """The count: each kind of card that scores, per side, its points, the hand's total and the match."""
        if not self.round_over:
            raise IllegalMoveError("round_not_over")
        by_seat = won_piles(self.tricks, self.PLAYERS)
        piles = [[card for seat, pile in enumerate(by_seat) if side_of(seat) == side for card in pile] for side in range(2)]
        counts = [{line: sum(1 for c in pile if c.value == value) for line, value in COUNT_LINES} for pile in piles]
        scored = [{line: count[line] * POINTS[value] for line, value in COUNT_LINES} for count in counts]
        players: list[Json] = [
            {**count, "points": by_kind, "round_points": self.card_points[side], "total": self.scores[side],
             "seats": [seat for seat in range(self.PLAYERS) if side_of(seat) == side]}
            for side, (count, by_kind) in enumerate(zip(counts, scored, strict=True))
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
        """One line: header fields, then the hands, the briscola, the stock, the trick in play and the tricks.

        ``briscola/1 seed=7 round=0 dealer=1 turn=0 score=0-0 | AD 2D 3D | ... | 0:KS2S 1:7C7D``
        (``briscola/2/points`` when the points are shown); a trick is its leader and its cards.
        """
        header = "/".join([self.GAME, *self.options.words()])
        fields = [
            f"{header} seed={self.seed} round={self.round_no} dealer={self.dealer} turn={self.turn} "
            f"score={self.match_scores[0]}-{self.match_scores[1]}",
            *(cards_text(hand) for hand in self.hands),
            str(self.briscola),
            cards_text(self.stock),
            cards_text(self.trick),
            self.tricks_text(),
        ]
        return " | ".join(fields)

    @classmethod
    def from_position(cls, text: str) -> Self:
        """Read ``position()`` text back (with an empty history)."""
        seats = cls.PLAYERS
        position = PositionText.read(cls.GAME, text, seats + 4)
        try:
            hands, (briscola, stock, trick, tricks) = position.zones[:seats], position.zones[seats:]
            trumps = Card.parse(briscola).suit
            data: dict[str, Json] = {
                "game": cls.GAME,
                **position.common(),
                "options": cls.OPTIONS.from_words(position.words).to_dict(),
                "hands": [card_names(parse_cards(hand)) for hand in hands],
                "briscola": briscola,
                "stock": card_names(parse_cards(stock)),
                "trick": card_names(parse_cards(trick)),
                "tricks": [trick_from_text(word, seats, partial(Trick.played, trumps=trumps)).to_dict()
                           for word in tricks.split() if tricks != "-"],
                "history": [],
            }
        except (ValueError, KeyError, NotationError) as exc:
            raise NotationError("bad_position", text=repr(text)) from exc
        return cls.from_dict(data)
