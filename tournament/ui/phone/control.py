"""Results by phone in the app: the server in a thread, started from the menu.

``PhoneControl`` is the menu's "Results by phone" switch (off by default): the director
picks the LAN address (all addresses only with a warning) and the server
(``tournament.web``) runs in a thread while the app stays usable; it stops with the
tournament or the app. The results the tables send are shown in the score entry
(``tournament.ui.phone.panel``). The main window builds this switch before any tournament
is open, so the services and the web stack are imported only when it is used.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QSpinBox,
    QWidget,
)

from tournament.ui import errors

if TYPE_CHECKING:
    from tournament.ui.session import Session

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
        setup = errors.guarded(service.phone.setup, self.window)
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
        if errors.guarded(lambda: service.phone.set_setup(auto_accept=auto), self.window) is None:
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
            errors.guarded(lambda: self.session.service.phone.set_setup(base_url=""))  # type: ignore[union-attr]
        self.action.blockSignals(True)
        self.action.setChecked(False)
        self.action.blockSignals(False)

    @property
    def base_url(self) -> str:
        return str(getattr(self.server, "base_url", ""))
