"""embed.html fits its host page (issue 32, item 4), its captions follow the move shown
(issue 29, D11) and an old link opens (issue 32, item 5), in Chromium, one host page per
scenario: the Share dialog's own snippet (web/ui.py ``embed_snippet``: the frame and its host
script) pasted into an article page on the same server.

- Desktop, Spanish, ``theme=dark`` with the host's accent and font: the frame tells its height
  and the snippet's script sets it (the board then fills its box, no scrolling), again after
  the host column narrows; the dark colours, the accent; the recorded move 2 of the review's
  D11 game is captioned by itself ("Jugador 1 ha elegido un personaje", not the older "war level"
  line); the board is described for screen readers from the engine's Spanish texts; print media
  shows the board (vector, in page.pdf) and its caption, no controls; axe-core.
- A 390 px phone, English, light: a position link made by 8d70172 (before the decision
  kernel; its pending decision a plain dict) opens, sized to the frame; its caption says who is
  to play, and after "Play from here" and a move, that move (D11: it kept the recorded line),
  wrapped and shown whole (no ellipsis); axe-core.
"""
from __future__ import annotations

import json
from pathlib import Path

import pytest
from playwright.sync_api import expect

import engine
from engine import share
from engine.i18n import translator

pytestmark = [pytest.mark.e2e,
              pytest.mark.own_context]  # article.html is routed: a service worker would answer
ROOT = Path(__file__).resolve().parents[2]
FIXTURES = ROOT / "tests" / "fixtures" / "links"

HOST = """<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>An explainer</title>
<script>window.heights = []; addEventListener("message", e => {
  if (e.data && e.data.type === "euro-games:height") window.heights.push(e.data.height); });</script>
</head><body style="margin:8px"><main><h1>An explainer</h1><p>Before the board.</p>
%s<p>After the board.</p></main></body></html>"""


def _host(page, server_url: str, fragment: str, title: str):
    """Open an article page holding the Share dialog's snippet of embed.html#fragment; the
    frame once its board is drawn."""
    import ui

    snippet = ui.embed_snippet(f"{server_url}embed.html#{fragment}", title, lambda t: t)
    assert "data-euro-games" in snippet and "euro-games:height" in snippet
    page.route("**/article.html",
               lambda route, _request=None: route.fulfill(body=HOST % snippet,
                                                          content_type="text/html"))
    page.goto(f"{server_url}article.html")
    page.wait_for_selector("iframe")
    page.frame_locator("iframe").first.locator('body[data-ready="true"]').wait_for(
        state="attached", timeout=120_000)
    return next(f for f in page.frames if f.url.startswith(f"{server_url}embed.html"))


def _fits(page, frame) -> float:
    """Wait until the iframe has the height the frame asked for; it is returned after checking
    that the board then fills its box (no scrolling, at most a few pixels left over)."""
    page.wait_for_function("""() => { const f = document.querySelector('iframe');
        const want = f.contentDocument.documentElement.dataset.wantedHeight;
        return want && Math.abs(f.clientHeight - Number(want)) <= 1; }""")
    box = frame.evaluate("""() => { const b = document.getElementById('board');
        const s = b.querySelector('svg').getBoundingClientRect();
        return {scroll: b.scrollHeight - b.clientHeight, spare: b.clientHeight - s.height,
                wanted: Number(document.documentElement.dataset.wantedHeight)}; }""")
    assert box["scroll"] <= 1 and box["spare"] <= 12, box
    assert box["wanted"] in page.evaluate("window.heights")         # told by postMessage
    return box["wanted"]


def test_dark_spanish_frame_sizes_itself_describes_its_board_and_prints(page, server_url):
    from tests.e2e.test_accessibility import assert_clean
    page.set_viewport_size({"width": 1280, "height": 900})
    game = engine.get_game("plus_ultra")
    state = game.new(3, seed=101)                 # the review's D11 game: three picks
    for _n in range(3):
        state = game.apply(state, game.legal_actions(state)[0])
    fragment = (share.make_fragment(engine.save(state), move=2, whole=True)
                + "&lang=es&theme=dark&accent=%23c2185b&font=Georgia%2C%20serif")
    frame = _host(page, server_url, fragment, game.title)
    wide = _fits(page, frame)
    assert 700 < wide < 900                       # a 960 px frame: the board's proportions
    style = frame.evaluate("""() => { const b = getComputedStyle(document.body);
        return {theme: document.documentElement.dataset.theme, bg: b.backgroundColor,
                accent: b.getPropertyValue('--accent').trim(), font: b.fontFamily,
                lang: document.documentElement.lang}; }""")
    assert style["theme"] == "dark" and style["bg"] == "rgb(28, 24, 19)", style
    assert style["accent"] == "#c2185b" and style["font"].startswith("Georgia"), style
    assert style["lang"] == "es"
    # D11: move 2 is Player 1's secret pick; the log's last line is older ("war level")
    es = translator("es", "plus_ultra")
    player = es("Player {n}").format   # a stored default name, worded in Spanish
    expect(frame.locator("#caption")).to_have_text(
        es("{name} chose a character").format(name=player(n=1)))
    assert "guerra" not in frame.locator("#caption").text_content()
    summary = frame.locator("#board-summary").text_content()
    assert summary.startswith(es("{name} chose a character").format(name=player(n=1)) + "\n")
    assert es("{name} to play").format(name=player(n=2)) in summary
    assert es("Peer Order") in summary and "Orden de Pares" in summary   # the board's <desc>
    expect(frame.locator("#board svg")).to_have_attribute("aria-describedby", "board-summary")
    assert_clean(frame, "embed, dark, Spanish")
    page.set_viewport_size({"width": 700, "height": 900})      # the host's column narrows
    narrow = _fits(page, frame)
    assert narrow < wide - 150
    page.emulate_media(media="print")
    expect(frame.locator(".embed-controls")).to_be_hidden()
    expect(frame.locator("#board svg")).to_be_visible()
    expect(frame.locator("#caption")).to_be_visible()
    assert frame.evaluate("getComputedStyle(document.body).backgroundColor") == \
        "rgb(255, 255, 255)"
    pdf = page.pdf()
    assert pdf.startswith(b"%PDF") and b"/Subtype /Image" not in pdf   # drawn as vectors


def test_phone_frame_opens_an_old_link_and_captions_the_readers_move(page, server_url):
    from tests.e2e.test_accessibility import assert_clean
    import embed_text
    from viewer import Viewer

    page.set_viewport_size({"width": 390, "height": 844})
    old = next(link for link in json.loads((FIXTURES / "links-8d70172.json").read_text())
               ["links"] if link["game"] == "plus_ultra" and link["kind"] == "position"
               and link["seat"] is None)
    frame = _host(page, server_url, old["fragment"] + "&play=1&lang=en", "Plus Ultra")
    _fits(page, frame)
    assert frame.evaluate("document.documentElement.dataset.theme") == "light"
    viewer = Viewer(share.parse_fragment(old["fragment"])["doc"])
    en = translator("en", "plus_ultra")
    expect(frame.locator("#counter")).to_have_text("Move 0 of 0")
    expect(frame.locator("#caption")).to_have_text(embed_text.caption(viewer, None, None, en))
    assert_clean(frame, "embed, phone, old link")
    frame.click('[data-cmd="more"]')
    frame.click('[data-cmd="play"]')
    expect(frame.locator("#caption")).to_have_text(
        embed_text.caption(viewer, None, None, en, playing=True))
    action = frame.locator("#panel [data-action]").first
    viewer.play(action.get_attribute("data-action"))
    action.click()
    after = embed_text.caption(viewer, None, None, en, playing=True)
    expect(frame.locator("#caption")).to_have_text(after)
    assert after != embed_text.caption(Viewer(viewer.doc), None, None, en)
    long = " ".join([after] * 4)                    # a caption longer than a phone's line
    whole = frame.locator("#caption").evaluate(
        "(c, text) => { c.textContent = text; const r = document.createRange();"
        " r.selectNodeContents(c); return [c.scrollWidth <= c.clientWidth + 1,"
        " c.scrollHeight <= c.clientHeight + 1, getComputedStyle(c).textOverflow,"
        " new Set([...r.getClientRects()].map(q => Math.round(q.top))).size]; }", long)
    assert whole[:3] == [True, True, "clip"] and whole[3] > 1, whole   # wrapped, shown whole
