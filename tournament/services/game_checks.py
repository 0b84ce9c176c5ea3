"""Checks of what a desk enters for a game: a result (tiles, claims, hands, checked by the
scoring engine and the rules engine) and a director's decision, built per kind."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import replace
from fractions import Fraction

from tournament.rules.games import ResultField
from tournament.rules.options import JokerRule
from tournament.scoring import model as sm
from tournament.scoring.results import GameProblem, game_problems, read_hands
from tournament.scoring.tournament_file import Problem, check_game
from tournament.services import _cards as card_results
from tournament.services.dto import ResultEntry, Settings
from tournament.services.errors import InvalidInputError, InvalidResultError
from tournament.services.score_book import LoadedGame
from tournament.store import models as m


def _collect(problems: list[Problem]) -> Callable[[str, str | None], None]:
    def report(message: str, player: str | None = None) -> None:
        problems.append(Problem(message, player=player))

    return report


def _problems_error(loaded: LoadedGame, problems: list[Problem], names: Mapping[str, str]) -> None:
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


def check_result(
    loaded: LoadedGame, result: ResultEntry, settings: Settings
) -> tuple[dict[int, int], dict[int, int], dict[int, str]]:
    """Tiles, claims and hands of a result, checked by the scoring engine's one validation
    (:func:`tournament.scoring.results.game_problems`); raises InvalidResultError."""
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
    for pid, count in result.tiles_left.items():
        if isinstance(count, bool) or not isinstance(count, int):
            raise InvalidResultError(
                code="result.tiles_not_whole",
                **loaded.at,
                value=repr(count),
                player=pid,
            )
    claims = {pid: n for pid, n in result.claims.items() if n}
    for pid, n in claims.items():
        if isinstance(n, bool) or not isinstance(n, int):
            raise InvalidResultError(code="result.claims_not_number", **loaded.at, player=pid)
    players = [str(p) for p in loaded.player_ids]
    given = {
        str(pid): str(n) for pid, n in result.hands.items() if n is not None and str(n).strip()
    }
    rules = settings.scoring_rules
    hands = read_hands(given, players, rules.game)
    tiles = {int(p): n for p, n in hands.counts().items()}
    tiles.update(result.tiles_left)
    entry = sm.SteinResult(
        tiles_left={str(p): n for p, n in tiles.items()},
        claims={str(p): n for p, n in claims.items()},
        romme_first_round=bool(result.first_turn_rommee),
        hands=given,
    )
    _refuse(loaded, game_problems(entry, players, rules, JokerRule(settings.jokers)))
    return tiles, claims, {int(p): n for p, n in hands.notation().items()}


def _refuse(loaded: LoadedGame, found: list[GameProblem]) -> None:
    """Raise the one validation's problems as ``result.refused`` (each with its code)."""
    if not found:
        return
    raise InvalidResultError(
        code="result.refused",
        **loaded.at,
        problems=[(f"{p.player}: " if p.player else "") + p.message for p in found],
        details=[
            {
                "player": p.player,
                "message": p.message,
                "code": str(p.kind),
                "data": {k: v for k, v in p.data.items() if k != "exception"},
            }
            for p in found
        ],
    )


def check_card_result(
    loaded: LoadedGame, result: ResultEntry, settings: Settings, *, ended_early: bool = False
) -> sm.GameResult:
    """A card game's result (Indian Rummy's deals, Drachenrummy's card points or laid sets
    and hands) as the scoring model holds it, player ids as text, checked by the one
    validation; raises InvalidResultError. Tiles left, claims or a first-turn Rommé given
    for a card game are refused there (``not_in_game``)."""
    for deal in result.deals:
        _whole(loaded, "the winner", {deal.winner: deal.winner})
        _whole(loaded, "the deadwood", deal.deadwood)
        _text(loaded, "the hand", deal.hands)
    _whole(loaded, "the card points", result.card_points)
    _whole(loaded, "the tiles left", result.tiles_left)
    _text(loaded, "the hand", result.hands)
    for pid, sets in result.laid.items():
        if isinstance(sets, str) or not isinstance(sets, (tuple, list)):
            raise InvalidResultError(
                code="result.cards_not_text", **loaded.at, what="the laid sets", player=pid
            )
        for cards in sets:
            _text(loaded, "the laid sets", {pid: cards})
    entry = replace(
        card_results.card_model(result, settings.scoring_rules.game), ended_early=ended_early
    )
    players = [str(p) for p in loaded.player_ids]
    _refuse(loaded, game_problems(entry, players, settings.scoring_rules))
    return entry


def _whole(loaded: LoadedGame, what: str, values: Mapping[int, object]) -> None:
    for pid, value in values.items():
        if isinstance(value, bool) or not isinstance(value, int):
            raise InvalidResultError(
                code="result.cards_not_whole",
                **loaded.at,
                what=what,
                player=pid,
                value=repr(value),
            )


def _text(loaded: LoadedGame, what: str, values: Mapping[int, object]) -> None:
    for pid, value in values.items():
        if not isinstance(value, str):
            raise InvalidResultError(
                code="result.cards_not_text", **loaded.at, what=what, player=pid
            )


def build_decision(
    loaded: LoadedGame,
    kind: str,
    values: Mapping[int, Fraction | int] | None,
    penalty: Fraction | None,
    claims: Mapping[int, int] | None,
    settings: Settings,
    result: ResultEntry | None = None,
) -> m.Decision:
    """A director's decision on a game (RULINGS 5), checked like a result of its kind; a
    card game's ended-early match comes as ``result``."""
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
    cards = not settings.scoring_rules.game.has(ResultField.TILES_LEFT)
    if result is not None and not (cards and kind == sm.Ruling.ENDED_EARLY):
        raise InvalidInputError(code="decision.takes_no_result", **loaded.at, field="result")
    if cards and kind == sm.Ruling.ENDED_EARLY:
        if result is None:
            raise InvalidInputError(code="decision.result_missing", **loaded.at, field="result")
        if given or claims:
            raise InvalidInputError(
                code="decision.takes_no_values", **loaded.at, field="values", kind=kind
            )
        match = check_card_result(loaded, result, settings, ended_early=True)
        decision.cards = card_results.stored_cards(match, {str(p): p for p in loaded.player_ids})
        return decision
    if kind == sm.Ruling.ENDED_EARLY:
        entry = _ended_early(loaded, decision, given, claims or {})
    else:
        entry = _given(loaded, decision, kind, given, penalty, settings)
    _check_decision(loaded, entry, settings)
    return decision


def _ended_early(
    loaded: LoadedGame,
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
    return sm.SteinResult(
        tiles_left={str(p): int(Fraction(v)) for p, v in given.items()},
        claims={str(p): int(n) for p, n in claims.items() if n},
        ended_early=True,
    )


def _given(
    loaded: LoadedGame,
    decision: m.Decision,
    kind: str,
    given: Mapping[int, Fraction | int],
    penalty: Fraction | None,
    settings: Settings,
) -> sm.GameEntry:
    """Points set by the director, a neutralised game (with its penalty) or averages."""
    if kind == sm.Ruling.POINTS:
        _require_everyone(loaded, given, "decision.points_missing")
        decision.values = {str(p): str(Fraction(v)) for p, v in given.items()}
    elif given:
        raise InvalidInputError(
            code="decision.takes_no_values", **loaded.at, field="values", kind=kind
        )
    if kind == sm.Ruling.NEUTRALISED:
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


def _require_everyone(loaded: LoadedGame, given: Mapping[int, object], code: str) -> None:
    missing = [p for p in loaded.player_ids if p not in given]
    if missing:
        raise InvalidInputError(code=code, **loaded.at, field="values", players=missing)


def _check_decision(loaded: LoadedGame, entry: sm.GameEntry, settings: Settings) -> None:
    """The scoring engine's checks of the game as the decision scores it."""
    problems: list[Problem] = []
    check_game(
        entry,
        [str(p) for p in loaded.player_ids],
        settings.scoring_rules,
        _collect(problems),
    )
    if problems:
        raise InvalidInputError(
            code="decision.refused",
            **loaded.at,
            field="values",
            problems=[(f"player {p.player}: " if p.player else "") + p.message for p in problems],
        )
