"""The club rating list as PDF and as a workbook (``stein-rummy rating --pdf/--xlsx``).

A provisional rating (one evening so far) is marked with an asterisk in the PDF and has
its own column in the workbook; the note under the list says how the rating is made.
"""

from __future__ import annotations

import os

from openpyxl import Workbook
from reportlab.lib.units import mm
from reportlab.platypus import Flowable, Paragraph, Spacer

from tournament import vocabulary
from tournament.exports._files import atomic_path
from tournament.exports._pdf import Printout, esc
from tournament.exports.model import TournamentHeader
from tournament.exports.season_report import _TITLE, _grid
from tournament.exports.texts import check_language, format_date, text
from tournament.exports.workbook_sheet import Sheet, discard_workbook
from tournament.ratings.club_list import RatingList
from tournament.rules.games import find_game


def rating_title(ratings: RatingList, language: str) -> str:
    """ "Vereinsrangliste Stein-Rummy 01.10.2026 – 19.11.2026"."""
    name = vocabulary.game_name(find_game(ratings.game).key, language)
    labels = [format_date(e.date, language) if e.date else e.label for e in ratings.evenings]
    span = labels[0] if len(labels) == 1 else f"{labels[0]} – {labels[-1]}"
    return f"{text('rating.title', language, game=name)} {span}".strip()


def _head(language: str) -> list[str]:
    return [
        text("rank", language),
        text("name", language),
        text("club", language),
        text("rating.rating", language),
        "mu",
        "sigma",
        text("rating.games", language),
        text("evenings", language),
        text("rating.trend", language),
    ]


def write_rating_report(
    ratings: RatingList,
    path: str | os.PathLike[str],
    *,
    language: str = "de",
    page_size: str = "A4",
) -> int:
    """The rating list on landscape pages; returns the number of players."""
    title = rating_title(ratings, language)
    printout = Printout(
        TournamentHeader(title),
        title,
        language=language,
        page_size_name=page_size,
        landscape_=True,
        note=text("rating.provisional_note", language),
    )
    rows = [
        [
            f"{row.rank}.",
            row.name,
            row.club,
            f"{row.rating}*" if row.provisional else str(row.rating),
            f"{row.mu:.2f}",
            f"{row.sigma:.2f}",
            str(row.games),
            str(row.evenings),
            "" if row.trend is None else f"{row.trend:+d}",
        ]
        for row in ratings.rows
    ]
    story: list[Flowable] = [Paragraph(esc(title), _TITLE), Spacer(1, 3 * mm)]
    story.append(_grid(printout, _head(language), rows, 2))
    with atomic_path(path) as temp:
        printout.build(temp, story)
    return len(ratings.rows)


def write_rating_workbook(
    ratings: RatingList, path: str | os.PathLike[str], *, language: str = "de"
) -> int:
    """The rating list as a workbook of one sheet; returns the number of players."""
    check_language(language)
    workbook = Workbook(write_only=True)
    try:
        sheet = Sheet(workbook, text("rating.rating", language))
        labels = [*_head(language), text("rating.provisional", language)]
        sheet.header(labels, {4: "0.00", 5: "0.00", 8: "+0;-0;0"})
        for row in ratings.rows:
            sheet.add(
                [
                    row.rank,
                    row.name,
                    row.club,
                    row.rating,
                    round(row.mu, 4),
                    round(row.sigma, 4),
                    row.games,
                    row.evenings,
                    row.trend,
                    "*" if row.provisional else "",
                ]
            )
        sheet.write(freeze="D2", footer=text("rating.provisional_note", language))
        with atomic_path(path) as temp:
            workbook.save(os.fspath(temp))
    except BaseException:
        discard_workbook(workbook)
        raise
    return len(ratings.rows)


__all__ = ["rating_title", "write_rating_report", "write_rating_workbook"]
