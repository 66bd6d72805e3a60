"""Nippon's explanations of board elements (issue 21; ``Game.explain``): the nine actions, the
24 factories (their synergy bonus in words), achievements, the Emperor's rewards, region
scoring, contracts, tracks and the other zones, in our own words after seed 003 (sections
"Como se Juega", "Acciones disponibles", "Consolidar", "Fin del juego") and the component
values of data.py (assumed ones are marked there).

Keys (``data-explain`` on the board, engine/nippon/render.py): ``nippon:action:<action>``,
``nippon:factory:<id>``, ``nippon:achievement:<a–i>``, ``nippon:reward:<mult>x-<bonus>``,
``nippon:region:<r1–r4>``, ``nippon:contract:<c1–c8>``, ``nippon:track:<track>``,
``nippon:zone:<zone>``.
"""
from __future__ import annotations

from ..i18n import N_, format_number, ngettext
from ..tour import assumed
from . import data
from .render import ACTION_NAMES, BONUS_NAMES, GOOD_NAMES, TRACK_NAMES
from .render_base import achievement_name, bonus_numbers, bonus_words
from .text import contract_name, factory_name

STEPS = N_("1 step costs {step_1} Yen, 2 steps {step_2}, 3 steps {step_3}.")

ACTIONS = {
    "invest": (N_("Build 1 factory from the supply for {factory} Yen. You need its knowledge "
                  "({knowledge_needed} for levels 1 / 2 / 3); each missing point costs "
                  "{blueprints_per} blueprint."),
               N_("At most one factory of each good. A machine from your reserve is installed "
                  "on it at once, and turned to +{machine_max} if a second one waits there.")),
    "machinery": (N_("1 to {most} upgrades, {machine} Yen each: put a +{machine_first} "
                     "machine on a factory, or turn a +{machine_first} to its +{machine_max} "
                     "side."),
                  N_("With no factory to upgrade, the machine goes to your reserve.")),
    "produce": (N_("Run 1 to {most} of your factories: each burns its coal and adds {produce} "
                   "good to its storage, plus {machine_first} or {machine_max} for its machine, as long "
                   "as there is "
                   "room."),
                N_("A factory runs at most once a turn.")),
    "knowledge": (N_("Move your knowledge marker up 1 to {most} steps."), STEPS),
    "mines": (N_("Move your coal marker up 1 to {most} steps: more coal at each consolidation."),
              STEPS),
    "trains": (N_("Build 1 to {most} trains, {transport} Yen each, from your board left to "
                  "right, each in a different region."),
               N_("In a region where you have at least 1 influence tile, your trains add "
                  "their value to your influence there at scorings.")),
    "ships": (N_("Build 1 to {most} ships, {transport} Yen each, from your board left to "
                 "right, each in a different region."),
              N_("The 1st and 2nd in influence of a region also score their ships' VP there.")),
    "export": (N_("Fulfil 1 to {most} contracts: give the goods a contract shows, all at once."),
               N_("You gain its Yen or VP and move your money marker up as printed; the "
                  "contract turns face down.")),
    "market": (N_("Place 1 to {most} influence tiles in one region: for each, give 1 to "
                  "{goods_per_tile} goods a city there asks for, and put a tile beside that "
                  "good."),
               N_("More goods and a higher good level allow a higher tile; it may replace a "
                  "lower tile (which goes back). Each tile gains the region's bonus.")),
}
"""Each action: what it does and a note (seed 003, "Acciones disponibles" A–I)."""

BONUSES = {
    "money_step": N_("When built, your money marker moves up {money_step} step."),
    "contract_yen": N_("Each contract you fulfil from now on gives {contract_yen} Yen more."),
    "yen_3000": N_("When built, you gain {yen_3000} Yen."),
    "contracts_x2": N_("For achievement a, it counts as {contracts_x2} fulfilled contracts."),
    "knowledge_star": N_("For achievement c, it counts as 1 knowledge star."),
    "knowledge_2": N_("When built, your knowledge marker moves up {knowledge_2} steps."),
    "blueprints_2": N_("When built, you gain {blueprints_2} blueprints."),
    "blueprint_income": N_("You gain {blueprint_income} blueprint at each consolidation."),
    "cheap_wage": N_("At each consolidation, the first worker colour costs only {cheap_wage} Yen."),
    "coal_2": N_("When built, your coal marker moves up {coal_2} steps."),
    "free_machine": N_("When built, you get one machinery upgrade free."),
    "coal_income": N_("You gain {coal_income} coal at each consolidation."),
    "ship_star": N_("For achievement d, it counts as 1 ship star."),
    "free_ship": N_("When built, you build a ship free."),
    "flip_ships": N_("Your ships turn over: each is worth {ship_back} VP at scorings."),
    "blueprint_1": N_("When built, you gain 1 blueprint."),
    "flip_trains": N_("Your trains turn over: each adds {train_back} influence."),
    "free_train": N_("When built, you build a train free."),
    "money_2": N_("When built, your money marker moves up {money_2} steps."),
    "trains_anywhere": N_("Your trains count in a region even without your influence tiles."),
    "coal_star": N_("For achievement f, it counts as 1 coal star."),
    "bulbs_plus": N_("Your Light bulbs influence tiles may be 1 higher."),
    "vp_4": N_("When built, you gain {vp_4} VP."),
    "vp_2": N_("When built, you gain {vp_2} VP."),
}
"""Each synergy bonus in words (data.BONUSES; the bonuses are assumed, P12)."""

ZONES = {
    "actions": (N_("Action spaces"), (
        N_("On your turn take 1 worker from a space and do one action shown there (Local "
           "Market: the right-most space), or consolidate."),
        N_("An emptied space is refilled from the top worker row; if every row is already "
           "empty, spaces and rows are refilled from the bag and the scoring marker moves 1 "
           "step."))),
    "rows-track": (N_("Worker rows and scoring track"), (
        N_("Workers waiting to refill the action spaces, and the bag."),
        N_("The scoring marker is on space {marker}: entering space {scoring_1} and "
           "{scoring_2} scores the regions; from the first golden space (space {golden}) "
           "everyone has exactly {final_rounds} more turns, then the third scoring ends the "
           "game. {assumed}"),
        N_("Scorings done: {scorings} of {total_scorings}."))),
    "supply": (N_("Factories"), (
        N_("The factory tiles for sale (Invest, {factory} Yen). The number by each good is the "
           "knowledge it needs; a tile shows its coal per run and its storage."),)),
    "rewards": (N_("Emperor's rewards"), (
        N_("When you consolidate with at least {min_workers} workers on your board, take a "
           "reward of the level shown above your right-most worker or lower: {reward_yen} "
           "Yen, {reward_blueprints} blueprints or {reward_coal} coal now, and its back "
           "({reward_low}x to {reward_high}x) on an achievement space."),
        N_("With no rewards left you take a {vp_tile}x VP tile ({vp_tiles} left)."))),
    "player": (N_("Zaibatsu (player board)"), (
        N_("Your budget, tracks, worker spaces (at most {worker_spaces}), factories, "
           "contracts, influence "
           "tiles, ships, trains and achievement spaces."),
        N_("Consolidate: new budget from the money and coal tracks, the Emperor's reward, "
           "then {wage} Yen per worker colour ({wage_penalty} VP lost for each unpaid)."))),
    "influence": (N_("Influence space"), (
        N_("Beside each side of a city: a tile placed here supplies that good. An empty "
           "space counts its number for the foreign companies at scorings."),)),
    "workers": (N_("Worker spaces"), (
        N_("Workers you took this cycle, left to right (at most {worker_spaces}). The small "
           "number is the "
           "highest reward level your right-most worker allows."),
        N_("Each different colour costs {wage} Yen when you consolidate."))),
    "influence-hand": (N_("Influence tiles"), (
        N_("Your tiles still in hand ({tile_low} to {tile_high}), placed with the Local "
           "Market."),)),
    "ships": (N_("Ships"), (
        N_("Ships still on your board, built left to right. A star left uncovered counts "
           "for achievement d; ¥ moves your money marker when uncovered."),)),
    "trains": (N_("Trains"), (
        N_("Trains still on your board, built left to right; each adds its value to your "
           "influence in a region where you have at least 1 influence tile. ¥ moves your "
           "money marker when uncovered."),)),
}
"""Board zones and parts of the player board: name and lines."""

TRACKS = {
    "money": N_("Yen you receive at each consolidation: the number at your marker, now "
                "{n} Yen."),
    "coal": N_("Coal you receive at each consolidation: the number at or below your marker, "
               "now {n}. Stars count for achievement f."),
    "knowledge": N_("Your knowledge level: the number at or below your marker, now {n}; "
                    "factories need {knowledge_or}. Stars count for achievement c."),
}
"""The three tracks of the player board."""


def numbers(_) -> dict:
    """The numbers the explanations quote: ``{name: text}`` for the ``{name}`` placeholders of
    the texts above, read from data.py (seed 003's costs, "Acciones disponibles" and
    "Consolidar"; the factory bonuses of P12) and written the way ``_``'s language writes
    numbers (engine.i18n.format_number: 6,000 / 6000, 12,000 / 12.000); ``{assumed}`` is the
    marker of a value the rulebook leaves open (docs/DATA.md)."""
    n = lambda value: format_number(value, _)  # noqa: E731
    return {
        **bonus_numbers(_),
        "factory": n(data.FACTORY_COST), "machine": n(data.MACHINE_COST),
        "blueprints_per": data.BLUEPRINTS_PER_KNOWLEDGE, "produce": data.PRODUCE_GOODS,
        "transport": n(data.TRANSPORT_COST), "wage": n(data.WAGE),
        "wage_penalty": data.WAGE_PENALTY_VP,
        **{f"step_{k}": n(v) for k, v in data.STEP_COSTS.items()},
        "knowledge_needed": " / ".join(str(data.KNOWLEDGE_NEEDED[k]) for k in (1, 2, 3)),
        "knowledge_or": _("{a}, {b} or {c}").format(
            a=data.KNOWLEDGE_NEEDED[1], b=data.KNOWLEDGE_NEEDED[2], c=data.KNOWLEDGE_NEEDED[3]),
        "scoring_1": min(data.SCORING_ON_ENTER), "scoring_2": max(data.SCORING_ON_ENTER),
        "golden": data.FIRST_GOLDEN, "final_rounds": data.FINAL_ROUNDS,
        "total_scorings": len(data.REGION_VP),
        "min_workers": data.MIN_WORKERS_FOR_REWARD, "worker_spaces": data.WORKER_SPACES,
        "reward_yen": n(data.REWARD_BONUSES["yen"]),
        "reward_blueprints": data.REWARD_BONUSES["blueprints"],
        "reward_coal": data.REWARD_BONUSES["coal"],
        "reward_low": min(data.REWARD_MULTIPLIERS), "reward_high": max(data.REWARD_MULTIPLIERS),
        "vp_tile": data.VP_TILE_MULTIPLIER,
        "tile_low": min(data.INFLUENCE_TILES), "tile_high": max(data.INFLUENCE_TILES),
        "most": data.MAX_PER_ACTION, "goods_per_tile": len(data.INFLUENCE_VALUE[1]),
        "machine_first": data.MACHINE_FIRST, "machine_max": data.MACHINE_MAX,
        "assumed": assumed(_),
    }


ASSUMED_ACHIEVEMENTS = frozenset(a for a in "fghi")
"""Achievements whose condition no source prints (data.ACHIEVEMENTS, assumed P11)."""

SOURCED_FACTORIES = frozenset({"sil-1"})
"""Factories whose coal and storage are sourced (N10); the others' are assumed (P12)."""

SOURCED_SLOTS = {"money": {0}, "coal": {0}, "knowledge": {0, 3}}
"""Track slots whose value a source prints (seed 003's first slots, N11's blank slot); the
values of the other slots are assumed (P9)."""


def _mark(line: str, is_assumed: bool, _) -> str:
    """``line`` with the assumed-value marker appended when it quotes an assumed value."""
    return f"{line} {assumed(_)}" if is_assumed else line


def explain(key: str, _, view: dict | None = None) -> str | None:
    """The explanation of ``nippon:<kind>:<id>`` (see the module docstring), or None.

    Lines that quote a value docs/DATA.md lists as assumed end with the shared marker
    (engine.tour.assumed); every number comes from data.py (:func:`numbers`)."""
    parts = key.split(":")
    seat = None
    if len(parts) == 4 and parts[1] == "track" and parts[3].isdigit():
        seat = int(parts.pop())                 # a track of one player's board
    if len(parts) != 3 or parts[0] != "nippon":
        return None
    kind, ident = parts[1], parts[2]
    v = view or {}
    nums = numbers(_)
    if kind == "action" and ident in ACTIONS:
        text, note = ACTIONS[ident]
        return "\n".join((_(ACTION_NAMES[ident]), _(text).format(**nums),
                          _(note).format(**nums)))
    if kind == "factory" and ident in data.FACTORIES:
        tile = data.FACTORIES[ident]
        return "\n".join((
            _("Factory {name}").format(name=factory_name(ident, _)),
            _mark(_("Produces {good} (level {level}); needs knowledge {k}; burns {coal} coal a "
                    "run; stores {storage} goods.").format(
                good=_(GOOD_NAMES[tile.good]), level=tile.level, k=tile.knowledge,
                coal=tile.coal, storage=tile.storage), ident not in SOURCED_FACTORIES, _),
            _mark(_("Synergy bonus: {bonus}").format(bonus=_(BONUSES[tile.bonus]).format(**nums)),
                  True, _)))
    if kind == "achievement" and ident in data.ACHIEVEMENT_IDS:
        return "\n".join((
            _("Achievement {id}").format(id=ident),
            _mark(_("At the end of the game: {text}, times the multiplier of the reward tile "
                    "placed on it (the printed multiplier while empty).").format(
                text=achievement_name(ident, _)), ident in ASSUMED_ACHIEVEMENTS, _),
            _("Reward tiles go here when you take them; once placed they never move.")))
    if kind == "reward":
        mult, _sep, bonus = ident.partition("x-")
        if mult.isdigit() and int(mult) in data.REWARD_MULTIPLIERS and bonus in BONUS_NAMES:
            left = (v.get("rewards") or {}).get(f"{mult}-{bonus}")
            words = bonus_words(bonus, data.REWARD_BONUSES[bonus], _)
            lines = [_("Reward {n}x with {bonus}").format(n=mult, bonus=words),
                     _("Gives {bonus} when taken; its back multiplies an achievement by {n}.")
                     .format(bonus=words, n=mult),
                     _("Level {n}: your right-most worker must stand under level {n} or "
                       "higher when you consolidate.").format(n=mult)]
            if left is not None:
                lines.append(_("Left in this stack: {n}.").format(n=left))
            return "\n".join(lines)
        return None
    if kind == "region":
        regions = {r.id: (i, r) for i, r in enumerate(data.REGIONS)}
        if ident not in regions:
            return None
        i, region = regions[ident]
        done = v.get("scorings", 0)
        lines = [_(TERMS_REGION[ident]),
                 _mark(_("Region bonus: {bonus} for each influence tile placed here.").format(
                     bonus=bonus_words(*region.bonus, _)), True, _)]
        if done < len(data.REGION_VP):
            first, second, third = data.REGION_VP[done]
            lines.append(_mark(_("Scoring {n}: the most influence gains {a} VP, the second "
                                 "{b}, the third {c}; ties share them (rounded down).").format(
                n=done + 1, a=first, b=second, c=third), done > 0, _))
        foreign = v.get("foreign")
        if foreign:
            lines.append(_("Foreign companies count as a player with the numbers of the empty "
                           "spaces: {n} now.").format(n=foreign[i]))
        lines.append(_("Your influence: your tiles here, plus your trains here if you have a "
                       "tile. The 1st and 2nd also score their ships."))
        return "\n".join(lines)
    if kind == "contract" and ident in data.CONTRACTS:
        return "\n".join(contract_lines(ident, _))
    if kind == "track" and ident in TRACKS:
        n = _track_value(v, ident, seat)
        slot = _track_slot(v, ident, seat)
        return "\n".join((_(TRACK_NAMES[ident]),
                          _mark(_(TRACKS[ident]).format(
                              n=format_number(n, _) if n is not None else "?", **nums),
                              slot is not None and slot not in SOURCED_SLOTS[ident], _),
                          _("Discard {n} blueprints at any time of your turn to move a marker "
                            "up 1 step.").format(n=data.BLUEPRINTS_PER_STEP)))
    if kind == "zone" and ident in ZONES:
        name, zone_lines = ZONES[ident]
        values = dict(nums, marker=v.get("marker", 0), scorings=v.get("scorings", 0),
                      vp_tiles=v.get("vp_tiles", data.VP_TILES))
        return "\n".join([_(name)] + [_(line).format(**values) for line in zone_lines])
    return None


def contract_lines(cid: str, _) -> list[str]:
    """A contract's popover lines (``nippon:contract:<id>``, ``cid`` a key of data.CONTRACTS,
    KeyError otherwise): its name, the goods it asks for and what it gives, with proper
    plurals (engine.i18n.ngettext); a contract that moves no money step says so (C8).  Seed
    003, "H. Exportación"; every contract value is assumed (P13), so both value lines carry
    the marker."""
    c = data.CONTRACTS[cid]
    total, kinds = sum(c.cubes), len(c.cubes)
    need = ngettext("{total} goods of {kinds} kind ({counts})",
                    "{total} goods of {kinds} different kinds ({counts})", kinds, _).format(
        total=total, kinds=kinds, counts=" + ".join(map(str, c.cubes)))
    gain = (_("{n} Yen").format(n=format_number(c.bonus[1], _)) if c.bonus[0] == "yen"
            else _("{n} VP").format(n=c.bonus[1]))
    if c.money:
        moves = ngettext("Gain {gain} and move your money marker up {n} step.",
                         "Gain {gain} and move your money marker up {n} steps.", c.money, _)
    else:
        moves = _("Gain {gain}; your money marker does not move.")
    return [_("Contract {name}").format(name=contract_name(cid, _)),
            _mark(_("Export: give {need}, all at once.").format(need=need), True, _),
            _mark(moves.format(gain=gain, n=c.money), True, _)]


TERMS_REGION = {"r1": N_("Kyushu"), "r2": N_("Kansai"), "r3": N_("Kanto"),
                "r4": N_("Tohoku-Hokkaido")}


def _track_slot(v: dict, track: str, seat: int | None) -> int | None:
    """The slot of ``seat``'s marker on ``track`` (None without a view)."""
    players = v.get("players") or []
    if seat is None or seat >= len(players):
        return None
    p = players[seat]
    return {"money": p["money"], "coal": p["coal_track"], "knowledge": p["knowledge"]}[track]


def _track_value(v: dict, track: str, seat: int | None) -> int | None:
    """The value of a track at the marker of ``seat``'s board (None without a view)."""
    players = v.get("players") or []
    if seat is None or seat >= len(players):
        return None
    p = players[seat]
    if track == "money":
        return data.MONEY_TRACK[min(p["money"], len(data.MONEY_TRACK) - 1)]
    if track == "coal":
        return data.COAL_TRACK[min(p["coal_track"], len(data.COAL_TRACK) - 1)]
    return data.KNOWLEDGE_TRACK[min(p["knowledge"], len(data.KNOWLEDGE_TRACK) - 1)]


LEGEND = (
    ("●2 □4", N_("on a factory: coal burnt per run (●) and storage room for goods (□)")),
    ("+{machine_first} / +{machine_max}", N_("a machine on a factory: goods added per run")),
    ("2+1", N_("a contract's goods: 2 of one good and 1 of another")),
    ("4×1", N_("a contract's goods: 1 each of four different goods")),
    ("✓", N_("a contract fulfilled, or a factory that ran this turn")),
    ("★", N_("a star on a track or above a ship space (achievements c, d, f)")),
    ("¥", N_("uncovering this space moves your money marker up {money_icon} step")),
    ("{lowest}x…{highest}x", N_("reward levels and the achievement multiplier on their back")),
    ("(c)", N_("the achievement a factory bonus counts for")),
)
"""The board's symbols and what they mean; the braces: :func:`legend`."""


def legend(_) -> list[tuple[str, str]]:
    """Nippon's icon legend, translated (``Game.legend``), with the rule values from data.py:
    a new machine's side and the highest (seed 003, "Maquinaria": "+1", "+2") and the steps an
    uncovered money icon gives (seed 003, "G. Barcos"); the reward tiles' lowest and highest
    multipliers (data.REWARD_MULTIPLIERS, seed 003 "Azulejos de recompensa")."""
    values = {"machine_first": data.MACHINE_FIRST, "machine_max": data.MACHINE_MAX,
              "money_icon": data.MONEY_ICON_STEPS, "lowest": min(data.REWARD_MULTIPLIERS),
              "highest": max(data.REWARD_MULTIPLIERS)}
    return [(symbol.format(**values), _(meaning).format(**values)) for symbol, meaning in LEGEND]
