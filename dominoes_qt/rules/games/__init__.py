"""The multiplayer games, one module per family; importing a module registers its games.

``rules.catalogue`` imports them when a game is first asked for (its ``CATALOGUE`` says which
module holds which game); the solitaires are in ``rules.solitaires``.
"""
