"""The main window: welcome page, recent tournaments, opening, closing, layout remembered,
undo and redo, projector and audit."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QByteArray, Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from tournament.services.dto import PlayerEntry
from tournament.ui.main_window import MainWindow
from tournament.ui.projector.window import ProjectorWindow
from tournament.ui.session import Session
from tournament.ui.settings import Settings


def make_window(qtbot: QtBot) -> MainWindow:
    window = MainWindow()
    qtbot.addWidget(window)
    window.show()
    return window


def test_recent_tournament_opens_with_enter(
    app: QApplication, qtbot: QtBot, played: Session, settings: Settings
) -> None:
    location = played.info().location
    played.close()
    settings.add_recent(location)
    window = make_window(qtbot)
    recent = window.welcome.recent
    assert recent.count() >= 1
    assert recent.currentItem().data(Qt.ItemDataRole.UserRole) == location
    with qtbot.waitSignal(window.tournament_opened):
        qtbot.keyClick(recent, Qt.Key.Key_Return)
    assert window.session is not None
    assert window.windowTitle().startswith("Test evening")
    assert window.view is not None and window.view.players.model.rowCount() == 9
    window.close_tournament()
    assert window.session is None
    assert window.stack.currentWidget() is window.welcome


def test_delete_forgets_a_recent_tournament(
    app: QApplication, qtbot: QtBot, settings: Settings
) -> None:
    settings.add_recent("/nowhere/a.srt")
    window = make_window(qtbot)
    recent = window.welcome.recent
    recent.setCurrentRow(0)
    qtbot.keyClick(recent, Qt.Key.Key_Delete)
    assert "/nowhere/a.srt" not in Settings().recent()


def test_opening_a_file_that_is_no_tournament_says_so(
    app: QApplication, qtbot: QtBot, tmp_path: Path, reported: list[str]
) -> None:
    bogus = tmp_path / "notes.srt"
    bogus.write_text("shopping list", encoding="utf-8")
    window = make_window(qtbot)
    assert window.open_location(str(bogus)) is False
    assert window.session is None
    assert len(reported) == 1
    assert str(bogus) in reported[0] and "Traceback" not in reported[0]


def test_window_geometry_is_remembered(app: QApplication, qtbot: QtBot) -> None:
    window = make_window(qtbot)
    window.resize(720, 530)
    window.close()
    saved = Settings().geometry("main")
    assert isinstance(saved, QByteArray)
    again = make_window(qtbot)
    assert (again.width(), again.height()) == (720, 530)


def test_undo_and_redo_of_adding_a_player(app: QApplication, qtbot: QtBot, played: Session) -> None:
    window = make_window(qtbot)
    window.set_session(played)
    assert window.view is not None
    players = window.view.players
    qtbot.keyClicks(players.name, "Zoe")
    qtbot.keyClick(players.name, Qt.Key.Key_Return)
    assert players.model.rowCount() == 10
    # a round is running: a late entry, joining from the next round
    zoe = players.model.player(9)
    assert zoe.name == "Zoe" and zoe.status == "late" and zoe.joined_round == 3
    assert players.model.index(9, 4).data() == "late entry, from round 3"
    assert window.undo_action.text() == "&Undo add Zoe"
    window.undo_action.trigger()
    assert players.model.rowCount() == 9
    assert window.redo_action.text() == "&Redo add Zoe"
    window.redo_action.trigger()
    assert players.model.rowCount() == 10
    assert [p.name for p in played.service.players.all()][-1] == "Zoe"


def test_projector_pages_through_the_standings(
    app: QApplication, qtbot: QtBot, played: Session
) -> None:
    played.service.players.import_players([PlayerEntry(f"Extra {n}") for n in range(40)])
    played.notify("players")
    projector = ProjectorWindow(played)
    qtbot.addWidget(projector)
    projector.resize(1280, 720)
    projector.show()
    projector.set_mode("standings")
    assert projector.title == "Test evening — standings"
    assert len(projector.rows) == 49
    pages = projector.page_count()
    assert pages > 1
    assert projector.rows_per_page() * (pages - 1) < 49 <= projector.rows_per_page() * pages
    qtbot.keyClick(projector, Qt.Key.Key_Right)
    assert projector.page == 1
    qtbot.keyClick(projector, Qt.Key.Key_Space)
    projector.next_page()
    assert projector.page == 1  # paused
    qtbot.keyClick(projector, Qt.Key.Key_P)
    assert projector.title == "Test evening — seating, round 2"
    assert len(projector.rows) == 9
    assert projector.grab().width() == 1280


def test_audit_lists_who_did_what(app: QApplication, qtbot: QtBot, played: Session) -> None:
    window = make_window(qtbot)
    window.set_session(played)
    assert window.view is not None
    window.show_page(5)
    audit = window.view.audit
    rows = audit.model.rowCount()
    assert rows >= 12
    whats = [audit.model.index(r, 2).data() for r in range(rows)]
    assert any("round 1" in w.lower() for w in whats)
    qtbot.keyClicks(audit.search, "start")
    assert 0 < audit.model.rowCount() < rows


def test_another_desk_changes_show_up(app: QApplication, qtbot: QtBot, played: Session) -> None:
    from tournament.services import open_tournament
    from tournament.services.dto import ResultEntry

    window = make_window(qtbot)
    window.set_session(played)
    assert window.view is not None
    window.show_page(1)  # a hidden page reads what changed when it shows again
    rounds = window.view.rounds
    assert played.check_others() is False  # nothing new yet
    other = open_tournament(played.info().location, desk="desk 2")
    game = other.rounds.get(2).tables[0].games[0]
    ids = game.player_ids
    other.games.record_result(
        game.id, ResultEntry({ids[0]: 0, ids[1]: 1, ids[2]: 2}), expected_version=game.version
    )
    other.close()
    assert "0 of 9 games entered" in rounds.status.text()
    with qtbot.waitSignal(played.changed, timeout=played.poll.interval() + 2000):
        pass
    assert "1 of 9 games entered" in rounds.status.text()


def test_a_closed_projector_hears_nothing_more(
    app: QApplication, qtbot: QtBot, played: Session, reported: list[str]
) -> None:
    window = make_window(qtbot)
    window.set_session(played)
    assert window.view is not None
    window.projector_action.trigger()
    projector = window.projector
    assert isinstance(projector, ProjectorWindow) and projector.isVisible()
    qtbot.keyClick(projector, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: window.projector is None)
    # Every later action tells the session's listeners; the projector is not one any more.
    players = window.view.players
    qtbot.keyClicks(players.name, "Zoe")
    qtbot.keyClick(players.name, Qt.Key.Key_Return)
    window.undo_action.trigger()
    window.redo_action.trigger()
    assert [p.name for p in played.service.players.all()][-1] == "Zoe"
    assert reported == []
    # and a projector opened again shows the change
    window.projector_action.trigger()
    assert window.projector is not None
    assert "Zoe" in [row[1] for row in window.projector.rows]


def test_a_session_torn_down_with_the_window_open_reports_nothing(
    app: QApplication, qtbot: QtBot, tmp_path: Path
) -> None:
    """At the process's end Qt deletes what is left in any order; the session (and its undo
    stack, which empties itself as it goes) may go before the window still showing it."""
    import shiboken6

    from tournament.services import create_tournament

    service = create_tournament("Evening", location=tmp_path / "evening.srt")
    session = Session(service)
    window = make_window(qtbot)
    window.set_session(session)
    assert window.view is not None
    qtbot.keyClicks(window.view.players.name, "Zoe")
    qtbot.keyClick(window.view.players.name, Qt.Key.Key_Return)
    assert session.undo_stack.canUndo()
    service.close()
    shiboken6.delete(session)  # the defect guard of conftest fails the test on any error
    window.session = None  # the window is gone too at that point; nothing more to close
