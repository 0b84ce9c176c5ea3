"""Test set-up shared by the whole suite."""

from __future__ import annotations

import os
import shutil
import signal
import sys
import tempfile
from pathlib import Path

import pytest
from hypothesis import HealthCheck, settings

# The suite's helpers (``tests.…``) are found after the installed packages: when the suite
# runs against an installed wheel (.ci/run), the checkout's ``tournament`` stays behind it.
_ROOT = str(Path(__file__).resolve().parents[1])
if _ROOT not in sys.path:
    sys.path.append(_ROOT)

# CI runs every property test on the same examples, so a red run can be repeated exactly;
# a developer's run still draws new ones. A failure found either way is a bug to fix.
# Hypothesis's clocks (the deadline per example, the health check on slow generation) judge
# the machine's load, not the code: a loaded 2-core machine must not turn them red.
settings.register_profile(
    "ci",
    derandomize=True,
    database=None,
    print_blob=True,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow],
)
if os.environ.get("CI") == "true":
    settings.load_profile("ci")

# Qt aborts the process without a display unless it is told to draw offscreen.
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# Tests never touch the user's real settings or documents folder.
os.environ.setdefault("STEIN_RUMMY_TESTING", "1")

# Programs the tests start (the app, a second desk) keep their temporary files in a folder of
# this run, so that what they leave behind can be found, and is removed with it. This process
# keeps the system's folder (pytest's tmp_path lives there).
tempfile.gettempdir()
_CHILD_TMP = Path(tempfile.mkdtemp(prefix="stein-rummy-test-run-"))
os.environ["TMPDIR"] = str(_CHILD_TMP)

# Tests press Ctrl-C in the programs they start, as a director does at a terminal. A run
# started in the background (`pytest &` in a script) inherits SIGINT ignored, and so would
# every program it starts: they would not stop. The suite gives them the terminal's default.
if signal.getsignal(signal.SIGINT) is signal.SIG_IGN:
    signal.signal(signal.SIGINT, signal.default_int_handler)

LEFT_BEHIND = ("stein-rummy-settings-*",)
"""What a finished program must not leave in the temporary folder."""


def pytest_configure(config: pytest.Config) -> None:
    # In CI the PostgreSQL tests must run, not skip: .ci/run starts the server.
    if os.environ.get("CI") == "true" and not os.environ.get("STEIN_RUMMY_TEST_PG"):
        raise pytest.UsageError("CI=true but STEIN_RUMMY_TEST_PG is not set: no PostgreSQL server")


def pytest_sessionfinish(session: pytest.Session, exitstatus: int) -> None:
    """Fail the run when a program the tests started left its temporary folders behind
    (the settings folder of the app under test: issue 10, item 24)."""
    left = sorted(path.name for pattern in LEFT_BEHIND for path in _CHILD_TMP.glob(pattern))
    shutil.rmtree(_CHILD_TMP, ignore_errors=True)
    if left:
        reporter = session.config.pluginmanager.get_plugin("terminalreporter")
        if reporter is not None:
            reporter.ensure_newline()
            reporter.write_line(f"left behind in the temporary folder: {', '.join(left)}", red=True)
        session.exitstatus = pytest.ExitCode.TESTS_FAILED


@pytest.fixture(params=["core", "pure"])
def solver_engine(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> str:
    """A test with it runs once per engine of the solver's search: ``core``, the compiled
    core (skipped where it is not built), and ``pure``, the Python walk (the core hidden)."""
    from tournament.rules import solver_walk

    if request.param == "core" and solver_walk.CORE is None:
        pytest.skip("the compiled core is not built")
    if request.param == "pure":
        monkeypatch.setattr(solver_walk, "CORE", None)
    return str(request.param)
