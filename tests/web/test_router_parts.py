"""Issue 28 item 3 (web/ by screen): the router ``App`` (web/app.py) has no mixin base, and
its parts for stored games (web/autosaves.py ``Autosaves``, web/saved_games.py
``SavedGames``) reach the router only through the members their ``Router`` interfaces
declare.  Read from the source with :mod:`ast`; nothing is imported."""
from __future__ import annotations

import ast
from pathlib import Path

WEB = Path(__file__).resolve().parents[2] / "web"


def _classes(name: str) -> dict[str, ast.ClassDef]:
    tree = ast.parse((WEB / name).read_text(encoding="utf-8"))
    return {node.name: node for node in tree.body if isinstance(node, ast.ClassDef)}


def _declared(cls: ast.ClassDef) -> set[str]:
    """The members a Protocol class declares (methods, properties, annotated names)."""
    names = {n.name for n in cls.body if isinstance(n, ast.FunctionDef)}
    return names | {n.target.id for n in cls.body
                    if isinstance(n, ast.AnnAssign) and isinstance(n.target, ast.Name)}


def _router_uses(cls: ast.ClassDef) -> set[str]:
    """Every ``X`` of ``self.router.X`` and of ``router.X`` (a local bound to it) in ``cls``."""
    used = set()
    for node in ast.walk(cls):
        if not isinstance(node, ast.Attribute):
            continue
        base = node.value
        if (isinstance(base, ast.Attribute) and base.attr == "router"
                and isinstance(base.value, ast.Name) and base.value.id == "self") or (
                isinstance(base, ast.Name) and base.id == "router"):
            used.add(node.attr)
    return used


def test_the_app_has_no_mixin_base():
    assert _classes("app.py")["App"].bases == []


def test_the_stored_games_parts_use_only_their_router_interface():
    autosaves, saved = _classes("autosaves.py"), _classes("saved_games.py")
    router = _declared(autosaves["Router"])
    used = _router_uses(autosaves["Autosaves"])
    assert used and used <= router, used - router
    wider = router | _declared(saved["SavesRouter"])
    used = _router_uses(saved["SavedGames"])
    assert used and used <= wider, used - wider


def test_the_app_provides_the_router_interfaces():
    """Every member the interfaces declare is a method or attribute of ``App``."""
    app = _classes("app.py")["App"]
    members = {n.name for n in app.body if isinstance(n, ast.FunctionDef)}
    members |= {t.attr for n in ast.walk(app) if isinstance(n, (ast.Assign, ast.AnnAssign))
                for t in (n.targets if isinstance(n, ast.Assign) else [n.target])
                if isinstance(t, ast.Attribute)}
    wanted = _declared(_classes("autosaves.py")["Router"]) | _declared(
        _classes("saved_games.py")["SavesRouter"])
    assert wanted <= members, wanted - members
