"""Computer opponents that play any game through the engine contract (issue 7).

Levels (``LEVELS``): ``random`` (uniform over legal actions), ``easy`` (:class:`GreedyBot`, one
step of lookahead with the game's :meth:`~engine.core.Game.evaluate`), ``normal`` and ``hard``
(:class:`MCTSBot`, information-set Monte-Carlo tree search under an iteration budget).

Bots see a game only as its deciding seat does: every state they search is a
:meth:`~engine.core.Game.determinize` of the real one, which replaces all information hidden
from that seat by a sample.  A bot's choice is a pure function of the seat's information, the
bot's seed and its budget.
"""
from .bots import LEVELS, Bot, GreedyBot, MCTSBot, RandomBot, make_bot

__all__ = ["LEVELS", "Bot", "GreedyBot", "MCTSBot", "RandomBot", "make_bot"]
