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

PRINTED_ICONS = ("merchant",)
"""Characters whose icon a rulebook prints (both seeds' "Riqueza de la Corona" example); the
others are assumed (P-10), and the texts quoting them say so (engine.tour.assumed)."""

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
TRADE_GP = (5, 3, 1)                          # most / second / others with a marker (seed 002 and
                                              #   seed 000, "Comercio marítimo"; P-27)
MAGELLAN_GP = 3                               # per marker / card on completion ("Viaje de Magallanes")
MAGELLAN_END_GP = 1                           # per marker / card if never completed ("Fin de la Partida")
DUCATS_PER_GP = 5                             # "Fin de la Partida": 1 GP per 5 ducats
RECOVER_PRICE = 1                             # all tercios tired: rest them ("Colocación de Tercios")
WAR_SPACES = 6                                # war level is one die: at most 6
WAR_GP = 1                                    # per tercio placed when Spain wins ("Guerras Europeas")
CONSTABLE_GP = 1                              # Condestable, passive: the war is won
ADMIRAL_NEW_GP = 2                            # Almirante 1: the resource is new to the Market
ADMIRAL_MARKERS, ADMIRAL_DUCATS = 2, 1        # Almirante 2: trade markers placed, ducats gained
NATIVES_PRICE = 1                             # capture natives: 1 ducat and a tired tercio (seed 002,
                                              #   Conquistador 1)
HOARD_DUCATS = 1                              # Crown wealth per Market tile hoarded ("Riqueza de la Corona")
PAINTER_GP = 2                                # seed 002, Visitar al Pintor de la Corte: 2 PG
LOAN_GP, LOAN_DUCATS = 1, 3                   # seed 002, Pedir un Préstamo: lose 1 PG, gain 3 ducats
HOUSE_GP = 1                                  # "Fin de la Partida": per house in a colony
PEER_ORDER_DUCATS = (0, 0, 1, 2)              # seed 002, "El Orden de Pares": ducats by place
PEER_ORDER_GP = {5: (1,), 6: (2, 1), 7: (2, 1)}   # seed 002, "Ronda y Turno": GP by turn, by place
CROWN_SHARE = 1                               # seed 000, Virrey 1: "Paga 1 ducado propio y uno de la
                                              #   corona" (also Secretario de Estado 1, Virrey 2)
BULL_END_GP = 1                               # GP lost per bull held at the end ("Fin de la Partida")
DONATION_GP = 1                               # a donation to the Church (both seeds, "Iglesia")
ROSETON_PRICE = 1                             # seed 002, Cardenal 1: a rosetón on new goods
CATHEDRAL_GP = 2                              # both seeds, "Iglesia": whoever fills the last space
ROSETON_RETURN_GP = 2                         # seed 002, "Iglesia": each rosetón back from a Cathedral
ROSETON_END_GP = 1                            # seed 002, "Fin de la Partida": a rosetón in the Church
ROSETON_GP = {"gold": 2, "gems": 2, "silver": 1, "spices": 1}
"""Seed 000, "Iglesia": GP for turning a rosetón card over, by the goods donated."""

COMMON_COST = {
    "painter": 4, "mission": 2, "loan": 0, "court": 2,
    "finance": 2, "workshops": 2, "trade": 2, "estate": 4,
}
"""Ducats each common action costs (seed 002); "mission" is assumed 2 (Q-31, printed in seed 000)."""


COLONY_SIZE = {COLONY: 4, "colony2": 2, "colony3": 3, "colony4": 4}
"""Houses a colony tile holds, by tile kind: seed 002's colonies hold 4 ("Colonias del Nuevo
Mundo"); seed 000's tiles have a maximum size of 2, 3 or 4 (same section of seed 000)."""

ESTATE_GAINS = ("tercio", "bull", "ducats", "house", "roseton")
"""Seed 000 estates that carry a resource: worth 1 GP at the end, or discarded during the owner's
turn for the resource ("una finca que concede 1 PG ... o bien un tercio"; the others assumed,
P-11).  An estate in play is its GP value (int) or one of these ids (worth 1 GP)."""


def estate_gp(estate: int | str) -> int:
    """GP an estate is worth at the end: its value, or 1 for a resource estate (P-11)."""
    return estate if isinstance(estate, int) else 1


@dataclass(frozen=True)
class Rules:
    """The values and rule switches that differ between rule editions (plus-ultra-spec.md §18).

    Rules code asks this record, never the variant name (docs/ARCHITECTURE.md, "Rule editions").
    Each field's comment names the difference-table row (D-xx) it settles.
    """

    name: str
    war_dice: tuple[int, int, int]   # D-01: dice rolled with 2 / 3 / 4 players
    war_pick: str                    # D-01: "lowest" or "middle" die
    two_player_draft: bool           # D-36: seed 002's special 2-player draft (3 characters each)
    bulls: tuple[int, int, int]      # D-37: bulls in supply with 2 / 3 / 4 players
    magellan: tuple[int, int, int]   # D-18: Magellan spaces / cards with 2 / 3 / 4 players
    magellan_piece: str              # D-23: "magellan" (marker on a space) or "magellan_card"
    roseton_cards: int               # D-03: 0 = 4 rosetón pieces per colour; else shared cards
    donation_guide: bool             # D-04: church space j above market slot j, or the Surplus
    colony_tiles: tuple[tuple[str, int], ...]   # D-09: colony kinds in the New World deck
    blue_colonies: tuple[str, ...]   # D-11: colonies set aside at setup
    blue_colony_turns: tuple[int, ...]  # D-11: turns whose start places one of them
    majority_gp: dict                # D-10: colony size → GP for the most houses
    admiral_replaces: bool           # D-14/15: full market: the Admiral's tile takes a slot in place
    pirate_next_to_colony: bool      # D-25: Pirate 2 targets goods next to a colony, with penalty
    secretary_estate: bool           # D-21/22: Secretary 2 buys an estate for 2 ducats
    court_steps: int                 # D-34: Visit the Court: up to this many steps, per-step price
    common_cost: dict                # D-33/34: ducats per common action (court: per step)
    shared_cubes: bool               # D-16/38/39: houses, trade and Magellan markers share 10 cubes
    houses_per_player: int           # D-38: house supply per colour (shared cubes: 10)
    convert_bulls: bool              # D-08: bulls convert to 1 ducat each at the end
    estates: tuple                   # D-20: estate tiles in the box
    estates_in_play: int             # D-20: how many are drawn at random

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
    magellan_piece="magellan",
    roseton_cards=0,               # seed 002: 16 rosetones, 4 per colour
    donation_guide=False,
    colony_tiles=((COLONY, 6),),   # seed 002, "Componentes del juego": 6 colonies
    blue_colonies=(),
    blue_colony_turns=(),
    majority_gp={4: 2},            # seed 002, "Colonias": 2 PG for the most houses
    admiral_replaces=False,        # seed 002, "Mercado": the placer bumps a tile
    pirate_next_to_colony=False,
    secretary_estate=False,        # seed 002, Secretario 2: advance in Peer Order, gain 1 ducat
    court_steps=1,
    common_cost=COMMON_COST,
    shared_cubes=True,             # seed 002: 40 cubes, 10 per colour
    houses_per_player=CUBES_PER_PLAYER,
    convert_bulls=True,            # seed 002, "Fin de la Partida": "Cambia todos los Tercios y Bulas"
    estates=ESTATES,
    estates_in_play=6,
)

EARLY = Rules(
    name="early",
    war_dice=(3, 3, 3),            # seed 000, "Guerras Europeas": "lanzando 3 dados. El resultado
    war_pick="middle",             #   intermedio determinará el nivel de guerra"
    two_player_draft=False,        # seed 000, "Personajes": one draft for every player count (P-19)
    bulls=(3, 4, 5),               # seed 000, "Preparación" 5: 5 / 4 / 3 bulls for 4 / 3 / 2 players
    magellan=(5, 5, 6),            # seed 000, "Preparación" 7: 6 cards with 4 players, 5 with fewer
    magellan_piece="magellan_card",
    roseton_cards=10,              # seed 000, "Componentes": 10 cartas de Rosetón
    donation_guide=True,           # seed 000, "Iglesia" / board area 5 "Guías de donaciones"
    colony_tiles=(("colony2", 2), ("colony3", 2), ("colony4", 2)),  # assumed (P-06)
    blue_colonies=("colony3", "colony3"),  # assumed (P-06): sizes of the blue-backed colonies
    blue_colony_turns=(2, 5),      # seed 000, "Comienzo del Turno" 7
    majority_gp={2: 1, 3: 2, 4: 3},  # seed 000, "Colonias del Nuevo Mundo"
    admiral_replaces=True,         # seed 000, Almirante 1, Nota
    pirate_next_to_colony=True,    # seed 000, Pirata 2
    secretary_estate=True,         # seed 000, Secretario de Estado 2: "Compra una finca ... por 2"
    court_steps=2,                 # seed 000, "Visitar la Corte": 1 ducat per step, up to two
    common_cost={**COMMON_COST, "court": 1},   # seed 000, "Acciones comunes" (mission 2 printed)
    shared_cubes=False,            # seed 000: houses are markers; trade is a track (length not
                                   #   printed: assumed unlimited) and Magellan shares are cards
    houses_per_player=5,           # seed 000, "Componentes": "25 marcadores de Casas…, 5 de cada color"
    convert_bulls=False,           # seed 000, "Fin de la Partida": tercios, rosetones and houses
    estates=ESTATE_GAINS + (2, 2, 2, 3, 3),   # assumed (P-11): 10 estates
    estates_in_play=6,             # seed 000, "Fincas": "sólo 6 serán escogidas al azar"
)

MERCHANT_PRICE = 4                            # seed 002 / seed 000, Comerciante 1: "gana 4 menos 1
MERCHANT_DISCOUNT = 1                         #   por cada otro Recurso igual que haya en el Mercado"
EXPLORE_GP = 2                                # Conquistador 1: "Si es un Recurso cualquiera, gana 2 PG"
EXPLORE_HOUSE_PRICE = 2                       # Conquistador 1: a house in the new colony "a cambio de 2"
CONQUISTADOR_DUCATS = 2                       # Conquistador 2: goods to the Surplus "y ganar 2"
PIRATE_DUCATS = 2                             # Pirata 1, 2 and Nota: "gana 2" (also with no target)
PIRATE_TOLL = 1                               # seed 000, Pirata 2: a house owner tires a tercio "o
                                              #   bien perder 1 ducado"
KING_TAX = 1                                  # Rey 2: "El resto de los jugadores pierden 1 o 1 PG"
KING_TAX_CROWN = 2                            # Rey 2: "La Riqueza de la Corona aumenta en 2"
CARDINAL_DUCATS = 1                           # Cardenal, Pasiva: "Gana 1 por cada Bula que otro
                                              #   jugador compre esta Ronda"
VICEROY_DUCATS = 1                            # seed 000, Virrey, Pasiva: "Gana 1 ducado por cada
                                              #   colonia en la que tengas al menos una casa"
END_DUCATS = 1                                # "Fin de la Partida": each tercio, house not in a colony
                                              #   and bull (seed 002) or rosetón card (seed 000) "por
                                              #   1 [ducado] cada una"
SECRETARY_ESTATE_PRICE = 2                    # seed 000, Secretario de Estado 2
SECRETARY_GP = 2                              # seed 002 / seed 000, Secretario, Pasiva: nobody else
                                              #   has the King at the reveal
SECRETARY_DUCATS = 1                          # seed 002, Secretario 2: advance in Peer Order, gain 1 ducat
TRADE_MARKERS = 1                             # "Establecer rutas de comercio": a marker placed (seed
                                              #   002) or "aumenta en 1" the marker (seed 000)
SECRETARY_STEPS = 1                           # seed 002, Secretario 2: steps advanced in Peer Order
PIRATE_SINK = 1                               # Pirata 1: trade markers (seed 002) or Maritime Trade
                                              #   steps (seed 000) a sunk ship takes away
ESTATE_DUCATS = 2                             # seed 000, "Fincas": a resource estate's ducats
                                              #   (assumed, P-11: the rulebook shows the tercio one)

RULESETS = {"reglamento": REGLAMENTO, "early": EARLY}
"""Rule editions by variant id: the published rules (seed 002) and the earlier edition (seed 000)."""

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
    "magellan_card": N_("Magellan card"), "colony2": N_("colony of 2"),
    "colony3": N_("colony of 3"), "colony4": N_("colony of 4"), "tercio": N_("tercio"),
    "bull": N_("bull"), "ducats": N_("2 ducats"),
}
"""English display name of every component id used in actions and the log (ids stay stable;
the Spanish catalog gives the rulebook's words)."""
