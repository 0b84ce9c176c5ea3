"""Stein-Rummy tournament manager: rules engine, scoring, seating, store, printouts and app."""

__version__ = "0.1.0"
