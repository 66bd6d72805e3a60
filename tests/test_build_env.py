"""Issue 19: build.py runs every command in the project environment .venv/ (PEP 668: a stock
Debian 12 / Ubuntu 24.04 python3 refuses `pip install`), never installing into the
interpreter that started it, and installs Debian's python3-venv (root) or names the command."""
from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

from tests.conftest import _build_module

ROOT = Path(__file__).resolve().parents[1]


@pytest.fixture
def build(monkeypatch, tmp_path):
    """build.py as a module, its project root pointed at an empty directory."""
    module = _build_module()
    monkeypatch.setattr(module, "ROOT", tmp_path)
    monkeypatch.setattr(module, "VENV", tmp_path / ".venv")
    monkeypatch.setattr(module, "VENV_BIN", tmp_path / ".venv" / "bin")
    monkeypatch.setattr(module, "VENV_PYTHON", tmp_path / ".venv" / "bin" / "python")
    monkeypatch.setattr(module, "VENV_STAMP", tmp_path / ".venv" / "euro-games-installed.json")
    return module


def fake_venv(root: Path, version: str = "3.11.2", pip: bool = True) -> Path:
    venv = root / ".venv"
    (venv / "bin").mkdir(parents=True)
    (venv / "pyvenv.cfg").write_text(f"home = /usr/bin\nversion = {version}\n")
    (venv / "bin" / "python").symlink_to(sys.executable)
    if pip:
        (venv / "lib" / "python3.11" / "site-packages" / "pip").mkdir(parents=True)
        (venv / "lib" / "python3.11" / "site-packages" / "pip" / "__init__.py").write_text("")
    return venv


def test_a_venv_without_python_or_pip_is_not_usable(build, tmp_path):
    assert build.venv_version() is None  # none yet
    venv = fake_venv(tmp_path, pip=False)
    assert build.venv_version() is None  # made without ensurepip: no pip inside
    (venv / "lib" / "python3.11" / "site-packages" / "pip").mkdir(parents=True)
    (venv / "lib" / "python3.11" / "site-packages" / "pip" / "__init__.py").write_text("")
    assert build.venv_version() == (3, 11)
    (venv / "bin" / "python").unlink()
    (venv / "bin" / "python").symlink_to(tmp_path / "removed-interpreter")
    assert build.venv_version() is None  # the python that made it is gone


def test_pip_never_installs_outside_the_project_venv(build, monkeypatch):
    calls = []
    monkeypatch.setattr(build, "run", lambda cmd, **kw: calls.append(cmd))
    assert not build.in_project_venv()
    with pytest.raises(RuntimeError, match="outside"):
        build.pip_install(["Babel"])
    assert calls == []


def test_extras_are_installed_once(build, monkeypatch, tmp_path):
    fake_venv(tmp_path)
    monkeypatch.setattr(build, "project_extras",
                        lambda: {"build": ["Babel>=2.14"], "test": ["pytest>=8", "Babel>=2.14"]})
    installed = []
    monkeypatch.setattr(build, "pip_install", lambda reqs: installed.append(reqs))
    build.ensure_extras("build")
    build.ensure_extras("build")
    assert installed == [["Babel>=2.14"]]
    build.ensure_extras("build", "test")
    build.ensure_extras("test")
    assert installed == [["Babel>=2.14"], ["Babel>=2.14", "pytest>=8"]]
    monkeypatch.setattr(build, "project_extras", lambda: {"build": ["Babel>=2.15"]})
    build.ensure_extras("build")  # a changed pin installs again
    assert installed[-1] == ["Babel>=2.15"]


def test_missing_venv_module_is_installed_with_apt_when_root(build, monkeypatch):
    """Debian ships ensurepip in python3-venv: as root, apt-get installs it (as chromium)."""
    commands = []
    missing = iter([True, False])
    monkeypatch.setattr(build, "venv_support_missing", lambda: next(missing))
    monkeypatch.setattr(build.os, "geteuid", lambda: 0)
    monkeypatch.setattr(build.shutil, "which", lambda name: f"/usr/bin/{name}")
    monkeypatch.setattr(build, "venv_apt_package", lambda: "python3-venv")

    def fake_run(cmd, **kwargs):
        commands.append(cmd)
        if cmd[:2] == [sys.executable, "-m"]:
            fake_venv(build.ROOT)
    monkeypatch.setattr(build, "run", fake_run)
    build.create_venv()
    assert commands[0] == ["apt-get", "install", "-y", "python3-venv"]
    assert commands[1] == [sys.executable, "-m", "venv", "--clear", str(build.VENV)]


def test_missing_venv_module_without_root_prints_the_command(build, monkeypatch, capsys):
    monkeypatch.setattr(build, "venv_support_missing", lambda: True)
    monkeypatch.setattr(build.os, "geteuid", lambda: 1000)
    monkeypatch.setattr(build.shutil, "which",
                        lambda name: "/usr/bin/apt-get" if name == "apt-get" else None)
    monkeypatch.setattr(build, "venv_apt_package", lambda: "python3-venv")
    monkeypatch.setattr(build, "run", lambda cmd, **kw: pytest.fail(f"ran {cmd}"))
    with pytest.raises(SystemExit) as exit_:
        build.create_venv()
    assert "sudo apt-get install python3-venv" in str(exit_.value)


def test_debian_default_python_gets_python3_venv(build, monkeypatch):
    if not Path("/usr/bin/python3").exists():
        pytest.skip("no /usr/bin/python3")
    monkeypatch.setattr(build.sys, "executable", "/usr/bin/python3")
    assert build.venv_apt_package() == "python3-venv"
    monkeypatch.setattr(build.sys, "executable", str(ROOT / "no-such-python"))
    assert build.venv_apt_package() == f"python3.{sys.version_info.minor}-venv"


def test_build_py_makes_the_venv_once_and_reexecutes_in_it(tmp_path):
    """A copy of build.py in an empty project (no extras): the first run makes .venv/ and
    runs the command with its python, the second reuses it; a broken venv is made again."""
    shutil.copy2(ROOT / "build.py", tmp_path / "build.py")
    (tmp_path / "pyproject.toml").write_text(
        '[project]\nname = "x"\nversion = "0"\n'
        '[project.optional-dependencies]\nbuild = []\ntest = []\n')
    env = {k: v for k, v in os.environ.items() if k not in ("VIRTUAL_ENV", "PYTHONHOME")}

    def env_command():
        out = subprocess.run([sys.executable, str(tmp_path / "build.py"), "env"], env=env,
                             capture_output=True, text=True, timeout=300)
        assert out.returncode == 0, out.stdout + out.stderr
        return out.stdout

    first = env_command()
    venv_python = tmp_path / ".venv" / "bin" / "python"
    assert "creating the project environment" in first
    assert first.strip().splitlines()[-1] == str(venv_python)
    cfg = (tmp_path / ".venv" / "pyvenv.cfg").stat().st_mtime_ns
    second = env_command()
    assert "creating" not in second and second.strip() == str(venv_python)
    assert (tmp_path / ".venv" / "pyvenv.cfg").stat().st_mtime_ns == cfg
    venv_python.unlink()  # e.g. the interpreter that made it was removed
    third = env_command()
    assert "creating the project environment" in third and venv_python.exists()


def test_without_a_working_node_the_archive_keeps_sources_only(build, monkeypatch, tmp_path):
    """The .pyc are a speed-up: no node, or a node that cannot run Pyodide, leaves the
    sources (a note in the log), never a half-compiled tree."""
    stage = tmp_path / "stage"
    (stage / "__pycache__").mkdir(parents=True)
    (stage / "m.py").write_text("x = 1\n")
    (stage / "__pycache__" / "m.cpython-314.pyc").write_bytes(b"partial")
    monkeypatch.setattr(build.shutil, "which", lambda name: None)
    assert build._compile_with_pyodide(stage) is None
    broken = tmp_path / "node"
    broken.write_text("#!/bin/sh\necho 'SyntaxError: old node' >&2\nexit 1\n")
    broken.chmod(0o755)
    monkeypatch.setattr(build.shutil, "which", lambda name: str(broken))
    assert build._compile_with_pyodide(stage) is None
    assert sorted(p.name for p in stage.rglob("*")) == ["m.py"]


def test_env_compiles_the_catalogs_the_spanish_tests_read(build, monkeypatch, capsys):
    """Issue 27 item 5: after `python3 build.py env` alone, the non-browser tests pass, and
    many of them read the Spanish texts from the compiled .mo catalogs."""
    calls = []
    monkeypatch.setattr(build, "ensure_venv", lambda argv: None)
    monkeypatch.setattr(build, "ensure_extras", lambda *names: calls.append(("extras", names)))

    class I18n:
        @staticmethod
        def compile_catalogs():
            calls.append(("compile", ()))

    monkeypatch.setattr(build, "_part", lambda name: {"i18n": I18n}[name])
    (build.ROOT / "engine" / "locale").mkdir(parents=True)
    assert build.main(["env"]) == 0
    assert calls == [("extras", ("build", "test")), ("compile", ())]
    assert capsys.readouterr().out.strip() == sys.executable


def test_the_test_command_runs_the_gate_before_the_build(build, monkeypatch):
    """Issue 28 item 4: `python3 build.py test` runs the gate (ruff, mypy) after installing
    and before building; a failed gate builds nothing and runs no pytest."""
    calls = []
    monkeypatch.setattr(build, "ensure_extras", lambda *names: calls.append("install"))
    monkeypatch.setattr(build, "ensure_node_modules", lambda: None)
    monkeypatch.setattr(build, "ensure_chromium", lambda: None)
    monkeypatch.setattr(build, "build", lambda: calls.append("build"))
    monkeypatch.setattr(build.subprocess, "call", lambda cmd, **kw: calls.append("pytest") or 0)
    monkeypatch.setattr(build, "gate", lambda: calls.append("gate") or 1)
    assert build.test([], install=True, do_build=True) == 1
    assert calls == ["install", "gate"]
    calls.clear()
    monkeypatch.setattr(build, "gate", lambda: calls.append("gate") or 0)
    assert build.test([], install=True, do_build=True) == 0
    assert calls == ["install", "gate", "build", "pytest"]
    calls.clear()
    assert build.test([], install=False, do_build=False, do_gate=False) == 0
    assert calls == ["pytest"]


def test_the_gate_runs_every_check_and_names_the_failed_ones(build, monkeypatch, capsys):
    """Every check runs even after one fails (one run shows all findings); the message names
    each failed check's command."""
    ran = []

    def call(cmd, **kw):
        ran.append(cmd[2])                      # [python, "-m", module, ...]
        return 1 if cmd[2] == "ruff" else 0

    monkeypatch.setattr(build.subprocess, "call", call)
    assert build.gate() == 1
    assert ran == ["ruff", "mypy"]
    err = capsys.readouterr().err
    assert "the gate failed" in err and "ruff check ." in err and ".venv/bin/mypy " not in err


def test_the_gate_tools_come_with_the_test_extras():
    """The tools the gate runs are pip-installed by `python3 build.py test` itself (the test
    extras of pyproject.toml), and pyproject.toml configures both."""
    with open(ROOT / "pyproject.toml", "rb") as f:
        pyproject = tomllib.load(f)
    installed = {re.split(r"[<>=!~\[ ]", req, maxsplit=1)[0].lower()
                 for req in pyproject["project"]["optional-dependencies"]["test"]}
    module = _build_module()
    assert {name for name, _args, _what in module.GATE} <= installed
    assert {"F", "E9", "B"} <= set(pyproject["tool"]["ruff"]["lint"]["select"])
    assert pyproject["tool"]["mypy"]["packages"] == ["engine"]
