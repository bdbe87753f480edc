"""Scopa's house rules in Chromium (issue 3.6): a round with each rule, asked by the URL, played by
clicks and checked against the engine turn by turn and at the count; the menu offering them; the
share link carrying them."""

from __future__ import annotations

import re
from urllib.parse import parse_qs, urlparse

import pytest
from playwright.sync_api import expect

from .harness import Mirror as GameMirror
from .harness import choose_in_menu, open_menu, ping, wait_for_app
from .test_scopa_ui import (
    LEVEL,
    assert_count_matches,
    assert_page_shows,
    captures_of,
    click_move,
    engine_view,
    open_table,
    sent_moves,
    varied_move,
    wait_until_idle,
)

#: Each house rule as the URL asks for it, and as the engine's options.
RULES = {
    "re_bello": ("re_bello=1", {"re_bello": True}),
    "ace_takes_all": ("capture=ace_takes_all", {"capture": "ace_takes_all"}),
    "fifteen": ("capture=fifteen", {"capture": "fifteen"}),
    "fifteen_and_re_bello": ("re_bello=1&capture=fifteen", {"re_bello": True, "capture": "fifteen"}),
}


class Mirror(GameMirror):
    """The page's Scopa game with a house rule, replayed by the engine in this process."""

    def __init__(self, seed: int, options: dict) -> None:
        super().__init__("scopa", seed, LEVEL, options)

    def options_of(self, card: str) -> list[str]:
        return [move for move in self.view["legal_moves"] if move.split("x")[0] == card]


def telling(move: str, rule: dict) -> bool:
    """A move only the rule allows: an Ace taking several cards, or a take at fifteen (never by equal value)."""
    if rule.get("capture") == "ace_takes_all":
        return move.startswith("A") and len(captures_of(move)) > 1
    if rule.get("capture") == "fifteen":
        return bool(captures_of(move))
    return False


def house_move(mirror: Mirror, turn: int, rule: dict) -> str:
    """The rule's own kind of move when the hand has one, else a move that exercises the page."""
    return next((move for move in mirror.view["legal_moves"] if telling(move, rule)), None) or varied_move(mirror, turn)


def telling_seed(rule: dict) -> int:
    """The first seed whose first round, played with ``house_move``, has the human make the rule's own move
    (and, with Re Bello, takes the King of coins to either side)."""
    for seed in range(200):
        mirror, turn, told = Mirror(seed, rule), 0, not rule.get("capture")
        while not mirror.view["round_over"]:
            move = house_move(mirror, turn, rule)
            told = told or telling(move, rule)
            mirror.play(move)
            turn += 1
        if told:
            return seed
    raise AssertionError(f"no seed below 200 plays {rule}'s own move")


@pytest.mark.parametrize("name", RULES)
def test_a_round_with_each_house_rule_played_by_clicks_matches_the_engine_to_the_count(pages, site, name):
    query, rule = RULES[name]
    seed = telling_seed(rule)
    mirror = Mirror(seed, rule)
    page = open_table(pages, site, f"?seed={seed}&{query}")
    view = engine_view(page)
    assert {option: view["options"][option] for option in rule} == rule
    turn = 0
    while not mirror.view["round_over"]:
        wait_until_idle(page)
        assert_page_shows(page, mirror)
        move = house_move(mirror, turn, rule)
        click_move(page, mirror, move)
        mirror.play(move)
        turn += 1
    wait_until_idle(page)
    assert_page_shows(page, mirror)
    assert sent_moves(page) == [move for player, move in mirror.view["history"] if player == 0]
    assert any(telling(move, rule) for move in sent_moves(page)) or not rule.get("capture")
    summary = mirror.summary()
    assert_count_matches(page, summary)
    re_bello_line = page.locator('#count tr[data-line="re_bello"]')
    assert re_bello_line.count() == (1 if rule.get("re_bello") else 0)
    if rule.get("re_bello"):
        for player, count in enumerate(summary["players"]):
            cell = page.locator(f'#count td[data-line="re_bello"][data-player="{player}"] .points')
            assert cell.get_attribute("data-points") == str(count["points"]["re_bello"])


def test_the_menu_offers_the_house_rules_and_deals_with_them_shown_in_the_url(pages, site):
    page = open_table(pages, site, "?seed=12")
    menu = open_menu(page)
    options = menu.locator("[data-option]").evaluate_all("(fields) => fields.map((f) => f.dataset.option)")
    assert options.index("napola") < options.index("re_bello") < options.index("capture")
    capture_values = menu.locator('[data-option="capture"] input').evaluate_all("(inputs) => inputs.map((i) => i.value)")
    assert capture_values == ["classic", "ace_takes_all", "fifteen"]
    assert menu.locator('[data-option="capture"] input[value="classic"]').is_checked()
    assert menu.locator('[data-option="re_bello"] input[value="false"]').is_checked()
    page.keyboard.press("Escape")
    expect(page.locator("#menu[open]")).to_have_count(0)

    choose_in_menu(page, {"re_bello": "true", "capture": "fifteen"})
    wait_until_idle(page)
    view = engine_view(page)
    assert (view["options"]["re_bello"], view["options"]["capture"]) == (True, "fifteen")
    expect(page).to_have_url(re.compile(r"re_bello=1.*capture=fifteen|capture=fifteen.*re_bello=1"))
    assert_page_shows(page, Mirror(13, {"re_bello": True, "capture": "fifteen"}))


def test_the_share_link_of_a_deal_carries_the_house_rules_and_deals_them_again(pages, site):
    page = open_table(pages, site, "?seed=5&re_bello=1&capture=ace_takes_all")
    options = engine_view(page)["options"]
    offered = ping(page)["options"]["scopa"]
    link = page.evaluate(
        "async ([options, offered]) => (await import('./app/plugins/daily.js')).shareLink('scopa', 5, options, offered)",
        [options, offered],
    )
    query = parse_qs(urlparse(link).query)
    assert (query["re_bello"], query["capture"], query["deal"]) == (["1"], ["ace_takes_all"], ["5"])
    friend = pages.new(reduced_motion="reduce")
    friend.goto(link)
    wait_for_app(friend)
    wait_until_idle(friend)
    shown = engine_view(friend)
    assert shown["options"] == options and shown["hand"] == engine_view(page)["hand"]


@pytest.mark.parametrize("query, said", [
    ("napola=1&re_bello=1&capture=ace_takes_all", "New game, level Normal, with the napola, Re Bello, and ace takes all. The cards are dealt."),
    ("players=4&capture=fifteen", "New game of Scopa for four, level Normal, with Scopa di Quindici. The cards are dealt."),
    ("game=scopone&re_bello=1", "New game of Scopone Scientifico, level Normal, with Re Bello. The cards are dealt."),
    ("capture=classic", "New game, level Normal. The cards are dealt."),
])
def test_the_new_game_announcement_names_the_house_rules_in_force(pages, site, query, said):
    page = pages.new(reduced_motion="reduce")
    # The announcement stands until the first play: a seed whose first card is the human's.
    seed = next(seed for seed in range(40) if first_to_play(query, seed) == 0)
    page.goto(f"{site.url}?seed={seed}&{query}")
    wait_for_app(page)
    expect(page.locator("#news")).to_have_text(said)


def first_to_play(query: str, seed: int) -> int:
    """Who plays first in the game ``query`` asks for, dealt from ``seed``."""
    asked = parse_qs(query)
    game = asked.pop("game", ["scopa"])[0]
    options = {
        name: (value[0] == "1" if name in ("napola", "re_bello") else int(value[0]) if name == "players" else value[0])
        for name, value in asked.items()
    }
    return GameMirror(game, seed, LEVEL, options).view["turn"]
