"""One version for the app, the wheel and the bundle; what ``--version`` says; and, when
the suite runs against an installed wheel (.ci/run), that it really does (issue 36)."""

from __future__ import annotations

import os
import re
import tomllib
from pathlib import Path

import pytest

import tournament
from tournament import __version__
from tournament.cli import main

ROOT = Path(__file__).resolve().parents[1]


def test_the_wheel_takes_its_version_from_the_package() -> None:
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    assert "version" not in project["project"]
    assert project["project"]["dynamic"] == ["version"]
    dynamic = project["tool"]["setuptools"]["dynamic"]["version"]
    assert dynamic == {"attr": "tournament.__version__"}


def test_the_changelog_starts_with_this_version() -> None:
    changelog = (ROOT / "CHANGELOG.md").read_text(encoding="utf-8")
    versions = re.findall(r"^## (\d+\.\d+\.\d+)\b", changelog, re.M)
    assert versions[0] == __version__
    assert len(versions) == len(set(versions))


def test_version_names_the_solver_engine(
    capsys: pytest.CaptureFixture[str], solver_engine: str
) -> None:
    with pytest.raises(SystemExit) as done:
        main(["--version"])
    assert done.value.code == 0
    out = capsys.readouterr().out
    engine = {"core": "the compiled core", "pure": "the pure-Python walk"}[solver_engine]
    assert out.startswith(f"stein-rummy {__version__} (solver: {engine}")


INSTALLED = os.environ.get("STEIN_RUMMY_TEST_WHEEL", "")
"""Set by .ci/run when the suite runs against an installed wheel: ``core`` for the wheel
built with the compiled core, ``pure`` for the one built without a compiler."""


@pytest.mark.skipif(not INSTALLED, reason="the suite runs against the checkout")
def test_the_suite_runs_against_the_installed_wheel() -> None:
    from tournament.rules import solver_walk

    package = Path(tournament.__file__).resolve().parent
    assert package != ROOT / "tournament", package
    assert "site-packages" in package.parts
    assert (solver_walk.CORE is not None) == (INSTALLED == "core")
    assert (package / "resources" / "translations" / "stein_rummy_de.qm").is_file()
