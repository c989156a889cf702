"""Settings, saves, statistics and hand records (platformdirs + JSON, atomic writes)."""
