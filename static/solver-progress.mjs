// The solver worker's downloads, told to the page as they go (issue 37): the worker's start
// (static/solver-pyodide.mjs: Pyodide's files; static/snapshot-inflate.mjs: the snapshot) and
// the data files a search fetches later (py/app/worker.py, through `download` below). Each
// file is announced when asked for and when it has arrived, its bytes a few times a second as
// they come, on a BroadcastChannel the page listens to (static/page/solver.mjs): a file that
// stalls is then named on the page within seconds, and a slow one shows its progress instead
// of being taken for a dead worker. A body that brings no byte for STALL_MS fails ("nothing
// has arrived for N s"), so a stalled download ends in words, not in a wait for ever.

export const CHANNEL = "puzzle-workbench/solver-start";

// Opened at the first word (a module that only imports this one, as Node's tests of the
// snapshot's format do, opens none: an open channel keeps Node running).
let channel;
const open = () => {
  if (channel === undefined) {
    try {
      channel = new BroadcastChannel(CHANNEL);
      if (channel.unref) channel.unref();  // Node's: not what keeps it running
    } catch {
      channel = null;  // no channel here: the page's start limit still watches
    }
  }
  return channel;
};

// No byte for this long: the download fails (tests may set self.solverStallMs).
export const stallMs = () => self.solverStallMs || 3000;

// A file's name as the site names it (static/pyodide/pyodide.asm.wasm), from its address.
const site = new URL("../", import.meta.url).href;
const siteName = (url) => (String(url).startsWith(site) ? String(url).slice(site.length) : String(url));

// Tell the page about a file: {file, done, received, total, failed}.
export const tell = (url, state) => {
  try {
    if (open()) channel.postMessage({ file: siteName(url), ...state });
  } catch { /* the page hears nothing: its start limit still watches */ }
};

// A promise for a file (a module imported, a response's headers): told awaited until it settles.
export const awaiting = (url, promise) => {
  tell(url, { done: false });
  Promise.resolve(promise).then(() => tell(url, { done: true }), () => tell(url, { done: true, failed: true }));
  return promise;
};

// `response`, its body counted as it comes (told at most every 250 ms) and failing when no byte
// comes for stallMs(). `progress(received, total)` is called at each part too.
export const counted = (url, response, progress) => {
  if (!response.body) return response;
  const total = Number(response.headers.get("Content-Length")) || 0;
  const reader = response.body.getReader();
  let received = 0;
  let toldAt = 0;
  tell(url, { done: false, received, total });
  const stream = new ReadableStream({
    async pull(controller) {
      let timer;
      const stalled = new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error(`nothing has arrived for ${Math.round(stallMs() / 1000)} s`)), stallMs());
      });
      try {
        const part = await Promise.race([reader.read(), stalled]);
        if (part.done) {
          tell(url, { done: true, received, total });
          controller.close();
          return;
        }
        received += part.value.length;
        if (progress) progress(received, total);
        if (performance.now() - toldAt > 250) {
          toldAt = performance.now();
          tell(url, { done: false, received, total });
        }
        controller.enqueue(part.value);
      } catch (error) {
        reader.cancel().catch(() => {});
        tell(url, { done: true, failed: true, received, total });
        controller.error(error);
      } finally {
        clearTimeout(timer);
      }
    },
    cancel(why) {
      return reader.cancel(why);
    },
  });
  return new Response(stream, { status: response.status, statusText: response.statusText, headers: response.headers });
};

// fetch(url), told awaited, failing when its headers do not come within stallMs().
export const fetchWithin = (url, init) => {
  let timer;
  const late = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`nothing has arrived for ${Math.round(stallMs() / 1000)} s`)), stallMs());
  });
  const answer = Promise.race([fetch(url, init), late]);
  answer.then(() => clearTimeout(timer), () => clearTimeout(timer));
  return awaiting(url, answer);
};

// A data file fetched in the background (py/app/worker.py asks, puzzles.data_files polls):
// {received, total, done, error, bytes (a Uint8Array once done)}.
export const download = (url) => {
  const state = { received: 0, total: 0, done: false, error: "", bytes: null };
  fetchWithin(url).then(async (response) => {
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const body = counted(url, response, (received, total) => { state.received = received; state.total = total; });
    state.bytes = new Uint8Array(await body.arrayBuffer());
    state.received = state.bytes.length;
    state.done = true;
  }).catch((error) => {
    state.error = String((error && error.message) || error);
    state.done = true;
    tell(url, { done: true, failed: true });
  });
  return state;
};
