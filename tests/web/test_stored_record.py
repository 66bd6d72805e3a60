"""Review D6 ("Your games" rows are ambiguous), on the host: an import of a game already
stored is recognised by its record (web/records.py ``stored_record``), and a row names the
edition, the bots' seats and a copy (web/ui_saves.py ``saved_facts``)."""
from __future__ import annotations

import random

import engine
from engine.i18n import translator

import records
import saves
import storage
import ui

TITLES = {info["id"]: info["title"] for info in engine.games()}


def record(game_id="lorenzo", variant="advanced", moves=6, seed=3, kinds=("human", "bot:easy")):
    game, rng = engine.get_game(game_id), random.Random(seed)
    state = game.new(len(kinds), seed=seed, variant=variant)
    while len(state.history) < moves:
        state = game.apply(state, rng.choice(game.legal_actions(state)))
    return engine.save(state, seats=[{"name": n, "kind": k}
                                     for n, k in zip(state.names, kinds, strict=True)])


def store(docs: dict) -> storage.Storage:
    box = storage.Storage(storage.MemoryBackend())
    for ref, doc in docs.items():
        box.autosave(ref, doc)
    return box


def test_an_import_of_a_stored_game_is_recognised_by_its_record():
    doc = record()
    box = store({"nippon/a": record("nippon", "standard"), "lorenzo/b": doc})
    assert records.stored_record(box, dict(reversed(list(doc.items())))) == "lorenzo/b"
    assert records.stored_record(box, {**doc, "copy": True}) == "lorenzo/b"   # a copy's copy
    assert records.stored_record(box, record(moves=7)) is None         # another point of it
    assert records.stored_record(box, record(seed=4)) is None
    assert records.stored_record(box, record(kinds=("human", "bot:hard"))) is None
    box.backend.setItem(storage.AUTOSAVE + "lorenzo/c", "{not json")  # unreadable: passed over
    assert records.stored_record(box, record(variant="basic")) is None


def test_a_row_names_the_edition_the_bots_and_a_copy_in_both_languages():
    box = store({"lorenzo/b": {**record(), "copy": True},
                 "plus_ultra/c": record("plus_ultra", "early", kinds=("human", "human"))})
    rows = {e["ref"]: e["facts"] for e in saves.stored_games(box)}
    assert rows["lorenzo/b"]["kinds"] == ["human", "bot:easy"] and rows["lorenzo/b"]["copy"]
    en = ui.resume_items(saves.stored_games(box), TITLES, translator("en"))
    assert "Lorenzo il Magnifico · Advanced game" in en and "Plus Ultra · Early edition" in en
    assert "Player 1, Player 2 (Bot: easy)" in en and en.count('data-testid="copy"') == 1
    es = ui.resume_items(saves.stored_games(box), TITLES, translator("es"))
    assert "Kept copy" not in es and ">Copia<" in es and "Bot: easy" not in es and "Advanced game" not in es
    for value in (box.autosave_text("lorenzo/b"),):    # the facts written back are trusted
        assert saves.trusted_facts(saves.parse(value))["variant"] == "advanced"
