"""Checking a refusal by its stable code (and some of its parameters), not by its English words."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

import pytest

from mazzo.game import MazzoError


@contextmanager
def refused(kind: type[MazzoError], code: str, **params: object) -> Iterator[None]:
    """The block raises ``kind`` with ``code``, and with ``params`` among its parameters."""
    with pytest.raises(kind) as caught:
        yield
    assert caught.value.code == code, caught.value
    assert {name: caught.value.params.get(name) for name in params} == params, caught.value.params
