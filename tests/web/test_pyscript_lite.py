"""web/pyscript_lite.py: the ``pyscript`` names index.html's Python uses when web/start.mjs
starts it without PyScript (``js`` and ``pyodide.ffi`` are stubbed: the browser's modules)."""
from __future__ import annotations

import importlib.util
import sys
import types
from pathlib import Path

import pytest

WEB = Path(__file__).resolve().parents[2] / "web"


@pytest.fixture
def lite(monkeypatch):
    """web/pyscript_lite.py loaded over stub ``js`` / ``pyodide.ffi``, no ``pyscript`` yet."""
    js = types.ModuleType("js")
    js.document = object()
    js.Object = types.SimpleNamespace(fromEntries=object())
    ffi = types.ModuleType("pyodide.ffi")
    ffi.create_proxy = lambda func: ("proxy", func)
    ffi.to_js = lambda value, **kw: ("js", value, kw)
    pyodide = types.ModuleType("pyodide")
    pyodide.ffi = ffi
    for name, module in (("js", js), ("pyodide", pyodide), ("pyodide.ffi", ffi)):
        monkeypatch.setitem(sys.modules, name, module)
    for name in ("pyscript", "pyscript.ffi"):
        monkeypatch.delitem(sys.modules, name, raising=False)
    spec = importlib.util.spec_from_file_location("pyscript_lite_under_test",
                                                  WEB / "pyscript_lite.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module, js


def test_install_gives_the_names_the_pages_import(lite):
    module, js = lite
    module.install()
    from pyscript import document, window
    from pyscript.ffi import create_proxy, to_js

    assert document is js.document and window is js
    assert create_proxy(len) == ("proxy", len)
    # a dict becomes a plain object (Object.fromEntries), as PyScript's own to_js
    assert to_js({"a": 1}) == ("js", {"a": 1}, {"dict_converter": js.Object.fromEntries})
    assert to_js([1], dict_converter=dict) == ("js", [1], {"dict_converter": dict})


def test_install_leaves_pyscripts_own_package(lite, monkeypatch):
    module, _js = lite
    own = types.ModuleType("pyscript")
    monkeypatch.setitem(sys.modules, "pyscript", own)
    module.install()
    assert sys.modules["pyscript"] is own and "pyscript.ffi" not in sys.modules
