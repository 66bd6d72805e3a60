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
    "standard": N_("Standard rules"),
}
"""Display names of rules variants (ids from DESIGN.md)."""


def _term(game, key: str, _) -> str:
    word = game.terms.get(key, key)
    return _(word) if word else ""      # gettext("") is the catalog's header, never a word


def prompt_text(game, decision, _, legal=None) -> str:
    """The translated prompt of a decision, with its parameters filled in.  With the legal
    actions offered (``legal``), the game may word it after them (``Game.prompt_for``: a
    prompt offers only what is there; player review 2026-11-28 D10).  The braces take the
    decision's params (slot and row shown 1-based, ids as their terms) over the game's rule
    values (``Game.prompt_numbers``)."""
    own = getattr(game, "prompt_for", None)
    template = own(decision.prompt, [a.notation for a in legal]) if (
        own is not None and legal) else None
    template = template or game.prompts.get(decision.prompt)
    if template is None:
        return _(decision.prompt.replace("_", " ").capitalize())
    numbers = getattr(game, "prompt_numbers", None)     # rule values (Game.prompt_numbers)
    params = dict(numbers(_)) if numbers is not None else {}
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


def action_label(game, notation: str, names, _, variant: str | None = None, *,
                 view: dict | None = None) -> str:
    """A short translated label for one legal action notation (``variant``: the game's rules
    variant).  The game's own :meth:`~engine.core.Game.action_label` speaks first; then its
    ``action_hints``; then generic words (``pass``, ``done``, ``draft X``, the game's terms).
    With ``view`` (the deciding seat's view of the position) the label ends with what
    :meth:`~engine.core.Game.option_detail` adds ("…: 3 coins fee").

    >>> class G: terms, action_hints = {"church": "Church"}, {}
    >>> G.action_label = staticmethod(lambda *args: None)
    >>> action_label(G, "church 2", ["Ana"], lambda s: s)
    'Church 2'
    """
    label = _plain_label(game, notation, names, _, variant)
    detail = game.option_detail(view, notation, _) if view is not None else None
    return f"{label}: {detail}" if detail else label


def _plain_label(game, notation: str, names, _, variant: str | None) -> str:
    """:func:`action_label` without the position's detail."""
    own = game.action_label(notation, names, _, variant)
    if own is not None:
        return own
    if notation in game.action_hints:
        return _(game.action_hints[notation])
    verb, *args = notation.split()
    if verb in SIMPLE and not args:
        return _(SIMPLE[verb])
    if verb == "draft" and len(args) == 1:
        return _("Take {what}").format(what=_term(game, args[0], _))
    return " ".join(_term(game, word, _) for word in [verb, *args])


SIMPLE = {"pass": N_("Pass"), "done": N_("End my turn")}
"""Verbs every game may use with one meaning."""

SENTENCES = {"pass": N_("{name} passes"), "done": N_("{name} ends their turn"),
             "end": N_("{name} ends their turn")}
"""Sentences of the moves every game words alike (the verb alone, no arguments)."""


def move_sentence(game, notation: str, seat: int, names, _, variant: str | None = None, *,
                  prompt: str | None = None) -> str:
    """A move as a sentence naming the player who chose it, for a move whose log lines do not
    say the choice (issue 20: never a bare option label): the game's own sentence for it at
    the decision ``prompt`` ("Ana does not buy a bull"), else "Ana passes", else
    "Ana chose “Take a worker: 3 Machinery”" (its :func:`action_label` quoted).

    >>> class G: terms, action_hints = {}, {}
    >>> G.action_label = staticmethod(lambda *args: None)
    >>> move_sentence(G, "pass", 0, ["Ana"], lambda s: s)
    'Ana passes'
    """
    name = names[seat] if seat is not None and 0 <= seat < len(names) else "?"
    own = getattr(game, "move_sentence", None)        # the game's own (Plus Ultra's draft)
    sentence = own(notation, name, _, prompt=prompt) if own is not None else None
    if sentence is not None:
        return sentence
    if notation in SENTENCES:
        return _(SENTENCES[notation]).format(name=name)
    option = action_label(game, notation, names, _, variant)
    return _("{name} chose “{option}”").format(name=name, option=option)


def line_name(game, line: str, _) -> str:
    """Translated display name of a scoring line."""
    name = game.score_lines.get(line) or game.terms.get(line)
    return _(name) if name else line.replace("_", " ").capitalize()


def variant_name(variant: str, _) -> str:
    """Translated display name of a rules variant id."""
    return _(VARIANTS[variant]) if variant in VARIANTS else variant
