"""Flip It (seed 004): ``rules`` and ``view`` run on the page, ``solver`` in the worker."""
