#!/usr/bin/env bash
# create-secrets.sh [namespace]: makes the shop's secrets in the cluster kubectl points at, once.
# No secret value is in the repository: the keys are generated here (scripts/lib/keys.mjs, the
# generator docker-compose's `keys` container runs), sent to the cluster, and the local copies
# deleted. Secrets that already exist are kept (delete one to rotate it, then restart the pods).
#   coffee-keys         jwt-public.pem, internal-token   mounted by every service and the gateway
#   coffee-signing-key  jwt-private.pem                  mounted by the account service only
#   coffee-stripe       secret-key, publishable-key, webhook-secret, order-webhook-secret
#                       from STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET and
#                       STRIPE_ORDER_WEBHOOK_SECRET: required by cart-checkout and membership in the
#                       base and overlays/production (overlays/demo runs without it, no real payments)
#   coffee-mail         smtp-url from SMTP_URL (the mail provider, e.g. smtps://user:pass@host:465):
#                       required by every service in the base and overlays/production
#                       (overlays/demo makes its own, pointing at its Mailpit)
set -euo pipefail
cd "$(dirname "$0")/../.."
ns="${1:-coffee-shop}"
kubectl get namespace "$ns" >/dev/null 2>&1 || kubectl create namespace "$ns"
exists() { kubectl -n "$ns" get secret "$1" >/dev/null 2>&1; }

if exists coffee-keys && exists coffee-signing-key; then
  echo "coffee-keys and coffee-signing-key: already in $ns, kept"
else
  dir="$(mktemp -d)"
  trap 'rm -rf "$dir"' EXIT
  node --input-type=module -e "import { ensureKeys } from './scripts/lib/keys.mjs'; ensureKeys(process.argv[1]);" "$dir"
  kubectl -n "$ns" delete secret coffee-keys coffee-signing-key --ignore-not-found
  kubectl -n "$ns" create secret generic coffee-keys \
    --from-file=jwt-public.pem="$dir/jwt-public.pem" --from-file=internal-token="$dir/internal-token"
  kubectl -n "$ns" create secret generic coffee-signing-key \
    --from-file=jwt-private.pem="$dir/jwt-private.pem"
fi

if exists coffee-stripe; then
  echo "coffee-stripe: already in $ns, kept"
elif [ -n "${STRIPE_SECRET_KEY:-}" ]; then
  kubectl -n "$ns" create secret generic coffee-stripe \
    --from-literal=secret-key="$STRIPE_SECRET_KEY" \
    --from-literal=publishable-key="${STRIPE_PUBLISHABLE_KEY:?set STRIPE_PUBLISHABLE_KEY too}" \
    --from-literal=webhook-secret="${STRIPE_WEBHOOK_SECRET:?set STRIPE_WEBHOOK_SECRET too (the /api/stripe-webhook endpoint)}" \
    --from-literal=order-webhook-secret="${STRIPE_ORDER_WEBHOOK_SECRET:?set STRIPE_ORDER_WEBHOOK_SECRET too (the /api/order-payments/webhook endpoint)}"
else
  echo "coffee-stripe: not created (no STRIPE_SECRET_KEY). cart-checkout and membership will not" >&2
  echo "  start without it: set STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET and" >&2
  echo "  STRIPE_ORDER_WEBHOOK_SECRET and run this again, or deploy overlays/demo (no real payments)." >&2
fi

if exists coffee-mail; then
  echo "coffee-mail: already in $ns, kept"
elif [ -n "${SMTP_URL:-}" ]; then
  kubectl -n "$ns" create secret generic coffee-mail --from-literal=smtp-url="$SMTP_URL"
else
  echo "coffee-mail: not created (no SMTP_URL). The services will not start without it: set" >&2
  echo "  SMTP_URL to your mail provider (smtps://user:pass@smtp.example.com:465) and run this" >&2
  echo "  again, or deploy overlays/demo (its mail goes to Mailpit)." >&2
fi
