print("fieldkit-demo: not built yet (see issue 5)")
