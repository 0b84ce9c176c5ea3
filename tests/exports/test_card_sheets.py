"""Score sheets of the card games: Indian Rummy a row per deal, Drachenrummy a row per
player; their words in German and English, their options in the footer."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from tournament.exports.games.indian import deal_count, dealer_seat
from tournament.exports.model import ExportCancelled, ExportError
from tournament.exports.sheets import write_score_sheets

from .card_samples import card_seating
from .samples import UNICODE_NAMES, pdf_info, pdf_pages, pdf_text


def _deal_rows(page: str) -> list[tuple[int, str]]:
    """(deal number, dealer) of each deal row of a sheet's grid, from the text laid out:
    the lines below the grid's heads (on a page the grid runs on to, from the top)."""
    lines = page.splitlines()
    heads = [index for index, line in enumerate(lines) if "Deadwood" in line]
    rows = []
    for line in lines[heads[0] + 1 if heads else 0 :]:
        found = re.fullmatch(r"\s*(\d+)\s{2,}(\S.*?)\s*", line)
        if found and not found.group(2).replace(",", "").replace(" ", "").isdigit():
            rows.append((int(found.group(1)), found.group(2)))
    return rows


def _seat_rows(page: str) -> list[str]:
    """The seat numbers of a Drachenrummy sheet's rows (below the grid's heads)."""
    lines = page.splitlines()
    start = next(index for index, line in enumerate(lines) if "abgelegte Sets" in line)
    return [
        found.group(1)
        for line in lines[start + 1 :]
        if (found := re.fullmatch(r"\s*([1-5])(\s{2,}.*)?", line))
    ]


def _layout_pages(path: Path) -> list[str]:
    return pdf_text(path, layout=True).split("\f")[:-1]


def test_an_indian_sheet_has_a_row_per_deal_one_per_player_by_default(tmp_path: Path) -> None:
    target = tmp_path / "indisch.pdf"
    data = card_seating("indian", (3, 4))
    assert write_score_sheets(data, target) == 2
    three, four = _layout_pages(target)
    names = [seat.name for seat in data.tables[0].seats]
    # Deal k is dealt by seat k: "so everyone deals once" (RULINGS §8).
    assert _deal_rows(three) == [(1, names[0]), (2, names[1]), (3, names[2])]
    assert [number for number, _ in _deal_rows(four)] == [1, 2, 3, 4]
    for page in (three, four):
        for word in ("Spiel", "gibt", "heraus", "Deadwood", "Stand", "Punktestand", "Rang", "MP"):
            assert word in page
        assert "Steine" not in page and "Claims" not in page and "beginnt" not in page
    flat = " ".join(pdf_pages(target)[1].split())
    assert "MP nach Rang: 4 / 3 / 2 / 1" in flat
    assert all(name in three for name in UNICODE_NAMES)


def test_the_deals_setting_gives_the_rows_and_the_dealers_go_round(tmp_path: Path) -> None:
    target = tmp_path / "sechs.pdf"
    data = card_seating("indian", (2,), deals=6)
    assert deal_count(data, data.tables[0]) == 6
    write_score_sheets(data, target, language="en")
    (page,) = _layout_pages(target)
    first, second = (seat.name for seat in data.tables[0].seats)
    assert _deal_rows(page) == [(n, first if n % 2 else second) for n in range(1, 7)]
    # The players' list says which deals each deals.
    assert re.search(rf"{re.escape(first)}.*1, 3, 5", page)
    assert re.search(rf"{re.escape(second)}.*2, 4, 6", page)
    for word in ("Deal", "dealer", "declared", "Deadwood", "Total", "Score", "Rank", "MP"):
        assert word in page
    assert "Tiles" not in page and "Spiel" not in page


def test_a_match_to_500_gets_rows_to_fill_and_a_note(tmp_path: Path) -> None:
    for size in ("A4", "Letter"):
        target = tmp_path / f"bis500-{size}.pdf"
        data = card_seating("indian", (4,), deals="to-500")
        assert deal_count(data, data.tables[0]) is None
        write_score_sheets(data, target, page_size=size)
        assert pdf_info(target)["Pages"] == "1"  # the rows fill the page, no more
        (page,) = _layout_pages(target)
        rows = _deal_rows(page)
        assert len(rows) >= 6
        assert [number for number, _ in rows] == list(range(1, len(rows) + 1))
        assert [dealer for _, dealer in rows[:5]] == [
            *(seat.name for seat in data.tables[0].seats),
            data.tables[0].seats[0].name,
        ]
        flat = " ".join(pdf_pages(target)[0].split())
        assert "Partie bis 500: Sie endet nach dem Spiel, in dem jemand 500 oder mehr" in flat
        assert "Spiele je Runde: eine Partie bis 500" in flat


def test_many_deals_run_on_to_a_second_page_with_the_heads(tmp_path: Path) -> None:
    target = tmp_path / "viele.pdf"
    data = card_seating("indian", (3,), deals=40)
    assert write_score_sheets(data, target) == 1
    pages = _layout_pages(target)
    assert len(pages) == 2
    numbers = [number for page in pages for number, _ in _deal_rows(page)]
    assert numbers == list(range(1, 41))
    assert "Deadwood" in pages[1] and "Punktestand" in pages[1]


def test_a_blank_indian_sheet_leaves_the_names_out(tmp_path: Path) -> None:
    target = tmp_path / "leer.pdf"
    write_score_sheets(card_seating("indian", (3,)), target, blank=True)
    (page,) = _layout_pages(target)
    assert not any(name in page for name in UNICODE_NAMES)
    assert [dealer for _, dealer in _deal_rows(page)] == ["Platz 1", "Platz 2", "Platz 3"]


def test_a_drachen_sheet_has_a_row_per_player_with_laid_points_and_hand(tmp_path: Path) -> None:
    target = tmp_path / "drachen.pdf"
    data = card_seating("drachen", (5, 2), decks=2, steal="higher-face")
    assert write_score_sheets(data, target) == 2
    five, two = pdf_pages(target)
    for word in ("abgelegte Sets", "ausgelegt", "Handkarten", "Summe", "Rang", "MP", "Kürzel"):
        assert word in five
    flat, flat_two = " ".join(five.split()), " ".join(two.split())
    assert all(seat.name in flat and seat.club in flat for seat in data.tables[0].seats)
    assert all(seat.name in flat_two for seat in data.tables[1].seats)
    assert "MP nach Rang: 5 / 4 / 3 / 2 / 1" in flat
    assert "Handkarten: je −1" in flat
    assert "Kartenspiel: 2×52 Karten" in flat
    assert "Stehlregel: mehr Würfel derselben Augenzahl, oder gleich viele einer höheren" in flat
    for stein in ("Steine", "Claims", "Joker:", "Rommé", "beginnt", "Deadwood"):
        assert stein not in five
    assert _seat_rows(_layout_pages(target)[0]) == ["1", "2", "3", "4", "5"]


def test_drachen_in_english(tmp_path: Path) -> None:
    target = tmp_path / "dragon.pdf"
    write_score_sheets(card_seating("drachen", (3,)), target, language="en", page_size="Letter")
    (page,) = pdf_pages(target)
    flat = " ".join(page.split())
    for words in ("laid sets", "laid", "hand cards", "Total", "Rank", "MP by rank: 3 / 2 / 1"):
        assert words in flat
    assert "Deck: 52 cards" in flat and "Steal rule: more dice of the same face" in flat
    assert "Tiles" not in flat and "Jokers" not in flat
    width, height = (float(v) for v in pdf_info(target)["Page size"].split()[:3:2])
    assert (round(width), round(height)) == (612, 792)


def test_blank_sheets_without_tables_give_the_game_s_largest_table(tmp_path: Path) -> None:
    target = tmp_path / "vorrat.pdf"
    seating = card_seating("drachen", (), round_number=None)
    assert write_score_sheets(seating, target, blank=True) == 1
    assert _seat_rows(_layout_pages(target)[0]) == ["1", "2", "3", "4", "5"]
    with pytest.raises(ExportError, match="no tables"):
        write_score_sheets(seating, tmp_path / "nie.pdf")


def test_cancelling_leaves_the_file_untouched(tmp_path: Path) -> None:
    target = tmp_path / "sheets.pdf"
    target.write_bytes(b"old")
    calls: list[tuple[int, int]] = []

    def progress(done: int, total: int) -> bool:
        calls.append((done, total))
        return done < 1

    with pytest.raises(ExportCancelled):
        write_score_sheets(card_seating("indian", (3, 3, 4)), target, progress=progress)
    assert target.read_bytes() == b"old"
    assert calls == [(0, 3), (1, 3)]
    assert not list(tmp_path.glob(".*.part"))


def test_dealers_go_round_the_table() -> None:
    table = card_seating("indian", (3,)).tables[0]
    assert [dealer_seat(table, deal) for deal in range(1, 8)] == [1, 2, 3, 1, 2, 3, 1]
