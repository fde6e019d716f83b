"""``tr()`` for a window built of parts: a dialog whose tabs or pages are classes of their own
(in modules of their own) that it inherits.

``lupdate`` files each ``self.tr("…")`` under the class the call is written in, so a text of
a part is in that part's context, not the window's.  Newer PySide6 releases look a text up
along the class hierarchy themselves; older ones (the project supports 6.6 on) only under the
instance's own class name, where a part's texts are not.  This ``tr`` tries each class of the
hierarchy in turn, so every part's texts are found on every supported PySide6.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

#: A context no catalogue has: what ``translate`` gives for a text nobody translated
#: (``%n`` already replaced), to tell a translation from the source.
_NO_CONTEXT = "\x00untranslated"


class TranslatedParts:
    """Put first among the bases of a window whose parts say their own texts."""

    def tr(self, text: str, disambiguation: str | None = None, n: int = -1) -> str:
        untranslated = QCoreApplication.translate(_NO_CONTEXT, text, disambiguation, n)
        for klass in type(self).__mro__:
            found = QCoreApplication.translate(klass.__name__, text, disambiguation, n)
            if found != untranslated:
                return found
        return untranslated
