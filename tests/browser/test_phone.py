"""A phone's table, playable while it runs (issue 4.1), in Chromium at a phone's touch viewport.

The player's turn comes as soon as the engine says so: the cards of a deal, and the card the computer
played last, may still be moving, and the page is then on the player's turn (<html data-screen=
"your-turn">, not busy) with <html data-moving> set. A tap at that moment brings the table to rest at
once and plays the card tapped.
"""

from __future__ import annotations

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
