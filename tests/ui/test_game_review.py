"""Review a game: a recorded bot game stepped through, an illegal turn marked with its
rule in both languages, a file that is no recorded game refused with a message."""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import replace
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from tournament.rules.game import TableMeld, Turn
from tournament.rules.game.bots import PlayedGame, play_game
from tournament.rules.game.record import dump_game
from tournament.rules.tiles import format_tiles
from tournament.rules.variant import Variant
from tournament.ui.checker.game_review import GameReviewView
from tournament.ui.language import install_language
from tournament.ui.main_window import MainWindow

SEED = 3


@pytest.fixture(scope="module")
def played() -> PlayedGame:
    return play_game(["greedy", "strong", "greedy"], SEED)


def write(path: Path, played: PlayedGame, turns: Sequence[Turn] | None = None) -> Path:
    end = played.final.end
    assert end is not None
    chosen = played.turns if turns is None else turns
    path.write_text(dump_game(played.start, chosen, end, [0] * 3), encoding="utf-8")
    return path


def broken_turn(played: PlayedGame) -> tuple[int, list[Turn]]:
    """The record with the last meld of a turn cut to two tiles: one tile left the table."""
    turns = list(played.turns)
    k = next(i for i, t in enumerate(turns) if t.table and i > 2)
    last = turns[k].table[-1]
    turns[k] = replace(turns[k], table=(*turns[k].table[:-1], TableMeld(last.tiles[:2])))
    return k + 1, turns


@pytest.fixture
def review(app: QApplication, qtbot: QtBot) -> GameReviewView:
    view = GameReviewView()
    qtbot.addWidget(view)
    view.resize(1000, 700)
    view.show()
    return view


def test_a_bot_game_steps_turn_by_turn(
    review: GameReviewView, qtbot: QtBot, played: PlayedGame, tmp_path: Path
) -> None:
    assert review.open_file(write(tmp_path / "game.jsonl", played))
    turns = len(played.turns)
    assert review.file_label.text() == f"game.jsonl: {turns} turns, all legal"
    assert review.turn_list.count() == turns + 1
    assert review.headline.text().startswith("The deal: greedy-1 to move")
    assert [s.tile_count() for s in review.hand_strips] == [15, 15, 15]
    assert review.table_strip.tile_count() == 0

    qtbot.keyClick(review, Qt.Key.Key_Right)
    first = played.turns[0]
    assert review.slider.value() == 1
    assert review.headline.text().startswith("Turn 1: greedy-1")
    assert review.action.text().startswith(f"drew {first.draws[0].tile}")
    assert review.verdict.text() == "Legal."
    assert review.hand_strips[0].tile_count() == len(first.hand)
    assert review.table_strip.tile_count() == sum(len(m.tiles) for m in first.table)

    qtbot.keyClick(review, Qt.Key.Key_End)
    assert review.slider.value() == turns
    assert "The game is over" in review.headline.text()
    assert not review.next_button.isEnabled()
    final = played.final
    assert [s.tile_count() for s in review.hand_strips] == [len(h) for h in final.hands]
    assert review.table_strip.tile_count() == sum(len(m.tiles) for m in final.table)

    qtbot.mouseClick(review.previous_button, Qt.MouseButton.LeftButton)
    assert review.slider.value() == turns - 1
    qtbot.keyClick(review, Qt.Key.Key_Home)
    assert review.slider.value() == 0 and not review.first_button.isEnabled()
    qtbot.mouseClick(review.last_button, Qt.MouseButton.LeftButton)
    assert review.slider.value() == turns
    review.slider.setValue(2)
    assert review.turn_list.currentRow() == 2
    assert review.headline.text().startswith("Turn 2:")


def test_an_illegal_turn_is_marked_with_its_rule(
    review: GameReviewView, qtbot: QtBot, played: PlayedGame, tmp_path: Path
) -> None:
    number, turns = broken_turn(played)
    review.open_file(write(tmp_path / "bad.jsonl", played, turns))
    assert "illegal" in review.file_label.text()
    assert review.turn_list.item(number).text().endswith("— illegal")
    assert review.turn_list.item(number - 1).text().endswith("— illegal") is False
    qtbot.keyClick(review, Qt.Key.Key_PageDown)  # to the first illegal turn
    assert review.slider.value() == number
    cut = turns[number - 1]
    gone = played.turns[number - 1].table[-1].tiles[2]
    assert review.verdict.text().startswith("Illegal: §10 rearranging: every table tile stays")
    assert str(gone) in review.verdict.text()
    assert review.table_strip.marked() == {gone}
    assert review.table_strip.tile_count() == sum(len(m.tiles) for m in cut.table)
    qtbot.keyClick(review, Qt.Key.Key_Left)
    assert review.verdict.text() == "Legal."


def test_the_illegal_turn_in_german(
    review: GameReviewView, played: PlayedGame, tmp_path: Path
) -> None:
    number, turns = broken_turn(played)
    install_language("de")
    view = GameReviewView()
    view.open_file(write(tmp_path / "bad.jsonl", played, turns))
    view.show_step(number)
    gone = played.turns[number - 1].table[-1].tiles[2]
    text = view.verdict.text()
    assert text.startswith("Regelwidrig: §10 Manipulieren")
    assert f"betroffen: {gone}" in text
    assert "bleibt" in text  # the rule in German
    assert view.headline.text().startswith(f"Zug {number}:")
    view.deleteLater()


@pytest.mark.parametrize(
    ("content", "line", "words"),
    [
        ('{"format": "stein-rummy-game/1"\n', 1, "not JSON"),
        ('{"hello": 1}\n', 1, "not a recorded game"),
        ("", 1, "the file is empty"),
        ("[1, 2]\n", 1, "each line is a JSON object"),
    ],
)
def test_a_broken_file_is_refused_with_the_line(
    review: GameReviewView,
    reported: list[str],
    tmp_path: Path,
    content: str,
    line: int,
    words: str,
) -> None:
    path = tmp_path / "broken.jsonl"
    path.write_text(content, encoding="utf-8")
    assert review.open_file(path) is False
    assert len(reported) == 1
    assert f"Line {line}: {words}" in reported[0]
    assert "broken.jsonl" in reported[0]
    assert review.steps == []


def test_a_bad_turn_line_names_its_line_and_the_game_shown_stays(
    review: GameReviewView, reported: list[str], played: PlayedGame, tmp_path: Path
) -> None:
    good = write(tmp_path / "good.jsonl", played)
    review.open_file(good)
    lines = good.read_text(encoding="utf-8").splitlines()
    turn = json.loads(lines[2])
    turn["draws"] = [{"from": "pool", "tile": "x5"}]
    lines[2] = json.dumps(turn)
    bad = tmp_path / "bad.jsonl"
    bad.write_text("\n".join(lines) + "\n", encoding="utf-8")
    bad_bytes = tmp_path / "binary.jsonl"
    bad_bytes.write_bytes(b"\xff\xfe\x00")
    assert not review.open_file(bad)
    assert not review.open_file(bad_bytes)
    assert "Line 3: not a recorded game: draws:" in reported[0]
    assert "not a text file" in reported[1]
    assert len(review.steps) == len(played.turns) + 1  # still the good game


def test_german_message_for_a_broken_file(
    review: GameReviewView, reported: list[str], tmp_path: Path
) -> None:
    install_language("de")
    path = tmp_path / "x.jsonl"
    path.write_text("nonsense\n", encoding="utf-8")
    GameReviewView().open_file(path)
    assert "Zeile 1: kein JSON" in reported[0]


def test_the_file_menu_opens_the_review(app: QApplication, qtbot: QtBot) -> None:
    window = MainWindow()
    qtbot.addWidget(window)
    action = window.findChild(type(window.menuBar().actions()[0]), "review_game")
    assert action is not None
    action.trigger()
    assert isinstance(window.game_review, GameReviewView)
    assert window.game_review.isVisible()
    window.game_review.close()


def test_claims_are_shown_with_their_owners(
    review: GameReviewView, qtbot: QtBot, tmp_path: Path
) -> None:
    plus = play_game(["greedy", "strong", "greedy"], 2, variant=Variant.STEIN_PLUS)
    claims = [m for m in plus.final.table if m.owner is not None]
    assert claims  # the seed is chosen so that the game ends with claims on the table
    review.open_file(write(tmp_path / "plus.jsonl", plus))
    qtbot.keyClick(review, Qt.Key.Key_End)
    text = review.claims.text()
    assert text.startswith("Claims: ")
    for meld in claims:
        owner = plus.start.players[meld.owner or 0]
        assert f"{format_tiles(meld.tiles)} (claim of {owner})" in text
