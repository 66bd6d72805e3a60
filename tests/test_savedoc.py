"""Reading save documents safely (issue 17; reliability review 2026-11-24, task 1).

Each case of the review's bad-save corpus that was a defect or a risk is rebuilt here from a
real save (25 random legal actions of each game, as the review's ``base/`` saves): the text
goes through :func:`engine.savedoc.parse` (size, depth and encoding limits before
``json.loads``) and the document through :func:`engine.load` (strict header checks).
"""
from __future__ import annotations

import json
import random
import string
import time

import pytest
from hypothesis import given, settings, strategies as st

import engine
from engine import SaveError, savedoc

BASES = {"plus_ultra": (2, 11), "lorenzo": (3, 12), "nippon": (2, 13), "village": (3, 14)}
"""Game id: (players, seed) of the review's base saves."""


def base_save(game_id: str, actions: int = 25) -> dict:
    """A real save of ``game_id`` after ``actions`` random legal actions."""
    players, seed = BASES[game_id]
    game = engine.get_game(game_id)
    state, rng = game.new(players, seed=seed), random.Random(seed)
    for _ in range(actions):
        state = game.apply(state, rng.choice(game.legal_actions(state)))
    return engine.save(state)


@pytest.fixture(scope="module")
def bases() -> dict[str, dict]:
    return {game_id: base_save(game_id) for game_id in BASES}


def text_of(doc) -> str:
    return json.dumps(doc, indent=1)


def read(data) -> engine.State:
    """What the CLI and the app do with a file's text: parse, then load."""
    return engine.load(savedoc.parse(data))


# -- text: truncation, nesting, size, numbers ---------------------------------------------
def test_a_truncated_or_empty_file_is_not_json(bases):
    """Corpus 01/02/03: cut at half, empty, plain text."""
    text = text_of(bases["lorenzo"])
    for data in (text[:len(text) // 2], "", "hello, this is not a save"):
        with pytest.raises(SaveError, match="not JSON"):
            savedoc.parse(data)


@pytest.mark.parametrize("where", ["whole", "in_save"])
def test_deep_nesting_is_refused_before_json_loads_recurses(bases, where):
    """Corpus 29/29b (D-6): 100,000 nested arrays/objects gave a RecursionError on CPython and a
    fatal stack overflow in Pyodide; now a SaveError, found without recursion."""
    if where == "whole":
        text = "[" * 100_000 + "]" * 100_000
    else:
        text = text_of(bases["plus_ultra"])[:-1] + ', "x": ' + '{"a":' * 100_000 + "1" \
            + "}" * 100_000 + "}"
    started = time.perf_counter()
    with pytest.raises(SaveError, match="nests"):
        savedoc.parse(text)
    with pytest.raises(SaveError, match="nests"):
        savedoc.parse(text.encode())
    assert time.perf_counter() - started < 2


def test_brackets_inside_strings_do_not_count_as_nesting(bases):
    doc = bases["nippon"]
    doc = {**doc, "players": [{"name": "[{" * 20 + '"\\"]' + "[" * 30, "kind": "human"},
                              *doc["players"][1:]]}
    assert savedoc.nesting_depth(json.dumps(doc)) == 3
    assert read(json.dumps(doc)).names[0] == ("[{" * 20 + '"\\"]' + "[" * 30)[:40]
    assert savedoc.nesting_depth("[" * 64 + "]" * 64) == 64
    assert savedoc.nesting_depth("[" * 65 + "]" * 65) == 65
    savedoc.parse('{"a":' + "[" * 63 + "]" * 63 + "}")        # 64 deep: still read


def test_an_oversized_file_is_refused(bases):
    """Corpus 28/28b: 20 MB files; a save is a few kilobytes, the limit is 1,000,000."""
    big = {**bases["village"], "pad": "x" * savedoc.MAX_BYTES}
    for data in (json.dumps(big), json.dumps(big).encode()):
        with pytest.raises(SaveError, match="too large"):
            savedoc.parse(data)


def test_a_5000_digit_seed_gives_a_short_clear_message(bases):
    """Corpus 15b: the message was Python's "Exceeds the limit (4300 digits) ...
    sys.set_int_max_str_digits()"."""
    text = text_of(bases["plus_ultra"]).replace(
        f'"seed": {bases["plus_ultra"]["seed"]}', '"seed": ' + "9" * 5001)
    with pytest.raises(SaveError) as err:
        savedoc.parse(text)
    assert "too long" in str(err.value) and "set_int_max_str_digits" not in str(err.value)
    assert len(str(err.value)) < 120


@pytest.mark.parametrize("constant", ["NaN", "Infinity", "-Infinity"])
def test_non_standard_json_constants_are_refused(bases, constant):
    """Corpus 16e: seed NaN (Python's json accepts it; JSON does not)."""
    text = text_of(bases["village"]).replace(f'"seed": {bases["village"]["seed"]}',
                                             f'"seed": {constant}')
    with pytest.raises(SaveError, match="not JSON"):
        savedoc.parse(text)


@pytest.mark.parametrize("data", ["[1, 2]", "null", '"save"', "5", b"[]"])
def test_json_that_is_not_an_object_is_not_a_save(data):
    """Corpus 04/05."""
    with pytest.raises(SaveError, match="not a save file"):
        savedoc.parse(data)


def test_parse_refuses_what_is_not_text():
    with pytest.raises(SaveError, match="text"):
        savedoc.parse(None)


# -- encodings -----------------------------------------------------------------------------
def test_utf8_with_or_without_bom_is_read_as_bytes_or_text(bases):
    """Corpus 31: a UTF-8 BOM was refused by the CLI and accepted by the app."""
    doc = {**bases["nippon"], "players": [{"name": "José ñ 日本", "kind": "human"},
                                          *bases["nippon"]["players"][1:]]}
    text = json.dumps(doc, ensure_ascii=False)
    for data in (text, "\ufeff" + text, text.encode(), b"\xef\xbb\xbf" + text.encode()):
        assert savedoc.parse(data) == doc
        assert read(data).names[0] == "José ñ 日本"


@pytest.mark.parametrize("encoding, name", [
    ("utf-16", "UTF-16"), ("utf-16-be", "UTF-16"), ("utf-16-le", "UTF-16"),
    ("utf-32", "UTF-32"), ("latin-1", "not UTF-8")])
def test_other_encodings_are_refused_with_a_message(bases, encoding, name):
    """Corpus 32/32b/33: UTF-16 with and without BOM, Latin-1 ("José" became "Jos\\ufffd")."""
    doc = {**bases["lorenzo"], "players": [{"name": "José", "kind": "human"},
                                           *bases["lorenzo"]["players"][1:]]}
    data = json.dumps(doc, ensure_ascii=False).encode(encoding)
    with pytest.raises(SaveError) as err:
        savedoc.parse(data)
    assert name in str(err.value) and "UTF-8" in str(err.value)


# -- headers -------------------------------------------------------------------------------
@pytest.mark.parametrize("change, message", [
    ({"seed": None}, "no seed"),                        # corpus 16b (D-8)
    ({"seed": True}, "seed must be an integer"),        # corpus 16d (risk)
    ({"seed": 1.0}, "seed must be an integer"),         # corpus 14
    ({"seed": "12"}, "seed must be an integer"),        # corpus 13
    ({"seed": 10**100}, "seed must be from"),           # corpus 15
    ({"seed": 2**53}, "seed must be from"),
    ({"version": True}, "unsupported save version true"),   # corpus 09b (risk)
    ({"version": 1.0}, "unsupported save version"),
    ({"variant": None}, "unknown variant"),
    ({"variant": {"x": 1}}, "unknown variant"),         # corpus 11b
])
@pytest.mark.parametrize("game_id", list(BASES))
def test_bad_header_values_are_refused(bases, game_id, change, message):
    doc = {**bases[game_id], **change}
    with pytest.raises(SaveError, match=message):
        engine.load(doc)
    with pytest.raises(SaveError, match=message):
        list(engine.savedoc.iter_states(doc))


@pytest.mark.parametrize("game_id", list(BASES))
def test_a_save_without_a_seed_is_refused_not_dealt_at_random(bases, game_id):
    """Corpus 16c/16f (D-8): without a seed every load dealt a different game, and a save with
    actions blamed a different action on every run."""
    for actions in (bases[game_id]["actions"], []):
        doc = {k: v for k, v in bases[game_id].items() if k != "seed"}
        doc["actions"] = actions
        with pytest.raises(SaveError, match="no seed") as err:
            engine.load(doc)
        assert err.value.index is None


def test_seeds_at_the_ends_of_the_stated_range_load(bases):
    for seed in (savedoc.SEED_MIN, -5, 0, savedoc.SEED_MAX):
        game = engine.get_game("village")
        doc = engine.save(game.new(3, seed=seed))
        assert engine.load(savedoc.parse(json.dumps(doc))).seed == seed


def test_a_game_cannot_be_made_with_a_seed_that_no_save_could_hold():
    game = engine.get_game("nippon")
    for seed in (2**53, -(2**53), True, 1.5, "3"):
        with pytest.raises(ValueError, match="seed must be an integer from"):
            game.new(2, seed=seed)


@pytest.mark.parametrize("name", [None, {"first": "Ana"}, 5, ["Ana"], True])
def test_a_name_that_is_not_text_is_refused(bases, name):
    """Corpus 27c (risk): object and null names were shown as "{'first': 'Ana'}" / "None"."""
    doc = json.loads(json.dumps(bases["lorenzo"]))
    doc["players"][1]["name"] = name
    with pytest.raises(SaveError, match="player 2's name must be text") as err:
        engine.load(doc)
    assert str(err.value).endswith(f"not {json.dumps(name)}")      # JSON's spelling
    doc["players"][1] = {"kind": "human"}
    with pytest.raises(SaveError, match="player 2's name must be text"):
        engine.load(doc)


@pytest.mark.parametrize("change", [
    {"version": None}, {"version": True}, {"version": {"v": 1}}, {"game": ["plus_ultra"]},
    {"game": None}, {"variant": None}, {"variant": {"x": 1}}, {"variant": "turbo"},
    {"seed": True}, {"seed": 1.5}, {"seed": {"s": 1}}, {"seed": [1]},
    {"players": [{"name": None}, {"name": "B"}]}, {"players": [{"name": "A", "kind": False},
                                                              {"name": "B"}]},
    {"first": [0]}, {"first": True}])
def test_refusals_spell_values_as_json_never_as_python(bases, change):
    """Issue 17, "Python reprs (None, {'first': …}) never reach the page": a refused header
    value is quoted in JSON's spelling (null, true, {"x": 1}), a list of choices as words."""
    doc = {**bases["plus_ultra"], **change}
    with pytest.raises(SaveError) as err:
        savedoc.check(doc)
    message = str(err.value)
    for python in ("None", "True", "False", "{'", "['", "('"):
        assert python not in message, message


def test_a_kind_that_is_not_text_is_refused(bases):
    doc = json.loads(json.dumps(bases["nippon"]))
    doc["players"][0]["kind"] = {"bot": 1}
    with pytest.raises(SaveError, match="kind must be text"):
        engine.load(doc)


def test_an_empty_or_missing_variant_means_the_default_variant(bases):
    """Corpus 11c: an empty variant loads as the default one (said here)."""
    for doc in ({**bases["lorenzo"], "variant": ""},
                {k: v for k, v in bases["lorenzo"].items() if k != "variant"}):
        assert engine.load(doc).variant == engine.get_game("lorenzo").default_variant


# -- message length ------------------------------------------------------------------------
def test_a_100000_character_token_gives_a_short_message(bases):
    """Corpus 37 (risk): the message repeated the whole token (a 200,178-character banner)."""
    doc = json.loads(json.dumps(bases["plus_ultra"]))
    doc["actions"][3] = "act " + "x" * 100_000
    with pytest.raises(SaveError) as err:
        engine.load(savedoc.parse(json.dumps(doc)))
    message = str(err.value)
    assert err.value.index == 3 and message.startswith("action 4 (")
    assert len(message) <= 300 and "x" * 61 not in message


@pytest.mark.parametrize("change", [{"game": "g" * 10_000}, {"version": "v" * 10_000},
                                    {"variant": "w" * 10_000}, {"seed": "s" * 10_000}])
def test_long_header_values_are_quoted_cut(bases, change):
    with pytest.raises(SaveError) as err:
        engine.load({**bases["village"], **change})
    assert len(str(err.value)) <= 200


def test_every_save_error_message_is_bounded():
    assert len(str(SaveError("z" * 50_000))) == engine.core.MAX_MESSAGE_CHARS


# -- good saves ----------------------------------------------------------------------------
@pytest.mark.parametrize("game_id", list(BASES))
def test_a_real_save_reads_and_replays_to_the_same_document(bases, game_id):
    doc = bases[game_id]
    for data in (json.dumps(doc), json.dumps(doc, ensure_ascii=False).encode()):
        assert savedoc.read(data) == doc
        assert engine.save(read(data)) == doc


@settings(max_examples=150, deadline=None)
@given(st.one_of(st.text(alphabet=string.printable + "\ufeff\ud800é", max_size=200),
                 st.binary(max_size=200),
                 st.recursive(st.none() | st.booleans() | st.integers() | st.text(max_size=5),
                              lambda inner: st.lists(inner, max_size=3)
                              | st.dictionaries(st.text(max_size=5), inner, max_size=3),
                              max_leaves=20).map(json.dumps)))
def test_any_text_or_bytes_give_a_save_or_a_save_error(data):
    try:
        doc = savedoc.parse(data)
        engine.load(doc)
    except SaveError:
        return
