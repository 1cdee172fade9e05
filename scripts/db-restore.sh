#!/usr/bin/env bash
# Restores a backup made by db-backup.sh into an EMPTY database (create it first), e.g.
#   createdb site_restored && scripts/db-restore.sh postgres://…/site_restored backups/site.dump
# then point DATABASE_URL at it. One transaction: on any error nothing is restored.
set -euo pipefail
if [ $# -ne 2 ]; then
  echo "usage: $0 TARGET_DATABASE_URL BACKUP_FILE" >&2
  exit 2
fi
pg_restore --no-owner --no-privileges --single-transaction --exit-on-error --dbname="$1" "$2"
echo "restored $2"
