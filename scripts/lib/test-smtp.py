#!/usr/bin/python3
"""A throwaway SMTP server for the API tests: saves every received message as a JSON file.

Usage: test-smtp.py PORT MAILBOX_DIR
Each message becomes MAILBOX_DIR/<sequence>.json: {"from": ..., "to": [...], "data": "<raw message>"}.
Files are written under a temporary name and renamed, so a reader never sees half a message.
Runs until SIGTERM or SIGINT. Listens on 127.0.0.1 only.
"""
import itertools
import json
import os
import signal
import sys
import threading
import time

from aiosmtpd.controller import Controller


class SaveToDir:
    def __init__(self, directory):
        self.directory = directory
        self.counter = itertools.count(1)
        self.lock = threading.Lock()

    async def handle_DATA(self, server, session, envelope):
        with self.lock:
            n = next(self.counter)
        name = f"{time.time_ns():020d}-{n:06d}.json"
        record = {
            "from": envelope.mail_from,
            "to": list(envelope.rcpt_tos),
            "data": envelope.content.decode("utf-8", errors="replace"),
        }
        tmp = os.path.join(self.directory, "." + name + ".tmp")
        with open(tmp, "w", encoding="utf-8") as f:
            json.dump(record, f, ensure_ascii=False)
        os.rename(tmp, os.path.join(self.directory, name))
        return "250 Message accepted for delivery"


def main():
    if len(sys.argv) != 3:
        print(__doc__, file=sys.stderr)
        return 2
    port, directory = int(sys.argv[1]), sys.argv[2]
    os.makedirs(directory, exist_ok=True)
    controller = Controller(SaveToDir(directory), hostname="127.0.0.1", port=port)
    controller.start()
    print(f"test SMTP server on 127.0.0.1:{port}, mailbox {directory}", flush=True)
    stop = threading.Event()
    signal.signal(signal.SIGTERM, lambda *_: stop.set())
    signal.signal(signal.SIGINT, lambda *_: stop.set())
    stop.wait()
    controller.stop()
    return 0


if __name__ == "__main__":
    sys.exit(main())
