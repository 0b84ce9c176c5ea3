"""Stein-Rummy tournament manager: rules engine, scoring, seating, store, printouts and app."""

__version__ = "0.2.0"
