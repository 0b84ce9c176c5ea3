"""Printouts and the workbook from the app: ask where, then write off the GUI thread.

The service data is read on the GUI thread (it is quick); the writers of
``tournament.exports`` run in a worker thread with a progress bar and Cancel.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QLocale
from PySide6.QtWidgets import QFileDialog, QWidget

from tournament.exports import model as em
from tournament.services import dto
from tournament.ui import errors
from tournament.ui.session import Session
from tournament.ui.workers import Cancelled, Progress, run_job


def language() -> str:
    return "de" if QLocale().language() == QLocale.Language.German else "en"


def header(info: dto.TournamentInfo) -> em.TournamentHeader:
    s = info.settings
    options: dict[str, object] = {
        "variant": s.variant,
        "jokers": s.jokers,
        "first_turn_rommee": s.first_turn_rommee,
        "neutral_penalty": s.neutral_penalty,
        "rank_by": s.rank_by,
        "movement": s.movement,
    }
    if s.groups:
        options["groups"] = ", ".join(s.groups)
    return em.TournamentHeader(info.name, info.date, info.place, info.director, options)


def round_seating(
    info: dto.TournamentInfo, rnd: dto.RoundInfo, names: dict[int, str]
) -> em.RoundSeating:
    tables = []
    for table in rnd.tables:
        seat_of = {s.player_id: s.seat for s in table.seats}
        tables.append(
            em.SheetTable(
                number=table.number,
                seats=tuple(
                    em.SeatEntry(s.seat, s.player_name, number=s.player_number) for s in table.seats
                ),
                starters=tuple(seat_of.get(g.starter_player_id, g.number) for g in table.games),
                group=table.group,
            )
        )
    return em.RoundSeating(
        header(info),
        rnd.number,
        tuple(tables),
        tuple(names.get(pid, str(pid)) for pid in rnd.sitting_out),
    )


def standings_report(info: dto.TournamentInfo, rows: list[dto.StandingRow]) -> em.StandingsReport:
    entries = tuple(
        em.StandingEntry(
            rank=r.rank,
            name=r.name,
            club=r.club,
            points=r.points,
            max_points=r.max_points,
            games=r.games,
            shared=r.shared,
            group=r.group,
            number=r.player_number,
            games_won=r.games_won,
            claims=r.claims,
            tiles_left=r.tiles_left,
            withdrawn=r.status == "withdrawn",
        )
        for r in rows
    )
    return em.StandingsReport(header(info), entries)


def game_records(rounds: list[dto.RoundInfo], names: dict[int, str]) -> tuple[em.GameRecord, ...]:
    records = []
    for rnd in rounds:
        for table in rnd.tables:
            seat_of = {s.player_id: s.seat for s in table.seats}
            for game in table.games:
                result = game.result
                lines = tuple(
                    em.GameLine(
                        seat=seat_of.get(pid, 0),
                        name=names.get(pid, str(pid)),
                        tiles_left=result.tiles_left.get(pid) if result else None,
                        claims=result.claims.get(pid) if result else None,
                        points=game.points.get(pid) if game.points else None,
                    )
                    for pid in game.player_ids
                )
                records.append(
                    em.GameRecord(
                        round_number=rnd.number,
                        table_number=table.number,
                        game_number=game.number,
                        starter_seat=seat_of.get(game.starter_player_id, game.number),
                        lines=lines,
                        max_points=game.max_points,
                        decision=game.decision.kind if game.decision else "",
                        first_turn_rommee=bool(result and result.first_turn_rommee),
                        entered_by=result.entered_by if result else "",
                        entered_at=result.entered_at if result else None,
                    )
                )
    return tuple(records)


def decision_entries(
    decisions: list[dto.DecisionInfo], rounds: list[dto.RoundInfo], names: dict[int, str]
) -> tuple[em.DecisionEntry, ...]:
    where = {
        g.id: (rnd.number, t.number, g.number)
        for rnd in rounds
        for t in rnd.tables
        for g in t.games
    }
    entries = []
    for d in decisions:
        r, t, g = where.get(d.game_id, (0, 0, 0))
        entries.append(
            em.DecisionEntry(
                round_number=r,
                table_number=t,
                game_number=g,
                kind=d.kind,
                reason=d.reason,
                author=d.author,
                time=d.created_at or d.withdrawn_at or _epoch(),
                values=tuple((names.get(p, str(p)), v) for p, v in d.values.items()),
                penalty=d.penalty,
                withdrawn=not d.active,
                withdrawn_reason=d.withdrawn_reason,
                withdrawn_by=d.withdrawn_by,
                withdrawn_at=d.withdrawn_at,
            )
        )
    return tuple(entries)


def _epoch() -> Any:
    from datetime import UTC, datetime

    return datetime.fromtimestamp(0, UTC)


def workbook_data(session: Session) -> em.WorkbookData:
    service = session.service
    info = service.info()
    rounds = service.rounds()
    names = {p.id: p.name for p in service.players()}
    return em.WorkbookData(
        standings=standings_report(info, service.standings()),
        games=game_records(rounds, names),
        decisions=decision_entries(service.decisions(), rounds, names),
    )


def _cancellable(progress: Progress) -> Callable[[int, int], bool]:
    def report(done: int, total: int) -> bool:
        if progress.cancelled:
            return False
        progress(done, total)
        return True

    return report


def write_in_background(
    parent: QWidget | None, label: str, write: Callable[[Callable[[int, int], bool]], Any]
) -> bool:
    """Run ``write(progress)`` behind a progress dialog; True when it completed."""

    def job(progress: Progress) -> bool:
        try:
            write(_cancellable(progress))
        except em.ExportCancelled:
            raise Cancelled() from None
        return True

    return bool(run_job(parent, label, job))


def ask_path(parent: QWidget, title: str, suggestion: str, pattern: str) -> str:
    path, _ = QFileDialog.getSaveFileName(parent, title, suggestion, pattern)
    return path


def suggested(session: Session, suffix: str) -> str:
    location = session.info().location
    if "://" not in location:
        base = Path(location)
        return str(base.with_name(f"{base.stem}-{suffix}"))
    return suffix


def print_round_document(
    parent: QWidget, session: Session, round_number: int, kind: str, path: str | None = None
) -> bool:
    """Score sheets, seating plan or table cards of a round as PDF."""
    from tournament.exports.plan import write_seating_plan, write_table_cards
    from tournament.exports.sheets import write_score_sheets

    titles = {
        "sheets": (
            QCoreApplication.translate("printing", "Score sheets"),
            f"round{round_number}-sheets.pdf",
        ),
        "plan": (
            QCoreApplication.translate("printing", "Seating plan"),
            f"round{round_number}-plan.pdf",
        ),
        "cards": (
            QCoreApplication.translate("printing", "Table cards"),
            f"round{round_number}-cards.pdf",
        ),
    }
    title, suffix = titles[kind]
    if path is None:
        path = ask_path(
            parent,
            title,
            suggested(session, suffix),
            QCoreApplication.translate("printing", "PDF (*.pdf)"),
        )
    if not path:
        return False
    service = session.service

    def collect() -> em.RoundSeating:
        names = {p.id: p.name for p in service.players()}
        return round_seating(service.info(), service.round(round_number), names)

    data = errors.guarded(collect, parent)
    if data is None:
        return False
    lang = language()
    target = path

    def write(progress: Callable[[int, int], bool]) -> None:
        if kind == "sheets":
            write_score_sheets(data, target, language=lang, progress=progress)
        elif kind == "plan":
            write_seating_plan(data, target, language=lang)
        else:
            write_table_cards(data, target, language=lang, progress=progress)

    return write_in_background(
        parent, QCoreApplication.translate("printing", "Writing {0}…").format(title), write
    )


def export_standings(parent: QWidget, session: Session, kind: str, path: str | None = None) -> bool:
    """The standings workbook (xlsx) or the standings PDF."""
    from tournament.exports.reports import write_standings_report
    from tournament.exports.xlsx import write_standings_workbook

    if path is None:
        if kind == "xlsx":
            path = ask_path(
                parent,
                QCoreApplication.translate("printing", "Export Excel"),
                suggested(session, "standings.xlsx"),
                QCoreApplication.translate("printing", "Excel workbook (*.xlsx)"),
            )
        else:
            path = ask_path(
                parent,
                QCoreApplication.translate("printing", "Standings PDF"),
                suggested(session, "standings.pdf"),
                QCoreApplication.translate("printing", "PDF (*.pdf)"),
            )
    if not path:
        return False
    data = errors.guarded(lambda: workbook_data(session), parent)
    if data is None:
        return False
    lang = language()
    target = path

    def write(progress: Callable[[int, int], bool]) -> None:
        if kind == "xlsx":
            write_standings_workbook(data, target, language=lang, progress=progress)
        else:
            write_standings_report(data.standings, target, language=lang)

    return write_in_background(
        parent,
        QCoreApplication.translate("printing", "Writing {0}…").format(Path(path).name),
        write,
    )
