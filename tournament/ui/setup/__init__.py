"""Setting a tournament up: the wizard, its settings, the demo, restoring a backup."""
