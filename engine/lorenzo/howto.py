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
from ..tour import Section

ADVANCED = "lorenzo-data.md § 2.1 Advanced rules for leaders and bonus tiles"
"""The data file's section with the advanced rules (seed 001 only names them)."""

# Each section: (title msgid, seed 001 headings, paragraphs, variants it belongs to).  A
# paragraph is a msgid for both games or a dict {variant: msgid} for the games it belongs to.
SECTIONS = (
    (N_("Goal of the game"), ("Reglas del juego Lorenzo il Magnifico", "Fin del juego"),
     (N_("Each player leads a noble family of Renaissance Florence. You send your family "
         "members around the city to gather resources, to take development cards and to make "
         "them work, while keeping on good terms with the Church. After 6 rounds the player "
         "with the most Victory Points (VP) wins."),
      {"basic": N_("This is the basic game, the one the rulebook suggests for a first game. "
                   "The advanced game adds leader cards and the advanced sides of the personal "
                   "bonus tiles."),
       "advanced": N_("This is the advanced game: the basic rules, plus 4 leader cards for "
                      "each player and personal bonus tiles on their advanced side, each with "
                      "its own Harvest and Production bonus.")}),
     ("basic", "advanced")),
    (N_("Setup"), ("Preparar",),
     (N_("The development cards are sorted by type and period into four decks, period 1 on "
         "top and period 3 at the bottom. One excommunication tile of each period is drawn and "
         "put on the board."),
      N_("With 2 players, cover tiles close the two last Market spaces and the large Harvest "
         "and Production spaces; with 3 players, only the two Market spaces."),
      N_("Each player takes a personal board, a personal bonus tile, 4 family members (three "
         "coloured, one uncoloured), 2 wood, 2 stone and 3 servants. Turn order is drawn at "
         "random; the first player gets 5 coins, the second 6, the third 7 and the fourth 8."),
      {"basic": N_("In the basic game every personal bonus tile shows its basic side, the same "
                   "for everyone."),
       "advanced": N_("Each player is dealt 4 leader cards and drafts them: keep one, pass the "
                      "rest on, until everyone holds 4. Then, in reverse turn order, each "
                      "player chooses a personal bonus tile, advanced side up.")}),
     ("basic", "advanced")),
    (N_("How to play"), ("Como se Juega",),
     (N_("The game has 3 periods of 2 rounds each: 6 rounds. Each round has four phases: A. "
         "round setup, B. actions, C. Vatican report (only in rounds 2, 4 and 6, at the end of "
         "a period) and D. end of the round."),),
     ("basic", "advanced")),
    (N_("A. Round setup"), ("A. Configuración de ronda",),
     (N_("Four cards from the top of each deck fill the spaces of their tower, from the bottom "
         "floor up."),
      N_("The first player rolls the three dice (black, white and orange) and puts them on the "
         "board: each die gives its value to the family members of its colour for this "
         "round.")),
     ("basic", "advanced")),
    (N_("B. Actions"), ("B. Acciones",),
     (N_("In turn order, each player places one family member on an action space and takes "
         "its action, until all family members are placed."),
      N_("A coloured family member is worth its die; the uncoloured one is worth 0. Each space "
         "shows the value it needs, and a higher value always does. Before placing, you may "
         "spend servants: each adds 1 to the value."),
      N_("There are five areas: the four towers, Harvest, Production, the Market and the "
         "Council Palace."),
      {"advanced": N_("Leader actions: in your turn, before or after placing, you may play a "
                      "leader whose requirement you have, use the once-per-round ability of a "
                      "leader you played, or discard a leader from your hand for a council "
                      "privilege.")}),
     ("basic", "advanced")),
    (N_("Towers"),
     ("Torres para tarjetas de desarrollo",
      "Reglas para colocar a un miembro de la familia en una torre", "Resumen"),
     (N_("Each tower has 4 floors, which need a family member of value 1, 3, 5 and 7. The "
         "third and fourth floors also give a bonus (wood, stone, military points or coins), "
         "which you may use to pay for the card."),
      N_("If the tower already holds any family member, yours or another's, you pay 3 coins "
         "first. You may never have two coloured family members in the same tower; the "
         "uncoloured one may join one of them."),
      N_("Take the floor's bonus, pay the card's cost, put the card on your personal board and "
         "resolve its immediate effect. You may hold at most 6 cards of each type.")),
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
         "number, where the action is worth 3 less. You cannot put two of your coloured family "
         "members in the same area."),
      N_("The action's value is the family member's value, plus servants and card bonuses. "
         "Harvest activates your personal bonus tile and every territory whose activation value "
         "is at most the action's value; Production does the same with your buildings."),
      N_("Resources you exchange in a Production must already be in your supply before it "
         "starts: what one building gives cannot pay for another in the same action.")),
     ("basic", "advanced")),
    (N_("Market and Council Palace"), ("El mercado", "El Palacio del Consejo"),
     (N_("The Market has four spaces, one family member each (the last two only with 4 "
         "players): 5 coins; 5 servants; 3 military points and 2 coins; or 2 different "
         "council privileges."),
      N_("The Council Palace takes any number of family members, placed left to right. Each "
         "gives 1 coin and 1 council privilege, and the order there becomes the next round's "
         "turn order."),
      N_("A council privilege is one of: 1 wood and 1 stone, 2 servants, 2 coins, 2 military "
         "points or 1 faith point.")),
     ("basic", "advanced")),
    (N_("C. Vatican report"), ("C. Informe del Vaticano",),
     (N_("At the end of each period (rounds 2, 4 and 6), players show their faith: period 1 "
         "asks for 3 faith points, period 2 for 4 and period 3 for 5."),
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
     (N_("Each leader has a requirement, such as 5 territories or 12 military points. You only "
         "need to have it when you play the leader: it is not paid, and losing it later does "
         "not matter."),
      N_("A played leader gives either a permanent ability or an ability you may use once per "
         "round. Leaders still in your hand may be discarded for a council privilege."),
      N_("Each advanced personal bonus tile has its own Harvest and Production bonus; they are "
         "still activated by every Harvest and Production action.")),
     ("advanced",)),
    (N_("Final scoring"), ("Fin del juego", "Puntuación final"),
     (N_("The game ends after the end of the sixth round. Players then gain VP for:"),
      N_("territories: 1, 4, 10 or 20 VP for 3, 4, 5 or 6 cards;"),
      N_("characters: 1, 3, 6, 10, 15 or 21 VP for 1 to 6 cards;"),
      N_("ventures: the VP printed on each;"),
      N_("military strength: 5 VP for the most military points and 2 VP for the second; tied "
         "first players all get 5 VP and nobody gets the 2, tied second players all get 2 VP;"),
      N_("resources: 1 VP for every 5 wood, stone, coins and servants together."),
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
                texts.append(gettext(message))
        source = "; ".join(f"seed 001 § {heading}" for heading in headings)
        if variant == "advanced" and (title == "Leaders" or any(
                isinstance(p, dict) and "advanced" in p for p in paragraphs)):
            source += "; " + ADVANCED
        sections.append(Section(gettext(title), tuple(texts), source))
    return sections
