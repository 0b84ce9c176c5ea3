"""The tournament file (JSON, format "stein-rummy/1"): parse, check, dump.

The format is documented in ``docs/tournament-file.md``. Reading a file either yields a
complete :class:`~tournament.scoring.model.Tournament` or raises one
:class:`TournamentFileError` that lists every problem found, each naming its round, table,
game and player; nothing is half-read.

The parts, each in its module:

- ``problems``: :class:`Problem` (a problem with its place) and :class:`TournamentFileError`;
- ``safe_json``: the JSON text read within limits (encodings, nesting, long numbers);
- ``fields`` and ``parsing``, ``parsing_tables``: the JSON read into the model, every
  problem noted with its place;
- ``checking``: the whole-tournament check, also for models built by other code (each
  game by :mod:`tournament.scoring.results`); hands given as tiles are counted by the
  game (:meth:`tournament.rules.games.stein.SteinRummy.result`);
- ``writing``: the model written back to JSON.
"""

from __future__ import annotations

from tournament.scoring.tournament_file.checking import check_game, check_tournament
from tournament.scoring.tournament_file.parsing import ROUND_STATUSES, load, loads, parse_tournament
from tournament.scoring.tournament_file.problems import Problem, Report, TournamentFileError
from tournament.scoring.tournament_file.writing import (
    LastTime,
    dump,
    dump_game,
    dump_played,
    dump_slot,
    dump_table,
    dump_tournament,
    dumps,
    encode_data,
    inferred_round_status,
    open_slot,
    round_data,
    round_status_of,
    table_complete,
    table_data,
)

__all__ = [
    "ROUND_STATUSES",
    "LastTime",
    "Problem",
    "Report",
    "TournamentFileError",
    "check_game",
    "check_tournament",
    "dump",
    "dump_game",
    "dump_played",
    "dump_slot",
    "dump_table",
    "dump_tournament",
    "dumps",
    "encode_data",
    "inferred_round_status",
    "load",
    "loads",
    "open_slot",
    "parse_tournament",
    "round_data",
    "round_status_of",
    "table_complete",
    "table_data",
]
