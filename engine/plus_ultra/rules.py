"""Plus Ultra's game class: what the shell reads (id, texts, budgets), the decision and the legal
actions of each phase, applying an action, and the view, scores and bots.

The rules follow the rulebook's parts (seed 002, "Preparación de la partida" and "Pasos del
Turno"), one module of functions each: turn_start.py (setup, "Comienzo del Turno": draft,
reveal, bulls), turn_actions.py ("Fase de Acciones": bids, tercios, character turns) and
turn_end.py ("Fin del Turno"); the characters' and common actions are in actions.py.  No part
calls another: a part that ends sets the phase to the next part's name and :func:`advance`
begins it.  The flow is a phase field plus small queues; every decision is derived from them by
:meth:`PlusUltra.decision`, and each phase has one legal-action generator.
"""
from __future__ import annotations

from functools import lru_cache

from ..core import Action, Decision, Game
from ..i18n import N_
from . import actions as A
from . import bot
from . import data, text
from . import turn_actions as T
from .economy import parse as _parse   # option texts → shared Actions (as STEPS parses)
from .state import ACTIONS, TURN_END, TURN_START, PlusUltraState as S
from .turn_actions import _of
from .turn_end import end_turn
from .turn_start import on_bulls, on_draft, on_recover, setup, start_turn
from .view import to_move_seat

_PARTS = {TURN_START: start_turn, ACTIONS: T.start_bids, TURN_END: end_turn}
"""The part of the turn each hand-over begins (seed 002, "Pasos del Turno")."""

_ON_PHASE = {"recover": on_recover, "draft": on_draft, "bulls": on_bulls, "bid": T.on_bid,
             "act": T.on_act}
"""What a move does in each phase without a sub-decision pending: ``f(state, seat, action)``."""


def advance(s: S) -> None:
    """Begin the parts of the turn handed over to, until a decision is due or the game is over
    (seed 002, "Pasos del Turno"): the end of a turn begins the next, whose start may run on to
    its action phase when no one can rest tercios, draft or buy bulls.  Changes ``s`` in place."""
    while (part := _PARTS.get(s.phase)) is not None:
        part(s)


@lru_cache(maxsize=None)
def _plain(seat: int | None, prompt: str, private: bool = False) -> Decision:
    """A decision without parameters, one shared (frozen) object per seat and prompt."""
    return Decision(seat, prompt, private=private)


class PlusUltra(Game):
    """Plus Ultra (Meridiano 6): 2–4 players, 7 turns of character drafting at Charles V's court."""

    id = "plus_ultra"
    title = "Plus Ultra"
    min_players = 2
    max_players = 4
    variants = tuple(data.RULESETS)
    pitch = N_("Young nobles at the court of Charles V pick characters to win the Emperor's "
               "favour: trade with the New World, fight Europe's wars, fund the Church.")
    play_minutes = (90, 120)        # assumed: neither seed prints it (docs/DATA.md)
    variant_notes = {
        "reglamento": N_("The published rulebook, the usual game."),
        "early": N_("The earlier rules: war from the middle of 3 dice, shared rosetón cards, "
                    "colonies of 2 to 4 houses, Magellan cards, estates with resources."),
    }
    terms = data.TERMS
    prompts, action_hints, variant_hints = text.PROMPTS, text.ACTION_HINTS, text.VARIANT_HINTS
    choices, score_lines = text.CHOICES, text.SCORE_LINES
    tie_breaks = text.TIE_BREAKS
    chart_period = "turn"                 # the score chart counts the 7 turns (seed 002)
    points_label = N_("{n} GP")          # greatness points (seed 002, "Puntos de Grandeza")
    eval_scale = 8.0                      # GP that make one player clearly ahead (bots)
    bot_budgets = {"normal": {"iterations": 320, "playout": 6},     # browser times:
                   "hard": {"iterations": 600, "playout": 6, "guide": 4}}  # bench/bot_speed.py
    # issue 19: twice the iterations of 160, in the time those took before apply got faster;
    # hard's guided playouts (issue 31) beat normal where 960 random ones did not (docs/BOTS.md)
    secret_lines = ("estates",)          # estates are kept face down until the end (seed 002, "Fincas")
    secret_prompts = text.SECRET_PROMPTS
    follow_prompts = text.FOLLOW_PROMPTS
    move_sentence = text.move_sentence       # web/labels.py: draft picks and bids, revealed
    prompt_for = staticmethod(text.prompt_for)   # web/labels.py: a prompt after its options
    automatic_verbs = frozenset({"skip"})
    """Verbs of moves the rules leave no choice about when offered alone (a character with no
    action possible is turned over, seed 002 "Acciones de personaje"; public): the app plays
    such a lone option for a person (web/turns.py ``Turns.forced_move``; review D10)."""
    log_heads = frozenset({"setup: {n} players", "turn {turn} begins", "the game is over"})
    choose_first = True                  # "el último que hubiese dominado un imperio" (seed 002)

    def prompt_numbers(self, gettext=None) -> dict[str, int | str]:
        """The rule values the prompts quote (text.prompt_numbers, from data.py)."""
        return dict(text.prompt_numbers(gettext))

    # -- setup -----------------------------------------------------------------------------
    def _make_state(self, *, players, seed, variant, names) -> S:
        return S(game=self.id, variant=variant, seed=seed, names=names)

    def _setup(self, s: S) -> None:
        setup(s)
        advance(s)

    # -- decisions and legal actions -------------------------------------------------------------
    def decision(self, s: S) -> Decision:
        seat = to_move_seat(s)
        pending = s.pending
        if pending is not None:
            return Decision(seat, pending.prompt,
                            {k: v for k, v in pending.params.items()
                             if k in ("resource", "slot", "row", "gp")})
        if s.phase == "over":
            return _plain(None, "game_over")
        if s.phase == "draft":
            return _plain(seat, "draft", True)
        if s.phase == "bid":
            return Decision(seat, "bid", {"war_level": s.war_level}, private=True)
        if s.phase in ("recover", "bulls"):
            return _plain(seat, s.phase)
        return Decision(seat, "after_character" if s.acted else "character", {"round": s.round})

    def is_over(self, s: S) -> bool:
        """The game has ended (what :meth:`decision` says with seat None, without building it)."""
        return s.phase == "over" and not s.pending

    def hidden_moves(self, s: S) -> dict[int, tuple[int, str]]:
        """The picks of the draft under way and the bids not yet revealed: the moves since the
        phase began, all of that phase's verb (seed 002: "Personajes", the characters are
        revealed once all have chosen; "Colocación de Tercios", bids are revealed together)."""
        if s.pending or s.phase not in ("draft", "bid"):
            return {}
        start = len(s.history)
        while start and s.history[start - 1].split(" ", 1)[0] == s.phase:
            start -= 1
        moves = s.history[start:]
        if s.phase == "draft":        # characters are unique: the seat holding it chose it
            seats = [next(seat for seat in range(s.players)
                          if m.split()[1] in s.p(seat).characters) for m in moves]
        else:                         # bids are made in turn order by the seats with tercios
            seats = [seat for seat in s.turn_order if s.p(seat).bid is not None]
        return {start + i: (seat, s.phase) for i, seat in enumerate(seats)}

    def _legal(self, s: S) -> list[Action]:
        if s.pending is not None:
            return [_parse(o) for o in s.pending.options]
        seat = to_move_seat(s)
        assert seat is not None                       # (legal_actions: [] once over)
        p = s.p(seat)
        if s.phase == "recover":
            return [_of("recover"), _of("pass")]
        if s.phase == "draft":
            return [_of("draft", c) for c in s.pool]
        if s.phase == "bulls":
            return [_of("buy"), _of("pass")]
        if s.phase == "bid":
            return [_of("bid", n) for n in range(p.tercios_active + 1)]
        if not s.acted:
            return T.character_actions(s, seat) + T.commons(s, seat) + T.estate_actions(s, seat)
        return ([_of("done")] + T.commons(s, seat) + T.bull_actions(s, seat)
                + T.estate_actions(s, seat))

    def is_legal(self, s: S, a: Action) -> bool:
        """Membership in :meth:`legal_actions`, computing only the part of the list that can
        hold ``a`` (the action phase's lists are the costly ones); tests check it agrees."""
        if s.phase != "act" or s.pending:
            return a in self.legal_actions(s)
        seat = s.actor
        assert seat is not None                       # the action phase has an actor
        if a.verb == "common":          # one common action: only its own check
            return (len(a.args) == 1 and a.args[0] in data.COMMON_ACTIONS
                    and not s.p(seat).common_used and A.can_common(s, seat, a.args[0]))
        if a.verb == "act":             # one character action: only its own check
            p = s.p(seat)
            if s.acted or len(a.args) != 2 or a.args[1] not in ("1", "2"):
                return False
            c = a.args[0]
            return c in p.characters and c not in p.used and A.CAN[c, int(a.args[1])](s, seat)
        part = {"act": T.character_actions, "skip": T.character_actions,
                "common": T.commons, "bull": T.bull_actions,
                "discard": T.estate_actions}.get(a.verb)
        if part is None:
            return a.verb == "done" and not a.args and s.acted
        if a.verb in ("act", "skip") and s.acted:
            return False
        return a in part(s, seat)

    # -- applying actions ------------------------------------------------------------------------
    def _apply(self, s: S, a: Action) -> None:
        if s.pending is not None:
            A.STEPS.answer(s, a)     # asks again or completes the action: the character
        else:                        # turn goes on until its seat plays "done"
            seat = to_move_seat(s)
            assert seat is not None                   # (legal_actions: [] once over)
            _ON_PHASE[s.phase](s, seat, a)
            advance(s)

    # -- information -------------------------------------------------------------------------------
    def view(self, s: S, seat: int | None = None) -> dict:
        from .view import view
        return view(s, seat)

    def scores(self, s: S) -> list[dict]:
        from .scoring import scores
        return scores(s)

    def ranking(self, s: S) -> list[int]:
        from .scoring import ranking
        return ranking(s)

    # -- bots -----------------------------------------------------------------------------------
    def _resample_hidden(self, s: S, seat: int | None, rng) -> None:
        bot.resample_hidden(s, seat, rng)

    def evaluate(self, s: S, seat: int) -> float:
        return bot.evaluate(s, seat)

    def action_label(self, notation, names, gettext, variant):
        return text.action_label(self, notation, names, gettext, variant)

    def render(self, view: dict, *, legal=(), gettext=None, **options) -> str:
        from .render import board
        return board(view, legal=legal, gettext=gettext, **options)
