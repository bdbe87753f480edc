#!/usr/bin/env python3
"""Build, serve and test mazzo.

    python3 build.py                       build dist/, the static site
    python3 build.py serve [--port 8000]   build, then serve dist/ at http://127.0.0.1:8000/
    python3 build.py test [pytest args]    set up .venv and Chromium, run mypy, ruff and tsc, build, run all tests
    python3 build.py offered               write web/app/core/offered.js, the options every game offers

Standard library only, so it runs on a fresh machine before anything is
installed. Downloads (the Pyodide runtime from npm, the Markdown wheel that
renders the rules pages) are pinned by sha256 and kept in .cache/.
"""

from __future__ import annotations

import argparse
import hashlib
import html
import http.server
import inspect
import io
import json
import math
import os
import re
import shutil
import struct
import subprocess
import sys
import tarfile
import tempfile
import urllib.parse
import zipfile
import zlib
from http import HTTPStatus
from pathlib import Path

ROOT = Path(__file__).resolve().parent
WEB = ROOT / "web"
DIST = ROOT / "dist"
CACHE = ROOT / ".cache"
VENV = ROOT / ".venv"

PYODIDE_VERSION = "314.0.7"
PYODIDE_SHA256 = "66b7949e5a0cba2250b586d7e368bf12fb482800748d182c4618254b685ffaa0"
# What the browser needs from the npm package; the rest is docs, typings and Node glue. The lock
# file (119 KB) is not shipped: the engine loads no Pyodide package, so the worker passes
# Pyodide a lock with the package's "info" (whose ABI Pyodide checks) and no packages, inline in
# build.json.
PYODIDE_RUNTIME_FILES = ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip")
PYODIDE_LOCK = "pyodide-lock.json"
# Files a first game does not need: the service worker caches them once the game is ready and
# the page idle, or when first asked for (see web/sw.js).
CACHED_LATER = ("rules/", "icons/")
# The engine snapshot shipped with the build (made by web/engine/make-snapshot.mjs under Node).
# The service worker does not keep it: the engine worker stores it inflated once restored.
SHIPPED_SNAPSHOT = "engine/snapshot.gz"
# The standard library the engine needs, out of Pyodide's python_stdlib.zip (2.5 MB): top-level
# modules and packages, a package always whole. Found with bench/stdlib_probe.py: what
# sys.modules holds in the browser's worker after booting, after a tour of every request of
# both games at every level, refused ones too (tests/protocol_tour.py), and after a reload that
# restores the saved games. Then a few small modules that kept ones import on a rare path.
# tests/test_stdlib_kept.py fails when mazzo comes to import anything left out. The modules are
# then compacted (compact_stdlib).
STDLIB_KEPT = (
    # Imported in the browser: by Pyodide's bootstrap, by the worker's install of the wheel, by mazzo.
    "__future__", "_collections_abc", "_colorize", "_opcode_metadata", "_py_warnings", "_pyodide",
    "_sitebuiltins", "_ssl", "_weakrefset", "abc", "annotationlib", "ast", "asyncio", "base64",
    "bisect", "bz2", "codecs", "codeop", "collections", "compression", "concurrent", "contextlib",
    "contextvars", "copy", "copyreg", "dataclasses", "dis", "email", "encodings", "enum", "fnmatch",
    "functools", "genericpath", "glob", "heapq", "hmac", "importlib", "inspect", "io", "json",
    "keyword", "linecache", "locale", "logging", "lzma", "ntpath", "opcode", "operator", "os",
    "pathlib", "posixpath", "pyodide", "random", "re", "reprlib", "secrets", "selectors", "shutil",
    "signal", "site", "socket", "ssl", "stat", "string", "struct", "subprocess",
    "tempfile", "textwrap", "threading", "token", "tokenize", "traceback", "types", "typing",
    "warnings", "weakref", "zipfile", "zipimport",
    # On a rare path of a kept module.
    "calendar", "datetime", "quopri", "urllib",  # email, which importlib.metadata reads wheels with
    "csv",  # importlib.metadata: a distribution's files
    "difflib",  # traceback: suggestions for a SyntaxError
    "gzip",  # tarfile, compression.gzip
    "hashlib",  # hmac, given a digest's name
    "queue",  # concurrent.futures, logging.handlers
    "stringprep",  # encodings.idna
    "tarfile",  # shutil.unpack_archive
    "tracemalloc",  # warnings: where a warned-about object was allocated
)
# TypeScript checks web/'s JSDoc types (tsc --checkJs --noEmit, TYPE_CHECKS) before the tests.
# 5.9 is the last TypeScript written in JavaScript: one npm package that runs on any Node.js (7.x is a
# native binary per platform).
TYPESCRIPT_VERSION = "5.9.3"
TYPESCRIPT_SHA256 = "10e108c9cf7d5f2879053dff18515fb405abf2ccef63eaaf017d9c571687a1d3"
# esbuild bundles the page's and the workers' modules (BUNDLES). Its WebAssembly build: one npm
# package that runs on any Node.js, where the native one is a binary per platform.
ESBUILD_VERSION = "0.28.2"
ESBUILD_SHA256 = "61594de12ce998652be2aa0ab72dda54bfa49407fb37ee3464468a2aac306baa"
# The programs a visit runs, each bundled with its imports into one file at its own path, so that a
# first visit fetches one response per program rather than ninety modules six levels deep, queued
# on the same connections as the runtime's downloads. The page's bundle leaves engine/start.js
# apart: index.html loads it first, to start the engine worker before the page's own code arrives,
# and both must share its one client. The workers import Pyodide's modules at run time.
PYODIDE_IMPORTS = "--external:../pyodide/*"
BUNDLES = {
    "main.js": ("--external:./engine/start.js",),
    "engine/start.js": (),
    "engine/worker.js": (PYODIDE_IMPORTS,),
    "engine/snapshot-worker.js": (PYODIDE_IMPORTS,),
}
# Minified (names kept, so that errors read as in the source), with linked source maps, which only
# a developer's tools fetch; sw.js is copied as written: it is one module already.
BUNDLE_FLAGS = ("--bundle", "--format=esm", "--minify", "--keep-names", "--charset=utf8", "--sourcemap=linked",
                "--legal-comments=none", "--log-level=warning")
MARKDOWN_VERSION = "3.11.3"
MARKDOWN_SHA256 = "e1a31a112232504d753e5c01bb8c2de90d3f0ba986b063e10770cf7695b09e73"

#: The browsers the tests look for, in order. Debian's headless shell comes first: the same Chromium
#: without a window's own interface (Playwright's default for headless runs), it opens a page for
#: about two thirds of the CPU the full browser spends (its omnibox alone is a web page of its own).
CHROMIUM_NAMES = ("chromium-headless-shell", "chromium", "chromium-browser")
#: The Debian package of the first of CHROMIUM_NAMES, installed when none is found.
CHROMIUM_PACKAGE = "chromium-headless-shell"

MIME_TYPES = {
    ".html": "text/html; charset=utf-8",
    ".js": "text/javascript; charset=utf-8",
    ".mjs": "text/javascript; charset=utf-8",
    ".css": "text/css; charset=utf-8",
    ".json": "application/json",
    ".webmanifest": "application/manifest+json",
    ".map": "application/json",
    ".wasm": "application/wasm",
    ".zip": "application/zip",
    ".whl": "application/zip",
    ".svg": "image/svg+xml",
    ".png": "image/png",
    ".ico": "image/x-icon",
    ".txt": "text/plain; charset=utf-8",
}


# --- downloads ---------------------------------------------------------------


def sha256_of(path: Path) -> str:
    digest = hashlib.sha256()
    with path.open("rb") as file:
        for block in iter(lambda: file.read(1 << 20), b""):
            digest.update(block)
    return digest.hexdigest()


def verified_download(path: Path, sha256: str, download: list[str]) -> Path:
    """Return the cached file at `path`, running `download` first if it is missing or corrupt."""
    if path.exists() and sha256_of(path) == sha256:
        return path
    CACHE.mkdir(exist_ok=True)
    path.unlink(missing_ok=True)
    print(f"build: downloading {path.name}", flush=True)
    subprocess.run(download, check=True, cwd=CACHE)
    actual = sha256_of(path)
    if actual != sha256:
        path.unlink()
        raise SystemExit(f"build: {path.name} has sha256 {actual}, expected {sha256}; refusing to use it")
    return path


def pyodide_package() -> Path:
    return verified_download(
        CACHE / f"pyodide-{PYODIDE_VERSION}.tgz",
        PYODIDE_SHA256,
        ["npm", "pack", "--silent", f"pyodide@{PYODIDE_VERSION}", "--pack-destination", str(CACHE)],
    )


def trim_stdlib(whole: bytes, target: Path) -> None:
    """Write to `target` the entries of Pyodide's python_stdlib.zip (`whole`) that STDLIB_KEPT
    keeps, compacted (compact_stdlib)."""
    found = set()
    trimmed = io.BytesIO()
    with zipfile.ZipFile(io.BytesIO(whole)) as source, zipfile.ZipFile(trimmed, "w") as kept:
        for entry in source.infolist():
            module = entry.filename.split("/")[0].removesuffix(".py")
            if module in STDLIB_KEPT:
                found.add(module)
                kept.writestr(entry, source.read(entry))
    unknown = set(STDLIB_KEPT) - found
    if unknown:
        raise SystemExit(f"build: STDLIB_KEPT names {sorted(unknown)}, which Pyodide's python_stdlib.zip lacks")
    target.write_bytes(compact_stdlib(trimmed.getvalue()))


# Docstrings, comments and layout are half of the standard library's bytes, and running it
# needs none of them (CPython supports running its library without docstrings: python -OO).
# So each module is parsed and written back from its syntax tree without them, checked to
# parse back to the same tree. That is done by Pyodide's own Python 3.14, the runtime's, under
# Node (which npm, which fetched Pyodide, runs on): the syntax is the runtime's, not this
# machine's Python's. Pyodide's own packages keep their text: they read docstrings at run time.
COMPACT_MODULES = r"""
import ast, zipfile

class Docstrings(ast.NodeTransformer):
    def generic_visit(self, node):
        super().generic_visit(node)
        body = getattr(node, "body", None)
        if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)) and body:
            first = body[0]
            if isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant) and isinstance(first.value.value, str):
                node.body = body[1:] or [ast.Pass()]
        return node

def compact(name, source):
    tree = Docstrings().visit(ast.parse(source, name))
    text = ast.unparse(tree)
    if ast.dump(ast.parse(text, name)) != ast.dump(tree):
        raise ValueError(f"{name}: the compacted module does not parse back to the same tree")
    return text.encode()

with zipfile.ZipFile("/tmp/stdlib.zip") as source, zipfile.ZipFile("/tmp/compact.zip", "w") as target:
    for entry in source.infolist():
        data = source.read(entry)
        if entry.filename.endswith(".py") and not entry.filename.startswith(("_pyodide/", "pyodide/")):
            data = compact(entry.filename, data)
        entry.compress_type = zipfile.ZIP_DEFLATED
        target.writestr(entry, data, compresslevel=9)
"""
NODE_COMPACT = """
const [runtime, input, output, code] = process.argv.slice(1);
const fs = await import("node:fs");
const { loadPyodide } = await import(`${runtime}/pyodide.mjs`);
const pyodide = await loadPyodide({ indexURL: `${runtime}/`, stdout: () => {}, stderr: console.error });
pyodide.FS.writeFile("/tmp/stdlib.zip", fs.readFileSync(input));
pyodide.runPython(fs.readFileSync(code, "utf8"));
fs.writeFileSync(output, pyodide.FS.readFile("/tmp/compact.zip"));
"""


def compact_stdlib(trimmed: bytes) -> bytes:
    """The trimmed python_stdlib.zip with its modules compacted (see COMPACT_MODULES); cached in .cache/."""
    key = hashlib.sha256(trimmed + COMPACT_MODULES.encode() + NODE_COMPACT.encode() + PYODIDE_SHA256.encode())
    cached = CACHE / f"stdlib-{key.hexdigest()[:16]}.zip"
    if cached.exists():
        return cached.read_bytes()
    node = shutil.which("node")
    if not node:
        raise SystemExit("build: compacting the standard library needs Node.js (which npm runs on); install it")
    print("build: compacting the standard library with Pyodide's Python (a minute)", flush=True)
    with tempfile.TemporaryDirectory() as scratch:
        work = Path(scratch)
        with tarfile.open(pyodide_package()) as package:
            package.extractall(work, filter="data")
        (work / "stdlib.zip").write_bytes(trimmed)
        (work / "compact.py").write_text(COMPACT_MODULES, encoding="utf-8")
        arguments = [str(work / "package"), str(work / "stdlib.zip"), str(work / "compact.zip"), str(work / "compact.py")]
        subprocess.run([node, "--input-type=module", "-e", NODE_COMPACT, *arguments], check=True)
        compacted = (work / "compact.zip").read_bytes()
    CACHE.mkdir(exist_ok=True)
    partial = cached.with_suffix(".partial")
    partial.write_bytes(compacted)
    partial.rename(cached)  # whole or not at all: other worktrees share .cache/
    return compacted


# --- rules pages -------------------------------------------------------------

RULES = WEB / "rules"
DEV = WEB / "dev"


def markdown_wheel() -> Path:
    return verified_download(
        CACHE / f"markdown-{MARKDOWN_VERSION}-py3-none-any.whl",
        MARKDOWN_SHA256,
        [
            sys.executable, "-m", "pip", "download", "--quiet", "--no-deps", "--only-binary=:all:",
            f"markdown=={MARKDOWN_VERSION}", "--dest", str(CACHE),
        ],
    )


def not_shipped(directory: str, names: list[str]) -> set[str]:
    """copytree's ignore: the modules (bundle_scripts writes the programs made of them), the
    development pages (web/dev/, which serve adds), the type check's configuration and types, the
    snapshot maker (ship_snapshot runs it), and the rules pages' Markdown sources and template,
    which rules_pages renders instead."""
    modules = {name for name in names if name.endswith(".js") and Path(directory, name) != WEB / "sw.js"}
    if Path(directory) == WEB:
        return modules | {"dev", "tsconfig.json", "tsconfig.workers.json", "types.d.ts", "workers.d.ts"}
    if Path(directory) == WEB / "engine":
        return modules | {"make-snapshot.mjs"}
    if Path(directory) == RULES:
        return {name for name in names if name.endswith(".md") or name == "page.html"}
    return modules


def esbuild() -> Path:
    """The pinned esbuild (its WebAssembly build's script), unpacked once into .cache/."""
    return unpacked_npm_package("esbuild-wasm", ESBUILD_VERSION, ESBUILD_SHA256) / "package" / "bin" / "esbuild"


def bundle_scripts(destination: Path) -> None:
    """Each of BUNDLES, from web/'s modules, into `destination` at the same path (with its source map)."""
    for entry, flags in BUNDLES.items():
        subprocess.run(
            ["node", str(esbuild()), str(WEB / entry), f"--outfile={destination / entry}", *BUNDLE_FLAGS, *flags],
            check=True,
        )


def rules_pages(destination: Path) -> list[Path]:
    """Render web/rules/<game>.<lang>.md through page.html into destination/<game>.<lang>.html.

    A source's metadata lines give the page title, its description, the text of the link
    back to the game and the language's own name for the language links.
    """
    wheel = str(markdown_wheel())
    if wheel not in sys.path:
        sys.path.insert(0, wheel)  # a pure-Python wheel imports straight from the zip
    import markdown

    extensions = ["markdown.extensions.meta", "markdown.extensions.attr_list", "markdown.extensions.tables"]
    sources = {}
    for source in sorted(RULES.glob("*.md")):
        game, lang = source.stem.split(".")
        converter = markdown.Markdown(extensions=extensions)
        # A table wider than a phone scrolls sideways: Tab reaches it, so the keys scroll it too.
        content = converter.convert(source.read_text(encoding="utf-8")).replace("<table>", '<table tabindex="0">')
        meta = {key: html.escape(" ".join(lines)) for key, lines in converter.Meta.items()}
        sources[game, lang] = meta, content
    games = sorted({game for game, _ in sources})
    template = (RULES / "page.html").read_text(encoding="utf-8")
    destination.mkdir(parents=True, exist_ok=True)
    written = []
    for (game, lang), (meta, content) in sources.items():
        languages = [other for g, other in sources if g == game]
        values = {
            "lang": lang,
            "game": game,
            "title": meta["title"],
            "description": meta["description"],
            "back": meta["back"],
            "content": content,
            "alternates": "\n".join(
                f'  <link rel="alternate" hreflang="{other}" href="{game}.{other}.html">' for other in languages
            ),
            "languages": "\n".join(
                f'      <a href="{game}.{other}.html" hreflang="{other}" lang="{other}"'
                + (' aria-current="page"' if other == lang else "")
                + f'>{sources[game, other][0]["language"]}</a>'
                for other in languages
            ),
            "other_games": "\n".join(
                f'    <a href="{other}.{lang}.html">{sources[other, lang][0]["title"]}</a>'
                for other in games
                if other != game and (other, lang) in sources
            ),
        }
        page = destination / f"{game}.{lang}.html"
        page.write_text(re.sub(r"\{\{(\w+)\}\}", lambda m: values[m.group(1)], template), encoding="utf-8")
        written.append(page)
    return written


# --- app icons ---------------------------------------------------------------
# The home-screen icons are drawn here, at build time, from the same design as
# web/icon.svg: two cream cards fanned on the felt, a gold coin on the top card.

ICON_SIZES = {"icon-192.png": (192, False), "icon-512.png": (512, False), "icon-maskable-512.png": (512, True)}


def rounded_box_distance(x: float, y: float, cx: float, cy: float, half_w: float, half_h: float,
                         radius: float, degrees: float) -> float:
    """Signed distance (negative inside) from (x, y) to a rounded rectangle rotated about its centre."""
    angle = math.radians(-degrees)
    dx, dy = x - cx, y - cy
    rx, ry = dx * math.cos(angle) - dy * math.sin(angle), dx * math.sin(angle) + dy * math.cos(angle)
    qx, qy = abs(rx) - half_w + radius, abs(ry) - half_h + radius
    outside = math.hypot(max(qx, 0.0), max(qy, 0.0))
    return outside + min(max(qx, qy), 0.0) - radius


def icon_pixels(size: int, maskable: bool) -> bytes:
    """RGBA rows (PNG filter byte first) of the icon at `size` pixels, anti-aliased by coverage."""
    felt, cream, paper, border = (31, 107, 58), (244, 236, 216), (255, 250, 240), (138, 109, 59)
    gold, rim, heart = (226, 182, 74), (150, 108, 32), (200, 16, 46)
    # Design units are the SVG's 64x64; a maskable icon keeps its art in the central safe zone.
    scale = size / 64 * (0.72 if maskable else 1.0)
    offset = size / 2 - 32 * scale

    def blend(under: tuple, over: tuple, coverage: float) -> tuple:
        return tuple(u + (o - u) * coverage for u, o in zip(under, over))

    def cover(distance: float) -> float:
        return min(1.0, max(0.0, 0.5 - distance * scale))

    cards = [(29, 32, -10, cream), (37, 34, 8, paper)]
    rows = bytearray()
    for py in range(size):
        rows.append(0)
        for px in range(size):
            x, y = (px + 0.5 - offset) / scale, (py + 0.5 - offset) / scale
            if maskable:
                color, alpha = felt, 1.0
            else:
                color, alpha = felt, cover(rounded_box_distance(x, y, 32, 32, 32, 32, 12, 0))
            for cx, cy, degrees, face in cards:
                d = rounded_box_distance(x, y, cx, cy, 15, 22, 4, degrees)
                color = blend(color, border, cover(d - 1))
                color = blend(color, face, cover(d + 1))
            coin = math.hypot(x - 37, y - 34)  # a coin of the denari suit, the settebello's
            color = blend(color, rim, cover(coin - 8.5))
            color = blend(color, gold, cover(coin - 7))
            color = blend(color, rim, cover(abs(coin - 4.5) - 0.6))
            color = blend(color, heart, cover(coin - 2.2))
            rows.extend((*(round(c) for c in color), round(255 * alpha)))
    return bytes(rows)


def write_png(path: Path, size: int, rows: bytes) -> None:
    def chunk(kind: bytes, data: bytes) -> bytes:
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))

    header = struct.pack(">IIBBBBB", size, size, 8, 6, 0, 0, 0)
    path.write_bytes(b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(rows, 9)) + chunk(b"IEND", b""))


def app_icons(destination: Path) -> None:
    """Draw the PNG icons once into .cache/ (keyed by this drawing code) and copy them to `destination`."""
    code = "".join(inspect.getsource(f) for f in (rounded_box_distance, icon_pixels, write_png)) + repr(ICON_SIZES)
    cached = CACHE / f"icons-{hashlib.sha256(code.encode()).hexdigest()[:12]}"
    if not cached.exists():
        print("build: drawing the app icons", flush=True)
        scratch = Path(tempfile.mkdtemp(dir=CACHE))
        scratch.chmod(0o755)
        for name, (size, maskable) in ICON_SIZES.items():
            write_png(scratch / name, size, icon_pixels(size, maskable))
        scratch.rename(cached)
    shutil.copytree(cached, destination)


# --- offline: the service worker's precache -----------------------------------


def precache_service_worker(directory: Path) -> str:
    """Write every built file but the source maps with its sha256, and which of them are cached
    later, into directory/sw.js.

    The service worker checks each file it caches against its hash, so it may take a file from
    the HTTP cache or from the engine worker's hand-over without trusting them (see web/sw.js).
    The build's hash, over all of them, changes with any file, so the browser sees a new sw.js
    and installs the new build beside the old one. Returns that hash.
    """
    files = {
        path.relative_to(directory).as_posix(): sha256_of(path)
        for path in sorted(directory.rglob("*"))
        if path.is_file() and path not in (directory / "sw.js", directory / SHIPPED_SNAPSHOT) and path.suffix != ".map"
    }
    digest = hashlib.sha256()
    for name, sha256 in files.items():
        digest.update(name.encode() + b"\0" + sha256.encode())
    version = digest.hexdigest()[:16]
    # index.html is kept once, as ./ (the page's address); sw.js answers index.html with it.
    page = files.pop("index.html")
    precache = json.dumps({
        "version": version,
        "files": {"./": page, **files},
        "later": [name for name in files if name.startswith(CACHED_LATER)],
    })
    worker = directory / "sw.js"
    source = worker.read_text(encoding="utf-8")
    marker = "/*PRECACHE*/"
    if source.count(marker) != 1:
        raise SystemExit("build: web/sw.js must hold the /*PRECACHE*/ marker exactly once")
    worker.write_text(re.sub(re.escape(marker) + r"[^;]*;", lambda _: precache + ";", source), encoding="utf-8")
    return version


# --- build -------------------------------------------------------------------


def mazzo_wheel(destination: Path) -> Path:
    """Build the mazzo wheel from pyproject.toml into `destination`."""
    # setuptools reuses build/lib, so a module deleted from py/ would linger in the wheel.
    shutil.rmtree(ROOT / "build", ignore_errors=True)
    with tempfile.TemporaryDirectory() as scratch:
        subprocess.run(
            [sys.executable, "-m", "pip", "wheel", "--quiet", "--no-deps", "--wheel-dir", scratch, str(ROOT)],
            check=True,
        )
        (wheel,) = Path(scratch).glob("mazzo-*.whl")
        return Path(shutil.move(wheel, destination / wheel.name))


def engine_manifest(directory: Path, wheel: Path, lock_info: dict) -> dict:
    """What the engine worker reads first (build.json): the wheel, the inline lock file, the size
    of each download (for the progress bar), and the engine's key.

    The key names everything an engine snapshot depends on (web/engine/snapshots.js): the
    runtime files, the wheel, and the worker's code that makes and restores snapshots. A
    snapshot stamped with another key is never restored.
    """
    wheel_path = wheel.relative_to(directory).as_posix()
    runtime = [f"pyodide/{name}" for name in PYODIDE_RUNTIME_FILES]
    digest = hashlib.sha256()
    for name in [*runtime, wheel_path, *sorted(p.relative_to(directory).as_posix() for p in (directory / "engine").glob("*.js"))]:
        digest.update(name.encode() + b"\0" + sha256_of(directory / name).encode())
    # What the worker fetches and counts for the progress bar (it imports the two .mjs files).
    fetched = ["pyodide/pyodide.asm.wasm", "pyodide/python_stdlib.zip", wheel_path]
    return {
        "pyodide": PYODIDE_VERSION,
        "engine": f"{PYODIDE_VERSION}-{digest.hexdigest()[:16]}",
        "wheels": {"mazzo": wheel_path},
        "lock": {"info": lock_info, "packages": {}},
        "downloads": {name: (directory / name).stat().st_size for name in fetched},
    }


def ship_snapshot(directory: Path) -> dict:
    """Make the engine snapshot of the built `directory` under Node (web/engine/make-snapshot.mjs),
    as SHIPPED_SNAPSHOT; return what build.json says of it: its path, the length and checksum of
    the stamped form shipped (without its pages of zeros), the snapshot's own length, its download's
    size, and where its heap is kept as a difference from the runtime's initial memory (`delta`).
    Needs no browser."""
    print("build: the engine snapshot (Node)", flush=True)
    made = subprocess.run(
        ["node", str(WEB / "engine" / "make-snapshot.mjs"), str(directory), str(directory / SHIPPED_SNAPSHOT)],
        check=True, stdout=subprocess.PIPE, text=True,
    )
    about = json.loads(made.stdout.strip().splitlines()[-1])
    download = (directory / SHIPPED_SNAPSHOT).stat().st_size
    return {
        "path": SHIPPED_SNAPSHOT, "bytes": about["bytes"], "checksum": about["checksum"], "length": about["length"],
        "download": download, "delta": about["delta"],
    }


def build() -> Path:
    """Build dist/ from scratch: web/, the rules pages, the Pyodide runtime (its standard library
    trimmed to STDLIB_KEPT) and the mazzo wheel.

    Every URL in dist/ is relative, so it works from any host and any sub-path.
    """
    print("build: dist/", flush=True)
    runtime_package = pyodide_package()
    # Build beside dist/ and swap it in at the end, so a server of the old dist/ never sees it half-built.
    staging = DIST.with_name("dist.building")
    shutil.rmtree(staging, ignore_errors=True)
    shutil.copytree(WEB, staging, ignore=not_shipped)
    for folder in sorted(staging.rglob("*"), reverse=True):  # the folders that held only modules
        if folder.is_dir() and not any(folder.iterdir()):
            folder.rmdir()
    bundle_scripts(staging)
    rules_pages(staging / "rules")
    runtime = staging / "pyodide"
    runtime.mkdir()
    with tarfile.open(runtime_package) as package:
        for name in PYODIDE_RUNTIME_FILES:
            with package.extractfile(f"package/{name}") as source:
                if name == "python_stdlib.zip":
                    trim_stdlib(source.read(), runtime / name)
                else:
                    with (runtime / name).open("wb") as target:
                        shutil.copyfileobj(source, target)
        lock_info = json.load(package.extractfile(f"package/{PYODIDE_LOCK}"))["info"]
    wheels = staging / "wheels"
    wheels.mkdir()
    mazzo = mazzo_wheel(wheels)
    manifest = engine_manifest(staging, mazzo, lock_info)
    (staging / "build.json").write_text(json.dumps(manifest, indent=2) + "\n")
    manifest["snapshot"] = ship_snapshot(staging)
    (staging / "build.json").write_text(json.dumps(manifest, indent=2) + "\n")
    app_icons(staging / "icons")
    precache_service_worker(staging)
    previous = DIST.with_name("dist.previous")
    shutil.rmtree(previous, ignore_errors=True)
    if DIST.exists():
        DIST.rename(previous)
    staging.rename(DIST)
    shutil.rmtree(previous, ignore_errors=True)
    return DIST


# --- serve -------------------------------------------------------------------


def page_content_security_policy(directory: Path) -> str:
    """The policy that index.html declares in its meta tag, or '' if it has none."""
    page = (directory / "index.html").read_text(encoding="utf-8")
    tag = re.search(r'<meta\s+http-equiv="Content-Security-Policy"\s+content="([^"]*)"', page)
    return tag.group(1) if tag else ""


class DistHandler(http.server.SimpleHTTPRequestHandler):
    """Serves a built dist/ under a URL prefix such as / or /games/mazzo/.

    Scripts carry the game page's Content-Security-Policy as a header: a meta
    tag covers a page but not its workers, and a worker takes its policy from
    its script's response. Pages keep their own meta policy (the demo host
    page frames another origin, which the game's policy forbids).

    With `dev`, <prefix>dev/ serves the development pages of web/dev/ (card
    preview, embedding demo, bare Pyodide boot), which dist/ does not ship, and
    a module of web/ that dist/ holds only inside a bundle is served as written
    (the development pages and the tests import some alone).
    With `responses`, a list, each response is appended to it as (path, status):
    what crossed the wire, for the benchmarks and the tests of downloads.
    """

    extensions_map = MIME_TYPES

    def __init__(self, *args, prefix: str = "/", policy: str = "", quiet: bool = False, dev: bool = False,
                 responses: list | None = None, **kwargs):
        self.prefix = prefix
        self.policy = policy
        self.quiet = quiet
        self.dev = dev
        self.response_log = responses
        super().__init__(*args, **kwargs)

    def log_request(self, code="-", size="-") -> None:
        if self.response_log is not None:
            self.response_log.append((urllib.parse.urlsplit(self.path).path, int(code)))
        super().log_request(code, size)

    def send_head(self):
        if not (urllib.parse.urlsplit(self.path).path + "/").startswith(self.prefix):
            self.send_error(HTTPStatus.NOT_FOUND)
            return None
        return super().send_head()

    def translate_path(self, path: str) -> str:
        relative = "/" + urllib.parse.urlsplit(path).path[len(self.prefix):]
        served = super().translate_path(relative)
        if self.dev and (relative + "/").startswith("/dev/"):
            return str(DEV / os.path.relpath(served, Path(self.directory) / "dev"))
        if self.dev and not os.path.exists(served):
            source = WEB / os.path.relpath(served, self.directory)
            if source.suffix == ".js" and source.is_file():
                return str(source)
        return served

    def end_headers(self) -> None:
        self.send_header("Cache-Control", "no-cache")
        self.send_header("X-Content-Type-Options", "nosniff")
        if self.policy and urllib.parse.urlsplit(self.path).path.endswith((".js", ".mjs")):
            self.send_header("Content-Security-Policy", self.policy)
        super().end_headers()

    def log_message(self, format: str, *args) -> None:
        if not self.quiet:
            super().log_message(format, *args)

    def copyfile(self, source, outputfile) -> None:
        try:
            super().copyfile(source, outputfile)
        except (BrokenPipeError, ConnectionResetError):
            pass  # the browser went away mid-download (a page closed or navigated): nothing to serve


def make_server(
    directory: Path = DIST, *, port: int = 0, prefix: str = "/", quiet: bool = False, dev: bool = False,
    responses: list | None = None,
) -> http.server.ThreadingHTTPServer:
    """An HTTP server on 127.0.0.1 for `directory` at `prefix` (port 0 picks a free port), with the
    development pages at <prefix>dev/ when `dev` is set, logging its responses into `responses`
    when given (see DistHandler)."""
    if not (prefix.startswith("/") and prefix.endswith("/")):
        raise ValueError(f"prefix must start and end with '/': {prefix!r}")
    policy = page_content_security_policy(directory)

    def handler(*args, **kwargs):
        return DistHandler(
            *args, directory=str(directory), prefix=prefix, policy=policy, quiet=quiet, dev=dev, responses=responses,
            **kwargs,
        )

    return http.server.ThreadingHTTPServer(("127.0.0.1", port), handler)


def serve(port: int) -> None:
    build()
    with make_server(port=port, dev=True) as server:
        address = f"http://127.0.0.1:{server.server_address[1]}/"
        print(f"serve: {address}  (Ctrl-C stops); development pages: {address}dev/", flush=True)
        try:
            server.serve_forever()
        except KeyboardInterrupt:
            pass


# --- test --------------------------------------------------------------------


def venv_python() -> Path:
    """The .venv interpreter with mazzo and its test dependencies installed, set up if needed."""
    python = VENV / ("Scripts/python.exe" if os.name == "nt" else "bin/python")
    if not python.exists():
        print("test: creating .venv", flush=True)
        subprocess.run([sys.executable, "-m", "venv", str(VENV)], check=True)
    # Reinstall only when pyproject.toml (which pins the test dependencies) changes.
    stamp = VENV / "mazzo-pyproject.sha256"
    wanted = sha256_of(ROOT / "pyproject.toml")
    if not stamp.exists() or stamp.read_text() != wanted:
        print("test: installing mazzo and its test dependencies into .venv", flush=True)
        subprocess.run([str(python), "-m", "pip", "install", "--quiet", "--editable", f"{ROOT}[test]"], check=True)
        stamp.write_text(wanted)
    return python


def typescript() -> Path:
    """The pinned TypeScript compiler (its tsc script), unpacked once into .cache/."""
    return unpacked_npm_package("typescript", TYPESCRIPT_VERSION, TYPESCRIPT_SHA256) / "package" / "bin" / "tsc"


def unpacked_npm_package(name: str, version: str, sha256: str) -> Path:
    """The npm package `name`@`version`, checked against `sha256` and unpacked once into .cache/."""
    package = verified_download(
        CACHE / f"{name}-{version}.tgz", sha256,
        ["npm", "pack", "--silent", f"{name}@{version}", "--pack-destination", str(CACHE)],
    )
    return unpacked_once(package, CACHE / f"{name}-{version}")


def pyodide_types() -> Path:
    """Pyodide's own types (its pyodide.d.ts), unpacked once into .cache/ for web/tsconfig.workers.json."""
    destination = CACHE / f"pyodide-{PYODIDE_VERSION}-types"
    return unpacked_once(pyodide_package(), destination, ("package/pyodide.d.ts",)) / "package" / "pyodide.d.ts"


def unpacked_once(package: Path, destination: Path, members: tuple[str, ...] | None = None) -> Path:
    """`destination`, where the npm tarball `package` (or just its `members`) is unpacked the first time."""
    if not destination.exists():
        scratch = Path(tempfile.mkdtemp(dir=CACHE))
        with tarfile.open(package) as archive:
            chosen = None if members is None else [archive.getmember(name) for name in members]
            archive.extractall(scratch, members=chosen, filter="data")
        try:
            scratch.rename(destination)
        except OSError:  # another run unpacked it meanwhile
            shutil.rmtree(scratch)
    return destination


#: TypeScript's two programs over web/ (see their comments): the page's files with a page's
#: globals, and the workers' (the engine's, the service worker) with a worker's.
TYPE_CHECKS = ("tsconfig.json", "tsconfig.workers.json")


def type_check() -> int:
    """TypeScript's check of web/'s JSDoc types (TYPE_CHECKS): 0 when it finds no error."""
    pyodide_types()
    for config in TYPE_CHECKS:
        print(f"test: tsc -p web/{config}", flush=True)
        failed = subprocess.call(["node", str(typescript()), "-p", str(WEB / config)], cwd=ROOT)
        if failed:
            return failed
    return 0


def find_chromium() -> str | None:
    """$MAZZO_CHROMIUM if set, else a Chromium on PATH, else None."""
    return os.environ.get("MAZZO_CHROMIUM") or next(filter(None, map(shutil.which, CHROMIUM_NAMES)), None)


def chromium() -> str:
    """Path of a Chromium to test with: find_chromium(), or Debian's, installed here."""
    found = find_chromium()
    if found:
        if not Path(found).is_file():
            raise SystemExit(f"test: MAZZO_CHROMIUM={found} is not a file")
        return found
    if can_apt_install():
        print(f"test: installing Debian's {CHROMIUM_PACKAGE}", flush=True)
        apt_install(CHROMIUM_PACKAGE)
        found = shutil.which(CHROMIUM_PACKAGE)
        if found:
            return found
    raise SystemExit(
        f"test: the browser tests need Chromium. Install it (Debian/Ubuntu: apt-get install {CHROMIUM_PACKAGE})"
        " or point MAZZO_CHROMIUM at a Chromium or Chrome binary, then run python3 build.py test again."
    )


def can_apt_install() -> bool:
    return Path("/etc/debian_version").exists() and shutil.which("apt-get") is not None and os.geteuid() == 0


def apt_install(package: str) -> None:
    apt = dict(os.environ, DEBIAN_FRONTEND="noninteractive")
    subprocess.run(["apt-get", "update"], check=True, env=apt)
    subprocess.run(["apt-get", "install", "-y", package], check=True, env=apt)


def korean_font() -> None:
    """Debian's Nanum fonts (10 MB) where no font has Korean letters, so the Korean screenshots show them.

    Best effort: without them the tests still pass, the Korean screenshots show empty boxes.
    """
    fonts = shutil.which("fc-list")
    if fonts and not subprocess.run([fonts, ":lang=ko"], capture_output=True, text=True).stdout.strip() and can_apt_install():
        print("test: installing Debian's fonts-nanum for Korean", flush=True)
        try:
            apt_install("fonts-nanum")
        except subprocess.CalledProcessError as error:
            print(f"test: fonts-nanum not installed ({error}); Korean screenshots will show boxes", flush=True)


#: Python's checks, run before pytest on every test run (settings in pyproject.toml).
PYTHON_CHECKS = (["mypy"], ["ruff", "check", "py/mazzo"])


def static_checks(python: Path) -> int:
    """mypy --strict and ruff on py/mazzo, tsc on web/: 0 when all are clean."""
    for check in PYTHON_CHECKS:
        print("test:", " ".join(check), flush=True)
        failed = subprocess.call([str(python), "-m", *check], cwd=ROOT)
        if failed:
            return failed
    return type_check()


#: pytest-xdist's workers for the whole suite: as many as the two cores CI has, which measured
#: fastest there (docs/testing.md); each worker has its own Chromium and servers. A worker
#: that runs out of tests takes some from the other's queue (worksteal): the browser tests
#: last from a second to forty, so queues dealt out by count end far apart.
TEST_WORKERS = 2


def with_workers(pytest_args: list[str]) -> list[str]:
    """`pytest_args`, run by TEST_WORKERS workers unless they choose a number (-n) or turn xdist off."""
    chosen = any(arg.startswith(("-n", "--numprocesses", "--dist")) or arg.endswith("no:xdist") for arg in pytest_args)
    return pytest_args if chosen else [f"--numprocesses={TEST_WORKERS}", "--dist=worksteal", *pytest_args]


def test(pytest_args: list[str]) -> int:
    python = venv_python()
    if static_checks(python) != 0:
        print("test: a static check failed; fix its findings first", flush=True)
        return 1
    build()
    env = dict(os.environ, MAZZO_CHROMIUM=chromium(), MAZZO_REQUIRE_BROWSER="1")
    korean_font()
    pytest_args = with_workers(pytest_args)
    print("test: pytest", " ".join(pytest_args), flush=True)
    return subprocess.call([str(python), "-m", "pytest", *pytest_args], cwd=ROOT, env=env)


OFFERED = WEB / "app" / "core" / "offered.js"


def offered_module() -> str:
    """web/app/core/offered.js: the options each game offers, as the engine's ping gives them, so that
    the page draws its game menu whole before the engine is ready (tests/test_offered.py keeps it the engine's)."""
    sys.path.insert(0, str(ROOT / "py"))
    from mazzo.protocol import Session

    games = Session().ping({})["options"].items()
    options = "{\n" + "".join(f"  {json.dumps(name)}: {json.dumps(offered)},\n" for name, offered in games) + "}"
    return (
        "/**\n * The options each game offers, as the engine's ping gives them (docs/protocol.md): the game menu is\n"
        " * drawn whole from them before the engine is ready. Written by `python3 build.py offered`; do not edit.\n */\n"
        f"/** @type {{Record<string, import(\"../../types\").OptionChoices>}} */\nexport const OFFERED = {options};\n"
    )


def main(argv: list[str]) -> int:
    if argv[:1] == ["test"]:
        return test(argv[1:])
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("command", nargs="?", choices=("build", "serve", "test", "offered"), default="build")
    parser.add_argument("--port", type=int, default=8000, help="port for serve (default 8000)")
    args = parser.parse_args(argv)
    if args.command == "serve":
        serve(args.port)
    elif args.command == "offered":
        OFFERED.write_text(offered_module())
    else:
        build()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
