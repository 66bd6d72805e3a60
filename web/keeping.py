"""Finished games beyond the number the shelf keeps (issue 30, "storage that stays healthy"):
the setting on the shelf, Export (one file holding their saves) and Delete of the games beyond
it, and telling the player when a full storage dropped some of them.

``Keeper`` is a part the router (web/app.py ``App.keeper``) owns; it keeps no state and asks
the router for what it needs: ``storage``, ``alert``, ``_``, ``cmd_shelf``, the saved games
(web/saved_games.py: ``stored_games``, ``download``, and ``confirm_on_shelf`` for the
deletion awaiting an answer) and the autosaves (web/autosaves.py: ``reason``, ``refusal``,
``tell_dropped``).  Which games are beyond:
web/saves.py ``beyond_limit``; a full storage drops them oldest first: web/storage.py
``Storage.write`` and ``write_index``.
"""
from __future__ import annotations

import json

from engine.i18n import ngettext

import records
import saves
from storage import WriteRefused

BEYOND = "beyond"
"""``SavedGames.confirming`` while "Delete them" awaits its answer (web/shelf_screen.py)."""
KEEP_RANGE = (1, 9999)
"""The numbers the setting takes."""
ARCHIVE_FORMAT = records.ARCHIVE_FORMAT
"""The ``format`` of the exported file (web/records.py ``ARCHIVE_FORMAT``); Import reads it
back (``load_archive``)."""


class Keeper:
    """The kept number of finished games: its setting, Export and Delete of those beyond it.

    Args:
        app: the router (web/app.py ``App``), which holds the storage and the shelf.
    """

    def __init__(self, app):
        self.app = app

    def beyond(self) -> list[str]:
        """The refs of the finished games beyond the kept number, oldest first."""
        entries = self.app.saved_games.stored_games()
        refs = saves.beyond_limit(entries, self.app.storage.keep_finished())
        return [e["ref"] for e in reversed(entries) if e["ref"] in refs]

    def set_keep_finished(self, value: str) -> None:
        """The setting changed (``value``: the field's text): stored when it is a number in
        :data:`KEEP_RANGE`, and the shelf redrawn (a refused write keeps the old number)."""
        low, high = KEEP_RANGE
        if value.strip().isdigit() and low <= int(value) <= high:
            try:
                self.app.storage.set_keep_finished(int(value))
            except WriteRefused:
                pass
        self.app.saved_games.confirm_on_shelf(None)

    def cmd_export_beyond(self, _el) -> None:
        """One file with the saves of the finished games beyond the kept number."""
        docs, times = [], []
        for ref in self.beyond():
            try:
                stored = saves.read(self.app.storage.autosave_text(ref) or "")
            except Exception:  # noqa: BLE001  (one that no longer reads is left out)
                continue
            docs.append(stored.doc)
            times.append(stored.saved)
        if docs:
            self.app.saved_games.download(
                json.dumps({"format": ARCHIVE_FORMAT, "saves": docs, "saved": times}),
                f"finished-games-{len(docs)}.json")

    def load_archive(self, value: dict) -> bool:
        """Import a file of finished games (web/records.py ``read_archive``): each game that
        loads is stored beside the others, with its time (none is opened), a game already
        stored is recognised and not stored twice, and the shelf says what was done.

        Raises:
            engine.SaveError: not a file of finished games of this app.
        """
        app = self.app
        games, unread = records.read_archive(value)
        done = records.import_archive(app.storage, games)
        app.cmd_shelf(None)                           # where the games are listed
        _ = app._
        told = [ngettext("{n} finished game was added to “Your games”.",
                         "{n} finished games were added to “Your games”.", len(done.added),
                         _).format(n=len(done.added))]
        if done.again:
            told.append(ngettext("{n} was there already and was not stored twice.",
                                 "{n} were there already and were not stored twice.",
                                 len(done.again), _).format(n=len(done.again)))
        if unread:
            place, err = unread[0]
            error = _("game {n}: {error}").format(n=place, error=app.autosaves.reason(err))
            told.append(ngettext("{n} could not be read ({error}).",
                                 "{n} could not be read (first: {error}).", len(unread),
                                 _).format(n=len(unread), error=error))
        if done.refused is not None:
            left = len(games) - len(done.added) - len(done.again)
            told.append(_("The others ({n}) were not stored: {reason}.").format(
                n=left, reason=app.autosaves.refusal(done.refused)))
        app.alert(" ".join(told))
        app.autosaves.tell_dropped()
        return True

    def cmd_ask_delete_beyond(self, _el) -> None:
        """Delete them: ask first."""
        self.app.saved_games.confirm_on_shelf(BEYOND)

    def cmd_delete_beyond(self, _el) -> None:
        """Delete the finished games beyond the kept number (the player confirmed)."""
        for ref in self.beyond():
            self.app.storage.delete_instance(ref)
        self.app.saved_games.confirm_on_shelf(None)

    def tell_dropped_games(self, dropped: list[str]) -> None:
        """Say how many finished games a full storage dropped (``dropped``: their refs, from
        ``Storage.take_dropped``)."""
        storage = self.app.storage
        if dropped:
            self.app.alert(ngettext(
                "The storage was full: to make room, the app deleted {n} old finished game "
                "beyond the {keep} the shelf keeps.",
                "The storage was full: to make room, the app deleted {n} old finished games "
                "beyond the {keep} the shelf keeps.", len(dropped), self.app._).format(
                    n=len(dropped), keep=storage.keep_finished()), add=True)
