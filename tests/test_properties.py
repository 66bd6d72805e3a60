"""Engine-generic property tests over every registered game, variant and player count.

Random games (seeded loops, plus hypothesis for seeds) check after every action: a decision
exists and there are legal actions until the game is over; ``apply`` never mutates its input;
every notation round-trips through ``Action.parse`` (and ``repr``); saves round-trip through
JSON; replays are deterministic even when the global ``random`` module is consumed between
steps (RLCard's determinism test); views leak no secrets (STYLE.md, "Tests").

Scale with the ``PROPERTY_GAMES`` environment variable: random games per (game, variant, player
count) with per-step checks (default 100), ``PROPERTY_LIGHT_GAMES`` more with the light checks
(default 2 × that): 900 random games per game and variant of 2–4 players at the defaults, sized
so the whole CI stays well under 30 minutes on 2 cores; the heavier checks use a fraction of it.
bench/random_games.py plays 10,000 per configuration outside CI.
"""
from __future__ import annotations

import json
import os
import pickle
import random

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

import engine
from engine import Action, IllegalAction, SaveError

GAMES = int(os.environ.get("PROPERTY_GAMES", "100"))
LIGHT = int(os.environ.get("PROPERTY_LIGHT_GAMES", str(2 * GAMES)))   # light checks only
HEAVY = max(2, GAMES // 12)          # save/load, replay determinism, view secrecy

CONFIGS = [(info["id"], variant, n)
           for info in engine.games()
           for variant in info["variants"]
           for n in range(info["min_players"], info["max_players"] + 1)]
IDS = [f"{g}-{v}-{n}p" for g, v, n in CONFIGS]


def snapshot(state) -> tuple:
    """A by-value picture of a state.  The append-only history and log are summarised by their
    length and last entry (pickling them at every step would make a game quadratic)."""
    rest = {k: v for k, v in vars(state).items() if k not in ("history", "log")}
    return (pickle.dumps(rest), len(state.history), state.history[-1:], len(state.log),
            repr(state.log[-1:]))


def random_game(game, variant, players, seed, *, check=True, max_steps=5000):
    """Play one random game; returns (states, actions).  With ``check``, verify per step."""
    g = engine.get_game(game)
    rng = random.Random(seed)
    s = g.new(players, seed=seed, variant=variant)
    states, actions = [s], []
    for _ in range(max_steps):
        legal = g.legal_actions(s)
        d = g.decision(s)
        if g.is_over(s):
            if check:
                assert legal == [] and d.seat is None
            return states, actions
        if check:
            assert d.seat is not None and 0 <= d.seat < players, d
            assert isinstance(d.prompt, str) and d.prompt
            assert legal, f"no legal action at step {len(actions)}: {d}"
            notations = [a.notation for a in legal]
            assert len(set(notations)) == len(notations), notations
            for a in legal:
                assert Action.parse(a.notation) == a
        a = rng.choice(legal)
        if check:
            assert eval(repr(a), {"Action": Action}) == a
            before = snapshot(s)
        nxt = g.apply(s, a.notation if rng.random() < 0.5 else a)
        if check:
            assert snapshot(s) == before, f"apply mutated its input at {a.notation!r}"
            assert nxt is not s and nxt.history == s.history + [a.notation]
        s = nxt
        states.append(s)
        actions.append(a.notation)
    raise AssertionError(f"game did not end within {max_steps} actions")


def roundtrip(state):
    return engine.load(json.loads(json.dumps(engine.save(state))))


# -- random simulations ---------------------------------------------------------------------
@pytest.mark.parametrize("game,variant,players", CONFIGS, ids=IDS)
def test_thousands_of_random_games_end_with_a_valid_ranking(game, variant, players):
    """DESIGN.md "simulate": many more random games with light checks (no crash, a legal
    action at every step — ``rng.choice`` fails on none —, an end, a complete ranking)."""
    g = engine.get_game(game)
    for seed in range(GAMES + 1, GAMES + LIGHT + 1):
        states, _ = random_game(game, variant, players, seed, check=False)
        final = states[-1]
        assert g.is_over(final)
        assert sorted(g.ranking(final)) == list(range(players))


@pytest.mark.parametrize("game,variant,players", CONFIGS, ids=IDS)
def test_random_games_decisions_legality_immutability_notation(game, variant, players):
    """STYLE.md "Tests": random simulations per game and player count (OpenSpiel random_sim_test)."""
    g = engine.get_game(game)
    for seed in range(1, GAMES + 1):
        states, actions = random_game(game, variant, players, seed * 7919 + players)
        final = states[-1]
        assert g.is_over(final)
        returns = g.returns(final)
        assert len(returns) == players and sum(returns) == pytest.approx(1.0)
        ranking = g.ranking(final)
        assert sorted(ranking) == list(range(players))
        totals = [x["total"] for x in g.scores(final)]
        assert totals[ranking[0]] == max(totals)
        # returns are zero until the end
        assert g.returns(states[len(states) // 2]) == [0.0] * players


@pytest.mark.parametrize("game,variant,players", CONFIGS, ids=IDS)
def test_save_load_roundtrip_at_end_and_random_midpoint(game, variant, players):
    """STYLE.md "Saves and logs follow PGN": save → JSON → load replays to an equal state."""
    for seed in range(1, HEAVY + 1):
        states, _ = random_game(game, variant, players, seed * 31 + players, check=False)
        mid = random.Random(seed).randrange(len(states))
        for s in (states[-1], states[mid]):
            loaded = roundtrip(s)
            assert loaded == s and loaded.history == s.history and loaded.log == s.log
        upto = engine.load(json.loads(json.dumps(engine.save(states[-1]))), upto=mid)
        assert upto == states[mid]


@settings(max_examples=max(5, GAMES // 30), deadline=None, database=None,
          suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(min_value=0, max_value=2**31 - 1), data=st.data())
def test_hypothesis_any_seed_plays_to_the_end_and_round_trips(seed, data):
    """Same properties for arbitrary seeds drawn by hypothesis (shrinks to a failing seed)."""
    game, variant, players = data.draw(st.sampled_from(CONFIGS))
    states, _ = random_game(game, variant, players, seed)
    assert roundtrip(states[-1]) == states[-1]


@pytest.mark.parametrize("game,variant,players", CONFIGS, ids=IDS)
def test_replay_is_deterministic_despite_global_random_use(game, variant, players):
    """STYLE.md "Tests" / RLCard determinism test: same seed + same actions give the same states
    even when the global ``random`` module is consumed and reseeded between steps."""
    g = engine.get_game(game)
    for seed in range(1, HEAVY + 1):
        states, actions = random_game(game, variant, players, seed * 131 + players, check=False)
        noise = random.Random(seed)
        s = g.new(players, seed=seed * 131 + players, variant=variant)
        assert s == states[0]
        for i, notation in enumerate(actions):
            random.seed(noise.random())
            for _ in range(noise.randrange(1, 5)):
                random.random()
            random.shuffle(list(range(10)))
            s = g.apply(s, notation)
            assert s == states[i + 1], f"replay diverged at action {i} ({notation!r})"


@pytest.mark.parametrize("game,variant,players", CONFIGS, ids=IDS)
def test_state_new_is_deterministic_and_seed_sensitive(game, variant, players):
    """All chance comes from the state's seeded RNG (STYLE.md "Chance and hidden information")."""
    g = engine.get_game(game)
    random.seed(1)
    a = g.new(players, seed=42, variant=variant)
    random.seed(2)
    b = g.new(players, seed=42, variant=variant)
    assert a == b
    assert any(g.new(players, seed=k, variant=variant) != a for k in range(43, 53))


# -- views and secrets ----------------------------------------------------------------------
def _scramble_plus_ultra(s, seat, rng):
    """A copy of ``s`` that differs only in what ``seat`` must not see."""
    from engine.plus_ultra import data
    t = s.clone()
    kinds = list(data.RESOURCES) + [data.NATIVES, data.COLONY]
    t.seed, t.rng_draws = s.seed + 1 + rng.randrange(10**6), s.rng_draws + rng.randrange(1, 99)
    t.deck = [rng.choice(kinds) for _ in s.deck]
    t.estates_deck = [rng.choice((1, 2, 3, 7)) for _ in s.estates_deck]
    t.exploration = [x if x is None or x[1] else (rng.choice(kinds), False) for x in s.exploration]
    if t.hoard is not None:
        t.hoard = rng.choice([c for c in data.CHARACTERS if c != s.hoard])
    drafting = s.phase == "draft"
    drafter = s.draft_queue[0] if drafting and not s.pending else None
    for other, p in enumerate(t.areas):
        if other == seat:
            continue
        p.estates = [rng.choice((7, 8, 9)) for _ in p.estates]   # never a real value
        if p.bid is not None:
            p.bid = p.bid + rng.randrange(1, 4)
        if drafting:
            p.characters = rng.sample(data.CHARACTERS, len(p.characters))
    if drafting and seat != drafter:
        t.pool = rng.sample(data.CHARACTERS, len(s.pool))
    return t


def _scramble_lorenzo(s, seat, rng):
    """A copy of a Lorenzo state that differs only in the order of the decks, the RNG and the
    leaders other seats hold or draft."""
    t = s.clone()
    t.seed, t.rng_draws = s.seed + 1 + rng.randrange(10**6), s.rng_draws + rng.randrange(1, 99)
    for deck in t.decks.values():
        rng.shuffle(deck)
    from engine.lorenzo import data
    keys = [leader.key for leader in data.LEADERS]
    for other, p in enumerate(t.areas):
        if other != seat:
            p.leaders = rng.sample(keys, len(p.leaders))
            if t.draft:
                t.draft[other] = rng.sample(keys, len(t.draft[other]))
    return t


def _scramble_village(s, seat, rng):
    """Village hides only the order of the customer pile (and the RNG)."""
    t = s.clone()
    t.seed, t.rng_draws = s.seed + 1 + rng.randrange(10**6), s.rng_draws + rng.randrange(1, 99)
    rng.shuffle(t.pile)
    return t


def _scramble_nippon(s, seat, rng):
    """Nippon hides only the future: the RNG (which workers the bag gives next)."""
    t = s.clone()
    t.seed, t.rng_draws = s.seed + 1 + rng.randrange(10**6), s.rng_draws + rng.randrange(1, 99)
    return t


SCRAMBLERS = {"plus_ultra": _scramble_plus_ultra, "lorenzo": _scramble_lorenzo,
              "village": _scramble_village, "nippon": _scramble_nippon}
SECRET_KEYS = {"deck", "estates_deck", "hoard", "seed", "rng_draws", "history", "log", "pending"}


def _keys(obj):
    if isinstance(obj, dict):
        for k, v in obj.items():
            yield k
            yield from _keys(v)
    elif isinstance(obj, list):
        for v in obj:
            yield from _keys(v)


@pytest.mark.parametrize("game,variant,players", CONFIGS, ids=IDS)
def test_views_leak_no_secrets(game, variant, players):
    """STYLE.md "Tests": views leak no secrets.  A state that differs only in what a seat cannot
    see (deck order, face-down tiles, the set-aside card, other seats' estates and bids, the draft
    pool of someone else's pick, the RNG) must give that seat exactly the same view."""
    g = engine.get_game(game)
    scramble = SCRAMBLERS.get(game)
    if scramble is None:
        pytest.skip(f"no secret scrambler for {game}")
    rng = random.Random(players)
    for seed in range(1, HEAVY + 1):
        states, _ = random_game(game, variant, players, seed * 17 + players, check=False)
        for s in states[:: max(1, len(states) // 40)] + [states[-1]]:
            for seat in list(range(players)) + [None]:
                v = g.view(s, seat)
                text = json.dumps(v)
                assert json.loads(text) == json.loads(json.dumps(g.view(s.clone(), seat)))
                assert not (SECRET_KEYS & set(_keys(v))), SECRET_KEYS & set(_keys(v))
                other = g.view(scramble(s, seat, rng), seat)
                assert json.dumps(other) == text, f"seat {seat} sees a secret at {s.history[-1:]}"


def test_the_secret_scrambler_can_detect_a_leak():
    """The scrambler changes what the owner may see (so a leaking view would fail the test)."""
    g = engine.get_game("plus_ultra")
    s = g.new(3, seed=5)
    s.p(0).estates = [2]
    rng = random.Random(0)
    t = _scramble_plus_ultra(s, 1, rng)
    assert g.view(t, 0) != g.view(s, 0)          # seat 0 sees its own estate value
    assert g.view(t, 1) == g.view(s, 1)


# -- corrupted saves -------------------------------------------------------------------------
def _good_save():
    states, _ = random_game("plus_ultra", "reglamento", 3, 11, check=False)
    return engine.save(states[len(states) // 3])


@pytest.mark.parametrize("mutate", [
    lambda d: [],
    lambda d: "text",
    lambda d: None,
    lambda d: {**d, "format": "chess-pgn"},
    lambda d: {k: v for k, v in d.items() if k != "format"},
    lambda d: {**d, "version": 99},
    lambda d: {**d, "game": "no_such_game"},
    lambda d: {**d, "game": None},
    lambda d: {**d, "game": ["plus_ultra"]},
    lambda d: {**d, "players": "abc"},
    lambda d: {**d, "players": [1, 2, 3]},
    lambda d: {**d, "players": []},
    lambda d: {**d, "players": [{"name": "a"}] * 9},
    lambda d: {**d, "actions": "draft king"},
    lambda d: {**d, "actions": [1, 2]},
    lambda d: {**d, "seed": "x"},
    lambda d: {**d, "variant": "no_such_variant"},
], ids=["list", "str", "none", "format", "no-format", "version", "unknown-game", "game-none",
        "game-list", "players-str", "players-ints", "players-empty", "players-9", "actions-str",
        "actions-ints", "seed-str", "variant"])
def test_corrupted_save_shapes_raise_save_error(mutate):
    """Saves: a bad document raises SaveError (never a crash or a half-loaded game)."""
    with pytest.raises(SaveError):
        engine.load(mutate(_good_save()))


@pytest.mark.parametrize("where", [0, 5, "last"])
def test_illegal_or_malformed_action_in_a_save_names_its_index(where):
    """Saves: the loader reports the index of the first action that does not replay."""
    doc = _good_save()
    index = len(doc["actions"]) - 1 if where == "last" else where
    for bad in ("act king 9", "NOT AN ACTION!", ""):
        broken = json.loads(json.dumps(doc))
        broken["actions"][index] = bad
        with pytest.raises(SaveError) as err:
            engine.load(broken)
        assert err.value.index == index
        assert str(index + 1) in str(err.value)


def test_a_save_replays_exactly_to_its_state():
    """Saves store only actions; load derives the state by replay."""
    doc = _good_save()
    s = engine.load(doc)
    assert engine.save(s) == doc
    with pytest.raises(IllegalAction):
        engine.get_game("plus_ultra").apply(s, "draft nothing")
