"""How to play (issue 21): a game's rules summary in a dialog of its own, opened from its shelf
card and from the game screen's top bar.

The text is the engine's (``game.rules_summary(variant, gettext)``, each game's howto.py), so
it is there offline like the rest of the app and reads the same in tests.  The dialog shows a
heading, the rules edition (a select, for games with several), a table of contents and one
section per part of the rulebook, each citing the rulebook's own (Spanish) heading.

:func:`howto_html` and :func:`cited_headings` are plain functions, testable on the host; the
:class:`HowTo` class owns the dialog element and its events (the edition select and the table
of contents' links), so web/app.py only calls :meth:`HowTo.open`.
"""
from __future__ import annotations

import re

import labels
import ui
from jsvalues import js

DIALOG_ID = "howto-dialog"
SELECT_ID = "howto-variant"
_SEED_PART = re.compile(r"^seed \d{3} § (.+)$")


def cited_headings(source: str) -> list[str]:
    """The rulebook headings a section's source cites ("seed 002 § Fin de la Partida; seed 002
    § Iglesia" -> ["Fin de la Partida", "Iglesia"]); citations of data files are left out."""
    found = []
    for part in source.split(";"):
        match = _SEED_PART.match(part.strip())
        if match and match.group(1) not in found:
            found.append(match.group(1))
    return found


def howto_html(info: dict, variant: str, sections: list, _) -> str:
    """The dialog's HTML for the game ``info`` (a shelf entry) in the edition ``variant``.

    ``sections``: ``game.rules_summary(variant, _)`` (engine.tour.Section: translated title,
    paragraphs and its source), shown as paragraphs and lists (:func:`_blocks`).  Every id is
    prefixed ``howto-``."""
    title = _("How to play: {title}").format(title=info["title"])
    close_text, edition_text = _("Close"), _("Rules edition")
    contents, empty = _("Contents"), _("This game has no rules summary yet.")
    head = (f'<header class="howto-head"><h2 id="howto-title">{ui.esc(title)}</h2>'
            + ui.button(close_text, "close-dialog", cls="small howto-close") + '</header>')
    edition = ""
    if len(info["variants"]) > 1:
        chosen = {v: ' selected=""' if v == variant else "" for v in info["variants"]}
        options = "".join(
            f'<option value="{ui.esc(v)}"{chosen[v]}>'
            f'{ui.esc(labels.variant_name(v, _))}</option>' for v in info["variants"])
        edition = (f'<label class="howto-edition">{ui.esc(edition_text)} '
                   f'<select id="{SELECT_ID}" data-game="{ui.esc(info["id"])}">{options}'
                   '</select></label>')
    note = (info.get("variant_notes") or {}).get(variant, "")
    about = f'<p class="howto-note">{ui.esc(_(note))}</p>' if note else ""
    toc = "".join(f'<li><a href="#howto-s{n}" data-goto="howto-s{n}">{ui.esc(s.title)}</a></li>'
                  for n, s in enumerate(sections, 1))
    nav = (f'<nav class="howto-toc" aria-labelledby="howto-toc-title">'
           f'<h3 id="howto-toc-title">{ui.esc(contents)}</h3><ol>{toc}</ol></nav>')
    body = "".join(_section_html(n, s, _) for n, s in enumerate(sections, 1))
    if not sections:
        body = f'<p>{ui.esc(empty)}</p>'
        nav = ""
    close = f'<div class="buttons">{ui.button(close_text, "close-dialog")}</div>'
    return (head + f'<div class="howto-meta">{edition}{about}</div>' + nav
            + f'<div class="howto-body" data-variant="{ui.esc(variant)}">{body}</div>' + close)


def _blocks(paragraphs) -> list[str]:
    """The paragraphs as HTML blocks: numbered steps ("1. …") make an ordered list; after a
    paragraph ending in ":", the items that follow (each but the last ending in ";") make a
    bulleted list; everything else is a paragraph."""
    blocks, steps, items, listing = [], [], [], False

    def flush():
        nonlocal steps, items
        if steps:
            blocks.append(f'<ol>{"".join(steps)}</ol>')
        if items:
            blocks.append(f'<ul>{"".join(items)}</ul>')
        steps, items = [], []

    for paragraph in paragraphs:
        if re.match(r"^\d+\. ", paragraph):
            if items:
                flush()
            steps.append(f"<li>{ui.esc(paragraph.split(' ', 1)[1])}</li>")
            continue
        if listing:
            items.append(f"<li>{ui.esc(paragraph)}</li>")
            listing = paragraph.rstrip().endswith(";")
            continue
        flush()
        blocks.append(f"<p>{ui.esc(paragraph)}</p>")
        listing = paragraph.rstrip().endswith(":")
    flush()
    return blocks


def _section_html(n: int, section, _) -> str:
    cited, rulebook = cited_headings(section.source), _("Rulebook")
    source = (f'<p class="howto-source">{ui.esc(rulebook)}: '
              f'<span lang="es">{ui.esc(" · ".join(cited))}</span></p>' if cited else "")
    return (f'<section id="howto-s{n}" aria-labelledby="howto-h{n}">'
            f'<h3 id="howto-h{n}" tabindex="-1">{ui.esc(section.title)}</h3>'
            f'{"".join(_blocks(section.paragraphs))}{source}</section>')


class HowTo:
    """The "How to play" dialog of the page: ``dialog`` is its (empty) <dialog> element and
    ``games`` the shelf's entries by id.  Create it once; it listens for the page's lifetime."""

    def __init__(self, dialog, games: dict):
        from pyscript.ffi import create_proxy

        self.dialog = dialog
        self.games = games
        self.lang = "en"
        self.game_id = None
        self._proxies = [create_proxy(self._on_change), create_proxy(self._on_click)]
        dialog.addEventListener("change", self._proxies[0])
        dialog.addEventListener("click", self._proxies[1])

    def open(self, game_id: str, variant: str | None, lang: str) -> None:
        """Show the rules summary of ``game_id`` in ``variant`` (its default if None or not
        one of its variants) in the language ``lang``.

        Raises:
            KeyError: ``game_id`` is not on the shelf."""
        info = self.games[game_id]
        self.game_id, self.lang = game_id, lang
        self.render(variant if variant in info["variants"] else info["variants"][0])
        if not self.dialog.open:
            self.dialog.showModal()
        self.dialog.scrollTop = 0

    def render(self, variant: str) -> None:
        import engine
        from engine.i18n import translator

        _ = translator(self.lang, self.game_id)
        sections = engine.get_game(self.game_id).rules_summary(variant, _)
        self.dialog.innerHTML = howto_html(self.games[self.game_id], variant, sections, _)

    def _on_change(self, event) -> None:
        if str(event.target.id or "") == SELECT_ID:
            self.render(str(event.target.value))
            self.dialog.querySelector(f"#{SELECT_ID}").focus()

    def _on_click(self, event) -> None:
        link = js(event.target.closest("[data-goto]")) if hasattr(event.target, "closest") else None
        if link is None:
            return
        event.preventDefault()          # no #hash in the app's address
        heading = js(self.dialog.querySelector(f'#{link.dataset.goto} h3'))
        if heading is not None:
            heading.scrollIntoView()
            heading.focus()
