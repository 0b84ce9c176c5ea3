"""The season ranking in the app: the club's evenings in a list, the ranking beside them.

The evenings are read through the services without changing them
(``tournament.exports.season_data``), once when the list changes; the options (best N,
minimum attendance, teams) re-rank at once. A file that cannot be read is named in a hint
under the list, and the ranking stays as it was until the whole list can be read.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSpinBox,
    QSplitter,
    QTableView,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from tournament.exports.season_report import percent_cell
from tournament.services.terms import (
    Evening,
    SeasonGamesError,
    SeasonRanking,
    evening_title,
    rank_text,
    season_ranking,
)
from tournament.ui.printing.printouts import ask_path, language, write_in_background
from tournament.ui.views.crosstable import TextModel
from tournament.ui.widgets.evening_files import EveningFiles
from tournament.ui.widgets.formatting import percent_text, points_text
from tournament.ui.widgets.itemmodels import show_records


class SeasonDialog(QDialog):
    def __init__(self, parent: QWidget | None = None, files: list[str] | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("season_dialog")
        self.setWindowTitle(self.tr("Season ranking"))
        self.resize(1100, 650)
        self.evenings: list[Evening] = []
        self.ranking: SeasonRanking | None = None
        self.language = language()
        layout = QVBoxLayout(self)
        splitter = QSplitter()
        layout.addWidget(splitter, 1)

        splitter.addWidget(self._evenings_side())

        self.tabs = QTabWidget()
        self.players_model = TextModel([], set(), self)
        self.players_table = QTableView()
        show_records(self.players_table, "season_table", self.players_model, stretch=[1])
        self.tabs.addTab(self.players_table, self.tr("Players"))
        self.teams_model = TextModel([], set(), self)
        self.teams_table = QTableView()
        show_records(self.teams_table, "season_teams", self.teams_model, stretch=[1])
        self.tabs.addTab(self.teams_table, self.tr("Teams"))
        splitter.addWidget(self.tabs)
        splitter.setSizes([300, 800])

        layout.addWidget(self._buttons())

        self.files.changed.connect(self.read)
        for box in (self.best, self.min_evenings, self.team_size):
            box.valueChanged.connect(self.rank)
        for combo in (self.team_mode, self.team_by):
            combo.currentIndexChanged.connect(self.rank)
        self.merge.toggled.connect(self.rank)
        self.pdf_button.clicked.connect(lambda: self.export_pdf())
        self.excel_button.clicked.connect(lambda: self.export_excel())
        if files:
            self.add_files(files)
        self.rank()

    def _options_form(self) -> QFormLayout:
        """How the evenings count: the best ones, the attendance, the teams, merging games."""
        form = QFormLayout()
        self.best = QSpinBox()
        self.best.setObjectName("season_best")
        self.best.setRange(0, 99)
        self.best.setSpecialValueText(self.tr("all"))
        form.addRow(self.tr("Count the &best evenings:"), self.best)
        self.min_evenings = QSpinBox()
        self.min_evenings.setObjectName("season_min")
        self.min_evenings.setRange(1, 99)
        form.addRow(self.tr("&Minimum attendance:"), self.min_evenings)
        self.team_size = QSpinBox()
        self.team_size.setObjectName("season_team_size")
        self.team_size.setRange(0, 99)
        self.team_size.setSpecialValueText(self.tr("no teams"))
        form.addRow(self.tr("&Teams: best players:"), self.team_size)
        self.team_mode = QComboBox()
        self.team_mode.setObjectName("season_team_mode")
        self.team_mode.addItem(self.tr("sum"), "sum")
        self.team_mode.addItem(self.tr("mean"), "mean")
        form.addRow(self.tr("Team &value:"), self.team_mode)
        self.team_by = QComboBox()
        self.team_by.setObjectName("season_team_by")
        self.team_by.addItem(self.tr("club"), "club")
        self.team_by.addItem(self.tr("group"), "group")
        form.addRow(self.tr("Team &is the:"), self.team_by)
        self.merge = QCheckBox(self.tr("Mer&ge different games"))
        self.merge.setObjectName("season_merge")
        self.merge.setToolTip(
            self.tr("Rank evenings of different games or variants together; the ranking says so.")
        )
        form.addRow(self.merge)
        return form

    def _evenings_side(self) -> QWidget:
        """The evenings, the options and what the ranking says about them."""
        left = QWidget()
        left_layout = QVBoxLayout(left)
        left_layout.addWidget(QLabel(self.tr("Evenings (tournament files):")))
        self.files = EveningFiles()
        self.files.setObjectName("season_files")
        left_layout.addWidget(self.files, 1)
        row = QHBoxLayout()
        self.add_button = self.files.add_button
        self.add_button.setObjectName("season_add")
        self.remove_button = self.files.remove_button
        self.remove_button.setObjectName("season_remove")
        row.addWidget(self.add_button)
        row.addWidget(self.remove_button)
        left_layout.addLayout(row)
        left_layout.addLayout(self._options_form())
        self.hint = QLabel()
        self.hint.setObjectName("season_hint")
        self.hint.setWordWrap(True)
        self.hint.setStyleSheet("color: #a00000;")
        left_layout.addWidget(self.hint)
        self.note = QLabel()
        self.note.setObjectName("season_note")
        self.note.setWordWrap(True)
        left_layout.addWidget(self.note)
        return left

    def _buttons(self) -> QDialogButtonBox:
        """Close, and the ranking as PDF or workbook."""
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.pdf_button = QPushButton(self.tr("&PDF…"))
        self.pdf_button.setObjectName("season_pdf")
        self.excel_button = QPushButton(self.tr("E&xcel…"))
        self.excel_button.setObjectName("season_excel")
        buttons.addButton(self.pdf_button, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.addButton(self.excel_button, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.rejected.connect(self.reject)
        return buttons

    # -- the evenings --------------------------------------------------------------------
    def sources(self) -> list[str]:
        return self.files.sources()

    def add_files(self, paths: list[str]) -> None:
        """Add evenings to the list (and read them)."""
        self.files.add_files(paths)

    def remove_selected(self) -> None:
        self.files.remove_selected()

    def read(self) -> None:
        """Read every evening of the list again; on a bad file, name it and keep the
        ranking as it was."""
        from tournament.exports.season_data import read_evenings

        sources = self.sources()
        if not sources:
            self.evenings = []
            self.hint.clear()
            self.rank()
            return
        try:
            self.evenings = read_evenings(sources, language=self.language)
        except (ValueError, OSError) as exc:
            self.hint.setText(self.tr("Cannot read the evenings: {0}").format(exc))
            return
        self.hint.clear()
        self.rank()

    # -- the ranking -----------------------------------------------------------------------
    def options(self) -> dict[str, Any]:
        team_size = self.team_size.value() or None
        return {
            "best": self.best.value() or None,
            "min_evenings": self.min_evenings.value(),
            "team_size": team_size,
            "team_mode": str(self.team_mode.currentData()),
            "team_by": str(self.team_by.currentData()),
            "merge": self.merge.isChecked(),
        }

    def rank(self) -> None:
        self.ranking = None
        enabled = bool(self.evenings)
        self.pdf_button.setEnabled(enabled)
        self.excel_button.setEnabled(enabled)
        self.note.clear()
        if not self.evenings:
            self.players_model.set_rows([], [])
            self.teams_model.set_rows([], [])
            return
        try:
            ranking = season_ranking(self.evenings, **self.options())
        except SeasonGamesError as exc:
            self.hint.setText(
                self.tr(
                    "The evening {0} is {1}, the first evening {2} {3}. A season ranks one "
                    "game: remove the evening, or tick “Merge different games”."
                ).format(
                    evening_title(exc.evening),
                    exc.evening.game_name,
                    evening_title(exc.first),
                    exc.first.game_name,
                )
            )
            self.pdf_button.setEnabled(False)
            self.excel_button.setEnabled(False)
            return
        except ValueError as exc:
            self.hint.setText(str(exc))
            self.pdf_button.setEnabled(False)
            self.excel_button.setEnabled(False)
            return
        self.hint.clear()
        if ranking.merged:
            self.note.setText(
                self.tr("Different games ranked together: {0}.").format(", ".join(ranking.merged))
            )
        self.ranking = ranking
        labels = [evening.label for evening in ranking.evenings]
        count = len(labels)
        headers = [self.tr("Rank"), self.tr("Name"), self.tr("Club"), *labels]
        headers += [self.tr("Evenings"), self.tr("Percent"), self.tr("Points")]
        rows = []
        for row in ranking.rows:
            cells = [
                rank_text(row.rank, row.shared) if row.rank is not None else "–",
                row.name,
                row.club,
            ]
            cells += [
                percent_cell(value, counted, self.language)
                for value, counted in zip(row.percents, row.counted, strict=True)
            ]
            cells += [str(row.evenings), percent_text(row.percent), points_text(row.points)]
            rows.append(tuple(cells))
        self.players_model.numeric = {0, *range(3, 3 + count + 3)}
        self.players_model.set_rows(headers, rows)
        self.players_table.resizeColumnsToContents()
        team_headers = [self.tr("Rank"), self.tr("Team"), *labels]
        team_headers += [self.tr("Evenings"), self.tr("Value")]
        team_rows = [
            (
                rank_text(team.rank, team.shared),
                team.team,
                *(
                    percent_cell(value, counted, self.language)
                    for value, counted in zip(team.values, team.counted, strict=True)
                ),
                str(team.evenings),
                points_text(team.value),
            )
            for team in ranking.teams
        ]
        self.teams_model.numeric = {0, *range(2, 2 + count + 2)}
        self.teams_model.set_rows(team_headers, team_rows)
        self.tabs.setTabEnabled(1, bool(ranking.teams))

    # -- exports ---------------------------------------------------------------------------
    def export_pdf(self, path: str | None = None) -> bool:
        from tournament.exports.season_report import write_season_report

        ranking = self.ranking
        if ranking is None:
            return False
        if path is None:
            path = ask_path(self, self.tr("Season PDF"), "season.pdf", self.tr("PDF (*.pdf)"))
        if not path:
            return False
        lang, target = self.language, path
        return write_in_background(
            self,
            self.tr("Writing {0}…").format(self.tr("Season ranking")),
            lambda _progress: write_season_report(ranking, target, language=lang),
        )

    def export_excel(self, path: str | None = None) -> bool:
        from tournament.exports.season_report import write_season_workbook

        ranking = self.ranking
        if ranking is None:
            return False
        if path is None:
            path = ask_path(
                self, self.tr("Season workbook"), "season.xlsx", self.tr("Excel workbook (*.xlsx)")
            )
        if not path:
            return False
        lang, target = self.language, path
        return write_in_background(
            self,
            self.tr("Writing {0}…").format(self.tr("Season ranking")),
            lambda _progress: write_season_workbook(ranking, target, language=lang),
        )
