#!/usr/bin/env bash
# Installs what `npm test`'s manifest check (scripts/validate-k8s.mjs) needs, when it is missing:
# kubeconform and kustomize built from the Go module proxy, and the Kubernetes JSON schemas made
# by scripts/k8s-schemas.mjs from the official OpenAPI document of the k8s.io/kubernetes module
# (the schema repository kubeconform downloads from is out of reach here, and CI has no network
# at test time anyway). All cached in ~/.cache/coffee-shop/, outside the clone; versions in
# deploy/k8s/tools.env. Run by .ci/run; by hand: bash scripts/install-k8s-tools.sh
set -euo pipefail
cd "$(dirname "$0")/.."
# shellcheck source=../deploy/k8s/tools.env
. deploy/k8s/tools.env
CACHE="${XDG_CACHE_HOME:-$HOME/.cache}/coffee-shop"
mkdir -p "$CACHE"

need_go() {
  command -v go >/dev/null 2>&1 && return 0
  echo "Go is missing: the Kubernetes manifest check needs it to build $1 (install Go 1.24+)." >&2
  exit 1
}

# go_tool NAME VERSION PACKAGE: `go install PACKAGE@vVERSION` (whose binary is NAME), cached as NAME-VERSION.
go_tool() {
  local name=$1 version=$2 package=$3 target="$CACHE/$1-$2"
  if [ -x "$target" ]; then
    echo "$name $version: cached at $target"
    return 0
  fi
  need_go "$name"
  echo "building $name $version from the Go module proxy"
  local gobin
  gobin="$(mktemp -d)"
  GOBIN="$gobin" GOFLAGS=-mod=mod go install "$package@v$version"
  mv "$gobin/$name" "$target.partial-$$"
  mv "$target.partial-$$" "$target"
  rm -rf "$gobin"
}

go_tool kubeconform "$KUBECONFORM_VERSION" github.com/yannh/kubeconform/cmd/kubeconform
go_tool kustomize "$KUSTOMIZE_VERSION" sigs.k8s.io/kustomize/kustomize/v5

SCHEMAS="$CACHE/k8s-schemas-$KUBERNETES_VERSION"
if [ -d "$SCHEMAS/v$KUBERNETES_VERSION-standalone-strict" ]; then
  echo "Kubernetes $KUBERNETES_VERSION schemas: cached at $SCHEMAS"
else
  need_go "the Kubernetes schemas"
  echo "making the Kubernetes $KUBERNETES_VERSION schemas from its OpenAPI document"
  # `go mod download` fetches the module's zip (about 18 MB) and checks it against the checksum database.
  dir="$(cd "$(mktemp -d)" && go mod download -json "k8s.io/kubernetes@v$KUBERNETES_VERSION" |
    node -e 'let s="";process.stdin.on("data",(c)=>(s+=c)).on("end",()=>{const j=JSON.parse(s);if(j.Error){console.error(j.Error);process.exit(1)}console.log(j.Dir)})')"
  rm -rf "$SCHEMAS.partial-$$"
  node scripts/k8s-schemas.mjs "$dir/api/openapi-spec/swagger.json" "$SCHEMAS.partial-$$" "v$KUBERNETES_VERSION"
  rm -rf "$SCHEMAS"
  mv "$SCHEMAS.partial-$$" "$SCHEMAS"
fi
