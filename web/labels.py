"""Readable, translated labels for decisions, actions, score lines and variants.

Presentation only: the engine decides *what* is legal; this module only says how an action
notation, a prompt key or a scoring line reads to a player.  The words of each game come from
its Game (``terms``, ``prompts``, ``action_hints``, ``choices``, ``score_lines``, kept in the
game's package); anything missing falls back to a generic label so a new game is playable (if
terse) before its tables exist.  Message ids are marked with ``N_`` so ``python build.py i18n``
extracts them; they are translated when shown.
"""
from __future__ import annotations

from engine.i18n import N_

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
    template = game.prompts.get(decision.prompt)
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


def action_label(game, notation: str, names, _, variant: str | None = None) -> str:
    """A short translated label for one legal action notation (``variant``: the game's rules
    edition, whose ``variant_hints`` replace the general hints).

    >>> class G: id, terms = "plus_ultra", {"king": "King"}
    >>> action_label(G, "act king 1", ["Ana"], lambda s: s)
    'King: action 1 — gain GP by Crown wealth'
    """
    verb, *args = notation.split()
    first = args[0] if args else ""
    hints = {**game.action_hints, **getattr(game, "variant_hints", {}).get(variant, {})}
    if verb == "act" and len(args) == 2:
        text = _("{character}: action {n}").format(character=_term(game, first, _), n=args[1])
        what = hints.get(notation)
        return f"{text} — {_(what)}" if what else text
    if notation in hints:
        return _(hints[notation])
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
        if first in game.choices:
            return _(game.choices[first])
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
        "war": N_("War space {n}"), "colony": N_("Colony {n}"), "church": N_("Church space {n}"),
    }
    if verb in numbered and len(args) == 1:
        return _(numbered[verb]).format(n=first)
    return " ".join(_term(game, word, _) for word in [verb, *args])


def line_name(game, line: str, _) -> str:
    """Translated display name of a scoring line."""
    name = game.score_lines.get(line) or game.terms.get(line)
    return _(name) if name else line.replace("_", " ").capitalize()


def variant_name(variant: str, _) -> str:
    """Translated display name of a rules variant id."""
    return _(VARIANTS[variant]) if variant in VARIANTS else variant
