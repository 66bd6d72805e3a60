"""The app's saved games: game instances and their autosaves, "Your games" on the shelf, the
Saves dialog (slots, export, import), the lasting "saving is off" notice, and one game, one
writer between tabs (issue 30, D-1: ``tab_behind``, ``on_storage``).

A mixin of web/app.py's ``App`` (it uses the app's ``storage``, ``el``, ``state``, ``_`` and
screens).  Storage keys: web/storage.py; every stored text is checked by web/saves.py before
a screen uses it.  Nothing here replaces an unfinished game: opening anything starts a new
instance beside the others (``App.open_state``).
"""
from __future__ import annotations

import json

from pyscript import document, window
from pyscript.ffi import to_js

import engine
from engine import savedoc
from engine.ai import coach
from engine.i18n import N_, ngettext

import saves
import seats
import ui
from jsvalues import js, text
from storage import AUTOSAVE, PREFIX, WriteRefused


KEPT_ASIDE_RULE = N_("If this browser's storage fills up, copies kept aside are deleted first, "
                     "and you are told. To keep this one, download it under Saves.")
"""What the player is told of every copy kept aside before any is dropped (issue 30: copies
kept aside are never dropped without telling; web/storage.py ``Storage.write``)."""

NO_STORAGE = "no storage"
"""``App.saving_off`` when the browser gives the page no localStorage at all: the games live
in memory (web/storage.py ``MemoryBackend``) and are lost with the page; the player is told."""


class Saving:
    """Saved-game behaviour of the app (mixed into ``App``)."""

    def save_doc(self) -> dict:
        """The save document of the open game, with who plays each seat, the hints the coach
        gave each (its ``hints`` header) and the coach's review (``review``), if any."""
        kinds = self.kinds if len(self.kinds) == self.state.players else [seats.HUMAN] * self.state.players
        doc = engine.save(self.state, seats=[{"name": n, "kind": k}
                                             for n, k in zip(self.state.names, kinds, strict=False)],
                          keep={"hints": self.game_screen.hints.given,   # honest: web/hints.py
                                "review": self.game_screen.reviews.review})   # reviewing.py
        if self.copy:
            doc["copy"] = True          # a header the engine ignores (engine/savedoc.check)
        return doc

    def drop_untouched(self, game_id: str) -> None:
        """Forget the stored instances of ``game_id`` in which nobody has moved yet (nothing
        is lost), so opening the same ``?new=`` link again does not pile up empty games."""
        for entry in self.stored_games():
            facts = entry.get("facts")
            if facts and facts["game"] == game_id and facts["moves"] == 0:
                self.storage.delete_instance(entry["ref"])

    def stored_games(self) -> list[dict]:
        """Every autosaved instance, checked (web/saves.py); reasons in the player's language."""
        return self._readable(saves.stored_games(self.storage))

    def _readable(self, entries: list[dict]) -> list[dict]:
        for entry in entries:
            if "cause" in entry:
                entry["error"] = self.reason(entry["cause"])
        return entries

    def check_stored_games(self) -> list[str]:
        """At boot: set every autosave that does not load aside (saves.set_aside_broken);
        returns the messages for the player."""
        return [self.aside_message(found["key"], self.reason(found["cause"]), found["kept"])
                for found in saves.set_aside_broken(self.storage)]

    def reason(self, err: Exception) -> str:
        """Why a save does not load, for the player: the common reasons in their language,
        the engine's own (English) message otherwise; cut to 200 characters."""
        if isinstance(err, saves.Mismatch):
            return self._("it holds a game of {found}, not of {expected}").format(
                found=self.games.get(err.found, {}).get("title", err.found[:40]),
                expected=self.games.get(err.expected, {}).get("title", err.expected[:40]))
        text_ = str(err)
        if text_.startswith("the file is not JSON"):
            return self._("the file is not JSON")
        if text_.startswith("not a save file of this app"):
            return self._("not a save file of this app")
        return text_[:200]

    def aside_message(self, key: str, error: str, kept: str | None) -> str:
        """What the player is told of a stored game that does not load."""
        error = str(error)[:200]
        if kept is None:
            return self._("A saved game could not be read ({error}), and there is no room to "
                          "keep a copy aside: it stays under “{key}” and is not opened. You "
                          "may delete it under “Your games”.").format(error=error, key=key[:120])
        return " ".join((
            self._("A saved game could not be read ({error}). It was kept aside in this "
                   "browser under “{key}”; your other games were not touched.").format(
                       error=error, key=kept[:160]),
            self._(KEPT_ASIDE_RULE)))

    def forget_current(self) -> None:
        self.this_tab("")
        try:
            self.storage.set_current(None)
        except WriteRefused:
            pass

    @staticmethod
    def this_tab(ref: str) -> None:
        """Remember ``ref`` as this tab's open game ("": the shelf) in sessionStorage, which
        each tab has its own of: a reload reopens this tab's game, not the one another tab
        opened since (issue 30: two tabs on two games never interfere)."""
        try:
            window.sessionStorage.setItem(PREFIX + "current", ref)
        except Exception:                  # no session storage: ``current`` decides alone
            pass

    def reopen_ref(self) -> str | None:
        """The instance to reopen at boot: this tab's own (after a reload) if still stored,
        else the one open last in any tab (``current``: a new tab), else None (the shelf)."""
        try:
            mine = text(window.sessionStorage.getItem(PREFIX + "current"))
        except Exception:
            mine = None
        for ref in (mine, self.storage.current()):
            if ref and self.storage.autosave_text(ref[:200]) is not None:
                return ref[:200]
        return None

    def resume(self, ref: str) -> None:
        """Open the stored instance ``ref``; one that does not load is set aside and reported."""
        text_ = self.storage.autosave_text(ref)
        if text_ is None:
            self.forget_current()
            self.show_shelf()
            return
        try:
            stored = saves.read(text_, ref.split("/", 1)[0])
        except engine.SaveError as err:
            kept = self.storage.move_aside(AUTOSAVE + ref)
            self.forget_current()
            problem = self.aside_message(AUTOSAVE + ref, self.reason(err), kept)
            self.show_shelf()
            self.alert(problem)
            return
        self.open_state(stored.state, seats.kinds_from_doc(stored.doc, stored.state.players), ref,
                        seen=(text_, stored.doc),
                        hints=savedoc.hints_taken(stored.doc, stored.state.players),
                        copy=saves.record_facts(stored.doc)["copy"],
                        review=coach.stored_review(stored.doc))

    def load_text(self, text: str | bytes) -> bool:
        """Open a save document given as JSON text (or a file's bytes: UTF-8 only, as the
        command line reads files) as a new instance; on any error keep the current game.  A
        game already stored under "Your games" (the same record: web/saves.stored_record) is
        not stored twice: the player is offered to open it or keep a copy (review D6).  A file
        of finished games (the shelf's Export them) adds its games instead (``load_archive``)."""
        try:
            value = saves.parse_import(text)
            if value.get("format") == saves.ARCHIVE_FORMAT:
                return self.keeper.load_archive(value)   # web/keeping.py
            stored = saves.load_value(value)
        except engine.SaveError as err:
            self.refuse_save(self.reason(err))
            return False
        self.close_dialogs()
        self.clear_alert()              # an earlier refusal is not about this game (issue 30, D-4)
        ref = saves.stored_record(self.storage, stored.doc)
        if ref is not None:
            self.offered = stored
            self.alert(self._("This game is already in “Your games” ({title}, moves: {n}).")
                       .format(title=self.games[stored.state.game]["title"],
                               n=len(stored.state.history)))
            self.el["alert"].querySelector(".messages").insertAdjacentHTML(
                "beforeend", ui.stored_choices(ref, self._))
            js(self.el["alert"].querySelector("[data-cmd=resume]")).focus()
            return True
        self.open_state(stored.state, seats.kinds_from_doc(stored.doc, stored.state.players),
                        hints=savedoc.hints_taken(stored.doc, stored.state.players),
                        copy=saves.record_facts(stored.doc)["copy"],
                        review=coach.stored_review(stored.doc))
        return True

    def cmd_keep_copy(self, _el) -> None:
        """"Keep a copy" of an import already stored: a new instance, marked as a copy."""
        stored, self.offered = self.offered, None
        self.clear_alert()
        if stored is not None:
            self.open_state(stored.state, seats.kinds_from_doc(stored.doc, stored.state.players),
                            hints=savedoc.hints_taken(stored.doc, stored.state.players), copy=True,
                            review=coach.stored_review(stored.doc))

    def refuse_save(self, reason: str) -> None:
        """Tell the player a save cannot be opened (``reason`` cut to 200 characters)."""
        self.alert(self._("This save cannot be opened: {error}. Your current game was "
                          "not changed.").format(error=reason[:200]))

    def autosave(self) -> None:
        """Store the open game under its instance, checked: a refusal turns the lasting
        "saving is off" notice on (the last good save stays), a success turns it off."""
        if self.state is None or self.instance is None or self.tab_behind():
            return                  # behind another tab: nothing is written over its moves
        doc = self.save_doc()
        try:
            row = {**saves.facts(self.state), **saves.record_facts(doc)}   # the index's row
            self.seen = (self.storage.autosave(self.instance, doc, row), doc)
            self.storage.set_current(self.instance)
            self.this_tab(self.instance)
        except WriteRefused as err:
            if self.saving_off is None:
                window.console.warn(f"autosave refused: {err}")
            self.saving_off = err.quota
        else:
            self.saving_off = NO_STORAGE if self.no_storage else None
        self.show_notice()
        self.tell_dropped()

    def tell_dropped(self) -> None:
        """Say which copies kept aside (``broken/``) a write deleted to make room on a full
        storage (``Storage.dropped``): they are never dropped without telling (issue 30)."""
        dropped, games = self.storage.take_dropped()
        self.keeper.tell_dropped_games(games)   # web/keeping.py: old finished games, likewise
        if not dropped:
            return
        keys = ", ".join(f"“{key[:120]}”" for key in dropped[:3]) + (" …" if len(dropped) > 3 else "")
        self.alert(ngettext(
            "The storage was full: to make room, the app deleted {n} copy of an unreadable "
            "save it had kept aside: {keys}.",
            "The storage was full: to make room, the app deleted {n} copies of unreadable "
            "saves it had kept aside: {keys}.", len(dropped), self._).format(
                n=len(dropped), keys=keys), add=True)

    # -- one game, one writer (issue 30, D-1) ---------------------------------------------------
    def tab_behind(self) -> bool:
        """Whether the open game's autosave changed in another tab or window since this tab
        last read or wrote it, with moves this tab has not seen (saves.elsewhere).  If so the
        tab says so (``stale``, the notice with its choices), stops its bots and stores
        nothing until the player chooses; True until then."""
        if self.stale is not None:
            return True
        if self.state is None or self.instance is None or self.no_storage:
            return False
        stored = self.storage.autosave_text(self.instance)
        if stored is not None and stored == self.seen[0]:
            return False                            # the usual case: what this tab wrote
        found = saves.elsewhere(stored, *self.seen, self.save_doc())
        if found is None:
            return False
        self.fall_behind(found)
        return True

    def fall_behind(self, found: saves.Elsewhere) -> None:
        """Hold this tab's game: show the notice, stop a bot move under way."""
        self.stale = found
        self.turns.cancel_bot()
        self.show_stale()

    def on_storage(self, event) -> None:
        """The ``storage`` event (a change made by another tab or window of this browser):
        the open game's autosave with moves this tab has not seen puts the notice up at once,
        instead of at this tab's next move."""
        if (self.state is None or self.instance is None or self.stale is not None
                or self.tour is not None or self.el["game-screen"].hidden
                or text(event.key) != PREFIX + AUTOSAVE + self.instance):
            return
        found = saves.elsewhere(text(event.newValue), *self.seen, self.save_doc())
        if found is not None:
            self.fall_behind(found)
            return
        added = saves.review_added(text(event.newValue), self.save_doc())
        if added is not None and self.game_screen.reviews.review is None:   # in a Replay tab
            self.game_screen.reviews.adopt(added[1])
            self.seen = (text(event.newValue), added[0])
            self.render()

    def show_stale(self) -> None:
        """The notice of a game changed elsewhere (ui.stale_notice), or none."""
        box = self.el["stale"]
        if self.stale is None or self.state is None:
            box.hidden = True
            box.innerHTML = ""
            return
        box.innerHTML = ui.stale_notice(self.stale.moves, len(self.state.history),
                                        self.stale.deleted, self._)
        box.hidden = False

    def cmd_reload_game(self, _el) -> None:
        """"Load the latest moves": open the instance as it is stored now (as the other tab
        left it); one that does not load is set aside and reported (``resume``)."""
        self.stale = None
        self.show_stale()
        self.clear_alert()
        if self.instance is not None:
            self.resume(self.instance)

    def cmd_fork_game(self, _el) -> None:
        """"Keep this position as a new game" (or "Keep this game" when it was deleted
        elsewhere): this tab's game becomes an instance of its own, beside the stored one;
        nothing of either is lost."""
        if self.state is None:
            return
        self.stale = None
        self.show_stale()
        self.instance = self.storage.new_ref(self.state.game)
        self.seen = (None, None)
        self.autosave()
        self.render()

    def show_notice(self) -> None:
        """The lasting notice while saving is off (not cleared by moves, unlike alerts)."""
        box = self.el["notice"]
        if self.saving_off is None:
            box.hidden = True
            box.innerHTML = ""
        else:
            box.innerHTML = ui.saving_off_notice(
                None if self.saving_off is NO_STORAGE else self.saving_off, self._)
            box.hidden = False

    def refusal(self, err: WriteRefused) -> str:
        """Why a write was refused, for a message."""
        return (self._("this browser's storage is full") if err.quota
                else self._("this browser refused to store it"))

    def when(self, iso: str) -> str:
        """A stored UTC time in the reader's time zone and language (as ISO text if refused)."""
        try:
            return str(window.Date.new(iso).toLocaleString(
                self.lang, to_js({"dateStyle": "medium", "timeStyle": "short"})))
        except Exception:
            return iso.replace("T", " ").rstrip("Z")

    async def import_file(self, input_el) -> None:
        try:
            files = js(input_el.files)
            if files is None or files.length == 0:
                return
            file = files.item(0)
            try:
                savedoc.check_size(int(file.size), limit=saves.ARCHIVE_MAX_BYTES)  # refused unread
                # the bytes, not Blob.text(): that would turn a Latin-1 or UTF-16 file into
                # other names (U+FFFD) where the command line refuses it (savedoc decodes)
                data = (await file.arrayBuffer()).to_bytes()
            finally:
                input_el.value = ""                     # the same file may be chosen again
            self.load_text(data)
        except engine.SaveError as err:
            self.refuse_save(self.reason(err))
        except Exception as err:
            self.refuse_save(str(err))

    def confirm_on_shelf(self, what: str | None) -> None:
        """Make ``what`` the deletion awaiting its answer on the shelf (``confirming``; None:
        none) and redraw "Your games" (web/keeping.py's "Delete them")."""
        self.confirming = what
        self.fill_your_games()

    def _focus_keep(self, within: str) -> None:
        """Focus "Keep" of a deletion awaiting its answer (keyboard users land on it)."""
        if self.confirming is not None:
            keep = js(document.querySelector(f'{within} [data-testid="keep"]'))
            if keep is not None:
                keep.focus()

    DELETABLE = {"game": ("data-instance", "delete_instance", "fill_your_games"),
                 "slot": ("data-slot", "delete_slot", "_fill_saves"),
                 "broken": ("data-broken", "delete_broken", "_fill_saves")}
    """What Delete removes: the element's attribute naming it, the Storage method, the refill."""

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
            self.fill_your_games()
            again = '#resume [data-cmd="ask-delete-game"]'
        for button in document.querySelectorAll(again):
            if str(js(button.getAttribute("data-slot")) or js(button.getAttribute("data-broken"))
                   or js(button.getAttribute("data-instance"))) == kept:
                button.focus()

    def cmd_resume(self, el) -> None:
        self.offered = None
        self.clear_alert()
        self.confirming = None
        self.resume(str(el.getAttribute("data-instance")))

    def cmd_saves(self, _el) -> None:
        self.close_dialogs()
        self.confirming = None
        self._fill_saves()
        self.el["saves-dialog"].showModal()

    def _fill_saves(self, done: str = "") -> None:
        titles = {gid: info["title"] for gid, info in self.games.items()}
        self.el["saves-dialog"].innerHTML = ui.saves_dialog(
            self._readable(saves.stored_slots(self.storage)), titles, self.state is not None,
            self._, when=self.when, confirming=self.confirming, done=done,
            kept_aside=self.storage.broken_copies())
        self._focus_keep("#saves-dialog")

    def save_slot(self) -> None:
        name = str(document.getElementById("slot-name").value).strip()[:ui.NAME_MAX]
        if not name or self.state is None:
            return
        replaced = self.storage.slot_text(name) is not None
        try:
            self.storage.save_slot(name, self.save_doc(), saves.facts(self.state))
        except WriteRefused as err:
            self.alert(self._("The game was not saved as “{name}”: {reason}. Delete old saves "
                              "or export the game to a file.").format(
                                  name=name, reason=self.refusal(err)))
            self.tell_dropped()
            return
        self.tell_dropped()
        done = (self._("Saved as “{name}”, replacing the earlier save of that name.") if replaced
                else self._("Saved as “{name}”."))
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
        if self.state is None:
            return
        self.download(json.dumps(self.save_doc(), indent=2),
                       f"{self.state.game}-{len(self.state.history)}-moves.json")

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

    def cmd_import(self, _el) -> None:
        self.el["import-file"].click()
