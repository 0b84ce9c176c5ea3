"""The projector: where do I sit in alphabetical columns (31 players on one screen, 300
paging by themselves), the standings with the tie-break columns, headers that fit, and the
round clock big and in the corner."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import timedelta
from pathlib import Path

import pytest
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from tournament.services import create_tournament
from tournament.services.dto import PlayerEntry, Settings
from tournament.ui.projector.layout import PAD, font_of
from tournament.ui.projector.window import ProjectorWindow
from tournament.ui.session import Session
from tournament.ui.views.clock import LEVEL_COLOURS

FIRST = ["Zoë", "Anna", "Ömer", "Bernd", "Ute", "Clara", "Ärmin", "Dieter", "Eva", "Frank"]
LAST = ["Schmidt", "Müller", "Meyer-Lüdenscheidt", "Weber", "Schulz", "Becker"]


def evening(tmp_path: Path, players: int, settings: Settings | None = None) -> Session:
    service = create_tournament(
        "Clubabend", location=tmp_path / f"p{players}.srt", settings=settings, desk="desk"
    )
    service.players.import_players(
        [PlayerEntry(f"{FIRST[i % 10]} {LAST[i % 6]} {i}", "TSV Steinheim") for i in range(players)]
    )
    service.rounds.start_round()
    return Session(service)


@pytest.fixture
def thirty_one(app: QApplication, tmp_path: Path) -> Iterator[Session]:
    session = evening(tmp_path, 31, Settings(variant="stein-plus", round_minutes=45))
    yield session
    session.close()


def show(session: Session, qtbot: QtBot, mode: str) -> ProjectorWindow:
    projector = ProjectorWindow(session)
    qtbot.addWidget(projector)
    projector.resize(1920, 1080)
    projector.show()
    projector.set_mode(mode)
    return projector


def test_where_do_i_sit_is_alphabetical_on_one_screen(thirty_one: Session, qtbot: QtBot) -> None:
    projector = show(thirty_one, qtbot, "seats")
    names = [row[0] for row in projector.rows]
    assert len(names) == 31
    assert names[0].startswith("Anna") and names[1].startswith("Anna")
    # German readers look for Ärmin under A and Ömer under O, not after Z.
    assert names.index("Ärmin Schmidt 6") < names.index("Bernd Weber 3")
    assert names.index("Ömer Meyer-Lüdenscheidt 2") < names.index("Ute Schulz 4")
    assert names[-1].startswith("Zoë")
    assert projector.page_count() == 1
    fit = projector._columns_fit()
    assert fit.columns >= 2 and fit.per_page >= 31
    seat = {row[0]: (row[1], row[2]) for row in projector.rows}
    rnd = thirty_one.round(1)
    assert rnd is not None
    for table in rnd.tables:
        for s in table.seats:
            assert seat[s.player_name] == (str(table.number), str(s.seat))


def test_three_hundred_players_page_by_themselves(
    app: QApplication, qtbot: QtBot, tmp_path: Path
) -> None:
    session = evening(tmp_path, 300)
    try:
        projector = show(session, qtbot, "seats")
        pages = projector.page_count()
        assert 1 < pages <= 5
        per = projector.rows_per_page()
        assert per * (pages - 1) < 300 <= per * pages
        seen = []
        for _ in range(pages):
            seen.append(projector.page)
            projector.timer.timeout.emit()  # what the ten-second timer does
        assert seen == list(range(pages)) and projector.page == 0
    finally:
        session.close()


def test_standings_show_the_tie_breaks_and_every_header_whole(
    thirty_one: Session, qtbot: QtBot
) -> None:
    projector = show(thirty_one, qtbot, "standings")
    assert projector.headers == [
        "Rank",
        "Name",
        "Club",
        "Percent",
        "Points",
        "Won",
        "Claims",
        "Tiles left",
        "Games",
    ]
    fit = projector._table_fit()
    bold = QFontMetrics(font_of(projector.font(), fit.pixels, bold=True))
    pad = QFontMetrics(font_of(projector.font(), fit.pixels)).averageCharWidth() * PAD
    for header, width in zip(projector.headers, fit.widths, strict=True):
        assert bold.horizontalAdvance(header) <= width - 2 * pad
    assert sum(fit.widths) <= projector._content().width() + 1


def test_points_first_when_ranked_by_points(
    app: QApplication, qtbot: QtBot, tmp_path: Path
) -> None:
    session = evening(tmp_path, 9, Settings(rank_by="points"))
    try:
        projector = show(session, qtbot, "standings")
        assert projector.headers[3:] == ["Points", "Percent", "Won", "Tiles left", "Games"]
    finally:
        session.close()


def test_german_headers_fit_a_small_screen(
    thirty_one: Session, qtbot: QtBot, app: QApplication
) -> None:
    from tournament.ui.language import install_language

    install_language("de")
    projector = ProjectorWindow(thirty_one)
    qtbot.addWidget(projector)
    projector.resize(1024, 600)
    projector.show()
    projector.set_mode("standings")
    assert "Reststeine" in projector.headers
    fit = projector._table_fit()
    bold = QFontMetrics(font_of(projector.font(), fit.pixels, bold=True))
    pad = QFontMetrics(font_of(projector.font(), fit.pixels)).averageCharWidth() * PAD
    for column, (header, width) in enumerate(zip(projector.headers, fit.widths, strict=True)):
        if column not in projector.flexible:
            assert bold.horizontalAdvance(header) <= width - 2 * pad


def test_the_clock_is_big_and_turns_colour(thirty_one: Session, qtbot: QtBot) -> None:
    projector = show(thirty_one, qtbot, "clock")
    rnd = thirty_one.round(1)
    assert rnd is not None
    start = rnd.started_at
    projector.clock.now = lambda: start + timedelta(minutes=36)
    state = projector.clock.state()
    assert state is not None
    assert (state.text, state.level) == ("9:00", "warning")
    assert state.playing_text() == "10 tables still playing"
    image = projector.grab().toImage()
    colours = {image.pixelColor(x, y).name() for x in range(0, 1920, 8) for y in range(0, 1080, 8)}
    assert LEVEL_COLOURS["warning"].name() in colours
    projector.clock.now = lambda: start + timedelta(minutes=41)
    image = projector.grab().toImage()
    colours = {image.pixelColor(x, y).name() for x in range(0, 1920, 8) for y in range(0, 1080, 8)}
    assert LEVEL_COLOURS["urgent"].name() in colours
    assert LEVEL_COLOURS["warning"].name() not in colours


def test_no_clock_no_corner(app: QApplication, qtbot: QtBot, tmp_path: Path) -> None:
    session = evening(tmp_path, 9)
    try:
        projector = show(session, qtbot, "standings")
        assert projector.clock.state() is None
        image = projector.grab().toImage()
        colours = {
            image.pixelColor(x, y).name() for x in range(0, 1920, 6) for y in range(0, 200, 4)
        }
        assert not colours & {c.name() for c in LEVEL_COLOURS.values() if c.name() != "#f5f5f5"}
    finally:
        session.close()


def test_keys_choose_the_page(thirty_one: Session, qtbot: QtBot) -> None:
    from PySide6.QtCore import Qt

    projector = show(thirty_one, qtbot, "standings")
    for key, mode, title in (
        (Qt.Key.Key_P, "seats", "Clubabend — seating, round 1"),
        (Qt.Key.Key_T, "tables", "Clubabend — seating, round 1"),
        (Qt.Key.Key_C, "clock", "Clubabend — round clock"),
        (Qt.Key.Key_S, "standings", "Clubabend — standings"),
    ):
        qtbot.keyClick(projector, key)
        assert (projector.mode, projector.title) == (mode, title)
    qtbot.keyClick(projector, Qt.Key.Key_T)
    assert projector.headers == ["Table", "Seat", "Player", "Starts"]
    assert projector.rows[0][:3] == ["1", "1", projector.rows[0][2]]
    with pytest.raises(ValueError, match="unknown projector page"):
        projector.set_mode("plan")


@pytest.mark.parametrize(
    ("count", "rows", "heights"),
    [(31, 16, [16, 15]), (31, 11, [11, 11, 9]), (17, 16, [9, 8]), (5, 16, [5]), (0, 4, [])],
)
def test_columns_are_filled_evenly(count: int, rows: int, heights: list[int]) -> None:
    from tournament.ui.projector.layout import split_evenly

    columns = split_evenly(list(range(count)), rows)
    assert [len(c) for c in columns] == heights
    assert [n for c in columns for n in c] == list(range(count))
