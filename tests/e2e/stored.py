"""Reading the app's localStorage from e2e tests (key layout: web/storage.py's docstring).

The open game is the instance named by ``euro-games/v1/current``; its autosave is stored as
``{"saved", "doc"}`` under ``euro-games/v1/autosave/<game id>/<instance id>``.
"""
from __future__ import annotations

PREFIX = "euro-games/v1/"

OPEN_AUTOSAVE = """() => {
  const P = 'euro-games/v1/';
  const ref = localStorage.getItem(P + 'current');
  const text = ref ? localStorage.getItem(P + 'autosave/' + ref) : null;
  if (text === null) return null;
  const value = JSON.parse(text);
  return value && value.doc && !value.format ? value.doc : value;
}"""

ALL_KEYS = f"""() => Object.keys(localStorage).filter(k => k.startsWith({PREFIX!r}))
    .map(k => k.slice({len(PREFIX)})).sort()"""


def open_autosave(page) -> dict | None:
    """The save document of the game open in ``page`` (None if there is none)."""
    return page.evaluate(OPEN_AUTOSAVE)


def stored_keys(page) -> list[str]:
    """The app's localStorage keys, without the prefix, sorted."""
    return page.evaluate(ALL_KEYS)
