"""Boards painted at once: a position's SVG with the script-embed snippet that shows it (issue 32).

An explainer page shows each board as a ``<figure class="euro-board">`` whose drawing travels
inside the snippet, so it is on screen as soon as the page is parsed, before any Python runs::

    <figure class="euro-board" data-link="save=…&move=12" data-move="12" data-total="40">
      <style>@media (scripting:enabled){…}</style>
      <div class="euro-board-view"><template shadowrootmode="open">…<svg>…</svg></template></div>
      <figcaption>…</figcaption>
    </figure>
    <script src="https://example.org/games/board-embed.js" defer></script>

The drawing sits in a declarative shadow root, so a board's own ``<style>`` and ids neither
reach the host page nor meet another board's.  It is drawn twice, in the games' wide layout and
in their stacked one (phones): the wide one as SVG, the stacked one in a ``<noscript>`` (inert
text while script runs) that ``board-embed.js`` makes into SVG when the board's element is
narrow (:func:`narrow_source`);
the shadow root's style then shows the one that fits the board's own width (a container query
on the board's element, :data:`NARROW_BELOW_PX`).  ``board-embed.js`` (web/board-embed.js) adds
the step controls and, when a reader first steps, starts one Python runtime for the whole page
(board-host.html) that redraws every board of it.

Secrets: the drawing is ``game.view(state, seat)`` of the position the link shows (``seat``
None: the public view), and the link is :func:`engine.share.make_fragment`'s, which carries
only what that view may see, unless the author asks for ``whole`` (their own demo games).
"""
from __future__ import annotations

import re
from html import escape

from . import savedoc, share
from .core import State
from .i18n import translator, worded_view
from .registry import get_game

SCRIPT = "board-embed.js"
"""The script embed's file, at the root of the app's site (beside embed.html)."""

NARROW_BELOW_PX = 520
"""Boards narrower than this (CSS px) show the stacked layout, as embed.html's frames and the
script embed's runtime (web/boardhost.py) draw them."""

VIEW_CSS = (":host{display:block;container-type:inline-size}"
            "svg{display:block;width:100%;height:auto}"
            ".euro-board-art{content-visibility:auto;"
            "contain-intrinsic-block-size:calc(100cqw*var(--wide,.8))}"
            "svg.wide+svg.narrow,noscript svg{display:none}"
            f"@container (max-width:{NARROW_BELOW_PX - 0.02}px){{"
            "svg.wide:has(+svg.narrow),svg.wide:has(+noscript){display:none}"
            "svg.wide+svg.narrow,noscript svg{display:block}"
            ".euro-board-art{contain-intrinsic-block-size:calc(100cqw*var(--narrow,2))}}")
"""The shadow root's own style: the board fills its element's width; of a wide and a narrow
drawing (:func:`view_html`, the narrow one made from its noscript's text by web/board-embed.js,
or the noscript's own drawing with script off) the one for that width shows.  A single drawing
(the runtime's, web/board-embed.js) always shows.

The pre-painted drawings sit in ``<div class="euro-board-art">`` with ``content-visibility:
auto``: the browser lays out and paints a board only as it nears the screen (and for print;
web/board-embed.js draws the others once the page is idle), and keeps every other board's
place at the height of the drawing its width shows (``--wide`` / ``--narrow``: the drawing's
height over its width, :func:`aspect`), so a page of many boards is drawn for the reader at
about the cost of its boards on screen, and nothing moves as the reader scrolls."""


LAZY_CSS = ("noscript.euro-wide svg{display:block}"
            ".euro-lazy{min-height:calc(100cqw*var(--wide,.8))}"
            f"@container (max-width:{NARROW_BELOW_PX - 0.02}px){{"
            "noscript.euro-wide svg{display:none}"
            ".euro-lazy{min-height:calc(100cqw*var(--narrow,2))}}")
"""A lazy board's style (:func:`lazy_source`), after :data:`VIEW_CSS` in its shadow root: until
web/board-embed.js draws it, its box holds the height of the drawing its width shows (as a
board off screen does); with script off, the wide noscript's drawing shows on a wide board and
the stacked one on a narrow board, as a board that is not lazy shows them."""


EARLY_CSS = ("@media (scripting:enabled){:where(figure.euro-board){margin:1.5rem 0}"
             ":where(.euro-board-view){display:block;border:1px solid #d8cdb8;border-radius:6px;"
             "background:#fbf8f1;overflow:auto}}")
"""The page's style each figure carries in a ``<style>`` of its own: the figure's and the
board element's box as web/board-embed.js styles them (the same rules as its STYLE), so a
board on screen is laid out once, at the width it keeps, not again when the script comes
after it was drawn (for the two boards on screen of bench/explainer.py's 12-board page that
second layout took 49 ms of main thread in a Chromium trace, bench/explainer_trace.py).
Only while script runs (``scripting: enabled``: with script off a figure keeps the page's own
look); every rule in ``:where()``, so any rule of the page wins; web/board-embed.js turns
these copies off once its own rules are in, so a later version of the script styles an older
snippet's figure."""


def board_svg(state: State, *, seat: int | None = None, lang: str = "en",
              layout: str = "wide") -> str:
    """The board of ``state`` as ``seat`` sees it (None: the public view), worded in ``lang``.

    Raises:
        ValueError: ``seat`` is not a seat of the game.
    """
    if seat is not None and not 0 <= seat < state.players:
        raise ValueError(f"seat must be from 0 to {state.players - 1}, not {seat!r}")
    game = get_game(state.game)
    gettext = translator(lang, game.id)
    return game.render(worded_view(game.view(state, seat), gettext), legal=(),
                       gettext=gettext, layout=layout)


def view_html(state: State, *, seat: int | None = None, lang: str = "en",
              lazy: bool = False) -> str:
    """The board's ``<div class="euro-board-view">``: a declarative shadow root holding
    :data:`VIEW_CSS` and ``<div class="euro-board-art">`` (its place's size, :func:`aspect`)
    holding :func:`board_svg` in the wide layout, then the stacked (narrow) one in a
    ``<noscript class="euro-narrow">`` (:func:`narrow_source`).
    The same view of the same position twice, so it carries no more than one drawing would.
    ``lazy``: the wide drawing too travels as a noscript's text (:func:`lazy_source`), and the
    box holds its place (:data:`LAZY_CSS`) until web/board-embed.js draws it.

    Raises:
        ValueError: ``seat`` is not a seat of the game.
    """
    wide, narrow = (board_svg(state, seat=seat, lang=lang, layout=layout)
                    for layout in ("wide", "narrow"))
    inert = lazy_source(wide) if lazy else wide
    lazy = inert != wide
    return (f'<div class="euro-board-view"><template shadowrootmode="open">'
            f'<style>{VIEW_CSS}{LAZY_CSS if lazy else ""}</style><div class="euro-board-art'
            f'{" euro-lazy" if lazy else ""}" '
            f'style="--wide:{aspect(wide)};--narrow:{aspect(narrow)}">'
            f"{inert}{narrow_source(narrow)}</div></template></div>")


def lazy_source(svg: str) -> str:
    """The wide drawing ``svg`` of a lazy board (:func:`figure`'s ``lazy``), carried inside
    ``<noscript class="euro-wide">``: while script runs it is one inert text, which costs the
    page no elements until web/board-embed.js makes it into the ``svg.wide`` as the board
    nears the screen, once the page is idle, or before it is printed; with script off it is
    the drawing itself (:data:`LAZY_CSS` shows it on a wide board).  A drawing that could not
    travel so (:func:`narrow_source`) is carried as itself: the board is not lazy."""
    inert = narrow_source(svg)
    return inert.replace('<noscript class="euro-narrow">', '<noscript class="euro-wide">', 1) \
        if inert != svg else svg


def aspect(svg: str) -> str:
    """The height over the width of the drawing ``svg`` (its root's ``viewBox``), as CSS
    number text with four decimals, e.g. "0.8070" for ``viewBox="0 0 1000 807"``.

    Raises:
        ValueError: the root ``<svg>`` has no ``viewBox`` of four numbers with a positive
            width (every renderer of the games writes one).
    """
    root = svg[:svg.index(">") + 1] if ">" in svg else svg
    found = re.search(r'\sviewBox="([^"]*)"', root)
    numbers = found.group(1).replace(",", " ").split() if found else []
    if len(numbers) != 4 or float(numbers[2]) <= 0:
        raise ValueError(f"the drawing has no viewBox to size its place: {root[:120]!r}")
    return f"{float(numbers[3]) / float(numbers[2]):.4f}"


def narrow_source(svg: str) -> str:
    """The stacked drawing ``svg`` as a snippet carries it: inside ``<noscript
    class="euro-narrow">``.  With script on, the browser reads a noscript's content as one
    text node (no elements, no style, no layout), and web/board-embed.js turns it into the
    ``svg.narrow`` after the wide one once the board's element is narrower than
    :data:`NARROW_BELOW_PX` (a phone): a wide page builds one drawing per board.  With
    script off it is parsed as the drawing itself, which :data:`VIEW_CSS` shows on a narrow
    board.  A drawing whose text would end the noscript or open a comment
    (``</noscript``, ``<!--``; the renderers escape every text, so none does) is carried as
    itself instead."""
    lowered = svg.lower()
    if "</noscript" in lowered or "<!--" in lowered:
        return svg
    return f'<noscript class="euro-narrow">{svg}</noscript>'


def figure(doc: dict, *, move: int | None = None, seat: int | None = None, lang: str = "en",
           play: bool = False, caption: str = "", whole: bool = False,
           lazy: bool = False) -> str:
    """The ``<figure class="euro-board">`` of ``doc`` at ``move`` from ``seat``'s view.

    Args:
        doc: a save document (:func:`engine.savedoc.save`), replayed here.
        move: recorded actions to show (None: all); clamped to the game's length.
        seat: whose view (None: the public view).
        lang: the board's language ("en", "es").
        play: readers may play on from the position (the link's ``play=1``).
        caption: the author's text under the board (plain text, escaped).
        whole: the link carries the whole save (seed and every action) so readers step
            through a game in progress: for the author's own demo games only.
        lazy: a board below the page's first screen: its drawing costs the page nothing
            until it nears the screen (:func:`lazy_source`; as ``loading="lazy"`` on an
            image), so a page of many boards is drawn at about the cost of its first ones.
            Its drawing then needs web/board-embed.js (or script off).
    Returns:
        HTML text.  Its link is :func:`engine.share.make_fragment`'s; its drawing is the
        position that link opens at, as ``seat`` sees it.
    Raises:
        SaveError: the document does not replay.
        ValueError: ``seat`` is not a seat of the game.
    """
    states = list(savedoc.iter_states(doc))
    shown = len(states) - 1 if move is None else max(0, min(int(move), len(states) - 1))
    fragment = share.make_fragment(doc, move=shown, seat=seat, play=play, lang=lang,
                                   whole=whole)
    return fragment_figure(fragment, states[shown], seat=seat, lang=lang, caption=caption,
                           lazy=lazy)


def fragment_figure(fragment: str, state: State, *, seat: int | None = None, lang: str = "en",
                    caption: str = "", lazy: bool = False) -> str:
    """The figure of the link ``fragment`` (:mod:`engine.share`'s, e.g. the app's Share
    dialog's :func:`engine.share.state_fragment`), which opens at ``state``: drawn as ``seat``
    sees it, in ``lang`` (``lazy``: :func:`figure`'s).

    Raises:
        SaveError: ``fragment`` is not a link.
        ValueError: ``seat`` is not a seat of the game.
    """
    link = share.parse_fragment(fragment)
    total = len(link["doc"].get("actions", ()))   # a position link: 0 (issue 29)
    at = total if link["move"] is None else min(link["move"], total)
    caption_html = f"<figcaption>{escape(caption)}</figcaption>" if caption else ""
    return (f'<figure class="euro-board" data-link="{escape(fragment)}" '
            f'data-game="{escape(state.game)}" data-move="{at}" data-total="{total}" '
            f'lang="{escape(lang)}"><style>{EARLY_CSS}</style>'
            f'{view_html(state, seat=seat, lang=lang, lazy=lazy)}{caption_html}'
            f"</figure>")


def script_tag(base: str = "") -> str:
    """The ``<script>`` of the script embed, ``base`` the app's address ending in "/"
    (empty: beside the page)."""
    return f'<script src="{escape(base + SCRIPT)}" defer></script>'


def chapters_figure(book: dict, *, lang: str = "en", ident: str = "chapters") -> str:
    """The script embed's ``<figure class="euro-board euro-chapters">`` of a checked chapter
    set (:mod:`engine.chapters`): one ``<section class="euro-chapter">`` per chapter, each with
    its title, the drawing of its first board (its range's first move, or its exercise's or
    free play's position, as the chapter's seat sees it) and the author's text, so that every
    chapter shows with no script (one after another) and board-embed.js shows them one at a
    time with next/previous.  A section is its title, the author's text, then the board.

    Args:
        book: a chapter set (checked again here).
        lang: the boards' and controls' language.
        ident: the figure's id; chapter N's section is ``<ident>-<N>`` (1-based), the host
            page's deep link to it (``#<ident>-<N>``, or ``#<ident>-<N>-<move>``).
    Raises:
        ChapterError: the set does not check (:func:`engine.chapters.check`).
    """
    from . import chapters

    chapters.check(book)
    link = chapters.fragment(book, lang=lang)
    states: dict[int, list[State]] = {}
    sections = []
    for number, entry in enumerate(book["chapters"], 1):
        if entry["game"] not in states:
            states[entry["game"]] = list(savedoc.iter_states(book["games"][entry["game"]]))
        state = states[entry["game"]][entry["from"]]
        title = f'<p class="euro-chapter-title">{escape(entry["title"])}</p>' \
            if entry.get("title") else ""
        text = f'<p class="euro-chapter-text">{escape(entry["text"])}</p>' \
            if entry.get("text") else ""
        sections.append(
            f'<section class="euro-chapter" id="{escape(ident)}-{number}" '
            f'data-chapter="{number}" data-kind="{escape(entry.get("kind", "view"))}" '
            f'data-game="{escape(state.game)}" data-move="{entry["from"]}" '
            f'data-first="{entry["from"]}" data-total="{entry["to"]}">{title}{text}'
            f'{view_html(state, seat=entry.get("seat"), lang=lang)}</section>')
    caption = f"<figcaption>{escape(book['title'])}</figcaption>" if book.get("title") else ""
    return (f'<figure class="euro-board euro-chapters" id="{escape(ident)}" '
            f'data-link="{escape(link)}" data-chapters="{len(sections)}" '
            f'lang="{escape(lang)}"><style>{EARLY_CSS}</style>{caption}{"".join(sections)}'
            f"</figure>")
