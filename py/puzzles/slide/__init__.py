"""Sliding puzzles (seeds 001 and 003: the pipe 8-puzzle and the hexagonal 6-puzzle; the 8- and
15-puzzles): ``rules`` and ``view`` run on the page; ``solver`` (tables by breadth-first search),
``fifteen`` (IDA*) and ``patterns`` / ``patterns_data`` (its pattern databases, ``data/``) in the
worker."""
