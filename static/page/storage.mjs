// The page's lasting choices and your records as a file (static/page.js puts them on the
// bridge, globalThis.page: page.storage, page.recordsFile). A JavaScript exception aborts
// MicroPython code and cannot be caught there, so everything that can throw is caught here
// and answered as plain data.

// Lasting choices: JSON text under namespaced, versioned keys. Storage may be full, turned
// off or edited by hand: a failed save answers false, unreadable data answers "".
const PREFIX = "puzzle-workbench/v1/";
export const storage = {
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
  // A stored table of records read for MicroPython (py/app/records_panel.py): JSON text as
  // load's, but with at most `most` entries in each of its `tables` ("puzzles", the last played
  // kept; "days", the latest kept), and `dropped` (how many were left out) added when any
  // were. A value of megabytes is cut here, where parsing it costs milliseconds (issue 37).
  loadTrimmed(name, mostPuzzles, mostDays) {
    try {
      const text = localStorage.getItem(PREFIX + name);
      if (text === null) return "";
      const data = JSON.parse(text);
      let dropped = 0;
      for (const [table, most, newest] of [["puzzles", mostPuzzles, (key, entry) => String((entry && entry.last_played) || "")],
                                           ["days", mostDays, (key) => key]]) {
        const entries = data && typeof data === "object" ? data[table] : null;
        if (!entries || typeof entries !== "object" || Array.isArray(entries)) continue;
        const keys = Object.keys(entries);
        if (keys.length <= most) continue;
        const order = new Map(keys.map((key) => [key, newest(key, entries[key])]));
        keys.sort((a, b) => (order.get(a) < order.get(b) ? 1 : order.get(a) > order.get(b) ? -1 : 0));
        const kept = {};
        for (const key of keys.slice(0, most)) kept[key] = entries[key];
        data[table] = kept;
        dropped += keys.length - most;
      }
      if (!dropped) return text;
      data.dropped = dropped;
      return JSON.stringify(data);
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
export const recordsFile = {
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
