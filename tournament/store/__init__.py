"""tournament.store"""
