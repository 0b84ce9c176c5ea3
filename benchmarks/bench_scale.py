"""A 2,000-player championship on one laptop (issue 20).

    .venv/bin/python benchmarks/bench_scale.py [--players 2000] [--rounds 15] [--seed 0]
        [--demo] [--only standings,export-json,...]

Builds the demo tournament once (``stein-rummy demo``, timed) and keeps it under /tmp keyed
by its parameters, so a rerun reuses it (``--demo`` times a fresh build into a scratch file
again). Then times every command that reads the whole tournament as a new process, next to
reading every row of every table of the same file with plain SQL (measured in the same run),
and prints the ratio. Memory is each process's peak resident size.

Each whole-file command and the plain-SQL read are timed ``--repeat`` times, taking turns,
and the medians are printed: on a shared machine one run of either can be off by a third.
The plain-SQL read is timed two ways: in this process (the median, so warm: the first read
also pays for touching its memory the first time) and as a process of its own, started as
the commands are, which pays for Python's start and that first touch as they do.

Targets: the whole-file exports within 5x the plain-SQL read, ``standings`` within 5x
that read plus 0.3 s (issue 35: its imports; both checked below the table, in seconds and
in CPU seconds, which a busy machine inflates less) (``stats tournament``, the
tournament's own numbers, is measured beside them); the app (no file, offscreen, byte code
compiled) usable within 0.5 s of the command (``--only app`` times just that start); with
the file within 1.5 s; a round's score sheets (667 tables) and the workbook under 10 s; memory under
500 MB; the demo under 30 s.

``--instructions`` counts instead the instructions each whole-file command, the plain-SQL
read as a process and the same process without the read (Python's start) execute, with
valgrind's callgrind, two at a time: the same count on a busy machine as on a quiet one,
where the seconds of one run can be off by a third. The read in a process of its own less
that start is the plain-SQL read in process; the ratios are printed against both. (The
integrity check's thread counts in full, though it runs beside the imports.)

The package is compiled to bytecode first, as an installed copy is (with
PYTHONDONTWRITEBYTECODE set every command would compile it anew, a second of its own). The
machine's load average is printed with the figures: on a shared machine the seconds grow
with it, the CPU seconds much less.
"""

from __future__ import annotations

import argparse
import compileall
import os
import shutil
import sqlite3
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("STEIN_RUMMY_TESTING", "1")  # private settings, no recent-list entries

CLI = [sys.executable, "-m", "tournament.cli"]


def cached_file(players: int, rounds: int, seed: int) -> Path:
    return Path(tempfile.gettempdir()) / f"stein-rummy-scale-{players}x{rounds}-seed{seed}.srt"


def run_measured(argv: list[str], *, until_line: str | None = None) -> tuple[float, float, float]:
    """Seconds until the process ends (or prints ``until_line``), its CPU seconds (user and
    system, to the end) and its peak resident MB."""
    start = time.perf_counter()
    process = subprocess.Popen(
        argv, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=dict(os.environ)
    )
    assert process.stdout is not None and process.stderr is not None
    elapsed: float | None = None
    if until_line is not None:
        for line in process.stdout:
            if line.strip() == until_line:
                elapsed = time.perf_counter() - start
                break
    process.stdout.read()
    err = process.stderr.read()
    _, status, usage = os.wait4(process.pid, 0)
    process.returncode = os.waitstatus_to_exitcode(status)
    if elapsed is None:
        if until_line is not None:
            raise SystemExit(f"{' '.join(argv[3:])}: never printed {until_line!r}: {err[-2000:]}")
        elapsed = time.perf_counter() - start
    if process.returncode != 0:
        raise SystemExit(f"{' '.join(argv[3:])} failed ({process.returncode}): {err[-2000:]}")
    return elapsed, usage.ru_utime + usage.ru_stime, usage.ru_maxrss / 1024


def plain_sql_read(path: Path) -> tuple[float, float, int]:
    """Seconds (wall, CPU) to read every row of every table of the file with sqlite3, and
    the rows."""
    start, cpu = time.perf_counter(), time.process_time()
    connection = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
    rows = 0
    try:
        names = [
            name
            for (name,) in connection.execute(
                "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'"
            )
        ]
        for name in names:
            rows += len(connection.execute(f'SELECT * FROM "{name}"').fetchall())
    finally:
        connection.close()
    return time.perf_counter() - start, time.process_time() - cpu, rows


def _collected(stderr: str) -> int:
    for line in stderr.splitlines():
        if "Collected :" in line:
            return int(line.rsplit(":", 1)[1].strip().replace(",", ""))
    raise SystemExit(f"callgrind printed no count: {stderr[-2000:]}")


def instructions(path: Path, out: Path) -> None:
    """Each whole-file command's instructions (callgrind) against the plain-SQL read's."""
    if shutil.which("valgrind") is None:
        raise SystemExit("--instructions needs valgrind (apt-get install valgrind)")
    me = [sys.executable, __file__]
    runs = {
        "start of the plain-SQL read's process": [*me, "--start-only"],
        "plain SQL read, a process": [*me, "--plain-read", str(path)],
        "standings FILE --json": [*CLI, "standings", str(path), "--json"],
        "export FILE --json": [*CLI, "export", str(path), "--json", str(out / "t.json")],
    }
    counted: dict[str, int] = {}
    names = list(runs)
    for pair in (names[:2], names[2:]):  # two at a time, one a core
        processes = {
            name: subprocess.Popen(
                ["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null", *runs[name]],
                stdout=subprocess.DEVNULL,
                stderr=subprocess.PIPE,
                text=True,
            )
            for name in pair
        }
        for name, process in processes.items():
            _, err = process.communicate()
            if process.returncode != 0:
                raise SystemExit(f"{name} failed under valgrind: {err[-2000:]}")
            counted[name] = _collected(err)
    start, own = counted[names[0]], counted[names[1]]
    read = own - start
    print(f"file: {path} ({path.stat().st_size / 1e6:.0f} MB)")
    print(f"instructions (callgrind): plain SQL read in process {read / 1e9:.2f} G "
          f"(its process {own / 1e9:.2f} G less its start {start / 1e9:.2f} G)\n")  # fmt: skip
    print(f"| {'what':<40} | {'G instr.':>8} | {'x plain SQL':>11} | {'x SQL process':>13} |")
    print(f"|{'-' * 42}|{'-' * 10}|{'-' * 13}|{'-' * 15}|")
    for name in names[1:]:
        n = counted[name]
        print(f"| {name:<40} | {n / 1e9:8.2f} | {n / read:11.2f} | {n / own:13.2f} |")


def _median(runs: list[tuple[float, float, int]] | list[tuple[float, float, float]]) -> Any:
    """The run with the median seconds (the lower middle one of an even count)."""
    return sorted(runs)[(len(runs) - 1) // 2]


def build(path: Path, players: int, rounds: int, seed: int) -> tuple[float, float, float]:
    if path.exists():
        path.unlink()
    return run_measured(
        [*CLI, "demo", str(path), "--players", str(players), "--rounds", str(rounds),
         "--seed", str(seed)]
    )  # fmt: skip


def gui_start(path: Path, starts: int) -> tuple[str, float, float, float]:
    """``stein-rummy gui FILE`` until the window is shown and idles: the median of
    ``starts`` starts (the CPU seconds and peak MB of that start)."""
    runs = sorted(
        run_measured([*CLI, "gui", str(path), "--quit-when-ready"], until_line="ready")
        for _ in range(starts)
    )
    return (f"gui FILE until usable (median of {starts})", *runs[len(runs) // 2])


def gui_empty_start(starts: int) -> tuple[str, float, float, float]:
    """``stein-rummy gui`` without a file, the same way: what opening the file adds is the
    difference (on a busy machine both grow)."""
    runs = sorted(run_measured([*CLI, "gui", "--quit-when-ready"], until_line="ready")
                  for _ in range(starts))  # fmt: skip
    return (f"gui (no file) until usable (median of {starts})", *runs[len(runs) // 2])


def gui_pages(path: Path) -> list[tuple[str, float, list[float]]]:
    """The app's long pages at this size: each shown for the first time (built, read and
    painted), then scrolled top to bottom a mouse-wheel notch (3 rows) at a time; a frame
    is the scroll plus the repaint Qt does for it (and any rows fetched for it). The score
    entry's first showing reads the score book for the chosen table's points (the standings
    after it find it read). Then the tournament settings dialog is opened once."""
    from PySide6.QtWidgets import QAbstractItemView, QApplication, QListWidget, QTableView

    from tournament.ui.app import create_application
    from tournament.ui.main_window import MainWindow

    app = create_application(sys.argv[:1])
    window = MainWindow()
    window.resize(1400, 900)
    window.show()
    if not window.open_location(str(path)) or window.view is None:
        raise SystemExit(f"the app could not open {path}")
    view = window.view
    measured: list[tuple[str, float, list[float]]] = []
    for row, name in ((0, "players"), (1, "rounds: the last round's plan"),
                      (2, "score entry: the last round's tables"), (3, "standings"),
                      (5, "audit log")):  # fmt: skip
        start = time.perf_counter()
        view.show_page(row)
        app.processEvents()
        shown = time.perf_counter() - start
        page = view.stack.currentWidget()
        table = page.findChild(QTableView) if row != 2 else page.findChild(QListWidget, "tables")
        assert table is not None
        chart: list[tuple[str, float, list[float]]] = []
        if row == 3:  # the standings
            # The chart reads every round's standings off the GUI thread: scrolled after.
            start = time.perf_counter()
            view.standings.wait_for_chart()
            chart.append(
                ("standings chart, drawn after the table", time.perf_counter() - start, [])
            )
        bar = table.verticalScrollBar()
        step = 3  # a wheel notch: 3 rows
        if table.verticalScrollMode() == QAbstractItemView.ScrollMode.ScrollPerPixel:
            step *= table.verticalHeader().defaultSectionSize()
        frames: list[float] = []
        while bar.value() < bar.maximum():
            start = time.perf_counter()
            bar.setValue(bar.value() + step)
            app.processEvents()
            frames.append(time.perf_counter() - start)
        rows = table.model().rowCount()
        measured += [(f"{name} ({rows:,} rows)", shown, frames), *chart]
    # The settings dialog asks whether any result is entered (it locks the scoring rules).
    from tournament.ui.setup.tournament_settings import TournamentSettingsDialog

    start = time.perf_counter()
    dialog = TournamentSettingsDialog(view.session, window)
    dialog.show()
    app.processEvents()
    measured.append(("tournament settings dialog opened", time.perf_counter() - start, []))
    dialog.close()
    window.close()
    QApplication.processEvents()
    app.quit()
    return measured


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, default=2000)
    parser.add_argument("--rounds", type=int, default=15)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--demo", action="store_true", help="time a fresh demo build too")
    parser.add_argument("--only", default="", help="comma-separated figures to measure")
    parser.add_argument("--sheets-round", type=int, help="the round to print (default: last)")
    parser.add_argument("--file", type=Path, help="measure this .srt file instead of a demo")
    parser.add_argument("--plain-read", type=Path, help=argparse.SUPPRESS)  # the process
    parser.add_argument("--start-only", action="store_true", help=argparse.SUPPRESS)
    parser.add_argument(
        "--instructions", action="store_true", help="count instructions (callgrind) instead"
    )
    parser.add_argument("--starts", type=int, default=5, help="app starts timed (the median)")
    parser.add_argument(
        "--repeat", type=int, default=5, help="runs of each whole-file command (the median)"
    )
    args = parser.parse_args()
    if args.plain_read:  # the plain-SQL read as a process of its own
        plain_sql_read(args.plain_read)
        return
    if args.start_only:  # that process without the read
        return
    compileall.compile_dir(Path(__file__).resolve().parent.parent / "tournament", quiet=1)
    load_before = os.getloadavg()[0]
    only = {name for name in args.only.split(",") if name}
    path = args.file or cached_file(args.players, args.rounds, args.seed)
    figures: list[tuple[str, float, float, float]] = []  # what, s, CPU s, MB
    if not path.exists():
        figures.append(
            (
                f"demo --players {args.players} --rounds {args.rounds}",
                *build(path, args.players, args.rounds, args.seed),
            )
        )
    elif args.demo:
        scratch = path.with_name(path.stem + "-fresh.srt")
        figures.append(
            (
                f"demo --players {args.players} --rounds {args.rounds}",
                *build(scratch, args.players, args.rounds, args.seed),
            )
        )
        scratch.unlink()
    if args.instructions:
        instructions(path, Path(tempfile.mkdtemp(prefix="bench-scale-")))
        return
    reads = [plain_sql_read(path)]
    read_processes: list[tuple[float, float, float]] = []
    out = Path(tempfile.mkdtemp(prefix="bench-scale-"))
    sheets_round = args.sheets_round or args.rounds
    commands = {
        "standings": ("standings FILE --json", [*CLI, "standings", str(path), "--json"], None),
        "export-json": (
            "export FILE --json", [*CLI, "export", str(path), "--json", str(out / "t.json")], None
        ),
        "export-xlsx": (
            "export FILE --xlsx", [*CLI, "export", str(path), "--xlsx", str(out / "t.xlsx")], None
        ),
        "sheets": (
            f"sheets FILE --round {sheets_round}",
            [*CLI, "sheets", str(path), "--round", str(sheets_round), "-o", str(out / "s.pdf")],
            None,
        ),
        "stats": ("stats tournament FILE", [*CLI, "stats", "tournament", str(path)], None),
    }  # fmt: skip
    runs: dict[str, list[tuple[float, float, float]]] = {}
    for _ in range(max(1, args.repeat)):  # in turns, so that a slow spell hits them all
        for key, (_what, argv, until) in commands.items():
            if not only or key in only:
                runs.setdefault(key, []).append(run_measured(argv, until_line=until))
        reads.append(plain_sql_read(path))
        read_processes.append(run_measured([sys.executable, __file__, "--plain-read", str(path)]))
    for key, measured in runs.items():
        what = commands[key][0] + (f" (median of {len(measured)})" if len(measured) > 1 else "")
        figures.append((what, *_median(measured)))
    sql, sql_cpu, rows = _median(reads)
    own, own_cpu, own_peak = _median(read_processes)
    figures.insert(0, (f"plain SQL read, a process (median of {len(read_processes)})",
                       own, own_cpu, own_peak))  # fmt: skip
    pages: list[tuple[str, float, list[float]]] = []
    if not only or "gui" in only or "app" in only:
        figures.append(gui_empty_start(args.starts))
    if not only or "gui" in only:
        figures.append(gui_start(path, args.starts))
        pages = gui_pages(path)
    print(f"file: {path} ({path.stat().st_size / 1e6:.0f} MB, {rows:,} rows)")
    print(f"load average: {load_before:.1f} before, {os.getloadavg()[0]:.1f} after")
    print(
        f"plain SQL read of every row: {sql:.3f} s ({sql_cpu:.3f} s CPU), median of "
        f"{len(reads)}: {min(r[0] for r in reads):.3f} to {max(r[0] for r in reads):.3f} s\n"
    )
    print(
        f"| {'what':<52} | {'seconds':>8} | {'x plain SQL':>11} | {'x SQL process':>13} "
        f"| {'CPU s':>7} | {'peak MB':>7} |"
    )
    print(f"|{'-' * 54}|{'-' * 10}|{'-' * 13}|{'-' * 15}|{'-' * 9}|{'-' * 9}|")
    for what, seconds, cpu, peak in figures:
        print(
            f"| {what:<52} | {seconds:8.2f} | {seconds / sql:11.1f} | {seconds / own:13.1f} "
            f"| {cpu:7.2f} | {peak:7.0f} |"
        )
    for what, seconds, cpu, _peak in figures:
        if what.startswith("standings"):
            wall_target, cpu_target = 5 * sql + 0.3, 5 * sql_cpu + 0.3
            print(
                f"\nstandings target, 5x the read + 0.3 s: {seconds:.2f} s of {wall_target:.2f} s "
                f"({'met' if seconds <= wall_target else 'NOT met'}); CPU {cpu:.2f} s of "
                f"{cpu_target:.2f} s ({'met' if cpu <= cpu_target else 'NOT met'})"
            )
        if what.startswith("gui (no file)"):
            print(
                f"\napp start target, 0.5 s: {seconds:.2f} s "
                f"({'met' if seconds <= 0.5 else 'NOT met'}; CPU {cpu:.2f} s)"
            )
    if pages:
        print(
            f"\n| {'app page (first shown; scrolled a wheel notch a frame)':<56} "
            f"| {'shown s':>7} | {'frame median ms':>15} | {'p95 ms':>6} | {'max ms':>6} |"
        )
        print(f"|{'-' * 58}|{'-' * 9}|{'-' * 17}|{'-' * 8}|{'-' * 8}|")
        for name, shown, frames in pages:
            frames = sorted(frames)
            p95 = frames[min(len(frames) - 1, int(len(frames) * 0.95))] if frames else 0.0
            median = statistics.median(frames) if frames else 0.0
            print(f"| {name:<56} | {shown:7.2f} | {median * 1000:15.1f} | {p95 * 1000:6.1f} "
                  f"| {(frames[-1] if frames else 0.0) * 1000:6.1f} |")  # fmt: skip


if __name__ == "__main__":
    main()
