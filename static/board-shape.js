// The board's box before the board is drawn (issue 38): a classic script in the page's head,
// so run before the first paint. It reads the game the link names (a Lab link's game; with no
// link, the last game played, else the default), finds its drawing's size in the data the
// build wrote on this script's tag (scripts/build.py's board_shapes: each menu game's size,
// a board of R x C cells by its fit) and sets it on the root for static/style.css, which
// gives the board's "Loading" box that shape: the buttons and panels start where they stay.
//   --board-ratio            the drawing's width / height
//   --board-narrow-height    a phone's drawing (views that draw otherwise under a width:
//   --board-narrow-scale     data-board-narrow="<px>"): its height, and height / width
//   --counter-rows           how many counters the family shows beside the board
//   data-board-family        the family; class lab-start: a Lab link (the Lab opens at once)
// A link it cannot read leaves the box as it was (no shape: the usual "Loading" line).
// It also puts the first paint's largest texts in the page as soon as it is parsed (before the
// first paint; a phone's Largest Contentful Paint): the game's first status line (data.status,
// worded by the build in each language, for a mouse and a finger), the verdict line while the
// solver gets ready (data.waiting, for the games in data.waits), the Japanese of the Lab's
// intro (data.words), the program the Lab opens on (data.lab: the family's default method's,
// or the reader's kept edit of it) in the editor's text box, and, on a phone, a Lab link's Lab
// scrolled into view (as py/app/lab_methods.py does once the board is drawn). MicroPython
// writes the same texts again only if they differ.
(() => {
  const root = document.documentElement;
  let data;
  try {
    data = JSON.parse(document.currentScript.dataset.shapes);
  } catch {
    return;
  }
  const decode = (text) => {
    try {
      return decodeURIComponent(text);
    } catch {
      return text;
    }
  };
  let link = location.hash.slice(1);
  let labMethod = null;  // a Lab link: the method it names ("" for none), and whether it has code
  let labCode = false;
  if (link.startsWith("lab/")) {
    root.classList.add("lab-start");
    const parts = link.slice(4).split("!");  // puzzles/lab_link.py: game!method!code
    link = parts[0];
    labMethod = decode(parts[1] || "");
    labCode = Boolean(parts[2]);
  }
  let id = decode(link);
  if (!id) {
    try {
      const stored = JSON.parse(localStorage.getItem("puzzle-workbench/v1/game"));
      id = typeof stored === "string" ? stored : "";
    } catch {
      id = "";
    }
  }
  id = id || data.default;
  const base = id.split("?")[0];
  const family = base.split("/")[0];
  const program = labMethod !== null && !labCode ? labProgram((data.lab || {})[family], labMethod) : "";
  const status = data.status || {};
  const waits = data.waits || [];  // its verdict asked of the solver as the page starts
  const waiting = waits.includes(id) || (!(id in status) && waits.includes(base));
  firstTexts(data, status[id] || status[base], labMethod !== null, program, waiting);
  const about = data.families[family];
  if (!about) return;
  let shape = data.games[id] || data.games[base];
  const cells = /^[a-z]+\/(\d+)x(\d+)$/.exec(base);
  if (!shape && about.grid && cells) {
    const [cell, wide, high] = about.grid;
    shape = [cell * Number(cells[2]) + wide, cell * Number(cells[1]) + high];
  }
  if (!shape) return;
  const style = root.style;
  root.dataset.boardFamily = family;
  style.setProperty("--counter-rows", String(about.counters || 0));
  style.setProperty("--board-ratio", shape[0] + " / " + shape[1]);
  if (about.narrow && shape.length > 2) {
    root.dataset.boardNarrow = String(about.narrow);
    style.setProperty("--board-narrow-height", shape[2] + "px");
    style.setProperty("--board-narrow-scale", String(shape[2] / shape[3]));
  }
})();

// The page's language as static/page/language.mjs chooses it (?lang=, the remembered choice,
// the browser's languages; it also remembers an asked one: not here).
function pageLanguage() {
  const known = ["en", "ja"];
  const choices = [];
  try {
    choices.push(new URLSearchParams(location.search).get("lang"),
                 JSON.parse(localStorage.getItem("puzzle-workbench/v1/language") || "null"));
  } catch { /* unreadable: not a choice */ }
  choices.push(...[...(navigator.languages || [navigator.language || ""])].map(
    (tag) => String(tag).toLowerCase().split("-")[0]));
  return choices.find((choice) => known.includes(choice)) || "en";
}

// The program a Lab link's editor opens on (py/app/lab_panel.py's choose): the family's
// default method's ([slug, text], from the build), or the reader's kept edit of it; "" when
// the link names another method (MicroPython shows that one).
function labProgram(entry, named) {
  if (!entry || (named && named !== entry[0])) return "";
  try {
    const kept = JSON.parse(localStorage.getItem("puzzle-workbench/v1/lab-edit/" + entry[0]) || "null");
    if (typeof kept === "string") return kept;
  } catch { /* unreadable: the original */ }
  return entry[1];
}

// As the parser puts them in the page (a MutationObserver's callback runs before the next
// paint: they are in the first paint that shows them): the status line, the verdict line while
// the solver gets ready (py/puzzles/session_words.py's verdict_waiting_text), the Lab's texts
// and program.
function firstTexts(data, said, lab, program, waiting) {
  const language = pageLanguage();
  const pointer = matchMedia("(pointer: coarse)").matches ? 1 : 0;  // py/app/main.py's words.set_pointer
  const languageIndex = Math.max(0, (data.languages || []).indexOf(language));
  const status = said ? data.texts[said[2 * languageIndex + pointer]] : "";
  const verdict = waiting ? (data.waiting || [])[languageIndex] : "";
  const worded = (data.words || {})[language] || {};
  const done = new Set();
  const write = () => {
    const line = document.getElementById("status");
    if (line && !done.has(line)) {
      done.add(line);
      if (status && !line.textContent) line.textContent = status;
    }
    const verdictLine = document.getElementById("verdict");
    if (verdictLine && !done.has(verdictLine)) {
      done.add(verdictLine);
      if (verdict && !verdictLine.textContent) verdictLine.textContent = verdict;
    }
    for (const node of document.querySelectorAll(".lab-intro[data-text]")) {
      if (done.has(node)) continue;
      done.add(node);
      const text = worded[node.dataset.text];
      if (text) node.textContent = text;
    }
    const code = document.getElementById("lab-code");
    if (program && code && !done.has(code)) {
      done.add(code);
      if (!code.value) code.value = program;  // as text: a text box's value is never markup
    }
    const panel = document.getElementById("lab");
    if (lab && panel && !done.has(panel)) {
      done.add(panel);
      // In the first frame's animation callbacks, just before its paint, not as the parser
      // inserts the panel: a scroll then forced a layout of the half-parsed page (Lighthouse's
      // "forced reflow"), and the first paint came later.
      if (!matchMedia("(min-width: 68.75rem)").matches) requestAnimationFrame(() => panel.scrollIntoView());
    }
  };
  const watch = new MutationObserver(write);
  watch.observe(document.documentElement, { childList: true, subtree: true });
  document.addEventListener("DOMContentLoaded", () => {
    write();
    watch.disconnect();
  }, { once: true });
}

// The start's files just after the first paint (issue 38): the preloads and module scripts in
// index.html's <template id="start-files"> (inert there: nothing is fetched) are put in the
// head, in their order, once the first paint is reported (its paint timing entry; without
// one, after the first frame's animation callbacks) and the page is parsed (module scripts
// run after the parse, as the parser's deferred ones did). The first paint waits for nothing
// more than before; what changes is that no file of the runtime has ended before it, which
// Lighthouse's simulated phone counted towards the first paint's time (its LCP: seconds of a
// 1 MB download the paint never waited for). A page opened hidden (a background tab: no
// frames) asks for them once parsed; a paint not reported in a second does not hold them.
(() => {
  const START_FILES_AT_ONCE = 3;
  let started = false;
  const start = () => {
    if (started) return;
    if (document.readyState === "loading") {
      document.addEventListener("DOMContentLoaded", start, { once: true });
      return;
    }
    started = true;
    const files = document.getElementById("start-files");
    if (!files) return;
    const nodes = [...files.content.children].map((file) => {
      if (file.tagName !== "SCRIPT") return document.importNode(file);
      // A script made here, not a copy (a template's script is marked as run already);
      // async false: they run in their order (start.mjs, page.js, then PyScript's core.js).
      const script = document.createElement("script");
      script.type = file.type;
      script.src = file.getAttribute("src");
      script.async = false;
      return script;
    });
    // A few at a time, each few a task of its own: the browser's work for each preload put
    // in the head (1-15 ms at 4x CPU throttling, unevenly) made one task of 55-120 ms on
    // Lighthouse's phone, right after the first paint (its Total Blocking Time); three at a
    // time took at most ~35 ms. The next few in a task of their own by a MessageChannel's
    // message: a hidden tab's timers wait a second each.
    const put = (from) => {
      document.head.append(...nodes.slice(from, from + START_FILES_AT_ONCE));
      if (from + START_FILES_AT_ONCE >= nodes.length) return;
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        channel.port1.close();
        put(from + START_FILES_AT_ONCE);
      };
      channel.port2.postMessage(0);
    };
    put(0);
  };
  if (document.visibilityState === "hidden") {
    start();
  } else if ((window.PerformanceObserver && PerformanceObserver.supportedEntryTypes || []).includes("paint")) {
    new PerformanceObserver((list, observer) => {
      observer.disconnect();
      start();
    }).observe({ type: "paint", buffered: true });
    setTimeout(start, 1000);
  } else {
    requestAnimationFrame(() => setTimeout(start, 0));
  }
})();
