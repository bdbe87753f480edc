"""The JSON protocol: the only door to the engines from outside (placeholder, being written)."""

from __future__ import annotations

import json

from . import __version__


def handle(request: str) -> str:
    """Answer one JSON request with one JSON response."""
    message = json.loads(request)
    if message.get("type") == "ping":
        return json.dumps({"id": message.get("id"), "ok": True, "type": "pong", "version": __version__})
    return json.dumps({"id": message.get("id"), "ok": False, "error": {"code": "unknown_type", "message": "unknown"}})
