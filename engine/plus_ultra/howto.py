"""Plus Ultra's rules summary, "How to play" (issue 21; ``Game.rules_summary``), in both rule
editions: the published rulebook (variant ``reglamento``, seed 002) and the earlier edition
(variant ``early``, seed 000).

Our own words, following the rulebooks' order and headings: the goal, setup, Peer Order, the
steps of a turn (start, characters, action phase, European Wars, common actions, end of the
turn), the board's concepts and the end of the game.  Each section cites the seed section(s)
it summarises; where the editions differ, each edition's summary says what its own rule is,
and the first section names the edition and its main differences.
"""
from __future__ import annotations

from ..i18n import N_
from ..tour import Section, assumed
from . import data
from .scoring import natives_gp

SEED = {"reglamento": "002", "early": "000"}
"""Seed file number of each rule edition (../shared/rules/README.md)."""

BOTH = ("reglamento", "early")

MISSION = N_("Open a Mission: pay {mission} ducats and place one of your houses in a colony.")

VICEROY = N_("The Viceroy may capture natives later: a bull, or {crown_share} ducat of yours "
             "and {crown_share} of the Crown and a tired tercio.")

ASSUMED = {MISSION: ("reglamento",), VICEROY: ("reglamento",)}
"""Paragraphs quoting a value an edition's rulebook leaves open (docs/DATA.md), by the editions
where it is assumed: they end with :func:`engine.tour.assumed` there.  The mission's cost is
printed in seed 000 only (Q-31); so is the Viceroy (Q-40)."""

# Each section: (title msgid, {edition: seed headings}, paragraphs).  A paragraph is a msgid
# for both editions or a dict {edition: msgid} for the editions it belongs to.
SECTIONS = (
    (N_("Goal of the game"),
     {"reglamento": ("Ronda y Turno", "Fin de la Partida"),
      "early": ("Grandeza", "Turnos y rondas", "Fin de la Partida")},
     (N_("You are young nobles at the court of Emperor Charles V. Over {turns} turns you use the "
         "characters you pick to earn Greatness Points (GP) and ducats. After turn {turns} the "
         "player with the most GP is named Grandee of Spain and wins."),
      {"reglamento": N_("This is the published rulebook (Reglamento), the default edition. The "
                        "earlier edition of the rules differs in the war dice, the Church, the "
                        "colonies, Magellan's voyage, the estates and some characters and "
                        "common actions."),
       "early": N_("This is the earlier edition of the rules. Compared with the published "
                   "Reglamento: the war level is the middle of {dice} dice, rosetones are shared "
                   "cards, colonies hold {size_1} to {size_3} houses, Magellan's voyage uses cards, estates "
                   "may carry a resource, the Secretary of State and the Pirate act "
                   "differently, Visit the Court costs {court} ducat a step and the 2-player game "
                   "has no special draft.")})),
    (N_("Setup"),
     {"reglamento": ("Preparación de la partida",), "early": ("Preparación de la partida",)},
     (N_("Each player starts with {rosetones} rosetón, {tercios} tercios, {houses} houses "
         "and {ducats} ducats. The Crown wealth starts with {crown} ducats."),
      N_("The Market starts with gold, spices and two silver tiles, and one more silver tile "
         "lies on the Surplus. {exploration} New World tiles fill the exploration spaces face "
         "down, and "
         "the first one is turned face up."),
      {"reglamento": N_("Some board spaces depend on the number of players: with fewer than 4 "
                        "players, Magellan's voyage has only {magellan_few} spaces."),
       "early": N_("The blue-backed colonies are set aside for later. There are {bulls_4} bulls "
                   "with 4 players, {bulls_3} with 3 and {bulls_2} with 2, and {magellan_4} "
                   "Magellan cards with 4 players, {magellan_3} with fewer.")},
      N_("The first player is whoever last ruled an empire (or one chosen at random); the "
         "others follow clockwise in Peer Order."))),
    (N_("Peer Order"),
     {"reglamento": ("El Orden de Pares",), "early": ("Orden de pares",)},
     (N_("Peer Order is the order of play: players choose characters and act in this order. "
         "Changes to it made during a turn count from the next turn on."),
      N_("At the start of every turn the third player in Peer Order gains {third_ducats} ducat "
         "and the fourth gains {fourth_ducats} ducats. From turn {gp_from} the top places also "
         "give GP: in turn {gp_from} the first gains {gp_first} GP; from turn {gp_late} on the "
         "first gains {gp_late_first} GP and the second {gp_late_second} GP."))),
    (N_("Steps of the turn"),
     {"reglamento": ("Pasos del Turno", "Ronda y Turno"),
      "early": ("Pasos del turno", "Turnos y rondas")},
     (N_("The game lasts {turns} turns. Each turn has three parts: the start of the turn, the "
         "action phase and the end of the turn."),
      N_("The action phase is made of rounds: in each round every player acts once, with one "
         "of their characters. With two characters each, a turn has two rounds."),
      {"reglamento": N_("In the 2-player game each player gets three characters, so a turn "
                        "has three rounds.")})),
    (N_("Start of the turn"),
     {"reglamento": ("Comienzo del Turno",), "early": ("Comienzo del Turno",)},
     (N_("1. Empty exploration spaces of the New World get new face-up tiles; a colony tile "
         "moves to the first free colony space."),
      N_("2. A player whose tercios are all tired may pay {recover} ducat to make them all "
         "active again."),
      {"reglamento": N_("3. Roll for the war level in Europe: {dice} dice ({dice_2} with 2 "
                        "players), and the lowest die counts."),
       "early": N_("3. Roll for the war level in Europe: {dice} dice, and the middle die "
                   "counts.")},
      N_("4. Shuffle the {characters} characters and set one aside face down: at the end of the turn "
         "it shows which goods the Crown hoards."),
      N_("5. Players pick their characters and collect the ducats and GP of their place in "
         "Peer Order."),
      N_("6. In Peer Order, each player may buy one bull for {bull_price} ducats."),
      {"early": N_("7. In turns {blue_1} and {blue_2}, one of the blue-backed colonies set aside goes to the "
                   "first free colony space.")})),
    (N_("Characters"),
     {"reglamento": ("Personajes",), "early": ("Personajes",)},
     (N_("The characters are the Admiral, the Cardinal, the Merchant, the Constable, the "
         "Conquistador, the Pirate, the King, the Secretary of State and the Viceroy. Each has "
         "two active actions, and some also have a passive action that works by itself when "
         "its condition is met."),
      {"reglamento": N_("With 3 or 4 players, each player in Peer Order picks one character, "
                        "then again, until everyone has two. With 2 players: the first picks "
                        "one; the second picks two and one of the rest is discarded at random; "
                        "the first picks two; the second picks one and discards the last."),
       "early": N_("Whatever the number of players, each player in Peer Order picks one "
                   "character, then again, until everyone has two; the characters nobody "
                   "picked wait for the next turn.")},
      N_("On the board, point at or tap a character to read its actions."))),
    (N_("Action phase"),
     {"reglamento": ("Fase de Acciones", "Acciones", "Bulas"),
      "early": ("Fase de acciones", "Acciones", "Bulas")},
     (N_("First the tercios are placed in the European Wars. Then, round after round, each "
         "player in Peer Order acts with one of their characters: they use one of its two "
         "active actions and turn the card over. The phase ends when everyone has used all "
         "their characters."),
      N_("Once per turn, before or after one of your character actions, you may also take one "
         "common action. Each common action can be taken only once per turn, by whoever "
         "takes it first."),
      N_("Bulls: by returning a bull when you act, you may take one more action of your current "
         "character (the same one or the other) or one more common action. You may use only "
         "one bull per turn."))),
    (N_("European Wars"),
     {"reglamento": ("Guerras Europeas", "Colocación de Tercios"),
      "early": ("Guerras Europeas", "Colocación de Tercios")},
     (N_("Everyone secretly takes any number of their active tercios in hand, and all show at "
         "once. Whoever shows the most places one tercio on the first free space of the "
         "European Wars, then the next player, until all shown tercios are placed or the war "
         "level is reached. Ties go by Peer Order. Shown tercios left over go back tired."),
      N_("At the end of the turn, if as many tercios were placed as the war level, Spain wins "
         "the war and each tercio there gives its owner {war_gp} GP. Tercios that fought come back "
         "tired."))),
    (N_("Common actions"),
     {"reglamento": ("Listado de acciones comunes",), "early": ("Acciones comunes",)},
     (N_("Visit the Court Painter: pay {painter} ducats for {painter_gp} GP."),
      MISSION,
      N_("Ask for a Loan: lose {loan_gp} GP and gain {loan_ducats} ducats."),
      {"reglamento": N_("Visit the Court: pay {court} ducats to move up one place in Peer "
                        "Order."),
       "early": N_("Visit the Court: pay {court} ducat to move up one place in Peer Order, or "
                   "{court_2} ducats to move up two.")},
      N_("Finance the Tercios: pay {finance} ducats for a tercio, active or tired as you choose."),
      N_("Acquire Workshops: pay {workshops} ducats for a rosetón or a house."),
      {"reglamento": N_("Establish Trade Routes: pay {trade} ducats to place a marker in Maritime "
                        "Trade."),
       "early": N_("Establish Trade Routes: pay {trade} ducats to advance one step in Maritime "
                   "Trade.")},
      N_("Buy Estates: pay {estate} ducats for an estate from the board."))),
    (N_("The New World"),
     {"reglamento": ("El Nuevo Mundo", "Explorar el Nuevo Mundo", "Colonias del Nuevo Mundo"),
      "early": ("El Nuevo Mundo", "Explorar el Nuevo Mundo", "Colonias del Nuevo Mundo")},
     (N_("Exploring turns over the first face-down tile: goods, natives or a colony. A colony "
         "moves to the first free colony space, and houses can be built on it, in order, so "
         "everyone knows which house came last."),
      {"reglamento": N_("A colony holds up to {colony_cap} houses. Each house is worth "
                        "{house_gp} GP at "
                        "the end, and the player with the most houses in a colony gains "
                        "{majority} GP more."),
       "early": N_("A colony holds {size_1}, {size_2} or {size_3} houses, as printed on it. "
                   "Each house is worth {house_gp} GP at the end, and the player with the most "
                   "houses "
                   "in a colony gains {gp_1}, {gp_2} or {gp_3} GP by its size; on a tie nobody "
                   "does.")},
      N_("Natives turned up by exploring may be captured by spending a bull, or by paying "
         "{natives_price} ducat and tiring a tercio; captured natives score at the end of the game."),
      VICEROY,
      N_("At the end of each turn the colonies send their goods to Spain: to the Market, or to "
         "the Surplus when it is full. Natives next to a colony send its last house back to "
         "its owner."))),
    (N_("Market, Surplus and Crown wealth"),
     {"reglamento": ("Mercado", "Excedentes", "Riqueza de la Corona"),
      "early": ("Mercado", "Excedentes", "Riqueza de la Corona")},
     (N_("Goods from the New World go to the Market. When it is full, a tile goes on top of "
         "the Surplus pile; when a tile leaves the Market, the others close up."),
      N_("The Crown keeps its own ducats. Above {crown_cap}, the extra ducats go to the players "
         "in Peer Order. When a character needs a ducat from the Crown and the Crown has none, "
         "you pay it yourself or you cannot act."),
      N_("At the end of each turn the character set aside is revealed: the Crown hoards the "
         "Market tiles of its goods and gains {hoard} ducat for each."))),
    (N_("Church"),
     {"reglamento": ("Iglesia",), "early": ("Iglesia",)},
     ({"reglamento": N_("Donating goods from the Market to the Church gives {donation_gp} GP. "
                        "If those goods are not in the Church yet, you may pay {roseton_price} "
                        "ducat to put your rosetón on them."),
       "early": N_("You donate the Market tile right below an empty Church space, or the top "
                   "tile of the Surplus, for {donation_gp} GP. You may also turn over a face-up "
                   "rosetón card of yours: {roseton_high} GP for gold or gems, {roseton_low} GP "
                   "for silver or spices.")},
      {"reglamento": N_("Filling the last space completes a Cathedral: the rosetones go back to "
                        "their owners for {roseton_back} GP each, the player who completed it "
                        "gains {cathedral_gp} GP more, and the goods are discarded."),
       "early": N_("When the Church is full, the used rosetón cards turn face up again, the "
                   "player who filled it gains {cathedral_gp} GP more, and the goods are "
                   "removed.")})),
    (N_("Maritime Trade, Magellan's voyage and estates"),
     {"reglamento": ("Comercio marítimo", "Viaje de Magallanes", "Fincas"),
      "early": ("Comercio marítimo", "Viaje de Magallanes", "Fincas")},
     ({"reglamento": N_("Some trade actions leave your markers in Maritime Trade. At the end, "
                        "the most markers give {trade_1} GP, the second most {trade_2} GP, and "
                        "every other player with at least one marker {trade_3} GP; a player "
                        "with none scores nothing."),
       "early": N_("Some trade actions move your marker along the Maritime Trade track. At "
                   "the end, the furthest marker gives {trade_1} GP, the second {trade_2} GP, "
                   "and everyone else who traded {trade_3} GP.")},
      {"reglamento": N_("Magellan's voyage is complete when all its spaces hold markers: "
                        "everyone takes their markers back for {magellan_gp} GP each. It can "
                        "be completed only once."),
       "early": N_("The Secretary of State sells Magellan cards: each is worth {magellan_gp} GP "
                   "when the voyage is completed, or only {magellan_end} GP at the end if it "
                   "never is.")},
      {"reglamento": N_("Estates are face-down tiles worth {estate_low} to {estate_high} GP, "
                        "kept secret until the end."),
       "early": N_("{estates_in_play} of the {estates_box} estates are drawn at random and "
                   "kept secret. Some are worth "
                   "GP at the end; others carry a resource, such as a tercio, that you may "
                   "take once during your turn by discarding the estate.")})),
    (N_("End of the turn"),
     {"reglamento": ("Fin del Turno",), "early": ("Fin del turno",)},
     (N_("1. European Wars: check whether the war is won, then the tercios there go back "
         "tired."),
      N_("2. New World: natives next to a colony send back the last house built in it."),
      N_("3. Market: the goods left in the colonies go to the Market (or the Surplus), first "
         "colony first. The character set aside is revealed and the Crown hoards its goods."),
      N_("4. The turn marker moves on."))),
    (N_("End of the game"),
     {"reglamento": ("Fin de la Partida",), "early": ("Fin de la Partida",)},
     (N_("The game ends after turn {turns}. Each player adds to their GP:"),
      N_("{house_gp} GP for each house in a colony of the New World;"),
      {"reglamento": N_("{majority} GP for each colony where they have more houses than the "
                        "others;"),
       "early": N_("{gp_1}, {gp_2} or {gp_3} GP for each colony of size {size_1}, {size_2} or "
                   "{size_3} where they have the most houses;")},
      N_("−{bull_end} GP for each bull still held;"),
      {"reglamento": N_("tercios, bulls and houses not in a colony become {end_ducats} ducat each, and "
                        "every {per_gp} ducats give 1 GP;"),
       "early": N_("tercios, rosetones and houses not in a colony become {end_ducats} ducat each, and "
                   "every {per_gp} ducats give 1 GP;")},
      {"reglamento": N_("Maritime Trade: {trade_1} GP for the most markers, {trade_2} GP for "
                        "the second, {trade_3} GP for every other player with a marker;"),
       "early": N_("Maritime Trade: {trade_1} GP for the furthest marker, {trade_2} GP for the "
                   "second, {trade_3} GP for every other player who traded;")},
      N_("the GP of their estates;"),
      {"reglamento": N_("{magellan_end} GP for each Magellan marker if the voyage was not "
                        "completed;"),
       "early": N_("{magellan_end} GP for each Magellan card if the voyage was not "
                   "completed;")},
      {"reglamento": N_("{roseton_end} GP for each of their rosetones still in the Church;")},
      N_("natives: each player's captured native tiles give as many GP each as tiles they "
         "captured (1 tile: {natives_1} GP, 2 tiles: {natives_2} GP)."),
      N_("The player with the most GP wins. On a tie, whoever is ahead in Peer Order wins, "
         "counting the moves of turn {turns}."))),
)


def numbers(variant: str) -> dict:
    """The numbers the summary of edition ``variant`` quotes, read from data.py (its
    :class:`data.Rules` and the shared constants): the paragraphs' placeholders."""
    rules = data.RULESETS[variant]
    cost = rules.common_cost
    return {"turns": data.TURNS, "crown": data.CROWN_START, "crown_cap": data.CROWN_CAP,
            **data.START,
            "magellan_few": rules.magellan[1], "magellan_3": rules.magellan[1],
            "magellan_4": rules.magellan[2], "bulls_2": rules.bulls[0], "bulls_3": rules.bulls[1],
            "bulls_4": rules.bulls[2], "bull_price": data.BULL_PRICE,
            **{k: cost[k] for k in ("painter", "mission", "court", "finance", "workshops",
                                    "trade", "estate")},
            "court_2": cost["court"] * rules.court_steps,
            "dice": rules.dice(3), "dice_2": rules.dice(2), "characters": len(data.CHARACTERS),
            "exploration": data.EXPLORATION_SPACES,
            "third_ducats": data.PEER_ORDER_DUCATS[2], "fourth_ducats": data.PEER_ORDER_DUCATS[3],
            "gp_from": min(data.PEER_ORDER_GP), "gp_first": data.PEER_ORDER_GP[min(data.PEER_ORDER_GP)][0],
            "gp_late": min(data.PEER_ORDER_GP) + 1,
            "gp_late_first": data.PEER_ORDER_GP[min(data.PEER_ORDER_GP) + 1][0],
            "gp_late_second": data.PEER_ORDER_GP[min(data.PEER_ORDER_GP) + 1][1],
            "blue_1": data.EARLY.blue_colony_turns[0], "blue_2": data.EARLY.blue_colony_turns[1],
            "war_gp": data.WAR_GP, "painter_gp": data.PAINTER_GP, "loan_gp": data.LOAN_GP,
            "loan_ducats": data.LOAN_DUCATS, "house_gp": data.HOUSE_GP,
            "natives_price": data.NATIVES_PRICE, "hoard": data.HOARD_DUCATS,
            "donation_gp": data.DONATION_GP, "roseton_price": data.ROSETON_PRICE,
            "roseton_high": data.ROSETON_GP["gold"], "roseton_low": data.ROSETON_GP["silver"],
            "roseton_back": data.ROSETON_RETURN_GP, "cathedral_gp": data.CATHEDRAL_GP,
            "estates_in_play": data.EARLY.estates_in_play, "estates_box": len(data.EARLY.estates),
            "bull_end": data.BULL_END_GP, "roseton_end": data.ROSETON_END_GP,
            "crown_share": data.CROWN_SHARE, "natives_1": natives_gp(1), "natives_2": natives_gp(2),
            "colony_cap": data.COLONY_CAPACITY, "recover": data.RECOVER_PRICE,
            "trade_1": data.TRADE_GP[0], "trade_2": data.TRADE_GP[1],
            "trade_3": data.TRADE_GP[2], "magellan_gp": data.MAGELLAN_GP,
            "magellan_end": data.MAGELLAN_END_GP, "per_gp": data.DUCATS_PER_GP, "end_ducats": data.END_DUCATS,
            "estate_low": min(data.ESTATES), "estate_high": max(data.ESTATES),
            "majority": data.REGLAMENTO.majority_gp[data.COLONY_CAPACITY],
            **{f"size_{i}": size for i, size in enumerate(sorted(data.EARLY.majority_gp), 1)},
            **{f"gp_{i}": data.EARLY.majority_gp[size]
               for i, size in enumerate(sorted(data.EARLY.majority_gp), 1)}}


def summary(variant: str, gettext) -> list[Section]:
    """The rules summary of the edition ``variant`` ("reglamento" or "early"), its texts
    translated with ``gettext``; each section's source names the edition's seed and headings.

    Raises:
        KeyError: ``variant`` is not one of Plus Ultra's editions (``Game.rules_summary``
            checks it first)."""
    seed = SEED[variant]
    values = numbers(variant)
    sections = []
    for title, headings, paragraphs in SECTIONS:
        texts = []
        for paragraph in paragraphs:
            message = paragraph.get(variant) if isinstance(paragraph, dict) else paragraph
            if message:
                text = gettext(message).format(**values)
                if variant in ASSUMED.get(message, ()):
                    text += " " + assumed(gettext)
                texts.append(text)
        source = "; ".join(f"seed {seed} § {heading}" for heading in headings[variant])
        sections.append(Section(gettext(title), tuple(texts), source))
    return sections
