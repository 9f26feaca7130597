// The page's start (static/page.js: page.afterPaint, and the watch below, set up at once).

import { said, word } from "./words.mjs";

// Resolves once the page has painted a frame after now (the board, on the first call: the
// page's panels are set up after it, py/app/main.py); at most 100 ms later, as a hidden tab
// paints no frame.
export const afterPaint = () => new Promise((resolve) => {
  const after = () => setTimeout(resolve, 0);
  requestAnimationFrame(after);
  setTimeout(resolve, 100);
});

// The page's own start: if the board is not up in time, or the runtime reports an error
// before it is, say what failed instead of "Loading the board…" for ever. Tests may shorten
// the limit with globalThis.pageStartLimitMs.
const startFailed = (why) => {
  if (document.body.dataset.ready) return;
  document.body.dataset.ready = "failed";
  const board = document.getElementById("board");
  const line = document.createElement("p");
  line.className = "loading failed";
  line.textContent = word(said("The board could not start ({why}). Check the connection and reload the page.",
                                   { why: typeof why === "string" ? why : word(why) }));
  board.replaceChildren(line);
};

// Set up the watch (static/page.js, first thing, before PyScript starts).
export const watchStart = () => {
  addEventListener("error", (event) => startFailed(event.message || said("a script failed")));
  addEventListener("unhandledrejection", (event) => startFailed(String((event.reason && event.reason.message) || event.reason)));
  addEventListener("DOMContentLoaded", () => {
    const ms = globalThis.pageStartLimitMs || 60000;
    setTimeout(() => startFailed(said("it did not start within {seconds} s", { seconds: Math.round(ms / 1000) })), ms);
  });
};
