"""A desk entering results in a loop, for the crash and multi-desk tests.

Usage: python entry_writer.py LOCATION FIRST LAST DESK [TOURNAMENT_ID]

Enters results for entries FIRST..LAST-1 into the games of round 1 (entry i goes to game
i mod n) and prints one line per confirmed entry, after the service call returned:
"ok ENTRY GAME VERSION AUDIT WINNER_SEAT OTHERS"; a conflict prints "conflict ENTRY GAME".
"""

from __future__ import annotations

import sys

from tournament.services import open_tournament
from tournament.services.dto import ResultEntry
from tournament.services.errors import ConflictError


def tiles_for(entry: int, players: tuple[int, ...]) -> tuple[int, int, dict[int, int]]:
    winner = entry % len(players)
    others = entry % 11 + 1
    tiles = {p: (0 if seat == winner else others + seat) for seat, p in enumerate(players)}
    return winner, others, tiles


def main() -> None:
    location, first, last, desk = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), sys.argv[4]
    tid = int(sys.argv[5]) if len(sys.argv) > 5 else None
    service = open_tournament(location, tournament_id=tid, desk=desk)
    games = [g for t in service.rounds.get(1).tables for g in t.games]
    versions = {g.id: g.version for g in games}
    out = sys.stdout
    for entry in range(first, last):
        game = games[entry % len(games)]
        winner, others, tiles = tiles_for(entry, game.player_ids)
        while True:
            try:
                done = service.games.record_result(
                    game.id, ResultEntry(tiles), expected_version=versions[game.id]
                )
            except ConflictError as exc:
                out.write(f"conflict {entry} {game.id}\n")
                out.flush()
                versions[game.id] = exc.data["current"].version
                continue
            break
        versions[game.id] = done.value.version
        out.write(f"ok {entry} {game.id} {done.value.version} {done.audit_id} {winner} {others}\n")
        out.flush()
    service.close()


if __name__ == "__main__":
    main()
