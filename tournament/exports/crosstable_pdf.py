"""Player cards and the crosstable as PDF, in the house style of the other printouts.

A player card is one page per player: the standing line, then every game (round, table,
game, seat, opponents with their points, tiles left, claims in Plus, points, maximum,
place at the table, the director's decision). The crosstable is a grid in landscape: a row
per player in standings order, a column per player by rank number.
"""

from __future__ import annotations

import os
from collections.abc import Sequence

from reportlab.lib import colors
from reportlab.lib.units import mm
from reportlab.platypus import Flowable, PageBreak, Paragraph, Spacer, Table

from tournament.exports._files import atomic_path
from tournament.exports._pdf import (
    FONT_BOLD,
    LIGHT,
    Printout,
    esc,
    list_lines,
    style,
    table_style,
    text_width,
)
from tournament.exports.crosstable_data import PlayerRef, ResultsData
from tournament.exports.model import result_keys
from tournament.exports.texts import (
    format_date,
    format_number,
    format_percent,
    result_label,
    text,
    text_or,
)
from tournament.rules.games import Game
from tournament.scoring.crosstable import CardGame, Crosstable, Meeting
from tournament.scoring.standings import rank_text

_TITLE = style("card-title", 16, bold=True, leading=20)
_SUB = style("card-sub", 9.5, textColor=colors.HexColor("#333333"))
_HEAD = style("card-head", 8, bold=True, leading=9.5)
_HEAD_RIGHT = style("card-head-r", 8, bold=True, leading=9.5, alignment=2)
_CELL = style("card-cell", 8.5, leading=10.5)
_NOTE = style("card-note", 8, leading=10, textColor=colors.HexColor("#444444"))
_GRID = style("grid", 6.5, leading=7.5, alignment=1)
_GRID_HEAD = style("grid-head", 6.5, bold=True, leading=7.5, alignment=1)
_GRID_NAME = style("grid-name", 7, leading=8)


def tournament_line(data: ResultsData, language: str) -> str:
    tournament = data.tournament
    parts = (tournament.name, format_date(tournament.date, language), tournament.place)
    return " · ".join(part for part in parts if part)


def standing_line(player: PlayerRef, language: str) -> str:
    """Rank, points of max, percent and games: the head of a player card."""
    row = player.standing
    parts = [
        f"{text('rank', language)} {rank_text(row.rank, row.shared)}",
        f"{format_number(row.points, language)} / {format_number(row.max_points, language)} "
        f"{text('points', language)}",
        format_percent(row.ratio, language),
        f"{row.games} {text('games', language)}",
    ]
    return " · ".join(part for part in parts if part)


def opponents_text(data: ResultsData, game: CardGame, language: str) -> str:
    """The opponents in seat order, each with their points: ``Anna 3 · Bo 1``."""
    parts = []
    for line in game.opponents:
        points = "" if line.points is None else " " + format_number(line.points, language)
        parts.append(f"{data.name(line.player)}{points}")
    return " · ".join(parts)


def decision_text(game: CardGame, language: str) -> str:
    kind = game.game.decision
    return text_or(f"kind.{kind}", language, kind) if kind else ""


def card_columns(played: type[Game], language: str) -> list[str]:
    """The columns of a player card: the game's result (``model.result_keys``) between
    the opponents and the points."""
    labels = [text(key, language) for key in ("round", "table", "game", "seat", "opponents")]
    labels += [result_label(key, played, language) for key in result_keys(played)]
    labels += [text(key, language) for key in ("points", "max_points", "finish", "decision")]
    return labels


def result_values(data: ResultsData, game: CardGame, played: type[Game]) -> list[int | None]:
    """A player card line's result values, in the order of :func:`result_keys`."""
    line = game.line
    values = {
        "tiles_left": line.tiles_left,
        "claims": line.claims,
        "total": data.total(game.game.round, game.game.table, game.game.game, line.player),
    }
    return [values[key] for key in result_keys(played)]


def card_cells(data: ResultsData, game: CardGame, played: type[Game], language: str) -> list[str]:
    """The cells of one line of a player card, as printed (and on the site)."""

    def number(value: object) -> str:
        return "" if value is None else format_number(value, language)  # type: ignore[arg-type]

    cells = [
        str(game.game.round),
        str(game.game.table),
        str(game.game.game),
        str(game.line.seat),
        opponents_text(data, game, language),
        *(number(value) for value in result_values(data, game, played)),
    ]
    cells += [
        number(game.line.points),
        number(game.game.max_points),
        "" if game.place is None else f"{game.place}.",
        decision_text(game, language),
    ]
    return cells


def _card(printout: Printout, data: ResultsData, player: PlayerRef) -> list[Flowable]:
    language = printout.language
    played = data.tournament.game
    who = player.name + (f" ({player.club})" if player.club else "")
    story: list[Flowable] = [
        Paragraph(esc(f"{text('player_card', language)}: {who}"), _TITLE),
        Paragraph(esc(tournament_line(data, language)), _SUB),
        Paragraph(esc(standing_line(player, language)), _SUB),
        Spacer(1, 4 * mm),
    ]
    games = data.card(player.key).games
    if not games:
        return [*story, Paragraph(esc(text("no_games", language)), _NOTE)]
    headers = card_columns(played, language)
    opponents_at = 4
    head = [
        Paragraph(esc(label), _HEAD if index in (opponents_at, len(headers) - 1) else _HEAD_RIGHT)
        for index, label in enumerate(headers)
    ]
    texts = [card_cells(data, game, played, language) for game in games]
    points_at = headers.index(text("points", language))
    # Figures as plain cell strings (a Paragraph each would cost more than the rest of the
    # page); the opponents and the decision wrap, so they are Paragraphs.
    rows: list[list[object]] = [head]
    for cells in texts:
        rows.append(
            [
                Paragraph(esc(cell), _CELL) if index in (opponents_at, len(cells) - 1) else cell
                for index, cell in enumerate(cells)
            ]
        )
    widths = [
        max(
            [text_width(label, FONT_BOLD, _HEAD.fontSize)]
            + [text_width(cells[index], FONT_BOLD, _CELL.fontSize) for cells in texts]
        )
        + 7
        for index, label in enumerate(headers)
    ]
    widths[-1] = max(widths[-1], 22 * mm)
    widths[opponents_at] = printout.width - sum(widths) + widths[opponents_at]
    table = Table(rows, colWidths=widths, repeatRows=1)
    commands: list[tuple[object, ...]] = [
        *list_lines(0.25),
        ("VALIGN", (0, 0), (-1, -1), "MIDDLE"),
        ("TOPPADDING", (0, 0), (-1, -1), 2),
        ("BOTTOMPADDING", (0, 0), (-1, -1), 2),
        ("LEFTPADDING", (0, 0), (-1, -1), 3),
        ("RIGHTPADDING", (0, 0), (-1, -1), 3),
        ("FONTSIZE", (0, 1), (-1, -1), _CELL.fontSize),
        ("ALIGN", (0, 1), (-1, -1), "RIGHT"),
        ("FONT", (points_at, 1), (points_at, -1), FONT_BOLD, _CELL.fontSize),
    ]
    commands += [("BACKGROUND", (0, row), (-1, row), LIGHT) for row in range(2, len(rows), 2)]
    table.setStyle(table_style(commands))
    return [*story, table]


def write_player_cards(
    data: ResultsData,
    path: str | os.PathLike[str],
    *,
    players: Sequence[str] | None = None,
    language: str = "de",
    page_size: str = "A4",
) -> int:
    """One page per player (``players``: their keys, default all in standings order);
    returns the number of cards. The file appears complete or not at all."""
    chosen = [data.player(key) for key in players] if players is not None else list(data.players)
    title = text("player_cards" if len(chosen) != 1 else "player_card", language)
    printout = Printout(data.tournament, title, language=language, page_size_name=page_size)
    story: list[Flowable] = []
    for index, player in enumerate(chosen):
        if index:
            story.append(PageBreak())
        story += _card(printout, data, player)
    if not story:
        story.append(Paragraph(esc(text("no_games", language)), _NOTE))
    with atomic_path(path) as temp:
        printout.build(temp, story)
    return len(chosen)


def meeting_text(meeting: Meeting | None, language: str) -> tuple[str, str]:
    """A crosstable cell: ``2–0–1`` (ahead, level, behind) and ``5 : 3`` (points)."""
    if meeting is None:
        return "", ""
    record = f"{meeting.ahead}–{meeting.level}–{meeting.behind}"
    points = (
        f"{format_number(meeting.points, language)} : "
        f"{format_number(meeting.opponent_points, language)}"
    )
    return record, points


def write_crosstable(
    data: ResultsData,
    path: str | os.PathLike[str],
    *,
    language: str = "de",
    page_size: str = "A4",
) -> int:
    """The crosstable on landscape pages; returns the number of players."""
    title = text("crosstable", language)
    printout = Printout(
        data.tournament,
        title,
        language=language,
        page_size_name=page_size,
        landscape_=True,
        note=text("crosstable_note", language),
    )
    table = data.crosstable()
    players = data.players
    story: list[Flowable] = [
        Paragraph(esc(title), _TITLE),
        Paragraph(esc(tournament_line(data, language)), _SUB),
        Spacer(1, 4 * mm),
    ]
    if not players:
        story.append(Paragraph(esc(text("no_games", language)), _NOTE))
    for index, block in enumerate(column_blocks(len(players), printout.width)):
        if index:
            story.append(PageBreak())
        story.append(_grid(data, table, language, block, printout.width))
    with atomic_path(path) as temp:
        printout.build(temp, story)
    return len(players)


_RANK_WIDTH = 8 * mm
_NAME_WIDTH = 42 * mm
_TOTAL_WIDTH = 14 * mm
_CELL_WIDTHS = (16 * mm, 13 * mm)
"""The widest and the narrowest column of one opponent (two lines of small figures)."""


def column_blocks(count: int, width: float) -> list[range]:
    """The opponents' columns (0-based) in blocks that fit the page width: all on one page
    while a column can be at least the narrowest, else as many blocks as needed, each on
    pages of its own with the names repeated."""
    room = width - _RANK_WIDTH - _NAME_WIDTH - _TOTAL_WIDTH
    per_block = max(1, int(room // _CELL_WIDTHS[1]))
    return [range(start, min(start + per_block, count)) for start in range(0, count, per_block)]


def _grid(data: ResultsData, table: Crosstable, language: str, block: range, width: float) -> Table:
    """The rows of every player against the opponents of ``block``."""
    players = data.players
    room = width - _RANK_WIDTH - _NAME_WIDTH - _TOTAL_WIDTH
    cell = min(_CELL_WIDTHS[0], room / len(block))
    head: list[object] = [Paragraph("", _GRID_HEAD), Paragraph(esc(text("name", language)), _HEAD)]
    head += [Paragraph(str(index + 1), _GRID_HEAD) for index in block]
    head.append(Paragraph(esc(text("points", language)), _GRID_HEAD))
    rows: list[list[object]] = [head]
    commands: list[tuple[object, ...]] = [
        *list_lines(0.25),
        ("VALIGN", (0, 0), (-1, -1), "MIDDLE"),
        ("TOPPADDING", (0, 0), (-1, -1), 1.5),
        ("BOTTOMPADDING", (0, 0), (-1, -1), 1.5),
        ("LEFTPADDING", (0, 0), (-1, -1), 1.5),
        ("RIGHTPADDING", (0, 0), (-1, -1), 1.5),
        ("GRID", (2, 0), (-2, -1), 0.25, colors.HexColor("#999999")),
        ("FONTSIZE", (0, 1), (-1, -1), _GRID.fontSize),
        ("LEADING", (0, 1), (-1, -1), _GRID.leading),
        ("ALIGN", (0, 1), (-1, -1), "CENTER"),
    ]
    for row_index, player in enumerate(players, start=1):
        line: list[object] = [
            rank_text(player.standing.rank, player.standing.shared),
            Paragraph(esc(player.name), _GRID_NAME),
        ]
        for column_index, other_index in enumerate(block, start=2):
            other = players[other_index]
            if other.key == player.key:
                line.append("")
                at = (column_index, row_index)
                commands.append(("BACKGROUND", at, at, colors.HexColor("#bbbbbb")))
                continue
            record, points = meeting_text(table.meeting(player.key, other.key), language)
            line.append(f"{record}\n{points}" if record else "")
        line.append(format_number(player.standing.points, language))
        rows.append(line)
    widths = [_RANK_WIDTH, _NAME_WIDTH, *([cell] * len(block)), _TOTAL_WIDTH]
    grid = Table(rows, colWidths=widths, repeatRows=1)
    grid.setStyle(table_style(commands))
    return grid


__all__ = [
    "card_cells",
    "card_columns",
    "meeting_text",
    "opponents_text",
    "standing_line",
    "write_crosstable",
    "write_player_cards",
]
