"""Scores as the director enters them: a Plus game ended early with claims (preview =
saved, in the row and in the decision dialog), a refused correction that says why and
shows the stored value again, and a small Plus evening through the widgets."""

from __future__ import annotations

import random
from collections import Counter
from fractions import Fraction
from pathlib import Path

from openpyxl import load_workbook
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from tournament.exports.adapter import standings_report, workbook_data
from tournament.exports.reports import write_standings_report
from tournament.exports.xlsx import write_standings_workbook
from tournament.services import create_tournament, open_tournament
from tournament.services.dto import PlayerEntry, ResultEntry, Settings
from tournament.ui.entry.score_entry import ScoreEntryView
from tournament.ui.games.stein import GameRow
from tournament.ui.language import install_language
from tournament.ui.session import Session
from tournament.ui.views.standings import CLAIMS, NAME, POINTS, RANK, StandingsView

from .entry_helpers import decision_dialog, entry_row, entry_view, previews, table_rows, type_game

F = Fraction


def test_ended_early_in_the_row_keeps_the_claims(
    plus: Session, qtbot: QtBot, reported: list[str]
) -> None:
    view, row = entry_row(plus, qtbot)
    a, b, c, d = row.game.player_ids
    type_game(qtbot, row, [2, 5, 5, 7], {1: 1})
    row.ended_early.setChecked(True)
    qtbot.keyClicks(row.reason, "time is up")
    # Ended early: 3 / 2 / 1 / 0 by tiles, b and c share 2 and 1; b's claim adds 1.
    assert previews(row) == ["3 P.", "2.5 P.", "1.5 P.", "0 P."]
    qtbot.keyClick(row.reason, Qt.Key.Key_Return)
    assert reported == []
    game = plus.service.rounds.get(1).tables[0].games[0]
    assert game.decision is not None and game.decision.kind == "ended_early"
    assert dict(game.decision.claims) == {b: 1}
    assert game.points == {a: 3, b: F(5, 2), c: F(3, 2), d: 0}
    row = table_rows(view)[0]
    assert row.claims[b].text() == "1" and row.tiles[d].text() == "7"
    assert previews(row) == ["3 P.", "2.5 P.", "1.5 P.", "0 P."]
    assert row.state_text() == "⚑ Decision: ended early (time is up)"
    standings = {r.player_id: r for r in plus.service.games.standings()}
    assert (standings[b].points, standings[b].claims) == (F(5, 2), 1)


def test_ended_early_in_the_decision_dialog_takes_claims(
    plus: Session, qtbot: QtBot, reported: list[str]
) -> None:
    view, row = entry_row(plus, qtbot, 1)
    a, b, c, d = row.game.player_ids
    qtbot.mouseClick(row.decision_button, Qt.MouseButton.LeftButton)
    dialog = decision_dialog(view)
    dialog.kind.setCurrentIndex(dialog.kind.findData("ended_early"))
    assert set(dialog.claims) == {a, b, c, d}
    assert all(field.isVisibleTo(dialog) for field in dialog.claims.values())
    for pid, tiles in zip((a, b, c, d), ("4", "1", "6", "6"), strict=True):
        qtbot.keyClicks(dialog.values[pid], tiles)
    qtbot.keyClicks(dialog.claims[d], "2")
    qtbot.keyClicks(dialog.reason, "table stopped")
    ok = dialog.buttons.button(dialog.buttons.StandardButton.Ok)
    qtbot.mouseClick(ok, Qt.MouseButton.LeftButton)
    assert reported == []
    game = plus.service.rounds.get(1).tables[0].games[1]
    # b fewest (3), a 2, c and d share 1 and 0; d's two claims add 2.
    assert game.points == {a: 2, b: 3, c: F(1, 2), d: F(5, 2)}
    row = table_rows(view)[1]
    assert row.claims[d].text() == "2"
    assert previews(row) == ["2 P.", "3 P.", "0.5 P.", "2.5 P."]
    # Other decisions have no claims to give.
    row.decide()
    dialog = decision_dialog(view)
    dialog.kind.setCurrentIndex(dialog.kind.findData("neutralised"))
    assert not any(field.isVisibleTo(dialog) for field in dialog.claims.values())
    dialog.reject()


def test_basic_game_decisions_have_no_claims(played: Session, qtbot: QtBot) -> None:
    view, row = entry_row(played, qtbot)
    row.decide()
    dialog = decision_dialog(view)
    assert dialog.claims == {}
    dialog.reject()


def closed_round_row(session: Session, qtbot: QtBot) -> tuple[ScoreEntryView, GameRow]:
    view = entry_view(session, qtbot)
    view.round_box.setCurrentIndex(view.round_box.findData(1))
    row = table_rows(view)[0]
    assert row.game.round_number == 1 and session.service.rounds.get(1).status == "closed"
    return view, row


def test_a_refused_correction_shows_the_stored_value_and_why(
    played: Session, qtbot: QtBot, reported: list[str]
) -> None:
    view, row = closed_round_row(played, qtbot)
    before = played.service.rounds.get(1).tables[0].games[0]
    loser = next(p for p in row.game.player_ids if row.tiles[p].text() != "0")
    stored = row.tiles[loser].text()
    row.tiles[loser].setText(str(int(stored) + 1))
    qtbot.keyClick(row.tiles[loser], Qt.Key.Key_Return)
    why = (
        "Round 1, table 1, game 1: The round is closed. "
        "Reopen it on the Rounds page to correct results."
    )
    assert reported == [why]
    assert played.service.rounds.get(1).tables[0].games[0] == before
    row = table_rows(view)[0]
    assert row.tiles[loser].text() == stored
    assert row.status.text() == f"Not saved: {why}"
    assert "saved" not in row.status.text().replace("Not saved", "")
    assert played.undo_stack.count() == 0
    # Typing again clears the message; the row says it is not saved until it is.
    row.tiles[loser].setText(str(int(stored) + 2))
    assert row.status.text() == "changed, not saved yet (Enter saves)"
    row.tiles[loser].setText(stored)
    assert row.status.text() == "✓ saved"


def test_a_refused_correction_says_why_in_german(
    played: Session, qtbot: QtBot, reported: list[str]
) -> None:
    install_language("de")
    _view, row = closed_round_row(played, qtbot)
    loser = next(p for p in row.game.player_ids if row.tiles[p].text() != "0")
    stored = row.tiles[loser].text()
    row.tiles[loser].setText(str(int(stored) + 1))
    qtbot.keyClick(row.tiles[loser], Qt.Key.Key_Return)
    assert len(reported) == 1 and "geschlossen" in reported[0]
    assert row.tiles[loser].text() == stored
    assert row.status.text().startswith("Nicht gespeichert: ")
    assert row.status.text().endswith(reported[0])


def test_a_correction_another_desk_beat_shows_that_desks_result(
    played: Session, qtbot: QtBot, reported: list[str]
) -> None:
    _view, row = entry_row(played, qtbot)
    a, b, c = row.game.player_ids
    type_game(qtbot, row, [0, 4, 6])
    qtbot.keyClick(row.tiles[c], Qt.Key.Key_Return)
    other = open_tournament(played.info().location, desk="desk 2")
    game = other.games.get(row.game.id)
    other.games.record_result(
        game.id, ResultEntry({a: 5, b: 0, c: 7}), expected_version=game.version
    )
    other.close()
    row.tiles[c].setText("8")
    qtbot.keyClick(row.tiles[c], Qt.Key.Key_Return)
    assert len(reported) == 1 and "Another desk saved this game" in reported[0]
    assert [row.tiles[p].text() for p in (a, b, c)] == ["5", "0", "7"]
    assert row.status.text() == f"Not saved: {reported[0]}"
    assert previews(row) == ["2 P.", "3 P.", "1 P."]
    # The row holds the other desk's version now: saving again works.
    row.tiles[c].setText("9")
    qtbot.keyClick(row.tiles[c], Qt.Key.Key_Return)
    assert len(reported) == 1
    stored = played.service.games.get(row.game.id)
    assert stored.result is not None and stored.result.tiles_left[c] == 9


def test_a_refused_decision_keeps_the_dialog_open_with_the_reason(
    played: Session, qtbot: QtBot, reported: list[str]
) -> None:
    view, row = closed_round_row(played, qtbot)
    row.decide()
    dialog = decision_dialog(view)
    qtbot.keyClicks(dialog.reason, "late")
    qtbot.mouseClick(
        dialog.buttons.button(dialog.buttons.StandardButton.Ok), Qt.MouseButton.LeftButton
    )
    assert dialog.isVisible()
    assert dialog.hint.text() == reported[-1]
    dialog.reject()


def test_a_small_plus_evening_through_the_widgets(
    app: QApplication, tmp_path: Path, qtbot: QtBot, reported: list[str]
) -> None:
    """Nine players of Stein-Rummy Plus, two rounds typed into the score entry: claims,
    games ended early with claims, a decision; every saved game scores what its row
    previewed, and the standings add up what was saved."""
    service = create_tournament(
        "Plus evening", location=tmp_path / "evening.srt", settings=Settings(variant="stein-plus")
    )
    service.players.import_players([PlayerEntry(f"Player {n}") for n in range(1, 10)])
    session = Session(service)
    view = entry_view(session, qtbot)
    rng = random.Random(9)
    saved_previews: dict[int, list[str]] = {}
    for round_number in (1, 2):
        service.rounds.start_round()
        session.notify("rounds")
        for table_index in range(3):
            view.select_table(round_number, table_index + 1)
            for game_index, row in enumerate(table_rows(view)):
                early = (table_index + game_index) % 4 == 0
                tiles = [rng.randint(1, 12) for _ in range(3)]
                if not early:
                    tiles[game_index] = 0
                type_game(qtbot, row, tiles, {rng.randrange(3): rng.randint(1, 2)})
                if early:
                    row.ended_early.setChecked(True)
                    qtbot.keyClicks(row.reason, "time")
                preview = previews(row)
                assert all(text.endswith(" P.") for text in preview), preview
                saved_previews[row.game.id] = preview
                qtbot.keyClick(row.tiles[row.game.player_ids[0]], Qt.Key.Key_Return)
        assert reported == []
        if round_number == 1:
            view.select_table(1, 2)
            row = table_rows(view)[2]
            row.decide()
            dialog = decision_dialog(view)
            qtbot.keyClicks(dialog.reason, "slow table")
            qtbot.mouseClick(
                dialog.buttons.button(dialog.buttons.StandardButton.Ok), Qt.MouseButton.LeftButton
            )
            saved_previews[row.game.id] = ["3 P."] * 3  # neutralised Plus: 9 / 3 each
            service.rounds.close_round(1)
    totals: Counter[int] = Counter()
    claims: Counter[int] = Counter()
    for rnd in service.rounds.all():
        for table in rnd.tables:
            for game in table.games:
                assert game.points is not None and game.status != "open"
                assert [Fraction(t[:-3]) for t in saved_previews[game.id]] == [
                    game.points[p] for p in game.player_ids
                ]
                for pid in game.player_ids:
                    totals[pid] += game.points[pid]
                    if game.decision is not None and game.decision.kind == "ended_early":
                        claims[pid] += game.decision.claims.get(pid, 0)
                    elif game.decision is None and game.result is not None:
                        claims[pid] += game.result.claims.get(pid, 0)
    rows = {r.player_id: r for r in service.games.standings()}
    assert {pid: r.points for pid, r in rows.items()} == dict(totals)
    assert {pid: r.claims for pid, r in rows.items()} == {p: claims[p] for p in rows}
    assert sum(claims.values()) > 0
    standings = StandingsView(session)
    qtbot.addWidget(standings)
    standings.show()
    assert not standings.table.isColumnHidden(CLAIMS)
    names = {p.id: p.name for p in service.players.all()}
    shown_rows = {
        standings.model.index(r, NAME).data(): (
            standings.model.index(r, RANK).data(),
            standings.model.index(r, POINTS).data(),
            standings.model.index(r, CLAIMS).data(),
        )
        for r in range(standings.model.rowCount())
    }
    for pid, row_data in rows.items():
        rank, points, claim_text = shown_rows[names[pid]]
        assert rank == ("=" if row_data.shared else "") + str(row_data.rank)
        assert Fraction(points.replace(",", ".")) == row_data.points
        assert int(claim_text) == row_data.claims
    # The printouts of the evening: Excel with the ranks as shown, the PDF written whole.
    workbook = tmp_path / "evening.xlsx"
    write_standings_workbook(workbook_data(service), workbook, language="de")
    sheet = load_workbook(workbook)["Rangliste"]
    ranks = {
        sheet.cell(r, 3).value: (sheet.cell(r, 1).value, sheet.cell(r, 1).number_format)
        for r in range(2, 11)
    }
    for pid, row_data in rows.items():
        shared_format = '"="0' if row_data.shared else "General"
        assert ranks[names[pid]] == (row_data.rank, shared_format)
    info = {
        row[0]: row[1] for row in load_workbook(workbook)["Turnier"].iter_rows(values_only=True)
    }
    assert info["Gleichstand"].startswith("Rang nach Prozent; bei Gleichstand entscheiden")
    assert "dann Claims" in info["Gleichstand"]
    pdf = tmp_path / "evening.pdf"
    assert write_standings_report(standings_report(service), pdf, language="en") == 9
    assert pdf.read_bytes().startswith(b"%PDF")
    session.close()
