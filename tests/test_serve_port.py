"""`python3 build.py serve` and a port already in use (player review 2026-11-28: serve rebuilt
dist/ for ~20 s, then stopped on port 8000; the README never named ``--port``)."""
from __future__ import annotations

import socket
from pathlib import Path

import pytest

from tools.build import serve

README = Path(__file__).resolve().parent.parent / "README.md"


def test_a_port_in_use_stops_serve_before_the_build():
    built = []
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        with pytest.raises(SystemExit) as stop:
            serve.serve(port, before=lambda: built.append(True))
    assert built == []
    assert "--port" in str(stop.value)


def test_the_readme_says_how_to_serve_on_another_port():
    text = README.read_text(encoding="utf-8")
    assert "python3 build.py serve --port" in text
