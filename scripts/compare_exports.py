"""Snapshot every export of the test tournaments, and compare two snapshots.

A refactoring that must not change behaviour (scoring, the file format, the printouts)
is checked by taking a snapshot before and after and comparing them:

    python scripts/compare_exports.py snapshot /tmp/before     # on the old code
    python scripts/compare_exports.py snapshot /tmp/after      # on the new code
    python scripts/compare_exports.py compare /tmp/before /tmp/after

A snapshot holds, for every tournament file under tests/ (the golden files) imported into
a .srt file, and for demo tournaments (300 players Stein-Rummy, 48 players Plus, fixed
seeds): ``standings --json``, ``export --json``, the workbook's parts (``export --xlsx``,
unzipped, without the creation time), and the text (pdftotext) of the standings and
decisions reports and of every round's score sheets and seating plan. Run it with
``PYTHONPATH=<old tree>`` to snapshot an older checkout with the same interpreter.
"""

from __future__ import annotations

import argparse
import contextlib
import io
import re
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DEMOS = (("demo-300", "stein", 300, 4, 7), ("demo-plus", "stein-plus", 48, 4, 11))


def _cli(*args: str | Path) -> subprocess.CompletedProcess[str]:
    """Run ``stein-rummy ARGS`` in this process (one import for every command)."""
    from tournament.cli import main

    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        try:
            code = main([str(arg) for arg in args])
        except SystemExit as exc:  # argparse refusing the arguments
            code = exc.code if isinstance(exc.code, int) else 2
    return subprocess.CompletedProcess(list(args), code, out.getvalue(), err.getvalue())


def _sources(work: Path) -> dict[str, Path]:
    """The tournaments to snapshot, as .srt files in ``work``."""
    sources: dict[str, Path] = {}
    for path in sorted((ROOT / "tests").rglob("*.json")):
        text = path.read_text(encoding="utf-8")
        if '"stein-rummy/1"' not in text:
            continue
        name = path.relative_to(ROOT / "tests").with_suffix("").as_posix().replace("/", "-")
        target = work / f"{name}.srt"
        done = _cli("import", path, target)
        if done.returncode == 0:
            sources[name] = target
        else:  # a file the reader refuses: its problems are the snapshot
            refused = work.parent / name
            refused.mkdir()
            text = (done.stdout + done.stderr).replace(str(path), "<file>")
            (refused / "refused.txt").write_text(text)
    for name, variant, players, rounds, seed in DEMOS:
        target = work / f"{name}.srt"
        _cli(
            "demo",
            target,
            "--players",
            players,
            "--rounds",
            rounds,
            "--variant",
            variant,
            "--seed",
            seed,
        )
        sources[name] = target
    return sources


def _pdf_text(pdf: Path) -> str:
    done = subprocess.run(
        ["pdftotext", "-layout", str(pdf), "-"], capture_output=True, text=True, check=False
    )
    return done.stdout


def _xlsx_parts(xlsx: Path, out: Path) -> None:
    with zipfile.ZipFile(xlsx) as book:
        for part in book.namelist():
            data = book.read(part)
            if part == "docProps/core.xml":  # the creation/modified time
                data = re.sub(rb"<dcterms:(created|modified)[^<]*</dcterms:\w+>", b"", data)
            target = out / part
            target.parent.mkdir(parents=True, exist_ok=True)
            target.write_bytes(data)


def snapshot(out: Path) -> None:
    if out.exists():
        shutil.rmtree(out)
    work = out / "_work"
    work.mkdir(parents=True)
    for name, srt in _sources(work).items():
        here = out / name
        here.mkdir()
        standings = _cli("standings", srt, "--json")
        (here / "standings.json").write_text(standings.stdout + standings.stderr)
        plain = _cli("standings", srt)
        (here / "standings.txt").write_text(plain.stdout + plain.stderr)
        export = _cli(
            "export",
            srt,
            "--json",
            work / f"{name}.json",
            "--xlsx",
            work / f"{name}.xlsx",
            "--pdf",
            work / f"{name}.pdf",
            "--decisions",
            work / f"{name}.decisions.pdf",
        )
        (here / "export.log").write_text(f"{export.returncode}\n{export.stdout}{export.stderr}")
        if export.returncode == 0:
            shutil.copy(work / f"{name}.json", here / "export.json")
            _xlsx_parts(work / f"{name}.xlsx", here / "xlsx")
            (here / "standings.pdf.txt").write_text(_pdf_text(work / f"{name}.pdf"))
            (here / "decisions.pdf.txt").write_text(_pdf_text(work / f"{name}.decisions.pdf"))
        for number in range(1, 8):
            if _cli("sheets", srt, "--round", number, "-o", work / "probe.pdf").returncode:
                (here / f"sheets{number}.log").write_text("no such round\n")
                break
            for kind in ("sheets", "plan"):
                pdf = work / f"{name}.{kind}{number}.pdf"
                done = _cli(kind, srt, "--round", number, "-o", pdf)
                log = f"{done.returncode}\n{done.stdout}{done.stderr}"
                (here / f"{kind}{number}.log").write_text(log)
                if done.returncode == 0:
                    (here / f"{kind}{number}.pdf.txt").write_text(_pdf_text(pdf))
            blank = work / f"{name}.blank{number}.pdf"
            if _cli("sheets", srt, "--round", number, "-o", blank, "--blank").returncode == 0:
                (here / f"blank{number}.pdf.txt").write_text(_pdf_text(blank))
    shutil.rmtree(work)


# A demo's decisions are stamped with the time the demo was built: left out of the
# comparison (ISO times in JSON, spreadsheet date numbers, "HH:MM" in the PDF's text).
_DEMO_TIMES = (
    re.compile(rb"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?\+00:00"),
    re.compile(rb"<v>\d{5}\.\d+</v>"),
    re.compile(rb"(?m)^ *\d\d:\d\d "),
)


def _read(root: Path, part: Path) -> bytes:
    """A snapshot's file, the paths of its own work folder (named in logs) left out."""
    data = (root / part).read_bytes().replace(str(root / "_work").encode(), b"<work>")
    if part.parts[0].startswith("demo-"):
        for pattern in _DEMO_TIMES:
            data = pattern.sub(b"<time>", data)
    return data


def compare(before: Path, after: Path) -> int:
    old = {p.relative_to(before) for p in before.rglob("*") if p.is_file()}
    new = {p.relative_to(after) for p in after.rglob("*") if p.is_file()}
    differ = sorted(p for p in old & new if _read(before, p) != _read(after, p))
    for path in sorted(old - new):
        print(f"only before: {path}")
    for path in sorted(new - old):
        print(f"only after:  {path}")
    for path in differ:
        print(f"differs:     {path}")
    print(
        f"{len(old & new)} files compared, {len(differ)} differ, "
        f"{len(old ^ new)} in one snapshot only"
    )
    return 1 if differ or old ^ new else 0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    actions = parser.add_subparsers(dest="action", required=True)
    take = actions.add_parser("snapshot")
    take.add_argument("out", type=Path)
    check = actions.add_parser("compare")
    check.add_argument("before", type=Path)
    check.add_argument("after", type=Path)
    args = parser.parse_args()
    if args.action == "snapshot":
        snapshot(args.out)
        return 0
    return compare(args.before, args.after)


if __name__ == "__main__":
    sys.exit(main())
