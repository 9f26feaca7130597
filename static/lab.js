// The Lab's JavaScript side (issues 23 and 24), for py/app/lab_panel.py (MicroPython):
//  - labWorker: the lab's own worker (static/lab-worker.mjs), started on first use; Cancel
//    terminates it and starts a fresh one at once. Whatever the worker says reaches the page
//    as a "lab-message" event on the document, its detail the message as JSON text.
//  - labEditor: the program's editor, CodeMirror 6 as shipped inside the pinned
//    @pyscript/core (its `codemirror` export, the modules py-editor uses), self-hosted, so it
//    works offline and under the page's CSP (in a shadow root, CodeMirror styles itself
//    through constructed style sheets, which `style-src 'self'` allows). The plain <textarea
//    id="lab-code"> is the editor until the reader reaches for it (a pointer over or on it,
//    the focus in it): CodeMirror is loaded and built then, with the same text, caret and
//    focus (issue 38: its modules and first view were a phone's longest tasks at the start).
//    Once it is there, the textarea stays as the program's text (hidden, kept in step); if it
//    cannot load, the textarea stays the editor.
//  - labLink: code in a link, zlib-compressed ("deflate") and base64url.

const WORKER_URL = new URL("./lab-worker.mjs", import.meta.url).href;

const tell = (message) =>
  document.dispatchEvent(new CustomEvent("lab-message", { detail: JSON.stringify(message) }));

// The worker runs programs a reader may have been sent: what it says is untrusted (issue 37).
// A message larger than the page reads (LAB_MOST characters of JSON: puzzles/lab_messages.py's
// MOST_TEXT) or nested deeper than LAB_DEEPEST is never turned into text nor handed to Python:
// the page hears {kind: "refused"} instead. The walk stops as soon as the limit is passed, so
// even a message of hundreds of megabytes costs the page no more than a small one.
const LAB_MOST = 300000;
const LAB_DEEPEST = 40;
const within = (value, most) => {
  let size = 0;
  const stack = [[value, 0]];
  while (stack.length) {
    const [item, depth] = stack.pop();
    if (depth > LAB_DEEPEST) return false;
    if (typeof item === "string") size += item.length + 2;
    else if (Array.isArray(item)) {
      size += item.length + 2;
      if (size > most) return false;
      for (const part of item) stack.push([part, depth + 1]);
    } else if (item && typeof item === "object") {
      const keys = Object.keys(item);
      size += keys.length + 2;
      if (size > most) return false;
      for (const key of keys) {
        size += key.length + 3;
        stack.push([item[key], depth + 1]);
      }
    } else size += typeof item === "number" ? String(item).length + 1 : 6;  // true, false, null
    if (size > most) return false;
  }
  return true;
};
// The Lab's methods, their programs and the questions, shipped by the build (py/lab.json,
// puzzles.lab.listing): asked for at the first start (the page imports this module on every
// visit, while idle: not then) and told to the page as a "listing", so the programs show while
// the worker still starts (issue 38); the worker's "ready" says the same again. The page is
// told the methods and questions; the programs' texts stay here, and the page asks for each
// as it needs it (labWorker.program: the whole listing in MicroPython was the longest task of
// a phone's Lab start).
const LISTING_URL = new URL("../py/lab.json", import.meta.url).href;

globalThis.labWorker = (() => {
  let worker = null;
  let listed = false;  // the listing asked for (at the first start)
  let told = false;    // and told to the page
  let programs = {};   // its programs' texts, by method
  let serial = 0;  // which worker speaks: a terminated one's late messages are dropped
  const watching = new Map();  // a Watch run's id -> the trace slot its events go to
  let grown = 0;               // a "trace-size" word to the page under way
  let held = null;             // the last progress report not yet told, and its timer
  let holding = 0;

  const start = () => {
    const mine = ++serial;
    // A blob module that imports the real one: a blob worker inherits the page's
    // Content-Security-Policy (a worker from a URL would get the server's headers: none).
    const blob = new Blob([`import ${JSON.stringify(WORKER_URL)};\n`], { type: "text/javascript" });
    const url = URL.createObjectURL(blob);
    worker = new Worker(url, { type: "module", name: "lab" });
    setTimeout(() => URL.revokeObjectURL(url), 10000);
    worker.addEventListener("message", (event) => {
      if (mine !== serial) return;
      const said = event.data;
      // (a batch of Watch's trace stays in JavaScript, checked event by event: a larger limit)
      // (a "listing" is the build's file, told by this module alone: never one from the worker)
      if (!said || typeof said !== "object" || said.kind === "listing" ||
          !within(said, said.kind === "trace" ? 8 * LAB_MOST : LAB_MOST)) {
        tell({ kind: "refused", id: said && Number.isInteger(said.id) ? said.id : null });
        return;
      }
      // Progress reaches the page at most 4 times a second, whatever the worker sends (the last
      // one held, and dropped once the run has ended).
      if (said.kind === "progress") {
        held = said;
        if (!holding) holding = setTimeout(() => {
          holding = 0;
          const last = held;
          held = null;
          if (last && mine === serial) tell(last);
        }, 250);
        return;
      }
      if (said.kind === "done" || said.kind === "error") held = null;
      // A trace's events stay here, in JavaScript (globalThis.labTrace), never in
      // MicroPython's heap: the page is told only how many there are.
      if (said && said.kind === "trace") {
        const slot = watching.get(said.id);
        if (slot !== undefined) {
          labTrace.add(slot, said.start, said.events);
          // The page hears of new events at most 4 times a second (its scrub bar grows).
          if (!grown) grown = setTimeout(() => { grown = 0; tell({ kind: "trace-size", id: said.id }); }, 250);
        }
        return;
      }
      // The listing told already (py/lab.json): "ready" without it again (the page reads less).
      if (said && said.kind === "ready" && told) {
        const { methods, programs, questions, ...rest } = said;
        tell(rest);
        return;
      }
      tell(said);
    });
    worker.addEventListener("error", (event) => {
      if (mine !== serial) return;
      event.preventDefault();
      tell({ kind: "failed", reason: String(event.message || "the lab's worker stopped") });
    });
    tell({ kind: "starting" });
    if (!listed) {
      listed = true;
      // Told as a "lab-listing" event of its own (its JSON text as fetched, checked to parse),
      // a path no worker's message takes; the page takes it in slices (issue 38).
      fetch(LISTING_URL).then((response) => (response.ok ? response.text() : null)).catch(() => null).then((text) => {
        let listing = null;
        try { listing = text && JSON.parse(text); } catch { listing = null; }
        if (!listing || typeof listing !== "object" || !Array.isArray(listing.methods)) return;
        const { programs: texts, ...head } = listing;
        if (texts && typeof texts === "object") programs = texts;
        document.dispatchEvent(new CustomEvent("lab-listing", { detail: JSON.stringify(head) }));
        told = true;
      });
    }
  };

  return {
    start() {
      if (!worker) start();
    },
    // The listing's program of `method`, or null (the page checks it as a worker's).
    program(method) {
      const text = Object.hasOwn(programs, String(method)) ? programs[String(method)] : null;
      return typeof text === "string" ? text : null;
    },
    run(id, source, game) {
      if (!worker) start();
      worker.postMessage({ kind: "run", id, source: String(source), game: String(game) });
    },
    // Watch (issue 34): run with a trace of the search, its events kept in labTrace's `slot`.
    watch(id, source, game, slot, limit) {
      if (!worker) start();
      labTrace.reset(slot);
      watching.set(id, slot);
      worker.postMessage({ kind: "watch", id, source: String(source), game: String(game),
                           limit: Number(limit) || 50000 });
    },
    // A question from the source (puzzles.lab.QUESTIONS[index]), answered by our solver.
    question(id, index) {
      if (!worker) start();
      worker.postMessage({ kind: "question", id, index: Number(index) });
    },
    // Ends whatever runs (an endless loop too: terminate needs no help from the worker) and
    // starts a fresh worker for the next run.
    restart() {
      if (worker) worker.terminate();
      worker = null;
      held = null;
      start();
    },
  };
})();

globalThis.labEditor = (() => {
  let view = null;       // the CodeMirror view, once loaded
  let mark = null;       // its line-marking effect
  let traced = null;     // its effect marking the line of the event on show (Watch)
  let tracedField = null; // the field holding that mark
  let textarea = null;
  let changed = 0;
  let EditorView = null;

  const notify = () => {
    clearTimeout(changed);
    changed = setTimeout(() => document.dispatchEvent(new CustomEvent("lab-edit")), 300);
  };

  // CodeMirror writes one style attribute (the content's tab-size) while it builds its
  // view; the CSP refuses style attributes, so during that build one is set through the
  // CSSOM instead (allowed), with the same effect.
  const underCsp = (build) => {
    const setAttribute = Element.prototype.setAttribute;
    Element.prototype.setAttribute = function (name, value) {
      if (String(name).toLowerCase() === "style") {
        this.style.cssText = String(value);
        return undefined;
      }
      return setAttribute.call(this, name, value);
    };
    try {
      return build();
    } finally {
      Element.prototype.setAttribute = setAttribute;
    }
  };

  let loading = null;     // the editor's loading, once the reader has reached for it
  // The lines marked before CodeMirror is there (a run's error, the event Watch shows): drawn
  // as it is built. Until then the error's line is the text box's selection, and Watch shows
  // its line beside the board.
  const pending = { mark: 0, trace: 0 };

  async function load(box) {
    const { codemirror } = await import("./pyscript/core.js");
    const [{ basicSetup }, { StateEffect, StateField }, { python }, cmView] =
      await Promise.all([codemirror.core, codemirror.state, codemirror.python, codemirror.view]);
    const { Decoration } = cmView;
    EditorView = cmView.EditorView;
    // CodeMirror styles a document with a <style> element (refused by the CSP) but a shadow
    // root with constructed style sheets (allowed): the editor lives in a shadow root.
    const host = document.createElement("div");
    host.className = "lab-cm-host";
    box.append(host);
    const shadow = host.attachShadow({ mode: "open" });
    const inside = document.createElement("div");
    shadow.append(inside);
    // A line marked by an effect (its value: the line's start, or null to clear), drawn with
    // class `name`: the error's line, and the line of the event Watch shows.
    const lineMark = (effectType, name) => StateField.define({
      create: () => Decoration.none,
      update(lines, transaction) {
        lines = lines.map(transaction.changes);
        for (const effect of transaction.effects) {
          if (effect.is(effectType)) {
            lines = effect.value === null ? Decoration.none
              : Decoration.set([Decoration.line({ class: name }).range(effect.value)]);
          }
        }
        return lines;
      },
      provide: (field) => EditorView.decorations.from(field),
    });
    mark = StateEffect.define();
    traced = StateEffect.define();
    const marked = lineMark(mark, "lab-error-line");
    const tracedLine = tracedField = lineMark(traced, "lab-trace-line");
    // The text, caret and focus of the text box, as they are now (typed in while this loaded too).
    const focused = document.activeElement === textarea;
    const length = textarea.value.length;
    const caret = { anchor: Math.min(textarea.selectionStart, length), head: Math.min(textarea.selectionEnd, length) };
    view = underCsp(() => new EditorView({
      doc: textarea.value,
      selection: caret,
      // No Tab key binding (issue 36): Tab and Shift+Tab leave the editor like any control;
      // basicSetup's Ctrl+] and Ctrl+[ (Cmd on a Mac) indent, as the line under it says.
      extensions: [basicSetup, python(), marked, tracedLine,
                   EditorView.theme({
                     "&": { height: "min(26rem, 60svh)", border: "1px solid #5b6475", borderRadius: ".3rem",
                            backgroundColor: "#fff", color: "#1d2433", fontSize: "14px" },
                     ".cm-scroller": { overflow: "auto" },
                     // The gutters' room from the start (three digits; a fold marker): they do
                     // not widen, and shift the program sideways, when the text or its parse
                     // arrives (issue 38: a layout shift of 0.02-0.06 on a phone).
                     ".cm-lineNumbers .cm-gutterElement": { minWidth: "3.5ch" },
                     ".cm-foldGutter": { minWidth: "1em" },
                     // The page's focus ring is drawn round the host (style.css), as on every control.
                     "&.cm-focused": { outline: "none" },
                     ".cm-line.lab-error-line": { backgroundColor: "#fde2e2", outline: "1px solid #d1495b" },
                     ".cm-line.lab-trace-line": { backgroundColor: "#dbe8fb", boxShadow: "inset .25rem 0 #2f5d8c" },
                   }),
                   EditorView.contentAttributes.of({ "aria-label": textarea.getAttribute("aria-label") || "" }),
                   EditorView.updateListener.of((update) => {
                     if (!update.docChanged) return;
                     textarea.value = update.state.doc.toString();
                     notify();
                   })],
      root: shadow,
      parent: inside,
    }));
    // Its scroller takes the focus too (a long program scrolls by keys: issue 36).
    view.scrollDOM.tabIndex = 0;
    view.scrollDOM.setAttribute("aria-label", textarea.getAttribute("aria-label") || "");
    textarea.hidden = true;
    box.dataset.editor = "codemirror";
    if (focused) view.focus();
    if (pending.mark) api.markLine(pending.mark, true);  // (the caret stays where the reader put it)
    if (pending.trace) api.traceLine(pending.trace, false);
  }

  // CodeMirror, once: when the reader reaches for the program.
  const upgrade = (box) => {
    if (loading) return;
    loading = load(box).catch((error) => {
      console.warn("lab editor: the plain text box stays (" + error + ")");
      box.dataset.editor = "plain";
    });
  };

  const api = {
    // Set up the editor in `box` over `area` (the textarea): the textarea works at once, and
    // CodeMirror comes when the reader reaches for it.
    mount(box, area) {
      if (textarea) return;
      textarea = area;
      textarea.addEventListener("input", notify);
      box.dataset.editor = "plain";
      for (const type of ["pointerover", "pointerdown", "focusin"]) {
        box.addEventListener(type, () => upgrade(box), { once: true });
      }
    },
    text() {
      return view ? view.state.doc.toString() : (textarea ? textarea.value : "");
    },
    setText(text) {
      text = String(text);
      if (textarea) textarea.value = text;
      if (!view) {
        pending.mark = 0;
        notify();  // as CodeMirror's update listener does for any change of its text
      }
      if (view) view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: text },
                                effects: mark.of(null) });
    },
    // Mark line `line` (1-based) as the error's, the caret put there unless `keepCaret`; 0
    // clears the mark.
    markLine(line, keepCaret = false) {
      if (!view) {
        pending.mark = line > 0 ? line : 0;
        if (textarea && line > 0) {
          const lines = textarea.value.split("\n");
          const start = lines.slice(0, line - 1).join("\n").length + (line > 1 ? 1 : 0);
          textarea.setSelectionRange(start, start + (lines[line - 1] || "").length);
        }
        return;
      }
      if (!(line > 0) || line > view.state.doc.lines) {
        view.dispatch({ effects: mark.of(null) });
        return;
      }
      const at = view.state.doc.line(line);
      view.dispatch(keepCaret ? { effects: mark.of(at.from) }
        : { effects: mark.of(at.from), selection: { anchor: at.from }, scrollIntoView: true });
    },
    // Mark line `line` (1-based) as the one that made the event on show (Watch); 0 clears it.
    // Scrolled into view only when asked (not at every frame of a fast playback).
    traceLine(line, scroll) {
      if (!view) {
        pending.trace = line > 0 ? line : 0;
        return;
      }
      if (!(line > 0) || line > view.state.doc.lines) {
        view.dispatch({ effects: traced.of(null) });
        return;
      }
      const at = view.state.doc.line(line);
      view.dispatch({ effects: traced.of(at.from) });
      if (!scroll) return;
      // The editor's own box scrolls to the line, never the page or the Lab around it (the
      // board and Watch's controls stay where they are).
      const block = view.lineBlockAt(at.from);
      const box = view.scrollDOM;
      if (block.top < box.scrollTop || block.bottom > box.scrollTop + box.clientHeight) {
        box.scrollTop = Math.max(0, block.top - box.clientHeight / 3);
      }
    },
    traced() {  // the line marked for the event on show, or 0 (tests read it; from the
      // editor's state: a line outside the editor's scrolled view is marked but not drawn)
      if (!view) return pending.trace;
      const marks = view.state.field(tracedField, false);
      if (!marks || !marks.size) return 0;
      return view.state.doc.lineAt(marks.iter().from).number;
    },
    marked() {  // the marked line's number, or 0 (tests read it)
      if (!view) return pending.mark;
      const found = view.dom.querySelector(".cm-line.lab-error-line");
      if (!found) return 0;
      return view.state.doc.lineAt(view.posAtDOM(found)).number;
    },
  };
  return api;
})();

// Code in a link: the text, UTF-8, deflated (zlib) and written in base64url. Each call
// answers a Promise of a string; "" when the text cannot be read back (a broken link).
const toBase64url = (bytes) => {
  let text = "";
  for (let i = 0; i < bytes.length; i += 0x8000) text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(text).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
};
const fromBase64url = (text) => {
  const plain = atob(text.replace(/-/g, "+").replace(/_/g, "/"));
  return Uint8Array.from(plain, (ch) => ch.charCodeAt(0));
};
const through = async (bytes, stream) =>
  new Uint8Array(await new Response(new Blob([bytes]).stream().pipeThrough(stream)).arrayBuffer());

globalThis.labLink = {
  async pack(text) {
    return toBase64url(await through(new TextEncoder().encode(String(text)), new CompressionStream("deflate")));
  },
  async unpack(packed, limit) {
    try {
      if (!/^[A-Za-z0-9_-]*$/.test(packed)) return "";
      const bytes = await through(fromBase64url(packed), new DecompressionStream("deflate"));
      if (bytes.length > limit) return "";
      return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
    } catch {
      return "";
    }
  },
};

// The search traces of Watch (issue 34; docs/lab.md), one per
// slot (0: the method watched, 1: the one watched beside it). Events come from the lab's worker
// ({kind: "trace", start, events}: each event a compact array, fromRow) and stay here, as objects; py/app/watch_panel.py asks for one event's
// view at a time (view(slot, i): the event, its line from the root, its siblings, the
// positions per depth so far), as JSON text. Every field is checked: a malformed event is
// dropped and counted, never shown.
globalThis.labTrace = (() => {
  const KINDS = new Set(["visit", "cut", "iteration", "layer", "found"]);
  const LIMIT = 50000;
  const EVERY = 512;  // positions per depth kept at every 512th event (the chart's checkpoints)
  // Kept as the events come (add), so that a frame's view is O(1) in the trace's length:
  // bounds[i], the bound in force at event i (the last iteration's, or null; a Float64Array
  // grown by doubling, NaN for none); layerAt[i], how many layer events came up to i;
  // layers, every layer event's [depth, size] in order.
  // at[d], the last visit at depth d since the last iteration or layer (a row's parent: fromRow).
  const fresh = () => ({ events: [], children: new Map(), bad: 0, checkpoints: [[]], counts: [], at: [],
                         bound: null, bounds: new Float64Array(1024), layerAt: new Uint32Array(1024),
                         layers: [] });
  const grow = (array, size) => {
    if (size <= array.length) return array;
    const bigger = new array.constructor(Math.max(size, array.length * 2));
    bigger.set(array);
    return bigger;
  };
  const traces = [fresh(), fresh()];

  const small = (x) => Number.isInteger(x) && x >= 0 && x <= 1e9;
  const number = (x) => typeof x === "number" && Number.isFinite(x) && Math.abs(x) <= 1e12;
  // A move: plain JSON of ints and short strings, lists of them, at most 64 items a list.
  const move = (m, depth = 0) => {
    if (m === null || m === undefined) return null;
    if (Number.isInteger(m) && Math.abs(m) <= 1e9) return m;
    if (typeof m === "string" && m.length <= 64) return m;
    if (Array.isArray(m) && m.length <= 64 && depth < 3) {
      const items = m.map((x) => move(x, depth + 1));
      return items.includes(undefined) || items.includes(null) ? undefined : items;
    }
    return undefined;
  };
  const reason = (r) => {
    if (!r || typeof r !== "object" || typeof r.text !== "string") return null;
    const values = {};
    for (const [name, value] of Object.entries(r.values || {}).slice(0, 8)) {
      if (!/^[a-z_]{1,20}$/.test(name)) continue;
      if (typeof value === "string") values[name] = value.slice(0, 60);
      else if (number(value)) values[name] = value;
    }
    return { text: r.text.slice(0, 200), values };
  };

  // A row as the worker sends it (puzzles/lab_trace.py: expand_rows; a compact array, cheap to
  // make and to send) read as its event object: [0 visit, depth, move, h, line(, key)],
  // [1 cut, depth, move, bound, value, reason, line] (reason: a text whose values are the bound
  // and the value, or a words.message object), [2 iteration, bound, line],
  // [3 layer, depth, size, line], [4 found, depth, moves, line]. A row carries no parent: a
  // visit hangs from the last visit one level up since the last iteration or layer (a visit by
  // key from none), a cut from the last visit at its own depth (trace.at: those visits by
  // depth, kept by add). Checked by clean as any event.
  const fromRow = (r, trace) => {
    const at = trace.at;
    const depth = r[1];
    switch (r[0]) {
      case 0: {
        const e = { event: "visit", depth, move: r[2], h: r[3], line: r[4],
                    parent: r.length > 5 || !(depth > 0 && depth <= at.length) ? null : at[depth - 1] };
        if (r.length > 5) e.key = r[5];
        return e;
      }
      case 1:
        return { event: "cut", depth, move: r[2], bound: r[3], value: r[4], line: r[6],
                 parent: depth >= 0 && depth < at.length ? at[depth] : null,
                 reason: typeof r[5] === "string" ? { text: r[5], values: { bound: r[3], value: r[4] } } : r[5] };
      case 2: return { event: "iteration", bound: r[1], line: r[2] };
      case 3: return { event: "layer", depth: r[1], size: r[2], line: r[3] };
      case 4: return { event: "found", depth: r[1], moves: r[2], line: r[3] };
      default: return null;
    }
  };

  // The event (an object, or a row: fromRow) checked and reduced to its known fields, or null.
  const clean = (e, index, trace) => {
    if (Array.isArray(e)) e = fromRow(e, trace);
    if (!e || typeof e !== "object" || !KINDS.has(e.event)) return null;
    const out = { event: e.event, line: small(e.line) ? e.line : null };
    if (e.event === "iteration") {
      out.bound = number(e.bound) ? e.bound : null;
      return out;
    }
    if (!small(e.depth) || e.depth > 10000) return null;
    out.depth = e.depth;
    if (e.event === "layer") {
      out.size = small(e.size) ? e.size : null;
      return out;
    }
    if (e.event === "found") {
      if (!Array.isArray(e.moves) || e.moves.length > 10000) return null;
      out.moves = e.moves.map((m) => move(m));
      return out.moves.includes(undefined) || out.moves.includes(null) ? null : out;
    }
    out.move = move(e.move);
    if (out.move === undefined) return null;
    // The parent: an earlier visit one level up; anything else reads as no parent.
    const parent = small(e.parent) && e.parent < index ? trace.events[e.parent] : null;
    // (a cut's parent may be the visit it cuts, at its own depth: the line ends there)
    out.parent = parent && parent.event === "visit" &&
      (parent.depth === e.depth - 1 || (e.event === "cut" && parent.depth === e.depth)) ? e.parent : null;
    if (typeof e.key === "string" && e.key.length <= 300) out.key = e.key;
    if (e.event === "visit") {
      out.h = number(e.h) ? e.h : null;
      if (e.depth > 0 && out.parent === null && out.key === undefined) return null;
      return out;
    }
    out.bound = number(e.bound) ? e.bound : null;
    out.value = number(e.value) ? e.value : null;
    out.reason = reason(e.reason);
    return out;
  };

  const count = (trace, e) => {
    if (e.event === "visit") trace.counts[e.depth] = (trace.counts[e.depth] || 0) + 1;
  };

  return {
    reset(slot) { traces[slot] = fresh(); },
    add(slot, start, events) {
      const trace = traces[slot];
      if (!trace || !Array.isArray(events) || start !== trace.events.length + trace.bad) return;
      for (const raw of events.slice(0, 2000)) {
        if (trace.events.length >= LIMIT) { trace.bad++; continue; }
        const index = trace.events.length;
        const e = clean(raw, index, trace);
        if (!e) { trace.bad++; continue; }
        trace.events.push(e);
        if (e.parent !== null && e.parent !== undefined) {
          let kids = trace.children.get(e.parent);
          if (!kids) trace.children.set(e.parent, kids = []);
          if (kids.length < 200) kids.push(index);
        }
        count(trace, e);
        if (e.event === "visit") {
          const at = trace.at;
          if (at.length > e.depth) at.length = e.depth;
          while (at.length < e.depth) at.push(null);
          at.push(index);
        } else if (e.event === "iteration" || e.event === "layer") trace.at = [];
        if (e.event === "iteration") trace.bound = e.bound;
        if (e.event === "layer") trace.layers.push([e.depth, e.size]);
        trace.bounds = grow(trace.bounds, index + 1);
        trace.layerAt = grow(trace.layerAt, index + 1);
        trace.bounds[index] = trace.bound === null ? NaN : trace.bound;
        trace.layerAt[index] = trace.layers.length;
        if ((index + 1) % EVERY === 0) trace.checkpoints.push(trace.counts.slice());
      }
    },
    size(slot) { return traces[slot].events.length; },
    dropped(slot) { return traces[slot].bad; },
    get(slot, i) { return JSON.stringify(traces[slot].events[i] ?? null); },
    // The line from the root to event i: the visits it hangs from, root first, then i.
    line(slot, i) {
      const events = traces[slot].events;
      const chain = [];
      for (let at = i, guard = 0; at !== null && at !== undefined && events[at] && guard < 10000; guard++) {
        chain.push(at);
        at = events[at].parent;
      }
      return chain.reverse();
    },
    // Step out: the first event after i that is not inside i's line (the parent's next move):
    // a visit no deeper than i's, a cut of a shallower visit (a cut has its visit's depth: one
    // at i's depth is still this visit's), or a new iteration, layer or solution.
    stepOut(slot, i) {
      const events = traces[slot].events;
      const here = events[i];
      if (!here) return i;
      const depth = here.depth ?? 0;
      for (let j = i + 1; j < events.length; j++) {
        const e = events[j];
        if (e.event === "iteration" || e.event === "layer" || e.event === "found") return j;
        if (e.event === "cut" ? e.depth < depth : e.depth <= depth) return j;
      }
      return events.length - 1;
    },
    // The next (dir 1) or previous (dir -1) iteration or layer from i.
    iteration(slot, i, dir) {
      const events = traces[slot].events;
      for (let j = i + dir; j >= 0 && j < events.length; j += dir) {
        if (events[j].event === "iteration" || events[j].event === "layer") return j;
      }
      return dir > 0 ? events.length - 1 : 0;
    },
    // Visits per depth among events 0..i (the chart growing as the trace plays).
    perDepth(slot, i) {
      const trace = traces[slot];
      const block = Math.floor((i + 1) / EVERY);
      const counts = (trace.checkpoints[block] || []).slice();
      for (let j = block * EVERY; j <= i && j < trace.events.length; j++) {
        const e = trace.events[j];
        if (e.event === "visit") counts[e.depth] = (counts[e.depth] || 0) + 1;
      }
      return Array.from(counts, (x) => x || 0);
    },
    // All a frame of Watch needs about event i, as JSON text.
    view(slot, i) {
      const trace = traces[slot];
      const events = trace.events;
      if (!events.length) return "null";
      i = Math.max(0, Math.min(events.length - 1, i | 0));
      const e = events[i];
      const chain = this.line(slot, e.event === "visit" ? i : (e.parent ?? null) ?? -1).filter((j) => j >= 0);
      const line = chain.map((j) => [j, events[j].move, events[j].key ?? null]);
      // The siblings: the other children of the parent, up to 24 around this one.
      const parent = e.event === "visit" || e.event === "cut" ? e.parent : null;
      let siblings = [];
      if (parent !== null && parent !== undefined) {
        const kids = trace.children.get(parent) || [];
        const at = Math.max(0, kids.indexOf(i));
        siblings = kids.slice(Math.max(0, at - 12), at + 12).map((j) => [j, events[j].event, events[j].move]);
      }
      // The bound in force (the last iteration's up to i) and the layers so far (the first 400),
      // both kept by add(): no scan of the events.
      const bound = Number.isNaN(trace.bounds[i]) ? null : trace.bounds[i];
      const layers = trace.layers.slice(0, Math.min(400, trace.layerAt[i]));
      return JSON.stringify({ index: i, size: events.length, event: e, line, siblings, bound, layers,
                              perDepth: this.perDepth(slot, i) });
    },
  };
})();

// Watch's playback clock: at `speed` events a second, on animation frames only (never more
// than one drawing a frame: at 1,000 events a second a frame skips the events in between).
// Each frame sends a "watch-tick" event whose detail is how many events to move on.
globalThis.labPlayer = (() => {
  let clock = null;
  const frame = (now) => {
    if (!clock) return;
    clock.acc += clock.speed * Math.min(250, now - clock.last) / 1000;
    clock.last = now;
    const steps = Math.floor(clock.acc);
    if (steps >= 1) {
      clock.acc -= steps;
      document.dispatchEvent(new CustomEvent("watch-tick", { detail: steps }));
    }
    if (clock) requestAnimationFrame(frame);
  };
  return {
    play(speed) {
      const first = !clock;
      clock = { speed: Number(speed) || 1, acc: first ? 1 : (clock.acc || 0), last: performance.now() };
      if (first) requestAnimationFrame(frame);
    },
    pause() { clock = null; },
    playing() { return clock !== null; },
  };
})();

// Watch's board while playing fast (issue 34): the new drawing's cells put in place of the
// ones that changed, not a new board (a frame then restyles and repaints a few holes, not all).
// The drawing is parsed in an inert <template> (no style, no layout), its root's children
// compared with the board's (isEqualNode: no markup written out); when the two do not match
// child for child (another kind of board, or none drawn yet) the board is drawn whole, as
// page.motion.draw does. The result is the same DOM as a whole drawing, and box.drawnSvg says
// which drawing is on show (page.motion.draw's check).
globalThis.labBoard = (() => {
  const template = document.createElement("template");
  return {
    // Answers true when the board changed.
    patch(box, svg) {
      svg = String(svg);
      const old = box.firstElementChild;
      if (box.drawnSvg === svg && old && old.tagName.toLowerCase() === "svg") return false;
      template.innerHTML = svg;
      const fresh = template.content.firstElementChild;
      const same = fresh && old && box.childNodes.length === 1 && template.content.childNodes.length === 1 &&
        old.tagName === fresh.tagName && old.childNodes.length >= fresh.childNodes.length;
      if (!same) {
        box.innerHTML = svg;
        box.drawnSvg = svg;
        template.innerHTML = "";
        return true;
      }
      // The root's attributes (its aria-label counts the pegs, say) as the new drawing's.
      for (const name of old.getAttributeNames()) if (!fresh.hasAttribute(name)) old.removeAttribute(name);
      for (const name of fresh.getAttributeNames()) {
        const value = fresh.getAttribute(name);
        if (old.getAttribute(name) !== value) old.setAttribute(name, value);
      }
      const mine = Array.from(old.childNodes);
      const theirs = Array.from(fresh.childNodes);
      theirs.forEach((node, i) => {
        if (!mine[i].isEqualNode(node)) mine[i].replaceWith(node);
      });
      for (let i = theirs.length; i < mine.length; i++) mine[i].remove();  // (an overlay drawn over it)
      box.drawnSvg = svg;
      template.innerHTML = "";
      return true;
    },
  };
})();

// A list of Watch's (the line from the start, the siblings, the layers) filled in one call and
// one replaceChildren: `items` JSON text, a list of [text, class name, title or null]. Every
// text set as text, never as markup (a trace's moves are a program's).
globalThis.labFill = (box, items) => {
  const made = [];
  for (const [text, name, title] of JSON.parse(String(items)).slice(0, 1000)) {
    const entry = document.createElement("li");
    entry.textContent = String(text);
    entry.className = String(name);
    if (title) entry.title = String(title);
    made.push(entry);
  }
  box.replaceChildren(...made);
};

// The list of the source's questions (py/app/lab_results.py's draw_questions) in one call:
// `items` JSON text, a list of [index, link, question, our answer's text or ""], each an
// <li data-question> of a link and a span.lab-question-answer; every text set as text.
globalThis.labQuestions = (box, items) => {
  const made = [];
  for (const [index, href, text, said] of JSON.parse(String(items)).slice(0, 1000)) {
    const entry = document.createElement("li");
    entry.dataset.question = String(index);
    const link = document.createElement("a");
    link.href = String(href);
    link.textContent = String(text);
    const answer = document.createElement("span");
    answer.className = "lab-question-answer";
    answer.textContent = String(said);
    entry.append(link, answer);
    made.push(entry);
  }
  box.replaceChildren(...made);
};

// "What changed": a program as a line diff against the one it improves on. The longest common
// subsequence of lines (programs are short: a few hundred lines at most); answers JSON text,
// a list of [op, text], op "=" kept, "-" removed, "+" added.
globalThis.labDiff = (before, after) => {
  const a = String(before).split("\n").slice(0, 2000);
  const b = String(after).split("\n").slice(0, 2000);
  const n = a.length, m = b.length;
  const table = Array.from({ length: n + 1 }, () => new Uint16Array(m + 1));
  for (let i = n - 1; i >= 0; i--) {
    for (let j = m - 1; j >= 0; j--) {
      table[i][j] = a[i] === b[j] ? table[i + 1][j + 1] + 1 : Math.max(table[i + 1][j], table[i][j + 1]);
    }
  }
  const out = [];
  let i = 0, j = 0;
  while (i < n && j < m) {
    if (a[i] === b[j]) { out.push(["=", a[i]]); i++; j++; }
    else if (table[i + 1][j] >= table[i][j + 1]) out.push(["-", a[i++]]);
    else out.push(["+", b[j++]]);
  }
  while (i < n) out.push(["-", a[i++]]);
  while (j < m) out.push(["+", b[j++]]);
  return JSON.stringify(out);
};
