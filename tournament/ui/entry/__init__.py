"""The score entry: a round's tables, each table's games, the checks and previews worded,
decisions.
"""
