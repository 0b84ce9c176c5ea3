"""The GitHub Actions workflow that builds and tests the bundles on Windows and macOS
(.github/workflows/bundle.yml) cannot run here; its YAML, its shell lines and the commands
it gives the bundled program are checked instead (issue 36, item 3)."""

from __future__ import annotations

import fnmatch
import shlex
import shutil
import subprocess
from pathlib import Path
from typing import Any

import pytest
import yaml

from tournament.cli import build_parser

ROOT = Path(__file__).resolve().parents[1]
WORKFLOW = ROOT / ".github" / "workflows" / "bundle.yml"


@pytest.fixture(scope="module")
def workflow() -> dict[Any, Any]:
    data = yaml.safe_load(WORKFLOW.read_text(encoding="utf-8"))
    assert isinstance(data, dict)
    return data


def steps(workflow: dict[Any, Any]) -> list[dict[str, Any]]:
    return list(workflow["jobs"]["bundle"]["steps"])


def test_it_builds_on_windows_and_macos(workflow: dict[Any, Any]) -> None:
    triggers = workflow.get("on", workflow.get(True))  # YAML 1.1 reads a bare on as true
    assert {"push", "workflow_dispatch"} <= set(triggers)
    job = workflow["jobs"]["bundle"]
    assert job["strategy"]["matrix"]["os"] == ["windows-latest", "macos-latest"]
    assert job["runs-on"] == "${{ matrix.os }}"
    assert job["defaults"]["run"]["shell"] == "bash"
    runs = [step["run"] for step in steps(workflow) if "run" in step]
    assert runs[0] == "bash scripts/bundle"
    uses = [step["uses"].split("@")[0] for step in steps(workflow) if "uses" in step]
    assert uses == ["actions/checkout", "actions/setup-python", "actions/upload-artifact"]


def test_it_uploads_the_archives_scripts_bundle_writes(workflow: dict[Any, Any]) -> None:
    upload = next(s for s in steps(workflow) if s.get("uses", "").startswith("actions/upload"))
    pattern = upload["with"]["path"]
    bundle = (ROOT / "scripts" / "bundle").read_text(encoding="utf-8")
    assert 'name="stein-rummy-$version-$platform"' in bundle and '"dist/$name.zip"' in bundle
    for platform in ("win_amd64", "macosx_14_0_arm64"):
        assert fnmatch.fnmatch(f"dist/stein-rummy-0.2.0-{platform}.zip", pattern)
    assert upload["with"]["if-no-files-found"] == "error"


@pytest.mark.skipif(shutil.which("bash") is None, reason="no bash")
def test_its_shell_lines_are_valid_bash(workflow: dict[Any, Any]) -> None:
    for step in steps(workflow):
        if "run" in step:
            checked = subprocess.run(["bash", "-n"], input=step["run"], text=True, check=False)
            assert checked.returncode == 0, step["run"]


def test_the_program_is_given_commands_it_knows(workflow: dict[Any, Any]) -> None:
    tried = next(s["run"] for s in steps(workflow) if "--quit-when-ready" in s.get("run", ""))
    parser = build_parser()
    calls = [line for line in tried.splitlines() if line.startswith('"$app" ')]
    assert len(calls) == 5
    for line in calls:
        words = shlex.split(line.split("|")[0].replace('"$work', '"/tmp/work'))[1:]
        if words == ["--version"]:
            continue
        args = parser.parse_args(words)
        assert args.handler is not None, line
