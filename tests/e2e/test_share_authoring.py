"""Chapters and exercises written in the app's Share dialog (issue 32, item 6), in Chromium:

- Desktop, English: a finished Plus Ultra game; Share → Chapters and exercises: chapter 1
  moves 10–14 with a caption and a text, chapter 2 an exercise at a move of three choices or more whose answer is the
  recorded move (ticked among the legal moves listed), with texts for right and wrong; the
  live preview (the script embed's own page) shows both chapters; Copy copies the script
  snippet; axe-core.  The link opens
  in embed.html: chapter 1 steps within 10–14, chapter 2 tells a wrong move with the author's
  text, then the right one.  The app opened again restores the set with its game.
- A 390 px phone, Spanish, keyboard only: the dialog opens from the keyboard, a second chapter
  is added and made an exercise with the keys (its kind, its move, an answer ticked with
  Space), the link decodes to the engine's set: the finished game whole, the exercise only
  its position; axe-core.
"""
from __future__ import annotations

import os
import random
from pathlib import Path

import pytest
from playwright.sync_api import expect

import engine
from engine import savedoc, share
from tests.e2e.test_accessibility import assert_clean
from tests.e2e.test_buttons_and_keyboard import import_doc

pytestmark = pytest.mark.e2e
SHOTS = Path(os.environ.get("SHOTS", "/tmp/authoring-shots"))
RUNTIME_MS = 120_000


def finished(seed: int = 3) -> dict:
    game = engine.get_game("plus_ultra")
    state, rng = game.new(2, seed=seed, names=["Ana", "Ben"]), random.Random(seed)
    while not game.is_over(state):
        state = game.apply(state, rng.choice(game.legal_actions(state)))
    return engine.save(state)


def choice(doc: dict, start: int) -> int:
    """The first move from ``start`` on whose decider has three legal actions or more."""
    game, states = engine.get_game("plus_ultra"), list(savedoc.iter_states(doc))
    return next(m for m in range(start, len(states) - 1)
                if len(game.legal_actions(states[m])) >= 3)


def fill(page, selector: str, value: str) -> None:
    """Type a field's value and leave it (its change event, as a person tabbing on)."""
    page.fill(selector, value)
    page.locator(selector).press("Tab")


def test_two_chapters_and_an_exercise_built_in_the_dialog_open_in_the_embed(app, page,
                                                                            context):
    SHOTS.mkdir(parents=True, exist_ok=True)
    context.grant_permissions(["clipboard-read", "clipboard-write"])
    page.set_viewport_size({"width": 1280, "height": 900})
    app()
    doc = finished()
    import_doc(page, doc)
    at = choice(doc, 20)
    answer = engine.load(doc, upto=at + 1).history[-1]
    page.locator('#decision [data-cmd="share"]').click()
    page.get_by_role("button", name="Chapters and exercises…").click()
    dialog = page.locator("#share-dialog")
    expect(dialog.get_by_role("heading", name="Chapters and exercises")).to_be_visible()
    fill(page, "#author-set-title", "Plus Ultra in two steps")
    fill(page, "#author-first", "10")
    fill(page, "#author-move", "14")
    fill(page, "#author-title", "Moves 10–14")
    fill(page, "#author-text", "The first draft.")
    preview = page.frame_locator("#author-preview")
    expect(preview.locator("section.euro-chapter")).to_have_count(1)
    expect(preview.locator(".euro-chapters-nav")).to_be_hidden()     # one chapter: no turning
    dialog.get_by_role("button", name="Add a chapter").click()
    page.select_option("#author-kind", "exercise")
    fill(page, "#author-move", str(at))
    boxes = dialog.locator('input[name="author-answer"]')
    expect(boxes.first).to_be_visible()
    expect(dialog.locator(f'input[name="author-answer"][value="{answer}"]')).to_be_checked()
    assert dialog.locator('input[name="author-answer"]:checked').count() == 1
    fill(page, "#author-title", "Your pick")
    fill(page, "#author-right", "Yes: the move of the game.")
    fill(page, "#author-wrong", "No: look again.")
    expect(page.locator("#author-status")).to_have_text(
        "The link, the frame and the script below hold 2 chapters.")
    expect(preview.locator("section.euro-chapter")).to_have_count(2)
    expect(preview.locator(".euro-chapters-where")).to_have_text("Chapter 2 of 2")
    expect(preview.locator("#chapters-2 .euro-board-view noscript.euro-narrow")).to_be_attached()
    link = page.locator("#author-link").input_value()
    parsed = share.parse_fragment(link.split("#", 1)[1])
    book = parsed["book"]
    assert book["title"] == "Plus Ultra in two steps"
    first, second = book["chapters"]
    assert (first["from"], first["to"], first["kind"]) == (10, 14, "view")
    assert second["answers"] == [[answer]] and second["wrong"] == "No: look again."
    assert book["games"][second["game"]]["actions"] == []      # the exercise: its position
    assert "data-euro-games" in page.locator("#author-snippet").input_value()
    assert 'class="euro-board euro-chapters"' in page.locator("#author-script").input_value()
    page.click('[data-testid="copy-author-script"]')
    expect(page.locator("#copy-status")).to_have_text("Copied")
    assert page.evaluate("navigator.clipboard.readText()") == \
        page.locator("#author-script").input_value()
    assert_clean(page, "share dialog, chapters")
    page.screenshot(path=str(SHOTS / "dialog-desktop-en.png"))

    page.goto(link)
    body = page.locator("body")
    expect(body).to_have_attribute("data-ready", "true", timeout=RUNTIME_MS)
    expect(body).to_have_attribute("data-chapter", "1")
    expect(page.locator(".chapter-where")).to_have_text("Chapter 1 of 2")
    expect(page.locator("#chapter")).to_contain_text("The first draft.")
    expect(body).to_have_attribute("data-move", "10")
    page.get_by_role("button", name="Next chapter").click()
    expect(body).to_have_attribute("data-chapter", "2")
    expect(body).to_have_attribute("data-status", "ask")
    page.locator(f'#panel button.action:not([data-action="{answer}"])').first.click()
    expect(body).to_have_attribute("data-status", "wrong")
    expect(page.locator(".chapter-told")).to_have_text("No: look again.")
    page.get_by_role("button", name="Try again").click()
    page.locator(f'#panel button.action[data-action="{answer}"]').click()
    expect(body).to_have_attribute("data-status", "right")
    expect(page.locator(".chapter-told")).to_have_text("Yes: the move of the game.")
    page.screenshot(path=str(SHOTS / "embed-exercise-right.png"), full_page=True)

    app()                          # the app again: the game reopens, and the set written with it
    page.locator('#decision [data-cmd="share"]').click()
    page.get_by_role("button", name="Chapters and exercises…").click()
    expect(page.locator("#author-set-title")).to_have_value("Plus Ultra in two steps")
    expect(page.locator("#author-status")).to_have_text(
        "The link, the frame and the script below hold 2 chapters.")
    assert page.locator("#author-link").input_value() == link       # the very same set


def test_an_exercise_made_with_the_keyboard_on_a_phone_in_spanish(app, page):
    page.set_viewport_size({"width": 390, "height": 844})
    app()
    page.select_option("#lang", "es")
    doc = finished(seed=4)
    at = choice(doc, 6)
    import_doc(page, doc)
    page.locator('#decision [data-cmd="share"]').focus()
    page.keyboard.press("Enter")
    opener = page.get_by_role("button", name="Capítulos y ejercicios…")
    opener.focus()
    page.keyboard.press("Enter")
    expect(page.locator("#author-set-title")).to_be_focused()
    page.screenshot(path=str(SHOTS / "dialog-phone-es-top.png"))
    page.get_by_role("button", name="Añadir un capítulo").focus()
    page.keyboard.press("Enter")
    expect(page.locator("#author-kind")).to_be_focused()    # the new chapter's first field
    expect(page.locator("#author-ch-1")).to_have_attribute("aria-current", "true")
    page.keyboard.press("ArrowDown")                     # Un ejercicio
    expect(page.locator("#author-kind")).to_have_value("exercise")
    expect(page.locator("#author-kind")).to_be_focused()  # the redrawn field keeps the focus
    page.keyboard.press("Tab")
    expect(page.locator("#author-move")).to_be_focused()
    page.keyboard.press("Control+a")
    page.keyboard.type(str(at))
    page.keyboard.press("Tab")
    expect(page.locator("#author-seat")).to_be_focused()
    answer = engine.load(doc, upto=at + 1).history[-1]
    boxes = page.locator('input[name="author-answer"]')
    expect(page.locator(f'input[name="author-answer"][value="{answer}"]')).to_be_checked()
    other = boxes.locator(f'xpath=self::*[not(@value="{answer}")]').first
    other.focus()
    page.keyboard.press("Space")
    expect(other).to_be_checked()
    expect(page.locator("#author-status")).to_contain_text("contienen 2 capítulos")
    link = page.locator("#author-link").input_value()
    book = share.parse_fragment(link.split("#", 1)[1])["book"]
    whole, chapter = book["chapters"]
    assert whole["kind"] == "view" and book["games"][whole["game"]] == doc   # finished: whole
    assert chapter["kind"] == "exercise" and [answer] in chapter["answers"]
    assert len(chapter["answers"]) == 2
    carried = book["games"][chapter["game"]]
    assert "seed" not in carried and carried["actions"] == []
    preview = page.frame_locator("#author-preview")
    expect(preview.locator(".euro-board-task")).to_be_attached()
    expect(preview.locator(".euro-chapters-where")).to_have_text("Capítulo 2 de 2")
    width = page.evaluate("document.documentElement.scrollWidth")
    assert width <= 390, width
    assert_clean(page, "share dialog, chapters, phone, Spanish")
    page.screenshot(path=str(SHOTS / "dialog-phone-es-answers.png"))
    page.locator("#author-preview").scroll_into_view_if_needed()
    page.screenshot(path=str(SHOTS / "dialog-phone-es-preview.png"))
