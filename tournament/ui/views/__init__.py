"""The tournament's tabs: players, rounds, standings, crosstable, audit, statistics, season."""
