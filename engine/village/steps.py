"""Village's sub-decisions: the game's one registry of step functions on the shared kernel
(engine/flow.py).  A choice inside an action is asked with ``STEPS.ask``, which records a
:class:`~engine.flow.Pending` decision whose options are action notations; the chosen option
goes (``STEPS.answer``, from rules.py) to the step function registered under its name with
``@STEPS.step(name)`` where it is defined (actions.py, council.py, life.py, paying.py).  An
action is complete when ``s.pending`` is None: rules.py polls that after every answer and goes
on with the turn, so no step module imports the turn.
"""
from __future__ import annotations

from ..flow import Steps

STEPS = Steps()
"""Village's step functions by name (``fn(s, seat, action, params)``), with the ``ask`` and
``answer`` that use them."""
