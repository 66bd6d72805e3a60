"""Entry point of board-host.html: the one Python runtime of a page of script embeds (issue 32).

web/board-embed.js opens this page once per host page, in a hidden frame, when a reader first
steps a board; every message of its parent window goes to :class:`boardhost.Boards` and the
reply goes back.  Only the parent window is obeyed, and only plain objects (as embed.html's
host messages, web/viewer.py); anything else is ignored with a console warning.
"""
from __future__ import annotations

import os
import sys

sys.path.insert(0, os.path.abspath("euro-games.zip"))  # build.py's archive, read in place

from pyscript import document, window  # noqa: E402
from pyscript.ffi import create_proxy, to_js  # noqa: E402

from boardhost import Boards  # noqa: E402
from jsvalues import js  # noqa: E402
from offline import register_service_worker  # noqa: E402
from viewer import MESSAGE_PREFIX, PLAIN_OBJECT  # noqa: E402

BOARDS = Boards()


def post(message: dict) -> None:
    """Send ``message`` to the page of the boards (data only: what it asked to draw)."""
    window.parent.postMessage(to_js(message, dict_converter=window.Object.fromEntries), "*")


def on_message(event) -> None:
    same = getattr(window.Object, "is")
    if same(window.parent, window) or js(event.source) is None \
            or not same(event.source, window.parent):
        window.console.warn("euro-games boards: ignored message (not from the page)")
        return
    tag = str(window.Object.prototype.toString.call(event.data))
    if tag != PLAIN_OBJECT:
        window.console.warn(f"euro-games boards: ignored message (not a plain object: {tag})")
        return
    try:
        data = js(event.data)
        reply = BOARDS.handle(data.to_py(depth=2) if hasattr(data, "to_py") else data)
    except Exception as err:           # never leave the page's boards without a runtime
        window.console.warn(f"euro-games boards: ignored message ({err})")
        return
    if reply is not None:
        post(reply)


LISTENER = create_proxy(on_message)   # module-level: kept alive
window.addEventListener("message", LISTENER)
document.body.dataset.ready = "true"
if not getattr(window.Object, "is")(window.parent, window):
    post({"type": MESSAGE_PREFIX + "board-host-ready"})
await register_service_worker()  # noqa: F704  (PyScript runs this module with top-level await)
