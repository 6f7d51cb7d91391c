#!/bin/sh
# Test only: runs the command given after the sed script and passes its output through that
# script, to make an engine that writes its moves in another notation (or garbles them).
#   sh rewrite.sh 's/^c1c1k /c1c1 /' perft perftree chess <depth> <fen> <moves>
script=$1
shift
"$@" | sed "$script"
