"""Plus Ultra actions: the 9 characters' active actions and the 8 common actions.

Each action is a pair of functions: ``can_*(s, seat) -> bool`` (its required part is possible,
P-33) and ``do_*(s, seat)`` which performs it.  A choice inside an action is asked with
:data:`economy.STEPS`'s ``ask`` (engine/flow.py), which records a pending sub-decision
(:class:`~engine.flow.Pending`) whose options are action notations; the chosen option is handed
to the step function registered under its name with ``@STEPS.step(name)`` where it is
defined.  When an action is complete, ``s.pending`` is None (the rules check it after each
answer; no step calls back into the turn).

Rule source: seed 002, "Personajes" and "Listado de acciones comunes"; the Viceroy from
seed 000 (Q-40); proposals of plus-ultra-spec.md §19 where cited.  Where the earlier edition
(seed 000, variant ``early``) differs, the action asks ``s.rules`` (data.Rules) and the seed 000
section is cited beside the switch.

The actions live along the rulebook's parts: economy.py (sub-decisions and the economy they
move), overseas.py (Admiral, Conquistador, Pirate, Viceroy), court.py (Cardinal, Merchant,
Constable, King, Secretary of State) and commons.py (the common actions).  This module imports
them all (so every step is registered), gathers the characters' actions into the tables the
rules use (:data:`CAN`, :data:`DO`) and re-exports the functions the turn's modules call
(rules.py, turn_start.py, turn_actions.py, turn_end.py).
"""
from __future__ import annotations

from . import court, data, overseas
from .commons import (COMMON_POSSIBLE, can_cash_estate, can_common,  # noqa: F401
                      cash_estate, do_common)
from .economy import (STEPS, crown_gain, gain_gp, note_count,  # noqa: F401
                      place_in_market, spend_bull, to_first, to_surplus)
from .overseas import place_colony  # noqa: F401


_CHARACTERS = {**vars(overseas), **vars(court)}
CAN = {(c, n): _CHARACTERS[f"can_{c}_{n}"] for c in data.CHARACTERS for n in (1, 2)}
"""``can_<character>_<n>`` by (character, n): whether its required part is possible (P-33)."""
DO = {(c, n): _CHARACTERS[f"do_{c}_{n}"] for c in data.CHARACTERS for n in (1, 2)}
"""``do_<character>_<n>`` by (character, n): performs the action (it may ask sub-decisions)."""
