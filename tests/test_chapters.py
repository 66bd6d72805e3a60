"""Chapter sets (issue 32, items 2 and 3): engine/chapters.py's format, its checks, its links
and `python -m engine render --chapters`.

The games are seeded random games; Plus Ultra's draft keeps each pick face down until revealed
(rulebook, "Draft de personajes"), which the secrets tests rely on.
"""
from __future__ import annotations

import json
import random
import subprocess
import sys
from pathlib import Path

import pytest

import engine
from engine import chapters, share, snippet
from engine.chapters import ChapterError

ROOT = Path(__file__).resolve().parents[1]


def played(game_id: str, moves: int, seed: int = 4, players: int = 3, *, to_end=False) -> dict:
    game = engine.get_game(game_id)
    state, rng = game.new(players, seed=seed, names=["Ana", "Bruno", "Carla"][:players]), \
        random.Random(seed)
    while (to_end or len(state.history) < moves) and not game.is_over(state):
        state = game.apply(state, rng.choice(game.legal_actions(state)))
    return engine.save(state)


@pytest.fixture(scope="module")
def finished():
    return played("village", 0, seed=2, to_end=True)


@pytest.fixture(scope="module")
def drafting():
    return played("plus_ultra", 3)


def test_a_set_of_a_range_an_exercise_and_free_play(finished, drafting):
    rng = random.Random(1)
    view = chapters.chapter(finished, first=10, move=14, title="Moves 10–14", text="See.")
    exercise = chapters.chapter(finished, move=20, kind="exercise", right="Yes", wrong="No",
                                rng=rng)
    free = chapters.chapter(drafting, kind="free", rng=rng)
    book = chapters.build([view, exercise, free], title="A lesson")
    assert [c["kind"] for c in book["chapters"]] == ["view", "exercise", "free"]
    assert book["chapters"][0] == {"game": 0, "from": 10, "to": 14, "seat": None,
                                   "kind": "view", "title": "Moves 10–14", "text": "See."}
    assert book["games"][0] == finished                       # a finished game: whole
    # the exercise's answer defaults to the move the game recorded there
    recorded = engine.load(finished, upto=21).history[-1]
    assert book["chapters"][1]["answers"] == [[recorded]]
    ex_doc = book["games"][book["chapters"][1]["game"]]
    assert ex_doc["actions"] == [] and "seed" not in ex_doc   # its position only
    # the same game twice is carried once
    again = chapters.build([view, view])
    assert len(again["games"]) == 1 and [c["game"] for c in again["chapters"]] == [0, 0]


def test_links_deep_link_a_chapter_and_move_within_its_range(finished):
    book = chapters.build([chapters.chapter(finished, move=5),
                           chapters.chapter(finished, first=10, move=14)])
    link = chapters.fragment(book, chapter=2, move=12, lang="es")
    assert link.startswith("v=3&chapters=1")
    opened = share.parse_fragment("#" + link)
    assert (opened["chapter"], opened["move"], opened["lang"], opened["format"]) == (1, 12, "es", 3)
    assert opened["doc"] == finished and opened["book"] == book
    assert share.parse_fragment(chapters.fragment(book, chapter=2, move=40))["move"] == 14
    assert share.parse_fragment(chapters.fragment(book, chapter=2))["move"] == 10
    assert share.parse_fragment(chapters.fragment(book))["chapter"] == 0
    with pytest.raises(ChapterError, match="chapter must be from 1 to 2, not 3"):
        share.parse_fragment(chapters.fragment(book, chapter=3))
    with pytest.raises(engine.SaveError, match="chapter must be a whole number"):
        share.parse_fragment(chapters.fragment(book) + "&chapter=x")


def test_an_exercise_carries_no_secret_beyond_its_view(drafting):
    """Plus Ultra's draft: Ana's pick is face down; the exercise (Bruno to pick, public view)
    carries the position as the public sees it, no seed, no moves, not Ana's pick."""
    state = engine.load(drafting)
    game = engine.get_game("plus_ultra")
    secret = game.view(state, 0)["players"][0]["characters"][0]
    assert secret and game.view(state, None)["players"][0]["characters"][0] is None
    legal = [a.notation for a in game.legal_actions(state)]
    made = 0
    for seed in range(8):          # the public view re-deals the pool: not every pick stays
        try:
            carried, entry = chapters.chapter(drafting, kind="exercise", answers=legal[0],
                                              rng=random.Random(seed))
        except ChapterError as err:
            assert "not a legal action" in str(err) and "give a seat" in str(err)
            continue
        made += 1
        assert "seed" not in carried and carried["actions"] == []
        assert game.view(engine.load(carried), None) == game.view(state, None)
        figure = snippet.chapters_figure(chapters.build([(carried, entry)]))
        assert secret.lower() not in figure.lower()
    assert made
    # from the deciding seat's own view the answer is the seat's own hand: always legal
    seat = game.decision(state).seat
    carried, entry = chapters.chapter(drafting, kind="exercise", seat=seat, answers=legal[0],
                                      rng=random.Random(3))
    assert entry["answers"] == [[legal[0]]] and entry["seat"] == seat


@pytest.mark.parametrize("change, message", [
    (lambda b: b.update(format="x"), "not a chapter set"),
    (lambda b: b.update(version=2), "newer version"),
    (lambda b: b.update(chapters=[]), "1 to 40 chapters"),
    (lambda b: b["chapters"][0].update(game=5), "game 5 is not one of"),
    (lambda b: b["chapters"][0].update(to=9999), "not within its game"),
    (lambda b: b["chapters"][0].update(seat=7), "seat must be from 0 to 2"),
    (lambda b: b["chapters"][0].update(kind="quiz"), "kind must be one of"),
    (lambda b: b["chapters"][0].update(text="x" * 3000), "text must be a text of at most"),
    (lambda b: b["chapters"][1].update(answers=["pick 99"]), "'pick 99' is not a legal action"),
    (lambda b: b["chapters"][1].update(answers=["<b>"]), "not an action notation"),
    (lambda b: b["chapters"][1].update(answers=[]), "1 to 12 answers"),
    (lambda b: b["chapters"][1].update(game=0, **{"from": 3, "to": 3}),
     "holds its position only"),
    (lambda b: b["games"][0].update(actions=["nonsense 1"]), "does not replay"),
])
def test_bad_sets_raise_a_clear_error(finished, drafting, change, message):
    book = chapters.build([chapters.chapter(finished, first=2, move=6),
                           chapters.chapter(drafting, kind="exercise", seat=1,
                                            rng=random.Random(2),
                                            answers=engine.get_game("plus_ultra").legal_actions(
                                                engine.load(drafting))[0].notation)])
    bad = json.loads(json.dumps(book))
    change(bad)
    with pytest.raises(ChapterError, match=message):
        chapters.check(bad)
    with pytest.raises(engine.SaveError):               # the same from a link
        share.parse_fragment(chapters.fragment(bad))


def test_building_refuses_what_would_leak_or_cannot_be_answered(drafting, finished):
    with pytest.raises(ChapterError, match="would carry every secret"):
        chapters.chapter(drafting, first=1, move=3)
    whole = chapters.chapter(drafting, first=1, move=3, whole=True)[0]   # the author's demo
    assert whole == drafting
    with pytest.raises(ChapterError, match="position is the game's end"):
        chapters.chapter(finished, kind="exercise", answers=["x"])
    with pytest.raises(ChapterError, match="no recorded move after"):
        chapters.chapter(drafting, kind="exercise")
    with pytest.raises(ChapterError, match="seat must be"):
        chapters.chapter(drafting, seat=3)


def test_the_script_embed_draws_every_chapter_first_board(finished):
    book = chapters.build([chapters.chapter(finished, first=10, move=14, title="T<1>"),
                           chapters.chapter(finished, move=30, text="Two & more")],
                          title="Set")
    html = snippet.chapters_figure(book, lang="es", ident="lesson")
    assert html.count('<section class="euro-chapter"') == 2
    assert 'id="lesson-1"' in html and 'id="lesson-2"' in html
    assert 'data-move="10" data-first="10" data-total="14"' in html
    assert snippet.board_svg(engine.load(finished, upto=10), lang="es") in html
    assert snippet.board_svg(engine.load(finished, upto=30), lang="es") in html
    assert "T&lt;1&gt;" in html and "Two &amp; more" in html and "<figcaption>Set" in html
    link = html.split('data-link="', 1)[1].split('"', 1)[0].replace("&amp;", "&")
    assert share.parse_fragment(link)["book"] == book


def test_cli_writes_the_snippet_and_the_link_of_a_spec(tmp_path, finished, drafting):
    (tmp_path / "game.json").write_text(json.dumps(finished))
    (tmp_path / "draft.json").write_text(json.dumps(drafting))
    answer = engine.get_game("plus_ultra").legal_actions(engine.load(drafting))[0].notation
    spec = {"title": "Lesson", "chapters": [
        {"save": "game.json", "from": 4, "move": 8, "title": "Moves 4–8"},
        {"save": "draft.json", "kind": "exercise", "seat": 1, "answers": [answer],
         "right": "Right!", "wrong": "Not that one"}]}
    (tmp_path / "spec.json").write_text(json.dumps(spec))

    def run(*args):
        return subprocess.run([sys.executable, "-m", "engine", "render", *args], cwd=ROOT,
                              capture_output=True, text=True, timeout=120)

    out = run("--chapters", str(tmp_path / "spec.json"), "--snippet", "--base", "https://e.org/")
    assert out.returncode == 0, out.stderr
    assert out.stdout.count('class="euro-chapter"') == 2
    assert out.stdout.rstrip().endswith('<script src="https://e.org/board-embed.js" defer></script>')
    link = run("--chapters", str(tmp_path / "spec.json"), "--link", "--lang", "es")
    assert link.returncode == 0 and link.stdout.startswith("embed.html#v=3&chapters=")
    assert share.parse_fragment(link.stdout.split("#", 1)[1].strip())["book"]["title"] == "Lesson"
    spec["chapters"][1]["answers"] = ["pick 99"]
    (tmp_path / "spec.json").write_text(json.dumps(spec))
    bad = run("--chapters", str(tmp_path / "spec.json"), "--snippet")
    assert bad.returncode == 1 and "chapter 2" in bad.stderr and "'pick 99'" in bad.stderr
    assert "Traceback" not in bad.stderr and not bad.stdout
