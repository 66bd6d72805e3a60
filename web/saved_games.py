"""The saved games the player handles: the commands of "Your games" on the shelf (Continue,
Delete and its answer), the Saves dialog (named slots, Export, the copies kept aside), and
Import (a save file, or a file of finished games; a game already stored is offered rather
than stored twice).

``SavedGames`` is a part the router owns (web/app.py ``App.saved_games``).  It owns the
deletion awaiting an answer (``confirming``, on the shelf or in the Saves dialog) and the
import awaiting a choice (``offered``); what it needs of the router is web/autosaves.py's
small ``Router`` interface plus ``lang``, ``close_dialogs`` and the page's elements, and of
the router's other parts what its constructor is given.  Every stored text is checked by
web/saves.py before it is shown; nothing here replaces an unfinished game: opening anything
starts a new instance beside the others (``App.open_state``).
"""
from __future__ import annotations

import json
from typing import Protocol

from pyscript import document, window
from pyscript.ffi import to_js

import engine
from engine import savedoc
from engine.ai import coach

import records
import saves
import seats
import ui
from autosaves import Autosaves, Router
from jsvalues import js
from storage import Storage, WriteRefused


class SavesRouter(Router, Protocol):
    """What :class:`SavedGames` uses of the router beyond web/autosaves.py's ``Router``."""

    @property
    def lang(self) -> str: ...      # the page's language code

    def close_dialogs(self) -> None: ...


class SavedGames:
    """"Your games" commands, the Saves dialog and Import.

    Args:
        storage: the app's storage (web/storage.py ``Storage``).
        router: the router (:class:`SavesRouter`).
        el: the page's elements by id (``saves-dialog``, ``alert``, ``import-file``).
        games: the shelf's entries by game id (their titles).
        autosaves: the open game's instance (web/autosaves.py ``Autosaves``): messages,
            reopening a stored game, telling what a full storage dropped.
        keeper: the kept finished games (web/keeping.py ``Keeper``), which imports a file
            of them.
        shelf: the shelf screen (web/shelf_screen.py ``ShelfScreen``), which draws "Your
            games".
    """

    def __init__(self, storage: Storage, router: SavesRouter, *, el: dict, games: dict,
                 autosaves: Autosaves, keeper, shelf):
        self.storage, self.router, self.el, self.games = storage, router, el, games
        self.autosaves, self.keeper, self.shelf = autosaves, keeper, shelf
        self.confirming: str | None = None  # the instance or slot whose deletion awaits an answer
        self.offered: saves.Stored | None = None   # an import of a stored game, awaiting a choice
        self._export_url = None

    def stored_games(self) -> list[dict]:
        """Every autosaved instance, checked (web/saves.py); reasons in the player's language."""
        return self._readable(saves.stored_games(self.storage))

    def _readable(self, entries: list[dict]) -> list[dict]:
        for entry in entries:
            if "cause" in entry:
                entry["error"] = self.autosaves.reason(entry["cause"])
        return entries

    def when(self, iso: str) -> str:
        """A stored UTC time in the reader's time zone and language (as ISO text if refused)."""
        try:
            return str(window.Date.new(iso).toLocaleString(
                self.router.lang, to_js({"dateStyle": "medium", "timeStyle": "short"})))
        except Exception:
            return iso.replace("T", " ").rstrip("Z")

    # -- import ---------------------------------------------------------------------------------
    def load_text(self, text: str | bytes) -> bool:
        """Open a save document given as JSON text (or a file's bytes: UTF-8 only, as the
        command line reads files) as a new instance; on any error keep the current game.  A
        game already stored under "Your games" (the same record: web/records.stored_record) is
        not stored twice: the player is offered to open it or keep a copy (review D6).  A file
        of finished games (the shelf's Export them) adds its games instead (``load_archive``)."""
        router, _ = self.router, self.router._
        try:
            value = records.parse_import(text)
            if value.get("format") == records.ARCHIVE_FORMAT:
                return self.keeper.load_archive(value)   # web/keeping.py
            stored = saves.load_value(value)
        except engine.SaveError as err:
            self.refuse_save(self.autosaves.reason(err))
            return False
        router.close_dialogs()
        router.clear_alert()           # an earlier refusal is not about this game (issue 30, D-4)
        ref = records.stored_record(self.storage, stored.doc)
        if ref is not None:
            self.offered = stored
            router.alert(_("This game is already in “Your games” ({title}, moves: {n}).")
                         .format(title=self.games[stored.state.game]["title"],
                                 n=len(stored.state.history)))
            self.el["alert"].querySelector(".messages").insertAdjacentHTML(
                "beforeend", ui.stored_choices(ref, _))
            js(self.el["alert"].querySelector("[data-cmd=resume]")).focus()
            return True
        router.open_state(stored.state, seats.kinds_from_doc(stored.doc, stored.state.players),
                          hints=savedoc.hints_taken(stored.doc, stored.state.players),
                          copy=saves.record_facts(stored.doc)["copy"],
                          review=coach.stored_review(stored.doc))
        return True

    def cmd_keep_copy(self, _el) -> None:
        """"Keep a copy" of an import already stored: a new instance, marked as a copy."""
        stored, self.offered = self.offered, None
        self.router.clear_alert()
        if stored is not None:
            self.router.open_state(
                stored.state, seats.kinds_from_doc(stored.doc, stored.state.players),
                hints=savedoc.hints_taken(stored.doc, stored.state.players), copy=True,
                review=coach.stored_review(stored.doc))

    def refuse_save(self, reason: str) -> None:
        """Tell the player a save cannot be opened (``reason`` cut to 200 characters)."""
        self.router.alert(self.router._("This save cannot be opened: {error}. Your current "
                                        "game was not changed.").format(error=reason[:200]))

    async def import_file(self, input_el) -> None:
        """The import field's chosen file, opened (``load_text``) or refused with the reason."""
        try:
            files = js(input_el.files)
            if files is None or files.length == 0:
                return
            file = files.item(0)
            try:
                savedoc.check_size(int(file.size), limit=records.ARCHIVE_MAX_BYTES)  # refused unread
                # the bytes, not Blob.text(): that would turn a Latin-1 or UTF-16 file into
                # other names (U+FFFD) where the command line refuses it (savedoc decodes)
                data = (await file.arrayBuffer()).to_bytes()
            finally:
                input_el.value = ""                     # the same file may be chosen again
            self.load_text(data)
        except engine.SaveError as err:
            self.refuse_save(self.autosaves.reason(err))
        except Exception as err:
            self.refuse_save(str(err))

    def cmd_import(self, _el) -> None:
        self.el["import-file"].click()

    # -- deletions, asked first -----------------------------------------------------------------
    def confirm_on_shelf(self, what: str | None) -> None:
        """Make ``what`` the deletion awaiting its answer on the shelf (``confirming``; None:
        none) and redraw "Your games" (web/keeping.py's "Delete them")."""
        self.confirming = what
        self.shelf.render_games()

    def cancel_deletion(self) -> None:
        """No deletion awaits an answer any more (nothing is redrawn: the caller shows the
        next screen)."""
        self.confirming = None

    def _focus_keep(self, within: str) -> None:
        """Focus "Keep" of a deletion awaiting its answer (keyboard users land on it)."""
        if self.confirming is not None:
            keep = js(document.querySelector(f'{within} [data-testid="keep"]'))
            if keep is not None:
                keep.focus()

    DELETABLE = {"game": ("data-instance", "delete_instance", "_fill_your_games"),
                 "slot": ("data-slot", "delete_slot", "_fill_saves"),
                 "broken": ("data-broken", "delete_broken", "_fill_saves")}
    """What Delete removes: the element's attribute naming it, the Storage method, the refill."""

    def _fill_your_games(self) -> None:
        self.shelf.render_games()

    def _deletion(self, el, what: str, confirmed: bool) -> None:
        """Delete asks first (``confirmed`` False: show the question); the answer deletes."""
        attr, remove, refill = self.DELETABLE[what]
        key = str(el.getAttribute(attr))
        if not confirmed:
            self.confirming = key
        else:
            if self.confirming == key:
                getattr(self.storage, remove)(key)
            self.confirming = None
        getattr(self, refill)()
        if confirmed:                  # the row is gone: keep the keyboard near where it was
            within = "#resume" if what == "game" else "#saves-dialog"
            near = js(document.querySelector(f"{within} [data-cmd]")) or js(
                document.querySelector("#games [data-cmd]"))
            if near is not None:
                near.focus()

    def cmd_ask_delete_game(self, el) -> None:
        self._deletion(el, "game", False)

    def cmd_delete_game(self, el) -> None:
        self._deletion(el, "game", True)

    def cmd_keep(self, _el) -> None:
        """The answer "Keep": nothing is deleted; the focus goes back to that row's Delete."""
        kept, self.confirming = self.confirming, None
        if self.el["saves-dialog"].open:
            self._fill_saves()
            again = ('#saves-dialog [data-cmd="ask-delete-slot"], '
                     '#saves-dialog [data-cmd="ask-delete-broken"]')
        else:
            self.shelf.render_games()
            again = '#resume [data-cmd="ask-delete-game"]'
        for button in document.querySelectorAll(again):
            if str(js(button.getAttribute("data-slot")) or js(button.getAttribute("data-broken"))
                   or js(button.getAttribute("data-instance"))) == kept:
                button.focus()

    def cmd_resume(self, el) -> None:
        """Continue (or "Open it", of an import already stored): open that stored game."""
        self.offered = None
        self.router.clear_alert()
        self.confirming = None
        self.autosaves.resume(str(el.getAttribute("data-instance")))

    # -- the Saves dialog -----------------------------------------------------------------------
    def cmd_saves(self, _el) -> None:
        self.router.close_dialogs()
        self.confirming = None
        self._fill_saves()
        self.el["saves-dialog"].showModal()

    def _fill_saves(self, done: str = "") -> None:
        titles = {gid: info["title"] for gid, info in self.games.items()}
        self.el["saves-dialog"].innerHTML = ui.saves_dialog(
            self._readable(saves.stored_slots(self.storage)), titles,
            self.router.state is not None, self.router._, when=self.when,
            confirming=self.confirming, done=done, kept_aside=self.storage.broken_copies())
        self._focus_keep("#saves-dialog")

    def save_slot(self) -> None:
        """The save form: store the open game under the name typed (replacing a slot of that
        name), or say why it was not stored."""
        router, _ = self.router, self.router._
        name = str(document.getElementById("slot-name").value).strip()[:ui.NAME_MAX]
        if not name or router.state is None:
            return
        replaced = self.storage.slot_text(name) is not None
        try:
            self.storage.save_slot(name, router.save_doc(), saves.facts(router.state))
        except WriteRefused as err:
            router.alert(_("The game was not saved as “{name}”: {reason}. Delete old saves "
                           "or export the game to a file.").format(
                               name=name, reason=self.autosaves.refusal(err)))
            self.autosaves.tell_dropped()
            return
        self.autosaves.tell_dropped()
        done = (_("Saved as “{name}”, replacing the earlier save of that name.") if replaced
                else _("Saved as “{name}”."))
        self._fill_saves(done.format(name=name))

    def cmd_load_slot(self, el) -> None:
        """Open a slot as a new instance (the games under "Your games" stay as they are)."""
        name = str(el.getAttribute("data-slot"))
        self.load_text(self.storage.slot_text(name) or "")

    def cmd_ask_delete_slot(self, el) -> None:
        self._deletion(el, "slot", False)

    def cmd_delete_slot(self, el) -> None:
        self._deletion(el, "slot", True)

    def cmd_export(self, _el) -> None:
        state = self.router.state
        if state is None:
            return
        self.download(json.dumps(self.router.save_doc(), indent=2),
                      f"{state.game}-{len(state.history)}-moves.json")

    def download(self, text_: str, name: str) -> None:
        """Offer ``text_`` as a file download named ``name``."""
        blob = window.Blob.new(to_js([text_]), to_js({"type": "application/json"}))
        if self._export_url:
            window.URL.revokeObjectURL(self._export_url)
        self._export_url = window.URL.createObjectURL(blob)
        link = document.createElement("a")
        link.href = self._export_url
        link.download = name
        document.body.append(link)
        link.click()
        link.remove()

    def cmd_download_broken(self, el) -> None:
        """Download a copy kept aside as it was stored (to mend it, or keep it elsewhere)."""
        key = str(el.getAttribute("data-broken"))
        stored = self.storage.get(key) if key.startswith("broken/") else None
        if stored is not None:
            stamp = "".join(c if c.isalnum() else "-" for c in key[len("broken/"):])[:100]
            self.download(stored, f"kept-aside-{stamp}.json")

    def cmd_ask_delete_broken(self, el) -> None:
        self._deletion(el, "broken", False)

    def cmd_delete_broken(self, el) -> None:
        self._deletion(el, "broken", True)
