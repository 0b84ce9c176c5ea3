"""tournament.rules"""
