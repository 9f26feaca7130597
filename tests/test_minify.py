"""The build's minified style sheets and scripts (issue 38, item 3; scripts/minify.py): less to
download, the same rules and the same programs."""

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "scripts"))

import minify  # noqa: E402


def test_css_loses_comments_and_white_space_but_keeps_strings_and_meaningful_spaces():
    text = """/* a comment */
.a  .b:hover ,  .c > .d {
  color : red;   width: calc(1px + 2px);
  content: "\\21B6  /* not a comment */" / "";
}
@media (max-width: 40rem) { .e { margin: 0 auto; } }
"""
    small = minify.minify_css(text)
    assert small == ('.a .b:hover,.c > .d{color : red;width:calc(1px + 2px);'
                     'content:"\\21B6  /* not a comment */" / ""}@media (max-width:40rem){.e{margin:0 auto}}\n')


def test_every_style_sheet_keeps_its_length_down():
    for path in (ROOT / "static").glob("*.css"):
        text = path.read_text()
        assert len(minify.minify_css(text)) < len(text)


def test_js_keeps_strings_templates_regexes_and_the_lines():
    text = """// a comment
const a = 1 - -b, c = x++ + +y;  /* block */
const python = `import os
    if x:
        y = "${ a ? `in ${"}"}` : '{' }"  # kept
`;
const re = /[/]\\/*"'`/g.test(s) ? 2 / 3 / 4 : "http://x";
if (a) {
    return;  // why
}
"""
    small = minify.minify_js(text)
    assert small == """const a=1- -b,c=x++ + +y;
const python=`import os
    if x:
        y = "${a?`in ${"}"}`:'{'}"  # kept
`;
const re=/[/]\\/*"'`/g.test(s)?2/3/4:"http://x";
if(a){
return;
}
"""


@pytest.mark.skipif(not minify.ACORN.exists() or not shutil.which("node"), reason="no Node or acorn")
def test_each_of_our_scripts_minifies_to_the_same_program(tmp_path):
    shutil.copytree(ROOT / "static", tmp_path / "static",
                    ignore=shutil.ignore_patterns("pyscript", "pyodide", "micropython", "*.css", "*.svg"))
    before = {path: path.read_text() for path in (tmp_path / "static").rglob("*.*js")}
    ran = subprocess.run([sys.executable, "-c", "import sys; sys.path.insert(0, %r); import minify; "
                          "minify.minify_scripts(__import__('pathlib').Path(%r))" % (str(ROOT / "scripts"), str(tmp_path))],
                         capture_output=True, text=True, check=True)
    assert "warning" not in ran.stderr, ran.stderr  # each one the same syntax tree (acorn)
    for path, text in before.items():
        assert len(path.read_text()) < len(text), path


@pytest.mark.skipif(not minify.ACORN.exists() or not shutil.which("node"), reason="no Node or acorn")
def test_a_script_it_would_change_is_shipped_as_it_is(tmp_path, monkeypatch):
    (tmp_path / "static").mkdir()
    script = tmp_path / "static" / "a.js"
    script.write_text("const x = `a\n    b`;\n")
    monkeypatch.setattr(minify, "minify_js", lambda text: text.replace("    b", "b"))  # a template's text changed
    minify.minify_scripts(tmp_path)
    assert script.read_text() == "const x = `a\n    b`;\n"
