"""Never trust input: generated bad requests, interleaved with legal play, change nothing."""

from __future__ import annotations

import json

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from tables import TABLES, new_table

from mazzo.protocol import HANDLERS, Session

EXAMPLES = 250
BAD_PER_EXAMPLE = 40  # 250 x 40 = 10,000 bad requests per run

json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=8),
    lambda children: st.lists(children, max_size=3) | st.dictionaries(st.text(max_size=6), children, max_size=3),
    max_leaves=6,
)

card_like = st.from_regex(r"[A2-9TJQKX*][DHSCKX]?", fullmatch=True)
move_like = st.one_of(
    card_like,
    st.builds(lambda a, b: f"{a}x{'+'.join(b)}", card_like, st.lists(card_like, max_size=4)),
    st.text(max_size=12),
)


@st.composite
def bad_request(draw: st.DrawFn, game: str) -> str:
    """A request that must be refused: broken JSON, wrong shape, wrong fields, illegal moves."""
    kind = draw(st.sampled_from(["json", "shape", "type", "field", "move", "turn", "seat", "load"]))
    if kind == "json":
        text = json.dumps({"type": "play", "game": game, "move": draw(move_like)})
        return text[: draw(st.integers(0, len(text) - 1))]
    if kind == "shape":
        return json.dumps(draw(st.lists(json_values, max_size=3) | st.text(max_size=5) | st.integers()))
    if kind == "type":
        name = draw(st.text(max_size=10).filter(lambda t: t not in HANDLERS))
        return json.dumps({"type": name, "game": game})
    if kind == "field":
        request_type = draw(st.sampled_from(["new_game", "play", "view", "computer", "summary", "save"]))
        field = draw(st.sampled_from(["game", "level", "seed", "options", "move", "colour", "seats"]))
        value = draw(json_values.filter(lambda v: v not in (game, "easy", "normal", "hard")))
        return json.dumps({"type": request_type, "game": game, field: value, "seed": -1, "level": "genius"})
    if kind == "move":
        return json.dumps({"type": "play", "game": game, "move": draw(move_like)})
    if kind == "turn":
        return json.dumps({"type": draw(st.sampled_from(["computer", "play"])), "game": game, "move": "--"})
    if kind == "seat":  # a seat that is not the person to move's (or no seat): refused, unless legal by chance
        seat = draw(st.integers(-1, 4) | json_values)
        request = draw(st.sampled_from([{"type": "play", "move": draw(move_like)}, {"type": "hint"}]))
        return json.dumps({**request, "game": game, "seat": seat})
    return json.dumps({"type": "load", "save": draw(json_values)})


def snapshot(session: Session) -> dict[str, str]:
    return {name: json.dumps(table.state.to_dict(), sort_keys=True) + repr(table.log) for name, table in session.tables.items()}


@settings(max_examples=EXAMPLES, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(data=st.data(), table=st.sampled_from(sorted(TABLES)), seed=st.integers(0, 2**32))
def test_ten_thousand_bad_requests_interleaved_with_play_change_nothing(data, table, seed):
    game, options = TABLES[table]
    players = new_table(table, 0).PLAYERS
    seats = data.draw(st.lists(st.sampled_from(["person", "computer"]), min_size=players, max_size=players))
    session = Session()
    new_game = {"type": "new_game", "game": game, "seed": seed, "options": options, "seats": seats}
    assert json.loads(session.handle(json.dumps(new_game)))["ok"]
    for _ in range(BAD_PER_EXAMPLE):
        before = snapshot(session)
        raw = data.draw(bad_request(game))
        reply = json.loads(session.handle(raw))
        if reply["ok"]:
            # A generated move may happen to be legal (then it was played), or a hint asked of the right seat: fine.
            assert json.loads(raw).get("type") in ("play", "hint"), raw
        else:
            assert reply["error"]["code"] != "internal", reply
            assert reply["error"]["message"]
            assert snapshot(session) == before, raw
        view = json.loads(session.handle(json.dumps({"type": "view", "game": game})))["view"]
        if view["game_over"]:
            break
        if view["round_over"]:
            step = {"type": "next_round"}
        elif view["computer_to_move"]:
            step = {"type": "computer"}
        else:
            step = {"type": "play", "move": data.draw(st.sampled_from(view["legal_moves"])), "seat": view["turn"]}
        assert json.loads(session.handle(json.dumps({**step, "game": game})))["ok"]
