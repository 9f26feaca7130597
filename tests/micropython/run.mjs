// Run a Python script under the npm MicroPython build (the page's interpreter), with the
// given package files mounted at /lib. Usage: node run.mjs <micropython.mjs> <py root> <script> <module>...
import { readFileSync } from "node:fs";

const [micropythonPath, pyRoot, script, ...modules] = process.argv.slice(2);
const { loadMicroPython } = await import(micropythonPath);
let failed = false;
const mp = await loadMicroPython({
  stdout: (line) => process.stdout.write(line + "\n"),
  stderr: (line) => { failed = true; process.stderr.write(line + "\n"); },
});
mp.FS.mkdir("/lib");
for (const module of modules) {
  const parts = module.split("/");
  let dir = "/lib";
  for (const part of parts.slice(0, -1)) {
    dir += "/" + part;
    try { mp.FS.mkdir(dir); } catch { /* exists */ }
  }
  mp.FS.writeFile("/lib/" + module, readFileSync(pyRoot + "/" + module, "utf8"));
}
// The exit status is set, not forced: Node exits once stdout is drained. Into a pipe it is
// written asynchronously, and process.exit() would cut long output short (past the pipe's
// 64 KB, when the reader is slow: a loaded machine).
try {
  mp.runPython("import sys\nsys.path.insert(0, '/lib')\n" + readFileSync(script, "utf8"));
  process.exitCode = failed ? 1 : 0;
} catch (error) {
  process.stderr.write(String(error) + "\n");
  process.exitCode = 1;
}
