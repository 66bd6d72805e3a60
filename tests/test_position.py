"""The position codec of links (issue 29, D1; engine/position.py) and save documents with a
position instead of a seed (engine/savedoc.py): hostile positions give a short SaveError, never
another exception, and never build a class the game does not allow."""
from __future__ import annotations

import copy
import json
import random

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

import engine
from engine import SaveError, position, savedoc, share


def in_progress(game_id: str = "plus_ultra", players: int = 3, moves: int = 30, seed: int = 4):
    game = engine.get_game(game_id)
    state, rng = game.new(players, seed=seed), random.Random(seed)
    while len(state.history) < moves and not game.is_over(state):
        state = game.apply(state, rng.choice(game.legal_actions(state)))
    return game, state


@pytest.fixture(scope="module")
def position_docs() -> list[dict]:
    """A public link's document of a game in progress of every game."""
    docs = []
    for info in engine.games():
        _game, state = in_progress(info["id"], info["max_players"], 25)
        docs.append(share.position_doc(state, None, random.Random(1)))
    return docs


def _short(err: SaveError) -> None:
    assert len(str(err)) <= 400 and "\n" not in str(err)


def test_a_position_document_loads_and_saves_back(position_docs):
    for doc in position_docs:
        savedoc.check(doc)
        state = engine.load(doc)
        assert engine.save(state, seats=doc["players"]) == doc


@pytest.mark.parametrize("change, message", [
    (lambda d: d.update(seed=5), "a seed or a position, not both"),
    (lambda d: d.update(position=[1]), "position must be an object"),
    (lambda d: d.update(position={"class": "state"}), "without its fields"),
    (lambda d: d["position"].update({"class": "PlusUltraState"}), "not a game state"),
    (lambda d: d["position"]["fields"].update(turn={"class": "os.system", "fields": {}}),
     "unknown class"),
    (lambda d: d["position"]["fields"].update(turn={"pickle": "x"}), "not a tagged value"),
    (lambda d: d["position"]["fields"].update(turn=1.5), "a float"),
    (lambda d: d["position"]["fields"].update(extra=1), "does not have or lacks"),
    (lambda d: d["position"]["fields"].pop("turn"), "does not have or lacks"),
    (lambda d: d["position"]["fields"].update(history=["x"]), "not a record"),
    (lambda d: d["position"]["fields"].update(seed=2**60), "out of range"),
    (lambda d: d["position"]["fields"].update(first=9), "out of range"),
    (lambda d: d["position"]["fields"].update(turn="x" * 20_000), "too long"),
    (lambda d: d["position"]["fields"].update(turn={"map": [[[1], 2]]}), "cannot be a key"),
    (lambda d: d["position"]["fields"].update(areas=[]), "the rules cannot play it"),
    (lambda d: d["position"]["fields"].update(phase="nowhere"), "the rules cannot play it"),
])
def test_a_forged_position_is_a_short_save_error(position_docs, change, message):
    doc = copy.deepcopy(position_docs[0])            # Plus Ultra
    change(doc)
    with pytest.raises(SaveError, match=message) as err:
        engine.load(doc)
    _short(err.value)


def _paths(value, path=()):
    """Every path into a JSON value (keys and indices)."""
    yield path
    if isinstance(value, dict):
        for k, v in value.items():
            yield from _paths(v, (*path, k))
    elif isinstance(value, list):
        for i, v in enumerate(value):
            yield from _paths(v, (*path, i))


JSON = st.recursive(
    st.none() | st.booleans() | st.integers(-10**6, 10**6) | st.text(max_size=12)
    | st.sampled_from(["tuple", "dict", "map", "record", "class", "fields", "state", "Player",
                       "draft", "bid", "act", "over"]),
    lambda inner: st.lists(inner, max_size=4)
    | st.dictionaries(st.sampled_from(["tuple", "dict", "map", "record", "class", "fields",
                                       "turn", "x"]), inner, max_size=2),
    max_leaves=12)


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(data=st.data())
def test_any_change_to_a_position_loads_or_is_a_save_error(position_docs, data):
    """Hypothesis: any subtree of any game's position replaced by any JSON value, then the
    whole document sent through a link: it loads (a position the rules can play) or gives
    a SaveError with a short message, nothing else."""
    doc = copy.deepcopy(data.draw(st.sampled_from(position_docs)))
    paths = [p for p in _paths(doc["position"]) if p]
    where = data.draw(st.sampled_from(paths))
    target = doc["position"]
    for key in where[:-1]:
        target = target[key]
    target[where[-1]] = data.draw(JSON)
    try:
        link = share.parse_fragment(share.make_fragment(doc, whole=True))
        engine.load(link["doc"])
    except SaveError as err:
        _short(err)


@settings(max_examples=100, deadline=None)
@given(value=JSON)
def test_any_json_as_a_position_is_a_save_error_or_a_state(value):
    try:
        position.decode(value, game="village", variant="standard", names=("A", "B"))
    except SaveError as err:
        _short(err)


def test_encode_refuses_what_it_cannot_write():
    _game, state = in_progress("nippon", 2, 5)
    state.marker = 1.5
    with pytest.raises(TypeError):
        position.encode(state)


def test_a_position_link_is_smaller_than_8_kb_late_in_a_game():
    """Sizes (docs/EMBED.md): a 4-player game near its end, the public link."""
    for info in engine.games():
        game, state = in_progress(info["id"], info["max_players"], 10_000, seed=9)
        while game.is_over(state):                 # the last position before the end
            state = in_progress(info["id"], info["max_players"], len(state.history) - 5,
                                seed=9)[1]
        fragment = share.make_fragment(engine.save(state), rng=random.Random(1))
        assert len(fragment) <= 8 * 1024, (info["id"], len(fragment))
        json.loads(json.dumps(share.parse_fragment(fragment)["doc"]))


def _market_day_state():
    """A Village game of seed 3 played at random until a market day is in progress."""
    game, rng = engine.get_game("village"), random.Random(3)
    state = game.new(3, seed=3)
    while state.market is None:
        state = game.apply(state, rng.choice(game.legal_actions(state)))
    return game, state


def test_a_market_day_is_a_record_in_a_position_and_a_dict_of_version_3_becomes_one():
    """Village's market day is the typed MarketDay record (written as its class); a position
    of version 3 held it as a dict, which decode turns into the record (links made then
    still open on the same market day); a dict of another form is refused."""
    from engine.village.state import MarketDay
    game, state = _market_day_state()
    doc = position.encode(state)
    assert doc["version"] == position.VERSION == 4
    assert doc["fields"]["market"]["class"] == "MarketDay"
    names = state.names
    today = position.decode(doc, game="village", variant="standard", names=names)
    assert type(today.market) is MarketDay and today.market == state.market
    old = copy.deepcopy(doc)
    old["version"] = 3
    old["fields"]["market"] = {"dict": old["fields"]["market"]["fields"]}
    then = position.decode(old, game="village", variant="standard", names=names)
    assert type(then.market) is MarketDay and then.market == state.market
    assert game.legal_actions(then) == game.legal_actions(state)
    del old["fields"]["market"]["dict"]["earlier"]
    with pytest.raises(SaveError, match="market day of an unknown form"):
        position.decode(old, game="village", variant="standard", names=names)
