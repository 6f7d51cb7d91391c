#!/bin/sh
# Test only: an xboard engine that shakes hands and then goes wrong: it prints garbage on
# `perft`, dies half-way through its answer, never answers, refuses every move, lacks setboard
# or a variant, wants SAN, or never finishes its feature list.
mode=$1
while read -r line; do
  case $line in
    protover*)
      case $mode in
        nosetboard) echo 'feature ping=1 variants="normal" done=1' ;;
        nodone) echo 'feature ping=1 setboard=1' ;;
        san) echo 'feature ping=1 setboard=1 san=1 done=1' ;;
        *) echo 'feature ping=1 setboard=1 variants="normal,shatranj" done=1' ;;
      esac ;;
    ping*) echo "pong ${line#ping }" ;;
    e2e4) [ "$mode" = refuses ] && echo "Illegal move: e2e4" ;;
    "perft 1 1")  # asked once after the handshake, to learn whether there is a perft
      [ "$mode" = noperft ] && echo "Error (unknown command): perft" || echo " 1 20 0.00 1.00nps" ;;
    perft*)
      case $mode in
        garbled) echo "  Pe2-e4  20  20"; echo "e2e4 is a fine move" ;;
        dies) echo "  Pe2-e4  20  20"; exit 3 ;;
        hangs) sleep 60 ;;
        noperft) echo "Error (unknown command): perft" ;;
      esac ;;
  esac
done
