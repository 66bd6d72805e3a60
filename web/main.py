"""Browser entry point (PyScript, main thread): boot the app shell.

The engine wheel and the sibling modules of web/ are unpacked into the working directory by
the ``files`` of dist/pyscript.json (written by build.py), so ``import engine`` and
``import app`` work.  Once the first screen is drawn and listeners are attached the page is
marked ready for input (``<body data-ready="true">``, the contract tests rely on); then the
service worker that caches dist/ for offline use is registered.
"""
from pyscript import document, window

from app import App


async def register_service_worker() -> None:
    """Register ./sw.js (offline cache); absent on insecure origins, never fatal."""
    service_worker = getattr(window.navigator, "serviceWorker", None)
    if service_worker is None:
        return
    try:
        await service_worker.register("./sw.js")
    except Exception as err:  # a failed registration only costs offline use
        window.console.warn(f"service worker not registered: {err}")


APP = App()  # module-level: keeps the app and its event proxies alive
APP.boot()
document.body.dataset.ready = "true"
await register_service_worker()  # noqa: F704  (PyScript runs this module with top-level await)
