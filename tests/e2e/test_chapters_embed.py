"""Chapters and exercises in both embeds (issue 32, items 2, 3, 4), in Chromium, one page per
scenario, on examples/explainer.html's chapter sets (tools/build/explainer.py):

- The script embed, desktop, English: a deep link (``#lesson-2``) opens chapter 2 of the
  lesson before any Python runs (every chapter's first board travels in the page); ‹ › and
  Page Down turn the chapters; the exercise starts the page's one runtime, says a wrong move is
  wrong, takes it back, shows the answer, and says the right move is right; axe-core.  Then
  the page's iframe of the lesson: it sizes itself (the snippet's host script) and the page's
  buttons turn its chapters (``euro-games:chapter``), answered with its position.
- embed.html at 390 px (a phone), Spanish, dark: the death chapters' link deep-linked to
  chapter 1, move 62 opens there in dark colours, its nav says "Capítulo 1 de 2"; printed
  (print media) the board and the chapter's title show without controls; › turns to the free
  play (play any move, Reset) and the frame's own fragment follows; the exercise's link: a
  wrong move told, then the answer shown; axe-core.
"""
from __future__ import annotations

import os
import re
from pathlib import Path

import pytest
from playwright.sync_api import expect

from engine import share
from tests.e2e.test_accessibility import assert_clean

pytestmark = pytest.mark.e2e
SHOTS = Path(os.environ.get("SHOTS", "/tmp/shots"))
RUNTIME_MS = 120_000
"""The first move waits for the page's runtime (a cold start on a loaded CI machine)."""


def _answer(figure) -> str:
    """The exercise's answer, read from the figure's own link (as the runtime reads it)."""
    link = share.parse_fragment(figure.get_attribute("data-link"))
    return link["book"]["chapters"][0]["answers"][0][0]


def test_script_embed_chapters_deep_link_and_an_exercise(page, serve_dist):
    server = serve_dist()
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.set_viewport_size({"width": 900, "height": 1000})
    page.goto(server.url + "examples/explainer.html#lesson-2")
    lesson = page.locator("#lesson")
    sections = lesson.locator("section.euro-chapter")
    expect(lesson).to_have_attribute("data-chapter", "2")
    expect(sections.nth(1)).to_be_visible()
    expect(sections.nth(0)).to_be_hidden()
    expect(sections.nth(1).locator(".euro-board-view svg.wide")).to_be_visible()   # no Python
    expect(lesson.locator(".euro-chapters-where")).to_have_text("Chapter 2 of 3")
    expect(sections.nth(1).locator(".euro-board-counter")).to_have_text("Move 200 of 201")
    larger = sections.nth(1).get_by_role("link", name="Open larger").get_attribute("href")
    assert "embed.html#v=3&chapters=" in larger and larger.endswith("&chapter=2")
    assert not page.locator("iframe").count()
    lesson.get_by_role("button", name="Previous chapter").click()
    expect(lesson).to_have_attribute("data-chapter", "1")
    expect(lesson.get_by_role("button", name="Previous chapter")).to_be_disabled()
    sections.nth(0).locator(".euro-board-view").focus()
    page.keyboard.press("PageDown")                                    # the keys
    page.keyboard.press("PageDown")
    expect(lesson).to_have_attribute("data-chapter", "3")
    death = page.locator("#death")
    death.get_by_role("button", name="Next chapter").click()
    expect(death.locator("section.euro-chapter").nth(1).get_by_role("button", name="Try it")) \
        .to_be_visible()                                               # the free play
    assert_clean(page, "explainer with chapters")
    page.screenshot(path=str(SHOTS / "chapters-script.png"))

    quiz = page.locator("#quiz")
    answer = _answer(quiz)
    task = quiz.locator(".euro-board-task")
    quiz.get_by_role("button", name="Try it").click()
    options = quiz.locator(".euro-board-options button")
    expect(options.first).to_be_visible(timeout=RUNTIME_MS)
    assert options.count() >= 2
    wrong = quiz.locator('.euro-board-options button[data-action="take harvest black"]')
    wrong.click()                                                      # the plague cube
    expect(task).to_have_attribute("data-status", "wrong")
    expect(quiz.locator(".euro-board-told")).to_contain_text("Not that one")
    expect(options).to_have_count(0)
    quiz.get_by_role("button", name="Show the answer").click()
    expect(task).to_have_attribute("data-status", "shown")
    quiz.get_by_role("button", name="Try again").click()
    expect(task).to_have_attribute("data-status", "ask")
    quiz.locator(f'.euro-board-options button[data-action="{answer}"]').click()
    expect(task).to_have_attribute("data-status", "right")
    expect(quiz.locator(".euro-board-told")).to_contain_text("costs no time")
    assert page.locator("iframe").count() == 1                         # one runtime
    assert_clean(page, "explainer, exercise answered")
    quiz.screenshot(path=str(SHOTS / "chapters-exercise-right.png"))

    page.get_by_role("link", name="the second one after its sale").click()   # chapter and move
    expect(lesson).to_have_attribute("data-chapter", "2")
    expect(sections.nth(1)).to_have_attribute("data-move", "201")
    expect(sections.nth(1).locator(".euro-board-counter")).to_have_text("Move 201 of 201")

    page.get_by_role("button", name="Show the frame").click()          # the iframe snippet
    where = page.locator("#frame-position")
    expect(where).to_have_attribute("data-chapter", "1", timeout=RUNTIME_MS)
    page.wait_for_function(                                            # sized by its height
        "parseFloat(document.querySelector('#frame-box iframe').style.height) > 160")
    page.get_by_role("button", name="Chapter 3").click()               # euro-games:chapter
    expect(where).to_have_attribute("data-chapter", "3")
    expect(where).to_have_text(re.compile(r"Chapter 3 of 3, move \d+"))
    expect(page.frame_locator("#frame-box iframe").locator("body")).to_have_attribute(
        "data-chapter", "3")
    page.screenshot(path=str(SHOTS / "chapters-iframe-host.png"))


def test_iframe_chapters_on_a_phone_in_spanish(page, serve_dist):
    server = serve_dist()
    page.set_viewport_size({"width": 900, "height": 1000})
    page.goto(server.url + "examples/explainer.html")
    death_link = page.locator("#death").get_attribute("data-link")
    quiz_link = page.locator("#quiz").get_attribute("data-link")
    answer = _answer(page.locator("#quiz"))
    page.set_viewport_size({"width": 390, "height": 844})
    page.goto(f"{server.url}embed.html#{death_link}&chapter=1&move=62&lang=es&theme=dark")
    body = page.locator("body")
    expect(body).to_have_attribute("data-ready", "true", timeout=RUNTIME_MS)
    expect(body).to_have_attribute("data-chapter", "1")
    expect(body).to_have_attribute("data-move", "62")
    expect(page.locator(".chapter-where")).to_have_text("Capítulo 1 de 2")
    expect(page.locator(".counter, #counter").first).to_contain_text("62")
    assert page.locator("#board svg").bounding_box()["width"] <= 390
    assert _lightness(page.evaluate("getComputedStyle(document.body).backgroundColor")) < 80
    page.screenshot(path=str(SHOTS / "chapters-iframe-phone-es-dark.png"), full_page=True)
    page.emulate_media(media="print")                                  # printed
    expect(page.locator("#board svg")).to_be_visible()
    expect(page.locator("#chapter")).to_be_visible()
    expect(page.get_by_role("button", name="Capítulo siguiente")).to_be_hidden()
    expect(page.locator('[data-cmd="next"]')).to_be_hidden()
    assert _lightness(page.evaluate("getComputedStyle(document.body).backgroundColor")) > 240
    page.screenshot(path=str(SHOTS / "chapters-iframe-print.png"), full_page=True)
    page.emulate_media(media="screen")
    page.get_by_role("button", name="Capítulo siguiente").click()
    expect(body).to_have_attribute("data-chapter", "2")
    expect(body).to_have_attribute("data-mode", "play")             # the free play
    assert "chapter=2" in page.evaluate("location.hash")            # "Open larger" keeps it
    reset = page.get_by_role("button", name="Volver a la posición")
    expect(reset).to_be_disabled()
    page.locator("#panel button.action").first.click()
    expect(reset).to_be_enabled()
    reset.click()
    expect(reset).to_be_disabled()
    assert_clean(page, "embed chapters, phone, Spanish")
    page.screenshot(path=str(SHOTS / "chapters-iframe-phone-es.png"), full_page=True)

    page.goto(f"{server.url}embed.html#{quiz_link}&lang=es")
    page.reload()
    expect(body).to_have_attribute("data-ready", "true", timeout=RUNTIME_MS)
    expect(body).to_have_attribute("data-status", "ask")
    page.locator('#panel button.action[data-action="take harvest black"]').click()
    expect(body).to_have_attribute("data-status", "wrong")
    expect(page.locator(".chapter-told")).to_contain_text("Not that one")   # the author's text
    page.get_by_role("button", name="Ver la respuesta").click()
    expect(body).to_have_attribute("data-status", "shown")
    page.get_by_role("button", name="Probar otra vez").click()
    page.locator(f'#panel button.action[data-action="{answer}"]').click()
    expect(body).to_have_attribute("data-status", "right")
    assert_clean(page, "embed exercise, phone, Spanish")
    page.screenshot(path=str(SHOTS / "chapters-iframe-exercise-es.png"), full_page=True)


def _lightness(colour: str) -> float:
    """The mean of an ``rgb(r, g, b)`` colour's channels (0 black … 255 white)."""
    channels = [int(n) for n in re.findall(r"\d+", colour)[:3]]
    return sum(channels) / 3
