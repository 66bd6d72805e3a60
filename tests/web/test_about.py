"""Issue 29 item 5: the app's About (the shelf's ``<details>``, web/ui_shelf.py ``about``)
says whose games these are, as README.md credits them, that this is an unofficial
implementation for learning and teaching the rules, and the app's version; in English and
Spanish."""
from __future__ import annotations

from pathlib import Path

import engine
from engine.i18n import translator

import ui_shelf

README = (Path(__file__).resolve().parents[2] / "README.md").read_text(encoding="utf-8")


def test_about_credits_every_publisher_and_designer_the_readme_names():
    html = ui_shelf.about(translator("en"), engine.__version__)
    readme = " ".join(README.split())
    for title, publisher, designers in ui_shelf.CREDITS:
        assert f"*{title}* ({publisher}" in readme and f"<cite>{title}</cite>" in html
        assert publisher.replace("'", "&#x27;") in html or publisher in html
        for person in filter(None, designers.split(", ")):
            first, last = person.split(" ", 1)
            assert first in readme and last in readme and person in html
    assert "unofficial implementation" in html and f"Version {engine.__version__}" in html
    assert {g["id"] for g in engine.games()} == {"plus_ultra", "lorenzo", "nippon", "village"}


def test_about_in_spanish():
    html = ui_shelf.about(translator("es"), engine.__version__)
    assert "Acerca de" in html and "no oficial" in html
    assert f"Versión {engine.__version__}" in html and "designed by" not in html
    assert "Cranio Creations; diseño de Virginio Gigli" in html


def test_the_build_is_stamped_with_its_commit():
    """The About's version names the commit dist/ was built from (tools/build/dist.py
    ``build_id``: ``git describe --always --dirty``)."""
    import subprocess

    from tools.build.dist import ROOT, build_id
    head = subprocess.run(["git", "rev-parse", "--short", "HEAD"], cwd=ROOT,
                          capture_output=True, text=True, check=False)
    if head.returncode:                  # git does not read this tree: no stamp, not a wrong one
        assert build_id() == ""
    else:
        assert build_id().startswith(head.stdout.strip()[:7])
