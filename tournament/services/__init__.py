"""tournament.services"""
