"""A demo tournament built through the services, with plausible random results.

Every game deals each player 14 tiles (plus the joker of the tournament's joker rule) from a
shuffled set of 104 tiles; one player goes out, the others keep a part of their dealt hand,
written in tile notation so the rules engine reads and checks it like a typed score sheet.
Now and then the director ends a game early or neutralises it, as on a real evening.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import replace
from datetime import UTC, datetime
from fractions import Fraction
from pathlib import Path

from tournament.gcpause import collector_paused
from tournament.rules.games import ResultField
from tournament.rules.options import JokerRule
from tournament.scoring import model as sm
from tournament.scoring.model import Ruling, Variant
from tournament.scoring.results import game_problems, read_hands
from tournament.services import _cards as card_results
from tournament.services.demo_cards import plausible_card_result
from tournament.services.dto import (
    GameInfo,
    PlayerEntry,
    ResultEntry,
    RoundInfo,
    Settings,
    TournamentInfo,
    VariantName,
)
from tournament.services.errors import InvalidInputError
from tournament.services.exchange import import_round_results
from tournament.services.files import create_tournament
from tournament.services.service import TournamentService

FIRST_NAMES = (
    "Anna", "Bernd", "Clara", "Dieter", "Eva", "Frank", "Gisela", "Hans", "Ilse", "Jürgen",
    "Karin", "Lutz", "Monika", "Norbert", "Olga", "Peter", "Renate", "Stefan", "Tanja", "Uwe",
    "Vera", "Werner", "Xenia", "Yvonne", "Zoran", "Heike", "Klaus", "Sabine", "Rolf", "Ute",
)  # fmt: skip
LAST_NAMES = (
    "Müller", "Schmidt", "Schneider", "Fischer", "Weber", "Meyer", "Wagner", "Becker",
    "Schulz", "Hoffmann", "Koch", "Richter", "Klein", "Wolf", "Schröder", "Neumann",
    "Braun", "Zimmermann", "Krüger", "Hartmann", "Lange", "Werner", "Krause", "Lehmann",
)  # fmt: skip
DIRECTOR = "Ingrid Vogt"  # a person: the printouts put "Turnierleitung:" before it
NEUTRALISED_REASON = "Tisch zu spät begonnen"
ENDED_EARLY_REASON = "Zeitlimit erreicht"
CLUBS = ("RC Bonn", "TSV Kiel", "SG Essen", "Rummy-Freunde Ulm", "1. SRC Köln", "")


def _deck(rng: random.Random, jokers_in_pool: int) -> list[str]:
    try:
        from tournament.rules.tiles import Tile
    except ImportError:  # pragma: no cover - the rules engine ships with the product
        tiles = [f"{c}{v}" for c in "bryk" for v in range(1, 14)]
    else:
        tiles = [str(Tile.from_index(i)) for i in range(52)]
    deck = tiles * 2 + ["J"] * jokers_in_pool
    rng.shuffle(deck)
    return deck


def plausible_result(game: GameInfo, settings: Settings, rng: random.Random) -> ResultEntry:
    """A dealt game: one player out, the others holding part of their dealt tiles."""
    players = list(game.player_ids)
    pool_jokers = 2 if settings.jokers == "two_in_pool" else 0
    deck = _deck(rng, pool_jokers)
    hands = {p: [deck.pop() for _ in range(14)] for p in players}
    if settings.jokers == "per_player":
        for hand in hands.values():
            hand.append("J")
    winner = rng.choice(players)
    left: dict[int, str] = {}
    for p in players:
        if p == winner:
            continue
        count = min(len(hands[p]), max(1, int(rng.triangular(1, 15, 5))))
        left[p] = " ".join(rng.sample(hands[p], count))
    claims: dict[int, int] = {}
    if settings.scoring_rules.game.has(ResultField.CLAIMS):
        for p in players:
            if rng.random() < 0.25:
                claims[p] = rng.choice((1, 1, 1, 2))
    tiles = {winner: 0}
    return ResultEntry(
        tiles_left=tiles,
        claims=claims,
        hands=left,
        first_turn_rommee=rng.random() < 0.005,
    )


def _round_entries(
    rnd: RoundInfo, settings: Settings, rng: random.Random, desk: str
) -> list[tuple[int, tuple[str, ...], sm.GameEntry]]:
    """Every game of a round as it is played: a dealt result, now and then a game ended
    early or neutralised (the same draws from ``rng`` as ``play_round``)."""
    rules = settings.scoring_rules
    cards = not rules.game.has(ResultField.TILES_LEFT)
    now = datetime.now(UTC)
    entries: list[tuple[int, tuple[str, ...], sm.GameEntry]] = []
    for table in rnd.tables:
        for game in table.games:
            players = tuple(str(p) for p in game.player_ids)
            luck = rng.random()
            entry: sm.GameEntry
            if luck < 0.01:
                entry = sm.Decision(
                    kind=sm.DecisionKind.NEUTRALISED,
                    reason=NEUTRALISED_REASON,
                    penalty=Fraction(settings.neutral_penalty),
                    author=DIRECTOR,
                    time=now,
                )
            elif luck < 0.02 and not cards:
                entry = sm.SteinResult(
                    tiles_left={p: rng.randint(1, 9) for p in players},
                    ended_early=True,
                    reason=ENDED_EARLY_REASON,
                    author=DIRECTOR,
                    time=now,
                )
            elif cards:
                card_result = plausible_card_result(game.player_ids, settings, rng)
                entry = replace(
                    card_results.card_model(card_result, rules.game), author=desk, time=now
                )
                assert not game_problems(entry, list(players), rules)  # dealt to be valid
            else:
                result = plausible_result(game, settings, rng)
                given = {str(p): hand for p, hand in result.hands.items()}
                read = read_hands(given, players, rules.game)
                tiles = dict(read.counts())
                tiles.update((str(p), n) for p, n in result.tiles_left.items())
                entry = sm.SteinResult(
                    tiles_left=tiles,
                    claims={str(p): n for p, n in result.claims.items() if n},
                    romme_first_round=bool(result.first_turn_rommee),
                    hands=given,
                    author=desk,
                    time=now,
                )
                problems = game_problems(entry, list(players), rules, JokerRule(settings.jokers))
                assert not problems, problems  # dealt from one set, so always a valid result
                entry = replace(entry, hands=dict(read.notation()))  # stored as a desk stores it
            entries.append((game.id, players, entry))
    return entries


def play_round(
    service: TournamentService,
    rng: random.Random,
    *,
    on_game: Callable[[GameInfo], None] | None = None,
) -> int:
    """Start a round, fill every game (one action each, as a desk enters them), close it;
    returns the round number."""
    settings = service.info().settings
    rnd = service.rounds.start_round().value
    for table in rnd.tables:
        for game in table.games:
            luck = rng.random()
            if luck < 0.01:
                service.decisions.apply_decision(
                    game.id,
                    Ruling.NEUTRALISED,
                    reason=NEUTRALISED_REASON,
                    expected_version=game.version,
                    author=DIRECTOR,
                )
            elif luck < 0.02 and settings.scoring_rules.game.has(ResultField.TILES_LEFT):
                tiles = {p: rng.randint(1, 9) for p in game.player_ids}
                service.decisions.apply_decision(
                    game.id,
                    Ruling.ENDED_EARLY,
                    reason=ENDED_EARLY_REASON,
                    values=tiles,
                    expected_version=game.version,
                    author=DIRECTOR,
                )
            else:
                result = (
                    plausible_result(game, settings, rng)
                    if settings.scoring_rules.game.has(ResultField.TILES_LEFT)
                    else plausible_card_result(game.player_ids, settings, rng)
                )
                service.games.record_result(game.id, result, expected_version=game.version)
            if on_game is not None:
                on_game(game)
    service.rounds.close_round(rnd.number)
    return rnd.number


def fill_round(service: TournamentService, rng: random.Random) -> int:
    """``play_round`` at the speed of an import: the same games, stored in one transaction
    through the import path (one audit entry for the round, not one action per game).

    The collector pauses for the round (see ``tournament.gcpause``): a round of 2,000
    players is tens of thousands of new objects at once."""
    with collector_paused():
        settings = service.info().settings
        rnd = service.rounds.start_round().value
        entries = _round_entries(rnd, settings, rng, service.desk)
        import_round_results(service, rnd.number, entries, source=f"demo, round {rnd.number}")
        service.rounds.close_round(rnd.number)
    return rnd.number


def build_demo(
    target: str | Path,
    *,
    players: int = 24,
    rounds: int = 4,
    variant: VariantName = Variant.STEIN,
    seed: int = 0,
    name: str | None = None,
    progress: Callable[[int, int], object] | None = None,
) -> TournamentInfo:
    """Create a tournament at ``target`` (a new .srt path or a database URL) and play it;
    ``progress(done, rounds)`` after each round played."""
    if players < 3:
        raise InvalidInputError(code="demo.too_few_players", field="players", players=players)
    if rounds < 0:
        raise InvalidInputError(code="demo.negative_rounds", field="rounds", rounds=rounds)
    rng = random.Random(seed)
    settings = Settings(variant=variant, seed=seed)
    service = create_tournament(
        name or f"Demo-Turnier ({players} Spieler)",
        location=target,
        settings=settings,
        date="2026-11-29",
        place="Vereinsheim",
        director=DIRECTOR,
        desk="demo",
    )
    try:
        names: set[str] = set()
        entries: list[PlayerEntry] = []
        while len(entries) < players:
            full = f"{rng.choice(FIRST_NAMES)} {rng.choice(LAST_NAMES)}"
            if full in names:
                full = f"{full} {len(entries) + 1}"
            names.add(full)
            entries.append(PlayerEntry(full, rng.choice(CLUBS)))
        service.players.import_players(entries)
        for done in range(1, rounds + 1):
            fill_round(service, rng)
            if progress is not None:
                progress(done, rounds)
        return service.info()
    finally:
        service.close()
