"""Village components and board data.

Sources: the rulebook (seed 004, ``../shared/rules/seeds/004_097ee86c06bfb6e7.txt``) and
``../shared/rules/village-data.md``.  The board's printed numbers could not be found; the data
file's last section ("Proposed values for every unknown", P1–P11) gives a complete set, used
here and marked ``assumed`` with its proposal id, so a corrected value is a one-line change.
Every assumed value is listed in docs/DATA.md.
"""
from __future__ import annotations

from dataclasses import dataclass

from ..i18n import N_

# -- influence cubes and the green bag --------------------------------------------------------
COLORS = ("orange", "green", "brown", "pink")
"""Influence colours (seed 004, "Cubos de influencia y cubos de plaga")."""
PLAGUE = "black"
"""Plague cubes: not influence; taking one costs 2 time (seed 004, "Tomando tu turno")."""
CUBE_KINDS = COLORS + (PLAGUE,)
CUBES_PER_COLOR = 18            # village-data.md §1a (R): supply of 18 per colour
PLAGUE_CUBES = 6                # seed 004, "Componentes del juego": 6 cubos de plaga
PLAGUE_TIME = 2                 # seed 004, "Tomando tu turno"

SPACES = ("harvest", "family", "crafts", "market", "travel", "council", "church")
"""Action spaces A–G in board order (seed 004, "Preparar"); the well (H) is a substitute."""

WELL_CUBES = 3                  # seed 004, "Bueno (acción sustitutiva)": 3 cubes of one colour
WELL_COIN_JOKERS = True         # assumed (P10 E1): coins stand in for the well's cubes


@dataclass(frozen=True)
class SetupCard:
    """One setup card: cubes of each colour added to the green bag each round and cubes drawn
    onto each action space (seed 004, "Sembrando los espacios de acción")."""

    bag_per_color: int
    per_space: dict


SETUP_CARDS = {
    # assumed (P1): bag 6/6/7 per colour; spaces A–G; totals 18/21/24 known (V, S7)
    2: SetupCard(6, dict(zip(SPACES, (3, 3, 3, 2, 3, 2, 2), strict=True))),
    3: SetupCard(6, dict(zip(SPACES, (3, 3, 4, 3, 3, 3, 2), strict=True))),
    4: SetupCard(7, dict(zip(SPACES, (4, 4, 4, 3, 3, 3, 3), strict=True))),
}
"""Setup card by player count."""

# -- family members and the life-time track ---------------------------------------------------
GENERATIONS = (1, 1, 1, 1, 2, 2, 2, 3, 3, 4, 4)
"""The 11 family members of a colour by generation number (village-data.md §8, R)."""
START_GENERATION = 1            # seed 004, "Preparar": the four "1" start on the farmyard
LIFE_TRACK = 10                 # spaces per lap (V, S9/S10); assumed (P7): one death per 10 time
PLAYER_COLORS = ("red", "ivory", "blue", "yellow")
"""Family colours by seat: the box's four, red, yellow, blue and ivory (village-data.md §8, R,
S15), none of them an influence cube's colour (review D5: a green seat looked like the green
cubes); the app's seat swatches take the same (``Village.seat_colors``)."""

# -- goods, grain, coins ----------------------------------------------------------------------
GOODS = ("wagon", "horse", "ox", "plow", "scroll")
"""Goods tiles (seed 004, "Preparar")."""
GOODS_PER_KIND = 8              # village-data.md §3 (R): 40 tiles, 8 of each kind
GRAIN_SUPPLY = 20               # seed 004, "Componentes": 20 sacos de grano
GRAIN_CAP = 5                   # seed 004, "Cosecha de granos"
COINS = 15                      # seed 004, "Componentes": 15 monedas
START_COINS = 1                 # seed 004, "Preparar"
COIN_PRESTIGE = 1               # seed 004, "Las monedas": each coin left is 1 prestige at the end
MARKERS = 8                     # seed 004, "Preparar": 8 markers per colour
TRAVEL_MARKERS = 6              # 8 − life track − prestige track (village-data.md §4)

HARVEST = (("ox", 4), ("horse", 3))
"""Grain harvest: 2 grain; with a plow and an ox 4, with a plow and a horse 3 (seed 004,
"Cosecha de granos").  Combinations do not stack."""
HARVEST_BASE = 2

# -- craft buildings --------------------------------------------------------------------------


@dataclass(frozen=True)
class Craft:
    """A craft building: goods it makes, training and production time, and the alternative
    price in influence cubes or grain (seed 004, "Artesanía")."""

    goods: tuple
    training: int
    production: int
    price: dict


CRAFTS = {
    "wainwright": Craft(("wagon",), 2, 2, {"orange": 1, "pink": 1}),   # R-ex / A (S1, S2, S3)
    "stables": Craft(("horse", "ox"), 3, 3, {"grain": 3}),             # A (S3), kept (P2)
    "office": Craft(("scroll",), 2, 2, {"pink": 2}),                   # assumed (P2): all three
    "smithy": Craft(("plow",), 3, 3, {"orange": 2, "pink": 1}),  # times R-ex; price assumed (P2)
}
"""The four goods buildings; nobody may be placed on the mill."""
MILL_TIME, MILL_GRAIN, MILL_COINS = 2, 2, 2   # village-data.md §3 (R): 2 time + 2 grain → 2 coin
BUILDING_OF = {good: name for name, craft in CRAFTS.items() for good in craft.goods}

# -- travel map -------------------------------------------------------------------------------
VILLAGE = "village"
CITY_REWARDS = {
    "c1": "prestige", "c2": "prestige",       # assumed (P3/U9): both first cities give 3 PP
    "c3": "cubes", "c4": "coin", "c5": "cubes",   # assumed (P3)
    "c6": "coin", "c7": "cubes", "c8": "prestige",  # assumed (P3)
}
"""Reward of each city: 3 prestige, 1 coin or 2 influence cubes of choice (seed 004, "Viajar")."""
CITY_PRESTIGE = 3
CITY_CUBES = 2
CITY_COINS = 1


@dataclass(frozen=True)
class Path:
    """A path of the travel map and its cost: time, wagons and 2 cubes of one colour."""

    ends: tuple
    time: int
    wagons: int
    color: str
    cubes: int = 2


PATHS = {
    "p1": Path(("village", "c1"), 2, 1, "brown"),   # R; brown road to c1 assumed (P3)
    "p2": Path(("village", "c2"), 2, 1, "pink"),    # R; pink road to c2 assumed (P3)
    "p3": Path(("c1", "c3"), 1, 1, "orange"),       # assumed (P3)
    "p4": Path(("c1", "c4"), 2, 0, "pink"),         # assumed (P3)
    "p5": Path(("c2", "c4"), 2, 0, "brown"),        # assumed (P3)
    "p6": Path(("c2", "c5"), 1, 1, "orange"),       # assumed (P3)
    "p7": Path(("c3", "c6"), 2, 1, "brown"),        # assumed (P3)
    "p8": Path(("c4", "c6"), 3, 0, "orange"),       # assumed (P3)
    "p9": Path(("c4", "c7"), 3, 0, "orange"),       # assumed (P3)
    "p10": Path(("c5", "c7"), 2, 1, "pink"),        # assumed (P3)
    "p11": Path(("c6", "c8"), 3, 1, "brown"),       # assumed (P3)
    "p12": Path(("c7", "c8"), 3, 1, "pink"),        # assumed (P3)
}
"""Paths by id; each can be walked both ways, never back into the village (assumed, E11)."""
CITIES = tuple(CITY_REWARDS)


def path_between(a: str, b: str) -> str | None:
    """The id of the path joining places ``a`` and ``b`` (cities or "village"), or None."""
    for pid, path in PATHS.items():
        if set(path.ends) == {a, b}:
            return pid
    return None


def neighbours(place: str) -> list[str]:
    """Cities joined to ``place`` by one path (the village is never a destination)."""
    out = []
    for path in PATHS.values():
        if place in path.ends:
            other = path.ends[1] if path.ends[0] == place else path.ends[0]
            if other != VILLAGE:
                out.append(other)
    return sorted(out, key=CITIES.index)


TRAVEL_POINTS = (0, 1, 3, 6, 10, 14, 18)
"""Final travel prestige by cities visited, 0–6 (seed 004, "Puntuación final: Viajar")."""

# -- council chamber --------------------------------------------------------------------------
COUNCIL_STAGES = 4
COUNCIL_ENTER_TIME = 1          # seed 004, "cámara del Consejo" a)
COUNCIL_ADVANCE_TIME = {2: 2, 3: 3, 4: 3}   # time to reach stage k; assumed (P4): "2 or 3" (R)
COUNCIL_GREEN = 2               # 2 green or 1 scroll per move (R)
COUNCIL_SCROLLS = 1             # seed 004, "cámara del Consejo" a) "1 tiempo y 1 pergamino", b) "1
                                #   pergamino O 2 cubos de influencia verdes": the scroll price
COUNCIL_POINTS = (0, 0, 2, 4, 6)
"""Final prestige per member on stage 0–4 (seed 004, "Puntuación final: cámara del Consejo")."""
PRIVILEGE_CUBES = 2             # stage 2: 2 influence cubes of choice (R)
PRIVILEGE_GOODS = 1             # seed 004, "Resumen de los privilegios", stage 3: 1 good of choice
PRIVILEGE_COINS = 1             # seed 004, "Resumen de los privilegios", stage 4: exactly 1 coin
PRIVILEGE_PRESTIGE = 3          # stage 4: exactly 1 coin → 3 prestige (R)

# -- church -----------------------------------------------------------------------------------
CHURCH_BROWN, CHURCH_TIME = 1, 3      # seed 004, "Iglesia": 1 brown cube or 3 time
MONKS = 4                             # seed 004, "Componentes": 4 black monks in the black bag
MASS_DRAW = 4                         # seed 004, "Fin de una ronda": draw 4 pieces
MASS_BUYOUT_COINS = 1                 # seed 004, "Fin de una ronda" 1: 1 coin per member bought
WINDOWS = 4
"""Church windows 1 (rightmost, entry) … 4 (leftmost)."""
WINDOW_POINTS = (0, 2, 3, 4, 6)
"""Final prestige per member on window 1–4 (seed 004, "Puntuación final: Iglesia")."""
WINDOW_GRAIN = {2: 1, 3: 2, 4: 2}     # grain to move into window k; assumed (P5)
MAJORITY_PRESTIGE = 2                 # seed 004, mass phase 3

# -- village chronicle and anonymous graves ---------------------------------------------------
CATEGORIES = ("council", "crafts", "travel", "church", "farm")
"""Chronicle categories: where the member was at death (village-data.md §7, R)."""
CHRONICLE_SLOTS = (0, 0, 3, 4)        # per category: slot label (0 unlabeled); assumed (P6)
GRAVES = (0, 0, 0, 3, 4)              # grave labels; 5 graves (V, S11), labels assumed (P6)
CHRONICLE_POINTS = (0, 0, 0, 4, 7, 12)
"""Final prestige by members in the chronicle, 0–5+ (seed 004, "Crónica del pueblo")."""


def blocked(label: int, players: int) -> bool:
    """A space labeled "3"/"4" is blocked by an unused colour below that many players (R)."""
    return label > players


# -- customers and the market -----------------------------------------------------------------
@dataclass(frozen=True)
class Customer:
    """A customer tile: goods and grain demanded and the prestige printed on it."""

    demand: dict
    prestige: int


def _k(prestige: int, **demand: int) -> Customer:
    return Customer(demand, prestige)


# all assumed (P8): PP = cost of the demand (wagon/scroll 2, horse/ox/plow 3, grain 1)
CUSTOMERS = {
    "k01": _k(2, grain=2), "k02": _k(2, wagon=1), "k03": _k(2, scroll=1),
    "k04": _k(3, horse=1), "k05": _k(3, ox=1), "k06": _k(3, plow=1),
    "k07": _k(3, wagon=1, grain=1), "k08": _k(4, scroll=1, grain=2),
    "k09": _k(4, wagon=1, scroll=1), "k10": _k(4, horse=1, grain=1),
    "k11": _k(5, ox=1, grain=2), "k12": _k(5, plow=1, grain=2), "k13": _k(5, wagon=1, horse=1),
    "k14": _k(5, plow=1, scroll=1), "k15": _k(5, wagon=1, ox=1), "k16": _k(6, horse=1, ox=1),
    "k17": _k(6, ox=1, plow=1), "k18": _k(6, horse=1, plow=1),
    "k19": _k(7, wagon=1, plow=1, scroll=1), "k20": _k(7, wagon=1, horse=1, grain=2),
    "k21": _k(7, ox=1, scroll=1, grain=2), "k22": _k(8, wagon=1, horse=1, ox=1),
    "k23": _k(8, ox=1, plow=1, scroll=1), "k24": _k(9, horse=1, plow=1, scroll=1, grain=1),
}
"""The 24 customer tiles (seed 004, "Componentes": 24 fichas de clientes)."""
STALLS = (0, 0, 0, 3, 4)        # labels of stalls S1–S5; assumed (P9): "3"/"4" unused if fewer
WAITING = 5                     # waiting-line spaces W1–W5 (R: "the remaining 5 spaces")
MARKET_EXTRA = {"green": 1, "time": 1}   # every sale but the trigger's first (R)

# -- scoring ----------------------------------------------------------------------------------
SCORE_LINES = ("prestige", "travel", "council", "church", "chronicle", "customers", "coins")
"""Score lines: prestige won during play, then the final scoring in the rulebook's order."""

TERMS = {
    "orange": N_("orange"), "green": N_("green"), "brown": N_("brown"), "pink": N_("pink"),
    "black": N_("plague"),
    "harvest": N_("Grain harvest"), "family": N_("Family"), "crafts": N_("Crafts"),
    "market": N_("Market"), "travel": N_("Travel"), "council": N_("Council chamber"),
    "church": N_("Church"), "well": N_("Well"),
    "wagon": N_("wagon"), "horse": N_("horse"), "ox": N_("ox"), "plow": N_("plow"),
    "scroll": N_("scroll"), "grain": N_("grain"), "coin": N_("coin"), "time": N_("time"),
    "wainwright": N_("Wainwright"), "stables": N_("Stables"), "office": N_("Office"),
    "smithy": N_("Smithy"), "mill": N_("Mill"), "farm": N_("farmyard"),
    "c1": N_("City 1"), "c2": N_("City 2"), "c3": N_("City 3"), "c4": N_("City 4"),
    "c5": N_("City 5"), "c6": N_("City 6"), "c7": N_("City 7"), "c8": N_("City 8"),
    "prestige": N_("prestige"),
    # places of family members
    "craft:wainwright": N_("Wainwright"), "craft:stables": N_("Stables"),
    "craft:office": N_("Office"), "craft:smithy": N_("Smithy"),
    "city:c1": N_("City 1"), "city:c2": N_("City 2"), "city:c3": N_("City 3"),
    "city:c4": N_("City 4"), "city:c5": N_("City 5"), "city:c6": N_("City 6"),
    "city:c7": N_("City 7"), "city:c8": N_("City 8"),
    "council:1": N_("council stage 1"), "council:2": N_("council stage 2"),
    "council:3": N_("council stage 3"), "council:4": N_("council stage 4"),
    "church:1": N_("church window 1"), "church:2": N_("church window 2"),
    "church:3": N_("church window 3"), "church:4": N_("church window 4"),
    # verbs of the action notations (buttons read "verb arguments")
    "take": N_("Take a cube:"), "birth": N_("Birth of a new family member"),
    "recall": N_("Bring home member"), "train": N_("Train at"), "produce": N_("Produce one"),
    "buy": N_("Buy one"), "enter": N_("Enter the council chamber with member"),
    "advance": N_("Advance in the council chamber member"), "privilege": N_("Privilege of stage"),
    "serve": N_("Serve the customer at stall"), "draw": N_("Buy out of the black bag member"),
    "promote": N_("Move up member"), "die": N_("Dies: member"), "cube": N_("Take a cube"),
    "good": N_("Take a"), "pay": N_("Pay with"), "stop": N_("Stop"), "none": N_("No privilege"),
}
"""English display names of component ids used in notations and the log."""
