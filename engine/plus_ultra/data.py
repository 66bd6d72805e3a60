"""Plus Ultra components and constants, per rules edition.

Sources: the published rulebook (seed 002, "Reglamento", variant ``reglamento``), the earlier
edition (seed 000, variant ``early``) and ../shared/rules/plus-ultra-spec.md, whose proposals
(P-xx, Q-xx) fill values neither rulebook prints.  Every such value is marked ``assumed`` here
with its proposal id and listed in docs/DATA.md.
"""
from __future__ import annotations

from dataclasses import dataclass

RESOURCES = ("gold", "silver", "spices", "gems")
"""Goods on New World tiles (seed 002, "Componentes del juego")."""

NATIVES, COLONY = "natives", "colony"

CHARACTERS = ("admiral", "cardinal", "merchant", "constable", "conquistador", "pirate",
              "king", "secretary", "viceroy")
"""The 9 character cards, in the rulebook's order (seed 002, "Personajes")."""

CHARACTER_ICON = {
    "merchant": "silver",   # rule: worked example "el Comerciante, cuyo icono ... es la Plata"
    "viceroy": "silver",    # assumed (P-10): icons not printed in the text
    "king": "silver",       # assumed (P-10)
    "conquistador": "gold",  # assumed (P-10)
    "pirate": "gold",       # assumed (P-10)
    "admiral": "spices",    # assumed (P-10)
    "secretary": "spices",  # assumed (P-10)
    "cardinal": "gems",     # assumed (P-10)
    "constable": "gems",    # assumed (P-10)
}
"""Resource icon of each character: the Crown hoards it from the Market at the end of a turn."""

COMMON_ACTIONS = ("painter", "mission", "loan", "court", "finance", "workshops", "trade", "estate")
"""The 8 common actions (seed 002, "Listado de acciones comunes")."""

TURNS = 7
CROWN_START, CROWN_CAP = 4, 6                 # seed 002, "Preparación" / "Riqueza de la Corona"
KING_TABLE = (0, 0, 1, 1, 2, 2, 3)            # assumed (P-04): GP by Crown wealth 0..6, from seed 000
MARKET_SLOTS = 4                              # assumed (P-01)
CHURCH_SPACES = 4                             # assumed (P-02)
EXPLORATION_SPACES = 7                        # rule: setup places 7 tiles
COLONY_SLOTS = 7                              # assumed (P-05): one per exploration row
COLONY_CAPACITY = 4                           # seed 002, "Colonias del Nuevo Mundo"
START_MARKET = ("gold", "spices", "silver", "silver")  # slot 1 → 4; seed 002, "Preparación"
START_SURPLUS = ("silver",)
NEW_WORLD_DECK = {"gold": 6, "silver": 11, "gems": 7, "spices": 11, NATIVES: 7, COLONY: 6}
"""New World tiles by kind (seed 002, "Componentes del juego"): 48 tiles."""
TERCIOS_PER_PLAYER = 5                        # seed 002: 20 tercios, 5 per colour
CUBES_PER_PLAYER = 10                         # seed 002: 40 cubes, 10 per colour (houses, trade, Magellan)
ROSETONES_PER_PLAYER = 4                      # seed 002: 16 rosetones, 4 per colour
START = {"ducats": 2, "rosetones": 1, "tercios": 2, "houses": 2}  # seed 002, "Preparación"
BULL_PRICE = 3                                # seed 002, "Bulas"
ESTATE_PRICE = 4                              # seed 002, "Comprar Fincas"
ESTATES = (1, 1, 2, 2, 3, 3)                  # assumed (P-11): "+1 a +3 PG", split not printed
MERCHANT_TITLES = {2: 1, 3: 2, 4: 3}          # ducats paid → GP (seed 002, Comerciante 2)
WAR_SPACES = 6                                # war level is one die: at most 6

COMMON_COST = {
    "painter": 4, "mission": 2, "loan": 0, "court": 2,
    "finance": 2, "workshops": 2, "trade": 2, "estate": 4,
}
"""Ducats each common action costs (seed 002); "mission" is assumed 2 (Q-31, printed in seed 000)."""


@dataclass(frozen=True)
class Rules:
    """The values that differ between rule editions (plus-ultra-spec.md §18)."""

    name: str
    war_dice: tuple[int, int, int]   # dice rolled with 2 / 3 / 4 players
    war_pick: str                    # "lowest" or "middle" die
    two_player_draft: bool           # seed 002's special 2-player draft (3 characters each)
    bulls: tuple[int, int, int]      # bulls in supply with 2 / 3 / 4 players
    magellan: tuple[int, int, int]   # Magellan spaces with 2 / 3 / 4 players

    def dice(self, players: int) -> int:
        return self.war_dice[players - 2]

    def bull_supply(self, players: int) -> int:
        return self.bulls[players - 2]

    def magellan_spaces(self, players: int) -> int:
        return self.magellan[players - 2]


REGLAMENTO = Rules(
    name="reglamento",
    war_dice=(3, 2, 2),            # seed 002, "Guerras Europeas": 2 dice (3 with 2 players), lowest
    war_pick="lowest",
    two_player_draft=True,         # seed 002, "Personajes"
    bulls=(3, 4, 5),               # assumed (P-09): seed 000's 3/4/5
    magellan=(4, 4, 5),            # 4 spaces with fewer than 4 players (seed 002); 5 assumed (P-07)
)

RULESETS = {"reglamento": REGLAMENTO}
"""Rule editions by variant id; the ``early`` edition (seed 000) is added by its own issue."""

N_ = lambda message: message  # noqa: E731  (marks msgids for Babel; translated when shown)

TERMS = {
    "gold": N_("gold"), "silver": N_("silver"), "spices": N_("spices"), "gems": N_("gems"),
    "natives": N_("natives"), "colony": N_("colony"),
    "admiral": N_("Admiral"), "cardinal": N_("Cardinal"), "merchant": N_("Merchant"),
    "constable": N_("Constable"), "conquistador": N_("Conquistador"), "pirate": N_("Pirate"),
    "king": N_("King"), "secretary": N_("Secretary of State"), "viceroy": N_("Viceroy"),
    "painter": N_("Visit the Court Painter"), "mission": N_("Open a Mission"),
    "loan": N_("Ask for a Loan"), "court": N_("Visit the Court"),
    "finance": N_("Finance the Tercios"), "workshops": N_("Acquire Workshops"),
    "trade": N_("Establish Trade Routes"), "estate": N_("Buy Estates"),
    "roseton": N_("rosetón"), "house": N_("house"), "magellan": N_("Magellan marker"),
}
"""English display name of every component id used in actions and the log (ids stay stable;
the Spanish catalog gives the rulebook's words)."""
