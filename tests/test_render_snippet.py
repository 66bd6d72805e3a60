"""`python -m engine render --snippet` and engine/snippet.py (issue 32, item 1): the script
embed's snippet carries its board's drawing, which shows only what its view may see."""
from __future__ import annotations

import json
import random
import subprocess
import sys
from pathlib import Path

import pytest

import engine
from engine import share, snippet

ROOT = Path(__file__).resolve().parents[1]


def drafting(moves: int = 3) -> dict:
    """A Plus Ultra game in its draft: Ana (seat 0) has drafted a character face down
    (rulebook, "Draft de personajes": the picks stay hidden until revealed)."""
    game = engine.get_game("plus_ultra")
    state, rng = game.new(3, seed=4, names=["Ana", "Bruno", "Carla"]), random.Random(4)
    for _ in range(moves):
        state = game.apply(state, rng.choice(game.legal_actions(state)))
    return engine.save(state)


def secret_of_seat_0(doc: dict) -> str:
    state = engine.load(doc)
    game = engine.get_game("plus_ultra")
    hidden = game.view(state, 0)["players"][0]["characters"][0]
    assert hidden and game.view(state, None)["players"][0]["characters"][0] is None
    return hidden


def test_a_public_snippet_shows_no_hidden_pick(tmp_path):
    doc = drafting()
    secret = secret_of_seat_0(doc)                       # e.g. "conquistador"
    public = snippet.figure(doc)
    own = snippet.figure(doc, seat=0)
    assert secret.lower() not in public.lower()
    assert secret.lower() in own.lower()                 # seat 0's view shows it to seat 0
    # the link is a position link (issue 29): no seed, no moves, "Move 0 of 0"
    link = public.split('data-link="', 1)[1].split('"', 1)[0]
    carried = share.parse_fragment(link.replace("&amp;", "&"))["doc"]
    assert "seed" not in carried and carried["actions"] == []
    assert 'data-move="0" data-total="0"' in public
    save = tmp_path / "save.json"
    save.write_text(json.dumps(doc))
    cli = subprocess.run([sys.executable, "-m", "engine", "render", str(save), "--snippet",
                          "--caption", "<b>The draft</b>", "--base", "https://example.org/g/"],
                         cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert cli.returncode == 0, cli.stderr
    assert secret.lower() not in cli.stdout.lower()
    assert "<figcaption>&lt;b&gt;The draft&lt;/b&gt;</figcaption>" in cli.stdout
    assert cli.stdout.rstrip().endswith(
        '<script src="https://example.org/g/board-embed.js" defer></script>')


def test_a_whole_snippet_steps_the_recorded_moves_and_draws_the_move_shown():
    doc = drafting(12)
    html = snippet.figure(doc, move=5, whole=True, lang="es", caption="x")
    assert 'data-move="5" data-total="12"' in html and 'lang="es"' in html
    state = engine.load(doc, upto=5)
    assert snippet.board_svg(state, lang="es") in html
    assert 'aria-label="Tablero de Plus Ultra"' in html
    assert "<template shadowrootmode=\"open\">" in html


def test_render_in_spanish_and_a_bad_seat(tmp_path):
    save = tmp_path / "save.json"
    save.write_text(json.dumps(drafting()))
    run = [sys.executable, "-m", "engine", "render", str(save)]
    es = subprocess.run([*run, "--lang", "es"], cwd=ROOT, capture_output=True, text=True,
                        timeout=120)
    en = subprocess.run(run, cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert es.returncode == en.returncode == 0 and es.stdout != en.stdout
    bad = subprocess.run([*run, "--seat", "5", "--snippet"], cwd=ROOT, capture_output=True,
                         text=True, timeout=120)
    assert bad.returncode == 1 and "--seat must be from 0 to 2" in bad.stderr


def test_a_snippet_carries_its_view_in_both_layouts_and_shows_the_one_its_width_needs():
    """A board painted at once is right on a phone too: the wide and the stacked drawing of
    the same view (no more secrets than one), the style choosing by the board's own width
    (a container query at the runtime's threshold, web/boardhost.py), and a chapter set's
    every chapter the same."""
    from engine import chapters

    doc = drafting(12)
    state = engine.load(doc, upto=5)
    html = snippet.figure(doc, move=5, seat=0, whole=True)
    wide, narrow = (snippet.board_svg(state, seat=0, layout=layout)
                    for layout in ("wide", "narrow"))
    assert wide != narrow and html.index(wide) < html.index(narrow)
    assert html.count("<svg") == 2
    assert f'{wide}<noscript class="euro-narrow">{narrow}</noscript>' in html
    assert snippet.narrow_source("<svg><!-- x --></svg>") == "<svg><!-- x --></svg>"
    assert "container-type:inline-size" in snippet.VIEW_CSS
    assert f"@container (max-width:{snippet.NARROW_BELOW_PX - 0.02}px)" in snippet.VIEW_CSS
    book = chapters.build([chapters.chapter(doc, first=2, move=4, whole=True),
                           chapters.chapter(doc, first=8, move=9, whole=True)])
    sections = snippet.chapters_figure(book).split('<section class="euro-chapter"')[1:]
    for section, first in zip(sections, (2, 8), strict=True):
        drawn = engine.load(doc, upto=first)
        assert section.count("<svg") == 2
        assert snippet.board_svg(drawn, layout="narrow") in section


def test_a_board_keeps_the_place_of_its_drawing_while_off_screen():
    """A page of many boards lays out and paints only those near the screen (issue 32: 12
    boards cost about what 1 does): each board's drawings sit in a ``content-visibility:
    auto`` box whose height while skipped is its width times the height over width of the
    drawing that width shows (wide, or stacked below 520 px), read from each drawing's
    viewBox, so nothing moves when the board is drawn."""
    state = engine.load(drafting(12), upto=5)
    wide, narrow = (snippet.board_svg(state, layout=layout) for layout in ("wide", "narrow"))
    view = snippet.view_html(state)
    assert (f'<div class="euro-board-art" style="--wide:{snippet.aspect(wide)};'
            f'--narrow:{snippet.aspect(narrow)}">{wide}<noscript') in view
    assert snippet.aspect(wide) == "0.8070" and float(snippet.aspect(narrow)) > 3
    css, narrow_css = snippet.VIEW_CSS.split("@container")
    assert ".euro-board-art{content-visibility:auto;" in css and "100cqw*var(--wide" in css
    assert "100cqw*var(--narrow" in narrow_css
    assert snippet.aspect('<svg width="100%" viewBox="0,0,500,1451"><g>') == "2.9020"
    for bad in ('<svg width="10"><svg viewBox="0 0 1 1">', '<svg viewBox="0 0 0 9">'):
        with pytest.raises(ValueError):
            snippet.aspect(bad)


def test_a_figure_carries_the_box_the_script_gives_it_while_script_runs():
    """A board on screen is laid out once (issue 32: 12 boards cost about what 1 does): each
    figure carries, for script-on readers only, the very box rules web/board-embed.js adds
    (margins of the figure; border, radius, background and overflow of the board), so the
    script's coming does not change a drawn board's width; a chapter set's figure too."""
    js = (ROOT / "web" / "board-embed.js").read_text(encoding="utf-8")
    style = " ".join(js.split("const STYLE = `", 1)[1].split("`;", 1)[0].split())
    css = snippet.EARLY_CSS
    assert css.startswith("@media (scripting:enabled){") and css.endswith("}}")
    for rule in css[len("@media (scripting:enabled){"):-1].split("}"):
        if not rule:
            continue
        selector, declarations = rule.split("{")
        script_rule = style.split(selector + " {", 1)[1].split("}", 1)[0]
        assert [d.strip().replace(": ", ":") for d in script_rule.split(";") if d.strip()] \
            == declarations.split(";"), selector
    doc = drafting(6)
    assert f'lang="en"><style>{css}</style><div class="euro-board-view">' in \
        snippet.figure(doc, move=2, whole=True)
    from engine import chapters
    book = chapters.build([chapters.chapter(doc, first=1, move=2, whole=True)])
    assert f"<style>{css}</style>" in snippet.chapters_figure(book)
    assert "early.disabled = true" in js


def test_a_lazy_board_carries_its_drawings_as_text_and_holds_its_place(tmp_path):
    """A lazy board (issue 32: 12 boards cost about what 1 does) costs the page no elements
    until board-embed.js draws it: its wide drawing travels as a noscript's text as the
    stacked one does (shown as the drawing with script off), and its box holds the height of
    the drawing its width shows; a board is lazy only when asked (``--lazy``)."""
    doc = drafting(12)
    state = engine.load(doc, upto=5)
    wide, narrow = (snippet.board_svg(state, layout=layout) for layout in ("wide", "narrow"))
    lazy = snippet.figure(doc, move=5, whole=True, lazy=True)
    assert (f'<div class="euro-board-art euro-lazy" style="--wide:{snippet.aspect(wide)};'
            f'--narrow:{snippet.aspect(narrow)}"><noscript class="euro-wide">{wide}</noscript>'
            f'<noscript class="euro-narrow">{narrow}</noscript></div>') in lazy
    assert f"<style>{snippet.VIEW_CSS}{snippet.LAZY_CSS}</style>" in lazy
    css, narrow_css = snippet.LAZY_CSS.split("@container")
    assert ".euro-lazy{min-height:calc(100cqw*var(--wide" in css
    assert ".euro-lazy{min-height:calc(100cqw*var(--narrow" in narrow_css
    eager = snippet.figure(doc, move=5, whole=True)
    assert "euro-wide" not in eager and "euro-lazy" not in eager and f"{wide}<noscript" in eager
    assert snippet.lazy_source("<svg><!-- x --></svg>") == "<svg><!-- x --></svg>"
    save = tmp_path / "game.json"
    save.write_text(json.dumps(doc))
    out = subprocess.run([sys.executable, "-m", "engine", "render", str(save), "--snippet",
                          "--lazy", "--move", "5", "--whole"], cwd=ROOT, capture_output=True,
                         text=True, check=True).stdout
    assert '<noscript class="euro-wide">' in out and 'class="euro-board-art euro-lazy"' in out
