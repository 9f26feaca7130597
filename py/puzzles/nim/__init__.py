"""Nim (seed 002): ``rules`` (with the perfect strategy) and ``view`` run on the page, ``solver``
in the worker."""
