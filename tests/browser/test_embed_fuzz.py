"""Fuzzing the embedding channel (issue 2.2), in Chromium: 5,000 hostile postMessages.

The demo host page (another origin) embeds the game; a third origin's frame on the same host
page sends too. Messages from anyone but the host window are ignored; messages from the host
that are not exactly a command are refused whole, and the host is told so ({type:
"refused"}). None of them changes the game (the view, its save, the level), crashes the page
or stops the game from playing on.
"""

from __future__ import annotations

from playwright.sync_api import expect

from .harness import wait_for_app
from .test_reliability import ask

MESSAGES = 5_000
#: Posts `count` hostile messages, drawn from a seeded generator, to the game's frame (window
#: frames[0] of the host page) from `sender`; returns how many were addressed to mazzo (those
#: from the host window must each be refused) and how many could not be posted at all.
HOSTILE = """([count, seed, target]) => {
  let state = seed;
  const random = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = (items) => items[Math.floor(random() * items.length)];
  const nested = (depth) => { let value = { source: "mazzo", type: "new_game" }; for (let i = 0; i < depth; i++) value = { level: value }; return value; };
  const junk = () => pick([null, 0, -1, 1e308, NaN, true, "", "Hard", "x".repeat(1 + Math.floor(random() * 64)), [], {}, ["hard"], { toString: "hard" }]);
  const shapes = [
    () => junk(),
    () => "mazzo",
    () => JSON.stringify({ source: "mazzo", type: "new_game", level: "hard" }),
    () => ({ type: "new_game", level: "hard" }),
    () => ({ source: "Mazzo", type: "new_game" }),
    () => ({ source: "mazzo" }),
    () => ({ source: "mazzo", type: junk() }),
    () => ({ source: "mazzo", type: pick(["ready", "round_over", "game_over", "refused", "elsewhere", "play", "next_round", "load", "save", "__proto__", "constructor", "NEW_GAME"]) }),
    () => ({ source: "mazzo", type: "new_game", level: junk() }),
    () => ({ source: "mazzo", type: "new_game", level: pick(["HARD", "medium", " hard", "easy "]) }),
    () => ({ source: "mazzo", type: "new_game", level: "hard", seed: 7 }),
    () => ({ source: "mazzo", type: "new_game", game: "scala40" }),
    () => JSON.parse('{"source": "mazzo", "type": "new_game", "__proto__": {"level": "hard"}}'),
    () => ({ source: "mazzo", type: "new_game", level: "h".repeat(1 << 18) }),
    () => nested(1 + Math.floor(random() * 2000)),
    () => ({ source: "mazzo", type: "new_game", level: nested(50) }),
    // The new tables' options (issue 4.5): no command takes them, whatever their value.
    () => ({ source: "mazzo", type: "new_game", [pick(["players", "seats", "names", "capture", "re_bello"])]: junk() }),
    () => ({ source: "mazzo", type: "new_game", level: "hard", [pick(["players", "capture", "re_bello"])]: pick([4, 2, "fifteen", true]) }),
  ];
  let toMazzo = 0;
  let unsent = 0;
  for (let i = 0; i < count; i++) {
    const message = pick(shapes)();
    try {
      target.postMessage(message, "*");
      if (message !== null && typeof message === "object" && message.source === "mazzo") toMazzo += 1;
    } catch {
      unsent += 1; // the browser could not even copy it (too deep): nothing was sent
    }
  }
  return { toMazzo, unsent };
}"""
READ_SAVES = """() => new Promise((resolve, reject) => {
  const opening = indexedDB.open("mazzo", 2);
  opening.onsuccess = () => {
    const reading = opening.result.transaction("saves").objectStore("saves").getAll();
    reading.onsuccess = () => { opening.result.close(); resolve(JSON.stringify(reading.result)); };
    reading.onerror = () => reject(reading.error);
  };
  opening.onerror = () => reject(opening.error);
})"""


def game_state(game, name: str = "scopa") -> tuple:
    return (
        ask(game, "view", game=name)["view"],
        game.evaluate(READ_SAVES),
        game.evaluate("document.documentElement.dataset.level"),
        game.evaluate("document.documentElement.dataset.app"),
    )


def test_five_thousand_hostile_messages_change_nothing_crash_nothing_and_the_game_plays_on(pages, servers, site):
    host = servers.site("/host/")
    other = servers.site("/other/")  # a third origin, framed by the host page too
    page = pages.new(viewport={"width": 1280, "height": 900}, reduced_motion="reduce")
    page.goto(f"{host.url}dev/embed-demo.html?src={site.url}index.html%3Flevel%3Deasy%26seed%3D5")
    expect(page.locator('#log li[data-type="ready"]')).to_have_count(1, timeout=120_000)
    game = next(frame for frame in page.frames if frame.url.startswith(site.origin))
    game.wait_for_function("() => document.documentElement.dataset.turn === 'human' && !document.documentElement.dataset.busy && !document.documentElement.dataset.moving", timeout=60_000)
    # The third frame is known once it has navigated to its origin (it is attached as about:blank first).
    with page.expect_event("framenavigated", predicate=lambda frame: frame.url.startswith(other.origin)) as navigated:
        page.evaluate("(url) => { const frame = document.createElement('iframe'); frame.src = url; document.body.append(frame); }", other.url + "icon.svg")
    third = navigated.value
    before = game_state(game)
    assert before[2:] == ("easy", "ready")

    from_host = page.evaluate(HOSTILE, [MESSAGES * 3 // 5, 1, page.evaluate_handle("() => frames[0]")])
    from_elsewhere = third.evaluate(HOSTILE, [MESSAGES // 5, 2, third.evaluate_handle("() => parent.frames[0]")])
    from_itself = game.evaluate(HOSTILE, [MESSAGES // 5, 3, game.evaluate_handle("() => window")])
    assert from_host["toMazzo"] > 1_000, "most of the host's messages look like commands"
    # Each of the host's messages addressed to mazzo is refused, and the host is told; the rest are ignored.
    expect(page.locator('#log li[data-type="refused"]')).to_have_count(from_host["toMazzo"], timeout=60_000)
    assert game_state(game) == before, "no state change"
    assert from_elsewhere["unsent"] + from_itself["unsent"] + from_host["unsent"] < MESSAGES // 10

    # The game still plays: the host's well-formed command is obeyed, and moves go on.
    page.locator("#new-game").click()
    game.wait_for_function("() => document.documentElement.dataset.level === 'hard'")
    for _ in range(3):
        view = ask(game, "view", game="scopa")["view"]
        if view["computer_to_move"]:
            ask(game, "computer", game="scopa")
        else:
            ask(game, "play", game="scopa", move=view["legal_moves"][0])
    wait_for_app(game)


#: Commands with the new tables' options, each with a good value, a bad one, markup, right to left, emoji
#: (issue 4.5): the game takes none of them, so each is refused whole and changes nothing.
OPTION_COMMANDS = [
    {"players": 4}, {"players": 5}, {"players": "4"}, {"level": "hard", "players": 2},
    {"seats": ["person", "computer", "person", "computer"]}, {"seats": "person"}, {"level": "easy", "seats": None},
    {"names": ["Anna", None, "Bruno", None]}, {"names": ["<img src=x onerror=alert(1)>"]},
    {"names": ["\u202eannA", "ليلى", "🂡" * 30]}, {"name": "x" * 100_000},
    {"capture": "fifteen"}, {"capture": "all"}, {"level": "hard", "capture": "<b>fifteen</b>"},
    {"re_bello": True}, {"re_bello": "yes"}, {"level": "hard", "re_bello": "\u202e1"}, {"re_bello": "🙂"},
]


def test_commands_with_the_new_tables_options_are_refused_whole_at_a_table_of_four(pages, servers, site):
    host = servers.site("/host/")
    page = pages.new(viewport={"width": 1280, "height": 900}, reduced_motion="reduce")
    query = "game=scopone%26capture%3Dfifteen%26re_bello%3D1%26level%3Deasy%26seed%3D8"
    page.goto(f"{host.url}dev/embed-demo.html?src={site.url}index.html%3F{query}")
    expect(page.locator('#log li[data-type="ready"]')).to_have_count(1, timeout=120_000)
    game = next(frame for frame in page.frames if frame.url.startswith(site.origin))
    game.wait_for_function("() => document.documentElement.dataset.turn === 'human' && !document.documentElement.dataset.busy", timeout=60_000)
    before = game_state(game, "scopone")
    assert before[0]["options"]["capture"] == "fifteen" and before[0]["options"]["re_bello"] is True
    for command in OPTION_COMMANDS:
        page.evaluate("(command) => frames[0].postMessage({ source: 'mazzo', type: 'new_game', ...command }, '*')", command)
    refused = page.locator('#log li[data-type="refused"]')
    expect(refused).to_have_count(len(OPTION_COMMANDS), timeout=60_000)
    assert all('"reason":"bad_command"' in text for text in refused.all_text_contents())
    assert game_state(game, "scopone") == before, "no state change"
    page.locator("#new-game").click()  # the host's well-formed command is still obeyed
    game.wait_for_function("() => document.documentElement.dataset.level === 'hard'")
    assert ask(game, "view", game="scopone")["view"]["options"] == before[0]["options"], "the table's options kept"
