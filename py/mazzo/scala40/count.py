"""How a Scala 40 round ends and is counted: the result, what each hand costs, the summary's lines."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from ..fields import SEAT, Codec, optional
from ..game import Json, StateError
from .cards import Card, card_names, penalty

#: What a player who never opened pays at the end of the round, whatever their cards.
NEVER_OPENED = 100


@dataclass(frozen=True)
class RoundResult:
    """How a round ended: who closed (None: the stock ran out twice, a void round),
    the points each player takes, and whether they were doubled."""

    closer: int | None
    points: tuple[int, ...]
    doubled: bool

    @property
    def void(self) -> bool:
        return self.closer is None


def void_result(players: int) -> RoundResult:
    """The stock ran out twice: nobody closed and nobody pays."""
    return RoundResult(None, (0,) * players, False)



def hand_points(hand: Iterable[Card], opened: bool) -> int:
    """What a player's hand costs at the end of a round: its cards, or 100 if never opened."""
    return sum(map(penalty, hand)) if opened else NEVER_OPENED


def closing_result(
    closer: int, hands: Sequence[tuple[Card, ...]], opened: Sequence[bool], in_one_go: bool, playing: Sequence[int]
) -> RoundResult:
    """``closer`` discarded their last card: every other player in the round (``playing``) pays
    their hand, doubled when the closer opened and closed in the same turn."""
    points = [0] * len(hands)
    for player in playing:
        if player != closer:
            points[player] = hand_points(hands[player], opened[player]) * (2 if in_one_go else 1)
    return RoundResult(closer, tuple(points), in_one_go)


def still_in(playing: Sequence[int], totals: Sequence[int], target: int) -> tuple[int, ...]:
    """The seats left in the match after a round that ``playing`` played: those under ``target``;
    when every one of them reached it, the lowest (several when tied, who play another round)."""
    under = tuple(p for p in playing if totals[p] < target)
    if under:
        return under
    lowest = min(totals[p] for p in playing)
    return tuple(p for p in playing if totals[p] == lowest)


def _write_result(result: RoundResult) -> Json:
    return {"closer": result.closer, "points": list(result.points), "doubled": result.doubled}


def _read_result(data: object, key: str, players: int) -> RoundResult:
    """The result's shape only; ``ScalaState.validate`` checks it is the one the hands give."""
    if not isinstance(data, dict) or set(data) != {"closer", "points", "doubled"}:
        raise StateError("wrong_fields", field=key, fields=["closer", "points", "doubled"])
    closer = optional(SEAT).read(data["closer"], "the closer", players)
    points, doubled = data["points"], data["doubled"]
    if not isinstance(points, list) or len(points) != players or any(type(p) is not int for p in points):
        raise StateError("not_per_seat", field="the result's points", players=players)
    if type(doubled) is not bool:
        raise StateError("not_a_flag", field="the result's doubled")
    return RoundResult(closer, tuple(points), doubled)


RESULT: Codec[RoundResult | None] = optional(Codec(_write_result, _read_result))


def summary_lines(hands: Sequence[tuple[Card, ...]], opened: Sequence[bool], result: RoundResult,
                  totals: Sequence[int], playing: Sequence[int]) -> list[Json]:
    """The count as the round panel shows it, row by row, each row a value per player (None: nothing to show).

    Cards left and their points; 100 for a player who never opened; what the doubling
    added; the round's points; the match totals. A player out of the match (not in
    ``playing``) shows only the totals.
    """
    seats = range(len(hands))

    def paying(player: int) -> bool:
        return player != result.closer and not result.void and player in playing

    def row(line: str, values: Iterable[Json]) -> Json:
        return {"line": line, "values": list(values), "points": None}

    return [
        row("cards_left", (len(hands[p]) if p in playing else None for p in seats)),
        row("card_points", (sum(map(penalty, hands[p])) if p != result.closer and p in playing else None for p in seats)),
        row("never_opened", (NEVER_OPENED if paying(p) and not opened[p] else None for p in seats)),
        row("doubled", (result.points[p] // 2 if paying(p) and result.doubled else None for p in seats)),
        row("round", (result.points[p] if p in playing else None for p in seats)),
        row("total", totals),
    ]


def summary_players(hands: Sequence[tuple[Card, ...]], opened: Sequence[bool], result: RoundResult,
                    totals: Sequence[int]) -> list[dict[str, Json]]:
    """Each player's cards and count, for the round panel."""
    return [
        {
            "cards": card_names(hand),
            "card_points": sum(map(penalty, hand)),
            "opened": opened[player],
            "closed": result.closer == player,
            "round_points": result.points[player],
            "total": totals[player],
        }
        for player, hand in enumerate(hands)
    ]
