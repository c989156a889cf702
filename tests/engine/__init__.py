"""Engine tests: the rule pages played through ``Game`` on stacked walls."""
