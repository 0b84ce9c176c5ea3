"""Results by phone in the app: the server switch, and the results from the tables in the
score entry (accept, correct, reject)."""

from __future__ import annotations

import urllib.request

from PySide6.QtWidgets import QPushButton, QWidget
from pytestqt.qtbot import QtBot

from tournament.services.dto import GameInfo, ResultEntry
from tournament.ui.phone.control import PhoneControl
from tournament.ui.phone.panel import CorrectDialog
from tournament.ui.session import Session

from .entry_helpers import entry_view, table_rows


def _send_from_table(session: Session, table: int = 1, game_index: int = 0) -> GameInfo:
    """A table's phone sends a result (through the services, as the server would)."""
    service = session.service
    service.phone.set_setup(base_url="http://127.0.0.1:8765")
    token = service.phone.links()[table].rsplit("/", 1)[1]
    game = service.phone.table(token).games[game_index]
    tiles = {pid: (0 if i == 0 else 4 + i) for i, pid in enumerate(game.player_ids)}
    service.phone.submit(token, game.number, ResultEntry(tiles), list(game.player_ids[1:]))
    return service.games.get(game.id)


def _button(view: QWidget, name: str) -> QPushButton:
    button = view.findChild(QPushButton, name)
    assert button is not None, name
    return button


def test_a_result_from_the_table_is_shown_and_accepted(played: Session, qtbot: QtBot) -> None:
    view = entry_view(played, qtbot)
    assert not view.phones.isVisible()
    game = _send_from_table(played)
    qtbot.waitUntil(lambda: bool(view.phones.entries), timeout=5000)
    assert view.phones.isVisible()
    entry = view.phones.entries[0]
    label = view.phones.describe(entry, played.names())
    assert f"Table 1, game {game.number} — from the table:" in label
    assert "☎" in view.tables.item(0).text()
    statuses = [row.status.text() for row in table_rows(view)]
    assert statuses[0] == "☎ from the table: waiting for you (above)"
    qtbot.mouseClick(_button(view, f"accept_{entry.id}"), qtbot_button())
    assert played.service.games.get(game.id).status == "entered"
    assert view.phones.entries == []
    assert played.undo_stack.canUndo()
    played.undo_stack.undo()
    assert played.service.games.get(game.id).status == "open"


def qtbot_button() -> object:
    from PySide6.QtCore import Qt

    return Qt.MouseButton.LeftButton


def test_the_director_corrects_with_a_message(played: Session, qtbot: QtBot) -> None:
    view = entry_view(played, qtbot)
    game = _send_from_table(played)
    view.phones.refresh()
    entry = view.phones.entries[0]

    def correct(dialog: CorrectDialog) -> bool:
        dialog.tiles[game.player_ids[1]].setValue(11)
        dialog.message.setText("Bernd had 11")
        return True

    view.phones.ask_correction = correct
    qtbot.mouseClick(_button(view, f"correct_{entry.id}"), qtbot_button())
    stored = played.service.games.get(game.id)
    assert stored.result is not None and stored.result.tiles_left[game.player_ids[1]] == 11
    newest, before = (e.summary for e in played.service.history.audit_log(limit=2))
    assert "result corrected" in newest and "result entered" in before
    assert played.service.phone.entry(entry.id).message == "Bernd had 11"


def test_the_director_rejects_and_the_phone_sees_why(played: Session, qtbot: QtBot) -> None:
    view = entry_view(played, qtbot)
    game = _send_from_table(played)
    view.phones.refresh()
    entry = view.phones.entries[0]
    view.phones.ask_message = lambda _what: "Please count again"
    qtbot.mouseClick(_button(view, f"reject_{entry.id}"), qtbot_button())
    assert played.service.games.get(game.id).status == "open"
    assert played.service.phone.entry(entry.id).status == "rejected"
    assert view.phones.entries == []
    token = played.service.phone.links()[1].rsplit("/", 1)[1]
    assert played.service.phone.table(token).games[0].message == "Please count again"


def test_the_server_runs_in_a_thread_and_stops(played: Session, qtbot: QtBot) -> None:
    parent = QWidget()
    qtbot.addWidget(parent)
    control = PhoneControl(parent)
    assert not control.action.isEnabled()
    control.set_session(played)
    assert control.action.isEnabled() and not control.action.isChecked()
    assert control.start("127.0.0.1", 0)
    assert control.action.isChecked()
    base = control.base_url
    assert base.startswith("http://127.0.0.1:")
    link = played.service.phone.links()[1]
    assert link.startswith(base + "/t/")
    with urllib.request.urlopen(link, timeout=10) as answer:  # the app stays usable meanwhile
        assert answer.status == 200
        assert "Runde 2" in answer.read().decode("utf-8")  # no Accept-Language: German
    server = control.server
    control.action.setChecked(False)  # the director turns it off
    assert control.server is None and not server.running  # type: ignore[attr-defined]
    assert played.service.phone.setup().base_url == ""
    assert played.service.phone.links() == {}


def test_closing_the_tournament_stops_the_server(played: Session, qtbot: QtBot) -> None:
    parent = QWidget()
    qtbot.addWidget(parent)
    control = PhoneControl(parent)
    control.set_session(played)
    assert control.start("127.0.0.1", 0)
    server = control.server
    control.set_session(None)
    assert not server.running  # type: ignore[attr-defined]
    assert not control.action.isEnabled() and not control.action.isChecked()


def test_the_switch_is_in_the_file_menu_and_off(app: object, qtbot: QtBot) -> None:
    from tournament.ui.main_window import MainWindow

    window = MainWindow()
    qtbot.addWidget(window)
    file_menu = window.menuBar().actions()[0].menu()
    texts = [a.text() for a in file_menu.actions()]  # type: ignore[union-attr]
    assert "Results by &phone…" in texts
    assert not window.phone.action.isEnabled() and not window.phone.action.isChecked()
