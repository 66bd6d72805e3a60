"""Saves carried in links, for embedded boards and shared positions (issue 8; issue 29, D1).

A link carries a save document in the URL *fragment*, so a static host never receives it.  A
finished game's link carries the whole save (:func:`engine.savedoc.save`: seed and actions); a
game in progress's link carries only what its viewer may see: the position as that viewer
knows it, hidden parts re-dealt and a fresh seed, no history (:func:`position_doc`), so
neither a secret nor a future draw can be read from it (:func:`make_fragment`)::

    embed.html#v=3&save=1eJy...&move=42&seat=0&play=1
    embed.html#v=3&chapters=1eJy...&chapter=2&move=12

``v`` is the link format's version (:data:`LINK_FORMAT`; a link without one is of format 1,
made before versions were written: :func:`parse_fragment` reads every format).  ``save`` is the document as compact JSON, compressed with raw DEFLATE and written in URL-safe
base64 without padding, after a one-character format version (``"1"``).  ``move`` is how many
recorded actions to replay (default: all), ``seat`` whose view to show (default: the public
view), ``play`` lets the reader play on from there.  ``chapters`` carries a chapter set
(:mod:`engine.chapters`: several games, ranges and exercises) in place of ``save``, and
``chapter`` (1-based) with ``move`` deep-links into it.  Everything here is pure standard library,
so the browser (Pyodide) and the command line decode links the same way.
"""
from __future__ import annotations

import base64
import binascii
import json
import random
import zlib
from typing import Any

from . import position, savedoc
from .core import SaveError, State
from .registry import get_game

LINK_VERSION = "1"
"""First character of an encoded save (its packing: JSON, raw DEFLATE, base64url); a later
packing gets another character."""

LINK_FORMAT = 3
"""Version of the link format, the fragment's ``v`` part: 3, a link may carry a chapter set
(``chapters=…&chapter=N``, :mod:`engine.chapters`) instead of one save; 2, the parts of
:func:`parse_fragment` with a position written by :func:`engine.position.encode` at its
version 2 (the decision kernel's records); 1 (no ``v``): links made before versions were
written (whole saves, and positions holding plain-dict pending decisions, which
:func:`engine.position.decode` converts).  tests/fixtures/links/ holds links of every format."""

MAX_DOCUMENT_BYTES = savedoc.MAX_BYTES
"""Largest decompressed save accepted from a link (a full game is a few kilobytes): the
limit of save files (:data:`engine.savedoc.MAX_BYTES`)."""

DAMAGED = "the link is damaged or incomplete (it may have been cut when copied)"

BOT_KIND_PREFIX = "bot:"
"""A save document's ``players[i].kind`` of a seat a bot plays ("bot:normal"); any other kind
("human") is a person at the device."""


def shareable_views(kinds: list[str], over: bool) -> list[int | None]:
    """The views a link of a game may show, in the order a dialog offers them: the public view
    (None), then the seats (0-based) whose view the person holding the game may see.  While the
    game is being played, the people's seats only: a bot's board and moves are its secrets
    (a person of a hotseat game sees their own on their turn); once it is over, every seat.

    Args:
        kinds: the seats' kinds, a save document's ``players[i].kind`` ("human",
            "bot:<level>"; a kind starting with :data:`BOT_KIND_PREFIX` is a bot's).
        over: whether the game is over.
    """
    return [None] + [seat for seat, kind in enumerate(kinds)
                     if over or not str(kind).startswith(BOT_KIND_PREFIX)]


def check_shareable(seat: int | None, players: list[dict] | None, over: bool) -> None:
    """Refuse a link of ``seat``'s view that :func:`shareable_views` does not allow.

    Args:
        seat: whose view (None: the public view, always allowed).
        players: the save document's ``[{"name", "kind"}]`` (None: every seat a person's).
        over: whether the game is over.
    Raises:
        ValueError: a bot plays ``seat`` and the game is not over.
    """
    kinds = [str(p.get("kind", "human")) if isinstance(p, dict) else "human"
             for p in players or []]
    if seat is not None and seat < len(kinds) and seat not in shareable_views(kinds, over):
        raise ValueError(f"seat {seat} is played by a bot: its view holds its secrets, and no "
                         "link may show it before the game is over")


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
                  play: bool = False, lang: str | None = None, whole: bool = False,
                  rng: random.Random | None = None) -> str:
    """The fragment (without ``#``) of a link showing ``doc`` at ``move`` from ``seat``'s view,
    carrying nothing that view may not see (issue 29, D1).

    Args:
        doc: a save document (:func:`engine.savedoc.save`), checked and replayed here.
        move: how many of its actions to show; None: all.
        seat: whose view (0-based); None: the public view.
        play: readers may play on from the position.
        lang: the board's language; None: the reader's browser language.
        whole: carry the whole document anyway (seed and every action, so every secret, and
            every future draw can be computed): for the owner's own Replay and for tools that
            step through their own recorded moves, never for a link given to others.
        rng: the randomness of the link's re-dealt position (tests pass a seeded one);
            None: fresh randomness.
    Returns:
        ``v=3&save=…[&move=N][&seat=S][&play=1][&lang=…]``.  A finished game (its last state is
        over), or ``whole``: the document itself and ``move``, as before.  A game in progress:
        :func:`position_doc` of the state at ``move`` for ``seat`` (no ``move`` part: the
        link's game starts at that position).
    Raises:
        SaveError: the document does not replay (:func:`engine.savedoc.iter_states`).
        ValueError: ``seat`` is not a seat of the game, or a bot plays it and the game is not
            over (:func:`shareable_views`), unless ``whole``.
    """
    states = list(savedoc.iter_states(doc))
    game = savedoc.check(doc)
    _check_seat(seat, states[0].players)
    if not whole:
        check_shareable(seat, doc.get("players"), game.is_over(states[-1]))
    if not whole and not game.is_over(states[-1]):
        shown = states[-1 if move is None else max(0, min(int(move), len(states) - 1))]
        return state_fragment(shown, seat=seat, play=play, lang=lang,
                              players=doc.get("players"), rng=rng)
    return _fragment(encode(doc), move, seat, play, lang)


def state_fragment(state: State, *, seat: int | None = None, play: bool = False,
                   lang: str | None = None, players: list[dict] | None = None,
                   rng: random.Random | None = None) -> str:
    """The fragment of a link of ``state`` at its last move (the app's open game), as
    :func:`make_fragment` makes it for the state's save document, without replaying it: a
    finished game's whole document (``players`` as :func:`engine.savedoc.save`'s ``seats``),
    else :func:`position_doc` for ``seat`` (``rng`` None: fresh randomness).

    Raises:
        ValueError: ``seat`` is not a seat of the game, or a bot plays it (``players``) and
            the game is not over (:func:`shareable_views`).
    """
    _check_seat(seat, state.players)
    over = get_game(state.game).is_over(state)
    check_shareable(seat, players, over)
    if over:
        return _fragment(encode(savedoc.save(state, seats=players)), len(state.history), seat,
                         play, lang)
    rng = rng or random.Random(random.SystemRandom().getrandbits(64))
    return _fragment(encode(position_doc(state, seat, rng, players)), None, seat, play, lang)


def _check_seat(seat: int | None, players: int) -> None:
    if seat is not None and (isinstance(seat, bool) or not 0 <= int(seat) < players):
        raise ValueError(f"seat must be from 0 to {players - 1}, not {seat!r}")


def _fragment(save: str, move: int | None, seat: int | None, play: bool,
              lang: str | None) -> str:
    """``v=3&save=…[&move=N][&seat=S][&play=1][&lang=…]`` (URL-encoded)."""
    params = [("v", str(LINK_FORMAT)), ("save", save)]
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


def position_doc(state: State, seat: int | None, rng: random.Random,
                 players: list[dict] | None = None) -> dict:
    """The save document a link of the game in progress ``state`` carries for ``seat`` (None:
    the public): headers, no seed, ``"position"``: the state as ``seat`` may know it
    (:meth:`engine.core.Game.conceal`: hidden parts re-dealt with ``rng``, a fresh seed drawn
    from ``rng``, no history, the log ``seat`` may read; :func:`engine.position.encode`), and
    no actions yet.  It depends only on ``view(state, seat)``, the log, ``players`` and
    ``rng``.

    ``players``: the document's ``[{"name", "kind"}]``; None: the state's names, all human.
    """
    game = get_game(state.game)
    concealed = game.conceal(state, seat, rng)
    players = players or [{"name": n, "kind": "human"} for n in state.names]
    return {"format": savedoc.SAVE_FORMAT, "version": savedoc.version_of(state),
            "game": state.game, "variant": state.variant,
            "players": [{"name": str(p.get("name", "")), "kind": str(p.get("kind", "human"))}
                        for p in players],
            "position": position.encode(concealed), "actions": []}


def fragment_language(fragment: str) -> str | None:
    """The ``lang`` part of a link fragment as a lower-case base language code ("es" for
    "es-AR"), or None.  Read apart from :func:`parse_fragment` so that a damaged link can
    still explain itself in the link's language."""
    from urllib.parse import parse_qsl

    value = dict(parse_qsl(fragment.lstrip("#"), keep_blank_values=True)).get("lang", "")
    code = value.split("-")[0].lower()
    return code if code.isalpha() and len(code) <= 8 else None


def link_format(value: str | None, newest: int = LINK_FORMAT) -> int:
    """The format version of a link's ``v`` part (None or empty: 1, a link made before
    versions were written).

    Raises:
        SaveError: not a whole number, or above ``newest`` (made by a newer version of the
            app: the message says so).
    """
    if value in (None, ""):
        return 1
    text = str(value)
    if not (text.isascii() and text.isdigit()) or len(text) > 6 or int(text) < 1:
        raise SaveError(f"the link's version must be a whole number, not {text[:20]!r}")
    if int(text) > newest:
        raise SaveError(f"the link was made by a newer version of this app (link format "
                        f"{int(text)}; this one reads up to {newest})")
    return int(text)


def parse_fragment(fragment: str) -> dict:
    """The parts of a link fragment (with or without the leading ``#``).

    Every format of :data:`LINK_FORMAT` is read: a link without ``v`` (format 1) as one
    with ``v=1``.

    Returns:
        {"doc": save document, "move": int | None, "seat": int | None, "play": bool,
        "lang": str | None, "format": int, "book": dict | None, "chapter": int | None}
        (``lang``: :func:`fragment_language`; ``format``: the link's ``v``, 1 when absent).
        A link of a chapter set (``chapters=``, format 3): ``book`` the checked set
        (:func:`engine.chapterdoc.check`), ``chapter`` the 0-based index of the link's
        ``chapter`` (1-based, default 1), and ``doc``, ``move``, ``seat``, ``play`` that
        chapter's (:func:`engine.chapterdoc.open_chapter`: ``move`` kept within its range).
        ``move`` and ``seat`` are checked for form here (non-negative integers), not against
        the game: the caller clamps ``move`` and checks ``seat`` once the save is loaded.
    Raises:
        SaveError: no ``save`` part, a damaged save (:func:`decode`), headers that break
            :func:`engine.savedoc.check` (e.g. a save without a seed, which would deal a
            different game on every open), a malformed ``move``/``seat``, or a ``v`` that is
            not a whole number from 1 to :data:`LINK_FORMAT` (a later one: "made by a newer
            version").
    """
    from urllib.parse import parse_qsl

    params = dict(parse_qsl(fragment.lstrip("#"), keep_blank_values=True))
    form = link_format(params.get("v"))
    numbers: dict[str, int | None] = {"move": None, "seat": None, "chapter": None}
    for key in numbers:
        value = params.get(key)
        if value in (None, ""):
            continue
        # ASCII only: str.isdigit also accepts "²" or "①", which int() refuses (issue 30, D-5)
        if not (value.isascii() and value.isdigit()) or len(value) > 6:
            raise SaveError(f"the link's {key} must be a whole number, not {value!r}")
        numbers[key] = int(value)
    if "chapters" in params and form >= 3:
        from . import chapterdoc

        opened = chapterdoc.open_chapter(chapterdoc.check(decode(params["chapters"])),
                                         numbers["chapter"], numbers["move"])
        return {**opened, "lang": fragment_language(fragment), "format": form}
    if "save" not in params:
        raise SaveError("the link carries no game (nothing after #save=)")
    doc = decode(params["save"])
    savedoc.check(doc)
    result: dict[str, Any] = {"doc": doc, "move": numbers["move"], "seat": numbers["seat"],
                              "play": params.get("play") == "1",
                              "lang": fragment_language(fragment), "format": form,
                              "book": None, "chapter": None}
    return result
