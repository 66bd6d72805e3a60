"""Guided tours (issue 21): a game's tour steps (``game.tour()``, engine/tour.py) on the board.

A step is a real position from a recorded game: the board shows it from the deciding seat's
view with only the step's move lit and playable (on the board and among the options, where
the other options are shown but disabled); once the learner makes it, the board shows the
position after it, with the step's "after" text and the log lines the move wrote.

:class:`TourRun` is the model and its HTML, shared by the app (index.html?tour=<game>,
web/tour_screen.py's ``TourScreen``, over the game screen's board and panel) and by embed.html
(``?tour=<game>&step=<id>``, one step for explainer pages).  A tour never touches the open
game, its autosave or the stored games: its positions live in memory only.
"""
from __future__ import annotations

import engine
from engine.i18n import format_event
from engine.savedoc import load
from engine.i18n import worded_names

import labels
import ui
from board_panel import BoardPanel


class TourRun:
    """One game's tour being walked: the steps, the step shown and whether its move is made.

    Args:
        game_id: a registered game with a tour.
        _: the gettext the steps' texts are translated with.
        at: the step shown first (an index; out of range: the first).
        variant: a rules edition with a tour of its own (``Game.tour_variants``: Plus Ultra's
            ``early``); None or another variant: the game's tour.
    Raises:
        KeyError: unknown game.  LookupError: the game has no tour.
    """

    def __init__(self, game_id: str, _, at: int = 0, variant: str | None = None):
        self.game = engine.get_game(game_id)
        self.variant = variant if variant in self.game.tour_variants()[1:] else None
        self.steps = self.game.tour(_, self.variant)
        if not self.steps:
            raise LookupError(game_id)
        self.at = at if 0 <= at < len(self.steps) else 0
        self.made = False
        self._states: dict[int, tuple] = {}

    def retranslate(self, _) -> None:
        """The same steps in another language (the step shown and its move stay)."""
        self.steps = self.game.tour(_, self.variant)

    def heading(self, _) -> str:
        """The tour's heading: "Guided tour: Plus Ultra", with the rules edition named when it
        has a tour of its own ("Guided tour: Plus Ultra (Early edition)")."""
        heading = _("Guided tour: {title}").format(title=self.game.title)
        if self.variant is None:
            return heading
        return _("{tour} ({edition})").format(tour=heading,
                                               edition=labels.variant_name(self.variant, _))

    def index_of(self, step_id: str) -> int | None:
        """The index of the step ``step_id``, or None."""
        return next((i for i, s in enumerate(self.steps) if s.id == step_id), None)

    @property
    def step(self):
        return self.steps[self.at]

    def go(self, at: int) -> None:
        """Show step ``at`` (clamped to the tour) before its move."""
        self.at, self.made = max(0, min(at, len(self.steps) - 1)), False

    def states(self):
        """(before, after) states of the step shown; the after state is made once asked."""
        if self.at not in self._states:
            step = self.step
            before = load(step.doc, upto=step.index)
            self._states[self.at] = (before, self.game.apply(before, step.move))
        return self._states[self.at]

    def seat(self) -> int:
        """The seat that makes the step's move (whose view the board shows)."""
        return self.game.decision(self.states()[0]).seat

    def play(self, notation: str) -> bool:
        """The learner plays ``notation``: True if it is the step's move (now made)."""
        if self.made or notation != self.step.move:
            return False
        self.made = True
        return True

    # -- drawing -----------------------------------------------------------------------------
    def board(self, _, layout: str) -> tuple[str, dict]:
        """The board's SVG for the step shown and the view it was drawn from: before the move,
        only the step's move lit and playable; after it, the move outlined."""
        before, after = self.states()
        seat = self.seat()
        if self.made:
            drawn = BoardPanel(self.game, after, seat, _, layout)
            return drawn.render((), highlight=[self.step.move], actor=seat), drawn.view
        drawn = BoardPanel(self.game, before, seat, _, layout)
        lit = [a for a in self.game.legal_actions(before) if a.notation == self.step.move]
        return drawn.render(lit), drawn.view

    def panel(self, _, *, app: bool = True) -> str:
        """The tour panel: progress, the step's title and text, the options (only the step's
        move playable) or, once made, the after text and the log lines the move wrote; then
        Back/Next/Exit (``app``) or Try again (embed.html, one step)."""
        step, (before, after) = self.step, self.states()
        game = self.game
        progress = _("Step {n} of {total}").format(n=self.at + 1, total=len(self.steps))
        heading = self.heading(_)
        out = [f'<p class="tour-kicker muted"><span>{ui.esc(heading)}</span> · '
               f'<span data-testid="tour-progress">{ui.esc(progress)}</span></p>',
               f'<h2 class="tour-title" id="tour-step-title">{ui.esc(step.title)}</h2>']
        if not self.made:
            out.append(f'<p class="tour-text">{ui.esc(step.text)}</p>')
            names = [text.split("\n", 1)[0] for text in
                     (game.explain(key, _, game.view(before, self.seat())) for key in step.focus)
                     if text]
            if names:         # the parts outlined on the board (mark_focus), said in words
                look = _("On the board: {parts}").format(parts=" · ".join(names))
                out.append(f'<p class="tour-look muted">{ui.esc(look)}</p>')
            out.append(self._options(before, _))
        else:
            lines = [format_event(key, params, worded_names(after.names, _), _, game.terms)
                     for key, params in after.log[len(before.log):]]
            done = _("Done: {move}").format(move=self._label(step.move, before, _))
            out.append(f'<div class="tour-after" data-testid="tour-after">'
                       f'<p class="tour-done"><strong>{ui.esc(done)}</strong></p>'
                       f'<p class="tour-text">{ui.esc(step.after)}</p>')
            if lines:
                happened = _("What happened")
                out.append(f'<h3 class="tour-log-title">{ui.esc(happened)}</h3>'
                           f'<ul class="tour-log">{ui.log_items(lines)}</ul>')
            out.append('</div>')
        section = step.source.split(" § ", 1)[-1]       # the Spanish rulebook's own heading
        rule = _("Rulebook section: {section}").format(section=section)
        out.append(f'<p class="tour-source muted">{ui.esc(rule)}</p>')
        out.append(self._tools(_, app))
        return "".join(out)

    def _label(self, notation: str, state, _) -> str:
        """The move's label as the game panel words it: with the deciding seat's view, so
        it tells what the option adds (Lorenzo's tower fee)."""
        seat = self.game.decision(state).seat
        view = self.game.view(state, seat) if seat is not None else None
        return labels.action_label(self.game, notation, worded_names(state.names, _), _, state.variant,
                                   view=view)

    def _options(self, before, _) -> str:
        """The options of the position, the step's move lit, the others disabled."""
        decision = self.game.decision(before)
        prompt = labels.prompt_text(self.game, decision, _)
        name = worded_names(before.names, _)[decision.seat]
        ask = _("Make the highlighted move as {name}.").format(name=name)
        html = BoardPanel(self.game, before, decision.seat, _).options(
            self.game.legal_actions(before), only=self.step.move)
        options = _("Your options")
        return (f'<p class="tour-ask"><strong>{ui.esc(ask)}</strong></p>'
                f'<p class="prompt">{ui.esc(prompt)}</p>'
                f'<div class="actions" role="group" aria-label="{ui.esc(options)}">'
                f'{html}</div>')

    def _tools(self, _, app: bool) -> str:
        last = self.at == len(self.steps) - 1
        if not app:
            return ('<div class="tools">'
                    + (ui.button(_("Try again"), "tour-again", testid="tour-again")
                       if self.made else "") + '</div>')
        buttons = []
        if self.made:
            buttons.append(ui.button(_("Finish the tour") if last else _("Next step"),
                                     "tour-exit" if last else "tour-next", cls="primary",
                                     testid="tour-next"))
            buttons.append(ui.button(_("Try again"), "tour-again", testid="tour-again"))
        elif not last:
            buttons.append(ui.button(_("Skip this step"), "tour-next", testid="tour-skip"))
        buttons.append(ui.button(_("Previous step"), "tour-back", testid="tour-back",
                                 disabled=self.at == 0))
        if not (self.made and last):
            buttons.append(ui.button(_("Exit the tour"), "tour-exit", testid="tour-exit"))
        return f'<div class="tools tour-tools">{"".join(buttons)}</div>'


def mark_focus(board, keys) -> None:
    """Outline the board parts a step points at (``TourStep.focus``: ``data-explain`` keys) in
    the board element ``board`` just drawn."""
    for key in keys:
        for element in board.querySelectorAll(f'[data-explain="{ui.esc(key)}"]'):
            element.classList.add("tour-focus")


def show_target(board, sheet=None) -> None:
    """Scroll the board part a tour step points at (its first outlined part, else its lit
    move) into view, unless enough of it shows already: in the page, above ``sheet`` when it
    is fixed (a phone's options sheet in the app), and inside ``board``'s own box when that
    scrolls (the embed's board in a small frame).  ``board``: the element holding the SVG."""
    from pyscript import window
    from pyscript.ffi import to_js
    from jsvalues import js

    target = js(board.querySelector(".tour-focus")) or js(
        board.querySelector("svg [data-action]"))
    if target is None:
        return
    rect, box = target.getBoundingClientRect(), board.getBoundingClientRect()
    top, bottom = max(box.top, 0), min(box.bottom, window.innerHeight)
    if sheet is not None and window.getComputedStyle(sheet).position == "fixed":
        bottom = min(bottom, sheet.getBoundingClientRect().top)
    seen = min(rect.bottom, bottom) - max(rect.top, top)
    if seen >= min(rect.height, 40):
        return
    block = "center" if rect.height < bottom - top else "start"
    target.scrollIntoView(to_js({"block": block, "inline": "nearest"},
                                dict_converter=window.Object.fromEntries))
