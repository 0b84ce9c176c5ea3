"""The README's first command installs and starts the app as root and as a user with sudo
(issue 10, items 20 and 21).

The command runs for real under bash in a copy of the project's scripts; only the system's
programs (id, sudo, apt-get, dpkg-query, python3 and what it installs) are stand-ins that
write down how they were called.
"""

from __future__ import annotations

import os
import re
import shutil
import stat
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
README = (ROOT / "README.md").read_text(encoding="utf-8")

STAND_INS = {
    "id": 'echo "$FAKE_UID"',
    "sudo": 'echo "sudo $*" >> "$CALLS"; exec "$@"',
    "apt-get": 'echo "apt-get $*" >> "$CALLS"; echo "Unpacking libgl1 ..."; echo "debconf: x" >&2; '
    '[ -z "$FAKE_APT_FAILS" ]',
    "dpkg-query": '[ -n "$FAKE_INSTALLED" ] && echo "install ok installed"; true',
    "python3": """echo "python3 $*" >> "$CALLS"
mkdir -p .venv/bin
for tool in python pip stein-rummy; do
    printf '#!/bin/bash\\necho "%s $*" >> "$CALLS"\\n' "$tool" > ".venv/bin/$tool"
    chmod +x ".venv/bin/$tool"
done""",
}
REAL = ("bash", "grep", "dirname", "mkdir", "chmod", "printf", "cat")


def first_command() -> str:
    return README.split("```sh\n", 1)[1].split("\n```", 1)[0]


def run(
    tmp_path: Path, *, uid: int, sudo: bool, installed: bool = False, apt_fails: bool = False
) -> tuple[int, list[str], str]:
    project = tmp_path / "project"
    (project / "scripts").mkdir(parents=True)
    shutil.copy(ROOT / "scripts" / "install", project / "scripts" / "install")
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    for name, body in STAND_INS.items():
        if name == "sudo" and not sudo:
            continue
        tool = bin_dir / name
        tool.write_text(f"#!/bin/bash\n{body}\n", encoding="utf-8")
        tool.chmod(tool.stat().st_mode | stat.S_IXUSR)
    for name in REAL:
        found = shutil.which(name)
        assert found is not None, name
        (bin_dir / name).symlink_to(found)
    calls = tmp_path / "calls"
    calls.touch()
    env = {
        "PATH": str(bin_dir),
        "HOME": str(tmp_path),
        "CALLS": str(calls),
        "FAKE_UID": str(uid),
        "FAKE_INSTALLED": "1" if installed else "",
        "FAKE_APT_FAILS": "1" if apt_fails else "",
    }
    result = subprocess.run(
        [shutil.which("bash") or "bash", "-c", first_command()],
        cwd=project,
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    # apt-get's and dpkg's own lines are kept out of sight unless the installation fails
    if not apt_fails:
        assert "Unpacking" not in result.stdout + result.stderr
        assert "debconf" not in result.stdout + result.stderr
    return result.returncode, calls.read_text(encoding="utf-8").splitlines(), result.stderr


def test_the_first_command_is_one_line_that_starts_the_app() -> None:
    command = first_command()
    assert "\n" not in command
    assert command.endswith(".venv/bin/stein-rummy")
    assert "bash .ci/run" in README  # the second opening command


def test_as_root_without_sudo(tmp_path: Path) -> None:
    status, calls, err = run(tmp_path, uid=0, sudo=False)
    assert status == 0, err
    assert calls[0].startswith("apt-get ") and calls[0].endswith(" update -qq")
    assert calls[1].startswith("apt-get ") and " install -y " in calls[1]
    assert "libxcb-cursor0" in calls[1] and "python3-venv" in calls[1]
    assert calls[2:] == ["python3 -m venv .venv", "pip install -q .", "stein-rummy "]
    assert not any(call.startswith("sudo") for call in calls)


def test_as_a_user_with_sudo(tmp_path: Path) -> None:
    status, calls, err = run(tmp_path, uid=1000, sudo=True)
    assert status == 0, err
    assert calls[0].startswith("sudo apt-get ") and calls[0].endswith(" update -qq")
    assert calls[1].startswith("apt-get ")
    assert calls[2].startswith("sudo apt-get ") and " install -y " in calls[2]
    assert calls[-1] == "stein-rummy "


def test_a_user_without_sudo_is_told_what_is_missing(tmp_path: Path) -> None:
    status, calls, err = run(tmp_path, uid=1000, sudo=False)
    assert status != 0
    assert "missing: python3-venv libgl1" in err and "as root" in err
    assert calls == []


def test_a_failed_installation_shows_what_apt_get_said(tmp_path: Path) -> None:
    status, calls, err = run(tmp_path, uid=0, sudo=False, apt_fails=True)
    assert status == 1
    assert "Unpacking libgl1" in err and "could not be installed" in err
    assert not any(call.startswith("python3") for call in calls)


def test_nothing_to_install_needs_no_root(tmp_path: Path) -> None:
    status, calls, err = run(tmp_path, uid=1000, sudo=False, installed=True)
    assert status == 0, err
    assert calls == ["python3 -m venv .venv", "pip install -q .", "stein-rummy "]


def test_the_command_line_section_says_where_the_command_is() -> None:
    section = README.split("## The command line", 1)[1].split("\n## ", 1)[0]
    before_examples = section.split("```sh", 1)[0]
    assert ".venv/bin/stein-rummy" in before_examples
    assert "source .venv/bin/activate" in before_examples
    assert re.search(
        r'^stein-rummy = "tournament\.cli:run"$', (ROOT / "pyproject.toml").read_text(), re.M
    )


@pytest.mark.skipif(os.name != "posix", reason="bash scripts")
def test_the_install_script_is_valid_bash() -> None:
    result = subprocess.run(["bash", "-n", str(ROOT / "scripts" / "install")], check=False)
    assert result.returncode == 0


def test_the_readme_names_all_four_tournament_games() -> None:
    from tournament.rules.variant import Variant

    scoring = README.split("- **Scoring**:", 1)[1].split("\n- **", 1)[0]
    for variant in Variant:
        assert variant.game.name in scoring, variant
    assert "still to come" not in README


def test_the_readme_says_how_to_get_the_code_before_its_commands() -> None:
    before = README.split("```sh\n", 1)[0]
    assert "git clone" in before and "cd stein-rummy" in before
