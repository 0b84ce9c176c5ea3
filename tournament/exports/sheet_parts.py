"""What every score sheet has, whatever the game: the head (the tournament, the round and the
table in boxes) and the remarks lines with the director's signature."""

from __future__ import annotations

from reportlab.lib import colors
from reportlab.lib.units import mm
from reportlab.platypus import Flowable, Paragraph, Spacer, Table

from tournament.exports._pdf import INK, RULE, Printout, esc, style, table_style
from tournament.exports.model import RoundSeating, SheetTable
from tournament.exports.texts import format_date, text

_TITLE = style("sheet-title", 10, textColor=colors.HexColor("#555555"))
_NAME = style("sheet-tournament", 16, bold=True, leading=19)
_SUB = style("sheet-sub", 9, textColor=colors.HexColor("#333333"))
_BOX_LABEL = style("sheet-box-label", 8, alignment=1, textColor=colors.HexColor("#555555"))
_BOX_NUMBER = style("sheet-box-number", 28, bold=True, alignment=1, leading=32)
_REMARKS = style("sheet-remarks", 9, bold=True)
SMALL = style("sheet-small", 8, leading=9.5)


def sheet_header(printout: Printout, data: RoundSeating, table: SheetTable) -> Table:
    language = printout.language
    tournament = data.tournament
    details = [format_date(tournament.date, language), tournament.place]
    left: list[Flowable] = [
        printout.paragraph(esc(text("score_sheet", language)), _TITLE),
        printout.paragraph(esc(tournament.name), _NAME),
    ]
    sub = " · ".join(part for part in details if part)
    if table.group:
        sub = " · ".join(part for part in (sub, f"{text('group', language)} {table.group}") if part)
    if sub:
        left.append(printout.paragraph(esc(sub), _SUB))
    round_no = "" if data.round_number is None else str(data.round_number)
    table_no = "" if table.number <= 0 else str(table.number)

    def box(label: str, number: str) -> list[Flowable]:
        return [
            printout.paragraph(esc(label), _BOX_LABEL),
            printout.paragraph(esc(number) or "&nbsp;", _BOX_NUMBER),
        ]

    result = Table(
        [[left, box(text("round", language), round_no), box(text("table", language), table_no)]],
        colWidths=[printout.width - 56 * mm, 26 * mm, 30 * mm],
    )
    result.setStyle(
        table_style(
            [
                ("VALIGN", (0, 0), (-1, -1), "TOP"),
                ("BOX", (1, 0), (1, 0), 1.2, INK),
                ("BOX", (2, 0), (2, 0), 1.6, INK),
                ("LEFTPADDING", (0, 0), (0, 0), 0),
                ("TOPPADDING", (1, 0), (-1, 0), 3),
            ]
        )
    )
    return result


def sheet_remarks(printout: Printout) -> list[Flowable]:
    """The remarks lines and the director's signature: the same on every sheet."""
    return printout.shared("remarks", lambda: _remarks_parts(printout))


def _remarks_parts(printout: Printout) -> list[Flowable]:
    language = printout.language
    lines = Table(
        [[""]] * 3,
        colWidths=[printout.width],
        rowHeights=[8 * mm] * 3,
    )
    lines.setStyle(table_style([("LINEBELOW", (0, 0), (-1, -1), 0.5, RULE)]))
    signature = Table(
        [["", Paragraph(esc(text("director_signature", language)), SMALL)]],
        colWidths=[printout.width - 70 * mm, 70 * mm],
        rowHeights=[8 * mm],
    )
    signature.setStyle(
        table_style(
            [
                ("LINEABOVE", (1, 0), (1, 0), 0.5, RULE),
                ("VALIGN", (0, 0), (-1, -1), "TOP"),
                ("TOPPADDING", (1, 0), (1, 0), 2),
            ]
        )
    )
    # The signature line sits a little below the remarks lines.
    return [
        Paragraph(esc(text("remarks", language)) + ":", _REMARKS),
        lines,
        Spacer(1, 10 * mm),
        signature,
    ]


__all__ = ["SMALL", "sheet_header", "sheet_remarks"]
