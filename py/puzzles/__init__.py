"""Classic puzzles: rules, game-id codecs, views, solvers and the game session.

The puzzles and their published results come from M. Hiroi's Japanese puzzle-programming
pages (see docs/puzzles.md). Families: peg solitaire (``peg``), sliding puzzles (``slide``),
Flip It (``flip``), knight's tours (``knight``), river crossings (``river``) and Nim (``nim``),
each listed once in ``registry.FAMILY_LIST``.

Per family, three modules: ``<family>`` (rules, positions, game ids) and ``<family>_svg``
(drawing and play), which run on the page's MicroPython as well as CPython, and
``<family>_solver`` (searches; CPython and Pyodide only). Shared by all: ``gameid`` (id
syntax), ``registry``, ``session`` (the game session: undo/redo, solutions, searches, status
text), ``keyed``, ``cursor``, ``marks`` and ``chart_svg`` (page side); ``search`` (generic
searches) and ``jobs`` (searches in slices for the worker and the CLI) on the solver side.
"""
