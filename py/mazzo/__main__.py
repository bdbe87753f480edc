"""``python3 -m mazzo``: the JSON protocol as JSON lines on stdin and stdout."""

from __future__ import annotations

import sys

from .protocol import Session


def main() -> None:
    """Answer each line of standard input with one line on standard output."""
    session = Session()
    for line in sys.stdin:
        if line.strip():
            print(session.handle(line), flush=True)


if __name__ == "__main__":
    main()
