"""Plus Ultra actions: the 9 characters' active actions and the 8 common actions.

Each action is a pair of functions: ``can_*(s, seat) -> bool`` (its required part is possible,
P-33) and ``do_*(s, seat)`` which performs it.  A choice inside an action is asked with
:func:`ask`, which records a pending sub-decision whose options are action notations; the
chosen option is handed to the named step function.  When an action is complete,
``s.pending`` is None.

Rule source: seed 002, "Personajes" and "Listado de acciones comunes"; the Viceroy from
seed 000 (Q-40); proposals of plus-ultra-spec.md §19 where cited.  Where the earlier edition
(seed 000, variant ``early``) differs, the action asks ``s.rules`` (data.Rules) and the seed 000
section is cited beside the switch.

The actions live along the rulebook's parts: economy.py (sub-decisions and the economy they
move), overseas.py (Admiral, Conquistador, Pirate, Viceroy), court.py (Cardinal, Merchant,
Constable, King, Secretary of State) and commons.py (the common actions).  This module gathers
them into the tables the rules use (:data:`CAN`, :data:`DO`, :data:`STEPS`) and re-exports the
functions rules.py calls.
"""
from __future__ import annotations

from . import commons, court, data, economy, overseas
from .commons import (COMMON_POSSIBLE, can_cash_estate, can_common,  # noqa: F401
                      cash_estate, do_common)
from .economy import (STEPS, answer, ask, crown_gain, gain_gp,  # noqa: F401
                      note_count, place_in_market, spend_bull, to_first, to_surplus)
from .overseas import place_colony  # noqa: F401


_CHARACTERS = {**vars(overseas), **vars(court)}
CAN = {(c, n): _CHARACTERS[f"can_{c}_{n}"] for c in data.CHARACTERS for n in (1, 2)}
DO = {(c, n): _CHARACTERS[f"do_{c}_{n}"] for c in data.CHARACTERS for n in (1, 2)}
STEPS.update({
    "gain": economy.step_gain, "tercio": economy.step_tercio,
    "admiral_tile": overseas.step_admiral_tile, "admiral_bump": overseas.step_admiral_bump,
    "donate": court.step_donate, "roseton": court.step_roseton, "sell": court.step_sell,
    "titles": court.step_titles, "swap": court.step_swap,
    "explore_capture": overseas.step_explore_capture, "explore_build": overseas.step_explore_build,
    "to_surplus": overseas.step_to_surplus, "raid_trade": overseas.step_raid_trade,
    "raid_tile": overseas.step_raid_tile, "king_tax": court.step_king_tax,
    "colony": overseas.step_colony, "viceroy_tile": overseas.step_viceroy_tile,
    "viceroy_pay": overseas.step_viceroy_pay, "admiral_replace": overseas.step_admiral_replace,
    "donate_guide": court.step_donate_guide, "church_space": court.step_church_space,
    "flip_roseton": court.step_flip_roseton, "pirate_penalty": overseas.step_pirate_penalty,
    "court": commons.step_court,
})
