"""Every runtime dependency resolves from binary wheels on the directors' computers.

For each platform the bundles are built for (Windows x86-64, macOS 12 or newer on Apple
silicon and on Intel) and each Python the app supports, pip resolves the runtime requirements of
pyproject.toml from binary wheels only, as it would install them there, into one scratch
folder (shared: a wheel that fits several combinations is fetched once) that is removed at
the end. Prints one line per combination and exits 1 if any of them has a gap: a package
without a wheel for that platform and Python.

    .venv/bin/python scripts/check_platforms.py [--keep DIR]

pip evaluates environment markers for this machine, not for the target: a dependency that
only Windows needs (``colorama; sys_platform == "win32"``) is not fetched here. Those are
pure-Python packages, which have a wheel for every platform.
"""

from __future__ import annotations

import argparse
import shutil
import subprocess
import sys
import tempfile
import time
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PLATFORMS = ("win_amd64", "macosx_12_0_arm64", "macosx_12_0_x86_64")
"""macOS 12 (Monterey) is the oldest the app can support: PySide6 6.6 and newer has no wheel
for macOS 10.x, and none for macOS 11 on Python 3.13 (6.7.3, the last for macOS 11, stops
at Python 3.12)."""
PYTHONS = ("3.11", "3.12", "3.13")


def requirements() -> list[str]:
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    return list(project["project"]["dependencies"])


def resolve(platform: str, python: str, scratch: Path) -> subprocess.CompletedProcess[str]:
    command = [
        sys.executable, "-m", "pip", "download", "--quiet", "--disable-pip-version-check",
        "--only-binary=:all:", "--platform", platform, "--python-version", python,
        "--implementation", "cp", "--dest", str(scratch), *requirements(),
    ]  # fmt: skip
    return subprocess.run(command, capture_output=True, text=True, check=False)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--keep", type=Path, help="download into DIR and keep it")
    args = parser.parse_args()
    scratch = args.keep or Path(tempfile.mkdtemp(prefix="stein-rummy-platforms-"))
    gaps = 0
    try:
        for platform in PLATFORMS:
            for python in PYTHONS:
                started = time.perf_counter()
                done = resolve(platform, python, scratch)
                seconds = time.perf_counter() - started
                verdict = "ok" if done.returncode == 0 else "GAP"
                print(f"{platform:22} Python {python}: {verdict} ({seconds:.0f} s)", flush=True)
                if done.returncode != 0:
                    gaps += 1
                    errors = [line for line in done.stderr.splitlines() if "ERROR" in line]
                    print("    " + "\n    ".join(errors or done.stderr.splitlines()[-3:]))
    finally:
        if args.keep is None:
            shutil.rmtree(scratch, ignore_errors=True)
    combinations = len(PLATFORMS) * len(PYTHONS)
    print(f"{combinations - gaps} of {combinations} combinations resolve from binary wheels")
    return 1 if gaps else 0


if __name__ == "__main__":
    sys.exit(main())
