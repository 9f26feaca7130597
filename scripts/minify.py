"""Our own style sheets and scripts minified for the built site (issue 38, item 3: Lighthouse's
"Minify CSS" and "Minify JavaScript"), used by scripts/build.py.

Small, careful steps in pure Python, no new dependency: comments and white space that mean
nothing go; strings, template literals and regular expressions are read as such and kept
whole. Each minified script is checked against its original with acorn (the JavaScript parser
in node_modules beside Lighthouse, a pinned devDependency): the same syntax tree, or the file
is shipped as it is; without Node or acorn nothing is minified.
"""

import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

# --- our own style sheets minified (issue 38) -----------------------------------------------
# A small, careful step in pure Python, no dependency: strings are read as such and kept
# whole, and a space is kept wherever it may mean something (a selector's descendant
# combinator, calc(a + b), a value's parts).
CSS_TOKEN = re.compile(r'/\*.*?\*/|"(?:[^"\\\n]|\\.)*"|\'(?:[^\'\\\n]|\\.)*\'|\s+|[{};,]|[^"\'/\s{};,]+|/', re.S)


def minify_css(text: str) -> str:
    """A style sheet without its comments, its runs of white space one space, and none around
    ``{ } ; ,``, after a property's colon, nor a ``;`` before ``}``."""
    out: list[str] = []
    for token in CSS_TOKEN.findall(text):
        if token.startswith("/*") or token.isspace():
            if out and out[-1] not in " {};,":
                out.append(" ")
            continue
        if token in "{};," and out and out[-1] == " ":
            out.pop()
        if token == "}" and out and out[-1] == ";":
            out.pop()
        if out and out[-1] == " " and re.search(r"[\w-]:$", out[-2] if len(out) > 1 else ""):
            out.pop()  # "color: red": "color:red"
        out.append(token)
    return "".join(out).strip() + "\n"


# Our scripts likewise: comments out, each line's indentation out, the lines kept (no change
# to where a statement ends) and a space kept only where two tokens would otherwise join;
# strings, template literals (whose lines and indentation are their text) and regular
# expressions are read as such and kept whole. The result is checked against the original
# with acorn (in node_modules with Lighthouse): the same syntax tree, or the file is shipped
# as it is; without Node or acorn nothing is minified.
JS_REGEX_AFTER = set("(,=:[!&|?{};+-*%<>~^") | {"return", "typeof", "case", "do", "else", "in", "instanceof",
                                                 "new", "void", "delete", "throw", "yield", "await", "of"}
JS_WORD = re.compile(r"[\w$]+")


def js_tokens(text: str) -> list[tuple[str, str]]:
    """``[(kind, text), ...]``: "space", "comment", "string" (quotes, a template literal's
    text parts and regular expressions: kept whole), "code" (one token)."""
    tokens: list[tuple[str, str]] = []
    braces: list[int] = []  # for each template literal open around here: the braces open in its ${ }
    i, n = 0, len(text)
    last = ""  # the last significant token

    def template_part(start: int) -> int:
        """The end of a template literal's text from ``start`` (after ` or }): at ` or ${."""
        j = start
        while j < n:
            if text[j] == "\\":
                j += 2
            elif text[j] == "`":
                return j + 1
            elif text.startswith("${", j):
                braces.append(0)
                return j + 2
            else:
                j += 1
        raise ValueError("unterminated template literal")

    while i < n:
        c = text[i]
        if c.isspace():
            j = i
            while j < n and text[j].isspace():
                j += 1
            tokens.append(("space", text[i:j]))
            i = j
            continue
        if text.startswith("//", i):
            j = text.find("\n", i)
            j = n if j < 0 else j
            tokens.append(("comment", text[i:j]))
            i = j
            continue
        if text.startswith("/*", i):
            j = text.find("*/", i + 2)
            if j < 0:
                raise ValueError("unterminated comment")
            tokens.append(("comment", text[i:j + 2]))
            i = j + 2
            continue
        if c in "'\"":
            j = i + 1
            while j < n and text[j] != c:
                if text[j] == "\n":
                    raise ValueError("a line break in a string")
                j += 2 if text[j] == "\\" else 1
            tokens.append(("string", text[i:j + 1]))
            i, last = j + 1, "string"
            continue
        if c == "`" or (c == "}" and braces and braces[-1] == 0):
            if c == "}":
                braces.pop()
            j = template_part(i + 1)
            tokens.append(("string", text[i:j]))
            i, last = j, ("${" if text[j - 2:j] == "${" else "string")
            continue
        if c == "/" and (last in JS_REGEX_AFTER or last == "" or last == "${"):
            j, in_class = i + 1, False
            while j < n and (in_class or text[j] != "/"):
                if text[j] == "\n":
                    raise ValueError("a line break in a regular expression")
                if text[j] == "\\":
                    j += 1
                elif text[j] == "[":
                    in_class = True
                elif text[j] == "]":
                    in_class = False
                j += 1
            j += 1
            while j < n and (text[j].isalnum() or text[j] == "_"):
                j += 1
            tokens.append(("string", text[i:j]))
            i, last = j, "regex"
            continue
        word = JS_WORD.match(text, i)
        token = word[0] if word else c
        if braces and token in "{}":
            braces[-1] += 1 if token == "{" else -1
        tokens.append(("code", token))
        i, last = i + len(token), token
    return tokens


def minify_js(text: str) -> str:
    """A script without its comments and indentation (see js_tokens): the same program."""
    out: list[str] = []
    pending = ""  # the white space (or comment) since the last token kept: "", " " or "\n"
    for kind, token in js_tokens(text):
        if kind in ("space", "comment"):
            if "\n" in token:
                pending = "\n"
            elif not pending:
                pending = " "
            continue
        if pending and out:
            before, after = out[-1][-1], token[0]
            joined = (JS_WORD.match(before) and JS_WORD.match(after)) or (before in "+-" and after == before) \
                or (before == "/" and after in "/*")
            if pending == "\n" or joined:
                out.append(pending)
        pending = ""
        out.append(token)
    return "".join(out).strip() + "\n"


SAME_TREE = """import { readFileSync } from "node:fs";
const acorn = await import(process.argv[2]);
const tree = (file) => {
  const text = readFileSync(file, "utf8");
  const parse = (sourceType) => acorn.parse(text, { ecmaVersion: "latest", sourceType });
  let node;
  try { node = parse("module"); } catch { node = parse("script"); }
  return JSON.stringify(node, (key, value) => (key === "start" || key === "end" ? undefined : value));
};
for (let i = 3; i < process.argv.length; i += 2) console.log(tree(process.argv[i]) === tree(process.argv[i + 1]) ? "same" : "different");
"""
ACORN = ROOT / "node_modules" / "acorn" / "dist" / "acorn.mjs"


def minify_scripts(out: Path) -> None:
    """Minify our own scripts in the built site (static/*.js, *.mjs and static/page/; not the
    runtimes' folders), each one only when acorn finds the same syntax tree in both."""
    files = sorted(p for p in (out / "static").glob("*.*js") if p.suffix in (".js", ".mjs"))
    files += sorted((out / "static" / "page").glob("*.mjs"))
    if not ACORN.exists() or not files:
        return
    with tempfile.TemporaryDirectory() as temp:
        pairs = []
        for index, path in enumerate(files):
            try:
                small = minify_js(path.read_text(encoding="utf-8"))
            except ValueError:
                continue  # a file the tokenizer cannot read for certain: shipped as it is
            (Path(temp) / ("%d.js" % index)).write_text(small, encoding="utf-8")
            pairs.append((path, Path(temp) / ("%d.js" % index)))
        try:
            ran = subprocess.run(["node", "--input-type=module", "-e", SAME_TREE, "same-tree", ACORN.as_uri()]
                                 + [str(file) for pair in pairs for file in pair],
                                 capture_output=True, text=True, timeout=120, stdin=subprocess.DEVNULL)
        except (OSError, subprocess.SubprocessError):
            return
        verdicts = ran.stdout.split()
        for (path, small), verdict in zip(pairs, verdicts):
            if verdict == "same":
                shutil.copy(small, path)
            else:
                print("warning: %s shipped as it is (minified, it would not be the same program)"
                      % path.relative_to(out), file=sys.stderr)
