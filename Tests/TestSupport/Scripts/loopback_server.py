#!/usr/bin/env python3
"""A loopback HTTP server for the HTTP service tests.

Usage: loopback_server.py <Fixtures/API directory>

Binds 127.0.0.1 on a free port (port 0), prints the port on the first line of stdout, and
serves until its stdin closes (the test process stopped it or died) or 120 seconds pass.

The first path component picks a behaviour; the rest is the service's own path:
  /ok/...                the real endpoints below, answered from fixture files
  /status/<code>/...     that status, with the HTML error page as the body
  /truncated/...         200 with a JSON body cut short (recordings/truncated.json)
  /malformed/...         200 with a body that is not JSON
  /slow/...              sleeps 2 seconds before answering (for timeouts)
  /slow-queries/...      as /ok, but a query containing "slow" sleeps 2 seconds first (for
                         a request that a newer one supersedes and cancels)
  /short-body/...        promises more bytes than it sends, then closes the connection
Endpoints under /ok:
  /api/2/recordings?query=q&page=n   parrot pages from fixtures; any other query is echoed:
                                     one recording whose "en" is the decoded query and whose
                                     "loc" is the raw query string as it arrived
  /api/films/?page=n                 films/films.json for page 1, else SWAPI's 404
  /todos, /feed, /articles           the fixture files
"""
import json
import os
import sys
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from urllib.parse import parse_qs, urlsplit

FIXTURES = sys.argv[1]


def fixture(relative):
    with open(os.path.join(FIXTURES, relative), "rb") as file:
        return file.read()


class Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"

    def log_message(self, format, *args):
        pass

    def send(self, status, body, content_type="application/json; charset=utf-8", length=None):
        self.send_response(status)
        self.send_header("Content-Type", content_type)
        self.send_header("Content-Length", str(len(body) if length is None else length))
        self.send_header("Connection", "close")
        self.end_headers()
        self.wfile.write(body)
        self.wfile.flush()

    def do_GET(self):
        try:
            self.route()
        except (BrokenPipeError, ConnectionResetError):
            pass

    def route(self):
        parts = urlsplit(self.path)
        segments = parts.path.split("/")
        behaviour = segments[1] if len(segments) > 1 else ""
        rest = "/" + "/".join(segments[2:])
        if behaviour == "status":
            code = int(segments[2])
            self.send(code, fixture("recordings/error-page.html"), "text/html; charset=utf-8")
        elif behaviour == "truncated":
            self.send(200, fixture("recordings/truncated.json"))
        elif behaviour == "malformed":
            self.send(200, b'{"count": 6, "results": [}')
        elif behaviour == "slow-queries":
            if "slow" in parse_qs(parts.query).get("query", [""])[0]:
                time.sleep(2)
            self.endpoint(rest, parts.query)
        elif behaviour == "slow":
            time.sleep(2)
            self.send(200, b"{}")
        elif behaviour == "short-body":
            self.send(200, b'{"count": 6, "res', length=500)
            self.close_connection = True
        elif behaviour == "ok":
            self.endpoint(rest, parts.query)
        else:
            self.send(404, b"no such behaviour", "text/plain")

    def endpoint(self, path, raw_query):
        query = parse_qs(raw_query, keep_blank_values=True)
        if path == "/api/2/recordings":
            text = query.get("query", [""])[0]
            page = int(query.get("page", ["1"])[0])
            if text == "parrot":
                self.send(200, fixture(f"recordings/parrot-page-{page}.json"))
                return
            echo = {
                "numRecordings": "1", "numSpecies": "1", "page": page, "numPages": 1,
                "recordings": [{
                    "id": "1", "gen": "Echo", "sp": "echo", "en": text, "rec": "server",
                    "cnt": "Loopback", "loc": raw_query, "file": "", "q": "A",
                    "length": "0:01", "date": "2026-11-21",
                }],
            }
            self.send(200, json.dumps(echo, ensure_ascii=False).encode("utf-8"))
        elif path == "/api/films/":
            if query.get("page", ["1"])[0] == "1":
                self.send(200, fixture("films/films.json"))
            else:
                self.send(404, b'{"detail": "Not found"}')
        elif path in ("/todos", "/feed", "/articles"):
            name = path.strip("/")
            self.send(200, fixture(f"{name}/{name}.json"))
        else:
            self.send(404, b"no such endpoint", "text/plain")


def exit_when_stdin_closes():
    sys.stdin.read()
    os._exit(0)


def main():
    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    server.daemon_threads = True
    threading.Thread(target=exit_when_stdin_closes, daemon=True).start()
    threading.Timer(120, lambda: os._exit(0)).start()
    print(server.server_address[1], flush=True)
    server.serve_forever()


if __name__ == "__main__":
    main()
