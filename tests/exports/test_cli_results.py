"""stein-rummy publish, crosstable and season, run in process: output, bad input (exit 2,
a message on stderr, nothing written) and evenings that stay exactly as they were."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest
from openpyxl import load_workbook

from tournament.cli import main

from .results_helpers import evening_copy, play_evening
from .samples import pdf_pages, pdf_text


@pytest.fixture
def evening(tmp_path_factory: pytest.TempPathFactory, tmp_path: Path) -> Path:
    return evening_copy(tmp_path_factory, tmp_path / "abend.srt")


def _state(folder: Path) -> dict[str, tuple[bytes, int]]:
    """Every file of ``folder`` with its bytes and modification time."""
    return {
        path.name: (path.read_bytes(), path.stat().st_mtime_ns)
        for path in folder.iterdir()
        if path.is_file()
    }


def test_publish_writes_the_site(
    evening: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    web = tmp_path / "web"
    assert main(["publish", str(evening), "-o", str(web), "--lang", "en"]) == 0
    assert "open index.html" in capsys.readouterr().out
    index = (web / "index.html").read_text(encoding="utf-8")
    assert '<html lang="en">' in index and "Zoë &lt;b&gt;Ångström&lt;/b&gt;" in index
    assert (web / "crosstable.html").is_file() and (web / "round-2.html").is_file()


def test_publish_speaks_german_by_default(evening: Path, tmp_path: Path) -> None:
    assert main(["publish", str(evening), "-o", str(tmp_path / "web")]) == 0
    assert "Kreuztabelle" in (tmp_path / "web" / "index.html").read_text(encoding="utf-8")


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["publish", "{missing}", "-o", "{web}"], "no such file"),
        (["publish", "{evening}", "-o", "{file}"], "is a file"),
        (["publish", "{evening}", "-o", "{deep}"], "does not exist"),
        (["publish", "{evening}", "-o", "{web}", "--lang", "fr"], "invalid choice"),
        (["crosstable", "{evening}"], "give at least one"),
        (["crosstable", "{evening}", "--cards", "{pdf}", "--player", "Nobody"], "no player"),
        (["crosstable", "{evening}", "--pdf", "{deep_pdf}"], "does not exist"),
        (["season", "{evening}", "{missing}"], "no such file"),
        (["season", "{evening}", "--best", "0"], "give 1 or more"),
        (["season", "{evening}", "--min-evenings", "2"], "has 1 evening"),
        (["season", "{evening}", "--pdf", "{deep_pdf}"], "does not exist"),
        (["season", "{evening}", "--teams", "x"], "not a whole number"),
        (["season", "{notes}"], "not a tournament file"),
    ],
)
def test_bad_input_exits_2_with_a_message_and_writes_nothing(
    evening: Path,
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    args: list[str],
    message: str,
) -> None:
    (tmp_path / "file.txt").write_text("keep", encoding="utf-8")
    (tmp_path / "notes.srt").write_text("not a database", encoding="utf-8")
    places = {
        "missing": tmp_path / "missing.srt",
        "evening": evening,
        "web": tmp_path / "web",
        "file": tmp_path / "file.txt",
        "deep": tmp_path / "no" / "web",
        "pdf": tmp_path / "cards.pdf",
        "deep_pdf": tmp_path / "no" / "out.pdf",
        "notes": tmp_path / "notes.srt",
    }
    before = _state(tmp_path)
    assert _run([arg.format(**places) for arg in args]) == 2
    assert message in capsys.readouterr().err
    assert _state(tmp_path) == before
    folders = sorted(path.name for path in tmp_path.iterdir() if path.is_dir())
    assert folders == []  # no output folder, no scratch copy left behind


def _run(args: list[str]) -> int | str | None:
    """The exit status of the command, also when argparse refuses an option (it exits)."""
    try:
        return main(args)
    except SystemExit as exc:
        return exc.code


def test_crosstable_writes_the_pdf_the_cards_and_the_workbook(
    evening: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    grid, cards, book = tmp_path / "x.pdf", tmp_path / "c.pdf", tmp_path / "x.xlsx"
    args = ["crosstable", str(evening), "--pdf", str(grid), "--cards", str(cards)]
    args += ["--xlsx", str(book), "--player", "carla weiss", "--player", "BERND SCHÄFER"]
    assert main(args) == 0
    out = capsys.readouterr().out
    assert "crosstable, 7 players" in out and "2 player card(s)" in out
    pages = pdf_pages(cards)
    assert "Spielerkarte: Carla Weiß" in pages[0] and "Spielerkarte: Bernd Schäfer" in pages[1]
    assert "Kreuztabelle" in pdf_text(grid)
    assert load_workbook(book).sheetnames == ["Kreuztabelle", "Spielerkarten"]


@pytest.fixture
def season(tmp_path_factory: pytest.TempPathFactory, tmp_path: Path) -> list[Path]:
    """Two evenings: the shared one, and a second with the same players a month later
    (one rename in case and accents), one round each."""
    first = evening_copy(tmp_path_factory, tmp_path / "november.srt")
    from .results_helpers import TRICKY

    players = [("carla weiss" if name == "Carla Weiß" else name, club) for name, club in TRICKY]
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv("STEIN_RUMMY_DOCUMENTS", str(tmp_path / "documents"))
        second = play_evening(
            tmp_path / "dezember.srt",
            name="Dezember",
            date="2026-12-20",
            rounds=1,
            players=players,
        )
    return [second, first]  # out of order: the season sorts by date


def test_season_ranks_over_the_evenings_without_changing_them(
    season: list[Path], tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    for path in season:  # a clean file, as when the app has closed it
        assert not Path(f"{path}-wal").exists()
    before = _state(tmp_path)
    assert main(["season", *map(str, season), "--json", "--teams", "2"]) == 0
    result = json.loads(capsys.readouterr().out)
    # each evening named by its name and date (RULINGS §6)
    labels = [e["label"] for e in result["evenings"]]
    assert labels == ["Abend <Nov> & Co 29.11.2026", "Dezember 20.12.2026"]
    assert [e["game"] for e in result["evenings"]] == ["stein-plus", "stein-plus"]
    assert result["merged"] == []
    assert len(result["players"]) == 7  # carla weiss is Carla Weiß
    carla = next(p for p in result["players"] if p["name"] == "carla weiss")
    assert all(value is not None for value in carla["percents"])
    assert [p["rank"] for p in result["players"]] == sorted(p["rank"] for p in result["players"])
    assert {team["team"] for team in result["teams"]} >= {"SC Blau-Weiß", "Rummy & Co"}
    assert _state(tmp_path) == before
    assert not list(tmp_path.glob("*-wal")) and not list(tmp_path.glob("*-shm"))


def test_season_writes_pdf_and_workbook_and_prints_a_table(
    season: list[Path], tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    pdf, book = tmp_path / "season.pdf", tmp_path / "season.xlsx"
    args = ["season", *map(str, season), "--best", "1", "--min-evenings", "2"]
    assert main([*args, "--pdf", str(pdf), "--xlsx", str(book), "--lang", "en"]) == 0
    assert "season ranking, 7 players, 2 evenings" in capsys.readouterr().out
    text = pdf_text(pdf)
    assert "Season ranking 2026-11-29 – 2026-12-20" in text and "the best 1 evenings" in text
    sheet = load_workbook(book)["Season ranking"]
    header = [cell.value for cell in sheet[1]]
    assert header[3:5] == ["Abend <Nov> & Co 2026-11-29", "Dezember 2026-12-20"]
    anna = next(row for row in sheet.iter_rows(min_row=2) if row[1].value == "=Anna Müller")
    assert anna[1].data_type == "s" and isinstance(anna[3].value, int | float)
    assert main(args) == 0
    table = capsys.readouterr().out
    assert table.startswith("Saisonwertung") and "Zoë <b>Ångström</b>" in table
    assert "(" in table  # the evening that does not count is in brackets


def test_two_evenings_on_one_day_are_told_apart_by_their_names(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv("STEIN_RUMMY_DOCUMENTS", str(tmp_path / "documents"))
        early = play_evening(tmp_path / "a.srt", name="Frühschicht", date="2026-12-04", rounds=1)
        late = play_evening(tmp_path / "b.srt", name="Spätschicht", date="2026-12-04", rounds=1)
    assert main(["season", str(early), str(late)]) == 0
    head = capsys.readouterr().out.splitlines()[1]
    assert "Frühschicht 04.12.2026" in head and "Spätschicht 04.12.2026" in head


def test_an_evening_of_another_game_is_refused_unless_merged(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv("STEIN_RUMMY_DOCUMENTS", str(tmp_path / "documents"))
        plus = play_evening(tmp_path / "plus.srt", name="Plus", date="2026-12-01", rounds=1)
        basic = play_evening(
            tmp_path / "basic.srt", name="Basis", date="2026-12-04", rounds=1, variant="stein"
        )
    args = ["season", str(plus), str(basic)]
    assert _run(args) == 2
    err = capsys.readouterr().err
    assert (
        "'Basis 04.12.2026' is Stein-Rummy," in err and "'Plus 01.12.2026' Stein-Rummy Plus" in err
    )
    pdf = tmp_path / "merged.pdf"
    assert main([*args, "--merge", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["merged"] == ["Stein-Rummy Plus", "Stein-Rummy"]
    assert main([*args, "--merge"]) == 0
    said = "Verschiedene Spiele auf Wunsch der Turnierleitung zusammen gewertet"
    assert said in capsys.readouterr().out
    assert main([*args, "--merge", "--pdf", str(pdf), "--lang", "en"]) == 0
    assert "ranked together at the director's request: Stein-Rummy Plus, Stein-Rummy" in (
        pdf_text(pdf).replace("\n", " ")
    )


def test_a_json_tournament_file_is_an_evening_too(
    evening: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    exported = tmp_path / "abend.json"
    assert main(["export", str(evening), "--json", str(exported)]) == 0
    capsys.readouterr()
    assert main(["season", str(exported), "--json"]) == 0
    assert len(json.loads(capsys.readouterr().out)["players"]) == 7
    assert os.path.getsize(exported) > 0


def test_an_evening_of_an_older_schema_is_read_but_not_upgraded(
    evening: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Opening the file itself would upgrade it (and keep a copy beside it); the season
    reads a copy, so the older file stays exactly as it was."""
    from alembic import command
    from sqlalchemy import create_engine, text

    from tournament.store.database import alembic_config

    old = tmp_path / "old.srt"
    engine = create_engine(f"sqlite:///{old}")
    with engine.begin() as connection:
        command.upgrade(alembic_config(connection), "0002")
        connection.execute(
            text(
                "INSERT INTO tournament (name, date, place, director, variant, jokers, "
                "first_turn_rommee, neutral_penalty, rank_by, movement, groups, "
                "winners_group, seating_seed, draw, extra, created_at, updated_at, version) "
                "VALUES ('Oktober', '2026-10-25', '', '', 'stein', 'per_player', "
                "'winner_full', '0', 'percent', 'rotate', '', 'W', 0, 0, '{}', "
                "'2026-10-25 18:00:00', '2026-10-25 18:00:00', 1)"
            )
        )
    engine.dispose()
    before = _state(tmp_path)
    # a basic evening beside a Plus one: ranked together when asked (RULINGS §6)
    assert main(["season", str(old), str(evening), "--json", "--merge"]) == 0
    result = json.loads(capsys.readouterr().out)
    assert [e["name"] for e in result["evenings"]] == ["Oktober", "Abend <Nov> & Co"]
    assert _state(tmp_path) == before
