"""Browser test fixtures: dist/ served on 127.0.0.1, driven in Chromium by Playwright.

Every test under tests/browser is marked `browser`. Without dist/, Chromium or
Playwright they skip, unless MAZZO_REQUIRE_BROWSER is set (python3 build.py
test sets it), in which case they fail. Every page records its console errors
and its requests; a test fails on a console error it did not allow, or on a
request to anything but the local servers. When a test fails, each of its
pages' last screenshot goes to artifacts/.
"""

from __future__ import annotations

import hashlib
import os
import re
from collections.abc import Iterator
from pathlib import Path

import pytest

from .harness import CHROMIUM_FLAGS, SUB_PATH, Pages, Servers, Site, build


def unavailable(reason: str) -> None:
    """Skip, or fail when the run requires the browser tests."""
    if os.environ.get("MAZZO_REQUIRE_BROWSER"):
        pytest.fail(f"browser tests are required but {reason}", pytrace=False)
    pytest.skip(reason)


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    here = Path(__file__).parent
    for item in items:
        if here in Path(item.path).parents:
            item.add_marker(pytest.mark.browser)


#: The fixtures whose pages a test uses: its own, and those its module's tests share.
PAGE_FIXTURES = ("pages", "module_pages")


@pytest.hookimpl(wrapper=True)
def pytest_runtest_call(item: pytest.Item):
    """Fail a test whose pages logged an unexpected console error or left the local servers while it ran."""
    result = yield
    problems = []
    for name in PAGE_FIXTURES:
        pages = item.funcargs.get(name)
        if pages is not None:
            problems += pages.problems()
            pages.forget_logs()  # a shared page's next test answers for its own
    if problems:
        pytest.fail("\n".join(problems), pytrace=False)
    return result


FAILED = pytest.StashKey[bool]()


@pytest.hookimpl(wrapper=True)
def pytest_runtest_makereport(item: pytest.Item, call: pytest.CallInfo):
    """Remember on the item whether its setup or call failed, for the pages fixture's teardown."""
    report = yield
    if report.failed:
        item.stash[FAILED] = True
        shared = item.funcargs.get("module_pages") if hasattr(item, "funcargs") else None
        if shared is not None:
            shared.failed = True
    return report


@pytest.fixture(scope="session")
def servers() -> Iterator[Servers]:
    if not (build.DIST / "index.html").is_file() or not (build.DIST / "build.json").is_file():
        unavailable("dist/ is not built (run python3 build.py)")
    servers = Servers(build.DIST)
    yield servers
    servers.stop()


@pytest.fixture(scope="session")
def site(servers: Servers) -> Site:
    """dist/ served at the root of a local server."""
    return servers.site("/")


@pytest.fixture(scope="session")
def sub_path_site(servers: Servers) -> Site:
    """dist/ served under /games/mazzo/, as on a shared host."""
    return servers.site(SUB_PATH)


@pytest.fixture(scope="session")
def browser():
    chromium = build.find_chromium()
    if not chromium:
        unavailable("no Chromium found (install one or set MAZZO_CHROMIUM)")
    try:
        from playwright.sync_api import sync_playwright
    except ImportError:
        unavailable("Playwright for Python is not installed (python3 build.py test installs it)")
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=chromium, headless=True, args=CHROMIUM_FLAGS)
        yield browser
        browser.close()


def screenshot_name(test_name: str) -> str:
    """A file name for the test: safe characters, short enough for any file system, still unique."""
    name = re.sub(r"[^\w.-]+", "_", test_name)
    if len(name) > 100:
        name = f"{name[:90]}-{hashlib.sha1(test_name.encode()).hexdigest()[:8]}"
    return name


@pytest.fixture
def pages(browser, servers: Servers, request: pytest.FixtureRequest) -> Iterator[Pages]:
    """Opens checked pages: pages.new(**context options); pages.log(page) is what it did."""
    pages = Pages(browser, servers, screenshot_name(request.node.name))
    yield pages
    pages.close(screenshots=request.node.stash.get(FAILED, False))


@pytest.fixture(scope="module")
def module_pages(browser, servers: Servers, request: pytest.FixtureRequest) -> Iterator[Pages]:
    """Opens checked pages that a module's tests share, for tests that only read a page and change nothing another
    test would see: a page costs about two CPU-seconds of Chromium to open. Each test still fails on the console
    errors and requests made while it ran; the screenshots are saved if any of the module's tests failed."""
    pages = Pages(browser, servers, screenshot_name(request.node.name))
    yield pages
    pages.close(screenshots=pages.failed)


@pytest.fixture
def page(pages: Pages):
    """A checked page in a fresh browser context."""
    return pages.new()
