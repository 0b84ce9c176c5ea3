"""A demo tournament built through the services, with plausible random results.

Every game deals each player 14 tiles (plus the joker of the tournament's joker rule) from a
shuffled set of 104 tiles; one player goes out, the others keep a part of their dealt hand,
written in tile notation so the rules engine reads and checks it like a typed score sheet.
Now and then the director ends a game early or neutralises it, as on a real evening.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from pathlib import Path

from tournament.rules.games import ResultField
from tournament.scoring.model import Ruling, Variant
from tournament.services.dto import (
    GameInfo,
    PlayerEntry,
    ResultEntry,
    Settings,
    TournamentInfo,
    VariantName,
)
from tournament.services.errors import InvalidInputError
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


def play_round(
    service: TournamentService,
    rng: random.Random,
    *,
    on_game: Callable[[GameInfo], None] | None = None,
) -> int:
    """Start a round, fill every game, close it; returns the round number."""
    settings = service.info().settings
    rnd = service.start_round().value
    for table in rnd.tables:
        for game in table.games:
            luck = rng.random()
            if luck < 0.01:
                service.apply_decision(
                    game.id,
                    Ruling.NEUTRALISED,
                    reason="Tisch zu spät begonnen",
                    expected_version=game.version,
                    author="Turnierleitung",
                )
            elif luck < 0.02:
                tiles = {p: rng.randint(1, 9) for p in game.player_ids}
                service.apply_decision(
                    game.id,
                    Ruling.ENDED_EARLY,
                    reason="Zeitlimit erreicht",
                    values=tiles,
                    expected_version=game.version,
                    author="Turnierleitung",
                )
            else:
                result = plausible_result(game, settings, rng)
                service.record_result(game.id, result, expected_version=game.version)
            if on_game is not None:
                on_game(game)
    service.close_round(rnd.number)
    return rnd.number


def build_demo(
    target: str | Path,
    *,
    players: int = 24,
    rounds: int = 4,
    variant: VariantName = Variant.STEIN,
    seed: int = 0,
    name: str | None = None,
) -> TournamentInfo:
    """Create a tournament at ``target`` (a new .srt path or a database URL) and play it."""
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
        director="Turnierleitung",
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
        service.import_players(entries)
        for _ in range(rounds):
            play_round(service, rng)
        return service.info()
    finally:
        service.close()
