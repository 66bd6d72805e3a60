"""The open game's stored instance: its autosave after every move, reopening it (at boot, after
a reload, from "Your games"), setting aside a stored game that does not load, the lasting
"saving is off" notice, and one game, one writer between tabs (issue 30, D-1: ``behind``,
``on_storage``).

``Autosaves`` is a part the router owns (web/app.py ``App.autosaves``).  It owns the open
game's instance (``instance``), what this tab last read or wrote of it (``seen``), the hold
while another tab changed it (``stale``) and whether saving is off (``saving_off``); what it
needs of the router is the small :class:`Router` interface, and of the router's other parts
what its constructor is given.  Storage keys: web/storage.py; every stored text is checked
by web/saves.py before a screen uses it.  Nothing here replaces an unfinished game: opening
anything starts a new instance beside the others (``App.open_state``, :meth:`Autosaves.open`).
"""
from __future__ import annotations

from collections.abc import Callable
from typing import Any, Protocol

from pyscript import document, window

import engine
from engine import savedoc
from engine.ai import coach
from engine.i18n import N_, ngettext

import elsewhere
import saves
import seats
import ui
from jsvalues import text
from storage import AUTOSAVE, PREFIX, MemoryBackend, Storage, WriteRefused

KEPT_ASIDE_RULE = N_("If this browser's storage fills up, copies kept aside are deleted first, "
                     "and you are told. To keep this one, download it under Saves.")
"""What the player is told of every copy kept aside before any is dropped (issue 30: copies
kept aside are never dropped without telling; web/storage.py ``Storage.write``)."""

NO_STORAGE = "no storage"
"""``Autosaves.saving_off`` when the browser gives the page no localStorage at all: the games
live in memory (web/storage.py ``MemoryBackend``) and are lost with the page; the player is
told."""


class Router(Protocol):
    """What :class:`Autosaves` and web/saved_games.py's ``SavedGames`` use of the router
    (web/app.py ``App``): the open game, the page's words and banner, and opening a game."""

    @property
    def state(self) -> Any: ...     # the open game's engine State, or None

    @property
    def _(self) -> Callable[[str], str]: ...    # the page's translator

    def save_doc(self) -> dict: ...

    def open_state(self, state, kinds: list[str] | None = None, ref: str | None = None, *,
                   seen: tuple[str | None, dict | None] = (None, None),
                   hints: list[int] | None = None, review: dict | None = None,
                   copy: bool = False) -> None: ...

    def game_shown(self) -> bool: ...

    def show_shelf(self) -> None: ...

    def render(self) -> None: ...

    def alert(self, message: str, *, add: bool = False) -> None: ...

    def clear_alert(self) -> None: ...


class Autosaves:
    """The open game's stored instance and its autosave.

    Args:
        storage: the app's storage (web/storage.py ``Storage``).
        router: the router (:class:`Router`).
        games: the shelf's entries by game id (their titles name a game in a message).
        notice: the page's ``#notice`` element (the "saving is off" notice); the notice of a
            game changed in another tab is put under it.
        stop_bot: stops a bot move under way (web/turns.py ``Turns.cancel_bot``).
        tell_dropped_games: tells the player of finished games a full storage dropped
            (web/keeping.py ``Keeper.tell_dropped_games``).
        reviews: the coach's review of the open game (web/reviewing.py ``Reviews``).
    """

    def __init__(self, storage: Storage, router: Router, *, games: dict, notice,
                 stop_bot: Callable[[], None], tell_dropped_games: Callable[[list[str]], None],
                 reviews):
        self.storage, self.router, self.games = storage, router, games
        self.stop_bot, self.tell_dropped_games, self.reviews = stop_bot, tell_dropped_games, reviews
        self.no_storage = isinstance(storage.backend, MemoryBackend)   # nothing persists
        self.instance: str | None = None    # storage reference of the open game ("<game>/<id>")
        self.saving_off: Any = None  # None, or True/False (quota or not) once a write failed,
        #                              or NO_STORAGE while the page has no storage
        self.seen: tuple[str | None, dict | None] = (None, None)   # (text, document) of the
        #                              open game's autosave as this tab last read or wrote it
        self.stale: elsewhere.Elsewhere | None = None   # while another tab has changed that game
        self.notice = notice
        self.stale_box = box = document.createElement("div")   # its notice, under #notice
        box.id, box.className, box.hidden = "stale", "notice stale", True
        box.setAttribute("role", "alert")
        box.setAttribute("data-testid", "stale")
        notice.after(box)

    @property
    def held(self) -> bool:
        """Whether another tab's change holds the open game (its notice is up): nothing is
        played or stored until the player chooses."""
        return self.stale is not None

    # -- messages ---------------------------------------------------------------------------
    def reason(self, err: Exception) -> str:
        """Why a save does not load, for the player: the common reasons in their language,
        the engine's own (English) message otherwise; cut to 200 characters."""
        _ = self.router._
        if isinstance(err, saves.Mismatch):
            return _("it holds a game of {found}, not of {expected}").format(
                found=self.games.get(err.found, {}).get("title", err.found[:40]),
                expected=self.games.get(err.expected, {}).get("title", err.expected[:40]))
        text_ = str(err)
        if text_.startswith("the file is not JSON"):
            return _("the file is not JSON")
        if text_.startswith("not a save file of this app"):
            return _("not a save file of this app")
        return text_[:200]

    def aside_message(self, key: str, error: str, kept: str | None) -> str:
        """What the player is told of a stored game that does not load."""
        _ = self.router._
        error = str(error)[:200]
        if kept is None:
            return _("A saved game could not be read ({error}), and there is no room to "
                     "keep a copy aside: it stays under “{key}” and is not opened. You "
                     "may delete it under “Your games”.").format(error=error, key=key[:120])
        return " ".join((
            _("A saved game could not be read ({error}). It was kept aside in this "
              "browser under “{key}”; your other games were not touched.").format(
                  error=error, key=kept[:160]),
            _(KEPT_ASIDE_RULE)))

    def refusal(self, err: WriteRefused) -> str:
        """Why a write was refused, for a message."""
        _ = self.router._
        return (_("this browser's storage is full") if err.quota
                else _("this browser refused to store it"))

    # -- boot and reopening ---------------------------------------------------------------------
    def check_stored(self) -> list[str]:
        """At boot: set every autosave that does not load aside (saves.set_aside_broken);
        returns the messages for the player."""
        return [self.aside_message(found["key"], self.reason(found["cause"]), found["kept"])
                for found in saves.set_aside_broken(self.storage)]

    def forget_current(self) -> None:
        """No game is open any more (neither in this tab nor as the one open last)."""
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
        router = self.router
        text_ = self.storage.autosave_text(ref)
        if text_ is None:
            self.forget_current()
            router.show_shelf()
            return
        try:
            stored = saves.read(text_, ref.split("/", 1)[0])
        except engine.SaveError as err:
            kept = self.storage.move_aside(AUTOSAVE + ref)
            self.forget_current()
            problem = self.aside_message(AUTOSAVE + ref, self.reason(err), kept)
            router.show_shelf()
            router.alert(problem)
            return
        router.open_state(stored.state, seats.kinds_from_doc(stored.doc, stored.state.players),
                          ref, seen=(text_, stored.doc),
                          hints=savedoc.hints_taken(stored.doc, stored.state.players),
                          copy=saves.record_facts(stored.doc)["copy"],
                          review=coach.stored_review(stored.doc))

    # -- the open game's instance -----------------------------------------------------------------
    def open(self, game_id: str, ref: str | None,
             seen: tuple[str | None, dict | None] = (None, None)) -> None:
        """A game of ``game_id`` was opened from the stored instance ``ref`` (``seen``: the
        text read there, and its document), or as a new instance (``ref`` None) beside the
        others, dropping the stored ones nobody has moved in yet (``drop_untouched``)."""
        if ref is None:
            ref = self.storage.new_ref(game_id)
            self.drop_untouched(game_id)
        self.instance = ref
        self.seen, self.stale = seen, None
        self.show_stale()

    def leave(self) -> None:
        """The open game is left for the shelf: reopening it reads it again."""
        self.forget_current()
        self.stale = None
        self.show_stale()

    def drop_untouched(self, game_id: str) -> None:
        """Forget the stored instances of ``game_id`` in which nobody has moved yet (nothing
        is lost), so opening the same ``?new=`` link again does not pile up empty games."""
        for entry in saves.stored_games(self.storage):
            facts = entry.get("facts")
            if facts and facts["game"] == game_id and facts["moves"] == 0:
                self.storage.delete_instance(entry["ref"])

    def save(self) -> None:
        """Store the open game under its instance, checked: a refusal turns the lasting
        "saving is off" notice on (the last good save stays), a success turns it off."""
        state = self.router.state
        if state is None or self.instance is None or self.behind():
            return                  # behind another tab: nothing is written over its moves
        doc = self.router.save_doc()
        try:
            row = {**saves.facts(state), **saves.record_facts(doc)}   # the index's row
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
        self.tell_dropped_games(games)     # web/keeping.py: old finished games, likewise
        if not dropped:
            return
        keys = ", ".join(f"“{key[:120]}”" for key in dropped[:3]) + (" …" if len(dropped) > 3 else "")
        self.router.alert(ngettext(
            "The storage was full: to make room, the app deleted {n} copy of an unreadable "
            "save it had kept aside: {keys}.",
            "The storage was full: to make room, the app deleted {n} copies of unreadable "
            "saves it had kept aside: {keys}.", len(dropped), self.router._).format(
                n=len(dropped), keys=keys), add=True)

    def show_notice(self) -> None:
        """The lasting notice while saving is off (not cleared by moves, unlike alerts)."""
        box = self.notice
        if self.saving_off is None:
            box.hidden = True
            box.innerHTML = ""
        else:
            box.innerHTML = ui.saving_off_notice(
                None if self.saving_off is NO_STORAGE else self.saving_off, self.router._)
            box.hidden = False

    # -- one game, one writer (issue 30, D-1) ---------------------------------------------------
    def behind(self) -> bool:
        """Whether the open game's autosave changed in another tab or window since this tab
        last read or wrote it, with moves this tab has not seen (elsewhere.elsewhere).  If so the
        tab says so (``stale``, the notice with its choices), stops its bots and stores
        nothing until the player chooses; True until then."""
        if self.stale is not None:
            return True
        if self.router.state is None or self.instance is None or self.no_storage:
            return False
        stored = self.storage.autosave_text(self.instance)
        if stored is not None and stored == self.seen[0]:
            return False                            # the usual case: what this tab wrote
        found = elsewhere.elsewhere(stored, *self.seen, self.router.save_doc())
        if found is None:
            return False
        self.fall_behind(found)
        return True

    def fall_behind(self, found: elsewhere.Elsewhere) -> None:
        """Hold this tab's game: show the notice, stop a bot move under way."""
        self.stale = found
        self.stop_bot()
        self.show_stale()

    def on_storage(self, event) -> None:
        """The ``storage`` event (a change made by another tab or window of this browser):
        the open game's autosave with moves this tab has not seen puts the notice up at once,
        instead of at this tab's next move."""
        router = self.router
        if (router.state is None or self.instance is None or self.stale is not None
                or not router.game_shown()
                or text(event.key) != PREFIX + AUTOSAVE + self.instance):
            return
        found = elsewhere.elsewhere(text(event.newValue), *self.seen, router.save_doc())
        if found is not None:
            self.fall_behind(found)
            return
        added = elsewhere.review_added(text(event.newValue), router.save_doc())
        if added is not None and self.reviews.review is None:   # in a Replay tab
            self.reviews.adopt(added[1])
            self.seen = (text(event.newValue), added[0])
            router.render()

    def show_stale(self) -> None:
        """The notice of a game changed elsewhere (ui.stale_notice), or none."""
        box, state = self.stale_box, self.router.state
        if self.stale is None or state is None:
            box.hidden = True
            box.innerHTML = ""
            return
        box.innerHTML = ui.stale_notice(self.stale.moves, len(state.history),
                                        self.stale.deleted, self.router._)
        box.hidden = False

    def cmd_reload_game(self, _el) -> None:
        """"Load the latest moves": open the instance as it is stored now (as the other tab
        left it); one that does not load is set aside and reported (``resume``)."""
        self.stale = None
        self.show_stale()
        self.router.clear_alert()
        if self.instance is not None:
            self.resume(self.instance)

    def cmd_fork_game(self, _el) -> None:
        """"Keep this position as a new game" (or "Keep this game" when it was deleted
        elsewhere): this tab's game becomes an instance of its own, beside the stored one;
        nothing of either is lost."""
        state = self.router.state
        if state is None:
            return
        self.stale = None
        self.show_stale()
        self.instance = self.storage.new_ref(state.game)
        self.seen = (None, None)
        self.save()
        self.router.render()
