// The site offline and installable: registers the service worker (sw.js, written by
// scripts/offline.py at build time) and offers a new version once one is ready.
//
// First visit: the worker is registered once the page has its files (the solver is ready),
// so its precache revalidates what the browser already holds instead of downloading the site
// twice. Later visits: the browser looks for a new sw.js at every page load (never from the
// HTTP cache) and this page looks again every hour, when its tab comes back into view and
// when the connection returns; a new version installs in the background
// and waits, and the page says "New version ready" with a Reload button, which activates it
// and reloads. Offline, the failed look is silent.

const SITE = new URL("../", import.meta.url);
const SCRIPT = new URL("sw.js", SITE);
const HOUR = 60 * 60 * 1000;

const container = navigator.serviceWorker;
const banner = document.getElementById("update");
if (banner) {
  banner.setAttribute("role", "status");  // read out when the prompt appears
}
let controller = container ? container.controller : null;
let reloading = false;

// Show the prompt; ``activate`` runs when the button is clicked.
function offer(activate) {
  if (!banner) {
    return;
  }
  const button = document.createElement("button");
  button.type = "button";
  button.id = "update-reload";
  // Worded by static/page.js in the page's language (it is loaded first).
  const word = (text) => (globalThis.page ? globalThis.page.word(text) : text);
  button.textContent = word("Reload");
  button.addEventListener("click", () => {
    button.disabled = true;
    reloading = true;
    activate();
  });
  banner.replaceChildren(word("New version ready: "), button);
  banner.hidden = false;
}

function offerWaiting(registration) {
  offer(() => {
    if (registration.waiting) {
      registration.waiting.postMessage("skip-waiting");  // then controllerchange reloads
    } else {
      location.reload();
    }
  });
}

function watch(registration) {
  const track = worker => {
    if (worker) {
      worker.addEventListener("statechange", () => {
        if (worker.state === "installed" && controller) {
          offerWaiting(registration);
        }
      });
    }
  };
  if (registration.waiting && controller) {
    offerWaiting(registration);
  }
  track(registration.installing);  // an update found before this page looked
  registration.addEventListener("updatefound", () => track(registration.installing));
  const look = () => registration.update().catch(() => {});
  setInterval(look, HOUR);
  // An open tab looks again when it comes back into view and when the connection returns, so
  // a tab left open is told of a new deploy without another page load (issue 25).
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "visible") look();
  });
  addEventListener("online", look);
}

// The page is ready when the solver is (py/app/main.py sets body[data-solver=ready]); at
// the latest 30 seconds after the load event.
function pageReady() {
  return new Promise(resolve => {
    const ready = () => document.body.dataset.solver === "ready";
    if (ready()) {
      resolve();
      return;
    }
    const observer = new MutationObserver(() => {
      if (ready()) {
        observer.disconnect();
        resolve();
      }
    });
    observer.observe(document.body, {attributes: true, attributeFilter: ["data-solver"]});
    const fallback = () => setTimeout(() => { observer.disconnect(); resolve(); }, 30000);
    if (document.readyState === "complete") {
      fallback();
    } else {
      addEventListener("load", fallback, {once: true});
    }
  });
}

async function start() {
  container.addEventListener("controllerchange", () => {
    const had = controller;
    controller = container.controller;
    if (reloading) {
      location.reload();
    } else if (had) {
      // Another tab took the new version: this page's code is the old one.
      offer(() => location.reload());
    }
  });
  let registration = controller ? await container.getRegistration(SITE.href) : null;
  if (!registration) {
    await pageReady();
    registration = await container.register(SCRIPT.href, {scope: SITE.href, updateViaCache: "none"});
  }
  watch(registration);
}

if (container) {
  start().catch(() => {});  // no service worker (offline, private mode...): the page works on
}
