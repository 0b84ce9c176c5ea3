"""Bad files on the command line: exit status 2, a message on stderr naming the file and
the problem, and nothing written (issue 10, item 13).

Each case runs ``stein-rummy standings`` and ``stein-rummy import`` on a tournament file, or
``stein-rummy players import`` on a player list, in process.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from tournament.cli import main
from tournament.scoring.limits import NAME_LIMIT
from tournament.scoring.tournament_file import loads
from tournament.services import create_tournament, open_tournament


def _tournament() -> dict[str, Any]:
    players = [
        {"id": key, "name": name} for key, name in (("a", "Anna"), ("b", "Bea"), ("c", "Cem"))
    ]
    game = {"tiles_left": {"a": 0, "b": 3, "c": 4}}
    table = {"number": 1, "players": ["a", "b", "c"], "games": [game]}
    return {
        "format": "stein-rummy/1",
        "name": "Clubabend",
        "players": players,
        "rounds": [{"number": 1, "tables": [table]}],
    }


def _refused(path: Path, capsys: pytest.CaptureFixture[str], *words: str) -> None:
    """Both commands refuse ``path`` with exit 2, naming the file and ``words``; the import
    creates nothing."""
    target = path.with_suffix(".srt")
    for args in (["standings", str(path)], ["import", str(path), str(target)]):
        assert main(args) == 2, args
        captured = capsys.readouterr()
        assert captured.out == ""
        assert str(path) in captured.err, captured.err
        for word in words:
            assert word in captured.err, captured.err
        assert "Traceback" not in captured.err
        assert len(captured.err) < 2000  # a refusal, not the file echoed back
    assert not target.exists()


def test_the_sample_is_read(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "ok.json"
    path.write_text(json.dumps(_tournament()), encoding="utf-8")
    assert main(["standings", str(path)]) == 0
    assert main(["import", str(path), str(tmp_path / "ok.srt")]) == 0
    assert "Anna" in capsys.readouterr().out


def test_nested_too_deeply(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "deep.json"
    path.write_text("[" * 100_000 + "]" * 100_000, encoding="utf-8")
    _refused(path, capsys, "nested too deeply")


def test_deep_values_inside_a_file_are_shown_short(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # Deep enough to be read, too deep to be printed whole in a message.
    data = _tournament()
    data["players"][0]["status"] = json.loads("[" * 900 + "]" * 900)
    data["rules"] = {"variant": json.loads("[" * 900 + "]" * 900)}
    path = tmp_path / "deepish.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    _refused(path, capsys, "'status' must be one of", "'variant' must be one of")


@pytest.mark.parametrize("value", [2**63, 2**31, -(2**63) - 1])
def test_integers_out_of_range(
    value: int, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    data = _tournament()
    data["rounds"][0]["tables"][0]["games"][0]["tiles_left"]["b"] = value
    path = tmp_path / "big.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    _refused(path, capsys, f"player b: the tile count: {value} is out of range")


def test_numbers_of_5000_digits(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    text = json.dumps(_tournament()).replace('"b": 3', '"b": ' + "9" * 5000)
    path = tmp_path / "digits.json"
    path.write_text(text, encoding="utf-8")
    _refused(path, capsys, "the tile count: a number of 5000 digits is out of range")
    points = _tournament()
    points["rounds"][0]["tables"][0]["games"][0] = {
        "override": "points",
        "reason": "x",
        "points": {"a": 1, "b": 1, "c": 1e300},
    }
    path.write_text(json.dumps(points).replace("1e+300", "1" * 5000), encoding="utf-8")
    _refused(path, capsys, "player c: the points: a number of 5000 digits is out of range")


def test_a_name_over_the_limit(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    data = _tournament()
    data["players"][0]["name"] = "x" * 10_000_000
    path = tmp_path / "long.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    _refused(path, capsys, "player 1 'name' is longer than 200 characters")
    data["players"][0]["name"] = "x" * NAME_LIMIT
    assert loads(json.dumps(data)).players[0].name == "x" * NAME_LIMIT


@pytest.mark.parametrize("char", ["\x00", "\x1b", "\x07", "\ud800"])
def test_control_characters_in_names(
    char: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    data = _tournament()
    data["players"][1]["name"] = f"Be{char}a"
    data["players"][2]["club"] = f"TSV{char}"
    path = tmp_path / "nul.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    code = f"U+{ord(char):04X}"
    _refused(path, capsys, "player 2 'name' contains the", code, "player 3 'club'")


def test_not_utf8(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "latin1.json"
    text = json.dumps(_tournament(), ensure_ascii=False).replace("Clubabend", "Clubabend\n Öl")
    path.write_bytes(text.encode("latin-1"))
    _refused(path, capsys, "not UTF-8 text: byte 0xd6 on line 2")


def test_a_byte_order_mark_is_accepted(tmp_path: Path) -> None:
    path = tmp_path / "bom.json"
    path.write_bytes(b"\xef\xbb\xbf" + json.dumps(_tournament()).encode("utf-8"))
    assert main(["standings", str(path)]) == 0
    assert main(["import", str(path), str(tmp_path / "bom.srt")]) == 0
    assert loads("\ufeff" + json.dumps(_tournament())).name == "Clubabend"


def test_standard_input_in_other_encodings(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    class Stdin:
        def __init__(self, raw: bytes) -> None:
            self.buffer = __import__("io").BytesIO(raw)

    text = json.dumps(_tournament())
    monkeypatch.setattr("sys.stdin", Stdin(text.encode("utf-16")))
    assert main(["standings", "-"]) == 0
    monkeypatch.setattr("sys.stdin", Stdin(b"\xff" + text.encode()))
    assert main(["standings", "-"]) == 2
    assert "<stdin>: tournament file refused" in capsys.readouterr().err


# -- player lists ------------------------------------------------------------------------------


@pytest.fixture
def club(tmp_path: Path) -> Path:
    path = tmp_path / "club.srt"
    create_tournament("Clubabend", location=path).close()
    return path


def _players(path: Path) -> list[str]:
    service = open_tournament(path)
    try:
        return [player.name for player in service.players.all()]
    finally:
        service.close()


def _list_refused(
    club: Path, players: Path, capsys: pytest.CaptureFixture[str], *words: str
) -> None:
    before = _players(club)
    assert main(["players", "import", str(club), str(players)]) == 2
    err = capsys.readouterr().err
    assert str(players) in err, err
    for word in words:
        assert word in err, err
    assert _players(club) == before


def test_player_list_with_an_unclosed_quote(
    club: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    players = tmp_path / "members.csv"
    players.write_text('Name;Verein\nAnna;TSV\n"Bea;TSV\nCem;SV\nDora;SV\n', encoding="utf-8")
    _list_refused(club, players, capsys, "line 3: a quoted cell runs on to line 5")


def test_player_list_in_utf16_without_byte_order_mark(
    club: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    players = tmp_path / "members.csv"
    players.write_bytes("Name;Verein\nÖzlem;TSV\nŁukasz;SV\n".encode("utf-16-le"))
    assert main(["players", "import", str(club), str(players)]) == 0
    assert "encoding utf-16-le" in capsys.readouterr().out
    assert _players(club) == ["Özlem", "Łukasz"]
    broken = tmp_path / "broken.csv"
    broken.write_bytes(b"\xff\xfeN\x00a\x00m\x00e\x00\n")  # odd length: not UTF-16
    _list_refused(club, broken, capsys, "marked as UTF-16 text")


@pytest.mark.parametrize("suffix", [".csv", ".xlsx"])
def test_player_list_with_control_characters(
    suffix: str, club: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    from openpyxl import Workbook

    players = tmp_path / f"members{suffix}"
    if suffix == ".csv":
        players.write_bytes(b"Name;Verein\nAnna;TSV\nBe\x00a;TSV\n")
        word = "U+0000"
    else:
        workbook = Workbook()
        sheet = workbook.active
        assert sheet is not None
        sheet.append(["Name", "Verein"])
        sheet.append(["Anna", "TSV"])
        sheet.append(["Bea", "TSV\x7f"])  # openpyxl writes DEL; it is a control character too
        workbook.save(players)
        word = "U+007F"
    assert main(["players", "import", str(club), str(players)]) == 2
    out = capsys.readouterr().out
    assert f"row 3: {'name' if suffix == '.csv' else 'club'} contains a control character" in out
    assert word in out
    assert _players(club) == []


def test_player_names_have_the_apps_limit(
    club: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    players = tmp_path / "members.csv"
    players.write_text(f"Name\n{'x' * NAME_LIMIT}\n{'y' * (NAME_LIMIT + 1)}\n", encoding="utf-8")
    assert main(["players", "import", str(club), str(players)]) == 2
    assert f"row 3: name is longer than {NAME_LIMIT} characters" in capsys.readouterr().out
    assert main(["players", "import", str(club), str(players), "--skip-bad-rows"]) == 0
    assert _players(club) == ["x" * NAME_LIMIT]


def test_the_app_has_the_same_limits(club: Path) -> None:
    from tournament.services.dto import PlayerEntry
    from tournament.services.errors import InvalidInputError

    service = open_tournament(club)
    try:
        with pytest.raises(InvalidInputError, match="longer than 200"):
            service.players.import_players([PlayerEntry("x" * (NAME_LIMIT + 1))])
        with pytest.raises(InvalidInputError, match="control character U\\+0000"):
            service.players.import_players([PlayerEntry("Be\x00a")])
        service.players.import_players([PlayerEntry("x" * NAME_LIMIT)])
    finally:
        service.close()
