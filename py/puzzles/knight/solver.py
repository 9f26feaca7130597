"""Knight's tour solvers (seeds 001 and 002): the worker's entry point, and its table of searches.

Each job in a module of its own:

* refusals first (puzzles.knight.refusals): when a theorem says no tour can exist, the result
  says which at once (Schwenk's theorem for closed tours on full rectangles, the open-tour
  theorem of Conrad et al., the outer lines of boards 4 cells across, colour counting, cells
  that cannot be passed through any more, a cell asked for more links than it has, a board
  in pieces);
* ``solve`` (puzzles.knight.tour): depth-first search in Warnsdorff's order, pruned by
  counting each free cell's links, restarted on Luby's schedule with random tie-breaks, so
  that "no tour" is a proof;
* ``count`` (puzzles.knight.counting): up to ENUMERATE_LIMIT cells left the tours are
  enumerated, beyond that a frontier DP over the knight graph's edges counts them (Knuth's
  SIMPATH, puzzles.knight.frontier); the result also lists one tour;
* ``hint`` (puzzles.knight.hints): every legal next cell, Warnsdorff's pick first, with the
  cells left after it when a tour is known to go on from there; ``dead`` the moves proven to
  leave none.

The names the tests and the lab use are importable from here too. CPython/Pyodide only.
"""

from typing import Generator

from puzzles import search
from puzzles.knight.counting import ENUMERATE_LIMIT, ENUMERATE_MOST, TOUR_LIMIT, count_tours, enumerate_tours
from puzzles.knight.frontier import (FRONTIER_CHUNK, FRONTIER_STATES, FRONTIER_WIDTH, frontier_count,
                                     frontier_plan)
from puzzles.knight.hints import (HINT_CELLS, HINT_MOVE_LEAST, HINT_MOVE_NODES, HINT_NODES, HINT_PICK_NODES,
                                  HINT_START_NODES, hints, rotated_starts, symmetries, warnsdorff_order)
from puzzles.knight.refusals import has_open_tour, impossible, on_outer_lines, schwenk_reason
from puzzles.knight.rules import Position
from puzzles.knight.tour import CHUNK, CONNECTED_LIMIT, TourSearch, choose_starts, find_tour, luby, solve

__all__ = ["CHUNK", "CONNECTED_LIMIT", "ENUMERATE_LIMIT", "ENUMERATE_MOST", "FRONTIER_CHUNK",
           "FRONTIER_STATES", "FRONTIER_WIDTH", "HINT_CELLS", "HINT_MOVE_LEAST", "HINT_MOVE_NODES",
           "HINT_NODES", "HINT_PICK_NODES", "HINT_START_NODES", "KINDS", "SEARCHES", "TOUR_LIMIT",
           "TourSearch", "choose_starts", "count_tours", "enumerate_tours", "find_tour", "frontier_count",
           "frontier_plan", "has_open_tour", "hints", "impossible", "luby", "on_outer_lines",
           "rotated_starts", "schwenk_reason", "search_job", "solve", "symmetries", "warnsdorff_order"]

# The searches this solver offers, by kind: ``solve`` (also ``minimum`` and ``any``: every
# tour is as long as another), ``count`` and ``hint``.
SEARCHES = {"solve": solve, "minimum": solve, "any": solve, "count": count_tours, "hint": hints}
KINDS = tuple(SEARCHES)


def search_job(position: Position, kind: str) -> Generator[dict, None, dict]:
    """The worker's entry point (see SEARCHES); UnknownSearchKind at once for another kind."""
    return search.job(SEARCHES, position, kind)
