"""The director's rules checker through its widgets: typing melds, clicking tiles, solving."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QLabel, QToolButton
from pytestqt.qtbot import QtBot

from tournament.ui.checker.view import MeldRow, RulesCheckerView


@pytest.fixture
def checker(app: QApplication, qtbot: QtBot) -> RulesCheckerView:
    view = RulesCheckerView()
    qtbot.addWidget(view)
    view.show()
    return view


def rows(view: RulesCheckerView) -> list[MeldRow]:
    return [
        w
        for i in range(view.rows_layout.count())
        if isinstance(w := view.rows_layout.itemAt(i).widget(), MeldRow)
    ]


def wait_for_solution(view: RulesCheckerView, qtbot: QtBot) -> str:
    """The search runs in a worker thread; wait until its answer is shown."""
    qtbot.waitUntil(lambda: not view.solving and view.solution.text() != "", timeout=10000)
    return view.solution.text()


def verdicts(view: RulesCheckerView) -> list[str]:
    return [row.findChild(QLabel, "verdict").text() for row in rows(view)]


def test_valid_run_over_the_top_and_a_group_with_a_joker(
    checker: RulesCheckerView, qtbot: QtBot
) -> None:
    qtbot.keyClicks(checker.melds, "r1 r12 r13 | b5 r5 J")
    qtbot.keyClick(checker.melds, Qt.Key.Key_Return)
    assert verdicts(checker) == [
        "valid run",
        "valid group; joker stands for y5 or k5",
    ]
    # the run is shown in its canonical order along the cycle 12-13-1
    assert [str(t) for t in rows(checker)[0].strip._melds[0][0]] == ["r12", "r13", "r1"]
    assert checker.summary.text() == "All 2 melds are valid."


def test_determined_joker_is_named(checker: RulesCheckerView, qtbot: QtBot) -> None:
    qtbot.keyClicks(checker.melds, "r5 J r7")
    qtbot.keyClick(checker.melds, Qt.Key.Key_Return)
    assert verdicts(checker) == ["valid run; joker stands for r6"]


def test_invalid_meld_says_why_and_is_marked(checker: RulesCheckerView, qtbot: QtBot) -> None:
    qtbot.keyClicks(checker.melds, "k13 k13 J | b5 r6 y7")
    qtbot.keyClick(checker.melds, Qt.Key.Key_Return)
    assert verdicts(checker) == [
        "invalid: a colour twice in a group",
        "invalid: mixed: neither one value in different colours nor one colour",
    ]
    assert all(row.strip.invalid_melds() == 1 for row in rows(checker))
    assert checker.summary.text() == "2 of 2 melds are invalid."


def test_notation_error_names_token_and_position(checker: RulesCheckerView, qtbot: QtBot) -> None:
    qtbot.keyClicks(checker.melds, "r1 r2 r3 | b5 x5 y5")
    qtbot.keyClick(checker.melds, Qt.Key.Key_Return)
    assert checker.summary.text() == (
        "meld 2, tile 2 'x5': unknown colour (use b, r, y/g, k/s or J)"
    )
    assert rows(checker) == []


def test_third_copy_of_a_tile_is_reported(checker: RulesCheckerView, qtbot: QtBot) -> None:
    qtbot.keyClicks(checker.melds, "r5 r6 r7 | r5 b5 y5 | r5 r6 r7 r8 | k1 k2 k3")
    qtbot.keyClick(checker.melds, Qt.Key.Key_Return)
    assert "r5" in checker.summary.text() and "two of each" in checker.summary.text()


def test_typing_updates_after_a_pause(checker: RulesCheckerView, qtbot: QtBot) -> None:
    qtbot.keyClicks(checker.melds, "y7 b7 k7")
    qtbot.waitUntil(lambda: verdicts(checker) == ["valid group"], timeout=2000)


def test_clicking_tiles_writes_notation(checker: RulesCheckerView, qtbot: QtBot) -> None:
    buttons = {b.toolTip(): b for b in checker.tile_palette.findChildren(QToolButton)}
    assert len(buttons) == 53  # 52 numbered tiles and the joker
    for name in ("b3", "b4", "J"):
        qtbot.mouseClick(buttons[name], Qt.MouseButton.LeftButton)
    assert checker.melds.text() == "b3 b4 J"
    checker.check_now()
    assert verdicts(checker) == ["valid run; joker stands for b2 or b5"]


def test_every_reading_of_the_jokers_is_shown(checker: RulesCheckerView, qtbot: QtBot) -> None:
    qtbot.keyClicks(checker.melds, "J k11 k12 k13 | b4 J J")
    qtbot.keyClick(checker.melds, Qt.Key.Key_Return)
    assert verdicts(checker) == [
        "valid run; joker stands for k10 or k1",
        "valid group; jokers stand for r4 y4, r4 k4, y4 k4 (group) or b2 b3, b3 b5, b5 b6 (run)",
    ]


def test_best_play_against_the_table(checker: RulesCheckerView, qtbot: QtBot) -> None:
    qtbot.keyClicks(checker.melds, "r4 r5 r6 | b7 y7 r7")
    qtbot.keyClicks(checker.hand, "r2 r3 k7 b9")
    qtbot.keyClick(checker.hand, Qt.Key.Key_Return)
    # r2 r3 extend the run, k7 completes the group; b9 stays
    assert wait_for_solution(checker, qtbot) == "Best play lays 3 tiles; 1 stay in the hand: b9"
    assert checker.solution_strip.tile_count() == 9


def test_best_play_before_laying_out_keeps_the_table(
    checker: RulesCheckerView, qtbot: QtBot
) -> None:
    qtbot.keyClicks(checker.melds, "r4 r5 r6")
    qtbot.keyClicks(checker.hand, "r2 r3 k9")
    checker.opened.setChecked(False)
    qtbot.mouseClick(checker.solve_button, Qt.MouseButton.LeftButton)
    assert wait_for_solution(checker, qtbot) == "No tile of the hand can be laid."


def test_solver_refusal_is_shown_in_words(checker: RulesCheckerView, qtbot: QtBot) -> None:
    qtbot.keyClicks(checker.melds, "r4 r5")
    qtbot.keyClicks(checker.hand, "r6")
    qtbot.keyClick(checker.hand, Qt.Key.Key_Return)
    assert wait_for_solution(checker, qtbot) == (
        "Table meld 1 is not valid: too short: a meld needs at least 3 tiles"
    )


def test_solver_refusals_in_german(checker: RulesCheckerView, qtbot: QtBot) -> None:
    from tournament.ui.language import install_language

    install_language("de")
    qtbot.keyClicks(checker.melds, "r4 r4 r4")
    qtbot.keyClicks(checker.hand, "r4")
    qtbot.keyClick(checker.hand, Qt.Key.Key_Return)
    text = wait_for_solution(checker, qtbot)
    assert text.startswith("Kombination 1 auf dem Tisch ist ungültig: ")
    assert "too short" not in text and "colour" not in text
    checker.melds.clear()
    qtbot.keyClicks(checker.melds, "r4 r5 r6 | r4 r5 r6")
    checker.hand.clear()
    qtbot.keyClicks(checker.hand, "r4")
    qtbot.keyClick(checker.hand, Qt.Key.Key_Return)
    assert wait_for_solution(checker, qtbot).startswith("Mehr Steine, als das Spiel hat")
    assert checker.solution.text().endswith(": r4")


def test_best_play_runs_in_a_worker_thread(checker: RulesCheckerView, qtbot: QtBot) -> None:
    import threading

    from tournament.ui.checker import solving

    threads: list[threading.Thread] = []
    real = solving.solve

    def spy(*args: object, **kwargs: object) -> object:
        threads.append(threading.current_thread())
        return real(*args, **kwargs)  # type: ignore[arg-type]

    solving.solve = spy  # type: ignore[assignment]
    try:
        qtbot.keyClicks(checker.melds, "r4 r5 r6")
        qtbot.keyClicks(checker.hand, "r7 r8")
        qtbot.keyClick(checker.hand, Qt.Key.Key_Return)
        assert wait_for_solution(checker, qtbot) == "All 2 tiles can be laid: the hand goes out."
    finally:
        solving.solve = real  # type: ignore[assignment]
    assert len(threads) == 1 and threads[0] is not threading.main_thread()
    assert checker.solve_button.isEnabled()


def test_too_many_jokers_reported_from_the_worker(checker: RulesCheckerView, qtbot: QtBot) -> None:
    qtbot.keyClicks(checker.melds, "r4 r5 r6")
    qtbot.keyClicks(checker.hand, " ".join(["J"] * 9))
    qtbot.keyClick(checker.hand, Qt.Key.Key_Return)
    assert wait_for_solution(checker, qtbot) == "Too many jokers for the solver."
