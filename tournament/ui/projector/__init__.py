"""The projector window: standings and the round clock on a second screen."""
