"""Shared helpers for the packaging tests: the packaging/build.py module, loaded by path."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


def load_build_module():
    """packaging/build.py as a module (it is a script, not part of the package)."""
    spec = importlib.util.spec_from_file_location("dominoes_qt_packaging_build",
                                                  ROOT / "packaging" / "build.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="session")
def build_module():
    return load_build_module()
