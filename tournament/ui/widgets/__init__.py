"""Widgets and helpers every part of the app uses: number fields, formats, item models, tile
and card strips, the round selector.
"""
