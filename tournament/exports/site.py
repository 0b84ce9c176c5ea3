"""The results on the web: a static site of plain HTML and CSS, no JavaScript.

    write_site(results_data(service), "ergebnisse/", language="de")

Pages: ``index.html`` (the standings), ``round-N.html`` (each round's tables with the
points of every game), ``crosstable.html``, ``players.html`` (everyone by name) and
``player-ID.html`` (one card per player), with one ``style.css``. Every link is relative,
so the folder works from a USB stick or any web host. Every text from a person (names,
clubs, the tournament's name) is escaped, attributes always quoted.
"""

from __future__ import annotations

import os
from datetime import datetime
from html import escape
from pathlib import Path

from tournament.exports._files import Ticker, atomic_path
from tournament.exports.crosstable_data import PlayerRef, ResultsData
from tournament.exports.crosstable_pdf import (
    card_cells,
    card_columns,
    meeting_text,
    standing_line,
    tournament_line,
)
from tournament.exports.model import ExportError, Progress, SheetTable, result_keys
from tournament.exports.site_style import STYLE
from tournament.exports.texts import (
    check_language,
    format_number,
    format_percent,
    format_time,
    text,
    text_or,
    tie_breaks,
    total_label,
)
from tournament.scoring.crosstable import ScoredGame
from tournament.scoring.names import name_sort_key
from tournament.scoring.standings import rank_text

NUM = ' class="num"'
"""The attribute of a cell that holds a number (right-aligned)."""


def h(value: object) -> str:
    """Text for HTML, in element content and in (double-quoted) attributes alike."""
    return escape(str(value), quote=True)


def player_page(player: PlayerRef) -> str:
    return f"player-{player.key}.html"


def round_page(number: int) -> str:
    return f"round-{number}.html"


class _Site:
    def __init__(self, data: ResultsData, language: str, now: datetime | None) -> None:
        self.data = data
        self.language = check_language(language)
        self.now = now
        self.by_number = {p.number: p for p in data.players if p.number is not None}

    def t(self, key: str, **values: object) -> str:
        return h(text(key, self.language, **values))

    def link(self, player: PlayerRef | None, name: str) -> str:
        if player is None:
            return h(name)
        return f'<a href="{h(player_page(player))}">{h(name)}</a>'

    # -- the frame of every page ----------------------------------------------------------
    def page(self, title: str, body: str, current: str) -> str:
        tournament = self.data.tournament
        nav = [("index.html", text("standings", self.language))]
        nav += [
            (
                round_page(rnd.round_number or 0),
                text("sheet.round", self.language, round=rnd.round_number),
            )
            for rnd in self.data.rounds
        ]
        nav += [
            ("crosstable.html", text("crosstable", self.language)),
            ("players.html", text("site.players", self.language)),
        ]
        items = "".join(
            f'<li><a href="{h(href)}"'
            + (' aria-current="page"' if href == current else "")
            + f">{h(label)}</a></li>"
            for href, label in nav
        )
        updated = ""
        if self.now is not None:
            updated = self.t("site.updated", time=format_time(self.now, self.language))
        return (
            "<!DOCTYPE html>\n"
            f'<html lang="{h(self.language)}">\n<head>\n<meta charset="utf-8">\n'
            '<meta name="viewport" content="width=device-width, initial-scale=1">\n'
            f"<title>{h(title)} – {h(tournament.name)}</title>\n"
            '<link rel="stylesheet" href="style.css">\n</head>\n<body>\n'
            f'<a class="skip" href="#main">{self.t("site.skip")}</a>\n'
            f'<header><p class="tournament">{h(tournament_line(self.data, self.language))}</p>\n'
            f'<nav aria-label="{self.t("site.menu")}"><ul>{items}</ul></nav></header>\n'
            f'<main id="main">\n<h1>{h(title)}</h1>\n{body}\n</main>\n'
            f"<footer><p>{updated}</p></footer>\n</body>\n</html>\n"
        )

    # -- pages ----------------------------------------------------------------------------
    def standings(self) -> str:
        language = self.language
        played = self.data.tournament.game
        results = result_keys(played)
        keys = ["rank", "name", "club", "points_long", "max_points", "percent", "games"]
        keys += ["games_won", *results]
        numeric = {"rank", "points_long", "max_points", "percent", "games", "games_won"}
        numeric |= set(results)
        labels = {"total": h(total_label(played, language))}
        ranking = (
            "points_long" if self.data.tournament.options.get("rank_by") == "points" else "percent"
        )

        def css(key: str) -> str:
            """The cell's classes: a number, and the column the ranking is made by, kept
            on screen while the others scroll (RULINGS §6)."""
            classes = [
                *(["num"] if key in numeric else []),
                *(["ranking"] if key == ranking else []),
            ]
            return f' class="{" ".join(classes)}"' if classes else ""

        head = "".join(
            f'<th scope="col"{css(key)}>{labels.get(key) or self.t(key)}</th>' for key in keys
        )
        rows = []
        for player in self.data.players:
            row = player.standing
            cells = [
                rank_text(row.rank, row.shared) + ".",
                None,
                row.club,
                format_number(row.points, language),
                format_number(row.max_points, language),
                format_percent(row.ratio, language),
                str(row.games),
                str(row.games_won),
                *(str(row.result(key)) for key in results),
            ]
            html_cells = []
            for key, cell in zip(keys, cells, strict=True):
                if key == "name":
                    mark = (
                        f' <span class="note">({self.t("withdrawn_player")})</span>'
                        if row.withdrawn
                        else ""
                    )
                    html_cells.append(
                        f'<th scope="row">{self.link(player, player.name)}{mark}</th>'
                    )
                else:
                    html_cells.append(f"<td{css(key)}>{h(cell)}</td>")
            rows.append("<tr>" + "".join(html_cells) + "</tr>")
        note = h(tie_breaks(self.data.tournament.options, language))
        table = (
            f'<div class="wide"><table class="standings"><thead><tr>{head}</tr></thead>\n<tbody>\n'
            + "\n".join(rows)
            + f'\n</tbody></table></div>\n<p class="note">{note}</p>'
        )
        title = text("standings", language)
        if self.data.standings.through_round is not None:
            title = text("standings_after", language, round=self.data.standings.through_round)
        return self.page(title, table, "index.html")

    def round(self, index: int) -> str:
        seating = self.data.rounds[index]
        number = seating.round_number or 0
        games: dict[tuple[int, int], ScoredGame] = {
            (game.table, game.game): game for game in self.data.games if game.round == number
        }
        parts = [self.table_section(number, table, games) for table in seating.tables]
        if seating.sitting_out:
            names = ", ".join(h(name) for name in seating.sitting_out)
            parts.append(f'<p class="note">{self.t("sitting_out")}: {names}</p>')
        title = text("sheet.round", self.language, round=number)
        return self.page(title, "\n".join(parts), round_page(number))

    def table_section(
        self, number: int, table: SheetTable, games: dict[tuple[int, int], ScoredGame]
    ) -> str:
        language = self.language
        count = table.game_count
        head = f'<th scope="col" class="num">{self.t("seat")}</th>'
        head += f'<th scope="col">{self.t("name")}</th>'
        head += "".join(
            f'<th scope="col" class="num">{self.t("game")} {game}</th>'
            for game in range(1, count + 1)
        )
        head += f'<th scope="col" class="num total">{self.t("total")}</th>'
        rows = []
        for seat in table.seats:
            player = self.by_number.get(seat.number) if seat.number is not None else None
            cells = []
            total = None
            for game_number in range(1, count + 1):
                game = games.get((table.number, game_number))
                line = game.line_of(player.key) if game is not None and player else None
                if line is None or line.points is None:
                    cells.append('<td class="num open">–</td>')
                    continue
                total = (total or 0) + line.points
                attributes = ' class="num"'
                if game is not None and game.decision:
                    kind = text_or(f"kind.{game.decision}", language, game.decision)
                    attributes = f' class="num decided" title="{h(kind)}"'
                points = h(format_number(line.points, language))
                cells.append(f"<td{attributes}>{points}</td>")
            total_text = "" if total is None else format_number(total, language)
            rows.append(
                f'<tr><td class="num">{seat.seat}</td>'
                f'<th scope="row">{self.link(player, seat.name)}</th>'
                + "".join(cells)
                + f'<td class="num total">{h(total_text)}</td></tr>'
            )
        group = f" · {self.t('group')} {h(table.group)}" if table.group else ""
        return (
            f'<section class="table"><h2>{self.t("table")} {table.number}{group}</h2>\n'
            f'<div class="wide"><table><thead><tr>{head}</tr></thead>\n<tbody>'
            + "".join(rows)
            + "</tbody></table></div></section>"
        )

    def crosstable(self) -> str:
        table = self.data.crosstable()
        players = self.data.players
        head = f'<th scope="col" class="num">{self.t("rank")}</th>'
        head += f'<th scope="col">{self.t("name")}</th>'
        head += "".join(
            f'<th scope="col" class="num" title="{h(p.name)}">{index}</th>'
            for index, p in enumerate(players, start=1)
        )
        rows = []
        for player in players:
            cells = []
            for other in players:
                if other.key == player.key:
                    cells.append('<td class="self"></td>')
                    continue
                record, points = meeting_text(table.meeting(player.key, other.key), self.language)
                cells.append(
                    f'<td class="meet">{h(record)}<br><small>{h(points)}</small></td>'
                    if record
                    else "<td></td>"
                )
            rank = rank_text(player.standing.rank, player.standing.shared)
            rows.append(
                f'<tr><td class="num">{h(rank)}</td>'
                f'<th scope="row">{self.link(player, player.name)}</th>' + "".join(cells) + "</tr>"
            )
        body = (
            f'<div class="wide"><table class="crosstable"><thead><tr>{head}</tr></thead>\n'
            "<tbody>" + "\n".join(rows) + "</tbody></table></div>\n"
            f'<p class="note">{self.t("crosstable_note")}</p>'
        )
        return self.page(text("crosstable", self.language), body, "crosstable.html")

    def player_list(self) -> str:
        ordered = sorted(self.data.players, key=lambda p: name_sort_key(p.name))
        items = "".join(
            f"<li>{self.link(p, p.name)}"
            + (f' <span class="note">{h(p.club)}</span>' if p.club else "")
            + "</li>"
            for p in ordered
        )
        return self.page(
            text("site.player_list", self.language),
            f'<ul class="players">{items}</ul>',
            "players.html",
        )

    def card(self, player: PlayerRef) -> str:
        language = self.language
        played = self.data.tournament.game
        games = self.data.card(player.key).games
        intro = (f"<p>{h(player.club)}</p>" if player.club else "") + (
            f'<p class="standing">{h(standing_line(player, language))}</p>'
        )
        if not games:
            body = intro + f"<p>{self.t('no_games')}</p>"
        else:
            columns = card_columns(played, language)
            wide = {4, len(columns) - 1}
            head = "".join(
                f'<th scope="col"{"" if index in wide else NUM}>{h(label)}</th>'
                for index, label in enumerate(columns)
            )
            rows = []
            for game in games:
                cells = card_cells(self.data, game, played, language)
                opponents = " · ".join(
                    '<span class="opponent">'
                    + self.link(self.data.get(line.player), self.data.name(line.player))
                    + ("" if line.points is None else " " + h(format_number(line.points, language)))
                    + "</span>"
                    for line in game.opponents
                )
                # data-label: the column's name, shown above the value where the games
                # reflow into one card each (a phone)
                html_cells = [
                    f'<td class="opponents" data-label="{h(columns[index])}">{opponents}</td>'
                    if index == 4
                    else f'<td{"" if index in wide else NUM} data-label="{h(columns[index])}">'
                    f"{h(cell)}</td>"
                    for index, cell in enumerate(cells)
                ]
                rows.append("<tr>" + "".join(html_cells) + "</tr>")
            body = (
                intro
                + f'<div class="wide"><table class="card"><thead><tr>{head}</tr></thead><tbody>'
                + "".join(rows)
                + "</tbody></table></div>"
            )
        title = f"{text('player_card', language)}: {player.name}"
        return self.page(title, body, player_page(player))

    def pages(self) -> dict[str, str]:
        pages = {"style.css": STYLE, "index.html": self.standings()}
        for index, seating in enumerate(self.data.rounds):
            pages[round_page(seating.round_number or 0)] = self.round(index)
        pages["crosstable.html"] = self.crosstable()
        pages["players.html"] = self.player_list()
        for player in self.data.players:
            pages[player_page(player)] = self.card(player)
        return pages


def site_pages(
    data: ResultsData, *, language: str = "de", now: datetime | None = None
) -> dict[str, str]:
    """The site as file name -> content, without writing anything."""
    return _Site(data, language, now).pages()


def write_site(
    data: ResultsData,
    folder: str | os.PathLike[str],
    *,
    language: str = "de",
    now: datetime | None = None,
    progress: Progress | None = None,
) -> list[Path]:
    """Write the site into ``folder`` (made if missing; its parent must exist); returns the
    files written. Every page is made before the first is written, each file replaced
    whole, so a failure leaves the folder as it was or with complete pages only.
    ``progress(done, total)`` counts the files written."""
    target = Path(folder)
    if target.exists() and not target.is_dir():
        raise ExportError(f"{target}: is a file, not a folder")
    if not target.exists() and not target.parent.is_dir():
        raise ExportError(f"{target}: folder {target.parent} does not exist")
    pages = site_pages(data, language=language, now=now)
    target.mkdir(exist_ok=True)
    written = []
    ticker = Ticker(progress, len(pages))
    for name, content in pages.items():
        path = target / name
        with atomic_path(path) as temp:
            temp.write_text(content, encoding="utf-8", newline="\n")
        written.append(path)
        ticker.step()
    return written


__all__ = ["h", "player_page", "round_page", "site_pages", "write_site"]
