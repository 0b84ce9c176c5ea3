"""Fuzzing the ways files come in: ``stein-rummy standings`` and ``stein-rummy import`` (the
tournament-file reader) and ``stein-rummy players import`` (CSV and Excel player lists).

Whatever the file holds, the command ends with exit status 0 or 2 (a message on stderr),
never with a traceback. The budget is fixed and the runs derandomized, so CI sees the same
10,000 cases every time: 9,600 tournament files through ``standings`` (7,400 with values
changed in a valid file, 2,200 with its bytes damaged), 300 through ``import`` and 100
player lists through ``players import`` (an import that is accepted, and every player list,
opens a tournament, which costs most).
``main()`` runs in process.
"""

from __future__ import annotations

import contextlib
import io
import json
import os
from collections.abc import Iterator
from pathlib import Path
from typing import Any
from unittest import mock

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tournament.cli import main

FUZZ = settings(
    derandomize=True,
    database=None,
    deadline=None,
    print_blob=True,
    suppress_health_check=list(HealthCheck),
)

VALID: dict[str, Any] = {
    "format": "stein-rummy/1",
    "name": "Clubabend November",
    "date": "2026-11-29",
    "venue": "Vereinsheim",
    "director": "Dora Dietz",
    "rules": {"variant": "stein-plus", "first_round_romme": "equal", "ranking": "percent"},
    "seating": {"movement": "mix", "seed": 7, "groups": ["A", "B"], "winners_group": "A"},
    "planned_rounds": 3,
    "players": [
        {"id": "p1", "name": "Anna Adler", "club": "RC Nord", "group": "A"},
        {"id": "p2", "name": "Bert Bauer", "group": "B"},
        {"id": "p3", "name": "Clara Çelik"},
        {"id": "p4", "name": "Łukasz Żółć", "status": "late", "joined_round": 2},
    ],
    "rounds": [
        {
            "number": 1,
            "sitting_out": [],
            "tables": [
                {
                    "number": 1,
                    "group": "A",
                    "players": ["p1", "p2", "p3"],
                    "games": [
                        {"tiles_left": {"p1": 0, "p2": 4, "p3": 7}, "claims": {"p1": 1}},
                        {
                            "override": "neutralised",
                            "penalty": 0.5,
                            "reason": "slow",
                            "author": "director",
                            "time": "2026-11-29T19:30:00+01:00",
                            "withdrawn": [
                                {
                                    "override": "average",
                                    "reason": "first thought",
                                    "withdrawn_reason": "wrong table",
                                    "withdrawn_by": "desk 1",
                                    "withdrawn_at": "2026-11-29T19:40:00+01:00",
                                }
                            ],
                        },
                        {
                            "tiles_left": {"p1": 5, "p2": 2, "p3": 3},
                            "ended_early": True,
                            "reason": "time",
                        },
                    ],
                }
            ],
        },
        {
            "number": 2,
            "tables": [
                {
                    "number": 1,
                    "players": ["p1", "p2", "p3", "p4"],
                    "games": [
                        {
                            "override": "points",
                            "points": {"p1": 2, "p2": "1/3", "p3": 1, "p4": 2.5},
                            "reason": "dispute",
                            "result": {"tiles_left": {"p1": 0, "p2": 9, "p3": 4, "p4": 1}},
                        },
                        {"hands": {"p2": "r4 r5 b9 J"}, "tiles_left": {"p1": 3, "p3": 0, "p4": 2}},
                        {"open": True},
                    ],
                }
            ],
        },
    ],
}

KEYS = sorted(
    {
        "format", "name", "date", "venue", "director", "rules", "seating", "planned_rounds",
        "players", "rounds", "variant", "first_round_romme", "ranking", "jokers",
        "neutral_penalty", "movement", "seed", "draw", "groups", "promotion_after_round",
        "winners_group_size", "winners_group", "id", "club", "group", "status", "joined_round",
        "left_after_round", "number", "tables", "sitting_out", "games", "tiles_left", "hands",
        "claims", "romme_first_round", "ended_early", "reason", "author", "time", "override",
        "penalty", "points", "result", "withdrawn", "withdrawn_reason", "withdrawn_by",
        "withdrawn_at", "open", "p1", "p2", "p3", "p4", "p5",
    }
)  # fmt: skip

WORDS = [
    "", " ", "p1", "p2", "p4", "p9", "A", "B", "W", "stein", "stein-plus", "equal", "percent",
    "points", "average", "neutralised", "open", "closed", "late", "withdrawn", "active",
    "per_player", "two_in_pool", "none", "rotate", "mix", "standings", "1/3", "0.5", "-1",
    "1/0", "2026-11-29", "2026-13-45", "2026-11-29T19:30:00", "0001-01-01T00:00:00+14:00",
    "9999-12-31T23:59:59-14:00", "r1 r2 r3", "J J J", "b13 k1 y7 x5", "a\x00b", "\ud800",
    "x" * 201, "x" * 200, "Ö" * 61, "\u202e", "stein-rummy/1", "stein-rummy/2",
]  # fmt: skip

INTEGERS = [0, 1, -1, 2, 3, 4, 5, 13, 106, 2**31 - 1, 2**31, -(2**31) - 1, 2**63, 2**64, 10**40]

DEEP = json.loads("[" * 900 + "]" * 900)
SAMPLES: list[Any] = [
    None, True, False, 0.5, -0.0, 1e308, 2.5e-300, float("nan"), float("inf"), [], {},
    [0], ["p1", "p2", "p3"], ["p1", "p1", "p2"], {"p1": 0}, {"p1": "r1 r2"}, {"p9": 1},
    {"p1": 0, "p2": 3, "p3": 4}, {"p1": -1, "p2": 0, "p3": 0}, [[[[[]]]]], DEEP,
    {"override": "points"}, {"override": "average", "reason": "x"}, {"open": True},
    {"tiles_left": {"p1": 0}}, {"id": "p1", "name": "Anna"}, {"id": "p5", "name": "Emil"},
    {"number": 1, "tables": []}, {"number": 2, "players": ["p1"], "games": []},
    *INTEGERS, *WORDS, -7, 17, 99, 10**9, -(10**12), 12.25, 1 / 3, "Zoë", "ⅷ", "🂡", "\t",
    "\n", "a\u0301", "\x1b[31m", "\ufeff", "\u2028", "1" * 4400, "9" * 40, "0x1F", "1e3",
    "2026-11-29T19:30:00Z", "19:30", "true", "null", "[]", "{}",
]  # fmt: skip


def _paths(node: Any, here: tuple[Any, ...] = ()) -> Iterator[tuple[Any, ...]]:
    yield here
    if isinstance(node, dict):
        for key, value in node.items():
            yield from _paths(value, (*here, key))
    elif isinstance(node, list):
        for index, value in enumerate(node):
            yield from _paths(value, (*here, index))


CHANGES = [(path, action) for path in _paths(VALID) for action in ("set", "remove", "add")]
# sampled_from picks evenly; one large integer split up would favour the first choices.
change = st.tuples(st.sampled_from(CHANGES), st.sampled_from(range(len(SAMPLES))))


@st.composite
def changed_files(draw: st.DrawFn) -> str:
    """The valid file with one to three places set to another value, removed or added to."""
    data = json.loads(json.dumps(VALID))
    for (path, action), sample in draw(st.lists(change, min_size=1, max_size=3)):
        value, key = SAMPLES[sample], KEYS[sample % len(KEYS)]  # the key added with it
        if not path:
            data = value
            continue
        with contextlib.suppress(LookupError, TypeError):  # an earlier change moved it
            parent = data
            for step in path[:-1]:
                parent = parent[step]
            if action == "set":
                parent[path[-1]] = value
            elif action == "remove":
                del parent[path[-1]]
            elif isinstance(parent, dict):
                parent[key] = value
            elif isinstance(parent, list):
                parent.append(value)
    return json.dumps(data, ensure_ascii=False)


@st.composite
def damaged_bytes(draw: st.DrawFn) -> bytes:
    """The valid file's bytes (in one of the encodings JSON allows) with bytes cut out,
    overwritten or put in."""
    encoding = draw(st.sampled_from(ENCODINGS))
    raw = bytearray(json.dumps(VALID, ensure_ascii=False).encode(encoding))
    damage = st.tuples(st.sampled_from(PLACES), patches)
    for place, (action, patch) in draw(st.lists(damage, min_size=1, max_size=3)):
        at = place * len(raw) // len(PLACES)
        if action == "cut":
            del raw[at : at + len(patch) * 4]
        elif action == "over":
            raw[at : at + len(patch)] = patch
        else:
            raw[at:at] = patch
    return bytes(raw)


ENCODINGS = ["utf-8", "utf-8", "utf-8-sig", "utf-16", "utf-16-le"]
PLACES = range(1024)
INSERTS = [
    b"[" * 5000, b"9" * 5000, b"\x00", b"\xef\xbb\xbf", b'"\\u0000"', b"NaN", b"1e999", b"\xff",
    b"\xc3", b"\xed\xa0\x80", b"\x00\x00", b'"', b"{", b"}", b"]", b",", b":", b"\\", b"-",
    b"0", b"1", b"e", b".", b" ", b"\n", b"\r\n", b'"\\ud800"', b"\xfe\xff", b"\x1b", b"null",
    b'{"a":', b"[1,", b"true", b"\xe2\x80\xae",
]  # fmt: skip
patches = st.sampled_from(
    [(action, patch) for action in ("cut", "over", "in") for patch in INSERTS]
)


class _Stdin:
    def __init__(self, raw: bytes) -> None:
        self.buffer = io.BytesIO(raw)


def _run(args: list[str], stdin: bytes = b"") -> tuple[int, str]:
    out, err = io.StringIO(), io.StringIO()
    with (
        contextlib.redirect_stdout(out),
        contextlib.redirect_stderr(err),
        mock.patch("sys.stdin", _Stdin(stdin)),
    ):
        status = main(args)
    return status, err.getvalue()


def _check(status: int, err: str) -> None:
    assert status in (0, 2), err
    assert "Traceback" not in err
    if status == 2:
        assert err.strip(), "refused without a message"


@pytest.fixture(scope="module")
def folder(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return tmp_path_factory.mktemp("fuzz")


def test_the_valid_file_is_valid(folder: Path) -> None:
    path = folder / "valid.json"
    path.write_text(json.dumps(VALID), encoding="utf-8")
    assert _run(["standings", str(path)]) == (0, "")
    assert _run(["import", str(path), str(folder / "valid.srt")]) == (0, "")


BATCH = 10
"""Files per example: Hypothesis's own work per example costs more than reading a file."""


@settings(FUZZ, max_examples=740)
@given(texts=st.lists(changed_files(), min_size=BATCH, max_size=BATCH))
def test_standings_of_changed_files(texts: list[str]) -> None:
    for text in texts:
        # Read from standard input: the reader of files, without a disk in between.
        _check(*_run(["standings", "-"], text.encode("utf-8", errors="surrogatepass")))


@settings(FUZZ, max_examples=220)
@given(raws=st.lists(damaged_bytes(), min_size=BATCH, max_size=BATCH))
def test_standings_of_damaged_files(raws: list[bytes]) -> None:
    for raw in raws:
        _check(*_run(["standings", "-"], raw))


def test_import_of_changed_files(folder: Path) -> None:
    path, target = folder / "import.json", folder / "import.srt"
    imported = []

    @settings(FUZZ, max_examples=30)
    @given(texts=st.lists(changed_files(), min_size=BATCH, max_size=BATCH))
    def run(texts: list[str]) -> None:
        for text in texts:
            path.write_text(text, encoding="utf-8", errors="surrogatepass")
            status, err = _run(["import", str(path), str(target)])
            _check(status, err)
            assert target.exists() == (status == 0), err  # a refused file creates nothing
            if status == 0:
                imported.append(text)
                target.unlink()

    run()
    # The store's side of the import was reached, not only the reader's refusals.
    assert len(imported) >= 5


HEADERS = ["Name", "Verein", "Gruppe", "Vorname", "Nachname", "Club", "Group", "Notiz", ""]

cells = st.one_of(st.sampled_from(WORDS), st.text(max_size=10), st.sampled_from(['"', '";"']))


@st.composite
def player_lists(draw: st.DrawFn) -> tuple[str, bytes]:
    """A player list: an Excel workbook, CSV text in some encoding with some separator and
    quoting (maybe damaged), or any bytes."""
    header = draw(st.lists(st.sampled_from(HEADERS), min_size=1, max_size=4))
    rows = draw(st.lists(st.lists(cells, max_size=5), max_size=6))
    kind = draw(st.sampled_from(["xlsx", "utf-8", "utf-8-sig", "utf-16", "utf-16-le", "cp1252"]))
    if kind == "xlsx":
        return ".xlsx", _workbook([header, *rows])
    sep = draw(st.sampled_from([";", ",", "\t"]))
    quote = draw(st.booleans())
    lines = [sep.join(f'"{c}"' if quote and c else c for c in row) for row in [header, *rows]]
    text = "\n".join(lines) + draw(st.sampled_from(["", "\n", "\r\n"]))
    raw = text.encode(kind, errors="replace" if kind == "cp1252" else "surrogatepass")
    damage = draw(st.sampled_from([b"", b"", b"", b"\x00", b"\xff", b'"', b"\x00\x00"]))
    at = draw(st.integers(0, len(raw)))
    raw = raw[:at] + damage + raw[at:]
    return draw(st.sampled_from([".csv", ".csv", ".txt", ".tsv", ".xlsx"])), raw


def _workbook(rows: list[list[str]]) -> bytes:
    from openpyxl import Workbook
    from openpyxl.cell.cell import ILLEGAL_CHARACTERS_RE

    book = Workbook()
    sheet = book.active
    assert sheet is not None
    for row in rows:  # what openpyxl cannot write, Excel cannot hold either
        sheet.append(
            [
                ILLEGAL_CHARACTERS_RE.sub("", cell).encode("utf-8", "replace").decode()
                for cell in row
            ]
        )
    out = io.BytesIO()
    book.save(out)
    return out.getvalue()


@pytest.fixture(scope="module")
def club(folder: Path) -> Path:
    path = folder / "club.srt"
    assert _run(["new", str(path), "--name", "Clubabend"])[0] == 0
    return path


@settings(FUZZ, max_examples=100)
@given(case=player_lists())
def test_players_import_of_any_list(folder: Path, club: Path, case: tuple[str, bytes]) -> None:
    suffix, raw = case
    path = folder / f"members{suffix}"
    path.write_bytes(raw)
    _check(*_run(["players", "import", str(club), str(path)]))
    os.remove(path)
