"""The benches' phone profile: every process of the browser, workers included, held to half of one
core, and a 390x844 touch viewport (a mid-range phone upright).

DevTools' CPU throttling (`Emulation.setCPUThrottlingRate`) slows only the page's main thread, never
a worker, so it cannot stand in for a phone. A CPU quota on the whole browser does: a group of
Linux's `cpu` controller (cgroup v1: `cpu.cfs_quota_us` 50000 of every `cpu.cfs_period_us` 100000;
cgroup v2: `cpu.max` "50000 100000"). Chromium is started through a launcher that writes its own
process into the group's `cgroup.procs` and then becomes Chromium, so every process the browser
starts is in the group, and the bench's own process (its local servers, Playwright) is not: a
phone's server is elsewhere. The group is removed afterwards.

`PhoneProfile.check()` measures a plain loop in a worker with and without the quota and refuses to
report unless the loop ran at least MIN_SLOWDOWN times slower under it: a half-core quota halves
one thread's speed. When the controller is missing or not writable, `PhoneProfile.missing()` says
why; the benches then say so and measure no phone figure (never by another means, silently).
"""

from __future__ import annotations

import contextlib
import os
import statistics
import time
from pathlib import Path

#: A phone upright (390x844 CSS pixels, at three device pixels each), with touch.
VIEWPORT = {"width": 390, "height": 844}
CONTEXT = {"viewport": VIEWPORT, "device_scale_factor": 3, "is_mobile": True, "has_touch": True}
PERIOD_US = 100_000
QUOTA_US = 50_000
#: The slowest a half-core quota may leave a plain loop for the profile to count: 2x in theory.
MIN_SLOWDOWN = 1.6
V1 = Path("/sys/fs/cgroup/cpu")
V2 = Path("/sys/fs/cgroup")
#: A plain loop in a worker: its median of five runs, in ms.
LOOP_PAGE = """async () => {
  const source = `onmessage = () => {
    const times = [];
    for (let run = 0; run < 5; run++) {
      const start = performance.now();
      let x = 0;
      for (let i = 0; i < 30000000; i++) x = (x + i * 7) % 1000003;
      times.push(performance.now() - start + (x < 0 ? 1 : 0));
    }
    times.sort((a, b) => a - b);
    postMessage(times[2]);
  };`;
  const worker = new Worker(URL.createObjectURL(new Blob([source], { type: "text/javascript" })));
  const ms = await new Promise((resolve) => { worker.onmessage = ({ data }) => resolve(data); worker.postMessage(0); });
  worker.terminate();
  return ms;
}"""


class PhoneProfile:
    """A CPU quota of half a core for a browser, as a context manager: the group made on entry, removed on exit."""

    def __init__(self, name: str = f"mazzo-phone-{os.getpid()}"):
        self.name = name
        self.group: Path | None = None
        self.version = 1 if (V1 / "cgroup.procs").exists() else 2 if (V2 / "cgroup.controllers").exists() else 0

    def missing(self) -> str | None:
        """Why no half-core quota can be set here, or None when it can."""
        if self.version == 0:
            return "no cgroup cpu controller is mounted (/sys/fs/cgroup/cpu or a cgroup v2 hierarchy)"
        if self.version == 2 and "cpu" not in (V2 / "cgroup.controllers").read_text().split():
            return "the cgroup v2 hierarchy has no cpu controller"
        parent = V1 if self.version == 1 else V2
        if not os.access(parent, os.W_OK):
            return f"{parent} is not writable (run the bench as root)"
        return None

    def __enter__(self) -> PhoneProfile:
        reason = self.missing()
        if reason:
            raise SystemExit(f"phone profile: {reason}")
        self.group = (V1 if self.version == 1 else V2) / self.name
        self.group.mkdir(exist_ok=True)
        if self.version == 1:
            (self.group / "cpu.cfs_period_us").write_text(str(PERIOD_US))
            (self.group / "cpu.cfs_quota_us").write_text(str(QUOTA_US))
        else:
            (self.group / "cpu.max").write_text(f"{QUOTA_US} {PERIOD_US}")
        return self

    def __exit__(self, *_: object) -> None:
        if self.group is None:
            return
        parent = self.group.parent
        for _ in range(50):  # processes still exiting may linger a moment
            pids = (self.group / "cgroup.procs").read_text().split()
            for pid in pids:
                with contextlib.suppress(OSError):  # gone already
                    (parent / "cgroup.procs").write_text(pid)
            try:
                self.group.rmdir()
                break
            except OSError:
                time.sleep(0.1)
        self.group = None

    def launcher(self, chromium: str, scratch: Path) -> str:
        """A script that puts itself in the group, then becomes `chromium`: every browser process is held."""
        assert self.group is not None, "enter the profile first"
        script = scratch / f"chromium-{self.name}"
        script.write_text(f'#!/bin/sh\necho $$ > "{self.group / "cgroup.procs"}"\nexec "{chromium}" "$@"\n')
        script.chmod(0o755)
        return str(script)

    def check(self, playwright, chromium: str, scratch: Path, flags: list[str]) -> float:
        """The plain loop's slowdown under the quota (a ratio of medians); SystemExit when under MIN_SLOWDOWN."""
        free = [loop_ms(playwright, chromium, flags) for _ in range(2)]
        held = [loop_ms(playwright, self.launcher(chromium, scratch), flags) for _ in range(2)]
        slowdown = statistics.median(held) / statistics.median(free)
        if slowdown < MIN_SLOWDOWN:
            raise SystemExit(
                f"phone profile: a plain loop in a worker ran only {slowdown:.2f}x slower under the quota"
                f" ({statistics.median(held):.0f} against {statistics.median(free):.0f} ms; at least {MIN_SLOWDOWN}x"
                " expected): the quota does not hold the browser, so no phone figure is reported"
            )
        return slowdown


def loop_ms(playwright, executable: str, flags: list[str]) -> float:
    """The plain loop's median time in a worker of a fresh headless browser started by `executable`."""
    browser = playwright.chromium.launch(executable_path=executable, args=flags)
    try:
        page = browser.new_page()
        return float(page.evaluate(LOOP_PAGE))
    finally:
        browser.close()
