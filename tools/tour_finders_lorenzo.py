"""Finders of Lorenzo il Magnifico's tour positions (tools/tour_positions.py; seed 001).

Each finder plays seeded random games of the basic game until its situation arises and returns
the position with the numbers its texts quote (engine/lorenzo/tour.py).
"""
from __future__ import annotations

from engine.lorenzo import data
from tools.tour_positions import search


def _member(state) -> tuple[str, int] | None:
    """The family member just taken (``member <colour> <value>``), or None."""
    last = state.history[-1].split() if state.history else []
    if len(last) == 3 and last[0] == "member":
        return last[1], int(last[2])
    return None


def _place(action) -> tuple[list[str], int]:
    """The space tokens of a ``place`` action and the servants it spends."""
    args = list(action.args)
    servants = int(args.pop()[1:]) if args and args[-1].startswith("+") else 0
    return args, servants


def member(game, state, action):
    """Seed 001, "B. Acciones": the first placement of the game; the highest coloured die."""
    if state.history or action.verb != "member" or action.args[0] == "neutral":
        return None
    best = max((v, c) for c, v in state.dice.items())
    if action.args[0] != best[1]:
        return None
    return {"colour": best[1], "value": best[0], "seat": game.decision(state).seat}


def servants(game, state, action):
    """Seed 001, "B. Acciones" and the tower floors: a 4th floor (value 7) reached with 2 or
    more servants, from a coloured member, the floor's bonus taken."""
    held = _member(state)
    if action.verb != "place" or not held or held[0] == "neutral":
        return None
    space, spent = _place(action)
    if len(space) != 2 or space[1] != "4" or spent < 2 or held[1] + spent != 7:
        return None
    if any(state.tower_members[space[0]]):
        return None
    seat = game.decision(state).seat
    card = state.towers[space[0]][3]
    after = game.apply(state, action)
    before_s, after_s = state.areas[seat].res["servants"], after.areas[seat].res["servants"]
    if after_s != before_s - spent:
        return None
    return {"seat": seat, "colour": held[0], "value": held[1], "servants": spent,
            "tower": space[0], "card": card, "before": before_s, "after": after_s}


def tower_fee(game, state, action):
    """Seed 001, "Reglas para colocar…": a tower already occupied costs 3 coins more; a
    territory on floor 1 or 2 (no cost, no bonus) and no coins gained, so the coins drop by
    exactly 3."""
    held = _member(state)
    if action.verb != "place" or not held:
        return None
    space, spent = _place(action)
    if len(space) != 2 or space[0] != "territory" or spent:
        return None
    tower, floor = space[0], int(space[1])
    others = [m for m in state.tower_members[tower] if m]
    if not others or floor > 2:
        return None
    seat = game.decision(state).seat
    after = game.apply(state, action)
    before_c, after_c = state.areas[seat].res["coins"], after.areas[seat].res["coins"]
    if after_c != before_c - data.OCCUPIED_TOWER_FEE:
        return None
    return {"seat": seat, "tower": tower, "floor": floor, "card": state.towers[tower][floor - 1],
            "before": before_c, "after": after_c, "owner": others[0][0]}


def council(game, state, action):
    """Seed 001, "El Palacio del Consejo": 1 coin and a council privilege."""
    held = _member(state)
    if action.notation != "place council" or not held or state.council:
        return None
    seat = game.decision(state).seat
    after = game.apply(state, action)
    before_c, after_c = state.areas[seat].res["coins"], after.areas[seat].res["coins"]
    if after_c != before_c + 1 or game.decision(after).prompt != "privilege":
        return None
    return {"seat": seat, "colour": held[0], "value": held[1], "before": before_c,
            "after": after_c}


def market(game, state, action):
    """Seed 001, "El mercado": the space of 5 servants, one member a space, any value from 1;
    an empty market, a coloured member and no penalty on gains."""
    held = _member(state)
    if action.notation != "place market 2" or not held or held[0] == "neutral" or any(
            state.market):
        return None
    seat = game.decision(state).seat
    if state.areas[seat].excommunicated:
        return None
    after = game.apply(state, action)
    before_s, after_s = state.areas[seat].res["servants"], after.areas[seat].res["servants"]
    if after_s != before_s + 5:
        return None
    return {"seat": seat, "colour": held[0], "value": held[1], "before": before_s,
            "after": after_s}


def excommunication(game, state, action):
    """Seed 001, "C. Informe del Vaticano" (the example's red player): the move that ends the
    2nd round's actions starts the report, and a player short of faith is excommunicated at
    once, keeping the faith points."""
    if state.round != 2 or state.phase != "actions" or action.verb == "pass":
        return None
    after = game.apply(state, action)
    if after.phase != "vatican" and after.round == state.round:
        return None
    need = data.FAITH_REQUIRED[1]
    short = [seat for seat in range(state.players) if 1 in after.areas[seat].excommunicated
             and state.areas[seat].res["fp"] < need]
    if len(short) != 1 or not 0 < state.areas[short[0]].res["fp"]:
        return None
    victim = short[0]
    return {"seat": game.decision(state).seat, "victim": victim, "need": need,
            "fp": state.areas[victim].res["fp"], "fp_after": after.areas[victim].res["fp"],
            "tile": state.excommunications[0]}


def harvest(game, state, action):
    """Seed 001, "Activando efectos permanentes" (the Harvest example): servants raise the
    action's value; territories up to that value work, a costlier one stays idle."""
    if action.verb != "servants" or not state.pending or state.pending[0]["area"] != "harvest":
        return None
    task, spent = state.pending[0], int(action.args[0])
    seat = task.seat
    cards = state.areas[seat].cards["territory"]
    if spent < 2 or task["base"] < 1 or state.areas[seat].excommunicated or len(cards) < 2:
        return None
    value = task["base"] + spent
    worked = [k for k in cards if data.CARDS[k].value <= value]
    idle = [k for k in cards if data.CARDS[k].value > value]
    raised = [k for k in worked if data.CARDS[k].value > task["base"]]
    if not worked or not idle or not raised:
        return None
    space = next(i + 1 for i, members in enumerate(state.harvest)
                 if any(m[0] == seat for m in members))
    return {"seat": seat, "space": space, "base": task["base"], "servants": spent,
            "value": value,
            "worked": len(worked), "total": len(cards), "raised": raised[0],
            "raised_value": data.CARDS[raised[0]].value, "idle": idle[0],
            "idle_value": data.CARDS[idle[0]].value}


def production(game, state, action):
    """Seed 001, "Área de cosecha y producción" and the Production example: a member of value
    6 on the large space acts with value 3."""
    held = _member(state)
    if action.notation != "place production 2" or not held or held[1] != 6:
        return None
    seat = game.decision(state).seat
    after = game.apply(state, action)
    task = after.pending[0] if after.pending else None
    if task is None or task.step != "servants" or task["base"] != 3:
        return None
    return {"seat": seat, "colour": held[0], "value": held[1], "base": task["base"]}


def vatican(game, state, action):
    """Seed 001, "C. Informe del Vaticano": a player with the faith points needed supports the
    Church, gains the track's VP and goes back to 0."""
    if action.notation != "support" or state.period != 1:
        return None
    seat = game.decision(state).seat
    res = state.areas[seat].res
    after = game.apply(state, action)
    gain = data.FAITH_VP[min(res["fp"], data.FAITH_TRACK_END)]
    if after.areas[seat].res["vp"] != res["vp"] + gain or after.areas[seat].res["fp"] != 0:
        return None
    return {"seat": seat, "fp": res["fp"], "need": data.FAITH_REQUIRED[state.period],
            "vp_before": res["vp"], "vp_after": res["vp"] + gain, "gain": gain,
            "tile": state.excommunications[state.period - 1]}


def tile(game, state, action):
    """Seed 001, "Preparar" (one personal bonus tile each) and "Activando efectos permanentes"
    (the tile acts at value 1), with lorenzo-data.md §2.1 and §4: in the advanced game the
    tiles lie advanced side up and are chosen in reverse turn order; the first choice, the
    first tile offered."""
    if state.phase != "tiles" or len(state.queue) != state.players or action.verb != "tile":
        return None
    if action.args[0] != data.ADVANCED_TILES[0].key:
        return None
    return {"seat": game.decision(state).seat, "bonus": action.args[0],
            "offered": len(data.ADVANCED_TILES)}


def leader(game, state, action):
    """Seed 001, "Preparar" (leader cards) with lorenzo-data.md §2.1: a leader played in the
    player's turn, without a family member, its requirement of resources held and not paid;
    a once-per-round leader giving goods, so that its ability can be used at once."""
    if action.verb != "leader" or action.args[0] != "play":
        return None
    key = action.args[1]
    card = data.LEADER[key]
    if card.cards or not card.resources or not card.once_per_round or card.ability[0] != "gain":
        return None
    seat = game.decision(state).seat
    after = game.apply(state, action)
    if after.areas[seat].res != state.areas[seat].res:
        return None
    kind, need = card.resources[0]
    return {"seat": seat, "leader": key, "kind": kind, "need": need,
            "held": state.areas[seat].res[kind], "hand": len(state.areas[seat].leaders)}


FINDERS = {
    "member": lambda found: search("lorenzo", member, variant="basic"),
    "servants": lambda found: search("lorenzo", servants, variant="basic"),
    "tower-fee": lambda found: search("lorenzo", tower_fee, variant="basic"),
    "council": lambda found: search("lorenzo", council, variant="basic"),
    "market": lambda found: search("lorenzo", market, variant="basic"),
    "harvest": lambda found: search("lorenzo", harvest, variant="basic"),
    "production": lambda found: search("lorenzo", production, players=3, variant="basic"),
    "vatican": lambda found: search("lorenzo", vatican, variant="basic"),
    "excommunication": lambda found: search("lorenzo", excommunication, variant="basic"),
    "tile": lambda found: search("lorenzo", tile, variant="advanced"),
    "leader": lambda found: search("lorenzo", leader, variant="advanced"),
}
"""Step id -> finder, in the tour's order."""
