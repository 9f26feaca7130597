"""The first paint's status line (static/board-shape.js, issue 38) is worded in the language the
page then runs in (static/page/language.mjs): the shape script chooses it by a copy of
language.mjs's rule (it runs before any module), and this test holds the two to agreement."""

import json
import re

import pytest

from conftest import wait_until_ready

JAPANESE = re.compile("[\u3040-\u30ff\u4e00-\u9fff]")
FIRST_STATUS = """
window.__firstStatus = null;
new MutationObserver((changes, watcher) => {
  const line = document.getElementById("status");
  if (line && line.textContent && window.__firstStatus === null) {
    window.__firstStatus = line.textContent;
    watcher.disconnect();
  }
}).observe(document, {childList: true, subtree: true, characterData: true});
"""
STORED = "try { localStorage.setItem('puzzle-workbench/v1/language', %s) } catch {}  // (not on about:blank)"

# (the address's query, the browser's locale, the remembered choice as stored (JSON), or None)
CASES = [
    ("", "ja-JP", None),
    ("", "en-US", None),
    ("", "en-US", '"ja"'),
    ("", "ja-JP", '"en"'),
    ("?lang=en", "ja-JP", '"ja"'),
    ("?lang=ja", "en-US", None),
    ("?lang=xx", "ja-JP", None),
    ("", "ja-JP", "{not json"),
    ("", "en-US", '"fr"'),
]


@pytest.mark.parametrize("query, locale, stored", CASES)
def test_the_first_status_line_is_in_the_page_s_language(new_context, base_url_of_site, query, locale, stored):
    context = new_context(locale=locale)
    if stored is not None:
        context.add_init_script(STORED % json.dumps(stored))
    context.add_init_script(FIRST_STATUS)
    page = context.new_page()
    page.goto(base_url_of_site + query + "#peg/triangle15")
    wait_until_ready(page, solver=False)
    first = page.evaluate("window.__firstStatus")
    chosen = page.evaluate("document.documentElement.lang")
    assert first, "no status line in the first paint"
    assert chosen in ("en", "ja"), chosen
    assert bool(JAPANESE.search(first)) == (chosen == "ja"), (first, chosen)
    context.close()
