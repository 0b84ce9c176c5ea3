"""Each game's entry row, registered by the game's key."""
