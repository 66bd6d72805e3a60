"""Host tests of "How to play" (issue 21, web/howto.py) and the shelf cards (web/ui.py):
headings and a table of contents that match the summary's sections, the edition select for
games with several editions, the rulebook heading cited, and no English left in the Spanish
page (the marking gettext of tests/test_i18n_complete.py).  Run ``python build.py i18n``
first."""
from __future__ import annotations

import re
import xml.etree.ElementTree as ET

import pytest
from tests.test_i18n_complete import WORD, Marking, outside_marks, translated

import engine
from engine.i18n import translator

import howto
import ui

pytest.importorskip("babel")
CASES = [(g, v) for g in engine.registry.GAME_PACKAGES for v in engine.get_game(g).variants]


def tree(html: str) -> ET.Element:
    return ET.fromstring(f"<div>{html}</div>")


def page(game_id: str, variant: str, _) -> str:
    info = engine.get_game(game_id).info()
    return howto.howto_html(info, variant, engine.get_game(game_id).rules_summary(variant, _), _)


@pytest.mark.parametrize("game_id,variant", CASES)
def test_the_contents_link_every_section_heading(game_id, variant):
    _ = translator("en")
    sections = engine.get_game(game_id).rules_summary(variant, _)
    root = tree(page(game_id, variant, _))
    links = root.findall(".//nav//a")
    headings = root.findall(".//section/h3")
    assert [a.text for a in links] == [s.title for s in sections] == [h.text for h in headings]
    ids = {e.get("id") for e in root.iter() if e.get("id")}
    for a in links:
        assert a.get("href") == "#" + a.get("data-goto") and a.get("data-goto") in ids
    assert root.find(".//h2").get("id") == "howto-title"
    assert root.find(".//section[@id='howto-s1']/h3").get("tabindex") == "-1"


def test_an_edition_select_only_where_there_are_editions():
    _ = translator("en")
    early = tree(page("plus_ultra", "early", _))
    select = early.find(f".//select[@id='{howto.SELECT_ID}']")
    assert [o.get("value") for o in select] == ["reglamento", "early"]
    assert [o.get("value") for o in select if o.get("selected") is not None] == ["early"]
    assert "Early edition" in [o.text for o in select]
    assert early.find(".//div[@data-variant='early']") is not None
    assert "middle of 3 dice" in ET.tostring(early, encoding="unicode")
    assert tree(page("nippon", "standard", _)).find(".//select") is None


def test_the_rulebook_heading_is_cited_in_spanish_and_steps_are_a_list():
    _ = translator("en")
    root = tree(page("plus_ultra", "reglamento", _))
    cited = [e.text for e in root.findall(".//p[@class='howto-source']/span")]
    assert "Fin de la Partida" in cited and all(c for c in cited)
    assert all(s.get("lang") == "es" for s in root.findall(".//p[@class='howto-source']/span"))
    start = root.find(".//section[@id='howto-s5']")
    assert start.find("h3").text == "Start of the turn"
    assert len(start.findall("ol/li")) == 6 and not start.find("ol/li").text[0].isdigit()
    assert howto.cited_headings("seed 001 § Preparar; lorenzo-data.md § 2.1 Advanced") == [
        "Preparar"]


@pytest.mark.parametrize("game_id,variant", CASES)
def test_the_spanish_page_has_no_english_left(game_id, variant):
    marking = Marking("es", game_id)
    marking.where, marking.words = f"howto {game_id} {variant}", set()
    root = tree(page(game_id, variant, marking))
    for cited in root.findall(".//p[@class='howto-source']/span"):
        cited.text = ""                                    # the rulebook's own (Spanish) words
    text = "\n".join(root.itertext())
    words = [w for w in re.findall(WORD, outside_marks(text)) if not translated(marking, w)]
    assert not words, words
    assert not marking.missing, marking.missing


def test_the_shelf_card_shows_pitch_players_length_and_variants():
    _ = translator("es")
    root = tree(ui.shelf_items(engine.games(), _))
    cards = root.findall("li")
    assert [c.get("data-game") for c in cards] == list(engine.registry.GAME_PACKAGES)
    lorenzo = cards[1]
    assert lorenzo.find("h2").text == "Lorenzo il Magnifico"
    assert lorenzo.find("p[@class='facts']").text == "2–4 jugadores · 60–120 min"
    assert lorenzo.find("p[@class='pitch']").text.startswith("Dirige una familia noble")
    assert [dt.text for dt in lorenzo.findall("dl/dt")] == ["Juego básico", "Juego avanzado"]
    assert "líderes" in lorenzo.findall("dl/dd")[1].text
    buttons = {b.get("data-cmd"): b for b in lorenzo.findall(".//button")}
    assert buttons["new"].text == "Nueva partida" and buttons["howto"].text == "Cómo se juega"
    assert all(buttons[c].get("aria-describedby") == "title-lorenzo" for c in ("new", "howto"))
    assert "tour" in buttons                                 # the guided tour (web/tour.py)
    marking = Marking("es", "lorenzo")
    marking.where, marking.words = "shelf", set()
    text = "\n".join(tree(ui.shelf_items(engine.games(), marking)).itertext())
    for title in ("Plus Ultra", "Lorenzo il Magnifico", "Nippon", "Village"):
        text = text.replace(title, " ")
    words = [w for w in re.findall(WORD, outside_marks(text)) if not translated(marking, w)]
    assert not words and not marking.missing, (words, marking.missing)


def test_scoring_items_are_a_list_after_their_lead():
    root = tree(page("lorenzo", "basic", translator("en")))
    final = root.findall(".//section")[-1]
    assert final.find("h3").text == "Final scoring"
    items = [li.text for li in final.findall("ul/li")]
    assert items[0].startswith("territories:") and items[-1].startswith("resources:")
    assert len(items) == 5
    assert final.findall("p")[-2].text.startswith("The player with the most VP wins")
