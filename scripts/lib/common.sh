# Shared shell helpers for scripts/test, scripts/bench and scripts/pg-for-tests.
# Source it: . "$(dirname "$0")/lib/common.sh"

# free_port: prints a TCP port on 127.0.0.1 that nothing listens on right now.
# The kernel picks it (bind to port 0), so it is free at that instant; callers that
# bind it later retry on "address in use" because another process may take it first.
free_port() {
  node -e '
    const s = require("net").createServer();
    s.listen(0, "127.0.0.1", () => { console.log(s.address().port); s.close(); });'
}

# port_in_use PORT: true when something accepts TCP connections on 127.0.0.1:PORT.
port_in_use() {
  (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null
}

# wait_http URL SECONDS [PID]: waits until URL answers 200 (curl-free: uses node's fetch).
# Gives up early when PID (the server) has exited. Returns 0 when up, 1 otherwise.
wait_http() {
  local url=$1 secs=$2 pid=${3:-} deadline=$((SECONDS + $2))
  while [ "$SECONDS" -lt "$deadline" ]; do
    if [ -n "$pid" ] && ! kill -0 "$pid" 2>/dev/null; then return 1; fi
    if node -e '
      fetch(process.argv[1], { signal: AbortSignal.timeout(2000) })
        .then(r => process.exit(r.status === 200 ? 0 : 1), () => process.exit(1));' "$url"
    then return 0; fi
    sleep 0.3
  done
  return 1
}

# stop_pid PID SECONDS: SIGTERM, wait up to SECONDS for the process to go, then SIGKILL.
# Returns 0 when it went within the time, 1 when it had to be killed.
stop_pid() {
  local pid=$1 secs=${2:-10} i
  kill -0 "$pid" 2>/dev/null || return 0
  kill -TERM "$pid" 2>/dev/null || true
  for ((i = 0; i < secs * 10; i++)); do
    kill -0 "$pid" 2>/dev/null || return 0
    sleep 0.1
  done
  kill -KILL "$pid" 2>/dev/null || true
  return 1
}

# make_workdir PREFIX: creates /tmp/PREFIX.XXXXXX owned by this script (its pid is recorded) and
# prints it. Processes started for it are recorded with note_pid so that a later run can clean up
# after a run that was killed outright (SIGKILL, power cut): see reap_stale_workdirs.
make_workdir() {
  local dir
  dir=$(mktemp -d "/tmp/$1.XXXXXX")
  echo $$ >"$dir/owner.pid"
  echo "$dir"
}

# note_pid DIR PID: records a process started for the work dir DIR.
note_pid() { echo "$2" >>"$1/pids"; }

# reap_stale_workdirs PREFIX: for each /tmp/PREFIX.* whose owner script is gone, stops the processes
# it recorded (only those whose command line still names that dir) and removes the dir.
reap_stale_workdirs() {
  local dir owner pid
  for dir in /tmp/"$1".*; do
    [ -f "$dir/owner.pid" ] || continue
    owner=$(cat "$dir/owner.pid")
    if [ -n "$owner" ] && [ -r "/proc/$owner/cmdline" ] &&
      [ "$(awk '{print $3}' "/proc/$owner/stat" 2>/dev/null)" != Z ]; then
      continue
    fi
    if [ -f "$dir/pids" ]; then
      while read -r pid; do
        [ -r "/proc/$pid/cmdline" ] || continue
        tr '\0' ' ' <"/proc/$pid/cmdline" | grep -qF "$dir" || continue
        stop_pid "$pid" 5 >/dev/null
      done <"$dir/pids"
    fi
    if [ -f "$dir/pg-dir" ]; then
      "${BASH_SOURCE[0]%/*}/../pg-for-tests" stop "$(cat "$dir/pg-dir")" >/dev/null 2>&1 || true
    fi
    rm -rf "$dir"
  done
}
