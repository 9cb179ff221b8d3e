#pragma once

#include <QStringList>
#include <cstdio>

namespace Adc {

// The `adc` commands that work on a battle file (--db FILE).
class BattleCommandLine
{
public:
    static bool handles(const QString &command);
    static int run(const QString &command, const QStringList &arguments, std::FILE *in,
                   std::FILE *out, std::FILE *err);
    static QString usage();
};

} // namespace Adc
