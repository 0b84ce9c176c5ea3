"""Standings, decisions, the workbook, player cards and the site of a card-game
tournament: the game's totals and words, never tiles, claims or first-turn Rommé."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from openpyxl import load_workbook

from tournament.exports import adapter
from tournament.exports.crosstable_data import results_data
from tournament.exports.crosstable_pdf import write_player_cards
from tournament.exports.reports import write_decisions_report, write_standings_report
from tournament.exports.site import write_site
from tournament.exports.texts import describe_options, tie_breaks
from tournament.exports.xlsx import write_standings_workbook
from tournament.services import TournamentService, open_tournament

from .card_samples import card_header, import_golden
from .samples import pdf_pages

STEIN_WORDS = ("Steine", "Reststeine", "Claims", "Rommé im ersten Zug", "Joker")
STEIN_WORDS_EN = ("Tiles", "tiles", "Claims", "Rommé in the first turn", "Jokers")


@pytest.fixture(scope="module")
def evenings(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    folder = tmp_path_factory.mktemp("cards")
    return {
        name: import_golden(f"{name}-evening", folder / f"{name}.srt")
        for name in ("indian", "drachen")
    }


@pytest.fixture
def indian(evenings: dict[str, Path]) -> Iterator[TournamentService]:
    service = open_tournament(evenings["indian"])
    yield service
    service.close()


@pytest.fixture
def drachen(evenings: dict[str, Path]) -> Iterator[TournamentService]:
    service = open_tournament(evenings["drachen"])
    yield service
    service.close()


def _rows(path: Path, sheet: str) -> list[tuple[object, ...]]:
    workbook = load_workbook(path)
    try:
        return [tuple(row) for row in workbook[sheet].iter_rows(values_only=True)]
    finally:
        workbook.close()


def test_the_footer_names_the_card_games_options_only() -> None:
    indian = describe_options(card_header("indian", deals="to-500").options, "de")
    assert indian[:2] == ["Spiel: Indisches Rommé", "Spiele je Runde: eine Partie bis 500"]
    assert not any(line.startswith(("Joker", "Rommé", "Kartenspiel", "Stehl")) for line in indian)
    assert "Spiele je Runde: ein Spiel je Spieler/in" in describe_options(
        card_header("indian").options, "de"
    )
    drachen = describe_options(card_header("drachen", decks=2, steal="any-face").options, "en")
    assert drachen[:4] == [
        "Game: Drachenrummy",
        "Deck: 2×52 cards",
        "Steal rule: more dice of any one face",
        "Neutralising penalty: 0",
    ]
    stein = describe_options({**card_header("stein").options}, "en")
    assert "Jokers: one per player" in stein
    assert not any(line.startswith(("Deals", "Deck", "Steal")) for line in stein)


def test_the_tie_breaks_of_a_card_game_name_its_sum_not_tiles() -> None:
    assert tie_breaks(card_header("drachen").options, "en") == (
        "Ties: ranked by percent; ties broken by points, then games won, then more card points"
        " in total; else a shared rank (=)."
    )
    german = tie_breaks(card_header("indian").options, "de")
    assert german.endswith(
        "dann gewonnene Spiele, dann weniger eigenes Deadwood in Summe; sonst geteilter Rang (=)."
    )
    assert "Reststeine" in tie_breaks(card_header("stein").options, "de")


def test_indian_standings_show_the_score_and_no_tiles(
    indian: TournamentService, tmp_path: Path
) -> None:
    report = adapter.standings_report(indian)
    totals = {row.name: row.card_total for row in report.rows}
    # Round 1: Anna 77 - 10 - 30 = 37; round 2 ended early: 15 + 10 + 70 = 95.
    assert totals == {"Anna": 132, "Dora": 35, "Bert": -10, "Clara": -27, "Emil": -30,
                      "Frida": -100}  # fmt: skip
    for language, words, forbidden in (
        ("de", ("Punktestand", "gewonnen", "Indisches Rommé"), STEIN_WORDS),
        ("en", ("Score", "won", "Indian Rummy"), STEIN_WORDS_EN),
    ):
        target = tmp_path / f"rangliste-{language}.pdf"
        write_standings_report(report, target, language=language)
        (page,) = pdf_pages(target)
        assert all(word in page for word in words)
        assert [word for word in forbidden if word in page] == []
        lines = page.splitlines()
        assert "132" in lines and "-100" in lines


def test_the_directors_report_gives_an_ended_match_its_totals(
    indian: TournamentService, tmp_path: Path
) -> None:
    target = tmp_path / "entscheidungen.pdf"
    assert write_decisions_report(adapter.decisions_report(indian), target, language="en") == 2
    flat = " ".join(pdf_pages(target)[0].split())
    assert "ended early: Anna 95 · Dora -25 · Emil -70" in flat
    assert "neutralised" in flat


def test_an_indian_workbook_has_the_deals_with_running_totals(
    indian: TournamentService, tmp_path: Path
) -> None:
    target = tmp_path / "indisch.xlsx"
    assert write_standings_workbook(adapter.workbook_data(indian), target) == 7
    standings = _rows(target, "Rangliste")
    assert "Steine" not in standings[0] and "Claims" not in standings[0]
    assert standings[0][10] == "Punktestand" and standings[1][2:3] + standings[1][10:11] == (
        "Anna",
        132,
    )
    games = _rows(target, "Spiele")
    assert games[0] == ("Runde", "Tisch", "Platz", "Name", "heraus", "Deadwood", "Punktestand",
                        "MP", "Entscheidung")  # fmt: skip
    assert games[1] == (1, 1, 1, "Anna", 1, 40, 37, 3, None)
    assert games[7][3:] == ("Anna", 1, 15, 95, 3, "vorzeitig beendet")
    deals = _rows(target, "Spiele (Deals)")
    assert deals[0][2:4] == ("Spiel", "Platz")
    anna = [row for row in deals[1:] if row[:2] == (1, 1) and row[4] == "Anna"]
    # Deal 1 declared (23 + 54 from Clara's hand), deal 2 lost 10, deal 3 lost 30.
    assert [(row[2], row[6], row[8], row[9]) for row in anna] == [
        (1, "✓", 77, 77),
        (2, None, -10, 67),
        (3, None, -30, 37),
    ]
    clara = next(row for row in deals[1:] if row[:3] == (1, 1, 1) and row[4] == "Clara")
    assert clara[7] == 54 and clara[10] == "2S 3S 4S 7H 8H * KD KC 9C 9D 5S 6D QH"


def test_a_drachen_workbook_has_card_points_and_no_tiles_column(
    drachen: TournamentService, tmp_path: Path
) -> None:
    target = tmp_path / "drachen.xlsx"
    assert write_standings_workbook(adapter.workbook_data(drachen), target, language="en") == 6
    standings = _rows(target, "Standings")
    assert "Tiles" not in standings[0] and "Claims" not in standings[0]
    assert standings[0][10] == "Card points"
    assert {row[2]: row[10] for row in standings[1:]}["Emil"] == 17
    games = _rows(target, "Games")
    assert games[0] == ("Round", "Table", "Seat", "Name", "laid sets", "hand cards", "laid",
                        "hand", "Card points", "MP", "Decision")  # fmt: skip
    emil = next(row for row in games if row[3] == "Emil" and row[0] == 1)
    assert emil[4:] == ("AS 2S 3S | QH QD QC", "5H 9C", 10, -2, 8, 2.5, None)
    gustav = next(row for row in games if row[3] == "Gustav" and row[0] == 2)
    assert gustav[8:] == (None, 2, "points set")
    info = dict(row[:2] for row in _rows(target, "Tournament")[1:])
    assert info["Deck"] == "2×52 cards" and "Jokers" not in info
    assert info["Ties"].endswith("then more card points in total; else a shared rank (=).")


def test_player_cards_and_site_show_the_card_points(
    drachen: TournamentService, tmp_path: Path
) -> None:
    data = results_data(drachen)
    assert data.total(1, 2, 1, next(p.key for p in data.players if p.name == "Emil")) == 8
    target = tmp_path / "karten.pdf"
    write_player_cards(data, target)
    first = pdf_pages(target)[0]
    assert "Kartenpunkte" in first and "Steine" not in first
    site = tmp_path / "site"
    write_site(data, site, language="en")
    index = (site / "index.html").read_text(encoding="utf-8")
    assert "Card points" in index and "Tiles" not in index and "Claims" not in index
    emil = next(p for p in data.players if p.name == "Emil")
    assert ">17<" in index.split(emil.name, 1)[1].split("</tr>", 1)[0]
