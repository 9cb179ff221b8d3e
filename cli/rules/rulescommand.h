#pragma once

#include "cli/rules/rulesanswer.h"
#include "core/common/rulings.h"

#include <QByteArray>
#include <QStringList>

namespace Adc {

// `adc rules NAME`: stateless requests to the rules core (docs/contract.md).
class RulesCommand
{
public:
    // The commands, in the order help lists them.
    static QStringList names();
    // Parses the request text and answers it. A request may carry a
    // "rulings" object that overrides the given rulings for this request.
    static RulesAnswer run(const QString &name, const QByteArray &request,
                           const Rulings &rulings = Rulings());
};

} // namespace Adc
