// Direct input on the board (static/page.js puts it on the bridge: page.gestures).

// Direct input on the board (issue 21): drag a piece, swipe the board. A view marks the
// pieces a player may drag (an element with data-piece="N", N the cell it stands on); the
// Python page hears what happened as events on the board, with plain numbers in `detail`:
//   piece-pick {cell}          a drag began on cell N's piece (the page picks it up, or cancels
//                              the event when it is no drag: then nothing moves);
//   piece-drop {cell, target}  the piece let go over cell `target` (-1: off the board);
//   board-swipe {dx, dy}       a stroke across the board, not from a piece (screen px);
//   board-rest {}              the pointer left the board (a touch: a moment after the last).
// The piece follows the pointer as a copy drawn on top, moved by its style.transform (set
// from script, which the CSP allows; no style attribute in markup). A drag or a swipe
// swallows the click it ends in; a press that hardly moves stays a plain click. Mouse, touch
// and pen alike (Pointer Events).
export const gestures = {
  install(board) {
    if (board.dataset.gestures) return;
    board.dataset.gestures = "on";
    const DRAG_PX = 6, SWIPE_PX = 24, REST_MS = 1200, SWALLOW_MS = 600;
    let gesture = null;  // the press under way: {id, x, y, cell, piece, dragging, ghost, type}
    let swallowUntil = 0;
    let restTimer = 0;
    const send = (name, detail) =>
      board.dispatchEvent(new CustomEvent(name, { detail: detail || {}, cancelable: true }));
    const cellAt = (x, y) => {
      const hit = document.elementFromPoint(x, y);
      const cell = hit && board.contains(hit) ? hit.closest("[data-cell]") : null;
      return cell ? Number(cell.dataset.cell) : -1;
    };
    const pieceOf = (cell) => board.querySelector(`[data-piece="${cell}"]:not(.drag-ghost)`);
    const dropGhost = () => {
      if (gesture && gesture.ghost) gesture.ghost.remove();
      for (const source of board.querySelectorAll(".drag-source")) source.classList.remove("drag-source");
      if (gesture) gesture.ghost = null;
    };
    // The copy that follows the pointer, made again if the board was drawn again meanwhile.
    const follow = (x, y) => {
      if (!gesture.ghost || !gesture.ghost.isConnected) {
        const piece = pieceOf(gesture.cell);
        if (!piece || !piece.ownerSVGElement) return;
        const ghost = piece.cloneNode(true);
        ghost.removeAttribute("data-piece");
        ghost.classList.add("drag-ghost");
        piece.classList.add("drag-source");
        piece.ownerSVGElement.append(ghost);
        gesture.ghost = ghost;
      }
      const matrix = gesture.ghost.ownerSVGElement.getScreenCTM();
      if (!matrix || !matrix.a || !matrix.d) return;
      gesture.ghost.style.transform =
        `translate(${(x - gesture.x) / matrix.a}px, ${(y - gesture.y) / matrix.d}px)`;
    };
    board.addEventListener("pointerdown", (event) => {
      clearTimeout(restTimer);
      swallowUntil = 0;  // a touch swipe ends in no click: nothing left to swallow
      if (!event.isPrimary || (event.pointerType === "mouse" && event.button !== 0)) return;
      const cell = event.target.closest ? event.target.closest("[data-cell]") : null;
      const number = cell && board.contains(cell) ? Number(cell.dataset.cell) : -1;
      gesture = { id: event.pointerId, x: event.clientX, y: event.clientY, cell: number,
                  piece: number >= 0 && pieceOf(number) !== null, dragging: false, ghost: null,
                  type: event.pointerType };
    });
    addEventListener("pointermove", (event) => {
      if (!gesture || event.pointerId !== gesture.id) return;
      const moved = Math.hypot(event.clientX - gesture.x, event.clientY - gesture.y);
      if (gesture.piece && !gesture.dragging && moved >= DRAG_PX) {
        gesture.piece = false;
        if (!send("piece-pick", { cell: gesture.cell })) return;  // no drag: it stays put
        gesture.dragging = true;
      }
      if (gesture.dragging) {
        event.preventDefault();
        follow(event.clientX, event.clientY);
      }
    });
    const end = (event, cancelled) => {
      if (!gesture || event.pointerId !== gesture.id) return;
      const done = gesture;
      const dx = event.clientX - done.x, dy = event.clientY - done.y;
      dropGhost();
      gesture = null;
      if (done.type === "touch") restTimer = setTimeout(() => send("board-rest"), REST_MS);
      if (done.dragging) {
        swallowUntil = performance.now() + SWALLOW_MS;
        send("piece-drop", { cell: done.cell, target: cancelled ? -1 : cellAt(event.clientX, event.clientY) });
      } else if (!cancelled && !done.piece && Math.hypot(dx, dy) >= SWIPE_PX) {
        swallowUntil = performance.now() + SWALLOW_MS;
        send("board-swipe", { dx, dy });
      }
    };
    // A finger on a piece must not scroll the page: its touchmoves are cancelled. They keep
    // going to the element first touched even once the board is drawn again (the peg picked
    // up) and that element is gone, so the blocker sits on that element itself; the board's
    // own non-passive touchstart makes the browser wait for it (touch-action on an SVG
    // element inside the board is not honoured).
    const block = (event) => { if (event.cancelable) event.preventDefault(); };
    board.addEventListener("touchstart", (event) => {
      if (!gesture || gesture.type !== "touch" || !gesture.piece) return;
      const first = event.target;
      first.addEventListener("touchmove", block, { passive: false });
      const release = () => {
        first.removeEventListener("touchmove", block);
        first.removeEventListener("touchend", release);
        first.removeEventListener("touchcancel", release);
      };
      first.addEventListener("touchend", release);
      first.addEventListener("touchcancel", release);
    }, { passive: false });
    addEventListener("pointerup", (event) => end(event, false));
    addEventListener("pointercancel", (event) => end(event, true));
    board.addEventListener("pointerleave", (event) => {
      if (!gesture && event.pointerType !== "touch") send("board-rest");
    });
    addEventListener("click", (event) => {
      if (performance.now() < swallowUntil && board.contains(event.target)) {
        swallowUntil = 0;
        event.stopPropagation();
        event.preventDefault();
      }
    }, true);
  },
};
