"""The table kit (web/table/) on its own, in Chromium: seats for 2 and 4 players, the one
motion model, and the links made for a change with no event. The games use these; a new
game (four-player Scopa, Scopone, Briscola) is a descriptor over them.
"""

from __future__ import annotations

import pytest

KIT = """async () => {
  const at = (path) => new URL(path, location.href).href;
  window.kit = {
    seats: await import(at("table/seats.js")),
    motion: await import(at("table/motion.js")),
  };
}"""


@pytest.fixture
def kit_page(page, site):
    page.goto(site.url + "dev/cards-preview.html")
    page.wait_for_function("() => document.body.dataset.ready")
    page.evaluate(KIT.replace('at("table/', 'at("../table/'))
    return page


def test_two_players_sit_across_and_three_and_four_counter_clockwise_from_you(kit_page):
    sides = kit_page.evaluate(
        "() => [2, 3, 4].map((players) => Array.from({ length: players }, (_, s) => kit.seats.sideOf(players, s)))"
    )
    assert sides == [["bottom", "top"], ["bottom", "right", "left"], ["bottom", "right", "top", "left"]]
    # Seen from your place, the others from your left to your right.
    order = kit_page.evaluate("() => [2, 3, 4].map((players) => kit.seats.leftToRight(players))")
    assert order == [[1], [2, 1], [3, 2, 1]]
    error = kit_page.evaluate("() => { try { kit.seats.sideOf(5, 0); return null; } catch (e) { return e.message; } }")
    assert error == "no seat 0 at a table of 5"


@pytest.mark.parametrize("players", [2, 4])
def test_each_seats_band_lies_inside_the_table_and_apart_from_the_others(kit_page, players):
    areas = kit_page.evaluate("(players) => kit.seats.seatAreas(players, { x: 10, y: 20, w: 800, h: 600 }, 120)", players)
    assert len(areas) == players
    for a in areas:
        assert a["x"] >= 10 and a["y"] >= 20 and a["x"] + a["w"] <= 810 and a["y"] + a["h"] <= 620, a
    for i, a in enumerate(areas):
        for b in areas[i + 1 :]:
            assert min(a["x"] + a["w"], b["x"] + b["w"]) <= max(a["x"], b["x"]) or min(a["y"] + a["h"], b["y"] + b["h"]) <= max(a["y"], b["y"]), (a, b)


def test_a_hand_of_ten_face_down_fans_inside_its_seat_on_every_side(kit_page):
    """Scopone's ten cards a hand: each seat's fan stays in its band, crosswise on the sides."""
    fans = kit_page.evaluate("""() => {
        const areas = kit.seats.seatAreas(4, { x: 0, y: 0, w: 900, h: 700 }, 130);
        return areas.map((area, seat) => {
          const side = kit.seats.sideOf(4, seat);
          const { cards, rect } = kit.seats.fan({ area, count: 10, size: { w: 50, h: 80 }, side, prefix: `s${seat}:` });
          return { area, rect, side, sprites: [...cards.entries()].map(([id, s]) => ({ id, cx: s.x + s.w / 2, cy: s.y + s.h / 2, angle: s.angle, face: s.face })) };
        });
    }""")
    for fan in fans:
        area, rect = fan["area"], fan["rect"]
        assert len(fan["sprites"]) == 10 and all(s["face"] is None for s in fan["sprites"])
        assert [s["id"] for s in fan["sprites"]] == [f"s{fans.index(fan)}:{i}" for i in range(10)]
        assert rect["x"] >= area["x"] - 0.5 and rect["y"] >= area["y"] - 0.5, fan["side"]
        assert rect["x"] + rect["w"] <= area["x"] + area["w"] + 0.5 and rect["y"] + rect["h"] <= area["y"] + area["h"] + 0.5, fan["side"]
        for sprite in fan["sprites"]:
            assert area["x"] <= sprite["cx"] <= area["x"] + area["w"] and area["y"] <= sprite["cy"] <= area["y"] + area["h"]
        crosswise = fan["side"] in ("left", "right")
        assert all((abs(abs(s["angle"]) - 1.5708) < 0.5) == crosswise for s in fan["sprites"]), fan["side"]


BLEND = """(t) => {
  const card = (x, face, extra = {}) => ({ x, y: 0, w: 10, h: 16, face, z: 1, ...extra });
  const before = { cards: new Map([["h:7H", card(0, "7H")], ["o:0", card(100, null)], ["t:AS", card(50, "AS")]]), places: { deck: { x: 200, y: 0, w: 10, h: 16 }, pile0: { x: 300, y: 0, w: 10, h: 16, keepsFace: true } } };
  const after = { cards: new Map([["m0:7H", card(40, "7H")], ["m0:QS", card(60, "QS")], ["h:KD", card(5, "KD")]]), places: before.places };
  const motion = { from: {}, to: {}, origins: { "m0:7H": "h:7H", "m0:QS": "o:0" }, destinations: { "t:AS": "pile0" }, order: ["m0:7H", "m0:QS", "h:KD"], stagger: 0, ms: 100, t };
  return Object.fromEntries(kit.motion.blend(before, after, motion).map((s) => [s.id, { x: s.x, face: s.face, flip: s.flip, lifted: s.lifted }]));
}"""


def test_a_motion_carries_cards_from_their_origins_to_their_places_turning_those_whose_face_changes(kit_page):
    start, middle, end = (kit_page.evaluate(BLEND, t) for t in (0, 0.5, 1))
    # A hand card that becomes a meld's starts where it was, and the hand's sprite is not drawn twice.
    assert start["m0:7H"]["x"] == 0 and "h:7H" not in start
    assert end["m0:7H"]["x"] == 40 and end["m0:7H"]["face"] == "7H"
    # A card laid from the computer's face-down hand turns over on the way.
    assert start["m0:QS"]["x"] == 100 and start["m0:QS"]["face"] is None
    assert middle["m0:QS"]["flip"] < 0.1 and middle["m0:QS"]["lifted"] is True
    assert end["m0:QS"]["face"] == "QS" and end["m0:QS"]["flip"] == 1
    # A card from nowhere is still in the deck at the start, then in hand.
    assert "h:KD" not in start and end["h:KD"]["x"] == 5
    # A card going to a pile keeps its face there, and is gone once it has arrived.
    assert middle["t:AS"]["face"] == "AS" and 50 < middle["t:AS"]["x"] < 300
    assert "t:AS" not in end


def test_a_change_with_no_event_links_the_cards_that_moved_by_face(kit_page):
    links = kit_page.evaluate("""() => {
        const at = (ids) => ({ cards: new Map(ids.map(([id, face]) => [id, { x: 0, y: 0, w: 1, h: 1, face }])), places: {} });
        const before = at([["h:7H:0", "7H"], ["h:7H:1", "7H"], ["h:KD:0", "KD"], ["h:AS:0", "AS"]]);
        const after = at([["h:7H:0", "7H"], ["p0:7H:0", "7H"], ["p0:KD:0", "KD"], ["h:AS:0", "AS"], ["h:QC:0", "QC"]]);
        return kit.motion.linkByFace(before, after);
    }""")
    assert links == {"p0:7H:0": "h:7H:1", "p0:KD:0": "h:KD:0"}
