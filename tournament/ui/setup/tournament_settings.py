"""The tournament's settings after creation: the wizard's fields in one dialog.

Options that would change games already played are shown read-only with the reason: the
game and its options (jokers, the Rommé-in-the-first-round rule; deals; decks and the steal
rule) and the penalty once a result is entered; the strength groups once a round has
started; promotion once its round is played.
The rest (name, date, venue, director, rank by, movement, planned rounds, the round clock)
can change at any time. Saving is one undoable action (``update_tournament``).
"""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import QDate
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from tournament.services.dto import Settings, TournamentInfo
from tournament.ui.session import Session
from tournament.ui.setup.wizard import EventPage, RulesPage, StructurePage, chosen_settings


def has_results(session: Session) -> bool:
    """True once any game of the tournament has a result or a decision (one query, not a
    read of every round)."""
    return bool(session.query(session.service.games.results_entered))


class TournamentSettingsDialog(QDialog):
    def __init__(self, session: Session, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("tournament_settings")
        self.setWindowTitle(self.tr("Tournament settings"))
        self.session = session
        info = session.refresh_info()
        self._info = info
        self.event_page = EventPage()
        self.rules_page = RulesPage()
        self.structure_page = StructurePage()
        tabs = QTabWidget()
        tabs.addTab(self.event_page, self.tr("&Event"))
        tabs.addTab(self.rules_page, self.tr("&Rules"))
        tabs.addTab(self.structure_page, self.tr("Rounds and &seating"))
        self.tabs = tabs
        self.locked = QLabel()
        self.locked.setObjectName("locked")
        self.locked.setWordWrap(True)
        self.locked.setStyleSheet("color: #555555")
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Save | QDialogButtonBox.StandardButton.Cancel
        )
        self.buttons.accepted.connect(self.save)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(tabs)
        layout.addWidget(self.locked)
        layout.addWidget(self.buttons)
        self._fill(info)
        self._lock(info)
        self.event_page.name.textChanged.connect(self._check)
        self.structure_page.completeChanged.connect(self._check)
        self._check()
        self.resize(self.sizeHint().expandedTo(self.minimumSizeHint()))

    # -- the current values -------------------------------------------------------------
    def _fill(self, info: TournamentInfo) -> None:
        e, r, s = self.event_page, self.rules_page, self.structure_page
        e.name.setText(info.name)
        date = QDate.fromString(info.date, "yyyy-MM-dd")
        if date.isValid():
            e.date.setDate(date)
        e.place.setText(info.place)
        e.director.setText(info.director)
        settings = info.settings
        for box, value in (
            (r.variant, settings.variant),
            (r.jokers, settings.jokers),
            (r.first_turn, settings.first_turn_rommee),
            (r.rank_by, settings.rank_by),
            (r.decks, settings.decks),
            (r.steal, settings.steal),
            (s.movement, settings.movement),
        ):
            box.setCurrentIndex(max(0, box.findData(value)))
        r.deals.set_deals(settings.deals)
        r.show_options()
        r.penalty.set_penalty(settings.neutral_penalty)
        s.rounds.setMinimum(max(info.current_round, 1))
        s.rounds.setValue(settings.planned_rounds or max(info.current_round, 4))
        # Not fixed before stays not fixed unless the director sets a number.
        self._shown_rounds = s.rounds.value()
        s.groups.setText(", ".join(settings.groups))
        s.promotion.setValue(settings.promotion_after_round or 0)
        s.promotion_every.setChecked(settings.promotion_every)
        s.seat_by_rating.setChecked(settings.seat_by_rating)
        s.winners.setValue(settings.winners_group_size or 0)
        s.clock.setValue(settings.round_minutes or 0)

    def _lock(self, info: TournamentInfo) -> None:
        """Make read-only what can no longer change, and say why."""
        r, s = self.rules_page, self.structure_page
        reasons: list[str] = []
        if has_results(self.session):
            reason = self.tr("Results are entered, and they were scored with these rules.")
            for fixed in (r.variant, r.jokers, r.first_turn, r.penalty, r.deals, r.decks, r.steal):
                fixed.setEnabled(False)
                fixed.setToolTip(reason)
            reasons.append(
                self.tr(
                    "The game, its options and the penalty are fixed: "
                    "results are entered, and they were scored with these rules."
                )
            )
        if info.current_round >= 1:
            reason = self.tr("Round 1 has started: the players are seated by group.")
            s.groups.setEnabled(False)
            s.groups.setToolTip(reason)
            s.seat_by_rating.setEnabled(False)
            s.seat_by_rating.setToolTip(reason)
            reasons.append(
                self.tr("Strength groups are fixed: round 1 has started and seated by group.")
            )
        promotion = info.settings.promotion_after_round
        if promotion is not None and info.current_round > promotion:
            reason = self.tr("Promotion took place after round {0}.").format(promotion)
            for widget in (s.promotion, s.promotion_every, s.winners):
                widget.setEnabled(False)
                widget.setToolTip(reason)
            reasons.append(
                self.tr("Promotion is fixed: it took place after round {0}.").format(promotion)
            )
        self.locked.setText("\n".join(reasons))
        self.locked.setVisible(bool(reasons))

    def problem(self) -> str:
        if not self.event_page.name.text().strip():
            return self.tr("The tournament needs a name.")
        return self.structure_page.problem()

    def _check(self) -> None:
        save = self.buttons.button(QDialogButtonBox.StandardButton.Save)
        save.setEnabled(not self.problem())

    # -- saving -------------------------------------------------------------------------
    def chosen_settings(self) -> Settings:
        chosen = chosen_settings(self.rules_page, self.structure_page, self._info.settings)
        if (
            self._info.settings.planned_rounds is None
            and chosen.planned_rounds == self._shown_rounds
        ):
            chosen = replace(chosen, planned_rounds=None)
        return chosen

    def save(self) -> None:
        if self.problem():
            return
        e = self.event_page
        info = self._info
        settings = self.chosen_settings()
        date = e.date.date().toString("yyyy-MM-dd")
        # An event without a date keeps none unless the director picked one.
        if not info.date and date == QDate.currentDate().toString("yyyy-MM-dd"):
            date = ""
        texts = {
            key: value
            for key, value, old in (
                ("name", e.name.text().strip(), info.name),
                ("date", date, info.date),
                ("place", e.place.text().strip(), info.place),
                ("director", e.director.text().strip(), info.director),
            )
            if value != old
        }
        new_settings = settings if settings != info.settings else None
        if not texts and new_settings is None:  # nothing to save, nothing to undo
            self.accept()
            return
        session = self.session
        done = session.perform(
            self.tr("change the tournament settings"),
            lambda: session.service.update_tournament(
                expected_version=info.version,
                name=texts.get("name"),
                date=texts.get("date"),
                place=texts.get("place"),
                director=texts.get("director"),
                settings=new_settings,
            ),
        )
        if done is not None:
            self.accept()
