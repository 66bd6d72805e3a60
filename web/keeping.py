"""Finished games beyond the number the shelf keeps (issue 30, "storage that stays healthy"):
the setting on the shelf, Export (one file holding their saves) and Delete of the games beyond
it, and telling the player when a full storage dropped some of them.

A mixin of web/app.py's ``App`` (it uses ``storage``, ``el``, ``_``, ``confirming``,
``stored_games``, ``fill_your_games``, ``alert`` and ``_download``).  Which games are beyond:
web/saves.py ``beyond_limit``; a full storage drops them oldest first: web/storage.py
``Storage.write`` and ``write_index``.
"""
from __future__ import annotations

import json

from engine.i18n import ngettext

import saves
from storage import WriteRefused

BEYOND = "beyond"
"""``App.confirming`` while "Delete them" awaits its answer."""
KEEP_RANGE = (1, 9999)
"""The numbers the setting takes."""
ARCHIVE_FORMAT = saves.ARCHIVE_FORMAT
"""The ``format`` of the exported file (web/saves.py ``ARCHIVE_FORMAT``); Import reads it
back (``load_archive``)."""


class Keeping:
    """The kept number of finished games (mixed into ``App``)."""

    def beyond(self) -> list[str]:
        """The refs of the finished games beyond the kept number, oldest first."""
        entries = self.stored_games()
        refs = saves.beyond_limit(entries, self.storage.keep_finished())
        return [e["ref"] for e in reversed(entries) if e["ref"] in refs]

    def set_keep_finished(self, value: str) -> None:
        """The setting changed (``value``: the field's text): stored when it is a number in
        :data:`KEEP_RANGE`, and the shelf redrawn (a refused write keeps the old number)."""
        low, high = KEEP_RANGE
        if value.strip().isdigit() and low <= int(value) <= high:
            try:
                self.storage.set_keep_finished(int(value))
            except WriteRefused:
                pass
        self.confirming = None
        self.fill_your_games()

    def cmd_export_beyond(self, _el) -> None:
        """One file with the saves of the finished games beyond the kept number."""
        docs, times = [], []
        for ref in self.beyond():
            try:
                stored = saves.read(self.storage.autosave_text(ref) or "")
            except Exception:  # noqa: BLE001  (one that no longer reads is left out)
                continue
            docs.append(stored.doc)
            times.append(stored.saved)
        if docs:
            self._download(json.dumps({"format": ARCHIVE_FORMAT, "saves": docs, "saved": times}),
                           f"finished-games-{len(docs)}.json")

    def load_archive(self, value: dict) -> bool:
        """Import a file of finished games (web/saves.py ``read_archive``): each game that
        loads is stored beside the others, with its time (none is opened), a game already
        stored is recognised and not stored twice, and the shelf says what was done.

        Raises:
            engine.SaveError: not a file of finished games of this app.
        """
        games, unread = saves.read_archive(value)
        done = saves.import_archive(self.storage, games)
        self.cmd_shelf(None)                          # where the games are listed
        _ = self._
        told = [ngettext("{n} finished game was added to “Your games”.",
                         "{n} finished games were added to “Your games”.", len(done.added),
                         _).format(n=len(done.added))]
        if done.again:
            told.append(ngettext("{n} was there already and was not stored twice.",
                                 "{n} were there already and were not stored twice.",
                                 len(done.again), _).format(n=len(done.again)))
        if unread:
            place, err = unread[0]
            error = _("game {n}: {error}").format(n=place, error=self.reason(err))
            told.append(ngettext("{n} could not be read ({error}).",
                                 "{n} could not be read (first: {error}).", len(unread),
                                 _).format(n=len(unread), error=error))
        if done.refused is not None:
            left = len(games) - len(done.added) - len(done.again)
            told.append(_("The others ({n}) were not stored: {reason}.").format(
                n=left, reason=self.refusal(done.refused)))
        self.alert(" ".join(told))
        self.tell_dropped()
        return True

    def cmd_ask_delete_beyond(self, _el) -> None:
        self.confirming = BEYOND
        self.fill_your_games()

    def cmd_delete_beyond(self, _el) -> None:
        """Delete the finished games beyond the kept number (the player confirmed)."""
        for ref in self.beyond():
            self.storage.delete_instance(ref)
        self.confirming = None
        self.fill_your_games()

    def tell_dropped_games(self) -> None:
        """Say how many finished games a full storage dropped (``Storage.dropped_games``)."""
        dropped, self.storage.dropped_games = self.storage.dropped_games, []
        if dropped:
            self.alert(ngettext(
                "The storage was full: to make room, the app deleted {n} old finished game "
                "beyond the {keep} the shelf keeps.",
                "The storage was full: to make room, the app deleted {n} old finished games "
                "beyond the {keep} the shelf keeps.", len(dropped), self._).format(
                    n=len(dropped), keep=self.storage.keep_finished()), add=True)
