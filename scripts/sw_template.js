// The puzzle workbench's service worker: the whole site offline.
// Written by scripts/offline.py at build time from scripts/sw_template.js: do not edit sw.js.
//
// Install: fetch every file of this build (revalidated with the server, each checked against
// its hash) into a cache named after the site's path and the build's hash; any failure and
// nothing is kept (the browser tries again later). The new worker then waits: the page offers
// "New version ready: reload" and sends "skip-waiting" when asked. Activate: delete this
// site's older caches (only those named after this same path: other projects on the origin
// keep theirs) and take the open pages. Fetch: this build's files from the cache, anything
// else from the network, untouched.

const VERSION = __VERSION__;
const FILES = __FILES__;

const SITE = new URL("./", self.location.href);  // the site's root: sw.js sits there
const PREFIX = __PREFIX__ + new URL(self.registration.scope).pathname + ":";
const CACHE = PREFIX + VERSION;
const PRECACHED = new Map(Object.keys(FILES).map(name => [new URL(name, SITE).href, name]));
const INDEX = new URL("index.html", SITE).href;

async function precache() {
  const cache = await caches.open(CACHE);
  try {
    await Promise.all(Object.entries(FILES).map(async ([name, integrity]) => {
      const url = new URL(name, SITE).href;
      const response = await fetch(new Request(url, {cache: "no-cache", integrity}));
      if (!response.ok) {
        throw new Error(`${name}: ${response.status} ${response.statusText}`);
      }
      await cache.put(url, response);
    }));
  } catch (error) {
    await caches.delete(CACHE);
    throw error;
  }
}

self.addEventListener("install", event => {
  event.waitUntil(precache());
});

self.addEventListener("activate", event => {
  event.waitUntil((async () => {
    for (const name of await caches.keys()) {
      if (name.startsWith(PREFIX) && name !== CACHE) {
        await caches.delete(name);
      }
    }
    await self.clients.claim();
  })());
});

self.addEventListener("message", event => {
  if (event.data === "skip-waiting") {
    self.skipWaiting();
  }
});

// The precached URL a request asks for, or null: the site's root and its index.html are the
// page (a navigation's query string is the page's own business: it gets the page too).
function precachedUrl(request) {
  if (request.method !== "GET" || request.headers.has("range")) {
    return null;
  }
  const url = new URL(request.url);
  url.hash = "";
  if (request.mode === "navigate") {
    url.search = "";
  }
  if (url.href === SITE.href) {
    return INDEX;
  }
  return PRECACHED.has(url.href) ? url.href : null;
}

async function fromCache(url, request) {
  const cache = await caches.open(CACHE);
  const cached = await cache.match(url);
  if (cached) {
    return cached;
  }
  // Gone from the cache (the browser may evict it): the network, kept only when it is ok.
  const response = await fetch(request);
  if (response.ok && response.type === "basic") {
    await cache.put(url, response.clone());
  }
  return response;
}

self.addEventListener("fetch", event => {
  const url = precachedUrl(event.request);
  if (url !== null) {
    event.respondWith(fromCache(url, event.request));
  }
});
