"""The pieces of the browser test harness that tests use directly.

conftest.py turns them into fixtures; tests import the helpers
(`from .harness import wait_for_app, ping`).
"""

from __future__ import annotations

import importlib.util
import json
import re
import threading
from dataclasses import dataclass, field
from pathlib import Path

from mazzo.protocol import Session

ROOT = Path(__file__).resolve().parents[2]
ARTIFACTS = ROOT / "artifacts"
SUB_PATH = "/games/mazzo/"
CHROMIUM_FLAGS = [
    "--no-sandbox",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    # WebAssembly stays on V8's baseline compiler (Liftoff): the optimizing one compiles the
    # runtime's hot functions in the background of every page, about 0.4 of its 2 CPU-seconds up
    # to a dealt table, and a test's short games rarely earn that back. Only the speed differs
    # (docs/testing.md, "The cost of a page"); bench/ launches Chromium with its own flags.
    "--js-flags=--liftoff-only",
]
# A returning visitor: the welcome was shown (app/core/front-door.js's WELCOMED_KEY).
WELCOMED = "try { localStorage.setItem('mazzo.welcomed', '1'); } catch {}"
# Pyodide boots in seconds; the limit only keeps a broken page from hanging the run.
BOOT_LIMIT_MS = 120_000


def _load_build_module():
    spec = importlib.util.spec_from_file_location("mazzo_build", ROOT / "build.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


build = _load_build_module()


@dataclass(frozen=True)
class Site:
    """dist/ as served: `url` is the page's address, `origin` the server's."""

    origin: str
    prefix: str

    @property
    def url(self) -> str:
        return self.origin + self.prefix


class Servers:
    """Local servers of a built dist/, one per URL prefix, started on first use."""

    def __init__(self, directory: Path):
        self.directory = directory
        self.sites: dict[str, Site] = {}
        self.running = []

    def site(self, prefix: str) -> Site:
        if prefix not in self.sites:
            server = build.make_server(self.directory, prefix=prefix, quiet=True, dev=True)
            thread = threading.Thread(target=server.serve_forever, daemon=True)
            thread.start()
            self.running.append((server, thread))
            self.sites[prefix] = Site(f"http://127.0.0.1:{server.server_address[1]}", prefix)
        return self.sites[prefix]

    def is_local(self, url: str) -> bool:
        return url.startswith(("data:", "blob:")) or any(
            url.startswith(site.origin + "/") for site in self.sites.values()
        )

    def stop(self) -> None:
        for server, thread in self.running:
            server.shutdown()
            server.server_close()
            thread.join()


@dataclass
class PageLog:
    """What one page did: its console errors (and uncaught exceptions) and its request URLs."""

    console_errors: list[str] = field(default_factory=list)
    requests: list[str] = field(default_factory=list)
    allowed_errors: list[re.Pattern] = field(default_factory=list)

    def allow_console_error(self, pattern: str) -> None:
        """Let console errors matching `pattern` (a regular expression) pass."""
        self.allowed_errors.append(re.compile(pattern))

    def unexpected_errors(self) -> list[str]:
        return [e for e in self.console_errors if not any(p.search(e) for p in self.allowed_errors)]


class Pages:
    """Opens pages that keep a PageLog, each in a fresh browser context (empty cache)."""

    def __init__(self, browser, servers: Servers, screenshot_name: str):
        self.browser = browser
        self.servers = servers
        self.screenshot_name = screenshot_name
        self.opened = []
        self.failed = False  # set when a test using these pages failed

    def new(self, first_visit: bool = False, **context_options):
        """A new page; `context_options` go to Playwright's browser.new_context.

        Service workers are blocked unless a test allows them (`service_workers="allow"`), as the
        offline, update and download tests do: in every other test the service worker's install
        (hashing and caching the whole build, about a CPU-second a page) asserts nothing.

        The page opens as a returning visitor's, who was welcomed already (the key the app's
        first-visit check reads, app/core/front-door.js's `welcomes`), so that it opens on a dealt game;
        `first_visit=True` opens it as a true first visit, on the game menu and its welcome.
        """
        context = self.browser.new_context(**{"service_workers": "block", **context_options})
        if not first_visit:
            context.add_init_script(WELCOMED)
        page = context.new_page()
        log = PageLog()
        page.on("console", lambda message: message.type == "error" and log.console_errors.append(message.text))
        page.on("pageerror", lambda error: log.console_errors.append(f"uncaught: {error}"))
        # The context sees the worker's requests too.
        context.on("request", lambda request: log.requests.append(request.url))
        self.opened.append((context, page, log))
        return page

    def log(self, page) -> PageLog:
        return next(log for _, opened, log in self.opened if opened is page)

    def forget_logs(self) -> None:
        """Start every page's log afresh: the pages' problems so far were reported."""
        for _, _, log in self.opened:
            log.console_errors.clear()
            log.requests.clear()

    def problems(self) -> list[str]:
        problems = []
        for _, _, log in self.opened:
            problems += [f"console error: {error}" for error in log.unexpected_errors()]
            problems += [f"request off the local server: {url}" for url in log.requests if not self.servers.is_local(url)]
        return problems

    def close(self, screenshots: bool) -> None:
        """Close every page, saving its screenshot to artifacts/ first when `screenshots` is set
        (the test failed: a screenshot costs a third of a CPU-second, too much for every page)."""
        for number, (context, page, _) in enumerate(self.opened):
            if screenshots and not page.is_closed():
                ARTIFACTS.mkdir(exist_ok=True)
                suffix = f"-{number}" if number else ""
                page.screenshot(path=ARTIFACTS / f"{self.screenshot_name}{suffix}.png")
            context.close()


def wait_for_app(page, state: str = "ready") -> None:
    """Wait until <html data-app> is `state` ("loading", "ready" or "error")."""
    from playwright.sync_api import expect

    expect(page.locator("html")).to_have_attribute("data-app", state, timeout=BOOT_LIMIT_MS)


def open_menu(page, key: str = "g"):
    """Opens the game menu with `key` (G, or L and T at the level and the target) and returns it once
    it is on show: the menu is drawn afresh at each opening, after the engine says what it holds."""
    from playwright.sync_api import expect

    page.keyboard.press(key)
    menu = page.locator("#menu[open]")
    expect(menu).to_be_visible()
    return menu


def switch_to_game(page, game: str) -> None:
    """Opens the game menu (G) and chooses `game`: Continue where it has a game in progress, else Deal;
    returns once it is on the table and dealt."""
    if page.locator("html").get_attribute("data-game") == game:
        return
    menu = open_menu(page)
    menu.locator(f'[data-option="game"] input[value="{game}"]').check()
    resume = menu.locator('[data-action="continue"]')
    (resume if resume.count() else menu.locator('[data-action="deal"]')).click()
    page.wait_for_function("(game) => document.documentElement.dataset.game === game", arg=game)
    page.wait_for_function("() => !document.documentElement.dataset.busy && !document.documentElement.dataset.moving && !document.querySelector('#menu[open]')", timeout=BOOT_LIMIT_MS)


def choose_in_menu(page, picks: dict[str, str], game: str | None = None) -> None:
    """Opens the game menu (G), picks each option's value (`{"level": "hard"}`, values as the engine
    names them) for `game` (else the game on the table) and deals; returns once the deal is on the table."""
    menu = open_menu(page)
    if game:
        menu.locator(f'[data-option="game"] input[value="{game}"]').check()
    for option, value in picks.items():
        menu.locator(f'[data-option="{option}"] input[value="{value}"]').check()
    menu.locator('[data-action="deal"]').click()


def ping(page) -> dict:
    """Send a ping through the page's own engine client and return the reply."""
    return page.evaluate("() => globalThis.mazzo.client.request('ping')")


class Mirror:
    """The page's game replayed by the engine in this process: the same seed, level, options and
    moves give the same game, as the computer's moves are deterministic given those."""

    def __init__(self, game: str, seed: int, level: str, options: dict | None = None) -> None:
        self.game, self.seed, self.level = game, seed, level
        self.session = Session()
        fields = {} if options is None else {"options": options}
        self.view = self.request(type="new_game", game=game, seed=seed, level=level, **fields)["view"]
        self.computer_moves()

    def request(self, **message) -> dict:
        reply = json.loads(self.session.handle(json.dumps({"game": self.game, **message})))
        assert reply["ok"], reply
        return reply

    def computer_moves(self) -> None:
        while self.view["computer_to_move"]:
            self.view = self.request(type="computer")["view"]

    def play(self, move: str) -> None:
        self.view = self.request(type="play", move=move)["view"]
        self.computer_moves()

    def summary(self) -> dict:
        return self.request(type="summary")["summary"]

    def next_round(self) -> None:
        self.view = self.request(type="next_round")["view"]
        self.computer_moves()


def play_round_in_the_engine(page, mirror: Mirror, pick) -> None:
    """Plays the mirror's round to its end in the page's engine too, for a test that only needs where it ends:
    `pick(turn)` is the player's move at each of their turns, the computer's moves are asked of the page's engine
    as the page asks them. Nothing is drawn: the test opens the page again (at an address without the seed, which
    would deal afresh) on the saved round."""
    ask = "([game, type, fields]) => globalThis.mazzo.client.request(type, { game, ...fields }).then((reply) => reply.view)"
    turn = 0
    while not mirror.view["round_over"]:
        move = pick(turn)
        view = page.evaluate(ask, [mirror.game, "play", {"move": move}])
        while view["computer_to_move"]:
            view = page.evaluate(ask, [mirror.game, "computer", {}])
        mirror.play(move)
        assert view["history"] == mirror.view["history"]
        turn += 1


#: Records every reply the page's engine client receives, raw (before the page turns it round its player), with its
#: request's type and fields: `received(page)` reads them.
RECORD_REPLIES = """() => {
  const client = globalThis.mazzo.client;
  const request = client.request.bind(client);
  window.replies = [];
  client.request = async (type, fields = {}) => {
    const reply = await request(type, fields);
    window.replies.push({ type, fields, reply: JSON.parse(JSON.stringify(reply)) });
    return reply;
  };
}"""


def received(page) -> list[dict]:
    """The replies recorded since RECORD_REPLIES ran: {type, fields, reply} each."""
    return page.evaluate("() => window.replies")
