#pragma once

#include "core/common/tablereader.h"

#include <QList>
#include <QStringList>

namespace Adc {

// All the rules tables together. Programs check them once at start, so a
// malformed table is reported by file and entry instead of stopping later.
class RuleBook
{
public:
    // The table files under resources/rules/.
    static QStringList tableFiles();
    // Loads and validates every table from `directory`; returns each
    // problem found (empty when every table is sound).
    static QList<Failure> check(const QString &directory = TableReader::standardDirectory());
};

} // namespace Adc
