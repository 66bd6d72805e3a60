"""Issue 28 item 3 (web/ by screen): embed.html's controller ``Embed`` (web/embed.py) has no
mixin base; its parts (web/embed_tour.py ``TourStep``, web/embed_chapters.py
``ChapterView``, web/embed_coach.py ``EmbedCoach``, web/embed_autoplay.py ``Autoplay``) are
objects it holds, and neither side writes the other's attributes: a part changes the page
through its methods (``show``, ``set_mode``, ``set_wording``, ``paint``…), and uses only the
members its module's ``Page`` interface declares, all of which ``Embed`` has.  Read from the
source with :mod:`ast`; nothing is imported."""
from __future__ import annotations

import ast
from pathlib import Path

WEB = Path(__file__).resolve().parents[2] / "web"
PARTS = {"embed_tour.py": "TourStep", "embed_chapters.py": "ChapterView",
         "embed_coach.py": "EmbedCoach", "embed_autoplay.py": "Autoplay"}
"""Module → the class of the part ``Embed`` holds."""
HELD = ("tour", "chapters", "coach", "autoplay")
"""``Embed``'s attributes that hold its parts."""


def _class(module: str, name: str) -> ast.ClassDef:
    tree = ast.parse((WEB / module).read_text(encoding="utf-8"))
    return next(n for n in tree.body if isinstance(n, ast.ClassDef) and n.name == name)


def _written(cls: ast.ClassDef) -> list[ast.Attribute]:
    """Every attribute ``cls`` assigns to (``x.y = …``, ``x.y += …``, tuple targets too)."""
    found = []
    for node in ast.walk(cls):
        targets = (node.targets if isinstance(node, ast.Assign) else
                   [node.target] if isinstance(node, (ast.AugAssign, ast.AnnAssign)) else [])
        for target in targets:
            for part in ast.walk(target):
                if isinstance(part, ast.Attribute) and isinstance(part.ctx, ast.Store):
                    found.append(part)
    return found


def _is_page(node: ast.expr) -> bool:
    """``self.page`` or a local ``page`` (bound to it)."""
    return (isinstance(node, ast.Name) and node.id == "page") or (
        isinstance(node, ast.Attribute) and node.attr == "page"
        and isinstance(node.value, ast.Name) and node.value.id == "self")


def test_embed_has_no_mixin_base_and_holds_its_parts():
    embed = _class("embed.py", "Embed")
    assert embed.bases == []
    init = next(n for n in embed.body if isinstance(n, ast.FunctionDef) and n.name == "__init__")
    made = {t.attr: n.value.func.id for n in ast.walk(init) if isinstance(n, ast.Assign)
            for t in n.targets if isinstance(t, ast.Attribute)
            and isinstance(n.value, ast.Call) and isinstance(n.value.func, ast.Name)}
    assert {made.get(name) for name in HELD} == set(PARTS.values())


def test_no_part_writes_the_pages_attributes():
    for module, name in PARTS.items():
        bad = [ast.unparse(a) for a in _written(_class(module, name)) if _is_page(a.value)]
        assert bad == [], f"{module}: {bad}"


def test_the_page_writes_no_attribute_of_its_parts():
    bad = [ast.unparse(a) for a in _written(_class("embed.py", "Embed"))
           if isinstance(a.value, ast.Attribute) and a.value.attr in HELD
           and isinstance(a.value.value, ast.Name) and a.value.value.id == "self"]
    assert bad == []


def _declared(cls: ast.ClassDef) -> set[str]:
    """The members a Protocol class declares (methods and properties)."""
    return {n.name for n in cls.body if isinstance(n, ast.FunctionDef)}


def _page_uses(cls: ast.ClassDef) -> set[str]:
    """Every ``X`` of ``self.page.X`` and of ``page.X`` (a local bound to it) in ``cls``."""
    return {node.attr for node in ast.walk(cls)
            if isinstance(node, ast.Attribute) and _is_page(node.value)}


def test_each_part_uses_only_its_page_interface():
    for module, name in PARTS.items():
        used, declared = _page_uses(_class(module, name)), _declared(_class(module, "Page"))
        assert used and used <= declared, f"{module}: {used - declared}"


def test_the_page_provides_every_interface():
    """Every member the parts' interfaces declare is a method or attribute of ``Embed``."""
    embed = _class("embed.py", "Embed")
    members = {n.name for n in embed.body if isinstance(n, ast.FunctionDef)}
    members |= {a.attr for a in _written(embed)
                if isinstance(a.value, ast.Name) and a.value.id == "self"}
    wanted = set().union(*(_declared(_class(module, "Page")) for module in PARTS))
    assert wanted <= members, wanted - members
