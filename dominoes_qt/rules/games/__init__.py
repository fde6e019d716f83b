"""Game definitions, one module per family; importing this package registers them all."""

from . import blind, block_draw, scoring, solitaires  # noqa: F401
