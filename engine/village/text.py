"""Village display text: decision prompts, action hints, choice and score-line names.

Presentation only (English msgids marked with ``N_``, translated when shown by the web UI);
the rules never read it.  Prompt keys come from rules.py and the action modules, score lines
from scoring.py.
"""
from ..i18n import N_
from . import data

PROMPTS = {
    "turn": N_("Take a cube from an action space, or use the well."),
    "free": N_("The board is empty: take any action, or pass."),
    "act": N_("Do the action of {space}, or pass."),
    "well_act": N_("Choose the action the well pays for."),
    "produce": N_("Produce the good now?"),
    "pay_council": N_("Pay the council chamber with {green} green cubes or {scrolls} scroll?"),
    "pay_church": N_("Pay the church with {brown} brown cube or {time} time?"),
    "privilege": N_("Use a privilege of the council chamber?"),
    "cube": N_("Choose an influence cube from the supply."),
    "good": N_("Choose a good from the supply."),
    "die": N_("A family member dies: choose which of the oldest."),
    "market": N_("Market day: serve a customer or pass."),
    "mass_draw": N_("Mass: buy your family members out of the black bag ({coins} coin "
                    "each)?"),
    "mass_promote": N_("Mass: move your family members up the church windows with grain?"),
}
"""Prompt text by decision prompt key; params fill the braces (the rule values among them:
engine/village/rules.py prompt_numbers)."""

FOLLOW_PROMPTS = frozenset({"act", "well_act", "produce", "pay_council", "pay_church",
                            "privilege", "cube", "good", "die"})
"""Decisions that finish the deciding seat's move (``Game.follow_prompts``): the action of the
cube taken or of the well, what it asks for, a death it brings; a summary of moves reads them
with the cube.  Not the market day's or the mass's decisions, which every seat makes."""

ACTION_HINTS: dict[str, str] = {}
"""Village labels its actions with :func:`action_label`; no per-notation hints."""

LABELS = {
    "take": N_("Take 1 {color} cube from {space}"),
    "take_only": N_("Take 1 {color} cube from {space} (you cannot use its action now)"),
    "well": N_("Well: pay {n} {color} cubes"),
    "cube": N_("Take 1 {color} cube"),
    "good": N_("Take 1 {good}"),
    "produce": N_("Produce 1 {good}"),
    "buy": N_("Buy 1 {good}"),
    "pay": N_("Pay with {what}"),
    "train": N_("Train a generation {g} member: {building}"),
    "recall": N_("Bring home the generation {g} member ({place})"),
    "travel": N_("Travel: generation {g} member, {place} → {city}"),
    "enter": N_("Send a generation {g} member into the council chamber"),
    "advance": N_("Move the generation {g} member up from {place}"),
    "privilege": N_("Use the privilege of council stage {n}"),
    "church": N_("Send a generation {g} member to the church"),
    "draw": N_("Buy a generation {g} member out of the black bag"),
    "promote": N_("Move the generation {g} member up from {place}"),
    "die": N_("Generation {g} member dies ({place})"),
    "serve": N_("Serve the customer at stall {n}"),
}
"""Button labels of the action notations by verb (engine/village/actions.py, mass.py,
rules.py); the braces are filled by :func:`action_label`."""


def action_label(game, notation: str, _) -> str | None:
    """Village's wording of an action notation (``_``: gettext), or None for the shell's
    generic labels (verbs without arguments: terms and CHOICES).

    >>> class G: terms = {"c2": "City 2", "farm": "farmyard"}
    >>> action_label(G, "travel 1 farm c2", lambda s: s)
    'Travel: generation 1 member, farmyard → City 2'
    """
    verb, *args = notation.split()
    if verb == "take" and len(args) == 3:
        verb, args = "take_only", args[:2]        # take <space> <kind> only
    coins = 0                                     # well/pay <colour> <n>: n coins as jokers
    if verb in ("well", "pay") and len(args) == 2 and args[1].isdigit():
        args, coins = args[:1], int(args[1])
    if notation == "well coins":
        return _(WELL_COINS).format(n=data.WELL_CUBES)
    template = LABELS.get(verb)
    if template is None or not args:
        return None

    def term(key: str) -> str:
        return _(game.terms.get(key, key))

    first = args[0]
    fields = {"color": term(args[-1]), "space": term(first), "good": term(first),
              "what": term(first), "n": first, "g": first, "building": "", "place": "",
              "city": ""}
    if verb == "pay" and first in CHOICES:
        fields.update(what=_(CHOICES[first]).format(**choice_numbers()))
    elif verb == "well":
        fields.update(n=str(data.WELL_CUBES))
    elif verb == "train":
        fields.update(building=term(first), g=args[1])
    elif verb in ("recall", "die"):
        fields.update(place=term(args[1]))
    elif verb == "travel":
        fields.update(place=term(args[1]), city=term(args[2]))
    elif verb == "advance":
        fields.update(place=term(f"council:{args[1]}"))
    elif verb == "promote":
        fields.update(place=term(f"church:{args[1]}"))
    label = _(template).format(**fields)
    if coins:
        label += " " + joker_text(coins, _)
    return label


JOKERS = {"one": N_("(1 coin for a missing cube)"), "many": N_("({n} coins for missing cubes)")}
"""What a payment with coins as jokers adds to its label (seed 004, "Las monedas")."""
WELL_COINS = N_("Well: pay {n} coins")
"""Label of ``well coins`` (assumed E1: coins at the well)."""


def joker_text(n: int, _) -> str:
    """"(n coins for missing cubes)", translated (n >= 1)."""
    message = JOKERS["one"] if n == 1 else JOKERS["many"]
    return _(message).format(n=n)

CHOICES = {
    "stop": N_("Stop"), "none": N_("No privilege"),
    "green": N_("{green} green cubes"), "scroll": N_("{scrolls} scroll"),
    "brown": N_("{brown} brown cube"), "time": N_("{time} time"),
}
"""Labels of answers that are not component names or numbers (the braces:
:func:`choice_numbers`)."""


def choice_numbers() -> dict[str, int]:
    """The rule values the CHOICES labels quote, from data.py: the council's green cubes or
    scroll (seed 004, "cámara del Consejo"), the church's brown cube or time ("Iglesia")."""
    return {"green": data.COUNCIL_GREEN, "scrolls": data.COUNCIL_SCROLLS,
            "brown": data.CHURCH_BROWN, "time": data.CHURCH_TIME}

TIE_BREAKS = {
    "customers": N_("Tied on prestige: the tie goes to the player who served more customers."),
    "living": N_("Tied on prestige and customers served: the tie goes to the player with more "
                 "living family members."),
    "shared": N_("Tied on prestige, customers served and living family members: the victory "
                 "is shared (not printed in the rulebook; assumed)."),
}
"""How a tie for first place is decided, in the rulebook's order (seed 004, "Puntuación
final"; the shared victory is assumed, E16, and says so in the words of engine.tour.ASSUMED,
the marker, since the shell shows these texts as they are)."""

SCORE_LINES = {
    "prestige": N_("Prestige during play"), "travel": N_("Travel"),
    "council": N_("Council chamber"), "church": N_("Church"), "chronicle": N_("Village chronicle"),
    "customers": N_("Customers"), "coins": N_("Coins"),
}
"""Display names of the scoring lines of scoring.py."""

POINTS = N_("{n} prestige")
"""A score with its unit (prestige points)."""
