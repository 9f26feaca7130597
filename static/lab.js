// The Lab's JavaScript side (issues 23 and 24), for py/app/lab_panel.py (MicroPython):
//  - labWorker: the lab's own worker (static/lab-worker.mjs), started on first use; Cancel
//    terminates it and starts a fresh one at once. Whatever the worker says reaches the page
//    as a "lab-message" event on the document, its detail the message as JSON text.
//  - labEditor: the program's editor, CodeMirror 6 as shipped inside the pinned
//    @pyscript/core (its `codemirror` export, the modules py-editor uses), self-hosted, so it
//    works offline and under the page's CSP (in a shadow root, CodeMirror styles itself
//    through constructed style sheets, which `style-src 'self'` allows). Until it has loaded, or if it cannot,
//    the plain <textarea id="lab-code"> is the editor; once it has, the textarea stays as the
//    program's text (hidden, kept in step) and the editor shows beside it.
//  - labLink: code in a link, zlib-compressed ("deflate") and base64url.

const WORKER_URL = new URL("./lab-worker.mjs", import.meta.url).href;

const tell = (message) =>
  document.dispatchEvent(new CustomEvent("lab-message", { detail: JSON.stringify(message) }));

globalThis.labWorker = (() => {
  let worker = null;
  let serial = 0;  // which worker speaks: a terminated one's late messages are dropped

  const start = () => {
    const mine = ++serial;
    // A blob module that imports the real one: a blob worker inherits the page's
    // Content-Security-Policy (a worker from a URL would get the server's headers: none).
    const blob = new Blob([`import ${JSON.stringify(WORKER_URL)};\n`], { type: "text/javascript" });
    const url = URL.createObjectURL(blob);
    worker = new Worker(url, { type: "module", name: "lab" });
    setTimeout(() => URL.revokeObjectURL(url), 10000);
    worker.addEventListener("message", (event) => {
      if (mine === serial) tell(event.data);
    });
    worker.addEventListener("error", (event) => {
      if (mine !== serial) return;
      event.preventDefault();
      tell({ kind: "failed", reason: String(event.message || "the lab's worker stopped") });
    });
    tell({ kind: "starting" });
  };

  return {
    start() {
      if (!worker) start();
    },
    run(id, source, game) {
      if (!worker) start();
      worker.postMessage({ kind: "run", id, source: String(source), game: String(game) });
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
      start();
    },
  };
})();

globalThis.labEditor = (() => {
  let view = null;       // the CodeMirror view, once loaded
  let mark = null;       // its line-marking effect
  let textarea = null;
  let changed = 0;

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

  async function load(box) {
    const { codemirror } = await import("./pyscript/core.js");
    const [{ basicSetup, EditorView }, { StateEffect, StateField }, { python }, cmView, { indentWithTab }] =
      await Promise.all([codemirror.core, codemirror.state, codemirror.python, codemirror.view, codemirror.commands]);
    const { Decoration, keymap } = cmView;
    // CodeMirror styles a document with a <style> element (refused by the CSP) but a shadow
    // root with constructed style sheets (allowed): the editor lives in a shadow root.
    const host = document.createElement("div");
    host.className = "lab-cm-host";
    box.append(host);
    const shadow = host.attachShadow({ mode: "open" });
    const inside = document.createElement("div");
    shadow.append(inside);
    mark = StateEffect.define();
    const marked = StateField.define({
      create: () => Decoration.none,
      update(lines, transaction) {
        lines = lines.map(transaction.changes);
        for (const effect of transaction.effects) {
          if (effect.is(mark)) {
            lines = effect.value === null ? Decoration.none
              : Decoration.set([Decoration.line({ class: "lab-error-line" }).range(effect.value)]);
          }
        }
        return lines;
      },
      provide: (field) => EditorView.decorations.from(field),
    });
    view = underCsp(() => new EditorView({
      doc: textarea.value,
      extensions: [basicSetup, python(), keymap.of([indentWithTab]), marked,
                   EditorView.theme({
                     "&": { height: "min(26rem, 60svh)", border: "1px solid #5b6475", borderRadius: ".3rem",
                            backgroundColor: "#fff", color: "#1d2433", fontSize: "14px" },
                     ".cm-scroller": { overflow: "auto" },
                     ".cm-line.lab-error-line": { backgroundColor: "#fde2e2", outline: "1px solid #d1495b" },
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
    textarea.hidden = true;
    box.dataset.editor = "codemirror";
  }

  return {
    // Set up the editor in `box` over `area` (the textarea): the textarea works at once.
    mount(box, area) {
      if (textarea) return;
      textarea = area;
      textarea.addEventListener("input", notify);
      load(box).catch((error) => {
        console.warn("lab editor: the plain text box stays (" + error + ")");
        box.dataset.editor = "plain";
      });
    },
    text() {
      return view ? view.state.doc.toString() : (textarea ? textarea.value : "");
    },
    setText(text) {
      text = String(text);
      if (textarea) textarea.value = text;
      if (view) view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: text },
                                effects: mark.of(null) });
    },
    // Mark line `line` (1-based) as the error's; 0 clears the mark.
    markLine(line) {
      if (!view) {
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
      view.dispatch({ effects: mark.of(at.from), selection: { anchor: at.from },
                      scrollIntoView: true });
    },
    marked() {  // the marked line's number, or 0 (tests read it)
      const found = view && view.dom.querySelector(".cm-line.lab-error-line");
      if (!found) return 0;
      return view.state.doc.lineAt(view.posAtDOM(found)).number;
    },
  };
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
