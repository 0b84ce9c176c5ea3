"""The New-tournament wizard: event, rules options (RULINGS defaults), structure, groups by
rating (Einstufung, :mod:`tournament.ui.setup.wizard_rating`), file."""

from __future__ import annotations

import os
import re
from collections.abc import Sequence
from dataclasses import dataclass, replace
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QDate
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDateEdit,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QWidget,
    QWizard,
    QWizardPage,
)

from tournament.rules.games import Game, GameOption
from tournament.services import dto
from tournament.services.terms import DEALS_MAX, TO_500
from tournament.ui.checker.card_words import steal_rule_names
from tournament.ui.checker.words import game_names
from tournament.ui.setup.wizard_pages import CheckedPage, parse_groups
from tournament.ui.widgets.fields import PenaltyBox

if TYPE_CHECKING:
    from tournament.ui.setup.wizard_rating import Einstufung


@dataclass(frozen=True, slots=True)
class NewTournament:
    """Everything the wizard asks for."""

    name: str
    date: str
    place: str
    director: str
    settings: dto.Settings
    """The rules options, the structure and the planned rounds."""
    path: str
    einstufung: Einstufung | None = None
    """Tonight's players from the club rating list and how to group them, if chosen."""


def _combo(items: Sequence[tuple[object, str]], default: object) -> QComboBox:
    box = QComboBox()
    for value, label in items:
        box.addItem(label, value)
    box.setCurrentIndex(max(0, box.findData(default)))
    return box


def default_folder() -> Path:
    if os.environ.get("STEIN_RUMMY_TESTING"):
        import tempfile

        return Path(tempfile.gettempdir())
    import platformdirs

    return Path(platformdirs.user_documents_dir())


def safe_file_name(name: str) -> str:
    cleaned = re.sub(r"[^\w\- ]+", "", name, flags=re.UNICODE).strip().replace(" ", "-")
    return (cleaned or "tournament") + ".srt"


def make_folder(folder: Path) -> str:
    """Create ``folder`` (and its parents) if missing; "" or why it could not be made."""
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        return QCoreApplication.translate(
            "FilePage", "The folder {0} could not be created: {1}"
        ).format(str(folder), exc.strerror or str(exc))
    return ""


class DateField(QDateEdit):
    """A date edit that Tab leaves: Qt's moves from section to section (year, month, day)
    and so never reaches the next field. Within the date the cursor keys and typing move
    between the sections."""

    def focusNextPrevChild(self, next: bool) -> bool:
        return QWidget.focusNextPrevChild(self, next)


class EventPage(QWizardPage):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setTitle(self.tr("The event"))
        self.setSubTitle(self.tr("Name, date and place as they appear on every printout."))
        form = QFormLayout(self)
        self.name = QLineEdit()
        self.name.setObjectName("name")
        self.name.setPlaceholderText(self.tr("e.g. Club championship 2026"))
        self.date = DateField(QDate.currentDate())
        self.date.setObjectName("date")
        self.date.setCalendarPopup(True)
        self.date.setDisplayFormat("yyyy-MM-dd")
        self.place = QLineEdit()
        self.place.setObjectName("place")
        self.director = QLineEdit()
        self.director.setObjectName("director")
        form.addRow(self.tr("&Name:"), self.name)
        form.addRow(self.tr("&Date:"), self.date)
        form.addRow(self.tr("&Venue:"), self.place)
        form.addRow(self.tr("D&irector:"), self.director)
        self.registerField("name*", self.name)

    def isComplete(self) -> bool:
        return bool(self.name.text().strip())


class RulesPage(QWizardPage):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setTitle(self.tr("Rules"))
        self.setSubTitle(
            self.tr("Every option starts at the project's default; printouts show the choice.")
        )
        form = QFormLayout(self)
        defaults = dto.Settings()
        self.variant = _combo(game_names(), defaults.variant)
        self.variant.setObjectName("variant")
        self.jokers = _combo(
            [
                (dto.JokerRule.PER_PLAYER, self.tr("One joker per player")),
                (dto.JokerRule.NONE, self.tr("No jokers")),
                (dto.JokerRule.TWO_IN_POOL, self.tr("Two jokers in the pool")),
            ],
            defaults.jokers,
        )
        self.jokers.setObjectName("jokers")
        self.first_turn = _combo(
            [
                (
                    dto.FirstTurnRule.WINNER_FULL,
                    self.tr("Winner scores rank 1, the others share the rest"),
                ),
                (dto.FirstTurnRule.EQUAL, self.tr("Everyone shares the game's total equally")),
            ],
            defaults.first_turn_rommee,
        )
        self.first_turn.setObjectName("first_turn")
        self.penalty = PenaltyBox(defaults.neutral_penalty)
        self.rank_by = _combo(
            [
                (dto.RankBy.POINTS, self.tr("Total points")),
                (dto.RankBy.PERCENT, self.tr("Percent of the best possible")),
            ],
            defaults.rank_by,
        )
        self.rank_by.setObjectName("rank_by")
        self.deals = DealsBox(defaults.deals)
        self.decks = _combo([(1, self.tr("52 cards")), (2, self.tr("2×52 cards"))], defaults.decks)
        self.decks.setObjectName("decks")
        self.steal = _combo(steal_rule_names(), defaults.steal)
        self.steal.setObjectName("steal")
        self.form = form
        form.addRow(self.tr("&Game:"), self.variant)
        form.addRow(self.tr("&Jokers:"), self.jokers)
        form.addRow(self.tr("Rommé in the &first round:"), self.first_turn)
        form.addRow(self.tr("&Deals per round:"), self.deals)
        form.addRow(self.tr("Dec&ks:"), self.decks)
        form.addRow(self.tr("&Steal rule:"), self.steal)
        form.addRow(self.tr("&Penalty when neutralising:"), self.penalty)
        form.addRow(self.tr("&Rank by:"), self.rank_by)
        self.variant.currentIndexChanged.connect(self.show_options)
        self.show_options()

    def option_widgets(self) -> dict[GameOption, QWidget]:
        return {
            GameOption.JOKERS: self.jokers,
            GameOption.FIRST_TURN_ROMMEE: self.first_turn,
            GameOption.DEALS: self.deals,
            GameOption.DECKS: self.decks,
            GameOption.STEAL: self.steal,
        }

    def game(self) -> type[Game]:
        return dto.VariantName(self.variant.currentData()).game

    def show_options(self) -> None:
        """Only the chosen game's options (``Game.options``, RULINGS)."""
        offered = self.game().options
        for option, widget in self.option_widgets().items():
            self.form.setRowVisible(widget, option in offered)


class DealsBox(QWidget):
    """The deals per round of a game of deals (``GameOption.DEALS``, RULINGS §8): one per
    player at the table (default), a number, or a match to 500."""

    def __init__(self, deals: int | str | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        line = QHBoxLayout(self)
        line.setContentsMargins(0, 0, 0, 0)
        self.mode = QComboBox()
        self.mode.setObjectName("deals")
        self.mode.addItem(self.tr("One deal per player"), "each")
        self.mode.addItem(self.tr("A number of deals"), "number")
        self.mode.addItem(self.tr("A match to 500"), TO_500)
        self.number = QSpinBox()
        self.number.setObjectName("deals_number")
        self.number.setRange(1, DEALS_MAX)
        self.number.setValue(4)
        line.addWidget(self.mode, 1)
        line.addWidget(self.number)
        self.setFocusProxy(self.mode)
        self.mode.currentIndexChanged.connect(self._mode_changed)
        self.set_deals(deals)

    def _mode_changed(self) -> None:
        self.number.setVisible(self.mode.currentData() == "number")

    def set_deals(self, deals: int | str | None) -> None:
        if isinstance(deals, int):
            self.number.setValue(deals)
        mode = "each" if deals is None else "number" if isinstance(deals, int) else TO_500
        self.mode.setCurrentIndex(max(0, self.mode.findData(mode)))
        self._mode_changed()

    def deals(self) -> int | str | None:
        mode = self.mode.currentData()
        if mode == "number":
            return self.number.value()
        return TO_500 if mode == TO_500 else None


class StructurePage(CheckedPage):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setTitle(self.tr("Rounds and seating"))
        form = QFormLayout(self)
        defaults = dto.Settings()
        self.rounds = QSpinBox()
        self.rounds.setObjectName("rounds")
        self.rounds.setRange(1, 99)
        self.rounds.setValue(4)
        self.movement = _combo(
            [
                (dto.MovementName.ROTATE, self.tr("Rotate: one player per table moves up")),
                (dto.MovementName.MIX, self.tr("Mix: re-seat everyone, fewest repeat meetings")),
                (dto.MovementName.STANDINGS, self.tr("By standings: best players at table 1")),
            ],
            defaults.movement,
        )
        self.movement.setObjectName("movement")
        self.seat_by_rating = QCheckBox(self.tr("Seat round &1 by rating (the best at table 1)"))
        self.seat_by_rating.setObjectName("seat_by_rating")
        self.seat_by_rating.setToolTip(
            self.tr(
                "Round 1 in the order of the club ratings the players bring (groups by "
                "rating), the unrated after them; instead of the start numbers"
            )
        )
        self.groups = QLineEdit()
        self.groups.setObjectName("groups")
        self.groups.setPlaceholderText(self.tr("none (one field), or e.g. A, B"))
        self.promotion = QSpinBox()
        self.promotion.setObjectName("promotion")
        self.promotion.setRange(0, 98)
        self.promotion.setSpecialValueText(self.tr("no promotion"))
        self.promotion_every = QCheckBox(
            self.tr("R&epeat it every that many rounds, with relegation")
        )
        self.promotion_every.setObjectName("promotion_every")
        self.promotion_every.setToolTip(
            self.tr(
                "Promotion after every multiple of the round above; as many players of the"
                " winners' group go back to their groups as move up"
            )
        )
        self.promotion_every.setEnabled(False)
        self.winners = QSpinBox()
        self.winners.setObjectName("winners")
        self.winners.setRange(0, 999)
        self.winners.setSpecialValueText(self.tr("not set"))
        self.clock = QSpinBox()
        self.clock.setObjectName("round_minutes")
        self.clock.setRange(0, 600)
        self.clock.setSuffix(self.tr(" min"))
        self.clock.setSpecialValueText(self.tr("no round clock"))
        self.clock.setToolTip(
            self.tr("A countdown from the start of each round, shown on the projector")
        )
        form.addRow(self.tr("Planned &rounds:"), self.rounds)
        form.addRow(self.tr("Round &clock:"), self.clock)
        form.addRow(self.tr("&Movement after each round:"), self.movement)
        form.addRow("", self.seat_by_rating)
        form.addRow(self.tr("Strength &groups:"), self.groups)
        form.addRow(self.tr("&Promotion after round:"), self.promotion)
        form.addRow("", self.promotion_every)
        form.addRow(self.tr("Size of the &winners' group:"), self.winners)
        self.add_hint(form)
        self.groups.textChanged.connect(self._check)
        self.promotion.valueChanged.connect(self._check)
        self.promotion.valueChanged.connect(self._promotion_changed)
        self.winners.valueChanged.connect(self._check)
        self.rounds.valueChanged.connect(self._check)

    def _promotion_changed(self, value: int) -> None:
        # Repeating needs a round to repeat after; locked (disabled) pages stay locked.
        if self.promotion.isEnabled():
            self.promotion_every.setEnabled(bool(value))

    def problem(self) -> str:
        try:
            groups = parse_groups(self.groups.text())
        except ValueError as exc:
            return str(exc)
        if self.promotion.value() and not groups:
            return self.tr("Promotion needs strength groups.")
        if self.promotion.value() and not self.winners.value():
            return self.tr("Say how many players the winners' group takes.")
        if self.promotion.value() >= self.rounds.value():
            return self.tr("Promotion must come before the last round.")
        return ""


class FilePage(CheckedPage):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setTitle(self.tr("Where to keep it"))
        self.setSubTitle(
            self.tr("Every result is saved in this file at once; there is no Save button.")
        )
        form = QFormLayout(self)
        row = QHBoxLayout()
        self.path = QLineEdit()
        self.path.setObjectName("path")
        browse = QPushButton(self.tr("&Browse…"))
        browse.clicked.connect(self._browse)
        row.addWidget(self.path, 1)
        row.addWidget(browse)
        # The field is a row of two widgets: the label needs its buddy named, or it shows
        # the "&" instead of underlining the key.
        label = QLabel(self.tr("&File:"))
        label.setBuddy(self.path)
        form.addRow(label, row)
        self.add_hint(form)
        self.folder_problem = ""
        """Why the default folder could not be created ("" when it exists)."""
        self.path.textChanged.connect(self._check)

    def initializePage(self) -> None:
        if not self.path.text():
            # The proposed folder (Documents) is missing on a fresh account or a minimal
            # system: the app makes it, rather than refuse its own proposal.
            folder = default_folder()
            self.folder_problem = make_folder(folder)
            name = str(self.field("name") or "")
            self.path.setText(str(folder / safe_file_name(name)))

    def _browse(self) -> None:
        path, _ = QFileDialog.getSaveFileName(
            self, self.tr("Tournament file"), self.path.text(), self.tr("Tournaments (*.srt)")
        )
        if path:
            self.path.setText(path if path.endswith(".srt") else path + ".srt")

    def problem(self) -> str:
        text = self.path.text().strip()
        if not text:
            return self.tr("Choose where the tournament file goes.")
        path = Path(text)
        if not path.parent.is_dir():
            if self.folder_problem and path.parent == default_folder():
                return self.folder_problem
            return self.tr("The folder {0} does not exist.").format(str(path.parent))
        if path.exists():
            return self.tr("{0} exists already; choose another name.").format(path.name)
        return ""


def chosen_settings(rules: RulesPage, structure: StructurePage, base: dto.Settings) -> dto.Settings:
    """``base`` with every option the two pages show set as chosen there.

    Raises ValueError naming a bad group name (the pages' :meth:`problem` says it first).
    """
    r, s = rules, structure
    return replace(
        base,
        variant=r.variant.currentData(),
        jokers=r.jokers.currentData(),
        first_turn_rommee=r.first_turn.currentData(),
        neutral_penalty=r.penalty.penalty(),
        rank_by=r.rank_by.currentData(),
        deals=r.deals.deals(),
        decks=r.decks.currentData(),
        steal=r.steal.currentData(),
        movement=s.movement.currentData(),
        seat_by_rating=s.seat_by_rating.isChecked(),
        groups=parse_groups(s.groups.text()),
        promotion_after_round=s.promotion.value() or None,
        promotion_every=s.promotion_every.isChecked() and bool(s.promotion.value()),
        winners_group_size=s.winners.value() or None,
        planned_rounds=s.rounds.value(),
        round_minutes=s.clock.value() or None,
    )


class NewTournamentWizard(QWizard):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("New tournament"))
        self.setObjectName("new_tournament_wizard")
        self.event_page = EventPage()
        self.rules_page = RulesPage()
        from tournament.ui.setup.wizard_rating import EinstufungPage

        self.structure_page = StructurePage()
        self.einstufung_page = EinstufungPage(self.structure_page.groups)
        self.file_page = FilePage()
        for page in (
            self.event_page,
            self.rules_page,
            self.structure_page,
            self.einstufung_page,
            self.file_page,
        ):
            self.addPage(page)
        self.setOption(QWizard.WizardOption.HaveHelpButton, False)

    def result_value(self) -> NewTournament:
        """What the director chose (call after the wizard was accepted)."""
        e = self.event_page
        settings = chosen_settings(self.rules_page, self.structure_page, dto.Settings())
        einstufung = self.einstufung_page.choice()
        return NewTournament(
            name=e.name.text().strip(),
            date=e.date.date().toString("yyyy-MM-dd"),
            place=e.place.text().strip(),
            director=e.director.text().strip(),
            settings=settings,
            path=self.file_page.path.text().strip(),
            einstufung=einstufung if einstufung.players else None,
        )
