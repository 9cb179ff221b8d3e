#pragma once

#include <QString>
#include <QStringList>
#include <cstdio>

namespace Adc {

// The `adc` commands that print (they need fonts, so a QGuiApplication):
//   adc print  --db FILE --pdf OUT.pdf [--side S] [--brigade B] [--paper a4|letter]
//              [--orientation landscape|portrait] [--tracks current|blank]
//   adc card   --pdf OUT.pdf [--db FILE] [--paper a4|letter]
//   adc report --db FILE (--pdf OUT.pdf | --csv OUT.csv) [--paper a4|letter]
// Exit 0 with one JSON line on success; 2 for bad arguments (one line
// "adc: FIELD: what is wrong"); 1 for a file that cannot be read or written,
// and then no output file is left behind.
class PrintCommandLine
{
public:
    static bool handles(const QString &command);
    static int run(const QString &command, const QStringList &args, std::FILE *out, std::FILE *err);
    static QString usage();
};

} // namespace Adc
