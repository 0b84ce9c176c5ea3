"""tournament.exports"""
