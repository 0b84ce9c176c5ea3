"""stein-rummy rating: the club rating list over a season's evenings, the club register,
bad input (exit 2, a message on stderr, nothing written)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tournament.cli import main

from .test_cli_results import _state, season  # noqa: F401  (the season's two evenings)


def test_rating_json_best_first_without_changing_the_evenings(
    season: list[Path],  # noqa: F811
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
) -> None:
    before = _state(tmp_path)
    assert main(["rating", *map(str, season), "--json"]) == 0
    result = json.loads(capsys.readouterr().out)
    assert result["game"] == "stein"  # Stein-Rummy Plus is rated with Stein-Rummy
    assert [e["date"] for e in result["evenings"]] == ["2026-11-29", "2026-12-20"]
    rows = result["ratings"]
    assert len(rows) == 7  # carla weiss is Carla Weiß
    keys = {"player", "club", "rating", "mu", "sigma", "games", "evenings", "provisional"}
    assert all(keys <= set(row) for row in rows)
    ratings = [row["rating"] for row in rows]
    assert ratings == sorted(ratings, reverse=True) and len(set(ratings)) > 1
    # Round 1 and 2 of November, round 1 of December: every played game counts, the
    # ended-early one too; nobody is provisional after two evenings.
    assert all(row["evenings"] == 2 and not row["provisional"] for row in rows)
    assert sum(row["games"] for row in rows) == 3 * (3 * 3 + 4 * 4)  # 3 rounds, 3+4 tables
    assert _state(tmp_path) == before


def test_rating_prints_a_table_in_either_language(
    season: list[Path],  # noqa: F811
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert main(["rating", str(season[1])]) == 0
    table = capsys.readouterr().out
    assert table.startswith("Vereinsrangliste Stein-Rummy") and "vorläufig" in table
    assert "*" in table  # one evening: provisional
    assert main(["rating", str(season[1]), "--lang", "en"]) == 0
    assert capsys.readouterr().out.startswith("Club rating list Stein-Rummy")


def test_the_club_register_asks_about_new_names_and_matches_known_ones(
    season: list[Path],  # noqa: F811
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
) -> None:
    club = tmp_path / "verein.srclub"
    assert main(["rating", *map(str, season), "--club", str(club)]) == 2
    assert "no such club register" in capsys.readouterr().err
    assert not club.exists()
    assert main(["rating", str(season[1]), "--club", str(club), "--add-new", "--json"]) == 0
    first = json.loads(capsys.readouterr().out)["ratings"]
    assert len(first) == 7
    # The second evening's "carla weiss" is the member Carla Weiß: nobody new.
    assert main(["rating", *map(str, season), "--club", str(club), "--json"]) == 0
    both = json.loads(capsys.readouterr().out)["ratings"]
    assert len(both) == 7 and all(row["evenings"] == 2 for row in both)
    assert {row["player"] for row in both} >= {"Carla Weiß"}  # the member's latest spelling


def test_a_name_not_in_the_register_is_refused_and_nothing_is_added(
    season: list[Path],  # noqa: F811
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
) -> None:
    from tournament.services.club import ClubRegister

    club = tmp_path / "verein.srclub"
    register = ClubRegister.open(club, create=True)
    try:
        register.add_members([("Anna Müller", "+49 Club", "17")])
    finally:
        register.close()
    assert main(["rating", *map(str, season), "--club", str(club)]) == 2
    err = capsys.readouterr().err
    assert "not in the club register" in err and "Carla Weiß" in err
    assert "Anna Müller (+49 Club)" in err  # "=Anna Müller" is another spelling
    register = ClubRegister.open(club)
    try:
        assert [m.name for m in register.members()] == ["Anna Müller"]
    finally:
        register.close()
    link = "=Anna Müller|+49 Club=17"
    assert (
        main(["rating", *map(str, season), "--club", str(club), "--link", link, "--add-new"]) == 0
    )
    register = ClubRegister.open(club)
    try:
        assert len(register.members()) == 7  # the linked spelling is member 17
    finally:
        register.close()


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["rating", "{missing}"], "no such file"),
        (["rating", "{evening}", "--add-new"], "need --club"),
        (["rating", "{evening}", "--club", "{evening}"], "not a club register"),
        (["rating", "{evening}", "--club", "{club}", "--link", "Anna"], "NAME|CLUB=NUMBER"),
        (["rating", "{evening}", "--game", "indian"], "no evening of the game 'indian'"),
        (["rating", "{evening}", "--pdf", "{deep}"], "does not exist"),
    ],
)
def test_bad_input_is_refused(
    season: list[Path],  # noqa: F811
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    args: list[str],
    message: str,
) -> None:
    names = {
        "evening": str(season[1]),
        "missing": str(tmp_path / "nope.srt"),
        "club": str(tmp_path / "c.srclub"),
        "deep": str(tmp_path / "no" / "x.pdf"),
    }
    before = _state(tmp_path)
    assert main([arg.format(**names) for arg in args]) == 2
    assert message in capsys.readouterr().err
    assert _state(tmp_path) == before


def test_rating_writes_pdf_and_workbook(
    season: list[Path],  # noqa: F811
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
) -> None:
    from openpyxl import load_workbook

    from .samples import pdf_text

    pdf, book = tmp_path / "rating.pdf", tmp_path / "rating.xlsx"
    args = ["rating", *map(str, season), "--pdf", str(pdf), "--xlsx", str(book), "--lang", "en"]
    assert main(args) == 0
    assert "rating list, 7 players" in capsys.readouterr().out
    text = pdf_text(pdf)
    assert "Club rating list Stein-Rummy 2026-11-29 – 2026-12-20" in text
    assert "Zoë <b>Ångström</b>" in text and "provisional" in text
    sheet = load_workbook(book)["Rating"]
    header = [cell.value for cell in sheet[1]]
    assert header[:4] == ["Rank", "Name", "Club", "Rating"]
    ratings = [row[3].value for row in sheet.iter_rows(min_row=2)]
    assert len(ratings) == 7 and ratings == sorted(ratings, reverse=True)
    anna = next(row for row in sheet.iter_rows(min_row=2) if row[1].value == "=Anna Müller")
    assert anna[1].data_type == "s"  # a name like a formula stays text
    assert main(["rating", str(season[1]), "--pdf", str(pdf)]) == 0
    assert "Vereinsrangliste" in pdf_text(pdf) and "vorläufig" in pdf_text(pdf)


def test_rating_page_joins_a_published_site(
    season: list[Path],  # noqa: F811
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
) -> None:
    web = tmp_path / "web"
    assert main(["publish", str(season[1]), "-o", str(web), "--lang", "en"]) == 0
    style = (web / "style.css").read_bytes()
    assert main(["rating", *map(str, season), "--site", str(web), "--lang", "en"]) == 0
    assert "web: rating list, 7 players" in capsys.readouterr().out
    page = (web / "rating.html").read_text(encoding="utf-8")
    assert '<html lang="en">' in page and "Club rating list Stein-Rummy" in page
    assert "Zoë &lt;b&gt;Ångström&lt;/b&gt;" in page and "<b>Ångström" not in page
    assert page.count("<svg") == 7 and "Rating over the evenings: 1500 → " in page
    assert '<a href="index.html">' in page
    assert (web / "style.css").read_bytes() == style  # the site's own style kept


def test_each_game_has_its_own_list(capsys: pytest.CaptureFixture[str]) -> None:
    golden = Path(__file__).parents[1] / "scoring" / "golden"
    files = [str(golden / "indian-evening.json"), str(golden / "drachen-evening.json")]
    assert main(["rating", *files, "--game", "drachen", "--json"]) == 0
    captured = capsys.readouterr()
    result = json.loads(captured.out)
    assert result["game"] == "drachen" and result["ratings"]
    assert all(row["provisional"] for row in result["ratings"])
    assert "other rating lists in these files: indian" in captured.err
