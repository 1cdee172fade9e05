#!/usr/bin/env bash
# Backs up the site's PostgreSQL database into one compressed file (pg_dump's custom format).
#   scripts/db-backup.sh "$DATABASE_URL" backups/site-$(date +%F).dump
# Safe while the site runs: pg_dump reads one consistent snapshot.
set -euo pipefail
if [ $# -ne 2 ]; then
  echo "usage: $0 DATABASE_URL OUTPUT_FILE" >&2
  exit 2
fi
mkdir -p "$(dirname "$2")"
pg_dump --format=custom --no-owner --no-privileges --file="$2" "$1"
echo "backed up to $2 ($(wc -c < "$2") bytes)"
