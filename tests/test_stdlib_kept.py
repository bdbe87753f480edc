"""The browser gets a python_stdlib.zip trimmed to build.STDLIB_KEPT: what mazzo imports must be in it.

A module left out would fail only in the browser, on the first request that imports it. So
check here, in CPython and without a browser, every standard library module that mazzo's
source names (even inside a function) and every one that importing all of mazzo and touring
the protocol (tests/protocol_tour.py) loads, with what those import in turn.
"""

from __future__ import annotations

import ast
import importlib.util
import subprocess
import sys
import sysconfig
from pathlib import Path

from browser.harness import build

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = ROOT / "py" / "mazzo"
STDLIB = Path(sysconfig.get_path("stdlib"))
#: Imports everything given, tours the protocol, prints each loaded module and where it came from.
TOUR = """
import importlib, sys
sys.path[:0] = [{py!r}, {tests!r}]
for name in sys.argv[1:]:
    importlib.import_module(name)
from protocol_tour import tour
from mazzo.protocol import handle
tour(handle)
for name, module in list(sys.modules.items()):
    print(name, getattr(getattr(module, "__spec__", None), "origin", None))
"""


def mazzo_modules() -> list[str]:
    return [
        ".".join(("mazzo", *path.relative_to(PACKAGE).with_suffix("").parts)).removesuffix(".__init__")
        for path in sorted(PACKAGE.rglob("*.py"))
    ]


def is_pure_python_stdlib(origin: str | None) -> bool:
    """Whether a module comes from a .py file of the standard library, so lives in python_stdlib.zip."""
    if origin == "frozen":  # CPython freezes some .py modules (os, codecs, ...); Pyodide keeps them in the zip
        return True
    return bool(origin) and origin.endswith(".py") and STDLIB in Path(origin).parents and "site-packages" not in origin


def test_every_module_that_mazzo_names_is_kept():
    named = set()
    for path in PACKAGE.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Import):
                named.update(alias.name.partition(".")[0] for alias in node.names)
            elif isinstance(node, ast.ImportFrom) and node.level == 0:
                named.add(node.module.partition(".")[0])
    stdlib = {name for name in named if name in sys.stdlib_module_names}
    assert stdlib, "the scan found no standard library import at all"
    pure = {name for name in stdlib if is_pure_python_stdlib(importlib.util.find_spec(name).origin)}
    assert pure - set(build.STDLIB_KEPT) == set()


def test_every_module_loaded_by_importing_mazzo_and_touring_the_protocol_is_kept():
    # -I -S: no site, no user paths, so only mazzo and the tour load modules.
    script = TOUR.format(py=str(ROOT / "py"), tests=str(ROOT / "tests"))
    listing = subprocess.run(
        [sys.executable, "-I", "-S", "-c", script, *mazzo_modules()], capture_output=True, text=True, check=True
    ).stdout
    loaded = {
        name.partition(".")[0]
        for name, origin in (line.split(" ", 1) for line in listing.splitlines())
        if is_pure_python_stdlib(origin) and not name.startswith("_frozen_importlib")
    }
    assert {"json", "dataclasses", "random", "encodings"} <= loaded, "the tour did not load what mazzo surely uses"
    assert loaded - set(build.STDLIB_KEPT) == set()
