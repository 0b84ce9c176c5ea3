"""The compiled search of the legal walk (``_walk.c``); see :mod:`solver_walk`."""

from collections.abc import Callable, Sequence
from typing import Any

class Walker:
    def __init__(
        self,
        ints: Sequence[int],
        moves: Callable[..., tuple[tuple[int, int, int, object], ...]],
        info: Callable[[int], tuple[int, bool]],
        groups: Callable[..., bool],
    ) -> None: ...
    def search(self, bound: int) -> tuple[int, tuple[int, int, list[Any]] | None]: ...
    def states(self) -> int: ...
