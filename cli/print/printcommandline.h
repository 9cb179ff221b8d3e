#pragma once

#include <QStringList>
#include <cstdio>

namespace Adc {

// The `adc` commands that print (they need fonts, so a QGuiApplication), run
// by adc-print on the same command table and parser as adc:
//   adc print  --db FILE --pdf OUT.pdf [--side SIDE] [--paper a4|letter]
//   adc card   --pdf OUT.pdf [--db FILE] [--paper a4|letter]
//   adc report --db FILE [--pdf OUT.pdf] [--csv OUT.csv] [--paper a4|letter]
// Exit 0 with one JSON line on success; 2 for bad arguments (one line
// "adc: FIELD: what is wrong"); 1 for a file that cannot be read or written,
// and then no output file is left behind.
class PrintCommandLine
{
public:
    // The arguments after the program's name: the command and its options.
    static int run(const QStringList &arguments, std::FILE *in, std::FILE *out, std::FILE *err);
};

} // namespace Adc
