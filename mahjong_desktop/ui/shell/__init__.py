"""The main window and what frames it: menus, shortcuts, notices, language, fonts, the error
dialog."""
