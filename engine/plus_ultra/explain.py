"""Plus Ultra's explanations of board elements (issue 21; ``Game.explain``): what each
character, common action, zone, tile and piece is and does, in our own words after seed 002
(the published "Reglamento") and, for the ``early`` variant, seed 000.

Keys (``data-explain`` on the board, engine/plus_ultra/render.py):
``plus_ultra:character:<id>``, ``plus_ultra:common:<id>``, ``plus_ultra:zone:<zone>``,
``plus_ultra:tile:<kind>`` and ``plus_ultra:piece:<piece>``.  Numbers come from the view's
edition and constants (the defaults of seed 002 without a view).  The characters' texts
("Personajes") are :mod:`engine.plus_ultra.explain_characters`'s.
"""
from __future__ import annotations

from . import data
from ..i18n import N_
from ..tour import assumed
from .explain_characters import CHARACTERS, character_lines, counted, roseton_gp

COMMONS = {
    "painter": N_("Spend {n_ducats} and gain {gp} GP."),
    "mission": N_("Spend {n_ducats} and place one of your houses in a colony."),
    "loan": N_("Lose {gp} GP and gain {gain_ducats}."),
    "court": N_("Spend {n_ducats} and advance {advance_steps} in Peer Order (from the next turn)."),
    "finance": N_("Spend {n_ducats} and gain a tercio, active or tired."),
    "workshops": N_("Spend {n_ducats} and gain a rosetón or a house of your colour."),
    "trade": N_("Spend {n_ducats} and place a marker of yours in Maritime Trade."),
    "estate": N_("Spend {n_ducats} and take an estate from the board."),
}
"""What each common action does (seed 002, "Listado de acciones comunes")."""

EARLY_COMMONS = {
    "trade": N_("Spend {n_ducats} and advance your marker {advance_steps} in Maritime Trade."),
    "workshops": N_("Spend {n_ducats} and gain a rosetón card or a house of your colour."),
}
"""Common actions that read differently in seed 000 ("Acciones comunes")."""

CHURCH_SPACES = N_("The Church has {spaces} spaces.")
"""The Church's count (P-02, assumed in both editions): a line of its own, marked."""

ZONES = {
    "peer-order": (N_("Peer Order"), (
        N_("The order in which players choose characters and act; changes apply from the "
           "next turn."),
        N_("At the start of a turn the 3rd gains {third} ducat and the 4th {fourth}; from turn "
           "{gp_from} the 1st gains GP (turn {gp_from}: {gp_first}; turns {gp_late}–{turns}: "
           "{gp_late_first}, and {gp_late_second} for the 2nd)."))),
    "turn-track": (N_("Turn"), (
        N_("The game lasts {turns} turns of {rounds} rounds: everyone holds {rounds} "
           "characters and acts once with each."),
        N_("Now: turn {turn}."))),
    "crown": (N_("Crown wealth"), (
        N_("The Crown's ducats: {crown} of at most {cap}; what goes above is handed out in "
           "Peer Order."),
        N_("Some actions take {share} ducat from the Crown; if it is empty, you pay that ducat "
           "too. At the end of a turn, each Market tile of the set-aside character's goods "
           "leaves and adds {hoard} ducat to the Crown."))),
    "market": (N_("Market"), (
        N_("The Market has {slots} slots."),
        N_("Goods from the New World arrive here; tiles close up to the right. When it is "
           "full, whoever adds goods moves one tile to the Surplus."),
        N_("The Merchant sells the tile in slot 1 (the right-most); the Cardinal donates from "
           "here."))),
    "surplus": (N_("Surplus"), (
        N_("A pile of goods that did not fit in the Market: {n} tiles now. The Merchant may "
           "sell its top tile."),)),
    "church": (N_("Church"), (
        CHURCH_SPACES,
        N_("Donated goods: {donation} GP each; on goods not there yet you may pay {price} "
           "ducat for your rosetón."),
        N_("Filling all its spaces completes a Cathedral: rosetones come back for {back} GP "
           "each, {cathedral} GP more to who completed it. At the end, {end} GP per rosetón of "
           "yours still there."))),
    "bulls": (N_("Bulls"), (
        N_("Bulls in supply: {n}. At the start of a turn each player may buy one for {price} "
           "ducats."),
        N_("Spend one (at most one a turn) for a second action of your current character "
           "or a common action. Each bull still held costs {end_gp} GP at the end."))),
    "wars": (N_("European Wars"), (
        N_("War level now: {level}. Players bid tercios in secret; the most tercios go "
           "first."),
        N_("If the tercios placed equal the war level at the end of the turn, Spain wins: "
           "{gp} GP per tercio placed. Tercios placed return tired."))),
    "trade": (N_("Maritime Trade"), (
        N_("Trade markers of each player. At the end, the most markers gain {first} GP, the "
           "second {second} and every other player with at least one marker {other}; no "
           "marker, no GP."),
        N_("The Admiral and Establish Trade Routes add markers; the Pirate removes them."))),
    "magellan": (N_("Magellan's voyage"), (
        N_("{spaces} spaces; {taken} taken."),
        N_("Once all are taken it is completed: everyone takes back their markers for {gp} "
           "GP each (only once)."),
        N_("If it is never completed, each marker on it is worth {end_gp} GP at the end."))),
    "new-world": (N_("New World"), (
        N_("Left: colonies; right: exploration tiles. At the start of each turn empty "
           "exploration spaces get new face-up tiles ({deck} left in the pile)."),
        N_("At the end of a turn each colony sends the goods beside it to the Market (or the "
           "Surplus); natives beside a colony remove its last house."))),
    "colony": (N_("Colony"), (
        N_("Houses built here: at most {cap}. At the end each house is worth {house} GP and the "
           "most houses in a colony gain {majority} GP more."),
        N_("Houses are built in order; natives next to the colony send its last house back."))),
    "commons": (N_("Common actions"), (
        N_("Eight actions open to everyone whatever characters they hold: one per turn, before "
           "or after a character's action, paid in ducats. Each can be taken once a turn (a "
           "dark disc marks it)."),)),
    "gp": (N_("Greatness Points"), (
        N_("The GP track: greatness won so far. The most GP at the end of turn {turns}, after "
           "the final scoring, wins."),)),
    "estates": (N_("Estates"), (
        N_("Face-down estates worth +{low} to +{high} GP, kept secret until the end; {n} "
           "left."),
        N_("Buy one with the common action Buy Estates for {cost} ducats."))),
    "player": (N_("Player area"), (
        N_("A player's pieces: ducats, houses, rosetones, bulls, captured natives, trade "
           "markers, estates and tercios (active standing, tired lying down), and this "
           "turn's characters."),)),
}
"""Board zones: name and lines (seed 002, "Zonas del Tablero" and "Conceptos del juego")."""

EARLY_ZONES = {
    "church": (
        CHURCH_SPACES,
        N_("Donate the Market tile below an empty space, or the top of the Surplus: {donation} "
           "GP. You may then turn a face-up rosetón card of yours: {high} GP for gold or gems, "
           "{low} GP for silver or spices."),
        N_("Filling all its spaces finances a new cathedral: the used rosetón cards turn "
           "face up again, {cathedral} GP more to who filled it, and the goods are removed. At "
           "the end each "
           "rosetón card is worth {end_ducats} ducat.")),
    "trade": (
        N_("A track with each player's marker. At the end, the furthest marker gains {first} "
           "GP, the second {second} and every other player who traded {other}; a player who "
           "never traded, nothing."),
        N_("The Admiral and Establish Trade Routes move markers forward; the Pirate moves "
           "one back.")),
    "magellan": (
        N_("{spaces} Magellan cards; {taken} sold. Once all are sold the voyage is completed: "
           "each card gives its owner {gp} GP (only once)."),
        N_("If it is never completed, each Magellan card is worth {end_gp} GP at the end.")),
    "colony": (
        N_("Houses built here: {size_1}, {size_2} or {size_3}, as printed on the colony. At "
           "the end each house is worth {house} GP, and the most houses in a colony gain {gp_1}, "
           "{gp_2} or {gp_3} GP by its size; on a tie nobody does."),
        N_("Houses are built in order; natives next to the colony send its last house back.")),
    "estates": (
        N_("Face-down estates, kept secret until the end; {n} left. Some are worth GP at the "
           "end; others carry a resource (a tercio, a bull, a house…) that you may take once "
           "during your turn by discarding the estate."),
        N_("Buy one with the common action Buy Estates for {cost} ducats, or with the "
           "Secretary of State's second action for {secretary} ducats.")),
}
"""Zone lines that read differently in the earlier edition (seed 000, "Iglesia", "Comercio
marítimo", "Viaje de Magallanes", "Colonias del Nuevo Mundo", "Fincas")."""

ASSUMED_ZONE_LINES = {"market": 0, "church": 0}
"""Zone lines quoting a count the rulebooks leave open, by line index: the Market's 4 slots
(P-01) and the Church's 4 spaces (P-02); Magellan's 5 spaces with 4 players (P-07) are marked
in :func:`explain`.  Each is a line of its own, the count and nothing else, so that the marker
follows the assumed count and no printed rule."""

TILES = {
    "gold": N_("Goods of the New World. In the Market they can be sold by the Merchant or "
               "donated by the Cardinal."),
    "natives": N_("Natives: the Conquistador who turns them up may capture them at once "
                  "(spend a bull, or pay {price} ducat and tire a tercio). Captured natives score "
                  "their square: 1, 4, 9… GP. Next to a colony they remove its last house at "
                  "the end of the turn."),
    "colony": N_("A colony: when revealed it moves to the first free colony row, where houses "
                 "can be built."),
    "hidden": N_("A face-down New World tile: the Conquistador reveals the first one; the "
                 "others stay face down until explored. Only empty spaces are refilled, face "
                 "up, at the start of a turn."),
}
"""New World tiles by kind (the four goods share the first text)."""

VICEROY_CAPTURE = N_("The Viceroy may capture them later: spend a bull, or pay {share} ducat and "
                     "{share} of "
                     "the Crown and tire a tercio.")
"""The natives tile's second line (seed 000, Virrey 2; seed 002 prints no Viceroy: Q-40)."""

PIECES = {
    "ducats": (N_("Ducats"), N_("Money: pays actions, bulls and estates. At the end {per_gp} "
                                 "ducats are worth 1 GP.")),
    "houses": (N_("Houses"), N_("Houses not yet built: build them in colonies ({house} GP each at "
                                 "the end).")),
    "rosetones": (N_("Rosetones"), N_("Put on goods donated to the Church ({price} ducat): {back} GP "
                                       "when a Cathedral is completed, {end} GP at the end if "
                                       "still there.")),
    "bulls": (N_("Bulls"), N_("One a turn: a second action of your character or a common "
                               "action. -{end_gp} GP each if unused at the end.")),
    "natives": (N_("Natives"), N_("Native tiles captured: n tiles score n × n GP at the "
                                   "end.")),
    "trade": (N_("Trade"), N_("Your markers in Maritime Trade: {first} / {second} / {other} GP "
                               "at the end by rank (none without a marker).")),
    "estates": (N_("Estates"), N_("Your estates: secret GP (+{low} to +{high}) added at the "
                                   "end.")),
    "tercios": (N_("Tercios"), N_("Active tercios can be sent to the wars; tired ones stay "
                                   "tired. Once all your tercios are tired, pay {recover} "
                                   "ducat at the start of the next turn to make them all "
                                   "active.")),
}
"""A player's pieces (seed 002, "Componentes" and "Fin de la Partida")."""

EARLY_PIECES = {
    "rosetones": N_("Rosetón cards: on a donation turn a face-up one face down for {high} GP "
                    "(gold, gems) or {low} GP (silver, spices); all turn face up when the "
                    "Church is full. {end_ducats} ducat each at the end."),
    "trade": N_("Your marker on the Maritime Trade track: {first} / {second} / {other} GP at "
                "the end by position (none if you never traded)."),
    "estates": N_("Your estates: secret, worth GP at the end, or a resource taken by "
                  "discarding one."),
}
"""Piece texts that read differently in the earlier edition (seed 000)."""


def _edition(view: dict | None) -> dict:
    return (view or {}).get("edition") or {}


def _early(view: dict | None) -> bool:
    return _edition(view).get("magellan_piece") == "magellan_card"


def _rules(view: dict | None) -> data.Rules:
    """The rules edition of the view (seed 002's without one)."""
    return data.EARLY if _early(view) else data.REGLAMENTO


def _characters_held(view: dict | None) -> int:
    """Characters each player holds a turn: 3 with 2 players in seed 002 ("Personajes"), else 2."""
    players = len((view or {}).get("players") or ()) or 3
    return 3 if players == 2 and _rules(view).two_player_draft else 2


def _piece_numbers() -> dict:
    """The numbers the piece texts quote, from data.py and the engine's tables."""
    first, second, other = data.TRADE_GP
    return {**roseton_gp(), "first": first, "second": second, "other": other,
            "low": min(data.ESTATES), "high": max(data.ESTATES),
            "per_gp": data.DUCATS_PER_GP, "recover": data.RECOVER_PRICE,
            "house": data.HOUSE_GP, "price": data.ROSETON_PRICE, "back": data.ROSETON_RETURN_GP,
            "end": data.ROSETON_END_GP, "end_gp": data.BULL_END_GP, "end_ducats": data.END_DUCATS}


def explain(key: str, _, view: dict | None = None) -> str | None:
    """The explanation of ``plus_ultra:<kind>:<id>`` (see the module docstring), or None.

    Values the rulebooks leave open (docs/DATA.md) end with :func:`engine.tour.assumed`: the
    character icons but the Merchant's (P-10), the King's table (P-04) and, in seed 002, the
    mission's cost (Q-31) and the Viceroy (Q-40)."""
    parts = key.split(":")
    if len(parts) != 3 or parts[0] != "plus_ultra":
        return None
    kind, ident = parts[1], parts[2]
    early = _early(view)
    term = lambda k: _(data.TERMS.get(k, k))  # noqa: E731
    if kind == "character" and ident in CHARACTERS:
        return "\n".join(character_lines(ident, early, view, _, term))
    if kind == "common" and ident in COMMONS:
        cost = _edition(view).get("common_cost", data.COMMON_COST).get(ident, 0)
        steps = _edition(view).get("court_steps", data.REGLAMENTO.court_steps)
        text = (EARLY_COMMONS if early else {}).get(ident, COMMONS[ident])
        gp = {"painter": data.PAINTER_GP, "loan": data.LOAN_GP}.get(ident, 0)
        numbers = {"n": cost, "gp": gp, "gain": data.LOAN_DUCATS,
                   "advance": data.TRADE_MARKERS if ident == "trade" else steps}
        numbers.update(counted(numbers, _))            # "1 ducat", "2 ducats", "1 step"
        what = _(text).format(**numbers) if (ident != "court" or steps == 1) else _(
            "Pay {n_ducats} a step and advance up to {advance_steps} in Peer Order (from the "
            "next turn).").format(**numbers)
        if ident == "mission" and not early:
            what += " " + assumed(_)                        # seed 002 prints no cost
        lines = [term(ident), what,
                 _("One common action per turn, before or after a character; each is taken "
                   "once a turn.")]
        return "\n".join(lines)
    if kind == "zone" and ident in ZONES:
        name, zone_lines = ZONES[ident]
        if early and ident in EARLY_ZONES:
            zone_lines = EARLY_ZONES[ident]
        numbers = _numbers(view, ident, _)
        texts = [_(line).format(**numbers) for line in zone_lines]
        marked = ASSUMED_ZONE_LINES.get(ident)
        if ident == "magellan" and not early and numbers["spaces"] == data.REGLAMENTO.magellan[2]:
            marked = 0                                   # P-07: 5 spaces with 4 players
        if marked is not None:
            texts[marked] += " " + assumed(_)
        return "\n".join([_(name)] + texts)
    if kind == "tile" and ident in data.RESOURCES + (data.NATIVES, data.COLONY, "hidden"):
        name = _("Face-down tile") if ident == "hidden" else term(ident)
        lines = [name[:1].upper() + name[1:],
                 _(TILES.get(ident, TILES["gold"])).format(price=data.NATIVES_PRICE)]
        if ident == data.NATIVES:
            lines.append(_(VICEROY_CAPTURE).format(share=data.CROWN_SHARE)
                         + ("" if early else " " + assumed(_)))
        return "\n".join(lines)
    if kind == "piece" and ident in PIECES:
        name, text = PIECES[ident]
        if early and ident in EARLY_PIECES:
            text = EARLY_PIECES[ident]
        return "\n".join([_(name), _(text).format(**_piece_numbers())])
    return None


def _numbers(view: dict | None, zone: str, _) -> dict:
    """The numbers a zone's text quotes, from the view (seed 002's values without one); the
    early edition's colony sizes and their majority GP from ``data.EARLY`` (``_``, the caller's
    gettext, is for numbers written as words: none at present)."""
    v = view or {}
    const = v.get("constants") or {}
    if zone == "gp":
        return {"turns": v.get("turns", data.TURNS)}
    if zone == "peer-order":                      # seed 002, "El Orden de Pares", "Ronda y Turno"
        early, late = sorted(data.PEER_ORDER_GP)[:2]
        return {"third": data.PEER_ORDER_DUCATS[2], "fourth": data.PEER_ORDER_DUCATS[3],
                "gp_from": early, "gp_first": data.PEER_ORDER_GP[early][0], "gp_late": late,
                "gp_late_first": data.PEER_ORDER_GP[late][0],
                "gp_late_second": data.PEER_ORDER_GP[late][1], "turns": data.TURNS}
    if zone == "turn-track":
        return {"turns": v.get("turns", data.TURNS), "turn": v.get("turn", 1),
                "rounds": _characters_held(view)}
    if zone == "crown":
        return {"crown": v.get("crown", data.CROWN_START),
                "cap": const.get("crown_cap", data.CROWN_CAP), "share": data.CROWN_SHARE,
                "hoard": data.HOARD_DUCATS}
    if zone == "market":
        return {"slots": const.get("market_slots", data.MARKET_SLOTS)}
    if zone == "surplus":
        return {"n": len(v.get("surplus", data.START_SURPLUS))}
    if zone == "church":
        return {"spaces": const.get("church_spaces", data.CHURCH_SPACES), **roseton_gp(),
                "donation": data.DONATION_GP, "price": data.ROSETON_PRICE,
                "back": data.ROSETON_RETURN_GP, "cathedral": data.CATHEDRAL_GP,
                "end": data.ROSETON_END_GP, "end_ducats": data.END_DUCATS}
    if zone == "bulls":
        return {"n": v.get("bull_supply", data.REGLAMENTO.bulls[0]), "price": data.BULL_PRICE,
                "end_gp": data.BULL_END_GP}
    if zone == "wars":
        return {"level": v.get("war_level", 0), "gp": data.WAR_GP}
    if zone == "magellan":
        return {"spaces": v.get("magellan_spaces", data.REGLAMENTO.magellan[0]),
                "taken": len(v.get("magellan", ())), "gp": data.MAGELLAN_GP,
                "end_gp": data.MAGELLAN_END_GP}
    if zone == "trade":
        return _piece_numbers()
    if zone == "new-world":
        return {"deck": v.get("deck_size", sum(data.NEW_WORLD_DECK.values()))}
    if zone == "colony":
        if _early(view):                                 # seed 000: sizes 2, 3, 4 → 1, 2, 3 GP
            sizes = sorted(data.EARLY.majority_gp)
            return {**{f"size_{i}": n for i, n in enumerate(sizes, 1)},
                    **{f"gp_{i}": data.EARLY.majority_gp[n] for i, n in enumerate(sizes, 1)},
                    "house": data.HOUSE_GP}
        return {"cap": const.get("colony_capacity", data.COLONY_CAPACITY),
                "majority": data.REGLAMENTO.majority_gp[data.COLONY_CAPACITY],
                "house": data.HOUSE_GP}
    if zone == "estates":
        return {"n": v.get("estates_left", data.REGLAMENTO.estates_in_play),
                "low": min(data.ESTATES), "high": max(data.ESTATES),
                "cost": _edition(view).get("common_cost", data.COMMON_COST)["estate"],
                "secretary": data.SECRETARY_ESTATE_PRICE}
    return {}


LEGEND = (
    (N_("GP"), N_("Greatness Points")),
    ("×3", N_("how many are left in that supply or pile")),
    ("1  2", N_("buttons on a character card: its first or second action")),
    ("+1  +2", N_("use a bull: one more action of your current character, the same one or "
                  "the other")),
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
