#!/usr/bin/env bash
# Serves the built documentation (.build/docs, from build-docs.sh) on
# loopback, opens its landing page in headless Chromium, and writes a
# screenshot; fails if the page did not render (a blank or tiny PNG).
#
#     bash Tools/Docs/screenshot-docs.sh [OUTPUT.png]     # default .build/docs-screenshot.png
set -euo pipefail
cd "$(dirname "$0")/../.."
output="${1:-.build/docs-screenshot.png}"
site=".build/docs"
[ -f "$site/index.html" ] || { echo "error: $site/index.html is missing; run Tools/Docs/build-docs.sh first" >&2; exit 1; }

# A free port on loopback, chosen by the kernel.
port="$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1]); s.close()')"
python3 -m http.server "$port" --bind 127.0.0.1 --directory "$site" >/dev/null 2>&1 &
server=$!
profile="$(mktemp -d)"
cleanup() { kill "$server" 2>/dev/null || true; wait "$server" 2>/dev/null || true; rm -rf "$profile"; }
trap cleanup EXIT

# Wait (up to about 10 s) for the server to answer.
for _ in $(seq 1 100); do
    if python3 -c "import urllib.request; urllib.request.urlopen('http://127.0.0.1:$port/index.html', timeout=1)" 2>/dev/null; then
        break
    fi
    sleep 0.1
done

rm -f "$output"
mkdir -p "$(dirname "$output")"
output="$(cd "$(dirname "$output")" && pwd)/$(basename "$output")"
# The DocC app renders with JavaScript: give it time before the screenshot.
chromium --headless --no-sandbox --disable-gpu --no-first-run --user-data-dir="$profile" \
    --window-size=1280,1000 --virtual-time-budget=15000 \
    --screenshot="$output" "http://127.0.0.1:$port/documentation" 2>/dev/null

# The page the browser rendered (the DocC app draws it with JavaScript) names
# the eight modules.
dom="$(chromium --headless --no-sandbox --disable-gpu --no-first-run --user-data-dir="$profile" \
    --virtual-time-budget=15000 --dump-dom "http://127.0.0.1:$port/documentation" 2>/dev/null)"
for module in Stateful StatefulText StatefulSnapshot StatefulDependencies StatefulPersistence StatefulTesting StatefulScript StatefulCommandLine; do
    if ! grep -q ">$module<" <<<"$dom"; then
        echo "error: the rendered landing page does not list $module" >&2
        exit 1
    fi
done

# A page that rendered has text and colour: its PNG is far larger than a
# blank page's, and holds more than a handful of distinct colours.
python3 - "$output" <<'PY'
import struct, sys, zlib
path = sys.argv[1]
data = open(path, "rb").read()
if data[:8] != b"\x89PNG\r\n\x1a\n":
    sys.exit(f"error: {path} is not a PNG")
width, height, depth, colour = struct.unpack(">IIBB", data[16:26])
chunks, offset = [], 8
while offset < len(data):
    length, kind = struct.unpack(">I4s", data[offset:offset + 8])
    if kind == b"IDAT":
        chunks.append(data[offset + 8:offset + 8 + length])
    offset += 12 + length
raw = zlib.decompress(b"".join(chunks))
channels = {2: 3, 6: 4, 0: 1, 4: 2}.get(colour)
if depth != 8 or channels is None:
    sys.exit(f"error: {path}: unexpected PNG format (depth {depth}, colour type {colour})")
stride = width * channels + 1
colours, dark = set(), 0
for row in range(0, height, 4):
    line = raw[row * stride + 1:(row + 1) * stride]
    for x in range(0, width * channels, channels * 4):
        pixel = line[x:x + 3] if channels >= 3 else line[x:x + 1] * 3
        colours.add(bytes(pixel))
        if sum(pixel) < 3 * 128:
            dark += 1
if len(colours) < 16 or dark < 200:
    sys.exit(f"error: {path} looks blank ({len(colours)} colours, {dark} dark samples): the documentation did not render")
print(f"screenshot: {path}, {width}x{height}, {len(colours)} colours, {dark} dark samples")
PY
