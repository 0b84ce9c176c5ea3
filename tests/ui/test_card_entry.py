"""The card games' settings dialog and score entry beyond the evenings: a match to 500
that grows a deal at a time, the settings that show and change only the game's options,
a decision that sets the points of a card game's match."""

from __future__ import annotations

from collections.abc import Iterator
from fractions import Fraction
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QDialogButtonBox
from pytestqt.qtbot import QtBot

from tournament.services.dto import Settings
from tournament.ui.games.indian import IndianMatchRow
from tournament.ui.session import Session
from tournament.ui.setup.tournament_settings import TournamentSettingsDialog

from .entry_helpers import decision_dialog, entry_view, table_rows


def card_tournament(path: Path, settings: Settings, players: int) -> Session:
    from tournament.services import create_tournament
    from tournament.services.dto import PlayerEntry

    service = create_tournament("Cards", location=path, settings=settings)
    service.players.import_players(
        [PlayerEntry(n) for n in ("Anna", "Bernd", "Clara", "Dieter")[:players]]
    )
    service.rounds.start_round()
    return Session(service)


@pytest.fixture
def to_500(app: QApplication, tmp_path: Path) -> Iterator[Session]:
    """Indian Rummy, a match to 500 at one table of three, round 1 started."""
    session = card_tournament(tmp_path / "500.srt", Settings(variant="indian", deals="to-500"), 3)
    yield session
    session.close()


def test_a_match_to_500_grows_a_deal_at_a_time_until_a_player_has_500(
    to_500: Session, qtbot: QtBot
) -> None:
    view = entry_view(to_500, qtbot)
    row = table_rows(view)[0]
    assert isinstance(row, IndianMatchRow) and len(row.deals) == 1
    a, b, c = row.players
    # 130 each, the most a losing hand counts
    for deal, total in ((0, "+260"), (1, "+520")):
        qtbot.keyClicks(row.deals[deal].winner, "1")
        qtbot.keyClicks(row.deals[deal].fields[b], "130")
        qtbot.keyClicks(row.deals[deal].fields[c], "130")
        assert f"Σ {total}" in row.totals[a].text()
        assert len(row.deals) == deal + 1
        if deal == 0:
            # nobody has 500: Enter opens the next deal
            qtbot.keyClick(row.deals[0].fields[c], Qt.Key.Key_Return)
            assert len(row.deals) == 2
            assert "Nobody has 500 yet" in row.status.text()
    # Anna has 520: the match is over, Enter saves it; the ranks' points are shown
    ends = zip(row.players, ("3 P.", "1.5 P.", "1.5 P."), strict=True)
    assert all(row.totals[p].text().endswith(points) for p, points in ends)
    qtbot.keyClick(row.deals[1].fields[c], Qt.Key.Key_Return)
    game = to_500.service.rounds.get(1).tables[0].games[0]
    assert game.status == "entered" and game.result is not None
    assert len(game.result.deals) == 2
    assert [game.points[p] for p in (a, b, c)] == [Fraction(3), Fraction(3, 2), Fraction(3, 2)]
    assert dict(game.result.totals) == {a: 520, b: -260, c: -260}


def test_a_match_to_500_cut_short_is_not_saved(to_500: Session, qtbot: QtBot) -> None:
    view = entry_view(to_500, qtbot)
    row = table_rows(view)[0]
    assert isinstance(row, IndianMatchRow)
    _a, b, c = row.players
    qtbot.keyClicks(row.deals[0].winner, "1")
    qtbot.keyClicks(row.deals[0].fields[b], "20")
    qtbot.keyClicks(row.deals[0].fields[c], "30")
    assert not row.save_button.isEnabled()
    qtbot.keyClick(row.deals[0].fields[c], Qt.Key.Key_Return)
    qtbot.keyClick(row.deals[1].winner, Qt.Key.Key_Return)
    # the second deal's row is empty: still nothing saved, the hint says what is missing
    assert len(row.deals) == 2
    assert "Nobody has 500 yet" in row.status.text()
    assert to_500.service.rounds.get(1).tables[0].games[0].status == "open"


def test_a_card_games_points_set_by_the_director(to_500: Session, qtbot: QtBot) -> None:
    view = entry_view(to_500, qtbot)
    row = table_rows(view)[0]
    row.decide()
    dialog = decision_dialog(view)
    dialog.kind.setCurrentIndex(dialog.kind.findData("points"))
    for pid, value in zip(row.players, ("3", "2", "1"), strict=True):
        qtbot.keyClicks(dialog.values[pid], value)
    qtbot.keyClicks(dialog.reason, "time ran out at 480")
    qtbot.mouseClick(
        dialog.buttons.button(QDialogButtonBox.StandardButton.Ok), Qt.MouseButton.LeftButton
    )
    game = to_500.service.rounds.get(1).tables[0].games[0]
    assert game.decision is not None and game.decision.kind == "points"
    assert [game.points[p] for p in row.players] == [Fraction(3), Fraction(2), Fraction(1)]
    row = table_rows(view)[0]
    assert "Decision: points set (time ran out at 480)" in row.status.text()
    assert [row.totals[p].text() for p in row.players] == ["3 P.", "2 P.", "1 P."]


def test_settings_show_and_change_only_the_games_options(
    app: QApplication, qtbot: QtBot, tmp_path: Path
) -> None:
    session = card_tournament(
        tmp_path / "d.srt", Settings(variant="drachen", steal="any-face"), players=3
    )
    try:
        dialog = TournamentSettingsDialog(session)
        qtbot.addWidget(dialog)
        dialog.show()
        rules = dialog.rules_page
        assert not rules.form.isRowVisible(rules.jokers) and not rules.form.isRowVisible(
            rules.deals
        )
        assert rules.form.isRowVisible(rules.steal) and rules.steal.currentData() == "any-face"
        assert rules.decks.currentData() == 1
        rules.decks.setCurrentIndex(rules.decks.findData(2))
        qtbot.mouseClick(
            dialog.buttons.button(QDialogButtonBox.StandardButton.Save), Qt.MouseButton.LeftButton
        )
        settings = session.service.info().settings
        assert (settings.decks, settings.steal) == (2, "any-face")
        # once a result is in, the game's options are fixed
        game = session.service.rounds.get(1).tables[0].games[0]
        from tournament.services.dto import ResultEntry

        session.service.games.record_result(
            game.id,
            ResultEntry(card_points=dict.fromkeys(game.player_ids, 1)),
            expected_version=game.version,
        )
        dialog = TournamentSettingsDialog(session)
        qtbot.addWidget(dialog)
        assert not dialog.rules_page.decks.isEnabled()
        assert not dialog.rules_page.steal.isEnabled()
        assert "The game, its options" in dialog.locked.text()
    finally:
        session.close()


def test_a_match_ended_early_counts_as_it_stood(
    app: QApplication, qtbot: QtBot, tmp_path: Path
) -> None:
    session = card_tournament(tmp_path / "early.srt", Settings(variant="indian"), 3)
    try:
        view = entry_view(session, qtbot)
        row = table_rows(view)[0]
        assert isinstance(row, IndianMatchRow) and len(row.deals) == 3
        a, b, c = row.players
        qtbot.keyClicks(row.deals[0].winner, "2")
        qtbot.keyClicks(row.deals[0].fields[a], "30")
        qtbot.keyClicks(row.deals[0].fields[c], "5")
        qtbot.keyClick(row.deals[0].fields[c], Qt.Key.Key_Return)
        # one deal of three: not complete, not saved
        assert "The round has 3 deals; 1 are entered." in row.status.text()
        assert not row.save_button.isEnabled()
        row.ended_early.setChecked(True)
        assert row.reason.isVisibleTo(row)
        assert "Give the reason why the match ended early." in row.status.text()
        assert not row.save_button.isEnabled()
        qtbot.keyClicks(row.reason, "time is up")
        # ranked as it stood: Bernd +35, Clara -5, Anna -30
        assert [row.totals[p].text() for p in row.players] == [
            "<b>Σ −30</b>  1 P.",
            "<b>Σ +35</b>  3 P.",
            "<b>Σ −5</b>  2 P.",
        ]
        qtbot.keyClick(row.reason, Qt.Key.Key_Return)
        game = session.service.rounds.get(1).tables[0].games[0]
        assert game.decision is not None and game.decision.kind == "ended_early"
        assert game.decision.reason == "time is up"
        assert [game.points[p] for p in (a, b, c)] == [Fraction(1), Fraction(3), Fraction(2)]
        # shown again as stored: the deal, the flag and the reason
        row = table_rows(view)[0]
        assert isinstance(row, IndianMatchRow)
        assert row.deals[0].winner.currentData() == b
        assert row.deals[0].fields[a].text() == "30"
        assert row.ended_early.isChecked() and row.reason.text() == "time is up"
        # the round's only table: the page says every game is entered
        assert row.status.text() == "✓ saved. Every game of this round is entered."
        assert row.state_text(row.current_check()) == "⚑ Decision: ended early (time is up)"
    finally:
        session.close()


def test_a_losing_hand_with_deadwood_0_is_remarked_and_saved(
    app: QApplication, tmp_path: Path, qtbot: QtBot
) -> None:
    session = card_tournament(tmp_path / "one.srt", Settings(variant="indian", deals=1), 3)
    try:
        view = entry_view(session, qtbot)
        row = table_rows(view)[0]
        assert isinstance(row, IndianMatchRow)
        _a, b, c = row.players
        qtbot.keyClicks(row.deals[0].winner, "1")
        qtbot.keyClicks(row.deals[0].fields[b], "0")
        qtbot.keyClicks(row.deals[0].fields[c], "12")
        assert "Deal 1: Bernd lost with deadwood 0; check the deal's winner." in row.status.text()
        assert row.save_button.isEnabled()  # a remark, not a refusal
        qtbot.keyClick(row.deals[0].fields[c], Qt.Key.Key_Return)
        assert session.service.rounds.get(1).tables[0].games[0].status == "entered"
    finally:
        session.close()
