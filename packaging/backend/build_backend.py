"""The build backend: setuptools', plus the compiled engine's build requirement on request.

``DOMINOES_QT_COMPILE=1`` at build time compiles the rules engine with mypyc (see setup.py),
so the build needs the pinned mypy, which only then is asked for.  Editable installs are always
pure Python: the variable is dropped there, so that no compiled module lies next to a source
file that a developer edits (Python would import the stale compiled one).
"""

from __future__ import annotations

import os
import sys

from setuptools import build_meta as _setuptools
from setuptools.build_meta import *  # noqa: F403 - the PEP 517 hooks not redefined here

#: The mypy (so mypyc) release the compiled engine is built and tested with (setup.py reads it).
MYPY_PIN = "mypy==2.4.1"


def _compiling() -> bool:
    return os.environ.get("DOMINOES_QT_COMPILE", "").strip() not in ("", "0")


def get_requires_for_build_wheel(config_settings=None):  # noqa: ANN001, ANN201 - PEP 517
    if not _compiling():
        return _setuptools.get_requires_for_build_wheel(config_settings)
    # setuptools runs setup.py to list the requirements: not yet compiling there, as mypyc
    # is what is being asked for
    flag = os.environ.pop("DOMINOES_QT_COMPILE")
    try:
        return [*_setuptools.get_requires_for_build_wheel(config_settings), MYPY_PIN]
    finally:
        os.environ["DOMINOES_QT_COMPILE"] = flag


def _pure(hook):  # noqa: ANN001, ANN202
    def run(*args, **kwargs):  # noqa: ANN002, ANN003, ANN202
        if _compiling():
            print("DOMINOES_QT_COMPILE ignored: an editable install stays pure Python",
                  file=sys.stderr)
            os.environ.pop("DOMINOES_QT_COMPILE", None)
        return hook(*args, **kwargs)
    return run


get_requires_for_build_editable = _pure(_setuptools.get_requires_for_build_editable)
prepare_metadata_for_build_editable = _pure(_setuptools.prepare_metadata_for_build_editable)
build_editable = _pure(_setuptools.build_editable)
