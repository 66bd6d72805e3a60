"""The guided tours' content for Lorenzo, Nippon and Village (issue 21; engine/<game>/tour.py,
positions in tour_games.py written by tools/tour_positions.py): at least five steps per game,
each a real position where the recorded move is legal and applies, whose quoted numbers are
those of the engine, pointing at explained board parts, with sources citing a heading of the
game's own rulebook seed.  tests/test_tour.py checks every game's tour the same way in general
(and the Spanish texts); this file makes sure these three tours exist and checks their content.

If a rules change breaks a position, regenerate: ``python -m tools.tour_positions <game>``.
"""
from __future__ import annotations

import re
from functools import lru_cache

import pytest
from tests.test_tour import seed_dir

import engine
import engine.tour
from engine import savedoc

TOURS = ["lorenzo", "nippon", "village"]
"""Games whose tours this file checks (Plus Ultra's is tested with the app's tour)."""
SEED_FILES = {"lorenzo": "001", "nippon": "003", "village": "004"}


@lru_cache(maxsize=None)
def tour(game_id: str) -> tuple:
    return tuple(engine.get_game(game_id).tour())


def before_after(step):
    """The game, the position of a step and the one its move leads to."""
    return (engine.get_game(step.doc["game"]), *engine.tour.before_after(step.doc, step.index))


def params(game_id: str, step_id: str) -> dict:
    module = __import__(f"engine.{game_id}.tour_games", fromlist=["POSITIONS"])
    return module.POSITIONS[step_id]["params"]


@pytest.mark.parametrize("game_id", TOURS)
def test_at_least_five_steps_with_unique_ids(game_id):
    steps = tour(game_id)
    assert len(steps) >= 5
    ids = [s.id for s in steps]
    assert len(set(ids)) == len(ids), ids
    assert all(re.fullmatch(r"[a-z][a-z0-9-]*", i) for i in ids), ids


@pytest.mark.parametrize("game_id", TOURS)
def test_each_move_is_the_recorded_one_and_the_game_replays_past_it(game_id):
    """Beyond tests/test_tour.py: the document records the move at ``index`` and replays
    through it (the app shows the position after the move from the same document)."""
    game = engine.get_game(game_id)
    for step in tour(game_id):
        assert savedoc.check(step.doc) is game
        state = savedoc.load(step.doc, upto=step.index)
        assert not game.is_over(state), step.id
        legal = [a.notation for a in game.legal_actions(state)]
        assert step.move in legal, f"{step.id}: {step.move!r} not legal; {legal[:8]}"
        assert step.doc["actions"][step.index] == step.move
        after = game.apply(state, step.move)
        assert after.history[-1] == step.move
        assert savedoc.load(step.doc, upto=step.index + 1).history == after.history


@pytest.mark.parametrize("game_id", TOURS)
def test_focus_keys_are_explained_on_the_position(game_id):
    game = engine.get_game(game_id)
    for step in tour(game_id):
        assert step.focus, step.id
        view = game.view(savedoc.load(step.doc, upto=step.index))
        for key in step.focus:
            assert game.explain(key, None, view), f"{step.id}: {key} is not explained"


@pytest.mark.parametrize("game_id", TOURS)
def test_sources_cite_a_heading_of_the_games_own_seed(game_id):
    """Stricter than tests/test_tour.py: the game's own seed file, the heading a whole line."""
    number = SEED_FILES[game_id]
    if seed_dir() is None:
        pytest.skip("the rulebooks (shared/rules/seeds) are not beside this checkout")
    (path,) = seed_dir().glob(f"{number}_*.txt")
    lines = {line.strip() for line in path.read_text(encoding="utf-8").splitlines()}
    for step in tour(game_id):
        match = re.fullmatch(r"seed (\d{3}) § (.+)", step.source)
        assert match, step.source
        assert match.group(1) == number, step.source
        assert match.group(2) in lines, f"{step.id}: no heading {match.group(2)!r} in {path.name}"


@pytest.mark.parametrize("game_id", TOURS)
def test_the_script_finds_each_situation_again(game_id):
    """tools/tour_positions.py still finds every step's situation, so that a position a rules
    change broke can be regenerated; what it finds replays and fills the same texts."""
    finders = __import__(f"tools.tour_finders_{game_id}", fromlist=["FINDERS"]).FINDERS
    stored = __import__(f"engine.{game_id}.tour_games", fromlist=["POSITIONS"]).POSITIONS
    assert list(finders) == [s.id for s in tour(game_id)]
    found: dict = {}
    for step_id, find in finders.items():
        position = found[step_id] = find(found)
        doc = engine.tour.position_doc(game_id, position)
        _, after = engine.tour.before_after(doc, position["index"])
        assert after.history == doc["actions"]
        assert position["params"].keys() == stored[step_id]["params"].keys(), step_id


# -- the numbers the texts quote are the engine's ----------------------------------------------
def step_of(game_id: str, step_id: str):
    return next(s for s in tour(game_id) if s.id == step_id)


def test_lorenzo_numbers_agree_with_the_positions():
    """Seed 001: the member's value is its die ("B. Acciones"); servants spent, the 3-coin fee
    ("Reglas para colocar…"), the Council Palace's coin ("El Palacio del Consejo"), 5 servants
    at the Market ("El mercado"), the Harvest's value and activated territories ("Activando
    efectos permanentes"), the large space's −3 ("Área de cosecha y producción"), faith traded
    for VP, and an excommunication that keeps the faith points ("C. Informe del Vaticano")."""
    from engine.lorenzo import data

    _, before, after = before_after(step_of("lorenzo", "member"))
    p = params("lorenzo", "member")
    assert before.dice[p["colour"]] == p["value"] == max(before.dice.values())
    assert "has value {value}".format(**p) in step_of("lorenzo", "member").after

    _, before, after = before_after(step_of("lorenzo", "servants"))
    p = params("lorenzo", "servants")
    assert before.areas[p["seat"]].res["servants"] == p["before"]
    assert after.areas[p["seat"]].res["servants"] == p["after"] == p["before"] - p["servants"]
    assert p["value"] + p["servants"] == 7
    assert p["card"] in after.areas[p["seat"]].cards[p["tower"]]
    assert "({before} → {after})".format(**p) in step_of("lorenzo", "servants").after

    _, before, after = before_after(step_of("lorenzo", "tower-fee"))
    p = params("lorenzo", "tower-fee")
    assert any(before.tower_members[p["tower"]])
    assert before.areas[p["seat"]].res["coins"] == p["before"]
    assert after.areas[p["seat"]].res["coins"] == p["after"] == p["before"] - 3
    assert "({before} → {after} coins)".format(**p) in step_of("lorenzo", "tower-fee").after

    game, before, after = before_after(step_of("lorenzo", "council"))
    p = params("lorenzo", "council")
    assert after.areas[p["seat"]].res["coins"] == p["after"] == p["before"] + 1
    assert after.council == [(p["seat"], p["colour"])]
    assert game.decision(after).prompt == "privilege"

    _, before, after = before_after(step_of("lorenzo", "market"))
    p = params("lorenzo", "market")
    assert after.market[1] == (p["seat"], p["colour"]) and data.MARKET[1] == data.R(servants=5)
    assert after.areas[p["seat"]].res["servants"] == p["after"] == p["before"] + 5

    game, before, after = before_after(step_of("lorenzo", "harvest"))
    p = params("lorenzo", "harvest")
    assert ("{player} activates {area} with value {n} using {servants} servants",
            {"player": p["seat"], "area": "harvest", "n": p["value"],
             "servants": p["servants"]}) in after.log[len(before.log):]
    cards = after.areas[p["seat"]].cards["territory"]
    assert len(cards) == p["total"]
    assert sum(data.CARDS[k].value <= p["value"] for k in cards) == p["worked"]
    assert data.CARDS[p["idle"]].value == p["idle_value"] > p["value"]
    assert p["base"] < data.CARDS[p["raised"]].value == p["raised_value"] <= p["value"]

    game, before, after = before_after(step_of("lorenzo", "production"))
    p = params("lorenzo", "production")
    assert after.pending[0].step == "servants" and after.pending[0]["area"] == "production"
    assert after.pending[0]["base"] == p["base"] == p["value"] - 3
    assert "value {base} ({value} − 3)".format(**p) in step_of("lorenzo", "production").after

    _, before, after = before_after(step_of("lorenzo", "vatican"))
    p = params("lorenzo", "vatican")
    res_before, res_after = before.areas[p["seat"]].res, after.areas[p["seat"]].res
    assert res_before["fp"] == p["fp"] >= p["need"] == data.FAITH_REQUIRED[before.period]
    assert res_after["fp"] == 0
    assert res_after["vp"] - res_before["vp"] == p["gain"] == data.FAITH_VP[p["fp"]]
    assert "for {gain} victory points ({vp_before} → {vp_after})".format(**p) in \
        step_of("lorenzo", "vatican").after

    game, before, after = before_after(step_of("lorenzo", "excommunication"))
    p = params("lorenzo", "excommunication")
    assert before.round == 2 and before.phase == "actions"
    assert before.areas[p["victim"]].res["fp"] == p["fp"] < p["need"] == data.FAITH_REQUIRED[1]
    assert before.areas[p["victim"]].excommunicated == []
    assert after.areas[p["victim"]].excommunicated == [1]
    assert after.areas[p["victim"]].res["fp"] == p["fp_after"] == p["fp"]
    assert p["tile"] == before.excommunications[0]


def test_lorenzo_advanced_steps_quote_the_engine():
    """The advanced game (seed 001, "Preparar" and "Activando efectos permanentes", with
    lorenzo-data.md §2.1 and §4): the tile step is the first tile choice, by the last in turn
    order, and quotes data.py's bonuses; the leader step plays a leader whose requirement the
    player holds (data.py's number) and quotes what its ability gives, in English and
    Spanish."""
    from engine.i18n import translator
    from engine.lorenzo import data
    from engine.lorenzo.explain import words

    game, before, after = before_after(step_of("lorenzo", "tile"))
    p = params("lorenzo", "tile")
    assert before.variant == after.variant == "advanced"
    assert game.decision(before).seat == p["seat"] == before.turn_order[-1]
    assert after.areas[p["seat"]].tile == p["bonus"]
    tile = data.BONUS_TILES[p["bonus"]]
    for lang in (None, "es"):
        _ = translator(lang, "lorenzo") if lang else (lambda m: m)
        step = next(s for s in game.tour(_) if s.id == "tile")
        for bundle in (tile.harvest, tile.production, data.BASIC_TILE.harvest,
                       data.BASIC_TILE.production):
            assert words(bundle, _) in step.text + step.after, (lang, bundle)

    game, before, after = before_after(step_of("lorenzo", "leader"))
    p = params("lorenzo", "leader")
    leader = data.LEADER[p["leader"]]
    assert leader.resources == ((p["kind"], p["need"]),) and not leader.cards
    assert before.areas[p["seat"]].res[p["kind"]] == p["held"] >= p["need"]
    assert after.areas[p["seat"]].res == before.areas[p["seat"]].res
    for lang in (None, "es"):
        _ = translator(lang, "lorenzo") if lang else (lambda m: m)
        step = next(s for s in game.tour(_) if s.id == "leader")
        assert words(((p["kind"], p["need"]),), _) in step.text
        assert words(leader.ability[1], _) in step.after
        assert str(data.LEADERS_PER_PLAYER) in step.text


def test_nippon_numbers_agree_with_the_positions():
    """Seed 003: a worker goes to the board ("I. Lleve un trabajador"); 3 coal steps cost
    6,000 Yen ("E. Minas"); a factory costs 6,000 Yen and blueprints for missing knowledge
    ("A. Invierta…"); a run burns coal and stores 1 + machine ("C. Producir bienes"); the
    budget comes from the tracks ("II. Consolidar"); the reward's bonus ("2. Recompensa del
    emperador"); 3,000 Yen per colour ("3. Mano de obra"); the first scoring ("Fin del
    juego")."""
    from engine.nippon import data

    _, before, after = before_after(step_of("nippon", "worker"))
    p = params("nippon", "worker")
    assert before.took == p["space"] - 1 and len(data.ACTION_SPACES[before.took]) == 2
    assert after.p(p["seat"]).workers == [p["colour"]] and p["workers"] == 1
    assert after.pending.prompt == "pick_steps" and after.pending["track"] == "coal"

    _, before, after = before_after(step_of("nippon", "mines"))
    p = params("nippon", "mines")
    assert step_of("nippon", "mines").index == step_of("nippon", "worker").index + 1
    q0, q1 = before.p(p["seat"]), after.p(p["seat"])
    assert (q0.yen, q1.yen) == (p["before"], p["after"]) and p["before"] - p["after"] == 6000
    assert data.COAL_TRACK[q1.coal_track] == p["coal_after"] != p["coal_before"]
    assert "(12,000 → 6,000 Yen)" in step_of("nippon", "mines").after

    _, before, after = before_after(step_of("nippon", "invest"))
    p = params("nippon", "invest")
    q0, q1 = before.p(p["seat"]), after.p(p["seat"])
    assert q0.knowledge_level == p["knowledge"] < p["need"] == data.FACTORIES[p["factory"]].knowledge
    assert q0.yen - q1.yen == 6000 and q1.yen == p["after"]
    assert q0.blueprints - q1.blueprints == p["need"] - p["knowledge"] == p["missing"]
    assert p["factory"] not in after.factory_supply

    _, before, after = before_after(step_of("nippon", "produce"))
    p = params("nippon", "produce")
    f0, f1 = before.p(p["seat"]).factories[p["good"]], after.p(p["seat"]).factories[p["good"]]
    assert f0["machine"] == p["machine"] >= 1
    assert f1["goods"] - f0["goods"] == p["made"] == 1 + p["machine"]
    assert before.p(p["seat"]).coal - after.p(p["seat"]).coal == p["coal"] == \
        data.FACTORIES[p["factory"]].coal

    game, before, after = before_after(step_of("nippon", "consolidate"))
    p = params("nippon", "consolidate")
    q1 = after.p(p["seat"])
    assert q1.yen == p["yen"] == data.MONEY_TRACK[q1.money]
    assert q1.coal == p["coal"] == data.COAL_TRACK[q1.coal_track]
    assert len(q1.workers) == p["workers"] and len(set(q1.workers)) == p["colours"]
    assert game.decision(after).prompt == "pick_reward"
    assert "{yen} Yen from the money track".format(yen=f"{p['yen']:,}") in \
        step_of("nippon", "consolidate").after

    game, before, after = before_after(step_of("nippon", "reward"))
    p = params("nippon", "reward")
    assert step_of("nippon", "reward").index == step_of("nippon", "consolidate").index + 1
    assert after.p(p["seat"]).coal - before.p(p["seat"]).coal == 2
    assert p["multiplier"] <= p["level"] == data.REWARD_LEVEL[p["workers"] - 1]

    game, before, after = before_after(step_of("nippon", "wages"))
    p = params("nippon", "wages")
    assert step_of("nippon", "wages").index == step_of("nippon", "reward").index + 1
    q0, q1 = before.p(p["seat"]), after.p(p["seat"])
    assert len(set(q0.workers)) == p["colours"] and q1.workers == []
    assert q0.yen - q1.yen == 3000 * p["colours"] and q1.yen == p["after"]
    assert q1.achievements[p["achievement"]] == p["multiplier"]

    game, before, after = before_after(step_of("nippon", "scoring"))
    p = params("nippon", "scoring")
    assert (before.scorings, after.scorings, after.marker) == (0, 1, p["marker"])
    assert after.p(p["seat"]).vp - before.p(p["seat"]).vp == p["gain"] > 0
    assert (p["first"], p["second"], p["third"]) == data.REGION_VP[0]


def test_village_numbers_agree_with_the_positions():
    """Seed 004: a cube taken ("Tomando tu turno"); 2 grain ("Cosecha de granos"); a plague
    cube's 2 time ("La hora de la moneda"); the caller's free sale and the others' 1 green + 1
    time ("Mercado"); entering the council: 1 time, 2 green ("cámara del Consejo"); travel's
    price and reward ("Viajar"); 1 brown into the black bag ("Iglesia"); grain up a window
    ("2. Subir…"); a death into the chronicle ("Fallece un familiar"); the end ("Fin del
    juego")."""
    from engine.village import data

    def life(p):
        return p.time % data.LIFE_TRACK

    _, before, after = before_after(step_of("village", "turn"))
    p = params("village", "turn")
    assert after.p(p["seat"]).cubes[p["colour"]] - before.p(p["seat"]).cubes[p["colour"]] == 1
    assert after.p(p["seat"]).cubes[p["colour"]] == p["after"]

    _, before, after = before_after(step_of("village", "harvest"))
    p = params("village", "harvest")
    assert step_of("village", "harvest").index == step_of("village", "turn").index + 1
    assert (before.p(p["seat"]).grain, after.p(p["seat"]).grain) == (p["before"], p["after"])
    assert p["gain"] == data.HARVEST_BASE

    _, before, after = before_after(step_of("village", "plague"))
    p = params("village", "plague")
    assert after.p(p["seat"]).time - before.p(p["seat"]).time == data.PLAGUE_TIME == 2
    assert (life(before.p(p["seat"])), life(after.p(p["seat"]))) == (p["before"], p["after"])
    assert p["left"] == data.LIFE_TRACK - p["after"]

    _, before, after = before_after(step_of("village", "market"))
    p = params("village", "market")
    assert before.market.starter == p["seat"] and before.market.free
    assert after.p(p["seat"]).customers[-1] == p["customer"]
    assert data.CUSTOMERS[p["customer"]].prestige == p["prestige"]
    assert after.p(p["seat"]).time == before.p(p["seat"]).time

    _, before, after = before_after(step_of("village", "market-extra"))
    p = params("village", "market-extra")
    q0, q1 = before.p(p["seat"]), after.p(p["seat"])
    assert before.market.starter == p["starter"] != p["seat"]
    assert (q0.cubes["green"] - q1.cubes["green"], q1.time - q0.time) == (1, 1)
    assert q1.customers[-1] == p["customer"]

    game, before, after = before_after(step_of("village", "council"))
    p = params("village", "council")
    q0, q1 = before.p(p["seat"]), after.p(p["seat"])
    assert (q0.cubes["green"] - q1.cubes["green"], q1.time - q0.time) == (2, 1)
    assert q1.at("council:1").count(p["generation"]) == q0.at("council:1").count(
        p["generation"]) + 1
    assert "privilege 1" in [a.notation for a in game.legal_actions(after)]

    _, before, after = before_after(step_of("village", "travel"))
    p = params("village", "travel")
    q0, q1 = before.p(p["seat"]), after.p(p["seat"])
    assert q1.time - q0.time == p["time"] and q0.goods["wagon"] - q1.goods["wagon"] == 1
    assert q0.cubes[p["colour"]] - q1.cubes[p["colour"]] == 2
    assert q1.prestige - q0.prestige == 3 and q1.visited == [p["city"]]
    assert "3 prestige ({prestige_before} → {prestige_after})".format(**p) in \
        step_of("village", "travel").after

    _, before, after = before_after(step_of("village", "church"))
    p = params("village", "church")
    q0, q1 = before.p(p["seat"]), after.p(p["seat"])
    assert q0.cubes["brown"] - q1.cubes["brown"] == 1 and q1.members.count("bag") == p["bag"]
    assert q1.members.count("bag") == q0.members.count("bag") + 1

    _, before, after = before_after(step_of("village", "mass"))
    p = params("village", "mass")
    q0, q1 = before.p(p["seat"]), after.p(p["seat"])
    assert q0.grain - q1.grain == p["grain"] == data.WINDOW_GRAIN[p["to"]]
    assert f"church:{p['to']}" in q1.members and p["to"] == p["window"] + 1
    assert (p["points_before"], p["points_after"]) == (data.WINDOW_POINTS[p["window"]],
                                                       data.WINDOW_POINTS[p["to"]])

    _, before, after = before_after(step_of("village", "death"))
    p = params("village", "death")
    assert after.chronicle["crafts"].count(p["seat"]) == before.chronicle["crafts"].count(
        p["seat"]) + 1
    assert sum(slots.count(p["seat"]) for slots in after.chronicle.values()) == p["chronicle"]

    game, before, after = before_after(step_of("village", "end"))
    p = params("village", "end")
    assert before.end_by is None and after.end_by == p["seat"] and not game.is_over(after)
    assert game.decision(after).seat != p["seat"]        # the others' last actions

