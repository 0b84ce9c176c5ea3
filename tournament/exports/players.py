"""Players from a spreadsheet: .xlsx, or .csv as Excel and others write it.

Reading never registers anybody: :func:`preview_player_file` returns an
:class:`ImportPreview` with every row it understood and every problem by row. Only a clean
preview gives the entries to register (:meth:`ImportPreview.entries`), which the caller
passes to the services' ``import_players`` once the user has confirmed the list.

Columns are found by their header, in either language and any case: Name (Spieler),
Club (Verein), Group (Gruppe), Membership number (Mitgliedsnummer); a list with a Vorname
(first name) column gets it joined with Nachname (last name), or with Name where there is
no Nachname, as German lists often have it. Columns that are not imported are named in
the preview. CSV files may be UTF-8 (with or without byte order mark), UTF-16 (Excel's
"Unicode text") or the Windows encoding cp1252, separated by ``;``, ``,`` or tabs.
"""

from __future__ import annotations

import csv
import io
import os
import re
import unicodedata
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field, replace
from datetime import date, datetime
from pathlib import Path

from tournament.exports.texts import check_language
from tournament.scoring.limits import MEMBERSHIP_LIMIT, NAME_LIMIT, bad_character
from tournament.services.dto import PlayerEntry

HEADERS: dict[str, tuple[str, ...]] = {
    "name": ("name", "spieler", "spielerin", "spieler/in", "player", "teilnehmer", "teilnehmer/in"),
    "first_name": ("vorname", "rufname", "first name", "firstname", "given name", "forename"),
    "last_name": ("nachname", "familienname", "last name", "lastname", "surname", "family name"),
    "club": ("club", "verein", "klub"),
    "group": ("group", "gruppe", "spielstärkegruppe", "strength group"),
    "membership_number": (
        "membership number",
        "membership no.",
        "membership no",
        "member no.",
        "mitgliedsnummer",
        "mitglieds nr.",
        "mitglieds nr",
        "mitgliedsnr.",
        "mitgliedsnr",
    ),
}

_REPORT_TEXTS: dict[str, dict[str, str]] = {
    "de": {
        "players": "{count} Spieler/innen",
        "encoding": "Kodierung {value}",
        "separator": "Trennzeichen {value}",
        "tab": "Tabulator",
        "left_out": "ausgelassene Zeilen: {value}",
        "error": "Fehler",
        "note": "Hinweis",
        "nothing": "{file}: nichts importiert; die Liste berichtigen oder --skip-bad-rows angeben",
        "imported": "{count} Spieler/innen importiert",
    },
    "en": {
        "players": "{count} player(s)",
        "encoding": "encoding {value}",
        "separator": "separator {value}",
        "tab": "tab",
        "left_out": "left out rows: {value}",
        "error": "error",
        "note": "note",
        "nothing": "{file}: nothing imported; fix the list or use --skip-bad-rows",
        "imported": "imported {count} player(s)",
    },
}


def report_text(key: str, language: str, **values: object) -> str:
    """The words around a list's problems in the import's report (``players import``),
    German or English."""
    return _REPORT_TEXTS[check_language(language)][key].format(**values)


_PROBLEM_TEXTS: dict[str, dict[str, str]] = {
    "de": {
        "empty_name": "Zeile {row}: kein Name",
        "duplicate": "Zeile {row}: {name} steht schon in Zeile {first}",
        "registered": "Zeile {row}: {name} ist schon angemeldet",
        "bad_group": "Zeile {row}: Gruppe „{value}“ gibt es nicht ({allowed})",
        "too_long": "Zeile {row}: {column} ist länger als {limit} Zeichen",
        "control": "Zeile {row}: {column} enthält ein Steuerzeichen ({value})",
        "unknown_column": "Spalte „{value}“ ist unbekannt und wird nicht übernommen",
        "unused_column": "Spalte „{value}“ wird nicht übernommen",
        "joined_columns": "Die Namen sind aus „{value}“ und „{column}“ zusammengesetzt",
        "duplicate_column": "Spalte „{value}“ kommt zweimal vor",
        "no_name_column": "Keine Spalte „Name“ (gefunden: {value})",
        "empty_file": "Die Datei enthält keine Spieler",
    },
    "en": {
        "empty_name": "row {row}: no name",
        "duplicate": "row {row}: {name} is already in row {first}",
        "registered": "row {row}: {name} is already registered",
        "bad_group": "row {row}: there is no group “{value}” ({allowed})",
        "too_long": "row {row}: {column} is longer than {limit} characters",
        "control": "row {row}: {column} contains a control character ({value})",
        "unknown_column": "column “{value}” is unknown and is not imported",
        "unused_column": "column “{value}” is not imported",
        "joined_columns": "the names are joined from “{value}” and “{column}”",
        "duplicate_column": "column “{value}” appears twice",
        "no_name_column": "no “Name” column (found: {value})",
        "empty_file": "the file holds no players",
    },
}


class PlayerImportError(ValueError):
    """A player file that cannot be read at all, or entries asked of a preview that still
    has problems."""


@dataclass(frozen=True, slots=True)
class ImportProblem:
    """One thing wrong with the file. ``row`` is the row number as a spreadsheet shows it
    (the header is a row too); None for the whole file. Blocking problems must be fixed
    (or their rows left out) before anything is imported; the others are notes."""

    code: str
    row: int | None
    blocking: bool = True
    column: str = ""
    value: str = ""
    name: str = ""
    first: int | None = None
    """For a duplicate: the row where the name first appears."""
    allowed: tuple[str, ...] = ()
    limit: int = NAME_LIMIT
    """For a value too long: the longest allowed."""

    def message(self, language: str = "en") -> str:
        """The problem in words, German or English."""
        template = _PROBLEM_TEXTS[check_language(language)][self.code]
        allowed = ", ".join(self.allowed) if self.allowed else "A–Z"
        return template.format(
            row=self.row,
            name=self.name,
            first=self.first,
            value=self.value,
            column=self.column,
            limit=self.limit,
            allowed=allowed,
        )

    def __str__(self) -> str:
        return self.message("en")


@dataclass(frozen=True, slots=True)
class ImportRow:
    row: int
    name: str
    club: str = ""
    group: str = ""
    membership_number: str = ""


@dataclass(frozen=True, slots=True)
class ImportPreview:
    """What a player file would import, and everything wrong with it."""

    source: str
    rows: tuple[ImportRow, ...]
    problems: tuple[ImportProblem, ...]
    columns: dict[str, str] = field(default_factory=dict)
    """Our field (name, club, group, membership_number, first_name, last_name) -> the
    header in the file."""
    encoding: str = ""
    delimiter: str = ""
    header_row: int = 1
    existing_names: tuple[str, ...] = ()
    groups: tuple[str, ...] = ()
    skipped: tuple[int, ...] = ()
    """Rows the user chose to leave out."""

    @property
    def ok(self) -> bool:
        """True when nothing blocks the import: there are rows and no blocking problem."""
        return bool(self.rows) and not any(problem.blocking for problem in self.problems)

    @property
    def blocking(self) -> tuple[ImportProblem, ...]:
        return tuple(problem for problem in self.problems if problem.blocking)

    def problems_in(self, row: int) -> tuple[ImportProblem, ...]:
        return tuple(problem for problem in self.problems if problem.row == row)

    def entries(self) -> list[PlayerEntry]:
        """The players to register, for a clean preview only."""
        if not self.ok:
            problems = self.blocking or (ImportProblem("empty_file", None),)
            listed = "; ".join(str(problem) for problem in problems[:5])
            more = f" (and {len(problems) - 5} more)" if len(problems) > 5 else ""
            raise PlayerImportError(f"{self.source}: not imported: {listed}{more}")
        return [
            PlayerEntry(row.name, row.club, row.group, membership_number=row.membership_number)
            for row in self.rows
        ]

    def without_rows(self, rows: Iterable[int]) -> ImportPreview:
        """The same file with ``rows`` left out (e.g. every row with a problem), checked
        again; the user confirms the list that remains."""
        leave_out = set(rows)
        kept = [row for row in self.rows if row.row not in leave_out]
        file_problems = [
            problem
            for problem in self.problems
            if problem.row == self.header_row and problem.code != "empty_file"
        ]
        checked, problems = _check_rows(kept, self.existing_names, self.groups)
        if not checked:
            problems.append(ImportProblem("empty_file", None))
        return replace(
            self,
            rows=tuple(checked),
            problems=tuple(file_problems + problems),
            skipped=tuple(sorted(set(self.skipped) | leave_out)),
        )

    def problem_rows(self) -> tuple[int, ...]:
        """The rows that have a blocking problem."""
        return tuple(
            sorted(
                {p.row for p in self.problems if p.blocking and p.row and p.row > self.header_row}
            )
        )


def _clean(value: object) -> str:
    """A cell as text: numbers without a trailing .0, dates as ISO, whitespace collapsed."""
    if value is None:
        return ""
    if isinstance(value, bool):
        text = str(value)
    elif isinstance(value, float) and value.is_integer():
        text = str(int(value))
    elif isinstance(value, datetime | date):
        text = value.isoformat()
    else:
        text = str(value)
    text = unicodedata.normalize("NFC", text)
    return " ".join(text.split())


def _header_key(value: str) -> str:
    key = value.casefold().strip().strip(":*").strip()
    return " ".join(key.replace("_", " ").replace("-", " ").split())


def _match_header(value: str) -> str | None:
    key = _header_key(value)
    for field_name, aliases in HEADERS.items():
        if key in aliases:
            return field_name
    return None


def name_key(name: str) -> str:
    """How names compare for duplicates: case, accents composed or not, spacing ignored."""
    return " ".join(unicodedata.normalize("NFC", name).casefold().split())


def _check_group(value: str, groups: tuple[str, ...]) -> str | None:
    """The group as the tournament spells it, or None when it is not a valid group."""
    if not value:
        return ""
    if groups:
        for group in groups:
            if group.casefold() == value.casefold():
                return group
        return None
    if re.fullmatch(r"[A-Za-z]", value):
        return value.upper()
    return None


def _check_rows(
    rows: Sequence[ImportRow], existing: Sequence[str], groups: tuple[str, ...]
) -> tuple[list[ImportRow], list[ImportProblem]]:
    problems: list[ImportProblem] = []
    checked: list[ImportRow] = []
    registered = {name_key(name) for name in existing}
    seen: dict[str, int] = {}
    for row in rows:
        if not row.name:
            problems.append(ImportProblem("empty_name", row.row, column="name"))
        else:
            key = name_key(row.name)
            if key in seen:
                problems.append(
                    ImportProblem(
                        "duplicate", row.row, column="name", name=row.name, first=seen[key]
                    )
                )
            elif key in registered:
                problems.append(ImportProblem("registered", row.row, column="name", name=row.name))
            seen.setdefault(key, row.row)
        for column, limit in (
            ("name", NAME_LIMIT),
            ("club", NAME_LIMIT),
            ("membership_number", MEMBERSHIP_LIMIT),
        ):
            value = getattr(row, column)
            if len(value) > limit:
                problems.append(ImportProblem("too_long", row.row, column=column, limit=limit))
            elif (bad := bad_character(value)) is not None:
                code = f"U+{ord(bad):04X}"
                problems.append(ImportProblem("control", row.row, column=column, value=code))
        group = _check_group(row.group, groups)
        if group is None:
            problems.append(
                ImportProblem("bad_group", row.row, column="group", value=row.group, allowed=groups)
            )
            group = row.group
        checked.append(replace(row, group=group))
    return checked, problems


def preview_player_rows(
    table: Iterable[Sequence[object]],
    *,
    source: str = "",
    existing_names: Iterable[str] = (),
    groups: Iterable[str] = (),
    encoding: str = "",
    delimiter: str = "",
) -> ImportPreview:
    """Check rows of cells (the first non-empty row is the header) as a player list.

    ``existing_names`` are the players already registered (a name among them is a
    problem); ``groups`` are the tournament's strength groups (empty: any single letter).
    """
    existing = tuple(existing_names)
    allowed = tuple(groups)
    base = ImportPreview(
        source=source,
        rows=(),
        problems=(),
        encoding=encoding,
        delimiter=delimiter,
        existing_names=existing,
        groups=allowed,
    )
    numbered = ((number, [_clean(cell) for cell in cells]) for number, cells in enumerate(table, 1))
    filled = ((number, cells) for number, cells in numbered if any(cells))
    first = next(filled, None)
    if first is None:
        return replace(base, problems=(ImportProblem("empty_file", None),))
    header_row, header = first
    problems: list[ImportProblem] = []
    columns: dict[str, int] = {}
    headers: dict[str, str] = {}
    for index, label in enumerate(header):
        if not label:
            continue
        field_name = _match_header(label)
        if field_name is None:
            problems.append(
                ImportProblem("unknown_column", header_row, blocking=False, value=label)
            )
        elif field_name in columns:
            problems.append(ImportProblem("duplicate_column", header_row, value=label))
        else:
            columns[field_name] = index
            headers[field_name] = label
    name_fields = _name_fields(set(columns))
    if not name_fields:
        found = ", ".join(label for label in header if label) or "–"
        problems.append(ImportProblem("no_name_column", header_row, value=found))
        return replace(base, problems=tuple(problems), columns=headers, header_row=header_row)
    for unused in ("name", "last_name"):
        if unused in columns and unused not in name_fields:
            problems.append(
                ImportProblem("unused_column", header_row, blocking=False, value=headers[unused])
            )
    if len(name_fields) == 2:
        given, family = (headers[f] for f in name_fields)
        problems.append(
            ImportProblem("joined_columns", header_row, blocking=False, value=given, column=family)
        )

    def cell(cells: list[str], field_name: str) -> str:
        index = columns.get(field_name)
        return cells[index] if index is not None and index < len(cells) else ""

    rows: list[ImportRow] = []
    for number, cells in filled:
        name = " ".join(part for part in (cell(cells, f) for f in name_fields) if part)
        rows.append(
            ImportRow(
                number,
                name,
                cell(cells, "club"),
                cell(cells, "group"),
                cell(cells, "membership_number"),
            )
        )
    checked, row_problems = _check_rows(rows, existing, allowed)
    problems += row_problems
    if not checked:
        problems.append(ImportProblem("empty_file", None))
    return replace(
        base,
        rows=tuple(checked),
        problems=tuple(problems),
        columns=headers,
        header_row=header_row,
    )


def _name_fields(found: set[str]) -> tuple[str, ...]:
    """The columns a player's name is made of: a first name is never dropped; it goes
    before the last name, or before "Name" where there is no last name column."""
    if "first_name" in found:
        last = "last_name" if "last_name" in found else "name"
        return ("first_name", last) if last in found else ()
    return ("name",) if "name" in found else ("last_name",) if "last_name" in found else ()


def _decode(raw: bytes, path: str | os.PathLike[str]) -> tuple[str, str]:
    """The text of a CSV file and the encoding it was read with."""
    if raw.startswith(b"\xef\xbb\xbf"):
        encoding: str | None = "utf-8-sig"
    elif raw.startswith((b"\xff\xfe", b"\xfe\xff")):
        encoding = "utf-16"
    else:
        encoding = _utf16(raw)
    if encoding is not None:
        try:
            return raw.decode(encoding), encoding
        except UnicodeDecodeError as exc:
            name = "UTF-8" if encoding == "utf-8-sig" else "UTF-16"
            raise PlayerImportError(
                f"{path}: marked as {name} text, but byte {exc.start + 1} is not; "
                "save the list as .xlsx or as CSV UTF-8"
            ) from None
    try:
        return raw.decode("utf-8"), "utf-8"
    except UnicodeDecodeError:
        pass
    try:
        return raw.decode("cp1252"), "cp1252"
    except UnicodeDecodeError:
        # Five byte values are undefined in cp1252; Latin-1 reads every byte.
        return raw.decode("latin-1"), "latin-1"


def _utf16(raw: bytes) -> str | None:
    """UTF-16 without a byte order mark, which some programs write: mostly Latin text has
    a zero byte in every other place, after each character (LE) or before it (BE)."""
    half = len(raw) // 2
    if half < 2 or len(raw) % 2:
        return None
    zeros_after, zeros_before = raw[1::2].count(0), raw[0::2].count(0)
    if zeros_after >= half // 2 and zeros_before <= zeros_after // 10:
        return "utf-16-le"
    if zeros_before >= half // 2 and zeros_after <= zeros_before // 10:
        return "utf-16-be"
    return None


def _delimiter(text: str) -> str:
    """The separator of the first line: the most frequent of ; , and tab outside quotes."""
    first = next((line for line in text.splitlines() if line.strip()), "")
    outside = re.sub(r'"[^"]*"', "", first)
    counts = {sep: outside.count(sep) for sep in (";", ",", "\t")}
    best = max(counts, key=lambda sep: counts[sep])
    return best if counts[best] else ","


def read_csv_rows(path: str | os.PathLike[str]) -> tuple[list[list[str]], str, str]:
    """The cells of a CSV file, with the encoding and separator found.

    A quoted cell that runs over several lines is refused: in a player list it is almost
    always a closing quote that is missing, which would silently merge the rows after it.
    """
    raw = Path(path).read_bytes()
    text, encoding = _decode(raw, path)
    delimiter = _delimiter(text)
    reader = csv.reader(io.StringIO(text, newline=""), delimiter=delimiter)
    rows: list[list[str]] = []
    line = 1
    try:
        for row in reader:
            if reader.line_num > line and any("\n" in cell or "\r" in cell for cell in row):
                raise PlayerImportError(
                    f"{path}: line {line}: a quoted cell runs on to line {reader.line_num}; "
                    'a closing quote (") is missing, or a cell holds a line break'
                )
            rows.append(list(row))
            line = reader.line_num + 1
    except csv.Error as exc:
        raise PlayerImportError(f"{path}: line {reader.line_num}: {exc}") from exc
    return rows, encoding, delimiter


def read_xlsx_rows(path: str | os.PathLike[str]) -> list[list[object]]:
    """The cell values of the first sheet of an .xlsx workbook."""
    from zipfile import BadZipFile

    from openpyxl import load_workbook
    from openpyxl.utils.exceptions import InvalidFileException

    try:
        workbook = load_workbook(os.fspath(path), read_only=True, data_only=True)
    except (BadZipFile, InvalidFileException, KeyError) as exc:
        raise PlayerImportError(f"{path}: not an Excel workbook (.xlsx): {exc}") from exc
    try:
        sheet = workbook.worksheets[0]
        return [list(row) for row in sheet.iter_rows(values_only=True)]
    finally:
        workbook.close()


def preview_player_file(
    path: str | os.PathLike[str],
    *,
    existing_names: Iterable[str] = (),
    groups: Iterable[str] = (),
) -> ImportPreview:
    """Read a player list (.xlsx or .csv/.txt) and check it; nothing is registered."""
    file = Path(path)
    suffix = file.suffix.lower()
    if not file.is_file():
        raise PlayerImportError(f"{file}: no such file")
    if suffix in (".xlsx", ".xlsm"):
        cells: Sequence[Sequence[object]] = read_xlsx_rows(file)
        return preview_player_rows(
            cells, source=str(file), existing_names=existing_names, groups=groups
        )
    if suffix in (".csv", ".txt", ".tsv"):
        rows, encoding, delimiter = read_csv_rows(file)
        return preview_player_rows(
            rows,
            source=str(file),
            existing_names=existing_names,
            groups=groups,
            encoding=encoding,
            delimiter=delimiter,
        )
    if suffix in (".xls", ".ods"):
        raise PlayerImportError(f"{file}: {suffix} files cannot be read; save it as .xlsx or .csv")
    raise PlayerImportError(f"{file}: unknown kind of file {suffix!r}; use .xlsx or .csv")


__all__ = [
    "ImportPreview",
    "ImportProblem",
    "ImportRow",
    "PlayerImportError",
    "name_key",
    "preview_player_file",
    "preview_player_rows",
]
