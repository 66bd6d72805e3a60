"""Plus Ultra display text: decision prompts, action hints, choice and score-line names.

Presentation only (English msgids marked with ``N_``, translated when shown by the web UI);
the rules never read it.  Prompt keys come from rules.py / actions.py, score lines from
scoring.py.
"""
from ..i18n import N_, ngettext
from . import data

PROMPTS = {
    "recover": N_("All your tercios are tired: rest them for {recover_ducats}?"),
    "draft": N_("Choose a character (secret until all have chosen)."),
    "bulls": N_("Buy a bull for {bull_ducats}?"),
    "bid": N_("Secretly choose how many tercios go to the war (war level {war_level})."),
    "character": N_("Round {round}: play one of your characters."),
    "after_character": N_("Take a common action, use a bull, or end your turn."),
    "pick_tile": N_("Choose an exploration tile."),
    "bump_market": N_("The market is full: choose a tile to move to the surplus."),
    "donate": N_("Choose goods from the market to donate to the Church."),
    "roseton": N_("Place a rosetón on it for {roseton_ducats}?"),
    "sell": N_("Sell goods from the market or from the surplus."),
    "titles": N_("How many ducats do you pay for titles?"),
    "swap_tercio": N_("Choose a tercio in the war to replace."),
    "tercio_state": N_("Is the new tercio active or tired?"),
    "capture": N_("Capture the natives?"),
    "build_house": N_("Build a house in colony {slot} for {house_ducats}?"),
    "pick_trade": N_("Whose trade ship do you sink?"),
    "king_tax": N_("The King's tax: lose {tax_ducats} or {tax} GP."),
    "gain": N_("Choose what you gain."),
    "pick_colony": N_("Choose a colony for your house."),
    "replace_market": N_("The market is full: choose the slot for your tile (its tile goes to "
                         "the surplus)."),
    "church_space": N_("Choose the church space for the goods from the surplus."),
    "flip_roseton": N_("Turn a rosetón card face down for {gp} GP?"),
    "pirate_penalty": N_("The Pirate plunders your colony: tire a tercio or lose {toll_ducats}."),
    "court_steps": N_("Visit the Court: {court_ducats} per step, up to {court_steps_words}."),
}
"""Prompt text by decision prompt key; the decision's params fill the braces (slot/row shown
1-based), the rule values of :func:`hint_numbers` the others (``Game.prompt_numbers``)."""

FOLLOW_PROMPTS = frozenset(PROMPTS) - {"recover", "draft", "bulls", "bid", "character",
                                       "after_character", "king_tax", "pirate_penalty"}
"""Decisions that finish the deciding seat's action (``Game.follow_prompts``): the tile, slot,
colony or gain an action asks for, a rosetón after a donation; a summary of moves reads them
with the action.  Not the turn's own decisions, nor what another seat's action asks of a
player (the King's tax, the Pirate's penalty)."""

SECRET_PROMPTS = {
    "draft": N_("{name} chose a character"),
    "bid": N_("{name} chose a bid"),
}
"""How another seat's still secret answer to these prompts reads (seed 002: characters are
drafted face down and revealed together; tercio bids are secret until all have bid)."""

ACTION_HINTS = {
    "act admiral 1": N_("ship goods to the market"),
    "act admiral 2": N_("{markers_words} and {admiral_gain}"),
    "act cardinal 1": N_("donate goods to the Church"),
    "act cardinal 2": N_("gain a bull"),
    "act merchant 1": N_("sell goods"),
    "act merchant 2": N_("buy titles"),
    "act constable 1": N_("send an active tercio to the war; once it is full, swap one there "
                          "for yours (theirs goes back tired)"),
    "act constable 2": N_("gain a tercio, active or tired (at most {tercios})"),
    "act conquistador 1": N_("explore the New World"),
    "act conquistador 2": N_("send goods to the surplus for {conquistador_ducats}"),
    "act pirate 1": N_("sink a trade ship for {pirate_ducats}"),
    "act pirate 2": N_("plunder goods for {pirate_ducats}"),
    "act king 1": N_("gain GP by Crown wealth"),
    "act king 2": N_("tax the other players"),
    "act secretary 1": N_("pay {share_ducats} and {share} of the Crown: gain a rosetón, house or "
                          "Magellan marker"),
    "act secretary 2": N_("advance {peer_steps_words} in Peer Order and gain {secretary_ducats}"),
    "act viceroy 1": N_("pay {share_ducats} and {share} of the Crown: build a house in a colony"),
    "act viceroy 2": N_("capture natives: spend a bull, or pay {share_ducats} and {share} of "
                        "the Crown and tire a tercio"),
    "discard tercio": N_("Discard an estate for a tercio"),
    "discard bull": N_("Discard an estate for a bull"),
    "discard ducats": N_("Discard an estate for {estate_gain}"),
    "discard house": N_("Discard an estate for a house"),
    "discard roseton": N_("Discard an estate for a rosetón card"),
}
"""A few words on each character's two active actions (and other actions whose notation alone
reads poorly), by action notation."""

VARIANT_HINTS = {
    "reglamento": {       # seed 002 prints no Viceroy: his text is seed 000's (Q-40, docs/DATA.md)
        "act viceroy 1": N_("pay {share_ducats} and {share} of the Crown: build a house in a "
                            "colony (not printed in the rulebook; assumed)"),
        "act viceroy 2": N_("capture natives: spend a bull, or pay {share_ducats} and {share} of "
                            "the Crown and tire a tercio (not printed in the rulebook; assumed)"),
    },
    "early": {
        "act admiral 2": N_("advance {markers_steps} in Maritime Trade and gain "
                            "{admiral_gain}"),
        "act secretary 1": N_("pay {share_ducats} and {share} of the Crown: gain a rosetón card, "
                              "house or Magellan card"),
        "act secretary 2": N_("buy an estate for {estate_price}"),
        "act pirate 2": N_("plunder goods next to a colony for {pirate_ducats}"),
    },
}
"""Action hints that differ in a rules edition (seed 000 for ``early``), by variant."""


def hint_numbers(_=None) -> dict[str, int | str]:
    """The rule values the action hints and prompts quote, from data.py (seed 002 / seed 000,
    "Personajes"): the Admiral's markers and ducat (Almirante 2), a player's tercios (5 of a
    colour, "Componentes"), the Conquistador's and Pirate's ducats, the Crown's share, the
    Secretary's steps and ducat (seed 002) and estate price (seed 000); the price of resting the
    tercios ("Colocación de Tercios") and of a bull ("Bulas") for the labels of :data:`SIMPLE`;
    a resource estate's ducats (seed 000, "Fincas"); for :data:`PROMPTS` the rosetón's price
    (Cardenal 1), the new colony's house (Conquistador 1), the King's tax (Rey 2), the Pirate's
    toll (seed 000, Pirata 2) and the Court's price per step and most steps of the edition that
    asks how many (``court_steps`` > 1: seed 000, "Visitar la Corte").  Read when a text is
    formatted, so a changed constant shows at once.

    Besides each number, the texts quote counted words in the count's form, translated with
    ``_`` (English without): ``<name>_ducats`` ("1 ducat", "2 ducats") and the markers' and
    steps' (:func:`counted_words`)."""
    court = max(data.RULESETS.values(), key=lambda rules: rules.court_steps)
    values: dict[str, int | str] = {
        "markers": data.ADMIRAL_MARKERS, "admiral_ducats": data.ADMIRAL_DUCATS,
        "tercios": data.TERCIOS_PER_PLAYER, "conquistador": data.CONQUISTADOR_DUCATS,
        "pirate": data.PIRATE_DUCATS, "share": data.CROWN_SHARE,
        "secretary": data.SECRETARY_DUCATS, "peer_steps": data.SECRETARY_STEPS,
        "estate": data.SECRETARY_ESTATE_PRICE, "estate_ducats": data.ESTATE_DUCATS,
        "recover": data.RECOVER_PRICE, "bull": data.BULL_PRICE,
        "roseton_price": data.ROSETON_PRICE, "house_price": data.EXPLORE_HOUSE_PRICE,
        "tax": data.KING_TAX, "toll": data.PIRATE_TOLL,
        "court_price": court.common_cost["court"], "court_steps": court.court_steps}
    return {**values, **counted_words(values, _)}


DUCAT_WORDS = {
    "recover_ducats": "recover", "bull_ducats": "bull", "roseton_ducats": "roseton_price",
    "house_ducats": "house_price", "tax_ducats": "tax", "toll_ducats": "toll",
    "court_ducats": "court_price", "admiral_gain": "admiral_ducats",
    "conquistador_ducats": "conquistador", "pirate_ducats": "pirate", "share_ducats": "share",
    "secretary_ducats": "secretary", "estate_price": "estate", "estate_gain": "estate_ducats",
}
"""Brace name of a counted amount of ducats → the number of :func:`hint_numbers` it words."""

STEP_WORDS = {"court_steps_words": "court_steps", "peer_steps_words": "peer_steps",
              "markers_steps": "markers"}
"""Brace name of a counted number of steps (Court, Peer Order, Maritime Trade) → its number."""


def counted_words(values: dict, _=None) -> dict[str, str]:
    """The counted words the prompts and hints quote, each in its count's form (``ngettext``
    with ``_``'s plural rule): the ducats of :data:`DUCAT_WORDS`, the steps of
    :data:`STEP_WORDS` and the Admiral's trade markers (``markers_words``); ``values`` are
    :func:`hint_numbers`' numbers.

    >>> counted_words({"bull": 1, "recover": 2, "markers": 1, "court_steps": 3,
    ...                "peer_steps": 1, **{k: 1 for k in DUCAT_WORDS.values()}})["bull_ducats"]
    '1 ducat'
    """
    words = {key: ngettext("{n} ducat", "{n} ducats", values[name], _).format(n=values[name])
             for key, name in DUCAT_WORDS.items()}
    words.update({key: ngettext("{n} step", "{n} steps", values[name], _).format(n=values[name])
                  for key, name in STEP_WORDS.items()})
    words["markers_words"] = ngettext("{n} trade marker", "{n} trade markers", values["markers"],
                                      _).format(n=values["markers"])
    return words


def prompt_numbers(_=None) -> dict[str, int | str]:
    """The rule values :data:`PROMPTS` quote (``Game.prompt_numbers``): :func:`hint_numbers`,
    small whole numbers written alike in every language, and their counted words in ``_``'s
    language."""
    return hint_numbers(_)


CHOICES = {
    "yes": N_("Yes"), "no": N_("No"),
    "active": N_("Active (standing)"), "tired": N_("Tired (lying down)"),
    "bull": N_("Spend a bull"), "pay": N_("Pay and tire a tercio"),
    "ducat": N_("Pay in ducats"), "gp": N_("Pay in GP"), "tercio": N_("Tire a tercio"),
    "roseton": N_("Take a rosetón"), "house": N_("Take a house"),
    "magellan": N_("Take a Magellan marker"), "magellan_card": N_("Take a Magellan card"),
}
"""Labels of ``choose <x>`` answers that are not component names or numbers.  "ducat" and "gp"
answer both the King's tax and the Pirate's toll, whose amounts may differ: the prompt quotes
the amount (:data:`PROMPTS`), the label only the currency."""

TIE_BREAKS = {
    "peer_order": N_("Tied on greatness points: the tie goes to the player first in Peer Order "
                     "at the end of the game."),
}
"""How a tie for first place is decided (seeds 000 and 002, "Fin de la Partida")."""

SCORE_LINES = {
    "track": N_("GP track"), "houses": N_("Houses"), "colonies": N_("Colony majorities"),
    "bulls": N_("Unused bulls"), "money": N_("Money"), "trade": N_("Maritime trade"),
    "estates": N_("Estates"), "magellan": N_("Magellan's voyage"), "church": N_("Church"),
    "natives": N_("Natives"),
}
"""Display names of the scoring lines of scoring.py."""


def action_label(game, notation: str, names: list[str], _, variant: str | None) -> str | None:
    """Plus Ultra's wording of an action notation (``_``: gettext; ``names``: seat names), or
    None for the shell's generic labels.  Notations: engine/plus_ultra/actions.py.

    >>> class G: terms, action_hints, variant_hints = {"king": "King"}, {}, {}
    >>> action_label(G, "bid 2", ["Ana"], lambda s: s, None)
    'Send 2 tercios'
    """
    verb, *args = notation.split()
    first = args[0] if args else ""
    hints = {**game.action_hints, **game.variant_hints.get(variant, {})}

    def term(key: str) -> str:
        return _(game.terms.get(key, key))

    if verb == "act" and len(args) == 2:
        text = _("{character}: action {n}").format(character=term(first), n=args[1])
        what = hints.get(notation)
        return f"{text} — {_(what).format(**hint_numbers(_))}" if what else text
    if notation in hints:
        return _(hints[notation]).format(**hint_numbers(_))
    if verb == "bull" and len(args) == 2:
        inner = _("character action {n}").format(n=args[1]) if first == "act" else term(args[1])
        return _("Bull: {action}").format(action=inner)
    if verb == "draft":
        return _("Take the {character}").format(character=term(first))
    if verb == "skip":
        return _("Turn the {character} over (no action possible)").format(character=term(first))
    if verb == "common":
        return term(first)
    if verb == "bid" and first.isdigit():
        return ngettext("Send {n} tercio", "Send {n} tercios", int(first), _).format(n=first)
    if verb == "seat" and first.isdigit() and int(first) < len(names):
        return _("{player}'s ship").format(player=names[int(first)])
    if verb == "choose":
        if first.isdigit():
            return ngettext("Pay {n} ducat", "Pay {n} ducats", int(first), _).format(n=first)
        return _(game.choices[first]) if first in game.choices else term(first)
    if verb in SIMPLE and not args:
        return _(SIMPLE[verb]).format(**hint_numbers(_))
    if verb in NUMBERED and len(args) == 1:
        return _(NUMBERED[verb]).format(n=first)
    return None


def move_sentence(game, notation: str, name: str, _, prompt: str | None = None) -> str | None:
    """A move that writes no log line of its own, as a sentence naming its player ``name``
    (web/labels.py ``move_sentence``), or None for the shell's generic one: the draft pick
    and the tercio bid, chosen in secret and shown once revealed (seed 002, "Personajes",
    "Guerras europeas"), and a pass at the decision ``prompt`` that says what was declined
    (the bull purchase, resting the tercios; player review 2026-11-28 D9: "Player 2 passes")."""
    verb, *args = notation.split()
    if verb == "pass" and prompt in PASSES:
        return _(PASSES[prompt]).format(name=name)
    if verb == "draft" and len(args) == 1:
        return _("{name} takes the {character}").format(
            name=name, character=_(game.terms.get(args[0], args[0])))
    if verb == "bid" and len(args) == 1 and args[0].isdigit():
        return ngettext("{name} sends {n} tercio to the war", "{name} sends {n} tercios to the war",
                        int(args[0]), _).format(name=name, n=args[0])
    return None


def prompt_for(prompt: str, notations: list[str]) -> str | None:
    """The prompt's msgid worded after the options offered (``notations``), or None for the
    usual one (:data:`PROMPTS`): after a character's action, only the common action or the
    bull that is there, or nothing but the end of the turn; a character with no action
    possible says so (seed 002, "Acciones de personaje"; review 2026-11-28 D10)."""
    verbs = {notation.split()[0] for notation in notations}
    if prompt == "after_character":
        return AFTER_CHARACTER.get((("common" in verbs), ("bull" in verbs)))
    if prompt == "character" and verbs == {"skip"}:
        return N_("Round {round}: your character has no action possible; turn it over.")
    return None


AFTER_CHARACTER = {
    (True, False): N_("Take a common action or end your turn."),
    (False, True): N_("Use a bull or end your turn."),
    (False, False): N_("Nothing more to do this turn: end your turn."),
}
"""The after-character prompt by (a common action offered, a bull offered); both: PROMPTS'."""

PASSES = {"bulls": N_("{name} does not buy a bull"),
          "recover": N_("{name} does not rest the tercios")}
"""How a pass reads at the decisions where it declines one thing (the prompt's key)."""

SIMPLE = {
    "recover": N_("Rest the tercios ({recover_ducats})"), "buy": N_("Buy a bull ({bull_ducats})"),
    "surplus": N_("Top of the surplus"),
}
"""Labels of argument-less verbs (``pass`` and ``done`` read the same in every game); the braces:
:func:`hint_numbers`."""

NUMBERED = {
    "tile": N_("Exploration tile {n}"), "market": N_("Market slot {n}"),
    "war": N_("War space {n}"), "colony": N_("Colony {n}"), "church": N_("Church space {n}"),
}
"""Labels of verbs naming a numbered board place (shown 1-based as in the notation)."""
