#!/bin/sh
# Test only: a perftree script that answers the root position through the engine command given
# first and exits with status 7 when asked about any position below it: a crash met during
# bisection, which the error must place.
#   sh dies_deep.sh "<engine command>" <depth> <fen> <moves>
[ -z "$4" ] || exit 7
eval "$1 \"\$2\" \"\$3\" \"\$4\""
