"""Statistics of Stein-Rummy: starting hands, whole games and a tournament's own results.

Pure Python like :mod:`tournament.rules` (no Qt, no database): :mod:`~.hands` measures one
hand exactly, :mod:`~.montecarlo` deals many on several processes, :mod:`~.estimators`
gives the intervals, :mod:`~.claims` holds the rule text's claims and their verdicts,
:mod:`~.games` the figures of bot games, :mod:`~.results` those of a tournament's results.
"""
