// Motion on the board (static/page.js puts it on the bridge: page.motion).

// Motion on the board (issue 21). The views mark what a move moved (py/puzzles/motion.py):
// data-motion="jump|hop|slide|cross|fade|appear|flip|flip-out|extend" with data-dx/data-dy
// (how far it moved, in the SVG's units), data-via (points passed, from where it started),
// data-at (when in the move, 0..1) and data-length (a path's new segment). After drawing the
// board the page calls play() with the session's motion serial: a new serial cancels what
// runs and animates the marked elements with the Web Animations API (the CSP allows no
// inline styles); the same serial after a redraw (a hint, the computer's turn) picks the
// motion up where it was. Nothing moves when the visitor asked for reduced motion.
const reducedMotion = () => {
  try {
    return matchMedia("(prefers-reduced-motion: reduce)").matches;
  } catch {
    return false;
  }
};

export const motion = (() => {
  let shown = { serial: -1, start: 0, ms: 0 };
  let party = null; // the celebration's timer

  const number = (text) => Number(text) || 0;
  const points = (el) => {
    const dx = number(el.dataset.dx), dy = number(el.dataset.dy);
    const via = (el.dataset.via || "").split(" ").filter(Boolean)
      .map((pair) => pair.split(",").map(number)).map(([x, y]) => [x - dx, y - dy]);
    return [[-dx, -dy], ...via, [0, 0]]; // offsets from where it is drawn now
  };

  // A path through the points: straight legs, or arcs (a jump, the knight's hop) that lift
  // and grow the piece halfway through each leg. Legs take time by their length, or
  // ``even``ly (a crossing: the boat and its people board, cross and land together; a leg
  // that goes nowhere is a wait).
  const travel = (el, arc, even) => {
    const stops = points(el);
    const legs = [];
    let total = 0;
    for (let i = 1; i < stops.length; i++) {
      const length = even ? 1 : Math.hypot(stops[i][0] - stops[i - 1][0], stops[i][1] - stops[i - 1][1]);
      legs.push(length);
      total += length;
    }
    const frames = [];
    let done = 0;
    stops.forEach(([x, y], i) => {
      const offset = total ? done / total : i / (stops.length - 1);
      frames.push({ transform: `translate(${x}px, ${y}px) scale(1)`, offset, easing: arc ? "ease-out" : "ease-in-out" });
      if (arc && i < legs.length) {
        const [nx, ny] = stops[i + 1];
        const lift = Math.min(legs[i] * 0.3, 40);
        frames.push({ transform: `translate(${(x + nx) / 2}px, ${(y + ny) / 2 - lift}px) scale(1.25)`,
                      offset: total ? (done + legs[i] / 2) / total : (i + 0.5) / (stops.length - 1),
                      easing: "ease-in" });
      }
      done += legs[i] || 0;
    });
    frames[frames.length - 1].offset = 1;
    return frames;
  };

  // A piece that moves across its neighbours is drawn over them: a copy of it, with its
  // colours (CSSOM, which the CSP allows) but none of its classes, ids or data, moves in a
  // layer on top while the piece itself waits unseen. The board's order and its cells stay
  // as they are (tests, screen readers and the knight's line-by-line redraw rely on them).
  const PAINT = ["fill", "fill-opacity", "stroke", "stroke-width", "stroke-opacity", "stroke-dasharray",
                 "stroke-linejoin", "stroke-linecap", "font-family", "font-size", "font-weight",
                 "text-anchor", "dominant-baseline"];
  const lift = (el, frames, options, elapsed) => {
    const svg = el.ownerSVGElement;
    if (!svg) return el.animate(frames, options);
    const copy = el.cloneNode(true);
    const sources = [el, ...el.querySelectorAll("*")];
    const copies = [copy, ...copy.querySelectorAll("*")];
    sources.forEach((source, i) => {
      const style = getComputedStyle(source);
      for (const name of PAINT) copies[i].style.setProperty(name, style.getPropertyValue(name));
      for (const name of copies[i].getAttributeNames()) {
        if (name === "class" || name === "id" || name === "role" || name.startsWith("data-") ||
            name.startsWith("aria-")) copies[i].removeAttribute(name);
      }
    });
    copy.setAttribute("class", "motion-lifted");
    const layer = document.createElementNS("http://www.w3.org/2000/svg", "g");
    layer.setAttribute("aria-hidden", "true");
    layer.setAttribute("pointer-events", "none");
    layer.append(copy);
    svg.append(layer);
    const moving = copy.animate(frames, options);
    const waiting = el.animate([{ visibility: "hidden" }, { visibility: "hidden" }], options);
    if (elapsed) moving.currentTime = waiting.currentTime = elapsed;
    const done = () => {
      layer.remove();
      waiting.cancel();
    };
    moving.addEventListener("finish", done);
    moving.addEventListener("cancel", done);
    return moving;
  };

  const animate = (el, ms, elapsed) => {
    const kind = el.dataset.motion;
    const at = number(el.dataset.at);
    let frames;
    const options = { duration: ms, easing: "linear", fill: "backwards" };
    if (kind === "jump" || kind === "hop" || kind === "slide" || kind === "cross") {
      frames = travel(el, kind === "jump" || kind === "hop", kind === "cross");
    } else if (kind === "fade" || kind === "appear") {
      frames = [{ opacity: 1, transform: "scale(1)" }, { opacity: 0, transform: "scale(0.5)" }];
      if (kind === "appear") frames.reverse();
      options.delay = ms * 0.5 * at;
      options.duration = ms - options.delay;
    } else if (kind === "flip" || kind === "flip-out") {
      // The old side turns away (a ghost on top), then the new one turns in.
      frames = kind === "flip"
        ? [{ transform: "scaleX(0)" }, { transform: "scaleX(0)", offset: 0.5 }, { transform: "scaleX(1)" }]
        : [{ opacity: 1, transform: "scaleX(1)" }, { opacity: 1, transform: "scaleX(0)", offset: 0.5 },
           { opacity: 0, transform: "scaleX(0)" }];
      options.delay = ms * 0.4 * at;
      options.duration = ms * 0.6;
    } else if (kind === "extend") {
      const whole = el.getTotalLength();
      const dash = `${whole} ${whole}`;
      frames = [{ strokeDasharray: dash, strokeDashoffset: number(el.dataset.length) },
                { strokeDasharray: dash, strokeDashoffset: 0 }];
      options.easing = "ease-out";
    } else {
      return;
    }
    if ((kind === "jump" || kind === "slide") && el.closest("[data-cell]")) {
      lift(el, frames, options, elapsed);
      return;
    }
    const animation = el.animate(frames, options);
    if (elapsed) animation.currentTime = elapsed;
  };

  // Whether anything may move: before the first motion there is nothing to stop, and
  // getAnimations() would force a style pass of the whole page as the board first draws.
  let moved = false;

  const stop = (box) => {
    if (moved) for (const animation of box.getAnimations({ subtree: true })) animation.cancel();
    box.classList.remove("celebrate");
    clearTimeout(party);
  };

  // A wave across the board: each cell in turn, from the top left, grows and settles.
  const celebrate = (box) => {
    moved = true;
    box.classList.add("celebrate"); // a glow (static/style.css; none under reduced motion)
    party = setTimeout(() => box.classList.remove("celebrate"), 1400);
    const svg = box.querySelector("svg");
    if (!svg || reducedMotion()) return;
    const cells = [...svg.querySelectorAll("[data-cell]")].slice(0, 600);
    const targets = cells.length ? cells : [svg];
    const boxes = targets.map((el) => el.getBBox());
    const far = Math.max(1, ...boxes.map((b) => b.x + b.y + b.width + b.height));
    targets.forEach((el, i) => {
      const b = boxes[i];
      el.animate([{ transform: "scale(1)" }, { transform: "scale(1.12)", offset: 0.4 }, { transform: "scale(1)" }],
                 { duration: 420, delay: 520 * (b.x + b.y) / far, easing: "ease-in-out" });
    });
  };

  return {
    // Draw the board's SVG text, unless it is the drawing already there (a redraw would cut
    // a running motion short for nothing).
    draw(box, svg) {
      if (box.drawnSvg === svg && box.firstElementChild && box.firstElementChild.tagName.toLowerCase() === "svg") return false;
      box.innerHTML = svg;
      box.drawnSvg = svg;
      return true;
    },
    play(box, serial, ms, won) {
      try {
        const now = performance.now();
        if (serial !== shown.serial) {
          stop(box);
          shown = { serial, start: now, ms };
          if (won) celebrate(box);
        }
        if (reducedMotion()) return;
        const elapsed = now - shown.start;
        if (elapsed >= shown.ms) return;
        moved = true;
        for (const el of box.querySelectorAll("[data-motion]")) {
          if (!el.getAnimations().length) animate(el, shown.ms, elapsed);
        }
      } catch (error) {
        console.warn("motion:", error); // a motion never stops the page
      }
    },
  };
})();
