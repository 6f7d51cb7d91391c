# perft verify --protocol xboard: Debian's xboard engines (Sjaak II, fairy-stockfish in xboard
# mode; skipped with exit 77 where absent), a planted bug found through xboard alone, and
# xboard engines that go wrong. Included from engines/tests/CMakeLists.txt.
set(SJAAK /usr/games/sjaakii)
set(FAKEX "sh ${CMAKE_CURRENT_SOURCE_DIR}/fake_xboard.sh")

# xboard_installed(name binary regex args...): perft verify ARGS --protocol xboard --engine
# BINARY, matched against regex.
function(xboard_installed name binary regex)
  list(JOIN ARGN " " args)
  add_test(NAME engines.xboard.${name} COMMAND sh -c
    "test -x ${binary} || { echo 'SKIPPED: ${binary} is not installed (scripts/install-deps installs it)'; exit 77; }; ${PERFT} verify ${args} --protocol xboard --engine ${binary} 2>&1; echo exit=$?")
  set_tests_properties(engines.xboard.${name} PROPERTIES PASS_REGULAR_EXPRESSION "${regex}"
    SKIP_RETURN_CODE 77 TIMEOUT 120)
endfunction()
function(xboard_agrees name binary nodes)
  xboard_installed(${name} ${binary} "the engine agrees \\(${nodes} nodes.*exit=0" ${ARGN})
endfunction()

# Sjaak II: its `perft N 1` rows (Nb1-a3, O-O, a7-a8Q, +Bh8-g8, B@c8) read back.
xboard_agrees(sjaak_chess ${SJAAK} 197281 chess 4)
xboard_agrees(sjaak_kiwipete ${SJAAK} 97862 chess 3
  --fen "'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq -'")
xboard_agrees(sjaak_promotions ${SJAAK} 24 chess 1 --fen "'n1n5/PPPk4/8/8/8/8/4Kppp/5N1N b - - 0 1'")
xboard_agrees(sjaak_capablanca ${SJAAK} 25228 capablanca 3)
xboard_agrees(sjaak_shogi ${SJAAK} 25470 shogi 3)
xboard_agrees(sjaak_shogi_hands ${SJAAK} 2552846 shogi 3
  --fen "'8l/1l+R2P3/p2pBG1pp/kps1p4/Nn1P2G2/P1P1P2PP/1PS6/1KSG3+r1/LN2+p3L w Sbgn3p 124'")
# Bisection through xboard: moves played in force mode after setboard, down to depth 1.
xboard_agrees(sjaak_moves ${SJAAK} 13160 chess 3 --moves e2e4)

# fairy-stockfish's xboard mode: `move: count` and `Nodes searched`; ranks from 0 on 10x10.
set(FSFX /usr/games/fairy-stockfish)
xboard_agrees(fsf_chess ${FSFX} 8902 chess 3)
xboard_agrees(fsf_shogi ${FSFX} 25470 shogi 3)

# A planted bug found through xboard alone: an engine in Sjaak II's row format drops one move
# four plies down; verify names that position and move.
verify_test(xboard_broken_drop
  "fen: rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2\n  path: e2e4 e7e5 g1f3\n.*missing from the engine: b8c6\n  extra in the engine: \\(none\\)\n  ${SIDE} chess 2 .*--protocol xboard\nexit=1"
  chess 5 --protocol xboard --engine "\"${BROKEN} --at 'e2e4 e7e5 g1f3' --drop b8c6 xboard chess\"")
verify_test(xboard_broken_add
  "fen: r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3\n  path: e2e4 e7e5 g1f3 b8c6\n.*missing from the engine: \\(none\\)\n  extra in the engine: e1e3\n  ${SIDE} chess 1 .*exit=1"
  chess 5 --protocol xboard --engine "\"${BROKEN} --at 'e2e4 e7e5 g1f3 b8c6' --add e1e3 xboard chess\"")

# xboard engines that go wrong: one line naming the engine, its last line and our last
# command, exit 2, in time.
verify_test(xboard_hangs_at_start
  "engine 'sleep 60' gave no answer within 2 s \\(--timeout\\) and was killed \\(last command: 'protover 2'\\)\nexit=2"
  chess 3 --protocol xboard --engine "'sleep 60'" --timeout 2)
verify_test(xboard_no_done
  "fake_xboard.sh nodone' gave no answer within 2 s \\(--timeout\\) and was killed \\(last line: 'feature ping=1 setboard=1'\\) \\(last command: 'protover 2'\\)\nexit=2"
  chess 3 --protocol xboard --engine "'${FAKEX} nodone'" --timeout 2)
verify_test(xboard_hangs_on_perft
  "fake_xboard.sh hangs' gave no answer within 2 s \\(--timeout\\) and was killed \\(last line: 'pong [0-9]+'\\) \\(last command: 'perft 3 1'\\); it was asked for perft 3 at rnbqkbnr/[^\n]*\nexit=2"
  chess 3 --protocol xboard --engine "'${FAKEX} hangs'" --timeout 2)
verify_test(xboard_garbled
  "fake_xboard.sh garbled' printed a line that is not part of a perft answer \\(last line: 'e2e4 is a fine move'\\) \\(last command: 'perft 3 1'\\); it was asked[^\n]*\nexit=2"
  chess 3 --protocol xboard --engine "'${FAKEX} garbled'")
verify_test(xboard_dies
  "fake_xboard.sh dies' exited with status 3 \\(last line: '  Pe2-e4  20  20'\\) \\(last command: 'perft 3 1'\\); it was asked[^\n]*\nexit=2"
  chess 3 --protocol xboard --engine "'${FAKEX} dies'")
verify_test(xboard_refuses_move
  "fake_xboard.sh refuses' refused a command \\(last line: 'Illegal move: e2e4'\\) \\(last command: 'e2e4'\\); it was asked for perft 3 at [^\n]* after e2e4\nexit=2"
  chess 3 --moves e2e4 --protocol xboard --engine "'${FAKEX} refuses'")
verify_test(xboard_no_perft
  "fake_xboard.sh noperft' refused the perft command [^\n]*\\(last line: 'Error \\(unknown command\\): perft'\\) \\(last command: 'perft 3 1'\\); it was asked[^\n]*\nexit=2"
  chess 3 --protocol xboard --engine "'${FAKEX} noperft'")
verify_test(xboard_no_setboard
  "fake_xboard.sh nosetboard' has no setboard feature [^\n]*; it was asked[^\n]*\nexit=2"
  chess 3 --protocol xboard --engine "'${FAKEX} nosetboard'")
verify_test(xboard_no_variant
  "fake_xboard.sh' offers no variant named capablanca \\(its feature variants=\"normal,shatranj\"\\)[^\n]*\nexit=2"
  capablanca 3 --protocol xboard --engine "'${FAKEX}'")
set_tests_properties(engines.xboard_hangs_at_start engines.xboard_no_done
  engines.xboard_hangs_on_perft PROPERTIES TIMEOUT 15)
