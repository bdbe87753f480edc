"""Which standard library modules the engine worker imports in the browser.

    python3 build.py                          # build dist/ first
    .venv/bin/python bench/stdlib_probe.py [--as-built] [--chromium /usr/bin/chromium]

Copies dist/ to a scratch directory, puts Pyodide's whole python_stdlib.zip back in it (with
--as-built it keeps the trimmed one, to check that the tour runs on what is shipped), and
lets worker.js hand its Pyodide to the probe. Then, in headless Chromium: boots the page,
lets the app deal its games, runs tests/protocol_tour.py through mazzo.protocol.handle in the
worker (both games, every level, every request type, refused requests), reads sys.modules;
reloads the page (the worker restores the saved games) and reads sys.modules again.
Prints the top-level modules imported that build.py's STDLIB_KEPT leaves out (none, or
the list needs them) and the kept ones nothing imported. Nothing is timed. The page's own
requests may be refused while the tour changes its games under it: such console errors
("it is not the computer's turn") are the probe's doing.
"""

from __future__ import annotations

import argparse
import importlib.util
import io
import shutil
import sys
import tarfile
import tempfile
import threading
import zipfile
from pathlib import Path

from playwright.sync_api import sync_playwright

ROOT = Path(__file__).resolve().parents[1]
TOUR = ROOT / "tests" / "protocol_tour.py"
FLAGS = ["--no-sandbox", "--disable-background-networking", "--disable-component-update", "--disable-sync"]
BOOTED = 'const { handle } = runtime.pyodide.pyimport("mazzo.protocol");'
#: Reads sys.modules through pyimport, so the probe imports nothing the worker would not.
READ_MODULES = "() => Array.from(self.stdlibProbe.pyimport('sys').modules.keys())"
RUN_TOUR = """(source) => {
  const pyodide = self.stdlibProbe;
  pyodide.FS.writeFile('/tmp/protocol_tour.py', source);
  pyodide.pyimport('sys').path.append('/tmp');
  const outcomes = pyodide.pyimport('protocol_tour').tour(pyodide.pyimport('mazzo.protocol').handle);
  return outcomes.toJs({ dict_converter: Object.fromEntries });
}"""


def load_build():
    spec = importlib.util.spec_from_file_location("mazzo_build", ROOT / "build.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def probe_site(build, directory: Path, as_built: bool) -> None:
    """dist/ copied into `directory`, its worker exposing Pyodide as self.stdlibProbe."""
    shutil.copytree(build.DIST, directory, dirs_exist_ok=True)
    worker = directory / "engine" / "worker.js"
    source = worker.read_text(encoding="utf-8")
    if source.count(BOOTED) != 1:
        sys.exit(f"probe: worker.js no longer says {BOOTED!r}; update the probe")
    worker.write_text(source.replace(BOOTED, BOOTED + " self.stdlibProbe = runtime.pyodide;"), encoding="utf-8")
    if not as_built:
        (directory / "pyodide" / "python_stdlib.zip").write_bytes(whole_stdlib(build))


def whole_stdlib(build) -> bytes:
    """Pyodide's python_stdlib.zip as the npm package has it, before build.py trims it."""
    with tarfile.open(build.pyodide_package()) as package, package.extractfile("package/python_stdlib.zip") as whole:
        return whole.read()


def wait_ready(page) -> None:
    page.wait_for_function("() => document.documentElement.dataset.app === 'ready'", timeout=180_000)


def engine_worker(page):
    """The page's engine worker (after a reload, the new page's one)."""
    (worker,) = [w for w in page.workers if w.url.endswith("/engine/worker.js")]
    return worker


def stdlib_top_level(build) -> set[str]:
    """The top-level modules and packages in Pyodide's whole python_stdlib.zip."""
    with zipfile.ZipFile(io.BytesIO(whole_stdlib(build))) as stdlib:
        return {Path(name).parts[0].removesuffix(".py") for name in stdlib.namelist()}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--as-built", action="store_true", help="keep dist/'s python_stdlib.zip")
    parser.add_argument("--chromium", default=shutil.which("chromium") or "/usr/bin/chromium")
    args = parser.parse_args()
    build = load_build()
    if not (build.DIST / "index.html").exists():
        sys.exit("probe: build dist/ first (python3 build.py)")
    with tempfile.TemporaryDirectory() as scratch, sync_playwright() as playwright:
        directory = Path(scratch)
        probe_site(build, directory, args.as_built)
        server = build.make_server(directory, quiet=True)
        threading.Thread(target=server.serve_forever, daemon=True).start()
        browser = playwright.chromium.launch(executable_path=args.chromium, args=FLAGS)
        page = browser.new_page()
        errors = []
        page.on("console", lambda message: message.type == "error" and errors.append(message.text))
        page.goto(f"http://127.0.0.1:{server.server_address[1]}/")
        wait_ready(page)
        booted = set(engine_worker(page).evaluate(READ_MODULES))
        outcomes = engine_worker(page).evaluate(RUN_TOUR, TOUR.read_text(encoding="utf-8"))
        toured = set(engine_worker(page).evaluate(READ_MODULES))
        page.reload()
        wait_ready(page)
        restored = set(engine_worker(page).evaluate(READ_MODULES))
        browser.close()
        server.shutdown()
    imported = booted | toured | restored
    top_level = {name.partition(".")[0] for name in imported}
    kept = set(build.STDLIB_KEPT)
    in_the_zip = stdlib_top_level(build)
    print(f"tour replies: {outcomes}")
    print(f"console errors: {errors or 'none'}")
    print(f"modules after boot {len(booted)}, after the tour {len(toured)}, after a restoring reload {len(restored)}")
    print("imported, top level:", " ".join(sorted(top_level)))
    print("imported but not kept:", " ".join(sorted(top_level & in_the_zip - kept)) or "none")
    print("kept, imported by nothing here:", " ".join(sorted(kept - top_level)) or "none")


if __name__ == "__main__":
    main()
