"""The Qt desktop app: main window, table scene, dialogs, controller."""
