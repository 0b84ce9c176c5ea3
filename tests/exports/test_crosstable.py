"""Player cards and the crosstable from a real tournament: data, PDF and workbook."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from openpyxl import load_workbook

from tournament.exports.crosstable_data import ResultsData, results_data
from tournament.exports.crosstable_pdf import write_crosstable, write_player_cards
from tournament.exports.crosstable_xlsx import write_results_workbook
from tournament.services import open_tournament

from .results_helpers import evening_copy
from .samples import pdf_pages, pdf_text


@pytest.fixture(scope="module")
def data(tmp_path_factory: pytest.TempPathFactory) -> Iterator[ResultsData]:
    folder = tmp_path_factory.mktemp("results")
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv("STEIN_RUMMY_DOCUMENTS", str(folder / "documents"))
        service = open_tournament(evening_copy(tmp_path_factory, folder / "abend.srt"))
        try:
            yield results_data(service)
        finally:
            service.close()


def test_every_card_adds_up_to_the_players_standing(data: ResultsData) -> None:
    assert len(data.players) == 7
    for player in data.players:
        card = data.card(player.key)
        assert card.points == player.standing.points
        assert card.max_points == player.standing.max_points
        assert len(card.games) == player.standing.games
        assert card.rounds == (1, 2)


def test_a_game_ended_early_shows_the_directors_count_and_the_decision(
    data: ResultsData,
) -> None:
    ended = [game for game in data.games if game.decision == "ended_early"]
    assert len(ended) == 1
    assert sorted(line.tiles_left for line in ended[0].lines) == [2, 3, 4]


def test_the_crosstable_pdf_names_everyone_and_explains_its_cells(
    data: ResultsData, tmp_path: Path
) -> None:
    target = tmp_path / "crosstable.pdf"
    assert write_crosstable(data, target, language="en") == 7
    text = pdf_text(target)
    for player in data.players:
        assert player.name in text
    assert "Crosstable" in text and "ahead–level–behind" in text
    table = data.crosstable()
    first, second = data.players[0], data.players[1]
    meeting = table.meeting(first.key, second.key)
    if meeting is not None:
        assert f"{meeting.ahead}–{meeting.level}–{meeting.behind}" in text


def test_player_cards_one_page_each_with_every_game(data: ResultsData, tmp_path: Path) -> None:
    target = tmp_path / "cards.pdf"
    assert write_player_cards(data, target) == 7
    pages = pdf_pages(target)
    assert len(pages) == 7
    for page, player in zip(pages, data.players, strict=True):
        assert f"Spielerkarte: {player.name}" in page
        assert "Gegner/innen" in page and "Spielrang" in page
    ended = next(game for game in data.games if game.decision == "ended_early")
    key = ended.lines[0].player
    one = tmp_path / "one.pdf"
    assert write_player_cards(data, one, players=[key], language="en") == 1
    text = pdf_text(one)
    assert f"Player card: {data.name(key)}" in text and "ended early" in text


def test_the_workbook_keeps_names_as_text_and_points_as_numbers(
    data: ResultsData, tmp_path: Path
) -> None:
    target = tmp_path / "cross.xlsx"
    assert write_results_workbook(data, target, language="en") == 2
    book = load_workbook(target)
    assert book.sheetnames == ["Crosstable", "Player cards"]
    grid = book["Crosstable"]
    names = [grid.cell(row, 2).value for row in range(2, 9)]
    assert names == [player.name for player in data.players]
    anna = next(row for row in range(2, 9) if grid.cell(row, 2).value == "=Anna Müller")
    assert grid.cell(anna, 2).data_type == "s"
    assert isinstance(grid.cell(anna, 10).value, int | float)
    cards = book["Player cards"]
    rows = list(cards.iter_rows(min_row=2, values_only=True))
    assert len(rows) == sum(player.standing.games for player in data.players)
    club = next(cell for cell in cards["C"] if cell.value == "+49 Club")
    assert club.data_type == "s"


def test_a_player_is_found_by_name_or_number(data: ResultsData) -> None:
    player = data.players[2]
    assert data.find(player.name.upper()) == player
    assert player.number is not None and data.find(str(player.number)) == player
    with pytest.raises(ValueError, match="no player"):
        data.find("Nobody")


def wide_field(count: int) -> ResultsData:
    """``count`` players in memory, each round at tables of three, one game per table."""
    from fractions import Fraction

    from tournament.exports.crosstable_data import PlayerRef
    from tournament.exports.model import StandingEntry, StandingsReport, TournamentHeader
    from tournament.scoring.crosstable import Line, ScoredGame

    header = TournamentHeader("Großes Feld")
    refs = tuple(
        PlayerRef(
            str(n),
            f"Spieler {n}",
            "",
            n,
            StandingEntry(n, f"Spieler {n}", "", Fraction(0), Fraction(0), 0),
        )
        for n in range(1, count + 1)
    )
    games = []
    for round_ in range(1, 4):
        step = (7, 11, 13)[round_ - 1]  # coprime to 60: each round seats everyone once
        order = [refs[(i * step + round_) % count].key for i in range(count)]
        for table in range(count // 3):
            seated = order[table * 3 : table * 3 + 3]
            lines = tuple(
                Line(key, seat, 0, None, Fraction(4 - seat)) for seat, key in enumerate(seated, 1)
            )
            games.append(ScoredGame(round_, table + 1, 1, lines, Fraction(3)))
    return ResultsData(StandingsReport(header, tuple(r.standing for r in refs)), refs, tuple(games))


def test_a_field_too_wide_for_one_page_is_printed_in_column_blocks(tmp_path: Path) -> None:
    data = wide_field(60)
    target = tmp_path / "wide.pdf"
    assert write_crosstable(data, target) == 60
    pages = pdf_pages(target)
    text = "".join(pages)
    for n in (1, 30, 60):
        assert f"Spieler {n}" in text
    # Each cell is wide enough for its figures: every meeting reads whole.
    records = {f"{m.ahead}–{m.level}–{m.behind}" for m in data.crosstable().meetings.values()}
    assert records and all(record in text for record in records)
    from tournament.exports.crosstable_pdf import column_blocks

    blocks = column_blocks(60, 267 * 2.8346)  # A4 landscape less the margins, in points
    assert len(blocks) > 1 and len(pages) >= len(blocks)
    assert [index for block in blocks for index in block] == list(range(60))
