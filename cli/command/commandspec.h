#pragma once

#include <QString>
#include <QStringList>

namespace Adc {

// One command of `adc`: its name, the line `adc --help` shows for it, the
// options it takes and the plain arguments it reads.
struct CommandSpec
{
    // Which program runs the command: adc itself, its sibling adc-print,
    // which links the printing libraries, or adc-serve, which links the
    // players' view server.
    enum class Program { Adc, AdcPrint, AdcServe };

    QString name;
    QString summary;
    QStringList options; // option names ("--db"), in the order help and messages list them
    QStringList required; // the options shown without brackets in the synopsis
    QString arguments; // the plain arguments as help shows them ("NAME", "add")
    int maxPositional = 0;
    Program program = Program::Adc;
    bool emptyValueIsMissing = false; // "--pdf=" is "a value is needed"
};

} // namespace Adc
