"""Saves carried in links (issue 8, "encode/decode of saves in URLs"): round trip, size of a
full game, and clear errors for damaged links."""
from __future__ import annotations

import base64
import json
import random
import string
import zlib

import pytest
from hypothesis import given, settings, strategies as st

import engine
from engine import SaveError, savedoc, share


def finished_save(game_id: str, players: int, seed: int, names=None) -> dict:
    game = engine.get_game(game_id)
    state, rng = game.new(players, seed=seed, names=names), random.Random(seed)
    while not game.is_over(state):
        state = game.apply(state, rng.choice(game.legal_actions(state)))
    return engine.save(state)


@pytest.fixture(scope="module")
def full_games() -> dict[str, dict]:
    """A finished 4-player (or largest) game of every game on the shelf."""
    return {info["id"]: finished_save(info["id"], info["max_players"], 7)
            for info in engine.games()}


def test_link_text_uses_only_url_safe_characters_and_round_trips(full_games):
    allowed = set(string.ascii_letters + string.digits + "-_")
    for doc in full_games.values():
        text = share.encode(doc)
        assert set(text) <= allowed
        assert share.decode(text) == doc


def test_a_full_four_player_game_fits_in_a_link_of_8_kb(full_games):
    """Issue 8, acceptance: "A full 4-player game's save fits in a URL of at most 8 KB"."""
    for game_id, doc in full_games.items():
        url = "https://example.org/games/embed.html#" + share.make_fragment(doc, move=10, seat=1)
        assert len(url.encode()) <= 8 * 1024, (game_id, len(url))
        assert len(doc["actions"]) > 50          # a real game, not an empty one


def test_fragment_carries_move_seat_and_play(full_games):
    doc = next(iter(full_games.values()))
    link = share.parse_fragment("#" + share.make_fragment(doc, move=12, seat=0, play=True,
                                                          lang="es"))
    assert link == {"doc": doc, "move": 12, "seat": 0, "play": True, "lang": "es",
                    "format": share.LINK_FORMAT, "book": None, "chapter": None}
    bare = share.parse_fragment(share.make_fragment(doc))
    assert bare == {"doc": doc, "move": None, "seat": None, "play": False, "lang": None,
                    "format": share.LINK_FORMAT, "book": None, "chapter": None}


@pytest.mark.parametrize("fragment, lang", [
    ("#save=1abcd&lang=es", "es"), ("lang=es-AR", "es"), ("#lang=ES", "es"),
    ("#save=1abcd", None), ("#lang=", None), ("#lang=<b>", None), ("#lang=x1", None)])
def test_link_language_is_read_even_from_a_damaged_link(fragment, lang):
    assert share.fragment_language(fragment) == lang


@pytest.mark.parametrize("fragment, reason", [
    ("", "carries no game"),
    ("#move=3", "carries no game"),
    ("#save=", "carries no game"),
    ("#save=2abc", "unknown format"),
    ("#save=1!!!", "damaged"),
    ("#save=1abcd", "damaged"),
])
def test_damaged_fragments_give_a_clear_message(fragment, reason):
    with pytest.raises(SaveError, match=reason):
        share.parse_fragment(fragment)


def test_a_cut_link_is_reported_as_damaged(full_games):
    text = share.encode(next(iter(full_games.values())))
    for cut in (len(text) // 2, len(text) - 3):
        with pytest.raises(SaveError, match="damaged"):
            share.decode(text[:cut])


def test_a_link_that_is_not_a_save_object_is_refused():
    with pytest.raises(SaveError, match="not a save document"):
        share.decode(share.encode([1, 2, 3]))                      # type: ignore[arg-type]


def test_bad_move_and_seat_parts_are_refused(full_games):
    doc = next(iter(full_games.values()))
    save = share.encode(doc)
    for part in ("move=-1", "move=x", "seat=1e3", "move=99999999"):
        with pytest.raises(SaveError, match="whole number"):
            share.parse_fragment(f"save={save}&{part}")


def test_an_oversized_document_is_refused():
    """A link that unpacks to more than MAX_DOCUMENT_BYTES (a 'zip bomb') is not unpacked."""
    huge = {"format": "euro-games-save", "pad": "x" * (share.MAX_DOCUMENT_BYTES + 10)}
    with pytest.raises(SaveError, match="too large"):
        share.decode(share.encode(huge))


@settings(max_examples=60, deadline=None)
@given(st.text(alphabet=string.ascii_letters + string.digits + "-_", max_size=80))
def test_random_link_text_never_raises_anything_but_save_error(text):
    try:
        doc = share.decode("1" + text)
    except SaveError:
        return
    assert isinstance(doc, dict)


@settings(max_examples=40, deadline=None)
@given(st.lists(st.text(max_size=30), min_size=2, max_size=4))
def test_any_player_names_round_trip(names):
    game = engine.get_game("plus_ultra")
    doc = engine.save(game.new(len(names), seed=3, names=names))
    assert share.decode(share.encode(doc)) == doc


def link_of_text(text: str) -> str:
    """A link's save part packing ``text`` as it is (encode() only packs documents)."""
    packer = zlib.compressobj(9, zlib.DEFLATED, -15)
    packed = packer.compress(text.encode()) + packer.flush()
    return share.LINK_VERSION + base64.urlsafe_b64encode(packed).decode().rstrip("=")


@pytest.mark.parametrize("case", ["whole", "in_save"])
def test_a_deeply_nested_link_is_damaged_not_a_recursion_error(full_games, case):
    """Reliability review 2026-11-24, links l11/l12 (D-6): a 292-character link unpacking to
    100,000 nested arrays raised RecursionError (and killed Pyodide in embed.html)."""
    if case == "whole":
        text = "[" * 100_000 + "]" * 100_000
    else:
        text = json.dumps(full_games["nippon"])[:-1] + ', "x": ' + "[" * 50_000 + "]" * 50_000 + "}"
    link = link_of_text(text)
    if case == "whole":
        assert len(link) < 300
    with pytest.raises(SaveError, match="damaged"):
        share.decode(link)
    with pytest.raises(SaveError, match="damaged"):
        share.parse_fragment(f"save={link}&move=3")


@pytest.mark.parametrize("drop", ["null", "missing"])
def test_a_link_without_a_seed_is_refused(full_games, drop):
    """Review link l21 (D-8): a save with "seed": null showed a different board on every open."""
    doc = {**full_games["plus_ultra"], "actions": []}
    if drop == "null":
        doc["seed"] = None
    else:
        del doc["seed"]
    with pytest.raises(SaveError, match="no seed"):
        share.parse_fragment(share.make_fragment(doc))


def test_links_use_the_size_limit_of_save_files():
    assert share.MAX_DOCUMENT_BYTES == savedoc.MAX_BYTES
