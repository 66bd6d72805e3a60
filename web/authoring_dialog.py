"""The Share dialog's "Chapters and exercises" view (issue 32, item 6): the app's side.

``ShareAuthoring`` is a part the router owns (web/app.py ``App.share_authoring``): it owns the
set being written and reads the open game from the router (``el``, ``state``, ``game``,
``lang``, ``_``, ``storage``, ``save_doc``) and the Share dialog (``App.dialogs``:
``embed_base``, ``fill_share``).  The model is web/authoring.py's
:class:`~authoring.Authoring` (kept while the open game has the same moves, so closing the
dialog loses nothing; kept in localStorage per game, web/storage.py ``authoring/<game id>``,
so reopening the app restores it); the HTML is web/ui_authoring.py's.  A field's change
updates the model, then only what depends on it: the chapter list, the exercise's answers,
and the outputs (the preview's ``srcdoc``, the link's and snippets' values), set in place so
that the focus stays where the author is.  Every link and snippet is the engine's (:mod:`engine.chapters`,
:mod:`engine.snippet`).
"""
from __future__ import annotations

from engine.i18n import worded_names
from pyscript import document

import engine
import ui
import ui_authoring
from authoring import Authoring
from jsvalues import js

FIELDS = {"author-title": "title", "author-text": "text", "author-right": "right",
          "author-wrong": "wrong"}
"""Text fields of the edited chapter and the :class:`authoring.Spec` attribute each sets."""


class ShareAuthoring:
    """The authoring view of the Share dialog.

    Args:
        app: the router (web/app.py ``App``), which holds the open game and the dialog.
    """

    def __init__(self, app):
        self.app = app
        self.authoring: Authoring | None = None   # the set written for the open game

    def cmd_author_open(self, _el) -> None:
        """Show the authoring view (the set written so far, if the game has not moved)."""
        if self.app.state is None:
            return
        doc = engine.save(self.app.state, seats=self.app.save_doc()["players"])
        same = ("game", "variant", "seed", "actions", "players")   # players: who is a bot
        if self.authoring is None or any(self.authoring.doc.get(k) != doc.get(k) for k in same):
            self.authoring = Authoring(doc)
            self.authoring.restore(self.app.storage.authoring(self.app.state.game))   # its own
        self.app.el["share-dialog"].innerHTML = ui_authoring.authoring_html(
            self.authoring, worded_names(self.app.state.names, self.app._), self.app._, self.app.state.variant)
        self._author_outputs()
        js(document.getElementById("author-set-title")).focus()
        self.app.el["share-dialog"].scrollTop = 0             # its heading and intro in sight

    def cmd_author_back(self, _el) -> None:
        """Back to the Share dialog's link of the open position."""
        self.app.dialogs.fill_share(initial=True)
        js(document.getElementById("share-seat")).focus()

    def cmd_author_add(self, _el) -> None:
        """A new chapter, its first field focused."""
        self.authoring.add()
        self._author_redraw(form=True)
        js(document.getElementById("author-kind")).focus()

    def cmd_author_remove(self, _el) -> None:
        self.authoring.remove()
        self._author_redraw(form=True)
        js(document.getElementById(f"author-ch-{self.authoring.index}")).focus()

    def cmd_author_chapter(self, el) -> None:
        self.authoring.select(int(str(el.dataset.index)))
        self._author_redraw(form=True)

    def author_change(self, target) -> bool:
        """Follow a change of an authoring field; False if ``target`` is none of them."""
        ident, a = str(target.id or ""), self.authoring
        if a is None or not (ident.startswith("author-") or
                             str(target.name or "") == "author-answer"):
            return False
        value = str(target.value)
        if ident == "author-set-title":
            a.title = value[:ui_authoring.TEXTS["title"]]
        elif ident in FIELDS:
            a.update(**{FIELDS[ident]: value})
            if ident == "author-title":
                self._author_redraw()
        elif str(target.name or "") == "author-answer":
            boxes = document.querySelectorAll('input[name="author-answer"]:checked')
            a.update(answers=[str(b.value) for b in boxes])
        elif ident == "author-kind":
            a.update(kind=value)
            self._author_redraw(form=True)
            return True
        elif ident in ("author-first", "author-move", "author-seat"):
            changes = ({"seat": int(value) if value.isdigit() else None}
                       if ident == "author-seat" else
                       {ident[len("author-"):]: int(value) if value.isdigit() else 0})
            spec = a.update(**changes)
            for key in ("first", "move"):              # kept within the game, shown so
                box = js(document.getElementById(f"author-{key}"))
                if box is not None:
                    box.value = str(getattr(spec, key))
            answers = js(document.getElementById("author-answers"))
            if answers is not None:
                answers.innerHTML = ui_authoring.answers_html(a, worded_names(self.app.state.names, self.app._), self.app._,
                                                              self.app.state.variant)
        else:
            return False
        self._author_outputs()
        return True

    def _author_redraw(self, form: bool = False) -> None:
        """Redraw the chapter list (and the edited chapter's fields), the focused control
        found again by its id, then the outputs."""
        a = self.authoring
        focused = js(document.activeElement)
        ident = str(focused.id) if focused is not None and focused.id else ""
        document.getElementById("author-list").innerHTML = ui_authoring.chapter_list(a, self.app._)
        if form:
            document.getElementById("author-form").innerHTML = ui_authoring.chapter_form(
                a, worded_names(self.app.state.names, self.app._), self.app._, self.app.state.variant)
        again = js(document.getElementById(ident)) if ident else None
        if again is not None and not (focused is not None and focused.isConnected):
            again.focus()
        self._author_outputs()

    def _author_outputs(self) -> None:
        """The preview, the link, the iframe and script snippets of the set, and its status."""
        from engine import chapters, snippet
        from engine.chapterdoc import ChapterError

        a = self.authoring
        try:
            book, left = a.book()
        except ChapterError as err:                   # the set as a whole (not expected)
            book, left = None, [(a.index, err)]
        document.getElementById("author-status").textContent = ui_authoring.status_text(
            a, left, self.app._)
        self.app.storage.keep_authoring(self.app.state.game, a.kept())
        link = snippet_text = script = page = ""
        if book is not None:
            base = self.app.dialogs.embed_base()
            link = f"{base}#{chapters.fragment(book, lang=self.app.lang)}"
            snippet_text = ui.embed_snippet(link, self.app.game.title, self.app._)
            figure = snippet.chapters_figure(book, lang=self.app.lang)
            tag = snippet.script_tag(base[:-len("embed.html")])
            script = figure + "\n" + tag
            shown = sum(1 for i in range(a.index + 1) if i not in {k for k, _e in left})
            page = ui_authoring.preview_page(figure, tag, max(1, shown), self.app.lang, self.app._)
        for ident, value in (("author-link", link), ("author-snippet", snippet_text),
                             ("author-script", script)):
            document.getElementById(ident).value = value
        document.getElementById("author-preview").srcdoc = page
        opener = document.getElementById("author-open")
        opener.href = link or "#"
        opener.hidden = not link
