"""Game definitions, one module per family; importing a module registers its games.

``rules.catalogue`` imports them when a game is first asked for (``FAMILIES`` says which
module holds which game).
"""
