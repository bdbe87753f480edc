"""Browser tests: the built site in Chromium (see conftest.py)."""
