"""Readable, translated labels for decisions, actions, score lines and variants.

Presentation only: the engine decides *what* is legal; this module only says how an action
notation, a prompt key or a scoring line reads to a player.  Per-game tables are keyed by game
id; anything missing falls back to a generic label built from ``game.terms`` so a new game is
playable (if terse) before its table exists.  Message ids are marked with ``N_`` so
``python build.py i18n`` extracts them; they are translated when shown.
"""
from __future__ import annotations

from engine.i18n import N_

PROMPTS = {
    "plus_ultra": {
        "recover": N_("All your tercios are tired: rest them for 1 ducat?"),
        "draft": N_("Choose a character (secret until all have chosen)."),
        "bulls": N_("Buy a bull for 3 ducats?"),
        "bid": N_("Secretly choose how many tercios go to the war (war level {war_level})."),
        "character": N_("Round {round}: play one of your characters."),
        "after_character": N_("Take a common action, use a bull, or end your turn."),
        "pick_tile": N_("Choose an exploration tile."),
        "bump_market": N_("The market is full: choose a tile to move to the surplus."),
        "donate": N_("Choose goods from the market to donate to the Church."),
        "roseton": N_("Place a rosetón on it for 1 ducat?"),
        "sell": N_("Sell goods from the market or from the surplus."),
        "titles": N_("How many ducats do you pay for titles?"),
        "swap_tercio": N_("Choose a tercio in the war to replace."),
        "tercio_state": N_("Is the new tercio active or tired?"),
        "capture": N_("Capture the natives?"),
        "build_house": N_("Build a house in colony {slot} for 2 ducats?"),
        "pick_trade": N_("Whose trade ship do you sink?"),
        "king_tax": N_("The King's tax: lose 1 ducat or 1 GP."),
        "gain": N_("Choose what you gain."),
        "pick_colony": N_("Choose a colony for your house."),
    },
}
"""Prompt texts by game and prompt key; params fill the braces (1-based slot/row numbers)."""

CHARACTER_ACTIONS = {
    ("admiral", "1"): N_("ship goods to the market"),
    ("admiral", "2"): N_("2 trade markers and 1 ducat"),
    ("cardinal", "1"): N_("donate goods to the Church"),
    ("cardinal", "2"): N_("gain a bull"),
    ("merchant", "1"): N_("sell goods"),
    ("merchant", "2"): N_("buy titles"),
    ("constable", "1"): N_("send a tercio to the war"),
    ("constable", "2"): N_("gain a tercio"),
    ("conquistador", "1"): N_("explore the New World"),
    ("conquistador", "2"): N_("send goods to the surplus for 2 ducats"),
    ("pirate", "1"): N_("sink a trade ship for 2 ducats"),
    ("pirate", "2"): N_("plunder goods for 2 ducats"),
    ("king", "1"): N_("gain GP by Crown wealth"),
    ("king", "2"): N_("tax the other players"),
    ("secretary", "1"): N_("gain a rosetón, house or Magellan marker"),
    ("secretary", "2"): N_("advance in Peer Order and gain 1 ducat"),
    ("viceroy", "1"): N_("build a house in a colony"),
    ("viceroy", "2"): N_("capture natives"),
}
"""Plus Ultra: a few words on each character's two active actions."""

CHOICES = {
    "yes": N_("Yes"), "no": N_("No"),
    "active": N_("Active (standing)"), "tired": N_("Tired (lying down)"),
    "bull": N_("Spend a bull"), "pay": N_("Pay and tire a tercio"),
    "ducat": N_("Lose 1 ducat"), "gp": N_("Lose 1 GP"),
}
"""Labels of ``choose <x>`` answers that are not component names or numbers."""

SCORE_LINES = {
    "plus_ultra": {
        "track": N_("GP track"), "houses": N_("Houses"), "colonies": N_("Colony majorities"),
        "bulls": N_("Unused bulls"), "money": N_("Money"), "trade": N_("Maritime trade"),
        "estates": N_("Estates"), "magellan": N_("Magellan's voyage"), "church": N_("Church"),
        "natives": N_("Natives"),
    },
}
"""Display names of scoring lines by game."""

VARIANTS = {
    "reglamento": N_("Published rules"),
    "early": N_("Early edition"),
    "basic": N_("Basic game"),
    "advanced": N_("Advanced game"),
}
"""Display names of rules variants (ids from DESIGN.md)."""


def _term(game, key: str, _) -> str:
    return _(game.terms.get(key, key))


def prompt_text(game, decision, _) -> str:
    """The translated prompt of a decision, with its parameters filled in."""
    template = PROMPTS.get(game.id, {}).get(decision.prompt)
    if template is None:
        return _(decision.prompt.replace("_", " ").capitalize())
    params = {}
    for key, value in (decision.params or {}).items():
        if key in ("slot", "row") and isinstance(value, int):
            value += 1                      # the engine counts from 0; players from 1
        elif isinstance(value, str):
            value = _term(game, value, _)
        params[key] = value
    try:
        return _(template).format(**params)
    except (KeyError, IndexError, ValueError):
        return _(template)


def action_label(game, notation: str, names, _) -> str:
    """A short translated label for one legal action notation.

    >>> class G: id, terms = "plus_ultra", {"king": "King"}
    >>> action_label(G, "act king 1", ["Ana"], lambda s: s)
    'King: action 1 — gain GP by Crown wealth'
    """
    verb, *args = notation.split()
    first = args[0] if args else ""
    if verb == "act" and len(args) == 2:
        text = _("{character}: action {n}").format(character=_term(game, first, _), n=args[1])
        what = CHARACTER_ACTIONS.get((first, args[1]))
        return f"{text} — {_(what)}" if what else text
    if verb == "bull" and len(args) == 2:
        inner = (_("action {n} again").format(n=args[1]) if first == "act"
                 else _term(game, args[1], _))
        return _("Bull: {action}").format(action=inner)
    if verb == "draft":
        return _("Take the {character}").format(character=_term(game, first, _))
    if verb == "skip":
        return _("Turn the {character} over (no action possible)").format(
            character=_term(game, first, _))
    if verb == "common":
        return _term(game, first, _)
    if verb == "bid":
        return _("Send {n} tercios").format(n=first)
    if verb == "seat" and first.isdigit() and int(first) < len(names):
        return _("{player}'s ship").format(player=names[int(first)])
    if verb == "choose":
        if first.isdigit():
            return _("Pay {n} ducats").format(n=first)
        if first in CHOICES:
            return _(CHOICES[first])
        return _term(game, first, _)
    simple = {
        "pass": N_("Pass"), "recover": N_("Rest the tercios (1 ducat)"),
        "buy": N_("Buy a bull (3 ducats)"), "done": N_("End my turn"),
        "surplus": N_("Top of the surplus"),
    }
    if verb in simple and not args:
        return _(simple[verb])
    numbered = {
        "tile": N_("Exploration tile {n}"), "market": N_("Market slot {n}"),
        "war": N_("War space {n}"), "colony": N_("Colony {n}"),
    }
    if verb in numbered and len(args) == 1:
        return _(numbered[verb]).format(n=first)
    return " ".join(_term(game, word, _) for word in [verb, *args])


def line_name(game, line: str, _) -> str:
    """Translated display name of a scoring line."""
    name = SCORE_LINES.get(game.id, {}).get(line) or game.terms.get(line)
    return _(name) if name else line.replace("_", " ").capitalize()


def variant_name(variant: str, _) -> str:
    """Translated display name of a rules variant id."""
    return _(VARIANTS[variant]) if variant in VARIANTS else variant
