"""The New-tournament wizard: RULINGS defaults, checks of groups and promotion, the result."""

from __future__ import annotations

from fractions import Fraction
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from PySide6.QtCore import QDate, Qt
from PySide6.QtWidgets import QApplication, QDateTimeEdit, QLabel
from pytestqt.qtbot import QtBot

from tournament.services.dto import Settings
from tournament.ui.setup.wizard import (
    NewTournamentWizard,
    chosen_settings,
    parse_groups,
    safe_file_name,
)


@pytest.fixture
def wizard(app: QApplication, qtbot: QtBot) -> NewTournamentWizard:
    dialog = NewTournamentWizard()
    qtbot.addWidget(dialog)
    dialog.show()
    return dialog


def test_defaults_are_the_rulings(
    wizard: NewTournamentWizard, tmp_path: Path, qtbot: QtBot
) -> None:
    qtbot.keyClicks(wizard.event_page.name, "Spring cup")
    wizard.file_page.path.setText(str(tmp_path / "cup.srt"))
    choice = wizard.result_value()
    # Planned rounds are not fixed by RULINGS; the wizard proposes four.
    assert choice.settings == Settings(planned_rounds=4)
    assert choice.name == "Spring cup"


def test_every_option_reaches_the_settings(wizard: NewTournamentWizard, qtbot: QtBot) -> None:
    r, s = wizard.rules_page, wizard.structure_page
    r.variant.setCurrentIndex(r.variant.findData("stein-plus"))
    r.jokers.setCurrentIndex(r.jokers.findData("two_in_pool"))
    r.first_turn.setCurrentIndex(r.first_turn.findData("equal"))
    r.penalty.setValue(0.5)
    r.rank_by.setCurrentIndex(r.rank_by.findData("points"))
    s.movement.setCurrentIndex(s.movement.findData("mix"))
    s.rounds.setValue(6)
    qtbot.keyClicks(s.groups, "A, B")
    s.promotion.setValue(3)
    s.winners.setValue(2)
    s.clock.setValue(45)
    assert s.isComplete()
    got = wizard.result_value().settings
    assert (got.variant, got.jokers, got.first_turn_rommee) == (
        "stein-plus",
        "two_in_pool",
        "equal",
    )
    assert got.neutral_penalty == Fraction(1, 2)
    assert (got.rank_by, got.movement, got.groups) == ("points", "mix", ("A", "B"))
    assert (got.promotion_after_round, got.winners_group_size) == (3, 2)
    assert got.round_minutes == 45


def test_options_the_pages_do_not_show_are_kept(wizard: NewTournamentWizard) -> None:
    r, s = wizard.rules_page, wizard.structure_page
    r.rank_by.setCurrentIndex(r.rank_by.findData("points"))
    s.rounds.setValue(5)
    base = Settings(seed=17, draw=True, winners_group="Top", movement="standings")
    got = chosen_settings(r, s, base)
    assert (got.seed, got.draw, got.winners_group) == (17, True, "Top")
    # What the pages show replaces the base: the movement box still says "rotate".
    assert (got.rank_by, got.movement, got.planned_rounds) == ("points", "rotate", 5)


def test_bad_structure_is_explained_and_blocks(wizard: NewTournamentWizard, qtbot: QtBot) -> None:
    s = wizard.structure_page
    qtbot.keyClicks(s.groups, "A")
    assert s.hint.text() == "Name at least two groups, or none for one field."
    assert not s.isComplete()
    s.groups.clear()
    qtbot.keyClicks(s.groups, "A, a")
    assert s.hint.text() == "Group 2 'a' is named twice."
    s.groups.clear()
    s.promotion.setValue(2)
    assert s.hint.text() == "Promotion needs strength groups."
    qtbot.keyClicks(s.groups, "A B")
    assert s.hint.text() == "Say how many players the winners' group takes."
    s.winners.setValue(3)
    s.rounds.setValue(2)
    assert s.hint.text() == "Promotion must come before the last round."
    s.rounds.setValue(5)
    assert s.hint.text() == "" and s.isComplete()


def test_event_page_needs_a_name(wizard: NewTournamentWizard, qtbot: QtBot) -> None:
    assert not wizard.event_page.isComplete()
    qtbot.keyClicks(wizard.event_page.name, "x")
    assert wizard.event_page.isComplete()


@settings(max_examples=60, deadline=None)
@given(st.lists(st.from_regex(r"[A-Z][0-9]?", fullmatch=True), min_size=2, max_size=6, unique=True))
def test_group_lists_round_trip(names: list[str]) -> None:
    assert parse_groups(", ".join(names)) == tuple(names)
    assert parse_groups(" ".join(names)) == tuple(names)


@settings(max_examples=60, deadline=None)
@given(st.text(max_size=40))
def test_file_names_are_always_safe(name: str) -> None:
    file = safe_file_name(name)
    assert file.endswith(".srt")
    assert "/" not in file and "\\" not in file and ".." not in file[:-4]


def test_an_existing_file_is_never_chosen(
    wizard: NewTournamentWizard, qtbot: QtBot, tmp_path: Path
) -> None:
    page = wizard.file_page
    taken = tmp_path / "taken.srt"
    taken.write_bytes(b"")
    page.path.setText(str(taken))
    assert not page.isComplete()
    assert page.hint.text() == "taken.srt exists already; choose another name."
    page.path.setText(str(tmp_path / "nowhere" / "x.srt"))
    assert page.hint.text().startswith("The folder ")
    page.path.setText(str(tmp_path / "fresh.srt"))
    assert page.isComplete() and page.hint.text() == ""


def test_tab_leaves_the_date_for_venue_and_director(
    wizard: NewTournamentWizard, qtbot: QtBot
) -> None:
    page = wizard.event_page
    with qtbot.waitActive(wizard):
        wizard.activateWindow()
    page.name.setFocus()
    qtbot.keyClicks(page.name, "Spring cup")
    qtbot.keyClick(page.name, Qt.Key.Key_Tab)
    assert QApplication.focusWidget() is page.date
    qtbot.keyClick(page.date, Qt.Key.Key_Tab)
    assert QApplication.focusWidget() is page.place
    qtbot.keyClicks(page.place, "Kiel")
    qtbot.keyClick(page.place, Qt.Key.Key_Tab)
    assert QApplication.focusWidget() is page.director
    qtbot.keyClick(page.director, Qt.Key.Key_Backtab)
    qtbot.keyClick(page.place, Qt.Key.Key_Backtab)
    assert QApplication.focusWidget() is page.date
    # the date itself is still typed section by section, with the arrow keys to move
    page.date.setDate(QDate(2026, 3, 14))
    page.date.setSelectedSection(QDateTimeEdit.Section.DaySection)
    qtbot.keyClick(page.date, Qt.Key.Key_Up)
    assert page.date.date() == QDate(2026, 3, 15)
    assert wizard.result_value().place == "Kiel"


def go_to_file_page(wizard: NewTournamentWizard, qtbot: QtBot) -> None:
    qtbot.keyClicks(wizard.event_page.name, "Spring cup")
    for _page in range(4):  # rules, structure, groups by rating (skipped), file
        wizard.next()
    assert wizard.currentPage() is wizard.file_page


def test_a_missing_default_folder_is_created(
    wizard: NewTournamentWizard, qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from tournament.ui.setup import wizard as module

    documents = tmp_path / "home" / "Documents"
    monkeypatch.setattr(module, "default_folder", lambda: documents)
    go_to_file_page(wizard, qtbot)
    page = wizard.file_page
    assert documents.is_dir()
    assert page.path.text() == str(documents / "Spring-cup.srt")
    assert page.isComplete() and page.hint.text() == ""


def test_a_default_folder_that_cannot_be_made_is_named_with_the_reason(
    wizard: NewTournamentWizard, qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from tournament.ui.setup import wizard as module

    blocker = tmp_path / "home"
    blocker.write_text("a file where the folder should be", encoding="utf-8")
    monkeypatch.setattr(module, "default_folder", lambda: blocker / "Documents")
    go_to_file_page(wizard, qtbot)
    page = wizard.file_page
    assert not page.isComplete()
    assert page.hint.text().startswith(f"The folder {blocker / 'Documents'} could not be created:")


def test_the_file_label_marks_its_key_and_leads_to_the_path(
    wizard: NewTournamentWizard, qtbot: QtBot
) -> None:
    go_to_file_page(wizard, qtbot)
    page = wizard.file_page
    label = next(w for w in page.findChildren(QLabel) if w.text() == "&File:")
    assert label.buddy() is page.path  # so the & marks the key instead of being shown


def test_the_games_and_steal_rules_are_named_by_the_vocabulary(
    app: QApplication, qtbot: QtBot
) -> None:
    from tournament import vocabulary
    from tournament.ui.app import install_language

    install_language("de")
    try:
        dialog = NewTournamentWizard()
        qtbot.addWidget(dialog)
        r = dialog.rules_page
        games = {r.variant.itemData(i): r.variant.itemText(i) for i in range(r.variant.count())}
        steals = [r.steal.itemText(i) for i in range(r.steal.count())]
    finally:
        install_language("en")
    assert games["indian"] == "Indisches Rommé" == vocabulary.game_name("indian", "de")
    assert games["stein-plus"] == "Stein-Rummy Plus"
    assert steals[0] == "Mehr Würfel derselben Augenzahl (Regeltext)"
    english = NewTournamentWizard()
    qtbot.addWidget(english)
    assert (
        english.rules_page.variant.itemText(english.rules_page.variant.findData("indian"))
        == "Indian Rummy"
    )
