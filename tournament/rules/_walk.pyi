"""The compiled search of the legal walk (``_walk.c``); see :mod:`solver_walk`."""

from collections.abc import Callable, Sequence
from typing import Any

_State = tuple[tuple[int, ...], tuple[int, ...], int]

class Walker:
    def __init__(
        self,
        ints: Sequence[int],
        intern: Callable[[tuple[int, ...], tuple[int, ...], int], int],
        state: Callable[[int], tuple[tuple[int, ...], tuple[int, ...], int, bool]],
        groups: Callable[..., bool],
    ) -> None: ...
    def search(self, bound: int) -> tuple[int, tuple[int, int, list[Any]] | None]: ...
    def states(self) -> int: ...

def colour_moves(
    lanes: tuple[int, ...],
    needs: tuple[int, ...],
    crossing: int,
    real: int,
    role: int,
    free: int,
    first: bool,
    cap: int,
) -> tuple[tuple[_State, int, int, tuple[tuple[int, ...], tuple[tuple[int, bool], ...]]], ...]: ...
