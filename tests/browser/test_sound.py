"""The table's sounds in Chromium (issue 2.7): the engine's events drive the Web Audio graph, nothing
sounds before the player's first interaction, mute silences everything and is remembered, an
embedded copy is silent unless its host asks, and a browser without Web Audio plays on without an error.
"""

from __future__ import annotations

from playwright.sync_api import expect

from .harness import wait_for_app
from .test_scopa_ui import Mirror, click_move, html, wait_until_idle

SEED = 12
#: Counts the audio contexts made and the sound sources started, in every frame, from the first script on;
#: keeps the last context made and counts its wakings (each time it starts running).
COUNT_AUDIO = """
window.audio = { contexts: 0, starts: 0 };
if (window.AudioContext) {
  const Original = window.AudioContext;
  window.AudioContext = class extends Original {
    constructor(...args) {
      super(...args);
      window.audio.contexts += 1;
      window.audio.context = this;
      window.audio.wakings = 0;
      this.addEventListener("statechange", () => { if (this.state === "running") window.audio.wakings += 1; });
    }
  };
  // A buffer source has a start of its own; an oscillator's is its parent's.
  for (const { prototype } of [AudioScheduledSourceNode, AudioBufferSourceNode]) {
    const start = prototype.start;
    prototype.start = function (...args) { window.audio.starts += 1; return start.apply(this, args); };
  }
}
"""
#: A browser without Web Audio.
NO_AUDIO = "delete window.AudioContext; delete window.webkitAudioContext;"
#: The events of every reply the page receives, in order.
RECORD_EVENTS = """() => {
  const client = globalThis.mazzo.client;
  const request = client.request.bind(client);
  window.events = [];
  client.request = async (type, fields = {}) => {
    const reply = await request(type, fields);
    window.events.push(...(reply.events ?? []));
    return reply;
  };
}"""


def starts(target) -> int:
    return target.evaluate("window.audio.starts")


def play_a_move(target, mirror: Mirror) -> None:
    """Clicks the human's first legal move and waits for the page to show what followed."""
    move = mirror.view["legal_moves"][0]
    click_move(target, mirror, move)
    mirror.play(move)
    wait_until_idle(target)


def table_with_counted_audio(pages, site, query: str = ""):
    page = pages.new(reduced_motion="reduce", viewport={"width": 1280, "height": 800})
    page.add_init_script(COUNT_AUDIO)
    page.goto(f"{site.url}?seed={SEED}&level=easy{query}")
    wait_for_app(page)
    wait_until_idle(page)
    page.evaluate(RECORD_EVENTS)
    return page


def test_the_engines_events_drive_the_audio_graph_and_nothing_sounds_before_a_first_interaction_though_the_context_is_made_at_rest(pages, site):
    page = table_with_counted_audio(pages, site)
    mirror = Mirror(SEED, "easy")
    assert html(page, "sound") == "on"
    # The deal was shown before the player touched the page: no sound. The audio context is made once
    # the table is at rest and the page idle, so that no deal waits for it, but it plays nothing.
    page.wait_for_function("() => window.audio.contexts === 1", timeout=30_000)
    assert starts(page) == 0
    # A key that means nothing is an interaction, but no event: still silent.
    page.keyboard.press("q")
    page.wait_for_timeout(200)
    assert starts(page) == 0
    for _ in range(3):
        before, heard = starts(page), page.evaluate("window.events.length")
        play_a_move(page, mirror)
        assert page.evaluate("window.events.length") > heard, "the move's replies carried events"
        assert starts(page) > before, "the events of the move sounded"
    assert page.evaluate("window.audio.contexts") == 1


def test_between_sounds_the_audio_context_rests_and_the_next_sound_wakes_it(pages, site):
    page = table_with_counted_audio(pages, site)
    page.wait_for_function("() => window.audio.contexts === 1", timeout=30_000)
    # Made at rest with nothing to play, it rests: a running context renders silence all the time.
    resting = "() => window.audio.context.state === 'suspended'"
    page.wait_for_function(resting, timeout=10_000)
    mirror = Mirror(SEED, "easy")
    for _ in range(2):
        before, woken = starts(page), page.evaluate("window.audio.wakings")
        play_a_move(page, mirror)
        assert starts(page) > before, "the move's events sounded"
        assert page.evaluate("window.audio.wakings") > woken, "the sound woke the context"
        # A moment after its last sound ends, it rests again.
        page.wait_for_function(resting, timeout=10_000)


def test_mute_with_the_m_key_silences_every_event_and_is_remembered_and_the_toolbar_turns_it_on(pages, site):
    page = table_with_counted_audio(pages, site)
    mirror = Mirror(SEED, "easy")
    page.keyboard.press("m")
    assert html(page, "sound") == "off"
    expect(page.locator("#sound")).to_have_attribute("aria-pressed", "false")
    for _ in range(2):
        play_a_move(page, mirror)
    assert page.evaluate("window.events.length") > 0
    assert starts(page) == 0
    page.reload()
    wait_for_app(page)
    wait_until_idle(page)
    assert html(page, "sound") == "off"
    page.locator("#sound").click()
    assert html(page, "sound") == "on"
    expect(page.locator("#sound")).to_have_attribute("aria-pressed", "true")
    # The page opened with ?seed= deals that seed again on each visit.
    mirror = Mirror(SEED, "easy")
    page.reload()
    wait_for_app(page)
    wait_until_idle(page)
    assert html(page, "sound") == "on"
    play_a_move(page, mirror)
    assert starts(page) > 0


def embedded_game(pages, servers, site, query: str):
    """The game embedded by the demo host page on another origin, with `query` in the iframe's URL."""
    host = servers.site("/host/")
    page = pages.new(reduced_motion="reduce", viewport={"width": 1280, "height": 900})
    page.add_init_script(COUNT_AUDIO)
    pages.log(page).allow_console_error("Blocked autofocusing on a <button> element in a cross-origin subframe")
    source = f"{site.url}index.html%3Flevel%3Deasy%26seed%3D{SEED}{query}"
    page.goto(f"{host.url}dev/embed-demo.html?src={source}")
    expect(page.locator('#log li[data-type="ready"]')).to_have_count(1, timeout=120_000)
    game = next(frame for frame in page.frames if frame.url.startswith(site.origin))
    wait_until_idle(game)
    return game


def test_an_embedded_copy_is_silent_unless_its_host_asks_for_sound(pages, servers, site):
    silent = embedded_game(pages, servers, site, "")
    assert html(silent, "sound") == "off"
    play_a_move(silent, Mirror(SEED, "easy"))
    assert starts(silent) == 0
    asked = embedded_game(pages, servers, site, "%26sound%3Don")
    assert html(asked, "sound") == "on"
    play_a_move(asked, Mirror(SEED, "easy"))
    assert starts(asked) > 0


def test_without_web_audio_the_game_plays_on_silent_with_no_error_and_no_sound_switch(pages, site):
    page = pages.new(reduced_motion="reduce", viewport={"width": 1280, "height": 800})
    page.add_init_script(NO_AUDIO)
    page.goto(f"{site.url}?seed={SEED}&level=easy")
    wait_for_app(page)
    wait_until_idle(page)
    assert page.evaluate("typeof window.AudioContext") == "undefined"
    expect(page.locator("#sound")).to_be_hidden()
    assert html(page, "sound") == "off"
    mirror = Mirror(SEED, "easy")
    page.keyboard.press("m")
    for _ in range(2):
        play_a_move(page, mirror)
    assert html(page, "sound") == "off"


def test_no_audio_context_is_made_while_the_first_deal_plays_only_once_the_table_is_at_rest(pages, site):
    # Making the first audio context can hold the page's thread for a long moment (the browser starts
    # its audio): a deal tapped on a first visit must not wait for it (issue 4.1).
    page = pages.new(first_visit=True, reduced_motion="no-preference", viewport={"width": 1280, "height": 800})
    page.add_init_script(COUNT_AUDIO)
    page.goto(site.url)
    wait_for_app(page)
    page.locator("#menu[open] button[data-action=deal]").click()
    page.wait_for_function("() => document.documentElement.dataset.moving === '1'", timeout=60_000)
    assert page.evaluate("window.audio.contexts") == 0, "no audio context while the deal plays"
    page.wait_for_function("() => !document.documentElement.dataset.moving && window.audio.contexts === 1", timeout=60_000)
