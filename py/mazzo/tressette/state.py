"""Tressette: the options and the full state, with its moves, its count and its text form.

Built as Briscola's state is (``mazzo.briscola.state``): every field declared once, from which
saving, loading and the views follow. A move is the card played (a Scopa ``Card``).

One engine for both tables: ``TressetteState`` is the table of two, with ten cards each and a
stock of twenty drawn from its front, each drawn card shown to both players (``drawn``: every
card drawn this hand, in order: after each trick its winner's, then the other's); ``four``
subclasses it with four seats in partnerships, all forty cards dealt. A seat's side is
``seat % 2`` (``side_of``).

Declarations (``declarations``, one list per seat) are made for a player as they play their
first card of the hand, from the ten cards they held: every seat plays its first card to the
first trick, before anyone draws, so those are the ten cards dealt.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from typing import Self

from ..briscola.cards import TRICKS, Trick, side_of, won_piles
from ..fields import (
    NATURAL,
    SEAT,
    Options,
    choice,
    counted,
    history,
    house_rule,
    options_codec,
    owned,
    per_seat,
    per_side,
    public,
    secret,
)
from ..game import IllegalMoveError, Json, NotationError, PositionText, State, StateError, deal_rng
from ..scopa.cards import CARDS, DECK, Card, card_names, cards_text, parse_cards
from ..scopa.state import dealt_hands
from ..tricks import TrickTable, trick_from_text
from .cards import DECLARATIONS, FIGURES, LAST_TRICK, THIRDS, Declaration, declarations_of, trick_of, won_thirds

TARGETS = (11, 21, 31, 41)
HAND_SIZE = 10


@dataclass(frozen=True)
class TressetteOptions(Options):
    """Table options: the points that win the match, and whether declarations (accusi) score."""

    target: int = choice(TARGETS, default=21)
    declarations: bool = house_rule((True, False), default=True, word="nodeclarations")


@dataclass(frozen=True)
class TressetteState(TrickTable, State[Card, TressetteOptions]):
    """A whole Tressette match at one moment: the hand in play and the points of the hands before.

    ``trick`` holds the cards played to the trick in play, from the leader's (empty between
    tricks), ``tricks`` every trick finished this hand, ``drawn`` every card drawn from the stock
    this hand, ``declarations`` each seat's declarations once made, ``history`` this hand's plays
    as (player, card), ``match_scores`` each side's points before this hand.
    """

    GAME = "tressette"
    OPTIONS = TressetteOptions
    HAND_SIZE = HAND_SIZE

    options: TressetteOptions = field(metadata=public(options_codec(TressetteOptions)))
    seed: int = field(metadata=secret(NATURAL))
    round_no: int = field(metadata=public(NATURAL, key="round"))
    dealer: int = field(metadata=public(SEAT))
    turn: int = field(metadata=public(SEAT))
    hands: tuple[tuple[Card, ...], ...] = field(metadata=owned(CARDS, own="hand"))
    stock: tuple[Card, ...] = field(metadata=counted(CARDS))
    drawn: tuple[Card, ...] = field(metadata=public(CARDS))
    trick: tuple[Card, ...] = field(metadata=public(CARDS))
    tricks: tuple[Trick, ...] = field(metadata=public(TRICKS))
    declarations: tuple[tuple[Declaration, ...], ...] = field(metadata=public(per_seat(DECLARATIONS)))
    match_scores: tuple[int, ...] = field(metadata=public(per_side(NATURAL, 2)))
    history: tuple[tuple[int, Card], ...] = field(default=(), metadata=public(history(Card.parse)))

    # -- dealing and checking ----------------------------------------------------------

    @classmethod
    def deal(cls, options: TressetteOptions, seed: int, round_no: int, dealer: int, scores: tuple[int, ...]) -> Self:
        """Shuffle and deal ten cards each from the player after the dealer; the rest is the stock."""
        deck = list(DECK)
        deal_rng(seed, round_no).shuffle(deck)
        return cls(
            options=options,
            seed=seed,
            round_no=round_no,
            dealer=dealer,
            turn=(dealer + 1) % cls.PLAYERS,
            hands=dealt_hands(deck, dealer, cls.PLAYERS, HAND_SIZE),
            stock=tuple(deck[cls.PLAYERS * HAND_SIZE :]),
            drawn=(),
            trick=(),
            tricks=(),
            declarations=((),) * cls.PLAYERS,
            match_scores=scores,
        )

    def validate(self) -> None:
        self.validate_cards()
        if len(self.drawn) != min(self.stock_at_deal(), 2 * len(self.tricks)):
            raise StateError("drawn_out_of_step", tricks=len(self.tricks), drawn=len(self.drawn))
        self.validate_tricks()
        played = self.played()
        sizes = [len(hand) for hand in self.hands]
        full = {size + self.has_played(seat) for seat, size in enumerate(sizes)}
        if full != {min(HAND_SIZE, self.tricks_per_hand() - len(self.tricks))}:
            raise StateError("hands_out_of_step", sizes=sizes)
        self._validate_drawn(played)
        self._validate_declarations(played)
        before = self.match_scores
        if max(before) >= self.options.target and before[0] != before[1]:
            raise StateError("target_reached")

    def taken(self, leader: int, cards: Sequence[Card]) -> Trick:
        return trick_of(leader, cards)

    def check_trick(self, number: int, leader: int, cards: tuple[Card, ...]) -> None:
        """A card off the suit led says its player held none of that suit, so none may be in
        their hand now unless it was drawn, in sight, after that trick."""
        for place, card in enumerate(cards[1:], 1):
            seat = (leader + place) % self.PLAYERS
            if card.suit != cards[0].suit and any(
                held.suit == cards[0].suit and held not in self.drawn_after(number, seat) for held in self.hands[seat]
            ):
                raise StateError("did_not_follow", number=number, player=seat, suit=cards[0].suit)

    def drawn_after(self, number: int, seat: int) -> tuple[Card, ...]:
        """The cards ``seat`` drew after trick ``number`` (counted from 1) and the later ones."""
        return tuple(card for index, card in enumerate(self.drawn) if index // 2 >= number - 1 and self.drawer(index) == seat)

    def drawer(self, index: int) -> int:
        return drawer_of(self.tricks, index)

    def _validate_drawn(self, played: list[Card]) -> None:
        for index, card in enumerate(self.drawn):
            if card not in self.hands[self.drawer(index)] and card not in played:
                raise StateError("drawn_misplaced", card=str(card), player=self.drawer(index))

    def _validate_declarations(self, played: list[Card]) -> None:
        """Declarations are made as a seat first plays, only with the option on, and each shows cards
        its declarer then held: still in their hand, or played since."""
        for seat, made in enumerate(self.declarations):
            if made and (not self.options.declarations or not (self.tricks or self.has_played(seat))):
                raise StateError("declarations_out_of_step", player=seat)
            if any(card not in self.hands[seat] and card not in played for declared in made for card in declared.cards):
                raise StateError("declarations_out_of_step", player=seat)

    # -- the interface -----------------------------------------------------------------

    def legal_moves(self) -> list[Card]:
        """The cards of the suit led when the hand holds any, else every card, in hand order."""
        return [] if self.round_over else following(self.hands[self.turn], self.led)

    def parse_move(self, text: str) -> Card:
        return Card.parse(text)

    def apply(self, move: Card) -> Self:
        if self.check_held(move) not in following(self.hands[self.turn], self.led):
            assert self.led is not None  # any card may lead
            raise IllegalMoveError("must_follow_suit", card=str(move), suit=self.led.suit)
        return self._after(self.turn, move)

    def _after(self, player: int, card: Card) -> Self:
        """The state after a legal play: the player's declarations with their first card, the card
        to the trick, or the last one that ends it, and the draws."""
        declarations = self.declarations
        if self.options.declarations and not self.tricks:
            declarations = tuple(declarations_of(hand) if seat == player else made for seat, (hand, made)
                                 in enumerate(zip(self.hands, declarations, strict=True)))
        hands = list(self.hands)
        hands[player] = tuple(c for c in hands[player] if c != card)
        played = self.history + ((player, card),)
        cards = self.trick + (card,)
        if len(cards) < self.PLAYERS:
            return replace(self, turn=(player + 1) % self.PLAYERS, hands=tuple(hands), trick=cards,
                           declarations=declarations, history=played)
        trick = trick_of(self.leader, cards)
        drawn = self.stock[: self.PLAYERS]
        for place, seat in enumerate(self.drawing_order(trick.winner)[: len(drawn)]):  # the winner first
            hands[seat] += (drawn[place],)
        return replace(
            self, turn=trick.winner, hands=tuple(hands), stock=self.stock[len(drawn) :], drawn=self.drawn + drawn,
            trick=(), tricks=self.tricks + (trick,), declarations=declarations, history=played,
        )

    # -- scoring ---------------------------------------------------------------------

    @property
    def thirds(self) -> tuple[int, int]:
        """The thirds each side has taken so far this hand."""
        return won_thirds(self.tricks)

    @property
    def last_trick(self) -> tuple[int, int]:
        """The last trick's point, to the side that took it once the hand is over."""
        if not self.round_over:
            return (0, 0)
        side = side_of(self.tricks[-1].winner)
        return (LAST_TRICK * (side == 0), LAST_TRICK * (side == 1))

    @property
    def declared_points(self) -> tuple[int, int]:
        """The points each side's declarations are worth, both partners' together."""
        won = [0, 0]
        for seat, made in enumerate(self.declarations):
            won[side_of(seat)] += sum(declaration.points for declaration in made)
        return (won[0], won[1])

    @property
    def hand_points(self) -> tuple[int, int]:
        """Each side's points of the hand: its thirds with the fractions dropped, the last trick, the declarations."""
        points = [won // 3 + last + declared
                  for won, last, declared in zip(self.thirds, self.last_trick, self.declared_points, strict=True)]
        return (points[0], points[1])

    @property
    def scores(self) -> tuple[int, ...]:
        """Each side's points in the match, this hand's once it is over."""
        if not self.round_over:
            return self.match_scores
        return tuple(before + won for before, won in zip(self.match_scores, self.hand_points, strict=True))

    @property
    def winner(self) -> int | None:
        """Judged at the end of a hand: the side at or above the target, the higher if both are; equal
        totals there play another hand."""
        return match_winner(self.scores, self.options.target) if self.round_over else None

    @property
    def game_over(self) -> bool:
        return self.winner is not None

    def round_summary(self) -> dict[str, Json]:
        """The count, line by line: each side's Aces, its figures (a third each), the fraction dropped,
        the last trick, the declarations, the hand's points and the match."""
        if not self.round_over:
            raise IllegalMoveError("round_not_over")
        by_seat = won_piles(self.tricks, self.PLAYERS)
        piles = [[card for seat, pile in enumerate(by_seat) if side_of(seat) == side for card in pile] for side in range(2)]
        aces = [sum(1 for card in pile if card.value == 1) for pile in piles]
        figures = [sum(1 for card in pile if card.value in FIGURES) for pile in piles]
        lines: list[Json] = [
            {"line": "aces", "values": aces, "points": [THIRDS[1] * count // 3 for count in aces]},
            {"line": "figures", "values": figures, "points": [count // 3 for count in figures]},
            {"line": "dropped", "values": [count % 3 for count in figures], "points": None},
            {"line": "last_trick", "values": list(self.last_trick), "points": list(self.last_trick)},
            {"line": "declarations", "values": [[str(d) for seat, made in enumerate(self.declarations)
                                                 if side_of(seat) == side for d in made] for side in range(2)],
             "points": list(self.declared_points)},
            {"line": "round", "values": list(self.hand_points), "points": None},
            {"line": "total", "values": list(self.scores), "points": None},
        ]
        players: list[Json] = [
            {"aces": aces[side], "figures": figures[side], "thirds": self.thirds[side], "round_points": self.hand_points[side],
             "total": self.scores[side], "seats": [seat for seat in range(self.PLAYERS) if side_of(seat) == side]}
            for side in range(2)
        ]
        return {
            "game": self.GAME,
            "round": self.round_no,
            "target": self.options.target,
            "players": players,
            "lines": lines,
            "game_over": self.game_over,
            "winner": self.winner,
        }

    # -- the text form ---------------------------------------------------------------

    def position(self) -> str:
        """One line: header fields, then the hands, the stock, the drawn cards, the trick in play,
        the tricks and each seat's declarations.

        ``tressette/21 seed=7 round=0 dealer=1 turn=0 score=0-0 | 3D 2D ... | ... | 4C 5C | - | 0:3S4S 0:AC5C | aces - ``
        (``tressette/11/nodeclarations/four`` for other options); a trick is its leader and its
        cards, a seat's declarations are joined by commas (``-`` for none).
        """
        header = "/".join([self.GAME, *self.options.words()])
        fields = [
            f"{header} seed={self.seed} round={self.round_no} dealer={self.dealer} turn={self.turn} "
            f"score={self.match_scores[0]}-{self.match_scores[1]}",
            *(cards_text(hand) for hand in self.hands),
            cards_text(self.stock),
            cards_text(self.drawn),
            cards_text(self.trick),
            self.tricks_text(),
            " ".join(",".join(map(str, made)) or "-" for made in self.declarations),
        ]
        return " | ".join(fields)

    @classmethod
    def from_position(cls, text: str) -> Self:
        """Read ``position()`` text back (with an empty history)."""
        seats = cls.PLAYERS
        position = PositionText.read(cls.GAME, text, seats + 5)
        try:
            hands, (stock, drawn, trick, tricks, declared) = position.zones[:seats], position.zones[seats:]
            made = declared.split()
            if len(made) != seats:
                raise ValueError(declared)
            data: dict[str, Json] = {
                "game": cls.GAME,
                **position.common(),
                "options": cls.OPTIONS.from_words(position.words).to_dict(),
                "hands": [card_names(parse_cards(hand)) for hand in hands],
                "stock": card_names(parse_cards(stock)),
                "drawn": card_names(parse_cards(drawn)),
                "trick": card_names(parse_cards(trick)),
                "tricks": [trick_from_text(word, seats, trick_of).to_dict() for word in tricks.split() if tricks != "-"],
                "declarations": [[] if words == "-" else words.split(",") for words in made],
                "history": [],
            }
        except (ValueError, KeyError, NotationError) as exc:
            raise NotationError("bad_position", text=repr(text)) from exc
        return cls.from_dict(data)

def match_winner(scores: Sequence[int], target: int) -> int | None:
    """The side that won the match with these totals at the end of a hand: at or above ``target``,
    the higher if both are; None when neither is, or on equal totals (another hand is played)."""
    if max(scores) < target or scores[0] == scores[1]:
        return None
    return 0 if scores[0] > scores[1] else 1


def following(hand: tuple[Card, ...], led: Card | None) -> list[Card]:
    """The cards of ``hand`` that may be played to a trick ``led`` opened: those of its suit when
    the hand holds any, else all (and all to lead)."""
    same = [card for card in hand if led is not None and card.suit == led.suit]
    return same or list(hand)


def drawer_of(tricks: tuple[Trick, ...], index: int) -> int:
    """Who drew the ``index``-th card drawn in a hand of two: a trick's winner first, then the other player."""
    winner = tricks[index // 2].winner
    return winner if index % 2 == 0 else 1 - winner
