"""QR codes of the tables' phone pages on the seating plan and the table cards: printed
only when results by phone are on (the round's seating carries the links)."""

from __future__ import annotations

import dataclasses
from pathlib import Path

from reportlab.graphics.barcode.qr import QrCodeWidget

from tournament.exports.adapter import round_seating
from tournament.exports.plan import qr_code, write_seating_plan, write_table_cards
from tournament.services import create_tournament
from tournament.services.dto import PlayerEntry

from .samples import pdf_pages, pdf_text, seating

LINKS = {1: "http://192.168.1.20:8765/t/" + "A" * 32, 2: "http://192.168.1.20:8765/t/" + "B" * 32}


def test_the_code_holds_the_link() -> None:
    drawing = qr_code(LINKS[1], 80)
    widgets = [c for c in drawing.contents if isinstance(c, QrCodeWidget)]
    assert [w.value for w in widgets] == [LINKS[1]]
    assert (drawing.width, drawing.height) == (80, 80)


def test_cards_and_plan_print_a_code_per_table_only_when_on(tmp_path: Path) -> None:
    off = seating(tables=2)
    on = dataclasses.replace(off, links=LINKS)
    for data, name in ((off, "off"), (on, "on")):
        write_table_cards(data, tmp_path / f"cards-{name}.pdf", language="de")
        write_seating_plan(data, tmp_path / f"plan-{name}.pdf", language="en", by_name=False)
    assert "Ergebnis per Handy" not in pdf_text(tmp_path / "cards-off.pdf")
    assert "Result by phone" not in pdf_text(tmp_path / "plan-off.pdf")
    cards = pdf_pages(tmp_path / "cards-on.pdf")
    assert [page.count("Ergebnis per Handy") for page in cards] == [2, 2]  # both halves
    assert pdf_text(tmp_path / "plan-on.pdf").count("Result by phone") == 2
    # The code is drawn: the page grows by the code's squares.
    on_size = (tmp_path / "cards-on.pdf").stat().st_size
    assert on_size > (tmp_path / "cards-off.pdf").stat().st_size


def test_the_rounds_seating_carries_the_links_when_on(tmp_path: Path, monkeypatch: object) -> None:
    service = create_tournament("Abend", location=tmp_path / "a.srt")
    try:
        service.players.import_players([PlayerEntry(f"P{i}") for i in range(7)])
        service.rounds.start_round()
        assert round_seating(service, 1).links == {}
        service.phone.set_setup(base_url="http://10.0.0.2:8765")
        links = round_seating(service, 1).links
        assert sorted(links) == [1, 2]
        assert all(link.startswith("http://10.0.0.2:8765/t/") for link in links.values())
    finally:
        service.close()
