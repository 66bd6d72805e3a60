"""The coach's review of a finished game in the app (issue 31, item 3): "Review the game" on
the game-over panel runs ``engine.ai.coach``'s review in the bot worker (web/bots.py
``WorkerBots.review``) with a progress bar and Stop, keeps the result in the save's ``review``
header (so it is not computed twice) and shows it (web/review_view.py): the win-chance chart
and each person's marked decisions, with links that open the replay at that move.

A mixin of web/app.py's ``App``.  Without a worker there is no review (it is too long for the
page's thread): the player is told.  Imports no browser module at import time.
"""
from __future__ import annotations

import asyncio
import json

import review_view


class Reviews:
    """The coach's review of the app (mixed into ``App``)."""

    def shown_review(self) -> dict | None:
        """The stored review of the open game, if it is one of its current record."""
        review = self.review
        if review is None or self.state is None or review.get("actions") != len(
                self.state.history):
            return None
        return review

    def cmd_review(self, _el=None) -> None:
        """"Review the game": start the coach's review of the finished game (once)."""
        if (self.state is None or not self.game.is_over(self.state) or self.reviewing
                or self.shown_review() is not None):
            return
        self.reviewing = run = {"state": self.state, "done": 0, "total": 0}
        self.render()
        asyncio.ensure_future(self.run_review(run))

    async def run_review(self, run: dict) -> None:
        from pyscript import window
        from bots import WorkerFailed
        try:
            result = await self.bots.review(json.dumps(self.save_doc()),
                                            lambda done, total: self.review_progress(run, done,
                                                                                     total))
        except WorkerFailed:
            result = None
            if self.reviewing is run:
                self.alert(self._("The review needs the bot worker, which this browser "
                                  "could not start."))
        except Exception as err:
            window.console.error(f"review: {type(err).__name__}: {err}")
            result = None
            if self.reviewing is run:
                self.alert(self._("The coach could not review the game: {error}").format(
                    error=err))
        if self.reviewing is not run:
            return                             # stopped, or another game is open
        self.reviewing = None
        if result is not None and self.state is run["state"] and result.get("complete"):
            self.review = result
            self.autosave()                    # kept in the save: not computed twice
        self.render()

    def review_progress(self, run: dict, done: int, total: int) -> None:
        """Progress of the review under way: its bar moves."""
        if self.reviewing is not run:
            return
        run["done"], run["total"] = int(done), int(total)
        box = self.el["decision"].querySelector('[data-testid="review-progress"]')
        if box is not None:
            box.outerHTML = review_view.progress_html(run["done"], run["total"], self._)

    def cmd_stop_review(self, _el=None) -> None:
        """Stop the review under way (nothing is kept)."""
        if self.reviewing:
            self.reviewing = None
            self.bots.cancel()
            self.render(keyboard=True)

    def review_controls(self) -> None:
        """The game-over panel's review part: the review, its progress, or its button."""
        if self.state is None or not self.game.is_over(self.state):
            return
        summary = self.el["decision"].querySelector(".final-summary")
        if summary is None:
            return
        review = self.shown_review()
        tools = summary.querySelector(".end-tools")
        if review is not None:                 # the review: under the score chart
            doc = {k: v for k, v in self.save_doc().items() if k != "review"}   # lighter links
            summary.insertAdjacentHTML("beforeend", review_view.review_html(
                self.game, self.state, review,
                lambda move: self.embed_link(doc, move=move, whole=True), self._))
        elif self.reviewing:                   # its progress: under the panel's buttons
            (tools or summary).insertAdjacentHTML("afterend" if tools else "beforeend",
                                                  review_view.progress_html(
                                                      self.reviewing["done"],
                                                      self.reviewing["total"], self._))
        elif tools is not None:                # "Review the game" among the panel's buttons
            tools.insertAdjacentHTML("beforeend", review_view.review_button(self._))
