"""The Qt application: main window, dialogs and the ``dominoes-qt`` entry point."""
