"""Browser entry point (PyScript, main thread): boot the app shell.

The engine wheel and the sibling modules of web/ are unpacked into the working directory by
the ``files`` of dist/pyscript.json (written by build.py), so ``import engine`` and
``import app`` work.  The boot progress line says "Loading the games…" (painted) before the
engine is imported.  Once the first screen is drawn and listeners are attached the page is
marked ready for input (``<body data-ready="true">``, the contract tests rely on); then the
service worker that caches dist/ for offline use is registered.
"""
from pyscript import document

from offline import boot_phase, register_service_worker

await boot_phase("games")  # noqa: F704  (PyScript runs this module with top-level await)

from app import App  # noqa: E402  (after the progress line is painted)

APP = App()  # module-level: keeps the app and its event proxies alive
APP.boot()
document.body.dataset.ready = "true"
await register_service_worker()  # noqa: F704
