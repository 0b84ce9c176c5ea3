"""tournament.scoring"""
