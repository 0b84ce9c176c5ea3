"""The club rating list as a page of the published results site (``rating.html``).

``stein-rummy rating ... --site FOLDER`` writes it into the folder an evening's site was
published to (``stein-rummy publish``), with the site's ``style.css`` when the folder has
none: the rating list, best first, and each player's rating over the evenings as a small
line (inline SVG, no script), in German or English.
"""

from __future__ import annotations

import os
from pathlib import Path

from tournament.exports._files import atomic_path
from tournament.exports.model import ExportError
from tournament.exports.rating_report import rating_title
from tournament.exports.site import NUM, h
from tournament.exports.site_style import STYLE
from tournament.exports.texts import check_language, text
from tournament.ratings.club_list import BASE, RatingList, RatingRow

PAGE = "rating.html"


def _spark(row: RatingRow, evenings: int, language: str) -> str:
    """The rating over the evenings as a line 120 x 24 pixels; the title says the values."""
    points = [(0, BASE), *((index + 1, rating) for index, rating in row.history)]
    low = min(rating for _x, rating in points)
    high = max(rating for _x, rating in points)
    span = max(high - low, 1)
    width, height = 120, 24
    path = " ".join(
        f"{x * width / max(evenings, 1):.1f},{height - 2 - (r - low) * (height - 4) / span:.1f}"
        for x, r in points
    )
    values = " → ".join(str(rating) for _x, rating in points)
    label = h(f"{text('rating.history', language)}: {values}")
    return (
        f'<svg class="spark" width="{width}" height="{height}" role="img" aria-label="{label}">'
        f"<title>{label}</title>"
        f'<polyline points="{path}" fill="none" stroke="currentColor" stroke-width="1.5"/>'
        "</svg>"
    )


def rating_page(ratings: RatingList, *, language: str = "de") -> str:
    language = check_language(language)
    title = rating_title(ratings, language)
    heads = [
        ("rank", True),
        ("name", False),
        ("club", False),
        ("rating.rating", True),
        ("rating.games", True),
        ("evenings", True),
        ("rating.trend", True),
        ("rating.history", False),
    ]
    head = "".join(
        f'<th scope="col"{NUM if numeric else ""}>{h(text(key, language))}</th>'
        for key, numeric in heads
    )
    rows = []
    count = len(ratings.evenings)
    for row in ratings.rows:
        mark = f' <abbr title="{h(text("rating.provisional", language))}">*</abbr>'
        rating = f"{row.rating}{mark if row.provisional else ''}"
        trend = "" if row.trend is None else f"{row.trend:+d}"
        rows.append(
            f'<tr><td class="num">{row.rank}</td><td>{h(row.name)}</td><td>{h(row.club)}</td>'
            f'<td class="num">{rating}</td><td class="num">{row.games}</td>'
            f'<td class="num">{row.evenings}</td><td class="num">{trend}</td>'
            f"<td>{_spark(row, count, language)}</td></tr>"
        )
    body = (
        f'<div class="wide"><table class="standings"><thead><tr>{head}</tr></thead>'
        f"<tbody>{''.join(rows)}</tbody></table></div>\n"
        f"<p>{h(text('rating.provisional_note', language))}</p>"
    )
    return (
        "<!DOCTYPE html>\n"
        f'<html lang="{language}">\n<head>\n<meta charset="utf-8">\n'
        '<meta name="viewport" content="width=device-width, initial-scale=1">\n'
        f"<title>{h(title)}</title>\n"
        '<link rel="stylesheet" href="style.css">\n</head>\n<body>\n'
        f'<header><nav><ul><li><a href="index.html">{h(text("standings", language))}</a></li>'
        f'<li><a href="{PAGE}" aria-current="page">{h(text("rating.rating", language))}</a>'
        "</li></ul></nav></header>\n"
        f"<main>\n<h1>{h(title)}</h1>\n{body}\n</main>\n</body>\n</html>\n"
    )


def write_rating_site(
    ratings: RatingList, folder: str | os.PathLike[str], *, language: str = "de"
) -> list[Path]:
    """Write ``rating.html`` (and ``style.css`` if missing) into ``folder`` (made if
    missing; its parent must exist); returns the files written."""
    target = Path(folder)
    if target.exists() and not target.is_dir():
        raise ExportError(f"{target}: is a file, not a folder")
    if not target.exists() and not target.parent.is_dir():
        raise ExportError(f"{target}: folder {target.parent} does not exist")
    pages = {PAGE: rating_page(ratings, language=language)}
    if not (target / "style.css").exists():
        pages["style.css"] = STYLE
    target.mkdir(exist_ok=True)
    written = []
    for name, content in pages.items():
        with atomic_path(target / name) as temp:
            temp.write_text(content, encoding="utf-8", newline="\n")
        written.append(target / name)
    return written


__all__ = ["PAGE", "rating_page", "write_rating_site"]
