"""The main window: the welcome page, or an open tournament with its navigation."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QAction, QActionGroup, QCloseEvent, QKeySequence
from PySide6.QtWidgets import (
    QFileDialog,
    QInputDialog,
    QMainWindow,
    QMenuBar,
    QMessageBox,
    QStackedWidget,
    QWidget,
)

from tournament.ui import errors
from tournament.ui.phone.control import PhoneControl
from tournament.ui.settings import Settings
from tournament.ui.views.tournament_view import ROUNDS_PAGE, TournamentView
from tournament.ui.welcome import WelcomePage

if TYPE_CHECKING:  # the services load after the window shows (they take a second)
    from tournament.ui.session import Session
    from tournament.ui.setup.wizard import NewTournamentWizard
    from tournament.ui.setup.wizard_rating import Einstufung


class MainWindow(QMainWindow):
    tournament_opened = Signal()

    def __init__(self) -> None:
        super().__init__()
        self.setObjectName("main_window")
        self.session: Session | None = None
        self.view: TournamentView | None = None
        self.projector: QWidget | None = None
        self.clock_status: QWidget | None = None
        self.phone = PhoneControl(self)  # "Results by phone": the tables' phone pages
        self.resize(1280, 820)
        self._build()
        settings = Settings()
        geometry = settings.geometry("main")
        if geometry is not None:
            self.restoreGeometry(geometry)

    # -- construction ------------------------------------------------------------------
    def _build(self) -> None:
        """(Re)build every widget in the current language; the open tournament stays."""
        self.menuBar().clear()
        self.stack = QStackedWidget()
        self.welcome = WelcomePage()
        self.stack.addWidget(self.welcome)
        self.setCentralWidget(self.stack)
        self.welcome.new_requested.connect(self.new_tournament)
        self.welcome.open_requested.connect(self.open_file)
        self.welcome.connect_requested.connect(self.connect_server)
        self.welcome.demo_requested.connect(self.open_demo)
        self.welcome.location_chosen.connect(self.open_location)
        self._build_menus()
        if self.session is not None:
            self._show_session()
        else:
            self.setWindowTitle(self.tr("Stein-Rummy tournament manager"))
            self._update_actions()

    def _action(
        self,
        text: str,
        slot: object,
        shortcut: QKeySequence | QKeySequence.StandardKey | str | None = None,
    ) -> QAction:
        action = QAction(text, self)
        if shortcut is not None:
            action.setShortcut(QKeySequence(shortcut))
        action.triggered.connect(slot)
        return action

    def _build_menus(self) -> None:
        bar = self.menuBar()
        self._file_menu(bar)
        self._edit_menu(bar)
        self._view_menu(bar)
        self._settings_menu(bar)
        help_menu = bar.addMenu(self.tr("&Help"))
        help_menu.addAction(self._action(self.tr("&About"), self.about))

    def _file_menu(self, bar: QMenuBar) -> None:
        """New, open, the tournament's settings, backups, publishing, printing, phones."""
        file_menu = bar.addMenu(self.tr("&File"))
        file_menu.addAction(
            self._action(
                self.tr("&New tournament…"), self.new_tournament, QKeySequence.StandardKey.New
            )
        )
        file_menu.addAction(
            self._action(self.tr("&Open file…"), self.open_file, QKeySequence.StandardKey.Open)
        )
        file_menu.addAction(self._action(self.tr("&Connect to server…"), self.connect_server))
        file_menu.addAction(self._action(self.tr("Open &demo"), self.open_demo))
        file_menu.addSeparator()
        self.settings_action = self._action(
            self.tr("Tournament &settings…"), self.edit_settings, "Ctrl+,"
        )
        file_menu.addAction(self.settings_action)
        self.restore_action = self._action(self.tr("&Restore a backup…"), self.restore_backup)
        file_menu.addAction(self.restore_action)
        self.publish_action = self._action(self.tr("&Publish results…"), self.publish_results)
        file_menu.addAction(self.publish_action)
        file_menu.addAction(self._action(self.tr("Season ran&king…"), self.open_season))
        file_menu.addAction(self._action(self.tr("Club rating &list…"), self.open_ratings))
        review = self._action(self.tr("Re&view a game…"), self.open_game_review)
        review.setObjectName("review_game")
        file_menu.addAction(review)
        file_menu.addSeparator()
        self.print_menu = file_menu.addMenu(self.tr("&Print"))
        self.print_menu.setObjectName("print_menu")
        for kind, text in (
            ("sheets", self.tr("Score &sheets of the current round…")),
            ("plan", self.tr("Seating &plan of the current round…")),
            ("cards", self.tr("&Table cards of the current round…")),
            ("standings", self.tr("S&tandings…")),
            ("decisions", self.tr("Director's &decisions…")),
        ):
            action = self._action(text, lambda _=False, k=kind: self.print_document(k))
            action.setObjectName(f"print_{kind}")
            self.print_menu.addAction(action)
        self.phone.retranslate()
        file_menu.addAction(self.phone.action)
        file_menu.addSeparator()
        self.close_action = self._action(
            self.tr("&Close tournament"), self.close_tournament, QKeySequence.StandardKey.Close
        )
        file_menu.addAction(self.close_action)
        file_menu.addSeparator()
        file_menu.addAction(
            self._action(self.tr("&Quit"), self.close, QKeySequence.StandardKey.Quit)
        )

    def _edit_menu(self, bar: QMenuBar) -> None:
        """Undo and redo."""
        edit_menu = bar.addMenu(self.tr("&Edit"))
        self.undo_action = self._action(self.tr("&Undo"), self.undo, QKeySequence.StandardKey.Undo)
        self.redo_action = self._action(self.tr("&Redo"), self.redo, QKeySequence.StandardKey.Redo)
        edit_menu.addAction(self.undo_action)
        edit_menu.addAction(self.redo_action)

    def _view_menu(self, bar: QMenuBar) -> None:
        """The pages, the projector and the statistics."""
        view_menu = bar.addMenu(self.tr("&View"))
        self.page_actions: list[QAction] = []
        titles = [
            self.tr("&Players"),
            self.tr("&Rounds"),
            self.tr("&Score entry"),
            self.tr("S&tandings"),
            self.tr("Rules &checker"),
            self.tr("&Audit"),
        ]
        for number, title in enumerate(titles, start=1):
            action = self._action(
                title, lambda _=False, row=number - 1: self.show_page(row), f"Ctrl+{number}"
            )
            view_menu.addAction(action)
            self.page_actions.append(action)
        view_menu.addSeparator()
        self.projector_action = self._action(self.tr("&Projector view"), self.open_projector, "F11")
        view_menu.addAction(self.projector_action)
        view_menu.addAction(self._action(self.tr("S&tatistics…"), self.open_statistics))

    def _settings_menu(self, bar: QMenuBar) -> None:
        """The language."""
        settings_menu = bar.addMenu(self.tr("&Settings"))
        language_menu = settings_menu.addMenu(self.tr("&Language"))
        group = QActionGroup(self)
        current = Settings().language()
        for code, label in (("", self.tr("System language")), ("en", "English"), ("de", "Deutsch")):
            action = QAction(label, self)
            action.setCheckable(True)
            action.setChecked(code == current)
            action.setData(code)
            action.triggered.connect(lambda _=False, c=code: self.set_language(c))
            group.addAction(action)
            language_menu.addAction(action)

    def _update_actions(self) -> None:
        has = self.session is not None
        self.close_action.setEnabled(has)
        self.settings_action.setEnabled(has)
        self.restore_action.setEnabled(has)
        self.projector_action.setEnabled(has)
        self.publish_action.setEnabled(has)
        self.print_menu.setEnabled(has)
        for action in self.page_actions:
            action.setEnabled(has)
        if self.session is None:
            self.undo_action.setEnabled(False)
            self.redo_action.setEnabled(False)
            return
        stack = self.session.undo_stack
        self.undo_action.setEnabled(stack.canUndo())
        self.redo_action.setEnabled(stack.canRedo())
        self.undo_action.setText(
            self.tr("&Undo {0}").format(stack.undoText()) if stack.canUndo() else self.tr("&Undo")
        )
        self.redo_action.setText(
            self.tr("&Redo {0}").format(stack.redoText()) if stack.canRedo() else self.tr("&Redo")
        )

    # -- opening and closing ----------------------------------------------------------
    def new_tournament(self) -> None:
        from tournament.ui.setup.wizard import NewTournamentWizard

        wizard = NewTournamentWizard(self)
        wizard.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        wizard.accepted.connect(lambda: self.create_from(wizard))
        self.wizard = wizard
        wizard.open()

    def create_from(self, wizard: NewTournamentWizard) -> None:
        from tournament import services
        from tournament.ui.session import Session

        choice = errors.guarded(wizard.result_value, self)
        if choice is None:
            return
        service = errors.guarded(
            lambda: services.create_tournament(
                choice.name,
                location=choice.path,
                settings=choice.settings,
                date=choice.date,
                place=choice.place,
                director=choice.director,
                desk=choice.director or self.tr("director"),
            ),
            self,
        )
        if service is not None:
            self.set_session(Session(service))
            if choice.einstufung is not None:
                self.enter_by_rating(choice.einstufung)

    def enter_by_rating(self, einstufung: Einstufung) -> None:
        """The wizard's Einstufung: tonight's players registered and grouped by rating."""
        from tournament.services.ratings import enter_by_rating

        assert self.session is not None
        service = self.session.service
        self.session.perform(
            self.tr("players by rating"),
            lambda: enter_by_rating(
                service, einstufung.players, sizes=einstufung.sizes, unrated=einstufung.unrated
            ),
        )

    def open_file(self) -> None:
        path, _ = QFileDialog.getOpenFileName(
            self, self.tr("Open tournament"), "", self.tr("Tournaments (*.srt);;All files (*)")
        )
        if path:
            self.open_location(path)

    def connect_server(self) -> None:
        url, ok = QInputDialog.getText(
            self,
            self.tr("Connect to server"),
            self.tr("Database URL, e.g. postgresql://user@host/database:"),
        )
        if ok and url.strip():
            self.open_location(url.strip())

    def open_location(self, location: str) -> bool:
        from tournament import services
        from tournament.ui.session import Session

        tournament_id: int | None = None
        if "://" in location:
            found = errors.guarded(lambda: services.list_tournaments(location), self)
            if found is None:
                return False
            if len(found) > 1:
                names = [f"{t.name} ({t.date})" for t in found]
                name, ok = QInputDialog.getItem(
                    self, self.tr("Choose a tournament"), self.tr("Tournament:"), names, 0, False
                )
                if not ok:
                    return False
                tournament_id = found[names.index(name)].id
        service = errors.guarded(
            lambda: services.open_tournament(
                location, tournament_id=tournament_id, desk=self.tr("director")
            ),
            self,
        )
        if service is None:
            return False
        self.set_session(Session(service), location)
        return True

    def open_demo(self) -> None:
        from tournament.ui.setup.demo import create_demo_file

        path = create_demo_file(self)
        if path is not None:
            self.open_location(path)

    def set_session(self, session: Session, location: str | None = None) -> None:
        if self.session is not None:
            self.close_tournament()
        self.session = session
        self.phone.set_session(session)
        session.parent_widget = self
        session.history_changed.connect(self._update_actions)
        session.changed.connect(self._update_title)
        Settings().add_recent(location or session.info().location)
        self._show_session()
        self.tournament_opened.emit()

    def _show_session(self) -> None:
        assert self.session is not None
        if self.view is not None:
            self.stack.removeWidget(self.view)
            self.view.deleteLater()
        self.view = TournamentView(self.session)
        self.stack.addWidget(self.view)
        self._show_clock(self.session)
        self.stack.setCurrentWidget(self.view)
        self._update_title()
        self._update_actions()

    def _show_clock(self, session: Session | None) -> None:
        """The round clock in the status bar (a click shows the rounds page)."""
        from tournament.ui.views.clock import ClockStatus

        if self.clock_status is not None:
            self.statusBar().removeWidget(self.clock_status)
            self.clock_status.deleteLater()
            self.clock_status = None
        if session is not None:
            status = ClockStatus(session)
            status.clicked.connect(lambda: self.show_page(ROUNDS_PAGE))
            self.statusBar().addPermanentWidget(status)
            self.clock_status = status

    def _update_title(self, _kinds: frozenset[str] = frozenset()) -> None:
        if self.session is None:
            return
        name = self.session.info().name
        self.setWindowTitle(self.tr("{0} — Stein-Rummy tournament manager").format(name))

    def close_tournament(self) -> None:
        if self.session is None:
            return
        session, self.session = self.session, None
        self.phone.set_session(None)
        if self.projector is not None:
            self.projector.close()
        if self.view is not None:
            self.stack.removeWidget(self.view)
            self.view.deleteLater()
            self.view = None
        self._show_clock(None)
        session.close()
        self.welcome.refresh()
        self.stack.setCurrentWidget(self.welcome)
        self.setWindowTitle(self.tr("Stein-Rummy tournament manager"))
        self._update_actions()

    # -- actions ------------------------------------------------------------------------
    def show_page(self, row: int) -> None:
        if self.view is not None:
            self.view.show_page(row)

    def undo(self) -> None:
        if self.session is not None and self.session.undo_stack.canUndo():
            self.session.undo_stack.undo()

    def redo(self) -> None:
        if self.session is not None and self.session.undo_stack.canRedo():
            self.session.undo_stack.redo()

    def edit_settings(self) -> None:
        if self.session is None:
            return
        from tournament.ui.setup.tournament_settings import TournamentSettingsDialog

        dialog = TournamentSettingsDialog(self.session, self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.settings_dialog = dialog
        dialog.open()

    def restore_backup(self) -> None:
        if self.session is None:
            return
        from tournament.ui.setup.backups import RestoreDialog

        dialog = RestoreDialog(self.session, self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.restored.connect(self.open_location)
        self.restore_dialog = dialog
        dialog.open()

    def print_document(self, kind: str) -> bool:
        """Print a printout of the tournament (with the print preview)."""
        if self.session is None:
            return False
        from tournament.ui.printing.printouts import print_report, print_round

        if kind in ("standings", "decisions"):
            return print_report(self, self.session, kind)
        current = self.session.info().current_round
        if not current:
            errors.reporter().show_message(
                self.tr("There is no round yet to print: start round 1 first."), self
            )
            return False
        return print_round(self, self.session, current, kind)

    def open_projector(self) -> None:
        if self.session is None:
            return
        from tournament.ui.projector.window import ProjectorWindow

        if self.projector is not None:
            self.projector.close()
        self.projector = ProjectorWindow(self.session, self)
        self.projector.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.projector.destroyed.connect(self._projector_gone)
        self.projector.showFullScreen()

    def publish_results(self) -> None:
        if self.session is None:
            return
        from tournament.ui.views.crosstable import publish_results

        publish_results(self, self.session)

    def open_season(self) -> None:
        from tournament.ui.views.season import SeasonDialog

        dialog = SeasonDialog(self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.season_dialog = dialog
        dialog.open()

    def open_ratings(self) -> None:
        from tournament.ui.ratings import RatingDialog

        dialog = RatingDialog(self, self.session)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.rating_dialog = dialog
        dialog.open()

    def open_game_review(self) -> None:
        from tournament.ui.checker.game_review import GameReviewView

        view = GameReviewView(self)
        view.setWindowFlag(Qt.WindowType.Window)
        view.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        view.resize(1100, 760)
        view.show()
        self.game_review = view

    def open_statistics(self) -> None:
        from tournament.ui.views.statistics import StatisticsView

        view = StatisticsView(self.session, self)
        view.setWindowFlag(Qt.WindowType.Window)
        view.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        view.resize(1100, 860)
        view.show()
        self.statistics_view = view

    def _projector_gone(self) -> None:
        self.projector = None

    def set_language(self, code: str) -> None:
        from tournament.ui.language import effective_language, install_language

        settings = Settings()
        settings.set_language(code)
        install_language(effective_language(code))
        self._build()
        if self.session is not None:
            self.session.notify("all")

    def about(self) -> None:
        QMessageBox.about(self, self.tr("About"), self.about_text())

    def about_text(self) -> str:
        """The version, the solver's engine, and where the app keeps its files."""
        from tournament import __version__
        from tournament.rules.solver_walk import core_built
        from tournament.services.files import default_folder

        engine = (
            self.tr("compiled core")
            if core_built()
            else self.tr("pure Python (the same answers, slower)")
        )
        lines = [
            self.tr("Stein-Rummy tournament manager, version {0}.").format(__version__),
            self.tr("Best-play search: {0}").format(engine),
            "",
            self.tr("New tournament files: {0}").format(default_folder()),
            self.tr("Settings: {0}").format(Settings().file_name()),
            self.tr("Error log: {0}").format(errors.log_file()),
        ]
        return "\n".join(lines)

    def closeEvent(self, event: QCloseEvent) -> None:
        settings = Settings()
        settings.set_geometry("main", self.saveGeometry())
        settings.sync()
        self.close_tournament()
        super().closeEvent(event)
