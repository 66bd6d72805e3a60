"""The coach in embed.html (issue 31, items 3 and 4): the hint in "Play from here", the
host page's ``{type: "euro-games:hint"}`` request, and "Review the game" in the replay of a
finished game.

- **Hint.** In "Play from here" the panel offers Hint (and the key H), as the app does
  (web/coaching.py): the coach's best options for the seat to move, in the panel and outlined
  on the board (purple, dotted), a click plays one.  A host page may ask for the hint at the
  position shown by posting ``{type: "euro-games:hint"}``; the frame answers with
  :func:`hint_reply`.  Both only where the link lets the reader play on (``play=1``): the
  hint names options of the seat to move, which only "Play from here" lists.
- **Secrets.** The hint is computed from the embed's own state and nothing else: the link
  carries only what its viewer may see (engine/share.py, issue 29: a game in progress travels
  as its viewer's position, every other secret re-dealt by ``Game.conceal``; a finished game's
  record is public), and the coach samples every world from the seat to move's information
  set within it (``Game.determinize``, as the bots do).  tests/web/test_embed_coach.py checks that two
  games that differ only in what the link's viewer cannot see give the same hint.
- **Review.** The last move of a finished game's replay offers "Review the game" beside the
  final scores, and so does the control bar of a replay in a tab of its own (the app's Replay,
  which opens at move 0; a frame keeps its bar short):
  ``engine.ai.coach``'s review in the bot worker (web/bots.py ``WorkerBots.review``), with a
  progress bar and Stop; then the win-chance chart and each person's marked decisions, whose
  "Move N" buttons jump to that move within the replay (the review stays beside the board
  while the reader steps).  A save that carries a review (its ``review`` header, kept by the
  app's game-over panel: ``coach.stored_review``) shows it without computing.  A review made
  in a replay of its own tab is kept in the game under "Your games" that holds the same
  record (web/records.py ``keep_review``; the app's tab showing that game takes it up:
  web/autosaves.py ``on_storage``); a framed board stores nothing.

A part of web/embed.py's ``Embed`` (``Embed.coach``, :class:`EmbedCoach`): it owns the hint
and the review and asks the page to draw, play and post (what it uses of the page: its
:class:`Page`).  Imports no browser module at import time (the pure :func:`hint_reply` runs in
CPython tests).
"""
from __future__ import annotations

from engine.i18n import worded_names
import asyncio
import json
from collections.abc import Callable
from typing import Any, Protocol

import engine

import coaching
import labels
from viewer import MESSAGE_PREFIX

HINT_SLICE_S = 0.03
"""The page's slices when it computes a hint itself (no worker), as the app's."""


def hint_reply(game, state, options: list[dict] | None, _, *, move: int, playing: bool,
               error: str | None = None) -> dict:
    """The message answering a host page's ``{type: "euro-games:hint"}`` (docs/EMBED.md):

    ``{"type": "euro-games:hint", "game": id, "move": recorded actions shown, "playing":
    the reader's own line, "seat": the seat to move (None at the end), "options": [{"action":
    notation, "label": the option in the page's language, "estimate": expected final margin
    in points (None: not simulated), "win": 0..1 (None), "visits": simulations, "only": the
    seat's single legal option, given unsearched}], best first}``;
    with ``error`` (why no hint: the game is over, the link does not let readers play on, the
    coach failed) ``"options": []`` and ``"error": error``.  JSON-shaped."""
    seat = game.decision(state).seat
    view = game.view(state, seat) if seat is not None else None
    found = [{"action": o["notation"],
              "label": labels.action_label(game, o["notation"], worded_names(state.names, _), _, state.variant,
                                           view=view),
              "estimate": o["estimate"], "win": o["win"], "visits": int(o["visits"]),
              "only": bool(o.get("only"))}
             for o in (options or [])]
    reply = {"type": MESSAGE_PREFIX + "hint", "game": game.id, "move": move,
             "playing": playing, "seat": seat, "options": [] if error else found}
    if error:
        reply["error"] = error
    return reply


def hint_request(state) -> str:
    """The save document (JSON text) the embed's hint is computed from: the position shown,
    as the embed holds it (replayed from the link's document, plus the reader's own moves),
    and nothing else."""
    return json.dumps(engine.save(state))


class Page(Protocol):
    """What :class:`EmbedCoach` uses of the embed page (web/embed.py ``Embed``): read, never
    written; the page changes through its methods."""

    @property
    def viewer(self) -> Any: ...    # the Viewer shown (web/viewer.py), or None

    @property
    def mode(self) -> str: ...    # "view" (stepping) or "play"

    @property
    def allow_play(self) -> bool: ...    # the link lets the reader play on (play=1)

    @property
    def tour(self) -> Any: ...    # its tour part: a tour step is shown when its run is not None

    @property
    def _(self) -> Callable[[str], str]: ...    # the page's translator

    @property
    def el(self) -> dict: ...    # the page's elements by id

    def draw(self) -> None: ...

    def play(self, notation: str) -> None: ...

    def show_more(self, shown: bool) -> None: ...

    def post(self, message: dict) -> None: ...


class EmbedCoach:
    """Hint and review of embed.html: a part of the page (web/embed.py ``Embed.coach``).

    Args:
        page: the embed page (web/embed.py ``Embed``); its ``viewer``, ``mode``,
            ``allow_play``, ``tour``, ``el`` and ``_`` are read, and its ``draw``, ``play``,
            ``show_more`` and ``post`` called.
    """

    def __init__(self, page: Page):
        self.page = page
        self.hint: dict | None = None       # {"state", "options": list or None while
        #                                     thinking, "host": the host asked, "move",
        #                                     "playing": the position's place}
        self.review: dict | None = None     # the review shown (computed here, or the save's)
        self.reviewing: dict | None = None  # the review under way: {"done", "total"}
        self.review_open = False            # the review stays beside the board at every move
        self._show_review = False           # the next drawing scrolls the review into view
        self._looked_up = False             # the link's stored review was looked for
        self._bots = None

    # -- the worker --------------------------------------------------------------------------
    def bots(self):
        """The page's bot worker (web/bots.py), started on first use; ``?bots=page`` keeps
        hints in the page (and leaves no review)."""
        if self._bots is None:
            from pyscript import window
            from bots import WorkerBots, page_only
            self._bots = WorkerBots(enabled=not page_only(str(window.location.search)))
        return self._bots

    # -- hint --------------------------------------------------------------------------------
    def can_hint(self) -> bool:
        """Whether the position shown may be hinted: the link lets the reader play on and a
        seat is to move."""
        v = self.page.viewer
        return (v is not None and self.page.allow_play and self.page.tour.run is None
                and v.game.decision(v.state).seat is not None)

    def shown_hint(self) -> dict | None:
        """The hint of the position shown, if one was asked here."""
        hint = self.hint
        v = self.page.viewer
        return hint if hint is not None and v is not None and hint["state"] is v.state else None

    def cmd_hint(self, *, host: bool = False) -> None:
        """Hint (button, key H, or the host's request): ask the coach for the seat to move,
        once per position; the host is answered when it asked."""
        page = self.page
        v = page.viewer
        if not self.can_hint():
            if host:
                why = ("no game is shown" if v is None
                       else "this board does not let readers play on (play=1)"
                       if not page.allow_play else "nobody is to move here")
                page.post(hint_reply(v.game, v.state, None, page._, move=v.move,
                                     playing=v.playing, error=why) if v is not None else
                          {"type": MESSAGE_PREFIX + "hint", "options": [], "error": why})
            return
        hint = self.shown_hint()
        if hint is not None:
            hint["host"] = hint["host"] or host
            if hint["options"] is not None:
                self.answer_host(hint)
            return
        old = self.hint
        if old is not None and old["host"] and old["options"] is None:   # the host's answer
            page.post(hint_reply(v.game, old["state"], None, page._, move=old["move"],
                                 playing=old["playing"], error="the board moved on"))
        self.hint = hint = {"state": v.state, "options": None, "host": host,
                            "move": v.move, "playing": v.playing}
        if page.mode == "play":
            page.draw()
        asyncio.ensure_future(self.ask_hint(hint))

    async def ask_hint(self, hint: dict) -> None:
        """Let the worker (else the page, in slices) compute ``hint``'s options, from the
        embed's own state only (see the module's docstring); show them if still wanted."""
        from pyscript import document, window
        import botthink                             # the search: imported at the first hint
        from bots import WorkerFailed
        page = self.page
        state = hint["state"]
        game = engine.get_game(state.game)
        try:
            try:
                if self.reviewing:                  # the worker reviews: think here
                    raise WorkerFailed("busy with the review")
                options = await self.bots().hint(hint_request(state))
            except WorkerFailed:
                options = await botthink.sliced(coaching.think_hint(game, state),
                                                slice_s=HINT_SLICE_S,
                                                wanted=lambda: self.hint is hint)
        except Exception as err:                   # the coach broke: say so, play on
            window.console.error(f"hint: {type(err).__name__}: {err}")
            if self.hint is hint:
                self.hint = None
                if hint["host"]:
                    page.post(hint_reply(game, state, None, page._, move=hint["move"],
                                         playing=hint["playing"], error=str(err)))
                if page.mode == "play":
                    page.draw()
            return
        if options is None or self.hint is not hint:
            return                                  # dropped, or another position asked
        hint["options"] = options
        document.body.dataset.hint = str(len(options))     # for tests
        self.answer_host(hint)
        if page.mode == "play" and self.shown_hint() is hint:
            page.draw()

    def answer_host(self, hint: dict) -> None:
        """Post the hint to the host page if it asked (once)."""
        if hint["host"]:
            hint["host"] = False
            state = hint["state"]
            self.page.post(hint_reply(engine.get_game(state.game), state, hint["options"],
                                      self.page._, move=hint["move"], playing=hint["playing"]))

    def play_hint(self, notation: str) -> None:
        """A click on one of the hint's options: play it."""
        hint = self.shown_hint()
        if hint is not None and hint["options"] and any(
                o["notation"] == notation for o in hint["options"]):
            self.page.play(notation)

    def hint_controls(self, document) -> None:
        """In "Play from here": the Hint button in the panel just drawn, the hint's options
        under the prompt, and the hinted options outlined on the board and in the panel."""
        if self.page.mode != "play" or not self.can_hint():
            return
        hint = self.shown_hint()
        v = self.page.viewer
        if not coaching.place_hint(self.page.el["panel"], hint, v.game, v.state, self.page._):
            return
        assert hint is not None
        from pyscript import window
        coaching.outline_hint(document, window.CSS.escape, hint["options"], "#panel")

    # -- review ------------------------------------------------------------------------------
    def reviewable(self) -> bool:
        """Whether the recorded game is finished (its review may be asked)."""
        v = self.page.viewer
        return v is not None and self.page.tour.run is None and v.game.is_over(v.recorded[-1])

    def shown_review(self) -> dict | None:
        """The review of the recorded game: made here, the save's own stored one, or (in a
        tab of its own) the one kept in the game under "Your games" of the same record."""
        v = self.page.viewer
        if self.review is None and v is not None and not self._looked_up:
            self._looked_up = True                  # once per link
            from engine.ai import coach
            self.review = coach.stored_review(v.doc) if "review" in v.doc else None
            if not self.framed():                   # a tab (Replay, a review's link): the
                if self.review is None:             # review beside the board at every move
                    self.review = self.stored_review(v.doc)
                self.review_open = self.review is not None
        return self.review

    @staticmethod
    def stored_review(doc: dict) -> dict | None:
        """The review kept in localStorage for ``doc``'s record (web/records.py
        ``kept_review``), or None (none, or no storage here)."""
        from pyscript import window
        import records
        from storage import Storage
        try:
            return records.kept_review(Storage(window.localStorage), doc)
        except Exception as err:                    # no storage here: nothing kept
            window.console.warn(f"stored review not read: {type(err).__name__}: {err}")
            return None

    def offers_review(self) -> bool:
        """Whether the control bar offers "Review the game": a finished game's replay in a
        tab of its own (a frame keeps its bar short) with no review shown or under way."""
        return not (self.framed() or not self.reviewable() or self.shown_review() is not None
                    or bool(self.reviewing))

    def cmd_review(self) -> None:
        """"Review the game": run the coach's review of the recorded game in the worker."""
        if not self.reviewable() or self.reviewing or self.shown_review() is not None:
            return
        self.reviewing = run = {"done": 0, "total": 0}
        self._show_review = True
        self.page.draw()
        asyncio.ensure_future(self.run_review(run))

    async def run_review(self, run: dict) -> None:
        from pyscript import window
        from bots import WorkerFailed
        doc = {k: v for k, v in self.page.viewer.doc.items() if k != "review"}
        result, problem = None, None
        try:
            result = await self.bots().review(json.dumps(doc),
                                              lambda done, total: self.review_progress(
                                                  run, done, total))
        except WorkerFailed:
            problem = self.page._("The review needs the bot worker, which this browser "
                                  "could not start.")
        except Exception as err:
            window.console.error(f"review: {type(err).__name__}: {err}")
            problem = self.page._("The coach could not review the game: {error}").format(
                error=err)
        if self.reviewing is not run:
            return                                  # stopped, or another link opened
        self.reviewing = None
        if result is not None and result.get("complete"):
            self.review, self.review_open, self._show_review = result, True, True
            self.keep_review(doc, result)
        self.page.draw()
        if problem:
            self.page.el["caption"].textContent = problem

    def keep_review(self, doc: dict, result: dict) -> None:
        """A replay in a tab of its own (the app's Replay) keeps the review it made in the
        game under "Your games" that holds the same record (web/records.py ``keep_review``), so
        the game-over panel and the next Replay show it without computing; a framed board
        stores nothing."""
        from pyscript import window
        if self.framed():
            return
        import records
        from storage import Storage
        try:
            records.keep_review(Storage(window.localStorage), doc, result)
        except Exception as err:                    # no storage, full, refused: not kept
            window.console.warn(f"review not kept: {type(err).__name__}: {err}")

    @staticmethod
    def framed() -> bool:
        """Whether the page is in a frame (a host page's board) rather than a tab."""
        from pyscript import window
        from jsvalues import js
        return js(window.parent) is not None and window.parent != window

    def review_progress(self, run: dict, done: int, total: int) -> None:
        """The review's bar moves (without drawing the board again)."""
        if self.reviewing is not run:
            return
        run["done"], run["total"] = int(done), int(total)
        from pyscript import document
        import review_view
        box = document.querySelector('#panel [data-testid="review-progress"]')
        if box is not None:
            box.outerHTML = review_view.progress_html(run["done"], run["total"], self.page._)

    def cmd_stop_review(self) -> None:
        """Stop the review under way (nothing is kept)."""
        if self.reviewing:
            self.reviewing = None
            self.bots().cancel()
            self.page.draw()

    def review_shown(self) -> bool:
        """Whether the side panel should bring the review into view once (after "Review the
        game", and when the review arrives) instead of the move list's current move."""
        shown, self._show_review = self._show_review, False
        return shown

    def forget(self) -> None:
        """Another link opened: no hint, review or review under way of the last one."""
        if self.reviewing and self._bots is not None:
            self._bots.cancel()
        self.hint = self.review = self.reviewing = None
        self.review_open = self._looked_up = False

    def review_parts(self, at_end: bool) -> tuple[str, str]:
        """The side panel's review parts while stepping: (what goes among the final summary's
        tools at the last move: "Review the game" or the progress bar; what goes under the
        summary: the review).  The review also shows at other moves once opened, and the
        progress bar wherever the reader steps while it runs."""
        if not self.reviewable():
            return "", ""
        import review_view                          # the chart: imported at a finished game
        v, _ = self.page.viewer, self.page._
        review = self.shown_review()
        if review is not None:
            self.review_open = self.review_open or at_end   # seen: it stays while stepping
            return "", (review_view.review_html(v.game, v.recorded[-1], review, None, _)
                        if self.review_open else "")
        if self.reviewing:
            return review_view.progress_html(self.reviewing["done"], self.reviewing["total"],
                                             _), ""
        return (review_view.review_button(_) if at_end else ""), ""

    def command(self, name: str, el=None) -> bool:
        """Run the coach's commands (``data-cmd``); False for any other command."""
        if name == "hint":
            self.cmd_hint()
        elif name == "play-hint" and el is not None:
            self.play_hint(str(el.getAttribute("data-notation") or ""))
        elif name == "review":
            self.page.show_more(False)              # a phone's "⋯": the progress shows
            self.cmd_review()
        elif name == "stop-review":
            self.cmd_stop_review()
        else:
            return False
        return True
