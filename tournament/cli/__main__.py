import sys

from tournament.cli import main

sys.exit(main())
