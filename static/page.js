// The page's JavaScript for the MicroPython page (py/app/*.py), an ES module: one bridge
// object, globalThis.page, is all Python sees of it (issue 33). Its parts, each a module of
// static/page/:
//   page.storage, page.recordsFile   lasting choices; your records as a file (storage.mjs)
//   page.language, page.word         the page's language; the few texts worded here (language.mjs, words.mjs)
//   page.solver, page.modules        the solver worker's link; the Lab's and offline modules (solver.mjs)
//   page.controls                    the family's controls, built in one call (controls.mjs)
//   page.afterPaint                  a promise of the next painted frame (start.mjs)
//   page.nextTask                    a promise resolved in a task of its own (start.mjs)
//   page.motion, page.gestures       motion on the board; drag and swipe (motion.mjs, gestures.mjs)
// A JavaScript exception aborts MicroPython code and cannot be caught there, so everything
// that can throw is caught in these modules and answered as plain data. py/app/shims.py checks
// the bridge before the board starts: without it (this file or a module missing) the board
// says so in words. Loaded as a module script (deferred: run once the page is parsed, before
// PyScript's core.js, which comes after it in index.html).

import { controls } from "./page/controls.mjs";
import { gestures } from "./page/gestures.mjs";
import { language } from "./page/language.mjs";
import { motion } from "./page/motion.mjs";
import { modules, solver } from "./page/solver.mjs";
import { afterPaint, nextTask, watchStart } from "./page/start.mjs";
import { recordsFile, storage } from "./page/storage.mjs";
import { loadWords, word } from "./page/words.mjs";

// The page's MicroPython with its modules precompiled (static/page-micropython.mjs, preloaded
// by the built page) is evaluated from here as soon as the page is parsed, so that it starts
// downloading and inflating the modules' image then. PyScript evaluates it only as it starts
// its interpreter, and the image's inflation then came before MicroPython could start (5-45
// ms of the board's start). A failure is quiet here: PyScript imports it again, and says so.
const interpreterLink = document.querySelector('link[rel="modulepreload"][href$="/page-micropython.mjs"]');
if (interpreterLink) import(interpreterLink.href).catch(() => {});

// The start's watch (static/page/start.mjs, which index.html loads first, started it already).
watchStart();

globalThis.page = Object.freeze({
  storage, recordsFile, language, word, solver, modules, controls, afterPaint, nextTask, motion, gestures,
});

// The Japanese words of the texts worded here, on a Japanese page only.
loadWords();
