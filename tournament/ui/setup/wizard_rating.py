"""The New-tournament wizard's Einstufung page: tonight's players from the club's rating
list, placed into the strength groups by rating, and round 1 seated by rating.

"Mittels einer Einstufung werden Gruppen verschiedener Spielstärke vom
Turnier-Veranstalter gebildet." The page is optional: without evening files the wizard
makes the tournament as before, and the players are entered on the players page.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QComboBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPlainTextEdit,
    QVBoxLayout,
    QWidget,
)

from tournament.ratings.club_list import RatingList
from tournament.seating.rating_groups import FIRST, LAST
from tournament.services.dto import PlayerEntry
from tournament.ui.ratings import club_ratings
from tournament.ui.setup.wizard_pages import CheckedPage, parse_groups
from tournament.ui.widgets.evening_files import EveningFiles
from tournament.ui.widgets.fields import hint_label


@dataclass(frozen=True, slots=True)
class Einstufung:
    """What the page chose: the players, how to cut the groups, where the unrated go."""

    players: tuple[PlayerEntry, ...] = ()
    """With the ratings they bring (none for the further players)."""
    sizes: tuple[int, ...] | None = None
    unrated: str = LAST


def parse_sizes(text: str) -> tuple[int, ...] | None:
    """``"9, 9, 12"`` -> ``(9, 9, 12)``; empty -> None (as even as they go). Raises
    ValueError for anything but whole numbers of at least 3."""
    parts = [part.strip() for part in text.replace(";", ",").split(",") if part.strip()]
    if not parts:
        return None
    if not all(part.isdigit() and int(part) >= 3 for part in parts):
        raise ValueError(text)
    return tuple(int(part) for part in parts)


def parse_newcomers(text: str) -> list[PlayerEntry]:
    """One player a line, ``Name`` or ``Name, Club``; empty lines are skipped."""
    out = []
    for line in text.splitlines():
        name, _, club = line.partition(",")
        if name.strip():
            out.append(PlayerEntry(name.strip(), club.strip()))
    return out


class EinstufungPage(CheckedPage):
    """The club's evenings (files) and register, the rated players with a tick for those
    who play tonight, further (unrated) players, the group sizes and where the unrated
    go. Whether round 1 is seated by rating is a setting of the structure page."""

    def __init__(self, groups: QLineEdit, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("einstufung_page")
        self.groups_field = groups
        """The structure page's strength groups."""
        self.setTitle(self.tr("Groups by rating (Einstufung)"))
        self.setSubTitle(
            self.tr(
                "Optional: tonight's players from the club rating list, placed into the "
                "strength groups best rated first. Without evening files, skip this page."
            )
        )
        self.ratings: RatingList | None = None
        self.numbers: dict[str, str] = {}
        layout = QVBoxLayout(self)
        files_row = QHBoxLayout()
        self.files = EveningFiles()
        self.files.setObjectName("einstufung_files")
        self.files.setMaximumHeight(70)
        buttons = QVBoxLayout()
        buttons.addWidget(self.files.add_button)
        buttons.addWidget(self.files.remove_button)
        files_row.addWidget(self.files, 1)
        files_row.addLayout(buttons)
        layout.addWidget(QLabel(self.tr("The club's evenings (tournament files):")))
        layout.addLayout(files_row)
        form = QFormLayout()
        self.club = QLineEdit()
        self.club.setObjectName("einstufung_club")
        self.club.setPlaceholderText(self.tr("none: players by name and club"))
        form.addRow(self.tr("Club &register:"), self.club)
        layout.addLayout(form)
        layout.addWidget(QLabel(self.tr("Tick who plays tonight (rating, * provisional):")))
        self.players = QListWidget()
        self.players.setObjectName("einstufung_players")
        layout.addWidget(self.players, 1)
        form = QFormLayout()
        self.newcomers = QPlainTextEdit()
        self.newcomers.setObjectName("einstufung_newcomers")
        self.newcomers.setPlaceholderText(self.tr("one a line: Name, Club"))
        self.newcomers.setMaximumHeight(60)
        form.addRow(self.tr("Further players (&unrated):"), self.newcomers)
        self.sizes = QLineEdit()
        self.sizes.setObjectName("einstufung_sizes")
        self.sizes.setPlaceholderText(self.tr("even, e.g. 9, 9, 12"))
        form.addRow(self.tr("Group &sizes:"), self.sizes)
        self.unrated = QComboBox()
        self.unrated.setObjectName("einstufung_unrated")
        form.addRow(self.tr("Unrated players &go:"), self.unrated)
        layout.addLayout(form)
        self.hint = hint_label()
        layout.addWidget(self.hint)
        self.files.changed.connect(self.read)
        self.club.editingFinished.connect(self.read)
        self.sizes.textChanged.connect(self._check)

    def initializePage(self) -> None:
        current = self.unrated.currentData()
        self.unrated.clear()
        self.unrated.addItem(self.tr("after the rated"), LAST)
        self.unrated.addItem(self.tr("before the rated"), FIRST)
        for label in self.groups():
            self.unrated.addItem(self.tr("into group {0}").format(label), label)
        self.unrated.setCurrentIndex(max(self.unrated.findData(current), 0))

    def groups(self) -> tuple[str, ...]:
        try:
            return parse_groups(self.groups_field.text())
        except ValueError:
            return ()

    # -- the evenings ------------------------------------------------------------------
    def add_files(self, paths: list[str]) -> None:
        self.files.add_files(paths)

    def read(self) -> None:
        """Rate the evenings and list the players, best first; a file or register that
        cannot be read is named and the list stays as it was."""
        try:
            self.ratings, self.numbers = club_ratings(
                self.files.sources(), self.club.text().strip()
            )
        except (ValueError, OSError) as exc:
            self.read_problem = self.tr("Cannot rate the evenings: {0}").format(exc)
            self._check()
            return
        self.read_problem = ""
        self.players.clear()
        for row in self.ratings.rows if self.ratings else ():
            mark = " *" if row.provisional else ""
            club = f" ({row.club})" if row.club else ""
            item = QListWidgetItem(f"{row.rating}{mark}  {row.name}{club}")
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            item.setCheckState(Qt.CheckState.Checked)
            item.setData(Qt.ItemDataRole.UserRole, row.player)
            self.players.addItem(item)
        self._check()

    read_problem = ""

    # -- the choice --------------------------------------------------------------------
    def problem(self) -> str:
        if self.read_problem:
            return self.read_problem
        try:
            sizes = parse_sizes(self.sizes.text())
        except ValueError:
            return self.tr("Group sizes: whole numbers of at least 3, separated by commas.")
        if sizes and len(sizes) != len(self.groups()):
            return self.tr("Give one size for each strength group ({0}).").format(
                ", ".join(self.groups())
            )
        return ""

    def choice(self) -> Einstufung:
        """Tonight's players with their ratings (the ticked ones, then the newcomers)."""
        rows = {row.player: row for row in self.ratings.rows} if self.ratings else {}
        players: list[PlayerEntry] = []
        for index in range(self.players.count()):
            item = self.players.item(index)
            if item.checkState() != Qt.CheckState.Checked:
                continue
            row = rows[str(item.data(Qt.ItemDataRole.UserRole))]
            players.append(
                PlayerEntry(
                    row.name,
                    row.club,
                    membership_number=self.numbers.get(row.player, ""),
                    rating=row.rating,
                    rating_provisional=row.provisional,
                )
            )
        players += parse_newcomers(self.newcomers.toPlainText())
        return Einstufung(
            tuple(players), parse_sizes(self.sizes.text()), str(self.unrated.currentData())
        )
