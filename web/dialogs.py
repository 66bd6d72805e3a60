"""The app's dialogs: Share (with Copy; what each link reveals, issue 29 D1), Replay in the
embed page, the icon legend, How to play (web/howto.py), and the commands that close a dialog
or the alert banner.

``Dialogs`` is a part the router owns (web/app.py ``App.dialogs``); it keeps no state and
reads the open game from the router (``el``, ``game``, ``games``, ``state``, ``kinds``,
``storage``, ``lang``, ``_``, ``tour``, ``howto``, ``save_doc``), whose ``alert``,
``clear_alert`` and ``close_dialogs`` are the page's banner and dialogs (:data:`DIALOGS`).
The dialogs' HTML: web/ui.py and web/explain.py.
"""
from __future__ import annotations

import asyncio

from pyscript import document, window

import engine
from engine import share, snippet

import saves
import seats
import ui
from explain import legend_html
from jsvalues import js, text

DIALOGS = ("new-dialog", "saves-dialog", "share-dialog", "legend-dialog", "howto-dialog")
"""Ids of the page's <dialog> elements (closed before another opens, or by an alert)."""


class Dialogs:
    """The app's dialogs.

    Args:
        app: the router (web/app.py ``App``), which holds the open game and the page.
    """

    def __init__(self, app):
        self.app = app

    @staticmethod
    def embed_base() -> str:
        """The embed.html URL beside this page (without a fragment)."""
        import urllib.parse  # here: the boot does not need it

        return urllib.parse.urljoin(str(window.location.href), "embed.html")

    @classmethod
    def embed_link(cls, doc: dict, **options) -> str:
        """The embed.html URL (beside this page) showing ``doc``; options as share.make_fragment."""
        return f"{cls.embed_base()}#{share.make_fragment(doc, **options)}"

    def cmd_share(self, _el) -> None:
        if self.app.state is None:
            return
        self.app.close_dialogs()
        self.fill_share(initial=True)
        self.app.el["share-dialog"].showModal()

    def fill_share(self, initial: bool = False) -> None:
        """Fill the Share dialog for the view and mode picked (``initial``: the public view,
        playable, as it opens); also called when the picker changes (web/events.py)."""
        seat, play, lazy = None, True, False
        if not initial:
            value = str(document.getElementById("share-seat").value)
            seat = int(value) if value.isdigit() else None
            play = bool(document.getElementById("share-play").checked)
            box = document.getElementById("share-lazy")
            lazy = bool(box is not None and box.checked)
        state = self.app.state
        over = self.app.game.is_over(state)
        players = self.app.save_doc()["players"]
        kinds = seats.kinds_from_doc({"players": players}, state.players)
        if seat not in share.shareable_views(kinds, over):   # a bot's view: its secrets
            seat = None
        # the open game's link without replaying it: a finished game's whole save, else the
        # position as the chosen view knows it (engine/share.py; issue 29, D1)
        fragment = share.state_fragment(state, seat=seat, play=play, players=players)
        link = f"{self.embed_base()}#{fragment}"
        # the script embed (issue 32): the same link, its board drawn in the snippet
        figure = snippet.fragment_figure(fragment, state, seat=seat, lang=self.app.lang,
                                         lazy=lazy)
        script = figure + "\n" + snippet.script_tag(self.embed_base()[:-len("embed.html")])
        self.app.el["share-dialog"].innerHTML = share_html(
            link, self.app.game.title, state.names, seat, play, len(state.history), over, self.app._,
            kinds=kinds, script=script, lazy=lazy)

    def cmd_copy(self, el) -> None:
        """Copy a Share field (``data-target``): the clipboard API, else the selected text
        with ``execCommand("copy")``; "Copied" (or how to copy by hand) in ``#copy-status``."""
        field = js(document.getElementById(str(el.dataset.target)))
        if field is not None:
            asyncio.ensure_future(self._copy(field))

    async def _copy(self, field) -> None:
        copied = False
        try:
            await window.navigator.clipboard.writeText(field.value)
            copied = True
        except Exception:                     # no clipboard API, or not allowed here
            try:
                field.focus()
                field.select()
                copied = bool(document.execCommand("copy"))
            except Exception:
                copied = False
        status = js(document.getElementById("copy-status"))
        if status is not None:
            status.textContent = (self.app._("Copied") if copied else
                                  self.app._("Select the text and copy it (Ctrl+C)."))
            status.dataset.copied = "true" if copied else "false"

    def cmd_replay(self, el) -> None:
        """Step through a saved game (a slot, or the open one) on the embed page, in a new tab."""
        name, ref = js(el.getAttribute("data-slot")), js(el.getAttribute("data-instance"))
        if name is not None or ref is not None:
            try:
                text_ = (self.app.storage.slot_text(str(name)) if name is not None
                         else self.app.storage.autosave_text(str(ref)))
                doc = saves.read(text_ or "").doc
            except engine.SaveError as err:
                self.app.alert(self.app._("This save cannot be opened: {error}.").format(error=str(err)))
                return
        else:
            doc = self.app.save_doc() if self.app.state is not None else None
        if doc:        # the owner's own replay: every move, so the whole save (whole=True)
            window.open(self.embed_link(doc, move=0, whole=True), "_blank")

    def cmd_howto(self, el) -> None:
        """How to play (issue 21, web/howto.py): the shelf card's game, during a guided tour
        the tour's game, else the open game in the rules edition it is played with."""
        game_id = text(el.getAttribute("data-game")) or (
            self.app.tour.run.game.id if self.app.tour is not None          # the tour's own game
            else self.app.game.id if self.app.game else None)
        if game_id not in self.app.games:
            return
        playing = self.app.tour is None and self.app.state is not None and self.app.game is not None \
            and self.app.game.id == game_id
        self.app.close_dialogs()
        self.app.howto.open(game_id, self.app.state.variant if playing else None, self.app.lang)

    def cmd_legend(self, _el) -> None:
        """The icon legend of the open game, and how to ask the board for explanations."""
        if self.app.game is None:
            return
        self.app.close_dialogs()
        _ = self.app._
        self.app.el["legend-dialog"].innerHTML = legend_html(
            _("{title}: icons").format(title=self.app.game.title), self.app.game.legend(_),
            _("Point at, focus or tap anything on the board to see what it is and does. "
              "On a space you can play, press and hold it.") + " " + _(
                "On your turn, press H (or Hint) for the coach's three best options."), _)
        self.app.el["legend-dialog"].querySelector(".legend").insertAdjacentHTML(
            "afterend", ui.tour_entry(self.app.game.id, _, self._tour_edition()))
        self.app.el["legend-dialog"].showModal()

    def _tour_edition(self) -> str | None:
        """The open game's rules edition if it has a guided tour of its own (Plus Ultra's
        early edition), else None: the help dialog's tour entry opens that tour."""
        if self.app.game is None or self.app.state is None:
            return None
        variant = self.app.state.variant
        return variant if variant in self.app.game.tour_variants()[1:] else None

    def cmd_close_dialog(self, _el) -> None:
        self.app.close_dialogs()

    def cmd_dismiss_alert(self, _el) -> None:
        self.app.clear_alert()


def reveals(names, seat: int | None, over: bool, _) -> str:
    """What a Share link shows and carries, in plain words (issue 29, D1): a finished game's
    whole game; else the public view or ``names[seat]``'s, nothing hidden from it."""
    if over:
        return _("The game is over: the link carries the whole game, every move and every "
                 "secret, as everyone saw them at the end. Readers can step through it.")
    if seat is None:
        return _("Public view: the position as everyone sees it. Hidden cards are re-dealt "
                 "at random and the game's seed is left out, so playing on from the link "
                 "reveals nothing. Readers see this position, not the moves before it.")
    return _("{name}'s view: shows {name}'s own secrets and no one else's. The other hidden "
             "cards are re-dealt at random and the game's seed is left out, so playing on "
             "reveals nothing more. Readers see this position, not the moves before it."
             ).format(name=names[seat])


def share_html(link: str, title: str, names, seat: int | None, play: bool, move: int,
               over: bool, _, *, kinds: list[str], script: str = "", lazy: bool = False) -> str:
    """The Share dialog: the view to show (the views of ``engine.share.shareable_views``
    for the seats' ``kinds``: no bot's while the game is being played, with a note saying
    so), what that link reveals (:func:`reveals`, in ``[data-testid=share-reveals]``),
    whether readers may play on, the link and the snippet (web/ui.py's ``embed_snippet`` and
    ``copy_button``), and ``script``, the script embed's snippet of the same link
    (engine/snippet.py: the board drawn in it), when given, with whether it is ``lazy``
    (a board below the page's first screen, drawn as the reader nears it: engine/snippet.py
    ``figure``)."""
    esc = ui.esc
    options = seats.view_options(names, share.shareable_views(kinds, over), seat, _)
    withheld = seats.withheld_note(kinds, over, _)
    note = f'<p class="muted" data-testid="share-withheld">{esc(withheld)}</p>' if withheld else ""
    text = {"title": _("Share this position"),
            "intro": _("A link to this game at move {move}. It travels in the link itself: "
                       "nothing is uploaded, and it works offline.").format(move=move),
            "reveals": reveals(names, seat, over, _),
            "view": _("Show"), "play": _("Readers may play on from here"), "link": _("Link"),
            "embed": _("Embed in a web page"), "open": _("Open"), "copy": _("Copy"),
            "script": _("Or drawn at once, one script for all the boards of a page"),
            "lazy": _("Below the page's first screen: drawn as the reader nears it")}
    text = {k: esc(v) for k, v in text.items()}
    checked = " checked" if play else ""
    close = ui.button(_("Close"), "close-dialog")
    author = ui.button(_("Chapters and exercises…"), "author-open")
    return (f'<div class="share"><h2>{text["title"]}</h2><p class="muted">{text["intro"]}</p>'
            f'<label>{text["view"]} <select id="share-seat" aria-describedby="share-reveals">'
            f'{options}</select></label>{note}'
            f'<p id="share-reveals" data-testid="share-reveals" aria-live="polite">'
            f'{text["reveals"]}</p>'
            f'<label class="check"><input type="checkbox" id="share-play"{checked}> '
            f'{text["play"]}</label>'
            f'<label>{text["link"]} <input id="share-link" readonly value="{esc(link)}" '
            f'data-testid="share-link"></label>'
            f'{ui.copy_button(text["copy"], "share-link")}'
            f'<label>{text["embed"]} <textarea id="share-snippet" readonly rows="4" '
            f'data-testid="share-snippet">{esc(ui.embed_snippet(link, title, _))}</textarea></label>'
            f'{ui.copy_button(text["copy"], "share-snippet")}'
            + (f'<label>{text["script"]} <textarea id="share-script" readonly rows="3" '
               f'data-testid="share-script">{esc(script)}</textarea></label>'
               f'<label class="check"><input type="checkbox" id="share-lazy"'
               f'{" checked" if lazy else ""}> {text["lazy"]}</label>'
               f'{ui.copy_button(text["copy"], "share-script")}' if script else "") +
            f'<p id="copy-status" class="copy-status" role="status" aria-live="polite"></p>'
            f'<div class="buttons"><a class="button" href="{esc(link)}" target="_blank" '
            f'rel="noopener">{text["open"]}</a>'
            f'{author}{close}</div></div>')
