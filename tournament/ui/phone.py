"""Results by phone in the app: the server in a thread, and the results the tables send.

``PhoneControl`` is the menu's "Results by phone" switch (off by default): the director
picks the LAN address (all addresses only with a warning) and the server
(``tournament.web``) runs in a thread while the app stays usable; it stops with the
tournament or the app. ``PhonePanel`` sits in the score entry and shows each result a
table sent, marked "from the table", to accept, correct (both recorded with their audit
entry, undoable) or reject with a message the phone shows.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, QTimer, Signal
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QInputDialog,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from tournament.rules.games import ResultField
from tournament.services.dto import ResultEntry
from tournament.services.phone import PhoneEntryInfo
from tournament.ui import errors
from tournament.ui.session import Session

POLL_MS = 1000
ALL_ADDRESSES = "0.0.0.0"


class PhoneDialog(QDialog):
    """Where the server listens, and whether confirmed results count at once."""

    def __init__(self, addresses: list[str], auto_accept: bool, parent: QWidget | None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Results by phone"))
        form = QFormLayout(self)
        self.address = QComboBox()
        self.address.setObjectName("phone_address")
        for address in addresses:
            self.address.addItem(address, address)
        self.address.addItem(self.tr("All addresses (0.0.0.0)"), ALL_ADDRESSES)
        form.addRow(self.tr("&Address in the club's network:"), self.address)
        self.port = QSpinBox()
        self.port.setObjectName("phone_port")
        self.port.setRange(1024, 65535)
        self.port.setValue(8765)
        form.addRow(self.tr("&Port:"), self.port)
        self.auto_accept = QCheckBox(self.tr("&Accept results all players confirmed at once"))
        self.auto_accept.setObjectName("phone_auto_accept")
        self.auto_accept.setChecked(auto_accept)
        form.addRow(self.auto_accept)
        self.warning = QLabel(
            self.tr(
                "Listening on all addresses: every network this computer is on can reach "
                "the pages. Choose the club's network unless you need this."
            )
        )
        self.warning.setWordWrap(True)
        self.warning.setObjectName("phone_warning")
        form.addRow(self.warning)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)
        self.address.currentIndexChanged.connect(self._warn)
        self._warn()

    def host(self) -> str:
        return str(self.address.currentData())

    def _warn(self) -> None:
        self.warning.setVisible(self.host() == ALL_ADDRESSES)


class PhoneControl(QObject):
    """The "Results by phone" switch: starts and stops the server for the open tournament."""

    started = Signal(str)
    """The base URL the table cards print."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.window = parent
        self.session: Session | None = None
        self.server: object | None = None
        self.ask: Callable[[PhoneDialog], bool] = lambda dialog: dialog.exec() == 1
        self.action = QAction(parent)
        self.action.setObjectName("phone_action")
        self.retranslate()
        self.action.setCheckable(True)
        self.action.setEnabled(False)
        self.action.toggled.connect(self._toggled)

    def retranslate(self) -> None:
        self.action.setText(self.tr("Results by &phone…"))
        self.action.setToolTip(
            self.tr("Tables enter their results on a phone; you accept them in the score entry")
        )

    def set_session(self, session: Session | None) -> None:
        self.stop()
        self.session = session
        self.action.setEnabled(session is not None)

    def _toggled(self, on: bool) -> None:
        if on and self.server is None and not self.start():
            self.action.setChecked(False)
        elif not on and self.server is not None:
            self.stop(switch_off=True)

    def start(self, host: str | None = None, port: int | None = None) -> bool:
        """Ask where to listen (unless given) and start the server; False if not started."""
        from tournament.web import PhoneServer, lan_addresses

        session = self.session
        if session is None:
            return False
        service = session.service
        setup = errors.guarded(service.phone_setup, self.window)
        auto = setup.auto_accept if setup is not None else False
        if host is None or port is None:
            dialog = PhoneDialog(lan_addresses(), auto, self.window)
            if not self.ask(dialog):
                return False
            host, port = dialog.host(), dialog.port.value()
            auto = dialog.auto_accept.isChecked()
        try:
            server = PhoneServer(
                service.store.location, host=host, port=port, tournament_id=service.tournament_id
            )
        except (ValueError, OSError) as exc:
            errors.reporter().report(exc, self.window)
            return False
        if errors.guarded(lambda: service.set_phone_setup(auto_accept=auto), self.window) is None:
            server.stop()
            return False
        server.links()
        server.start()
        self.server = server
        self.action.blockSignals(True)
        self.action.setChecked(True)
        self.action.blockSignals(False)
        self.started.emit(server.base_url)
        bar = getattr(self.window, "statusBar", None)
        if bar is not None:
            bar().showMessage(
                self.tr("Results by phone at {0}: print the table cards for the QR codes.").format(
                    server.base_url
                )
            )
        return True

    def stop(self, *, switch_off: bool = False) -> None:
        """Stop the server (the tournament closes, the app quits, or the director turns it
        off: then the printouts no longer carry the codes)."""
        server, self.server = self.server, None
        if server is not None:
            server.stop()  # type: ignore[attr-defined]
        if switch_off and self.session is not None:
            errors.guarded(lambda: self.session.service.set_phone_setup(base_url=""))  # type: ignore[union-attr]
        self.action.blockSignals(True)
        self.action.setChecked(False)
        self.action.blockSignals(False)

    @property
    def base_url(self) -> str:
        return str(getattr(self.server, "base_url", ""))


class CorrectDialog(QDialog):
    """The director's correction of a table's result, with a word to the table."""

    def __init__(
        self, entry: PhoneEntryInfo, names: dict[int, str], plus: bool, parent: QWidget | None
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(
            self.tr("Correct table {0}, game {1}").format(entry.table_number, entry.game_number)
        )
        form = QFormLayout(self)
        self.tiles: dict[int, QSpinBox] = {}
        self.claims: dict[int, QSpinBox] = {}
        for pid in entry.player_ids:
            row = QHBoxLayout()
            tiles = QSpinBox()
            tiles.setRange(0, 999)
            tiles.setValue(entry.tiles_left.get(pid, 0))
            tiles.setObjectName(f"correct_tiles_{pid}")
            row.addWidget(tiles)
            self.tiles[pid] = tiles
            if plus:
                claims = QSpinBox()
                claims.setRange(0, 99)
                claims.setValue(entry.claims.get(pid, 0))
                claims.setPrefix(self.tr("claims "))
                row.addWidget(claims)
                self.claims[pid] = claims
            form.addRow(names.get(pid, str(pid)), row)
        self.message = QLineEdit()
        self.message.setObjectName("correct_message")
        self.message.setMaxLength(300)
        form.addRow(self.tr("&Message to the table:"), self.message)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)

    def result(self) -> ResultEntry:  # type: ignore[override]
        return ResultEntry(
            {p: box.value() for p, box in self.tiles.items()},
            {p: box.value() for p, box in self.claims.items() if box.value()},
        )


class PhonePanel(QWidget):
    """The results the tables sent, waiting for the director, in the score entry."""

    entries_changed = Signal()

    def __init__(self, session: Session, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("phone_panel")
        self.session = session
        self.entries: list[PhoneEntryInfo] = []
        self.ask_correction: Callable[[CorrectDialog], bool] = lambda d: d.exec() == 1
        self.ask_message: Callable[[str], str | None] = self._ask_message
        self.rows = QVBoxLayout(self)
        self.rows.setContentsMargins(0, 0, 0, 0)
        self.title = QLabel(self.tr("From the table"))
        bold = self.title.font()
        bold.setBold(True)
        self.title.setFont(bold)
        self.rows.addWidget(self.title)
        self.lines: list[QWidget] = []
        self.poll = QTimer(self)
        self.poll.setInterval(POLL_MS)
        self.poll.timeout.connect(self.refresh)
        self.poll.start()
        self.hide()  # shown while results wait
        self.refresh()

    def pending_games(self) -> dict[int, PhoneEntryInfo]:
        return {e.game_id: e for e in self.entries}

    def refresh(self) -> None:
        try:
            entries = self.session.service.phone_entries()
        except (ValueError, OSError):
            return  # the file is busy or gone: the next tick tries again
        if entries == self.entries:
            return
        self.entries = entries
        for line in self.lines:
            self.rows.removeWidget(line)
            line.deleteLater()
        names = self.session.names()
        self.lines = [self._line(entry, names) for entry in entries]
        for line in self.lines:
            self.rows.addWidget(line)
        self.setVisible(bool(entries))
        self.entries_changed.emit()

    def describe(self, entry: PhoneEntryInfo, names: dict[int, str]) -> str:
        shown = " · ".join(
            f"{names.get(p, p)} {entry.tiles_left[p]}"
            + (f" (+{entry.claims[p]})" if entry.claims.get(p) else "")
            for p in entry.player_ids
        )
        return self.tr("Table {0}, game {1} — from the table: {2}").format(
            entry.table_number, entry.game_number, shown
        )

    def _line(self, entry: PhoneEntryInfo, names: dict[int, str]) -> QWidget:
        line = QWidget()
        line.setObjectName(f"phone_entry_{entry.id}")
        layout = QHBoxLayout(line)
        layout.setContentsMargins(0, 0, 0, 0)
        label = QLabel("☎ " + self.describe(entry, names))
        label.setWordWrap(True)
        layout.addWidget(label, 1)
        for name, text, slot in (
            ("accept", self.tr("&Accept"), self.accept_entry),
            ("correct", self.tr("&Correct…"), self.correct_entry),
            ("reject", self.tr("&Reject…"), self.reject_entry),
        ):
            button = QPushButton(text)
            button.setObjectName(f"{name}_{entry.id}")
            button.clicked.connect(lambda _checked=False, e=entry, s=slot: s(e))
            layout.addWidget(button)
        return line

    def accept_entry(self, entry: PhoneEntryInfo) -> None:
        service = self.session.service
        self.session.perform(
            self.tr("Accept the result from table {0}").format(entry.table_number),
            lambda: service.accept_phone_entry(entry.id),
        )
        self.refresh()

    def correct_entry(self, entry: PhoneEntryInfo) -> None:
        plus = self.session.info().settings.scoring_rules.game.has(ResultField.CLAIMS)
        dialog = CorrectDialog(entry, self.session.names(), plus, self)
        if not self.ask_correction(dialog):
            return
        result, message = dialog.result(), dialog.message.text()
        service = self.session.service
        self.session.perform(
            self.tr("Correct the result from table {0}").format(entry.table_number),
            lambda: service.correct_phone_entry(entry.id, result, message=message),
        )
        self.refresh()

    def reject_entry(self, entry: PhoneEntryInfo) -> None:
        message = self.ask_message(self.describe(entry, self.session.names()))
        if message is None:
            return
        service = self.session.service
        self.session.query(lambda: service.reject_phone_entry(entry.id, message=message))
        self.refresh()

    def _ask_message(self, what: str) -> str | None:
        text, ok = QInputDialog.getText(
            self,
            self.tr("Reject"),
            self.tr("{0}\n\nWhy? (the table's phone shows it)").format(what),
        )
        return text if ok else None

    def mark(self, rows: list[object]) -> None:
        """Mark the games of the shown table with a result waiting from the table."""
        waiting = self.pending_games()
        for row in rows:
            game = getattr(row, "game", None)
            status = getattr(row, "status", None)
            if game is not None and status is not None and game.id in waiting:
                status.setText(self.tr("☎ from the table: waiting for you (above)"))
