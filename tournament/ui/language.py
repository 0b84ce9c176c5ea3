"""The app's language: the system's if the app ships it, or the one chosen in the
settings; the translators of the app's texts and of Qt's own."""

from __future__ import annotations

from PySide6.QtCore import QLibraryInfo, QLocale, QTranslator
from PySide6.QtWidgets import QApplication

from tournament.ui.resources import translations_dir

_translators: list[QTranslator] = []


def system_language() -> str:
    """The language code of the system locale if the app ships it, else English."""
    for name in QLocale.system().uiLanguages():
        code = name.split("-")[0].split("_")[0].lower()
        if code in ("de", "en"):
            return code
    return "en"


def app_language() -> str:
    """The language the app speaks now (its locale, set with its translations): ``de`` or
    ``en``, for the vocabulary's words and the printouts."""
    return "de" if QLocale().language() == QLocale.Language.German else "en"


def effective_language(setting: str) -> str:
    return setting or system_language()


def install_language(code: str) -> str:
    """Install the translators for ``code`` ("de" or "en"); returns the code in effect."""
    app = QApplication.instance()
    assert app is not None
    for translator in _translators:
        app.removeTranslator(translator)
    _translators.clear()
    if code == "de":
        ours = QTranslator()
        if ours.load(str(translations_dir() / "stein_rummy_de.qm")):
            app.installTranslator(ours)
            _translators.append(ours)
        qt_base = QTranslator()
        qt_dir = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
        if qt_base.load("qtbase_de", qt_dir):
            app.installTranslator(qt_base)
            _translators.append(qt_base)
    QLocale.setDefault(
        QLocale(QLocale.Language.German if code == "de" else QLocale.Language.English)
    )
    return code
