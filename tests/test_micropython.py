"""The page's modules under MicroPython (the npm build the page uses, run by Node).

The same transcript script runs under CPython and MicroPython; the outputs must match line
for line, so a construct MicroPython lacks (dataclasses, typing, enum...) fails here first.
"""

from pathlib import Path

import pytest

from micropython_compare import assert_same_under_micropython, run_micropython

HERE = Path(__file__).resolve().parent / "micropython"


@pytest.mark.parametrize("name", ["transcript.py", "flip_transcript.py", "session_transcript.py",
                                  "words_transcript.py", "long_link_transcript.py", "session_parts_transcript.py",
                                  "overlay_transcript.py"])
def test_page_modules_behave_the_same_under_micropython(name):
    assert_same_under_micropython(HERE / name)


def test_a_cpython_only_module_fails_under_micropython(tmp_path):
    # The harness must be able to fail: dataclasses does not exist on MicroPython.
    script = tmp_path / "cpython_only.py"
    script.write_text("import dataclasses\nprint('imported')\n")
    assert run_micropython(script).returncode != 0


def test_a_script_printing_differently_under_micropython_is_reported(tmp_path):
    # The comparison must be able to fail too: the interpreter's own name differs.
    script = tmp_path / "differs.py"
    script.write_text("import sys\nprint(sys.implementation.name)\nprint('END')\n")
    with pytest.raises(AssertionError):
        assert_same_under_micropython(script)
