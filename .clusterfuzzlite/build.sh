#!/bin/bash -eu
# ClusterFuzzLite / OSS-Fuzz build: every libFuzzer target (scripts/fuzz-targets) into $OUT, with
# its seed corpus as $OUT/<target>_seed_corpus.zip and a libFuzzer .options file.
# The engine provides $CXX, $CXXFLAGS (sanitizers + -fsanitize=fuzzer-no-link) and
# $LIB_FUZZING_ENGINE (-fsanitize=fuzzer); fuzz/CMakeLists.txt's VCHESS_FUZZ_ENGINE makes the
# fuzzers use exactly those and add no flags of their own.
# By hand (scripts/check-cflite-build does this):
#   CC=clang CXX=clang++ CXXFLAGS="-fsanitize=address,undefined -fsanitize=fuzzer-no-link" \
#   LIB_FUZZING_ENGINE=-fsanitize=fuzzer SRC=.. OUT=/tmp/out WORK=/tmp/work bash .clusterfuzzlite/build.sh

# The repository: the working directory (the Dockerfile's WORKDIR, or the repo root by hand),
# else the one holding this script, else $SRC/vchess.
repo=""
for d in "$PWD" "$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)" "$SRC/vchess"; do
  if [ -f "$d/fuzz/CMakeLists.txt" ] && [ -x "$d/scripts/fuzz-targets" ]; then repo=$d; break; fi
done
[ -n "$repo" ] || { echo "build.sh: cannot find the vchess repository (cwd, script dir, \$SRC/vchess)" >&2; exit 1; }
jobs=$(nproc)

# Dependencies built with the fuzzing flags when the Docker image names their sources
# (VCHESS_FMT_SRC, VCHESS_CLI11_SRC); otherwise the system's packages (a build by hand on Debian).
prefix=$WORK/deps
cmake_dep_args=()
if [ -n "${VCHESS_FMT_SRC:-}" ]; then
  cmake -S "$VCHESS_FMT_SRC" -B "$WORK/fmt-build" -G Ninja -DCMAKE_BUILD_TYPE=None \
    -DCMAKE_CXX_COMPILER="$CXX" -DCMAKE_CXX_FLAGS="$CXXFLAGS" -DCMAKE_INSTALL_PREFIX="$prefix" \
    -DFMT_DOC=OFF -DFMT_TEST=OFF -DBUILD_SHARED_LIBS=OFF
  cmake --build "$WORK/fmt-build" -j "$jobs"
  cmake --install "$WORK/fmt-build"
  cmake_dep_args+=("-DCMAKE_PREFIX_PATH=$prefix")
fi
if [ -n "${VCHESS_CLI11_SRC:-}" ]; then
  cmake -S "$VCHESS_CLI11_SRC" -B "$WORK/cli11-build" -G Ninja -DCMAKE_INSTALL_PREFIX="$prefix" \
    -DCLI11_BUILD_TESTS=OFF -DCLI11_BUILD_EXAMPLES=OFF -DCLI11_BUILD_DOCS=OFF
  cmake --install "$WORK/cli11-build"
  cmake_dep_args=("-DCMAKE_PREFIX_PATH=$prefix")  # the same prefix as fmt's
fi

# Build type None: no -O3/-DNDEBUG of ours (asserts stay on), only $CXXFLAGS; no -march=native
# (the fuzzers run on other machines); no tests or benchmarks.
cmake -S "$repo" -B "$WORK/build" -G Ninja -DCMAKE_BUILD_TYPE=None \
  -DCMAKE_CXX_COMPILER="$CXX" -DCMAKE_CXX_FLAGS="$CXXFLAGS" \
  -DVCHESS_FUZZ=ON -DVCHESS_FUZZ_ENGINE="$LIB_FUZZING_ENGINE" -DVCHESS_SANITIZE=OFF \
  -DVCHESS_TESTS=OFF -DVCHESS_BENCH=OFF -DVCHESS_NATIVE=OFF "${cmake_dep_args[@]}"
mapfile -t targets < <("$repo/scripts/fuzz-targets")
cmake --build "$WORK/build" -j "$jobs" --target "${targets[@]}"

for t in "${targets[@]}"; do
  cp "$WORK/build/fuzz/$t" "$OUT/$t"
  name=${t#fuzz_}
  # Seeds: the hand-made corpus and the regressions (inputs that once found a bug).
  seeds=$WORK/seeds/$t
  rm -rf "$seeds" && mkdir -p "$seeds"
  [ -d "$repo/fuzz/corpus/$name" ] && cp -r "$repo/fuzz/corpus/$name/." "$seeds/"
  if [ -d "$repo/fuzz/regressions/$name" ]; then
    for f in "$repo/fuzz/regressions/$name"/*; do [ -f "$f" ] && cp "$f" "$seeds/regression-$(basename "$f")"; done
  fi
  rm -f "$OUT/${t}_seed_corpus.zip"
  if [ -n "$(ls -A "$seeds")" ]; then (cd "$seeds" && zip -q -r "$OUT/${t}_seed_corpus.zip" .); fi
  # As scripts/nightly runs them.
  printf '[libfuzzer]\nmax_len = 512\ntimeout = 60\n' > "$OUT/$t.options"
done
echo "build.sh: ${#targets[@]} fuzz targets in $OUT: ${targets[*]}"
