"""The file check types every column: a file whose rows hold values of the wrong type, or
that names its schema twice or unknowingly, is refused in words before anything reads it."""

from __future__ import annotations

import shutil
import sqlite3
from pathlib import Path

import pytest

from tournament.cli import main
from tournament.services import create_tournament
from tournament.services.dto import PlayerEntry, ResultEntry


@pytest.fixture(scope="module")
def played(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("types") / "abend.srt"
    service = create_tournament("Abend", location=path)
    service.players.import_players([PlayerEntry(f"P{i}") for i in range(9)])
    game = service.rounds.start_round().value.tables[0].games[0]
    tiles = {p: (0 if i == 0 else 5) for i, p in enumerate(game.player_ids)}
    service.games.record_result(game.id, ResultEntry(tiles), expected_version=game.version)
    service.close()
    return path


CASES = {
    "tiles_abc": (
        "UPDATE result_line SET tiles_left = 'abc'",
        "damaged (table result_line, column tiles_left holds a value of the wrong type (text))",
    ),
    "tiles_true": ("UPDATE result_line SET tiles_left = 'true'", "column tiles_left"),
    "tiles_half": ("UPDATE result_line SET tiles_left = 3.5", "wrong type (real)"),
    "name_bytes": (
        "UPDATE player SET name = X'414243'",
        "table player, column name holds a value of the wrong type (blob)",
    ),
    "json_broken": ("UPDATE tournament SET extra = '{not json'", "column extra"),
    "two_revisions": (
        "INSERT INTO alembic_version VALUES ('0001_initial_schema')",
        "not a tournament file (more than one schema revision)",
    ),
    "unknown_revision": (
        "UPDATE alembic_version SET version_num = 'abcdef123456'",
        "schema abcdef123456 is not one of this program's",
    ),
    "newer_revision": (
        "UPDATE alembic_version SET version_num = '0099_later'",
        "made by a newer version of the program (schema 0099_later)",
    ),
}


@pytest.mark.parametrize("case", sorted(CASES))
def test_a_file_with_wrong_values_is_refused_in_words(
    case: str, played: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    sql, words = CASES[case]
    path = tmp_path / f"{case}.srt"
    shutil.copy(played, path)
    con = sqlite3.connect(path)
    con.execute(sql)
    con.commit()
    con.close()
    before = path.read_bytes()
    assert main(["standings", str(path)]) == 2
    err = capsys.readouterr().err
    assert words in err
    assert "Traceback" not in err
    assert path.read_bytes() == before  # nothing written


def test_an_intact_file_passes(played: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["standings", str(played)]) == 0
