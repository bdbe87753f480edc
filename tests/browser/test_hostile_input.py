"""Hostile input for the options of the tables of issues 3.5 to 3.7 (issue 4.5), in Chromium: the URL's
``players``, ``capture``, ``re_bello`` (and ``seats`` and names, which the URL does not take) with bad
values, people's names as typed in the menu (too long, markup, right to left, emoji) and as the page
tells them to its worker, and saves of every format the engine has written.

A bad value is left out (with a warning for whoever wrote the address) or refused, and never changes
the game in progress, which is checked against the same game replayed in this process
(test_reliability's mirror). The embedding messages are test_embed_fuzz.py's.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from playwright.sync_api import expect

from mazzo.protocol import Session

from .harness import wait_for_app
from .test_pass_and_play import DESKTOP, deal_together, last_view, tap_move
from .test_pass_and_play import open_page as open_recorded
from .test_pass_and_play import settle as settle_screen
from .test_reliability import IDLE, PUT_SAVE, ask, ask_refused, engine_worker, open_page, same_game, start, step

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures"
#: Addresses with bad values of the new tables' options, and options the URL does not take at all.
BAD_ADDRESSES = [
    "players=5&capture=all&re_bello=yes",
    "players=four&capture=%3Cscript%3Ealert(1)%3C%2Fscript%3E&re_bello=2",
    "players=%F0%9F%82%A1&capture=fifteen%20&re_bello=%E2%80%AE1",
    "seats=person,person,person,person&names=Anna,%3Cb%3EBruno%3C%2Fb%3E,%E2%80%AECarla",
]


def test_bad_options_in_the_address_are_left_out_with_a_warning_and_the_game_in_progress_goes_on(pages, site):
    page = open_page(pages, site, "?game=scopa&players=4&capture=fifteen")
    warnings: list[str] = []
    page.on("console", lambda message: message.type == "warning" and warnings.append(message.text))
    mirror = start(page, "scopa", 71, moves=3, options={"players": 4, "capture": "fifteen"})
    for query in BAD_ADDRESSES:
        page.goto(f"{site.url}?game=scopa&{query}")
        wait_for_app(page)
        same_game(page, mirror, "scopa")  # the game in progress, not a new deal of another table
        step(page, mirror, "scopa")
    for said in ("?players=5 is not offered", "?capture=all is not offered", "?re_bello=yes is not offered",
                 "?players=four is not offered", "?capture=fifteen  is not offered"):
        assert any(said in warning for warning in warnings), (said, warnings)
    assert not [warning for warning in warnings if "seats" in warning or "names" in warning], "not options: not read"


#: Names as typed in the menu's seats, and as they are kept: held to 20 characters (never half an
#: emoji), markup as plain text, the controls that turn text right to left taken out, a
#: right-to-left script and emoji kept.
TYPED = ["a" * 19 + "😀", '<img src=x onerror="document.title=1">', "\u202eAnna", "ليلى 🙂"]
KEPT = ["a" * 19, '<img src=x onerror="', "Anna", "ليلى 🙂"]


def test_names_too_long_marked_up_right_to_left_or_emoji_are_kept_as_plain_whole_text(pages, site):
    page = open_recorded(pages, site, "?seed=11&lang=en", **DESKTOP)
    title = page.title()
    deal_together(page, "scopa", {"players": "4"}, TYPED)
    # The picks are kept once the page has asked its engine what it holds (front-door.js act): wait for them.
    kept = page.wait_for_function(
        "() => JSON.parse(localStorage.getItem('mazzo.settings') ?? '{}').together?.['scopa:4'] ?? null", timeout=60_000
    )
    assert kept.json_value() == KEPT
    turns = 0
    while turns < 4:
        screen = settle_screen(page)
        view = last_view(page)
        name = KEPT[view["player"]]
        if screen == "passing":
            expect(page.locator("#pass .title")).to_have_text(f"Pass to {name}")
            page.locator('#pass [data-action="show"]').click()
            continue
        expect(page.locator("#prompt")).to_contain_text(f"{name}'s turn")
        tap_move(page, view, view["legal_moves"][0], touch=False)
        page.wait_for_function("() => document.documentElement.dataset.screen !== 'your-turn'")
        turns += 1
    assert page.locator("img[src='x']").count() == 0 and page.title() == title, "a name is text, never markup"


#: Each person's name in the statistics, with the rounds of Briscola at Normal counted for them.
COUNTED_BY_NAME = """async () => {
  const { people } = (await globalThis.mazzo.client.request("statistics")).statistics;
  return Object.keys(people).map((name) => [name, people[name].games.briscola.normal.plain.rounds]);
}"""


def test_the_worker_refuses_bad_names_and_counts_odd_ones_each_apart(pages, site):
    page = open_page(pages, site)
    for names in (["x" * 41, None], ["", "Bruno"], [5, "Bruno"], "Anna", ["Anna"] * 5, [["Anna"], None], {"0": "Anna"}):
        assert ask_refused(page, "people", game="briscola", names=names) == "bad_request", names
    # Names that are only text to the page: a prototype's key, markup, a right-to-left script, emoji.
    names = ["__proto__", "<b>ليلى</b> 🙂"]
    view = ask(page, "new_game", game="briscola", seed=9, seats=["person", "person"])["view"]
    assert ask(page, "people", game="briscola", names=names)["ok"]
    while not view["round_over"]:
        view = ask(page, "play", game="briscola", move=view["legal_moves"][-1])["view"]
    # Read in the page: a name such as "__proto__" would not cross to this process as a key.
    counted = page.evaluate(COUNTED_BY_NAME)
    assert sorted(counted) == sorted([name, 1] for name in names)
    assert engine_worker(page).evaluate("() => Object.prototype.games === undefined && ({}).games === undefined")


def fixture(name: str) -> dict:
    return json.loads((FIXTURES / f"save-{name}.json").read_text())


#: Saves of every format, one page each group (the engine keeps one save a game); the game each
#: page shows (the others are restored in its engine all the same).
SAVED_TOGETHER = [
    ("scopa", ["format1-scopa", "format1-scala40", "format2-briscola4", "format2-scopone-ace"]),
    ("scopa", ["format2-scopa4-fifteen", "format2-scala40-3", "format3-briscola4-watched", "format3-scopone-fifteen"]),
    ("scala40", ["format3-scopa-fifteen-together", "format3-scala40-4-mixed"]),
]


@pytest.mark.parametrize("shown, names", SAVED_TOGETHER, ids=lambda value: value if isinstance(value, str) else "+".join(value))
def test_saves_of_every_format_written_so_far_load_in_the_page(pages, site, shown, names):
    page = open_page(pages, site, f"?game={shown}")
    page.wait_for_function(IDLE, timeout=60_000)  # the table's own first game is saved before these
    mirrors = {}
    for name in names:
        save = fixture(name)["save"]
        page.evaluate(PUT_SAVE, [save["game"], save])
        mirrors[save["game"]] = Session()
        assert json.loads(mirrors[save["game"]].handle(json.dumps({"type": "load", "save": save})))["ok"]
    page.reload()
    wait_for_app(page)
    for game, mirror in mirrors.items():
        same_game(page, mirror, game)
    assert page.locator("#notice").is_hidden(), "no save was refused"
