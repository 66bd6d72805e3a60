"""How to play in Chromium (issue 21): opened from a shelf card (offline) and from a game's top
bar, the edition switched, in English and Spanish, the table of contents moving to its section; axe
finds nothing serious; on a phone (390x844) nothing scrolls sideways.  Screenshots go to
$HOWTO_SHOTS when set (looked at by hand)."""
from __future__ import annotations

import os

import pytest
from playwright.sync_api import expect
from tests.e2e.test_accessibility import assert_clean

pytestmark = pytest.mark.e2e
SHOTS = os.environ.get("HOWTO_SHOTS")
DESKTOP, PHONE = {"width": 1280, "height": 800}, {"width": 390, "height": 844}


def shot(page, name: str, *, full: bool = False) -> None:
    if SHOTS:
        os.makedirs(SHOTS, exist_ok=True)
        page.screenshot(path=os.path.join(SHOTS, f"{name}.png"), full_page=full)


def no_sideways_scroll(page, selector: str) -> None:
    over = page.evaluate(f"""() => {{ const d = document.querySelector('{selector}');
        return [d.scrollWidth, d.clientWidth, document.documentElement.scrollWidth,
                window.innerWidth]; }}""")
    assert over[0] <= over[1] + 1 and over[2] <= over[3], over


@pytest.mark.parametrize("viewport", [DESKTOP, PHONE], ids=["desktop", "phone"])
def test_from_the_shelf_switching_the_edition(app, page, viewport):
    page.set_viewport_size(viewport)
    app()
    size = "phone" if viewport is PHONE else "desktop"
    card = page.locator('#games li[data-game="plus_ultra"]')
    expect(card.locator(".pitch")).to_contain_text("court of Charles V")
    expect(card.locator(".facts")).to_have_text("2–4 players · 90–120 min")
    expect(card.locator("dt")).to_have_text(["Published rules", "Early edition"])
    shot(page, f"shelf-en-{size}", full=True)
    no_sideways_scroll(page, "#games")
    page.context.set_offline(True)                          # the summaries are in the bundle
    card.locator('[data-cmd="howto"]').click()
    dialog = page.locator("#howto-dialog")
    expect(dialog).to_be_visible()
    expect(dialog.locator("h2")).to_have_text("How to play: Plus Ultra")
    expect(page.locator("#howto-variant")).to_have_value("reglamento")
    expect(dialog.locator("nav li")).to_have_count(dialog.locator("section h3").count())
    expect(dialog).to_contain_text("2 dice (3 with 2 players), and the lowest die counts")
    shot(page, f"howto-plus-ultra-en-{size}")
    assert_clean(page, "How to play")
    no_sideways_scroll(page, "#howto-dialog")

    page.select_option("#howto-variant", "early")
    expect(dialog.locator(".howto-body")).to_have_attribute("data-variant", "early")
    expect(dialog).to_contain_text("3 dice, and the middle die counts")
    expect(dialog).not_to_contain_text("the lowest die counts")
    expect(page.locator("#howto-variant")).to_be_focused()

    last = dialog.locator("nav a").last
    target = last.get_attribute("data-goto")
    last.click()
    expect(dialog.locator(f"#{target} h3")).to_be_focused()
    expect(dialog.locator(f"#{target} h3")).to_be_in_viewport()
    assert "#" not in page.url                             # the app's address is untouched
    shot(page, f"howto-plus-ultra-early-end-en-{size}")
    page.keyboard.press("Escape")
    expect(dialog).to_be_hidden()
    expect(page.locator("#shelf-screen")).to_be_visible()


@pytest.mark.parametrize("viewport", [DESKTOP, PHONE], ids=["desktop", "phone"])
def test_from_a_game_in_spanish_in_its_edition(app, page, viewport):
    page.set_viewport_size(viewport)
    size = "phone" if viewport is PHONE else "desktop"
    app("?new=lorenzo&players=2&seed=4&variant=advanced")
    page.select_option("#lang", "es")
    expect(page.locator("html")).to_have_attribute("lang", "es")
    nav = page.locator("#nav-howto")
    expect(nav).to_be_visible()
    shot(page, f"game-lorenzo-es-{size}")
    no_sideways_scroll(page, ".topbar")                     # the § button fits the bar
    expect(nav).to_have_accessible_name("Cómo se juega")
    nav.click()
    dialog = page.locator("#howto-dialog")
    expect(dialog.locator("h2")).to_have_text("Cómo se juega: Lorenzo il Magnifico")
    expect(page.locator("#howto-variant")).to_have_value("advanced")   # the game's edition
    expect(dialog.locator("section h3").first).to_have_text("Objetivo del juego")
    expect(dialog.locator("section h3")).to_contain_text(["Líderes"])
    expect(dialog.locator(".howto-source").first).to_contain_text("Reglamento:")
    shot(page, f"howto-lorenzo-es-{size}")
    assert_clean(page, "Cómo se juega")
    no_sideways_scroll(page, "#howto-dialog")
    page.select_option("#howto-variant", "basic")
    expect(dialog.locator("section h3")).not_to_contain_text(["Líderes"])
    dialog.locator(".buttons [data-cmd=close-dialog]").click()
    expect(dialog).to_be_hidden()
    expect(page.locator("#game-screen")).to_be_visible()
    page.click("#nav-shelf")
    card = page.locator('#games li[data-game="village"]')
    expect(card.locator(".facts")).to_have_text("2–4 jugadores · 60–90 min")
    shot(page, f"shelf-es-{size}", full=True)
    card.locator('[data-cmd="howto"]').click()
    expect(dialog.locator("h2")).to_have_text("Cómo se juega: Village")
    expect(page.locator("#howto-variant")).to_have_count(0)            # one edition only
    shot(page, f"howto-village-es-{size}")
