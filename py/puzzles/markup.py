"""The one way text goes into markup: escaped. Pure; runs on MicroPython and CPython.

The views build SVG as text. What they write comes from numbers and fixed names today, but
every text that reaches markup still passes through ``escape``, so that a name or label from
anywhere (a link, a board drawn by hand, a translation) can never become markup.
"""

_ENTITIES = (("&", "&amp;"), ("<", "&lt;"), (">", "&gt;"), ('"', "&quot;"), ("'", "&#39;"))


def escape(text):
    """``text`` safe inside an element or a quoted attribute."""
    text = str(text)
    for char, entity in _ENTITIES:
        text = text.replace(char, entity)
    return text
