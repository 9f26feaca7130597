// The few texts worded here, before (or without) the Python page: the start-up failure
// (static/page/start.mjs) and the offline copy's update prompt (static/offline.js). Their
// Japanese comes from the one catalogue, puzzles/words_ja.py: the build writes the entries of
// the texts listed in OWN into static/page/words-ja.mjs (scripts/build.py, page_words), which
// is imported only when the page is in Japanese (loadWords, at the start and at the first
// Japanese word). Until it has arrived, or without it (a page served from the sources), the
// texts are English. Messages handed to the Python page (said) are worded there, by
// puzzles/words.py.

import { language } from "./language.mjs";

// The texts worded here (scripts/build.py reads this list: one quoted text a line).
export const OWN = [
  "The board could not start ({why}). Check the connection and reload the page.",
  "it did not start within {seconds} s",
  "The board is waiting for {file}: nothing has arrived for {seconds} s. Check the connection and reload the page.",
  "{file} could not be loaded",
  "a script failed",
  "Reload",
  "New version ready: ",
];

export const said = (text, values) => ({ text, values: values || {} });

let table = {}; // English -> Japanese, once loaded
let loading = null;

// Load the Japanese words (the build's words-ja.mjs) if the page is in Japanese; English
// needs none. A failure is quiet: the texts stay English.
export const loadWords = () => {
  if (loading || language.choose() !== "ja") return;
  loading = import("./words-ja.mjs").then((module) => { table = module.default || {}; }, () => {});
};

// Resolves once the words of the page's language are here (at once in English, or without them).
export const wordsReady = () => {
  loadWords();
  return loading || Promise.resolve();
};

// A message (or an English text) in the page's language, its {placeholders} filled.
export const word = (message) => {
  if (typeof message === "string") message = said(message);
  const japanese = language.choose() === "ja";
  if (japanese) loadWords();
  const text = (japanese && table[message.text]) || message.text;
  return text.replace(/\{(\w+)\}/g, (whole, name) =>
    (name in message.values ? String(message.values[name]) : whole));
};
