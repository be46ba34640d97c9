#!/usr/bin/python3
"""A throwaway SMTP server and SMS gateway for the API tests: saves every message as a JSON file.

Usage: test-smtp.py PORT MAILBOX_DIR [SMS_PORT]
Each email becomes MAILBOX_DIR/<sequence>.json: {"from": ..., "to": [...], "data": "<raw message>"}.
With SMS_PORT, an HTTP gateway on it takes the server's SMS (POST {"to", "text"}, as
--sms-url expects) and saves each as {"channel": "sms", "to": [phone], "data": "<text>"}.
Files are written under a temporary name and renamed, so a reader never sees half a message.
Runs until SIGTERM or SIGINT. Listens on 127.0.0.1 only.
"""
import http.server
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

    def save(self, record):
        with self.lock:
            n = next(self.counter)
        name = f"{time.time_ns():020d}-{n:06d}.json"
        tmp = os.path.join(self.directory, "." + name + ".tmp")
        with open(tmp, "w", encoding="utf-8") as f:
            json.dump(record, f, ensure_ascii=False)
        os.rename(tmp, os.path.join(self.directory, name))

    async def handle_DATA(self, server, session, envelope):
        self.save({
            "from": envelope.mail_from,
            "to": list(envelope.rcpt_tos),
            "data": envelope.content.decode("utf-8", errors="replace"),
        })
        return "250 Message accepted for delivery"


def sms_gateway(port, mailbox):
    class Gateway(http.server.BaseHTTPRequestHandler):
        def do_POST(self):
            length = int(self.headers.get("Content-Length") or 0)
            try:
                message = json.loads(self.rfile.read(length))
                mailbox.save({"channel": "sms", "to": [message["to"]], "data": message["text"]})
                self.send_response(200)
            except (ValueError, KeyError, TypeError):
                self.send_response(400)
            self.end_headers()

        def log_message(self, *args):
            pass

    server = http.server.ThreadingHTTPServer(("127.0.0.1", port), Gateway)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server


def main():
    if len(sys.argv) not in (3, 4):
        print(__doc__, file=sys.stderr)
        return 2
    port, directory = int(sys.argv[1]), sys.argv[2]
    os.makedirs(directory, exist_ok=True)
    mailbox = SaveToDir(directory)
    controller = Controller(mailbox, hostname="127.0.0.1", port=port)
    controller.start()
    print(f"test SMTP server on 127.0.0.1:{port}, mailbox {directory}", flush=True)
    if len(sys.argv) == 4:
        sms_gateway(int(sys.argv[3]), mailbox)
        print(f"test SMS gateway on 127.0.0.1:{sys.argv[3]}", flush=True)
    stop = threading.Event()
    signal.signal(signal.SIGTERM, lambda *_: stop.set())
    signal.signal(signal.SIGINT, lambda *_: stop.set())
    stop.wait()
    controller.stop()
    return 0


if __name__ == "__main__":
    sys.exit(main())
