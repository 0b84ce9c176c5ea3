"""The collector pause around whole-tournament reads (tournament/gcpause.py)."""

from __future__ import annotations

import gc
import threading
from collections.abc import Iterator

import pytest

from tournament.gcpause import collector_paused


@pytest.fixture(autouse=True)
def _collector_on() -> Iterator[None]:
    was = gc.isenabled()
    gc.enable()
    yield
    if not was:
        gc.disable()


def test_the_collector_is_off_inside_and_on_again_after() -> None:
    with collector_paused():
        assert not gc.isenabled()
    assert gc.isenabled()


def test_nested_pauses_end_with_the_outermost() -> None:
    with collector_paused():
        with collector_paused():
            assert not gc.isenabled()
        assert not gc.isenabled()
    assert gc.isenabled()


def test_an_error_inside_still_ends_the_pause() -> None:
    with pytest.raises(KeyError), collector_paused():
        raise KeyError("x")
    assert gc.isenabled()


def test_a_collector_that_was_off_stays_off() -> None:
    gc.disable()
    with collector_paused():
        pass
    assert not gc.isenabled()


def test_a_pause_in_another_thread_keeps_it_off_until_both_end() -> None:
    inside, release = threading.Event(), threading.Event()

    def other() -> None:
        with collector_paused():
            inside.set()
            release.wait(5)

    thread = threading.Thread(target=other)
    with collector_paused():
        thread.start()
        assert inside.wait(5)
    assert not gc.isenabled()  # the other thread's pause is still on
    release.set()
    thread.join(5)
    assert gc.isenabled()


def test_a_function_can_be_paused_as_a_whole() -> None:
    @collector_paused()
    def read() -> bool:
        return gc.isenabled()

    assert read() is False
    assert gc.isenabled()
