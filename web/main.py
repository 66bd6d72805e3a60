"""Browser entry point (main thread): boot the app shell.

web/start.mjs runs it (with top-level await) once Pyodide is up, without PyScript: the
``pyscript`` names used here and in web/'s modules are web/pyscript_lite.py's.  The engine and
the sibling modules of web/ come in one archive, which web/start.mjs writes into the working
directory; it goes on ``sys.path`` first, so ``import engine`` and ``import app`` read it in
place (zipimport).  The boot progress line says "Loading the games…" (painted) before the
engine is imported.  Once the first screen is drawn and listeners are attached the page is
marked ready for input (``<body data-ready="true">``, the contract tests rely on), after
``gc.freeze()`` (what boot made is left out of later garbage collections); then the service
worker that caches dist/ for offline use is registered.
"""
import gc
import os
import sys

sys.path.insert(0, os.path.abspath("euro-games.zip"))  # build.py's archive, read in place

from pyscript import document, window  # noqa: E402

from offline import boot_phase, register_service_worker  # noqa: E402

window.performance.mark("euro:main")  # bench/boot.py's phases: Python runs the page

await boot_phase("games")  # noqa: F704  (web/start.mjs runs this module with top-level await)

from app import App  # noqa: E402  (after the progress line is painted)

window.performance.mark("euro:imported")  # the app and the engine imported

APP = App()  # module-level: keeps the app and its event proxies alive
APP.boot()
# What boot made lives as long as the page: the cyclic garbage collector leaves it out from
# now on, so a full collection walks only what play makes (in Pyodide under Node, a full
# collection with the engine's modules imported took ~80 ms: a long task on the page)
gc.freeze()
window.performance.mark("euro:booted")  # first screen drawn
document.body.dataset.ready = "true"
await register_service_worker()  # noqa: F704
