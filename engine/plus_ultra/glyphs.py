"""Glyphs of the Plus Ultra board (one small drawing per token kind, 20×20 user units) and
the few ElementTree helpers :mod:`.render` builds with.

:mod:`.render` puts only the kinds a board uses into ``<defs>`` as ``<symbol id="g-KIND">`` and
places them with ``<use href="#g-KIND">`` (the chess.svg pattern, STYLE.md "Rendering follows
chess.svg").  Glyphs of player pieces leave ``fill`` unset so that the ``<use>`` element gives
the owner's colour.
"""
from __future__ import annotations

import xml.etree.ElementTree as ET

# (tag, attributes) per glyph; shapes without "fill" inherit the fill of the <use> element.
SHAPES: dict[str, tuple[tuple[str, dict[str, str]], ...]] = {
    "gold": (("path", {"d": "M2 15 L5 7 H15 L18 15 Z", "fill": "#e9b41f", "stroke": "#7a5a00"}),
             ("path", {"d": "M6 9 H14", "stroke": "#fff3b0", "stroke-width": "1.5"})),
    "silver": (("circle", {"cx": "10", "cy": "10", "r": "8", "fill": "#c9d1d9",
                           "stroke": "#5b6670"}),
               ("circle", {"cx": "10", "cy": "10", "r": "4.5", "fill": "none",
                           "stroke": "#5b6670"})),
    "spices": (("path", {"d": "M10 2 C18 6 18 14 10 18 C2 14 2 6 10 2 Z", "fill": "#c4581a",
                         "stroke": "#6b2d08"}),
               ("path", {"d": "M10 4 V16", "stroke": "#6b2d08"})),
    "gems": (("path", {"d": "M10 2 L18 9 L10 18 L2 9 Z", "fill": "#8e3fb5", "stroke": "#3e1255"}),
             ("path", {"d": "M2 9 H18 M6 5.5 L10 9 L14 5.5", "stroke": "#e6c7f5", "fill": "none"})),
    "natives": (("path", {"d": "M5 18 C4 10 9 3 16 2 C15 9 11 15 5 18 Z", "fill": "#8a5a2b",
                          "stroke": "#3d2410"}),
                ("path", {"d": "M5 18 L13 6", "stroke": "#f0d9b5"})),
    "colony": (("path", {"d": "M3 10 L10 3 L17 10 V18 H3 Z", "fill": "#e3cf9f",
                         "stroke": "#6d5330"}),
               ("rect", {"x": "8", "y": "12", "width": "4", "height": "6", "fill": "#6d5330"})),
    "ducat": (("circle", {"cx": "10", "cy": "10", "r": "8", "fill": "#f0c040",
                          "stroke": "#7a5a00", "stroke-width": "1.5"}),
              ("circle", {"cx": "10", "cy": "10", "r": "4", "fill": "none", "stroke": "#7a5a00"})),
    "gp": (("path", {"d": "M10 1 L12.6 7 L19 7.4 L14 11.6 L15.6 18 L10 14.4 L4.4 18 L6 11.6 "
                          "L1 7.4 L7.4 7 Z", "fill": "#a3262a", "stroke": "#4a0d10"}),),
    "crown": (("path", {"d": "M2 16 L2 6 L6 10 L10 4 L14 10 L18 6 L18 16 Z", "fill": "#e9b41f",
                        "stroke": "#7a5a00"}),),
    "house": (("path", {"d": "M2 10 L10 2 L18 10 V18 H2 Z", "stroke": "#222",
                        "stroke-width": "1.2"}),),
    "tercio": (("circle", {"cx": "10", "cy": "4.5", "r": "3.5", "stroke": "#222"}),
               ("path", {"d": "M5 19 L6 9 H14 L15 19 Z", "stroke": "#222"}),
               ("path", {"d": "M17 1 V19", "stroke": "#222", "stroke-width": "1.5"})),
    "roseton": (("circle", {"cx": "10", "cy": "10", "r": "8.5", "stroke": "#222"}),
                ("circle", {"cx": "10", "cy": "10", "r": "3", "fill": "#fff", "stroke": "#222"}),
                ("path", {"d": "M10 1.5 V7 M10 13 V18.5 M1.5 10 H7 M13 10 H18.5 M4 4 L7.9 7.9 "
                               "M12.1 12.1 L16 16 M16 4 L12.1 7.9 M7.9 12.1 L4 16",
                          "stroke": "#fff", "stroke-width": "1.2"})),
    "bull": (("path", {"d": "M6 12 L3 19 L7 17 L9 19 L10 13 Z M14 12 L17 19 L13 17 L11 19 L10 13 Z",
                       "fill": "#b71c1c", "stroke": "#4a0d10"}),
             ("circle", {"cx": "10", "cy": "8", "r": "6.5", "fill": "#ffffff", "stroke": "#555"}),
             ("path", {"d": "M10 4 V12 M6.5 7 H13.5", "stroke": "#b71c1c", "stroke-width": "1.5"})),
    "estate": (("rect", {"x": "2", "y": "4", "width": "16", "height": "13", "fill": "#9ccc65",
                         "stroke": "#33691e"}),
               ("path", {"d": "M2 8 H18 M2 12 H18 M7 4 V17", "stroke": "#33691e"})),
    "ship": (("path", {"d": "M2 13 H18 L15 18 H5 Z", "stroke": "#222"}),
             ("path", {"d": "M10 2 V13 M10 3 L16 11 H10", "stroke": "#222", "fill": "#fff"})),
    "cube": (("rect", {"x": "3", "y": "3", "width": "14", "height": "14", "rx": "2",
                       "stroke": "#222", "stroke-width": "1.2"}),),
    "card": (("rect", {"x": "4", "y": "1", "width": "12", "height": "18", "rx": "2",
                       "fill": "#3b4a6b", "stroke": "#1b2438"}),
             ("path", {"d": "M7 6 L13 14 M13 6 L7 14", "stroke": "#c9a227"})),
}


def symbol(defs: ET.Element, kind: str) -> None:
    """Append ``<symbol id="g-KIND" viewBox="0 0 20 20">`` with the glyph's shapes to ``defs``."""
    sym = ET.SubElement(defs, "symbol", {"id": f"g-{kind}", "viewBox": "0 0 20 20"})
    for tag, attrs in SHAPES[kind]:
        ET.SubElement(sym, tag, attrs)


def short(name: str, chars: int) -> str:
    """``name`` cut to ``chars`` characters with an ellipsis."""
    return name if len(name) <= chars else name[:max(1, chars - 1)] + "…"
