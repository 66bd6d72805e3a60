"""Starting games: the new-game dialog ("Me against bots" included), Rematch, and ``?new=``
links.

``NewGames`` is a part the router owns (web/app.py ``App.new_games``); it keeps no state and
uses the router's ``games``, ``storage``, ``el``, ``_``, ``state``, ``kinds``, ``open_state``,
``close_dialogs``, ``alert``, ``clear_alert`` and ``show_shelf``.  The dialog's form:
web/ui.py; remembered choices and rematch seats: web/endgame.py; link parameters:
web/links.py.
"""
from __future__ import annotations

from pyscript import document, window

import engine

import address
import endgame
import links
import seats
import ui
from jsvalues import text


class NewGames:
    """How the app starts a game.

    Args:
        app: the router (web/app.py ``App``), which opens the game started.
    """

    def __init__(self, app):
        self.app = app

    def start_game(self, game_id: str, players: int, seed, variant, names,
                   kinds: list[str] | None = None, first: int | None = None) -> None:
        """``first``: the seat that begins, for a game that takes one (None: the rules'
        random draw)."""
        app = self.app
        game = engine.get_game(game_id)
        names = [n.strip() or app._("Player {n}").format(n=i + 1) for i, n in enumerate(names)]
        app.open_state(game.new(players, seed=seed, variant=variant or None, names=names,
                                 first=first), kinds)

    def start_from_url(self, params) -> None:
        """?new=<game>&players=N&seed=S[&variant=V][&seats=human,easy,…]: check the
        parameters (links.py), start a new instance at once, then drop the query."""
        app = self.app
        game_id = text(params.get("new")) or ""
        try:
            if game_id not in app.games:
                raise links.LinkError(app._("unknown game {name}").format(name=game_id[:40]))
            got = links.new_game_params(lambda name: text(params.get(name)),
                                        app.games[game_id], app._)
            names = [app._("Player {n}").format(n=i + 1) for i in range(got["players"])]
            self.start_game(game_id, got["players"], got["seed"], got["variant"], names,
                            got["kinds"])
        except ValueError as err:
            app.show_shelf()
            app.alert(app._("Cannot start this game from the link: {error}").format(
                error=str(err)[:200]))
            return
        address.replace_query(window, "")

    def cmd_new(self, el) -> None:
        """A shelf card's "New game": the new-game dialog, with the choices remembered."""
        app = self.app
        info = app.games[str(el.dataset.game)]
        dialog = app.el["new-dialog"]
        remembered = endgame.read_choices(app.storage.dialog_choices(info["id"]), info)
        dialog.innerHTML = ui.new_game_form(info, app._, remembered)
        app.close_dialogs()
        dialog.showModal()

    def submit_new_game(self, form) -> None:
        """The new-game form: check the seed, remember the choices, start the game."""
        app = self.app
        game_id = str(form.dataset.game)
        players = int(document.getElementById("new-players").value)
        seed_text = str(document.getElementById("new-seed").value).strip()
        if seed_text and not (seed_text.isascii() and seed_text.isdigit() and len(seed_text) <= 16
                              and int(seed_text) <= engine.core.SEED_MAX):
            app.alert(app._("The seed must be a whole number from 0 to {high} (or empty).")
                       .format(high=engine.core.SEED_MAX))
            return
        names = [str(document.getElementById(f"new-name-{i}").value) for i in range(players)]
        kinds = [seats.kind_of(str(document.getElementById(f"new-kind-{i}").value))
                 for i in range(players)]
        variant = str(document.getElementById("new-variant").value)
        chosen = document.getElementById("new-first")
        first = str(chosen.value) if chosen else ""
        first = int(first) if first.isdigit() and int(first) < players else None
        app.storage.remember_dialog(game_id, endgame.choices_text(players, names, kinds, variant))
        app.close_dialogs()
        app.clear_alert()
        self.start_game(game_id, players, int(seed_text) if seed_text else None, variant, names,
                        kinds, first=first)

    def cmd_against_bots(self, _el) -> None:
        """The dialog's "Me against bots": the first seat a person (its name as typed), the
        others bots of the level chosen on any of them (normal by default); starts at once."""
        form = document.getElementById("new-form")
        players = int(document.getElementById("new-players").value)
        levels = [seats.bot_level(seats.kind_of(str(document.getElementById(f"new-kind-{i}").value)))
                  for i in range(players)]
        level = next((lv for lv in levels if lv), "normal")
        for i, kind in enumerate(endgame.against_bots(players, level)):
            document.getElementById(f"new-kind-{i}").value = seats.bot_level(kind) or "human"
        self.submit_new_game(form)

    def cmd_rematch(self, _el) -> None:
        """Rematch: the same players, seats and rules with a new seed, as a new instance beside
        the finished one (which stays under "Your games")."""
        app = self.app
        if app.state is None:
            return
        app.clear_alert()
        args = endgame.rematch(app.state, app.kinds)
        self.start_game(args.pop("game_id"), **args)
