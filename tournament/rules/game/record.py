"""The recorded game: JSON Lines, one object a line (``docs/game-log.md``).

- first line, the deal: ``{"format": "stein-rummy-game/1", "variant", "jokers", "players",
  "seed", "hands", "pool"}``;
- one line per turn: ``{"turn", "player", "draws", "opened", "table", "taken", "discard",
  "hand"}``;
- last line, the end: ``{"end", "tiles_left", "claims", "points"}``.

Tiles are written in the canonical notation (RULINGS §1). :func:`read_game` reads a
record and raises :class:`GameLogError` for text that is no record; :func:`replay` plays
it through the engine and reports the first illegal turn with the rule it breaks. Points
are the scoring layer's: this module reads and writes them as given.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any, Final

from tournament.rules.errors import IllegalError, NotationError
from tournament.rules.game.engine import apply_turn
from tournament.rules.game.state import (
    Draw,
    DrawSource,
    EndKind,
    GameEnd,
    GameState,
    TableMeld,
    Turn,
    start,
)
from tournament.rules.options import JokerRule
from tournament.rules.tiles import Tile
from tournament.rules.variant import Variant

__all__ = [
    "FORMAT",
    "GameLogError",
    "RecordedGame",
    "Replay",
    "dump_game",
    "end_line",
    "header_line",
    "read_game",
    "replay",
    "turn_line",
]

FORMAT: Final = "stein-rummy-game/1"
Points = int | float


class GameLogError(ValueError):
    """Text that is not a recorded game; ``line`` is the 1-based line number."""

    def __init__(self, line: int, reason: str) -> None:
        super().__init__(f"line {line}: {reason}")
        self.line = line
        self.reason = reason


@dataclass(frozen=True)
class RecordedGame:
    """A record as read: the dealt game, the turns in order and the end line (if any)."""

    start: GameState
    turns: tuple[Turn, ...]
    end: GameEnd | None
    points: tuple[Points, ...] | None


@dataclass(frozen=True)
class Replay:
    """The outcome of :func:`replay`: the state reached, and the first illegal turn
    (1-based) with the rule it breaks, or ``None``."""

    state: GameState
    illegal_turn: int | None = None
    reason: str | None = None


# --- writing -----------------------------------------------------------------------------


def _tiles(tiles: Iterable[Tile]) -> list[str]:
    return [str(t) for t in tiles]


def header_line(state: GameState) -> dict[str, Any]:
    return {
        "format": FORMAT,
        "variant": state.variant.value,
        "jokers": state.jokers.value,
        "players": list(state.players),
        "seed": state.seed,
        "hands": [_tiles(h) for h in state.dealt or state.hands],
        "pool": _tiles(state.pool),
    }


def turn_line(number: int, turn: Turn) -> dict[str, Any]:
    return {
        "turn": number,
        "player": turn.player,
        "draws": [{"from": d.source.value, "tile": str(d.tile)} for d in turn.draws],
        "opened": turn.opened,
        "table": [{"tiles": _tiles(m.tiles), "owner": m.owner} for m in turn.table],
        "taken": _tiles(turn.taken),
        "discard": None if turn.discard is None else str(turn.discard),
        "hand": _tiles(sorted(turn.hand)),
    }


def end_line(end: GameEnd, points: Sequence[Points]) -> dict[str, Any]:
    return {
        "end": end.kind.value,
        "tiles_left": list(end.tiles_left),
        "claims": list(end.claims),
        "points": list(points),
    }


def dump_game(
    start_state: GameState, turns: Sequence[Turn], end: GameEnd, points: Sequence[Points]
) -> str:
    """The whole record as text, one JSON object a line."""
    lines = [header_line(start_state)]
    lines += [turn_line(n, t) for n, t in enumerate(turns, start=1)]
    lines.append(end_line(end, points))
    return "".join(json.dumps(line, ensure_ascii=False) + "\n" for line in lines)


# --- reading -----------------------------------------------------------------------------


class _Line:
    """One JSON object of the record with typed access that names the line on error."""

    def __init__(self, number: int, data: dict[str, Any]) -> None:
        self.number = number
        self.data = data

    def fail(self, reason: str) -> GameLogError:
        return GameLogError(self.number, reason)

    def get(self, key: str, kind: type | tuple[type, ...]) -> Any:
        if key not in self.data:
            raise self.fail(f"missing {key!r}")
        value = self.data[key]
        if isinstance(value, bool) and kind is int:
            raise self.fail(f"{key!r} must be a number, got {value!r}")
        if not isinstance(value, kind):
            raise self.fail(f"{key!r} has the wrong type ({type(value).__name__})")
        return value

    def tile(self, text: object, where: str) -> Tile:
        if not isinstance(text, str):
            raise self.fail(f"{where}: a tile is a string, got {text!r}")
        try:
            return Tile.parse(text)
        except NotationError as exc:
            raise self.fail(f"{where}: {exc}") from None

    def tiles(self, value: object, where: str) -> tuple[Tile, ...]:
        if not isinstance(value, list):
            raise self.fail(f"{where} must be a list of tiles")
        return tuple(self.tile(t, where) for t in value)

    def ints(self, key: str) -> tuple[int, ...]:
        values = self.get(key, list)
        if not all(isinstance(v, int) and not isinstance(v, bool) for v in values):
            raise self.fail(f"{key!r} must be a list of whole numbers")
        return tuple(values)


def _choice(line: _Line, key: str, kind: Any) -> Any:
    value = line.get(key, str)
    try:
        return kind(value)
    except ValueError:
        known = ", ".join(repr(k.value) for k in kind)
        raise line.fail(f"{key!r} is {value!r}; known: {known}") from None


def read_game(text: str) -> RecordedGame:
    """Read a record; raises :class:`GameLogError` (naming the line) for anything that is
    not one. The deal is checked against the tiles of the game (RULINGS §1, §10)."""
    lines: list[_Line] = []
    for number, raw in enumerate(text.splitlines(), start=1):
        if not raw.strip():
            continue
        try:
            data = json.loads(raw)
        except json.JSONDecodeError as exc:
            raise GameLogError(number, f"not JSON: {exc.msg}") from None
        if not isinstance(data, dict):
            raise GameLogError(number, "each line is a JSON object")
        lines.append(_Line(number, data))
    if not lines:
        raise GameLogError(1, "empty file: no game")
    head = lines[0]
    if head.data.get("format") != FORMAT:
        raise head.fail(f"'format' must be {FORMAT!r}, got {head.data.get('format')!r}")
    players = head.get("players", list)
    if not all(isinstance(p, str) for p in players):
        raise head.fail("'players' must be a list of names")
    hands = [head.tiles(h, f"hand {i + 1}") for i, h in enumerate(head.get("hands", list))]
    try:
        state = start(
            players,
            hands,
            head.tiles(head.get("pool", list), "pool"),
            seed=head.get("seed", int),
            variant=_choice(head, "variant", Variant),
            jokers=_choice(head, "jokers", JokerRule),
        )
    except IllegalError as exc:
        raise head.fail(str(exc)) from None
    turns: list[Turn] = []
    end: GameEnd | None = None
    points: tuple[Points, ...] | None = None
    for line in lines[1:]:
        if end is not None:
            raise line.fail("a line after the end line")
        if "end" in line.data:
            end = GameEnd(
                kind=_choice(line, "end", EndKind),
                tiles_left=line.ints("tiles_left"),
                claims=line.ints("claims"),
            )
            values = line.get("points", list)
            if not all(isinstance(v, int | float) and not isinstance(v, bool) for v in values):
                raise line.fail("'points' must be a list of numbers")
            points = tuple(values)
            continue
        if line.get("turn", int) != len(turns) + 1:
            raise line.fail(f"turn {line.data['turn']} where turn {len(turns) + 1} is due")
        turns.append(_read_turn(line, len(players)))
    return RecordedGame(state, tuple(turns), end, points)


def _read_turn(line: _Line, players: int) -> Turn:
    player = line.get("player", int)
    if not 0 <= player < players:
        raise line.fail(f"no player {player} (players are 0..{players - 1})")
    draws = []
    for draw in line.get("draws", list):
        if not isinstance(draw, dict) or set(draw) != {"from", "tile"}:
            raise line.fail('a draw is {"from": "pool"|"discard", "tile": ...}')
        try:
            source = DrawSource(draw["from"])
        except ValueError:
            raise line.fail(f"a draw is from 'pool' or 'discard', not {draw['from']!r}") from None
        draws.append(Draw(source, line.tile(draw["tile"], "draws")))
    table = []
    for number, meld in enumerate(line.get("table", list), start=1):
        if not isinstance(meld, dict) or "tiles" not in meld:
            raise line.fail(f'table meld {number} is {{"tiles": [...], "owner": i|null}}')
        owner = meld.get("owner")
        if owner is not None and (
            isinstance(owner, bool) or not isinstance(owner, int) or not 0 <= owner < players
        ):
            raise line.fail(f"table meld {number}: owner {owner!r} is no player")
        table.append(TableMeld(line.tiles(meld["tiles"], f"table meld {number}"), owner))
    discard = line.data.get("discard")
    return Turn(
        player=player,
        draws=tuple(draws),
        table=tuple(table),
        taken=line.tiles(line.data.get("taken", []), "taken"),
        discard=None if discard is None else line.tile(discard, "discard"),
        hand=line.tiles(line.get("hand", list), "hand"),
        opened=line.get("opened", bool),
    )


# --- replaying ---------------------------------------------------------------------------


def replay(game: RecordedGame) -> Replay:
    """Play the record's turns through the engine; the starter is the first turn's player."""
    state = game.start
    if game.turns:
        state = state.with_starter(game.turns[0].player)
    for number, turn in enumerate(game.turns, start=1):
        try:
            state = apply_turn(state, turn)
        except IllegalError as exc:
            return Replay(state, number, str(exc))
    return Replay(state)
