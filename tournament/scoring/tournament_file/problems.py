"""What is wrong with a tournament file, each problem with its place."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Problem:
    """One thing wrong with a tournament file, with where it is."""

    message: str
    round: int | None = None
    table: int | None = None
    game: int | None = None
    player: str | None = None

    def where(self) -> str:
        parts = []
        if self.round is not None:
            parts.append(f"round {self.round}")
        if self.table is not None:
            parts.append(f"table {self.table}")
        if self.game is not None:
            parts.append(f"game {self.game}")
        if self.player is not None:
            parts.append(f"player {self.player}")
        return ", ".join(parts)

    def __str__(self) -> str:
        where = self.where()
        return f"{where}: {self.message}" if where else self.message


class TournamentFileError(ValueError):
    """The file is refused; ``problems`` lists everything wrong with it."""

    def __init__(self, problems: Sequence[Problem], source: str | None = None) -> None:
        self.problems = list(problems)
        self.source = source
        head = f"{source}: " if source else ""
        count = len(self.problems)
        lines = [f"{head}tournament file refused, {count} problem{'s' * (count != 1)}:"]
        lines += [f"  {problem}" for problem in self.problems]
        super().__init__("\n".join(lines))


Report = Callable[[str, str | None], None]


def reporter(problems: list[Problem], rnd: int, table: int, game: int | None) -> Report:
    """A Report that adds each problem to ``problems`` at this round, table and game."""

    def report(message: str, player: str | None = None) -> None:
        problems.append(Problem(message, round=rnd, table=table, game=game, player=player))

    return report
