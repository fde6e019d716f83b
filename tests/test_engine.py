"""The engine that runs is the one the build promised: pure from the sources, compiled where
``.ci/compiled_engine`` runs the tests on the mypyc build (DOMINOES_QT_EXPECT_ENGINE)."""

import importlib.machinery
import os
import subprocess
import sys

import dominoes_qt.ai.solver as solver
import dominoes_qt.ai.train_playout as train_playout
import dominoes_qt.rules.hand as hand
from dominoes_qt.engine import engine, engine_line

EXPECTED = os.environ.get("DOMINOES_QT_EXPECT_ENGINE", "pure")


def _is_extension(module: object) -> bool:
    return str(getattr(module, "__file__", "")).endswith(
        tuple(importlib.machinery.EXTENSION_SUFFIXES))


def test_the_engine_imported_is_the_one_expected() -> None:
    assert engine() == EXPECTED
    assert _is_extension(hand) == _is_extension(solver) == (EXPECTED == "compiled")
    # the train games' play-out, the coach's inner loop there, is compiled with them
    assert _is_extension(train_playout) == (EXPECTED == "compiled")


def test_version_names_the_engine() -> None:
    out = subprocess.run([sys.executable, "-m", "dominoes_qt", "--version"], capture_output=True,
                         text=True, timeout=60, check=True)
    assert out.stdout.strip().endswith(f"({engine_line()})")
    assert f"({EXPECTED} engine)" in out.stdout
