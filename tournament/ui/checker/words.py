"""The rules checker's words and colours: notation errors, meld problems and verdicts,
readings, the games' names; shared by the checker's panels, the score entry and the
wizard."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication

from tournament import vocabulary
from tournament.rules.errors import NotationError
from tournament.rules.games import GAMES
from tournament.rules.melds import MeldCheck, MeldKind, MeldProblem
from tournament.rules.readings import meld_readings, readings_words
from tournament.rules.tiles import (
    Tile,
)
from tournament.ui.language import app_language

OK_COLOUR = "#2e7d32"
BAD_COLOUR = "#b00020"


def game_names() -> list[tuple[str, str]]:
    """The games of the registry (``rules/games``) as the vocabulary names them, in the
    app's language."""
    language = app_language()
    return [(game.key, vocabulary.game_name(game.key, language)) for game in GAMES]


def problem_text(problem: MeldProblem) -> str:
    texts = {
        MeldProblem.TOO_SHORT: QCoreApplication.translate(
            "checker", "too short: a meld needs at least 3 tiles"
        ),
        MeldProblem.TOO_LONG: QCoreApplication.translate(
            "checker", "too long: a group has at most 4, a run 26 tiles"
        ),
        MeldProblem.NO_NUMBERED_TILE: QCoreApplication.translate(
            "checker", "no numbered tile, only jokers"
        ),
        MeldProblem.COLOUR_TWICE: QCoreApplication.translate(
            "checker", "a colour twice in a group"
        ),
        MeldProblem.MIXED_COLOURS: QCoreApplication.translate(
            "checker", "mixed: neither one value in different colours nor one colour"
        ),
        MeldProblem.GAP: QCoreApplication.translate("checker", "a gap in the run"),
        MeldProblem.VALUE_TWICE: QCoreApplication.translate("checker", "a value twice in the run"),
    }
    return texts.get(problem, problem.value)


def notation_text(exc: NotationError) -> str:
    """A notation error in the current language, naming token and position."""
    where = (
        QCoreApplication.translate("checker", "tile {0} '{1}'").format(exc.position, exc.token)
        if exc.position is not None
        else QCoreApplication.translate("checker", "'{0}'").format(exc.token)
    )
    if exc.meld is not None:
        where = QCoreApplication.translate("checker", "meld {0}, {1}").format(exc.meld, where)
    reason = exc.reason
    if reason.startswith("unknown colour"):
        reason = QCoreApplication.translate("checker", "unknown colour (use b, r, y/g, k/s or J)")
    elif reason == "missing value":
        reason = QCoreApplication.translate("checker", "the value is missing")
    elif reason.startswith("value") and "out of range" in reason:
        reason = QCoreApplication.translate("checker", "values go from 1 to 13")
    elif "not a number" in reason:
        reason = QCoreApplication.translate("checker", "the value is not a number")
    elif reason == "empty meld":
        reason = QCoreApplication.translate("checker", "empty meld between two bars")
    elif reason == "a joker has no value":
        reason = QCoreApplication.translate("checker", "a joker has no value")
    return f"{where}: {reason}"


def meld_verdict(check: MeldCheck) -> str:
    if check.problem is not None:
        return QCoreApplication.translate("checker", "invalid: {0}").format(
            problem_text(check.problem)
        )
    kind = _kind_word(check.kind)
    jokers = check.jokers
    if not jokers:
        return QCoreApplication.translate("checker", "valid {0}").format(kind)
    if len(jokers) == 1:
        text = QCoreApplication.translate("checker", "valid {0}; joker stands for {1}")
    else:
        text = QCoreApplication.translate("checker", "valid {0}; jokers stand for {1}")
    return text.format(kind, readings_text(check.tiles))


def _kind_word(kind: MeldKind | None) -> str:
    if kind is MeldKind.GROUP:
        return QCoreApplication.translate("checker", "group")
    return QCoreApplication.translate("checker", "run")


def readings_text(tiles: Sequence[Tile]) -> str:
    """What a meld's jokers may stand for, every reading the rulings allow (RULINGS §2):
    "k10 or k1"; for a meld that reads as a group and as a run, each kind named."""
    return readings_words(meld_readings(tiles), _or_words, _kind_word)


def _or_words(words: list[str]) -> str:
    if len(words) <= 1:
        return "".join(words)
    return QCoreApplication.translate("checker", "{0} or {1}").format(
        ", ".join(words[:-1]), words[-1]
    )
