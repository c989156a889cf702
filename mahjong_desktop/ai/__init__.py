"""Computer players and the coach; they see a PlayerView, never the hidden state."""
