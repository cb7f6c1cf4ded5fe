// Command ferretdb runs FerretDB 1.24 (the MongoDB wire protocol over SQLite) as the shop's
// embedded database for `npm start` and the tests.
//
// Why a program of our own: `go install .../cmd/ferretdb@v1.24.2` builds a binary whose
// version check panics (the module zip lacks the generated build/version/version.txt), so we
// build the same FerretDB from its embeddable package, pinned in go.mod / go.sum here.
// The embeddable package never reports telemetry.
package main

import (
	"context"
	"flag"
	"fmt"
	"log/slog"
	"os"
	"os/signal"
	"path/filepath"
	"syscall"

	"github.com/FerretDB/FerretDB/ferretdb"
)

func main() {
	listen := flag.String("listen-addr", "127.0.0.1:27027", "TCP address to listen on")
	dataDir := flag.String("data-dir", ".data/db", "directory for the SQLite database files")
	logLevel := flag.String("log-level", "warn", "debug, info, warn or error")
	// FerretDB's other backend, for the long runs (the subscription simulation at full size): on
	// SQLite only a filter of exactly _id is answered by SQL, every other query reads and decodes
	// the whole collection in Go; on PostgreSQL equality filters are pushed down to SQL.
	postgresURL := flag.String("postgresql-url", "", "use PostgreSQL at this URL instead of SQLite files")
	flag.Parse()

	var level slog.Level
	if err := level.UnmarshalText([]byte(*logLevel)); err != nil {
		fmt.Fprintf(os.Stderr, "bad -log-level: %v\n", err)
		os.Exit(2)
	}
	logger := slog.New(slog.NewTextHandler(os.Stderr, &slog.HandlerOptions{Level: level}))

	dir, err := filepath.Abs(*dataDir)
	if err == nil {
		err = os.MkdirAll(dir, 0o755)
	}
	if err != nil {
		fmt.Fprintf(os.Stderr, "data dir: %v\n", err)
		os.Exit(1)
	}

	config := &ferretdb.Config{
		Listener:  ferretdb.ListenerConfig{TCP: *listen},
		Handler:   "sqlite",
		SQLiteURL: "file:" + dir + "/",
		Logger:    logger,
	}
	if *postgresURL != "" {
		config.Handler = "postgresql"
		config.PostgreSQLURL = *postgresURL
		config.SQLiteURL = ""
		dir = *postgresURL
	}
	f, err := ferretdb.New(config)
	if err != nil {
		fmt.Fprintf(os.Stderr, "ferretdb: %v\n", err)
		os.Exit(1)
	}

	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()

	// The orchestrator waits for this line before it starts the services.
	fmt.Printf("ferretdb listening on %s (data in %s)\n", *listen, dir)
	if err := f.Run(ctx); err != nil && ctx.Err() == nil {
		fmt.Fprintf(os.Stderr, "ferretdb: %v\n", err)
		os.Exit(1)
	}
}
