"""Lorenzo il Magnifico display text: component names, decision prompts, action hints,
choice and score-line names.

Presentation only (English msgids marked with ``N_``, translated when shown by the web UI);
the rules never read it.
"""
from ..i18n import N_, ngettext
from . import data
from .actions import split_servants

TERMS = {
    "wood": N_("wood"), "stone": N_("stone"), "servants": N_("servants"), "coins": N_("coins"),
    "mp": N_("military points"), "fp": N_("faith points"), "vp": N_("victory points"),
    "territory": N_("Territories"), "building": N_("Buildings"), "character": N_("Characters"),
    "venture": N_("Ventures"),
    "black": N_("black"), "white": N_("white"), "orange": N_("orange"), "neutral": N_("neutral"),
    "market": N_("Market"), "council": N_("Council Palace"), "harvest": N_("Harvest"),
    "production": N_("Production"),
    "wood_stone": N_("1 wood + 1 stone"),
    "place": N_("Place"), "take": N_("Take"), "skip": N_("Skip"), "pay": N_("Payment"),
    "exchange": N_("Exchange option"), "privilege": N_("Privilege:"), "six": N_("Value 6:"),
    "copy": N_("Copy"), "any": N_("any type"), "support": N_("Support the Church"),
    "excommunicate": N_("Accept the excommunication"), "tile": N_("Take"),
    "leader": N_("Leader"), "play": N_("play"), "use": N_("use"), "discard": N_("discard"),
    "tile_a": N_("Bonus tile A"), "tile_b": N_("Bonus tile B"), "tile_c": N_("Bonus tile C"),
    "tile_d": N_("Bonus tile D"), "basic": N_("Basic bonus tile"),
    "ex1_1": N_("military points: −{n} from each gain"),
    "ex1_2": N_("coins: −{n} from each gain"),
    "ex1_3": N_("servants: −{n} from each gain"),
    "ex1_4": N_("wood or stone: −{n} from each gain"),
    "ex1_5": N_("−{n} to every Harvest"), "ex1_6": N_("−{n} to every Production"),
    "ex1_7": N_("−{n} to coloured family members"),
    "ex2_1": N_("−{n} to take Territories"), "ex2_2": N_("−{n} to take Buildings"),
    "ex2_3": N_("−{n} to take Characters"), "ex2_4": N_("−{n} to take Ventures"),
    "ex2_5": N_("no Market"), "ex2_6": N_("servants for each +1: {n}"),
    "ex2_7": N_("skip your first turn"),
    "ex3_1": N_("no final VP for Characters"), "ex3_2": N_("no final VP for Ventures"),
    "ex3_3": N_("no final VP for Territories"), "ex3_4": N_("−1 VP per {n} VP"),
    "ex3_5": N_("military points: −1 VP per {n}"),
    "ex3_6": N_("−1 VP per wood and stone in your Buildings' costs"),
    "ex3_7": N_("resources: −1 VP per {n}"),
    "commercial_hub": N_("Commercial Hub"),
    "woods": N_("Woods"),
    "village": N_("Village"),
    "gravel_pit": N_("Gravel Pit"),
    "forest": N_("Forest"),
    "monastery": N_("Monastery"),
    "citadel": N_("Citadel"),
    "city": N_("City"),
    "gold_mine": N_("Gold Mine"),
    "mountain_town": N_("Mountain Town"),
    "mining_town": N_("Mining Town"),
    "rock_pit": N_("Rock Pit"),
    "estate": N_("Estate"),
    "hermitage": N_("Hermitage"),
    "manor_house": N_("Manor House"),
    "dukedom": N_("Dukedom"),
    "trading_town": N_("Trading Town"),
    "farm": N_("Farm"),
    "colony": N_("Colony"),
    "marble_pit": N_("Marble Pit"),
    "province": N_("Province"),
    "sanctuary": N_("Sanctuary"),
    "castle": N_("Castle"),
    "fortified_town": N_("Fortified Town"),
    "mint": N_("Mint"),
    "tax_office": N_("Tax Office"),
    "triumphal_arch": N_("Triumphal Arch"),
    "theater": N_("Theater"),
    "carpenters_shop": N_("Carpenter's Shop"),
    "stonemasons_shop": N_("Stonemason's Shop"),
    "chapel": N_("Chapel"),
    "residence": N_("Residence"),
    "marketplace": N_("Marketplace"),
    "treasury": N_("Treasury"),
    "painters_guild": N_("Painters' Guild"),
    "sculptors_guild": N_("Sculptors' Guild"),
    "stonemasons_guild": N_("Stonemasons' Guild"),
    "baptistery": N_("Baptistery"),
    "barracks": N_("Barracks"),
    "stronghold": N_("Stronghold"),
    "bank": N_("Bank"),
    "fair": N_("Fair"),
    "garden": N_("Garden"),
    "fortress": N_("Fortress"),
    "palace": N_("Palace"),
    "church": N_("Church"),
    "military_academy": N_("Military Academy"),
    "cathedral": N_("Cathedral"),
    "warlord": N_("Warlord"),
    "stonemason": N_("Stonemason"),
    "dame": N_("Dame"),
    "knight": N_("Knight"),
    "farmer": N_("Farmer"),
    "artisan": N_("Artisan"),
    "preacher": N_("Preacher"),
    "abbess": N_("Abbess"),
    "captain": N_("Captain"),
    "architect": N_("Architect"),
    "patron": N_("Patron"),
    "hero": N_("Hero"),
    "peasant": N_("Peasant"),
    "scholar": N_("Scholar"),
    "papal_messenger": N_("Papal Messenger"),
    "royal_messenger": N_("Royal Messenger"),
    "noble": N_("Noble"),
    "governor": N_("Governor"),
    "paramour": N_("Paramour"),
    "herald": N_("Herald"),
    "cardinal": N_("Cardinal"),
    "bishop": N_("Bishop"),
    "general": N_("General"),
    "ambassador": N_("Ambassador"),
    "hiring_recruits": N_("Hiring Recruits"),
    "repairing_the_church": N_("Repairing the Church"),
    "building_the_walls": N_("Building the Walls"),
    "raising_a_statue": N_("Raising a Statue"),
    "military_campaign": N_("Military Campaign"),
    "hosting_panhandlers": N_("Hosting Panhandlers"),
    "fighting_heresies": N_("Fighting Heresies"),
    "support_to_the_bishop": N_("Support to the Bishop"),
    "hiring_soldiers": N_("Hiring Soldiers"),
    "repairing_the_abbey": N_("Repairing the Abbey"),
    "building_the_bastions": N_("Building the Bastions"),
    "support_to_the_king": N_("Support to the King"),
    "improving_the_canals": N_("Improving the Canals"),
    "hosting_foreigners": N_("Hosting Foreigners"),
    "crusade": N_("Crusade"),
    "support_to_the_cardinal": N_("Support to the Cardinal"),
    "hiring_mercenaries": N_("Hiring Mercenaries"),
    "repairing_the_cathedral": N_("Repairing the Cathedral"),
    "building_the_towers": N_("Building the Towers"),
    "promoting_sacred_art": N_("Promoting Sacred Art"),
    "military_conquest": N_("Military Conquest"),
    "improving_the_roads": N_("Improving the Roads"),
    "sacred_war": N_("Sacred War"),
    "support_to_the_pope": N_("Support to the Pope"),
    "francesco_sforza": N_("Francesco Sforza"),
    "ludovico_ariosto": N_("Ludovico Ariosto"),
    "filippo_brunelleschi": N_("Filippo Brunelleschi"),
    "federico_da_montefeltro": N_("Federico da Montefeltro"),
    "girolamo_savonarola": N_("Girolamo Savonarola"),
    "giovanni_dalle_bande_nere": N_("Giovanni dalle Bande Nere"),
    "sandro_botticelli": N_("Sandro Botticelli"),
    "michelangelo_buonarroti": N_("Michelangelo Buonarroti"),
    "ludovico_iii_gonzaga": N_("Ludovico III Gonzaga"),
    "leonardo_da_vinci": N_("Leonardo da Vinci"),
    "pico_della_mirandola": N_("Pico della Mirandola"),
    "sisto_iv": N_("Sisto IV"),
    "lucrezia_borgia": N_("Lucrezia Borgia"),
    "sigismondo_malatesta": N_("Sigismondo Malatesta"),
    "lorenzo_de_medici": N_("Lorenzo de' Medici"),
    "ludovico_il_moro": N_("Ludovico il Moro"),
    "cesare_borgia": N_("Cesare Borgia"),
    "santa_rita": N_("Santa Rita"),
    "cosimo_de_medici": N_("Cosimo de' Medici"),
    "bartolomeo_colleoni": N_("Bartolomeo Colleoni"),
}
"""English display name of every component id used in actions and the log.  An
excommunication tile's name quotes its penalty's number as ``{n}`` (:func:`excommunication_name`;
the log's event carries it: rounds.excommunicate)."""


def excommunication_name(key: str, _) -> str:
    """The name of excommunication tile ``key`` ("ex1_5": "−3 to every Harvest"), translated
    with ``_``, its number the tile's penalty in data.py (data §3, ``Excommunication.amount``).

    Raises:
        KeyError: ``key`` is not an excommunication tile.
    """
    amount = data.EXCOMMUNICATION[key].amount
    name = _(TERMS[key])
    return name if amount is None else name.format(n=amount)

SPACES = {
    "territory 1": N_("Territories tower, 1st floor"),
    "territory 2": N_("Territories tower, 2nd floor"),
    "territory 3": N_("Territories tower, 3rd floor"),
    "territory 4": N_("Territories tower, 4th floor"),
    "building 1": N_("Buildings tower, 1st floor"),
    "building 2": N_("Buildings tower, 2nd floor"),
    "building 3": N_("Buildings tower, 3rd floor"),
    "building 4": N_("Buildings tower, 4th floor"),
    "character 1": N_("Characters tower, 1st floor"),
    "character 2": N_("Characters tower, 2nd floor"),
    "character 3": N_("Characters tower, 3rd floor"),
    "character 4": N_("Characters tower, 4th floor"),
    "venture 1": N_("Ventures tower, 1st floor"),
    "venture 2": N_("Ventures tower, 2nd floor"),
    "venture 3": N_("Ventures tower, 3rd floor"),
    "venture 4": N_("Ventures tower, 4th floor"),
    "market 1": N_("Market space 1"),
    "market 2": N_("Market space 2"),
    "market 3": N_("Market space 3"),
    "market 4": N_("Market space 4"),
    "harvest 1": N_("Harvest single space"), "harvest 2": N_("Harvest large space"),
    "production 1": N_("Production single space"),
    "production 2": N_("Production large space"),
}
"""Display names of the action spaces of a placement (``place <member> <space>``), as the log's
``space`` parameter names them (the council's is the term ``council``)."""
TERMS.update(SPACES)

def prompt_for(prompt: str, notations: list[str]) -> str | None:
    """The prompt's msgid worded after the options offered (``notations``), or None for the
    usual one: after the placement, only the leader actions there are (a leader can always be
    discarded; played only when its requirement is met, used once per round; data §2.1;
    review 2026-11-28 D10)."""
    if prompt != "after":
        return None
    verbs = frozenset(n.split()[1] for n in notations if n.startswith("leader "))
    return AFTER.get(verbs)


AFTER = {
    frozenset({"discard"}): N_("Round {round}: discard a leader for a council privilege, "
                               "or end your turn."),
    frozenset({"play", "discard"}): N_("Round {round}: play or discard a leader, or end your "
                                       "turn."),
    frozenset({"use", "discard"}): N_("Round {round}: use or discard a leader, or end your "
                                      "turn."),
    frozenset({"use"}): N_("Round {round}: use a leader, or end your turn."),
}
"""The after-placement prompt by the leader verbs offered; all three: PROMPTS' own."""

PROMPTS = {
    "place": N_("Round {round}: choose the family member to place."),
    "space": N_("Choose a space for the {member} family member (value {value})."),
    "after": N_("Round {round}: play, use or discard a leader, or end your turn."),
    "servants": N_("{area} of value {base}: how many servants do you add (each raises the value)?"),
    "pay": N_("Choose how to pay for {card}."),
    "privilege": N_("Choose a council privilege ({left} to take, all different)."),
    "take": N_("Take a card of type {type} with action value {value}, or skip."),
    "exchange": N_("Production: use the exchange of {card}?"),
    "vatican": N_("Vatican report: support the Church with {fp} faith points?"),
    "draft": N_("Leader draft: keep one leader (secret), pass the others."),
    "tile": N_("Choose your personal bonus tile."),
    "copy": N_("Lorenzo de' Medici: choose the leader whose ability you copy."),
    "six": N_("Federico da Montefeltro: which coloured family member has value {six}?"),
    "fewer": N_("Excommunication: receive {fewer} wood or {fewer} stone fewer from this gain?"),
}
"""Prompt text by decision prompt key; the decision's params fill the braces, the rule values
of :func:`prompt_numbers` the others (``Game.prompt_numbers``)."""


def prompt_numbers(_=None) -> dict[str, int]:
    """The rule values :data:`PROMPTS` quote, from data.py: Federico da Montefeltro's value
    (data §2) and what excommunication 1_4 takes from a gain (data §3, "1 fewer wood or
    stone"); small whole numbers, alike in every language (``_`` unused)."""
    return {"six": data.FEDERICO_VALUE, "fewer": data.EXCOMMUNICATION["ex1_4"].penalty[2]}

SECRET_PROMPTS = {"draft": N_("{name} chose a leader")}
"""How another seat's leader draft pick reads: leaders in hand stay secret (data §2.1)."""

ACTION_HINTS = {
    "pass": N_("Pass: no family member can be placed (not printed in the rulebook; assumed)"),
    "end": N_("End your turn"),
    "support": N_("Support the Church: spend all faith points for victory points"),
    "excommunicate": N_("Be excommunicated and keep the faith points (at the last report they still score)"),
    "fewer wood": N_("Lose {fewer} wood"),
    "fewer stone": N_("Lose {fewer} stone"),
}
"""A few words on some action notations.  "pass" teaches a ruling the rulebook leaves open
(docs/DATA.md, "no legal placement"): it ends with the words of the shared marker
``engine.tour.ASSUMED``, as :func:`engine.tour.assumed` writes them."""

CHOICES = {
    "skip": N_("Skip"), "support": N_("Support the Church"),
    "excommunicate": N_("Accept the excommunication"),
}
"""Labels of answers that are not component names or numbers."""

TIE_BREAKS = {
    "turn_order": N_("Tied on victory points: the tie goes to the player further ahead in "
                     "turn order."),
}
"""How a tie for first place is decided (seed 001, "Fin del juego")."""

SCORE_LINES = {
    "track": N_("Victory point track"), "territories": N_("Territories"),
    "characters": N_("Characters"), "ventures": N_("Ventures"),
    "military": N_("Military strength"), "resources": N_("Resources"),
    "excommunication": N_("Excommunication"),
}
"""Display names of the scoring lines of scoring.py."""


SERVANTS = {
    "with1": N_("with 1 servant"), "with": N_("with {n} servants"),
    "add0": N_("Add no servants"), "add1": N_("Add 1 servant"), "add": N_("Add {n} servants"),
}
"""How many servants an option spends (issue 16: nothing is spent without being chosen)."""


def action_label(game, notation: str, _) -> str | None:
    """Lorenzo's wording of a placement's two steps, a card's free action or a servants answer
    (``_``: gettext): "Black family member (5)", then "Territories tower, 4th floor", with
    "… with n servants" for a ``+<n>`` token; "Add n servants"; "Discard Francesco Sforza"; None
    otherwise (the shell's generic labels).

    >>> class G: terms = TERMS
    >>> action_label(G, "member black 5", lambda s: s)
    'Black family member (5)'
    >>> action_label(G, "place territory 4 +3", lambda s: s)
    'Territories tower, 4th floor with 3 servants'
    """
    if notation in ("fewer wood", "fewer stone"):                   # excommunication 1_4
        return _(ACTION_HINTS[notation]).format(**prompt_numbers())
    verb, *args = notation.split()
    if verb == "member" and len(args) == 2 and args[0] in MEMBER_LABELS:
        return _(MEMBER_LABELS[args[0]]).format(n=args[1])
    if verb == "servants" and len(args) == 1 and args[0].isdigit():
        n = int(args[0])
        key = "add0" if n == 0 else "add1" if n == 1 else "add"
        return _(SERVANTS[key]).format(n=n)
    if verb == "privilege" and len(args) == 1 and args[0] in PRIVILEGE_GAINS:
        return _(PRIVILEGE).format(gain=privilege_gain(args[0], _))
    if verb == "leader" and len(args) == 2 and args[0] in LEADER_VERBS:
        return _(LEADER_VERBS[args[0]]).format(leader=_(game.terms.get(args[1], args[1])))
    if verb not in ("place", "take") or not args:
        return None
    place_args, n = split_servants(tuple(args))
    space = " ".join(place_args)
    if space not in game.terms:
        return None
    space = _(game.terms[space])
    label = capital(space) if verb == "place" else _(TAKE).format(space=space)
    return f"{label} {with_servants(n, _)}" if n else label


def capital(text: str) -> str:
    """``text`` with its first letter upper-case (a space's name begins a label: "El Mercado,
    espacio 1", which the log writes "en el Mercado, espacio 1")."""
    i = next((i for i, ch in enumerate(text) if ch.isalpha()), 0)
    return text[:i] + text[i:i + 1].upper() + text[i + 1:]


PRIVILEGE = N_("Privilege: {gain}")
"""Label of ``privilege <option>``: "Privilege: 2 servants" (issue 29, D7)."""

PRIVILEGE_GAINS = ("wood_stone", "servants", "coins", "mp", "fp")
"""The council privilege options :func:`privilege_gain` words (seed 001, "El Palacio del
Consejo"; their amounts are ``data.PRIVILEGES``', written once)."""


def privilege_gain(option: str, _) -> str:
    """"2 servants": what the council privilege ``option`` (one of :data:`PRIVILEGE_GAINS`)
    gives, translated, the amount from data.PRIVILEGES in its count's form ("1 faith point",
    "2 faith points").

    Raises:
        KeyError: ``option`` is not a council privilege."""
    amounts = dict(data.PRIVILEGES[option])
    if option == "wood_stone":
        return _("{wood} wood and {stone} stone").format(**amounts)
    n = amounts[option]
    if option == "servants":
        return ngettext("{n} servant", "{n} servants", n, _).format(n=n)
    if option == "coins":
        return ngettext("{n} coin", "{n} coins", n, _).format(n=n)
    if option == "mp":
        return ngettext("{n} military point", "{n} military points", n, _).format(n=n)
    return ngettext("{n} faith point", "{n} faith points", n, _).format(n=n)


def cost_text(costs: dict | None, _) -> str:
    """What placing on a space costs before its card or reward (``costs``: one entry of the
    view's ``choosing["costs"]``, ``actions.space_costs``): "3 servants, 3 coins fee"; ""
    when nothing.  The board's label and the panel's option both say it (issue 29, D8)."""
    if not costs:
        return ""
    parts = []
    if costs["servants"]:
        parts.append(ngettext("{n} servant", "{n} servants", costs["servants"], _).format(
            n=costs["servants"]))
    if costs["fee"]:
        parts.append(ngettext("{n} coin fee", "{n} coins fee", costs["fee"], _).format(
            n=costs["fee"]))
    return ", ".join(parts)


def option_detail(game, view: dict, notation: str, _) -> str | None:
    """What the panel adds to an option's label in the position ``view`` (the deciding seat's
    view): a placement's fee for an occupied tower, as the board's label says it ("3 coins
    fee"; the servants are in the label already); None when nothing."""
    verb, *args = notation.split()
    if verb != "place" or not args:
        return None
    space = " ".join(split_servants(tuple(args))[0])
    costs = ((view.get("choosing") or {}).get("costs") or {}).get(space)
    if not costs or not costs["fee"]:
        return None
    return cost_text({"servants": 0, "fee": costs["fee"]}, _)


LEADER_VERBS = {"play": N_("Play {leader}"), "use": N_("Use {leader}'s ability"),
                "discard": N_("Discard {leader}")}
"""Labels of ``leader <verb> <id>`` (not "Leader discard Francesco Sforza")."""

TAKE = N_("Take the card on {space}")
"""Label of ``take`` (a card's free action); a ``place`` (the space of a placement) reads as
its space's name."""

MEMBER_LABELS = {"black": N_("Black family member ({n})"),
                 "white": N_("White family member ({n})"),
                 "orange": N_("Orange family member ({n})"),
                 "neutral": N_("Neutral family member ({n})")}
"""Labels of ``member <member> <value>``, the first step of a placement: the member and the
value it acts with (whole sentences, so that each language puts the colour where it goes)."""


def with_servants(n: int, _) -> str:
    """"with n servants", translated (n >= 1)."""
    message = SERVANTS["with1"] if n == 1 else SERVANTS["with"]
    return _(message).format(n=n)


GROUPS = {"territory": N_("Territories tower"), "building": N_("Buildings tower"),
          "character": N_("Characters tower"), "venture": N_("Ventures tower"),
          "market": N_("Market"), "harvest": N_("Harvest"), "production": N_("Production")}
"""Panel groups of a placement's spaces (``place <area> …``): a tower, the Market, an area."""


def option_group(notation: str) -> str | None:
    """The panel group of a ``place`` option (:meth:`engine.core.Game.option_group`): its
    tower or area; None for the Council Palace and every other option.

    >>> option_group("place territory 4 +3"), option_group("place council")
    ('Territories tower', None)
    """
    verb, *args = notation.split()
    return GROUPS.get(args[0]) if verb == "place" and len(args) >= 2 else None
