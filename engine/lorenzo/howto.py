"""Lorenzo il Magnifico's rules summary, "How to play" (issue 21; ``Game.rules_summary``), for the
basic game (variant ``basic``) and the advanced game (variant ``advanced``).

Our own words, following the rulebook's order and headings (seed 001): the goal, setup, how a
round is played (A. round setup, B. actions in the towers, Harvest and Production, the Market and
the Council Palace, C. Vatican report, D. end of the round) and the final scoring.  Seed 001 has
the basic game only and points to advanced rules it leaves out; the advanced sections (leaders,
advanced personal bonus tiles) also cite ../shared/rules/lorenzo-data.md §2.1, the public
summary of those rules.
"""
from __future__ import annotations

from ..i18n import N_
from ..tour import Section, assumed
from . import data

ADVANCED = "lorenzo-data.md § 2.1 Advanced rules for leaders and bonus tiles"
"""The data file's section with the advanced rules (seed 001 only names them)."""

def _numbers() -> dict[str, int]:
    """The data.py values the paragraphs quote as ``{placeholders}``."""
    start = dict(data.START_RESOURCES)
    privilege = {k: dict(v) for k, v in data.PRIVILEGES.items()}
    numbers = {
        "rounds": data.ROUNDS, "periods": len(data.PERIODS),
        "period_rounds": data.ROUNDS // len(data.PERIODS),
        "leaders": data.LEADERS_PER_PLAYER, "members": len(data.MEMBERS),
        "wood": start["wood"], "stone": start["stone"], "servants": start["servants"],
        "servant_rate": data.SERVANT_RATE,
        "floors": len(data.FLOOR_VALUES), "fee": data.OCCUPIED_TOWER_FEE,
        "max_cards": data.MAX_CARDS_PER_TYPE, "large": data.LARGE_SPACE_PENALTY,
        "market_coins": dict(data.MARKET[0])["coins"],
        "market_servants": dict(data.MARKET[1])["servants"],
        "market_mp": dict(data.MARKET[2])["mp"], "market_mp_coins": dict(data.MARKET[2])["coins"],
        "market_privileges": data.MARKET[3][1], "market_all": max(data.MARKET_SPACES),
        "council_coins": dict(data.COUNCIL_REWARD)["coins"],
        "p_wood": privilege["wood_stone"]["wood"], "p_stone": privilege["wood_stone"]["stone"],
        "p_servants": privilege["servants"]["servants"], "p_coins": privilege["coins"]["coins"],
        "p_mp": privilege["mp"]["mp"], "p_fp": privilege["fp"]["fp"],
        "mil_first": data.MILITARY_VP[0], "mil_second": data.MILITARY_VP[1],
        "per_vp": data.RESOURCES_PER_VP, "mp_end": data.MILITARY_TRACK_END,
        "leader_territories": dict(data.LEADER["federico_da_montefeltro"].cards)["territory"],
        "leader_mp": dict(data.LEADER["giovanni_dalle_bande_nere"].resources)["mp"],
    }
    for i, coins in enumerate(data.START_COINS, 1):
        numbers[f"coins_{i}"] = coins
    for i, value in enumerate(data.FLOOR_VALUES, 1):
        numbers[f"floor_{i}"] = value
    for period, need in data.FAITH_REQUIRED.items():
        numbers[f"faith_{period}"] = need
        numbers[f"report_{period}"] = period * data.ROUNDS // len(data.PERIODS)
    for n in range(3, 7):
        numbers[f"territories_{n}"] = data.TERRITORY_VP[n]
    for n in range(1, 7):
        numbers[f"characters_{n}"] = data.CHARACTER_VP[n]
    return numbers


NUMBERS = _numbers()
"""The data.py values the paragraphs quote as ``{placeholders}``."""

MP_END = N_("Military points beyond {mp_end}, the last space of the military track, are not "
            "kept.")
DRAFT = N_("Each player is dealt {leaders} leader cards and drafts them: keep one, pass the "
           "rest to the next player in turn order, until everyone holds {leaders}.")
ASSUMED = {MP_END, DRAFT}
"""Paragraphs that quote a value the rulebook leaves open (docs/DATA.md): they end with the
shared marker :func:`engine.tour.assumed`."""

# Each section: (title msgid, seed 001 headings, paragraphs, variants it belongs to).  A
# paragraph is a msgid for both games or a dict {variant: msgid} for the games it belongs to.
SECTIONS = (
    (N_("Goal of the game"), ("Reglas del juego Lorenzo il Magnifico", "Fin del juego"),
     (N_("Each player leads a noble family of Renaissance Florence. You send your family "
         "members around the city to gather resources, to take development cards and to make "
         "them work, while keeping on good terms with the Church. After {rounds} rounds the "
         "player with the most Victory Points (VP) wins."),
      {"basic": N_("This is the basic game, the one the rulebook suggests for a first game. "
                   "The advanced game adds leader cards and the advanced sides of the personal "
                   "bonus tiles."),
       "advanced": N_("This is the advanced game: the basic rules, plus {leaders} leader cards "
                      "for each player and personal bonus tiles on their advanced side, each "
                      "with its own Harvest and Production bonus.")}),
     ("basic", "advanced")),
    (N_("Setup"), ("Preparar",),
     (N_("The development cards are sorted by type and period into four decks, period 1 on "
         "top and period {periods} at the bottom. One excommunication tile of each period is "
         "drawn and put on the board."),
      N_("With 2 players, cover tiles close the two last Market spaces and the large Harvest "
         "and Production spaces; with 3 players, only the two Market spaces."),
      N_("Each player takes a personal board, a personal bonus tile, {members} family members "
         "(three coloured, one uncoloured), {wood} wood, {stone} stone and {servants} servants. "
         "Turn order is drawn at random; the first player gets {coins_1} coins, the second "
         "{coins_2}, the third {coins_3} and the fourth {coins_4}."),
      {"basic": N_("In the basic game every personal bonus tile shows its basic side, the same "
                   "for everyone."),
       "advanced": DRAFT},
      {"advanced": N_("Then, in reverse turn order, each player chooses a personal bonus tile, "
                      "advanced side up.")}),
     ("basic", "advanced")),
    (N_("How to play"), ("Como se Juega",),
     (N_("The game has {periods} periods of {period_rounds} rounds each: {rounds} rounds. Each "
         "round has four phases: A. round setup, B. actions, C. Vatican report (only in rounds "
         "{report_1}, {report_2} and {report_3}, at the end of a period) and D. end of the "
         "round."),),
     ("basic", "advanced")),
    (N_("A. Round setup"), ("A. Configuración de ronda",),
     (N_("The top {floors} cards of each deck fill the spaces of their tower, from the "
         "bottom floor up."),
      N_("The first player rolls the three dice (black, white and orange) and puts them on the "
         "board: each die gives its value to the family members of its colour for this "
         "round.")),
     ("basic", "advanced")),
    (N_("B. Actions"), ("B. Acciones",),
     (N_("In turn order, each player places one family member on an action space and takes "
         "its action, until all family members are placed."),
      N_("A coloured family member is worth its die; the uncoloured one is worth 0. Each space "
         "shows the value it needs, and a higher value always does. Before placing, you may "
         "spend servants to raise the value: {servant_rate} servant per +1."),
      N_("There are five areas: the four towers, Harvest, Production, the Market and the "
         "Council Palace."),
      {"advanced": N_("Leader actions: in your turn, before or after placing, you may play a "
                      "leader whose requirement you have, use the once-per-round ability of a "
                      "leader you played, or discard a leader from your hand for a council "
                      "privilege. They are offered before each placement and once more after "
                      "your last placement of the round.")}),
     ("basic", "advanced")),
    (N_("Towers"),
     ("Torres para tarjetas de desarrollo",
      "Reglas para colocar a un miembro de la familia en una torre", "Resumen"),
     (N_("Each tower has {floors} floors, which need a family member of value {floor_1}, "
         "{floor_2}, {floor_3} and {floor_4}. The third and fourth floors also give a bonus "
         "(wood, stone, military points or coins), which you may use to pay for the card."),
      N_("If the tower already holds any family member, yours or another's, you pay {fee} "
         "coins first. You may never have two coloured family members in the same tower; the "
         "uncoloured one may join one of them."),
      N_("Take the floor's bonus, pay the card's cost, put the card on your personal board and "
         "resolve its immediate effect. You may hold at most {max_cards} cards of each type.")),
     ("basic", "advanced")),
    (N_("Development cards"),
     ("Las cartas", "Territorios", "Edificios", "Caracteres", "Ventures"),
     (N_("Every card may have an immediate effect, resolved when you take it, and a permanent "
         "effect, which works later in a way that depends on its type."),
      N_("Territories (green) cost nothing, but from the third one on their spaces on your "
         "board need military points (you need them, you do not spend them). Their permanent "
         "effects work in a Harvest."),
      N_("Buildings (yellow) cost resources. Their permanent effects work in a Production."),
      N_("Characters (blue) cost coins. Their permanent effects give bonuses to your actions or "
         "discounts."),
      N_("Ventures (purple) cost resources or military points (some let you choose). Their "
         "permanent effect is the VP they give in the final scoring.")),
     ("basic", "advanced")),
    (N_("Harvest and Production"),
     ("Área de cosecha y producción", "Activando efectos permanentes"),
     (N_("Each area has a small space for a single family member and a large space for any "
         "number, where the action is worth {large} less. You cannot put two of your coloured "
         "family members in the same area."),
      N_("The action's value is the family member's value, plus servants and card bonuses. "
         "Harvest activates your personal bonus tile and every territory whose activation value "
         "is at most the action's value; Production does the same with your buildings."),
      N_("Resources you exchange in a Production must already be in your supply before it "
         "starts: what one building gives cannot pay for another in the same action.")),
     ("basic", "advanced")),
    (N_("Market and Council Palace"), ("El mercado", "El Palacio del Consejo"),
     (N_("The Market has four spaces, one family member each (the last two only with "
         "{market_all} players): {market_coins} coins; {market_servants} servants; {market_mp} "
         "military points and {market_mp_coins} coins; or {market_privileges} different "
         "council privileges."),
      N_("The Council Palace takes any number of family members, placed left to right. Each "
         "gives {council_coins} coin and 1 council privilege, and the order there becomes the "
         "next round's turn order."),
      N_("A council privilege is one of: {p_wood} wood and {p_stone} stone, {p_servants} "
         "servants, {p_coins} coins, {p_mp} military points or {p_fp} faith point.")),
     ("basic", "advanced")),
    (N_("C. Vatican report"), ("C. Informe del Vaticano",),
     (N_("At the end of each period (rounds {report_1}, {report_2} and {report_3}), players "
         "show their faith: period 1 asks for {faith_1} faith points, period 2 for {faith_2} "
         "and period 3 for {faith_3}."),
      N_("A player without enough faith points is excommunicated: one of their cubes goes on "
         "the period's excommunication tile, whose penalty lasts the rest of the game, and they "
         "keep their faith points."),
      N_("A player with enough may support the Church: they gain the VP shown on the faith "
         "track at their place and go back to 0 faith points. Or they may refuse, and are "
         "excommunicated as above."),
      N_("After the last report, players who were excommunicated also convert their faith "
         "points into VP.")),
     ("basic", "advanced")),
    (N_("D. End of the round"), ("D. Fin de la ronda",),
     (N_("The cards left in the towers are removed from the game."),
      N_("The new turn order follows the Council Palace, from left to right (a player's first "
         "family member there counts); players who did not go there keep their order after "
         "them."),
      N_("Everyone takes their family members back.")),
     ("basic", "advanced")),
    (N_("Leaders"), ("Preparar",),
     (N_("Each leader has a requirement, such as {leader_territories} territories or "
         "{leader_mp} military points. You only need to have it when you play the leader: it "
         "is not paid, and losing it later does not matter."),
      N_("A played leader gives either a permanent ability or an ability you may use once per "
         "round. Leaders still in your hand may be discarded for a council privilege."),
      N_("Each advanced personal bonus tile has its own Harvest and Production bonus; they are "
         "still activated by every Harvest and Production action.")),
     ("advanced",)),
    (N_("Final scoring"), ("Fin del juego", "Puntuación final"),
     (N_("The game ends after the end of the last round. Players then gain VP for:"),
      N_("territories: {territories_3}, {territories_4}, {territories_5} or {territories_6} VP "
         "for 3, 4, 5 or 6 cards;"),
      N_("characters: {characters_1}, {characters_2}, {characters_3}, {characters_4}, "
         "{characters_5} or {characters_6} VP for 1 to 6 cards;"),
      N_("ventures: the VP printed on each;"),
      N_("military strength: {mil_first} VP for the most military points and {mil_second} VP "
         "for the second; tied first players all get {mil_first} VP and nobody gets the "
         "{mil_second}; tied second players all get {mil_second} VP;"),
      N_("resources: 1 VP for every {per_vp} wood, stone, coins and servants together."),
      MP_END,
      N_("The player with the most VP wins; on a tie, the one further ahead in turn order.")),
     ("basic", "advanced")),
)


def summary(variant: str, gettext) -> list[Section]:
    """The rules summary of the ``variant`` ("basic" or "advanced"), its texts translated with
    ``gettext``; each source names seed 001's headings (and, for the advanced rules, the data
    file's section).

    Raises:
        KeyError: ``variant`` is not one of Lorenzo's variants (``Game.rules_summary`` checks
            it first)."""
    if variant not in ("basic", "advanced"):
        raise KeyError(variant)
    sections = []
    for title, headings, paragraphs, variants in SECTIONS:
        if variant not in variants:
            continue
        texts = []
        for paragraph in paragraphs:
            message = paragraph.get(variant) if isinstance(paragraph, dict) else paragraph
            if message:
                text = gettext(message).format(**NUMBERS)
                texts.append(f"{text} {assumed(gettext)}" if message in ASSUMED else text)
        source = "; ".join(f"seed 001 § {heading}" for heading in headings)
        if variant == "advanced" and (title == "Leaders" or any(
                isinstance(p, dict) and "advanced" in p for p in paragraphs)):
            source += "; " + ADVANCED
        sections.append(Section(gettext(title), tuple(texts), source))
    return sections
