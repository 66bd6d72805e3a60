"""Browser entry point (PyScript, main thread): a minimal bootstrap of the app shell.

It lists the games of the engine registry, marks the page ready for input
(``<body data-ready="true">``, the contract tests rely on) and registers the service worker
that caches dist/ for offline use.  The engine wheel is unpacked into the working directory
by the ``files`` entry of dist/pyscript.json (written by build.py), so ``import engine`` works.
"""
from pyscript import document, window

import engine


def show_games() -> None:
    """Fill the game shelf with one entry per registered game."""
    shelf = document.getElementById("games")
    shelf.replaceChildren()
    for info in engine.games():
        item = document.createElement("li")
        item.textContent = info["title"]
        item.dataset.game = info["id"]
        shelf.append(item)
    document.getElementById("status").textContent = ""


async def register_service_worker() -> None:
    """Register ./sw.js (offline cache); absent on insecure origins, never fatal."""
    service_worker = getattr(window.navigator, "serviceWorker", None)
    if service_worker is None:
        return
    try:
        await service_worker.register("./sw.js")
    except Exception as err:  # a failed registration only costs offline use
        window.console.warn(f"service worker not registered: {err}")


show_games()
document.body.dataset.ready = "true"
await register_service_worker()  # noqa: F704  (PyScript runs this module with top-level await)
