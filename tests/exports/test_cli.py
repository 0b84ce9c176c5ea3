"""The exports commands, run in process through the stein-rummy dispatcher."""

from __future__ import annotations

import io
import sys
from pathlib import Path

import pytest
from openpyxl import load_workbook

from tournament.cli import main
from tournament.services import open_tournament

from .samples import pdf_info, pdf_pages, pdf_text


def _names(path: Path) -> list[str]:
    service = open_tournament(path)
    try:
        return [player.name for player in service.players.all()]
    finally:
        service.close()


def test_sheets_plan_and_cards(
    evening: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    sheets, plan, cards = tmp_path / "s.pdf", tmp_path / "p.pdf", tmp_path / "c.pdf"
    assert main(["sheets", str(evening), "--round", "2", "-o", str(sheets)]) == 0
    assert main(["plan", str(evening), "--round", "2", "-o", str(plan), "--lang", "en"]) == 0
    assert (
        main(["cards", str(evening), "--round", "1", "-o", str(cards), "--page-size", "Letter"])
        == 0
    )
    out = capsys.readouterr().out
    assert "2 score sheet(s), round 2" in out and "7 players" in out and "2 table card(s)" in out
    pages = pdf_pages(sheets)
    assert len(pages) == 2 and "Claims" in pages[0]
    assert "Łukasz Żółć" in "".join(pages) and "=Anna Müller" in "".join(pages)
    assert "Where do I sit?" in pdf_text(plan)
    assert "letter" in pdf_info(cards)["Page size"]


def test_blank_sheets(evening: Path, tmp_path: Path) -> None:
    target = tmp_path / "blank.pdf"
    assert main(["sheets", str(evening), "--round", "1", "--blank", "-o", str(target)]) == 0
    assert "Łukasz Żółć" not in pdf_text(target)


def test_export_everything(evening: Path, tmp_path: Path) -> None:
    xlsx, pdf, decisions, json_file = (
        tmp_path / "a.xlsx",
        tmp_path / "a.pdf",
        tmp_path / "d.pdf",
        tmp_path / "a.json",
    )
    args = ["export", str(evening), "--xlsx", str(xlsx), "--pdf", str(pdf)]
    args += ["--decisions", str(decisions), "--json", str(json_file), "--through-round", "1"]
    assert main(args) == 0
    book = load_workbook(xlsx)
    assert book.sheetnames[:3] == ["Rangliste", "Runde 1", "Runde 2"]
    names = [row[2] for row in book["Rangliste"].iter_rows(min_row=2, values_only=True)]
    assert sorted(names) == sorted(_names(evening))
    assert book["Rangliste"]["C2"].data_type == "s"
    assert "Rangliste nach Runde 1" in pdf_text(pdf)
    assert "Steine vertauscht" in pdf_text(decisions)
    assert json_file.stat().st_size > 0
    # The JSON tournament file can itself be printed from.
    again = tmp_path / "again.pdf"
    assert main(["export", str(json_file), "--pdf", str(again)]) == 0
    assert "Łukasz Żółć" in pdf_text(again)


def test_players_import_clean_list(
    evening: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    listing = tmp_path / "neu.csv"
    listing.write_bytes("Name;Verein\r\nJürgen Weiß;Köln\r\nRené Groß;\r\n".encode("cp1252"))
    before = _names(evening)
    assert main(["players", "import", str(evening), str(listing), "--dry-run"]) == 0
    assert _names(evening) == before
    assert main(["players", "import", str(evening), str(listing)]) == 0
    assert _names(evening) == [*before, "Jürgen Weiß", "René Groß"]
    assert "imported 2 player(s)" in capsys.readouterr().out


def test_players_import_with_problems_imports_nothing(
    evening: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    listing = tmp_path / "neu.csv"
    listing.write_text(
        "Name,Gruppe\nNeu Eins,\n,\nneu eins,\nŁukasz Żółć,\nNeu Zwei,XY\n", encoding="utf-8"
    )
    before = _names(evening)
    assert main(["players", "import", str(evening), str(listing)]) == 2
    captured = capsys.readouterr()
    assert "error: row 4: neu eins is already in row 2" in captured.out
    assert "error: row 5: Łukasz Żółć is already registered" in captured.out
    assert "error: row 6: there is no group “XY” (A–Z)" in captured.out
    assert "nothing imported" in captured.err
    assert _names(evening) == before
    assert main(["players", "import", str(evening), str(listing), "--skip-bad-rows"]) == 0
    assert _names(evening) == [*before, "Neu Eins"]


def test_players_import_speaks_the_language_asked_for(
    evening: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    listing = tmp_path / "neu.csv"
    listing.write_text("Name,Telefon\nNeu Eins,1\nneu eins,2\n", encoding="utf-8")
    before = _names(evening)
    assert main(["players", "import", str(evening), str(listing), "--lang", "de"]) == 2
    captured = capsys.readouterr()
    assert f"{listing}: 2 Spieler/innen, Kodierung utf-8, Trennzeichen ," in captured.out
    assert "Fehler: Zeile 3: neu eins steht schon in Zeile 2" in captured.out
    assert "Hinweis: Spalte „Telefon“ ist unbekannt" in captured.out
    assert "error" not in captured.out and "note" not in captured.out
    assert f"{listing}: nichts importiert" in captured.err
    assert _names(evening) == before
    args = ["players", "import", str(evening), str(listing), "--lang", "de", "--skip-bad-rows"]
    assert main(args) == 0
    out = capsys.readouterr().out
    assert "ausgelassene Zeilen: 3" in out and "1 Spieler/innen importiert" in out
    assert _names(evening) == [*before, "Neu Eins"]


def test_players_import_json_preview(
    evening: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    import json

    listing = tmp_path / "neu.csv"
    listing.write_text("Name,Telefon\nNeu,123\n", encoding="utf-8-sig")
    assert (
        main(
            ["players", "import", str(evening), str(listing), "--json", "--dry-run", "--lang", "de"]
        )
        == 0
    )
    preview = json.loads(capsys.readouterr().out)
    assert preview["ok"] and preview["encoding"] == "utf-8-sig"
    assert preview["players"] == [{"row": 2, "name": "Neu", "club": "", "group": ""}]
    assert (
        preview["problems"][0]["message"]
        == "Spalte „Telefon“ ist unbekannt und wird nicht übernommen"
    )


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (
            ["sheets", "{src}", "--round", "5", "-o", "{tmp}/x.pdf"],
            "round 5: the tournament has 2 round(s)",
        ),
        (["plan", "{tmp}/missing.srt", "--round", "1", "-o", "{tmp}/x.pdf"], "no such file"),
        (["sheets", "{src}", "--round", "1", "-o", "{tmp}/no/x.pdf"], "does not exist"),
        (["export", "{src}"], "give at least one of"),
        (["export", "{src}", "--pdf", "{tmp}/x.pdf", "--through-round", "3"], "has 2 round(s)"),
        (["cards", "{src}", "--round", "1", "-o", "{tmp}"], "is a folder"),
        (["plan", "{src}", "--round", "3", "-o", "{tmp}/x.pdf"], "round 3: the tournament has 2"),
        (["cards", "{src}", "--round", "0", "-o", "{tmp}/x.pdf"], "round 0: the tournament has 2"),
        (["plan", "{src}", "--round", "1", "-o", "{tmp}/no/x.pdf"], "does not exist"),
        (["export", "{tmp}/missing.json", "--pdf", "{tmp}/x.pdf"], "no such file"),
        (["players", "import", "{src}", "{tmp}/list.xls"], "save it as .xlsx or .csv"),
    ],
)
def test_bad_input_exits_2(
    evening: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str], args: list[str], message: str
) -> None:
    (tmp_path / "list.xls").write_bytes(b"\xd0\xcf")
    filled = [arg.format(src=evening, tmp=tmp_path) for arg in args]
    assert main(filled) == 2
    assert message in capsys.readouterr().err
    assert not (tmp_path / "x.pdf").exists()  # a refusal writes nothing


class _Terminal(io.StringIO):
    def isatty(self) -> bool:
        return True


def test_sheets_progress_on_a_terminal_only(
    evening: Path,
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    target = tmp_path / "s.pdf"
    argv = ["sheets", str(evening), "--round", "2", "-o", str(target)]
    assert main(argv) == 0
    assert capsys.readouterr().err == ""  # a pipe or a log: no progress
    terminal = _Terminal()
    monkeypatch.setattr(sys, "stderr", terminal)
    assert main(argv) == 0
    assert terminal.getvalue().endswith("\rscore sheets: 2 of 2\x1b[K\n")
    assert terminal.getvalue().startswith("\rscore sheets: 0 of 2")
    quiet = _Terminal()
    monkeypatch.setattr(sys, "stderr", quiet)
    assert main([*argv, "--quiet"]) == 0
    assert quiet.getvalue() == ""


# The child waits after its first sheet until the Ctrl-C has arrived: sent any earlier or
# later it would test nothing, and the job of 50 sheets may be over before a busy machine
# lets the test send it.
_WAIT_AFTER_THE_FIRST_SHEET = """
import sys
from tournament.exports import _files
step = _files.Ticker.step
def step_then_wait(self, count=1):
    step(self, count)
    if self.done == 1:
        print("first sheet written", flush=True)
        sys.stdin.readline()
_files.Ticker.step = step_then_wait
from tournament.cli import run
run()
"""


def test_ctrl_c_during_sheets_leaves_the_old_file(tmp_path: Path) -> None:
    """Ctrl-C while the sheets are written: exit status 130, the file that was there is
    left as it was and no temporary file stays behind."""
    import os
    import signal
    import subprocess

    from tournament.services.demo import build_demo

    source = tmp_path / "big.srt"
    build_demo(source, players=150, rounds=1, seed=3)
    out = tmp_path / "out"
    out.mkdir()
    target = out / "sheets.pdf"
    target.write_bytes(b"the sheets printed before")
    env = dict(os.environ, STEIN_RUMMY_TESTING="1")
    argv = ["sheets", str(source), "--round", "1", "-o", str(target)]
    process = subprocess.Popen(
        [sys.executable, "-c", _WAIT_AFTER_THE_FIRST_SHEET, *argv],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env=env,
    )
    assert process.stdout is not None
    assert process.stdout.readline() == "first sheet written\n"
    process.send_signal(signal.SIGINT)
    _out, err = process.communicate(timeout=60)  # closes stdin: a lost signal ends the wait
    assert process.returncode == 130, err
    assert target.read_bytes() == b"the sheets printed before"
    assert sorted(path.name for path in out.iterdir()) == ["sheets.pdf"]
