"""The drill window (Practice › Drills): practice single decisions judged by the coach."""
