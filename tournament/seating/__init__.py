"""tournament.seating"""
