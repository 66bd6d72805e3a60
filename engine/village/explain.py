"""Village's explanations of board elements (issue 21; ``Game.explain``): the action spaces
and the well, influence and plague cubes, goods, craft buildings, travel cities, council
stages and privileges, church windows and the black bag, the village chronicle and the
anonymous graves, customers and the farmyard, in our own words after seed 004 ("Las
acciones", "Fin de una ronda", "Fallece un familiar", "Puntuación final") and the board values
of data.py (assumed ones are marked there).

Keys (``data-explain`` on the board, engine/village/render.py): ``village:space:<space>``,
``village:cube:<kind>``, ``village:good:<good>``, ``village:craft:<building>``,
``village:city:<c1–c8>``, ``village:stage:<1–4>``, ``village:privilege:<1–4>``,
``village:window:<1–4>``, ``village:bag:black``, ``village:chronicle:<category>``,
``village:graves:all``, ``village:customer:<k01–k24>``, ``village:farm:<part>``.
"""
from __future__ import annotations

from ..i18n import N_
from ..tour import assumed
from . import data

SPACES = {
    "harvest": (N_("With a family member in your farmyard, take {harvest} grain; with a plow "
                   "and a horse {harvest_horse}, with a plow and an ox {harvest_ox} (goods are "
                   "kept; one combination only)."),
                N_("Your farmyard holds at most {grain_cap} grain.")),
    "family": (N_("A birth: take your family member with the lowest number from the supply "
                  "into your farmyard."),
               N_("Or bring one of your living members on the board back to your farmyard.")),
    "crafts": (N_("Make a good in a craft building: train a member there (its training "
                  "time) and pay the production time, later the production time only; or pay "
                  "its price in cubes (the Stables: grain)."),
               N_("At the Mill: {mill_time} time and {mill_grain} grain give {mill_coins} "
                  "coins.")),
    "market": (N_("Starts a market day: you serve a customer at a stall first, free. Then the "
                  "day goes round the table: on each turn of it every player, you too, may "
                  "serve one more customer, paying {market_green} green cube and {market_time} "
                  "time, until all have passed or no customer is left."),
               N_("This action must be carried out when you take its cube.")),
    "travel": (N_("Send a member from your farmyard to a city next to the village, or move a "
                  "traveller to a next city: pay the path's time, wagons and {path_cubes} "
                  "cubes."),
               N_("Your first marker in a city gives its reward; at the end, cities visited "
                  "score {travel_points}.")),
    "council": (N_("Put a member on stage 1 ({enter_time} time and {green} green cubes or "
                   "{scrolls} scroll), or move one up a stage ({green} green or {scrolls} scroll, "
                   "and "
                   "{advance_time} time)."),
                N_("Then use the privilege of that stage or one below; with a member there you "
                   "may use a privilege without moving.")),
    "church": (N_("Put a member from your farmyard into the black bag: pay {church_brown} "
                  "brown cube or {church_time} time."),
               N_("At each mass, members drawn from the bag enter the church.")),
    "well": (N_("Instead of taking a cube, return {well_cubes} influence cubes of one colour "
                "(coins can stand in for cubes) to do any action. {assumed}"),
             N_("Only while some cube is left on an action space; the only way to an action "
                "whose space is empty.")),
}
"""Each action space: what it does and a note (seed 004, "Las acciones" and "Bueno"); texts
may hold the ``{placeholders}`` of :func:`numbers`."""

COMPULSORY = ("market",)
"""Spaces whose action must follow when their cube is taken (seed 004, "Mercado": "Esta
acción debe realizarse"); every other space's action may be left undone ("Tomando tu turno":
"Solo puedes tomar el cubo y no realizar la acción").  The well takes no cube."""

SKIP = N_("Take a cube here to do this action; you may take the cube and not act.")
"""The line of every space whose action may be skipped (not the well's, nor :data:`COMPULSORY`)."""

CUBES = {
    "orange": N_("Skill: needed for crafts and travel."),
    "green": N_("Persuasion: needed for the market and the council chamber."),
    "brown": N_("Faith: needed for the church and travel."),
    "pink": N_("Knowledge: needed for crafts and travel."),
    "black": N_("A plague cube is no influence: taking it costs {plague_time} time, then it "
                "goes back to the supply (you may still do the space's action)."),
}
"""Influence and plague cubes (seed 004, "Cubos de influencia y cubos de plaga")."""

GOODS = {
    "wagon": N_("Needed to travel on most paths; wanted by customers."),
    "horse": N_("With a plow, a harvest gives {harvest_horse} grain; wanted by customers."),
    "ox": N_("With a plow, a harvest gives {harvest_ox} grain; wanted by customers."),
    "plow": N_("With a horse or an ox, a harvest gives more grain; wanted by customers."),
    "scroll": N_("Stands for {green} green cubes in the council chamber; wanted by customers."),
}
"""What each good is for (seed 004, "Cosecha de granos", "Viajar", "cámara del Consejo")."""

PRIVILEGES = {
    1: N_("Take the next-start marker: you start the next round (nothing if another player has "
          "it)."),
    2: N_("Take {privilege_cubes} influence cubes of your choice from the supply."),
    3: N_("Take {privilege_goods} good of your choice from the supply."),
    4: N_("Pay exactly {privilege_coins} coin for {privilege_prestige} prestige."),
}
"""The council privileges (seed 004, "Resumen de los privilegios")."""

CITY_REWARDS = {"prestige": N_("{city_prestige} prestige"), "coin": N_("{city_coins} coin"),
                "cubes": N_("{city_cubes} influence cubes of your choice")}

CHRONICLE = {
    "council": N_("For members who die in the council chamber."),
    "crafts": N_("For members who die in a craft building."),
    "travel": N_("For members who die on the travel map."),
    "church": N_("For members who die in the church."),
    "farm": N_("For members who die in the farmyard."),
}

CHRONICLE_TITLES = {
    "council": N_("Village chronicle: council chamber"),
    "crafts": N_("Village chronicle: crafts"),
    "travel": N_("Village chronicle: travel"),
    "church": N_("Village chronicle: church"),
    "farm": N_("Village chronicle: farmyard"),
}
"""The chronicle's categories by name: nouns, as the rulebook's Spanish "viajes" (not the
action's "Viajar"; seed 004, "Cubos de influencia y cubos de plaga" table)."""

FARM = {
    "members": (N_("Farmyard"), (
        N_("Your family members at home, with their generation number: members are placed on "
           "the board from here; harvests need one here."),
        N_("The lowest number dies first when your life time passes the bridge."))),
    "life": (N_("Life time"), (
        N_("Time paid for actions moves your marker; each time it passes the bridge, one of "
           "your oldest visible members dies at the end of your turn (on a market day: at "
           "once)."),
        N_("A plague cube costs {plague_time} time."))),
    "grain": (N_("Grain"), (
        N_("From harvests; pays the Stables, the Mill, church windows and customers. At most "
           "{grain_cap}."),)),
    "coins": (N_("Coins"), (
        N_("From the Mill and travel. Pay {mass_coins} coin to draw your member from the black "
           "bag at a mass, use a coin as any influence cube, or buy {privilege_prestige} "
           "prestige on stage 4."),
        N_("Each coin left is worth {coin_prestige} prestige at the end."))),
    "cubes": (N_("Influence cubes"), (
        N_("Cubes you took from the action spaces, to pay for actions. Keep any number."),)),
}
"""Parts of a farmyard."""


def numbers(_) -> dict:
    """The values the static texts above quote as ``{placeholders}``, from data.py, and
    ``{assumed}``: the marker of a value the rulebook leaves open (docs/DATA.md)."""
    harvest = dict(data.HARVEST)
    return {"harvest": data.HARVEST_BASE, "harvest_horse": harvest["horse"],
            "harvest_ox": harvest["ox"], "grain_cap": data.GRAIN_CAP,
            "mill_time": data.MILL_TIME, "mill_grain": data.MILL_GRAIN,
            "mill_coins": data.MILL_COINS,
            "market_green": data.MARKET_EXTRA["green"], "market_time": data.MARKET_EXTRA["time"],
            "path_cubes": _(" or ").join(map(str, sorted({p.cubes for p in data.PATHS.values()}))),
            "travel_points": ", ".join(map(str, data.TRAVEL_POINTS[1:])),
            "city_prestige": data.CITY_PRESTIGE, "city_coins": data.CITY_COINS,
            "city_cubes": data.CITY_CUBES,
            "enter_time": data.COUNCIL_ENTER_TIME, "green": data.COUNCIL_GREEN,
            "scrolls": data.COUNCIL_SCROLLS,
            "advance_time": _(" or ").join(map(str, sorted(set(
                data.COUNCIL_ADVANCE_TIME.values())))),
            "privilege_cubes": data.PRIVILEGE_CUBES,
            "privilege_goods": data.PRIVILEGE_GOODS, "privilege_coins": data.PRIVILEGE_COINS,
            "privilege_prestige": data.PRIVILEGE_PRESTIGE,
            "mass_coins": data.MASS_BUYOUT_COINS, "coin_prestige": data.COIN_PRESTIGE,
            "church_brown": data.CHURCH_BROWN, "church_time": data.CHURCH_TIME,
            "plague_time": data.PLAGUE_TIME, "well_cubes": data.WELL_CUBES,
            "assumed": assumed(_)}


def explain(key: str, _, view: dict | None = None) -> str | None:
    """The explanation of ``village:<kind>:<id>`` (see the module docstring), or None."""
    parts = key.split(":")
    if len(parts) != 3 or parts[0] != "village":
        return None
    kind, ident = parts[1], parts[2]
    term = lambda k: _(data.TERMS[k])  # noqa: E731
    cap = lambda s: s[:1].upper() + s[1:]  # noqa: E731
    v = view or {}
    values = numbers(_)
    fill = lambda msgid: _(msgid).format(**values)  # noqa: E731  (the static texts above)
    if kind == "space" and ident in SPACES:
        text, note = SPACES[ident]
        lines = [term(ident), fill(text), fill(note)]
        if ident != "well" and ident not in COMPULSORY:
            lines.append(_(SKIP))
        return "\n".join(lines)
    if kind == "cube" and ident in CUBES:
        name = _("Plague cube") if ident == data.PLAGUE else cap(
            _("{colour} influence cube").format(colour=term(ident)))
        lines = [name, fill(CUBES[ident])]
        left = (v.get("supply") or {}).get(ident)
        if left is not None:
            lines.append(_("In the supply: {n}.").format(n=left))
        return "\n".join(lines)
    if kind == "good" and ident in GOODS:
        craft = data.CRAFTS[data.BUILDING_OF[ident]]
        lines = [cap(term(ident)), fill(GOODS[ident]),
                 _("Made at the {building}: train {t} time, make {p} time, or pay {price}.")
                 .format(building=term(data.BUILDING_OF[ident]), t=craft.training,
                         p=craft.production, price=_price(craft, _, term))
                 + _marked(data.BUILDING_OF[ident] in ASSUMED_CRAFTS, _)]
        left = (v.get("goods_supply") or {}).get(ident)
        if left is not None:
            lines.append(_("In the supply: {n}.").format(n=left))
        return "\n".join(lines)
    if kind == "craft" and ident == "mill":
        return "\n".join((term("mill"), _("With the Crafts action: pay {t} time and {g} grain "
                                          "for {c} coins. Nobody works here.").format(
            t=data.MILL_TIME, g=data.MILL_GRAIN, c=data.MILL_COINS)))
    if kind == "craft" and ident in data.CRAFTS:
        craft = data.CRAFTS[ident]
        goods = _(" or ").join(term(g) for g in craft.goods)
        return "\n".join((
            term(ident),
            _("Makes: {goods}. Training a member here costs {t} time; each good then costs "
              "{p} time with the Crafts action.").format(goods=goods, t=craft.training,
                                                         p=craft.production)
            + _marked("times" in ASSUMED_CRAFTS.get(ident, ()), _),
            _("Without a member here, buy the good for {price}.").format(
                price=_price(craft, _, term)) + _marked(ident in ASSUMED_CRAFTS, _),
            _("A trained member stays (until death or the Family action) and counts for the "
              "crafts row of the chronicle if it dies here.")))
    if kind == "city" and ident in data.CITIES:
        reward = fill(CITY_REWARDS[data.CITY_REWARDS[ident]])
        ways = []
        for path in data.PATHS.values():
            if ident in path.ends:
                other = path.ends[1] if path.ends[0] == ident else path.ends[0]
                where = _("the village") if other == data.VILLAGE else term(other)
                cost = _("{t} time, {n} {colour} cubes").format(
                    t=path.time, n=path.cubes, colour=term(path.color))
                if path.wagons:
                    cost += _(", {n} wagon").format(n=path.wagons)
                ways.append(_("from {place}: {cost}").format(place=where, cost=cost))
        return "\n".join([term(ident),
                          _("Reward for your first marker here: {reward}.").format(reward=reward)
                          + _marked(True, _),
                          _("Paths: {ways}.").format(ways="; ".join(ways)) + _marked(True, _)])
    if kind == "stage" and ident.isdigit() and 1 <= int(ident) <= data.COUNCIL_STAGES:
        stage = int(ident)
        cost = _("{t} time and {g} green cubes or {s} scroll").format(
            t=data.COUNCIL_ENTER_TIME if stage == 1 else data.COUNCIL_ADVANCE_TIME[stage],
            g=data.COUNCIL_GREEN, s=data.COUNCIL_SCROLLS)
        return "\n".join((
            _("Council chamber, stage {n}").format(n=stage),
            _("Reaching this stage costs {cost}.").format(cost=cost) + _marked(stage > 1, _),
            _("At the end each member here scores {n} prestige.").format(
                n=data.COUNCIL_POINTS[stage]),
            _("Privilege: {text}").format(text=fill(PRIVILEGES[stage]))))
    if kind == "privilege" and ident.isdigit() and int(ident) in PRIVILEGES:
        stage = int(ident)
        return "\n".join((_("Privilege of stage {n}").format(n=stage), fill(PRIVILEGES[stage]),
                          _("Usable by a member of yours on this stage or a higher one.")))
    if kind == "window" and ident.isdigit() and 1 <= int(ident) <= data.WINDOWS:
        window = int(ident)
        lines = [_("Church window {n}").format(n=window)]
        if window == 1:
            lines.append(_("Members drawn from the black bag at a mass enter here."))
        else:
            lines.append(_("At a mass, moving a member up to here costs {g} grain.").format(
                g=data.WINDOW_GRAIN[window]) + _marked(True, _))
        lines.append(_("At the end each member here scores {n} prestige. After each mass the "
                       "most members in the church gain {m} prestige.").format(
            n=data.WINDOW_POINTS[window], m=data.MAJORITY_PRESTIGE))
        return "\n".join(lines)
    if kind == "bag" and ident == "black":
        return "\n".join((_("Black bag"), _(
            "Members sent by the Church action wait here with {m} monks. At each mass {d} "
            "pieces are drawn: pay {c} coin per member of yours to draw it; the rest at random.")
            .format(m=data.MONKS, d=data.MASS_DRAW, c=data.MASS_BUYOUT_COINS), _("Members in the bag score nothing and "
                                                     "cannot die.")))
    if kind == "chronicle" and ident in CHRONICLE:
        return "\n".join((
            _(CHRONICLE_TITLES[ident]),
            _(CHRONICLE[ident]) + " " + _("Spaces marked 3 or 4 are closed with fewer players.")
            + _marked(True, _),
            _("At the end, members in the chronicle score: {points} prestige. Filling the last "
              "space ends the game.").format(points=", ".join(
                  f"{n} → {data.CHRONICLE_POINTS[n]}" for n in range(3, len(data.CHRONICLE_POINTS)
                                                                    - 1))
                  + ", " + _("{n} or more → {p}").format(n=len(data.CHRONICLE_POINTS) - 1,
                                                         p=data.CHRONICLE_POINTS[-1]))))
    if kind == "graves" and ident == "all":
        return "\n".join((_("Anonymous graves"), _(
            "A dying member with no free chronicle space for its place rests here, for no "
            "prestige."), _("Filling the last grave ends the game; every other player has one "
                            "last action. If it is filled on another player's market day, "
                            "everyone has one, the caller of the market day last.")))
    if kind == "customer" and ident in data.CUSTOMERS:
        cust = data.CUSTOMERS[ident]
        wants = ", ".join(f"{n} {term(k)}" for k, n in cust.demand.items())
        return "\n".join((
            _("Customer: {n} prestige").format(n=cust.prestige) + _marked(True, _),
            _("Wants {goods}. Served on a market day from a stall with a blue border; kept "
              "face down and scored at the end.").format(goods=wants) + _marked(True, _),
            _("Ties at the end go to the player who served the most customers.")))
    if kind == "farm" and ident in FARM:
        name, farm_lines = FARM[ident]
        return "\n".join([_(name)] + [fill(line) for line in farm_lines])
    return None


ASSUMED_CRAFTS = {"office": ("times", "price"), "smithy": ("price",)}
"""Craft buildings with values the rulebook leaves open (docs/DATA.md, P2): the office's times
and price, the smithy's price."""


def _marked(assumed_value: bool, _) -> str:
    """" (not printed in the rulebook; assumed)" after a line quoting an assumed value, else ""."""
    return " " + assumed(_) if assumed_value else ""


def _price(craft: data.Craft, _, term) -> str:
    """A craft's alternative price in words ("1 orange + 1 pink")."""
    return " + ".join(f"{n} {term(k)}" for k, n in craft.price.items())


LEGEND = (
    ("{time}t +W", N_("a path's cost: {time} time, and a wagon; plus {cubes} cubes of the path's "
                      "colour")),
    ("▶", N_("produce this good with a member trained here")),
    ("1 2 3 4", N_("a family member's generation: the lowest dies first")),
    ("★", N_("the starting player")),
    ("3 / 4", N_("a space closed with fewer than 3 or 4 players")),
    ("C1…C8", N_("cities of the travel map")),
    (N_("wagon"), N_("goods: wagon, horse, ox, plow, scroll")),
)
"""The board's symbols and what they mean."""


def legend(_) -> list[tuple[str, str]]:
    """Village's icon legend, translated (``Game.legend``); the path cost is the first path's
    from data.py (seed 004, "Viajar": "2 de tiempo, 1 carro y 2 cubos")."""
    path = data.PATHS["p1"]
    values = {"time": path.time, "cubes": path.cubes}
    marks = {"wagon": _("wagon"), "{time}t +W": f"{path.time}t " + _("+W")}   # Spanish +C
    return [(marks.get(symbol, symbol), _(meaning).format(**values))
            for symbol, meaning in LEGEND]
