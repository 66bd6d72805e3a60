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
ARCHIVE_FORMAT = "euro-games/finished-games"
"""The ``format`` of the exported file: {"format", "saves": [save documents]}; each save
document is what Export of one game writes (engine/savedoc.py)."""


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
        docs = []
        for ref in self.beyond():
            try:
                docs.append(saves.read(self.storage.autosave_text(ref) or "").doc)
            except Exception:  # noqa: BLE001  (one that no longer reads is left out)
                continue
        if docs:
            self._download(json.dumps({"format": ARCHIVE_FORMAT, "saves": docs}),
                           f"finished-games-{len(docs)}.json")

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
