"""German is complete: every visible text has a translation, the compiled file is current,
and switching the language in the settings changes the window at once."""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PySide6.QtCore import QTranslator
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

import tournament.ui
from tournament.ui.main_window import MainWindow
from tournament.ui.resources import translations_dir
from tournament.ui.settings import Settings

TS = translations_dir() / "stein_rummy_de.ts"
QM = translations_dir() / "stein_rummy_de.qm"
PLACEHOLDER = re.compile(r"\{\d+\}")


def messages() -> list[tuple[str, str, str, str | None]]:
    """(context, source, translation, type) of every message in the German .ts file."""
    found = []
    for context in ET.parse(TS).getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            translation = message.find("translation")
            assert translation is not None
            found.append(
                (
                    name,
                    message.findtext("source") or "",
                    translation.text or "",
                    translation.get("type"),
                )
            )
    return found


def test_every_text_is_translated_with_its_placeholders() -> None:
    found = messages()
    assert len(found) > 250
    for context, source, translation, kind in found:
        assert kind is None, f"{context}: {source!r} is {kind}"
        assert translation.strip(), f"{context}: {source!r} has no translation"
        assert sorted(PLACEHOLDER.findall(source)) == sorted(PLACEHOLDER.findall(translation)), (
            f"{context}: {source!r} -> {translation!r} changes the placeholders"
        )


def test_the_compiled_file_matches_the_source(app: QApplication) -> None:
    translator = QTranslator()
    assert translator.load(str(QM))
    for context, source, translation, _kind in messages():
        assert translator.translate(context, source) == translation, (context, source)


def test_switching_the_language_rebuilds_the_window(
    app: QApplication, qtbot: QtBot, settings: Settings
) -> None:
    window = MainWindow()
    qtbot.addWidget(window)
    window.show()
    titles = [a.text() for a in window.menuBar().actions()]
    assert titles[:2] == ["&File", "&Edit"]
    window.set_language("de")
    try:
        assert Settings().language() == "de"
        assert [a.text() for a in window.menuBar().actions()][:2] == ["&Datei", "&Bearbeiten"]
        assert window.welcome.new_button.text() == "&Neues Turnier…"
        assert window.windowTitle() == "Stein-Rummy Turnierverwaltung"
    finally:
        window.set_language("en")
    assert window.welcome.new_button.text() == "&New tournament…"
    assert Settings().language() == "en"


def _texts_in_code() -> list[tuple[str, str, int, str | None]]:
    """(file, context, line, text) of every ``tr``/``translate``/``QT_TRANSLATE_NOOP`` call
    in tournament/ui; text is None where it is no plain string (lupdate cannot see it)."""
    import ast

    found: list[tuple[str, str, int, str | None]] = []
    for path in sorted(Path(tournament.ui.__file__).parent.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        classes = {
            id(node): cls.name
            for cls in ast.walk(tree)
            if isinstance(cls, ast.ClassDef)
            for node in ast.walk(cls)
        }
        for node in ast.walk(tree):
            if not isinstance(node, ast.Call):
                continue
            func = node.func
            name = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", "")
            if name == "tr":
                context, args = classes.get(id(node), ""), node.args[:1]
            elif name in ("translate", "QT_TRANSLATE_NOOP") and node.args:
                first = node.args[0]
                context = first.value if isinstance(first, ast.Constant) else ""
                args = node.args[1:2]
            else:
                continue
            text = args[0].value if args and isinstance(args[0], ast.Constant) else None
            found.append((path.name, str(context), node.lineno, text))
    return found


# The one helper that passes texts marked elsewhere (QT_TRANSLATE_NOOP) on to Qt.
PASSED_ON = {("messages.py", "messages")}


def test_every_text_the_code_translates_is_in_the_catalogue() -> None:
    """Walks the code itself, so a text lupdate overlooks (a tr() inside an f-string, a
    text built at run time) fails here instead of showing English in the German app."""
    catalogue = {(context, source): text for context, source, text, _kind in messages()}
    found = _texts_in_code()
    assert len(found) > 250
    missing = [
        f"{file}:{line} {context}: {text!r}"
        for file, context, line, text in found
        if (text is None and (file, context) not in PASSED_ON)
        or (text is not None and not catalogue.get((context, text), "").strip())
    ]
    assert missing == [], "texts without a German translation:\n" + "\n".join(missing)


def test_lupdate_leaves_nothing_unfinished(tmp_path: Path) -> None:
    """The catalogue knows every text lupdate finds in the code, each translated."""
    lupdate = Path(sys.executable).with_name("pyside6-lupdate")
    if not lupdate.exists():
        pytest.skip("pyside6-lupdate is not installed")
    copy = tmp_path / "check.ts"
    shutil.copy(TS, copy)
    sources = sorted(str(p) for p in Path(tournament.ui.__file__).parent.rglob("*.py"))
    subprocess.run(
        [str(lupdate), *sources, "-ts", str(copy), "-no-obsolete", "-locations", "none"],
        capture_output=True,
        check=True,
    )
    unfinished = [
        message.findtext("source")
        for message in ET.parse(copy).getroot().iter("message")
        if (message.find("translation") is None)
        or message.find("translation").get("type") == "unfinished"  # type: ignore[union-attr]
    ]
    assert unfinished == []
