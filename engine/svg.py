"""SVG building blocks shared by the games' board renderers: ElementTree elements, written
out by :func:`serialize` (the text ``ET.tostring`` gives, in a fraction of its time).

Only drawing plumbing lives here; what a board shows is each game's own ``render.py``.
"""
from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from typing import Any

from .core import Action
from .svghits import Box, grown, hit_minimum, hit_rects, parted  # noqa: F401  (public here too)

_NOT_XML = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\ud800-\udfff\ufffe\uffff]")
"""Characters XML 1.0 forbids (C0 controls but tab/newline/return, lone surrogates, U+FFFE and
U+FFFF); ElementTree escapes markup but writes these as they are."""


def xml_safe(text: str) -> str:
    """``text`` without what XML 1.0 forbids: C0 control characters (NUL, BEL, ESC…) are
    dropped, lone surrogates and U+FFFE/U+FFFF become U+FFFD (the replacement character)."""
    if not _NOT_XML.search(text):
        return text
    return _NOT_XML.sub(lambda m: "" if m.group() < "\x20" else "\ufffd", text)


def to_text(svg: ET.Element) -> str:
    """The SVG document of a board's root element: well-formed XML whatever text it holds
    (a player name from a file may carry control characters or a lone surrogate), and
    encodable as UTF-8.  Every game's renderer returns its board through this.  An explained
    element inside a button stops being a keyboard stop of its own (a button holds no
    focusable part; its hover and press still explain it).  Hit areas of a wide board grow to
    the size a pointer needs (:func:`_grow_hit_areas`), short of a neighbour's centre
    (:func:`_part_hit_areas`)."""
    _grow_hit_areas(svg)
    _part_hit_areas(svg)
    unstop_inner(svg)
    return xml_safe(serialize(svg))


def unstop_inner(tree: ET.Element) -> None:
    """An explained element inside a button under ``tree`` stops being a keyboard stop of its
    own (its ``tabindex`` and ``group`` role removed; :func:`to_text`)."""
    for button in tree.iter():
        if button.get("data-action") is None:
            continue
        for inner in button.iter():
            if (inner is not button and inner.get("data-explain") is not None
                    and inner.get("data-action") is None and "tabindex" in inner.attrib):
                del inner.attrib["tabindex"]
                if inner.get("role") == "group":
                    del inner.attrib["role"]


_CDATA = re.compile("[&<>]")
_ATTRIB = re.compile("[&<>\"\r\n\t]")
_ENTITY = {"&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "\r": "&#13;",
           "\n": "&#10;", "\t": "&#09;"}


def _entity(match: re.Match) -> str:
    return _ENTITY[match.group()]


def serialize(e: ET.Element) -> str:
    """The XML text of the element ``e`` and its subtree, character for character what
    ``ET.tostring(e, encoding="unicode")`` writes for a tree of plain tags (no namespace
    prefixes, comments or processing instructions, which no board has): attributes in their
    order, ``&<>`` escaped in text, also ``"`` and CR/LF/tab (as character references) in
    attribute values, an element with neither text nor children written ``<tag ... />``.

    Raises:
        TypeError: an attribute value or a text that is not a string (as ElementTree)."""
    out: list[str] = []
    _write(e, out, written())
    return "".join(out)


_WRITTEN: dict = {}
"""(name, value) of an attribute → its written form, and a text → its escaped form: boards
write the same attributes and labels on every move (bounded by :func:`written`)."""


def written() -> dict:
    """The cache of written attributes and texts :func:`_write` takes (emptied first when it
    holds more than 50,000 entries: player names and numbers vary)."""
    if len(_WRITTEN) > 50_000:
        _WRITTEN.clear()
    return _WRITTEN


RAW = "\x00raw"
"""The tag of an element that stands for markup already written (its ``text``, written as it
is: :meth:`engine.svgparts.PartCache.fragment`)."""


BOX_ATTRIBUTES = {"x": 0, "y": 1, "width": 2, "height": 3}
"""A rectangle's box attributes → their index in a :data:`engine.svghits.Box`."""


def _write(e: ET.Element, out: list[Any], seen: dict, slots: dict[int, int] | None = None
           ) -> None:
    """Append the text of ``e`` to ``out``; ``seen``: (name, value) → its written form, and
    a text → its escaped form.  ``slots``: ``id()`` of an element → a number; such an
    element's box attributes (:data:`BOX_ATTRIBUTES`) are appended as ``(number, index in the
    box, name)`` instead of their text, to be filled in later (engine/svgparts.py)."""
    tag = e.tag
    if tag == RAW:
        out.append(e.text or "")
        return
    head = "<" + tag
    slot = slots.get(id(e)) if slots else None
    for pair in e.items():
        if slot is not None and pair[0] in BOX_ATTRIBUTES:
            out.append(head)
            out.append((slot, BOX_ATTRIBUTES[pair[0]], pair[0]))
            head = ""
            continue
        part = seen.get(pair)
        if part is None:
            part = seen[pair] = f' {pair[0]}="{_ATTRIB.sub(_entity, pair[1])}"'
        head += part
    text = e.text
    if text or len(e):
        out.append(head + ">")
        if text:
            done = seen.get(text)
            if done is None:
                done = seen[text] = _CDATA.sub(_entity, text)
            out.append(done)
        for child in e:
            _write(child, out, seen, slots)
        out.append("</" + tag + ">")
    else:
        out.append(head + " />")
    if e.tail:
        out.append(_CDATA.sub(_entity, e.tail))


def attribute_text(name: str, value: str) -> str:
    """One attribute as :func:`_write` writes it: `` name="value"`` (value escaped)."""
    return f' {name}="{_ATTRIB.sub(_entity, value)}"'


_NAMES: dict[str, str] = {}
"""Keyword argument → attribute name, as :func:`el` spells it (filled as names come)."""


def el(parent, tag: str, text=None, **attrs) -> ET.Element:
    """Append a sub-element.  Keyword attributes: a trailing ``_`` is dropped and ``_`` becomes
    ``-`` (``class_`` → class, ``font_size`` → font-size); None values are left out; floats are
    written short (``%g``).  ``text``: the element's text (str() of it), if not None."""
    clean = {}
    names = _NAMES
    for k, v in attrs.items():
        if v is None:
            continue
        name = names.get(k)
        if name is None:
            name = names[k] = k.rstrip("_").replace("_", "-")
        clean[name] = v if type(v) is str else f"{v:g}" if isinstance(v, float) else str(v)
    e = ET.SubElement(parent, tag, clean)
    if text is not None:
        e.text = str(text)
    return e


_NARROW, _SLIM, _WIDE = set(" ,.:;·'|!ilj"), set("ftrI()[]-"), set("mwMW")


_EMS: dict[str, float] = {}
"""Text → its width in ems (:func:`text_width`), kept as texts come: boards redraw the same
labels on every move."""


def text_width(text: str, size: float, bold: bool = False) -> float:
    """Estimated width in user units of ``text`` in DejaVu Sans at ``size`` (a little above
    the real advance widths, so that a squeezed text never overflows and a fitting one is
    left alone instead of being stretched)."""
    text = str(text)
    ems = _EMS.get(text)
    if ems is None:
        ems = sum(0.32 if ch in _NARROW else 0.42 if ch in _SLIM else 0.98 if ch in _WIDE
                  else 0.74 if ch.isupper() else 0.66 if ch.isdigit() else 0.62 for ch in text)
        if len(_EMS) < 20_000:              # bounded: player names and numbers vary
            _EMS[text] = ems
    return ems * size * (1.1 if bold else 1.0)


def squeeze(e: ET.Element, width: float, size: float, bold: bool = False) -> ET.Element:
    """Condense the text element ``e`` (font ``size``) into ``width`` user units when its
    estimated width (:func:`text_width`) is larger: a longer translation, or one word no wrap
    can break.  Returns ``e``."""
    if text_width(e.text or "", size, bold) > width:
        e.set("textLength", f"{width:g}")
        e.set("lengthAdjust", "spacingAndGlyphs")
    return e


def cut(text: str, width: float, size: float, bold: bool = False) -> str:
    """``text``, or its longest start followed by "…" whose :func:`text_width` at ``size``
    is at most ``width`` user units (a 40-character unbroken player name in a header)."""
    text = str(text)
    if text_width(text, size, bold) <= width:
        return text
    while len(text) > 1 and text_width(text + "…", size, bold) > width:
        text = text[:-1]
    return text.rstrip() + "…"


def keep_within(e: ET.Element, width: float, size: float, bold: bool = False) -> ET.Element:
    """Cut the text of the element ``e`` (font ``size``) to ``width`` user units with
    :func:`cut`; a cut text gets the whole one in a ``<title>`` child (shown on hover, read
    by screen readers).  Returns ``e``."""
    whole = e.text or ""
    shown = cut(whole, width, size, bold)
    if shown != whole:
        e.text = shown
        title = ET.SubElement(e, "title")
        title.text = whole
    return e


FIT_LEAST = 0.85
"""The narrowest :func:`fit` condenses a text to, of its natural width (issue 20: texts
squeezed further were hard to read)."""


def fit(e: ET.Element, width: float, size: float, bold: bool = False) -> ET.Element:
    """Keep the text element ``e`` (font ``size``) within ``width`` user units, never
    condensed below :data:`FIT_LEAST` of its width: a text that would be is first set in a
    smaller font (inline ``font-size``, just small enough), then :func:`squeeze` d.  A text
    that fits is left alone (never stretched).  Returns ``e``."""
    natural = text_width(e.text or "", size, bold)
    if natural * FIT_LEAST > width:
        smaller = int(size * width / (natural * FIT_LEAST) * 10) / 10
        style = ";".join(part for part in (e.get("style") or "").split(";")
                         if part and not part.strip().startswith("font-size"))
        e.set("style", ";".join(x for x in (style, f"font-size:{smaller:g}px") if x))
        size = smaller
    return squeeze(e, width, size, bold)


def wrap(text: str, chars: int) -> list[str]:
    """Greedy word wrap of ``text`` into lines of at most ``chars`` characters (a longer word
    stays whole on its own line); at least one line."""
    lines: list[str] = []
    for word in text.split():
        if lines and len(lines[-1]) + 1 + len(word) <= chars:
            lines[-1] += " " + word
        else:
            lines.append(word)
    return lines or [""]


def notation(action: Action | str) -> str:
    """The notation of an action given as an :class:`~engine.core.Action` or as text."""
    return action if isinstance(action, str) else action.notation


def board_notations(svg_text: str) -> list[str]:
    """The ``data-action`` values of a rendered board, in document order (for tests and tools)."""
    root = ET.fromstring(svg_text)
    return [key for e in root.iter() if (key := e.get("data-action")) is not None]


def make_clickable(g: ET.Element, key: str, label: str) -> None:
    """Turn a board element's group into the button of action ``key`` (DESIGN.md's contract:
    ``data-action`` holds the notation; reachable with Tab, named by ``label``)."""
    g.set("class", (g.get("class", "") + " action").strip())
    g.set("data-action", key)
    g.set("role", "button")
    g.set("tabindex", "0")
    g.set("aria-label", label)


def explainable(g: ET.Element, key: str) -> ET.Element:
    """Mark a board element as explained (DESIGN.md: ``data-explain="<key>"``, the key of
    ``Game.explain``).  An element that is not already a button becomes a keyboard stop of its
    own (``tabindex``; a ``group`` role unless it has one; its classes stay as they are), so
    focus shows its explanation as a hover does; the app describes it by the popover while
    that shows."""
    g.set("data-explain", key)
    if g.get("tabindex") is None:
        g.set("tabindex", "0")
        g.set("role", g.get("role") or "group")
    return g


HIT_NARROW = 34
"""Smallest side, in user units, of a clickable element's hit area in the narrow layout: its 500
units are drawn about 370 CSS px wide on a 390 px phone, so 34 units make at least 24 CSS px,
the target size a finger needs (WCAG 2.5.8; issue 16 point 7)."""


HIT_WIDE = 1
"""``hit_layout("wide")``: hit areas are drawn, at their box's size; :func:`to_text` grows them
once the board's final size (its ``viewBox``) is known (:func:`wide_hit_minimum`)."""


def hit_layout(layout: str) -> float:
    """The smallest hit-area side for a board ``layout``, in user units (narrow: fixed; wide:
    :data:`HIT_WIDE`, sized at the end by :func:`to_text`)."""
    return HIT_NARROW if layout == "narrow" else HIT_WIDE


def _grow_hit_areas(svg: ET.Element) -> None:
    """Wide boards: every hit area (``rect.hit``) at least :func:`wide_hit_minimum` on each
    side, grown around its centre."""
    minimum = hit_minimum(svg)
    if minimum is None:
        return
    for rect in svg.iter("rect"):
        if rect.get("class") != "hit":
            continue
        a = rect.attrib                                 # hit_area() writes all four
        a["x"], a["y"], a["width"], a["height"] = grown(
            (a["x"], a["y"], a["width"], a["height"]), minimum)


def _part_hit_areas(svg: ET.Element) -> None:
    """Shrink grown hit areas so that none lies over another hit area's centre, the point a
    tap or a test clicks (performance review 2026-11-28: Nippon's influence tiles, 11.5 units
    apart, grew to 26.6 and played their neighbour).  Only a hit area drawn later (on top)
    can take a centre's clicks: a button inside a bigger one, drawn after it, keeps its own.
    A hit area stays centred on its element: it is narrowed on the axis where the
    neighbour's centre lies farther, to just short of it (:func:`parted`)."""
    found = hit_rects(svg)
    changes = parted([(dx, dy, (r.attrib["x"], r.attrib["y"], r.attrib["width"],
                                r.attrib["height"])) for r, dx, dy in found])
    for order, box in changes.items():
        a = found[order][0].attrib
        a["x"], a["y"], a["width"], a["height"] = box


def hit_area(g: ET.Element, box: tuple, minimum: float = 0, **attrs) -> ET.Element:
    """An invisible rectangle over ``box`` (x, y, width, height) that takes the clicks of the
    group ``g``: gaps between its parts click too.  Each side is at least ``minimum``, grown
    around the box's centre, so a small button stays easy to tap (neighbours' centres, where a
    tap or a test clicks, stay theirs as long as buttons are ``minimum / 2`` apart)."""
    x, y, w, h = box
    big_w, big_h = max(w, minimum), max(h, minimum)
    return el(g, "rect", x=round(x - (big_w - w) / 2, 2), y=round(y - (big_h - h) / 2, 2),
              width=big_w, height=big_h, fill="#ffffff", fill_opacity=0, class_="hit", **attrs)


def outline(g: ET.Element, box: tuple, *, lit: bool = False, act: bool = False,
            rx: float = 6) -> None:
    """Draw over a board element (``box``: x, y, width, height) the dashed outline of the last
    turn's moves (``lit``, class ``hx``) and the outline of a legal action (``act``: classes
    ``glow`` and ``hl``)."""
    x, y, w, h = box
    if lit:
        el(g, "rect", x=x - 3, y=y - 3, width=w + 6, height=h + 6, rx=6, class_="hx")
    if act:
        el(g, "rect", x=x - 2, y=y - 2, width=w + 4, height=h + 4, rx=rx, class_="glow")
        el(g, "rect", x=x - 2, y=y - 2, width=w + 4, height=h + 4, rx=rx, class_="hl")


# -- the board's root, stylesheet and rendering context (every game's render.py) ------------
SVG_NS = "http://www.w3.org/2000/svg"
BOARD_FONT = '"DejaVu Sans",Verdana,Arial,sans-serif'


def board_css(font_px: int, *, small_px: int | None = None, glow: int | None = 8,
              hover_glow: bool = True, extra: str = "") -> str:
    """The stylesheet of a board, a ``%``-template over its colours (keys ``text``, ``legal``,
    ``focus``, ``highlight`` and whatever ``extra`` names).

    Every board has: text in :data:`BOARD_FONT` at ``font_px`` px, ``.title`` bold, a legal
    action's outline (``.action .hl``) that turns to the focus colour on hover and keyboard
    focus, and the last move's dashed outline (``.highlight .hx``).  Options: ``small_px``,
    the size of ``.small`` text; ``glow``, the stroke width of the soft halo round a legal
    action (``.action .glow``; None: no halo) and whether it too lights up on hover
    (``hover_glow``); ``extra``: the game's own rules, appended (one per line)."""
    lines = [f"text{{font-family:{BOARD_FONT};font-size:{font_px}px;fill:%(text)s}}",
             ".title{font-weight:bold}"]
    if small_px is not None:
        lines.append(f".small{{font-size:{small_px}px}}")
    lines += [".action{cursor:pointer}",
              ".action .hl{fill:none;stroke:%(legal)s;stroke-width:3}"]
    if glow is not None:
        lines.append(f".action .glow{{fill:none;stroke:%(legal)s;stroke-opacity:.3;"
                     f"stroke-width:{glow}}}")
    lines.append(".action:hover .hl,.action:focus .hl{stroke:%(focus)s;stroke-width:4}")
    if glow is not None and hover_glow:
        lines.append(".action:hover .glow,.action:focus .glow{stroke:%(focus)s;"
                     "stroke-opacity:.5}")
    lines += [".action:focus{outline:none}",
              ".highlight .hx{fill:none;stroke:%(highlight)s;stroke-width:4;"
              "stroke-dasharray:6 3}"]
    if extra.strip():
        lines.append(extra.strip())
    return "\n" + "\n".join(lines) + "\n"


def board_root(game_id: str, layout: str, label: str, *, seat: int | None, over: bool,
               desc: str, css: str, size: tuple[float, float] | None = None,
               **attrs: str) -> ET.Element:
    """The ``<svg>`` element every board starts from, with its summary and stylesheet.

    Args:
        game_id: the game's id (``data-game`` and a class, as the app's CSS expects).
        layout: "wide" or "narrow" (a class).
        label: the board's accessible name (translated), ``role="group"``.
        seat: the deciding seat: ``data-to-move`` while the game goes on (None: none).
        over: the game has ended: ``data-game-over="true"`` instead.
        desc: the text summary of the position (``<desc>``).
        css: the stylesheet, colours filled in (:func:`board_css` ``% colors``).
        size: (width, height) in user units for the ``viewBox``; None when the caller sets
            it after drawing (a board whose height depends on its content).
        attrs: more attributes of the root (e.g. ``style``).
    """
    root = {"xmlns": SVG_NS}
    if size is not None:
        root["viewBox"] = "0 0 %g %g" % size
    root.update({"width": "100%", "class": f"board {game_id} {layout}", "data-game": game_id,
                 "role": "group", "aria-label": label, **attrs})
    svg = ET.Element("svg", root)
    if over:
        svg.set("data-game-over", "true")
    elif seat is not None:
        svg.set("data-to-move", str(seat))
    el(svg, "desc", desc)
    el(svg, "style", css)
    return svg


def _english(message: str) -> str:
    """The translation function of a board drawn without one: the message as it is (one
    function, so that parts drawn in English are kept under the same key)."""
    return message


class BoardContext:
    """What every rendering of a board carries (each game's ``_Ctx`` adds its own).

    Attributes:
        view: the view dict being drawn.
        _: the translation function (the identity for English).
        colors: the game's default colours, with the caller's overrides.
        hit: the smallest side of a hit area in user units (set by ``board()`` from the
            layout, :func:`hit_layout`).
        drawn: notations already drawn as a board element (each is drawn once).
    """

    def __init__(self, view: dict, gettext, colors: dict[str, str] | None,
                 defaults: dict[str, str]):
        self.view = view
        self.hit: float = 0
        self._ = gettext or _english
        self.colors = {**defaults, **(colors or {})}
        self.drawn: set[str] = set()
