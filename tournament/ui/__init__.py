"""tournament.ui"""
