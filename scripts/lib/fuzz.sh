# The libFuzzer targets of server/tests/fuzz, shared by scripts/fuzz (`make fuzz`) and the fuzz
# suite of scripts/test. Source it after common.sh, from the repository root.
#
# Each target is build/fuzz/tests/fuzz/<name>_fuzz, built from server/tests/fuzz/<name>_fuzz.cpp,
# with its seeds in server/tests/fuzz/corpus/<name>/ and its dictionary, when it has one, in
# server/tests/fuzz/<name>.dict.

FUZZ_BUILD_DIR=${FUZZ_BUILD_DIR:-build/fuzz}
FUZZ_SRC_DIR=server/tests/fuzz
FUZZ_BIN_DIR=$FUZZ_BUILD_DIR/tests/fuzz

# fuzz_build: configures (once) and builds the targets with clang++ (the configure step's output
# is shown only when it fails).
fuzz_build() {
  local log
  if [ ! -f "$FUZZ_BUILD_DIR/build.ninja" ]; then
    log=$(mktemp)
    if ! CXX=clang++ cmake -S server -B "$FUZZ_BUILD_DIR" -G Ninja -DPLATFORM_FUZZ=ON \
      -DPLATFORM_TESTS=OFF >"$log" 2>&1; then
      cat "$log" >&2
      rm -f "$log"
      return 1
    fi
    rm -f "$log"
  fi
  cmake --build "$FUZZ_BUILD_DIR" -j "${JOBS:-$(nproc)}"
}

# fuzz_targets: the target names, one a line, from the sources (so a target that failed to build
# still counts, as a failure).
fuzz_targets() {
  local f
  for f in "$FUZZ_SRC_DIR"/*_fuzz.cpp; do
    [ -e "$f" ] || continue
    f=${f##*/}
    echo "${f%_fuzz.cpp}"
  done
}

# fuzz_flags NAME ARTIFACT_DIR: the options every run of a target gets. A run stops at the first
# crash, leak, sanitizer report, input slower than 10 s, or memory use over 2 GB, and writes the
# input that did it to ARTIFACT_DIR.
fuzz_flags() {
  local name=$1 artifacts=$2
  echo "-timeout=10 -rss_limit_mb=2048 -print_final_stats=1"
  echo "-artifact_prefix=$artifacts/"
  [ -f "$FUZZ_SRC_DIR/$name.dict" ] && echo "-dict=$FUZZ_SRC_DIR/$name.dict"
  return 0
}

# fuzz_regress NAME ARTIFACT_DIR: runs the target once over each file of its corpus, nothing
# more; prints what libFuzzer says. Returns the target's exit code (0: every seed passed).
fuzz_regress() {
  local name=$1 artifacts=$2 files
  mapfile -t files < <(find "$FUZZ_SRC_DIR/corpus/$name" -type f 2>/dev/null | sort)
  if [ ${#files[@]} -eq 0 ]; then
    echo "no seeds in $FUZZ_SRC_DIR/corpus/$name"
    return 1
  fi
  mkdir -p "$artifacts"
  # shellcheck disable=SC2046
  "$FUZZ_BIN_DIR/${name}_fuzz" $(fuzz_flags "$name" "$artifacts") "${files[@]}" 2>&1
}

# fuzz_burst NAME SECONDS SCRATCH ARTIFACT_DIR: fuzzes the target for SECONDS, starting from its
# corpus and SCRATCH; new interesting inputs go to SCRATCH, never into the repository. Prints
# what libFuzzer says; returns its exit code (0: no crash).
fuzz_burst() {
  local name=$1 secs=$2 scratch=$3 artifacts=$4
  mkdir -p "$scratch" "$artifacts"
  # shellcheck disable=SC2046
  "$FUZZ_BIN_DIR/${name}_fuzz" $(fuzz_flags "$name" "$artifacts") -max_total_time="$secs" \
    "$scratch" "$FUZZ_SRC_DIR/corpus/$name" 2>&1
}

# fuzz_reproducer LOG: the input that crashed a run logged in LOG: the corpus file it was running
# (a regression run), else the file libFuzzer saved. Nothing when the log names neither.
fuzz_reproducer() {
  local saved running
  saved=$(sed -n 's/.*Test unit written to \(.*\)$/\1/p' "$1" | tail -n 1)
  running=$(sed -n 's/^Running: \(.*\)$/\1/p' "$1" | tail -n 1)
  if [ -n "$running" ] && ! grep -qF "Executed $running" "$1"; then
    echo "$running"
  else
    echo "$saved"
  fi
}
