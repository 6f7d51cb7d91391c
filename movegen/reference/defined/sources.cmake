# The generic reference's sources and tests (paths relative to movegen/reference).
set(ref_defined_sources defined/betza.cpp defined/betza_walk.cpp)
set(ref_defined_tests tests/defined_betza_test.cpp)
# H2b: the generic reference (rules, FEN, move generation, legality, play).
list(APPEND ref_defined_sources defined/rules.cpp defined/setup.cpp
     defined/attacks.cpp defined/movegen.cpp defined/legal.cpp defined/royalty.cpp defined/apply.cpp defined/walls.cpp defined/connect.cpp defined/enclose.cpp
     defined/reference_defined.cpp)
list(APPEND ref_defined_tests tests/defined_perft_test.cpp tests/defined_rules_test.cpp)
