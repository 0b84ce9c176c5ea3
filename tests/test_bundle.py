"""The bundled app (scripts/bundle) runs where no Python is installed (issue 36, item 3).

Runs when STEIN_RUMMY_TEST_BUNDLE names a built bundle folder (.ci/run sets it on Linux,
as root): the folder is copied into a fresh root that holds nothing but the system
libraries the bundle links against (found with ldd; the ones it ships itself are not
copied), so no Python, no pip and no shell. There, the program opens a demo tournament
offscreen, prints score sheets and writes the standings workbook.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

from tournament import __version__

BUNDLE = os.environ.get("STEIN_RUMMY_TEST_BUNDLE", "")
PLACE = Path("/opt/stein-rummy")

pytestmark = pytest.mark.skipif(not BUNDLE, reason="STEIN_RUMMY_TEST_BUNDLE is not set")


def _elf_files(folder: Path) -> list[Path]:
    found = []
    for path in folder.rglob("*"):
        if path.is_file() and not path.is_symlink():
            with path.open("rb") as f:
                if f.read(4) == b"\x7fELF":
                    found.append(path)
    return found


def system_libraries(bundle: Path) -> set[Path]:
    """The libraries outside the bundle that its programs and libraries load: the program
    as the system starts it, its libraries as the program loads them (its folder first)."""
    env = dict(os.environ, LD_LIBRARY_PATH=str(bundle / "_internal"))
    needed: set[Path] = set()
    for elf in _elf_files(bundle):
        program = elf.parent == bundle
        listed = subprocess.run(
            ["ldd", str(elf)], capture_output=True, text=True, env=None if program else env
        )
        for match in re.finditer(r"(?:=>\s*)?(/\S+)\s+\(0x", listed.stdout):
            path = Path(match.group(1))
            if bundle not in path.parents:
                needed.add(path)
    return needed


@pytest.fixture(scope="module")
def root(tmp_path_factory: pytest.TempPathFactory) -> Path:
    if sys.platform != "linux" or os.geteuid() != 0:
        pytest.fail("the bundle's test runs on Linux as root (it uses chroot)")
    bundle = Path(BUNDLE).resolve()
    root = tmp_path_factory.mktemp("root")
    for library in system_libraries(bundle):
        target = root / library.relative_to("/")
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(library, target)  # the file itself where the path is a link
    shutil.copytree(bundle, root / PLACE.relative_to("/"), symlinks=True)
    (root / "tmp").mkdir()
    return root


def in_root(root: Path, *args: str) -> subprocess.CompletedProcess[str]:
    env = {
        "PATH": str(PLACE),
        "HOME": "/tmp",
        "TMPDIR": "/tmp",
        "QT_QPA_PLATFORM": "offscreen",
        "STEIN_RUMMY_TESTING": "1",
    }
    return subprocess.run(
        [
            shutil.which("chroot") or "/usr/sbin/chroot",
            str(root),
            str(PLACE / "stein-rummy"),
            *args,
        ],
        capture_output=True,
        text=True,
        env=env,
        timeout=300,
        check=False,
    )


def test_the_root_has_no_python(root: Path) -> None:
    outside = [
        p for p in root.rglob("*") if PLACE.relative_to("/") not in p.relative_to(root).parents
    ]
    names = [p.name for p in outside]
    assert not [n for n in names if n.startswith(("python", "libpython", "pip"))], names
    assert not (root / "bin").exists() and not (root / "usr" / "bin").exists()
    assert any(n.startswith("libc.so") for n in names)  # the C library is all there is


def test_the_bundle_opens_a_demo_prints_sheets_and_writes_the_workbook(root: Path) -> None:
    version = in_root(root, "--version")
    assert version.returncode == 0, version.stderr
    assert version.stdout.startswith(f"stein-rummy {__version__} (solver: ")

    demo = in_root(root, "demo", "/tmp/demo.srt", "--players", "15", "--rounds", "2")
    assert demo.returncode == 0, demo.stderr
    opened = in_root(root, "gui", "/tmp/demo.srt", "--quit-when-ready")
    assert opened.returncode == 0, opened.stderr
    assert opened.stdout.splitlines()[:1] == ["ready"], opened.stderr
    assert opened.stdout.splitlines()[1].startswith("open: Demo-Turnier (15 Spieler)")
    assert "Traceback" not in opened.stderr

    sheets = in_root(root, "sheets", "/tmp/demo.srt", "--round", "1", "-o", "/tmp/sheets.pdf")
    assert sheets.returncode == 0, sheets.stderr
    assert (root / "tmp" / "sheets.pdf").read_bytes().startswith(b"%PDF")
    workbook = in_root(root, "export", "/tmp/demo.srt", "--xlsx", "/tmp/standings.xlsx")
    assert workbook.returncode == 0, workbook.stderr
    with zipfile.ZipFile(root / "tmp" / "standings.xlsx") as xlsx:
        assert "xl/workbook.xml" in xlsx.namelist()


def test_the_bundle_leaves_out_what_the_app_never_loads() -> None:
    """Qt Quick and QML (pulled in only by the on-screen keyboard's plugin) and Qt's
    translations into languages the app does not speak stay out; German and English stay."""
    if not BUNDLE:
        pytest.skip("no bundle given (STEIN_RUMMY_TEST_BUNDLE)")
    files = [p.name for p in Path(BUNDLE).rglob("*") if p.is_file()]
    assert not [n for n in files if re.search(r"Qt6(Quick|Qml|VirtualKeyboard)", n)]
    assert not [n for n in files if "virtualkeyboard" in n.lower()]
    qms = sorted(n for n in files if re.fullmatch(r"qt\w*\.qm", n))
    assert {"qtbase_de.qm", "qtbase_en.qm"} <= set(qms)
    assert all(n.endswith(("_de.qm", "_en.qm")) for n in qms), qms
