"""Every item model of the app passes Qt's model tester, filled with real tournament data."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QApplication
from pytestqt.modeltest import ModelTester

from tournament.exports.players import preview_player_file
from tournament.ui.audit import AuditModel
from tournament.ui.importer import ImportPreviewModel
from tournament.ui.players import PlayersModel, PlayersProxy
from tournament.ui.rounds import RoundPlanModel
from tournament.ui.session import Session
from tournament.ui.standings import StandingsModel, StandingsProxy


def test_players_model_and_proxy(played: Session, qtmodeltester: ModelTester) -> None:
    model = PlayersModel(played)
    assert model.rowCount() == 9
    qtmodeltester.check(model)
    proxy = PlayersProxy()
    proxy.setSourceModel(model)
    proxy.setFilterFixedString("tsv")
    assert proxy.rowCount() == 3
    qtmodeltester.check(proxy)


def test_round_plan_model(played: Session, qtmodeltester: ModelTester) -> None:
    model = RoundPlanModel()
    model.set_round(played.service.round(2))
    assert model.rowCount() == 9
    qtmodeltester.check(model)
    model.set_round(None)
    assert model.rowCount() == 0
    qtmodeltester.check(model)


def test_standings_model_and_proxy(played: Session, qtmodeltester: ModelTester) -> None:
    model = StandingsModel()
    model.set_rows(played.service.standings())
    assert model.rowCount() == 9
    qtmodeltester.check(model)
    proxy = StandingsProxy()
    proxy.setSourceModel(model)
    proxy.sort(4)
    qtmodeltester.check(proxy)


def test_audit_model(played: Session, qtmodeltester: ModelTester) -> None:
    model = AuditModel()
    model.replace_rows(played.service.audit_log())
    assert model.rowCount() >= 11  # import, start, nine results, close, start
    qtmodeltester.check(model)


def test_import_preview_model(
    app: QApplication, tmp_path: Path, qtmodeltester: ModelTester
) -> None:
    source = tmp_path / "players.csv"
    source.write_text("Name;Verein\nAnna;TSV\nBernd;SC\nAnna;TSV\n", encoding="utf-8")
    model = ImportPreviewModel()
    model.set_preview(preview_player_file(source))
    assert model.rowCount() == 3
    qtmodeltester.check(model)
