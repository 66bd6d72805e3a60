"""Nippon components and constants.

Sources: the Spanish rulebook (seed 003, cited by its section headings) and
../shared/rules/nippon-data.md: its section "Sourced later" (N1–N12) gives values from the English
rulebook's worked examples and player-count adjustments (R-EN, cited ``sourced (Nn)``), and its
proposals (P1–P16) fill every value no source prints.  Every proposed value is marked ``assumed``
here with its proposal id and listed in docs/DATA.md, so a corrected value is a one-line change.

Money is counted in Yen (12,000 Yen is ``12000``); blueprints by value (seed 003, "Suministro
común": "siempre se refiere a su valor").  Track positions are 0-based slot indices.
"""
from __future__ import annotations

from dataclasses import dataclass

# -- goods and actions ---------------------------------------------------------------------------
GOODS = ("silk", "paper", "bento", "lenses", "clocks", "bulbs")
"""The six goods, by level (data file §3: Silk, Paper L1; Bento, Lenses L2; Clocks, Light bulbs L3)."""

GOOD_LEVEL = {"silk": 1, "paper": 1, "bento": 2, "lenses": 2, "clocks": 3, "bulbs": 3}

ACTIONS = ("invest", "machinery", "produce", "knowledge", "mines", "trains", "ships", "export",
           "market")
"""The nine actions A–I of seed 003, "Acciones disponibles", in the rulebook's order."""

ACTION_SPACES = (
    ("knowledge", "mines"),     # assumed (P1)
    ("invest", "export"),       # assumed (P1)
    ("produce", "machinery"),   # assumed (P1)
    ("trains", "ships"),        # assumed (P1)
    ("market",),                # seed 003: Local Market is the right-most space
)
"""Actions shown on each action space, left to right."""

# -- workers ----------------------------------------------------------------------------------------
WORKER_COLORS = ("white", "yellow", "orange", "green", "brown", "black")
"""Six worker colours: white, yellow known (data §1.3); the other four assumed (P2)."""
WORKERS_PER_COLOR = 8                        # seed 003, "Componentes": 48 = 8 × 6
WORKERS_REMOVED_PER_COLOR = {4: 0, 3: 1, 2: 2}   # data §1.3 (single source S11)
WORKER_ROWS = {4: 5, 3: 3, 2: 2}             # 4 players known (S20); 3 and 2 sourced (N5, N6)
WORKERS_PER_SPACE = 3                        # seed 003, "Ranuras de acción y filas de trabajadores"
WORKERS_PER_ROW = {4: 3, 3: 3, 2: 2}         # seed 003 (3); 2 players sourced (N6): "placing 2
                                             # Workers on each of them"; action spaces keep 3
WORKER_SPACES = 6                            # seed 003, "Lleve un trabajador": at most 6
REWARD_LEVEL = (None, None, 2, 3, 4, 5)      # assumed (P14, INF): level above worker spaces 1–6
MIN_WORKERS_FOR_REWARD = 3                   # seed 003, "Recompensa del emperador"

# -- scoring track --------------------------------------------------------------------------------
SCORING_TRACK_SPACES = 8                     # data §1.4 (S12); same for 2–4 players (P3, assumed)
SCORING_ON_ENTER = {3: 1, 5: 2}              # assumed (P3): entering space 3 / 5 → 1st / 2nd scoring
FIRST_GOLDEN = 6                             # INF kept (P3): golden spaces 6, 7, 8
FINAL_ROUNDS = 3                             # seed 003: "cada jugador tiene exactamente 3 turnos más"

# -- regions, cities and foreign companies ---------------------------------------------------------
SIDES = ("n", "e", "s", "w")
"""Sides of a city space in the board's frame (P4: N = top, then clockwise)."""


@dataclass(frozen=True)
class Region:
    """One of the four regions (seed 003, "Ciudades y demanda de bienes").

    Attributes:
        id: "r1".."r4", west to east.  name: display only (P4, assumed).
        bonus: (kind, amount) received per influence tile placed there; kind is "coal",
            "blueprints", "yen" or "vp" (values seed 003; mapping assumed, P4).
        cities: the two city-space ids.
    """

    id: str
    name: str
    bonus: tuple[str, int]
    cities: tuple[str, str]


REGIONS = (
    Region("r1", "Kyushu", ("coal", 2), ("cs1", "cs2")),            # assumed (P4)
    Region("r2", "Kansai", ("blueprints", 2), ("cs3", "cs4")),      # assumed (P4)
    Region("r3", "Kanto", ("yen", 5000), ("cs5", "cs6")),           # assumed (P4)
    Region("r4", "Tohoku-Hokkaido", ("vp", 2), ("cs7", "cs8")),     # assumed (P4)
)
REGION_IDS = tuple(r.id for r in REGIONS)

CITY_SPACES = ("cs1", "cs2", "cs3", "cs4", "cs5", "cs6", "cs7", "cs8")
"""The eight city spaces, two per region (seed 003)."""

CITY_NAMES = {"cs1": "Nagasaki", "cs2": "Fukuoka", "cs3": "Osaka", "cs4": "Kyoto",
              "cs5": "Tokyo", "cs6": "Yokohama", "cs7": "Sendai", "cs8": "Sapporo"}  # display (P4)

FOREIGN = {
    "cs1": (0, 1, 2, 3), "cs2": (2, 0, 3, 1), "cs3": (3, 2, 1, 0), "cs4": (1, 3, 0, 2),
    "cs5": (0, 2, 3, 1), "cs6": (3, 1, 0, 2), "cs7": (1, 0, 2, 3), "cs8": (2, 3, 1, 0),
}
"""Foreign-company influence printed on the spaces N, E, S, W of each city space: the values
0–3 per city are known (S7); their order is assumed (P4)."""

TRANSPORT_SPACES = {4: 8, 3: 6, 2: 4}
"""Usable train/ship spaces per region by player count: 8 printed (seed 003, "Trenes"); "only 6
… / only 4 Train/Ship slots are available in each region" with 3 / 2 players (sourced, N8)."""

CITY_TILE_LIMIT = {4: 4, 3: 3, 2: 2}
"""Influence tiles around one city at most: 4 spaces (seed 003); "no more than 2 / 3 Influence
tiles can be placed around each city" with 2 / 3 players (sourced, N9).  In a full city a tile
may go to an empty space only if it is higher than one placed there, and the lowest placed tile
returns to its owner (N9; a tie among the lowest: the active player chooses)."""

CITY_TILES = {
    "t1": ("paper", "clocks", "bento", "bulbs"),
    "t2": ("paper", "lenses", "bulbs", "bento"),
    "t3": ("bento", "paper", "clocks", "lenses"),
    "t4": ("silk", "clocks", "lenses", "bulbs"),
    "t5": ("silk", "bulbs", "bento", "clocks"),
    "t6": ("clocks", "bento", "silk", "lenses"),
    "t7": ("silk", "lenses", "paper", "bulbs"),
    "t8": ("lenses", "silk", "clocks", "paper"),
    "t9": ("paper", "bulbs", "silk", "bento"),
}
"""The 9 city tiles: goods on tile sides 1–4, clockwise from the top in the tile's own frame
(assumed, P5).  Rotated by r quarter turns, tile side k lies on board side (k + r) mod 4."""

# -- values on the board ---------------------------------------------------------------------
REGION_VP = ((10, 7, 5), (14, 11, 8), (18, 15, 11))
"""VP for 1st, 2nd and 3rd place in a region at the 1st, 2nd and 3rd scoring.  1st scoring
10/7/5 sourced (N1: "(10+7)/2 = 8VP … he scores 5 VP"); 2nd scoring's 2nd and 3rd place 11/8
sourced (N2: "Purple scores 11 VP … Blue scores 8 VP"); the 2nd scoring's 1st place (14) and
the 3rd scoring (18/15/11) assumed (P6, raised by the same steps as the sourced values)."""

INFLUENCE_VALUE = {1: (1, 2, 3), 2: (3, 4, 5), 3: (5, 6, 7)}
"""Highest influence tile allowed by good level for 1, 2, 3 cubes supplied (INF kept, P7)."""

INFLUENCE_TILES = (1, 2, 2, 3, 3, 4, 4, 5, 6, 7)
"""Each player's ten influence tiles (values 1–7 known; the ten values assumed, P8)."""

# -- player board ------------------------------------------------------------------------------
MONEY_TRACK = (12000, 13000, 14000, 15000, 16000, 17000, 18000, 19000, 20000)
"""Yen received per consolidation at each money-track slot: slot 1 = 12,000 (seed 003), the
rest assumed (P9)."""

COAL_TRACK = (2, 3, 3, 4, 4, 5, 5, 6, 6, 7)
"""Coal per consolidation at each coal-track slot: the printed number at or below the marker.
Slot 1 = 2 (seed 003); the rest assumed (P9)."""
COAL_PRINTED = (2, 3, None, 4, None, 5, None, 6, None, 7)   # assumed (P9); None = blank slot
COAL_STARS = (3, 7, 9)                       # assumed (P9): slots 4, 8, 10

KNOWLEDGE_TRACK = (1, 2, 3, 3, 4, 5, 6, 6, 7)
"""Knowledge level at each knowledge-track slot (printed number at or below the marker).
Slot 1 = 1 (seed 003); the blank slot between 3 and 4 sourced (N11: "Your level marker is between
the number 3 and number 4. Your Knowledge level is 3."); the rest assumed (P9)."""
KNOWLEDGE_PRINTED = (1, 2, 3, None, 4, 5, 6, None, 7)      # N11; the blank after 6 assumed (P9)
KNOWLEDGE_STARS = (4, 6, 8)
"""Slots (0-based) of the knowledge track's stars: beside printed 4, 6 and 7 (assumed, P9; the
stars of P9's printed 4, 6, 7, kept on those numbers after N11 inserted the blank slot)."""

TRACKS = ("money", "coal", "knowledge")
TRACK_SLOTS = {"money": len(MONEY_TRACK), "coal": len(COAL_TRACK),
               "knowledge": len(KNOWLEDGE_TRACK)}

TRANSPORT_TILES = 6                          # seed 003: 6 ships and 6 trains per player
SHIP_VP = (2, 3)                             # start side 2 VP (seed 003); other side 3 assumed (P10)
TRAIN_INFLUENCE = (2, 3)                     # start side +2 (seed 003); other side +3 assumed (P10)
SHIP_STARS = (1, 3, 4, 5)                    # assumed (P10): stars above ship spaces 2, 4, 5, 6
SHIP_MONEY_ICONS = (2, 4)                    # assumed (P10): taking the 3rd and 5th ship
TRAIN_MONEY_ICONS = (1, 3)                   # assumed (P10): taking the 2nd and 4th train
MONEY_ICON_STEPS = 1                         # seed 003, "G. Barcos": an uncovered money icon moves the
                                             #   money marker "1 paso hacia arriba" (trains too)


@dataclass(frozen=True)
class Achievement:
    """One achievement space of the player board (seed 003, "Recompensa del emperador";
    conditions from the reference sheet S4 and P11).

    Attributes:
        id: "a".."i", left to right.  printed: the printed multiplier (1) or 0 (none).
        text: what one base VP counts (display).
    """

    id: str
    printed: int
    text: str


ACHIEVEMENTS = (
    Achievement("a", 0, "1 VP per 2 fulfilled contracts"),          # S4; position assumed (P11)
    Achievement("b", 1, "1 VP per 6,000 Yen"),                      # S4; printed 1x INF kept
    Achievement("c", 1, "1 VP per knowledge star"),                 # S4; printed 1x assumed (P11)
    Achievement("d", 0, "1 VP per star above an empty ship space"),  # S4; rest assumed (P11)
    Achievement("e", 0, "1 VP per factory of level 2 or 3"),        # S7; rest assumed (P11)
    Achievement("f", 0, "1 VP per coal star"),                      # assumed (P11)
    Achievement("g", 0, "1 VP per region with a train"),            # assumed (P11)
    Achievement("h", 0, "1 VP per machine at +2"),                  # assumed (P11)
    Achievement("i", 0, "1 VP per region with influence"),          # assumed (P11)
)
ACHIEVEMENT_IDS = tuple(a.id for a in ACHIEVEMENTS)
YEN_PER_ACHIEVEMENT_VP = 6000                # S4, achievement b
CONTRACTS_PER_ACHIEVEMENT_VP = 2             # S4, achievement a: fulfilled contracts per VP

# -- factories -------------------------------------------------------------------------------------
KNOWLEDGE_NEEDED = {1: 2, 2: 4, 3: 6}        # seed 003, "Invierta en una nueva industria"


@dataclass(frozen=True)
class Factory:
    """One factory tile (data file P12; knowledge by level from seed 003).

    Attributes:
        id: e.g. "sil-1".  good: the good produced.  coal: coal per run.  storage: goods slots.
        bonus: the synergy bonus id (see :data:`BONUSES`).
    """

    id: str
    good: str
    coal: int
    storage: int
    bonus: str

    @property
    def level(self) -> int:
        return GOOD_LEVEL[self.good]

    @property
    def knowledge(self) -> int:
        return KNOWLEDGE_NEEDED[self.level]


FACTORIES = {f.id: f for f in (
    # every coal, storage and bonus value below is assumed (P12), except SIL-1's coal: R-EN's
    # example Silk factory costs 2 coal a run and stores 4 (sourced, N10: "You must discard 2
    # Coal cubes"); which Silk tile it is is not said, so it is the first
    Factory("sil-1", "silk", 2, 4, "money_step"),
    Factory("sil-2", "silk", 1, 4, "contract_yen"),
    Factory("sil-3", "silk", 1, 5, "yen_3000"),
    Factory("sil-4", "silk", 1, 4, "contracts_x2"),
    Factory("pap-1", "paper", 1, 4, "knowledge_star"),   # bonus known (S4)
    Factory("pap-2", "paper", 1, 4, "knowledge_2"),
    Factory("pap-3", "paper", 1, 4, "blueprints_2"),
    Factory("pap-4", "paper", 1, 3, "blueprint_income"),
    Factory("ben-1", "bento", 2, 4, "cheap_wage"),
    Factory("ben-2", "bento", 2, 4, "coal_2"),
    Factory("ben-3", "bento", 2, 4, "free_machine"),
    Factory("ben-4", "bento", 2, 3, "coal_income"),
    Factory("len-1", "lenses", 2, 4, "ship_star"),
    Factory("len-2", "lenses", 2, 4, "free_ship"),
    Factory("len-3", "lenses", 2, 4, "flip_ships"),
    Factory("len-4", "lenses", 1, 3, "blueprint_1"),
    Factory("clo-1", "clocks", 3, 4, "flip_trains"),
    Factory("clo-2", "clocks", 3, 4, "free_train"),
    Factory("clo-3", "clocks", 3, 4, "money_2"),
    Factory("clo-4", "clocks", 2, 3, "trains_anywhere"),
    Factory("bul-1", "bulbs", 3, 4, "coal_star"),
    Factory("bul-2", "bulbs", 3, 4, "bulbs_plus"),
    Factory("bul-3", "bulbs", 3, 4, "vp_4"),
    Factory("bul-4", "bulbs", 2, 3, "vp_2"),
)}
"""The 24 factory tiles by id (4 per good, seed 003 / S19)."""

MACHINE_SLOTS = 1                            # data §3: one machinery slot per factory
MACHINE_FIRST = 1                            # seed 003, "Maquinaria": a new machine goes "con el lado
                                             #   "+1" hacia arriba" (one more good per run)
MACHINE_MAX = 2                              # seed 003: a "+2" tile cannot be upgraded further

BONUSES = {
    "money_step": "money marker +1 step",
    "contract_yen": "+1,000 Yen for each contract you fulfil",
    "yen_3000": "gain 3,000 Yen",
    "contracts_x2": "counts as 2 fulfilled contracts (achievement a)",
    "knowledge_star": "counts as 1 knowledge star (achievement c)",
    "knowledge_2": "knowledge marker +2 steps",
    "blueprints_2": "gain 2 blueprints",
    "blueprint_income": "1 blueprint at each consolidation",
    "cheap_wage": "the first worker colour costs 1,000 Yen in wages",
    "coal_2": "coal marker +2 steps",
    "free_machine": "one free machinery upgrade",
    "coal_income": "1 coal at each consolidation",
    "ship_star": "counts as 1 ship star (achievement d)",
    "free_ship": "build a ship for free",
    "flip_ships": "your ships are worth 3 VP",
    "blueprint_1": "gain 1 blueprint",
    "flip_trains": "your trains give +3 influence",
    "free_train": "build a train for free",
    "money_2": "money marker +2 steps",
    "trains_anywhere": "your trains count without influence tiles",
    "coal_star": "counts as 1 coal star (achievement f)",
    "bulbs_plus": "Light bulbs influence tiles may be 1 higher",
    "vp_4": "gain 4 VP",
    "vp_2": "gain 2 VP",
}
"""English text of each synergy bonus (all assumed, P12): display only."""

BUILD_GAINS = {"yen_3000": ("yen", 3000), "blueprints_2": ("blueprints", 2),
               "blueprint_1": ("blueprints", 1), "vp_4": ("vp", 4), "vp_2": ("vp", 2)}
"""What a factory's one-off bonus gives when built: (budget item, amount); assumed (P12)."""
BUILD_STEPS = {"money_step": ("money", 1), "money_2": ("money", 2),
               "knowledge_2": ("knowledge", 2), "coal_2": ("coal", 2)}
"""The track steps a factory's one-off bonus gives when built: (track, steps); assumed (P12)."""
CHEAP_WAGE = 1000                            # assumed (P12, BEN-1)
CONTRACT_BONUS_YEN = 1000                    # assumed (P12, SIL-2)
BONUS_CONTRACTS = 2                          # assumed (P12, SIL-4): counts as 2 fulfilled contracts
BLUEPRINT_INCOME = 1                         # assumed (P12, PAP-4): blueprints at each consolidation
COAL_INCOME = 1                              # assumed (P12, BEN-4): coal at each consolidation

# -- contracts ---------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Contract:
    """One export contract (seed 003, "Exportación"; every value assumed, P13).

    Attributes:
        id: "c1".."c8".  cubes: goods of each distinct type, e.g. (2, 1) = 2 of one good and
            1 of another.  bonus: ("yen", n) or ("vp", n).  money: money-track steps.
    """

    id: str
    cubes: tuple[int, ...]
    bonus: tuple[str, int]
    money: int


CONTRACTS = {c.id: c for c in (
    Contract("c1", (2,), ("yen", 3000), 1),
    Contract("c2", (1, 1), ("yen", 2000), 2),
    Contract("c3", (3,), ("yen", 5000), 1),
    Contract("c4", (2, 1), ("yen", 2000), 3),
    Contract("c5", (1, 1, 1), ("vp", 3), 2),
    Contract("c6", (2, 2), ("vp", 5), 1),
    Contract("c7", (1, 1, 1, 1), ("vp", 6), 2),
    Contract("c8", (3, 2), ("vp", 8), 0),
)}
"""The 8 contracts every player holds (32 tiles for 4 players, seed 003)."""

# -- rewards ---------------------------------------------------------------------------------------
REWARD_MULTIPLIERS = (2, 3, 4, 5)            # seed 003, "Azulejos de recompensa"
REWARD_BONUSES = {"blueprints": 2, "coal": 2, "yen": 5000}   # seed 003
REWARDS_PER_STACK = 2                        # INF kept (P14): 24 tiles / 12 stacks
REWARDS_REMOVED = {4: 0, 3: 1, 2: 0}
"""Reward tiles removed from each stack at setup.  3 players: "Randomly remove 1 Reward tile from
each stack" (sourced, N7).  2 players: R-EN says remove 2, which would empty every stack of 2
tiles (P14); that contradiction is unresolved, so 2 players keep every tile (assumed, P14/N7)."""
VP_TILES = 4                                 # seed 003: four 2x VP tiles
VP_TILE_MULTIPLIER = 2

# -- start and costs ---------------------------------------------------------------------------------
START_VP = (10, 11, 12, 13)                  # seed 003, "Registro de puntos de victoria" (P15 #12)
START_YEN = 12000                            # seed 003, "Tableros de jugadores"
START_COAL = 2
START_BLUEPRINTS = 1                         # seed 003, "Suministro del jugador"
FACTORY_COST = 6000                          # seed 003, "Invierta en una nueva industria"
MACHINE_COST = 5000                          # seed 003, "Maquinaria"
STEP_COSTS = {1: 1000, 2: 3000, 3: 6000}     # seed 003, "Conocimiento" / "Minas"
TRANSPORT_COST = 5000                        # seed 003, "Trenes" / "Barcos"
WAGE = 3000                                  # seed 003, "Mano de obra": per worker colour
WAGE_PENALTY_VP = 2                          # seed 003: −2 VP per colour not paid
BLUEPRINTS_PER_STEP = 3                      # seed 003, "Como se Juega"
BLUEPRINTS_PER_KNOWLEDGE = 1                 # seed 003, "A. Invierta en una nueva industria":
                                             #   as many blueprints as knowledge is missing
PRODUCE_GOODS = 1                            # seed 003, "C. Producir bienes": 1 cube per run,
                                             #   plus the machine's
MAX_PER_ACTION = 3                           # 1–3 upgrades / factories / steps / tiles / contracts

BLUEPRINT_TILES = {1: 10, 2: 6}              # assumed (P15 #11): display only
