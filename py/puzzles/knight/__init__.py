"""Knight's tours (seeds 001 and 002): ``rules`` and ``view`` run on the page, ``solver``
(Warnsdorff, backtracking, frontier counting) in the worker."""
