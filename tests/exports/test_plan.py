"""Seating plans and table cards."""

from __future__ import annotations

import dataclasses
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tournament.exports.model import ExportCancelled, ExportError
from tournament.exports.plan import name_sort_key, write_seating_plan, write_table_cards

from .samples import UNICODE_NAMES, pdf_info, pdf_pages, pdf_text, seating


def test_name_sort_key_sorts_letters_with_their_base_letter() -> None:
    names = ["Zoë Ångström", "Łukasz Żółć", "Çağrı Öztürk", "anna", "Ødegård", "Lars", "Östen"]
    assert sorted(names, key=name_sort_key) == [
        "anna",
        "Çağrı Öztürk",
        "Lars",
        "Łukasz Żółć",
        "Ødegård",
        "Östen",
        "Zoë Ångström",
    ]


def test_numbers_in_names_sort_by_value() -> None:
    names = ["Spieler 19", "Spieler 8", "Spieler 100", "Spieler 8a"]
    assert sorted(names, key=name_sort_key) == [
        "Spieler 8",
        "Spieler 8a",
        "Spieler 19",
        "Spieler 100",
    ]


@settings(max_examples=60, deadline=None)
@given(st.lists(st.text(min_size=1, max_size=12), min_size=1, max_size=12))
def test_name_sort_key_is_a_total_order(names: list[str]) -> None:
    ordered = sorted(names, key=name_sort_key)
    assert sorted(ordered, key=name_sort_key) == ordered
    assert sorted(reversed(names), key=name_sort_key) == ordered


def test_plan_lists_every_table_then_every_name(tmp_path: Path) -> None:
    data = dataclasses.replace(seating(tables=3), sitting_out=("Olga Petrova",))
    target = tmp_path / "plan.pdf"
    assert write_seating_plan(data, target) == 10
    text = pdf_text(target)
    by_table, by_name = text.split("Wo sitze ich?")
    for table in data.tables:
        assert f"Tisch {table.number}" in by_table
        for seat in table.seats:
            assert seat.name in by_table and seat.name in by_name
    assert "Setzt aus: Olga Petrova" in by_table
    names = [seat.name for table in data.tables for seat in table.seats]
    positions = [by_name.index(name) for name in sorted(names, key=name_sort_key)]
    assert positions == sorted(positions)


def test_where_do_i_sit_gives_table_and_seat(tmp_path: Path) -> None:
    data = seating(tables=2)
    target = tmp_path / "plan.pdf"
    write_seating_plan(data, target, by_table=False, language="en")
    text = pdf_text(target, layout=True)
    assert "Where do I sit?" in text
    rows = {}
    for line in text.splitlines():
        parts = line.split()
        if len(parts) >= 3 and parts[-1].isdigit() and parts[-2].isdigit():
            rows[" ".join(parts[:-2])] = (int(parts[-2]), int(parts[-1]))
    expected = {
        seat.name: (table.number, seat.seat) for table in data.tables for seat in table.seats
    }
    assert rows == expected


def test_long_list_runs_over_pages_in_two_columns(tmp_path: Path) -> None:
    data = seating(tables=40)
    target = tmp_path / "plan.pdf"
    write_seating_plan(data, target, by_table=False, page_size="Letter")
    pages = pdf_pages(target)
    assert len(pages) >= 2
    text = "".join(pages)
    assert all(f"Spieler {n}" in text for n in range(8, 122))
    assert "letter" in pdf_info(target)["Page size"]


def test_plan_needs_tables(tmp_path: Path) -> None:
    with pytest.raises(ExportError, match="no tables"):
        write_seating_plan(dataclasses.replace(seating(), tables=()), tmp_path / "p.pdf")


def test_table_cards_one_page_per_table(tmp_path: Path) -> None:
    target = tmp_path / "cards.pdf"
    assert write_table_cards(seating(tables=12), target, language="en") == 12
    pages = pdf_pages(target)
    assert len(pages) == 12
    for number, page in enumerate(pages, start=1):
        words = page.split()
        assert words.count(str(number)) == 2  # upright and upside down
        assert words.count("Table") == 2


def test_table_cards_cancel(tmp_path: Path) -> None:
    target = tmp_path / "cards.pdf"
    with pytest.raises(ExportCancelled):
        write_table_cards(seating(tables=5), target, progress=lambda done, total: done < 3)
    assert not target.exists() and list(tmp_path.iterdir()) == []


def test_unicode_names_in_plan(tmp_path: Path) -> None:
    target = tmp_path / "plan.pdf"
    write_seating_plan(seating(), target)
    text = pdf_text(target)
    assert all(text.count(name) == 2 for name in UNICODE_NAMES)
