"""A season's evenings, read through the services without changing any of them.

An evening is a tournament file (.srt), a JSON tournament file, or a tournament on a
database server (a URL gives every tournament it holds). A .srt file is never opened for
writing: it is copied through SQLite's read-only backup into a scratch folder and the copy
is opened, so neither the file nor its folder changes (no log files beside it, no schema
upgrade, not even its time stamp) even while the evening is open in the app.
"""

from __future__ import annotations

import os
import sqlite3
import tempfile
from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from pathlib import Path

from tournament import vocabulary
from tournament.exports.model import ExportError
from tournament.exports.texts import format_date
from tournament.scoring.season import Evening, EveningResult
from tournament.services import TournamentService, list_tournaments, open_tournament

DESK = "season"


def is_url(source: str) -> bool:
    return "://" in source


def evening_of(service: TournamentService, language: str = "de") -> Evening:
    """One evening: every player's standing line, labelled by its name and date (RULINGS
    §6), with its game."""
    info = service.info()
    results = tuple(
        EveningResult(
            row.name,
            row.club,
            row.points,
            row.max_points,
            row.games,
            row.group,
            row.games_won,
            row.claims,
            row.tiles_left,
            row.tie_break,
        )
        for row in service.games.standings()
    )
    date = format_date(info.date, language) if info.date else ""
    label = " ".join(part for part in (info.name.strip(), date) if part) or info.name
    variant = info.settings.variant
    name = vocabulary.game_name(variant, language)
    return Evening(label, results, info.name, info.date, variant, name)


def _copy_read_only(source: Path, target: Path) -> None:
    """Copy the tournament file ``source`` to ``target`` without writing to it or beside it
    (immutable when no write-ahead log is beside it, as in the store's own check)."""
    uri = source.resolve().as_uri() + "?mode=ro"
    if not any(Path(f"{source}{suffix}").exists() for suffix in ("-wal", "-journal")):
        uri += "&immutable=1"
    try:
        src = sqlite3.connect(uri, uri=True)
        try:
            dst = sqlite3.connect(target)
            try:
                src.backup(dst)
            finally:
                dst.close()
        finally:
            src.close()
    except sqlite3.DatabaseError as exc:
        raise ExportError(f"{source}: not a tournament file ({exc})") from exc


@contextmanager
def _opened_copy(source: str, folder: Path, index: int) -> Iterator[TournamentService]:
    path = Path(source)
    if not path.is_file():
        raise ExportError(f"{source}: no such file")
    target = folder / f"evening-{index}.srt"
    if path.suffix.lower() == ".json":
        from tournament.services.exchange import import_tournament_file

        import_tournament_file(source, target, desk=DESK)
    else:
        _copy_read_only(path, target)
    try:
        service = open_tournament(target, desk=DESK)
    except ValueError as exc:  # the store's words, about the copy: say which file it was
        raise ExportError(str(exc).replace(str(target), source)) from exc
    try:
        yield service
    finally:
        service.close()


def check_sources(sources: Iterable[str]) -> list[str]:
    """The sources as given; ExportError for a missing file, before any is read."""
    chosen = list(sources)
    if not chosen:
        raise ExportError("no evenings: give at least one tournament file")
    for source in chosen:
        if not is_url(source) and not Path(source).is_file():
            raise ExportError(f"{source}: no such file")
    return chosen


def opened_evenings(sources: Iterable[str]) -> Iterator[TournamentService]:
    """Each tournament of ``sources`` opened in turn (read only, see the module's note),
    in the order given; each is closed when the next is asked for."""
    chosen = check_sources(sources)
    with tempfile.TemporaryDirectory(prefix="stein-rummy-season-") as scratch:
        folder = Path(scratch)
        for index, source in enumerate(chosen):
            if is_url(source):
                for info in list_tournaments(source):
                    service = open_tournament(source, tournament_id=info.id, desk=DESK)
                    try:
                        yield service
                    finally:
                        service.close()
                continue
            with _opened_copy(os.fspath(source), folder, index) as service:
                yield service


def read_evenings(sources: Iterable[str], *, language: str = "de") -> list[Evening]:
    """The evenings of ``sources``, in date order when every evening has a date, else in
    the order given."""
    evenings = [evening_of(service, language) for service in opened_evenings(sources)]
    if evenings and all(evening.date for evening in evenings):
        evenings.sort(key=lambda evening: evening.date)
    return evenings


__all__ = ["check_sources", "evening_of", "opened_evenings", "read_evenings"]
