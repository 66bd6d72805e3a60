"""The names of PyScript's ``pyscript`` package that the pages' Python uses, for a page started
without PyScript (index.html, through web/start.mjs): ``pyscript.document`` and
``pyscript.window`` (the main thread's ``document`` and global object) and
``pyscript.ffi.create_proxy`` / ``pyscript.ffi.to_js``, as PyScript 0.7.31's
``pyscript/ffi.py`` defines them (``to_js`` turns a dict into a plain JavaScript object
unless given another ``dict_converter``).  A page that loads PyScript keeps PyScript's own
package: :func:`install` leaves an imported ``pyscript`` alone.
"""
import sys
import types
from typing import Any

import js
from pyodide.ffi import create_proxy
from pyodide.ffi import to_js as _pyodide_to_js


def to_js(value: Any, **kw: Any) -> Any:
    """Pyodide's ``to_js`` with ``dict_converter=Object.fromEntries`` by default (a dict
    becomes a plain object, not a ``Map``), as ``pyscript.ffi.to_js``."""
    kw.setdefault("dict_converter", js.Object.fromEntries)
    return _pyodide_to_js(value, **kw)


def install() -> None:
    """Put modules ``pyscript`` (``document``, ``window``, ``ffi``) and ``pyscript.ffi``
    (``create_proxy``, ``to_js``) into ``sys.modules``, unless ``pyscript`` is importable
    already (PyScript started the page)."""
    if "pyscript" in sys.modules:
        return
    ffi = types.ModuleType("pyscript.ffi", "pyscript.ffi's create_proxy and to_js")
    ffi.create_proxy = create_proxy  # type: ignore[attr-defined]
    ffi.to_js = to_js  # type: ignore[attr-defined]
    package = types.ModuleType("pyscript", "the pyscript names the pages use")
    package.__path__ = []  # a package: `import pyscript.ffi` finds the submodule above
    package.document = js.document  # type: ignore[attr-defined]
    package.window = js  # type: ignore[attr-defined]
    package.ffi = ffi  # type: ignore[attr-defined]
    sys.modules["pyscript"] = package
    sys.modules["pyscript.ffi"] = ffi
