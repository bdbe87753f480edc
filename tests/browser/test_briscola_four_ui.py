"""Briscola for four at the table, in Chromium: played by keys and by taps, checked against the engine.

As for Briscola by two (test_briscola_ui.py), the page opens with a seed and the test replays the
same game in this process (harness.Mirror, every computer seat included), so what the page shows
after every turn (your hand, every other hand's size, the trick, the stock and the briscola under
it, every seat's pile) is compared with the engine's own view. Pages run with reduced motion.
"""

from __future__ import annotations

from playwright.sync_api import expect

from .harness import Mirror, choose_in_menu
from .test_four_ui import TEXTS_DRAWN
from .test_i18n import messages
from .test_briscola_ui import assert_count_is_the_summary, assert_fits, engine_view, key_move, place, sent_moves, tap_move
from .test_scopa_ui import PHONE_LANDSCAPE, PHONE_PORTRAIT, html, open_table, save_screenshot, wait_until_idle

FOUR = {"players": 4}


def four(seed: int, level: str = "normal") -> Mirror:
    return Mirror("briscola", seed, level, FOUR)


def assert_page_shows_four(page, view: dict) -> None:
    """Everything the table of four shows, as its buttons say it, is the engine's view of seat 0."""
    assert page.eval_on_selector_all("#hand-cards button[data-card]", "bs => bs.map((b) => b.dataset.card)") == view["hand"]
    trick = page.eval_on_selector_all(
        '#table-cards button[data-place="trick"]', "bs => bs.map((b) => [b.dataset.card, Number(b.dataset.player)])"
    )
    assert trick == [[card, (view["leader"] + i) % 4] for i, card in enumerate(view["trick"])]
    stock = place(page, "stock")
    assert stock.get_attribute("data-count") == str(view["stock_size"])
    assert stock.get_attribute("data-briscola") == (view["briscola"] if view["briscola_in_stock"] else None)
    last = view["last_trick"]
    for seat in range(4):
        pile = place(page, "pile", seat)
        assert pile.get_attribute("data-count") == str(view["pile_sizes"][seat])
        assert pile.get_attribute("data-last-trick") == (" ".join(last["cards"]) if last and last["winner"] == seat else None)
    for seat in (1, 2, 3):
        hand = page.locator(f"#seat-{seat}")
        if view["hand_sizes"][seat]:
            assert hand.get_attribute("data-count") == str(view["hand_sizes"][seat])
        else:
            assert hand.count() == 0
    assert page.locator("#score-0").inner_text() == str(view["scores"][0])
    assert page.locator("#score-1").inner_text() == str(view["scores"][1])
    assert html(page, "turn") == ("over" if view["round_over"] else "human")


def play_hand(page, mirror: Mirror, make_move, every_turn=assert_page_shows_four) -> None:
    """Plays the hand to its count, checking after every turn of the human that the page shows the engine's game."""
    turn = 0
    while not mirror.view["round_over"]:
        wait_until_idle(page)
        every_turn(page, mirror.view)
        moves = mirror.view["legal_moves"]
        move = moves[(turn * 5) % len(moves)]
        make_move(page, mirror.view, move)
        mirror.play(move)
        turn += 1
    wait_until_idle(page)
    assert_page_shows_four(page, mirror.view)
    assert turn == 10, "ten tricks: one card of the human's in each"
    assert sent_moves(page)[-turn:] == [move for player, move in mirror.view["history"] if player == 0][-turn:]


def test_the_address_opens_briscola_for_four_with_the_partner_across_and_every_seat_named(pages, site):
    mirror = four(5)
    page = open_table(pages, site, "?game=briscola&players=4&seed=5")
    assert engine_view(page)["options"] == {"target": 1, "show_points": False, "players": 4}
    assert_page_shows_four(page, mirror.view)
    assert place(page, "stock").get_attribute("data-count") == str(mirror.view["stock_size"])
    assert "partner" in page.locator("#seat-2").get_attribute("aria-label").lower()
    assert "partner" in place(page, "pile", 2).get_attribute("aria-label").lower()
    # The score bar names the partnerships, and the menu offers Briscola for two or four, four chosen.
    expect(page.locator("#bar .score")).to_contain_text("Us")
    page.keyboard.press("g")
    expect(page.locator('#menu [data-option="players"] input[value="4"]')).to_be_checked()
    expect(page.locator('#menu [data-option="players"] input[value="2"]')).to_be_visible()


def test_each_pile_is_labelled_as_won_cards_under_its_owner_never_like_a_hand(pages, site):
    mirror = four(6)
    page = open_table(pages, site, "?game=briscola&players=4&seed=6&lang=it")
    for _ in range(2):  # a trick or more taken: some pile holds cards, others none
        wait_until_idle(page)
        move = mirror.view["legal_moves"][0]
        key_move(page, mirror.view, move)
        mirror.play(move)
    wait_until_idle(page)
    view = engine_view(page)
    assert view["pile_sizes"] == mirror.view["pile_sizes"] and any(view["pile_sizes"])
    drawn = page.evaluate(TEXTS_DRAWN)
    for seat, count in enumerate(view["pile_sizes"]):
        assert messages(page, "it", "t.four.pileOwner(args[0])", seat) in drawn
        assert messages(page, "it", "t.four.pileWon(args[0])", count) in drawn
        if seat and count != view["hand_sizes"][seat]:
            assert messages(page, "it", "t.four.tag(args[0], args[1])", seat, count) not in drawn, "a pile labelled like a hand"
    assert "compagno" in place(page, "pile", 2).get_attribute("aria-label").lower()


def test_a_whole_hand_of_four_played_with_the_keyboard_on_a_desktop(pages, site):
    seed = 7
    mirror = four(seed)
    page = open_table(pages, site, f"?game=briscola&players=4&seed={seed}")
    play_hand(page, mirror, key_move)
    summary = mirror.summary()
    assert [side["seats"] for side in summary["players"]] == [[0, 2], [1, 3]]
    assert_count_is_the_summary(page, summary)
    save_screenshot(page, "briscola-four-desktop-count")


def test_a_whole_hand_of_four_played_by_tapping_on_a_phone_held_upright(pages, site):
    mirror = four(13)
    phone = {"viewport": PHONE_PORTRAIT, "is_mobile": True, "has_touch": True, "device_scale_factor": 3}
    page = open_table(pages, site, "?game=briscola&players=4&seed=13", **phone)
    save_screenshot(page, "briscola-four-phone")

    def fits(page, view):
        assert_page_shows_four(page, view)
        assert_fits(page, PHONE_PORTRAIT)

    play_hand(page, mirror, tap_move, every_turn=fits)
    assert_count_is_the_summary(page, mirror.summary())


def test_the_table_of_four_fits_a_phone_held_sideways(pages, site):
    mirror = four(21)
    phone = {"viewport": PHONE_LANDSCAPE, "is_mobile": True, "has_touch": True, "device_scale_factor": 2}
    page = open_table(pages, site, "?game=briscola&players=4&seed=21", **phone)
    assert_page_shows_four(page, mirror.view)
    assert_fits(page, PHONE_LANDSCAPE)
    save_screenshot(page, "briscola-four-sideways")


def test_the_menu_deals_briscola_for_four_and_back_for_two(pages, site):
    page = open_table(pages, site, "?game=briscola&seed=20")
    assert engine_view(page)["hand_sizes"] == [3, 3]
    choose_in_menu(page, {"players": "4"})
    wait_until_idle(page)
    view = engine_view(page)
    assert view["options"]["players"] == 4 and view["hand_sizes"][0] == 3 and len(view["hand_sizes"]) == 4
    choose_in_menu(page, {"players": "2"})
    wait_until_idle(page)
    assert len(engine_view(page)["hand_sizes"]) == 2
