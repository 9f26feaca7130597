"""The three-engine smoke tests (issue 36, item 6). A package, so that its conftest is imported
as ``engines.conftest`` and never takes the place of the module ``conftest`` that the Chromium
tests import from (tests/e2e/conftest.py)."""
