"""Plus Ultra component conservation, checked after every action of random games.

Counts come from seed 002, "Componentes del juego" (10 cubes, 5 tercios and 4 rosetones per
colour; 48 New World tiles plus 5 start tiles; 6 estates; 9 characters; 7 turns) and the spec's
proposals for bulls (P-09: 3/4/5), market and church slots (P-01, P-02) and the Crown (P-03);
for the early edition, seed 000 "Componentes" (10 rosetón cards, 6/5 Magellan cards, 5 houses
per colour, Q-30) and its 2 blue-backed colonies (P-06).
Scale with ``PROPERTY_GAMES`` (random games per player count and edition = PROPERTY_GAMES // 3).
"""
from __future__ import annotations

import os
import random
from collections import Counter

import pytest

import engine
from engine.flow import Pending

G = engine.get_game("plus_ultra")
GAMES = int(os.environ.get("PROPERTY_GAMES", "240")) // 3     # per player count and edition

BULLS = {2: 3, 3: 4, 4: 5}                                   # P-09
MAGELLAN = {"reglamento": {2: 4, 3: 4, 4: 5},               # seed 002 / P-07
            "early": {2: 5, 3: 5, 4: 6}}                     # seed 000, "Preparación" 7
VARIANTS = ("reglamento", "early")
START_TILES = Counter({"gold": 1, "spices": 1, "silver": 3})
NW_TILES = Counter({"gold": 6, "silver": 11, "gems": 7, "spices": 11, "natives": 7, "colony": 6})
ALL_TILES = NW_TILES + START_TILES
GOODS = ("gold", "silver", "spices", "gems")
CHARACTERS = {"admiral", "cardinal", "merchant", "constable", "conquistador", "pirate", "king",
              "secretary", "viceroy"}


def tiles_in_play(s) -> Counter:
    """Every New World / start tile still in the game, by kind."""
    colony = lambda kind: "colony" if kind.startswith("colony") else kind  # noqa: E731
    c = Counter(colony(k) for k in s.deck + s.blue_colonies)
    c.update(s.market)
    c.update(s.surplus)
    c.update(space[0] for space in s.church if space)
    c.update(colony(t[0]) for t in s.exploration if t is not None)
    c["natives"] += sum(p.natives for p in s.areas)
    c["colony"] += sum(col is not None for col in s.colonies)
    if s.pending and s.pending.get("resource"):           # a tile in hand (Admiral's bump prompt)
        c[s.pending["resource"]] += 1
    return c


def removed_goods(events) -> int:
    """Goods tiles that left the game in these log events: a Merchant sale, a Pirate raid, the
    Crown's hoarding, or a Cathedral clearing the Church (seed 002; P-14)."""
    n = 0
    for key, params in events:
        if not isinstance(key, str):      # a plural event (a bid revealed) moves no goods
            continue
        if key.startswith("{player} sells ") or key.startswith("{player} plunders "):
            n += 1
        elif key.startswith("the Crown hoards "):
            n += params["n"]
        elif key.startswith("{player} completes a Cathedral"):
            n += 4                                           # P-02: four church spaces
    return n


def check(s, prev_tiles: Counter | None, seen: dict | None = None) -> Counter:
    """Assert every conservation law on ``s``; ``prev_tiles`` is the previous step's tile count
    (tiles only ever leave the game), ``seen`` carries the colonies lost so far (log scan)."""
    n = s.players
    early = s.variant == "early"
    for seat, p in enumerate(s.areas):
        assert p.ducats >= 0 and p.gp >= 0, (seat, p)
        assert min(p.tercios_active, p.tercios_tired, p.houses, p.rosetones, p.bulls, p.natives) >= 0
        assert p.tercios_active + p.tercios_tired + s.war.count(seat) <= 5
        built = sum(col.count(seat) for col in s.colonies if col)
        if early:
            assert p.houses + built <= 5
        else:
            assert p.houses + built + s.trade[seat] + s.magellan.count(seat) <= 10
        assert s.trade[seat] >= 0
        church = sum(1 for space in s.church if space and space[1] == seat)
        assert p.rosetones + church <= 4 or early
        assert p.rosetones_used == 0 or early
        assert len(p.characters) <= (3 if n == 2 else 2)
        assert set(p.used) <= set(p.characters)
    assert s.bull_supply >= 0 and s.bull_supply + sum(p.bulls for p in s.areas) == BULLS[n]
    estates = Counter(s.estates_deck + [e for p in s.areas for e in p.estates])
    assert not estates - Counter(s.rules.estates) and len(s.estates_deck) <= 6
    cashed = sum(1 for key, _ in s.log   # a plural event's key is a (singular, plural) pair
                 if isinstance(key, str) and key.startswith("{player} discards an estate"))
    assert sum(estates.values()) + cashed == 6
    if early:
        assert sum(p.rosetones + p.rosetones_used for p in s.areas) <= 10
    # characters: distinct, never the set-aside card
    held = [c for p in s.areas for c in p.characters]
    assert len(held) == len(set(held)) and set(held) | set(s.pool) <= CHARACTERS
    assert s.hoard is None or (s.hoard not in held and s.hoard not in s.pool)
    # board limits
    assert len(s.market) <= 4 and set(s.market) <= set(GOODS)
    assert len(s.church) == 4 and set(c[0] for c in s.church if c) <= set(GOODS)
    if not early:                                            # seed 002 fills spaces in order
        assert s.church == sorted(s.church, key=lambda c: c is None)
    roseton_kinds = [c[0] for c in s.church if c and c[1] is not None]
    assert len(roseton_kinds) == len(set(roseton_kinds))      # one rosetón per resource kind
    assert set(s.surplus) <= set(GOODS)
    assert 0 <= s.crown <= 6
    assert 1 <= s.turn <= 7
    assert len(s.exploration) == 7 and len(s.colonies) == 7
    assert all(t is None or not t[1] or not t[0].startswith("colony") for t in s.exploration)  # face up: settled
    assert all(col is None or len(col) <= size for col, size in zip(s.colonies, s.colony_size, strict=True))
    assert all((col is None) == (size == 0) for col, size in zip(s.colonies, s.colony_size, strict=True))
    assert len(s.magellan) < MAGELLAN[s.variant][n] or s.magellan_done
    assert not (s.magellan_done and s.magellan)
    assert len(s.war) <= max(s.war_level, 0) <= 6
    assert sorted(s.peer_order) == list(range(n)) and sorted(s.turn_order) == list(range(n))
    # New World tiles: nothing appears; natives are only captured; colonies settle or leave
    tiles = tiles_in_play(s)
    total = ALL_TILES + Counter({"colony": len(s.rules.blue_colonies)})
    assert all(tiles[k] <= total[k] for k in tiles), tiles
    assert sum(tiles.values()) <= sum(total.values())
    assert tiles["natives"] == NW_TILES["natives"]
    seen = seen if seen is not None else {}
    new_events = s.log[seen.get("log", 0):]
    seen["log"] = len(s.log)
    seen["lost"] = seen.get("lost", 0) + sum(
        1 for key, _ in new_events if "colony tile finds no free slot" in key)
    lost_colonies = seen["lost"]
    # goods leave the game only by the allowed ways (P-14), each named in the log
    goods = sum(tiles[k] for k in GOODS)
    if "goods" in seen:
        assert seen["goods"] - goods == removed_goods(new_events), new_events
    seen["goods"] = goods
    assert tiles["colony"] + lost_colonies == NW_TILES["colony"] + len(s.rules.blue_colonies)
    if prev_tiles is not None:
        assert all(tiles[k] <= prev_tiles[k] for k in total), (prev_tiles, tiles)
    return tiles


@pytest.mark.parametrize("variant", VARIANTS)
@pytest.mark.parametrize("players", [2, 3, 4])
def test_components_are_conserved_in_random_games(players, variant):
    """Seed 002 / seed 000, "Componentes": pieces per colour and tiles never exceed the box."""
    for seed in range(1, GAMES + 1):
        rng = random.Random(seed)
        s = G.new(players, seed=seed * 1009 + players, variant=variant)
        seen: dict = {}
        tiles = check(s, None, seen)
        turns = [s.turn]
        while not G.is_over(s):
            s = G.apply(s, rng.choice(G.legal_actions(s)))
            tiles = check(s, tiles, seen)
            assert s.turn - turns[-1] in (0, 1)
            turns.append(s.turn)
        assert sorted(set(turns)) == [1, 2, 3, 4, 5, 6, 7] and s.phase == "over"
        assert s.war == [] and all(p.characters == [] for p in s.areas)


def test_the_invariant_check_detects_a_violation():
    """The checker is not vacuous: an extra bull or a sixth tercio is caught."""
    s = G.new(3, seed=1)
    check(s, None)
    bad = s.clone()
    bad.p(0).bulls += 1
    with pytest.raises(AssertionError):
        check(bad, None)
    bad = s.clone()
    bad.p(1).tercios_tired = 4
    with pytest.raises(AssertionError):
        check(bad, None)
    bad = s.clone()
    bad.market.append("gold")
    with pytest.raises(AssertionError):
        check(bad, None)
    seen: dict = {}
    tiles = check(s, None, seen)
    bad = s.clone()
    bad.market.pop()                           # a tile vanishes without a sale, raid or hoard
    with pytest.raises(AssertionError):
        check(bad, tiles, dict(seen))


def _containers(obj, path="s"):
    """Every mutable container reachable from ``obj`` (lists, dicts, Players), with its path;
    the pending decision is an immutable record (engine/flow.py), shared on purpose."""
    if isinstance(obj, Pending):
        return
    if isinstance(obj, (list, dict)) or hasattr(obj, "__dataclass_fields__"):
        yield path, obj
    items = (obj.items() if isinstance(obj, dict) else enumerate(obj) if isinstance(obj, (list, tuple))
             else vars(obj).items() if hasattr(obj, "__dataclass_fields__") else ())
    for key, value in items:
        if path == "s" and key in ("history", "log"):
            continue                                  # append-only, entries never changed
        yield from _containers(value, f"{path}.{key}")


@pytest.mark.parametrize("variant", VARIANTS)
def test_field_by_field_clone_equals_the_pickle_clone_and_shares_no_container(variant):
    """PlusUltraState.clone copies every mutable field (engine/core.py's contract: apply never
    changes its input), compared with the generic pickle round trip of core.State.clone."""
    from engine.core import State
    for seed in range(1, 4):
        rng = random.Random(seed)
        s = G.new(4, seed=seed, variant=variant)
        while not G.is_over(s):
            fast, slow = s.clone(), State.clone(s)
            assert fast == slow and fast.history == s.history and fast.log == s.log
            shared = {id(c) for _, c in _containers(s)} & {id(c) for _, c in _containers(fast)}
            assert not shared, [p for p, c in _containers(fast) if id(c) in shared]
            assert fast.pending is s.pending and (s.pending is None
                                                  or isinstance(s.pending, Pending))
            s = G.apply(s, rng.choice(G.legal_actions(s)))


@pytest.mark.parametrize("variant", VARIANTS)
def test_fast_is_legal_agrees_with_the_legal_list(variant):
    """PlusUltra.is_legal (used by apply) gives the same answer as membership in legal_actions,
    for the legal actions and for actions legal elsewhere in the game (engine/core.py contract)."""
    from engine import Action
    seen: set = set()
    for seed in range(1, 4):
        rng = random.Random(seed)
        s = G.new(3, seed=seed, variant=variant)
        while not G.is_over(s):
            legal = G.legal_actions(s)
            seen.update(legal)
            for a in list(seen) + [Action.parse("done"), Action.parse("act king 3")]:
                assert G.is_legal(s, a) == (a in legal), (a, s.phase, s.acted)
            s = G.apply(s, rng.choice(legal))
        assert not G.is_legal(s, Action.parse("done"))
