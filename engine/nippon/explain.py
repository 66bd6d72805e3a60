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

from ..i18n import N_, format_number
from . import data
from .render import ACHIEVEMENT_NAMES, ACTION_NAMES, BONUS_NAMES, GOOD_NAMES, TRACK_NAMES
from .text import contract_name, factory_name

STEPS = N_("1 step costs 1,000 Yen, 2 steps 3,000, 3 steps 6,000.")

ACTIONS = {
    "invest": (N_("Build 1 factory from the supply for 6,000 Yen. You need its knowledge "
                  "(2 / 4 / 6 for levels 1 / 2 / 3); each missing point costs 1 blueprint."),
               N_("At most one factory of each good. A machine from your reserve is installed "
                  "on it at once.")),
    "machinery": (N_("1 to 3 upgrades, 5,000 Yen each: put a +1 machine on a factory, or turn "
                     "a +1 to its +2 side."),
                  N_("With no factory to upgrade, the machine goes to your reserve.")),
    "produce": (N_("Run 1 to 3 of your factories: each burns its coal and adds 1 good to its "
                   "storage, plus 1 or 2 for its machine, as long as there is room."),
                N_("A factory runs at most once a turn.")),
    "knowledge": (N_("Move your knowledge marker up 1 to 3 steps."), STEPS),
    "mines": (N_("Move your coal marker up 1 to 3 steps: more coal at each consolidation."),
              STEPS),
    "trains": (N_("Build 1 to 3 trains, 5,000 Yen each, from your board left to right, each in "
                  "a different region."),
               N_("In a region where you have influence, your trains add their value to it at "
                  "scorings.")),
    "ships": (N_("Build 1 to 3 ships, 5,000 Yen each, from your board left to right, each in "
                 "a different region."),
              N_("The 1st and 2nd in influence of a region also score their ships' VP there.")),
    "export": (N_("Fulfil 1 to 3 contracts: give the goods a contract shows, all at once."),
               N_("You gain its Yen or VP and move your money marker up as printed; the "
                  "contract turns face down.")),
    "market": (N_("Place 1 to 3 influence tiles in one region: for each, give 1 to 3 goods "
                  "a city there asks for, and put a tile beside that good."),
               N_("More goods and a higher good level allow a higher tile; it may replace a "
                  "lower tile (which goes back). Each tile gains the region's bonus.")),
}
"""Each action: what it does and a note (seed 003, "Acciones disponibles" A–I)."""

BONUSES = {
    "money_step": N_("When built, your money marker moves up 1 step."),
    "contract_yen": N_("Each contract you fulfil from now on gives 1,000 Yen more."),
    "yen_3000": N_("When built, you gain 3,000 Yen."),
    "contracts_x2": N_("For achievement a, it counts as 2 fulfilled contracts."),
    "knowledge_star": N_("For achievement c, it counts as 1 knowledge star."),
    "knowledge_2": N_("When built, your knowledge marker moves up 2 steps."),
    "blueprints_2": N_("When built, you gain 2 blueprints."),
    "blueprint_income": N_("You gain 1 blueprint at each consolidation."),
    "cheap_wage": N_("At each consolidation, the first worker colour costs only 1,000 Yen."),
    "coal_2": N_("When built, your coal marker moves up 2 steps."),
    "free_machine": N_("When built, you get one machinery upgrade free."),
    "coal_income": N_("You gain 1 coal at each consolidation."),
    "ship_star": N_("For achievement d, it counts as 1 ship star."),
    "free_ship": N_("When built, you build a ship free."),
    "flip_ships": N_("Your ships turn over: each is worth 3 VP at scorings."),
    "blueprint_1": N_("When built, you gain 1 blueprint."),
    "flip_trains": N_("Your trains turn over: each adds 3 influence."),
    "free_train": N_("When built, you build a train free."),
    "money_2": N_("When built, your money marker moves up 2 steps."),
    "trains_anywhere": N_("Your trains count in a region even without your influence tiles."),
    "coal_star": N_("For achievement f, it counts as 1 coal star."),
    "bulbs_plus": N_("Your Light bulbs influence tiles may be 1 higher."),
    "vp_4": N_("When built, you gain 4 VP."),
    "vp_2": N_("When built, you gain 2 VP."),
}
"""Each synergy bonus in words (data.BONUSES; the bonuses are assumed, P12)."""

ZONES = {
    "actions": (N_("Action spaces"), (
        N_("On your turn take 1 worker from a space and do one action shown there (Local "
           "Market: the right-most space), or consolidate."),
        N_("An emptied space is refilled from the top worker row; when all rows are empty, "
           "the scoring marker moves 1 step."))),
    "rows-track": (N_("Worker rows and scoring track"), (
        N_("Workers waiting to refill the action spaces, and the bag."),
        N_("The scoring marker is on space {marker}: entering space 3 and 5 scores the "
           "regions; from the first golden space everyone has exactly 3 more turns, then the "
           "third scoring ends the game. Scorings done: {scorings} of 3."))),
    "supply": (N_("Factories"), (
        N_("The factory tiles for sale (Invest, 6,000 Yen). The number by each good is the "
           "knowledge it needs; a tile shows its coal per run and its storage."),)),
    "rewards": (N_("Emperor's rewards"), (
        N_("When you consolidate with at least 3 workers on your board, take a reward of the "
           "level shown above your right-most worker or lower: 5,000 Yen, 2 blueprints or 2 "
           "coal now, and its back (2x to 5x) on an achievement space."),
        N_("With no rewards left you take a 2x VP tile ({vp_tiles} left)."))),
    "player": (N_("Zaibatsu (player board)"), (
        N_("Your budget, tracks, worker spaces (at most 6), factories, contracts, influence "
           "tiles, ships, trains and achievement spaces."),
        N_("Consolidate: new budget from the money and coal tracks, the Emperor's reward, "
           "then 3,000 Yen per worker colour (2 VP lost for each unpaid)."))),
    "influence": (N_("Influence space"), (
        N_("Beside each side of a city: a tile placed here supplies that good. An empty "
           "space counts its number for the foreign companies at scorings."),)),
    "workers": (N_("Worker spaces"), (
        N_("Workers you took this cycle, left to right (at most 6). The small number is the "
           "highest reward level your right-most worker allows."),
        N_("Each different colour costs 3,000 Yen when you consolidate."))),
    "influence-hand": (N_("Influence tiles"), (
        N_("Your tiles still in hand (1 to 7), placed with the Local Market."),)),
    "ships": (N_("Ships"), (
        N_("Ships still on your board, built left to right. A star left uncovered counts "
           "for achievement d; ¥ moves your money marker when uncovered."),)),
    "trains": (N_("Trains"), (
        N_("Trains still on your board, built left to right; each adds its value to your "
           "influence where you have tiles. ¥ moves your money marker when uncovered."),)),
}
"""Board zones and parts of the player board: name and lines."""

TRACKS = {
    "money": N_("Yen you receive at each consolidation: the number at your marker, now "
                "{n} Yen."),
    "coal": N_("Coal you receive at each consolidation: the number at or below your marker, "
               "now {n}. Stars count for achievement f."),
    "knowledge": N_("Your knowledge level: the number at or below your marker, now {n}; "
                    "factories need 2, 4 or 6. Stars count for achievement c."),
}
"""The three tracks of the player board."""


def explain(key: str, _, view: dict | None = None) -> str | None:
    """The explanation of ``nippon:<kind>:<id>`` (see the module docstring), or None."""
    parts = key.split(":")
    seat = None
    if len(parts) == 4 and parts[1] == "track" and parts[3].isdigit():
        seat = int(parts.pop())                 # a track of one player's board
    if len(parts) != 3 or parts[0] != "nippon":
        return None
    kind, ident = parts[1], parts[2]
    v = view or {}
    if kind == "action" and ident in ACTIONS:
        text, note = ACTIONS[ident]
        return "\n".join((_(ACTION_NAMES[ident]), _(text), _(note)))
    if kind == "factory" and ident in data.FACTORIES:
        tile = data.FACTORIES[ident]
        return "\n".join((
            _("Factory {name}").format(name=factory_name(ident, _)),
            _("Produces {good} (level {level}); needs knowledge {k}; burns {coal} coal a run; "
              "stores {storage} goods.").format(good=_(GOOD_NAMES[tile.good]), level=tile.level,
                                                k=tile.knowledge, coal=tile.coal,
                                                storage=tile.storage),
            _("Synergy bonus: {bonus}").format(bonus=_(BONUSES[tile.bonus]))))
    if kind == "achievement" and ident in data.ACHIEVEMENT_IDS:
        return "\n".join((
            _("Achievement {id}").format(id=ident),
            _("At the end of the game: {text}, times the multiplier of the reward tile placed "
              "on it (the printed multiplier while empty).").format(
                text=_(ACHIEVEMENT_NAMES[ident])),
            _("Reward tiles go here when you take them; once placed they never move.")))
    if kind == "reward":
        mult, _sep, bonus = ident.partition("x-")
        if mult.isdigit() and int(mult) in data.REWARD_MULTIPLIERS and bonus in BONUS_NAMES:
            left = (v.get("rewards") or {}).get(f"{mult}-{bonus}")
            lines = [_("Reward {n}x with {bonus}").format(n=mult, bonus=_(BONUS_NAMES[bonus])),
                     _("Gives {bonus} when taken; its back multiplies an achievement by {n}.")
                     .format(bonus=_(BONUS_NAMES[bonus]), n=mult),
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
                 _("Region bonus: {bonus} for each influence tile placed here.").format(
                     bonus=_(BONUS_NAMES[region.bonus[0]]))]
        if done < len(data.REGION_VP):
            first, second, third = data.REGION_VP[done]
            lines.append(_("Scoring {n}: the most influence gains {a} VP, the second {b}, the "
                           "third {c}; ties share them (rounded down).").format(
                n=done + 1, a=first, b=second, c=third))
        foreign = v.get("foreign")
        if foreign:
            lines.append(_("Foreign companies count as a player with the numbers of the empty "
                           "spaces: {n} now.").format(n=foreign[i]))
        lines.append(_("Your influence: your tiles here, plus your trains here if you have a "
                       "tile. The 1st and 2nd also score their ships."))
        return "\n".join(lines)
    if kind == "contract" and ident in data.CONTRACTS:
        c = data.CONTRACTS[ident]
        need = _("{total} goods of {kinds} different kinds ({counts})").format(
            total=sum(c.cubes), kinds=len(c.cubes), counts=" + ".join(map(str, c.cubes)))
        gain = (_("{n} Yen").format(n=format_number(c.bonus[1], _)) if c.bonus[0] == "yen"
                else _("{n} VP").format(n=c.bonus[1]))
        lines = [_("Contract {name}").format(name=contract_name(ident, _)),
                 _("Export: give {need}, all at once.").format(need=need),
                 _("Gain {gain} and move your money marker up {n} steps.").format(
                     gain=gain, n=c.money)]
        return "\n".join(lines)
    if kind == "track" and ident in TRACKS:
        n = _track_value(v, ident, seat)
        return "\n".join((_(TRACK_NAMES[ident]),
                          _(TRACKS[ident]).format(n=format_number(n, _) if n is not None
                                                  else "?"),
                          _("Discard 3 blueprints at any time of your turn to move a marker up "
                            "1 step.")))
    if kind == "zone" and ident in ZONES:
        name, lines = ZONES[ident]
        numbers = {"marker": v.get("marker", 0), "scorings": v.get("scorings", 0),
                   "vp_tiles": v.get("vp_tiles", data.VP_TILES)}
        return "\n".join([_(name)] + [_(line).format(**numbers) for line in lines])
    return None


TERMS_REGION = {"r1": N_("Kyushu"), "r2": N_("Kansai"), "r3": N_("Kanto"),
                "r4": N_("Tohoku-Hokkaido")}


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
    ("+1 / +2", N_("a machine on a factory: goods added per run")),
    ("2+1", N_("a contract's goods: 2 of one good and 1 of another")),
    ("4×1", N_("a contract's goods: 1 each of four different goods")),
    ("✓", N_("a contract fulfilled, or a factory that ran this turn")),
    ("★", N_("a star on a track or above a ship space (achievements c, d, f)")),
    ("¥", N_("uncovering this space moves your money marker up 1 step")),
    ("2x…5x", N_("reward levels and the achievement multiplier on their back")),
    ("(c)", N_("the achievement a factory bonus counts for")),
)
"""The board's symbols and what they mean."""


def legend(_) -> list[tuple[str, str]]:
    """Nippon's icon legend, translated (``Game.legend``)."""
    return [(symbol, _(meaning)) for symbol, meaning in LEGEND]
