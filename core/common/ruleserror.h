#pragma once

#include <QString>

namespace Adc {

// What is wrong with a rules table: the file, the entry inside it, and why.
struct RulesError
{
    QString file;
    QString entry;
    QString message;

    QString toString() const;
};

} // namespace Adc
