"""The imports of the front end and of the engine (issue 4.6), read from the source as text, no browser:
no import cycle anywhere in web/ or py/; no lower layer of the page (engine/, table/, ui/, shell/,
sound/, cards/) importing the app or the games, and no game importing the app; and inside web/app/, the
rooms of docs/architecture.md: the core (the state's one owner and its flows) imports no view and no
plugin, a view no plugin, and a plugin no other plugin (only plugins/index.js lists them).

A JavaScript import is what the browser loads: `import ... from "x"`, `export ... from "x"`, `import "x"`
and `import("x")` with a literal path; an `import("x")` in a JSDoc type is a type, not an import. A
Python import is one of `mazzo`'s modules, at any depth of the module (a function's too), but not one
under `if TYPE_CHECKING:`.
"""

from __future__ import annotations

import ast
import os
import re
from collections.abc import Iterable, Mapping
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
WEB = ROOT / "web"
PY = ROOT / "py"

Graph = Mapping[str, Iterable[str]]

# --- reading JavaScript ---------------------------------------------------------------------------

TOKEN = re.compile(
    r"""(?P<space>\s+)|(?P<line>//[^\n]*)|(?P<block>/\*.*?\*/)|(?P<string>"(?:\\.|[^"\\\n])*"|'(?:\\.|[^'\\\n])*')"""
    r"""|(?P<template>`)|(?P<word>[A-Za-z_$][\w$]*)|(?P<number>\d[\w.]*)|(?P<slash>/)|(?P<punct>.)""",
    re.DOTALL,
)
# After these a slash starts a regular expression, not a division.
REGEX_AFTER = set("(,=:[!&|?{};+-*%<>~^") | {"return", "typeof", "case", "do", "else", "in", "of", "new", "delete", "void",
                                              "throw", "instanceof", "yield", "await"}


def skip_template(text: str, at: int) -> int:
    """The index after the template literal whose opening backquote is before `at` (its `${...}` parts skipped whole)."""
    depth = 0
    while at < len(text):
        char = text[at]
        if char == "\\":
            at += 2
            continue
        if depth == 0 and char == "`":
            return at + 1
        if text.startswith("${", at):
            depth += 1
            at += 2
            continue
        if depth and char == "}":
            depth -= 1
        at += 1
    return at


def skip_regex(text: str, at: int) -> int:
    """The index after the regular expression whose opening slash is before `at`."""
    in_class = False
    while at < len(text) and text[at] != "\n":
        char = text[at]
        if char == "\\":
            at += 2
            continue
        if char == "[":
            in_class = True
        elif char == "]":
            in_class = False
        elif char == "/" and not in_class:
            return at + 1
        at += 1
    return at


def tokens(text: str) -> list[tuple[str, str]]:
    """The code's words, strings and punctuation, without its comments, template literals and regular expressions."""
    found: list[tuple[str, str]] = []
    at = 0
    while at < len(text):
        match = TOKEN.match(text, at)
        assert match and match.lastgroup
        kind, at = match.lastgroup, match.end()
        if kind == "template":
            at = skip_template(text, at)
            found.append(("template", "``"))
        elif kind == "slash" and (not found or found[-1][1] in REGEX_AFTER):
            at = skip_regex(text, at)
            found.append(("regex", "//"))
        elif kind not in ("space", "line", "block"):
            found.append((kind, match.group()))
    return found


def js_imports(text: str) -> list[str]:
    """The paths a module's code imports: `from "x"`, `import "x"` and `import("x")` with a literal."""
    found = tokens(text)
    paths = []
    for i, (kind, value) in enumerate(found):
        after = found[i + 1 : i + 4]
        if kind != "word" or not after or (i and found[i - 1][1] == "."):
            continue
        if value in ("from", "import") and after[0][0] == "string":
            paths.append(after[0][1][1:-1])
        elif value == "import" and [each[1] for each in after[::2]] == ["(", ")"] and after[1][0] == "string":
            paths.append(after[1][1][1:-1])
    return paths


def web_graph(web: Path) -> dict[str, set[str]]:
    """Each module of `web` (its path there) and the modules of `web` it imports (a package's are left out)."""
    graph: dict[str, set[str]] = {}
    for path in sorted(each for each in web.rglob("*") if each.suffix in (".js", ".mjs")):
        name = path.relative_to(web).as_posix()
        targets = set()
        for imported in js_imports(path.read_text(encoding="utf-8")):
            if imported.startswith("."):
                targets.add(Path(os.path.normpath(path.parent / imported)).relative_to(web).as_posix())
        graph[name] = targets
    return graph


# --- reading Python -------------------------------------------------------------------------------


def type_checking_only(node: ast.AST) -> bool:
    return isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test)


def python_imports(tree: ast.AST, package: str) -> Iterable[tuple[str, tuple[str, ...]]]:
    """Each import of a module of `package` (its dotted name) in `tree`: the module named, and the names taken from it."""
    stack: list[ast.AST] = [tree]
    while stack:
        node = stack.pop()
        if isinstance(node, ast.Import):
            yield from ((alias.name, ()) for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = package.split(".")[: len(package.split(".")) - node.level + 1] if node.level else []
            yield ".".join([*base, *([node.module] if node.module else [])]), tuple(alias.name for alias in node.names)
        stack.extend(child for child in ast.iter_child_nodes(node) if not type_checking_only(child))


def py_graph(root: Path, top: str = "mazzo") -> dict[str, set[str]]:
    """Each module of the package `top` under `root` and the modules of `top` it imports."""
    modules = {}
    for path in sorted((root / top).rglob("*.py")):
        parts = path.relative_to(root).with_suffix("").parts
        name = ".".join(parts[:-1] if parts[-1] == "__init__" else parts)
        modules[name] = (path, name if parts[-1] == "__init__" else name.rpartition(".")[0])
    graph: dict[str, set[str]] = {}
    for name, (path, package) in modules.items():
        targets = set()
        for module, names in python_imports(ast.parse(path.read_text(encoding="utf-8")), package):
            submodules = [f"{module}.{each}" for each in names if f"{module}.{each}" in modules]
            targets.update(submodules or ([module] if module in modules else []))
        graph[name] = targets - {name}
    return graph


# --- the rules ------------------------------------------------------------------------------------


def cycles(graph: Graph) -> list[list[str]]:
    """One cycle (its modules in import order, the first again at the end) per strongly connected group, or none."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    groups: list[list[str]] = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        for target in sorted(graph.get(node, ())):
            if target not in index:
                visit(target)
                low[node] = min(low[node], low[target])
            elif target in stack:
                low[node] = min(low[node], index[target])
        if low[node] == index[node]:
            group = []
            while not group or group[-1] != node:
                group.append(stack.pop())
            if len(group) > 1 or node in graph.get(node, ()):
                groups.append(sorted(group))

    for node in sorted(graph):
        if node not in index:
            visit(node)
    return [path_round(graph, set(group)) for group in groups]


def path_round(graph: Graph, group: set[str]) -> list[str]:
    """A way from the group's first module back to it, through the group only."""
    start = min(group)
    ways = {start: [start]}
    queue = [start]
    while queue:
        node = queue.pop(0)
        for target in sorted(graph.get(node, ())):
            if target == start:
                return [*ways[node], start]
            if target in group and target not in ways:
                ways[target] = [*ways[node], target]
                queue.append(target)
    raise AssertionError(f"no way round {sorted(group)}")


LOWER = ("engine/", "table/", "ui/", "shell/", "sound/", "cards/")


def room(path: str) -> str | None:
    """The room of web/app/ a path of web/ is in (core, views, plugins), or None."""
    return path.split("/")[1] if path.startswith("app/") and path.count("/") > 1 else None


def forbidden(source: str, target: str) -> str | None:
    """Why `source` (a path in web/) may not import `target`, or None when it may."""
    if source.startswith(LOWER) and target.startswith(("app/", "games/")):
        return f"a lower layer ({source.split('/')[0]}/) imports from {target.split('/')[0]}/"
    if source.startswith("games/") and target.startswith("app/"):
        return "a game imports from the app"
    if room(source) == "core" and room(target) in ("views", "plugins"):
        return f"the core imports from {room(target)}/: it hears them only through what app.js hands it"
    if room(source) == "views" and room(target) == "plugins":
        return "a view imports a plugin: it draws what it is handed"
    if room(source) == room(target) == "plugins" and source != "app/plugins/index.js" and target != source:
        return "a plugin imports another: each registers on its own (app/core/plugins.js)"
    return None


def offences(graph: Graph) -> list[str]:
    return [f"{source} imports {target}: {why}" for source in sorted(graph) for target in sorted(graph[source])
            if (why := forbidden(source, target))]


def said(found: list[list[str]]) -> str:
    return "; ".join(" -> ".join(cycle) for cycle in found)


# --- the project ----------------------------------------------------------------------------------


def test_no_import_cycle_in_the_front_end():
    found = cycles(web_graph(WEB))
    assert not found, f"import cycles in web/: {said(found)}"


def test_no_import_cycle_in_the_engine():
    found = cycles(py_graph(PY))
    assert not found, f"import cycles in py/mazzo: {said(found)}"


def test_no_lower_layer_imports_the_app_or_the_games_and_the_app_rooms_import_downwards():
    found = offences(web_graph(WEB))
    assert not found, "\n".join(found)


def test_the_graphs_hold_the_modules_and_the_imports_they_should():
    """The readers see what is there: the page's entry imports the app, the owner its games, the engine its registry."""
    web = web_graph(WEB)
    assert "app/app.js" in web["main.js"] and "app/games.js" in web["app/core/state.js"]
    assert "engine/turned.js" in web["engine/statistics.js"] and "engine/runtime.js" in web["engine/make-snapshot.mjs"]
    engine = py_graph(PY)
    assert "mazzo.games" in engine["mazzo.protocol"] and len(engine) > 40


# --- the readers and the rules on made-up code: each can fail -------------------------------------


def test_a_made_up_cycle_is_found_and_said_in_import_order():
    graph = {"a": {"b"}, "b": {"c"}, "c": {"a", "d"}, "d": set(), "e": {"e"}}
    assert cycles(graph) == [["a", "b", "c", "a"], ["e", "e"]]
    assert cycles({"a": {"b"}, "b": {"c"}, "c": set()}) == []


def test_javascript_imports_are_read_and_types_comments_and_templates_are_not():
    code = """
    import { a } from "./a.js";
    import {
      b,
      c as d,
    } from '../b.js';
    import "./side.js";
    export { e } from "./e.js";
    export * from "./star.js";
    const later = await import("./later.js");
    const worded = import(`./i18n/${lang}.js`);
    const computed = import(name);
    const ratio = total / count / 2; const pattern = /["']from "x"/g;
    const source = `import { z } from "./template.js";`;
    // import { y } from "./comment.js";
    /** @type {import("./type.js").T} */
    const url = new URL("x", import.meta.url);
    """
    assert js_imports(code) == ["./a.js", "../b.js", "./side.js", "./e.js", "./star.js", "./later.js"]


def test_a_made_up_front_end_with_a_cycle_and_a_wrong_way_import_fails_by_name(tmp_path):
    files = {
        "main.js": 'import { start } from "./app/app.js";',
        "app/app.js": 'import { owner } from "./core/state.js";\nimport { coach } from "./plugins/coach.js";',
        "app/core/state.js": 'import { drawPage } from "../views/page.js";',
        "app/views/page.js": 'import { owner } from "../core/state.js";\nimport { hint } from "../plugins/coach.js";',
        "app/plugins/coach.js": 'import { review } from "./review.js";',
        "app/plugins/review.js": "export const review = 1;",
        "engine/statistics.js": 'import { turnReply } from "../app/turned.js";',
        "app/turned.js": "export const turnReply = 1;",
    }
    for name, code in files.items():
        (tmp_path / name).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / name).write_text(code)
    graph = web_graph(tmp_path)
    assert cycles(graph) == [["app/core/state.js", "app/views/page.js", "app/core/state.js"]]
    assert [line.split(":")[0] for line in offences(graph)] == [
        "app/core/state.js imports app/views/page.js",
        "app/plugins/coach.js imports app/plugins/review.js",
        "app/views/page.js imports app/plugins/coach.js",
        "engine/statistics.js imports app/turned.js",
    ]


def test_a_made_up_python_package_with_a_cycle_is_read_through_every_kind_of_import(tmp_path):
    package = tmp_path / "mazzo"
    (package / "ai").mkdir(parents=True)
    files = {
        "__init__.py": "",
        "games.py": "from mazzo.ai import scopa\n",
        "ai/__init__.py": "",
        "ai/scopa.py": "from ..rules import legal\n",
        "rules.py": "def legal():\n    from . import games\n    return games\n",
        "typed.py": "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    import mazzo.games\nimport json\n",
    }
    for name, code in files.items():
        (package / name).write_text(code)
    graph = py_graph(tmp_path)
    assert graph["mazzo.typed"] == set()
    assert cycles(graph) == [["mazzo.ai.scopa", "mazzo.rules", "mazzo.games", "mazzo.ai.scopa"]]


@pytest.mark.parametrize(("source", "target"), [("ui/input.js", "app/app.js"), ("table/table.js", "games/scopa/index.js"),
                                                 ("games/scopa/index.js", "app/core/state.js")])
def test_each_lower_layer_edge_is_refused(source, target):
    assert forbidden(source, target)
