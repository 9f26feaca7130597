// The drawn board's contrast (issue 36, item 4), measured from the browser's computed colours:
// every text on #board's svg against the painted shape under its middle (4.5:1), and the marks
// that are parts of a control (rings, arrows, dots, badges) against the board they sit on (3:1).
// Returns the failures as lines. Used by tests/e2e/test_a11y_page.py.
() => {
  const parse = (c) => {
    const m = String(c).match(/rgba?\(([^)]+)\)/);
    if (!m) return null;
    const p = m[1].split(/[ ,/]+/).filter(Boolean).map(Number);
    return { r: p[0], g: p[1], b: p[2], a: p.length > 3 ? p[3] : 1 };
  };
  const lin = (v) => { v /= 255; return v <= 0.03928 ? v / 12.92 : Math.pow((v + 0.055) / 1.055, 2.4); };
  const lum = (c) => 0.2126 * lin(c.r) + 0.7152 * lin(c.g) + 0.0722 * lin(c.b);
  const ratio = (a, b) => { const x = lum(a), y = lum(b); return (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05); };
  const over = (top, under) => top.a >= 1 ? top : { r: top.r * top.a + under.r * (1 - top.a),
    g: top.g * top.a + under.g * (1 - top.a), b: top.b * top.a + under.b * (1 - top.a), a: 1 };
  const opacity = (el) => { let o = 1; for (let e = el; e && e.id !== 'board'; e = e.parentElement) o *= Number(getComputedStyle(e).opacity); return o; };
  const board = document.getElementById('board');
  const svg = board.querySelector('svg');
  const ground = parse(getComputedStyle(board).backgroundColor);
  const name = (el) => (el.closest('[id]') ? '#' + el.closest('[id]').id + ' ' : '') + el.tagName + '.' + (el.getAttribute('class') || '');
  const failures = [];
  // Hit-testing sees every painted shape (the page's own pointer-events: none left aside).
  const sheet = new CSSStyleSheet();
  sheet.replaceSync('#board svg * { pointer-events: visiblePainted !important; }');
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  const shapes = 'circle, rect, path, polygon, ellipse';
  const beneath = (el, x, y) => {
    const stack = document.elementsFromPoint(x, y);
    const at = stack.indexOf(el);
    for (const e of stack.slice(at + 1)) {
      if (!svg.contains(e) || !e.matches(shapes) || e.closest('.motion-ghost, .hint-arrow')) continue;
      const fill = parse(getComputedStyle(e).fill);
      if (!fill || fill.a === 0 || opacity(e) < 0.05) continue;
      return over({ ...fill, a: fill.a * opacity(e) }, ground);
    }
    return ground;
  };
  try {
    for (const text of svg.querySelectorAll('text')) {
      if (!text.textContent.trim() || text.closest('.motion-ghost') || opacity(text) < 0.05) continue;
      const box = text.getBoundingClientRect();
      if (!box.width) continue;
      const fill = parse(getComputedStyle(text).fill);
      const x = box.left + box.width / 2, y = box.top + box.height / 2;
      const under = beneath(text, x, y);
      const seen = over({ ...fill, a: fill.a * opacity(text) }, under);
      const r = ratio(seen, under);
      if (r < 4.5) failures.push('text "' + text.textContent + '" ' + name(text) + ': ' + r.toFixed(2) + ':1');
    }
    // Marks against the board round them: what tells a control apart (3:1).
    const marks = [
      ['.movable .socket', 'stroke'], ['.target .socket', 'stroke'], ['.selected .ball', 'fill'],
      ['.hint-arrow-shaft', 'stroke'], ['.hint-arrow-head', 'fill'], ['.hint-arrow-ring', 'stroke'],
      ['.hint-badge circle', 'fill'], ['.knight-dot', 'fill'], ['.flip-movable .flip-piece', 'stroke'],
      ['.slide-movable .slide-tile', 'stroke'], ['.river-boardable rect', 'stroke'],
    ];
    for (const [selector, property] of marks) {
      for (const el of svg.querySelectorAll(selector)) {
        if (el.closest('.motion-ghost') || opacity(el) < 0.05) continue;
        const colour = parse(getComputedStyle(el)[property]);
        if (!colour || colour.a === 0) continue;
        // What it sits on: the shape under the point just outside its box (the board, a tile, the water).
        const box = el.getBoundingClientRect();
        const under = beneath(el, box.left - 3, box.top + box.height / 2);
        let r = ratio(over(colour, under), under);
        // A mark with an outline of its own passes by it: a badge's white ring, an arrow's halo
        // (the mark 3:1 against the outline, the outline 3:1 against the board).
        const outline = el.closest('.hint-arrow') ? el.closest('.hint-arrow').querySelector('.hint-arrow-halo')
          : el.closest('.hint-badge') ? el : null;
        if (r < 3 && outline) {
          const edge = parse(getComputedStyle(outline).stroke);
          if (edge && edge.a > 0) {
            const seen = over({ ...edge, a: edge.a * Number(getComputedStyle(outline).opacity) }, under);
            r = Math.max(r, Math.min(ratio(seen, under), ratio(over(colour, seen), seen)));
          }
        }
        if (r < 3) failures.push(selector + ' (' + property + ') ' + name(el) + ': ' + r.toFixed(2) + ':1');
      }
    }
  } finally {
    document.adoptedStyleSheets = document.adoptedStyleSheets.filter((s) => s !== sheet);
  }
  return [...new Set(failures)];
}
