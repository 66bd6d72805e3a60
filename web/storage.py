"""Saves and preferences in localStorage, under one versioned key prefix (DESIGN.md, "Saves").

Keys (all under :data:`PREFIX`, ``euro-games/v1/``):

    lang                          the chosen language code
    current                       the instance open when the page was left: "<game id>/<id>"
                                  ("" on the shelf)
    autosave/<game id>/<id>       one game *instance*, rewritten after every action:
                                  {"saved": "<UTC ISO time>", "doc": <save document>,
                                   "facts": <what lists show of it>}
    slot/<name>                   a named save: {"saved", "doc", "facts"} alike

``facts`` (web/saves.py ``facts``: game, names, moves, whose turn, finished, winner) let
"Your games" and the Saves dialog list the stored games without replaying them (issue 19:
boot replayed every autosave).  Values stored without them (f2d3e39's, and this layout before
facts) are replayed once when listed and rewritten with their facts.
    index                         the shelf rows of every autosave, one key (issue 30: boot
                                  read every autosave): {"v": 1, "games": {<ref>: facts
                                  with "saved"}}; removed when a write of it is refused or it
                                  is wrong (web/saves.py then rebuilds it from a scan)
    row/<game id>/<id>            the index row of one instance, written by each of its
                                  autosaves (facts with "saved"; a move writes this small key,
                                  never the whole index); :meth:`Storage.index` reads them over
                                  the index's rows; a listing that rewrites the index (or finds
                                  more than web/saves.py ``FOLD_AT``) folds them into it and
                                  removes them (:meth:`Storage.write_index`)
    keep-finished                 how many finished games the shelf keeps (a number as text;
                                  web/saves.py ``keep_limit``)
    broken/<key>/<time>[-n]       a stored value that failed to load, kept aside verbatim
    newgame/<game id>             the new-game dialog's last choices for that game:
                                  {"players", "names", "kinds", "variant"} (web/endgame.py
                                  checks them when read)
    authoring/<game id>           the chapter set being written in the Share dialog from that
                                  game's open instance (web/authoring.py ``Authoring.kept``:
                                  restored only for the very same game)

``<id>`` is made by :func:`new_instance_id` (creation time and a random tail: no "/").  Every
new game, import, loaded slot or ``?new=`` link gets its own instance, so nothing replaces an
unfinished game.

Layout of main at f2d3e39 (still read, and moved to the layout above by :meth:`Storage.migrate`
at boot): ``autosave/<game id>`` held the bare save document of the one game of that title and
``current`` held a game id.  A legacy key is itself a valid instance reference (``<game id>``
without ``/<id>``), so a store that cannot be migrated (full quota) still opens.

The backend is anything with the Web Storage methods ``getItem``, ``setItem``,
``removeItem``, ``key`` and ``length`` (``window.localStorage`` in the browser, a dict-backed
fake on the host).  Every write goes through :meth:`Storage.write`, which drops old
``broken/`` copies to make room (recording them in ``Storage.dropped``: the player is told)
and raises :class:`WriteRefused` if the browser still refuses.
Nothing here replays or judges a save: that is web/saves.py and ``engine.load``.  The key
names, the stored text of a game (``envelope``), instance ids, ``WriteRefused`` and
``MemoryBackend`` are web/storage_layout.py's, re-exported here.
"""
from __future__ import annotations

import json

from storage_layout import (AUTHORING, AUTOSAVE, BROKEN, INDEX, KEEP, KEEP_DEFAULT, NAME_MAX,
                            NEWGAME, PREFIX, ROW, SLOT, WriteRefused, envelope, is_quota_error,
                            new_instance_id, now)
from storage_layout import MemoryBackend, QuotaExceededError  # noqa: F401  (re-exported)


class Storage:
    """Typed access to the app's keys; values are JSON text."""

    def __init__(self, backend, list_keys=None):
        self.backend = backend
        self.list_keys = list_keys
        """A callable giving every key of ``backend`` at once (in the browser one call to
        ``Object.keys(localStorage)`` instead of one ``key(i)`` call per key), or None."""
        self.index_seen: tuple[str, dict] = ("", {})
        """(text, rows) of the index as last read or written: a listing whose index text is
        unchanged neither parses it again (:meth:`index_rows`) nor checks its rows again
        (web/saves.py ``stored_games``)."""
        self.listed: tuple[str, list[str], dict[str, str], list[dict]] | None = None
        """web/saves.py ``stored_games``'s last listing: (index text, refs, ``row/`` keys
        read, entries)."""
        self.dropped: list[str] = []
        """``broken/`` copies :meth:`write` deleted to make room, oldest first, until the app
        has told the player (web/autosaves.py ``tell_dropped``; :meth:`take_dropped` empties it)."""
        self.dropped_games: list[str] = []
        """Finished games beyond the kept number :meth:`write` deleted to make room (refs,
        oldest first), once no ``broken/`` copy was left; told and emptied alike."""

    def take_dropped(self) -> tuple[list[str], list[str]]:
        """(:attr:`dropped`, :attr:`dropped_games`) as they are, both emptied: what the app
        tells the player once (web/autosaves.py ``tell_dropped``)."""
        taken = (self.dropped, self.dropped_games)
        self.dropped, self.dropped_games = [], []
        return taken

    # -- raw ----------------------------------------------------------------------------
    def get(self, key: str) -> str | None:
        try:
            value = self.backend.getItem(PREFIX + key)
        except Exception:                       # a refused read counts as absent
            return None
        return value if isinstance(value, str) else None      # JS null arrives as jsnull

    def set(self, key: str, text: str) -> None:
        """Store text as is; raises whatever the browser raises (see :meth:`write`)."""
        self.backend.setItem(PREFIX + key, text)

    def write(self, key: str, text: str) -> None:
        """Store text, checked: on a refusal drop the oldest ``broken/`` copies one by one
        and try again; the old value of ``key`` stays as it was if nothing helps.

        Raises:
            WriteRefused: the browser still refuses (``quota`` True for a full storage).
        """
        dropped: set[str] = set()
        while True:
            try:
                self.set(key, text)
                return
            except Exception as err:  # noqa: BLE001  (JsException has no narrower Python type)
                quota = is_quota_error(err)
                broken = [k for k in self.keys(BROKEN) if k not in dropped and k != key]
                if quota and not broken:
                    old = self.spare_finished(exclude=key)
                    if old:                     # finished games beyond the kept number
                        self.remove(AUTOSAVE + old)
                        self.index_put({}, drop=(old,))
                        self.dropped_games.append(old)
                        continue
                if not quota or not broken:
                    raise WriteRefused(key, quota, f"{type(err).__name__}: {err}") from None
                oldest = min(broken, key=_broken_age)
                dropped.add(oldest)
                self.remove(oldest)
                self.dropped.append(oldest)

    def spare_finished(self, exclude: str = "") -> str | None:
        """The oldest finished game beyond the kept number (:meth:`keep_finished`), by the
        index's rows, that is not at key ``exclude`` nor the open one (``current``): what a
        full storage may drop; None when there is none (or no index)."""
        rows = self.index() or {}
        beyond = over_limit(rows, self.keep_finished())
        spare = [ref for ref in beyond
                 if AUTOSAVE + ref != exclude and ref != self.current()]
        return spare[0] if spare else None

    def remove(self, key: str) -> None:
        try:
            self.backend.removeItem(PREFIX + key)
        except Exception:                       # nothing to do about a refused removal
            pass

    def keys(self, under: str = "") -> list[str]:
        """Our keys (without the prefix) that start with ``under``, sorted."""
        if self.list_keys is not None:
            names = self.list_keys()
        else:
            names = [self.backend.key(i) for i in range(int(self.backend.length))]
        start = PREFIX + under
        return sorted(key[len(PREFIX):] for key in names
                      if isinstance(key, str) and key.startswith(start))

    # -- preferences --------------------------------------------------------------------
    def language(self) -> str | None:
        code = self.get("lang")
        return code[:16] if code else None

    def set_language(self, code: str) -> None:
        """Raises :class:`WriteRefused`."""
        self.write("lang", code)

    def dialog_choices(self, game_id: str) -> str | None:
        """The stored text of the new-game dialog's last choices for ``game_id`` (unchecked:
        web/endgame.read_choices judges it)."""
        return self.get(NEWGAME + game_id)

    def remember_dialog(self, game_id: str, text: str) -> None:
        """Remember the dialog's choices; a refused write is dropped (a preference only)."""
        try:
            self.write(NEWGAME + game_id, text)
        except WriteRefused:
            pass

    def authoring(self, game_id: str) -> object:
        """The chapter set kept for ``game_id`` (parsed JSON, unchecked: web/authoring.py
        ``Authoring.restore`` judges it), or None."""
        text = self.get(AUTHORING + game_id)
        try:
            return json.loads(text) if text else None
        except ValueError:
            return None

    def keep_authoring(self, game_id: str, data: dict) -> None:
        """Keep the chapter set being written; a refused write is dropped (the set stays
        in the open page)."""
        try:
            self.write(AUTHORING + game_id, json.dumps(data, separators=(",", ":")))
        except WriteRefused:
            pass

    # -- game instances -----------------------------------------------------------------
    def current(self) -> str | None:
        """The instance reference ("<game id>/<id>", or a legacy "<game id>") to reopen."""
        return (self.get("current") or "")[:200] or None

    def set_current(self, ref: str | None) -> None:
        """Raises :class:`WriteRefused`."""
        if self.get("current") != (ref or ""):
            self.write("current", ref or "")

    def instances(self) -> list[str]:
        """The references of every autosaved instance (legacy ``autosave/<game>`` included)."""
        return [key[len(AUTOSAVE):] for key in self.keys(AUTOSAVE)]

    @staticmethod
    def new_ref(game_id: str) -> str:
        """A reference for a new instance of ``game_id`` (nothing is written yet)."""
        return f"{game_id}/{new_instance_id()}"

    def autosave(self, ref: str, doc: dict, facts: dict | None = None,
                 saved: str | None = None) -> str:
        """Write the autosave of instance ``ref`` (with its list ``facts``, web/saves.py) and
        its index row (``row/<ref>``: a small key, so a move's autosave does not grow with the
        stored games), and return the text stored (what the tab has now seen of it:
        web/elsewhere.py ``elsewhere``).  ``saved``: the time stored (default now; an imported
        game keeps its own).  A refused row write removes the index (the next listing
        rebuilds it from a scan).  Raises :class:`WriteRefused` (the autosave refused)."""
        saved = saved or now()
        text = envelope(doc, facts, saved)
        self.write(AUTOSAVE + ref, text)
        if facts is not None:
            try:
                self.write(ROW + ref, json.dumps({**facts, "saved": saved}, separators=(",", ":")))
            except WriteRefused:
                self.remove(ROW + ref)
                self.remove(INDEX)
        return text

    # -- the index of the shelf's rows ------------------------------------------------------
    def index(self) -> dict | None:
        """The index's rows {ref: facts with "saved"}, each ``row/<ref>`` key read over its
        row (unchecked: web/saves.py judges each row), or None when the index is absent or
        not an index."""
        return self.index_rows()[0]

    def index_rows(self) -> tuple[dict | None, dict[str, str]]:
        """(:meth:`index`, the ``row/`` keys read {key: text}): what :meth:`write_index`
        folds in.  The ``row/`` keys are listed even when there is no index (a scan makes
        them out of date)."""
        folded = {key: self.get(key) or "" for key in self.keys(ROW)}
        text = self.get(INDEX)
        if not text or len(text) > 4_000_000:
            return None, folded
        if text == self.index_seen[0]:
            games = dict(self.index_seen[1])
        else:
            try:
                value = json.loads(text)
            except ValueError:
                return None, folded
            games = value.get("games") if isinstance(value, dict) and value.get("v") == 1 else None
            if not isinstance(games, dict):
                return None, folded
            self.index_seen = (text, dict(games))
        for key, row_text in folded.items():  # what the row does not say stays (the headers)
            try:
                row = json.loads(row_text) if len(row_text) < 20_000 else None
            except ValueError:
                row = None
            ref = key[len(ROW):]
            old = games.get(ref)
            if isinstance(row, dict):
                games[ref] = {**old, **row} if isinstance(old, dict) else row
        return games, folded

    def write_index(self, rows: dict, folded: dict[str, str] | None = None) -> None:
        """Store the index ``rows`` whole (``rows`` loses the games dropped for it), then
        remove the ``row/`` keys of ``folded`` ({key: text} read into ``rows``,
        :meth:`index_rows`) that still hold that text.  On a full storage the finished games
        beyond the kept number are dropped first, oldest first (``dropped_games``: the player
        is told); a write still refused removes the index (the next listing rebuilds it from
        a scan) and frees its room."""
        while True:
            try:
                text = json.dumps({"v": 1, "games": rows}, separators=(",", ":"))
                self.set(INDEX, text)
                self.index_seen = (text, dict(rows))
                break
            except Exception as err:  # noqa: BLE001  (JsException has no narrower Python type)
                beyond = [ref for ref in over_limit(rows, self.keep_finished())
                          if ref != self.current()] if is_quota_error(err) else []
                if not beyond:
                    self.remove(INDEX)
                    return
                self.remove(AUTOSAVE + beyond[0])
                self.remove(ROW + beyond[0])
                rows.pop(beyond[0])
                self.dropped_games.append(beyond[0])
        for key, text in (folded or {}).items():
            if self.get(key) == text:      # another tab may have written it since
                self.remove(key)

    def index_put(self, rows: dict, drop: tuple[str, ...] = ()) -> None:
        """Add ``rows`` to the stored index (over the keys of a row already there) and drop
        the refs ``drop`` (and their ``row/`` keys); only the ``row/`` keys when there is no
        index yet (the next listing builds it)."""
        for ref in drop:
            self.remove(ROW + ref)
        current, folded = self.index_rows()
        if current is None:
            return
        for ref in drop:
            current.pop(ref, None)
        for ref, row in rows.items():     # what the new row does not say stays (the headers)
            old = current.get(ref)
            current[ref] = {**old, **row} if isinstance(old, dict) else row
        self.write_index(current, folded)

    def keep_finished(self) -> int:
        """How many finished games the shelf keeps (:data:`KEEP_DEFAULT` unless set)."""
        value = (self.get(KEEP) or "").strip()
        return int(value) if value.isdigit() and len(value) <= 5 else KEEP_DEFAULT

    def set_keep_finished(self, n: int) -> None:
        """Raises :class:`WriteRefused`."""
        self.write(KEEP, str(n))

    def autosave_text(self, ref: str) -> str | None:
        return self.get(AUTOSAVE + ref)

    def delete_instance(self, ref: str) -> None:
        self.remove(AUTOSAVE + ref)
        self.index_put({}, drop=(ref,))
        if self.current() == ref:
            try:
                self.set_current(None)
            except WriteRefused:
                pass

    def migrate(self) -> list[str]:
        """Move f2d3e39's ``autosave/<game>`` keys to instance keys (copy, then remove the
        old key), and ``current`` along.  A key that cannot be copied stays where it is (it
        still opens as a legacy instance).  Returns the new references."""
        moved = []
        current = self.current()
        for ref in self.instances():
            if "/" in ref:
                continue
            text = self.get(AUTOSAVE + ref)
            new = self.new_ref(ref)
            try:
                if text is not None:
                    self.write(AUTOSAVE + new, text)
            except WriteRefused:
                continue
            self.remove(AUTOSAVE + ref)
            moved.append(new)
            if current == ref:
                try:
                    self.set_current(new)
                except WriteRefused:
                    pass
        if moved:
            self.remove(INDEX)                # rebuilt by the next listing
        return moved

    def move_aside(self, key: str) -> str | None:
        """Move the value at ``key`` to a new ``broken/`` key (never overwriting) and return
        that key; None if no copy could be made (full storage): then ``key`` is left as is."""
        text = self.get(key)
        stamp = now()
        target, n = f"{BROKEN}{key}/{stamp}", 1
        while self.get(target) is not None:
            n += 1
            target = f"{BROKEN}{key}/{stamp}-{n}"
        if text is not None:
            try:
                self.write(target, text)
            except WriteRefused:
                return None
        self.remove(key)
        if key.startswith(AUTOSAVE):
            self.index_put({}, drop=(key[len(AUTOSAVE):],))
        return target

    def broken_copies(self) -> list[dict]:
        """The ``broken/`` copies, newest first: {"key", "of" (the key it was kept from),
        "time" (when, ISO text), "size" (characters)} (the Saves dialog lists them)."""
        copies = []
        for key in self.keys(BROKEN):
            of, _, stamp = key[len(BROKEN):].rpartition("/")
            copies.append({"key": key, "of": of, "time": stamp[:20],
                           "size": len(self.get(key) or "")})
        return sorted(copies, key=lambda c: _broken_age(c["key"]), reverse=True)

    def delete_broken(self, key: str) -> None:
        """Remove one ``broken/`` copy (the player chose to)."""
        if key.startswith(BROKEN):
            self.remove(key)

    def drop_broken(self) -> int:
        """Remove every ``broken/`` copy (to make room); returns how many were removed."""
        broken = self.keys(BROKEN)
        for key in broken:
            self.remove(key)
        return len(broken)

    # -- named slots --------------------------------------------------------------------
    def slot_names(self) -> list[str]:
        return [key[len(SLOT):] for key in self.keys(SLOT)]

    def slot_text(self, name: str) -> str | None:
        return self.get(SLOT + name)

    def save_slot(self, name: str, doc: dict, facts: dict | None = None) -> None:
        """Raises :class:`WriteRefused`."""
        self.write(SLOT + name[:NAME_MAX], envelope(doc, facts))

    def delete_slot(self, name: str) -> None:
        self.remove(SLOT + name)


def over_limit(rows: dict, keep: int) -> list[str]:
    """The refs of the finished games of ``rows`` ({ref: facts with "saved"}, the index or
    web/saves.py's entries) beyond the newest ``keep``, oldest first."""
    finished = sorted((str(row.get("saved") or ""), ref) for ref, row in rows.items()
                      if isinstance(row, dict) and row.get("over") is True)
    return [ref for _, ref in finished[:max(0, len(finished) - keep)]]


def _broken_age(key: str) -> str:
    """Sort key of a ``broken/<key>/<time>`` copy: its time (oldest first)."""
    return key.rsplit("/", 1)[-1]
