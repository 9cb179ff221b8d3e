#pragma once

#include <QStringList>
#include <cstdio>

namespace Adc {

// The `adc` program: parses its arguments and runs one rules or battle
// command (docs/contract.md). Reads requests from `in`, writes answers to `out`,
// messages to `err`.
class CommandLine
{
public:
    static int run(const QStringList &arguments, std::FILE *in, std::FILE *out, std::FILE *err);
};

} // namespace Adc
