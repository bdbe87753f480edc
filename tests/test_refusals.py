"""Refusals with codes (issue 2.3): every code is listed once with its parameters, given
somewhere, documented, and its English text names exactly its parameters."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from mazzo.game import IllegalMoveError, NotationError, StateError
from mazzo.refusals import GROUP_VERDICTS, KINDS, REFUSALS, english

ROOT = Path(__file__).resolve().parents[1]
SOURCES = {path: path.read_text() for path in (ROOT / "py" / "mazzo").rglob("*.py") if path.name != "refusals.py"}
PROTOCOL_DOC = (ROOT / "docs" / "protocol.md").read_text()


def given_somewhere(code: str) -> bool:
    return any(f'"{code}"' in text for text in SOURCES.values())


@pytest.mark.parametrize("code", sorted(REFUSALS))
def test_every_code_is_given_somewhere_in_the_engines_or_the_protocol(code):
    assert given_somewhere(code), f"{code} is listed in mazzo.refusals but nothing gives it"


def test_every_code_given_is_listed():
    named = set()
    for text in SOURCES.values():
        named |= set(re.findall(r'(?:IllegalMoveError|NotationError|StateError)\(\s*"(\w+)"', text))
        named |= set(re.findall(r'ProtocolError\(\s*"\w+",\s*"(\w+)"', text))
    assert named and named <= set(REFUSALS), sorted(named - set(REFUSALS))


@pytest.mark.parametrize("code", sorted(REFUSALS))
def test_every_code_has_a_kind_and_an_english_text_that_names_exactly_its_parameters(code):
    refusal = REFUSALS[code]
    assert refusal.kind in KINDS and re.fullmatch(r"[a-z][a-z0-9_]*", code)
    filled = english(code, {name: f"<{name}>" for name in refusal.params})
    assert all(f"<{name}>" in filled for name in refusal.params) and "{" not in filled


def test_an_error_takes_exactly_its_codes_parameters_and_only_a_code_of_its_kind():
    error = IllegalMoveError("must_capture", card="5C")
    assert (error.code, error.params, error.message) == ("must_capture", {"card": "5C"}, str(error))
    assert "5C" in error.message
    with pytest.raises(ValueError):
        IllegalMoveError("must_capture")
    with pytest.raises(ValueError):
        IllegalMoveError("must_capture", card="5C", table="-")
    with pytest.raises(ValueError):
        StateError("must_capture", card="5C")
    with pytest.raises(KeyError):
        NotationError("no_such_code")


def documented_rows() -> dict[str, tuple[str, set[str], str]]:
    rows = {}
    for code, kind, params, text in re.findall(r"^\| `(\w+)` \| (\w+) \| ([^|]*) \| (.*) \|$", PROTOCOL_DOC, re.M):
        rows[code] = (kind, set(re.findall(r"`(\w+)`", params)), text.replace("\\|", "|"))
    return rows


def test_docs_protocol_lists_every_code_with_its_kind_parameters_and_text():
    rows = documented_rows()
    expected = {code: (r.kind, set(r.params), r.english) for code, r in REFUSALS.items()}
    assert rows == expected


def test_every_check_melds_verdict_is_given_by_the_checks_and_documented():
    checks = (ROOT / "py" / "mazzo" / "scala40" / "checks.py").read_text()
    for reason, text in GROUP_VERDICTS.items():
        assert f'"{reason}"' in checks
        assert f"| `{reason}` | {text} |" in PROTOCOL_DOC
