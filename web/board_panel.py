"""One board and its options panel: a game position drawn for one viewing seat.

The component every screen that shows a position uses: the app's game screen, the guided tour
(in the app and in embed.html) and embed.html's recorded game and "Play from here".  It turns
a game state, the seat looking and the legal actions offered into text: the board's SVG
(``Game.render``, a placeholder root for a game without a renderer) and the panel's HTML (whose
turn, the prompt, one button per legal action, a −/+ stepper for a counted choice, Undo, or the
game-over summary).  Every element that performs a legal action carries ``data-action``
(DESIGN.md); a tour passes ``only`` to make one action playable and show the others disabled.

Pure (no DOM, no storage): the screens write the text into the page, and the host's tests run
it.
"""
from __future__ import annotations

from typing import Callable

from engine.i18n import worded_view
from engine.i18n import worded_names

import endgame
import labels
import stepper
from ui_base import button, esc

PANEL_MAX = 12
"""Most options the panel shows at once (issue 20): beyond, the game's groups fold them."""

Views = Callable[[int | None], dict]
"""The views of one position by seat (None: the public view): ``game.view(state, seat)``."""


def seat_views(game, state, view_of: Views | None = None) -> Views:
    """``view_of`` when given (:meth:`BoardPanel.view_of`, which keeps each view it computed),
    else ``game.view`` of ``state``."""
    if view_of is not None:
        return view_of
    return lambda seat: game.view(state, seat)


class BoardPanel:
    """The board and the options panel of ``state`` as the seat ``viewer`` sees it.

    Args:
        game: the engine Game of ``state``.
        state: the position shown.
        viewer: the seat whose view is drawn (None: the public view).
        _: the gettext the board and panel are worded with.
        layout: the board layout ("wide", or "narrow": zones stacked).
    """

    def __init__(self, game, state, viewer: int | None, _, layout: str = "wide"):
        self.game, self.state, self.viewer, self._, self.layout = game, state, viewer, _, layout
        self._views: dict[int | None, dict] = {}
        self.view = self.view_of(viewer)            # what the board is drawn from
        self.decision = game.decision(state)

    def view_of(self, seat: int | None) -> dict:
        """``game.view`` of the position for ``seat`` (None: the public), computed once per
        seat: the board, the panel's options and the secrets check ask for the same views."""
        if seat not in self._views:
            self._views[seat] = self.game.view(self.state, seat)
        return self._views[seat]

    def lit(self, indices) -> list[str]:
        """The notations of the history's moves ``indices`` the viewer may see (to outline)."""
        return visible_moves(self.game, self.state, indices, self.viewer)

    def render(self, legal=(), *, highlight=(), actor: int | None = None) -> str:
        """The board's SVG: ``legal`` actions clickable, the notations ``highlight`` outlined
        as the moves of seat ``actor``.  Raises NotImplementedError (or ImportError) for a
        game without a renderer."""
        return self.game.render(worded_view(self.view, self._), legal=list(legal),
                                gettext=self._,
                                layout=self.layout, highlight=list(highlight), actor=actor)

    def board(self, legal=(), *, highlight=(), actor: int | None = None) -> str:
        """:meth:`render`, or a placeholder board root for a game without a renderer."""
        try:
            return self.render(legal, highlight=highlight, actor=actor)
        except (NotImplementedError, ImportError):
            seat = self.decision.seat
            return fallback_board(self.game.id, seat, seat is None, self._)

    def options(self, legal, *, only: str | None = None) -> str:
        """The buttons of ``legal`` (:func:`options_html`)."""
        return options_html(self.game, self.state, legal, self._, only=only,
                            view_of=self.view_of)

    def panel(self, legal, *, can_undo: bool, peek: str | None = None, app: bool = True,
              hints: list[int] | None = None, undo_why: str | None = None) -> str:
        """The decision panel (:func:`decision_panel`), or the game-over panel at the end
        (with the coach's ``hints`` counted per seat, if any)."""
        return decision_panel(self.game, self.state, self.decision, legal, can_undo, self._,
                              peek=peek, app=app, hints=hints, undo_why=undo_why,
                              view_of=self.view_of)


def decision_panel(game, state, decision, legal, can_undo: bool, _, *,
                   peek: str | None = None, app: bool = True,
                   hints: list[int] | None = None, undo_why: str | None = None,
                   view_of: Views | None = None) -> str:
    """Whose turn, the prompt and one button per legal action (or the game-over summary).

    ``peek`` adds "Show my secrets" ("peek") or "Hide my secrets" ("hide").  ``app=False``
    (embed.html's "Play from here") leaves out the app's Share, New game and Replay, which
    only the app can do; Undo stays, and when it cannot be used says why (``undo_why``).
    ``hints``: the coach's hints per seat, which the game-over panel counts (web/coaching.py).
    ``view_of``: the views of the position by seat (:meth:`BoardPanel.view_of`), if kept.
    """
    if decision.seat is None:                 # the game-over panel (issue 20)
        return endgame.over_panel(game, state, _, app=app, can_undo=can_undo, hints=hints,
                                  undo_why=undo_why)
    undo = button(_("Undo"), "undo", disabled=not can_undo, why=undo_why)
    if app:
        undo += button(_("Share"), "share")
    if peek == "peek":
        undo = button(_("Show my secrets"), "peek") + undo
    elif peek == "hide":
        undo = button(_("Hide my secrets"), "hide") + undo
    seat = decision.seat
    buttons = counted_options(game, state, decision, legal, _, view_of)
    to_play = _("{name} to play").format(name=worded_names(state.names, _)[seat])
    options = _("Your options")
    return (f'<h2 class="to-move"><span class="swatch seat-{seat}" aria-hidden="true"></span>'
            f'{esc(to_play)}</h2>'
            f'<p class="prompt">{esc(labels.prompt_text(game, decision, _, legal))}</p>'
            f'<div class="actions" role="group" aria-label="{esc(options)}">{buttons}</div>'
            f'<div class="tools">{undo}</div>')


def counted_options(game, state, decision, legal, _, view_of: Views | None = None) -> str:
    """The options of ``decision``: a count the game lets choose with a stepper
    (``Game.stepper``, e.g. Lorenzo's servants) as one −/+ form, the others as buttons.
    ``view_of``: the views of the position by seat, if kept (else ``game.view``)."""
    view_of = seat_views(game, state, view_of)
    spec = game.stepper(view_of(decision.seat), decision, legal, _)
    if not spec:
        return options_html(game, state, legal, _, view_of=view_of)
    counted = {entry["action"] for entry in spec["steps"]}
    rest = [a for a in legal if a.notation not in counted]
    key = f"{id(state)}:{len(state.history)}"         # this position (kept across redraws)
    return stepper.html(spec, key) + options_html(game, state, rest, _, view_of=view_of)


def options_html(game, state, legal, _, *, only: str | None = None,
                 view_of: Views | None = None) -> str:
    """One button per legal action; when there are more than :data:`PANEL_MAX`, the options
    of each group the game names (``game.option_group``, e.g. a Lorenzo tower) fold into a
    ``<details>`` whose summary names the group and its count, one open at a time.

    ``only`` (a guided tour's step): that notation is the one playable option, marked
    ``data-testid="tour-move"``, its group open; the other options are shown disabled, with
    no ``data-action``.  ``view_of``: the views of the position by seat, if kept (else
    ``game.view``)."""
    decision = game.decision(state)
    view = None if decision.seat is None else seat_views(game, state, view_of)(decision.seat)

    def one(a) -> str:
        label = esc(labels.action_label(game, a.notation, worded_names(state.names, _), _, state.variant,
                                        view=view))
        if only is None:
            return (f'<button type="button" class="action" data-action="{esc(a.notation)}">'
                    f'{label}</button>')
        if a.notation == only:
            return (f'<button type="button" class="action tour-move" data-testid="tour-move"'
                    f' data-action="{esc(a.notation)}">{label}</button>')
        return f'<button type="button" class="action" disabled>{label}</button>'

    fold = len(legal) > PANEL_MAX
    group_of = [game.option_group(a.notation) if fold else None for a in legal]
    groups: dict[str | None, list] = {}
    for a, group in zip(legal, group_of, strict=False):
        groups.setdefault(group, []).append(a)
    out, done = [], set()
    for a, group in zip(legal, group_of, strict=False):
        if group is None or len(groups[group]) == 1:
            out.append(one(a))
        elif group not in done:
            done.add(group)
            title = f"{_(group)} ({len(groups[group])})"
            opened = " open" if only is not None and any(
                b.notation == only for b in groups[group]) else ""
            out.append(f'<details class="option-group" name="option-groups"{opened}>'
                       f'<summary>{esc(title)}</summary><div class="actions">'
                       + "".join(one(b) for b in groups[group]) + '</div></details>')
    return "".join(out)


def bot_panel(name: str, paused: bool, can_undo: bool, _, undo_why: str | None = None) -> str:
    """The panel while a bot decides: who thinks, and the watch controls (pause / step)."""
    if paused:
        status = _("{name} (bot) waits: press Step or Resume.").format(name=name)
        controls = button(_("Step"), "step", cls="primary") + button(_("Resume"), "resume-bots")
    else:
        status = _("{name} (bot) is thinking…").format(name=name)
        controls = button(_("Pause"), "pause")
    undo = button(_("Undo"), "undo", disabled=not can_undo, why=undo_why)
    return (f'<h2 class="to-move bot-turn"><span class="thinking" aria-hidden="true"></span>'
            f'{esc(status)}</h2><div class="tools">{controls}{undo}</div>')


def visible_moves(game, state, indices, viewer: int | None) -> list[str]:
    """The notations of the moves ``state.history[i]`` (``i`` in ``indices``) that ``viewer``
    (None: the public) may see: what the board outlines as the last turn."""
    history = state.history
    return [history[i] for i in indices
            if -len(history) <= i < len(history) and game.move_secret(state, i, viewer) is None]


def fallback_board(game_id: str, seat, over: bool, _) -> str:
    """A placeholder board root (same root attributes) for a game without a renderer yet."""
    over_attr = ' data-game-over="true"' if over else ""
    missing = _("The board drawing is not available yet.")
    return (f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 120" role="img" '
            f'data-game="{esc(game_id)}" data-to-move="{"" if seat is None else seat}"{over_attr}>'
            f'<text x="200" y="64" text-anchor="middle" font-size="16">'
            f'{esc(missing)}</text></svg>')
