#pragma once

#include <QStringList>
#include <cstdio>

namespace Adc {

// `adc serve --db FILE [--bind ADDR] [--port N] [--request-timeout S]
// [--per-address N] [--token-delay S] [--proposal-rate N]`, run by
// adc-serve on the same command table and parser as adc: opens the battle
// (read-write, for the sides' proposals), gives each side and the table
// display an address if it has none (one logged action), then serves the
// players' view, prints one JSON line
// {"ok": true, "port": N, "sides": {...}, "table": "..."} and serves until
// SIGTERM or SIGINT, then closes and exits 0. Exit 2 for bad arguments,
// 1 for a battle that cannot be opened or a port that cannot be listened on.
class ServeCommandLine
{
public:
    static int run(const QStringList &arguments, std::FILE *in, std::FILE *out, std::FILE *err);
};

} // namespace Adc
