"""River crossings (seed 001, the jealous husbands; and the classic variants): ``rules`` and
``view`` run on the page, ``solver`` in the worker."""
