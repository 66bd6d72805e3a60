"""Village's rules summary ("How to play", issue 21; ``Game.rules_summary``): the goal, setup,
rounds and turns, the actions, the market day, travel, the council chamber, the church and the
mass, death and the village chronicle, the end and the final scoring, in our own words after
seed 004 (each section cites the heading it summarises) with the numbers of data.py, so the
summary says what the engine plays (values data.py marks ``assumed`` included).

Texts are English msgids (``N_``) translated by the caller's gettext (domain ``village``);
numbers are ``{placeholders}`` filled from :func:`numbers`.
"""
from __future__ import annotations

from ..i18n import N_
from ..tour import Section, assumed, sections
from . import data

SEED = "004"

TABLE = (
    (N_("Goal of the game"), (
        N_("You guide several generations of a family through village life: farming, crafts, "
           "trade, travel, the council and the church. Your family members grow old and die, "
           "and the best remembered of them enter the village chronicle."),
        N_("Whoever has the most prestige points at the end wins. The game ends once the "
           "village chronicle or the anonymous graves are full; then the village's areas are "
           "scored once more."),
    ), "Objeto del juego"),
    (N_("Setup"), (
        N_("Each player takes a farmyard, the {members} family members of one colour and its "
           "markers. The {first_generation} members numbered 1 start in the farmyard; the "
           "others are later generations, not yet born."),
        N_("Each player gets {start_coins} coin. Customers are laid out on the market's stalls "
           "and waiting line. With fewer than 4 players some stalls stay empty and family "
           "members of an unused colour block spaces of the chronicle and graves."),
        N_("A farmyard holds any number of cubes and goods, but at most {grain_cap} grain. "
           "The oldest player starts."),
    ), "Preparar"),
    (N_("How to play"), (
        N_("The game is played in rounds. At the start of a round influence cubes (as many of "
           "each colour as the setup card says) and every plague cube go into the green bag; "
           "then cubes drawn from it are laid on each action space."),
        N_("From the starting player on, players take turns clockwise until the last cube "
           "is taken from the board. That ends the round with a mass, and a new round is "
           "seeded."),
        N_("Influence cubes pay for actions: orange (skill) for crafts and travel, green "
           "(persuasion) for the market and the council chamber, brown (faith) for the "
           "church and travel, pink (knowledge) for crafts and travel."),
    ), "Como se Juega"),
    (N_("Taking your turn"), (
        N_("Take one cube from an action space of your choice and keep it in your farmyard. "
           "A black plague cube goes back to the supply and costs you {plague_time} time."),
        N_("Then you may do the action of that space, or just keep the cube; only the "
           "Market's action must always follow its cube."),
        N_("The well: instead of taking a cube, return {well_cubes} influence cubes of one "
           "colour to do any action. It is the only way to an action whose space is empty, "
           "and works only while some cube is still on the board."),
        N_("A coin can stand in for any influence cube. Coins come from the Mill and from "
           "travel."),
    ), "Tomando tu turno"),
    (N_("The actions"), (
        N_("Grain harvest: with a family member in your farmyard, take {harvest} grain; "
           "with a plow and a horse {harvest_horse}, with a plow and an ox {harvest_ox}. "
           "Your goods are kept."),
        N_("Family: a new member is born, the lowest number left of your colour, into your "
           "farmyard. Or bring one of your living members on the board back home."),
        N_("Crafts: get one good from a craft building. Either place a member there (its "
           "training costs {training} time) and pay the production time ({production}), or "
           "pay the building's price in cubes (the Stables: grain) with nobody there. "
           "{assumed} A trained member stays and later only pays the production time."),
        N_("The Mill takes nobody: pay {mill_time} time and {mill_grain} grain for "
           "{mill_coins} coins."),
    ), "Las acciones"),
    (N_("Market"), (
        N_("The Market action starts a market day at once; it cannot be skipped. Only the "
           "customers at the stalls can be served, not those in the waiting line."),
        N_("You serve first, for free: hand in the goods and grain a customer asks for and "
           "keep the tile face down. Then the market day goes round the table clockwise, "
           "turn after turn: on each of their turns every player, you included, may serve "
           "another customer, paying {market_green} green cube and {market_time} time besides "
           "the goods. Only your first sale is free."),
        N_("Who cannot or will not serve passes for the rest of the day. The day goes on "
           "until all have passed or no customer is left; then the stalls are refilled from "
           "the waiting line and the line from the pile."),
    ), "Mercado"),
    (N_("Travel"), (
        N_("Send a member from your farmyard to one of the two cities next to the village, or "
           "move one of your travellers on to a neighbouring city."),
        N_("Each path shows its cost: {path_time} time, often a wagon, and {path_cubes} "
           "cubes of the path's colour (brown, pink or orange). {assumed}"),
        N_("Your first marker in a city gives its reward once: {city_prestige} prestige, "
           "{city_coins} coin or {city_cubes} influence cubes of your choice."),
        N_("At the end, the cities your family visited score: {travel_points} prestige for "
           "1 to 6 cities."),
    ), "Viajar"),
    (N_("Council chamber"), (
        N_("Put a member from your farmyard on stage 1 ({enter_time} time and {green} green "
           "cubes or {scrolls} scroll), or move one of yours up a stage ({green} green cubes "
           "or {scrolls} scroll and {advance_time} time)."),
        N_("Then use the privilege of that stage or a lower one; with a member already in "
           "the chamber you may also use one without moving. Stage 1: take the next-start "
           "marker (you start the next round). Stage 2: {privilege_cubes} influence cubes "
           "of your choice. Stage 3: {privilege_goods} good of your choice. Stage 4: pay "
           "exactly {privilege_coins} coin for {privilege_prestige} prestige."),
        N_("At the end each member on stage 2, 3 or 4 scores {council_points} prestige."),
    ), "cámara del Consejo"),
    (N_("Church and the mass"), (
        N_("Church: put a member from your farmyard into the black bag for {church_brown} "
           "brown cube or {church_time} time. A mass ends every round, in three phases."),
        N_("1. {mass_draw} pieces are taken from the black bag, which also holds {monks} "
           "black monks: in turn order you may buy your own members out for {mass_coins} coin "
           "each, and the rest are drawn at random. Members drawn enter the church's "
           "right-most window."),
        N_("2. In turn order, each player may move members to windows further left, paying "
           "the grain shown between the windows ({window_grain}). {assumed}"),
        N_("3. The player with the most members in the church gains {majority} prestige. A "
           "tie goes to the player whose member sits on the left-most window; if still tied, "
           "each tied player gains {majority}."),
        N_("At the end each member in the church scores {window_points} prestige by window, "
           "right to left."),
    ), "Fin de una ronda"),
    (N_("A family member dies"), (
        N_("Many actions cost time: your marker moves along your farmyard's life track. "
           "Each time it passes the bridge (every {life_track} time), one of your oldest "
           "members dies at the end of your turn: the lowest number you have on the board "
           "or in your farmyard. {assumed}"),
        N_("Except on a market day: whoever passes the bridge while serving a customer "
           "chooses the dying member at once, before the day goes on."),
        N_("The dead member enters the village chronicle in the category of the place "
           "where he worked (council, crafts, travel, church or farmyard), if that category "
           "still has a free space; otherwise he rests in an anonymous grave, worth "
           "nothing."),
        N_("At the end, members in the chronicle score: {chronicle_points} prestige for 3, "
           "4 and 5 or more; 1 or 2 score nothing. So paying with time is not a waste."),
    ), "Fallece un familiar"),
    (N_("End of the game"), (
        N_("The end comes when a member fills the last free space of the village chronicle "
           "or the last anonymous grave."),
        N_("That player has no more turns; every other player has one last action, "
           "clockwise. If the board runs out of cubes meanwhile, it is not seeded again and "
           "the remaining players may do any action without paying the well."),
        N_("If the end comes during a market day, the day is finished first. If the player "
           "who called it also filled the last space, every other player has one last action; "
           "otherwise every player has one more action, clockwise, and the caller of the "
           "market day acts last."),
        N_("No mass is said at that round's end; after the last actions comes the final "
           "mass, then the final scoring."),
    ), "Fin del juego"),
    (N_("Final scoring"), (
        N_("Add to the prestige won during play: travel, council chamber, church and "
           "chronicle as above, the prestige printed on your customers, and {coin_prestige} "
           "prestige per coin left."),
        N_("The most prestige wins. A tie goes to the player who served more customers, "
           "then to the one with more living family members."),
    ), "Puntuación final"),
)
"""Each section: (title, paragraphs, seed 004 heading)."""


def numbers(_) -> dict:
    """The numbers the summary quotes, from data.py (``{name}`` placeholders of
    :data:`TABLE`); none reaches four digits, so no language's grouping applies."""
    slash = lambda values: "\u00a0/\u00a0".join(map(str, values))  # noqa: E731  (no-break)
    either = lambda values: _(" or ").join(map(str, sorted(set(values))))  # noqa: E731
    harvest = dict(data.HARVEST)
    return {
        "members": len(data.GENERATIONS),
        "first_generation": data.GENERATIONS.count(data.START_GENERATION),
        "start_coins": data.START_COINS, "grain_cap": data.GRAIN_CAP,
        "plague_time": data.PLAGUE_TIME, "well_cubes": data.WELL_CUBES,
        "harvest": data.HARVEST_BASE, "harvest_horse": harvest["horse"],
        "harvest_ox": harvest["ox"],
        "training": either(c.training for c in data.CRAFTS.values()),
        "production": either(c.production for c in data.CRAFTS.values()),
        "mill_time": data.MILL_TIME, "mill_grain": data.MILL_GRAIN,
        "mill_coins": data.MILL_COINS,
        "market_green": data.MARKET_EXTRA["green"], "market_time": data.MARKET_EXTRA["time"],
        "path_time": "–".join(map(str, (min(p.time for p in data.PATHS.values()),
                                        max(p.time for p in data.PATHS.values())))),
        "path_cubes": either(p.cubes for p in data.PATHS.values()),
        "city_prestige": data.CITY_PRESTIGE, "city_coins": data.CITY_COINS,
        "city_cubes": data.CITY_CUBES, "travel_points": slash(data.TRAVEL_POINTS[1:]),
        "enter_time": data.COUNCIL_ENTER_TIME, "green": data.COUNCIL_GREEN,
        "scrolls": data.COUNCIL_SCROLLS,
        "advance_time": either(data.COUNCIL_ADVANCE_TIME.values()),
        "privilege_cubes": data.PRIVILEGE_CUBES,
        "privilege_prestige": data.PRIVILEGE_PRESTIGE,
        "privilege_goods": data.PRIVILEGE_GOODS, "privilege_coins": data.PRIVILEGE_COINS,
        "mass_coins": data.MASS_BUYOUT_COINS, "coin_prestige": data.COIN_PRESTIGE,
        "council_points": slash(data.COUNCIL_POINTS[2:]),
        "church_brown": data.CHURCH_BROWN, "church_time": data.CHURCH_TIME,
        "mass_draw": data.MASS_DRAW, "monks": data.MONKS,
        "window_grain": slash(data.WINDOW_GRAIN[k] for k in sorted(data.WINDOW_GRAIN)),
        "majority": data.MAJORITY_PRESTIGE,
        "window_points": slash(data.WINDOW_POINTS[1:]),
        "life_track": data.LIFE_TRACK,
        "chronicle_points": slash(data.CHRONICLE_POINTS[3:]),
        "assumed": assumed(_),
    }


def summary(variant: str, _) -> list[Section]:
    """Village's rules summary for ``variant`` (Village has one, "standard"), translated with
    ``_``: a list of :class:`engine.tour.Section` citing seed 004's headings."""
    return sections(SEED, TABLE, _, numbers(_))
