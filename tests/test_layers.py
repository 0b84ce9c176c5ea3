"""The dependency rule of HOUSE.md: rules, scoring, seating and statistics work without Qt and
SQLAlchemy."""

from __future__ import annotations

import pkgutil
import subprocess
import sys
from pathlib import Path

import tournament

PURE_LAYERS = ("rules", "scoring", "seating", "statistics", "ratings", "vocabulary")


def _modules(layer: str) -> list[str]:
    """Every module of a layer, those of its sub-packages too (``rules.game.turns``)."""
    path = Path(tournament.__file__).parent / layer
    return [f"tournament.{layer}"] + [
        info.name
        for info in pkgutil.walk_packages([str(path)], prefix=f"tournament.{layer}.")
        if ".migrations" not in info.name
    ]


def test_the_layers_modules_include_their_sub_packages() -> None:
    names = _modules("rules")
    assert "tournament.rules.game.turns" in names
    assert "tournament.scoring.tournament_file.parsing" in _modules("scoring")


def test_pure_layers_import_without_qt_and_sqlalchemy() -> None:
    modules = [m for layer in PURE_LAYERS for m in _modules(layer)]
    assert len(modules) >= len(PURE_LAYERS)
    # A None entry in sys.modules makes any import of that name fail.
    code = (
        "import sys\n"
        "for blocked in ('PySide6', 'sqlalchemy', 'alembic', 'tournament.ui', "
        "'tournament.store', 'tournament.services'):\n"
        "    sys.modules[blocked] = None\n"
        "import importlib\n"
        f"for name in {modules!r}:\n"
        "    importlib.import_module(name)\n"
        "print('ok', len(sys.modules))\n"
    )
    result = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=False
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout.startswith("ok")


def test_only_ui_imports_qt() -> None:
    root = Path(tournament.__file__).parent
    offenders = [
        str(path.relative_to(root))
        for path in root.rglob("*.py")
        if "ui" not in path.relative_to(root).parts[:1]
        and any(
            line.lstrip().startswith(("import PySide6", "from PySide6"))
            for line in path.read_text(encoding="utf-8").splitlines()
        )
    ]
    assert offenders == []


def test_web_uses_the_services_only() -> None:
    """The phone pages (tournament.web) never reach past the services to the store."""
    root = Path(tournament.__file__).parent / "web"
    sources = sorted(root.rglob("*.py"))
    assert sources
    offenders = [
        f"{path.name}: {line.strip()}"
        for path in sources
        for line in path.read_text(encoding="utf-8").splitlines()
        if line.lstrip().startswith(("import ", "from "))
        and any(
            name in line.split("#")[0]
            for name in ("sqlalchemy", "tournament.store", "PySide6", "tournament.ui")
        )
    ]
    assert offenders == []
    code = (
        "import sys\n"
        "for blocked in ('PySide6', 'tournament.ui'):\n"
        "    sys.modules[blocked] = None\n"
        "import tournament.web, tournament.cli.serve\n"
        "print('ok')\n"
    )
    result = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=False
    )
    assert result.returncode == 0, result.stderr


def test_the_ui_asks_the_services_and_never_scores() -> None:
    """The desktop app shows what the services' preview and data say; no module of
    tournament.ui imports tournament.scoring, not even inside a function (issue 32)."""
    from tests.test_import_cycles import import_graph

    graph = import_graph()
    assert "scoring.points" in graph["services.preview"]  # the graph sees scoring imports
    offenders = sorted(
        f"{module} -> {target}"
        for module, targets in graph.items()
        if module.split(".")[0] == "ui"
        for target in targets
        if target.split(".")[0] == "scoring"
    )
    assert offenders == []
