"""Village display text: decision prompts, action hints, choice and score-line names.

Presentation only (English msgids marked with ``N_``, translated when shown by the web UI);
the rules never read it.  Prompt keys come from rules.py and the action modules, score lines
from scoring.py.
"""
from ..i18n import N_

PROMPTS = {
    "turn": N_("Take a cube from an action space, or use the well."),
    "free": N_("The board is empty: take any action, or pass."),
    "act": N_("Do the action of {space}, or pass."),
    "well_act": N_("Choose the action the well pays for."),
    "produce": N_("Produce the good now?"),
    "pay_council": N_("Pay the council chamber with 2 green cubes or 1 scroll?"),
    "pay_church": N_("Pay the church with 1 brown cube or 3 time?"),
    "privilege": N_("Use a privilege of the council chamber?"),
    "cube": N_("Choose an influence cube from the supply."),
    "good": N_("Choose a good from the supply."),
    "die": N_("A family member dies: choose which of the oldest."),
    "market": N_("Market day: serve a customer or pass."),
    "mass_draw": N_("Mass: buy your family members out of the black bag (1 coin each)?"),
    "mass_promote": N_("Mass: move your family members up the church windows with grain?"),
}
"""Prompt text by decision prompt key; params fill the braces."""

ACTION_HINTS: dict[str, str] = {}
"""Village labels its actions through CHOICES and the terms; no per-notation hints."""

CHOICES = {
    "stop": N_("Stop"), "none": N_("No privilege"),
    "green": N_("2 green cubes"), "scroll": N_("1 scroll"), "brown": N_("1 brown cube"),
    "time": N_("3 time"),
}
"""Labels of answers that are not component names or numbers."""

SCORE_LINES = {
    "prestige": N_("Prestige during play"), "travel": N_("Travel"),
    "council": N_("Council chamber"), "church": N_("Church"), "chronicle": N_("Village chronicle"),
    "customers": N_("Customers"), "coins": N_("Coins"),
}
"""Display names of the scoring lines of scoring.py."""

POINTS = N_("{n} prestige")
"""A score with its unit (prestige points)."""
