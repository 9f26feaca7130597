// Small shims the MicroPython page calls (py/app/main.py). A JavaScript exception aborts
// MicroPython code and cannot be caught there, so everything that can throw is caught here
// and answered as plain data.

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
// reply, or the JSON {"state": "dead", "message": ...}. Tests may shorten the limits by
// setting globalThis.solverTimeLimits before the page starts.
const limit = (kind) => Object.assign({ start: 45000, call: 20000 }, globalThis.solverTimeLimits)[kind];

// `message` is a message for puzzles/words.py's say(), or an error's own (English) text.
const dead = (message) => JSON.stringify({ state: "dead", message });

const withinLimit = (promise, kind) => new Promise((resolve) => {
  const ms = limit(kind);
  const timer = setTimeout(() => resolve(dead(said("it did not answer for {seconds} s", { seconds: Math.round(ms / 1000) }))), ms);
  Promise.resolve(promise).then(
    (value) => { clearTimeout(timer); resolve(value); },
    (error) => { clearTimeout(timer); resolve(dead(String((error && error.message) || error))); });
});

globalThis.solverLink = {
  // The worker `coming` resolves to (pyscript's workers[name]), once it answers ready();
  // "ready", or a dead reply.
  async connect(coming) {
    const worker = await withinLimit(Promise.resolve(coming), "start");
    if (typeof worker === "string") return worker;
    const ready = await withinLimit(worker.ready(), "start");
    if (ready !== "ready") return typeof ready === "string" ? ready : dead(said("it did not start"));
    globalThis.solverWorker = worker;
    return "ready";
  },
  // One call of the worker started by connect(): start(request), step(ms) or cancel().
  call(name, argument) {
    const worker = globalThis.solverWorker;
    if (!worker) return Promise.resolve(dead(said("it is not running")));
    let reply;
    try {
      reply = argument === undefined ? worker[name]() : worker[name](argument);
    } catch (error) {
      return Promise.resolve(dead(String((error && error.message) || error)));
    }
    return withinLimit(reply, "call").then(String);
  },
  // Start a fresh worker like the page's first one, under a new name (a stopped worker's
  // name cannot be used again), after stopping the old one.
  restart(oldName, newName) {
    const old = document.querySelector(`script[type="py"][worker][name="${oldName}"]`);
    globalThis.solverWorker = null;
    try { old.xworker.terminate(); } catch { /* already gone */ }
    const fresh = document.createElement("script");
    for (const attribute of ["type", "src", "config"]) fresh.setAttribute(attribute, old.getAttribute(attribute));
    fresh.setAttribute("worker", "");
    fresh.setAttribute("name", newName);
    old.remove();
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
