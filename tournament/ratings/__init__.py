"""Club ratings over the evenings (Glossary: Wertungszahl, Vereinsrangliste).

Pure code: no Qt, no database. :mod:`~tournament.ratings.plackett_luce` is the rating
update of one game, :mod:`~tournament.ratings.club_list` the list over a club's evenings,
:mod:`~tournament.ratings.evenings` an evening's rated games from the tournament model.
"""
