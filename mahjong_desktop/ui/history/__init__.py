"""The screens of kept games: the title page (continue, recent and saved sessions), the history of
hands, the replay viewer and the statistics, with the menu actions that open them."""
