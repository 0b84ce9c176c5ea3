"""Score entry details: tiles in notation as coloured tiles, Plus claims, first-round Rommé,
correcting a saved game, the check function on its own."""

from __future__ import annotations

from fractions import Fraction
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtWidgets import QApplication, QLabel
from pytestqt.qtbot import QtBot

from tournament.rules.options import JokerRule
from tournament.scoring.model import ScoringRules, Variant
from tournament.services import create_tournament
from tournament.services.dto import PlayerEntry, Settings
from tournament.ui.entry.score_check import check_input
from tournament.ui.session import Session

from .entry_helpers import decision_dialog, entry_row, entry_view, previews, table_rows, type_game


def test_hands_in_notation_fill_the_count_and_show_tiles(
    played: Session, qtbot: QtBot, reported: list[str]
) -> None:
    view = entry_view(played, qtbot)
    view.show_hands.setChecked(True)
    row = table_rows(view)[0]
    a, b, c = row.game.player_ids
    qtbot.keyClicks(row.tiles[a], "0")
    qtbot.keyClicks(row.hands[b], "r4 r5 J")
    qtbot.keyClicks(row.hands[c], "k13 x2")
    assert row.strips[b].tile_count() == 3
    assert "tile 2 'x2': unknown colour" in row.status.text()
    assert not row.save_button.isEnabled()
    row.hands[c].clear()
    qtbot.keyClicks(row.hands[c], "k13 y2 y2 b1")
    qtbot.keyClicks(row.tiles[c], "3")
    assert "3 tiles typed, but the hand has 4" in row.status.text()
    row.tiles[c].clear()
    assert previews(row) == ["3 P.", "2 P.", "1 P."]
    qtbot.keyClick(row.hands[c], Qt.Key.Key_Return)
    assert reported == []
    game = played.service.rounds.get(2).tables[0].games[0]
    assert game.result is not None
    assert dict(game.result.tiles_left) == {a: 0, b: 3, c: 4}
    assert game.result.hands[b].split() == ["r4", "r5", "J"]


def test_plus_claims_add_points(plus: Session, qtbot: QtBot, reported: list[str]) -> None:
    _view, row = entry_row(plus, qtbot)
    _a, _b, c, _d = row.game.player_ids
    type_game(qtbot, row, [0, 2, 5, 9], {2: 2})
    # Plus: empty hand 4, then 3, 2, 1; one claim point each
    assert previews(row) == ["4 P.", "3 P.", "4 P.", "1 P."]
    qtbot.keyClick(row.claims[c], Qt.Key.Key_Return)
    game = plus.service.rounds.get(1).tables[0].games[0]
    assert game.points is not None and game.points[c] == 4
    assert reported == []


def test_first_round_romme_uses_the_option(
    played: Session, qtbot: QtBot, reported: list[str]
) -> None:
    _view, row = entry_row(played, qtbot)
    type_game(qtbot, row, [0, 14, 14])
    row.first_turn.setChecked(True)
    # winner_full: the winner scores rank 1 (3), the others share the rest (3) equally
    assert previews(row) == ["3 P.", "1.5 P.", "1.5 P."]
    qtbot.keyClick(row.first_turn, Qt.Key.Key_Return)
    game = played.service.rounds.get(2).tables[0].games[0]
    assert game.result is not None and game.result.first_turn_rommee
    assert reported == []


def test_correcting_a_saved_game(played: Session, qtbot: QtBot, reported: list[str]) -> None:
    view, row = entry_row(played, qtbot)
    a, b, c = row.game.player_ids
    type_game(qtbot, row, [0, 4, 6])
    qtbot.keyClick(row.tiles[c], Qt.Key.Key_Return)
    assert table_rows(view)[0].state_text() == "✓ saved"
    row = table_rows(view)[0]
    assert [row.tiles[p].text() for p in (a, b, c)] == ["0", "4", "6"]
    row.tiles[b].setText("6")
    qtbot.keyClick(row.tiles[b], Qt.Key.Key_Return)
    after = played.service.rounds.get(2).tables[0].games[0]
    assert after.points is not None
    assert (after.points[a], after.points[b], after.points[c]) == (
        3,
        Fraction(3, 2),
        Fraction(3, 2),
    )
    assert played.undo_stack.count() == 2
    played.undo_stack.undo()
    assert played.service.rounds.get(2).tables[0].games[0].result.tiles_left[b] == 4
    assert [table_rows(view)[0].tiles[p].text() for p in (a, b, c)] == ["0", "4", "6"]
    assert reported == []


@settings(max_examples=80, deadline=None)
@given(st.lists(st.integers(0, 20), min_size=3, max_size=4))
def test_preview_points_sum_to_the_table_total(tiles: list[int]) -> None:
    players = tuple(range(1, len(tiles) + 1))
    names = {p: f"P{p}" for p in players}
    check = check_input(
        players,
        names,
        {p: str(t) for p, t in zip(players, tiles, strict=True)},
        {},
        {},
        ended_early=False,
        first_turn=False,
        rules=ScoringRules(variant=Variant.STEIN),
    )
    zeros = tiles.count(0)
    assert check.ok == (zeros == 1)
    points = check.points
    if zeros == 1:
        assert points is not None
        assert sum(points.values()) == (6 if len(tiles) == 3 else 10)
    else:
        assert points is None


def test_a_decision_can_be_withdrawn_with_a_reason(
    played: Session, qtbot: QtBot, reported: list[str]
) -> None:
    view, row = entry_row(played, qtbot, 2)
    qtbot.mouseClick(row.decision_button, Qt.MouseButton.LeftButton)
    dialog = decision_dialog(view)
    dialog.kind.setCurrentIndex(dialog.kind.findData("points"))
    values = list(dialog.values.values())
    for field, text in zip(values, ["2", "2", "1,5"], strict=True):
        qtbot.keyClicks(field, text)
    qtbot.keyClicks(dialog.reason, "slow player")
    ok = dialog.buttons.button(dialog.buttons.StandardButton.Ok)
    qtbot.mouseClick(ok, Qt.MouseButton.LeftButton)
    game = played.service.rounds.get(2).tables[0].games[2]
    assert game.points is not None
    assert [game.points[p] for p in game.player_ids] == [2, 2, Fraction(3, 2)]
    row = table_rows(view)[2]
    assert row.state_text() == "⚑ Decision: points set (slow player)"
    assert previews(row) == ["2 P.", "2 P.", "1.5 P."]
    # withdraw it: the reason is required here too
    qtbot.mouseClick(row.decision_button, Qt.MouseButton.LeftButton)
    dialog = decision_dialog(view)
    qtbot.mouseClick(dialog.withdraw_button, Qt.MouseButton.LeftButton)
    assert dialog.hint.text() == "Type the reason for withdrawing it."
    qtbot.keyClicks(dialog.reason, "entered at the wrong table")
    qtbot.mouseClick(dialog.withdraw_button, Qt.MouseButton.LeftButton)
    game = played.service.rounds.get(2).tables[0].games[2]
    assert game.decision is None and game.status == "open"
    decisions = played.service.decisions.all(include_withdrawn=True)
    assert decisions[-1].withdrawn_reason == "entered at the wrong table"
    assert table_rows(view)[2].state_text() == "open"
    assert reported == []


def test_hands_may_not_hold_a_third_copy_or_too_many_jokers(app: QApplication) -> None:
    names = {1: "Anna", 2: "Bernd", 3: "Clara"}
    hands = {1: "r4 r4 J", 2: "r4 b9", 3: ""}
    tiles = {1: "", 2: "", 3: "0"}
    check = check_input((1, 2, 3), names, tiles, {}, hands, ended_early=False, first_turn=False)
    assert not check.ok
    assert check.problems == ("The hands hold more of a tile than the set has (two of each): r4",)
    assert check.bad_fields == {1, 2}
    two_in_pool = check_input(
        (1, 2, 3),
        names,
        tiles,
        {},
        {1: "J J r1", 2: "J b9", 3: ""},
        ended_early=False,
        first_turn=False,
        jokers=JokerRule.TWO_IN_POOL,
    )
    assert two_in_pool.problems == ("The hands hold 3 jokers; this game has 2.",)
    fine = check_input(
        (1, 2, 3),
        names,
        tiles,
        {},
        {1: "r4 r4 J", 2: "b9", 3: ""},
        ended_early=False,
        first_turn=False,
        jokers=JokerRule.PER_PLAYER,
    )
    assert fine.ok and fine.tiles == {1: 3, 2: 1, 3: 0}


def test_a_third_copy_is_marked_in_german(app: QApplication) -> None:
    from tournament.ui.language import install_language

    install_language("de")
    check = check_input(
        (1, 2, 3),
        {1: "Anna", 2: "Bernd", 3: "Clara"},
        {1: "", 2: "", 3: "0"},
        {},
        {1: "k13 k13", 2: "k13", 3: ""},
        ended_early=False,
        first_turn=False,
    )
    assert check.problems == (
        "Die Hände enthalten mehr Exemplare eines Steins, als das Spiel hat (je zwei): k13",
    )


def test_decision_is_reached_by_shortcut_and_by_tab(played: Session, qtbot: QtBot) -> None:
    view = entry_view(played, qtbot)
    with qtbot.waitActive(view):
        view.activateWindow()
    first, second = table_rows(view)[:2]
    # Ctrl+D opens the decision on the game the cursor is in
    second.first_field().setFocus()
    qtbot.keyClick(second.first_field(), Qt.Key.Key_D, Qt.KeyboardModifier.ControlModifier)
    dialog = decision_dialog(view)
    assert dialog.isVisible()
    assert dialog.game.number == 2
    dialog.reject()
    # Tab walks the game's fields, then the Decision button; Enter (or Space) presses it
    first.first_field().setFocus()
    for _step in range(12):
        if QApplication.focusWidget() is first.decision_button:
            break
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
    assert QApplication.focusWidget() is first.decision_button
    qtbot.keyClick(first.decision_button, Qt.Key.Key_Return)
    dialog = decision_dialog(view)
    assert dialog.isVisible()
    assert dialog.game.number == 1
    dialog.reject()
    # and the next Tab goes on to the next game's first field
    qtbot.keyClick(first.decision_button, Qt.Key.Key_Tab)
    assert QApplication.focusWidget() is second.first_field()


LONG_NAMES = [
    "Maximiliane Alexandra Großkopf-Schmidtbau",
    "Bartholomäus Friedrich von Hohenzollern-S",
    "Anna-Katharina Öztürk-Wiśniewska-Łukaszew",
    "Konstantinleopoldmüllerlüdenscheidtbergen",  # one word, no place to break
]


@pytest.mark.parametrize("language", ["en", "de"])
def test_long_names_keep_every_game_on_screen_at_1500_px(
    app: QApplication, qtbot: QtBot, tmp_path: Path, language: str
) -> None:
    from tournament.ui.language import install_language
    from tournament.ui.main_window import MainWindow

    assert all(len(name) >= 40 for name in LONG_NAMES)
    service = create_tournament(
        "Long names", location=tmp_path / "long.srt", settings=Settings(variant="stein-plus")
    )
    service.players.import_players(
        [PlayerEntry(n, "Rummy-Club Sankt Peter-Ording") for n in LONG_NAMES]
    )
    service.rounds.start_round()
    session = Session(service)
    install_language(language)
    window = MainWindow()
    qtbot.addWidget(window)
    window.resize(1500, 1000)
    window.show()
    window.set_session(session)
    window.show_page(2)
    qtbot.waitExposed(window)
    view = window.view.score_entry if window.view is not None else None
    assert view is not None and view.entry is not None
    viewport = view.scroll_area.viewport()
    assert len(view.entry.rows) == 4
    for row in view.entry.rows:
        row.ended_early.setChecked(True)  # the reason field shows: the widest the row gets
        for widget in (row.decision_button, row.save_button, row.reason, *row.points.values()):
            qtbot.waitUntil(lambda widget=widget: widget.isVisible())
            corner = widget.mapTo(viewport, QPoint(0, 0))
            assert viewport.rect().contains(QRect(corner, widget.size())), (
                widget.objectName(),
                corner,
                widget.size(),
                viewport.size(),
            )
    assert view.scroll_area.horizontalScrollBar().maximum() == 0
    # every name wraps within its column, also the one without a space or hyphen
    heads = [label for label in view.entry.findChildren(QLabel) if label.toolTip()]
    assert sorted(label.toolTip()[3:] for label in heads) == sorted(LONG_NAMES)
    for label in heads:
        assert label.minimumSizeHint().width() <= label.width(), label.toolTip()
    window.close_tournament()


def test_the_page_lists_the_tables_from_the_plan_and_reads_one_table(
    played: Session, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    """At 2,000 players the round in full (667 tables, every game's points) took seconds
    to read for the first showing: the list comes from the plan, the games of the chosen
    table alone."""
    full = played.service.rounds.get(2)
    read: list[int] = []
    tables: list[tuple[int, int]] = []
    whole, one = played.service.rounds.get, played.service.rounds.round_table
    monkeypatch.setattr(played.service.rounds, "get", lambda n: read.append(n) or whole(n))
    monkeypatch.setattr(
        played.service.rounds, "round_table", lambda n, t: tables.append((n, t)) or one(n, t)
    )
    played.notify("all")
    view = entry_view(played, qtbot)
    texts = [view.tables.item(i).text() for i in range(view.tables.count())]
    assert texts == [
        f"Table {t.number}   {sum(g.status != 'open' for g in t.games)}/{len(t.games)}"
        for t in full.tables
    ]
    assert (read, tables) == ([], [(2, full.tables[0].number)])
    view.tables.setCurrentRow(1)
    assert view.entry is not None and view.entry.table == full.tables[1]
    row = table_rows(view)[0]
    type_game(qtbot, row, [0, 5, 6])
    qtbot.keyClick(row.tiles[row.game.player_ids[2]], Qt.Key.Key_Return)
    assert view.tables.item(1).text() == f"Table {full.tables[1].number}   1/3"
    assert read == []
