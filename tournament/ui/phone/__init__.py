"""Results by phone: the server switch and the entries sent from phones."""
