# perft verify and perft golden against move-generation libraries nobody here wrote, through the
# Node adapters in this folder (chessops, shogiops, chess.js; versions pinned in package.json,
# installed by scripts/install-deps where Node is present). Without Node or the packages each
# test is skipped (exit 77) and says why. Included from engines/tests/CMakeLists.txt.
set(ADAPTERS ${CMAKE_SOURCE_DIR}/engines/adapters)

# adapter_test(name package regex command...): `command 2>&1; echo exit=$?` matched against regex.
function(adapter_test name package regex)
  guarded_test(engines.adapters.${name}
    "command -v node >/dev/null 2>&1 || { echo 'SKIPPED: node is not installed'; exit 77; }; test -f ${ADAPTERS}/node_modules/${package}/package.json || { echo 'SKIPPED: npm package ${package} is not installed in ${ADAPTERS}/node_modules (scripts/install-deps installs it where Node is present)'; exit 77; }"
    "${regex}" ${ARGN})
endfunction()

set(CHESSOPS "node ${ADAPTERS}/chessops-perftree.mjs")
set(SHOGIOPS "node ${ADAPTERS}/shogiops-perftree.mjs")
set(CHESSJS "node ${ADAPTERS}/chessjs-perftree.mjs")

# chessops: chess and chess960, as a perftree script (a process a question) and over UCI.
adapter_test(chessops_kiwipete chessops "the engine agrees \\(97862 nodes.*exit=0"
  ${PERFT} verify chess 3 --fen "'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq -'"
  --protocol perftree --engine "'${CHESSOPS}'")
adapter_test(chessops_chess960_shredder chessops "the engine agrees \\(12189 nodes.*exit=0"
  ${PERFT} verify chess960 3 --fen "'bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9'"
  --protocol perftree --engine "'${CHESSOPS}'")
adapter_test(chessops_chess960_uci chessops "the engine agrees \\(201143 nodes.*exit=0"
  ${PERFT} verify chess960 4 --startpos 0 --engine "'${CHESSOPS}'")
adapter_test(chessops_golden_chess chessops
  "golden [^\n]*chess.epd against [^\n]*: [1-9][0-9]* checked, [1-9][0-9]* passed, 0 failed, [0-9]+ skipped, [1-9][0-9]* engine calls\nexit=0"
  ${PERFT} golden ${CMAKE_SOURCE_DIR}/golden/chess.epd --max-nodes 100000 --engine "'${CHESSOPS}'")
adapter_test(chessops_golden_chess960 chessops
  "golden [^\n]*chess960.epd against [^\n]*: [1-9][0-9]* checked, [1-9][0-9]* passed, 0 failed, [0-9]+ skipped, [1-9][0-9]* engine calls\nexit=0"
  ${PERFT} golden ${CMAKE_SOURCE_DIR}/golden/chess960.epd --max-nodes 100000 --engine "'${CHESSOPS}'")

# chessops's atomic (lichess's rules), a second implementation beside Fairy-Stockfish: as a
# perftree script from a position where the king castles beside the enemy king, and over UCI
# against the perft.sh tables (atomic960's through its VariantPath name), the targeted rows and
# the random positions of golden/defined.
set(CHESSOPS_ATOMIC "node ${ADAPTERS}/chessops-atomic-perftree.mjs")
adapter_test(chessops_atomic_castle_beside_king chessops "the engine agrees \\(12785 nodes.*exit=0"
  ${PERFT} verify atomic 3 --fen "'5r2/8/8/8/8/8/4k3/R3K2R w KQ - 0 1'" --protocol perftree
  --engine "'${CHESSOPS_ATOMIC}'")
foreach(table fsf/atomic defined/atomic targeted/atomic fsf/atomic960)
  string(REPLACE "/" "_" tname ${table})
  set(defs)
  if(table STREQUAL "fsf/atomic960")
    set(defs --variants ${CMAKE_SOURCE_DIR}/golden/fsf/atomic960.ini)
  endif()
  adapter_test(chessops_golden_${tname} chessops
    "golden [^\n]*${table}.epd against [^\n]*: [1-9][0-9]* checked, [1-9][0-9]* passed, 0 failed, [0-9]+ skipped, [1-9][0-9]* engine calls\nexit=0"
    ${PERFT} golden ${CMAKE_SOURCE_DIR}/golden/${table}.epd ${defs} --max-nodes 200000
    --engine "'${CHESSOPS_ATOMIC}'")
endforeach()

# The golden runs assert that something was checked and nothing failed, not how many positions
# the node limit lets through (tables grow).
# shogiops: SFEN and USI moves, what a shogi perftree script gets by default; and over USI.
adapter_test(shogiops_start shogiops "the engine agrees \\(25470 nodes.*exit=0"
  ${PERFT} verify shogi 3 --protocol perftree --engine "'${SHOGIOPS}'")
adapter_test(shogiops_hands shogiops "the engine agrees \\(18041 nodes.*exit=0"
  ${PERFT} verify shogi 2 --protocol perftree --engine "'${SHOGIOPS}'"
  --fen "'8l/1l+R2P3/p2pBG1pp/kps1p4/Nn1P2G2/P1P1P2PP/1PS6/1KSG3+r1/LN2+p3L w Sbgn3p 124'")
adapter_test(shogiops_golden shogiops
  "golden [^\n]*shogi.epd against [^\n]*: [1-9][0-9]* checked, [1-9][0-9]* passed, 0 failed, [0-9]+ skipped, [1-9][0-9]* engine calls\nexit=0"
  ${PERFT} golden ${CMAKE_SOURCE_DIR}/golden/shogi.epd --max-nodes 20000 --protocol usi
  --engine "'${SHOGIOPS}'")

# chess.js 1.4.0 takes castling rights from the FEN without checking king and rook: with the
# king on h8 and a q right it plays Kh8-f8 as O-O-O. The toolkit must find that (exit 1, the
# move h8f8); a chess.js without the bug makes this test fail and say so.
add_test(NAME engines.adapters.chessjs_castling_bug COMMAND sh -c
  "command -v node >/dev/null 2>&1 || { echo 'SKIPPED: node is not installed'; exit 77; }; test -f ${ADAPTERS}/node_modules/chess.js/package.json || { echo 'SKIPPED: npm package chess.js is not installed in ${ADAPTERS}/node_modules (scripts/install-deps installs it where Node is present)'; exit 77; }; ${PERFT} verify chess 4 --fen 'r2r3k/p7/3p4/8/8/P6P/8/R3K2R b KQq - 0 1' --protocol perftree --engine '${CHESSJS}' 2>&1; rc=$?; echo exit=$rc; [ $rc = 1 ] || echo 'chess.js no longer shows its castling bug (h8f8 as O-O-O): a fixed version? update this test and the README'")
set_tests_properties(engines.adapters.chessjs_castling_bug PROPERTIES SKIP_RETURN_CODE 77 TIMEOUT 120
  PASS_REGULAR_EXPRESSION "DISAGREES \\(engine 70430, toolkit 64639;.*path: \\(root\\)\n  depth 4 here: engine 70430, toolkit 64639\n  missing from the engine: \\(none\\)\n  extra in the engine: h8f8\n  the reference agrees with the toolkit: the engine is wrong\n.*exit=1\n$")
# Over UCI chess.js offers no UCI_Chess960: the 960-castling positions of chess.epd are skipped
# and named; every orthodox one agrees.
adapter_test(chessjs_golden_orthodox chess.js
  "skipped 6 positions with 960 castling \\(the engine knows orthodox castling only\\): line 18, [^\n]*\ngolden [^\n]*: [1-9][0-9]* checked, [1-9][0-9]* passed, 0 failed, [0-9]+ skipped, [1-9][0-9]* engine calls\nexit=0"
  ${PERFT} golden ${CMAKE_SOURCE_DIR}/golden/chess.epd --max-nodes 20000 --engine "'${CHESSJS}'")
