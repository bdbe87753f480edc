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

from collections import Counter
from dataclasses import dataclass, field, replace
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
from .cards import COUNT_LINES, HALF, POINTS, TRICKS, Trick, card_points_of, leader_of, side_of, won_piles

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
class BriscolaState(State[Card, BriscolaOptions]):
    """A whole Briscola match at one moment: the hand in play and the hands won so far.

    ``trick`` holds the cards played to the trick in play, from the leader's (empty between
    tricks), ``tricks`` every trick finished this hand, ``history`` this hand's plays as
    (player, card). ``match_scores`` are the hands each side won before this one.
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
    trick: tuple[Card, ...] = field(metadata=public(CARDS))
    tricks: tuple[Trick, ...] = field(metadata=public(TRICKS))
    match_scores: tuple[int, ...] = field(metadata=public(per_side(NATURAL, 2)))
    history: tuple[tuple[int, Card], ...] = field(default=(), metadata=public(history(Card.parse)))

    # -- dealing and checking ----------------------------------------------------------

    @classmethod
    def stock_at_deal(cls) -> int:
        """Cards in the stock after the deal, the face-up briscola among them."""
        return len(DECK) - cls.PLAYERS * HAND_SIZE

    @classmethod
    def tricks_per_hand(cls) -> int:
        return len(DECK) // cls.PLAYERS

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
        played = [card for trick in self.tricks for card in trick.cards] + list(self.trick)
        everywhere = Counter([*(card for hand in self.hands for card in hand), *self.stock, *played])
        if everywhere != Counter(DECK):
            extra = sorted(str(c) for c in (everywhere - Counter(DECK)).elements())
            missing = sorted(str(c) for c in set(DECK) - set(everywhere))
            raise StateError("cards_do_not_add_up", extra=extra, missing=missing)
        if self.stock and self.stock[-1] != self.briscola:
            raise StateError("briscola_not_last", card=str(self.briscola))
        expected = max(0, self.stock_at_deal() - self.PLAYERS * len(self.tricks))
        if len(self.stock) != expected:
            raise StateError("stock_out_of_step", tricks=len(self.tricks), expected=expected, found=len(self.stock))
        self._validate_tricks()
        sizes = [len(hand) for hand in self.hands]
        full = [size + self.has_played(seat) for seat, size in enumerate(sizes)]
        if max(sizes) > HAND_SIZE or len(self.trick) >= self.PLAYERS or len(set(full)) != 1:
            raise StateError("hands_out_of_step", sizes=sizes)
        if max(self.match_scores) >= self.options.target:
            raise StateError("target_reached")

    def _validate_tricks(self) -> None:
        leader = (self.dealer + 1) % self.PLAYERS
        for number, trick in enumerate(self.tricks, 1):
            if trick.leader != leader:
                raise StateError("trick_leader", number=number, leader=leader)
            rightful = Trick.played(trick.leader, trick.cards, self.trumps)
            if trick.winner != rightful.winner:
                raise StateError("trick_winner", number=number, cards=card_names(trick.cards), winner=rightful.winner)
            leader = trick.winner
        expected = (leader + len(self.trick)) % self.PLAYERS
        if self.turn != expected:
            raise StateError("wrong_turn", player=expected)

    # -- the interface -----------------------------------------------------------------

    @property
    def trumps(self) -> str:
        return self.briscola.suit

    @property
    def led(self) -> Card | None:
        """The card led to the trick in play; None between tricks."""
        return self.trick[0] if self.trick else None

    @property
    def leader(self) -> int:
        """Who leads the trick in play (or the next one, between tricks)."""
        return leader_of(self.dealer, self.tricks, self.PLAYERS)

    def has_played(self, seat: int) -> bool:
        """Whether ``seat`` has played to the trick in play."""
        return (seat - self.leader) % self.PLAYERS < len(self.trick)

    @property
    def round_over(self) -> bool:
        return len(self.tricks) == self.tricks_per_hand()

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

    @classmethod
    def drawing_order(cls, winner: int) -> list[int]:
        """Who draws after a trick, in order: its winner, then each next seat in playing order."""
        return [(winner + place) % cls.PLAYERS for place in range(cls.PLAYERS)]

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
            " ".join(f"{t.leader}:{''.join(map(str, t.cards))}" for t in self.tricks) or "-",
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
                "tricks": [cls._trick_from_text(word, trumps).to_dict() for word in tricks.split() if tricks != "-"],
                "history": [],
            }
        except (ValueError, KeyError, NotationError) as exc:
            raise NotationError("bad_position", text=repr(text)) from exc
        return cls.from_dict(data)

    @classmethod
    def _trick_from_text(cls, word: str, trumps: str) -> Trick:
        """``0:KS2S``: player 0 led the King of swords, answered by the 2 (ValueError or NotationError if unreadable)."""
        leader, cards = word.split(":")
        if leader not in map(str, range(cls.PLAYERS)) or len(cards) != 2 * cls.PLAYERS:
            raise ValueError(word)
        return Trick.played(int(leader), [Card.parse(cards[at : at + 2]) for at in range(0, len(cards), 2)], trumps)
