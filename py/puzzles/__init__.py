"""Classic puzzles, their rules, codecs and solvers (M. Hiroi's puzzle pages, see PUZZLES.md).

The rules modules (``gameid``, ``registry``, ``peg``, ``peg_svg``) run on CPython, Pyodide and
MicroPython; the solver modules (``search``, ``peg_solver``, ``jobs``) need CPython or Pyodide.
"""
