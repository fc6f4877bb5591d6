print("stateful")
