"""examples/explainer.html teaches Village's clock on the rulebook's worked examples (seed 004);
every claim its texts make about a position is played here in the engine
(tools/build/explainer.py ``claims``, each citing its rulebook section), the page's numbers are
the engine's, each board shows the position its text is about, and two builds write the same
page."""
from __future__ import annotations

import html
import re
from pathlib import Path

import pytest

from engine import get_game, savedoc, share
from engine.tour import before_after
from engine.village import data
from tools.build import explainer

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture(scope="module")
def page() -> str:
    return explainer.write_page((ROOT / "examples" / "explainer.html").read_text(encoding="utf-8"))


@pytest.mark.parametrize("claim", explainer.claims(), ids=lambda c: f"{c.where}: {c.text}")
def test_each_claim_holds_in_the_engine(claim):
    """seed 004 (the claim's own section): the claim is true on its position."""
    assert claim.source.startswith("seed 004 § ")
    step = explainer.tour_steps()[claim.step]
    before, after = before_after(step.doc, step.index)
    assert claim.holds(before, after), f"{claim.source}: {claim.text}"


def test_every_section_of_the_page_has_claims(page):
    places = {claim.where for claim in explainer.claims()}
    assert places == {"turn", "plague", "quiz", "lesson", "death", "static"}
    for where in places - {"static"}:
        assert where in explainer.BOARDS or f'class="euro-board euro-chapters" id="{where}"' \
            in page, where


def _figure(page: str, ident: str) -> str:
    """The figure whose id is ``ident`` (a chapter set), or the board in section ``ident``."""
    match = re.search(rf'<figure class="euro-board euro-chapters" id="{ident}".*?</figure>',
                      page, re.S)
    assert match, ident
    return match.group(0)


def _link(figure: str) -> dict:
    return share.parse_fragment(html.unescape(re.search(r'data-link="([^"]*)"', figure)[1]))


def test_the_boards_show_the_positions_their_texts_are_about(page):
    """The single boards show their step's position after its move; the lesson's and the
    death's chapters step over their example's move; the exercise and the free play are the
    positions before the move, as the deciding player sees them."""
    steps = explainer.tour_steps()
    boards = re.findall(r'<figure class="euro-board" data-link="([^"]*)"[^>]*data-move="(\d+)"',
                        page)
    assert len(boards) == len(explainer.BOARDS)
    for (link, move), (_, (step_id, seat, _caption)) in zip(boards, explainer.BOARDS.items(),
                                                             strict=True):
        parsed = share.parse_fragment(html.unescape(link))
        assert int(move) == steps[step_id].index + 1 == parsed["move"]
        assert parsed["seat"] == seat
        assert parsed["doc"]["actions"] == steps[step_id].doc["actions"]
    lesson = _link(_figure(page, "lesson"))["book"]
    assert [(c["from"], c["to"]) for c in lesson["chapters"]] == [
        (steps[s].index, steps[s].index + 1) for s in ("harvest", "market", "market-extra")]
    quiz = _link(_figure(page, "quiz"))["book"]["chapters"][0]
    assert quiz["kind"] == "exercise" and quiz["answers"] == [["take harvest orange"]]
    death = _link(_figure(page, "death"))["book"]
    assert [c["kind"] for c in death["chapters"]] == ["view", "free"]
    free = savedoc.load(death["games"][death["chapters"][1]["game"]])
    assert sorted(a.notation for a in get_game("village").legal_actions(free)) == sorted(
        ["die 1 council:1", "die 1 craft:wainwright", "die 1 farm"])
    # the exercise's wrong choice is in the list the reader is offered, and it costs time
    exercise = savedoc.load(_link(_figure(page, "quiz"))["book"]["games"][0])
    game = get_game("village")
    black = game.apply(exercise, "take harvest black")
    assert black.p(1).time - exercise.p(1).time == data.PLAGUE_TIME


def test_the_page_numbers_are_the_engines(page):
    """seed 004 § La hora de la moneda: the plague text's marker spaces are the engine's."""
    step = explainer.tour_steps()["plague"]
    before, after = before_after(step.doc, step.index)
    seat = 1
    spaces = [state.p(seat).time % data.LIFE_TRACK for state in (before, after)]
    text = re.sub(r"\s+", " ", page)
    assert (f"the marker goes from space {spaces[0]} to {spaces[1]}, leaving "
            f"{data.LIFE_TRACK - spaces[1]} spaces before the bridge") in text
    assert f"pays {data.PLAGUE_TIME} time" in text
    assert f"the harvest brings {data.HARVEST_BASE} sacks" in text
    assert f"never holds more than {data.GRAIN_CAP}" in text
    assert not re.search(r"@\w+ [\w.-]+@|@HOSTSCRIPT@", page)


def test_two_builds_write_the_same_page(page):
    again = explainer.write_page((ROOT / "examples" / "explainer.html").read_text(encoding="utf-8"))
    assert again == page
