"""Nippon's rules summary ("How to play", issue 21; ``Game.rules_summary``): the goal, setup,
a turn, the actions, consolidation, the region scorings and the end, in our own words after
seed 003 (each section cites the heading it summarises) with the numbers of data.py, so the
summary says what the engine plays (values data.py marks ``assumed`` included).

Texts are English msgids (``N_``) translated by the caller's gettext (domain ``nippon``);
numbers are ``{placeholders}`` filled from :func:`numbers`.
"""
from __future__ import annotations

from ..i18n import format_number
from ..i18n import N_
from ..tour import Section, assumed, sections
from . import data

SEED = "003"

TABLE = (
    (N_("Goal of the game"), (
        N_("You lead a Zaibatsu, one of the great family businesses of Meiji Japan. You build "
           "factories, produce goods, export them and sell them in the cities of four regions "
           "to gain influence there."),
        N_("Three times in the game every region is scored: the players with the most "
           "influence there gain victory points (VP). After the third scoring the game ends "
           "with a final scoring, and the player with the most VP wins."),
    ), "Como se Juega"),
    (N_("Setup"), (
        N_("Each player starts with {start_yen} Yen and {start_coal} coal in the budget, "
           "{start_blueprints} blueprint, the {contracts} contracts face up, {influence} "
           "influence tiles, and {transport} trains and {transport} ships on the player "
           "board. The money, coal and knowledge markers start on the first slot of their "
           "tracks."),
        N_("A first player is drawn at random and play goes clockwise from him; the VP markers "
           "start at {start_vp} in turn order."),
        N_("Workers are drawn from the bag: {per_space} on each action space and on each "
           "worker row. Each city space gets a random city tile, turned at random: the four "
           "goods that city asks for."),
        N_("Fewer players use less of the board. For 4 / 3 / 2 players: {rows} worker rows "
           "(of {row_2} workers with 2 players), {transport_spaces} train/ship spaces per "
           "region, and at most {city_tiles} influence tiles around a city. With 3 / 2 "
           "players {removed_3} / {removed_2} workers of each colour stay in the box, and "
           "with 3 players {reward_removed} reward tile is removed at random from each "
           "stack."),
    ), "Preparar"),
    (N_("Take a worker"), (
        N_("On your turn you either take a worker and do its action, or consolidate."),
        N_("Take 1 worker from an action space and put it on the left-most empty worker "
           "space of your board. Then do one action shown on that space (the right-most "
           "space has only the Local Market). You may only choose an action you can carry "
           "out in full."),
        N_("A worker's colour does not change the action; it counts when you pay wages. "
           "You hold at most {worker_spaces} workers: with all spaces full you must "
           "consolidate on your next turn."),
        N_("At any time in your turn you may discard {blueprint_step} blueprints to move "
           "your money, coal or knowledge marker up 1 step, as often as you can pay. "
           "Blueprints always count by their value."),
    ), "I. Lleve un trabajador"),
    (N_("Empty worker rows"), (
        N_("When an action space is left empty after a turn, it is refilled with the workers "
           "of the highest worker row that still has any."),
        N_("When a space is left empty while every row is already empty, all action spaces "
           "are filled up to {per_space} workers, every row is filled again from the bag, and "
           "the scoring marker moves 1 step right. Emptying the last row does not do it yet: "
           "other workers may still wait on the action spaces."),
        N_("Entering space {scoring_1} of the scoring track starts the first scoring, space "
           "{scoring_2} the second. From the first golden space (space {golden}) every player "
           "has exactly {final_rounds} more turns, then the third scoring ends the game. "
           "{assumed}"),
    ), "Filas de trabajador vacías"),
    (N_("Invest, Machinery and Produce"), (
        N_("Invest in a new industry: build 1 factory for {factory} Yen. A factory of level "
           "1, 2 or 3 needs knowledge {knowledge_needed}; each missing point costs "
           "{blueprints_per} blueprint (knowledge is never spent). You may own only one "
           "factory of each good."),
        N_("Machinery: 1 to {most} upgrades, {machine} Yen each: put a +{machine_first} machine "
           "on one of your factories or turn a +{machine_first} to its +{machine_max} side. Without a factory to upgrade, the machine "
           "waits in your reserve for your next factory."),
        N_("Produce goods: run 1 to {most} of your factories, each once. A run burns the coal "
           "shown on the factory and adds {produce} good to its storage, plus {machine_first} or "
           "{machine_max} for its "
           "machine, as far as the storage has room."),
        N_("Each factory also has a synergy bonus: some act when it is built, others last "
           "all game."),
    ), "A. Invierta en una nueva industria"),
    (N_("Knowledge and Mines"), (
        N_("Knowledge moves your knowledge marker up 1 to {most} steps; Mines move your coal "
           "marker. Either costs {step_1} Yen for 1 step, {step_2} for 2 and {step_3} for "
           "3."),
        N_("Your knowledge lets you build better factories; your coal track gives coal at "
           "each consolidation. A marker never goes past the top slot."),
    ), "D. Conocimiento"),
    (N_("Trains and Ships"), (
        N_("Build 1 to {most} trains or 1 to {most} ships, {transport_cost} Yen each, taken "
           "from your board left to right and put on train/ship spaces of the regions, each "
           "in a different region."),
        N_("At scorings a train adds {train_value} to your influence in its region, but "
           "only where you have an influence tile. A ship scores {ship_vp} VP for the player "
           "first or second in influence in its region."),
        N_("Uncovering a ¥ symbol on your board moves your money marker up {money_icon} "
           "step."),
    ), "F. Trenes"),
    (N_("Export"), (
        N_("Fulfil 1 to {most} of your contracts: each asks for goods from your factories' "
           "storage (a number of different goods, and how many of each), given all at "
           "once."),
        N_("You gain the contract's Yen or VP, move your money marker up as printed, and "
           "turn the contract face down."),
    ), "H. Exportación"),
    (N_("Local Market"), (
        N_("Each region has 2 cities; each city asks for the four goods on its tile, one on "
           "each side, with an influence space beside each side."),
        N_("Place 1 to {most} influence tiles in one region. For each, give 1 to "
           "{goods_per_tile} goods of one kind a city there asks for and put a tile on the "
           "space beside that good. The more goods and the higher the good's level, the "
           "higher the tile may be: from {tile_low} (1 good of level 1) up to {tile_high} "
           "({goods_per_tile} goods of level 3). "
           "{assumed}"),
        N_("A space is free if it is empty or holds a lower tile, which goes back to its "
           "owner. Each tile you place gives the region's bonus at once; each region has "
           "its own: {region_bonuses}. {assumed}"),
        N_("With 2 or 3 players a city is full once it holds {full_2} / {full_3} tiles: an "
           "empty space of a full city then takes only a tile higher than one already "
           "placed there, and the lowest tile of that city goes back to its owner."),
    ), "I. Mercado local"),
    (N_("Consolidate"), (
        N_("If you cannot or do not want to take a worker, you consolidate, in three steps."),
        N_("1. Budget: discard the Yen and coal left in your budget, then take the Yen shown "
           "at your money marker and the coal shown at your coal marker."),
        N_("2. Emperor's reward: with at least {min_workers} workers on your board, take a "
           "reward tile of the level above your right-most worker or lower (levels "
           "{reward_levels}). Gain its bonus at once ({reward_bonuses}), then put it on an "
           "empty achievement space, multiplier up. With no rewards left you take a {vp_tile}x "
           "VP tile."),
        N_("3. Wages: pay {wage} Yen for each different worker colour on your board; each "
           "colour you cannot pay costs {wage_penalty} VP. The workers go back to the "
           "bag."),
    ), "II. Consolidar"),
    (N_("Scoring"), (
        N_("At each scoring, every region is scored on its own. Your influence there is the "
           "sum of your influence tiles, plus your trains there if you have at least one "
           "tile."),
        N_("The foreign companies count as one more competitor: their influence is the sum "
           "of the numbers on the region's empty influence spaces."),
        N_("First, second and third place gain {region_vp_1} VP at the first scoring, "
           "{region_vp_2} at the second and {region_vp_3} at the third. {assumed} Tied "
           "competitors add up the VP of the places they share and split it, rounding "
           "down."),
        N_("The first and second place also score the VP of their ships in that region."),
    ), "Fin del juego"),
    (N_("End of the game"), (
        N_("After the third scoring comes the final scoring: each player discards their "
           "Yen, takes the money shown at their money marker, and pays wages for the "
           "workers still on their board."),
        N_("Then each achievement space scores its base VP times the multiplier of the tile "
           "on it (achievements {printed} print {printed_x}x; the others score nothing while "
           "empty). {assumed} Achievement b, for example, counts 1 VP for every {yen_per_vp} "
           "Yen."),
        N_("The player with the most VP wins. A tie goes to the tied player who played the "
           "last turn, or else the one closest to him counter-clockwise."),
    ), "Fin del juego"),
)
"""Each section: (title, paragraphs, seed 003 heading)."""


def numbers(_) -> dict:
    """The numbers the summary quotes, from data.py, written the way ``_``'s language writes
    numbers (``{name}`` placeholders of :data:`TABLE`)."""
    n = lambda value: format_number(value, _)  # noqa: E731
    bonus = {"yen": _("{n} Yen").format(n=n(data.REWARD_BONUSES["yen"])),
             "coal": _("{n} coal").format(n=data.REWARD_BONUSES["coal"]),
             "blueprints": _("{n} blueprints").format(n=data.REWARD_BONUSES["blueprints"])}
    region = {"yen": _("{n} Yen"), "coal": _("{n} coal"), "blueprints": _("{n} blueprints"),
              "vp": _("{n} VP")}
    slash = "\u00a0/\u00a0".join          # no-break spaces: a table never splits
    return {
        "start_yen": n(data.START_YEN), "start_coal": data.START_COAL,
        "start_blueprints": data.START_BLUEPRINTS, "contracts": len(data.CONTRACTS),
        "influence": len(data.INFLUENCE_TILES), "transport": data.TRANSPORT_TILES,
        "start_vp": slash(map(str, data.START_VP)),
        "rows": slash(str(data.WORKER_ROWS[k]) for k in (4, 3, 2)),
        "row_2": data.WORKERS_PER_ROW[2],
        "transport_spaces": slash(str(data.TRANSPORT_SPACES[k]) for k in (4, 3, 2)),
        "city_tiles": slash(str(data.CITY_TILE_LIMIT[k]) for k in (4, 3, 2)), "per_space": data.WORKERS_PER_SPACE,
        "worker_spaces": data.WORKER_SPACES, "blueprint_step": data.BLUEPRINTS_PER_STEP,
        "scoring_1": min(data.SCORING_ON_ENTER), "scoring_2": max(data.SCORING_ON_ENTER),
        "golden": data.FIRST_GOLDEN, "final_rounds": data.FINAL_ROUNDS,
        "factory": n(data.FACTORY_COST),
        "blueprints_per": data.BLUEPRINTS_PER_KNOWLEDGE, "produce": data.PRODUCE_GOODS,
        "knowledge_needed": slash(str(data.KNOWLEDGE_NEEDED[k]) for k in (1, 2, 3)),
        "machine": n(data.MACHINE_COST),
        "step_1": n(data.STEP_COSTS[1]), "step_2": n(data.STEP_COSTS[2]),
        "step_3": n(data.STEP_COSTS[3]),
        "transport_cost": n(data.TRANSPORT_COST), "money_icon": data.MONEY_ICON_STEPS,
        "train_value": data.TRAIN_INFLUENCE[0], "ship_vp": data.SHIP_VP[0],
        "tile_low": data.INFLUENCE_VALUE[1][0], "tile_high": data.INFLUENCE_VALUE[3][-1],
        "region_bonuses": ", ".join(region[r.bonus[0]].format(n=n(r.bonus[1]))
                                    for r in data.REGIONS),
        "min_workers": data.MIN_WORKERS_FOR_REWARD, "vp_tile": data.VP_TILE_MULTIPLIER,
        "reward_levels": slash(f"{m}x" for m in data.REWARD_MULTIPLIERS),
        "reward_bonuses": ", ".join(bonus[k] for k in ("yen", "blueprints", "coal")),
        "wage": n(data.WAGE), "wage_penalty": data.WAGE_PENALTY_VP,
        **{f"region_vp_{k + 1}": slash(map(str, vp)) for k, vp in enumerate(data.REGION_VP)},
        "yen_per_vp": n(data.YEN_PER_ACHIEVEMENT_VP), "most": data.MAX_PER_ACTION,
        "machine_first": data.MACHINE_FIRST, "machine_max": data.MACHINE_MAX,
        "goods_per_tile": len(data.INFLUENCE_VALUE[1]),
        "printed": _(" and ").join(a.id for a in data.ACHIEVEMENTS if a.printed),
        "printed_x": max(a.printed for a in data.ACHIEVEMENTS),
        "removed_3": data.WORKERS_REMOVED_PER_COLOR[3],
        "removed_2": data.WORKERS_REMOVED_PER_COLOR[2],
        "reward_removed": data.REWARDS_REMOVED[3],
        "full_2": data.CITY_TILE_LIMIT[2], "full_3": data.CITY_TILE_LIMIT[3],
        "assumed": assumed(_),
    }


def summary(variant: str, _) -> list[Section]:
    """Nippon's rules summary for ``variant`` (Nippon has one, "standard"), translated with
    ``_``: a list of :class:`engine.tour.Section` citing seed 003's headings."""
    return sections(SEED, TABLE, _, numbers(_))
