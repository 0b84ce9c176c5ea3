"""The rules a turn can break (RULINGS §2, §4, §10) in the app's language.

The engine names the rule a turn breaks (``TurnCheck.rule``, the first part of an
``IllegalError`` from a replay) and says why in English (``reason``); the app words the
rule from its name, the meld problem from the meld check, and lists the tiles the engine
names. The engine's English detail is shown as it is in English and as a tooltip in German.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, QLocale

from tournament.rules.game import TableMeld, TurnCheck
from tournament.rules.game.record import GameLogError
from tournament.rules.melds import check_meld
from tournament.rules.tiles import Tile, format_tiles
from tournament.ui.checker.words import problem_text


def rule_title(rule: str) -> str:
    """The rule's name, e.g. "§10 manipulation" as "§10 Manipulieren"."""
    titles = {
        "§10 draw": QCoreApplication.translate("turns", "§10 draw"),
        "§10 opening": QCoreApplication.translate("turns", "§10 first laying out"),
        "§10 manipulation": QCoreApplication.translate("turns", "§10 rearranging"),
        "§2 melds": QCoreApplication.translate("turns", "§2 melds"),
        "§4 claims": QCoreApplication.translate("turns", "§4 claims"),
        "§10 discard": QCoreApplication.translate("turns", "§10 discard"),
        "§10 hand": QCoreApplication.translate("turns", "§10 hand"),
        "§10 turn order": QCoreApplication.translate("turns", "§10 turn order"),
        "§10 the end": QCoreApplication.translate("turns", "§10 the end"),
    }
    return titles.get(rule, rule)


def rule_text(rule: str) -> str:
    """What the rule says, in a sentence; empty for a rule the app does not know."""
    texts = {
        "§10 draw": QCoreApplication.translate(
            "turns",
            "A turn draws two tiles: the first from the pool, the second from the pool or "
            "the top of the discard pile (what the pool holds when it has fewer).",
        ),
        "§10 opening": QCoreApplication.translate(
            "turns",
            "The first laying out puts at least one group or run of 3 tiles from the own "
            "hand on the table, before any table tile is moved.",
        ),
        "§10 manipulation": QCoreApplication.translate(
            "turns",
            "Every tile on the table before the turn stays on it, except a released joker "
            "and one tile taken by putting the own joker in its place; a joker keeps what "
            "it stands for until it is released.",
        ),
        "§2 melds": QCoreApplication.translate(
            "turns", "At the end of the turn every meld on the table is valid."
        ),
        "§4 claims": QCoreApplication.translate(
            "turns",
            "A claim is a group of exactly 4 tiles with at most one joker; only its owner "
            "may move its tiles.",
        ),
        "§10 discard": QCoreApplication.translate(
            "turns",
            "The turn ends with one tile from the hand on the discard pile, unless the "
            "hand is empty.",
        ),
        "§10 hand": QCoreApplication.translate(
            "turns",
            "Only tiles of the hand and the tiles drawn are laid; the hand after the turn "
            "is what is left of them.",
        ),
        "§10 turn order": QCoreApplication.translate(
            "turns", "The players take their turns in seat order."
        ),
        "§10 the end": QCoreApplication.translate(
            "turns", "After the end of the game there are no more turns."
        ),
    }
    return texts.get(rule, "")


def _english() -> bool:
    return QLocale().language() != QLocale.Language.German


def fault_text(rule: str, reason: str, check: TurnCheck | None, table: Sequence[TableMeld]) -> str:
    """The rule broken and what broke it: "§2 melds: meld 2: a gap in the run"."""
    parts = [rule_title(rule)]
    if check is not None and check.melds and rule == "§2 melds":
        number = check.melds[0]
        meld_check = check_meld(table[number].tiles) if number < len(table) else None
        if meld_check is not None and meld_check.problem is not None:
            parts.append(
                QCoreApplication.translate("turns", "meld {0} ({1}): {2}").format(
                    number + 1, format_tiles(table[number].tiles), problem_text(meld_check.problem)
                )
            )
            return ": ".join(parts)
    if _english():
        parts.append(reason)
    elif check is not None and check.tiles:
        parts.append(
            QCoreApplication.translate("turns", "the tiles {0}").format(format_tiles(check.tiles))
        )
    text = ": ".join(p for p in parts if p)
    explained = rule_text(rule)
    return f"{text}. {explained}" if explained and not _english() else text


def legal_text(check: TurnCheck) -> str:
    laid = (
        format_tiles(check.laid) if check.laid else QCoreApplication.translate("turns", "nothing")
    )
    hand = (
        format_tiles(check.hand)
        if check.hand
        else QCoreApplication.translate("turns", "empty: the game ends")
    )
    return QCoreApplication.translate(
        "turns", "Legal: laid {0}; the hand after the turn: {1}"
    ).format(laid, hand)


def log_error_text(exc: GameLogError) -> str:
    """Why a file is no recorded game, naming the line."""
    reason = exc.reason
    if reason.startswith("not JSON"):
        words = QCoreApplication.translate("turns", "not JSON")
    elif reason.startswith("'format' must be"):
        words = QCoreApplication.translate(
            "turns", "not a recorded game: the first line names the format stein-rummy-game/1"
        )
    elif reason.startswith("empty file"):
        words = QCoreApplication.translate("turns", "the file is empty")
    elif reason == "each line is a JSON object":
        words = QCoreApplication.translate("turns", "each line is a JSON object")
    else:
        words = QCoreApplication.translate("turns", "not a recorded game: {0}").format(reason)
    return QCoreApplication.translate("turns", "Line {0}: {1}").format(exc.line, words)


def tiles_text(tiles: Sequence[Tile]) -> str:
    return format_tiles(tiles) if tiles else "—"
