"""Peg solitaire (seeds 000-002): ``rules`` (boards, positions, game ids) and ``view`` run on the
page; ``problem`` (bit boards, symmetries), ``solver``, ``proof`` (branch and bound) and
``table`` (the English 33 centre start's winning positions, ``data/``) run in the worker."""
