"""Every refusal mazzo can give: its stable code, its kind, its parameters and its English text.

An error names a code and the values of its parameters (plain JSON: numbers, card
names, lists of them); its English message, for logs and ``python3 -m mazzo``, is the
text here with the values filled in, and its parameters are exactly the text's
``{placeholders}``. The page words each code in its own language (web/i18n), so a
code never changes meaning: a new case gets a new code.

Kinds: ``move`` (``IllegalMoveError``: against the rules now), ``notation``
(``NotationError``: a card, move or position that cannot be read), ``state``
(``StateError``: a saved state or options that are malformed or impossible) and
``request`` (``ProtocolError``: a request the protocol cannot answer). The protocol's
error reply carries the code as its ``reason`` (docs/protocol.md).

``GROUP_VERDICTS`` are the reasons of a ``check_melds`` answer, a namespace of their
own: they judge groups being gathered, not a move.
"""

from __future__ import annotations

import string
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import ClassVar, Final, TypeAlias

#: Plain data, as JSON writes it (lists may be any sequence, objects any mapping).
Json: TypeAlias = bool | int | float | str | Sequence["Json"] | Mapping[str, "Json"] | None

MOVE: Final = "move"
NOTATION: Final = "notation"
STATE: Final = "state"
REQUEST: Final = "request"
KINDS = (MOVE, NOTATION, STATE, REQUEST)


@dataclass(frozen=True)
class Refusal:
    """One code: which kind of error gives it, and its English text with ``{param}`` placeholders."""

    kind: str
    english: str

    @property
    def params(self) -> frozenset[str]:
        """The parameter names: the placeholders of the English text."""
        return frozenset(name for _, name, _, _ in string.Formatter().parse(self.english) if name)


def _refusals(kind: str, **texts: str) -> dict[str, Refusal]:
    return {code: Refusal(kind, text) for code, text in texts.items()}


REFUSALS: dict[str, Refusal] = {
    # -- every game: the turn and the round ----------------------------------------------
    **_refusals(
        MOVE,
        not_a_move="not a move of this game: {move}",
        not_your_turn="it is not your turn",
        round_over="the round is over",
        round_not_over="the round is not over yet",
        game_over="the game is over",
    ),
    # -- Scopa --------------------------------------------------------------------------
    **_refusals(
        MOVE,
        not_in_hand="{card} is not in your hand",
        not_on_table="not on the table: {cards}",
        must_capture="{card} can capture, and a card that can capture must capture",
        same_value_first="same value first: {card} must take one of {same}, not a sum",
        wrong_sum="{captures} add up to {total}, not {value}",
        ace_takes_all="asso piglia tutto: with no Ace on the table, {card} takes the whole table",
        fifteen_sum="at fifteen, {card} and {captures} add up to {total}, not 15",
        fifteen_no_same_value="at fifteen there is no taking by equal value: {card} takes cards that make 15 with it",
    ),
    # -- Tressette ----------------------------------------------------------------------
    **_refusals(
        MOVE,
        must_follow_suit="{card} is not of the suit led: you hold {suit} and must follow suit",
    ),
    # -- Scala 40: the turn -------------------------------------------------------------
    **_refusals(
        MOVE,
        draw_first="draw first: from the stock or the discard pile",
        already_drawn="you have drawn already: lay down cards or discard",
        draw_from_stock="you gave the discard back: draw from the stock",
        not_opened="you have not opened yet: open first with combinations worth {points} points or more",
        already_opened="you have opened already: lay down new combinations with 'meld'",
        empty_opening="an opening needs at least one combination",
        below_40="an opening must be worth at least {needed} points; this one is worth {points}",
        taken_missing="you took {card} from the discard pile: your opening must use it, or give it back",
        taken_pending="you took {card} from the discard pile: put it on the table this turn, or give it back",
        nothing_taken="there is no taken discard to give back",
        not_held="you do not hold {cards}",
        keep_a_card="you must keep a card to discard: you close by discarding, never by laying down",
        keep_taken="you must keep a card to discard, and {card} (taken from the discard pile) cannot be it",
        no_such_meld="there is no combination {meld} on the table (there are {melds})",
    ),
    # -- Scala 40: combinations ---------------------------------------------------------
    **_refusals(
        MOVE,
        meld_too_short="{cards}: a combination needs at least {fewest} cards",
        meld_two_jokers="{cards}: at most one joker per combination",
        meld_mixed="{cards}: a combination is a set (one rank) or a run (one suit)",
        set_too_big="{cards}: a set has at most {most} cards, one per suit",
        set_repeats_suit="{cards}: a set needs cards of different suits ({repeated} twice)",
        run_too_long="{cards}: a run has at most {most} cards (A to K, or 2 to A)",
        run_wraps="{cards}: a run cannot turn the corner (K-A-2): the Ace goes below the 2 or above the King",
        run_order="{cards}: write a run from low to high, a joker in the place it takes",
        run_gap="{cards}: a run is three or more cards of one suit in sequence, with no gap or repeat",
        joker_already="{meld} already holds a joker: at most one joker per combination",
        set_has_no_end="{meld} is a set: it has no low end",
        set_full="{meld} already has four cards",
        wrong_rank="{card} is not of the rank of the set {meld}",
        suit_already="{meld} already has a card of that suit: a set needs different suits",
        run_full="{meld} already runs from Ace to King (or 2 to Ace): a run may not hold both Aces",
        run_end_closed="nothing goes at the {end} end of {meld}: it ends with an Ace",
        wrong_end="{card} does not go at the {end} end of {meld}: that end takes {wanted}",
        no_joker="{meld} has no joker to take back",
        joker_stands_for="the joker in {meld} stands for {cards}, not {card}",
    ),
    # -- lessons: a legal move that misses what the lesson's step asks (mazzo.learn) ---------
    **_refusals(
        MOVE,
        lesson_take="this step asks you to take {cards}",
        lesson_take_card="{card} can be taken now, and it counts at the end of the round: take it",
        lesson_primiera="for the primiera {card} is worth {value}, more than the cards you took: take it",
        lesson_sweep="that leaves {left} on the table: a scopa takes every card on the table",
        lesson_trick_lost="{card} does not take the trick: {winner} takes it",
        lesson_cheaper="{card} takes the trick, but so does {cheaper}, which is worth fewer points: keep {card}",
        lesson_not_trump="{card} is not a trump: the trumps are the suit of the briscola, {briscola}",
        lesson_trump_wasted="{card} is a trump: keep it for a trick worth points",
        lesson_points_given="{card} is worth {points} points, and the other player may take them: play a card worth nothing",
        lesson_move_kind="this step asks for a move of another kind: {kind}",
        lesson_thirds_given="{card} counts {thirds}/3 of a point and the other player takes this trick: throw a card worth 0",
        lesson_not_void="{answer} on {led} showed the other player holds none of that suit: lead it, not {card}",
        lesson_seen_drawn="the other player was seen drawing {drawn}, which takes {card}: lead another suit",
        lesson_last_trick="after {card} the other player can take the last trick: keep your strongest cards for the end",
        lesson_penalty="{card} costs {points} points if it is left in your hand, and {costly} costs more: let {costly} go",
    ),
    # -- reading notation ---------------------------------------------------------------
    **_refusals(
        NOTATION,
        bad_card="not a card: {text}",
        bad_cards="not a list of cards: {text} (two characters per card)",
        bad_move="not a move: {text}",
        bad_position="not a position: {text}",
    ),
    # -- saved states and options -------------------------------------------------------
    **_refusals(
        STATE,
        not_an_object="{field} must be a JSON object",
        wrong_fields="{field} needs exactly the fields {fields}",
        wrong_game="not a {game} state: its game is {found}",
        not_natural="{field} must be a non-negative integer",
        not_a_flag="{field} must be true or false",
        not_a_seat="{field} must be a player from 0 to {last}",
        not_a_list="{field} must be a list",
        not_per_seat="{field} must be a list of {players} entries, one per player",
        not_per_side="{field} must be a list of {sides} entries, one per side",
        not_one_of="{field} must be one of {choices}",
        unreadable="{field} holds something that cannot be read: {text}",
        not_a_history_entry="a history entry is [player, move]",
        cards_do_not_add_up="the cards do not add up (extra: {extra}; missing: {missing})",
        hand_too_big="a hand holds at most {most} cards",
        scopa_card_not_in_pile="a scopa card must be in its player's capture pile",
        hand_out_of_order="a hand must be listed in card order",
        meld_unreadable="a table combination is not one: {cards}",
        meld_out_of_order="the combination {cards} must be listed in table order",
        meld_not_opened="player {owner} has a combination on the table without having opened",
        taken_misplaced="a taken discard is in the hand of the player to move, during the play phase",
        opened_now_misplaced="opened_now is only for the player to move, once opened, during the play phase",
        discard_empty="the discard pile is never empty when a player is to draw",
        no_card_to_discard="each player keeps at least one card to discard while the round goes on",
        wrong_closer="the player who closed is the one whose turn it was, and has no cards left",
        wrong_result="the round result does not match the hands: expected {expected}",
        target_reached="scores before the round reach the target: that match was over already",
        seats_out_wrong="a player out of the match holds no cards, never opened and reached the target; "
        "two players at least are still in, the dealer and the player to move among them",
        nothing_to_imagine="the round is over: there is nothing left to imagine",
        wrong_guess="the guessed hidden cards are not this view's unseen cards, in the sizes it shows",
        wrong_options="these options are not {game}'s",
    ),
    # -- Briscola: saved states -----------------------------------------------------------
    **_refusals(
        STATE,
        trick_cards="a trick holds one card from each of the {players} players",
        briscola_not_last="while the stock lasts, its last card is the face-up briscola {card}",
        stock_out_of_step="after {tricks} tricks the stock holds {expected} cards, not {found}",
        trick_leader=(
            "trick {number} is led by player {leader}: the player after the dealer leads first, then each trick's winner"
        ),
        trick_winner="trick {number} ({cards}) is won by player {winner}",
        wrong_turn="in this position it is player {player}'s turn",
        hands_out_of_step="the hands hold {sizes} cards: each holds as many as the others, less a card played to the trick",
    ),
    # -- Tressette: saved states ----------------------------------------------------------
    **_refusals(
        STATE,
        did_not_follow="in trick {number} player {player} did not follow {suit}, so holds none of it but cards drawn since",
        drawn_out_of_step="after {tricks} tricks, {drawn} cards cannot have been drawn: two a trick while the stock lasts",
        drawn_misplaced="{card}, drawn by player {player}, is neither in their hand nor played",
        declarations_out_of_step="player {player}'s declarations are made only as they play their first card, "
        "with declarations on, and show cards they held",
    ),
    # -- the protocol -------------------------------------------------------------------
    **_refusals(
        REQUEST,
        not_text="a request must be a JSON string",
        too_large="the request is larger than {most} bytes",
        too_deep="the request nests lists and objects more than {most} deep",
        not_json="the request is not valid JSON: {error}",
        not_a_request="a request must be a JSON object",
        bad_id="id must be a number or a string",
        unknown_type="unknown request type {type}; known: {known}",
        unexpected_fields="unexpected fields for {type}: {fields}",
        unknown_game="unknown game {game}; known games: {known}",
        unknown_level="unknown level {level}; levels: {known}",
        bad_seed="the seed must be an integer from 0 to {most}",
        bad_daily="daily must be a date written YYYY-MM-DD",
        seed_and_daily="a new game takes a seed or a daily date, not both",
        game_not_over="the deal is shown only once the game is over",
        bad_move_field="move must be a string in the game's notation",
        not_this_game="{type} is a request of {games} only",
        bad_groups="groups must be a list of at most {groups} lists of 1 to {cards} cards",
        no_game="no {game} game is in progress; send new_game first",
        not_computer_turn="it is not the computer's turn",
        bad_seats="seats must be a list of {players} seats, each one of {kinds}",
        bad_seat="seat must be a seat number from 0 to {most}",
        not_seat_to_move="seat {seat} is not to move: seat {turn} is",
        seat_is_computer="seat {seat} is a computer's: send computer for its move",
        no_odds="the odds are not given in {game}",
        not_watching="{field} is only for watching: every seat must be a computer's",
        not_practice="undo is only for a practice game",
        nothing_to_undo="there is no move of yours to take back in this round",
        save_not_object="the saved game is not an object",
        save_format="the saved game has format {format}; this version reads formats {known}",
        save_fields="the saved game needs exactly the fields {fields}",
        save_log="the saved game's log must be a list of moves",
        save_replay="the saved game's move {number} ({move}) cannot be replayed: {why}",
        unknown_lesson="unknown lesson {lesson}; known lessons: {known}",
        no_lesson="no lesson {lesson} is under way; send lesson first",
        lesson_done="the lesson {lesson} is done: start it again with lesson",
        lesson_uncoached="the lesson {lesson} is the learner's to work out: the coach is not asked in it",
        internal="internal error: {error}",
    ),
}


#: The reasons of ``check_melds`` verdicts: a group's (``groups[i].reason``) and the opening's (``open.reason``).
GROUP_VERDICTS: dict[str, str] = {
    "too_few": "a combination needs at least three cards",
    "two_jokers": "a combination holds at most one joker",
    "not_a_set": "cards of one rank make a set only in different suits, four at most",
    "not_a_run": "these cards make no run: one suit, in sequence, no gap or repeat",
    "not_now": "you can open in your turn, after drawing, with at least one combination",
    "invalid_group": "one of the groups is not a combination",
    "not_held": "the groups use cards that are not in your hand",
    "below_40": "an opening must be worth at least 40 points",
    "taken_missing": "the card taken from the discard pile must be part of the opening",
    "keep_a_card": "after opening you must keep a card to discard",
}


def english(code: str, params: Mapping[str, object]) -> str:
    """The English message of ``code`` with ``params`` (exactly its parameters, else ValueError)."""
    refusal = REFUSALS[code]
    if set(params) != refusal.params:
        raise ValueError(f"refusal {code} takes {sorted(refusal.params)}, not {sorted(params)}")
    return refusal.english.format(**{name: _english_value(value) for name, value in params.items()})


def _english_value(value: object) -> str:
    if isinstance(value, (list, tuple)):
        return " ".join(map(str, value)) or "-"
    return str(value)


class MazzoError(ValueError):
    """Base of every error the engines raise on bad input.

    ``code`` is stable (the page words it in each language), ``params`` are plain
    data, and the English message is the code's text in ``mazzo.refusals``.
    """

    KIND: ClassVar[str]

    def __init__(self, code: str, **params: Json) -> None:
        if REFUSALS[code].kind != self.KIND:
            raise ValueError(f"{code} is a {REFUSALS[code].kind} refusal, not a {self.KIND} one")
        super().__init__(english(code, params))
        self.code = code
        self.params = params

    @property
    def message(self) -> str:
        return str(self)


class NotationError(MazzoError):
    """A card, move or position string that cannot be read."""

    KIND = NOTATION


class IllegalMoveError(MazzoError):
    """A well-formed move that the rules do not allow now."""

    KIND = MOVE


class StateError(MazzoError):
    """A saved state (or options) that is malformed or describes an impossible position."""

    KIND = STATE
