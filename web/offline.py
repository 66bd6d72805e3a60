"""Offline use: register the service worker (./sw.js, written by build.py) that caches dist/.

Shared by the pages' entry modules (main.py for index.html, embed.py for embed.html).
"""
from pyscript import window


async def register_service_worker() -> None:
    """Register ./sw.js; absent on insecure origins, never fatal (it only costs offline use)."""
    service_worker = getattr(window.navigator, "serviceWorker", None)
    if service_worker is None:
        return
    try:
        await service_worker.register("./sw.js")
    except Exception as err:  # a failed registration only costs offline use
        window.console.warn(f"service worker not registered: {err}")
