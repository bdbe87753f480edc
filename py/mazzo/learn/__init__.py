"""Learn to play: a short course for every game, each lesson a position and a goal checked by the engine.

``COURSES`` holds each game's lessons in the order a beginner needs them; ``LESSONS`` every
lesson by name (``<game>.<lesson>``). The protocol's ``lesson`` request starts one
(docs/protocol.md).
"""

from __future__ import annotations

from .briscola import BRISCOLA_COURSE
from .lesson import LEARNER, Lesson, stars
from .scala40 import SCALA40
from .scopa import SCOPA, SCOPONE
from .tressette import TRESSETTE

__all__ = ["COURSES", "LEARNER", "LESSONS", "Lesson", "stars"]

COURSES: dict[str, tuple[Lesson, ...]] = {
    "scopa": SCOPA,
    "scopone": SCOPONE,
    "briscola": BRISCOLA_COURSE,
    "scala40": SCALA40,
    "tressette": TRESSETTE,
}
LESSONS: dict[str, Lesson] = {lesson.name: lesson for course in COURSES.values() for lesson in course}
