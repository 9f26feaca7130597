"""Classic puzzles: rules, game-id codecs, views, solvers and the game session.

The puzzles and their published results come from M. Hiroi's Japanese puzzle-programming
pages (see docs/puzzles.md). Families: peg solitaire (``peg``), sliding puzzles (``slide``),
Flip It (``flip``), knight's tours (``knight``), river crossings (``river``) and Nim (``nim``),
each a folder that describes itself (``DESCRIPTION`` in its ``__init__``), found by ``registry``.

One folder per family, ``puzzles/<family>/``: ``rules`` (positions, game ids) and ``view``
(drawing and play), which run on the page's MicroPython as well as CPython, ``solver``
(searches; CPython and Pyodide only), and the family's other modules and ``data/`` files.
The shared core sits here: ``gameid`` (id syntax), ``registry``, ``session`` (the game
session: undo/redo, solutions, searches, status text), ``words`` (every text, both
languages), ``keyed``, ``cursor``, ``marks``, ``markup`` and ``chart_svg`` (page side);
``search`` (generic searches), ``jobs`` (searches in slices for the worker and the CLI) and
``data_files`` on the solver side. Nothing here imports a browser module.
"""
