"""Saved games in the browser, on the host (web/storage.py, web/saves.py, web/links.py and the
storage parts of web/ui.py): issue 16 point 2 ("No game is ever lost") and issue 17 defects 1-5
and 7 with the reliability review's cases (../shared/reviews/reliability-review-2026-11-24.md,
tasks 2, 3 and 4b).

``MemoryBackend(quota=N)`` behaves as a browser's localStorage that holds N characters of keys
and values in all (Chromium: about 5.24 million): a ``setItem`` past it raises
``QuotaExceededError`` and changes nothing.
"""
from __future__ import annotations

import json
import random
import re
import time

import pytest

import engine
from engine.i18n import translator

import links
import saves
import storage
import ui

P = storage.PREFIX
_ = translator("en")
TITLES = {info["id"]: info["title"] for info in engine.games()}
CHROMIUM_QUOTA = 5_242_880


def played(game_id: str, players: int, seed: int, moves: int, names=None) -> dict:
    """The save document of a game after ``moves`` random legal actions (all if None)."""
    game, rng = engine.get_game(game_id), random.Random(seed)
    state = game.new(players, seed=seed, names=names)
    while not game.is_over(state) and (moves is None or len(state.history) < moves):
        state = game.apply(state, rng.choice(game.legal_actions(state)))
    return engine.save(state)


def compact(doc) -> str:
    return json.dumps(doc, separators=(",", ":"))


def f2d3e39_store(quota: int | None = None) -> storage.MemoryBackend:
    """localStorage as main at f2d3e39 left it (its web/storage.py): one bare save document
    per title under ``autosave/<game>``, ``current`` = the open game's id, a named slot, a
    broken copy and the language."""
    backend = storage.MemoryBackend(quota)
    backend.data.update({
        P + "lang": "es",
        P + "autosave/plus_ultra": compact(played("plus_ultra", 2, 5, 4)),
        P + "autosave/village": compact(played("village", 2, 3, 3)),
        P + "current": "plus_ultra",
        P + "slot/keep-me": compact({"saved": "2026-11-24T05:40:00Z",
                                     "doc": played("village", 2, 3, 3)}),
        P + "broken/autosave/nippon/2026-11-24T05:40:36Z": "garbage{{{",
    })
    return backend


# -- the f2d3e39 layout ---------------------------------------------------------------------
def test_a_store_written_by_f2d3e39_loads_with_nothing_lost():
    backend = f2d3e39_store()
    before = dict(backend.data)
    store = storage.Storage(backend)
    moved = store.migrate()
    assert sorted(ref.split("/")[0] for ref in moved) == ["plus_ultra", "village"]
    assert P + "autosave/plus_ultra" not in backend.data            # moved, not copied twice
    games = saves.stored_games(store)
    # listing wrote each back once with its facts (no replay next time); the document is kept
    docs = {e["facts"]["game"]: saves.unwrap(json.loads(store.autosave_text(e["ref"])))[0]
            for e in games}
    assert docs == {"plus_ultra": json.loads(before[P + "autosave/plus_ultra"]),
                    "village": json.loads(before[P + "autosave/village"])}
    assert [e["facts"]["moves"] for e in games if e["facts"]["game"] == "plus_ultra"] == [4]
    assert store.current() in moved and store.current().startswith("plus_ultra/")
    assert store.language() == "es"
    assert [s["name"] for s in saves.stored_slots(store)] == ["keep-me"]
    assert backend.data[P + "broken/autosave/nippon/2026-11-24T05:40:36Z"] == "garbage{{{"
    assert saves.set_aside_broken(store) == []
    assert store.migrate() == []                                    # once is enough


def test_an_f2d3e39_store_that_cannot_be_migrated_still_opens():
    """A full storage: the copy is refused, so the legacy key stays and is itself an instance."""
    backend = f2d3e39_store()
    backend.quota = sum(len(k) + len(v) for k, v in backend.data.items())
    store = storage.Storage(backend)
    assert store.migrate() == []
    assert store.current() == "plus_ultra"
    facts = {e["ref"]: e["facts"] for e in saves.stored_games(store)}
    assert set(facts) == {"plus_ultra", "village"} and facts["plus_ultra"]["moves"] == 4


# -- defect 1: a full storage ------------------------------------------------------------------
def test_a_refused_autosave_raises_and_keeps_the_last_good_save():
    backend = storage.MemoryBackend()
    store = storage.Storage(backend)
    ref = store.new_ref("plus_ultra")
    store.autosave(ref, played("plus_ultra", 2, 5, 4))
    good = store.autosave_text(ref)
    backend.quota = sum(len(k) + len(v) for k, v in backend.data.items())
    with pytest.raises(storage.WriteRefused) as refused:
        store.autosave(ref, played("plus_ultra", 2, 5, 6))
    assert refused.value.quota
    assert store.autosave_text(ref) == good
    assert list(saves.read(good).state.history) == played("plus_ultra", 2, 5, 4)["actions"]


def test_old_broken_copies_are_dropped_to_make_room_oldest_first():
    backend = storage.MemoryBackend()
    store = storage.Storage(backend)
    ref = store.new_ref("plus_ultra")
    store.autosave(ref, played("plus_ultra", 2, 5, 4))
    store.set("broken/autosave/x/2026-01-01T00:00:00Z", "a" * 3000)
    store.set("broken/autosave/x/2026-02-01T00:00:00Z", "b" * 3000)
    backend.quota = sum(len(k) + len(v) for k, v in backend.data.items()) + 500
    store.autosave(ref, played("plus_ultra", 2, 5, 60))
    assert store.keys("broken/") == ["broken/autosave/x/2026-02-01T00:00:00Z"]
    assert len(saves.read(store.autosave_text(ref)).state.history) == 60


def test_other_refusals_are_not_taken_for_a_full_storage():
    class Refusing(storage.MemoryBackend):
        def setItem(self, key, value):  # noqa: N802
            raise PermissionError("SecurityError: the operation is insecure")

    store = storage.Storage(Refusing())
    with pytest.raises(storage.WriteRefused) as refused:
        store.set_language("es")
    assert not refused.value.quota


# -- defect 2 and issue 16: every game its own instance ------------------------------------------
def test_each_new_game_is_a_new_instance_beside_the_others():
    store = storage.Storage(storage.MemoryBackend())
    first, second = store.new_ref("nippon"), store.new_ref("nippon")
    assert first != second and first.startswith("nippon/") and "/" not in first[len("nippon/"):]
    store.autosave(first, played("nippon", 2, 11, 30))
    store.autosave(second, played("nippon", 2, 12, 0))
    assert {e["ref"]: e["facts"]["moves"] for e in saves.stored_games(store)} == {
        first: 30, second: 0}


# -- defect 3: a save under another title's key ---------------------------------------------------
def test_a_save_under_another_titles_key_is_kept_aside_and_the_real_game_untouched():
    backend = storage.MemoryBackend()
    store = storage.Storage(backend)
    village = compact(played("village", 2, 3, 3))
    backend.data[P + "autosave/village/a"] = village
    backend.data[P + "autosave/plus_ultra/b"] = compact(played("village", 3, 14, 25))
    with pytest.raises(saves.Mismatch):
        saves.read(backend.data[P + "autosave/plus_ultra/b"], "plus_ultra")
    found = saves.set_aside_broken(store)
    assert [(f["key"], f["kept"].startswith("broken/autosave/plus_ultra/b/")) for f in found] == [
        ("autosave/plus_ultra/b", True)]
    assert "village" in found[0]["error"]
    # the real game's document untouched (written back once with its list facts)
    assert saves.unwrap(json.loads(backend.data[P + "autosave/village/a"]))[0] == json.loads(village)
    assert [e["ref"] for e in saves.stored_games(store)] == ["village/a"]


# -- defect 4: a broken autosave that cannot be moved aside ---------------------------------------
@pytest.mark.parametrize("fill", ["full", "huge"])
def test_a_broken_autosave_that_cannot_be_moved_stays_listed_and_is_never_opened(fill):
    backend = storage.MemoryBackend(CHROMIUM_QUOTA)
    store = storage.Storage(backend)
    store.autosave("village/a", played("village", 2, 3, 3))
    backend.data[P + "current"] = "plus_ultra/b"
    if fill == "huge":                                # task 2 row 6: 3,000,000 × "x"
        backend.data[P + "autosave/plus_ultra/b"] = "x" * 3_000_000
    else:                                             # task 3 row 7: a full storage
        backend.data[P + "autosave/plus_ultra/b"] = "garbage{{{"
        used = sum(len(k) + len(v) for k, v in backend.data.items())
        backend.data["zz-filler"] = "x" * (CHROMIUM_QUOTA - used - len("zz-filler"))
    store.set("broken/old/2026-01-01T00:00:00Z", "y" * 10) if fill == "huge" else None
    started = time.perf_counter()
    found = saves.set_aside_broken(store)
    assert time.perf_counter() - started < 2
    assert [(f["key"], f["kept"]) for f in found] == [("autosave/plus_ultra/b", None)]
    assert P + "autosave/plus_ultra/b" in backend.data               # left in place, skipped
    assert store.current() is None
    entries = saves.stored_games(store)
    assert [("facts" in e, e["ref"]) for e in entries] == [(True, "village/a"),
                                                          (False, "plus_ultra/b")]


def test_a_broken_autosave_is_moved_aside_verbatim_and_never_overwrites():
    store = storage.Storage(storage.MemoryBackend())
    store.set("autosave/plus_ultra/a", "{broken")
    first = store.move_aside("autosave/plus_ultra/a")
    store.set("autosave/plus_ultra/a", "{broken again")
    second = store.move_aside("autosave/plus_ultra/a")
    assert first != second
    assert store.get(first) == "{broken" and store.get(second) == "{broken again"
    assert store.autosave_text("plus_ultra/a") is None


# -- defect 5: JSON of the wrong shapes ------------------------------------------------------------
WRONG_SHAPES = [
    {"actions": 5}, {"players": 5}, [1, 2], "text", 5, None,
    {"format": "euro-games-save", "version": 1, "game": "village", "players": 5, "actions": 5},
    {"format": "euro-games-save", "version": 1, "game": "village", "seed": 1,
     "players": [{"name": {"first": "Ana"}}, {"name": None}], "actions": [5]},
    {"saved": 5, "doc": {"actions": 5}}, {"saved": "2020", "doc": [1]},
]


@pytest.mark.parametrize("value", WRONG_SHAPES, ids=[f"shape{i}" for i in range(len(WRONG_SHAPES))])
def test_wrong_shaped_stored_values_are_reported_never_raised(value):
    store = storage.Storage(storage.MemoryBackend())
    store.set("autosave/village/a", json.dumps(value))
    store.set("slot/odd", json.dumps(value))
    store.autosave("nippon/b", played("nippon", 2, 13, 5))
    games = saves.stored_games(store)
    assert [("error" in e, e["ref"]) for e in games] == [(False, "nippon/b"), (True, "village/a")]
    html = ui.resume_items(games, TITLES, _)
    assert html.count("data-instance=") >= 2 and "Nippon" in html
    slots = saves.stored_slots(store)
    assert "error" in slots[0] and ui.saves_dialog(slots, TITLES, True, _).count("odd") >= 1


def test_nested_json_is_refused_before_parsing():
    for text in ("[" * 100_000 + "]" * 100_000,
                 compact(played("village", 2, 3, 3))[:-1] + ',"x":' + '{"a":' * 50_000 + "1"
                 + "}" * 50_001):
        with pytest.raises(engine.SaveError):
            saves.read(text)


def test_a_valid_save_with_its_saved_time_round_trips():
    store = storage.Storage(storage.MemoryBackend())
    doc = played("lorenzo", 3, 12, 25)
    store.autosave("lorenzo/a", doc)
    stored = saves.read(store.autosave_text("lorenzo/a"), "lorenzo")
    assert stored.doc == doc and stored.saved[:2] == "20" and stored.saved.endswith("Z")


# -- the facts shown ------------------------------------------------------------------------------
def test_your_games_show_title_players_moves_turn_and_time_and_finished_games_offer_replay():
    store = storage.Storage(storage.MemoryBackend())
    store.autosave("nippon/a", played("nippon", 2, 13, 7, names=["Ana", "Bruno"]))
    store.autosave("village/b", played("village", 2, 3, None, names=["Carmen", "Dora"]))
    entries = saves.stored_games(store)
    unfinished, finished = entries
    assert unfinished["facts"]["moves"] == 7 and not unfinished["facts"]["over"]
    assert finished["facts"]["over"] and finished["facts"]["turn"] is None
    html = ui.resume_items(entries, TITLES, _, when=lambda iso: "WHEN")
    nippon, village = html.split("<li")[1:]
    assert "Nippon" in nippon and "Ana, Bruno" in nippon and "Moves: 7" in nippon
    turn = engine.get_game("nippon").decision(saves.read(store.autosave_text("nippon/a")).state)
    assert f"{['Ana', 'Bruno'][turn.seat]} to play" in nippon and "WHEN" in nippon
    assert 'data-cmd="resume"' in nippon and 'data-cmd="replay"' not in nippon
    assert 'data-testid="finished"' in village and "Finished" in village
    assert 'data-cmd="replay"' in village and 'data-cmd="resume"' not in village
    assert village.count('data-cmd="ask-delete-game"') == 1


def test_deleting_asks_first():
    store = storage.Storage(storage.MemoryBackend())
    store.autosave("nippon/a", played("nippon", 2, 13, 7))
    entries = saves.stored_games(store)
    html = ui.resume_items(entries, TITLES, _, confirming="nippon/a")
    assert 'data-cmd="delete-game"' in html and 'data-testid="keep"' in html
    assert 'data-cmd="ask-delete-game"' not in html
    assert 'data-cmd="delete-game"' not in ui.resume_items(entries, TITLES, _)


def test_names_from_storage_are_cut_and_escaped():
    hostile = '<img src=x onerror="alert(1)">' + "W" * 10_000
    store = storage.Storage(storage.MemoryBackend())
    doc = played("plus_ultra", 2, 5, 4)
    doc["players"][0]["name"] = hostile
    store.set("autosave/plus_ultra/a", compact(doc))
    store.set("slot/" + hostile, compact({"saved": "<b>2026</b>", "doc": doc}))
    games, slots = saves.stored_games(store), saves.stored_slots(store)
    for html in (ui.resume_items(games, TITLES, _), ui.saves_dialog(slots, TITLES, True, _)):
        assert "<img" not in html and "<b>" not in html and "&lt;img" in html
        shown = re.sub(r"<[^>]*>", "", html)          # the text a reader sees
        assert "W" * 41 not in shown and "2026" not in shown


def test_slots_show_the_same_facts():
    store = storage.Storage(storage.MemoryBackend())
    store.save_slot("before lunch", played("village", 2, 3, 20, names=["Ana", "Bruno"]))
    html = ui.saves_dialog(saves.stored_slots(store), TITLES, True, _, when=lambda iso: "WHEN")
    assert all(fact in html for fact in ("before lunch", "Village", "Ana, Bruno", "Moves: 20",
                                         "to play", "WHEN"))


def test_the_new_game_dialog_no_longer_says_it_replaces_a_game():
    info = engine.games()[0]
    assert "replaces" not in ui.new_game_form(info, _)


# -- defect 7: ?new= parameters are checked before anything is built -------------------------------
def params(**given):
    return lambda name: given.get(name)


@pytest.mark.parametrize("given,message", [
    ({"players": "99999999999999999999"}, "players must be 2–4"),
    ({"players": "5000000"}, "players must be 2–4"),
    ({"players": "1"}, "players must be 2–4"),
    ({"players": "abc"}, "players must be 2–4"),
    ({"seed": "9" * 5000}, "seed"),
    ({"seed": "abc"}, "seed"),
    ({"variant": "<img src=x>"}, "unknown rules"),
])
def test_new_game_link_parameters_are_refused_at_once(given, message):
    info = next(i for i in engine.games() if i["id"] == "nippon")
    started = time.perf_counter()
    with pytest.raises(links.LinkError, match=message):
        links.new_game_params(params(**given), info, _)
    assert time.perf_counter() - started < 0.1


def test_new_game_link_parameters_that_start_a_game():
    info = next(i for i in engine.games() if i["id"] == "plus_ultra")
    got = links.new_game_params(params(players="3", seed="-5", variant="early",
                                       seats="human,easy," + "x" * 10_000), info, _)
    assert got == {"players": 3, "seed": -5, "variant": "early",
                   "kinds": ["human", "bot:easy", "human"]}
    assert links.new_game_params(params(), info, _)["players"] == 2


@pytest.mark.parametrize("change", [{"seed": None}, {"seed": True}, {"version": True},
                                    {"players": [{"name": {"first": "Ana"}}, {"name": None}]}])
def test_stored_headers_are_checked_strictly(change):
    """Issue 17 D-8 and the review's risks, app side: a stored save without a seed (or with
    `true` for a seed or version, or names that are not text) is not opened as another game."""
    doc = {**played("plus_ultra", 2, 5, 0), **change}
    store = storage.Storage(storage.MemoryBackend())
    store.set("autosave/plus_ultra/a", compact(doc))
    with pytest.raises(engine.SaveError):
        saves.read(store.autosave_text("plus_ultra/a"), "plus_ultra")
    assert [f["key"] for f in saves.set_aside_broken(store)] == ["autosave/plus_ultra/a"]


def test_the_saves_dialog_says_what_was_just_saved():
    html = ui.saves_dialog([], TITLES, True, _, done="Saved as “x”.")
    assert 'role="status"' in html and "Saved as “x”." in html


# -- issue 19, boot: "Your games" lists stored games without replaying them ----------------------
def count_replays(monkeypatch) -> list[str]:
    """Every document ``engine.load`` replays from now on (its game id), as a list."""
    seen, real = [], engine.load
    monkeypatch.setattr(saves.engine, "load", lambda doc: seen.append(doc["game"]) or real(doc))
    return seen


def state_of(doc: dict):
    return engine.load(doc)


def test_listing_stored_games_replays_none_of_those_saved_with_their_facts(monkeypatch):
    store = storage.Storage(storage.MemoryBackend())
    docs = {"plus_ultra/a": played("plus_ultra", 3, 5, 60), "village/b": played("village", 2, 3, None),
            "nippon/c": played("nippon", 4, 8, 0), "lorenzo/d": played("lorenzo", 2, 9, 30)}
    for ref, doc in docs.items():
        store.autosave(ref, doc, saves.facts(state_of(doc)))
    store.save_slot("kept", docs["lorenzo/d"], saves.facts(state_of(docs["lorenzo/d"])))
    replays = count_replays(monkeypatch)
    games = saves.stored_games(store)
    slots = saves.stored_slots(store)
    assert replays == []
    by_ref = {e["ref"]: e["facts"] for e in games}
    for ref in docs:   # the same facts a replay gives
        expected = saves.summary(saves.read(store.autosave_text(ref), ref.split("/")[0]))
        assert by_ref[ref] == expected
    assert by_ref["village/b"]["over"] and by_ref["village/b"]["winner"] in by_ref["village/b"]["names"]
    assert [e["ref"] for e in games][-1] == "village/b"           # finished games last
    assert slots[0]["facts"]["moves"] == 30 and slots[0]["saved"]


def test_an_old_store_is_replayed_once_then_listed_from_its_facts(monkeypatch):
    """f2d3e39's bare documents and {"saved", "doc"} values without facts: the first listing
    replays them and writes each back with its facts (document and time kept); the next
    listing replays nothing and shows the same."""
    backend = f2d3e39_store()
    store = storage.Storage(backend)
    store.migrate()
    backend.data[P + "autosave/nippon/x"] = compact({"saved": "2026-11-24T06:00:00Z",
                                                     "doc": played("nippon", 2, 13, 6)})
    docs = {ref: saves.unwrap(json.loads(store.autosave_text(ref))) for ref in store.instances()}
    replays = count_replays(monkeypatch)
    first = saves.stored_games(store)
    assert sorted(replays) == ["nippon", "plus_ultra", "village"]
    assert {ref: saves.unwrap(json.loads(store.autosave_text(ref))) for ref in docs} == docs
    replays.clear()
    assert saves.stored_games(store) == first and replays == []
    saves.stored_slots(store)
    replays.clear()
    assert saves.stored_slots(store)[0]["facts"]["moves"] == 3 and replays == []


@pytest.mark.parametrize("change", [
    {"moves": 7}, {"moves": True}, {"game": "nippon"}, {"names": 5}, {"names": ["A"]},
    {"turn": None}, {"over": 1}, {"turn": "Somebody"}, {"winner": "Player 1"},
    {"names": ["x" * 41, "Player 2"]}, {"extra": 1}])
def test_stored_facts_that_disagree_with_the_document_are_not_trusted(change, monkeypatch):
    """Facts of the wrong shape, or not matching the document's game, players or moves, are
    ignored: the document is replayed and the true facts listed (and stored)."""
    doc = played("village", 2, 3, 3)
    store = storage.Storage(storage.MemoryBackend())
    store.autosave("village/a", doc, {**saves.facts(state_of(doc)), **change})
    replays = count_replays(monkeypatch)
    [entry] = saves.stored_games(store)
    assert replays == ["village"]
    assert {k: entry["facts"][k] for k in saves.FACT_KEYS} == saves.facts(state_of(doc))
    replays.clear()
    saves.stored_games(store)
    assert replays == []


def test_trusted_facts_of_another_games_key_are_not_trusted():
    doc = played("village", 2, 3, 3)
    value = {"saved": "", "doc": doc, "facts": saves.facts(state_of(doc))}
    assert saves.trusted_facts(value, "village")["moves"] == 3
    assert saves.trusted_facts(value, "plus_ultra") is None
    store = storage.Storage(storage.MemoryBackend())
    store.write("autosave/plus_ultra/b", compact(value))
    [entry] = saves.stored_games(store)
    assert isinstance(entry["cause"], saves.Mismatch)
