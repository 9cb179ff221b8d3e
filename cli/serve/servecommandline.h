#pragma once

#include <QStringList>
#include <cstdio>

namespace Adc {

// `adc serve --db FILE [--bind ADDR] [--port N] [--request-timeout S]
// [--per-address N] [--token-delay S]`, run by adc-serve on the
// same command table and parser as adc: gives each side and the table
// display an address if it has none (one logged action), then serves the
// players' view on the battle opened read-only, prints one JSON line
// {"ok": true, "port": N, "sides": {...}, "table": "..."} and serves until
// SIGTERM or SIGINT, then closes and exits 0. Exit 2 for bad arguments,
// 1 for a battle that cannot be opened or a port that cannot be listened on.
class ServeCommandLine
{
public:
    static int run(const QStringList &arguments, std::FILE *in, std::FILE *out, std::FILE *err);
};

} // namespace Adc
