"""Plus Ultra display text: decision prompts, action hints, choice and score-line names.

Presentation only (English msgids marked with ``N_``, translated when shown by the web UI);
the rules never read it.  Prompt keys come from rules.py / actions.py, score lines from
scoring.py.
"""
from ..i18n import N_

PROMPTS = {
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
    "replace_market": N_("The market is full: choose the slot for your tile (its tile goes to "
                         "the surplus)."),
    "church_space": N_("Choose the church space for the goods from the surplus."),
    "flip_roseton": N_("Turn a rosetón card face down for {gp} GP?"),
    "pirate_penalty": N_("The Pirate plunders your colony: tire a tercio or lose 1 ducat."),
    "court_steps": N_("Visit the Court: 1 ducat per step, up to two steps."),
}
"""Prompt text by decision prompt key; params fill the braces (slot/row shown 1-based)."""

ACTION_HINTS = {
    "act admiral 1": N_("ship goods to the market"),
    "act admiral 2": N_("2 trade markers and 1 ducat"),
    "act cardinal 1": N_("donate goods to the Church"),
    "act cardinal 2": N_("gain a bull"),
    "act merchant 1": N_("sell goods"),
    "act merchant 2": N_("buy titles"),
    "act constable 1": N_("send a tercio to the war"),
    "act constable 2": N_("gain a tercio"),
    "act conquistador 1": N_("explore the New World"),
    "act conquistador 2": N_("send goods to the surplus for 2 ducats"),
    "act pirate 1": N_("sink a trade ship for 2 ducats"),
    "act pirate 2": N_("plunder goods for 2 ducats"),
    "act king 1": N_("gain GP by Crown wealth"),
    "act king 2": N_("tax the other players"),
    "act secretary 1": N_("gain a rosetón, house or Magellan marker"),
    "act secretary 2": N_("advance in Peer Order and gain 1 ducat"),
    "act viceroy 1": N_("build a house in a colony"),
    "act viceroy 2": N_("capture natives"),
    "discard tercio": N_("Discard an estate for a tercio"),
    "discard bull": N_("Discard an estate for a bull"),
    "discard ducats": N_("Discard an estate for 2 ducats"),
    "discard house": N_("Discard an estate for a house"),
    "discard roseton": N_("Discard an estate for a rosetón card"),
}
"""A few words on each character's two active actions (and other actions whose notation alone
reads poorly), by action notation."""

VARIANT_HINTS = {
    "early": {
        "act secretary 1": N_("gain a rosetón card, house or Magellan card"),
        "act secretary 2": N_("buy an estate for 2 ducats"),
        "act pirate 2": N_("plunder goods next to a colony for 2 ducats"),
    },
}
"""Action hints that differ in a rules edition (seed 000 for ``early``), by variant."""

CHOICES = {
    "yes": N_("Yes"), "no": N_("No"),
    "active": N_("Active (standing)"), "tired": N_("Tired (lying down)"),
    "bull": N_("Spend a bull"), "pay": N_("Pay and tire a tercio"),
    "ducat": N_("Lose 1 ducat"), "gp": N_("Lose 1 GP"), "tercio": N_("Tire a tercio"),
}
"""Labels of ``choose <x>`` answers that are not component names or numbers."""

SCORE_LINES = {
    "track": N_("GP track"), "houses": N_("Houses"), "colonies": N_("Colony majorities"),
    "bulls": N_("Unused bulls"), "money": N_("Money"), "trade": N_("Maritime trade"),
    "estates": N_("Estates"), "magellan": N_("Magellan's voyage"), "church": N_("Church"),
    "natives": N_("Natives"),
}
"""Display names of the scoring lines of scoring.py."""
