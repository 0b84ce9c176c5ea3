"""The compiled core of the solver's legal walk (tournament/rules/_walk*.c).

Everything else is declared in pyproject.toml. The extension is optional: without a C
compiler and the Python headers the install goes on, and the solver walks in pure Python
(the same answers, slower; ``tournament.rules.solver_walk.CORE`` is then None).
"""

from setuptools import Extension, setup

setup(
    ext_modules=[
        Extension(
            "tournament.rules._walk",
            sources=[
                "tournament/rules/_walk.c",
                "tournament/rules/_walk_maps.c",
                "tournament/rules/_walk_moves.c",
            ],
            depends=["tournament/rules/_walk_maps.h", "tournament/rules/_walk_moves.h"],
            extra_compile_args=["-O2"],
            optional=True,
        )
    ]
)
