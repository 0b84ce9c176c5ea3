"""Players: a searchable table; add by keyboard, edit in place, withdraw, import."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHBoxLayout,
    QInputDialog,
    QLabel,
    QLineEdit,
    QMessageBox,
    QPushButton,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from tournament.services.dto import PlayerEntry, PlayerInfo, PlayerStatus
from tournament.ui.session import PLAYERS, Session
from tournament.ui.widgets.fields import hint_label
from tournament.ui.widgets.itemmodels import RIGHT, Index, LazyRowModel, show_records

NUMBER, NAME, CLUB, GROUP, STATUS, MEMBER, RATING = range(7)
FIELDS = {NAME: "name", CLUB: "club", GROUP: "group", MEMBER: "membership_number"}
"""The columns edited in place, by the player's field they show."""


def status_text(player: PlayerInfo) -> str:
    if player.status == PlayerStatus.WITHDRAWN:
        if player.left_after_round:
            return QCoreApplication.translate("players", "withdrawn after round {0}").format(
                player.left_after_round
            )
        return QCoreApplication.translate("players", "withdrawn")
    if player.status == PlayerStatus.LATE:
        return QCoreApplication.translate("players", "late entry, from round {0}").format(
            player.joined_round
        )
    return QCoreApplication.translate("players", "active")


class PlayersModel(LazyRowModel[PlayerInfo]):
    """The tournament's players by id, read again after each change; sorted, searched and
    fetched into the view here (``LazyRowModel``)."""

    def __init__(self, session: Session | None = None, parent: Any = None) -> None:
        super().__init__([], parent)
        self._headers = [
            self.tr("No."),
            self.tr("Name"),
            self.tr("Club"),
            self.tr("Group"),
            self.tr("Status"),
            self.tr("Membership no."),
            self.tr("Rating"),
        ]
        self.session = session
        self.sort(NUMBER)
        self.reload()

    def reload(self) -> None:
        rows: list[PlayerInfo] = []
        if self.session is not None:
            rows = self.session.query(self.session.service.players.all) or []
        self.set_rows(rows)

    def row_key(self, row: PlayerInfo) -> int:
        return row.id

    def sort_value(self, row: PlayerInfo, column: int) -> Any:
        if column == NUMBER:
            return row.number
        if column == STATUS:
            return (status_text(row).casefold(), row.number)
        if column == RATING:
            return (row.rating is None, -(row.rating or 0), row.number)
        return (str(getattr(row, FIELDS[column])).casefold(), row.number)

    def texts(self, row: PlayerInfo) -> tuple[str, ...]:
        mark = " *" if row.rating_provisional else ""
        rating = "" if row.rating is None else f"{row.rating}{mark}"
        return (
            str(row.number),
            row.name,
            row.club,
            row.group,
            status_text(row),
            row.membership_number,
            rating,
        )

    def player(self, row: int) -> PlayerInfo:
        return self._rows[row]

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        player = self.valid_row(index)
        if player is None:
            return None
        column = index.column()
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.EditRole):
            return self.texts_of(player)[column]
        if role == Qt.ItemDataRole.UserRole:
            return player.id
        if role == Qt.ItemDataRole.ForegroundRole and player.status == PlayerStatus.WITHDRAWN:
            from PySide6.QtGui import QColor

            return QColor("#888888")
        if role == Qt.ItemDataRole.TextAlignmentRole and column in (NUMBER, RATING):
            return RIGHT
        if role == Qt.ItemDataRole.ToolTipRole and column == RATING and player.rating is not None:
            if player.rating_provisional:
                return self.tr("The club rating brought to this evening; provisional")
            return self.tr("The club rating brought to this evening")
        return None

    def flags(self, index: Index) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        base = Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable
        if index.column() in FIELDS and self.session is not None:
            return base | Qt.ItemFlag.ItemIsEditable
        return base

    def setData(self, index: Index, value: Any, role: int = Qt.ItemDataRole.EditRole) -> bool:
        if role != Qt.ItemDataRole.EditRole or not index.isValid() or self.session is None:
            return False
        player = self._rows[index.row()]
        text = str(value).strip()
        field = FIELDS.get(index.column())
        if field is None or getattr(player, field) == text:
            return False
        session = self.session
        done = session.perform(
            self.tr("edit {0}").format(player.name),
            lambda: session.service.players.edit_player(
                player.id, expected_version=player.version, **{field: text}
            ),
        )
        return done is not None


class EntryLine(QLineEdit):
    """A line of the add form: Enter submits the form."""

    def __init__(self, submit: Any, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._submit = submit

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self._submit()
            return
        super().keyPressEvent(event)


class PlayersView(QWidget):
    def __init__(self, session: Session, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("players")
        self.session = session
        layout = QVBoxLayout(self)

        form = QHBoxLayout()
        self.name = EntryLine(self.add_player)
        self.name.setObjectName("new_name")
        self.name.setPlaceholderText(self.tr("Name"))
        self.club = EntryLine(self.add_player)
        self.club.setObjectName("new_club")
        self.club.setPlaceholderText(self.tr("Club"))
        self.group = EntryLine(self.add_player)
        self.group.setObjectName("new_group")
        self.group.setPlaceholderText(self.tr("Group"))
        self.group.setMaximumWidth(80)
        self.member = EntryLine(self.add_player)
        self.member.setObjectName("new_member")
        self.member.setPlaceholderText(self.tr("Membership no."))
        self.member.setMaximumWidth(120)
        self.add_button = QPushButton(self.tr("&Add player"))
        self.add_button.setObjectName("add")
        self.add_button.clicked.connect(self.add_player)
        label = QLabel(self.tr("&New player:"))
        label.setBuddy(self.name)
        form.addWidget(label)
        form.addWidget(self.name, 3)
        form.addWidget(self.club, 2)
        form.addWidget(self.group, 1)
        form.addWidget(self.member, 1)
        form.addWidget(self.add_button)
        layout.addLayout(form)
        self.hint = hint_label(wrap=False)
        layout.addWidget(self.hint)

        search_row = QHBoxLayout()
        self.search = QLineEdit()
        self.search.setObjectName("search")
        self.search.setPlaceholderText(self.tr("Search name, club, group…"))
        self.search.setClearButtonEnabled(True)
        search_label = QLabel(self.tr("&Search:"))
        search_label.setBuddy(self.search)
        search_row.addWidget(search_label)
        search_row.addWidget(self.search, 1)
        self.count = QLabel()
        search_row.addWidget(self.count)
        layout.addLayout(search_row)

        self.model = PlayersModel(session, self)
        self.table = QTableView()
        show_records(
            self.table, "players_table", self.model, stretch=[NAME, CLUB], sorted_by=NUMBER
        )
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setEditTriggers(
            QAbstractItemView.EditTrigger.DoubleClicked
            | QAbstractItemView.EditTrigger.EditKeyPressed
        )
        layout.addWidget(self.table, 1)
        self.search.textChanged.connect(self.model.set_search)
        self.search.textChanged.connect(self._update_count)

        buttons = QHBoxLayout()
        self.withdraw_button = QPushButton(self.tr("&Withdraw…"))
        self.withdraw_button.setObjectName("withdraw")
        self.reinstate_button = QPushButton(self.tr("&Reinstate"))
        self.reinstate_button.setObjectName("reinstate")
        self.remove_button = QPushButton(self.tr("Re&move…"))
        self.remove_button.setObjectName("remove")
        self.remove_button.setToolTip(
            self.tr("Remove a player registered by mistake (before their first round)")
        )
        self.import_button = QPushButton(self.tr("&Import from Excel or CSV…"))
        self.import_button.setObjectName("import")
        self.withdraw_button.clicked.connect(self.withdraw_selected)
        self.reinstate_button.clicked.connect(self.reinstate_selected)
        self.remove_button.clicked.connect(self.remove_selected)
        self.import_button.clicked.connect(self.import_players)
        self.rating_button = QPushButton(self.tr("&Groups by rating…"))
        self.rating_button.setObjectName("groups_by_rating")
        self.rating_button.setToolTip(
            self.tr("Strength groups and round 1 from the club rating list (Einstufung)")
        )
        self.rating_button.clicked.connect(self.groups_by_rating)
        for button in (self.withdraw_button, self.reinstate_button, self.remove_button):
            buttons.addWidget(button)
        buttons.addStretch(1)
        buttons.addWidget(self.rating_button)
        buttons.addWidget(self.import_button)
        layout.addLayout(buttons)

        self.setFocusProxy(self.name)
        session.changed.connect(self._on_changed)
        self._update_count()

    def _on_changed(self, kinds: frozenset[str]) -> None:
        if PLAYERS not in kinds:  # rounds, results and settings change nothing shown here
            return
        self.model.reload()
        self._update_count()

    def _update_count(self) -> None:
        total = len(self.model.rows())
        shown = len(self.model.shown_rows())
        if shown == total:
            self.count.setText(self.tr("{0} players").format(total))
        else:
            self.count.setText(self.tr("{0} of {1} players").format(shown, total))

    def add_player(self) -> None:
        name = self.name.text().strip()
        if not name:
            self.hint.setText(self.tr("Type the player's name first."))
            self.name.setFocus()
            return
        entry = PlayerEntry(
            name,
            self.club.text().strip(),
            self.group.text().strip(),
            membership_number=self.member.text().strip(),
        )
        session = self.session
        done = session.perform(
            self.tr("add {0}").format(name), lambda: session.service.players.register_player(entry)
        )
        if done is None:
            return
        self.hint.setText("")
        self.name.clear()
        self.club.clear()
        self.group.clear()
        self.member.clear()
        self.name.setFocus()
        self._select(done.value.id)

    def _select(self, player_id: int) -> None:
        row = self.model.row_of(player_id)
        if row is not None:
            index = self.model.index(row, NAME)
            self.table.setCurrentIndex(index)
            self.table.scrollTo(index)

    def selected_player(self) -> PlayerInfo | None:
        index = self.table.currentIndex()
        if not index.isValid():
            return None
        return self.model.player(index.row())

    def withdraw_selected(self) -> None:
        player = self.selected_player()
        if player is None:
            self.hint.setText(self.tr("Choose a player in the table first."))
            return
        reason, ok = QInputDialog.getText(
            self,
            self.tr("Withdraw {0}").format(player.name),
            self.tr("Reason (the player leaves from the next round on):"),
        )
        if not ok:
            return
        session = self.session
        session.perform(
            self.tr("withdraw {0}").format(player.name),
            lambda: session.service.players.withdraw_player(player.id, reason=reason.strip()),
        )

    def reinstate_selected(self) -> None:
        player = self.selected_player()
        if player is None:
            self.hint.setText(self.tr("Choose a player in the table first."))
            return
        session = self.session
        session.perform(
            self.tr("reinstate {0}").format(player.name),
            lambda: session.service.players.reinstate_player(player.id),
        )

    def remove_selected(self) -> None:
        """Remove a player registered by mistake; once seated, the service refuses and the
        message points to withdrawal."""
        player = self.selected_player()
        if player is None:
            self.hint.setText(self.tr("Choose a player in the table first."))
            return
        answer = QMessageBox.question(
            self,
            self.tr("Remove {0}").format(player.name),
            self.tr(
                "Remove {0} (no. {1}) from the tournament? This is for a player registered "
                "by mistake; a player who has played withdraws instead."
            ).format(player.name, player.number),
        )
        if answer != QMessageBox.StandardButton.Yes:
            return
        session = self.session
        done = session.perform(
            self.tr("remove {0}").format(player.name),
            lambda: session.service.players.remove_player(
                player.id, expected_version=player.version
            ),
        )
        if done is not None:
            self.hint.setText("")
            self._update_count()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() == Qt.Key.Key_Delete and self.table.hasFocus():
            self.remove_selected()
            return
        super().keyPressEvent(event)

    def groups_by_rating(self) -> None:
        from tournament.ui.ratings import RatingDialog

        dialog = RatingDialog(self, self.session)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.rating_dialog = dialog
        dialog.open()

    def import_players(self) -> None:
        from tournament.ui.views.importer import ImportDialog

        existing = tuple(p.name for p in self.model.rows())
        dialog = ImportDialog(self, existing=existing, groups=self.session.info().settings.groups)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.accepted.connect(lambda: self.register_imported(dialog.entries()))
        self.import_dialog = dialog
        dialog.open()

    def register_imported(self, entries: list[PlayerEntry]) -> None:
        if not entries:
            return
        session = self.session
        session.perform(
            self.tr("import {0} players").format(len(entries)),
            lambda: session.service.players.import_players(entries),
        )
