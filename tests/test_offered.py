"""The page's copy of the options each game offers (web/app/core/offered.js) is the engine's: the game
menu drawn from it before the engine is ready offers what the engine then plays."""

from __future__ import annotations

from browser.harness import build


def test_the_pages_copy_of_the_options_is_the_engines_ping():
    assert build.OFFERED.read_text() == build.offered_module(), "run python3 build.py offered"
