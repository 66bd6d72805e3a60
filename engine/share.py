"""Saves carried in links, for embedded boards and shared positions (issue 8).

A link carries the whole save document (:func:`engine.core.save`) in the URL *fragment*, so a
static host never receives it::

    embed.html#save=1eJy...&move=42&seat=0&play=1

``save`` is the document as compact JSON, compressed with raw DEFLATE and written in URL-safe
base64 without padding, after a one-character format version (``"1"``).  ``move`` is how many
recorded actions to replay (default: all), ``seat`` whose view to show (default: the public
view), ``play`` lets the reader play on from there.  Everything here is pure standard library,
so the browser (Pyodide) and the command line decode links the same way.
"""
from __future__ import annotations

import base64
import binascii
import json
import zlib

from . import savedoc
from .core import SaveError

LINK_VERSION = "1"
"""First character of an encoded save; a later format gets another character."""

MAX_DOCUMENT_BYTES = savedoc.MAX_BYTES
"""Largest decompressed save accepted from a link (a full game is a few kilobytes): the
limit of save files (:data:`engine.savedoc.MAX_BYTES`)."""

DAMAGED = "the link is damaged or incomplete (it may have been cut when copied)"


def encode(doc: dict) -> str:
    """A save document as a URL-safe text (version character + base64url of raw DEFLATE).

    Args:
        doc: a JSON-shaped save document (not checked here: :func:`parse_fragment` does).
    Returns:
        text of the characters ``A-Z a-z 0-9 - _`` only.
    """
    data = json.dumps(doc, separators=(",", ":"), ensure_ascii=False).encode("utf-8")
    packer = zlib.compressobj(9, zlib.DEFLATED, -15)
    packed = packer.compress(data) + packer.flush()
    return LINK_VERSION + base64.urlsafe_b64encode(packed).decode("ascii").rstrip("=")


def decode(text: str) -> dict:
    """The save document of :func:`encode`'s text.

    Raises:
        SaveError: not text, unknown version, not base64url, not DEFLATE, too large once
            unpacked, not JSON within :func:`engine.savedoc.parse_json`'s limits (a link of a
            few hundred characters can unpack to 100,000 nested arrays), or not a JSON
            object.  The message says the link is damaged.
    """
    if not isinstance(text, str) or not text:
        raise SaveError("the link carries no game")
    if text[0] != LINK_VERSION:
        raise SaveError(f"the link's game has an unknown format ({text[0]!r})")
    body = text[1:]
    try:
        packed = base64.urlsafe_b64decode(body + "=" * (-len(body) % 4))
        unpacker = zlib.decompressobj(-15)
        data = unpacker.decompress(packed, MAX_DOCUMENT_BYTES)
    except (binascii.Error, ValueError, zlib.error):
        raise SaveError(DAMAGED) from None
    if unpacker.unconsumed_tail:
        raise SaveError("the link's game is too large")
    try:
        if not unpacker.eof:
            raise zlib.error("truncated")
        doc = savedoc.parse_json(data.decode("utf-8"))   # depth limit before json.loads
    except (ValueError, zlib.error):          # SaveError and UnicodeDecodeError among them
        raise SaveError(DAMAGED) from None
    if not isinstance(doc, dict):
        raise SaveError("the link's game is not a save document")
    return doc


def make_fragment(doc: dict, *, move: int | None = None, seat: int | None = None,
                  play: bool = False, lang: str | None = None) -> str:
    """The fragment (without ``#``) of a link showing ``doc`` at ``move`` from ``seat``'s view.

    ``move`` None means the last recorded action; ``seat`` None the public view; ``lang`` None
    the reader's browser language.
    """
    params = [("save", encode(doc))]
    if move is not None:
        params.append(("move", str(int(move))))
    if seat is not None:
        params.append(("seat", str(int(seat))))
    if play:
        params.append(("play", "1"))
    if lang:
        params.append(("lang", lang))
    from urllib.parse import urlencode  # in the functions: the app's boot does not need it

    return urlencode(params, safe="")


def fragment_language(fragment: str) -> str | None:
    """The ``lang`` part of a link fragment as a lower-case base language code ("es" for
    "es-AR"), or None.  Read apart from :func:`parse_fragment` so that a damaged link can
    still explain itself in the link's language."""
    from urllib.parse import parse_qsl

    value = dict(parse_qsl(fragment.lstrip("#"), keep_blank_values=True)).get("lang", "")
    code = value.split("-")[0].lower()
    return code if code.isalpha() and len(code) <= 8 else None


def parse_fragment(fragment: str) -> dict:
    """The parts of a link fragment (with or without the leading ``#``).

    Returns:
        {"doc": save document, "move": int | None, "seat": int | None, "play": bool,
        "lang": str | None} (``lang``: :func:`fragment_language`).
        ``move`` and ``seat`` are checked for form here (non-negative integers), not against
        the game: the caller clamps ``move`` and checks ``seat`` once the save is loaded.
    Raises:
        SaveError: no ``save`` part, a damaged save (:func:`decode`), headers that break
            :func:`engine.savedoc.check` (e.g. a save without a seed, which would deal a
            different game on every open), or a malformed ``move``/``seat``.
    """
    from urllib.parse import parse_qsl

    params = dict(parse_qsl(fragment.lstrip("#"), keep_blank_values=True))
    if "save" not in params:
        raise SaveError("the link carries no game (nothing after #save=)")
    doc = decode(params["save"])
    savedoc.check(doc)
    result = {"doc": doc, "move": None, "seat": None,
              "play": params.get("play") == "1", "lang": fragment_language(fragment)}
    for key in ("move", "seat"):
        value = params.get(key)
        if value in (None, ""):
            continue
        # ASCII only: str.isdigit also accepts "²" or "①", which int() refuses (issue 30, D-5)
        if not (value.isascii() and value.isdigit()) or len(value) > 6:
            raise SaveError(f"the link's {key} must be a whole number, not {value!r}")
        result[key] = int(value)
    return result
