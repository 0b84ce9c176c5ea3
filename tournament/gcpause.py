"""Python's cyclic garbage collector paused while a whole tournament is built or scored.

Reading a 2,000-player tournament makes some half a million small objects (rows, games,
scores) that all stay alive until the reading is done. The collector, started every few
hundred new objects, walks the ever older ones again and again: a third of the time of
``stein-rummy standings`` at that size, for nothing, as none of them is garbage yet.
Reference counting still frees everything else at once; what the pause leaves to the
collector (cycles made meanwhile) it finds at its next run after the pause.

Pauses nest and may come from several threads (the app reads the standings chart off the
GUI thread): the collector runs again when the last one ends, unless it was off before.
"""

from __future__ import annotations

import gc
import threading
from collections.abc import Iterator
from contextlib import contextmanager

_lock = threading.Lock()
_depth = 0
_was_enabled = False


@contextmanager
def collector_paused() -> Iterator[None]:
    """Run the block with the cyclic garbage collector off (see the module's text).

    >>> with collector_paused():
    ...     gc.isenabled()
    False
    """
    global _depth, _was_enabled
    with _lock:
        if _depth == 0:
            _was_enabled = gc.isenabled()
            gc.disable()
        _depth += 1
    try:
        yield
    finally:
        with _lock:
            _depth -= 1
            if _depth == 0 and _was_enabled:
                gc.enable()
