"""Every error code and every audit summary code has a text in English and in German, and
the texts ask only for data the services give; no service writes a sentence of its own."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest
from PySide6.QtCore import QTranslator
from PySide6.QtWidgets import QApplication

import tournament.services
import tournament.store
from tournament.services.errors import ENGLISH
from tournament.services.summaries import AUDIT_ENGLISH
from tournament.ui.messages import ERROR_TEXTS, SUMMARY_TEXTS
from tournament.ui.resources import translations_dir

NAMED = re.compile(r"\{([a-z_]+)(?:![rs])?\}")
DERIVED = {"location"}
"""Placeholders the UI makes from the data (the file or the database's address)."""


@pytest.fixture
def german(app: QApplication) -> QTranslator:
    translator = QTranslator()
    assert translator.load(str(translations_dir() / "stein_rummy_de.qm"))
    return translator


def _check(codes: dict[str, str], texts: dict[str, object], german: QTranslator) -> None:
    assert sorted(codes) == sorted(texts)
    for code, english in codes.items():
        source = str(texts[code])
        translated = german.translate("messages", source)
        assert translated and translated != source, f"{code}: {source!r} has no German text"
        asked = set(NAMED.findall(source))
        assert asked <= set(NAMED.findall(english)) | DERIVED, (code, source, english)
        assert set(NAMED.findall(translated)) == asked, (code, translated)


def test_every_error_code_has_an_english_and_a_german_text(german: QTranslator) -> None:
    assert len(ENGLISH) > 70
    _check(ENGLISH, ERROR_TEXTS, german)


def test_every_audit_code_has_an_english_and_a_german_text(german: QTranslator) -> None:
    assert len(AUDIT_ENGLISH) > 20
    _check(AUDIT_ENGLISH, SUMMARY_TEXTS, german)


def _raises(root: Path) -> list[tuple[str, int, ast.Call]]:
    found = []
    for path in sorted(root.rglob("*.py")):
        if "migrations" in path.parts:
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Raise) and isinstance(node.exc, ast.Call):
                name = node.exc.func
                if isinstance(name, ast.Name) and name.id.endswith("Error"):
                    found.append((path.name, node.lineno, node.exc))
    return found


def _given(call: ast.Call) -> set[str] | None:
    """The data keys a raise passes, or None when it passes data it does not spell out."""
    given = set()
    for keyword in call.keywords:
        if keyword.arg is not None:
            given.add(keyword.arg)
        elif ast.unparse(keyword.value) == "loaded.at":
            given |= {"round", "table", "game"}
        else:
            return None
    return given


def test_every_refusal_of_the_services_and_the_store_raises_a_known_code() -> None:
    roots = [Path(tournament.services.__file__).parent, Path(tournament.store.__file__).parent]
    checked = 0
    for root in roots:
        for file, line, call in _raises(root):
            if call.func.id == "ValueError":  # type: ignore[attr-defined]
                continue  # a defect of the program, not a refusal
            where = f"{file}:{line}"
            assert not call.args, f"{where}: writes its own sentence; give a code and data"
            codes = [k.value for k in call.keywords if k.arg == "code"]
            assert codes, f"{where}: raises without a code"
            code = codes[0]
            if isinstance(code, ast.Constant):
                assert code.value in ENGLISH, f"{where}: {code.value!r} is not in ENGLISH"
                given = _given(call)
                if given is not None:  # every part of the English sentence is in the data
                    asked = set(NAMED.findall(ENGLISH[code.value]))
                    assert asked <= given, f"{where}: {code.value} lacks {asked - given}"
            checked += 1
    assert checked > 70


def test_summaries_of_the_services_use_known_codes() -> None:
    root = Path(tournament.services.__file__).parent
    seen = set()
    for path in root.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if (
                isinstance(node, ast.Call)
                and isinstance(node.func, ast.Attribute)
                and node.func.attr == "note"
            ):
                for arg in node.args[:1]:
                    choices = [arg.body, arg.orelse] if isinstance(arg, ast.IfExp) else [arg]
                    for choice in choices:
                        if isinstance(choice, ast.Constant):
                            seen.add(choice.value)
                        else:  # undo and redo: f"history.{word}"
                            assert isinstance(choice, ast.JoinedStr), ast.dump(choice)
                            seen |= {"history.undo", "history.redo"}
    assert seen - set(AUDIT_ENGLISH) == set()
    assert {"round.closed", "result.entered", "player.withdrawn"} <= seen
