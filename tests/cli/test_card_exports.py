"""`stein-rummy sheets` and `stein-rummy export` on a card-game tournament: the card
games' sheets, standings and workbook; bad input exits 2 and changes nothing."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from openpyxl import load_workbook

from tests.exports.card_samples import import_golden
from tests.exports.samples import pdf_pages, pdf_text
from tournament.cli import main


@pytest.fixture(scope="module")
def evenings(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    folder = tmp_path_factory.mktemp("card-cli")
    return {
        name: import_golden(f"{name}-evening", folder / f"{name}.srt")
        for name in ("indian", "drachen")
    }


def test_sheets_of_an_indian_round(
    evenings: dict[str, Path], tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    target = tmp_path / "runde1.pdf"
    assert main(["sheets", str(evenings["indian"]), "--round", "1", "-o", str(target)]) == 0
    assert "2 score sheet(s), round 1" in capsys.readouterr().out
    first, second = pdf_pages(target)
    for page, names in ((first, ("Anna", "Bert", "Clara")), (second, ("Dora", "Emil", "Frida"))):
        assert all(name in page for name in names)
        assert "Deadwood" in page and "Punktestand" in page and "Steine" not in page
    blank = tmp_path / "leer.pdf"
    args = ["sheets", str(evenings["indian"]), "--round", "2", "--blank", "--lang", "en"]
    assert main([*args, "-o", str(blank)]) == 0
    text = pdf_text(blank)
    assert "Anna" not in text and "declared" in text and "Deals per round" in text


def test_sheets_of_a_drachen_round_on_letter(
    evenings: dict[str, Path], tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    target = tmp_path / "drachen.pdf"
    args = ["sheets", str(evenings["drachen"]), "--round", "2", "--page-size", "Letter"]
    assert main([*args, "--lang", "en", "-o", str(target)]) == 0
    three, four = pdf_pages(target)
    assert "laid sets" in three and "hand cards" in three
    assert "Gustav" in four and "MP by rank: 4 / 3 / 2 / 1" in " ".join(four.split())


def test_export_of_a_card_game(
    evenings: dict[str, Path], tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    for name, total in (("indian", "Punktestand"), ("drachen", "Kartenpunkte")):
        xlsx, pdf, decisions = (
            tmp_path / f"{name}{suffix}" for suffix in (".xlsx", ".pdf", "-e.pdf")
        )
        args = ["export", str(evenings[name]), "--xlsx", str(xlsx), "--pdf", str(pdf)]
        assert main([*args, "--decisions", str(decisions)]) == 0
        out = capsys.readouterr().out
        assert "standings workbook" in out and "standings report" in out
        workbook = load_workbook(xlsx)
        head = [cell.value for cell in workbook["Rangliste"][1]]
        workbook.close()
        assert total in head and "Steine" not in head
        assert total in pdf_text(pdf) and "Reststeine" not in pdf_text(pdf)
        assert "Entscheidungen der Turnierleitung" in pdf_text(decisions)


def test_a_round_a_card_game_has_not_played_exits_2(
    evenings: dict[str, Path], tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    copy = tmp_path / "indisch.srt"
    shutil.copy(evenings["indian"], copy)
    before = copy.read_bytes()
    target = tmp_path / "nie.pdf"
    assert main(["sheets", str(copy), "--round", "3", "-o", str(target)]) == 2
    assert "round 3: the tournament has 2 round(s)" in capsys.readouterr().err
    assert not target.exists() and copy.read_bytes() == before
