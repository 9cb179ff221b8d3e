#pragma once

#include "common/rulings.h"
#include "rules/rulesanswer.h"

#include <QByteArray>
#include <QStringList>

namespace Adc {

class RequestReader;
struct FireRequest;

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

// One handler per command, each in its own file (rulescommand<name>.cpp).
// A handler reads every field it knows through the reader; the dispatcher
// calls finish() afterwards so an unknown field is exit 2.
RulesAnswer answerFire(RequestReader &request, const Rulings &rulings);
RulesAnswer answerDiscipline(RequestReader &request, const Rulings &rulings);
RulesAnswer answerCharge(RequestReader &request, const Rulings &rulings);
RulesAnswer answerCasualties(RequestReader &request, const Rulings &rulings);
RulesAnswer answerRecovery(RequestReader &request, const Rulings &rulings);
RulesAnswer answerBoxcars(RequestReader &request, const Rulings &rulings);
RulesAnswer answerMorale(RequestReader &request, const Rulings &rulings);
RulesAnswer answerTerrain(RequestReader &request, const Rulings &rulings);
RulesAnswer answerMove(RequestReader &request, const Rulings &rulings);
RulesAnswer answerExposure(RequestReader &request, const Rulings &rulings);
RulesAnswer answerStrength(RequestReader &request, const Rulings &rulings);
// The answer of `adc rules fire` to a fire already read (the battery's
// defensive fire of `adc rules charge` too).
RulesAnswer answerFireRequest(const FireRequest &fire, const Rulings &rulings);

} // namespace Adc
