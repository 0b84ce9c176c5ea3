"""What differs on a director's Windows or macOS computer, checked here on Linux where it
can be (issue 36, item 4): long paths with spaces and umlauts, CSV line endings, and no
call that only POSIX systems have outside a place that checks the system first. (The
code page of redirected output: tests/cli/test_code_pages.py; the settings, log and
documents folders: tests/ui/test_settings_folder.py.)"""

from __future__ import annotations

import ast
import json
import zipfile
from pathlib import Path

import pytest

from tournament.cli import main
from tournament.exports.players import preview_player_file

ROOT = Path(__file__).resolve().parents[1]


def _long_folder(base: Path, length: int) -> Path:
    """A folder under ``base`` whose path is at least ``length`` characters long, its names
    with spaces and umlauts (each name within the 255 bytes a Linux name may have)."""
    folder = base / "Vereinsabend Müller & Söhne"
    while len(str(folder)) < length:
        folder = folder / "Größe über Äpfel und Öl, Runde für Runde"
    folder.mkdir(parents=True)
    return folder


def test_paths_with_spaces_umlauts_and_over_200_characters(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    folder = _long_folder(tmp_path, 220)
    file = folder / "Clubabend März – Köln.srt"
    assert len(str(file)) > 200
    assert main(["demo", str(file), "--players", "12", "--rounds", "2"]) == 0
    assert main(["backup", str(file)]) == 0
    sheets, workbook, data = (
        folder / "Spielzettel Ü.pdf",
        folder / "Rangliste Ä.xlsx",
        folder / "ö.json",
    )
    assert main(["sheets", str(file), "--round", "1", "-o", str(sheets)]) == 0
    assert main(["export", str(file), "--xlsx", str(workbook), "--json", str(data)]) == 0
    capsys.readouterr()
    assert main(["standings", str(file), "--json"]) == 0
    assert len(json.loads(capsys.readouterr().out)["standings"]) == 12
    assert sheets.read_bytes().startswith(b"%PDF")
    with zipfile.ZipFile(workbook) as xlsx:
        assert "xl/workbook.xml" in xlsx.namelist()
    assert json.loads(data.read_text(encoding="utf-8"))["players"]
    backups = list((folder / "Clubabend März – Köln.srt.backups").iterdir())
    assert backups and all(len(str(b)) > 250 and b.stat().st_size > 0 for b in backups)


PLAYERS = ["Name;Verein", "Jürgen Müller;Köln", "Anna Öztürk;Zürich", '"Brandt; Clara";Ülm']


@pytest.mark.parametrize("ending", ["\r\n", "\n", "\r"], ids=["windows", "unix", "old-mac"])
@pytest.mark.parametrize("encoding", ["utf-8", "utf-8-sig", "cp1252"])
def test_csv_lists_read_the_same_whatever_their_line_endings(
    tmp_path: Path, ending: str, encoding: str
) -> None:
    path = tmp_path / "Spieler.csv"
    path.write_bytes((ending.join(PLAYERS) + ending).encode(encoding))
    preview = preview_player_file(path)
    assert [(row.name, row.club) for row in preview.rows] == [
        ("Jürgen Müller", "Köln"),
        ("Anna Öztürk", "Zürich"),
        ("Brandt; Clara", "Ülm"),
    ]
    assert not preview.problems


def test_text_files_are_written_with_the_same_line_endings_everywhere() -> None:
    # Text the program writes for others to read is written with "\n" on every system,
    # never the system's own line ending: every write_text of the package names newline.
    unnamed = []
    for source in sorted((ROOT / "tournament").rglob("*.py")):
        tree = ast.parse(source.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if (
                isinstance(node, ast.Call)
                and isinstance(node.func, ast.Attribute)
                and node.func.attr == "write_text"
                and not any(k.arg == "newline" for k in node.keywords)
            ):
                unnamed.append(f"{source.relative_to(ROOT)}:{node.lineno}")
    assert unnamed == []


POSIX_ONLY_MODULES = {"fcntl", "pwd", "grp", "termios", "tty", "pty", "resource", "posix",
                      "crypt", "syslog", "spwd", "nis", "readline"}  # fmt: skip
POSIX_ONLY = {
    "os": {"fork", "forkpty", "getuid", "geteuid", "getgid", "getegid", "setuid", "setsid",
           "getpgid", "setpgrp", "killpg", "chown", "lchown", "fchown", "mkfifo", "mknod",
           "statvfs", "fstatvfs", "sync", "uname", "nice", "getloadavg", "sched_getaffinity",
           "O_NOFOLLOW", "O_DIRECTORY", "O_CLOEXEC", "WNOHANG", "wait3", "wait4", "pipe2",
           "posix_spawn", "get_blocking", "set_blocking", "openpty", "ttyname", "getppid"},
    "signal": {"SIGKILL", "SIGHUP", "SIGUSR1", "SIGUSR2", "SIGALRM", "SIGCHLD", "SIGPIPE",
               "SIGQUIT", "alarm", "setitimer", "pause", "pthread_kill", "siginterrupt"},
    "shutil": {"chown"},
    "time": {"tzset"},
}  # fmt: skip


def _guards(node: ast.AST) -> bool:
    """An ``if`` or ``try`` that asks which system this is (sys.platform, os.name,
    hasattr) or catches what a missing call raises."""
    if isinstance(node, ast.If | ast.IfExp):
        text = ast.unparse(node.test)
        return any(word in text for word in ("sys.platform", "os.name", "hasattr", "posix"))
    if isinstance(node, ast.Try):
        caught = " ".join(ast.unparse(h.type) for h in node.handlers if h.type is not None)
        return any(name in caught for name in ("ImportError", "AttributeError", "OSError"))
    return False


def posix_only_uses(source: str) -> list[str]:
    tree = ast.parse(source)
    parents: dict[ast.AST, ast.AST] = {}
    for node in ast.walk(tree):
        for child in ast.iter_child_nodes(node):
            parents[child] = node

    def guarded(node: ast.AST) -> bool:
        while node in parents:
            node = parents[node]
            if _guards(node):
                return True
        return False

    found: list[tuple[int, str]] = []
    for node in ast.walk(tree):
        name = None
        if isinstance(node, ast.Import):
            name = next((a.name for a in node.names if a.name in POSIX_ONLY_MODULES), None)
        elif isinstance(node, ast.ImportFrom) and node.module in POSIX_ONLY_MODULES:
            name = node.module
        elif isinstance(node, ast.ImportFrom) and node.module in POSIX_ONLY:
            name = next((a.name for a in node.names if a.name in POSIX_ONLY[node.module]), None)
        elif (
            isinstance(node, ast.Attribute)
            and isinstance(node.value, ast.Name)
            and node.attr in POSIX_ONLY.get(node.value.id, ())
        ):
            name = f"{node.value.id}.{node.attr}"
        if name is not None and not guarded(node):
            found.append((node.lineno, name))
    return [f"{line}: {name}" for line, name in sorted(found)]


def test_the_check_finds_an_unguarded_call_and_lets_a_guarded_one_pass() -> None:
    assert posix_only_uses("import os\nos.getuid()\nimport fcntl\n") == ["2: os.getuid", "3: fcntl"]
    guarded = (
        "import os, sys, signal\n"
        "if sys.platform != 'win32':\n    os.getuid()\n"
        "try:\n    import fcntl\nexcept ImportError:\n    fcntl = None\n"
        "if hasattr(signal, 'SIGHUP'):\n    signal.signal(signal.SIGHUP, print)\n"
    )
    assert posix_only_uses(guarded) == []


def test_no_posix_only_call_outside_a_guarded_place() -> None:
    found = {
        str(source.relative_to(ROOT)): uses
        for source in sorted((ROOT / "tournament").rglob("*.py"))
        if (uses := posix_only_uses(source.read_text(encoding="utf-8")))
    }
    assert found == {}
