"""Each game's words, one module per game holding a ``WORDS`` table (language -> key ->
word, the keys as :data:`tournament.vocabulary.Words` says). A new game adds its module
here; nothing else lists it."""
