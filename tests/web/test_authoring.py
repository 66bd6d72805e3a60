"""The Share dialog's chapter authoring (issue 32, item 6; web/authoring.py, web/ui_authoring.py):
what the author picks becomes the engine's chapter set, and its links carry no more than the
engine's share functions let them (engine/share.py: a finished game whole; an exercise, a free
play and a game in progress only the chosen view's position)."""
from __future__ import annotations

import random

import pytest

import engine
from authoring import Authoring
from engine import chapters, share
from engine.i18n import translator
from ui_authoring import answers_html, authoring_html, chapter_form, status_text


def played(game_id: str, moves: int | None, seed: int = 2) -> dict:
    game = engine.get_game(game_id)
    state, rng = game.new(2, seed=seed), random.Random(seed)
    while (moves is None or len(state.history) < moves) and not game.is_over(state):
        state = game.apply(state, rng.choice(game.legal_actions(state)))
    return engine.save(state)


@pytest.fixture(scope="module")
def finished():
    return played("plus_ultra", None)


def test_a_range_an_exercise_and_a_free_play_become_the_engines_set(finished):
    a = Authoring(finished, random.Random(1))
    assert a.over and a.spec.first == 0 and a.spec.move == a.total
    a.update(first=10, move=14, title="Moves 10–14", text="The draft.")
    a.add()
    a.update(kind="exercise", move=20)
    state = engine.load(finished, upto=20)
    game = engine.get_game("plus_ultra")
    assert a.spec.seat == game.decision(state).seat          # the deciding seat's view
    recorded = engine.load(finished, upto=21).history[-1]
    assert a.spec.answers == [recorded]                       # offered: the recorded move
    assert recorded in a.legal(a.spec)
    a.update(right="Yes!", wrong="No.")
    a.add()
    a.update(kind="free", move=30)
    book, left = a.book()
    assert left == []
    link = share.parse_fragment(chapters.fragment(book, chapter=2))
    first, second, third = book["chapters"]
    assert (first["from"], first["to"], first["title"]) == (10, 14, "Moves 10–14")
    assert book["games"][first["game"]] == finished          # a finished game: whole
    assert second["kind"] == "exercise" and second["answers"] == [[recorded]]
    assert (second["right"], second["wrong"]) == ("Yes!", "No.")
    exercise = book["games"][second["game"]]
    assert "seed" not in exercise and exercise["actions"] == []   # only the position
    assert link["chapter"] == 1 and link["doc"] == exercise
    assert engine.get_game("plus_ultra").view(engine.load(exercise), second["seat"]) == \
        game.view(state, second["seat"])
    assert third["kind"] == "free" and "seed" not in book["games"][third["game"]]


def test_a_game_in_progress_gives_one_position_per_chapter_and_no_secret():
    doc = played("plus_ultra", 12)
    a = Authoring(doc, random.Random(3))
    assert not a.over and a.spec.first == a.spec.move == 12
    a.update(first=2, move=8)
    assert a.spec.first == a.spec.move == 8                   # no range: its future is secret
    book, left = a.book()
    carried = book["games"][0]
    assert not left and "seed" not in carried and carried["actions"] == []
    shown, real = engine.load(carried), engine.load(doc, upto=8)
    game = engine.get_game("plus_ultra")
    assert shown.seed != real.seed and game.view(shown, None) == game.view(real, None)


def test_texts_edit_without_a_new_deal_and_answers_follow_the_position(finished):
    a = Authoring(finished, random.Random(5))
    a.update(kind="exercise", move=20)
    before = a.book()[0]["games"]
    a.update(title="Which pick?", text="Think first.")
    assert a.book()[0]["games"] == before                     # the same re-deal: same link
    a.update(answers=[])
    book, left = a.book()
    assert book is None and [i for i, _e in left] == [0]
    _ = translator("es", "plus_ultra")
    assert "El capítulo 1 queda fuera: elige su respuesta." in status_text(a, left, _)
    a.update(move=21)                                         # another position: its own move
    assert a.spec.answers and set(a.spec.answers) <= set(a.legal(a.spec))
    a.update(answers=["not a move"] + a.legal(a.spec)[:1])
    assert a.spec.answers == a.legal(a.spec)[:1]


def test_the_view_is_worded_in_english_and_spanish(finished):
    """Including what the preview's "Try it" opens: the readers' page's own runtime."""
    a = Authoring(finished, random.Random(5))
    a.update(kind="exercise", move=20)
    names = engine.load(finished).names
    for lang, words in (("en", ["Chapters and exercises", "Right answers", "played in the game",
                                "Told for a wrong answer",
                                "own copy of the games, apart from this app"]),
                        ("es", ["Capítulos y ejercicios", "Respuestas correctas",
                                "jugada en la partida", "Se dice a una respuesta incorrecta",
                                "arranca la copia de los juegos propia de esa página"])):
        _ = translator(lang, "plus_ultra")
        page = authoring_html(a, names, _) + answers_html(a, names, _) + chapter_form(a, names, _)
        for word in words:
            assert word in page, (lang, word)


@pytest.mark.parametrize("game_id", ["lorenzo", "nippon", "village", "plus_ultra"])
def test_every_games_exercise_offers_the_moves_its_link_lets_the_reader_play(game_id):
    doc = played(game_id, 30, seed=4)
    a = Authoring(doc, random.Random(7))
    a.update(kind="exercise", move=20)
    offered = a.legal(a.spec)
    assert a.spec.answers == [engine.load(doc, upto=21).history[-1]]
    a.update(answers=offered[-1:] + a.spec.answers)
    book, left = a.book()
    assert not left
    game = engine.get_game(game_id)
    carried = engine.load(book["games"][0])
    assert [x.notation for x in game.legal_actions(carried)] == offered
    assert "seed" not in book["games"][0]


def with_bots(moves: int | None) -> tuple[dict, list[int]]:
    """Plus Ultra, Ana and two bots (web/seats.py's kinds), played ``moves`` moves (None: to
    the end); the moves at which a bot decided."""
    game = engine.get_game("plus_ultra")
    state, rng = game.new(3, seed=6, names=["Ana", "Bot 2", "Bot 3"]), random.Random(6)
    bots = []
    while (moves is None or len(state.history) < moves) and not game.is_over(state):
        if game.decision(state).seat in (1, 2):
            bots.append(len(state.history))
        state = game.apply(state, rng.choice(game.legal_actions(state)))
    kinds = ["human", "bot:easy", "bot:normal"]
    return engine.save(state, seats=[{"name": n, "kind": k}
                                     for n, k in zip(state.names, kinds, strict=True)]), bots


def seat_options(a: Authoring) -> list[str]:
    import re

    form = chapter_form(a, a.states[0].names, lambda t: t)
    picker = re.search(r'<select id="author-seat">(.*?)</select>', form).group(1)
    return re.findall(r'<option value="([^"]*)"', picker)


def test_a_game_with_bots_in_progress_offers_no_bots_view():
    """Issue 29 item 1: while the game is played, a chapter shows the public view or a
    person's, never a bot's (its board and moves are its secrets), whatever is asked; an
    exercise at a bot's decision takes the public view and does not name the bot's move."""
    doc, bots = with_bots(12)
    a = Authoring(doc, random.Random(2))
    assert not a.over and a.views == [None, 0] and seat_options(a) == ["", "0"]
    assert "offered once the game is over" in chapter_form(a, a.states[0].names, lambda t: t)
    for seat in (1, 2):
        assert a.update(seat=seat).seat is None
    assert a.update(seat=0).seat == 0
    move = next(m for m in bots if m < a.total)
    a.update(seat=None)
    a.update(kind="exercise", move=move)
    assert a.actor(move) in (1, 2) and a.spec.seat is None
    assert a.recorded(move, None) is None and a.spec.answers == []
    page = answers_html(a, a.states[0].names, lambda t: t)
    assert "played in the game" not in page
    assert a.update(seat=a.actor(move)).seat is None
    a.update(answers=a.legal(a.spec)[:1])
    book, left = a.book()
    assert not left and all(c["seat"] in (None, 0) for c in book["chapters"])


def test_a_finished_game_with_bots_and_a_hotseat_game_offer_every_seat():
    doc, bots = with_bots(None)
    a = Authoring(doc, random.Random(2))
    assert a.over and a.views == [None, 0, 1, 2] and seat_options(a) == ["", "0", "1", "2"]
    assert "offered once the game is over" not in chapter_form(a, a.states[0].names,
                                                               lambda t: t)
    move = bots[3]
    a.update(kind="exercise", move=move)
    assert a.spec.seat == a.actor(move) in (1, 2)             # the bot's own view, now public
    assert a.spec.answers == [a.recorded(move, a.spec.seat)]
    hotseat = Authoring(played("plus_ultra", 12), random.Random(2))   # every seat a person
    assert not hotseat.over and hotseat.views == [None, 0, 1]
    assert hotseat.update(seat=1).seat == 1


def test_the_set_being_written_is_kept_per_game_and_restored_only_for_that_game(finished):
    """Issue 32 (authoring): reopening the Share dialog, or the app, gives back the chapters."""
    from storage import MemoryBackend, Storage

    store = Storage(MemoryBackend())
    a = Authoring(finished, random.Random(3))
    a.title = "Opening lessons"
    a.update(first=2, move=6, title="The draft", text="Watch the ducats.")
    a.add()
    a.update(kind="exercise", move=20, right="Yes.", wrong="Not this one.")
    store.keep_authoring("plus_ultra", a.kept())
    again = Authoring(finished, random.Random(9))
    assert again.restore(store.authoring("plus_ultra"))
    assert (again.title, again.index, again.chapters) == (a.title, a.index, a.chapters)
    assert again.book()[0] == a.book()[0]                 # the same set: the same link
    other = Authoring(played("plus_ultra", 30, seed=4), random.Random(9))
    assert not other.restore(store.authoring("plus_ultra"))   # another game: a fresh set
    assert len(other.chapters) == 1 and other.title == ""
    kept = a.kept()
    kept["chapters"][0]["move"] = "not a number"          # bad data: nothing changes
    assert not again.restore(kept) and again.chapters == a.chapters
    assert store.authoring("lorenzo") is None
