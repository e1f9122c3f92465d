"""The demo's checkout form as the end-to-end suites fill it: one valid value
per field, in focus order, and the keys that type them. Shared by e2e.py,
e2e_integrity.py and soak.py, and importing none of them.
"""
from demo_driver import keys, type_text

VALID = {
    "name": "Jane Appleseed",
    "email": "jane@example.com",
    "phone": "+14155552671",
    "address": "1 Infinite Loop",
    "card": "4242424242424242",
    "expiry": "1239",
    "cvc": "123",
    "iban": "DE89370400440532013000",
    "amount": "12.50",
}


def fill_valid_form(demo, values=VALID):
    """Types every field of the checkout from the first, with Return between."""
    for key, value in values.items():
        if key == "address":
            type_text(value)
            keys("Return")  # a newline inside the address
            type_text("Berlin")
            keys("Tab")
        else:
            type_text(value)
            if key != "amount":
                keys("Return")
        demo.sync()

