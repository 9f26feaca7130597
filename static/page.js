// Small shims the MicroPython page calls (py/app/main.py). A JavaScript exception aborts
// MicroPython code and cannot be caught there, so everything that can throw is caught here
// and answered as plain data.

// The page's MicroPython with its modules precompiled (static/page-micropython.mjs, preloaded
// by the built page) is evaluated from here as soon as the page is parsed, so that it starts
// downloading and inflating the modules' image then. PyScript evaluates it only as it starts
// its interpreter, and the image's inflation then came before MicroPython could start (5-45
// ms of the board's start). A failure is quiet here: PyScript imports it again, and says so.
const interpreterLink = document.querySelector('link[rel="modulepreload"][href$="/page-micropython.mjs"]');
if (interpreterLink) import(interpreterLink.href).catch(() => {});

// Lasting choices: JSON text under namespaced, versioned keys. Storage may be full, turned
// off or edited by hand: a failed save answers false, unreadable data answers "".
const PREFIX = "puzzle-workbench/v1/";

globalThis.puzzleStorage = {
  load(name) {
    try {
      const text = localStorage.getItem(PREFIX + name);
      if (text === null) return "";
      JSON.parse(text); // junk stored by hand reads as nothing
      return text;
    } catch {
      return "";
    }
  },
  save(name, text) {
    try {
      localStorage.setItem(PREFIX + name, text);
      return true;
    } catch {
      return false;
    }
  },
};

// Your records as a file (issue 22): Export downloads JSON text, Import reads the chosen
// file's text ("" when it cannot be read); nothing here throws into MicroPython.
globalThis.recordsFile = {
  download(name, text) {
    try {
      const link = document.createElement("a");
      link.href = URL.createObjectURL(new Blob([text], { type: "application/json" }));
      link.download = name;
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(link.href), 1000);
      return true;
    } catch {
      return false;
    }
  },
  async read(input) {
    try {
      const file = input.files && input.files[0];
      return file ? await file.text() : "";
    } catch {
      return "";
    }
  },
};

// The page's language: `?lang=ja|en` in the address (before the fragment), then the choice
// remembered from an earlier visit, then the browser's languages; English is the fallback.
// A choice made in the address is remembered. The MicroPython page asks here, and so does the
// start-up failure below (which must be worded without Python).
const LANGUAGES = ["en", "ja"];

const askedInAddress = () => {
  try {
    const asked = new URLSearchParams(location.search).get("lang");
    return LANGUAGES.includes(asked) ? asked : "";
  } catch {
    return "";
  }
};

globalThis.pageLanguage = {
  choose() {
    const asked = askedInAddress();
    if (asked) {
      puzzleStorage.save("language", JSON.stringify(asked));
      return asked;
    }
    try {
      const stored = JSON.parse(puzzleStorage.load("language") || "null");
      if (LANGUAGES.includes(stored)) return stored;
    } catch { /* unreadable: not a choice */ }
    for (const tag of navigator.languages || [navigator.language || ""]) {
      const primary = String(tag).toLowerCase().split("-")[0];
      if (LANGUAGES.includes(primary)) return primary;
    }
    return "en";
  },
  // The player switched: remember it, and if the address names a language, make it name
  // this one (a link without ?lang stays without: share links carry no language unasked).
  switchTo(language) {
    puzzleStorage.save("language", JSON.stringify(language));
    document.documentElement.lang = language;
    if (askedInAddress()) {
      const url = new URL(location.href);
      url.searchParams.set("lang", language);
      history.replaceState(null, "", url.href);
    }
  },
};

// The few texts worded here, before (or without) the Python page; worded on the page by
// puzzles/words.py (the same English keys are in its catalogue).
const said = (text, values) => ({ text, values: values || {} });
const PAGE_JA = {
  "The board could not start ({why}). Check the connection and reload the page.":
    "盤を起動できませんでした（{why}）。接続を確かめて、ページを再読み込みしてください。",
  "it did not start within {seconds} s": "{seconds} 秒以内に起動しませんでした",
  "a script failed": "スクリプトが失敗しました",
  "Reload": "再読み込み",
  "New version ready: ": "新しい版があります: ",
};
const wordHere = globalThis.pageWord = (message) => {
  if (typeof message === "string") message = said(message);
  const text = pageLanguage.choose() === "ja" ? (PAGE_JA[message.text] || message.text) : message.text;
  return text.replace(/\{(\w+)\}/g, (whole, name) =>
    (name in message.values ? String(message.values[name]) : whole));
};

// Calls into the solver worker with a time limit: a worker that died, never started or
// stopped answering must not leave the page waiting for ever. A call answers the worker's
// reply, or the JSON {"state": "dead", "message": ...}. The limits: `start` for the worker
// to start; `call` for start(request) and cancel(), and for a step(ms), whose reply is the
// heartbeat between two slices of a search (a slice takes about 50 ms); `patient` for the
// step after the search said it fetches a data file next (progress `patient`). A worker's
// `error` event (a crash, out of memory) answers every call under way at once. Tests may
// change the limits by setting globalThis.solverTimeLimits before the page starts.
// `ping`: an idle worker asked whether it is there (alive below) answers in a few ms.
const limit = (kind) => Object.assign({ start: 45000, call: 3000, patient: 30000, ping: 1000 },
                                      globalThis.solverTimeLimits)[kind];

// `message` is a message for puzzles/words.py's say(), or an error's own (English) text.
const dead = (message) => JSON.stringify({ state: "dead", message });

// The running worker's death, as a promise of a dead reply (its error event settles it).
let workerDeath = new Promise(() => {});

const withinLimit = (promise, kind) => new Promise((resolve) => {
  const ms = limit(kind);
  const timer = setTimeout(() => resolve(dead(said("it did not answer for {seconds} s", { seconds: Math.round(ms / 1000) }))), ms);
  workerDeath.then((reply) => { clearTimeout(timer); resolve(reply); });
  Promise.resolve(promise).then(
    (value) => { clearTimeout(timer); resolve(value); },
    (error) => { clearTimeout(timer); resolve(dead(String((error && error.message) || error))); });
});

// Watch a worker's script element for its worker's error event (a crash, out of memory).
const watchWorker = (name) => {
  let died;
  workerDeath = new Promise((resolve) => { died = resolve; });
  const script = document.querySelector(`script[type="py"][worker][name="${name}"]`);
  try {
    script.xworker.addEventListener("error", (event) =>
      died(dead(said("it crashed: {why}", { why: String((event && event.message) || "error") }))));
  } catch { /* no worker object to watch: the time limits still notice */ }
};

// A solver worker's live script element, made from `from` (the page's template or a stopped
// worker's element): PyScript starts a worker for each such element added to the page.
const workerScript = (from, name) => {
  const script = document.createElement("script");
  for (const attribute of ["src", "config"]) script.setAttribute(attribute, from.getAttribute(attribute));
  script.setAttribute("type", "py");
  script.setAttribute("worker", "");
  script.setAttribute("name", name);
  return script;
};

// Modules the first board does not need (issue 25), each imported once: the Lab's side
// (lab.js: its worker, editor and link codec) and the offline copy's registration
// (offline.js). Both are imported with the solver worker's start below, once the board is
// interactive; the Lab's at once if a Lab link or the Lab asks for it first.
const STATIC = new URL(".", document.currentScript ? document.currentScript.src : location.href);
const importOnce = (name) => {
  let imported = null;
  return () => imported || (imported = import(new URL(name, STATIC).href));
};
globalThis.pageModules = { lab: importOnce("lab.js"), offline: importOnce("offline.js") };

// The family's controls, built from the data py/app/controls.py hands over (one call: built
// from Python an element and a property at a time, a peg board's two menus of twenty-odd
// holes were ~10 ms of the board's start). {options: [{key, label, choices: [[value, text,
// selected]]}], actions: [{id, label, input?}], main: [ids]}: each setting a select in
// #options (id option-KEY), each action a button (id: the action's) or, with `input`, a text
// box (id input-ID) and its button; the `main` ones under the board (#main-actions, in that
// order), the others in the tools (#actions). onOption(event) hears a setting's change,
// onAction(id) a button, onAction(id, text) a text box's button or Enter. Texts are set as
// text, never as markup.
globalThis.pageControls = {
  build(json, onOption, onAction) {
    const { options, actions, main } = JSON.parse(json);
    const form = document.getElementById("options");
    form.textContent = "";
    for (const option of options) {
      const label = document.createElement("label");
      label.textContent = option.label + " ";
      const select = document.createElement("select");
      select.name = option.key;
      select.id = "option-" + option.key;
      for (const [value, text, selected] of option.choices) select.append(new Option(text, value, false, selected));
      select.addEventListener("change", (event) => onOption(event));
      label.append(select);
      form.append(label);
    }
    const box = document.getElementById("actions");
    const under = document.getElementById("main-actions");
    box.textContent = "";
    under.textContent = "";
    const mains = {};
    for (const action of actions) {
      const button = document.createElement("button");
      button.type = "button";
      button.id = action.id;
      button.textContent = action.label;
      if ("input" in action) { // a position typed or pasted: read as text (value) only
        const holder = document.createElement("span");
        holder.className = "text-action";
        const field = document.createElement("input");
        field.type = "text";
        field.id = "input-" + action.id;
        field.maxLength = 400;
        field.placeholder = action.input;
        field.setAttribute("aria-label", action.label);
        button.addEventListener("click", () => onAction(action.id, field.value));
        field.addEventListener("keydown", (event) => {
          if (event.key !== "Enter") return;
          event.preventDefault();
          onAction(action.id, field.value);
        });
        holder.append(field, button);
        box.append(holder);
        continue;
      }
      button.addEventListener("click", () => onAction(action.id));
      if (main.includes(action.id)) mains[action.id] = button;
      else box.append(button);
    }
    for (const id of main) if (mains[id]) under.append(mains[id]);
  },
};

// Resolves once the page has painted a frame after now (the board, on the first call: the
// page's panels are set up after it, py/app/main.py); at most 100 ms later, as a hidden tab
// paints no frame.
globalThis.pageAfterPaint = () => new Promise((resolve) => {
  const after = () => setTimeout(resolve, 0);
  requestAnimationFrame(after);
  setTimeout(resolve, 100);
});

// The first worker starts once the board is painted (py/app/main.py calls begin() then, and
// connect() does if nothing did before): its boot (Pyodide, the snapshot) then no longer
// shares the machine's cores with the board's start (issue 25). index.html holds it as an
// inert template (type text/x-solver-worker). A search asked for meanwhile waits
// (py/app/solver_link.py). body[data-solver-start-ms]: when it was started.
let begun = false;
const begin = () => {
  if (begun) return;
  begun = true;
  const template = document.querySelector('script[type="text/x-solver-worker"][name="solver"]');
  if (template && !document.querySelector('script[type="py"][worker][name="solver"]')) {
    document.body.dataset.solverStartMs = String(Math.round(performance.now()));
    document.body.append(workerScript(template, "solver"));
  }
  // A failure here is quiet: the Lab says it when opened; without offline.js the page
  // works, only not offline.
  for (const later of [pageModules.offline, pageModules.lab]) later().catch(() => {});
};

globalThis.solverLink = {
  begin,
  // The worker `coming` resolves to (pyscript's workers[name]), once it answers ready();
  // "ready", or a dead reply. The first one ("solver") is started here (begin above).
  async connect(coming, name) {
    if ((name || "solver") === "solver") begin();
    watchWorker(name || "solver");
    const worker = await withinLimit(Promise.resolve(coming), "start");
    if (typeof worker === "string") return worker;
    const ready = await withinLimit(worker.ready(), "start");
    if (ready !== "ready") return typeof ready === "string" ? ready : dead(said("it did not start"));
    globalThis.solverWorker = worker;
    return "ready";
  },
  // One call of the worker started by connect(): start(request), step(ms) or cancel();
  // `patient`: a slow step is expected (a data file is fetched).
  call(name, argument, patient, kind) {
    const worker = globalThis.solverWorker;
    if (!worker) return Promise.resolve(dead(said("it is not running")));
    let reply;
    try {
      reply = argument === undefined ? worker[name]() : worker[name](argument);
    } catch (error) {
      return Promise.resolve(dead(String((error && error.message) || error)));
    }
    return withinLimit(reply, kind || (patient ? "patient" : "call")).then(String);
  },
  // Whether the worker is there, before a search is sent to it: an idle worker answers at
  // once, so one closed while idle is found out within the `ping` limit, not the `call`
  // one (issue 25). JSON: {"state": "ready"}, or the dead reply.
  alive() {
    return this.call("ready", undefined, false, "ping")
      .then((reply) => (reply === "ready" ? JSON.stringify({ state: "ready" }) : reply));
  },
  // Start a fresh worker like the page's first one, under a new name (a stopped worker's
  // name cannot be used again), after stopping the old one.
  restart(oldName, newName) {
    const old = document.querySelector(`script[type="py"][worker][name="${oldName}"]`);
    globalThis.solverWorker = null;
    try { old.xworker.terminate(); } catch { /* already gone, or never started */ }
    const from = old || document.querySelector('script[type="text/x-solver-worker"][name="solver"]');
    if (!from) return;
    const fresh = workerScript(from, newName);
    if (old) old.remove();
    document.body.append(fresh);
  },
};

// The page's own start: if the board is not up in time, or the runtime reports an error
// before it is, say what failed instead of "Loading the board…" for ever. Tests may shorten
// the limit with globalThis.pageStartLimitMs.
const startFailed = (why) => {
  if (document.body.dataset.ready) return;
  document.body.dataset.ready = "failed";
  const board = document.getElementById("board");
  const line = document.createElement("p");
  line.className = "loading failed";
  line.textContent = wordHere(said("The board could not start ({why}). Check the connection and reload the page.",
                                   { why: typeof why === "string" ? why : wordHere(why) }));
  board.replaceChildren(line);
};
addEventListener("error", (event) => startFailed(event.message || said("a script failed")));
addEventListener("unhandledrejection", (event) => startFailed(String((event.reason && event.reason.message) || event.reason)));
addEventListener("DOMContentLoaded", () => {
  const ms = globalThis.pageStartLimitMs || 60000;
  setTimeout(() => startFailed(said("it did not start within {seconds} s", { seconds: Math.round(ms / 1000) })), ms);
});

// Motion on the board (issue 21). The views mark what a move moved (py/puzzles/motion.py):
// data-motion="jump|hop|slide|cross|fade|appear|flip|flip-out|extend" with data-dx/data-dy
// (how far it moved, in the SVG's units), data-via (points passed, from where it started),
// data-at (when in the move, 0..1) and data-length (a path's new segment). After drawing the
// board the page calls play() with the session's motion serial: a new serial cancels what
// runs and animates the marked elements with the Web Animations API (the CSP allows no
// inline styles); the same serial after a redraw (a hint, the computer's turn) picks the
// motion up where it was. Nothing moves when the visitor asked for reduced motion.
const reducedMotion = () => {
  try {
    return matchMedia("(prefers-reduced-motion: reduce)").matches;
  } catch {
    return false;
  }
};

globalThis.puzzleMotion = (() => {
  let shown = { serial: -1, start: 0, ms: 0 };
  let party = null; // the celebration's timer

  const number = (text) => Number(text) || 0;
  const points = (el) => {
    const dx = number(el.dataset.dx), dy = number(el.dataset.dy);
    const via = (el.dataset.via || "").split(" ").filter(Boolean)
      .map((pair) => pair.split(",").map(number)).map(([x, y]) => [x - dx, y - dy]);
    return [[-dx, -dy], ...via, [0, 0]]; // offsets from where it is drawn now
  };

  // A path through the points: straight legs, or arcs (a jump, the knight's hop) that lift
  // and grow the piece halfway through each leg. Legs take time by their length, or
  // ``even``ly (a crossing: the boat and its people board, cross and land together; a leg
  // that goes nowhere is a wait).
  const travel = (el, arc, even) => {
    const stops = points(el);
    const legs = [];
    let total = 0;
    for (let i = 1; i < stops.length; i++) {
      const length = even ? 1 : Math.hypot(stops[i][0] - stops[i - 1][0], stops[i][1] - stops[i - 1][1]);
      legs.push(length);
      total += length;
    }
    const frames = [];
    let done = 0;
    stops.forEach(([x, y], i) => {
      const offset = total ? done / total : i / (stops.length - 1);
      frames.push({ transform: `translate(${x}px, ${y}px) scale(1)`, offset, easing: arc ? "ease-out" : "ease-in-out" });
      if (arc && i < legs.length) {
        const [nx, ny] = stops[i + 1];
        const lift = Math.min(legs[i] * 0.3, 40);
        frames.push({ transform: `translate(${(x + nx) / 2}px, ${(y + ny) / 2 - lift}px) scale(1.25)`,
                      offset: total ? (done + legs[i] / 2) / total : (i + 0.5) / (stops.length - 1),
                      easing: "ease-in" });
      }
      done += legs[i] || 0;
    });
    frames[frames.length - 1].offset = 1;
    return frames;
  };

  // A piece that moves across its neighbours is drawn over them: a copy of it, with its
  // colours (CSSOM, which the CSP allows) but none of its classes, ids or data, moves in a
  // layer on top while the piece itself waits unseen. The board's order and its cells stay
  // as they are (tests, screen readers and the knight's line-by-line redraw rely on them).
  const PAINT = ["fill", "fill-opacity", "stroke", "stroke-width", "stroke-opacity", "stroke-dasharray",
                 "stroke-linejoin", "stroke-linecap", "font-family", "font-size", "font-weight",
                 "text-anchor", "dominant-baseline"];
  const lift = (el, frames, options, elapsed) => {
    const svg = el.ownerSVGElement;
    if (!svg) return el.animate(frames, options);
    const copy = el.cloneNode(true);
    const sources = [el, ...el.querySelectorAll("*")];
    const copies = [copy, ...copy.querySelectorAll("*")];
    sources.forEach((source, i) => {
      const style = getComputedStyle(source);
      for (const name of PAINT) copies[i].style.setProperty(name, style.getPropertyValue(name));
      for (const name of copies[i].getAttributeNames()) {
        if (name === "class" || name === "id" || name === "role" || name.startsWith("data-") ||
            name.startsWith("aria-")) copies[i].removeAttribute(name);
      }
    });
    copy.setAttribute("class", "motion-lifted");
    const layer = document.createElementNS("http://www.w3.org/2000/svg", "g");
    layer.setAttribute("aria-hidden", "true");
    layer.setAttribute("pointer-events", "none");
    layer.append(copy);
    svg.append(layer);
    const moving = copy.animate(frames, options);
    const waiting = el.animate([{ visibility: "hidden" }, { visibility: "hidden" }], options);
    if (elapsed) moving.currentTime = waiting.currentTime = elapsed;
    const done = () => {
      layer.remove();
      waiting.cancel();
    };
    moving.addEventListener("finish", done);
    moving.addEventListener("cancel", done);
    return moving;
  };

  const animate = (el, ms, elapsed) => {
    const kind = el.dataset.motion;
    const at = number(el.dataset.at);
    let frames;
    const options = { duration: ms, easing: "linear", fill: "backwards" };
    if (kind === "jump" || kind === "hop" || kind === "slide" || kind === "cross") {
      frames = travel(el, kind === "jump" || kind === "hop", kind === "cross");
    } else if (kind === "fade" || kind === "appear") {
      frames = [{ opacity: 1, transform: "scale(1)" }, { opacity: 0, transform: "scale(0.5)" }];
      if (kind === "appear") frames.reverse();
      options.delay = ms * 0.5 * at;
      options.duration = ms - options.delay;
    } else if (kind === "flip" || kind === "flip-out") {
      // The old side turns away (a ghost on top), then the new one turns in.
      frames = kind === "flip"
        ? [{ transform: "scaleX(0)" }, { transform: "scaleX(0)", offset: 0.5 }, { transform: "scaleX(1)" }]
        : [{ opacity: 1, transform: "scaleX(1)" }, { opacity: 1, transform: "scaleX(0)", offset: 0.5 },
           { opacity: 0, transform: "scaleX(0)" }];
      options.delay = ms * 0.4 * at;
      options.duration = ms * 0.6;
    } else if (kind === "extend") {
      const whole = el.getTotalLength();
      const dash = `${whole} ${whole}`;
      frames = [{ strokeDasharray: dash, strokeDashoffset: number(el.dataset.length) },
                { strokeDasharray: dash, strokeDashoffset: 0 }];
      options.easing = "ease-out";
    } else {
      return;
    }
    if ((kind === "jump" || kind === "slide") && el.closest("[data-cell]")) {
      lift(el, frames, options, elapsed);
      return;
    }
    const animation = el.animate(frames, options);
    if (elapsed) animation.currentTime = elapsed;
  };

  // Whether anything may move: before the first motion there is nothing to stop, and
  // getAnimations() would force a style pass of the whole page as the board first draws.
  let moved = false;

  const stop = (box) => {
    if (moved) for (const animation of box.getAnimations({ subtree: true })) animation.cancel();
    box.classList.remove("celebrate");
    clearTimeout(party);
  };

  // A wave across the board: each cell in turn, from the top left, grows and settles.
  const celebrate = (box) => {
    moved = true;
    box.classList.add("celebrate"); // a glow (static/style.css; none under reduced motion)
    party = setTimeout(() => box.classList.remove("celebrate"), 1400);
    const svg = box.querySelector("svg");
    if (!svg || reducedMotion()) return;
    const cells = [...svg.querySelectorAll("[data-cell]")].slice(0, 600);
    const targets = cells.length ? cells : [svg];
    const boxes = targets.map((el) => el.getBBox());
    const far = Math.max(1, ...boxes.map((b) => b.x + b.y + b.width + b.height));
    targets.forEach((el, i) => {
      const b = boxes[i];
      el.animate([{ transform: "scale(1)" }, { transform: "scale(1.12)", offset: 0.4 }, { transform: "scale(1)" }],
                 { duration: 420, delay: 520 * (b.x + b.y) / far, easing: "ease-in-out" });
    });
  };

  return {
    // Draw the board's SVG text, unless it is the drawing already there (a redraw would cut
    // a running motion short for nothing).
    draw(box, svg) {
      if (box.drawnSvg === svg && box.firstElementChild && box.firstElementChild.tagName.toLowerCase() === "svg") return false;
      box.innerHTML = svg;
      box.drawnSvg = svg;
      return true;
    },
    play(box, serial, ms, won) {
      try {
        const now = performance.now();
        if (serial !== shown.serial) {
          stop(box);
          shown = { serial, start: now, ms };
          if (won) celebrate(box);
        }
        if (reducedMotion()) return;
        const elapsed = now - shown.start;
        if (elapsed >= shown.ms) return;
        moved = true;
        for (const el of box.querySelectorAll("[data-motion]")) {
          if (!el.getAnimations().length) animate(el, shown.ms, elapsed);
        }
      } catch (error) {
        console.warn("motion:", error); // a motion never stops the page
      }
    },
  };
})();

// Direct input on the board (issue 21): drag a piece, swipe the board. A view marks the
// pieces a player may drag (an element with data-piece="N", N the cell it stands on); the
// Python page hears what happened as events on the board, with plain numbers in `detail`:
//   piece-pick {cell}          a drag began on cell N's piece (the page picks it up, or cancels
//                              the event when it is no drag: then nothing moves);
//   piece-drop {cell, target}  the piece let go over cell `target` (-1: off the board);
//   board-swipe {dx, dy}       a stroke across the board, not from a piece (screen px);
//   board-rest {}              the pointer left the board (a touch: a moment after the last).
// The piece follows the pointer as a copy drawn on top, moved by its style.transform (set
// from script, which the CSP allows; no style attribute in markup). A drag or a swipe
// swallows the click it ends in; a press that hardly moves stays a plain click. Mouse, touch
// and pen alike (Pointer Events).
globalThis.boardGestures = {
  install(board) {
    if (board.dataset.gestures) return;
    board.dataset.gestures = "on";
    const DRAG_PX = 6, SWIPE_PX = 24, REST_MS = 1200, SWALLOW_MS = 600;
    let gesture = null;  // the press under way: {id, x, y, cell, piece, dragging, ghost, type}
    let swallowUntil = 0;
    let restTimer = 0;
    const send = (name, detail) =>
      board.dispatchEvent(new CustomEvent(name, { detail: detail || {}, cancelable: true }));
    const cellAt = (x, y) => {
      const hit = document.elementFromPoint(x, y);
      const cell = hit && board.contains(hit) ? hit.closest("[data-cell]") : null;
      return cell ? Number(cell.dataset.cell) : -1;
    };
    const pieceOf = (cell) => board.querySelector(`[data-piece="${cell}"]:not(.drag-ghost)`);
    const dropGhost = () => {
      if (gesture && gesture.ghost) gesture.ghost.remove();
      for (const source of board.querySelectorAll(".drag-source")) source.classList.remove("drag-source");
      if (gesture) gesture.ghost = null;
    };
    // The copy that follows the pointer, made again if the board was drawn again meanwhile.
    const follow = (x, y) => {
      if (!gesture.ghost || !gesture.ghost.isConnected) {
        const piece = pieceOf(gesture.cell);
        if (!piece || !piece.ownerSVGElement) return;
        const ghost = piece.cloneNode(true);
        ghost.removeAttribute("data-piece");
        ghost.classList.add("drag-ghost");
        piece.classList.add("drag-source");
        piece.ownerSVGElement.append(ghost);
        gesture.ghost = ghost;
      }
      const matrix = gesture.ghost.ownerSVGElement.getScreenCTM();
      if (!matrix || !matrix.a || !matrix.d) return;
      gesture.ghost.style.transform =
        `translate(${(x - gesture.x) / matrix.a}px, ${(y - gesture.y) / matrix.d}px)`;
    };
    board.addEventListener("pointerdown", (event) => {
      clearTimeout(restTimer);
      swallowUntil = 0;  // a touch swipe ends in no click: nothing left to swallow
      if (!event.isPrimary || (event.pointerType === "mouse" && event.button !== 0)) return;
      const cell = event.target.closest ? event.target.closest("[data-cell]") : null;
      const number = cell && board.contains(cell) ? Number(cell.dataset.cell) : -1;
      gesture = { id: event.pointerId, x: event.clientX, y: event.clientY, cell: number,
                  piece: number >= 0 && pieceOf(number) !== null, dragging: false, ghost: null,
                  type: event.pointerType };
    });
    addEventListener("pointermove", (event) => {
      if (!gesture || event.pointerId !== gesture.id) return;
      const moved = Math.hypot(event.clientX - gesture.x, event.clientY - gesture.y);
      if (gesture.piece && !gesture.dragging && moved >= DRAG_PX) {
        gesture.piece = false;
        if (!send("piece-pick", { cell: gesture.cell })) return;  // no drag: it stays put
        gesture.dragging = true;
      }
      if (gesture.dragging) {
        event.preventDefault();
        follow(event.clientX, event.clientY);
      }
    });
    const end = (event, cancelled) => {
      if (!gesture || event.pointerId !== gesture.id) return;
      const done = gesture;
      const dx = event.clientX - done.x, dy = event.clientY - done.y;
      dropGhost();
      gesture = null;
      if (done.type === "touch") restTimer = setTimeout(() => send("board-rest"), REST_MS);
      if (done.dragging) {
        swallowUntil = performance.now() + SWALLOW_MS;
        send("piece-drop", { cell: done.cell, target: cancelled ? -1 : cellAt(event.clientX, event.clientY) });
      } else if (!cancelled && !done.piece && Math.hypot(dx, dy) >= SWIPE_PX) {
        swallowUntil = performance.now() + SWALLOW_MS;
        send("board-swipe", { dx, dy });
      }
    };
    // A finger on a piece must not scroll the page: its touchmoves are cancelled. They keep
    // going to the element first touched even once the board is drawn again (the peg picked
    // up) and that element is gone, so the blocker sits on that element itself; the board's
    // own non-passive touchstart makes the browser wait for it (touch-action on an SVG
    // element inside the board is not honoured).
    const block = (event) => { if (event.cancelable) event.preventDefault(); };
    board.addEventListener("touchstart", (event) => {
      if (!gesture || gesture.type !== "touch" || !gesture.piece) return;
      const first = event.target;
      first.addEventListener("touchmove", block, { passive: false });
      const release = () => {
        first.removeEventListener("touchmove", block);
        first.removeEventListener("touchend", release);
        first.removeEventListener("touchcancel", release);
      };
      first.addEventListener("touchend", release);
      first.addEventListener("touchcancel", release);
    }, { passive: false });
    addEventListener("pointerup", (event) => end(event, false));
    addEventListener("pointercancel", (event) => end(event, true));
    board.addEventListener("pointerleave", (event) => {
      if (!gesture && event.pointerType !== "touch") send("board-rest");
    });
    addEventListener("click", (event) => {
      if (performance.now() < swallowUntil && board.contains(event.target)) {
        swallowUntil = 0;
        event.stopPropagation();
        event.preventDefault();
      }
    }, true);
  },
};
