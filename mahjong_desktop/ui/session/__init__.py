"""Running a session: the worker thread, the commands the window sends it, the settings that
start it."""
