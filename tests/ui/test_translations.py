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


def test_the_translation_file_knows_every_text_of_the_code(tmp_path: Path) -> None:
    lupdate = Path(sys.executable).with_name("pyside6-lupdate")
    if not lupdate.exists():
        pytest.skip("pyside6-lupdate is not installed")
    copy = tmp_path / "check.ts"
    shutil.copy(TS, copy)
    sources = sorted(str(p) for p in Path(tournament.ui.__file__).parent.glob("*.py"))
    result = subprocess.run(
        [str(lupdate), *sources, "-ts", str(copy), "-no-obsolete", "-locations", "none"],
        capture_output=True,
        text=True,
        check=True,
    )
    counts = re.search(r"\((\d+) new and (\d+) already existing\)", result.stdout)
    assert counts is not None, result.stdout
    assert counts.group(1) == "0", f"texts without translation: {result.stdout}"


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
