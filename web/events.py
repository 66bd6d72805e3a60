"""The app's DOM events (web/app.py): a click on an element with ``data-action`` plays that
notation and one with ``data-cmd`` runs the command ``cmd_<name>`` of the first part of the
app that has it (``App.command_owners``); Enter or Space on a board element plays it; a change
of language, player count, Share options (and its chapters) or the import file; the panel's
stepper (typed counts, Enter); and the submits of the new-game and save forms.

``Events`` holds no state of the app: it reads the event and calls public methods of the app
(``play``, ``set_language``) and of its parts: the dialogs (``fill_share``), Share's chapters
(``author_change``), the keeper (``set_keep_finished``), the new games (``submit_new_game``)
and the saved games (``import_file``, ``save_slot``).  Its handlers are attached once by
``App.boot``.
"""
from __future__ import annotations

import asyncio

from pyscript import document

import stepper
from jsvalues import js


class Events:
    """The delegated event handlers of the app.

    Args:
        app: the router (web/app.py ``App``) whose commands and methods the events run.
    """

    def __init__(self, app):
        self.app = app

    def command(self, name: str):
        """The method ``cmd_<name>`` (``name`` as in ``data-cmd``, dashes for underscores) of
        the first of ``App.command_owners`` that has it.

        Raises:
            AttributeError: no part of the app has that command.
        """
        method = "cmd_" + name.replace("-", "_")
        for owner in self.app.command_owners():
            if owner is not None and hasattr(owner, method):
                return getattr(owner, method)
        raise AttributeError(f"no command {method}")

    def on_click(self, event) -> None:
        """A click: ``data-action`` plays, ``data-cmd`` runs its command (not when disabled)."""
        target = event.target
        if not hasattr(target, "closest"):
            return
        actor = js(target.closest("[data-action]"))
        if actor is not None:
            self.app.play(str(actor.getAttribute("data-action")), keyboard=event.detail == 0)
            return
        command = js(target.closest("[data-cmd]"))
        if command is not None and not command.hasAttribute("disabled"):
            if str(command.tagName).lower() == "a":
                event.preventDefault()          # a link that runs a command (the skip link)
            self.command(str(command.dataset.cmd))(command)

    def on_board_key(self, event) -> None:
        """Enter or Space on a focused board element plays its action."""
        if event.key not in ("Enter", " "):
            return
        actor = js(event.target.closest("[data-action]"))
        if actor is not None:
            event.preventDefault()
            self.app.play(str(actor.getAttribute("data-action")), keyboard=True)

    def on_change(self, event) -> None:
        """A changed field: language, player count, Share options and chapters, the kept
        number of finished games, the import file."""
        app = self.app
        target_id = str(event.target.id or "")
        if target_id == "lang":
            app.set_language(str(event.target.value))
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
        elif target_id in ("share-seat", "share-play", "share-lazy"):
            app.dialogs.fill_share()
        elif app.share_authoring.author_change(event.target):   # the Share dialog's chapters
            pass
        elif target_id == "keep-finished":
            app.keeper.set_keep_finished(str(event.target.value))
        elif target_id == "import-file":
            asyncio.ensure_future(app.saved_games.import_file(event.target))

    def on_input(self, event) -> None:
        """A count typed or stepped in the panel's stepper: its output and action follow."""
        if str(event.target.id or "") == stepper.INPUT_ID:
            stepper.show(event.target.form)

    def on_submit(self, event) -> None:
        """Enter in the stepper plays its action; the new-game and save forms."""
        event.preventDefault()
        form_id = str(event.target.id or "")
        if form_id == stepper.FORM_ID:              # Enter in the stepper: its action
            self.app.play(stepper.chosen(event.target), keyboard=True)
        elif form_id == "new-form":
            self.app.new_games.submit_new_game(event.target)
        elif form_id == "save-form":
            self.app.saved_games.save_slot()
