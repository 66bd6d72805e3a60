"""Start-up helpers shared by the pages' entry modules (main.py for index.html, embed.py for
embed.html): the boot progress line of web/boot.js, and the service worker (./sw.js, written
by build.py) that caches dist/ for offline use.
"""
from pyscript import window


async def boot_phase(name: str) -> None:
    """Show boot phase ``name`` ("games": loading the engine) in web/boot.js's progress line
    and wait until it is painted, so the text is on screen before work that holds the main
    thread; a no-op when boot.js is not on the page."""
    boot = getattr(window, "euroBoot", None)
    if boot is None:
        return
    boot.phase(name)
    await boot.painted()


async def register_service_worker() -> None:
    """Register ./sw.js, and once it is active ask it to store the Python snapshot; absent on
    insecure origins, never fatal (it only costs offline use and fast later starts)."""
    service_worker = getattr(window.navigator, "serviceWorker", None)
    if service_worker is None:
        return
    try:
        await service_worker.register("./sw.js")
        registration = await service_worker.ready
        # Once it has the app, the worker may store the Python snapshot for later starts
        # (web/sw.js, web/pyodide-boot.mjs): after this start, never in its way.
        registration.active.postMessage("store-snapshot")
    except Exception as err:  # a failed registration only costs offline use
        window.console.warn(f"service worker not registered: {err}")
