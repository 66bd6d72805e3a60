"""Chapter-set links that last (issue 32, items 2 and 5): links of link format 3 made by an
earlier commit (tests/fixtures/links/chapters-<commit>.json, made by make_chapter_links.py)
open today at the same chapter and move, with the same position: its kind, the deciding seat,
the legal actions and an exercise's answers; and the reader's model (web/chapterbook.py)
checks the recorded answer as right."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

import engine
from engine import share

FIXTURES = Path(__file__).parent / "fixtures" / "links"
FILES = sorted(FIXTURES.glob("chapters-*.json"))


def _links():
    for path in FILES:
        data = json.loads(path.read_text())
        for i, link in enumerate(data["links"]):
            yield pytest.param(link, id=f"{data['commit']}-{i}")


def test_there_are_old_chapter_links():
    assert FILES and sum(1 for _ in _links()) >= 3


@pytest.mark.parametrize("link", list(_links()))
def test_an_old_chapter_link_opens_the_same_chapter_and_position(link):
    from chapterbook import ChapterBook

    expect = link["expect"]
    opened = share.parse_fragment("#" + link["fragment"])
    assert (opened["format"], opened["lang"]) == (3, "es")
    assert (opened["chapter"], opened["move"]) == (expect["chapter"], expect["move"])
    entry = opened["book"]["chapters"][opened["chapter"]]
    assert entry["kind"] == expect["kind"] and entry.get("answers") == expect["answers"]
    state = list(engine.savedoc.iter_states(opened["doc"]))[opened["move"]]
    game = engine.get_game(state.game)
    assert state.game == expect["game"]
    assert game.decision(state).seat == expect["deciding"]
    assert sorted(a.notation for a in game.legal_actions(state)) == expect["legal"]
    book = ChapterBook(opened["book"], opened["chapter"], opened["move"])
    if expect["kind"] == "exercise":
        book.play(expect["answers"][0][0])
        assert book.status == "right"
