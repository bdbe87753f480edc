"""The browser tests' waits wait. Playwright's `wait_for_function` never awaits what its script returns,
and a promise is a true value, so a script that asks the engine (or anything async) returns at once
and the test goes on mid-move (the daily tests asked for the next hand while the page was still playing
the trick: CI's "the game is over"). Such waits poll in Python (`test_snapshot.wait_until`) or wait for
what the page shows. And a script that is not a function is evaluated again at each poll by `eval`, which the
page's CSP refuses: such a wait passed only when its first look found it true (the sound test's CI failure)."""

from __future__ import annotations

import ast
import re
from pathlib import Path

BROWSER_TESTS = Path(__file__).parent / "browser"
#: What only a promise gives: a request to the engine, a then, an async function.
ASYNC_MARKS = ("request(", ".then(", "async ", "await ", "fetch(")
#: How a function's text begins: an arrow's parameters, or the keyword.
A_FUNCTION = re.compile(r"\s*(\(|function\b|\w+\s*=>)")


def async_waits(source: str) -> list[int]:
    """The lines of `source` whose `wait_for_function` is handed a script that returns a promise, or no function."""
    found = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr == "wait_for_function":
            script = node.args[0] if node.args else None
            text = script.value if isinstance(script, ast.Constant) and isinstance(script.value, str) else ""
            if any(mark in text for mark in ASYNC_MARKS) or (text and not A_FUNCTION.match(text)):
                found.append(node.lineno)
    return found


def test_the_check_finds_a_wait_on_a_request_and_passes_a_plain_one():
    assert async_waits('page.wait_for_function("() => mazzo.client.request(\'view\').then((r) => r.view.round_over)")') == [1]
    assert async_waits('page.wait_for_function("() => document.documentElement.dataset.app === \'ready\'")') == []
    assert async_waits('page.wait_for_function("window.audio.contexts === 1")') == [1]


def test_no_browser_test_waits_on_a_promise_or_an_expression_with_wait_for_function():
    found = [f"{path.name}:{line}" for path in sorted(BROWSER_TESTS.glob("*.py")) for line in async_waits(path.read_text())]
    assert not found, f"wait_for_function cannot await a promise, and evaluates an expression with eval: {found}"
