#!/bin/sh
# Test only: a perftree script that answers through the engine command given only when the
# FEN it is handed contains the text given (say a Shredder-FEN castling field), and otherwise
# exits with status 9, printing the FEN it got.
#   sh expect_fen.sh " HFhf " "<engine command>" <depth> <fen> <moves>
case "$4" in
  *"$1"*) eval "$2 \"\$3\" \"\$4\" \"\$5\"" ;;
  *) echo "expect_fen.sh: got '$4'" >&2; exit 9 ;;
esac
