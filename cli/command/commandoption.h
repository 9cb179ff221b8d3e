#pragma once

#include <QString>

namespace Adc {

// One option of the command line, as every command that takes it spells it:
// `--db FILE` means the same to every command of adc and adc-print.
struct CommandOption
{
    QString name; // "--db"
    QString valueName; // "FILE"
    QString description;
};

} // namespace Adc
