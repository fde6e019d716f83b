"""The solitaires of RULES.md §4: one module each, registered in the catalogue by that module.

:mod:`.base` holds what they share (the state's common part, "winnable deals only" and the
registration), :mod:`.solver` the search behind Hint, winnable deals and the arena's solver.
A new solitaire is a module here (its state, deriving from :class:`~.base.SolitaireState`, and
its ``register_solitaire`` call) plus its line in ``rules.catalogue.CATALOGUE``.
"""
