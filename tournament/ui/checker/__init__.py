"""The rules checker: melds, turns, hands, best plays, recorded games."""
