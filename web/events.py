"""The app's DOM events (web/app.py): a click on an element with ``data-action`` plays that
notation and one with ``data-cmd`` runs the app command ``cmd_<name>``; Enter or Space on a
board element plays it; a change of language, player count, Share options (and its chapters)
or the import file; the panel's stepper (typed counts, Enter); and the submits of the new-game and save forms.

A mixin of ``App`` (it uses the app's ``play``, ``tour``, ``set_language``, ``_fill_share``,
``author_change``, ``import_file``, ``submit_new_game`` and ``save_slot``); the listeners are
set up once by ``App.boot``.
"""
from __future__ import annotations

import asyncio

from pyscript import document

import stepper
from jsvalues import js


class Events:
    """The delegated event handlers (mixed into ``App``)."""

    # -- events ------------------------------------------------------------------------------
    def on_click(self, event) -> None:
        target = event.target
        if not hasattr(target, "closest"):
            return
        actor = js(target.closest("[data-action]"))
        if actor is not None:
            self.play(str(actor.getAttribute("data-action")), keyboard=event.detail == 0)
            return
        command = js(target.closest("[data-cmd]"))
        if command is not None and not command.hasAttribute("disabled"):
            if str(command.tagName).lower() == "a":
                event.preventDefault()          # a link that runs a command (the skip link)
            name = "cmd_" + str(command.dataset.cmd).replace("-", "_")
            getattr(self.tour if hasattr(self.tour, name) else self, name)(command)

    def on_board_key(self, event) -> None:
        """Enter or Space on a focused board element plays its action."""
        if event.key not in ("Enter", " "):
            return
        actor = js(event.target.closest("[data-action]"))
        if actor is not None:
            event.preventDefault()
            self.play(str(actor.getAttribute("data-action")), keyboard=True)

    def on_change(self, event) -> None:
        target_id = str(event.target.id or "")
        if target_id == "lang":
            self.set_language(str(event.target.value))
        elif target_id == "new-players":
            count = int(event.target.value)
            for row in document.querySelectorAll("#new-form .name-row"):
                row.hidden = int(row.dataset.seat) >= count
            first = document.getElementById("new-first")
            if first:                                   # only seats in play may begin
                for option in first.querySelectorAll("option[data-seat]"):
                    option.hidden = int(option.dataset.seat) >= count
                if first.value and int(first.value) >= count:
                    first.value = ""
        elif target_id in ("share-seat", "share-play"):
            self._fill_share()
        elif self.author_change(event.target):      # the Share dialog's chapters
            pass
        elif target_id == "keep-finished":
            self.set_keep_finished(str(event.target.value))
        elif target_id == "import-file":
            asyncio.ensure_future(self.import_file(event.target))

    def on_input(self, event) -> None:
        """A count typed or stepped in the panel's stepper: its output and action follow."""
        if str(event.target.id or "") == stepper.INPUT_ID:
            stepper.show(event.target.form)

    def cmd_stepper(self, el) -> None:
        stepper.step(el)

    def on_submit(self, event) -> None:
        event.preventDefault()
        form_id = str(event.target.id or "")
        if form_id == stepper.FORM_ID:              # Enter in the stepper: its action
            self.play(stepper.chosen(event.target), keyboard=True)
        elif form_id == "new-form":
            self.submit_new_game(event.target)
        elif form_id == "save-form":
            self.save_slot()
