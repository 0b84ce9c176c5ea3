"""Checks of what a desk enters for a game: a result (tiles, claims, hands, checked by the
scoring engine and the rules engine) and a director's decision, built per kind."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from fractions import Fraction

from tournament.scoring import model as sm
from tournament.scoring.tournament_file import Problem, check_game
from tournament.services import _convert as cv
from tournament.services.dto import ResultEntry, Settings
from tournament.services.errors import InvalidInputError, InvalidResultError
from tournament.services.score_book import _Loaded
from tournament.store import models as m


def _collect(problems: list[Problem]) -> Callable[[str, str | None], None]:
    def report(message: str, player: str | None = None) -> None:
        problems.append(Problem(message, player=player))

    return report


def _problems_error(loaded: _Loaded, problems: list[Problem], names: Mapping[str, str]) -> None:
    if not problems:
        return
    parts = []
    for problem in problems:
        who = f"{names.get(problem.player, problem.player)}: " if problem.player else ""
        parts.append(who + problem.message)
    raise InvalidResultError(
        code="result.refused",
        **loaded.at,
        problems=parts,
        details=[{"player": p.player, "message": p.message} for p in problems],
    )


def _check_result(
    loaded: _Loaded, result: ResultEntry, settings: Settings
) -> tuple[dict[int, int], dict[int, int], dict[int, str]]:
    """Tiles, claims and hands of a result, checked; raises InvalidResultError."""
    seated = set(loaded.player_ids)
    for mapping, what in (
        (result.tiles_left, "tiles left"),
        (result.claims, "claims"),
        (result.hands, "hands"),
    ):
        strangers = sorted(set(mapping) - seated)
        if strangers:
            raise InvalidResultError(
                code="result.strangers",
                **loaded.at,
                what=what,
                players=strangers,
            )
    tiles: dict[int, int] = {}
    for pid, count in result.tiles_left.items():
        if isinstance(count, bool) or not isinstance(count, int):
            raise InvalidResultError(
                code="result.tiles_not_whole",
                **loaded.at,
                value=repr(count),
                player=pid,
            )
        tiles[pid] = count
    hands: dict[int, str] = {}
    for pid, notation in result.hands.items():
        if notation is None or not str(notation).strip():
            continue
        hands[pid], count = _check_hand(loaded, pid, str(notation), settings)
        if pid in tiles and tiles[pid] != count:
            raise InvalidResultError(
                code="result.hand_count",
                **loaded.at,
                typed=tiles[pid],
                count=count,
                player=pid,
            )
        tiles[pid] = count
    claims = {pid: n for pid, n in result.claims.items() if n}
    for pid, n in claims.items():
        if isinstance(n, bool) or not isinstance(n, int):
            raise InvalidResultError(code="result.claims_not_number", **loaded.at, player=pid)
    entry = sm.GameResult(
        tiles_left={str(p): n for p, n in tiles.items()},
        claims={str(p): n for p, n in claims.items()},
        romme_first_round=bool(result.first_turn_rommee),
    )
    problems: list[Problem] = []
    players = [str(p) for p in loaded.player_ids]
    check_game(
        entry,
        players,
        cv.scoring_rules(settings),
        _collect(problems),
    )
    _problems_error(loaded, problems, {})
    if hands and all(pid in hands or tiles.get(pid) == 0 for pid in loaded.player_ids):
        _check_with_rules_engine(loaded, hands, settings)
    return tiles, claims, hands


def _check_with_rules_engine(loaded: _Loaded, hands: Mapping[int, str], settings: Settings) -> None:
    """Every hand known as tiles: the rules engine checks the game as a whole (no tile more
    often than the set holds it, exactly one empty hand)."""
    try:
        from tournament.rules.options import JokerRule, RulesOptions
        from tournament.rules.submitted import check_finished_game
        from tournament.rules.tiles import parse_tiles
    except ImportError:  # pragma: no cover - the rules engine ships with the product
        return
    players = loaded.player_ids
    parsed = {f"player {pid}": parse_tiles(hands.get(pid, "")) for pid in players}
    options = RulesOptions(jokers=JokerRule(settings.jokers), players=len(players))
    check = check_finished_game(parsed, options=options)
    if not check.valid:
        raise InvalidResultError(
            code="result.hands_wrong",
            **loaded.at,
            problems=[str(problem) for problem in check.problems],
            details=[{"player": p.player, "message": p.reason} for p in check.problems],
        )


def _check_hand(loaded: _Loaded, pid: int, notation: str, settings: Settings) -> tuple[str, int]:
    """The canonical notation of a hand and its tile count, by the rules engine."""
    try:
        from tournament.rules.tiles import format_tiles, parse_tiles
    except ImportError:  # pragma: no cover - the rules engine ships with the product
        tokens = notation.replace(",", " ").split()
        return " ".join(tokens), len(tokens)
    try:
        parsed = parse_tiles(notation)
    except ValueError as exc:
        raise InvalidResultError(
            code="result.hand_notation", **loaded.at, player=pid, hand=notation, reason=str(exc)
        ) from exc
    jokers = sum(1 for tile in parsed if tile.is_joker)
    if settings.jokers == "none" and jokers:
        raise InvalidResultError(code="result.joker_forbidden", **loaded.at, player=pid)
    return format_tiles(parsed), len(parsed)


def _build_decision(
    loaded: _Loaded,
    kind: str,
    values: Mapping[int, Fraction | int] | None,
    penalty: Fraction | None,
    claims: Mapping[int, int] | None,
    settings: Settings,
) -> m.Decision:
    """A director's decision on a game (RULINGS 5), checked like a result of its kind."""
    seated = loaded.player_ids
    given = dict(values or {})
    strangers = sorted(set(given) - set(seated)) + sorted(set(claims or {}) - set(seated))
    if strangers:
        raise InvalidInputError(
            code="decision.strangers", **loaded.at, field="values", players=strangers
        )
    decision = m.Decision(
        game_id=loaded.game.id, kind=kind, values={}, claims={}, penalty=Fraction(0)
    )
    if kind == "ended_early":
        entry = _ended_early(loaded, decision, given, claims or {})
    else:
        entry = _given(loaded, decision, kind, given, penalty, settings)
    _check_decision(loaded, entry, settings)
    return decision


def _ended_early(
    loaded: _Loaded,
    decision: m.Decision,
    given: Mapping[int, Fraction | int],
    claims: Mapping[int, int],
) -> sm.GameEntry:
    """A game ended early: the tiles left of every player (and the claims in Plus)."""
    _require_everyone(loaded, given, "decision.tiles_missing")
    for pid, value in given.items():
        if Fraction(value).denominator != 1 or value < 0:
            raise InvalidInputError(
                code="decision.tiles_invalid", **loaded.at, field="values", player=pid
            )
    decision.values = {str(p): str(int(Fraction(v))) for p, v in given.items()}
    decision.claims = {str(p): int(n) for p, n in claims.items() if n}
    return sm.GameResult(
        tiles_left={str(p): int(Fraction(v)) for p, v in given.items()},
        claims={str(p): int(n) for p, n in claims.items() if n},
        ended_early=True,
    )


def _given(
    loaded: _Loaded,
    decision: m.Decision,
    kind: str,
    given: Mapping[int, Fraction | int],
    penalty: Fraction | None,
    settings: Settings,
) -> sm.GameEntry:
    """Points set by the director, a neutralised game (with its penalty) or averages."""
    if kind == "points":
        _require_everyone(loaded, given, "decision.points_missing")
        decision.values = {str(p): str(Fraction(v)) for p, v in given.items()}
    elif given:
        raise InvalidInputError(
            code="decision.takes_no_values", **loaded.at, field="values", kind=kind
        )
    if kind == "neutralised":
        decision.penalty = Fraction(settings.neutral_penalty if penalty is None else penalty)
    elif penalty:
        raise InvalidInputError(
            code="decision.penalty_not_neutralised", **loaded.at, field="penalty"
        )
    return sm.Decision(
        kind=sm.DecisionKind(kind),
        reason="given",
        penalty=Fraction(decision.penalty),
        points={str(p): Fraction(v) for p, v in given.items()},
    )


def _require_everyone(loaded: _Loaded, given: Mapping[int, object], code: str) -> None:
    missing = [p for p in loaded.player_ids if p not in given]
    if missing:
        raise InvalidInputError(code=code, **loaded.at, field="values", players=missing)


def _check_decision(loaded: _Loaded, entry: sm.GameEntry, settings: Settings) -> None:
    """The scoring engine's checks of the game as the decision scores it."""
    problems: list[Problem] = []
    check_game(
        entry,
        [str(p) for p in loaded.player_ids],
        cv.scoring_rules(settings),
        _collect(problems),
    )
    if problems:
        raise InvalidInputError(
            code="decision.refused",
            **loaded.at,
            field="values",
            problems=[(f"player {p.player}: " if p.player else "") + p.message for p in problems],
        )
