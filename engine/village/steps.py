"""Village's sub-decisions: the game's one registry of step functions on the shared kernel
(engine/flow.py).  A choice inside an action is asked with :func:`ask`, which records a
:class:`~engine.flow.Pending` decision whose options are action notations; the chosen option
goes to the step function registered under its name with ``@step(name)``.  An action is
complete when ``s.pending`` is None (rules.py polls that after every answer).
"""
from __future__ import annotations

from ..flow import Steps

STEPS = Steps()
"""Village's step functions by name (``fn(s, seat, action, params)``)."""

step = STEPS.step
ask = STEPS.ask
answer = STEPS.answer
