#!/usr/bin/env python3
"""A small login API for testing `stateful --server URL` and the login example's HTTP backend (StatefulExampleLoginHTTP).

Standard library only. Binds 127.0.0.1 on an ephemeral port (or --port) and
prints the port alone on the first line of standard output, then serves until
terminated (SIGTERM or Ctrl-C).

Endpoints:
  POST /login  JSON {"loginId": str, "password": str}
               200 {"accessToken": str, "refreshToken": str} | 401 | 400
  GET  /user   header "Authorization: Bearer <accessToken>"
               200 {"userId": str} | 401

Tokens are numbered in the order logins succeed (access-1, refresh-1, ...).
Nothing is logged: no password or token is ever printed.
"""

import argparse
import json
import signal
import sys
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

DEMO_ACCOUNT = "login-test@example.com:testpass:u-42"


def parse_arguments(argv):
    parser = argparse.ArgumentParser(description="A small login API for tests (standard library only).")
    parser.add_argument("--port", type=int, default=0, help="port to bind on 127.0.0.1 (default: ephemeral)")
    parser.add_argument("--account", action="append", metavar="LOGIN:PASSWORD:USERID",
                        help="an account (repeatable; default: %s)" % DEMO_ACCOUNT)
    parser.add_argument("--fail-login", type=int, metavar="STATUS",
                        help="answer every POST /login with this HTTP status")
    parser.add_argument("--fail-user", type=int, metavar="STATUS",
                        help="answer every GET /user with this HTTP status")
    parser.add_argument("--malformed", choices=["login", "user"], action="append", default=[],
                        help="answer 200 with a body that does not decode: for login, JSON without the tokens; "
                             "for user, text that is not JSON (repeatable)")
    parser.add_argument("--trickle-user", type=float, metavar="SECONDS",
                        help="answer GET /user with headers, then one byte of the body every SECONDS (a slow server)")
    parser.add_argument("--redirect-user", metavar="URL",
                        help="answer GET /user with 302 to URL (another origin, say)")
    parser.add_argument("--huge-user", type=int, metavar="MEGABYTES",
                        help="answer GET /user with a JSON body of MEGABYTES MiB, sent as fast as the client reads")
    parser.add_argument("--echo-authorization", action="store_true",
                        help="answer GET /user with 200 and the Authorization header it got as the userId ('none')")
    arguments = parser.parse_args(argv)
    accounts = {}
    for account in arguments.account or [DEMO_ACCOUNT]:
        parts = account.split(":")
        if len(parts) != 3 or not all(parts):
            parser.error("--account must be LOGIN:PASSWORD:USERID (got a value with %d parts)" % len(parts))
        login_id, password, user_id = parts
        accounts[login_id] = (password, user_id)
    for name in ("fail_login", "fail_user"):
        status = getattr(arguments, name)
        if status is not None and not 100 <= status <= 599:
            parser.error("--%s must be an HTTP status between 100 and 599" % name.replace("_", "-"))
    return arguments, accounts


class LoginState:
    def __init__(self, accounts):
        self.accounts = accounts
        self.sessions = {}
        self.issued = 0
        self.lock = threading.Lock()

    def log_in(self, login_id, password):
        with self.lock:
            account = self.accounts.get(login_id)
            if account is None or account[0] != password:
                return None
            self.issued += 1
            tokens = {"accessToken": "access-%d" % self.issued, "refreshToken": "refresh-%d" % self.issued}
            self.sessions[tokens["accessToken"]] = account[1]
            return tokens

    def user_id(self, access_token):
        with self.lock:
            return self.sessions.get(access_token)


def make_handler(state, arguments):
    class Handler(BaseHTTPRequestHandler):
        def log_message(self, format, *args):
            pass  # never log: requests carry passwords and tokens

        def send_json(self, status, body):
            data = body.encode("utf-8") if isinstance(body, str) else json.dumps(body, sort_keys=True).encode("utf-8")
            self.send_response(status)
            self.send_header("Content-Type", "application/json" if not isinstance(body, str) else "text/plain")
            self.send_header("Content-Length", str(len(data)))
            self.end_headers()
            self.wfile.write(data)

        def do_POST(self):
            if self.path != "/login":
                return self.send_json(404, {"error": "not found"})
            length = int(self.headers.get("Content-Length") or 0)
            raw = self.rfile.read(length)
            if arguments.fail_login is not None:
                return self.send_json(arguments.fail_login, {"error": "failure requested by --fail-login"})
            try:
                body = json.loads(raw.decode("utf-8"))
                login_id, password = body["loginId"], body["password"]
                if not isinstance(login_id, str) or not isinstance(password, str):
                    raise ValueError("loginId and password must be strings")
            except (ValueError, KeyError, TypeError, UnicodeDecodeError):
                return self.send_json(400, {"error": "expected JSON {\"loginId\": ..., \"password\": ...}"})
            if "login" in arguments.malformed:
                return self.send_json(200, {"token": "not-what-the-client-expects"})
            tokens = state.log_in(login_id, password)
            if tokens is None:
                return self.send_json(401, {"error": "invalid credentials"})
            return self.send_json(200, tokens)

        def do_GET(self):
            if self.path != "/user":
                return self.send_json(404, {"error": "not found"})
            if arguments.trickle_user is not None:
                self.send_response(200)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", "1000")
                self.end_headers()
                try:
                    for _ in range(1000):
                        self.wfile.write(b" ")
                        self.wfile.flush()
                        time.sleep(arguments.trickle_user)
                except OSError:
                    pass  # the client gave up
                return
            if arguments.huge_user is not None:
                size = arguments.huge_user << 20
                self.send_response(200)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(size))
                self.end_headers()
                chunk = b" " * 65536
                try:
                    for _ in range(size // len(chunk)):
                        self.wfile.write(chunk)
                except OSError:
                    pass  # the client gave up
                return
            if arguments.redirect_user is not None:
                self.send_response(302)
                self.send_header("Location", arguments.redirect_user)
                self.send_header("Content-Length", "0")
                self.end_headers()
                return
            if arguments.echo_authorization:
                return self.send_json(200, {"userId": self.headers.get("Authorization") or "none"})
            if arguments.fail_user is not None:
                return self.send_json(arguments.fail_user, {"error": "failure requested by --fail-user"})
            if "user" in arguments.malformed:
                return self.send_json(200, "this is not JSON")
            authorization = self.headers.get("Authorization") or ""
            prefix = "Bearer "
            user_id = state.user_id(authorization[len(prefix):]) if authorization.startswith(prefix) else None
            if user_id is None:
                return self.send_json(401, {"error": "invalid access token"})
            return self.send_json(200, {"userId": user_id})

    return Handler


def stop(signum, frame):
    raise KeyboardInterrupt


def main(argv):
    # A parent may start us with SIGTERM blocked (threads of a Swift test
    # runner block signals, and the mask is inherited): unblock it and handle
    # it, so that terminating the process always stops the server.
    signal.pthread_sigmask(signal.SIG_UNBLOCK, {signal.SIGTERM, signal.SIGINT})
    signal.signal(signal.SIGTERM, stop)
    signal.signal(signal.SIGINT, stop)
    arguments, accounts = parse_arguments(argv)
    server = ThreadingHTTPServer(("127.0.0.1", arguments.port), make_handler(LoginState(accounts), arguments))
    server.daemon_threads = True
    print(server.server_address[1], flush=True)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass
    finally:
        server.server_close()


if __name__ == "__main__":
    main(sys.argv[1:])
