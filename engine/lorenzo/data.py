"""Lorenzo il Magnifico components and board values, as data.

Sources: the Spanish basic rulebook (seed 001, cited by its section headings) and
../shared/rules/lorenzo-data.md (cited as "data §N"), which gives every card, leader,
excommunication tile, personal bonus tile and board number read off the official artwork.
Values neither source settles are marked ``assumed`` with a one-line reason and listed in
docs/DATA.md.

Effects are data: tuples whose first item is a verb interpreted by ``effects.py``:

    ("gain", R)                      gain the resources / points of R
    ("privileges", n)                n council privileges, all different
    ("gain_per_card", type, R)       R for each card of ``type`` held (the new one included)
    ("gain_per_mp", k, R)            R for every k military points held (rounded down)
    ("take", type | "any", v, R)     a free action of value v to take a card, cost reduced by R
    ("harvest", v), ("production", v) a free Harvest / Production action of value v
    ("exchange", options)            production: choose one option (pay R, gain R, privileges)
                                     or none; options are alternatives ("OR" on the card)

Character permanent effects (data §1.3):

    ("action_bonus", kind, n)        +n to every action of ``kind`` (a card type, "harvest",
                                     "production")
    ("discount", type, R)            cost of cards of ``type`` reduced by R
    ("discount_choice", type, (R,..)) cost reduced by one of the R (player's choice)
    ("no_floor_bonus",)              floor bonuses of the towers are not received (Preacher)
"""
from __future__ import annotations

from dataclasses import dataclass

RESOURCES = ("wood", "stone", "servants", "coins")
"""The four resources (seed 001, "Preparar"); they count for final scoring."""
POINTS = ("mp", "fp", "vp")
"""Military, faith and victory points (tracks on the board)."""
KINDS = RESOURCES + POINTS

TYPES = ("territory", "building", "character", "venture")
"""Development card types; also the towers, in board order of data §5.1 is
territory, character, building, venture (``TOWER_ORDER``)."""
TOWER_ORDER = ("territory", "character", "building", "venture")
PERIODS = (1, 2, 3)
ROUNDS = 6
MEMBERS = ("black", "white", "orange", "neutral")
"""Family members: three coloured (one per die) and the neutral one of value 0 (seed 001,
"Acciones")."""
DICE = ("black", "white", "orange")


def R(**amounts: int) -> tuple[tuple[str, int], ...]:
    """A bundle of resources/points as a tuple of (kind, amount) pairs in ``KINDS`` order.

    >>> R(coins=2, wood=1)
    (('wood', 1), ('coins', 2))
    """
    for kind in amounts:
        if kind not in KINDS:
            raise ValueError(f"unknown resource {kind!r}")
    return tuple((k, amounts[k]) for k in KINDS if amounts.get(k))


NONE = R()


@dataclass(frozen=True)
class Cost:
    """One way to pay for a card: resources, and for some ventures military points
    (``need_mp`` held, ``pay_mp`` spent; data §0 "Ventures")."""

    resources: tuple = NONE
    need_mp: int = 0
    pay_mp: int = 0


@dataclass(frozen=True)
class Card:
    """One development card (data §1).

    Attributes:
        number: the number printed on the card (1-96).  key: snake-case id of its English name.
        type: one of TYPES.  period: 1-3.
        costs: the payment options (one, or two for ventures with a double cost; territories
            have one empty option).
        immediate: effects resolved when the card is taken.
        value: harvest/production value of territories and buildings, else 0.
        permanent: harvest/production effects (territory/building) or permanent abilities
            (characters).
        end_vp: victory points at the end of the game (ventures).
    """

    number: int
    key: str
    name: str
    type: str
    period: int
    costs: tuple[Cost, ...]
    immediate: tuple = ()
    value: int = 0
    permanent: tuple = ()
    end_vp: int = 0


def _key(name: str) -> str:
    return "".join(c if c.isalnum() else "_" for c in name.lower().replace("'", "")).strip("_")


def _gain(**kw):
    return ("gain", R(**kw))


def _ex(*options):
    """An exchange effect: options of (pay R, gain R, privileges)."""
    return ("exchange", tuple(options))


def _card(number, period, name, type_, costs=(Cost(),), immediate=(), value=0, permanent=(),
          end_vp=0):
    return Card(number, _key(name), name, type_, period, tuple(costs), tuple(immediate), value,
                tuple(permanent), end_vp)


def _territory(number, period, name, immediate, value, harvest):
    return _card(number, period, name, "territory", immediate=immediate, value=value,
                 permanent=harvest)


def _building(number, period, name, cost, immediate, value, production):
    return _card(number, period, name, "building", (Cost(cost),), immediate, value, production)


def _character(number, period, name, coins, immediate=(), permanent=()):
    return _card(number, period, name, "character", (Cost(R(coins=coins)),), immediate,
                 permanent=permanent)


def _venture(number, period, name, costs, immediate, end_vp):
    return _card(number, period, name, "venture", costs, immediate, end_vp=end_vp)


P = ("privileges", 1)

# data §1.1 Territories: (number, period, name, immediate, harvest value, harvest reward)
TERRITORIES = (
    _territory(1, 1, "Commercial Hub", (), 1, (_gain(coins=1),)),
    _territory(2, 1, "Woods", (_gain(wood=1),), 2, (_gain(wood=1),)),
    _territory(3, 1, "Village", (), 3, (_gain(coins=1, servants=1),)),
    _territory(4, 1, "Gravel Pit", (_gain(stone=2),), 4, (_gain(stone=2),)),
    _territory(5, 1, "Forest", (_gain(wood=1),), 5, (_gain(wood=3),)),
    _territory(6, 1, "Monastery", (_gain(servants=1, mp=2),), 6, (_gain(stone=1, fp=1),)),
    _territory(7, 1, "Citadel", (), 5, (_gain(stone=1, mp=2),)),
    _territory(8, 1, "City", (_gain(coins=3),), 6, (P,)),
    _territory(9, 2, "Gold Mine", (_gain(coins=1),), 1, (_gain(coins=2),)),
    _territory(10, 2, "Mountain Town", (_gain(servants=1),), 3, (_gain(wood=2, mp=1),)),
    _territory(11, 2, "Mining Town", (_gain(stone=1, servants=2),), 4,
               (_gain(stone=2, servants=1),)),
    _territory(12, 2, "Rock Pit", (_gain(wood=1),), 3, (_gain(stone=3),)),
    _territory(13, 2, "Estate", (_gain(wood=1, servants=2),), 4, (_gain(coins=1, wood=2),)),
    _territory(14, 2, "Hermitage", (_gain(fp=1),), 2, (_gain(fp=1),)),
    _territory(15, 2, "Manor House", (), 5, (_gain(servants=2, mp=2),)),
    _territory(16, 2, "Dukedom", (_gain(coins=4),), 6, (_gain(coins=1, wood=2, stone=1),)),
    _territory(17, 3, "Trading Town", (_gain(coins=1, servants=1),), 1, (_gain(coins=3),)),
    _territory(18, 3, "Farm", (_gain(wood=1, vp=1),), 3, (_gain(wood=2, vp=2),)),
    _territory(19, 3, "Colony", (_gain(mp=2),), 5, (_gain(wood=1, vp=4),)),
    _territory(20, 3, "Marble Pit", (_gain(vp=3),), 2, (_gain(stone=2, vp=1),)),
    _territory(21, 3, "Province", (_gain(stone=1), P), 6, (_gain(stone=1, vp=4),)),
    _territory(22, 3, "Sanctuary", (_gain(fp=1),), 1, (_gain(coins=1, fp=1),)),
    _territory(23, 3, "Castle", (_gain(coins=2, vp=2),), 4, (_gain(servants=1, mp=3),)),
    _territory(24, 3, "Fortified Town", (_gain(servants=1, mp=2),), 2,
               (_gain(servants=2, mp=1),)),
)

# data §1.2 Buildings: (number, period, name, cost, immediate, production value, production)
BUILDINGS = (
    _building(25, 1, "Mint", R(wood=1, stone=3), (_gain(vp=5),), 5,
              (("gain_per_card", "building", R(coins=1)),)),
    _building(26, 1, "Tax Office", R(wood=3, stone=1), (_gain(vp=5),), 5,
              (("gain_per_card", "territory", R(coins=1)),)),
    _building(27, 1, "Triumphal Arch", R(coins=2, stone=2), (_gain(vp=6),), 6,
              (("gain_per_card", "venture", R(vp=1)),)),
    _building(28, 1, "Theater", R(coins=2, wood=2), (_gain(vp=6),), 6,
              (("gain_per_card", "character", R(vp=1)),)),
    _building(29, 1, "Carpenter's Shop", R(coins=1, wood=2), (_gain(vp=3),), 4,
              (_ex((R(wood=1), R(coins=3), 0), (R(wood=2), R(coins=5), 0)),)),
    _building(30, 1, "Stonemason's Shop", R(coins=1, stone=2), (_gain(vp=2),), 3,
              (_ex((R(stone=1), R(coins=3), 0), (R(stone=2), R(coins=5), 0)),)),
    _building(31, 1, "Chapel", R(wood=2), (_gain(fp=1),), 2,
              (_ex((R(coins=1), R(fp=1), 0)),)),
    _building(32, 1, "Residence", R(stone=2), (_gain(vp=1),), 1,
              (_ex((R(coins=1), NONE, 1)),)),
    _building(33, 2, "Marketplace", R(wood=2, stone=1), (_gain(vp=3),), 3,
              (_ex((R(coins=3), R(wood=2, stone=2), 0)),)),
    _building(34, 2, "Treasury", R(wood=3), (_gain(vp=4),), 3,
              (_ex((R(coins=1), R(vp=3), 0), (R(coins=2), R(vp=5), 0)),)),
    _building(35, 2, "Painters' Guild", R(wood=4), (_gain(vp=5),), 4,
              (_ex((R(wood=1), R(vp=3), 0), (R(wood=3), R(vp=7), 0)),)),
    _building(36, 2, "Sculptors' Guild", R(stone=4), (_gain(vp=6),), 5,
              (_ex((R(stone=1), R(vp=3), 0), (R(stone=3), R(vp=7), 0)),)),
    _building(37, 2, "Stonemasons' Guild", R(wood=1, stone=2), (_gain(vp=4),), 4,
              (_ex((R(wood=1, stone=1, servants=1), R(vp=6), 0)),)),
    _building(38, 2, "Baptistery", R(stone=3), (_gain(fp=1, vp=2),), 2,
              (_ex((R(fp=1), R(coins=2, vp=2), 0)),)),
    _building(39, 2, "Barracks", R(wood=1, stone=1), (_gain(vp=3),), 1,
              (_ex((R(servants=1), R(mp=3), 0)),)),
    _building(40, 2, "Stronghold", R(coins=2, wood=2, stone=2), (_gain(vp=8),), 6,
              (_gain(mp=2, vp=2),)),
    _building(41, 3, "Bank", R(coins=3, wood=1, stone=3), (_gain(vp=7),), 2,
              (_gain(coins=5),)),
    _building(42, 3, "Fair", R(coins=4, wood=3), (_gain(vp=8),), 4,
              (_ex((R(coins=4), R(wood=3, stone=3), 0)),)),
    _building(43, 3, "Garden", R(wood=4, stone=2, servants=2), (_gain(vp=10),), 1,
              (_gain(vp=3),)),
    _building(44, 3, "Fortress", R(coins=2, wood=2, stone=4), (_gain(vp=9),), 5,
              (_gain(vp=2), P)),
    _building(45, 3, "Palace", R(coins=3, wood=3, stone=1), (_gain(vp=9),), 6,
              (_ex((R(coins=1), R(servants=2, vp=4), 0)),)),
    _building(46, 3, "Church", R(wood=1, stone=4), (_gain(fp=1, vp=5),), 1,
              (_ex((R(wood=1), R(fp=2), 0), (R(stone=1), R(fp=2), 0)),)),
    _building(47, 3, "Military Academy", R(wood=2, stone=2, servants=1), (_gain(vp=7),), 3,
              (_ex((R(servants=1), R(mp=3, vp=1), 0)),)),
    _building(48, 3, "Cathedral", R(wood=4, stone=4), (_gain(fp=3, vp=7),), 2,
              (_gain(vp=1),)),
)

# data §1.3 Characters: (number, period, name, coin cost, immediate, permanent)
CHARACTERS = (
    _character(49, 1, "Warlord", 2, (_gain(mp=3),), (("action_bonus", "territory", 2),)),
    _character(50, 1, "Stonemason", 4, (), (("action_bonus", "building", 2),
               ("discount_choice", "building", (R(wood=1), R(stone=1))))),
    _character(51, 1, "Dame", 4, (), (("action_bonus", "character", 2),
               ("discount", "character", R(coins=1)))),
    _character(52, 1, "Knight", 2, (P,), (("action_bonus", "venture", 2),)),
    _character(53, 1, "Farmer", 3, (), (("action_bonus", "harvest", 2),)),
    _character(54, 1, "Artisan", 3, (), (("action_bonus", "production", 2),)),
    _character(55, 1, "Preacher", 2, (_gain(fp=4),), (("no_floor_bonus",),)),
    _character(56, 1, "Abbess", 3, (_gain(fp=1), ("take", "any", 4, NONE))),
    _character(57, 2, "Captain", 4, (_gain(mp=2), ("take", "territory", 6, NONE))),
    _character(58, 2, "Architect", 4, (("take", "building", 6, R(wood=1, stone=1)),)),
    _character(59, 2, "Patron", 3, (("take", "character", 6, R(coins=2)),)),
    _character(60, 2, "Hero", 4, (P, ("take", "venture", 6, NONE))),
    _character(61, 2, "Peasant", 4, (), (("action_bonus", "harvest", 3),)),
    _character(62, 2, "Scholar", 4, (), (("action_bonus", "production", 3),)),
    _character(63, 2, "Papal Messenger", 5, (_gain(fp=3),)),
    _character(64, 2, "Royal Messenger", 5, (("privileges", 3),)),
    _character(65, 3, "Noble", 6, (("gain_per_card", "territory", R(vp=2)),)),
    _character(66, 3, "Governor", 6, (("gain_per_card", "building", R(vp=2)),)),
    _character(67, 3, "Paramour", 7, (("gain_per_card", "character", R(vp=2)),)),
    _character(68, 3, "Herald", 6, (("gain_per_card", "venture", R(vp=2)),)),
    _character(69, 3, "Cardinal", 4, (_gain(fp=2), ("harvest", 4))),
    _character(70, 3, "Bishop", 5, (_gain(fp=1), ("production", 4))),
    _character(71, 3, "General", 5, (("gain_per_mp", 2, R(vp=1)),)),
    _character(72, 3, "Ambassador", 6, (P, ("take", "any", 7, NONE))),
)


def _mp(need, pay):
    return Cost(NONE, need, pay)


# data §1.4 Ventures: (number, period, name, cost options, immediate, end-game VP)
VENTURES = (
    _venture(73, 1, "Hiring Recruits", (Cost(R(coins=4)),), (_gain(mp=5),), 4),
    _venture(74, 1, "Repairing the Church", (Cost(R(coins=1, wood=1, stone=1)),),
             (_gain(fp=1),), 5),
    _venture(75, 1, "Building the Walls", (Cost(R(stone=3)),), (_gain(mp=2), P), 3),
    _venture(76, 1, "Raising a Statue", (Cost(R(wood=2, stone=2)),), (("privileges", 2),), 4),
    _venture(77, 1, "Military Campaign", (_mp(3, 2),), (_gain(coins=3),), 5),
    _venture(78, 1, "Hosting Panhandlers", (Cost(R(wood=3)),), (_gain(servants=4),), 4),
    _venture(79, 1, "Fighting Heresies", (_mp(5, 3),), (_gain(fp=2),), 5),
    _venture(80, 1, "Support to the Bishop", (Cost(R(coins=2, wood=1, stone=1)), _mp(4, 2)),
             (_gain(fp=3),), 1),
    _venture(81, 2, "Hiring Soldiers", (Cost(R(coins=6)),), (_gain(mp=6),), 5),
    _venture(82, 2, "Repairing the Abbey", (Cost(R(coins=2, wood=2, stone=2)),),
             (_gain(fp=2),), 6),
    _venture(83, 2, "Building the Bastions", (Cost(R(stone=4)),), (_gain(mp=3), P), 2),
    _venture(84, 2, "Support to the King", (_mp(6, 3),), (_gain(coins=5), P), 3),
    _venture(85, 2, "Improving the Canals", (Cost(R(coins=3, servants=2)),),
             (("harvest", 4),), 5),
    _venture(86, 2, "Hosting Foreigners", (Cost(R(wood=4)),), (_gain(servants=5),), 4),
    _venture(87, 2, "Crusade", (_mp(8, 4),), (_gain(coins=5, fp=1),), 5),
    _venture(88, 2, "Support to the Cardinal", (Cost(R(coins=3, wood=2, stone=2)), _mp(7, 4)),
             (_gain(fp=3),), 4),
    _venture(89, 3, "Hiring Mercenaries", (Cost(R(coins=8)),), (_gain(mp=7),), 6),
    _venture(90, 3, "Repairing the Cathedral", (Cost(R(coins=3, wood=3, stone=3)),),
             (_gain(fp=1), ("take", "any", 7, NONE)), 5),
    _venture(91, 3, "Building the Towers", (Cost(R(stone=6)),), (_gain(mp=4), P), 4),
    _venture(92, 3, "Promoting Sacred Art", (Cost(R(wood=6)),), (_gain(fp=3),), 3),
    _venture(93, 3, "Military Conquest", (_mp(12, 6),), (_gain(coins=3, wood=3, stone=3),), 7),
    _venture(94, 3, "Improving the Roads", (Cost(R(coins=4, servants=3)),),
             (("production", 3),), 5),
    _venture(95, 3, "Sacred War", (_mp(15, 8),), (_gain(fp=4),), 8),
    _venture(96, 3, "Support to the Pope", (Cost(R(coins=4, wood=3, stone=3)), _mp(10, 5)),
             (_gain(fp=2),), 10),
)

CARDS = {c.key: c for c in TERRITORIES + BUILDINGS + CHARACTERS + VENTURES}
"""All 96 development cards by key."""
CARD_KEYS = tuple(CARDS)

# -- board (data §5) ---------------------------------------------------------------------------
FLOOR_VALUES = (1, 3, 5, 7)
"""Action value needed on floors 1-4 of every tower (seed 001, "Reglas para colocar ...")."""
FLOOR_BONUS = {
    "territory": (NONE, NONE, R(wood=1), R(wood=2)),
    "character": (NONE, NONE, R(stone=1), R(stone=2)),
    "building": (NONE, NONE, R(mp=1), R(mp=2)),
    "venture": (NONE, NONE, R(coins=1), R(coins=2)),
}
"""Bonus of each floor (1-4) by tower (data §5.1)."""
OCCUPIED_TOWER_FEE = 3
SERVANT_RATE = 1                # seed 001, "B. Acciones": servants raise a member's value 1:1
                                #   (servants per +1; excommunication 2_6 makes it 2)
"""Coins paid to place in a tower already holding a family member (seed 001)."""
MAX_CARDS_PER_TYPE = 6

MARKET = (R(coins=5), R(servants=5), R(mp=3, coins=2), ("privileges", 2))
"""Market spaces 1-4 (data §5.2); spaces 3 and 4 only with 4 players."""
MARKET_SPACES = {2: 2, 3: 2, 4: 4}
"""Market spaces open by player count (data §5.10)."""
COUNCIL_REWARD = R(coins=1)
"""Council Palace: 1 coin + 1 council privilege (seed 001, "El Palacio del Consejo")."""
FEDERICO_VALUE = 6                  # data §2, Federico da Montefeltro: a coloured member's value
LARGE_SPACE_PENALTY = 3
"""The large Harvest / Production space gives −3 to the action value (seed 001)."""
LARGE_SPACES_FROM = 3
"""The large Harvest / Production spaces are covered in 2-player games (seed 001)."""
SPACE_VALUE = 1
"""Action value needed in the market, council palace, harvest and production (seed 001)."""

PRIVILEGES = {
    "wood_stone": R(wood=1, stone=1), "servants": R(servants=2), "coins": R(coins=2),
    "mp": R(mp=2), "fp": R(fp=1),
}
"""Council privilege options (seed 001, "El Palacio del Consejo")."""

TERRITORY_SLOT_MP = (0, 0, 3, 7, 12, 18)
"""Military points needed to place the 1st..6th territory (data §5.5)."""
FAITH_VP = (0, 1, 2, 3, 4, 5, 7, 9, 11, 13, 15, 17, 19, 22, 25, 30)
"""VP for supporting the Church with 0..15 faith points (data §5.7)."""
FAITH_TRACK_END = 15  # assumed: FP above 15 are worth 30 VP like 15 (data §8.1, no source)
FAITH_REQUIRED = {1: 3, 2: 4, 3: 5}
"""Faith points needed to support the Church at each period's Vatican report (data §5.7)."""
TERRITORY_VP = (0, 0, 0, 1, 4, 10, 20)
"""End VP for 0..6 territory cards (seed 001, "Puntuación final")."""
CHARACTER_VP = (0, 1, 3, 6, 10, 15, 21)
"""End VP for 0..6 character cards (seed 001, "Puntuación final")."""
MILITARY_TRACK_END = 25  # assumed: the printed track stops at 25 MP (data §5.8); no rule says
# what happens above it, so gains beyond it are lost, as in the public implementation
# GiovanniBozzano/lorenzo-il-magnifico (PlayerResourceHandler.fixResourcesCap)
"""Military points a player can hold: the last space of the military track (data §5.8)."""
MILITARY_VP = (5, 2)
"""End VP for the most and second most military points (seed 001)."""
RESOURCES_PER_VP = 5
START_RESOURCES = R(wood=2, stone=2, servants=3)
START_COINS = (5, 6, 7, 8)
"""Coins of the 1st..4th player in turn order (seed 001, "Preparar")."""


@dataclass(frozen=True)
class BonusTile:
    """A personal bonus tile side: what Production and Harvest give at value 1 (data §4)."""

    key: str
    production: tuple
    harvest: tuple


BASIC_TILE = BonusTile("basic", R(coins=2, mp=1), R(wood=1, stone=1, servants=1))
ADVANCED_TILES = (
    BonusTile("tile_a", R(coins=1, servants=2), R(wood=1, stone=1, mp=1)),
    BonusTile("tile_b", R(coins=1, mp=2), R(wood=1, stone=1, servants=1)),
    BonusTile("tile_c", R(coins=2, servants=1), R(wood=1, stone=1, mp=1)),
    BonusTile("tile_d", R(servants=1, mp=2), R(wood=1, stone=1, coins=1)),
)
BONUS_TILES = {t.key: t for t in (BASIC_TILE,) + ADVANCED_TILES}
BONUS_TILE_VALUE = 1


@dataclass(frozen=True)
class Excommunication:
    """An excommunication tile (data §3); ``penalty`` is one effect:

    ("gain_malus", kinds, n)       receive n fewer of one of ``kinds`` from each source
    ("action_malus", kind, n)      −n to every action of ``kind`` (card type, harvest, production)
    ("member_malus", n)            coloured family members −n
    ("no_market",)                 no family member in the market
    ("servant_rate", n)            n servants for each +1
    ("skip_first_turn",)           skip the first turn of each round, place last at the end
    ("no_final", type)             no end VP for cards of ``type``
    ("lose_vp_per_vp", n)          at the end, before scoring: −1 VP per n VP
    ("lose_vp_per_mp", n)          −1 VP per n MP
    ("lose_vp_building_costs",)    −1 VP per wood and stone in building costs
    ("lose_vp_per_resource", n)    −1 VP per n resources
    """

    key: str
    period: int
    penalty: tuple

    @property
    def amount(self) -> int | None:
        """The penalty's number, which its name quotes (fewer per gain, the value lost, servants
        per +1, the VP ratio), or None for a penalty without one (``no_market``, ``no_final``,
        ``skip_first_turn``, ``lose_vp_building_costs``)."""
        last = self.penalty[-1]
        return last if isinstance(last, int) and len(self.penalty) > 1 else None


EXCOMMUNICATIONS = tuple(Excommunication(f"ex{p}_{n}", p, pen) for p, n, pen in (
    (1, 1, ("gain_malus", ("mp",), 1)),
    (1, 2, ("gain_malus", ("coins",), 1)),
    (1, 3, ("gain_malus", ("servants",), 1)),
    (1, 4, ("gain_malus", ("wood", "stone"), 1)),
    (1, 5, ("action_malus", "harvest", 3)),
    (1, 6, ("action_malus", "production", 3)),
    (1, 7, ("member_malus", 1)),
    (2, 1, ("action_malus", "territory", 4)),
    (2, 2, ("action_malus", "building", 4)),
    (2, 3, ("action_malus", "character", 4)),
    (2, 4, ("action_malus", "venture", 4)),
    (2, 5, ("no_market",)),
    (2, 6, ("servant_rate", 2)),
    (2, 7, ("skip_first_turn",)),
    (3, 1, ("no_final", "character")),
    (3, 2, ("no_final", "venture")),
    (3, 3, ("no_final", "territory")),
    (3, 4, ("lose_vp_per_vp", 5)),
    (3, 5, ("lose_vp_per_mp", 1)),
    (3, 6, ("lose_vp_building_costs",)),
    (3, 7, ("lose_vp_per_resource", 1)),
))
EXCOMMUNICATION = {e.key: e for e in EXCOMMUNICATIONS}


@dataclass(frozen=True)
class Leader:
    """A leader card (data §2).

    Attributes:
        requirement: what must be held to play it: ("cards", {type: n}) with type "same" for
            "n cards of one single type", and/or resources/points as R.
        once_per_round: True for the "1x" abilities.
        ability: one effect: a gain (``("gain", R)``, ``("privileges", 1)``), a free action
            (``("harvest", v)``, ``("production", v)``), or a permanent rule change named by
            its verb ("occupied_spaces", "no_tower_fee", "member_six", "coin_discount",
            "vatican_bonus", "coloured_bonus", "neutral_bonus", "copy_leader",
            "coloured_five", "no_territory_mp", "double_card_resources").
    """

    key: str
    name: str
    cards: tuple
    resources: tuple
    once_per_round: bool
    ability: tuple


def _cards(**n):
    return tuple(sorted(n.items()))


LEADERS = tuple(Leader(_key(name), name, cards, res, opr, ability)
                for name, cards, res, opr, ability in (
    ("Francesco Sforza", _cards(venture=5), NONE, True, ("harvest", 1)),
    ("Ludovico Ariosto", _cards(character=5), NONE, False, ("occupied_spaces",)),
    ("Filippo Brunelleschi", _cards(building=5), NONE, False, ("no_tower_fee",)),
    ("Federico da Montefeltro", _cards(territory=5), NONE, True, ("member_six",)),
    ("Girolamo Savonarola", (), R(coins=18), True, ("gain", R(fp=1))),
    ("Giovanni dalle Bande Nere", (), R(mp=12), True, ("gain", R(wood=1, stone=1, coins=1))),
    ("Sandro Botticelli", (), R(wood=10), True, ("gain", R(mp=2, vp=1))),
    ("Michelangelo Buonarroti", (), R(stone=10), True, ("gain", R(coins=3))),
    ("Ludovico III Gonzaga", (), R(servants=15), True, ("privileges", 1)),
    ("Leonardo da Vinci", _cards(character=4, territory=2), NONE, True, ("production", 0)),
    ("Pico della Mirandola", _cards(venture=4, building=2), NONE, False, ("coin_discount", 3)),
    ("Sisto IV", (), R(wood=6, stone=6, coins=6, servants=6), False, ("vatican_bonus", 5)),
    ("Lucrezia Borgia", _cards(same=6), NONE, False, ("coloured_bonus", 2)),
    ("Sigismondo Malatesta", (), R(mp=7, fp=3), False, ("neutral_bonus", 3)),
    ("Lorenzo de' Medici", (), R(vp=35), False, ("copy_leader",)),
    ("Ludovico il Moro", _cards(territory=2, character=2, building=2, venture=2), NONE, False,
     ("coloured_five",)),
    ("Cesare Borgia", _cards(building=3), R(coins=12, fp=2), False, ("no_territory_mp",)),
    ("Santa Rita", (), R(fp=8), False, ("double_card_resources",)),
    ("Cosimo de' Medici", _cards(character=2, building=4), NONE, True,
     ("gain", R(servants=3, vp=1))),
    ("Bartolomeo Colleoni", _cards(territory=4, venture=2), NONE, True, ("gain", R(vp=4))),
))
LEADER = {leader.key: leader for leader in LEADERS}
LEADERS_PER_PLAYER = 4
