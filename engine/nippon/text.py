"""Nippon display text: component names, decision prompts, choice and score-line names.

Presentation only (English msgids marked with ``N_``, translated when shown); the rules never
read it.  Prompt keys come from rules.py / actions.py, score lines from scoring.py.
"""
from ..i18n import N_, format_number
from . import data
from .data import CONTRACTS, FACTORIES

TERMS = {
    # actions (seed 003, "Acciones disponibles")
    "invest": N_("Invest"), "machinery": N_("Machinery"), "produce": N_("Produce"),
    "knowledge": N_("Knowledge"), "mines": N_("Mines"), "trains": N_("Trains"),
    "ships": N_("Ships"), "export": N_("Export"), "market": N_("Local Market"),
    # goods
    "silk": N_("Silk"), "paper": N_("Paper"), "bento": N_("Bento"), "lenses": N_("Lenses"),
    "clocks": N_("Clocks"), "bulbs": N_("Light bulbs"),
    # worker colours
    "white": N_("white"), "yellow": N_("yellow"), "orange": N_("orange"), "green": N_("green"),
    "brown": N_("brown"), "black": N_("black"),
    # regions and cities (display names, P4)
    "r1": N_("Kyushu"), "r2": N_("Kansai"), "r3": N_("Kanto"), "r4": N_("Tohoku-Hokkaido"),
    "cs1": N_("Nagasaki"), "cs2": N_("Fukuoka"), "cs3": N_("Osaka"), "cs4": N_("Kyoto"),
    "cs5": N_("Tokyo"), "cs6": N_("Yokohama"), "cs7": N_("Sendai"), "cs8": N_("Sapporo"),
    "n": N_("north"), "e": N_("east"), "s": N_("south"), "w": N_("west"),
    # tracks, pieces, bonuses
    "money": N_("money"), "coal": N_("coal"), "yen": N_("Yen"), "blueprints": N_("blueprints"),
    "vp": N_("VP"), "train": N_("train"), "ship": N_("ship"),
    "money_track": N_("money"), "coal_track": N_("coal"), "knowledge_track": N_("knowledge"),
    # verbs of notations (the generic label joins the words of a notation)
    "take": N_("Take a worker:"), "consolidate": N_("Consolidate"),
    "blueprint": N_("Blueprints for a step:"), "worker": N_("Worker"),
    "factory": N_("Build"), "machine": N_("Machine on"), "reserve": N_("Machine to the reserve"),
    "run": N_("Run"), "steps": N_("Steps:"), "region": N_("Region"), "contract": N_("Contract"),
    "good": N_("Good:"), "cubes": N_("Cubes:"), "influence": N_("Influence tile"),
    "space": N_("Space"), "return": N_("Return the tile on"), "reward": N_("Reward"), "achievement": N_("Achievement"),
    "stop": N_("Stop here"), "done": N_("End my turn"),
}
"""English display name of every id used in notations and the log."""

PROMPTS = {
    "turn": N_("Take a worker and perform its action, or consolidate."),
    "must_consolidate": N_("Your {worker_spaces} worker spaces are full: consolidate."),
    "final_turn": N_("Final turns ({turns} left, this one included): take a worker and perform "
                     "its action, or consolidate."),
    "final_consolidate": N_("Final turns ({turns} left, this one included): your {worker_spaces} worker "
                            "spaces are full, consolidate."),
    "pick_worker": N_("Which worker do you take?"),
    "pick_factory": N_("Choose a factory to build ({factory_cost} Yen)."),
    "pick_machine": N_("Install or improve a machine ({machine_cost} Yen)."),
    "pick_machine_more": N_("Install or improve another machine ({machine_cost} Yen), or stop."),
    "pick_free_machine": N_("Factory bonus: install or improve a machine for free."),
    "pick_run": N_("Choose a factory to run."),
    "pick_run_more": N_("Choose another factory to run, or stop."),
    "pick_steps": N_("How many steps on the {track} track?"),
    "pick_train_region": N_("Choose a region for a train ({transport_cost} Yen)."),
    "pick_train_region_more": N_("Choose a region for another train ({transport_cost} Yen), "
                                 "or stop."),
    "pick_ship_region": N_("Choose a region for a ship ({transport_cost} Yen)."),
    "pick_ship_region_more": N_("Choose a region for another ship ({transport_cost} Yen), "
                                "or stop."),
    "pick_free_train": N_("Factory bonus: choose a region for a free train."),
    "pick_free_ship": N_("Factory bonus: choose a region for a free ship."),
    "pick_market_region": N_("Choose the region of the local market."),
    "pick_contract": N_("Choose a contract to fulfil."),
    "pick_contract_more": N_("Choose another contract to fulfil, or stop."),
    "pick_goods": N_("Which good do you ship ({n} cubes)?"),
    "pick_supply": N_("Which good do you supply to the local market?"),
    "pick_supply_more": N_("Which good do you supply next to the local market, or stop?"),
    "pick_cubes": N_("How many cubes of {good} do you supply?"),
    "pick_tile": N_("Which influence tile do you place?"),
    "pick_space": N_("Where do you place the influence tile {value}?"),
    "pick_returned": N_("The city is full: which of its lowest influence tiles goes back to its "
                        "owner?"),
    "pick_reward": N_("The Emperor's reward: choose a reward tile."),
    "pick_achievement": N_("Place the {value}x tile on an achievement space."),
    "exchange": N_("Exchange {per_step} blueprints for a track step, or end your turn."),
}
"""Prompt text by decision prompt key; the decision's params fill the braces, the rule values
of :func:`prompt_numbers` the others (``Game.prompt_numbers``)."""


def prompt_numbers(_=None) -> dict[str, int | str]:
    """The rule values :data:`PROMPTS` quote, from data.py (seed 003): a worker board's spaces
    ("Lleve un trabajador"), the price of a factory ("A. Invierta en una nueva industria"), a
    machine ("B. Maquinaria"), a train or ship ("F. Trenes", "G. Barcos") and the blueprints a
    track step costs ("Como se Juega"); Yen written the way ``_``'s language writes numbers."""
    return {"worker_spaces": data.WORKER_SPACES, "per_step": data.BLUEPRINTS_PER_STEP,
            "factory_cost": format_number(data.FACTORY_COST, _),
            "machine_cost": format_number(data.MACHINE_COST, _),
            "transport_cost": format_number(data.TRANSPORT_COST, _)}

FOLLOW_PROMPTS = frozenset(PROMPTS) - {"turn", "must_consolidate", "final_turn",
                                       "final_consolidate"}
"""Decisions that go on with the same seat's turn (``Game.follow_prompts``): the worker's
colour, the action's choices, the reward and achievement after a consolidation, the blueprint
exchange at the end of the turn.  A summary of moves reads a turn as one move."""

ACTION_HINTS: dict[str, str] = {}
"""Nippon has no ``act`` notations; labels come from the words of each notation."""

CHOICES: dict[str, str] = {}

TIE_BREAKS = {
    "last_turn": N_("Tied on victory points: the tie goes to the player who played the last "
                    "turn, or the one closest to them counter-clockwise."),
}
"""How a tie for first place is decided (seed 003, "Fin del juego")."""

SCORE_LINES = {
    "start": N_("Starting VP"), "scorings": N_("Region scorings"), "ships": N_("Ships"),
    "market": N_("Region bonuses"), "contracts": N_("Contracts"),
    "factories": N_("Factory bonuses"), "wages": N_("Unpaid wages"),
    "achievements": N_("Achievements"),
}
"""Display names of the scoring lines of scoring.py."""


def factory_name(fid: str, _) -> str:
    """A factory tile as a player reads it: its good and its number among that good's tiles
    ("Silk 1" for ``sil-1``; data.FACTORIES ids are not shown)."""
    tile = FACTORIES[fid]
    return _("{good} {n}").format(good=_(TERMS[tile.good]), n=fid.rsplit("-", 1)[1])


def factory_number(fid: str, _) -> str:
    """A factory tile's number among its good's tiles ("No. 1" for ``sil-1``): its title in
    the supply, whose column names the good."""
    return _("No. {n}").format(n=fid.rsplit("-", 1)[1])


def contract_name(cid: str, _) -> str:
    """A contract's short name on the board and in labels ("C1" for ``c1``)."""
    return _("C{n}").format(n=cid[1:])


def action_label(game, notation: str, names, _, variant: str | None = None) -> str | None:
    """Nippon's wording of the notations that name a component (factory, contract, reward
    tile, achievement space); None for the shell's generic label (the notation's words)."""
    from .render_base import (ACHIEVEMENT_NAMES, BONUS_NAMES, achievement_name,  # not .render
                              bonus_words)
    verb, *args = notation.split()
    if verb == "factory" and len(args) == 1 and args[0] in FACTORIES:
        return _("Build the factory {factory}").format(factory=factory_name(args[0], _))
    if verb == "contract" and len(args) == 1 and args[0] in CONTRACTS:
        return _("Fulfil contract {contract}").format(contract=contract_name(args[0], _))
    if verb == "reward" and len(args) == 2 and args[1] in BONUS_NAMES:
        bonus = bonus_words(args[1], data.REWARD_BONUSES[args[1]], _)
        return _("Reward tile ×{n} with {bonus}").format(n=args[0].rstrip("x"), bonus=bonus)
    if verb == "blueprint" and len(args) == 1:
        return _("{n} blueprints for a step: {track}").format(
            n=data.BLUEPRINTS_PER_STEP, track=_(TERMS.get(args[0], args[0])))
    if verb == "achievement" and len(args) == 1 and args[0] in ACHIEVEMENT_NAMES:
        return _("Achievement {id}: {text}").format(id=args[0],
                                                   text=achievement_name(args[0], _))
    return None
