"""A phone's table (issue 4.1), in Chromium at a phone's touch viewport: a round of each game by taps
only, held upright and sideways, and the table playable while it runs.

The player's turn comes as soon as the engine says so: the cards of a deal, and the card the computer
played last, may still be moving, and the page is then on the player's turn (<html data-screen=
"your-turn">, not busy) with <html data-moving> set. A tap at that moment brings the table to rest at
once and plays the card tapped.
"""

from __future__ import annotations

import pytest

from . import test_briscola_ui as briscola_ui
from . import test_four_ui as four_ui
from . import test_scala_ui as scala_ui
from . import test_scopa_ui as scopa_ui
from . import test_tressette_ui as tressette_ui
from .harness import Mirror as GameMirror
from .test_scopa_ui import Mirror, assert_page_shows, sent_moves, tap_move, wait_until_idle

#: A phone held upright, as the benches' phone profile has it (bench/phone.py).
PHONE = {"viewport": {"width": 390, "height": 844}, "is_mobile": True, "has_touch": True, "device_scale_factor": 3}
#: Seeds of Scopa for two whose first deal the player leads, and whose first deal the computer leads.
PLAYER_LEADS, COMPUTER_LEADS = 3, 1
#: Every request the page sends its engine, in order.
RECORD_REQUESTS = """
window.sentRequests = [];
const post = Worker.prototype.postMessage;
Worker.prototype.postMessage = function (message, ...rest) {
  if (typeof message === "string" && message.startsWith("{")) window.sentRequests.push(JSON.parse(message));
  return post.call(this, message, ...rest);
};
"""
#: The player's turn, nothing asked of the engine: what the page says while the cards may still move.
PLAYERS_TURN = "() => { const d = document.documentElement.dataset; return d.screen === 'your-turn' && !d.busy }"


def open_moving_table(pages, site, seed: int):
    """A phone at full motion, recording the requests, on Scopa dealt from `seed` at the Easy level."""
    page = pages.new(reduced_motion="no-preference", **PHONE)
    page.add_init_script(RECORD_REQUESTS)
    page.goto(f"{site.url}?seed={seed}&level=easy")
    return page


def test_the_players_turn_comes_while_the_deal_still_plays_and_a_tap_then_plays_the_card_at_once(pages, site):
    page = open_moving_table(pages, site, PLAYER_LEADS)
    page.wait_for_function(PLAYERS_TURN, timeout=120_000)
    assert page.evaluate("() => document.documentElement.dataset.moving") == "1", "the deal still plays"
    mirror = Mirror(PLAYER_LEADS, "easy")
    move = next(move for move in mirror.view["legal_moves"] if "x" not in move)
    tap_move(page, mirror, move)
    mirror.play(move)
    wait_until_idle(page)
    assert sent_moves(page) == [move]
    assert_page_shows(page, mirror)


def test_the_computer_thinks_while_the_deal_plays_and_the_players_turn_comes_while_its_card_moves(pages, site):
    page = open_moving_table(pages, site, COMPUTER_LEADS)
    page.wait_for_function(PLAYERS_TURN, timeout=120_000)
    assert page.evaluate("() => document.documentElement.dataset.moving") == "1", "the computer's card still moves"
    asked = page.evaluate("() => window.sentRequests.map((request) => request.type)")
    assert asked.count("computer") == 1 and asked.index("new_game") < asked.index("computer")
    mirror = Mirror(COMPUTER_LEADS, "easy")
    assert [player for player, _ in mirror.view["history"]] == [1], "the computer led"
    move = mirror.view["legal_moves"][0]
    tap_move(page, mirror, move)
    mirror.play(move)
    wait_until_idle(page)
    assert sent_moves(page) == [move]
    assert_page_shows(page, mirror)


#: A phone held sideways.
SIDEWAYS = PHONE | {"viewport": {"width": 844, "height": 390}}
#: The player's moves made upright before the phone is turned sideways for the rest of the round.
MOVES_UPRIGHT = 3


def turned_sideways_midway(page, tap):
    """`tap` (a game's tap_move), turning the phone sideways before the player's move MOVES_UPRIGHT + 1: one round then
    plays by taps held both ways, each way's layout checked against the engine after every move."""
    made = 0

    def tap_then_turn(*args) -> None:
        nonlocal made
        if made == MOVES_UPRIGHT:
            turn(page, SIDEWAYS)
        made += 1
        tap(*args)

    return tap_then_turn


def turn(page, phone: dict) -> None:
    viewport = phone["viewport"]
    page.set_viewport_size(viewport)
    page.wait_for_function(f"() => innerWidth === {viewport['width']} && innerHeight === {viewport['height']}")
    wait_until_idle(page)


def round_of_scopa(pages, site) -> tuple:
    page = scopa_ui.open_table(pages, site, "?seed=13&level=easy", **PHONE)
    mirror = Mirror(13, "easy")
    scopa_ui.play_round(page, mirror, turned_sideways_midway(page, tap_move))
    return page, lambda: scopa_ui.assert_count_matches(page, mirror.summary())


def round_of_scopone(pages, site) -> tuple:
    page = scopa_ui.open_table(pages, site, "?game=scopone&seed=3&level=easy", **PHONE)
    mirror = four_ui.Mirror("scopone", 3, "easy", variant="scientifico")
    four_ui.play_round(page, mirror, turned_sideways_midway(page, four_ui.tap_move))
    return page, lambda: four_ui.assert_count_matches(page, mirror.summary())


def round_of_briscola(pages, site) -> tuple:
    page = scopa_ui.open_table(pages, site, "?game=briscola&seed=13&level=easy", **PHONE)
    mirror = briscola_ui.BriscolaMirror(13, level="easy")
    briscola_ui.play_hand(page, mirror, turned_sideways_midway(page, briscola_ui.tap_move))
    return page, lambda: briscola_ui.assert_count_is_the_summary(page, mirror.summary())


def round_of_tressette(pages, site) -> tuple:
    page = scopa_ui.open_table(pages, site, "?game=tressette&seed=13&level=easy", **PHONE)
    mirror = GameMirror("tressette", 13, "easy")
    tap = turned_sideways_midway(page, briscola_ui.tap_move)
    briscola_ui.play_hand(page, mirror, tap, every_turn=tressette_ui.assert_page_shows)
    return page, lambda: tressette_ui.assert_count_is_the_summary(page, mirror.summary())


def round_of_scala40(pages, site) -> tuple:
    page = scala_ui.open_table(pages, site, 3, **PHONE)
    mirror = scala_ui.Mirror(3)
    scala_ui.play_round(page, mirror, turned_sideways_midway(page, scala_ui.tap_move))
    return page, lambda: scala_ui.assert_count_matches(page, mirror.summary())


ROUNDS = [round_of_scopa, round_of_scopone, round_of_briscola, round_of_tressette, round_of_scala40]


@pytest.mark.parametrize("play", ROUNDS, ids=lambda play: play.__name__[9:])
def test_a_round_of_each_game_by_taps_only_on_a_phone_held_upright_then_sideways(pages, site, play):
    """One round a game, its first moves upright and the rest sideways (a round each way asserted no more: the
    same taps, each way's table checked after every move); the count shown sideways, then upright."""
    page, assert_count = play(pages, site)
    assert_count()
    turn(page, PHONE)
    assert_count()
