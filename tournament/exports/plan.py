"""Seating plans (by table, and alphabetically: "where do I sit?") and table cards."""

from __future__ import annotations

import os
from collections.abc import Mapping

from reportlab.graphics import renderPDF
from reportlab.graphics.barcode.qr import QrCodeWidget
from reportlab.graphics.shapes import Drawing
from reportlab.lib import colors
from reportlab.lib.units import mm
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfgen.canvas import Canvas
from reportlab.platypus import (
    Flowable,
    Frame,
    FrameBreak,
    NextPageTemplate,
    PageBreak,
    Paragraph,
    Spacer,
    Table,
)

from tournament.exports._files import Ticker, atomic_path
from tournament.exports._pdf import (
    FONT,
    FONT_BOLD,
    INK,
    LIGHT,
    RULE,
    SHADE,
    Printout,
    binary_streams,
    draw_text,
    esc,
    fit,
    list_lines,
    register_fonts,
    style,
    table_style,
)
from tournament.exports._pdf import page_size as _page_size
from tournament.exports.model import ExportError, Progress, RoundSeating, SeatEntry, SheetTable
from tournament.exports.texts import check_language, format_date, text
from tournament.scoring.names import name_sort_key

_TITLE = style("plan-title", 18, bold=True, leading=22)
_SUB = style("plan-sub", 10, textColor=colors.HexColor("#333333"))
_BOX_HEAD = style("plan-box-head", 12, bold=True)
_SEAT = style("plan-seat", 10, leading=12)
_CLUB = style("plan-club", 7.5, textColor=colors.HexColor("#555555"), leading=9)
_LIST_HEAD = style("plan-list-head", 9, bold=True)
_LIST_NAME = style("plan-list-name", 11, bold=True, leading=13)
_LIST_NUM = style("plan-list-num", 12, bold=True, alignment=1)
_NOTE = style("plan-note", 10)

BOXES_PER_ROW = 3
QR_PLAN = 24 * mm
QR_CARD = 34 * mm


def qr_code(link: str, size: float) -> Drawing:
    """A square QR code of ``size`` points holding ``link`` (a table's phone page)."""
    widget = QrCodeWidget(link, barLevel="M")
    left, bottom, right, top = widget.getBounds()
    scale = [size / (right - left), 0, 0, size / (top - bottom), 0, 0]
    drawing = Drawing(size, size, transform=scale)
    drawing.add(widget)
    return drawing


def _title(printout: Printout, data: RoundSeating, heading: str) -> list[Flowable]:
    language = printout.language
    title = text("seating_plan", language)
    if data.round_number is not None:
        title += f" · {text('round', language)} {data.round_number}"
    tournament = data.tournament
    sub = " · ".join(
        part
        for part in (tournament.name, format_date(tournament.date, language), tournament.place)
        if part
    )
    how = [
        text(key, language)
        for key, shown in (
            ("rating.plan_groups", data.groups_by_rating),
            ("rating.plan_seated", data.seated_by_rating),
        )
        if shown
    ]
    return [
        Paragraph(esc(f"{title} – {heading}"), _TITLE),
        Paragraph(esc(sub), _SUB),
        *([Paragraph(esc(" · ".join(how)), _SUB)] if how else []),
        Spacer(1, 5 * mm),
    ]


def _table_box(
    printout: Printout, table: SheetTable, width: float, links: Mapping[int, str]
) -> Table:
    language = printout.language
    head = f"{text('table', language)} {table.number}"
    if table.group:
        head += f" · {text('group', language)} {table.group}"
    rows: list[list[object]] = [[Paragraph(esc(head), _BOX_HEAD), ""]]
    for seat in table.seats:
        cell: list[Flowable] = [Paragraph(esc(seat.name), _SEAT)]
        if seat.club:
            cell.append(Paragraph(esc(seat.club), _CLUB))
        rows.append([Paragraph(str(seat.seat), _SEAT), cell])
    link = links.get(table.number)
    if link:
        label = Paragraph(esc(text("phone_entry", language)), _CLUB)
        rest = width - 12 - QR_PLAN - 6  # the box's padding, the code and a gap
        code = Table([[qr_code(link, QR_PLAN), label]], colWidths=[QR_PLAN + 6, rest])
        code.setStyle(table_style([("VALIGN", (0, 0), (-1, -1), "MIDDLE")]))
        rows.append([code, ""])
    box = Table(rows, colWidths=[7 * mm, width - 7 * mm])
    box.setStyle(
        table_style(
            [
                ("SPAN", (0, 0), (1, 0)),
                *([("SPAN", (0, -1), (1, -1))] if link else []),
                ("BACKGROUND", (0, 0), (-1, 0), SHADE),
                ("BOX", (0, 0), (-1, -1), 0.8, INK),
                ("LINEBELOW", (0, 0), (-1, -2), 0.3, RULE),
                ("VALIGN", (0, 0), (-1, -1), "TOP"),
                ("TOPPADDING", (0, 1), (-1, -1), 2),
                ("BOTTOMPADDING", (0, 1), (-1, -1), 2),
            ]
        )
    )
    return box


def _by_table(printout: Printout, data: RoundSeating) -> list[Flowable]:
    gap = 5 * mm
    width = (printout.width - gap * (BOXES_PER_ROW - 1)) / BOXES_PER_ROW
    boxes: list[object] = [_table_box(printout, table, width, data.links) for table in data.tables]
    rows: list[list[object]] = []
    for start in range(0, len(boxes), BOXES_PER_ROW):
        row = boxes[start : start + BOXES_PER_ROW]
        row += [""] * (BOXES_PER_ROW - len(row))
        rows.append(row)
    story: list[Flowable] = _title(printout, data, text("by_table", printout.language))
    if rows:
        col_widths = [width + gap] * (BOXES_PER_ROW - 1) + [width]
        grid = Table(rows, colWidths=col_widths)
        grid.setStyle(
            table_style(
                [
                    ("VALIGN", (0, 0), (-1, -1), "TOP"),
                    ("LEFTPADDING", (0, 0), (-1, -1), 0),
                    ("RIGHTPADDING", (0, 0), (-1, -1), gap),
                    ("RIGHTPADDING", (-1, 0), (-1, -1), 0),
                    ("TOPPADDING", (0, 0), (-1, -1), 0),
                    ("BOTTOMPADDING", (0, 0), (-1, -1), gap),
                ]
            )
        )
        story.append(grid)
    story.extend(_sitting_out(printout, data))
    return story


def _sitting_out(printout: Printout, data: RoundSeating) -> list[Flowable]:
    if not data.sitting_out:
        return []
    names = ", ".join(sorted(data.sitting_out, key=name_sort_key))
    label = text("sitting_out", printout.language)
    return [Spacer(1, 3 * mm), Paragraph(f"<b>{esc(label)}:</b> {esc(names)}", _NOTE)]


def _by_name(printout: Printout, data: RoundSeating, frame_width: float) -> list[Flowable]:
    language = printout.language
    entries: list[tuple[SeatEntry, SheetTable]] = [
        (seat, table) for table in data.tables for seat in table.seats
    ]
    entries.sort(key=lambda entry: name_sort_key(entry[0].name))
    rows: list[list[object]] = [
        [
            Paragraph(esc(text("name", language)), _LIST_HEAD),
            Paragraph(esc(text("table", language)), _LIST_HEAD),
            Paragraph(esc(text("seat", language)), _LIST_HEAD),
        ]
    ]
    for seat, table in entries:
        cell: list[Flowable] = [Paragraph(esc(seat.name), _LIST_NAME)]
        if seat.club:
            cell.append(Paragraph(esc(seat.club), _CLUB))
        rows.append(
            [cell, Paragraph(str(table.number), _LIST_NUM), Paragraph(str(seat.seat), _LIST_NUM)]
        )
    listing = Table(
        rows,
        colWidths=[frame_width - 30 * mm, 16 * mm, 14 * mm],
        repeatRows=1,
    )
    commands: list[tuple[object, ...]] = [
        *list_lines(0.3),
        ("VALIGN", (0, 0), (-1, -1), "MIDDLE"),
        ("TOPPADDING", (0, 1), (-1, -1), 2.5),
        ("BOTTOMPADDING", (0, 1), (-1, -1), 2.5),
    ]
    commands += [("BACKGROUND", (0, row), (-1, row), LIGHT) for row in range(2, len(rows), 2)]
    listing.setStyle(table_style(commands))
    return [listing]


def write_seating_plan(
    data: RoundSeating,
    path: str | os.PathLike[str],
    *,
    language: str = "de",
    page_size: str = "A4",
    by_table: bool = True,
    by_name: bool = True,
) -> int:
    """Write the round's seating plan: the tables with their seats, then every player in
    alphabetical order with table and seat (two columns, for the wall). Returns the number
    of players listed."""
    if not data.tables:
        raise ExportError(f"round {data.round_number}: no tables to print a seating plan for")
    if not (by_table or by_name):
        raise ExportError("a seating plan needs the list by table, by name, or both")
    printout = Printout(
        data.tournament,
        text("seating_plan", language),
        language=language,
        page_size_name=page_size,
    )
    story: list[Flowable] = []
    templates: list[tuple[str, list[Frame]]] = []
    if by_table:
        story.extend(_by_table(printout, data))
        templates.append(("tables", printout.frames(1)))
    if by_name:
        # The alphabetical list runs in two columns under its title, on as many pages
        # as it needs.
        title = _title(printout, data, text("by_name", language))
        title_height = sum(item.wrap(printout.width, printout.height)[1] for item in title)
        templates.append(
            (
                "names-first",
                [printout.top_frame(title_height + 1), *printout.frames(2, top=title_height + 1)],
            )
        )
        templates.append(("names", printout.frames(2)))
        if by_table:
            story += [NextPageTemplate("names-first"), PageBreak()]
        story += [*title, FrameBreak(), NextPageTemplate("names")]
        frame_width = templates[-1][1][0].width
        story.extend(_by_name(printout, data, frame_width))
    with atomic_path(path) as temp:
        printout.build(temp, story, templates=templates)
    return sum(len(table.seats) for table in data.tables)


def write_table_cards(
    data: RoundSeating,
    path: str | os.PathLike[str],
    *,
    language: str = "de",
    page_size: str = "A4",
    progress: Progress | None = None,
) -> int:
    """Write one folding table card per table: the big table number on both halves of the
    page (the upper half upside down), so it reads from both sides once folded. Returns the
    number of cards."""
    check_language(language)
    register_fonts()
    numbers = [table.number for table in data.tables]
    if not numbers:
        raise ExportError(f"round {data.round_number}: no tables to print table cards for")
    ticker = Ticker(progress, len(numbers))
    ticker.start()
    width, height = page_size_value = _page_size(page_size)
    with atomic_path(path) as temp, binary_streams():
        canvas = Canvas(
            os.fspath(temp), pagesize=page_size_value, invariant=1, initialFontName=FONT
        )
        canvas.setTitle(f"{text('table_card', language)} – {data.tournament.name}")
        canvas.setCreator("stein-rummy")
        for number in numbers:
            _card(canvas, width, height, number, data, language)
            canvas.showPage()
            ticker.step()
        canvas.save()
    return len(numbers)


def _card(
    canvas: Canvas, width: float, height: float, number: int, data: RoundSeating, language: str
) -> None:
    half = height / 2
    canvas.setStrokeColor(RULE)
    canvas.setDash(4, 4)
    canvas.setLineWidth(0.5)
    canvas.line(10 * mm, half, width - 10 * mm, half)
    canvas.setDash()
    # Lower half upright; upper half turned round so the folded card reads from both sides.
    _card_face(canvas, width, half, number, data, language)
    canvas.saveState()
    canvas.translate(width, height)
    canvas.rotate(180)
    _card_face(canvas, width, half, number, data, language)
    canvas.restoreState()


def _card_face(
    canvas: Canvas, width: float, height: float, number: int, data: RoundSeating, language: str
) -> None:
    canvas.setFillColor(INK)
    label = text("table", language)
    canvas.setFont(FONT_BOLD, 36)
    canvas.drawCentredString(width / 2, height - 30 * mm, label)
    digits = str(number)
    size = 320.0
    widest = width - 40 * mm
    drawn = pdfmetrics.stringWidth(digits, FONT_BOLD, size)
    if drawn > widest:
        size *= widest / drawn
    # DejaVu Sans Bold digits stand about 0.73 em tall; centre them in the face.
    digit_height = 0.73 * size
    baseline = (height - 36 * mm - digit_height) / 2 + 14 * mm
    canvas.setFont(FONT_BOLD, size)
    canvas.drawCentredString(width / 2, baseline, digits)
    line = fit(data.tournament.name, FONT, 11, width - 30 * mm)
    draw_text(canvas, width / 2, 14 * mm, line, FONT, 11, align="centre")
    link = data.links.get(number)
    if link:
        # In the corner, clear of the number: the table's phone page for this round.
        x, y = width - 12 * mm - QR_CARD, 20 * mm
        renderPDF.draw(qr_code(link, QR_CARD), canvas, x, y)
        canvas.setFont(FONT, 8)
        canvas.drawCentredString(x + QR_CARD / 2, y - 4 * mm, text("phone_entry", language))


__all__ = ["name_sort_key", "write_seating_plan", "write_table_cards"]
