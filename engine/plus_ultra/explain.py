"""Plus Ultra's explanations of board elements (issue 21; ``Game.explain``): what each
character, common action, zone, tile and piece is and does, in our own words after seed 002
(the published "Reglamento") and, for the ``early`` variant, seed 000.

Keys (``data-explain`` on the board, engine/plus_ultra/render.py):
``plus_ultra:character:<id>``, ``plus_ultra:common:<id>``, ``plus_ultra:zone:<zone>``,
``plus_ultra:tile:<kind>`` and ``plus_ultra:piece:<piece>``.  Numbers come from the view's
edition and constants (the defaults of seed 002 without a view).
"""
from __future__ import annotations

from . import data
from ..i18n import N_

CHARACTERS = {
    "admiral": (None,
                N_("1: move a goods tile from the New World to the Market; 2 GP more if those "
                   "goods are not in the Market yet, and 1 trade marker."),
                N_("2: place 2 of your trade markers in Maritime Trade and gain 1 ducat.")),
    "cardinal": (N_("Passive: 1 ducat for each bull another player buys this turn."),
                 N_("1: donate goods from the Market to the Church for 1 GP; if those goods are "
                    "not in the Church yet, pay 1 ducat to put your rosetón on them."),
                 N_("2: gain a bull.")),
    "merchant": (None,
                 N_("1: sell the top tile of the Surplus or the last Market tile: 4 ducats, "
                    "less 1 for each equal tile left in the Market."),
                 N_("2: buy titles: 2 ducats for 1 GP, 3 for 2 GP or 4 for 3 GP.")),
    "constable": (N_("Passive: 1 GP if Spain wins the war this turn."),
                  N_("1: send an active tercio to the European Wars; if the war level is "
                     "already reached, swap yours for a tercio there (it goes back tired)."),
                  N_("2: gain a tercio, active or tired as you choose.")),
    "conquistador": (None,
                     N_("1: explore the first face-down New World tile: goods give 2 GP, "
                        "natives may be captured, a colony goes to the first free colony row "
                        "(build a house there for 2 ducats)."),
                     N_("2: send goods from the New World to the Surplus and gain 2 ducats.")),
    "pirate": (None,
               N_("1: remove any player's trade marker and gain 2 ducats."),
               N_("2: remove a face-up goods tile of the New World and gain 2 ducats (2 ducats "
                  "even when there is nothing to take).")),
    "king": (N_("Passive: the King's player moves first in Peer Order."),
             N_("1: gain GP by Crown wealth (0–1: 0, 2–3: 1, 4–5: 2, 6: 3)."),
             N_("2: tax: every other player loses 1 ducat or 1 GP; the Crown gains 2 "
                "ducats.")),
    "secretary": (N_("Passive: 2 GP at the reveal if nobody else has the King."),
                  N_("1: pay 1 ducat and 1 from the Crown: gain a rosetón or a house, or put "
                     "a marker on Magellan's voyage."),
                  N_("2: advance 1 in Peer Order and gain 1 ducat.")),
    "viceroy": (None,
                N_("1: pay 1 ducat and 1 from the Crown: build a house in a colony."),
                N_("2: capture natives: spend a bull, or pay 1 ducat and 1 from the Crown and "
                   "tire a tercio.")),
}
"""Each character's passive action (or None) and its two active actions (seed 002,
"Personajes"; the Viceroy after the game's actions.py)."""

EARLY_ACTIONS = {
    "secretary": (None, N_("2: buy an estate for 2 ducats.")),
    "pirate": (None, N_("2: plunder goods next to a colony for 2 ducats; the colony's owner "
                        "tires a tercio or loses 1 ducat.")),
}
"""Active actions that read differently in the earlier edition (seed 000)."""

COMMONS = {
    "painter": N_("Spend {n} ducats and gain 2 GP."),
    "mission": N_("Spend {n} ducats and place one of your houses in a colony."),
    "loan": N_("Lose 1 GP and gain 3 ducats."),
    "court": N_("Spend {n} ducats and advance 1 in Peer Order (from the next turn)."),
    "finance": N_("Spend {n} ducats and gain a tercio, active or tired."),
    "workshops": N_("Spend {n} ducats and gain a rosetón or a house of your colour."),
    "trade": N_("Spend {n} ducats and place a marker of yours in Maritime Trade."),
    "estate": N_("Spend {n} ducats and take an estate from the board."),
}
"""What each common action does (seed 002, "Listado de acciones comunes")."""

ZONES = {
    "peer-order": (N_("Peer Order"), (
        N_("The order in which players choose characters and act; changes apply from the "
           "next turn."),
        N_("At the start of a turn the 3rd gains 1 ducat and the 4th 2; from turn 5 the 1st "
           "gains GP (turn 5: 1; turns 6–7: 2, and 1 for the 2nd)."))),
    "turn-track": (N_("Turn"), (
        N_("The game lasts {turns} turns of two rounds: everyone plays both characters."),
        N_("Now: turn {turn}."))),
    "crown": (N_("Crown wealth"), (
        N_("The Crown's ducats: {crown} of at most {cap}; what goes above is handed out in "
           "Peer Order."),
        N_("Some actions take 1 ducat from the Crown; if it is empty, you pay that ducat "
           "too. At the end of a turn, each Market tile of the set-aside character's goods "
           "leaves and adds 1 ducat to the Crown."))),
    "market": (N_("Market"), (
        N_("Goods from the New World arrive here: {slots} slots, tiles close up to the "
           "right. When it is full, whoever adds goods moves one tile to the Surplus."),
        N_("The Merchant sells the last tile; the Cardinal donates from here."))),
    "surplus": (N_("Surplus"), (
        N_("A pile of goods that did not fit in the Market: {n} tiles now. The Merchant may "
           "sell its top tile."),)),
    "church": (N_("Church"), (
        N_("Donated goods: 1 GP each; on goods not there yet you may pay 1 ducat for your "
           "rosetón."),
        N_("Filling all {spaces} spaces completes a Cathedral: rosetones come back for 2 GP "
           "each, 2 GP more to who completed it. At the end, 1 GP per rosetón of yours "
           "still there."))),
    "bulls": (N_("Bulls"), (
        N_("Bulls in supply: {n}. At the start of a turn each player may buy one for 3 "
           "ducats."),
        N_("Spend one (at most one a turn) for a second action of your current character "
           "or a common action. Each unused bull costs 1 GP at the end."))),
    "wars": (N_("European Wars"), (
        N_("War level now: {level}. Players bid tercios in secret; the most tercios go "
           "first."),
        N_("If the tercios placed equal the war level at the end of the turn, Spain wins: "
           "1 GP per tercio placed. Tercios placed return tired."))),
    "trade": (N_("Maritime Trade"), (
        N_("Trade markers of each player. At the end, the most markers gain 5 GP, the "
           "second 3 and all others 1."),
        N_("The Admiral and Establish Trade Routes add markers; the Pirate removes them."))),
    "magellan": (N_("Magellan's voyage"), (
        N_("{spaces} spaces; {taken} taken. Once all are taken it is completed: everyone "
           "takes back their markers for 3 GP each (only once)."),
        N_("If it is never completed, each marker on it is worth 1 GP at the end."))),
    "new-world": (N_("New World"), (
        N_("Left: colonies; right: exploration tiles. At the start of each turn empty "
           "exploration spaces get new face-up tiles ({deck} left in the pile)."),
        N_("At the end of a turn each colony sends the goods beside it to the Market (or the "
           "Surplus); natives beside a colony remove its last house."))),
    "colony": (N_("Colony"), (
        N_("Houses built here: at most {cap}. At the end each house is worth 1 GP and the "
           "most houses in a colony gain {majority} GP more."),
        N_("Houses are built in order; natives next to the colony send its last house back."))),
    "commons": (N_("Common actions"), (
        N_("Eight actions open to everyone whatever characters they hold: one per turn, before "
           "or after a character's action, paid in ducats. Each can be taken once a turn (a "
           "dark disc marks it)."),)),
    "gp": (N_("Greatness Points"), (
        N_("The GP track: greatness won so far. The most GP at the end of turn 7, after the "
           "final scoring, wins."),)),
    "estates": (N_("Estates"), (
        N_("Face-down estates worth +1 to +3 GP, kept secret until the end; {n} left."),
        N_("Buy one with the common action Buy Estates for {cost} ducats."))),
    "player": (N_("Player area"), (
        N_("A player's pieces: ducats, houses, rosetones, bulls, captured natives, trade "
           "markers, estates and tercios (active standing, tired lying down), and this "
           "turn's two characters."),)),
}
"""Board zones: name and lines (seed 002, "Zonas del Tablero" and "Conceptos del juego")."""

TILES = {
    "gold": N_("Goods of the New World. In the Market they can be sold by the Merchant or "
               "donated by the Cardinal."),
    "natives": N_("Natives: the Conquistador or the Viceroy may capture them (spend a bull, or "
                  "pay 1 ducat and tire a tercio). Captured natives score their square: 1, 4, "
                  "9… GP. Next to a colony they remove its last house at the end of the "
                  "turn."),
    "colony": N_("A colony: when revealed it moves to the first free colony row, where houses "
                 "can be built."),
    "hidden": N_("A face-down New World tile: the Conquistador reveals the first one; the "
                 "others turn face up when the next turn starts."),
}
"""New World tiles by kind (the four goods share the first text)."""

PIECES = {
    "ducats": (N_("Ducats"), N_("Money: pays actions, bulls and estates. At the end 5 ducats "
                                 "are worth 1 GP.")),
    "houses": (N_("Houses"), N_("Houses not yet built: build them in colonies (1 GP each at "
                                 "the end).")),
    "rosetones": (N_("Rosetones"), N_("Put on goods donated to the Church (1 ducat): 2 GP "
                                       "when a Cathedral is completed.")),
    "bulls": (N_("Bulls"), N_("One a turn: a second action of your character or a common "
                               "action. -1 GP each if unused at the end.")),
    "natives": (N_("Natives"), N_("Native tiles captured: n tiles score n × n GP at the "
                                   "end.")),
    "trade": (N_("Trade"), N_("Your markers in Maritime Trade: 5 / 3 / 1 GP at the end by "
                               "rank.")),
    "estates": (N_("Estates"), N_("Your estates: secret GP (+1 to +3) added at the end.")),
    "tercios": (N_("Tercios"), N_("Active tercios can be sent to the wars; tired ones rest "
                                   "until the turn ends. All tired: rest them for 1 "
                                   "ducat.")),
}
"""A player's pieces (seed 002, "Componentes" and "Fin de la Partida")."""


def _edition(view: dict | None) -> dict:
    return (view or {}).get("edition") or {}


def _early(view: dict | None) -> bool:
    return _edition(view).get("magellan_piece") == "magellan_card"


def explain(key: str, _, view: dict | None = None) -> str | None:
    """The explanation of ``plus_ultra:<kind>:<id>`` (see the module docstring), or None."""
    parts = key.split(":")
    if len(parts) != 3 or parts[0] != "plus_ultra":
        return None
    kind, ident = parts[1], parts[2]
    term = lambda k: _(data.TERMS.get(k, k))  # noqa: E731
    if kind == "character" and ident in CHARACTERS:
        passive, one, two = CHARACTERS[ident]
        if _early(view) and ident in EARLY_ACTIONS:
            two = EARLY_ACTIONS[ident][1]
        lines = [term(ident)] + ([_(passive)] if passive else []) + [_(one), _(two)]
        lines.append(_("Its goods: {goods} (if it is the character set aside, the Crown takes "
                       "those goods from the Market).").format(
            goods=_(data.TERMS[data.CHARACTER_ICON[ident]])))
        return "\n".join(lines)
    if kind == "common" and ident in COMMONS:
        cost = _edition(view).get("common_cost", data.COMMON_COST).get(ident, 0)
        steps = _edition(view).get("court_steps", 1)
        what = _(COMMONS[ident]).format(n=cost) if ident != "court" or steps == 1 else _(
            "Pay {n} ducat a step and advance up to {steps} steps in Peer Order (from the next "
            "turn).").format(n=cost, steps=steps)
        lines = [term(ident), what,
                 _("One common action per turn, before or after a character; each is taken "
                   "once a turn.")]
        return "\n".join(lines)
    if kind == "zone" and ident in ZONES:
        name, lines = ZONES[ident]
        return "\n".join([_(name)] + [_(line).format(**_numbers(view, ident, _)) for line in lines])
    if kind == "tile" and ident in data.RESOURCES + (data.NATIVES, data.COLONY, "hidden"):
        name = _("Face-down tile") if ident == "hidden" else term(ident)
        text = TILES.get(ident, TILES["gold"])
        return "\n".join([name[:1].upper() + name[1:], _(text)])
    if kind == "piece" and ident in PIECES:
        name, text = PIECES[ident]
        return "\n".join([_(name), _(text)])
    return None


def _numbers(view: dict | None, zone: str, _) -> dict:
    """The numbers a zone's text quotes, from the view (seed 002's values without one);
    ``_`` translates the few that are words (the early edition's colony majority)."""
    v = view or {}
    const = v.get("constants") or {}
    if zone == "turn-track":
        return {"turns": v.get("turns", data.TURNS), "turn": v.get("turn", 1)}
    if zone == "crown":
        return {"crown": v.get("crown", data.CROWN_START),
                "cap": const.get("crown_cap", data.CROWN_CAP)}
    if zone == "market":
        return {"slots": const.get("market_slots", data.MARKET_SLOTS)}
    if zone == "surplus":
        return {"n": len(v.get("surplus", data.START_SURPLUS))}
    if zone == "church":
        return {"spaces": const.get("church_spaces", data.CHURCH_SPACES)}
    if zone == "bulls":
        return {"n": v.get("bull_supply", data.REGLAMENTO.bulls[0])}
    if zone == "wars":
        return {"level": v.get("war_level", 0)}
    if zone == "magellan":
        return {"spaces": v.get("magellan_spaces", data.REGLAMENTO.magellan[0]),
                "taken": len(v.get("magellan", ()))}
    if zone == "new-world":
        return {"deck": v.get("deck_size", sum(data.NEW_WORLD_DECK.values()))}
    if zone == "colony":
        return {"cap": const.get("colony_capacity", data.COLONY_CAPACITY),
                "majority": _("1 to 3") if _early(view) else 2}
    if zone == "estates":
        return {"n": v.get("estates_left", data.REGLAMENTO.estates_in_play),
                "cost": _edition(view).get("common_cost", data.COMMON_COST)["estate"]}
    return {}


LEGEND = (
    (N_("GP"), N_("Greatness Points")),
    ("×3", N_("how many are left in that supply or pile")),
    ("1  2", N_("buttons on a character card: its first or second action")),
    ("+1  +2", N_("use a bull: that action of your current character again")),
    ("?", N_("a face-down New World tile")),
    (N_("slot 1 →"), N_("the Market's first slot is the right-most; tiles close up to the "
                        "right")),
    ("↓1", N_("earlier edition: the Market slot a Church space takes its goods from")),
    ("●", N_("a common action already taken this turn")),
)
WORDS = {"GP", "slot 1 →"}
"""Legend symbols that are words (translated); the others are drawn as they are."""
"""The board's symbols and what they mean."""


def legend(_) -> list[tuple[str, str]]:
    """Plus Ultra's icon legend, translated (``Game.legend``)."""
    return [(_(symbol) if symbol in WORDS else symbol, _(meaning)) for symbol, meaning in LEGEND]
