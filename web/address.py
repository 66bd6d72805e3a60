"""The page's own address: change its query without a reload (shared by the new-game link and
the tour).

``history.replaceState`` resolves a relative URL against the page, so a path that starts with
``//`` (``https://host//index.html``, a doubled slash in a host's link) would name another
host and throw a SecurityError; the whole address is built from ``location.href`` instead.
"""
from __future__ import annotations


def replace_query(window, query: str) -> None:
    """Replace the address's query with ``query`` (``""`` or ``"?name=value&…"``) and drop its
    fragment, keeping scheme, host and path as they are; no navigation, no history entry.

    ``window``: the browser's window (pyscript's ``window``)."""
    url = window.URL.new(window.location.href)
    url.search = query
    url.hash = ""
    window.history.replaceState(None, "", url.href)
