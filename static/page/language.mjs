// The page's language (static/page.js puts it on the bridge: page.language).

import { storage } from "./storage.mjs";

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

export const language = {
  choose() {
    const asked = askedInAddress();
    if (asked) {
      storage.save("language", JSON.stringify(asked));
      return asked;
    }
    try {
      const stored = JSON.parse(storage.load("language") || "null");
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
    storage.save("language", JSON.stringify(language));
    document.documentElement.lang = language;
    if (askedInAddress()) {
      const url = new URL(location.href);
      url.searchParams.set("lang", language);
      history.replaceState(null, "", url.href);
    }
  },
};
