"""The bot worker seen from the page (issue 19): bots think off the main thread.

:class:`WorkerBots` starts web/bot-worker.js (a module Web Worker with its own Pyodide) the
first time a bot is to move, so never before the page is ready, and sends it the save
document of the position; the worker answers with the bot's notation (web/botthink.py, the
same bot and seed as in the page).  If the worker cannot start or fails, :meth:`think` raises
:class:`WorkerFailed` and the app thinks in the page instead, in slices (``App.bot_move``).
``?bots=page`` in the page's URL chooses that path from the start (bench/longtask.py
compares the two).  ``<body data-bot-worker>`` says "ready" or "failed" once known.
"""
from __future__ import annotations

import asyncio
import json

from pyscript import document, window
from pyscript.ffi import create_proxy, to_js

from jsvalues import js

WORKER_URL = "./web/bot-worker.js"
"""Relative to index.html."""
FIELDS = ("ready", "failed", "progress", "id", "error", "answer")
"""The fields of the worker's messages (web/bot-worker.js)."""


class WorkerFailed(RuntimeError):
    """The bot worker did not start or broke; the caller thinks in the page instead."""


def plain(value):
    """A worker's answer (a JavaScript object, every answer's format) as plain Python: dicts,
    lists, str, int, float, bool, None, as the worker's JSON text had it; None for None."""
    return None if value is None else json.loads(window.JSON.stringify(value))


def page_only(search: str) -> bool:
    """Whether the query string ``search`` (``location.search``) asks for bots in the page."""
    return "bots=page" in search.lstrip("?").split("&")


class WorkerBots:
    """One bot worker per page, started on first use; requests are numbered, and a newer
    request or :meth:`cancel` drops the older one (its answer is ignored)."""

    def __init__(self, enabled: bool = True):
        self.enabled = enabled
        self.failed: str | None = None   # why the worker is unusable, once it is
        self._worker = None
        self._ready = None               # Future: the worker loaded its Pyodide
        self._pending: dict[int, asyncio.Future] = {}
        self._last = 0
        self._proxies = []
        self._progress: dict[int, object] = {}   # request id -> progress(done, total)

    @property
    def usable(self) -> bool:
        return self.enabled and self.failed is None

    def _start(self) -> None:
        loop = asyncio.get_event_loop()
        self._ready = loop.create_future()
        try:
            self._worker = window.Worker.new(WORKER_URL, to_js(
                {"type": "module", "name": "bots"}, dict_converter=window.Object.fromEntries))
        except Exception as err:  # no module workers here: think in the page
            self._fail(f"cannot start: {err}")
            return
        self._proxies = [create_proxy(self._on_message), create_proxy(self._on_error)]
        self._worker.onmessage, self._worker.onerror = self._proxies

    def _fail(self, why: str) -> None:
        self.failed = why
        document.body.dataset.botWorker = "failed"      # for tests and bench/longtask.py
        window.console.warn(f"bot worker: {why}; bots think in the page")
        futures = [self._ready, *self._pending.values()]
        self._pending = {}
        for future in futures:
            if future is not None and not future.done():
                future.set_exception(WorkerFailed(why))
        if self._worker is not None:
            self._worker.terminate()

    def _on_error(self, event) -> None:
        self._fail(str(getattr(event, "message", "") or "error"))

    def _on_message(self, event) -> None:
        message = event.data          # read field by field: a think answer's board stays JS
        data = {key: js(getattr(message, key, None)) for key in FIELDS}
        if data["ready"] is not None:
            if not self._ready.done():
                self._ready.set_result(True)
            document.body.dataset.botWorker = "ready"
        elif data["failed"] is not None:
            self._fail(str(data["failed"]))
        elif data["progress"] is not None:
            report = self._progress.get(data["id"])
            if report is not None and data["id"] in self._pending:
                report(*data["progress"].to_py())
        else:
            self._progress.pop(data.get("id"), None)
            future = self._pending.pop(data.get("id"), None)
            if future is None or future.done():
                return
            if data["error"] is not None:
                future.set_exception(RuntimeError(f"bot worker: {data['error']}"))
            else:
                future.set_result(data["answer"])

    async def think(self, doc_text: str, level: str, wanted=lambda: True,
                    board: dict | None = None) -> dict | None:
        """{"notation": the move the deciding seat's ``level`` bot plays in the save document
        ``doc_text`` (JSON text), "board": the board after it drawn for ``board``, as what
        changed since the board ``board["shown"]`` (see ``botthink.worker_think``; None
        without ``board``; else the worker's JavaScript object, for web/redraw.js
        ``euroRedrawParts``, never copied into Python), "chart": the score chart's data
        when the move ends the game, else None}; None when dropped by a newer request or
        :meth:`cancel`, or when ``wanted()`` is false once the worker is ready.

        Raises:
            WorkerFailed: the worker is not usable (the caller thinks in the page).
            RuntimeError: the worker's Python raised (a bug: the message says what).
        """
        answer = await self._ask({"doc": doc_text, "level": level,
                                  "board": json.dumps(board) if board is not None else None},
                                 wanted)
        if answer is None:
            return None
        return {"notation": js(answer.notation), "board": js(answer.board),
                "chart": plain(js(answer.chart)), "panel": js(answer.panel)}

    async def hint(self, doc_text: str) -> list[dict] | None:
        """The coach's hint for the seat to move in the save document ``doc_text`` (JSON
        text), thought in the worker (web/botthink.py ``worker_hint``): web/coaching.py
        ``compute_hint``'s list; None when dropped by a newer request or :meth:`cancel`.

        Raises:
            WorkerFailed: the worker is not usable (the caller computes it in the page).
            RuntimeError: the worker's Python raised (the message says what).
        """
        return plain(await self._ask({"doc": doc_text, "kind": "hint"}))

    async def review(self, doc_text: str, progress) -> dict | None:
        """The coach's review of the finished game in ``doc_text`` (web/botthink.py
        ``worker_review``), ``progress(done, total)`` called as it goes; None when dropped
        (:meth:`cancel`: Stop) or by a newer request.

        Raises:
            WorkerFailed: the worker is not usable (no review then: it is too long for the
                page's own thread).
            RuntimeError: the worker's Python raised.
        """
        return plain(await self._ask({"doc": doc_text, "kind": "review"}, progress=progress))

    async def _ask(self, message: dict, wanted=lambda: True, progress=None):
        """Post ``message`` (plus a fresh id) to the worker, dropping the request pending;
        the worker's answer, or None when dropped or when ``wanted()`` is false once the
        worker is ready.  Raises WorkerFailed when the worker is not usable."""
        if not self.usable:
            raise WorkerFailed(self.failed or "disabled")
        if self._worker is None:
            self._start()
        await self._ready
        if not wanted():
            return None
        self._drop_pending()
        self._last += 1
        future = asyncio.get_event_loop().create_future()
        self._pending[self._last] = future
        if progress is not None:
            self._progress = {self._last: progress}
        self._worker.postMessage(to_js({"id": self._last, **message},
                                       dict_converter=window.Object.fromEntries))
        return await future

    def cancel(self) -> None:
        """Drop the thought under way, if any (its answer will be None)."""
        if self._worker is not None and self._pending and self.failed is None:
            self._drop_pending()
            self._last += 1
            self._worker.postMessage(to_js({"id": self._last},
                                           dict_converter=window.Object.fromEntries))

    def _drop_pending(self) -> None:
        for future in self._pending.values():
            if not future.done():
                future.set_result(None)
        self._pending = {}
