"""``stein-rummy standings``: in process, plus one run as a real process."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from tournament.cli import main
from tournament.cli.common import CliError
from tournament.cli.scoring import load_source

GOLDEN = Path(__file__).parent / "golden"


def test_table_output_is_aligned(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["standings", str(GOLDEN / "basic-two-tables.json")]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[0] == "Vereinsabend November (2026-11-20)"
    assert out[1] == (
        "Game: Stein-Rummy; Rommé in the first turn: winner full points, others share; "
        "Ranking: by points"
    )
    assert "winner_full" not in "\n".join(out)
    header, rule, *rows = out[3:]
    assert header.split() == [
        "Rank", "Player", "Name", "Points", "Max", "%", "Games", "Won", "Claims", "Tiles"
    ]  # fmt: skip
    assert len(rows) == 7
    assert rows[0].split() == ["1.", "f", "Frida", "20", "32", "62.5", "8", "1", "0", "16"]
    assert rows[2].split() == ["3.", "d", "Dora", "16.48", "25", "65.91", "7", "1", "0", "11"]
    # Right-aligned numbers: every row ends at the same column, points end under "Points".
    assert len({len(row) for row in [header, *rows]}) == 1
    points_end = header.index("Points") + len("Points")
    assert all(row[points_end - 1] != " " for row in rows)
    assert set(rule) <= {"-", " "}


def test_json_output(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["standings", str(GOLDEN / "plus-decisions.json"), "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    first = data["standings"][0]
    assert first == {
        "player": "p1",
        "name": "Anna Adler",
        "rank": 1,
        "shared": False,
        "points": 16.25,
        "max_points": 20,
        "percent": 81.25,
        "games": 5,
        "won": 1,
        "claims": 1,
        "tiles_left": 3,
    }
    assert isinstance(first["max_points"], int)


def test_refused_file_lists_problems_on_stderr_and_exits_2(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert main(["standings", str(GOLDEN / "refused-mixed.json")]) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    lines = captured.err.splitlines()
    assert lines[0].endswith("refused-mixed.json: tournament file refused, 9 problems:")
    assert "  round 1, table 2: a table seats 3 or 4 players, not 2" in lines


def test_missing_file_exits_2(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    assert main(["standings", str(tmp_path / "none.json")]) == 2
    assert "none.json" in capsys.readouterr().err


def test_a_database_source_goes_to_the_store(monkeypatch: pytest.MonkeyPatch) -> None:
    import types

    from tournament.scoring.tournament_file import load

    seen: list[str] = []
    fake = types.ModuleType("tournament.services.exchange")

    def load_tournament_model(source: str) -> object:
        seen.append(source)
        return load(GOLDEN / "percent-ranking.json")

    fake.load_tournament_model = load_tournament_model  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, "tournament.services.exchange", fake)
    tournament = load_source("club.srt")
    assert seen == ["club.srt"] and tournament.name == "Percent ranking with shared rank"


def test_a_database_source_without_the_store_is_a_clear_error(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setitem(sys.modules, "tournament.services.exchange", None)
    with pytest.raises(CliError, match=r"club\.srt: cannot read tournament databases"):
        load_source("club.srt")


def test_standings_as_a_process() -> None:
    source = str(GOLDEN / "percent-ranking.json")
    command = [sys.executable, "-m", "tournament.cli", "standings", source, "--json"]
    result = subprocess.run(command, capture_output=True, text=True, check=False, timeout=60)
    assert result.returncode == 0, result.stderr
    ranks = [(s["player"], s["rank"]) for s in json.loads(result.stdout)["standings"]]
    assert ranks == [("d", 1), ("a", 2), ("b", 3), ("e", 4), ("f", 4), ("c", 6)]


def test_standings_from_standard_input(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    import io

    text = (GOLDEN / "percent-ranking.json").read_text(encoding="utf-8")
    monkeypatch.setattr(sys, "stdin", io.StringIO(text))
    assert main(["standings", "-", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["standings"][0]["player"] == "d"


@pytest.mark.parametrize(
    ("name", "first"),
    [
        ("indian-evening", ["1.", "a", "Anna", "6", "6", "100", "2", "2", "132"]),
        ("drachen-evening", ["1.", "e", "Emil", "5.5", "6", "91.67", "2", "1", "17"]),
    ],
)
def test_standings_of_a_card_game_file(
    name: str, first: list[str], capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["standings", str(GOLDEN / f"{name}.json")]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[5].split() == first
    refused = GOLDEN / f"{name.split('-')[0]}-refused.json"
    assert main(["standings", str(refused)]) == 2
    err = capsys.readouterr().err
    assert "tournament file refused" in err and "does not belong to" in err


@pytest.mark.parametrize("name", ["indian-evening", "drachen-evening"])
def test_a_card_game_file_is_imported_into_the_store(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], name: str
) -> None:
    target = tmp_path / f"{name}.srt"
    assert main(["import", str(GOLDEN / f"{name}.json"), str(target)]) == 0
    capsys.readouterr()
    assert main(["standings", str(GOLDEN / f"{name}.json"), "--json"]) == 0
    from_file = json.loads(capsys.readouterr().out)
    assert main(["standings", str(target), "--json"]) == 0
    assert json.loads(capsys.readouterr().out) == from_file
    worked = json.loads((GOLDEN / f"{name}.standings.json").read_text("utf-8"))
    assert from_file["standings"] == worked["standings"]


def test_a_card_games_table_names_its_options_and_totals(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert main(["standings", str(GOLDEN / "indian-evening.json")]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[1] == "Game: Indian Rummy; Deals per round: one deal per player; Ranking: by percent"
    assert out[3].split()[-3:] == ["Games", "Won", "Score"]
    assert out[5].split() == ["1.", "a", "Anna", "6", "6", "100", "2", "2", "132"]
    assert main(["standings", str(GOLDEN / "drachen-evening.json")]) == 0
    text = capsys.readouterr().out
    lines = text.splitlines()
    assert lines[1] == (
        "Game: Drachenrummy; Deck: 2×52 cards; Steal rule: more dice of any one face; "
        "Ranking: by percent"
    )
    assert lines[3].endswith("Won  Card points")
    assert lines[5].split()[-1] == "17" and lines[-1].split()[-1] == "0"
    assert "Rommé" not in text and "Claims" not in text and "Tiles" not in text


def test_a_card_games_json_has_totals_not_claims_or_tiles(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert main(["standings", str(GOLDEN / "drachen-evening.json"), "--json"]) == 0
    rows = json.loads(capsys.readouterr().out)["standings"]
    assert [(row["player"], row["totals"]) for row in rows[:2]] == [("e", 17), ("a", 17)]
    assert not any("claims" in row or "tiles_left" in row for row in rows)


@pytest.mark.parametrize(
    "name", ["basic-two-tables", "percent-ranking", "plus-decisions", "indian-evening"]
)
@pytest.mark.parametrize("as_json", [True, False])
def test_a_stores_standings_print_as_its_files_do(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], name: str, as_json: bool
) -> None:
    """A store's standings come from its score book, a file's from its model: the same
    text and JSON, byte for byte."""
    source, target = GOLDEN / f"{name}.json", tmp_path / f"{name}.srt"
    assert main(["import", str(source), str(target)]) == 0
    capsys.readouterr()
    flag = ["--json"] if as_json else []
    assert main(["standings", str(source), *flag]) == 0
    from_file = capsys.readouterr().out
    assert main(["standings", str(target), *flag]) == 0
    assert capsys.readouterr().out == from_file


def test_equal_players_of_a_store_are_listed_as_in_its_file(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Players equal on every tie-break and in name are listed by their id in the file
    ("a" before "b"), not by the order they were stored in (b first)."""
    source = tmp_path / "twins.json"
    source.write_text(
        json.dumps(
            {
                "format": "stein-rummy/1",
                "name": "Twins",
                "players": [
                    {"id": "b", "name": "Max Muster"},
                    {"id": "c", "name": "Zoe Zander"},
                    {"id": "a", "name": "Max Muster"},
                ],
                "rounds": [
                    {
                        "number": 1,
                        "tables": [
                            {
                                "number": 1,
                                "players": ["b", "c", "a"],
                                "games": [{"tiles_left": {"b": 5, "c": 0, "a": 5}}],
                            }
                        ],
                    }
                ],
            }
        ),
        encoding="utf-8",
    )
    target = tmp_path / "twins.srt"
    assert main(["import", str(source), str(target)]) == 0
    capsys.readouterr()
    assert main(["standings", str(target), "--json"]) == 0
    rows = json.loads(capsys.readouterr().out)["standings"]
    assert [(r["player"], r["rank"], r["shared"]) for r in rows] == [
        ("c", 1, False),
        ("a", 2, True),
        ("b", 2, True),
    ]
