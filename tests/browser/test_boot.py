"""The boot page: the table shows at once, the engine loads in its worker, failures can be retried."""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from mazzo import __version__

from .harness import SUB_PATH, wait_for_app, ping

DOWNLOAD_SHARE = 0.85  # main.js: the share of the bar that a first visit's downloads fill

# Console errors that a deliberately failed download causes: the browser's
# note of the 404 and the page's own report of the failed step.
FAILED_DOWNLOAD_ERRORS = (r"status of 404", r"^mazzo: \w+ failed: ")


def canvas_pixels(page) -> tuple[int, int]:
    return tuple(page.evaluate("() => [document.getElementById('table').width, document.getElementById('table').height]"))


def wait_for_canvas_pixels(page, width: int, height: int) -> None:
    page.wait_for_function(
        "([width, height]) => { const c = document.getElementById('table'); return c.width === width && c.height === height }",
        arg=[width, height],
        timeout=10_000,
    )


def centre_colour(page) -> list[int]:
    """RGBA of the canvas's centre pixel."""
    return page.evaluate(
        """() => {
            const canvas = document.getElementById('table');
            const context = canvas.getContext('2d');
            return Array.from(context.getImageData(canvas.width >> 1, canvas.height >> 1, 1, 1).data);
        }"""
    )


def assert_felt_green(rgba: list[int]) -> None:
    red, green, blue, alpha = rgba
    assert alpha == 255 and green > red + 20 and green > blue + 20, f"centre pixel {rgba} is not green felt"


def test_page_gets_ready_and_a_ping_through_the_worker_returns_the_engine_version(page, site):
    page.goto(site.url)
    wait_for_app(page)
    reply = ping(page)
    assert reply["ok"] is True
    assert reply["version"] == __version__
    assert __version__ in page.locator("#version").inner_text()
    assert page.locator(".overlay").is_hidden()


def test_site_works_under_a_sub_path(page, pages, sub_path_site):
    assert sub_path_site.prefix == SUB_PATH
    page.goto(sub_path_site.url)
    wait_for_app(page)
    assert ping(page)["version"] == __version__
    outside = [url for url in pages.log(page).requests if not url.startswith(sub_path_site.url)]
    assert outside == []


def test_worker_downloads_are_seen_and_all_stay_on_the_local_server(page, pages, site):
    """The harness fails any test whose page leaves the local server; this shows it sees the worker's requests."""
    page.goto(site.url)
    wait_for_app(page)
    requests = pages.log(page).requests
    # A first visit restores the snapshot shipped with the build: it needs no wheel.
    for name in ("engine/worker.js", "pyodide/pyodide.asm.wasm", "pyodide/python_stdlib.zip", "build.json", "engine/snapshot.gz"):
        assert site.url + name in requests
    assert all(pages.servers.is_local(url) for url in requests)


def test_while_the_runtime_loads_the_felt_table_and_the_progress_bar_show_the_bytes_downloaded(page, site):
    held = []
    page.route("**/pyodide/pyodide.asm.wasm", lambda route: held.append(route))
    with page.context.expect_event("request", lambda request: request.url.endswith("/pyodide.asm.wasm")):
        page.goto(site.url)
    assert page.locator("html").get_attribute("data-app") == "loading"
    # The standard library arrives whole while the WebAssembly (two thirds of the bytes) is held,
    # and the shipped snapshot beside it when the standard library's pace says it should: the bar
    # shows their last count, however fast they came (the reports are at most ten a second).
    built = page.evaluate("() => fetch('build.json').then((response) => response.json())")
    sizes, shipped = built["downloads"], built["snapshot"]["download"]
    total = sizes["pyodide/pyodide.asm.wasm"] + sizes["pyodide/python_stdlib.zip"] + shipped
    stdlib_share = DOWNLOAD_SHARE * sizes["pyodide/python_stdlib.zip"] / total
    page.wait_for_function(
        "(share) => document.getElementById('progress').value >= share - 1e-6", arg=stdlib_share, timeout=30_000
    )
    downloaded = page.evaluate("() => document.getElementById('progress').value")
    assert downloaded <= DOWNLOAD_SHARE * (total - sizes["pyodide/pyodide.asm.wasm"]) / total + 1e-6, "the held WebAssembly counted"
    assert page.locator(".loading").is_visible()
    assert page.locator("#step").inner_text().strip()
    assert_felt_green(centre_colour(page))
    assert held, "the runtime download should be on hold"
    held[0].continue_()
    page.wait_for_function("(before) => document.getElementById('progress').value > before", arg=downloaded)
    wait_for_app(page)


RECORD_PROGRESS = """
window.progressShown = [];
new MutationObserver(() => window.progressShown.push(Number(document.getElementById("progress").value)))
  .observe(document, { subtree: true, attributes: true, attributeFilter: ["value"] });
"""


@pytest.mark.parametrize("shipped", ["restored", "missing"])
def test_the_progress_bar_never_goes_back_whether_the_shipped_snapshot_restores_or_the_engine_boots(pages, site, shipped):
    page = pages.new()
    page.add_init_script(RECORD_PROGRESS)
    if shipped == "missing":  # the worker counts the snapshot's bytes, then boots and counts the wheel's instead
        page.context.route("**/engine/snapshot.gz", lambda route: route.fulfill(status=404))
    page.goto(site.url)
    wait_for_app(page)
    assert page.evaluate("() => globalThis.mazzo.client.boot.path") == ("shipped" if shipped == "restored" else "boot")
    shown = page.evaluate("() => window.progressShown")
    assert len(shown) >= 3 and shown[-1] == 1, shown
    assert all(later >= earlier for earlier, later in zip(shown, shown[1:])), f"the bar went back: {shown}"


@pytest.mark.parametrize(
    ("download", "step"),
    [("**/pyodide/pyodide.asm.wasm", "runtime"), ("**/wheels/mazzo-*.whl", "engine")],
    ids=["runtime", "engine"],
)
def test_failed_download_names_the_failed_step_and_retry_recovers(pages, site, download, step):
    # The service worker fetches the whole site for its cache on its own; routes see only the page's requests.
    page = pages.new(service_workers="block")
    for pattern in FAILED_DOWNLOAD_ERRORS:
        pages.log(page).allow_console_error(pattern)
    page.route(download, lambda route: route.fulfill(status=404, body="not here"))
    if step == "engine":  # only a boot fetches the wheel: no shipped snapshot, then
        page.route("**/engine/snapshot.gz", lambda route: route.fulfill(status=404, body="not here"))
    page.goto(site.url)
    wait_for_app(page, "error")

    assert page.locator("html").get_attribute("data-failed-step") == step
    assert page.locator(".failure").is_visible()
    assert page.locator(".loading").is_hidden()
    english = page.locator("#failure-message").inner_text().strip()
    assert english
    assert page.locator("#retry").is_visible()
    assert_felt_green(centre_colour(page))
    # The message follows a change of language at once, like every other text.
    page.evaluate("() => mazzo.switchLanguage('it')")
    expect(page.locator("html")).to_have_attribute("lang", "it")
    italian = page.evaluate("(step) => mazzo.texts().failed[step]", step)
    assert italian != english
    expect(page.locator("#failure-message")).to_have_text(italian)

    page.unroute(download)
    page.locator("#retry").click()
    wait_for_app(page)
    assert page.locator("html").get_attribute("data-failed-step") is None
    assert ping(page)["version"] == __version__


@pytest.mark.parametrize(
    ("viewport", "device", "ratio", "mobile"),
    [({"width": 640, "height": 400}, 2, 2, False), ({"width": 390, "height": 844}, 3, 2, True)],
    ids=["desktop-2x", "phone-3x"],
)
def test_canvas_has_a_pixel_per_device_pixel_at_most_two_per_css_pixel_and_follows_the_window(pages, site, viewport, device, ratio, mobile):
    # A phone's third device pixel per CSS pixel made every frame half as long again to draw and hand on
    # (table/surface.js): the canvas keeps two, one per device pixel up to that.
    page = pages.new(viewport=viewport, device_scale_factor=device, is_mobile=mobile, has_touch=mobile)
    page.goto(site.url)
    wait_for_canvas_pixels(page, viewport["width"] * ratio, viewport["height"] * ratio)
    assert_felt_green(centre_colour(page))

    page.set_viewport_size({"width": 500, "height": 300})
    wait_for_canvas_pixels(page, 500 * ratio, 300 * ratio)
    assert canvas_pixels(page) == (500 * ratio, 300 * ratio)
    assert_felt_green(centre_colour(page))
    wait_for_app(page)


def test_page_runs_under_the_strict_content_security_policy(page, pages, site):
    page.goto(site.url)
    wait_for_app(page)
    declared = page.locator('meta[http-equiv="Content-Security-Policy"]').get_attribute("content")
    assert "'unsafe-eval'" not in declared and "'unsafe-inline'" not in declared
    # The worker takes its policy from its script's response: the server sends the same one.
    worker_script = page.request.get(site.url + "engine/worker.js")
    assert worker_script.headers["content-security-policy"] == declared

    pages.log(page).allow_console_error(r"inline script violates the following Content Security Policy")
    ran = page.evaluate(
        """() => {
            const script = document.createElement('script');
            script.textContent = 'window.inlineScriptRan = true';
            document.head.append(script);
            return window.inlineScriptRan === true;
        }"""
    )
    assert ran is False, "an inline script ran: the policy is not in force"
    assert ping(page)["version"] == __version__


def test_viewport_lets_phones_zoom(page, site):
    page.goto(site.url)
    viewport = page.locator('meta[name="viewport"]').get_attribute("content")
    assert "width=device-width" in viewport
    assert "user-scalable=no" not in viewport and "maximum-scale" not in viewport
    wait_for_app(page)
