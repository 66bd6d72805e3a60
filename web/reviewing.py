"""The coach's review of a finished game in the app (issue 31, item 3): "Review the game" on
the game-over panel runs ``engine.ai.coach``'s review in the bot worker (web/bots.py
``WorkerBots.review``) with a progress bar and Stop, keeps the result in the save's ``review``
header (so it is not computed twice) and shows it (web/review_view.py): the win-chance chart
and each person's marked decisions, with links that open the replay at that move.

``Reviews`` is a part of the game screen (web/game_screen.py ``GameScreen.reviews``); it owns
the review of the open game and the one under way, and reads the open game from the router
(web/app.py ``App``: ``game``, ``state``, ``bots``, ``el``, ``save_doc``, ``autosaves``,
``render``, ``dialogs.embed_link``).  Without a worker there is no review (it is too long
for the page's thread): the player is told.  Imports no browser module at import time.
"""
from __future__ import annotations

import asyncio
import json

import review_view


class Reviews:
    """The coach's review of the open game.

    Args:
        app: the router (web/app.py ``App``), which holds the open game.
    """

    def __init__(self, app):
        self.app = app
        self.review = None          # the coach's review of the open game (the save's header)
        self.reviewing = None       # the review under way, if any

    def open(self, review: dict | None) -> None:
        """A game was opened with its stored ``review`` (or None); none is under way."""
        self.review, self.reviewing = review, None

    def adopt(self, review: dict) -> None:
        """Another tab reviewed the open game (web/autosaves.py ``on_storage``): keep its review."""
        self.review = review

    def shown_review(self) -> dict | None:
        """The stored review of the open game, if it is one of its current record."""
        review, state = self.review, self.app.state
        if review is None or state is None or review.get("actions") != len(state.history):
            return None
        return review

    def cmd_review(self, _el=None) -> None:
        """"Review the game": start the coach's review of the finished game (once)."""
        app = self.app
        if (app.state is None or not app.game.is_over(app.state) or self.reviewing
                or self.shown_review() is not None):
            return
        self.reviewing = run = {"state": app.state, "done": 0, "total": 0}
        app.render()
        asyncio.ensure_future(self.run_review(run))

    async def run_review(self, run: dict) -> None:
        """Let the worker review the game; keep and show the result unless it was stopped
        or another game was opened meanwhile."""
        from pyscript import window
        from bots import WorkerFailed
        app = self.app
        try:
            result = await app.bots.review(json.dumps(app.save_doc()),
                                           lambda done, total: self.review_progress(run, done,
                                                                                    total))
        except WorkerFailed:
            result = None
            if self.reviewing is run:
                app.alert(app._("The review needs the bot worker, which this browser "
                                "could not start."))
        except Exception as err:
            window.console.error(f"review: {type(err).__name__}: {err}")
            result = None
            if self.reviewing is run:
                app.alert(app._("The coach could not review the game: {error}").format(
                    error=err))
        if self.reviewing is not run:
            return                             # stopped, or another game is open
        self.reviewing = None
        if result is not None and app.state is run["state"] and result.get("complete"):
            self.review = result
            app.autosaves.save()                     # kept in the save: not computed twice
        app.render()

    def review_progress(self, run: dict, done: int, total: int) -> None:
        """Progress of the review under way: its bar moves."""
        if self.reviewing is not run:
            return
        run["done"], run["total"] = int(done), int(total)
        box = self.app.el["decision"].querySelector('[data-testid="review-progress"]')
        if box is not None:
            box.outerHTML = review_view.progress_html(run["done"], run["total"], self.app._)

    def cmd_stop_review(self, _el=None) -> None:
        """Stop the review under way (nothing is kept)."""
        if self.reviewing:
            self.reviewing = None
            self.app.bots.cancel()
            self.app.render(keyboard=True)

    def review_controls(self) -> None:
        """The game-over panel's review part: the review, its progress, or its button."""
        app = self.app
        if app.state is None or not app.game.is_over(app.state):
            return
        summary = app.el["decision"].querySelector(".final-summary")
        if summary is None:
            return
        review = self.shown_review()
        tools = summary.querySelector(".end-tools")
        if review is not None:                 # the review: under the score chart
            doc = {k: v for k, v in app.save_doc().items() if k != "review"}   # lighter links
            summary.insertAdjacentHTML("beforeend", review_view.review_html(
                app.game, app.state, review,
                lambda move: app.dialogs.embed_link(doc, move=move, whole=True), app._))
        elif self.reviewing:                   # its progress: under the panel's buttons
            (tools or summary).insertAdjacentHTML("afterend" if tools else "beforeend",
                                                  review_view.progress_html(
                                                      self.reviewing["done"],
                                                      self.reviewing["total"], app._))
        elif tools is not None:                # "Review the game" among the panel's buttons
            tools.insertAdjacentHTML("beforeend", review_view.review_button(app._))
